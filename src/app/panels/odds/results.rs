//! The odds panel's answers: the dice pools row by row, the exact odds as headline, bar charts
//! and tables, and the report of a roll with every die shown.

use super::*;

/// The pool: each row of the book's table that applied, and the sums (R-POOL-1).
pub(super) fn pool_table(ui: &mut egui::Ui, f: &Form, id: &str, pool: &DicePool) {
    egui::Grid::new(id).striped(true).show(ui, |ui| {
        for row in &pool.rows {
            let text = crate::i18n::render(f.lang, "pool", &row.kind);
            let ruling = row.ruling.clone().unwrap_or_default();
            let r = ui.label(text);
            if f.help {
                r.on_hover_text(explain(f.lang, &format!("{ruling} {}", row.line)));
            }
            ui.label(signed(row.dice, "D6"));
            ui.label(signed(row.value, ""));
            ui.end_row();
        }
    });
    let r = ui.strong(f.lang.f(
        Key::PoolTotal,
        // The modifier always shows, +0 too ("Rolls 7 dice, +0 to each").
        &[
            ("dice", &pool.dice),
            ("bonus", &format!("{:+}", pool.modifier)),
        ],
    ));
    with_help(
        r,
        f.help,
        f.lang,
        f.lang.t(Key::HelpPool),
        &[src("R-POOL-1", ""), src("R-DICE-1", "L92-102")],
    );
}

pub(super) fn signed(n: i32, unit: &str) -> String {
    if n == 0 {
        String::new()
    } else {
        format!("{n:+}{unit}")
    }
}

/// Who wins, who loses and the draw, on one line (R-RES-1).
pub(super) fn melee_headline(ui: &mut egui::Ui, f: &Form, o: &MeleeOdds) {
    let lang = f.lang;
    let res = [src("R-RES-1", "L941-947")];
    let big = |text: String| egui::RichText::new(text).strong().size(17.0);
    ui.horizontal_wrapped(|ui| {
        for text in [
            lang.f(Key::AttackerWins, &[("chance", &pct(o.attacker_wins))]),
            lang.f(Key::DefenderWins, &[("chance", &pct(o.defender_wins))]),
            lang.f(Key::Draw, &[("chance", &pct(o.draw))]),
        ] {
            let r = ui.label(big(text));
            with_help(r, f.help, lang, "", &res);
        }
    });
}

/// "Attacker: Ashigaru yari", or the side's part alone when the unit keeps the panel's
/// built-in name ("Attacker", "Defender", "Shooters", "Target"), so that no English default
/// shows beside a translated part.
pub(super) fn side_heading(lang: Lang, key: Key, name: &str) -> String {
    const BUILT_IN: [&str; 4] = ["Attacker", "Defender", "Shooters", "Target"];
    if name.is_empty() || BUILT_IN.contains(&name) {
        lang.t(key).to_string()
    } else {
        format!("{}: {name}", lang.t(key))
    }
}

pub(super) fn melee_results(ui: &mut egui::Ui, f: &Form, o: &MeleeOdds) {
    let lang = f.lang;
    for (key, side, color) in [
        (
            Key::Attacker,
            &o.attacker,
            egui::Color32::from_rgb(200, 90, 70),
        ),
        (
            Key::Defender,
            &o.defender,
            egui::Color32::from_rgb(70, 120, 200),
        ),
    ] {
        ui.separator();
        ui.heading(side_heading(lang, key, &side.name));
        pool_table(ui, f, &format!("pool_{key:?}"), &side.pool);
        let r = ui.label(lang.f(
            Key::ExpectedHits,
            &[("hits", &format!("{:.2}", side.inflicts.expected_hits))],
        ));
        with_help(r, f.help, lang, "", &[src("R-DICE-1", "L92-102")]);
        let r = ui.label(lang.f(
            Key::ExpectedWoundsStuns,
            &[
                (
                    "unit-wounds",
                    &format!("{:.2}", side.inflicts.expected_wounds),
                ),
                (
                    "leader-wounds",
                    &format!("{:.2}", side.inflicts.expected_leader_wounds),
                ),
                ("stuns", &format!("{:.2}", side.inflicts.expected_stuns)),
            ],
        ));
        with_help(r, f.help, lang, "", &[src("R-WOUND-1", "L890-912")]);
        suffered(ui, f, &format!("melee_{key:?}"), &side.suffers, color);
    }
}

pub(super) fn shoot_results(ui: &mut egui::Ui, f: &Form, o: &ShootOdds) {
    let lang = f.lang;
    pool_table(ui, f, "pool_shoot", &o.pool);
    let r = ui.label(lang.f(
        Key::ExpectedHits,
        &[("hits", &format!("{:.2}", o.inflicts.expected_hits))],
    ));
    with_help(r, f.help, lang, "", &[src("R-DICE-1", "L92-102")]);
    let r = ui.label(lang.f(
        Key::ExpectedWoundsStuns,
        &[
            ("unit-wounds", &format!("{:.2}", o.inflicts.expected_wounds)),
            (
                "leader-wounds",
                &format!("{:.2}", o.inflicts.expected_leader_wounds),
            ),
            ("stuns", &format!("{:.2}", o.inflicts.expected_stuns)),
        ],
    ));
    with_help(r, f.help, lang, "", &[src("R-WOUND-1", "L890-912")]);
    suffered(
        ui,
        f,
        "shoot_target",
        &o.suffers,
        egui::Color32::from_rgb(70, 120, 200),
    );
}

/// Casualties as a bar chart and an "at least N" table, then leader, Honor test and morale.
pub(super) fn suffered(ui: &mut egui::Ui, f: &Form, id: &str, s: &Suffered, color: egui::Color32) {
    let lang = f.lang;
    let r = ui.label(lang.f(
        Key::CasualtiesExpected,
        &[("casualties", &format!("{:.2}", s.expected_casualties))],
    ));
    with_help(
        r,
        f.help,
        lang,
        lang.t(Key::HelpCasualties),
        &[src("R-CAS-1", "L921")],
    );
    chart::distribution(
        ui,
        &format!("{id}_chart"),
        lang.t(Key::Casualties),
        &s.casualties,
        color,
    );
    at_least_table(ui, &format!("{id}_at_least"), lang, &s.casualties);
    let lines: [(Key, f64, &[Source]); 6] = [
        (
            Key::LeaderDies,
            s.leader_death,
            &[src("R-WOUND-1", "L911-923"), src("R-WOUND-4", "L915")],
        ),
        (Key::WipedOut, s.wiped_out, &[src("R-CAS-1", "L921")]),
        (
            Key::TakesHonorTest,
            s.honor_test,
            &[src("R-RES-2", "L949-954")],
        ),
        (
            Key::FailsHonorTest,
            s.honor_test_fails,
            &[src("R-DICE-3", "L104-106"), src("R-RES-2", "")],
        ),
        (Key::FallsBack, s.falls_back, &[src("R-RES-2", "L959")]),
        (Key::Retreats, s.retreats, &[src("R-RES-2", "L960")]),
    ];
    egui::Grid::new(format!("{id}_morale"))
        .striped(true)
        .show(ui, |ui| {
            for (key, p, sources) in lines {
                let r = ui.label(lang.t(key));
                with_help(r, f.help, lang, "", sources);
                ui.label(pct(p));
                ui.end_row();
            }
        });
}

/// The resolved roll: each side's dice, what they did, and the engine's step log.
pub(super) fn roll_report(ui: &mut egui::Ui, f: &Form, r: &CombatReport) {
    let lang = f.lang;
    ui.label(lang.f(Key::Seed, &[("seed", &r.seed)]));
    if let Some(w) = r.winner {
        let text = match w {
            Winner::Attacker => lang.f(Key::WinnerIs, &[("winner", &r.attacker.name)]),
            Winner::Defender => lang.f(Key::WinnerIs, &[("winner", &r.defender.name)]),
            Winner::Draw => lang.t(Key::NoWinner).to_string(),
        };
        let resp = ui.strong(text);
        with_help(resp, f.help, lang, "", &[src("R-RES-1", "L941-947")]);
    }
    for side in [&r.attacker, &r.defender] {
        side_report(ui, f, side);
    }
    egui::CollapsingHeader::new(lang.t(Key::EveryStep))
        .id_salt("roll_steps")
        .show(ui, |ui| {
            for step in crate::narration::roll_steps(lang, &[String::new(), String::new()], r) {
                ui.label(step);
            }
        });
}

pub(super) fn side_report(ui: &mut egui::Ui, f: &Form, s: &SideReport) {
    let lang = f.lang;
    ui.separator();
    ui.strong(&s.name);
    if !s.attack_dice.is_empty() {
        ui.label(lang.f(
            Key::RolledDiceHits,
            &[("dice", &faces(&s.attack_dice)), ("hits", &s.hits)],
        ));
    }
    if !s.wound_dice.is_empty() {
        ui.label(lang.f(
            Key::RolledWoundDice,
            &[
                ("dice", &faces(&s.wound_dice)),
                ("wounds", &s.dealt.unit_wounds),
                ("leader-wounds", &s.dealt.leader_wounds),
                ("stuns", &s.dealt.stuns),
            ],
        ));
    }
    let a = &s.after;
    let r = ui.label(lang.f(
        Key::AfterCasualties,
        &[("casualties", &a.casualties), ("models", &a.models_after)],
    ));
    with_help(r, f.help, lang, "", &[src("R-CAS-1", "L921")]);
    if a.leader_died {
        ui.label(lang.t(Key::LeaderDied));
    }
    ui.label(lang.f(
        Key::MarkersAfter,
        &[
            ("wounded", &a.wounded_marker_after),
            ("stuns", &a.stuns_after),
        ],
    ));
    if let Some(h) = &s.honor_test {
        let r = ui.label(lang.f(
            Key::HonorTestRolled,
            &[
                ("roll", &faces(&h.dice)),
                ("honor", &h.honor),
                (
                    "result",
                    &lang.t(if h.passed { Key::Passed } else { Key::Failed }),
                ),
            ],
        ));
        with_help(r, f.help, lang, "", &[src("R-DICE-3", "L104-106")]);
    }
    let morale = match s.morale {
        Morale::Holds => Key::Holds,
        Morale::FallsBack => Key::FallsBack,
        Morale::Retreats => Key::Retreats,
    };
    let r = ui.label(lang.t(morale));
    with_help(r, f.help, lang, "", &[src("R-RES-2", "L957-960")]);
}

pub(super) fn faces(d: &[u8]) -> String {
    d.iter().map(u8::to_string).collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_side_s_built_in_name_is_not_shown_beside_its_translated_part() {
        let es = Lang::Spanish;
        assert_eq!(side_heading(es, Key::Attacker, "Attacker"), "Atacante");
        assert_eq!(
            side_heading(es, Key::Attacker, "Ashigaru yari"),
            "Atacante: Ashigaru yari"
        );
    }
}
