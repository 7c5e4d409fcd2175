//! The battle tracker's opportunity charge (L846-852) against a charge and against a fall back,
//! through the real UI: the tracker says what it waits for, lists the charge and let-pass
//! buttons, and a click answers it; the log words the declared way by its kind.
#![cfg(feature = "gui")]

use crate::common;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kensei::app::KenseiApp;
use kensei::app::i18n::Lang;
use kensei::app::settings::SidePanel;
use kensei::battle::model::awaiting::Awaiting;
use kensei::battle::model::command::Command;
use kensei::battle::model::pending_move::MoveKind;
use kensei::battle::{BattleState, legal_commands};
use kensei::narration::describe_command;

fn state(h: &Harness<'static, KenseiApp>) -> BattleState {
    common::battle_state(h)
}

/// The battle asks for an opportunity charge against a move of `kind` that some unit could
/// reach: the charge is then the first answer (R-OPP-2 lists those first), which the test
/// clicks, as the seed's search played it.
fn waits_on(s: &BattleState, kind: fn(&MoveKind) -> bool) -> bool {
    matches!(s.awaiting(), Awaiting::OpportunityCharge { .. })
        && s.pending_move().as_ref().is_some_and(|p| kind(&p.kind))
        && matches!(
            legal_commands(s).first(),
            Some(Command::OpportunityCharge { .. })
        )
}

/// The tracker lists both answers as buttons; clicking the opportunity charge executes it.
fn buttons_answer(h: &mut Harness<'static, KenseiApp>) {
    h.run();
    h.get_by_label_contains("to make an opportunity charge");
    let legal = legal_commands(&state(h));
    let charge = legal
        .iter()
        .find(|c| matches!(c, Command::OpportunityCharge { .. }))
        .expect("an opportunity charge is listed")
        .clone();
    let pass = legal
        .iter()
        .find(|c| matches!(c, Command::LetMovePass { .. }))
        .expect("letting it pass is listed");
    for cmd in [&charge, pass] {
        let label = describe_command(Lang::English, &h.state().battle_names(), cmd);
        h.get_all_by_label(&label).next().unwrap().scroll_to_me();
        h.run();
        assert!(h.get_all_by_label(&label).next().is_some(), "{label}");
    }
    let before = common::log_len(h);
    let label = describe_command(Lang::English, &h.state().battle_names(), &charge);
    h.get_all_by_label(&label).next().unwrap().click();
    h.run();
    assert_eq!(common::log_len(h), before + 1);
    assert!(
        state(h)
            .pending_move()
            .as_ref()
            .is_none_or(|p| p.charger.is_some())
    );
}

#[test]
fn l848_the_tracker_offers_opportunity_charges_on_a_charge_and_a_fall_back() {
    let mut h = common::harness(SidePanel::Tracker, 1400.0, 1600.0);
    common::ready_pitched_battle(&mut h);
    // The first seed whose battle, played by the first legal command each time (an opportunity
    // charge that could reach is listed before letting the move pass), meets an opportunity
    // charge on a charge, then one on a loser's fall back; any change to the engine's choices
    // may move it.
    let on_charge = |s: &BattleState| waits_on(s, |k| matches!(k, MoveKind::Charge { .. }));
    let on_fall_back = |s: &BattleState| waits_on(s, |k| matches!(k, MoveKind::FallBack { .. }));
    h.state_mut().tracker_mut().seed = common::seed_reaching(
        "app_opportunity::l848",
        "scenarios/pitched_battle.json",
        [
            "tests/fixtures/battle_side_takeda.json",
            "tests/fixtures/battle_side_wako.json",
        ],
        &[&on_charge, &on_fall_back],
    );
    h.run();
    h.get_by_label("Start the battle").click();
    h.run();
    common::play_until(&mut h, on_charge);
    buttons_answer(&mut h);
    common::play_until(&mut h, on_fall_back);
    buttons_answer(&mut h);
}

#[test]
fn r_opp_2_a_side_whose_player_is_not_to_be_asked_lets_every_move_pass_by_itself() {
    let mut h = common::harness(SidePanel::Tracker, 1400.0, 1600.0);
    common::ready_pitched_battle(&mut h);
    let side_2_asked = |s: &BattleState| {
        matches!(
            s.awaiting(),
            Awaiting::OpportunityCharge {
                side: kensei::battle::Side::SECOND
            }
        )
    };
    h.state_mut().tracker_mut().seed = common::seed_reaching(
        "app_opportunity::r_opp_2",
        "scenarios/pitched_battle.json",
        [
            "tests/fixtures/battle_side_takeda.json",
            "tests/fixtures/battle_side_wako.json",
        ],
        &[&side_2_asked],
    );
    // Side 2's player chose not to be asked (View › Settings).
    h.state_mut().settings_mut().ask_opportunity = [true, false];
    h.run();
    h.get_by_label("Start the battle").click();
    h.run();
    let passed = |h: &Harness<'static, KenseiApp>| {
        let pass = Command::LetMovePass {
            side: kensei::battle::Side::SECOND,
        };
        common::log(h).iter().any(|e| e.command == pass)
    };
    for _ in 0..3000 {
        if passed(&h) {
            break;
        }
        let first = legal_commands(&state(&h))
            .into_iter()
            .next()
            .expect("a legal command");
        assert!(h.state_mut().battle_command(first));
        h.run();
        assert!(!side_2_asked(&state(&h)), "side 2 is never left asked");
    }
    assert!(passed(&h), "the window let a move pass for side 2");
}
