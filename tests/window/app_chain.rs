//! The decisions inside a multiple combat through the real UI: the tracker asks whom a model
//! touching two enemy units fights (L719) with one button per answer, the log words the picks,
//! and the next combat can be powered by the active unit (L703) from its own button; the same
//! in Spanish.
#![cfg(feature = "gui")]

use crate::common;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kensei::app::KenseiApp;
use kensei::app::i18n::Lang;
use kensei::app::settings::SidePanel;
use kensei::battle::model::awaiting::Awaiting;
use kensei::battle::model::command::Command;
use kensei::battle::model::reasons::OrdersFor;
use kensei::battle::{BattleState, Event, legal_commands};
use kensei::narration::describe_command;
use kensei::narration::describe_event;

fn state(h: &Harness<'static, KenseiApp>) -> BattleState {
    common::battle_state(h)
}

fn click(h: &mut Harness<'static, KenseiApp>, label: &str) {
    h.get_all_by_label(label).next().unwrap().scroll_to_me();
    h.run();
    h.get_all_by_label(label).next().unwrap().click();
    h.run();
}

/// Opens the battle log's entry of the command worded `label` (the newest one).
fn open_log_entry(h: &mut Harness<'static, KenseiApp>, label: &str) {
    let n = common::log_len(h);
    let header = format!("{n}. {label}");
    h.get_by_label(&header).scroll_to_me();
    h.run();
    h.get_by_label(&header).click();
    h.run();
}

/// The pitched battle of the two rosters on the first seed whose first legal commands reach a
/// multiple combat with a model touching two enemy units, then a next combat the active unit
/// can power.
fn started(lang: Lang) -> Harness<'static, KenseiApp> {
    let mut h = common::harness(SidePanel::Tracker, 1400.0, 1600.0);
    h.state_mut().settings_mut().lang = lang;
    common::ready_pitched_battle(&mut h);
    h.state_mut().tracker_mut().seed = common::seed_reaching(
        "app_chain::started",
        "scenarios/pitched_battle.json",
        [
            "tests/fixtures/battle_side_takeda.json",
            "tests/fixtures/battle_side_wako.json",
        ],
        &[
            &|s: &BattleState| {
                matches!(s.awaiting(), Awaiting::PickOpponents { .. })
                    && legal_commands(s).len() >= 2
            },
            &|s: &BattleState| {
                matches!(s.awaiting(), Awaiting::NextCombat { .. })
                    && legal_commands(s)
                        .iter()
                        .any(|c| matches!(c, Command::ChooseCombat { powered: true, .. }))
            },
        ],
    );
    h.run();
    let start = if lang == Lang::English {
        "Start the battle"
    } else {
        "Empezar la batalla"
    };
    h.get_by_label(start).click();
    h.run();
    h
}

#[test]
fn l719_l703_the_tracker_asks_the_picks_and_offers_a_powered_next_combat() {
    let mut h = started(Lang::English);
    common::play_until(&mut h, |s| {
        matches!(s.awaiting(), Awaiting::PickOpponents { .. })
    });
    h.run();
    h.get_by_label_contains("to pick whom its models touching two enemy units fight (L719)");
    let legal = legal_commands(&state(&h));
    let picks: Vec<&Command> = legal
        .iter()
        .filter(|c| matches!(c, Command::PickOpponents { .. }))
        .collect();
    assert!(picks.len() >= 2, "{picks:?}");
    for c in &picks {
        h.get_by_label(&describe_command(
            Lang::English,
            &h.state().battle_names(),
            c,
        ));
    }
    // The second answer: a model fights the other unit it touches.
    let chosen = picks[1].clone();
    let before = common::log_len(&h);
    let label = describe_command(Lang::English, &h.state().battle_names(), &chosen);
    click(&mut h, &label);
    assert_eq!(common::log_len(&h), before + 1);
    let b = h.state().workspace().battle.as_ref().unwrap().value.clone();
    let last = b.log().last().unwrap();
    assert_eq!(last.command, chosen);
    let picked = last
        .events
        .iter()
        .find(|e| matches!(e, Event::OpponentsPicked { .. }))
        .expect("the picks are an event");
    let text = describe_event(Lang::English, &h.state().battle_names(), picked);
    assert!(text.contains("(L719)"), "{text}");
    // The log entry, opened, words it.
    open_log_entry(&mut h, &label);
    h.get_by_label(&text);
    // The next combat: the active unit may power it with one more order.
    common::play_until(&mut h, |s| {
        matches!(s.awaiting(), Awaiting::NextCombat { .. })
            && legal_commands(s)
                .iter()
                .any(|c| matches!(c, Command::ChooseCombat { powered: true, .. }))
    });
    h.run();
    let powered = legal_commands(&state(&h))
        .into_iter()
        .find(|c| matches!(c, Command::ChooseCombat { powered: true, .. }))
        .unwrap();
    let label = describe_command(Lang::English, &h.state().battle_names(), &powered);
    assert!(label.ends_with("(powered)"), "{label}");
    let orders = |h: &Harness<'static, KenseiApp>| {
        let s = state(h);
        s.pair().as_ref().map(|p| p.orders[powered.side().index()])
    };
    let had = orders(&h).unwrap();
    click(&mut h, &label);
    let last = h
        .state()
        .workspace()
        .battle
        .as_ref()
        .unwrap()
        .value
        .log()
        .last()
        .unwrap()
        .clone();
    assert_eq!(last.command, powered);
    assert!(last.events.iter().any(|e| matches!(
        e,
        Event::OrdersSpent { count: 1, on, .. }
            if matches!(on.typed(), Some(OrdersFor::PoweringMultiple { .. }))
    )));
    assert!(orders(&h).is_none_or(|o| o + 1 == had));
}

#[test]
fn l719_the_picks_read_in_spanish() {
    let mut h = started(Lang::Spanish);
    common::play_until(&mut h, |s| {
        matches!(s.awaiting(), Awaiting::PickOpponents { .. })
    });
    h.run();
    h.get_by_label_contains("elija contra quién combaten sus miniaturas");
    let first = legal_commands(&state(&h)).into_iter().next().unwrap();
    let label = describe_command(Lang::Spanish, &h.state().battle_names(), &first);
    assert!(label.contains("combate contra"), "{label}");
    click(&mut h, &label);
    open_log_entry(&mut h, &label);
    h.get_by_label_contains("las miniaturas en contacto con dos unidades enemigas combaten así");
}
