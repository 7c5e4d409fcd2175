//! The scenario's missions in the document panel (R-MISSION-1): the primary mission both sides
//! pursue, and each side's secret secondary mission, hidden until its player asks to see it
//! (the players share one screen: each looks at their own) and shown to all when the battle is
//! over, each marked achieved or not. The computer's, against a player, has no such switch: it
//! is shown when the battle is over, as a player across the table would learn it. A scenario
//! open without a battle lists the whole table of secondary missions, which is public; only the
//! die of each side is secret.

use super::i18n::{Key, Lang};
use crate::battle::scenario::missions::{achieved, secondary_mission};
use crate::battle::{BattleState, Phase, Side};
use crate::narration::names::{mission_name, mission_text};
use crate::table::model::{Mission, Missions};

/// Draws the missions of `missions`; `battle` is the battle under way, if any.
pub fn show(
    ui: &mut egui::Ui,
    lang: Lang,
    missions: &Missions,
    (battle, face_down): (Option<&BattleState>, [bool; 2]),
) {
    egui::CollapsingHeader::new(lang.t(Key::Missions))
        .default_open(battle.is_some())
        .show(ui, |ui| {
            ui.strong(lang.t(Key::PrimaryMission));
            mission(ui, lang, &missions.primary);
            if let Some(s) = battle {
                achieved_by(ui, lang, s, &missions.primary);
            }
            ui.add_space(4.0);
            match battle {
                Some(s) => secondaries(ui, lang, s, face_down),
                None => {
                    ui.strong(lang.t(Key::SecondaryTable));
                    for (face, m) in missions.secondary.iter().enumerate() {
                        ui.label(lang.f(
                            Key::DieFace,
                            &[
                                ("face", &(face + 1)),
                                ("mission", &mission_name(lang, m)),
                                ("vp", &m.vp),
                            ],
                        ));
                        ui.weak(mission_text(lang, m));
                    }
                }
            }
        });
}

/// "Rout the enemy (3 VP)" and what it asks.
fn mission(ui: &mut egui::Ui, lang: Lang, m: &Mission) {
    ui.label(lang.f(
        Key::MissionLine,
        &[("mission", &mission_name(lang, m)), ("vp", &m.vp)],
    ));
    ui.weak(mission_text(lang, m));
}

/// Who has achieved `m` now (at the end, who scores it).
fn achieved_by(ui: &mut egui::Ui, lang: Lang, s: &BattleState, m: &Mission) {
    let who: Vec<String> = Side::BOTH
        .into_iter()
        .filter(|side| achieved(s, *side, &m.goal))
        .map(|side| lang.side(side))
        .collect();
    let over = s.phase() == Phase::Ended;
    ui.label(match (who.is_empty(), over) {
        (true, true) => lang.t(Key::MissionNobody).to_string(),
        (true, false) => lang.t(Key::MissionNobodyYet).to_string(),
        (false, true) => lang.f(Key::MissionAchievedBy, &[("sides", &who.join(", "))]),
        (false, false) => lang.f(Key::MissionWouldBe, &[("sides", &who.join(", "))]),
    });
}

/// Each side's secret mission: behind a "show" switch until the battle is over; the computer's,
/// against a player, with no switch at all (`face_down`, [`crate::app::played_by::face_down`]).
fn secondaries(ui: &mut egui::Ui, lang: Lang, s: &BattleState, face_down: [bool; 2]) {
    let over = s.phase() == Phase::Ended;
    // What was shown is the window's, per battle (not saved: a reopened battle starts hidden).
    let id = egui::Id::unique((
        "secondary_missions_shown",
        &s.sides()[0].name,
        &s.sides()[1].name,
        s.table().name.as_deref(),
    ));
    let mut shown: [bool; 2] = ui.data_mut(|d| *d.get_temp_mut_or_default(id));
    for side in Side::BOTH {
        let Some(m) = secondary_mission(s, side) else {
            continue;
        };
        let name = lang.side(side);
        ui.strong(lang.f(Key::SecondaryOf, &[("side", &name)]));
        if over || (shown[side.index()] && !face_down[side.index()]) {
            mission(ui, lang, m);
            let done = achieved(s, side, &m.goal);
            ui.label(lang.t(match (over, done) {
                (true, true) => Key::MissionAchieved,
                (true, false) => Key::MissionNotAchieved,
                (false, true) => Key::MissionAchievedNow,
                (false, false) => Key::MissionNotYet,
            }));
            if !over && ui.button(lang.t(Key::HideMission)).clicked() {
                shown[side.index()] = false;
            }
        } else if face_down[side.index()] {
            ui.weak(lang.t(Key::MissionKeptByComputer));
        } else if ui
            .button(lang.f(Key::ShowMission, &[("side", &name)]))
            .on_hover_text(lang.t(Key::ShowMissionHelp))
            .clicked()
        {
            shown[side.index()] = true;
        }
    }
    ui.data_mut(|d| d.insert_temp(id, shown));
}
