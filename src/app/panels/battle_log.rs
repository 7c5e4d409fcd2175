//! The battle log as a player reads it in the Battle panel: each entry titled by what happened
//! (a melee won, a general dead, a charge short by so many centimetres), not by the command that
//! led to it; the entries grouped by pair of activations (or by phase of the turn outside them),
//! newest first; runs of passes (no offering, holding, ending activations with nothing else
//! happening) folded into one quiet line. Expanding an entry shows its command and every event
//! (`event_text`), a combat's calculator steps one level further down.
//!
//! Only the newest [`LOG_SHOWN`] entries are read each frame, plus the entries back to the last
//! phase that began, which tell their turn, pair and charge; nothing of the log is copied.

use super::event_text::{describe_event, phase_name, roll_steps};
use super::tracker::describe_command;
use crate::app::battle_names::BattleNames;
use crate::app::i18n::{Key, Lang};
use crate::battle::model::names::Names;
use crate::battle::model::reasons::Removal;
use crate::battle::model::state::RollKind;
use crate::battle::reason_words::{honor_words, worded};
use crate::battle::{Battle, ChargeReaction, Command, Event, LogEntry, Phase, Side};
use crate::i18n::{Arg, text};
use std::collections::HashMap;

/// How many of the battle log's newest entries the panel reads.
pub const LOG_SHOWN: usize = 60;

/// How far before the shown entries the panel looks for the phase they began in.
const LOOK_BACK: usize = 1000;

/// Where the battle stood: the turn, the phase and the pair of activations under way (its
/// active side and the units activated so far). A group's header says it.
#[derive(Debug, Clone, PartialEq)]
pub struct Frame {
    turn: u32,
    phase: Phase,
    pair: Option<(Side, Vec<(Side, String)>)>,
}

/// What an entry's events are read against: where the battle stood when it began.
#[derive(Debug, Clone, PartialEq)]
pub struct Context {
    frame: Frame,
    /// Which group an entry beginning now falls in; a new phase or pair makes a new one.
    group: usize,
    /// The charge under way (charger, target): its move roll settles in a later entry.
    charge: Option<(String, String)>,
    /// Whether the combat under way is a shot (none of a fight's result follows it).
    shot: bool,
}

impl Default for Context {
    fn default() -> Self {
        Context {
            frame: Frame {
                turn: 0,
                phase: Phase::Setup,
                pair: None,
            },
            group: 0,
            charge: None,
            shot: false,
        }
    }
}

impl Context {
    /// Reads one entry's events into the context. Gives the group the entry falls in (a pair
    /// its first events begin is its own group, a phase or pair it ends is not) and where the
    /// battle stood in that group when the entry ended.
    pub fn read(&mut self, events: &[Event]) -> (usize, Frame) {
        let mut mine: Option<(usize, Option<Frame>)> = None;
        for e in events {
            match e {
                Event::PairBegan { pair } => {
                    self.group += 1;
                    self.frame.pair = Some((pair.active_side, Vec::new()));
                    mine.get_or_insert((self.group, None));
                }
                Event::PhaseBegan { phase, turn } => {
                    self.close(&mut mine);
                    self.group += 1;
                    self.frame.turn = *turn;
                    self.frame.phase = *phase;
                    self.frame.pair = None;
                }
                Event::PairEnded { .. } => {
                    self.close(&mut mine);
                    self.group += 1;
                    self.frame.pair = None;
                }
                Event::UnitActivated { side, unit } => {
                    if let Some((_, units)) = &mut self.frame.pair {
                        units.push((*side, unit.clone()));
                    }
                }
                Event::ChargeDeclared { charge } => {
                    self.charge = Some((charge.charger.clone(), charge.target.clone()));
                }
                Event::RollMade { roll } => {
                    if let RollKind::ChargeMove { charger, target } = &roll.kind {
                        self.charge = Some((charger.clone(), target.clone()));
                    }
                }
                Event::CombatBegan { combat } => self.shot = combat.fight.is_none(),
                Event::FightDeclared { .. } => self.shot = false,
                _ => {}
            }
        }
        match mine {
            Some((group, Some(frame))) => (group, frame),
            Some((group, None)) => (group, self.frame.clone()),
            None => (self.group, self.frame.clone()),
        }
    }

    /// The entry's group ends here: the entry keeps the group and the frame as they stand.
    fn close(&self, mine: &mut Option<(usize, Option<Frame>)>) {
        match mine {
            None => *mine = Some((self.group, Some(self.frame.clone()))),
            Some((_, frame @ None)) => *frame = Some(self.frame.clone()),
            Some(_) => {}
        }
    }
}

impl Frame {
    /// The group's header: the pair's activations, or the phase of the turn.
    pub fn header(&self, lang: Lang, names: &dyn Names) -> String {
        let t = |id: &str, args: &[(&str, Arg)]| text(lang, id, args);
        match &self.pair {
            Some((active, units)) if units.is_empty() => t(
                "log-group-pair-active",
                &[
                    ("turn", self.turn.into()),
                    ("side", names.side(*active).into()),
                ],
            ),
            Some((_, units)) => {
                let each: Vec<String> = units
                    .iter()
                    .map(|(side, unit)| {
                        t(
                            "log-group-activates",
                            &[
                                ("side", names.side(*side).into()),
                                ("unit", names.unit(unit).into()),
                            ],
                        )
                    })
                    .collect();
                t(
                    "log-group-pair",
                    &[
                        ("turn", self.turn.into()),
                        ("units", each.join("; ").into()),
                    ],
                )
            }
            None => {
                let phase = match self.phase {
                    Phase::Setup => "setup",
                    Phase::Ended => "ended",
                    _ => "other",
                };
                t(
                    "log-group-phase",
                    &[
                        ("phase", phase.into()),
                        ("turn", self.turn.into()),
                        ("name", phase_name(lang, self.phase).into()),
                    ],
                )
            }
        }
    }
}

/// What an entry's title says.
#[derive(Debug, Clone, PartialEq)]
pub enum Title {
    /// Its most telling outcomes: a result, a death, a unit gone, a charge short or made, a
    /// shot's casualties, a failed Honor test.
    Outcome(String),
    /// A roll's or a choice's result with no outcome of that weight (orders, initiative).
    Fact(String),
    /// Nothing of note happened: the command's own words.
    Command(String),
    /// A pass (no offering, hold, end of activations, no move) and nothing happened.
    Pass,
}

impl Title {
    pub fn text(&self) -> Option<&str> {
        match self {
            Title::Outcome(s) | Title::Fact(s) | Title::Command(s) => Some(s),
            Title::Pass => None,
        }
    }
}

/// Whether `c` is a pass: a player saying nothing more on a roll, an activation or a move.
pub fn is_pass(c: &Command) -> bool {
    match c {
        Command::PassOffering { .. }
        | Command::Hold { .. }
        | Command::EndActivations { .. }
        | Command::LetMovePass { .. } => true,
        Command::MeleeMove { moves, .. } => moves.is_empty(),
        _ => false,
    }
}

/// Who a leader model is: `{unit}.leader` of a unit whose list gives it a leader, by his
/// profile's name in `lang`. The log's leaders keep their model's id wherever they go.
pub fn leader_names(lang: Lang, battle: &Battle) -> HashMap<String, String> {
    battle
        .setup()
        .sides
        .iter()
        .flat_map(|s| &s.units)
        .filter_map(|u| {
            let l = u.leader.as_ref()?;
            Some((format!("{}.leader", u.id), l.name_in(lang).to_string()))
        })
        .collect()
}

/// The units' casualties in `events` (R-CAS-1): models lost by `unit`, its leader counted.
fn lost(events: &[Event], unit: &str) -> u32 {
    events
        .iter()
        .map(|e| match e {
            Event::CasualtiesTaken {
                unit: u,
                models_lost,
                leader_killed,
                ..
            } if u == unit => models_lost + u32::from(*leader_killed),
            _ => 0,
        })
        .sum()
}

/// The title of an entry whose command is `command` and whose events are `events`, read after
/// `before` (the context when the entry began: the charge or the combat under way).
pub fn entry_title(
    lang: Lang,
    names: &BattleNames,
    leaders: &HashMap<String, String>,
    before: &Context,
    command: &Command,
    events: &[Event],
) -> Title {
    let t = |id: &str, args: &[(&str, Arg)]| text(lang, id, args);
    let u = |id: &str| Arg::from(names.unit(id));
    let cm = |v: f64| Arg::from(format!("{v:.1}"));
    // (rank, words): the lower the rank, the more telling.
    let mut outcomes: Vec<(u8, String)> = Vec::new();
    let mut facts: Vec<(u8, String)> = Vec::new();
    let leader_after = |i: usize| {
        events[i + 1..].iter().find_map(|e| match e {
            Event::ModelRemoved { model } => leaders.get(model).cloned(),
            Event::UnitRemoved { unit, .. } => leaders.get(&format!("{unit}.leader")).cloned(),
            Event::CasualtiesRemoved { models, .. } => {
                models.iter().find_map(|m| leaders.get(m).cloned())
            }
            _ => None,
        })
    };
    // The generals who die here: their deaths are told once, as the general's (L436-438).
    let generals: Vec<String> = events
        .iter()
        .enumerate()
        .filter(|(_, e)| matches!(e, Event::GeneralDied { .. }))
        .filter_map(|(i, _)| leader_after(i))
        .collect();
    // Units leaving the battle: their failed Honor test is told by their leaving (L237).
    let removed: Vec<&str> = events
        .iter()
        .filter_map(|e| match e {
            Event::UnitRemoved { unit, .. } => Some(unit.as_str()),
            _ => None,
        })
        .collect();
    // The charge, the combat under way, as each event finds them.
    let mut charge = before.charge.clone();
    let mut shot = before.shot;
    for (i, e) in events.iter().enumerate() {
        match e {
            Event::ChargeDeclared { charge: c } => {
                charge = Some((c.charger.clone(), c.target.clone()));
            }
            Event::RollMade { roll } => {
                if let RollKind::ChargeMove { charger, target } = &roll.kind {
                    charge = Some((charger.clone(), target.clone()));
                }
            }
            Event::CombatBegan { combat } => shot = combat.fight.is_none(),
            Event::BattleEnded { winner, .. } => {
                let who = winner.map_or_else(
                    || t("log-no-winner", &[]),
                    |s| t("log-winner", &[("side", names.side(s).into())]),
                );
                outcomes.push((0, t("log-title-battle-ended", &[("winner", who.into())])));
            }
            Event::GeneralDied { side } => {
                let side = Arg::from(names.side(*side));
                let words = match leader_after(i) {
                    Some(l) => t(
                        "log-title-general-dies",
                        &[("leader", l.into()), ("side", side)],
                    ),
                    None => t("log-title-general-dies-unnamed", &[("side", side)]),
                };
                outcomes.push((1, words));
            }
            Event::UnitRemoved { unit, reason } => {
                let reason = match reason.typed() {
                    Some(Removal::FailedRetreatTest) => "failed-retreat",
                    _ => "wiped-out",
                };
                outcomes.push((
                    2,
                    t(
                        "log-title-unit-removed",
                        &[("unit", u(unit)), ("reason", reason.into())],
                    ),
                ));
            }
            Event::CasualtiesTaken {
                unit,
                leader_killed: true,
                ..
            } => {
                if let Some(l) = leader_after(i).filter(|l| !generals.contains(l)) {
                    outcomes.push((
                        3,
                        t(
                            "log-title-leader-dies",
                            &[("unit", u(unit)), ("leader", l.into())],
                        ),
                    ));
                }
            }
            Event::CombatResult { winner, loser, .. } => {
                let words = match (winner, loser) {
                    (Some(w), Some(l)) => t(
                        "log-title-melee-won",
                        &[
                            ("winner", u(w)),
                            ("loser", u(l)),
                            ("lost", lost(events, l).into()),
                        ],
                    ),
                    _ => {
                        let (a, d) = events
                            .iter()
                            .find_map(|e| match e {
                                Event::CombatResolved {
                                    attacker, defender, ..
                                } => Some((attacker.as_str(), defender.as_str())),
                                _ => None,
                            })
                            .unwrap_or(("", ""));
                        t(
                            "log-title-melee-draw",
                            &[
                                ("attacker", u(a)),
                                ("defender", u(d)),
                                ("lost1", lost(events, a).into()),
                                ("lost2", lost(events, d).into()),
                            ],
                        )
                    }
                };
                outcomes.push((4, words));
            }
            Event::MultipleCombatResult {
                winners,
                losers,
                losses,
                ..
            } => {
                let list = |ids: &[String]| Arg::from(super::event_text::unit_list(names, ids));
                outcomes.push((
                    4,
                    t(
                        "log-title-multiple-result",
                        &[
                            ("winners", list(winners)),
                            ("losers", list(losers)),
                            ("loss1", losses[0].into()),
                            ("loss2", losses[1].into()),
                        ],
                    ),
                ));
            }
            Event::CombatResolved {
                attacker, defender, ..
            } => {
                let has_result = events.iter().any(|e| {
                    matches!(
                        e,
                        Event::CombatResult { .. } | Event::MultipleCombatResult { .. }
                    )
                });
                if shot {
                    outcomes.push((
                        4,
                        t(
                            "log-title-shot",
                            &[
                                ("shooter", u(attacker)),
                                ("target", u(defender)),
                                ("lost", lost(events, defender).into()),
                            ],
                        ),
                    ));
                } else if !has_result {
                    // A fight of a multiple combat: its result comes over the whole group.
                    outcomes.push((
                        5,
                        t(
                            "log-title-fight",
                            &[
                                ("attacker", u(attacker)),
                                ("defender", u(defender)),
                                ("lost1", lost(events, attacker).into()),
                                ("lost2", lost(events, defender).into()),
                            ],
                        ),
                    ));
                }
            }
            Event::ChargeResolved {
                reach_cm,
                distance_cm,
                success,
            } => {
                let words = match (&charge, success) {
                    (Some((c, tg)), false) => t(
                        "log-title-charge-short",
                        &[
                            ("charger", u(c)),
                            ("target", u(tg)),
                            ("short", cm(distance_cm - reach_cm)),
                        ],
                    ),
                    (Some((c, tg)), true) => t(
                        "log-title-charge-reaches",
                        &[
                            ("charger", u(c)),
                            ("target", u(tg)),
                            ("reach", cm(*reach_cm)),
                            ("distance", cm(*distance_cm)),
                        ],
                    ),
                    (None, false) => t(
                        "log-title-charge-short-unnamed",
                        &[("short", cm(distance_cm - reach_cm))],
                    ),
                    (None, true) => t(
                        "log-title-charge-reaches-unnamed",
                        &[("reach", cm(*reach_cm)), ("distance", cm(*distance_cm))],
                    ),
                };
                outcomes.push((6, words));
            }
            Event::OpportunityChargeResolved {
                charger,
                mover,
                caught_at,
                ..
            } => outcomes.push((
                6,
                t(
                    "log-title-opportunity",
                    &[
                        ("charger", u(charger)),
                        ("mover", u(mover)),
                        ("caught", caught_at.is_some().to_string().into()),
                    ],
                ),
            )),
            Event::FallBack {
                unit,
                dice,
                retreat,
                ..
            } => outcomes.push((
                7,
                t(
                    "log-title-fall-back",
                    &[
                        ("unit", u(unit)),
                        ("retreat", retreat.to_string().into()),
                        ("cm", dice.iter().map(|d| u32::from(*d)).sum::<u32>().into()),
                    ],
                ),
            )),
            Event::ChargeReacted {
                unit,
                reaction: ChargeReaction::Flee,
                ..
            } => outcomes.push((7, t("log-title-flees", &[("unit", u(unit))]))),
            Event::HonorTested {
                unit,
                dice,
                passed,
                why,
                ..
            } => {
                let words = t(
                    "log-title-honor",
                    &[
                        ("unit", u(unit)),
                        ("passed", passed.to_string().into()),
                        ("why", honor_words(lang, why, dice.len()).into()),
                    ],
                );
                if *passed {
                    facts.push((2, words));
                } else if !removed.contains(&unit.as_str()) {
                    outcomes.push((8, words));
                }
            }
            Event::CasualtiesRemoved { unit, models, why } => outcomes.push((
                8,
                t(
                    "log-title-casualties-removed",
                    &[
                        ("unit", u(unit)),
                        ("count", models.len().into()),
                        ("why", worded(lang, why, names).into()),
                    ],
                ),
            )),
            Event::ShotLost { .. } => outcomes.push((8, describe_event(lang, names, e))),
            Event::OrdersGiven { .. }
            | Event::InitiativeTaken { .. }
            | Event::CommandDuelResolved { .. }
            | Event::StrategyRolled { .. }
            | Event::PursuitRolled { .. }
            | Event::MoveRolled { .. }
            | Event::LedOrderRolled { .. }
            | Event::LeaderJoined { .. }
            | Event::LeaderLeft { .. }
            | Event::DuelAnswered { .. } => facts.push((3, describe_event(lang, names, e))),
            _ => {}
        }
    }
    outcomes.sort_by_key(|(rank, _)| *rank);
    facts.sort_by_key(|(rank, _)| *rank);
    if !outcomes.is_empty() {
        let words: Vec<String> = outcomes.into_iter().take(2).map(|(_, w)| w).collect();
        return Title::Outcome(words.join(" · "));
    }
    if let Some((_, f)) = facts.into_iter().next() {
        return Title::Fact(f);
    }
    if is_pass(command) {
        Title::Pass
    } else {
        Title::Command(describe_command(lang, names, command))
    }
}

/// One line of a group: an entry with its title, or a run of passes.
#[derive(Debug, Clone, PartialEq)]
pub enum Line {
    Entry {
        index: usize,
        title: Title,
    },
    /// The log indices of passes one after another, oldest first.
    Passes(Vec<usize>),
}

/// A group of entries: its header, and its lines oldest first.
#[derive(Debug, Clone, PartialEq)]
pub struct Group {
    pub header: String,
    pub lines: Vec<Line>,
}

/// The newest `shown` entries of `log`, titled and grouped, oldest first (the panel draws them
/// newest first).
pub fn read_log(
    lang: Lang,
    names: &BattleNames,
    leaders: &HashMap<String, String>,
    log: &[LogEntry],
    shown: usize,
) -> Vec<Group> {
    let start = log.len().saturating_sub(shown);
    // Back to the entry where the shown entries' phase began: it tells their turn and pair.
    let floor = start.saturating_sub(LOOK_BACK);
    let from = (floor..start)
        .rev()
        .find(|&i| {
            log[i]
                .events
                .iter()
                .any(|e| matches!(e, Event::PhaseBegan { .. }))
        })
        .unwrap_or(floor);
    let mut ctx = Context::default();
    for entry in &log[from..start] {
        ctx.read(&entry.events);
    }
    // Each group's number, the frame its header says (as its newest entry left it) and its
    // lines.
    let mut groups: Vec<(usize, Frame, Vec<Line>)> = Vec::new();
    for (index, entry) in log.iter().enumerate().skip(start) {
        let title = entry_title(lang, names, leaders, &ctx, &entry.command, &entry.events);
        let (group, frame) = ctx.read(&entry.events);
        match groups.last_mut() {
            Some((g, head, _)) if *g == group => *head = frame,
            _ => groups.push((group, frame, Vec::new())),
        }
        let Some((_, _, lines)) = groups.last_mut() else {
            continue;
        };
        match (title, lines.last_mut()) {
            (Title::Pass, Some(Line::Passes(run))) => run.push(index),
            (Title::Pass, _) => lines.push(Line::Passes(vec![index])),
            (title, _) => lines.push(Line::Entry { index, title }),
        }
    }
    groups
        .into_iter()
        .map(|(_, head, lines)| Group {
            header: head.header(lang, names),
            lines,
        })
        .collect()
}

/// The battle log, newest first: a collapsible header counting every command, then each group
/// of the newest [`LOG_SHOWN`] entries.
/// `why` gives, for an entry's index, what the computer said of the command it gave there.
pub fn battle_log_ui(
    ui: &mut egui::Ui,
    lang: Lang,
    names: &BattleNames,
    battle: &Battle,
    why: &dyn Fn(usize) -> Option<String>,
) {
    let log = battle.log();
    egui::CollapsingHeader::new(lang.f(Key::BattleLog, &[("commands", &log.len())]))
        .id_salt("battle_log")
        .default_open(true)
        .show(ui, |ui| {
            let leaders = leader_names(lang, battle);
            for (n, group) in read_log(lang, names, &leaders, log, LOG_SHOWN)
                .iter()
                .rev()
                .enumerate()
            {
                if n > 0 {
                    ui.separator();
                }
                ui.label(egui::RichText::new(&group.header).strong());
                for line in group.lines.iter().rev() {
                    match line {
                        Line::Entry { index, title } => {
                            entry_ui(ui, lang, names, log, *index, title);
                            if let Some(why) = why(*index) {
                                computer_why_ui(ui, *index, why);
                            }
                        }
                        Line::Passes(run) => passes_ui(ui, lang, names, log, run, why),
                    }
                }
            }
        });
}

/// One entry: its title; expanded, its command and events, a combat's steps one level further.
fn entry_ui(
    ui: &mut egui::Ui,
    lang: Lang,
    names: &BattleNames,
    log: &[LogEntry],
    index: usize,
    title: &Title,
) {
    let Some(entry) = log.get(index) else {
        return;
    };
    // Numbered as the log counts its commands, so that a player can point at one.
    let words = format!("{}. {}", index + 1, title.text().unwrap_or_default());
    let head = match title {
        Title::Outcome(_) => egui::RichText::new(words).strong(),
        _ => egui::RichText::new(words),
    };
    wrapped_header(ui, ("log_entry", index), head, |ui| {
        ui.label(egui::RichText::new(describe_command(lang, names, &entry.command)).italics());
        for (k, e) in entry.events.iter().enumerate() {
            ui.label(describe_event(lang, names, e));
            if let Event::CombatResolved { report, .. } = e {
                let steps = roll_steps(lang, names, report);
                egui::CollapsingHeader::new(text(
                    lang,
                    "log-roll-steps",
                    &[("steps", steps.len().into())],
                ))
                .id_salt(("log_steps", index, k))
                .show(ui, |ui| {
                    for step in steps {
                        ui.label(step);
                    }
                });
            }
        }
    });
}

/// Why the computer gave an entry's command, under its title: indented, wrapped at the panel's
/// width, in the body's size.
fn computer_why_ui(ui: &mut egui::Ui, index: usize, why: String) {
    ui.indent(("log_why", index), |ui| {
        ui.add(egui::Label::new(egui::RichText::new(why).italics()).wrap());
    });
}

/// A run of passes: one quiet line counting them; expanded, each pass's command, with what the
/// computer said of it when it gave it (a melee move it declined, say, and why).
fn passes_ui(
    ui: &mut egui::Ui,
    lang: Lang,
    names: &BattleNames,
    log: &[LogEntry],
    run: &[usize],
    why: &dyn Fn(usize) -> Option<String>,
) {
    let Some(first) = run.first() else {
        return;
    };
    let words = text(lang, "log-passes", &[("count", run.len().into())]);
    wrapped_header(
        ui,
        ("log_passes", *first),
        egui::RichText::new(words).weak(),
        |ui| {
            for &i in run.iter().rev() {
                if let Some(entry) = log.get(i) {
                    ui.weak(format!(
                        "{}. {}",
                        i + 1,
                        describe_command(lang, names, &entry.command)
                    ));
                    if let Some(why) = why(i) {
                        computer_why_ui(ui, i, why);
                    }
                }
            }
        },
    );
}

/// A collapsible log line whose title wraps at the panel's width instead of widening the panel
/// (egui's own collapsing header never wraps). Clicking the title or its arrow opens it.
fn wrapped_header(
    ui: &mut egui::Ui,
    id_salt: impl std::hash::Hash + std::fmt::Debug,
    title: egui::RichText,
    body: impl FnOnce(&mut egui::Ui),
) {
    let id = ui.make_persistent_id(id_salt);
    let state =
        egui::collapsing_header::CollapsingState::load_with_default_open(ui.ctx(), id, false);
    let mut clicked = false;
    let header = state.show_header(ui, |ui| {
        let r = ui.add(egui::Label::new(title).wrap().sense(egui::Sense::click()));
        clicked = r.clicked();
    });
    header.body(|ui| body(ui));
    if clicked {
        let mut state =
            egui::collapsing_header::CollapsingState::load_with_default_open(ui.ctx(), id, false);
        state.toggle(ui);
        state.store(ui.ctx());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battle::model::reasons::{HonorCause, ResultRule};
    use crate::battle::model::state::ChargeDeclared;

    fn names() -> BattleNames {
        BattleNames::from_sides(["Akagane".to_string(), "Kuroi".to_string()])
    }

    fn title(lang: Lang, before: &Context, command: &Command, events: &[Event]) -> Title {
        let leaders = HashMap::from([("lord.leader".to_string(), "Takeda Shingen".to_string())]);
        entry_title(lang, &names(), &leaders, before, command, events)
    }

    fn pass() -> Command {
        Command::PassOffering { side: Side::FIRST }
    }

    /// The context after `levy` declared its charge on `spears` (L596).
    fn charging() -> Context {
        let mut ctx = Context::default();
        ctx.read(&[Event::ChargeDeclared {
            charge: ChargeDeclared {
                charger: "levy".into(),
                target: "spears".into(),
                powered: false,
                stood_and_shot: false,
                stand_powered: false,
                fled: false,
                also: Vec::new(),
                answered: Vec::new(),
                also_stood: Vec::new(),
            },
        }]);
        ctx
    }

    #[test]
    fn r_chg_1_a_charge_short_is_titled_by_its_units_and_the_distance_it_missed_by() {
        let events = [
            Event::OfferingPassed { side: Side::FIRST },
            Event::RollSettled,
            Event::ChargeResolved {
                reach_cm: 14.0,
                distance_cm: 23.04,
                success: false,
            },
            Event::ChargeCleared,
        ];
        assert_eq!(
            [Lang::English, Lang::Spanish].map(|l| title(l, &charging(), &pass(), &events)),
            [
                Title::Outcome("levy charges spears: 9.0 cm short".into()),
                Title::Outcome("levy carga contra spears: se queda a 9.0 cm".into()),
            ]
        );
        // Read from a fresh context the charge's units are unknown: the distance still shows.
        assert_eq!(
            title(Lang::English, &Context::default(), &pass(), &events),
            Title::Outcome("The charge falls 9.0 cm short".into())
        );
    }

    #[test]
    fn l438_a_generals_death_is_told_once_by_his_name_before_the_melee_it_ended() {
        let events = [
            Event::CombatResult {
                winner: Some("samurai".into()),
                loser: Some("lord".into()),
                why: ResultRule::Melee.into(),
            },
            Event::CasualtiesTaken {
                unit: "lord".into(),
                models_lost: 2,
                leader_wounds_after: 0,
                leader_killed: true,
                wounded_after: 0,
                stuns_after: 0,
            },
            Event::ModelRemoved {
                model: "lord.1".into(),
            },
            Event::ModelRemoved {
                model: "lord.2".into(),
            },
            Event::GeneralDied { side: Side::SECOND },
            Event::ModelRemoved {
                model: "lord.leader".into(),
            },
        ];
        assert_eq!(
            title(Lang::English, &Context::default(), &pass(), &events),
            Title::Outcome(
                "The general dies: Takeda Shingen (Kuroi) · samurai wins the melee against lord: \
                 3 casualties"
                    .into()
            )
        );
        assert_eq!(
            title(Lang::Spanish, &Context::default(), &pass(), &events),
            Title::Outcome(
                "Muere el general: Takeda Shingen (Kuroi) · samurai gana el cuerpo a cuerpo contra \
                 lord: 3 bajas"
                    .into()
            )
        );
        // A unit leader who is not the general: his own death.
        let leader = [events[1].clone(), events[5].clone()];
        assert_eq!(
            title(Lang::English, &Context::default(), &pass(), &leader),
            Title::Outcome("The leader of lord dies: Takeda Shingen".into())
        );
    }

    #[test]
    fn l237_a_unit_leaving_the_battle_is_titled_by_its_leaving_not_its_failed_test() {
        let events = [
            Event::HonorTested {
                unit: "spears".into(),
                dice: vec![6],
                honor: 3,
                passed: false,
                why: HonorCause::Retreating.into(),
            },
            Event::UnitRemoved {
                unit: "spears".into(),
                reason: Removal::FailedRetreatTest.into(),
            },
        ];
        assert_eq!(
            title(Lang::English, &Context::default(), &pass(), &events),
            Title::Outcome(
                "spears leaves the battle: failed its Honor test while retreating".into()
            )
        );
        // The test alone, failed, is the entry's outcome.
        let Title::Outcome(failed) =
            title(Lang::English, &Context::default(), &pass(), &events[..1])
        else {
            panic!("a failed Honor test is an outcome");
        };
        assert!(
            failed.starts_with("spears fails its Honor test"),
            "{failed}"
        );
    }

    #[test]
    fn passes_with_nothing_happening_fold_and_other_commands_keep_their_words() {
        let nothing = [
            Event::OfferingPassed { side: Side::FIRST },
            Event::Awaits {
                awaiting: crate::battle::Awaiting::Offerings { side: Side::SECOND },
            },
        ];
        assert_eq!(
            title(Lang::English, &Context::default(), &pass(), &nothing),
            Title::Pass
        );
        let hold = Command::Hold { side: Side::SECOND };
        let held = [Event::Held { side: Side::SECOND }];
        assert_eq!(
            title(Lang::English, &Context::default(), &hold, &held),
            Title::Pass
        );
        // A pass whose roll settles an order roll is titled by the roll (R-TURN-2).
        let orders = [Event::OrdersGiven {
            orders: [2, 1],
            ki: [false, false],
            totals: [5, 4],
        }];
        assert!(matches!(
            title(Lang::English, &Context::default(), &pass(), &orders),
            Title::Fact(f) if f.starts_with("order rolls 5 - 4")
        ));
        let activate = Command::Activate {
            side: Side::FIRST,
            unit: "spears".into(),
        };
        assert_eq!(
            title(Lang::English, &Context::default(), &activate, &[]),
            Title::Command("Side 1: activate spears".into())
        );
    }

    #[test]
    fn an_entry_beginning_a_pair_heads_its_group_and_one_ending_it_stays_in_it() {
        let mut ctx = Context::default();
        let (setup, _) = ctx.read(&[]);
        let began = Event::PhaseBegan {
            phase: Phase::Activation,
            turn: 2,
        };
        // The entry whose events begin turn 2 still belongs to the group before it.
        assert_eq!(ctx.read(std::slice::from_ref(&began)).0, setup);
        let pair = crate::battle::model::state::Pair {
            active_side: Side::SECOND,
            ..Default::default()
        };
        let (group, _) = ctx.read(&[Event::PairBegan { pair }]);
        assert!(group > setup);
        let (same, frame) = ctx.read(&[Event::UnitActivated {
            side: Side::SECOND,
            unit: "spears".into(),
        }]);
        assert_eq!(same, group);
        assert_eq!(
            frame.header(Lang::English, &names()),
            "Turn 2: Kuroi activates spears"
        );
        let (ended, frame) = ctx.read(&[Event::PairEnded { used: vec![] }]);
        assert_eq!(ended, group);
        assert_eq!(
            frame.header(Lang::Spanish, &names()),
            "Turno 2: Kuroi activa spears"
        );
        assert_ne!(ctx.read(&[]).0, group);
    }

    #[test]
    fn only_the_newest_entries_are_read_and_passes_in_a_row_make_one_line() {
        let entry = |command: Command, events: Vec<Event>| LogEntry { command, events };
        let mut log = vec![entry(
            Command::Activate {
                side: Side::FIRST,
                unit: "spears".into(),
            },
            vec![Event::PhaseBegan {
                phase: Phase::Initiative,
                turn: 3,
            }],
        )];
        for _ in 0..100 {
            log.push(entry(
                pass(),
                vec![Event::OfferingPassed { side: Side::FIRST }],
            ));
        }
        log.push(entry(
            pass(),
            vec![Event::InitiativeTaken {
                side: Side::FIRST,
                why: crate::battle::model::reasons::InitiativeWhy::InitiativeRoll {
                    roll: 5,
                    against: 4,
                }
                .into(),
            }],
        ));
        let groups = read_log(Lang::English, &names(), &HashMap::new(), &log, LOG_SHOWN);
        // The phase began before the shown entries: the look back still heads them with it.
        assert_eq!(groups.len(), 1);
        assert_eq!(groups[0].header, "Turn 3: initiative phase");
        let Line::Passes(run) = &groups[0].lines[0] else {
            panic!("the passes come first, folded: {:?}", groups[0].lines);
        };
        assert_eq!(run.len(), LOG_SHOWN - 1);
        assert_eq!(run.first(), Some(&(log.len() - LOG_SHOWN)));
        assert!(matches!(
            &groups[0].lines[1],
            Line::Entry {
                index: 101,
                title: Title::Fact(_)
            }
        ));
        assert_eq!(groups[0].lines.len(), 2);
    }
}
