//! The log read as a player reads it: titles, groups, passes folded.

use std::collections::HashMap;

use super::*;
use crate::battle::model::reasons::Removal;
use crate::battle::model::reasons::{HonorCause, ResultRule};
use crate::battle::model::state::ChargeDeclared;
use crate::battle::{Command, Event, LogEntry, Phase, Side};
use crate::i18n::Language as Lang;
use crate::narration::names::BattleNames;

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
            size_before: None,
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
        Title::Outcome("spears leaves the battle: failed its Honor test while retreating".into())
    );
    // The test alone, failed, is the entry's outcome.
    let Title::Outcome(failed) = title(Lang::English, &Context::default(), &pass(), &events[..1])
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

#[test]
fn l715_a_drawn_multiple_combat_is_titled_a_draw_not_a_win_of_nobody() {
    let events = [Event::MultipleCombatResult {
        winners: Vec::new(),
        losers: Vec::new(),
        losses: [1, 1],
        why: ResultRule::WholeGroup.into(),
    }];
    assert_eq!(
        title(Lang::English, &Context::default(), &pass(), &events),
        Title::Outcome("The multiple combat of Akagane and Kuroi is a draw: losses 1 - 1".into())
    );
    assert_eq!(
        title(Lang::Spanish, &Context::default(), &pass(), &events),
        Title::Outcome(
            "El combate múltiple entre Akagane y Kuroi acaba en empate: bajas 1 - 1".into()
        )
    );
}
