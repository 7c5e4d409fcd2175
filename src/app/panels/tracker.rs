//! The battle tracker: turn, phase, initiative, each side's unused units, orders left, the
//! command hand and commander orders, the pending roll, markers and the battle log; every legal
//! command (`battle::legal_commands`) as a button, duels and offerings included, and a picker
//! for each usable commander order (`order_picker`). Commands go
//! through the battle engine and the window's undo history.
//!
//! [`TrackerState`] is a panel of its own, with the Hint, the casualty prompt and the
//! deployment list inside it: it draws from a [`View`] and returns the commands chosen (and a
//! new battle to start) as intents.

use crate::app::casualty_pick::CasualtyPick;
use crate::app::deploy_by_hand::DeployByHand;
use crate::app::help::{src, with_help};
use crate::app::hint::HintBox;
use crate::app::i18n::{Key, Lang};
use crate::app::intent::Intent;
use crate::app::view::View;
use crate::battle::model::names::Names;
use crate::battle::model::side::Side;
use crate::battle::model::state::RollKind;
use crate::battle::{Awaiting, BattleState, Command, OfferingKind, Phase, legal_commands};
use crate::narration::names::BattleNames;
use crate::narration::{awaiting_line, describe_command, marker_names, order_list, unit_list};
use crate::rules::staged::{Role, StageRoll};
use std::rc::Rc;

/// How many legal commands are listed before "and N more".
const COMMANDS_SHOWN: usize = 40;

/// What the tracker remembers between frames.
#[derive(Debug, Clone)]
pub struct TrackerState {
    /// The new-battle form: each side's roster file, the battle size and the seed.
    pub side_paths: [String; 2],
    pub points: u32,
    pub seed: u64,
    /// A model dragged on the battle's canvas runs (powered move) rather than moves.
    pub run_drag: bool,
    /// The commander order picker's choices, by side and order.
    pub order_picks: super::order_picker::OrderPicks,
    /// The legal commands of the state last drawn, listed again only for a new state.
    pub legal: LegalCommands,
    /// The Hint for a player's side, a panel of its own.
    pub hint: HintBox,
    /// The casualty prompt and its marks on the table, a panel of its own.
    pub casualty: CasualtyPick,
    /// The deployment list and the unit picked in it, a panel of its own.
    pub deploy: DeployByHand,
    /// The lists the new-battle form offers each side.
    lists: crate::app::list_choices::ListChoices,
}

/// The engine's legal commands for one battle state, kept while the battle stands in it: the
/// tracker draws every frame, and the list changes only when a command, an undo or a redo
/// gives the battle a new state (a new `Rc`, kept here so that its address is not reused).
#[derive(Debug, Clone, Default)]
pub struct LegalCommands {
    of: Option<Rc<BattleState>>,
    commands: Rc<Vec<Command>>,
}

impl LegalCommands {
    /// The legal commands in `state`, listed by the engine when `state` is not the one kept.
    pub fn of(&mut self, state: &Rc<BattleState>) -> Rc<Vec<Command>> {
        if !self.of.as_ref().is_some_and(|kept| Rc::ptr_eq(kept, state)) {
            self.commands = Rc::new(legal_commands(state));
            self.of = Some(Rc::clone(state));
        }
        Rc::clone(&self.commands)
    }
}

impl Default for TrackerState {
    fn default() -> Self {
        TrackerState {
            side_paths: [String::new(), String::new()],
            points: 400,
            seed: crate::rules::roll::fresh_seed() % 1_000_000,
            run_drag: false,
            order_picks: Default::default(),
            legal: LegalCommands::default(),
            hint: HintBox::default(),
            casualty: CasualtyPick::default(),
            deploy: DeployByHand::default(),
            lists: Default::default(),
        }
    }
}

impl TrackerState {
    /// The tracker of the open battle, or the new-battle form; the view's computer seats say
    /// whether it plays the decision the battle waits for.
    pub fn ui(&mut self, ui: &mut egui::Ui, view: &View) -> Vec<Intent> {
        let (lang, help) = (view.lang, view.hover_help);
        let Some(battle) = view.battle() else {
            return self.new_battle_form(ui, view);
        };
        let state = battle.shared_state();
        let names = view.names;
        let mut sent = Vec::new();
        status_ui(ui, lang, help, &state, names);
        sent.extend(crate::app::answers::setup_for_me_ui(ui, view));
        // While the computer plays a decision, its side's questions and commands are its own.
        let computer_turn = view.computer_playing();
        crate::app::computer_ui::computer_turn_ui(ui, view);
        sent.extend(self.hint.ui(ui, view));
        crate::app::computer_ui::computer_last_ui(ui, view);
        if !computer_turn {
            sent.extend(self.deploy.ui(ui, view));
        }
        ui.separator();
        // The buttons give the players' commands: none of a side the computer plays, unless it
        // stopped on the decision the battle waits for.
        let stopped = view.computer_to_play().map(|(side, _)| side);
        let legal: Vec<Command> = if computer_turn {
            Vec::new()
        } else {
            self.legal
                .of(&state)
                .iter()
                .filter(|c| {
                    view.settings.computer[c.side().index()].is_none() || stopped == Some(c.side())
                })
                .cloned()
                .collect()
        };
        let mut chosen = if computer_turn {
            None
        } else {
            offering_prompt(ui, (lang, help, names), (&state, &legal))
        };
        if !computer_turn {
            for intent in self.casualty.ui(ui, view) {
                if let Intent::Command(c) = intent {
                    chosen = Some(c);
                }
            }
        }
        for side in Side::BOTH {
            let picks = &mut self.order_picks;
            if let Some(c) = side_ui(ui, (lang, help, names), (&state, &legal), side, picks) {
                chosen = Some(c);
            }
        }
        ui.separator();
        ui.heading(lang.t(Key::LegalCommands));
        if computer_turn {
            ui.label(lang.t(Key::ComputerCommands));
        } else if legal.is_empty() {
            ui.label(lang.t(Key::NoLegalCommands));
        }
        // The two answers to "protect the leader?" always in the same order, protect first,
        // whatever the side's default (the engine lists the default first).
        // The casualties are chosen in their own prompt (R-CAS-2), not among the buttons.
        let mut shown: Vec<&Command> = legal
            .iter()
            .filter(|c| !matches!(c, Command::ChooseCasualties { .. }))
            .collect();
        shown.sort_by_key(|c| matches!(c, Command::ProtectLeader { protect: false, .. }));
        for c in shown.into_iter().take(COMMANDS_SHOWN) {
            if ui.button(button_text(lang, names, c)).clicked() {
                chosen = Some(c.clone());
            }
        }
        if legal.len() > COMMANDS_SHOWN {
            ui.label(lang.f(
                Key::MoreCommands,
                &[("count", &(legal.len() - COMMANDS_SHOWN))],
            ));
        }
        if let Some(c) = chosen {
            sent.push(Intent::Command(c));
        }
        ui.separator();
        if let Some(b) = view.workspace.battle.as_ref() {
            // Under each entry the computer played, why it played it.
            let ws = view.workspace;
            // Under each entry the window answered for a player, why it did.
            let why = |index: usize| {
                ws.reason_at(index + 1)
                    .map(|d| {
                        lang.f(
                            Key::LogComputerWhy,
                            &[
                                ("level", &d.level.name()),
                                ("reasons", &d.plain(lang, names)),
                            ],
                        )
                    })
                    .or_else(|| {
                        ws.answer_at(index + 1)
                            .map(|why| lang.t(why.key()).to_string())
                    })
            };
            super::battle_log::battle_log_ui(ui, lang, names, &b.value, &why);
        }
        sent
    }

    fn new_battle_form(&mut self, ui: &mut egui::Ui, view: &View) -> Vec<Intent> {
        let lang = view.lang;
        let mut sent = Vec::new();
        let mut settings = view.settings.clone();
        ui.heading(lang.t(Key::NewBattle));
        ui.label(lang.t(Key::NewBattleHelp));
        // The drop-downs beside the form's widest label.
        let labels = [
            Key::StartSideList0,
            Key::StartSideList1,
            Key::SideRoster0,
            Key::SideRoster1,
            Key::BattleSize,
            Key::SeedLabel,
            Key::PlayedBy0,
            Key::PlayedBy1,
        ];
        let width = crate::app::start_page::combo_width_beside(ui, &labels.map(|k| lang.t(k)));
        let lists = self.lists.of(&view.settings.recent);
        egui::Grid::new("new_battle").num_columns(2).show(ui, |ui| {
            let rows = [
                (Key::StartSideList0, Key::SideRoster0),
                (Key::StartSideList1, Key::SideRoster1),
            ];
            for (i, (list_key, roster_key)) in rows.into_iter().enumerate() {
                // A list picked from those offered, or a roster's path typed below it.
                let l = ui.label(lang.t(list_key));
                let picked = super::side_list_pick::side_list_pick(
                    ui,
                    (l.id, lang, width),
                    ("new_battle_list", i),
                    &lists,
                    &mut self.side_paths[i],
                );
                ui.end_row();
                let l = ui.label(lang.t(roster_key));
                let typed = ui
                    .add(
                        egui::TextEdit::singleline(&mut self.side_paths[i])
                            .hint_text(lang.t(Key::OpenPathHint))
                            .desired_width(220.0),
                    )
                    .labelled_by(l.id)
                    .changed();
                let edited = picked || typed;
                // The battle's size follows the lists' own (L195), until the player sets it.
                if edited
                    && let Some(points) = crate::battle::setup::roster::battle_points_of_lists(
                        &self.side_paths.each_ref().map(|p| p.trim()),
                    )
                {
                    self.points = points;
                }
                ui.end_row();
            }
            let l = ui.label(lang.t(Key::BattleSize));
            ui.add(
                egui::DragValue::new(&mut self.points)
                    .range(200..=1000)
                    .speed(10),
            )
            .labelled_by(l.id);
            ui.end_row();
            let l = ui.label(lang.t(Key::SeedLabel));
            ui.add(egui::DragValue::new(&mut self.seed))
                .labelled_by(l.id);
            ui.end_row();
            let s = &mut settings;
            crate::app::played_by::played_by_rows(
                ui,
                (lang, width),
                "form_played_by",
                &mut s.computer,
                Some(&mut s.temperament),
            );
        });
        let can = view.workspace.table.is_some();
        if ui
            .add_enabled(can, egui::Button::new(lang.t(Key::StartBattle)))
            .clicked()
        {
            sent.push(Intent::StartBattle);
        }
        if !can {
            ui.label(lang.t(Key::NeedTable));
        }
        if settings != *view.settings {
            sent.insert(0, Intent::Settings(Box::new(settings)));
        }
        sent
    }
}

fn status_ui(ui: &mut egui::Ui, lang: Lang, help: bool, s: &BattleState, names: &BattleNames) {
    let phase = lang.t(match s.phase() {
        Phase::Setup => Key::PhaseSetup,
        Phase::Maintenance => Key::PhaseMaintenance,
        Phase::Initiative => Key::PhaseInitiative,
        Phase::Activation => Key::PhaseActivation,
        Phase::Ended => Key::PhaseEnded,
    });
    let r = ui.heading(lang.f(
        Key::TurnOf,
        &[
            ("turn", &s.turn()),
            ("turns", &s.turn_limit()),
            ("phase", &phase),
        ],
    ));
    with_help(r, help, lang, "", &[src("R-TURN-1", "L220-303")]);
    let r = ui.label(lang.f(
        Key::InitiativeHeld,
        &[("side", &names.side(s.initiative()))],
    ));
    with_help(
        r,
        help,
        lang,
        "",
        &[src("", "L246-262"), src("R-DECK-3", "L1014")],
    );
    let r = ui.label(lang.f(
        Key::VictoryPoints,
        &[("vp-0", &s.vp()[0]), ("vp-1", &s.vp()[1])],
    ));
    with_help(r, help, lang, "", &[src("R-TURN-1", "L230")]);
    if let Some(reason) = &s.end_reason() {
        let who = s.winner().map_or_else(
            || lang.t(Key::NoWinner).to_string(),
            |w| lang.f(Key::WinnerIs, &[("winner", &names.side(w))]),
        );
        ui.strong(format!(
            "{}: {who}",
            crate::battle::reason_words::worded(lang, reason, names)
        ));
    } else {
        ui.strong(awaiting_line(lang, names, &s.awaiting()));
        // Which charged unit answers now, a charge on several units asking each in turn
        // (R-CHG-2).
        if let (Awaiting::ChargeReaction { .. }, Some(c)) = (&s.awaiting(), &s.charge()) {
            ui.strong(lang.f(
                Key::ChargedAnswering,
                &[
                    ("unit", &names.unit(&c.answering())),
                    ("charger", &names.unit(&c.charger)),
                ],
            ));
        }
    }
    if let Some(pair) = &s.pair() {
        let r = ui.label(lang.f(Key::PairActive, &[("side", &names.side(pair.active_side))]));
        with_help(r, help, lang, "", &[src("R-TURN-3", "L264-299")]);
        for side in 0..2usize {
            if let Some(u) = &pair.units[side] {
                let r = ui.label(lang.f(
                    Key::OrdersLeft,
                    &[("unit", &names.unit(u)), ("orders", &pair.orders[side])],
                ));
                with_help(r, help, lang, "", &[src("R-TURN-2", "L276-289")]);
            }
        }
    }
    super::aftermath_status::aftermath_ui(ui, lang, help, s, names);
    // While a side is asked for an offering, the prompt above the hands shows the roll.
    if !matches!(s.awaiting(), Awaiting::Offerings { .. })
        && let Some(line) = roll_line(lang, names, s)
    {
        let r = ui.label(line);
        with_help(
            r,
            help,
            lang,
            lang.t(Key::HelpOffering),
            &[src("R-DECK-4", "L1022-1030")],
        );
    }
}

/// The pending roll in words: what it decides and its dice, each with its owner
/// ("Initiative roll: 4 (Akagane host), 2 (Hayashi muster)").
fn roll_line(lang: Lang, names: &BattleNames, s: &BattleState) -> Option<String> {
    let roll = s.roll().as_ref()?;
    let n = |id: &String| names.unit(id);
    let what = match &roll.kind {
        RollKind::Strategy => lang.t(Key::RollStrategy).to_string(),
        RollKind::Initiative => lang.t(Key::RollInitiative).to_string(),
        RollKind::Orders => lang.t(Key::RollOrders).to_string(),
        RollKind::ChargeMove { charger, target } => lang.f(
            Key::RollCharge,
            &[("charger", &n(charger)), ("target", &n(target))],
        ),
        RollKind::Combat { stage } => {
            let units = s
                .combat()
                .as_ref()
                .map(|c| c.units.clone())
                .unwrap_or_default();
            let [a, d] = &units;
            let who = |role: &Role| match role {
                Role::Attacker => a,
                Role::Defender => d,
            };
            match stage {
                StageRoll::Combat => {
                    lang.f(Key::RollCombat, &[("attacker", &n(a)), ("defender", &n(d))])
                }
                StageRoll::Wounds => {
                    lang.f(Key::RollWounds, &[("attacker", &n(a)), ("defender", &n(d))])
                }
                StageRoll::ProtectLeader { role } => {
                    lang.f(Key::RollProtect, &[("unit", &n(who(role)))])
                }
                StageRoll::Honor { role } => lang.f(Key::RollHonorTest, &[("unit", &n(who(role)))]),
            }
        }
        RollKind::FallBack { unit } => lang.f(Key::RollFallBack, &[("unit", &n(unit))]),
        RollKind::Run { unit, .. } => lang.f(Key::RollRun, &[("unit", &n(unit))]),
        RollKind::Flee { unit, charger } => {
            lang.f(Key::RollFlee, &[("unit", &n(unit)), ("from", &n(charger))])
        }
        RollKind::RetreatHonor { unit, .. } | RollKind::ChainHonor { unit } => {
            lang.f(Key::RollHonorTest, &[("unit", &n(unit))])
        }
        RollKind::ChainFallBack { unit, .. } => lang.f(Key::RollFallBack, &[("unit", &n(unit))]),
        RollKind::PursuitHonor { pursuer, fleeing } => lang.f(
            Key::RollPursuitHonor,
            &[("unit", &n(pursuer)), ("fleeing", &n(fleeing))],
        ),
        RollKind::PursuitMove { pursuer, fleeing } => lang.f(
            Key::RollPursuitMove,
            &[("unit", &n(pursuer)), ("fleeing", &n(fleeing))],
        ),
        RollKind::LedOrder { unit, .. } => lang.f(Key::RollLedOrder, &[("unit", &n(unit))]),
        RollKind::OpportunityCharge { charger, mover } => lang.f(
            Key::RollOpportunityCharge,
            &[("charger", &n(charger)), ("target", &n(mover))],
        ),
    };
    let dice: Vec<String> = roll
        .dice
        .iter()
        .map(|d| {
            if d.bonus > 0 {
                format!("{}+{} ({})", d.value, d.bonus, names.side(d.owner))
            } else {
                format!("{} ({})", d.value, names.side(d.owner))
            }
        })
        .collect();
    Some(format!("{what}: {}", dice.join(", ")))
}

/// A side's hand, commander orders (with their picker), units and markers; returns the
/// commander order use the player sends from the picker.
fn side_ui(
    ui: &mut egui::Ui,
    (lang, help, names): (Lang, bool, &BattleNames),
    (s, legal): (&BattleState, &[Command]),
    side: Side,
    picks: &mut super::order_picker::OrderPicks,
) -> Option<Command> {
    let st = &s.sides()[side.index()];
    let mut sent = None;
    egui::CollapsingHeader::new(format!("{} ({})", names.side(side), lang.side(side)))
        .id_salt(("battle_side", side))
        .default_open(true)
        .show(ui, |ui| {
            // The computer's cards and commander orders against a player: their number only,
            // as across the table (`Names::face_down`, `played_by::face_down`).
            let (hand_key, hand, orders_key, orders) = if names.face_down(side) {
                (
                    Key::HandFaceDownLine,
                    st.deck.hand.len().to_string(),
                    Key::CommanderOrdersFaceDownLine,
                    st.orders_hand.len().to_string(),
                )
            } else {
                let cards: Vec<String> = st.deck.hand.iter().map(u8::to_string).collect();
                let orders = order_list(names, &st.orders_hand);
                (
                    Key::HandLine,
                    cards.join(" "),
                    Key::CommanderOrdersLine,
                    orders,
                )
            };
            let r = ui.label(lang.f(
                hand_key,
                &[
                    ("hand", &hand),
                    ("deck", &st.deck.draw_pile.len()),
                    ("discard", &st.deck.discard_pile.len()),
                ],
            ));
            with_help(r, help, lang, "", &[src("R-DECK-1", "L40, L195, L236")]);
            let r = ui.label(lang.f(
                orders_key,
                &[("hand", &orders), ("deck", &st.orders_deck.len())],
            ));
            with_help(r, help, lang, "", &[src("R-DECK-2", "L199, L238")]);
            sent = super::order_picker::order_picker_ui(
                ui,
                (lang, help, names),
                (s, legal),
                side,
                picks,
            );
            if st.general_dead {
                let r = ui.colored_label(ui.visuals().warn_fg_color, lang.t(Key::GeneralDead));
                with_help(r, help, lang, "", &[src("", "L438")]);
            }
            let unused: Vec<String> = s.unused_units(side).iter().map(|u| u.id.clone()).collect();
            let r = ui.label(lang.f(
                Key::UnusedUnits,
                &[
                    ("count", &unused.len()),
                    ("units", &unit_list(names, &unused)),
                ],
            ));
            with_help(r, help, lang, "", &[src("R-TURN-3", "L264-299")]);
            egui::CollapsingHeader::new(lang.t(Key::UnitsAndMarkers))
                .id_salt(("battle_units", side))
                .show(ui, |ui| {
                    for u in s.units_of(side) {
                        let name = names.unit(&u.id);
                        let text = if u.removed {
                            format!("{name}: {}", lang.t(Key::Removed))
                        } else {
                            let mut t = if u.movement_base {
                                lang.f(
                                    Key::UnitSize,
                                    &[
                                        ("unit", &name),
                                        ("size", &u.models),
                                        ("start", &u.profile_models_at_start),
                                    ],
                                )
                            } else {
                                lang.f(
                                    Key::UnitModels,
                                    &[("unit", &name), ("models", &u.models_in_play())],
                                )
                            };
                            let marks = marker_names(lang, names, &u.markers);
                            if !marks.is_empty() {
                                t.push_str(" · ");
                                t.push_str(&marks.join(", "));
                            }
                            t
                        };
                        let r = ui.label(text);
                        with_help(
                            r,
                            help,
                            lang,
                            "",
                            &[src("", "L240-244, L921"), src("R-WOUND-3", "")],
                        );
                    }
                });
        });
    sent
}

/// A legal command's button: as [`describe_command`] words it, and for the strategy roll's
/// winner the part each table side carries before it chooses (R-SCEN-1: "as the defender").
fn button_text(lang: Lang, names: &BattleNames, c: &Command) -> String {
    let text = describe_command(lang, names, c);
    match c {
        Command::ChooseTableSide { side, swap } => {
            match names.role(if *swap { side.other() } else { *side }) {
                Some(part) => text + &lang.f(Key::TableSidePart, &[("part", &part)]),
                None => text,
            }
        }
        _ => text,
    }
}

/// The one question of an offering (R-DECK-4, L1022-1030): the roll with its dice, the asked
/// side's hand, a button per card it may offer and "Go on" to offer nothing. `None` until the
/// player answers, or when no side is asked.
fn offering_prompt(
    ui: &mut egui::Ui,
    (lang, help, names): (Lang, bool, &BattleNames),
    (s, legal): (&BattleState, &[Command]),
) -> Option<Command> {
    let Awaiting::Offerings { side } = s.awaiting() else {
        return None;
    };
    let mut chosen = None;
    egui::Frame::group(ui.style())
        .stroke(egui::Stroke::new(1.5, ui.visuals().warn_fg_color))
        .show(ui, |ui| {
            let r = ui.strong(lang.f(Key::OfferPrompt, &[("side", &names.side(side))]));
            with_help(
                r,
                help,
                lang,
                lang.t(Key::HelpOffering),
                &[src("R-DECK-4", "L1022-1030")],
            );
            if let Some(line) = roll_line(lang, names, s) {
                ui.label(egui::RichText::new(line).size(16.0));
            }
            let hand: Vec<String> = s.sides()[side.index()]
                .deck
                .hand
                .iter()
                .map(u8::to_string)
                .collect();
            ui.label(lang.f(Key::OfferHand, &[("hand", &hand.join(" "))]));
            let go_on = egui::Button::new(egui::RichText::new(lang.t(Key::GoOn)).strong());
            if ui.add(go_on).clicked() {
                chosen = Some(Command::PassOffering { side });
            }
            // One row per card value the side may offer, a short button per use of it.
            let offers: Vec<&Command> = legal
                .iter()
                .filter(|c| matches!(c, Command::Offer { .. }))
                .collect();
            let mut cards: Vec<u8> = offers
                .iter()
                .filter_map(|c| match c {
                    Command::Offer { card, .. } => Some(*card),
                    _ => None,
                })
                .collect();
            cards.sort_unstable();
            cards.dedup();
            egui::Grid::new("offer_rows").num_columns(2).show(ui, |ui| {
                for card in cards {
                    ui.label(lang.f(Key::OfferCard, &[("card", &card)]));
                    ui.horizontal_wrapped(|ui| {
                        for c in &offers {
                            let Command::Offer {
                                card: k, die, kind, ..
                            } = c
                            else {
                                continue;
                            };
                            if *k != card {
                                continue;
                            }
                            let key = match kind {
                                OfferingKind::Reroll => Key::OfferReroll,
                                OfferingKind::AddValue => Key::OfferAdd,
                            };
                            let r = ui
                                .button(lang.f(key, &[("die", &(die + 1))]))
                                .on_hover_text(describe_command(lang, names, c));
                            if r.clicked() {
                                chosen = Some((*c).clone());
                            }
                        }
                    });
                    ui.end_row();
                }
            });
        });
    chosen
}

#[cfg(test)]
mod legal_tests {
    use super::*;
    use crate::battle::setup::roster::{load_scenario, load_side};
    use crate::battle::{Battle, BattleSetup};
    use std::path::Path;

    #[test]
    fn the_legal_commands_are_listed_again_only_for_a_new_state() {
        let scenario = load_scenario(Path::new("scenarios/pitched_battle.json")).unwrap();
        let sides = [
            "tests/fixtures/battle_side_takeda.json",
            "tests/fixtures/battle_side_wako.json",
        ]
        .map(|p| load_side(Path::new(p)).unwrap());
        let mut battle = Battle::new(BattleSetup::new(400, scenario, sides), 1).unwrap();
        let mut legal = LegalCommands::default();
        let first = legal.of(&battle.shared_state());
        assert!(
            Rc::ptr_eq(&first, &legal.of(&battle.shared_state())),
            "the same state: the kept list"
        );
        battle.execute(first[0].clone()).unwrap();
        let next = legal.of(&battle.shared_state());
        assert!(!Rc::ptr_eq(&first, &next), "a new state: a new list");
        assert_eq!(*next, legal_commands(battle.state()));
        battle.undo();
        assert_eq!(
            *legal.of(&battle.shared_state()),
            *first,
            "undone: the first list"
        );
    }
}
