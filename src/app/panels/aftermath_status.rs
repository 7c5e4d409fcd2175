//! The battle tracker's lines on what follows a melee (L709-719, L978-996): a multiple combat
//! under way (combats left, each unit's casualties noted so far), the pursuit and the melee
//! move the battle will ask for. Read from `BattleState::aftermath`; no rules here.

use crate::app::help::{src, with_help};
use crate::app::i18n::{Key, Lang};
use crate::battle::BattleState;
use crate::battle::model::names::Names;

/// The aftermath lines, when a melee left something to do, the units named by `names`.
pub fn aftermath_ui(ui: &mut egui::Ui, lang: Lang, help: bool, s: &BattleState, names: &dyn Names) {
    let Some(a) = &s.aftermath() else {
        return;
    };
    if let Some(c) = &a.chain {
        let r = ui.label(lang.f(Key::ChainLeft, &[("combats", &c.left.len())]));
        with_help(r, help, lang, "", &[src("", "L709-719")]);
        for combat in &c.left {
            ui.label(lang.f(
                Key::ChainCombat,
                &[
                    (
                        "attacker",
                        &names.group(&combat.attacker, combat.groups.attacker),
                    ),
                    (
                        "defender",
                        &names.group(&combat.defender, combat.groups.defender),
                    ),
                ],
            ));
        }
        for l in &c.losses {
            let leader = if l.leader_died {
                lang.t(Key::ChainLeaderLost)
            } else {
                ""
            };
            let r = ui.label(lang.f(
                Key::ChainLoss,
                &[
                    ("unit", &names.unit(&l.unit)),
                    ("casualties", &l.casualties),
                    ("leader", &leader),
                ],
            ));
            with_help(r, help, lang, "", &[src("R-RES-1", "L713-715")]);
        }
    }
    for p in &a.pursuits {
        let r = ui.label(lang.f(
            Key::PursuitDue,
            &[
                ("unit", &names.unit(&p.pursuer)),
                ("fleeing", &names.unit(&p.fleeing)),
            ],
        ));
        with_help(r, help, lang, "", &[src("R-DICE-3", "L978-986")]);
    }
    for u in &a.melee_moves {
        let r = ui.label(lang.f(Key::MeleeMoveDue, &[("unit", &names.unit(u))]));
        with_help(r, help, lang, "", &[src("R-FORM-1", "L994-996")]);
    }
}
