//! The markers on a unit as a player names them: used, stunned, wounded, retreating, the ki
//! ability by its name, the commander orders' marks (`markers.ftl`).

use super::words::{say, t};
use crate::battle::model::names::Names;
use crate::battle::model::unit::Markers;
use crate::i18n::Language as Lang;

/// The markers on a unit, as a player names them (a ki ability by its name in `lang`).
pub fn marker_names(lang: Lang, names: &dyn Names, m: &Markers) -> Vec<String> {
    let mut out = Vec::new();
    if m.used {
        out.push(t(lang, "mark-used"));
    }
    if m.stunned > 0 {
        out.push(say(lang, "mark-stunned", &[("stuns", &m.stunned)]));
    }
    if m.wounded > 0 {
        out.push(say(lang, "mark-wounded", &[("wounds", &m.wounded)]));
    }
    if m.retreating {
        out.push(t(lang, "mark-retreating"));
    }
    if m.parapet {
        out.push(t(lang, "mark-parapet"));
    }
    if m.unloaded > 0 {
        out.push(say(lang, "mark-unloaded", &[("models", &m.unloaded)]));
    }
    if m.dishonoured {
        out.push(t(lang, "mark-dishonoured"));
    }
    if m.ki_active {
        match &m.ki_ability {
            Some(a) => out.push(say(
                lang,
                "mark-ki-ability",
                &[("ability", &names.ability(a))],
            )),
            None => out.push(t(lang, "mark-ki")),
        }
    }
    let o = &m.orders;
    if o.banzai {
        out.push(t(lang, "mark-banzai"));
    }
    if o.forced_march_cm > 0 {
        out.push(say(
            lang,
            "mark-forced-march",
            &[("cm", &o.forced_march_cm)],
        ));
    }
    if o.steady_ranks {
        out.push(t(lang, "mark-steady-ranks"));
    }
    if o.hidden_path {
        out.push(t(lang, "mark-hidden-path"));
    }
    if o.volley {
        out.push(t(lang, "mark-volley"));
    }
    out
}
