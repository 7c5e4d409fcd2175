//! The fight between two units on the table ([`crate::battle::combat::on_table`]) as a player
//! reads it: each unit's cover with its reason (R-COVER-1, R-COVER-2, L678), the charge's
//! reach, a charge out of reach or not seen (`table.ftl`, `table-cover-*`, `table-fight-*`).
//! For the odds panel and `kensei odds battle --text`.

use crate::battle::combat::on_table::{CoverWhy, FightOnTable};
use crate::battle::model::names::Names;
use crate::i18n::{Arg, Language as Lang, text};

fn w(v: impl std::fmt::Display) -> Arg {
    Arg::Text(v.to_string())
}

/// "Levy: in cover, 5 of 8 models within 2.5 cm of cover terrain, needs 4: within 2.5 cm of
/// wood (L142)" in `lang`: whether the unit is in cover, the count, and what covers it.
pub fn cover_words(lang: Lang, names: &dyn Names, c: &CoverWhy) -> String {
    let id = match (c.shot, c.in_cover) {
        (false, true) => "table-cover-melee-in",
        (false, false) => "table-cover-melee-out",
        (true, true) => "table-cover-shot-in",
        (true, false) => "table-cover-shot-out",
    };
    let mut line = text(
        lang,
        id,
        &[
            ("unit", w(names.unit(&c.unit))),
            ("covered", w(c.covered)),
            ("counted", w(c.counted)),
            ("needed", w(c.needed)),
        ],
    );
    let mut why = Vec::new();
    if !c.terrain.is_empty() {
        why.push(text(
            lang,
            "table-cover-by-terrain",
            &[(
                "terrain",
                w(c.terrain
                    .iter()
                    .map(|t| names.terrain(t))
                    .collect::<Vec<_>>()
                    .join(", ")),
            )],
        ));
    }
    if !c.partial_by_units.is_empty() || !c.partial_by_terrain.is_empty() {
        let obstacles: Vec<String> = c
            .partial_by_units
            .iter()
            .map(|u| names.unit(u))
            .chain(c.partial_by_terrain.iter().map(|t| names.terrain(t)))
            .collect();
        why.push(text(
            lang,
            "table-cover-by-partial",
            &[("obstacles", w(obstacles.join(", ")))],
        ));
    }
    if !why.is_empty() {
        line.push_str(": ");
        line.push_str(&why.join("; "));
    }
    line
}

/// What stands between the two units besides the calculator's inputs, one line each, in
/// `lang`: the charge's reach and its chance to land, or why there is no fight.
pub fn fight_lines(
    lang: Lang,
    names: &dyn Names,
    attacker: &str,
    target: &str,
    fight: &FightOnTable,
) -> Vec<String> {
    let (a, t) = (w(names.unit(attacker)), w(names.unit(target)));
    let pct = |p: f64| w(format!("{:.1}%", 100.0 * p));
    let need = |d: Option<u8>| w(d.map_or_else(|| "-".to_string(), |n| format!("{n}+")));
    match fight {
        FightOnTable::Fight { cover, .. } => {
            let mut out = vec![text(
                lang,
                "table-fight-engaged",
                &[("attacker", a), ("target", t)],
            )];
            out.extend(cover.iter().map(|c| cover_words(lang, names, c)));
            out
        }
        FightOnTable::Charge { reach, cover, .. } => {
            let odds = &reach.odds;
            let mut out = vec![text(
                lang,
                "table-fight-charge",
                &[
                    ("attacker", a),
                    ("target", t),
                    ("distance", w(format!("{:.1}", odds.gap_cm))),
                    ("needs", need(odds.die_needed)),
                    ("die-chance", pct(odds.chance.probability())),
                    ("chance", pct(reach.lands)),
                    ("powered-needs", need(odds.powered_die_needed)),
                    ("powered-die-chance", pct(odds.powered_chance.probability())),
                    ("powered-chance", pct(reach.lands_powered)),
                ],
            )];
            out.extend(cover.iter().map(|c| cover_words(lang, names, c)));
            out
        }
        FightOnTable::OutOfReach { gap_cm } => vec![text(
            lang,
            "table-fight-out-of-reach",
            &[
                ("attacker", a),
                ("target", t),
                ("distance", w(format!("{gap_cm:.1}"))),
            ],
        )],
        FightOnTable::NotSeen => vec![text(
            lang,
            "table-fight-not-seen",
            &[("attacker", a), ("target", t)],
        )],
        FightOnTable::Shot { cover, .. } => vec![cover_words(lang, names, cover)],
        FightOnTable::ShotLost => vec![text(
            lang,
            "table-fight-shot-lost",
            &[("attacker", a), ("target", t)],
        )],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::narration::names::BattleNames;

    fn pitched_battle() -> crate::table::model::TableFile {
        serde_json::from_str(include_str!("../../scenarios/pitched_battle.json")).unwrap()
    }

    /// R-COVER-1, L142-143: the cover line names the pieces by their names in the reader's
    /// language, never by their ids.
    #[test]
    fn r_cover_1_cover_words_name_terrain_pieces_in_the_readers_language() {
        let c = CoverWhy {
            unit: "levy".into(),
            in_cover: true,
            shot: true,
            counted: 6,
            covered: 4,
            needed: 3,
            terrain: vec!["woods-west".into()],
            partial_by_units: Vec::new(),
            partial_by_terrain: vec!["shrine".into()],
        };
        let table = pitched_battle();
        let es = cover_words(
            Lang::Spanish,
            &BattleNames::of_table(Lang::Spanish, &table),
            &c,
        );
        assert!(
            es.contains("Bosque del oeste") && es.contains("Santuario"),
            "{es}"
        );
        assert!(!es.contains("woods-west") && !es.contains("shrine"), "{es}");
        let en = cover_words(
            Lang::English,
            &BattleNames::of_table(Lang::English, &table),
            &c,
        );
        assert!(en.contains("West woods") && en.contains("Shrine"), "{en}");
    }
}
