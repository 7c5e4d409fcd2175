//! A solo battle against the computer that stops only where the player has something to
//! decide (issue 48), driven through the real UI from the start page with the player asked
//! about every offering (the default): each stop on an offering is one where a card in the
//! player's hand could change what the roll decides (R-DECK-4, L1024-1031); the others the
//! window answers, saying so in the battle log. Each click or choice is one action.
#![cfg(feature = "gui")]

use crate::common;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kensei::app::KenseiApp;
use kensei::app::answers::AnsweredWhy;
use kensei::app::i18n::Lang;
use kensei::app::settings::Settings;
use kensei::battle::model::awaiting::Awaiting;
use kensei::battle::policy::general::deciding_side;
use kensei::battle::turn::offering_stakes::offering_could_change;
use kensei::battle::{Command, Phase, Side, legal_commands};
use kensei::narration::describe_command;

/// Counts the player's actions: each click on a widget named by its label.
struct Player {
    actions: usize,
}

impl Player {
    fn click(&mut self, h: &mut Harness<'static, KenseiApp>, label: &str) {
        // The window draws a command the computer gave a few frames after it (its status
        // and the legal commands follow the battle): frames until the button is there.
        for _ in 0..30 {
            if h.query_by_label(label).is_some() {
                break;
            }
            h.step();
        }
        if h.query_by_label(label).is_none() {
            let s = common::battle_state(h);
            panic!("no {label:?} while {:?}", s.awaiting());
        }
        h.get_by_label(label).scroll_to_me();
        h.run_ok();
        h.get_by_label(label).click();
        h.run_ok();
        self.actions += 1;
    }

    /// Clicks the combo box named `label`.
    fn open_combo(&mut self, h: &mut Harness<'static, KenseiApp>, label: &str) {
        h.get_by_role_and_label(Role::ComboBox, label).click();
        h.run_ok();
        self.actions += 1;
    }
}

fn state(h: &Harness<'static, KenseiApp>) -> kensei::battle::BattleState {
    common::battle_state(h)
}

#[test]
fn a_solo_battle_from_app_start_to_the_first_order_stops_only_where_a_card_could_matter() {
    let mut passed_for_the_player = 0;
    for seed in SEEDS {
        passed_for_the_player += solo_journey(seed);
    }
    // Somewhere on the way the window passed for the player, and said why in the log.
    assert!(passed_for_the_player > 0);
}

/// The battles' seeds (the start page draws one at random; the test names them so that its
/// count is the same at every run).
const SEEDS: [u64; 3] = [1, 2, 3];

/// From the start page to side 1's first order, the computer playing side 2, on `seed`; how
/// many offerings the window passed for the player because no card could change the roll.
fn solo_journey(seed: u64) -> usize {
    let mut h = common::harness(Settings::default().panel, 1600.0, 1000.0);
    h.state_mut().set_computer_pause(0.0);
    h.state_mut().tracker_mut().seed = seed;
    h.run_ok();
    assert_eq!(h.state().settings().ask_offerings, [true, true]);
    let mut player = Player { actions: 0 };
    player.open_combo(&mut h, "Side 2 played by");
    player.click(&mut h, "the computer (normal)");
    player.click(&mut h, "Play this battle");
    assert!(common::frames_until(&mut h, 3000, |app| app
        .player_to_play()
        == Some(Side::FIRST)));
    player.click(&mut h, "Finish the setup for me");
    let mut offerings_asked = 0;
    let mut ordered = false;
    for _ in 0..20 {
        assert!(common::frames_until(&mut h, 3000, |app| app
            .player_to_play()
            .is_some()));
        let s = state(&h);
        assert_ne!(s.phase(), Phase::Setup, "the setup was finished");
        assert_eq!(deciding_side(&s), Some(Side::FIRST));
        let legal: Vec<Command> = legal_commands(&s)
            .into_iter()
            .filter(|c| c.side() == Side::FIRST)
            .collect();
        // Every question the window left to the player has more than one answer.
        assert!(legal.len() > 1, "{:?}: {legal:?}", s.awaiting());
        let wanted = match s.awaiting() {
            Awaiting::Offerings { side } => {
                // A stop on an offering only where a card could change the roll (R-DECK-4).
                assert!(offering_could_change(&s, side), "{:?}", s.roll());
                offerings_asked += 1;
                legal
                    .iter()
                    .find(|c| matches!(c, Command::PassOffering { .. }))
            }
            Awaiting::SpendOrder { .. } => {
                ordered = true;
                legal.iter().find(|c| matches!(c, Command::Order { .. }))
            }
            _ => legal.iter().find(|c| {
                !matches!(
                    c,
                    Command::CommandDuel { .. } | Command::UseCommanderOrder { .. }
                )
            }),
        };
        let command = wanted.expect("an answer to click").clone();
        let label = describe_command(Lang::English, &h.state().battle_names(), &command);
        player.click(&mut h, &label);
        if ordered {
            break;
        }
    }
    eprintln!(
        "solo journey, seed {seed}: {} actions, {offerings_asked} offering stops",
        player.actions
    );
    assert!(ordered, "the player reached an order");
    let log = common::log(&h);
    assert!(
        log.iter().any(|e| matches!(
            e.command,
            Command::Order {
                side: Side::FIRST,
                ..
            }
        )),
        "the player's first order is in the log"
    );
    assert!(
        player.actions <= 10,
        "seed {seed}: {} actions",
        player.actions
    );
    let noted = (1..=log.len())
        .filter(|&e| h.state().workspace().answer_at(e) == Some(AnsweredWhy::NoCardChanges))
        .count();
    for (e, entry) in log.iter().enumerate() {
        if h.state().workspace().answer_at(e + 1).is_some() {
            assert!(
                matches!(
                    entry.command,
                    Command::PassOffering { side: Side::FIRST }
                        | Command::LetMovePass { side: Side::FIRST }
                        | Command::Activate {
                            side: Side::FIRST,
                            ..
                        }
                        | Command::ChooseActiveSide {
                            side: Side::FIRST,
                            ..
                        }
                        | Command::KeepCommanderOrder {
                            side: Side::FIRST,
                            ..
                        }
                ),
                "{:?}",
                entry.command
            );
        }
    }
    if noted > 0 {
        // The log says so under the entry (R-DECK-4), in the window's words.
        h.get_all_by_label(
            "Passed for you: no card in hand could change this roll (R-DECK-4, L1028-1029).",
        )
        .next()
        .expect("the log's line for a pass the window gave");
    }
    noted
}
