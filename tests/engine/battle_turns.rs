//! A battle walked by hand against the book: setup, maintenance (card counts, commander
//! orders), the initiative, pairs of activations with order rolls, the lone extra activation,
//! a charge resolved and applied, a duel, an offering to the gods, a command duel, rejected
//! commands naming their rule, and the end by turn limit.

use kensei::battle::model::awaiting::Awaiting;
use kensei::battle::model::command::{ChargeReaction, Command, OfferingKind, Order};
use kensei::battle::model::deck::hand_size;
use kensei::battle::model::event::Event;
use kensei::battle::model::reasons::BattleEnd;
use kensei::battle::model::side::Side;
use kensei::battle::model::state::{BattleState, PendingRoll, Phase, RollKind};
use kensei::battle::model::unit::TroopProfile;
use kensei::battle::{Battle, BattleSetup, SideSetup, legal_commands, policy::autoplay};
use kensei::table::model::{ModelPlacement, TableFile};

use crate::common;
use common::scene::{self, unit};

fn profile(name: &str, at: u32, ini: i32, ho: i32, hr: u32) -> TroopProfile {
    TroopProfile::foot(name, at, ini, ho, hr)
}

fn hero(name: &str) -> TroopProfile {
    profile(name, 4, 3, 5, 3)
}

/// Models of a unit in a row along x at `y`, bases touching (2.5 cm between centres: each
/// model has two of its unit within 2.5 cm, a closed formation, R-FORM-1), facing `facing`.
fn row(
    unit: &str,
    side: u8,
    n: u32,
    leader: bool,
    x0: f64,
    y: f64,
    facing: f64,
) -> Vec<ModelPlacement> {
    scene::row(unit, side, n, leader, (x0, y), 2.5, facing)
}

fn table(models: Vec<ModelPlacement>, turn_limit: u32) -> TableFile {
    TableFile {
        name: Some("test field".into()),
        turn_limit: Some(turn_limit),
        ..TableFile::with_models(120.0, 90.0, models)
    }
}

/// Side 0: samurai (5 + leader) at y 40 facing +y, and archers far back. Side 1: raiders
/// (5 + hero leader, the general) at y 48 facing -y: 5.5 cm of open ground between the lines.
/// `gap_y` moves side 1's line.
fn setup(gap_y: f64, turn_limit: u32) -> BattleSetup {
    let mut models = row("samurai", 0, 5, true, 50.0, 40.0, 90.0);
    models.extend(row("archers", 0, 3, false, 10.0, 5.0, 90.0));
    models.extend(row("raiders", 1, 5, true, 50.0, 40.0 + gap_y, 270.0));
    let sides = [
        SideSetup {
            mode: Default::default(),
            name: "Takeda".into(),
            name_es: None,
            commander_level: 1,
            units: vec![
                unit(
                    "samurai",
                    profile("Samurai", 3, 2, 4, 2),
                    5,
                    Some(hero("Shingen")),
                ),
                unit("archers", profile("Archers", 2, 1, 3, 1), 3, None),
            ],
            commander_orders: Vec::new(),
            faction: None,
            protect_leader: Default::default(),
        },
        SideSetup {
            mode: Default::default(),
            name: "Wako".into(),
            name_es: None,
            commander_level: 0,
            units: vec![unit(
                "raiders",
                profile("Raiders", 3, 2, 4, 2),
                5,
                Some(hero("Ryu")),
            )],
            commander_orders: Vec::new(),
            faction: None,
            protect_leader: Default::default(),
        },
    ];
    BattleSetup::new(400, table(models, turn_limit), sides)
}

/// Takes the first legal command until `stop` holds.
fn drive(b: &mut Battle, stop: impl Fn(&BattleState) -> bool) {
    autoplay::play_until(b, 10_000, autoplay::first, stop).unwrap_or_else(|e| panic!("{e}"));
}

fn events_since(b: &Battle, from: usize) -> Vec<Event> {
    b.log()[from..]
        .iter()
        .flat_map(|e| e.events.iter().cloned())
        .collect()
}

fn cards_of(s: &BattleState, side: usize) -> usize {
    let d = &s.sides()[side].deck;
    d.hand.len() + d.draw_pile.len() + d.discard_pile.len() + s.drawn()[side].len()
}

#[test]
fn r_army_1_setup_rolls_terrain_then_orders_strategy_and_first_hands() {
    let b = Battle::new(setup(8.0, 5), 7).unwrap();
    // Extra terrain rolled for both sides by commander level (R-ARMY-1, L180).
    let rolled: Vec<_> = b
        .start_events()
        .iter()
        .filter_map(|e| match e {
            Event::ExtraTerrainRolled { side, dice, pieces } => Some((*side, dice.len(), *pieces)),
            _ => None,
        })
        .collect();
    assert_eq!(rolled.len(), 2);
    assert_eq!(rolled[0].1, 2, "side 0, level 1: 2D6 keep the lower");
    assert_eq!(rolled[1].1, 1, "side 1, level 0: 1D3");
    assert!(rolled[1].2 >= 1 && rolled[1].2 <= 3);
    // The higher commander level decides who places terrain first (L185).
    assert_eq!(
        b.state().awaiting(),
        Awaiting::TerrainOrder { side: Side::FIRST }
    );
}

/// The side whose total is lower on the strategy roll (L210), which speaks first on it
/// (R-DECK-8); the totals may not tie, for a tied roll is made again at once.
fn behind_on_the_strategy_roll(s: &BattleState, roll: &PendingRoll, what: &str) -> Side {
    let [first, second] = s.strategy_totals(roll).expect("a die for each side");
    assert_ne!(first, second, "{what}: a tie is made again at once");
    if first < second {
        Side::FIRST
    } else {
        Side::SECOND
    }
}

#[test]
fn l193_l210_the_first_hands_are_drawn_before_the_strategy_roll_and_a_card_may_be_offered_on_it() {
    let mut b = Battle::new(setup(30.0, 5), 7).unwrap();
    drive(&mut b, |s| {
        s.roll().is_some() || matches!(s.awaiting(), Awaiting::Deploy { .. })
    });
    // Step 5 (L193): both hands are in hand when the strategy roll of step 7 (L210) is made.
    let s = b.state().clone();
    let roll = s
        .roll()
        .clone()
        .expect("the strategy roll waits for offerings");
    assert_eq!(roll.kind, RollKind::Strategy);
    assert!(s.strategy_winner().is_none());
    for side in Side::BOTH {
        assert_eq!(s.sides()[side.index()].deck.hand.len(), hand_size(400));
    }
    // Nobody holds the initiative yet: the side behind on the roll speaks first (R-DECK-8); it
    // adds its highest card to its own die.
    let speaker = behind_on_the_strategy_roll(&s, &roll, "seed 7");
    assert_eq!(s.awaiting(), Awaiting::Offerings { side: speaker });
    let die = roll.dice.iter().position(|d| d.owner == speaker).unwrap();
    let card = *s.sides()[speaker.index()].deck.hand.iter().max().unwrap();
    b.execute(Command::Offer {
        side: speaker,
        card,
        die,
        kind: OfferingKind::AddValue,
    })
    .unwrap();
    let n = b.log().len();
    b.execute(Command::PassOffering {
        side: speaker.other(),
    })
    .unwrap();
    let rolled = events_since(&b, n)
        .into_iter()
        .find_map(|e| match e {
            Event::StrategyRolled { dice, totals, .. } => Some((dice, totals)),
            _ => None,
        })
        .expect("the strategy roll settles");
    // Each total is the die plus the commander level (L210: Takeda level 1, Wako level 0),
    // the card counted on the speaker's die (R-DECK-4).
    let level = |side: Side| if side == Side::FIRST { 1 } else { 0 };
    let i = speaker.index();
    assert_eq!(rolled.0[i], roll.dice[die].value);
    assert_eq!(
        rolled.1[i],
        i32::from(roll.dice[die].value) + i32::from(card) + level(speaker)
    );
}

#[test]
fn r_deck_8_l210_the_side_behind_speaks_first_on_the_strategy_roll_and_a_tie_is_made_again() {
    let (mut behind_first, mut ties) = (0, 0);
    for seed in 1..=40 {
        let mut b = Battle::new(setup(30.0, 5), seed).unwrap();
        drive(&mut b, |s| {
            s.roll().is_some() || matches!(s.awaiting(), Awaiting::Deploy { .. })
        });
        let s = b.state();
        let roll = s
            .roll()
            .as_ref()
            .expect("the strategy roll waits for offerings");
        let behind = behind_on_the_strategy_roll(s, roll, &format!("seed {seed}"));
        assert_eq!(
            s.awaiting(),
            Awaiting::Offerings { side: behind },
            "seed {seed}"
        );
        if behind == Side::SECOND {
            behind_first += 1;
        }
        // Each tied roll before it was made again at once: rolled, settled, rolled again, with
        // no offering asked or passed in between.
        let events = events_since(&b, 0);
        for (i, e) in events.iter().enumerate() {
            if let Event::StrategyRolled { winner: None, .. } = e {
                ties += 1;
                let made = events[..i]
                    .iter()
                    .rposition(|e| matches!(e, Event::RollMade { .. }))
                    .expect("the tied roll was made");
                assert!(
                    events[made..i].iter().all(|e| !matches!(
                        e,
                        Event::Offered { .. } | Event::OfferingPassed { .. }
                    )),
                    "seed {seed}: no offering on a tied strategy roll"
                );
            }
        }
    }
    // Side 1 (level 0) is behind on some rolls and ahead on others; some rolls tie.
    assert!(behind_first > 0 && behind_first < 40, "{behind_first}");
    assert!(ties > 0, "no tied roll in 40 battles");
}

#[test]
fn r_deck_1_first_hand_then_maintenance_draws_hand_plus_level_and_keeps_hand_size() {
    let mut b = Battle::new(setup(30.0, 5), 11).unwrap();
    drive(&mut b, |s| s.phase() == Phase::Maintenance);
    let size = hand_size(400);
    assert_eq!(size, 6);
    for side in 0..2 {
        assert_eq!(
            b.state().sides()[side].deck.hand.len(),
            size,
            "first hand (L193)"
        );
        assert_eq!(cards_of(b.state(), side), 24);
    }
    // Turn 2: the level-1 side draws 7 and keeps 6 (R-DECK-1, L236).
    drive(&mut b, |s| {
        s.turn() == 2 && matches!(s.awaiting(), Awaiting::KeepCards { .. })
    });
    assert_eq!(
        b.state().awaiting(),
        Awaiting::KeepCards { side: Side::FIRST }
    );
    assert_eq!(b.state().drawn()[0].len(), size + 1);
    assert!(
        b.state().sides()[0].deck.hand.is_empty(),
        "the old hand was discarded"
    );
    let keep: Vec<u8> = b.state().drawn()[0][..size].to_vec();
    b.execute(Command::KeepCards {
        side: Side::FIRST,
        keep: keep.clone(),
    })
    .unwrap();
    let mut sorted = keep;
    sorted.sort_unstable();
    assert_eq!(b.state().sides()[0].deck.hand, sorted);
    // The level-0 side drew exactly its hand size, straight into the hand.
    assert_eq!(b.state().sides()[1].deck.hand.len(), size);
    for side in 0..2 {
        assert_eq!(cards_of(b.state(), side), 24, "no card lost or made");
    }
}

#[test]
fn r_deck_1_keeping_the_wrong_number_of_cards_is_rejected() {
    let mut b = Battle::new(setup(30.0, 5), 11).unwrap();
    drive(&mut b, |s| {
        matches!(s.awaiting(), Awaiting::KeepCards { .. })
    });
    let drawn = b.state().drawn()[0].clone();
    let err = b
        .execute(Command::KeepCards {
            side: Side::FIRST,
            keep: drawn,
        })
        .unwrap_err();
    assert_eq!(err.citation().ruling, Some("R-DECK-1"));
}

#[test]
fn r_deck_2_commander_orders_one_in_hand_five_in_deck_draw_one_keep_one() {
    let mut b = Battle::new(setup(30.0, 5), 3).unwrap();
    drive(&mut b, |s| {
        matches!(s.awaiting(), Awaiting::CommanderOrders { .. })
    });
    let names: Vec<String> = b.state().sides()[0]
        .order_cards
        .iter()
        .map(|c| c.name.clone())
        .collect();
    // Picking the same card twice is refused.
    let err = b
        .execute(Command::PickCommanderOrders {
            side: Side::FIRST,
            hand: names[0].clone(),
            deck: vec![
                names[0].clone(),
                names[1].clone(),
                names[2].clone(),
                names[3].clone(),
                names[4].clone(),
            ],
        })
        .unwrap_err();
    assert_eq!(err.citation().ruling, Some("R-DECK-2"));
    b.execute(Command::PickCommanderOrders {
        side: Side::FIRST,
        hand: names[5].clone(),
        deck: names[..5].to_vec(),
    })
    .unwrap();
    assert_eq!(b.state().sides()[0].orders_hand, vec![names[5].clone()]);
    assert_eq!(b.state().sides()[0].orders_deck.len(), 5);
    // First maintenance: draw one, keep one of the two, the other is gone (L238).
    drive(&mut b, |s| {
        matches!(
            s.awaiting(),
            Awaiting::KeepCommanderOrder { side: Side::FIRST }
        )
    });
    assert_eq!(b.state().sides()[0].orders_hand.len(), 2);
    b.execute(Command::KeepCommanderOrder {
        side: Side::FIRST,
        keep: names[5].clone(),
    })
    .unwrap();
    assert_eq!(b.state().sides()[0].orders_hand, vec![names[5].clone()]);
    assert_eq!(b.state().sides()[0].orders_gone.len(), 1);
    assert_eq!(b.state().sides()[0].orders_deck.len(), 4);
}

#[test]
fn r_deck_6_l235_l236_turn_1_draws_a_commander_order_but_no_command_cards() {
    let mut b = Battle::new(setup(30.0, 5), 3).unwrap();
    drive(&mut b, |s| {
        matches!(s.awaiting(), Awaiting::KeepCommanderOrder { .. })
    });
    assert_eq!(b.state().turn(), 1, "the first maintenance is turn 1's");
    // Turn 1's maintenance: the hands formed at setup (L193) stand (L235), and each side draws
    // a commander order (L236).
    let all: Vec<Event> = b
        .start_events()
        .iter()
        .cloned()
        .chain(events_since(&b, 0))
        .collect();
    let began = all
        .iter()
        .position(|e| {
            matches!(
                e,
                Event::PhaseBegan {
                    phase: Phase::Maintenance,
                    turn: 1
                }
            )
        })
        .expect("turn 1's maintenance");
    let maintenance = &all[began..];
    let drawn = maintenance
        .iter()
        .filter(|e| matches!(e, Event::CommanderOrderDrawn { .. }))
        .count();
    assert_eq!(drawn, 2, "one commander order for each side");
    assert!(!maintenance.iter().any(|e| matches!(
        e,
        Event::HandDiscarded { .. }
            | Event::CardsDrawnToChoose { .. }
            | Event::CardsDrawnToHand { .. }
    )));
}

#[test]
fn l242_initiative_roll_then_the_holder_picks_the_active_side() {
    let mut b = Battle::new(setup(30.0, 5), 5).unwrap();
    drive(&mut b, |s| {
        matches!(s.awaiting(), Awaiting::ActiveSide { .. })
    });
    let s = b.state();
    assert_eq!(s.phase(), Phase::Activation);
    assert_eq!(s.turn(), 1);
    assert_eq!(
        s.awaiting(),
        Awaiting::ActiveSide {
            side: s.initiative()
        }
    );
    let took = b
        .log()
        .iter()
        .flat_map(|e| e.events.iter())
        .any(|e| matches!(e, Event::InitiativeTaken { why, .. } if why.typed().is_some_and(|w| w.citation() == "L242")));
    assert!(took);
    // Only the initiative holder chooses (L268).
    let other = s.initiative().other();
    let err = b
        .execute(Command::ChooseActiveSide {
            side: other,
            active: other,
        })
        .unwrap_err();
    assert_eq!(err.citation().to_string(), "L270");
}

#[test]
fn r_turn_2_order_rolls_give_orders_and_ki_by_the_table() {
    use kensei::battle::turn::order_roll::orders_for_roll;
    assert_eq!(
        orders_for_roll(1, 9),
        (1, false),
        "a natural 1 is one order"
    );
    assert_eq!(orders_for_roll(2, 3), (1, false));
    assert_eq!(orders_for_roll(2, 4), (2, false));
    assert_eq!(orders_for_roll(3, 5), (2, false));
    assert_eq!(orders_for_roll(4, 6), (2, true), "6+: two orders and ki");
}

/// Drives to the first pair with side 0 active and both units chosen; returns the log length.
fn to_first_pair(b: &mut Battle, active: Side, unit0: &str) {
    drive(b, |s| matches!(s.awaiting(), Awaiting::ActiveSide { .. }));
    let holder = b.state().initiative();
    b.execute(Command::ChooseActiveSide {
        side: holder,
        active,
    })
    .unwrap();
    let first = active;
    let unit_of = |side: Side| {
        if side == Side::FIRST {
            unit0.to_string()
        } else {
            "raiders".to_string()
        }
    };
    b.execute(Command::Activate {
        side: first,
        unit: unit_of(first),
    })
    .unwrap();
    b.execute(Command::Activate {
        side: first.other(),
        unit: unit_of(first.other()),
    })
    .unwrap();
}

#[test]
fn r_deck_4_offering_adds_a_card_to_your_own_order_die() {
    let mut b = Battle::new(setup(30.0, 5), 21).unwrap();
    to_first_pair(&mut b, Side::FIRST, "samurai");
    // The order rolls wait for offerings; the side without the initiative speaks first.
    let s = b.state();
    let roll = s.roll().clone().expect("order rolls pending");
    assert_eq!(roll.kind, RollKind::Orders);
    let speaker = s.initiative().other();
    assert_eq!(s.awaiting(), Awaiting::Offerings { side: speaker });
    let die = roll.dice.iter().position(|d| d.owner == speaker).unwrap();
    let card = *s.sides()[speaker.index()].deck.hand.last().unwrap();
    let hand_before = s.sides()[speaker.index()].deck.hand.len();
    // Adding a card to the opponent's die is not allowed (L1026).
    let other_die = 1 - die;
    let err = b
        .execute(Command::Offer {
            side: speaker,
            card,
            die: other_die,
            kind: OfferingKind::AddValue,
        })
        .unwrap_err();
    assert_eq!(err.citation().ruling, Some("R-DECK-4"));
    b.execute(Command::Offer {
        side: speaker,
        card,
        die,
        kind: OfferingKind::AddValue,
    })
    .unwrap();
    let r = b.state().roll().clone().expect("the holder still speaks");
    assert_eq!(r.dice[die].bonus, card);
    assert_eq!(r.dice[die].value, roll.dice[die].value);
    assert_eq!(
        b.state().sides()[speaker.index()].deck.hand.len(),
        hand_before - 1
    );
    // The holder passes: the roll settles with the card counted (R-TURN-2).
    let holder = b.state().initiative();
    let n = b.log().len();
    b.execute(Command::PassOffering { side: holder }).unwrap();
    let given = events_since(&b, n)
        .into_iter()
        .find_map(|e| match e {
            Event::OrdersGiven { totals, .. } => Some(totals),
            _ => None,
        })
        .expect("orders given");
    // Both units use their hero leader's INI 3 (L422).
    let ini = 3;
    assert_eq!(
        given[speaker.index()],
        i32::from(roll.dice[die].value) + i32::from(card) + ini
    );
}

#[test]
fn r_turn_3_the_side_with_units_left_makes_one_lone_activation() {
    let mut b = Battle::new(setup(30.0, 1), 8).unwrap();
    to_first_pair(&mut b, Side::SECOND, "samurai");
    // Play the pair out: everyone holds.
    drive(&mut b, |s| {
        s.pair().as_ref().is_some_and(|p| p.rolled)
            && matches!(s.awaiting(), Awaiting::SpendOrder { .. })
    });
    while let Awaiting::SpendOrder { side } = b.state().awaiting() {
        b.execute(Command::Hold { side }).unwrap();
    }
    // Side 1 has no unused unit: side 0 activates the archers alone (L299, R-TURN-3).
    assert_eq!(
        b.state().awaiting(),
        Awaiting::ChooseUnit { side: Side::FIRST }
    );
    assert!(b.state().pair().as_ref().unwrap().lone);
    let err = b
        .execute(Command::Activate {
            side: Side::FIRST,
            unit: "samurai".into(),
        })
        .unwrap_err();
    assert_eq!(
        err.citation().to_string(),
        "L274",
        "a used unit cannot be activated"
    );
    b.execute(Command::Activate {
        side: Side::FIRST,
        unit: "archers".into(),
    })
    .unwrap();
    drive(&mut b, |s| {
        matches!(s.awaiting(), Awaiting::SpendOrder { .. })
    });
    while let Awaiting::SpendOrder { side } = b.state().awaiting() {
        b.execute(Command::Hold { side }).unwrap();
    }
    // No unit left unused on either side: the turn, and this one-turn battle, end.
    assert_eq!(b.state().phase(), Phase::Ended);
    let reason = b
        .state()
        .end_reason()
        .as_ref()
        .and_then(|r| r.typed().copied());
    assert_eq!(reason.and_then(BattleEnd::citation), Some("L228"));
}

#[test]
fn l1033_commander_activation_costs_a_card() {
    // Side 0 has three units, side 1 one: after the pair and the lone activation, side 0 may
    // discard a card for one more.
    let mut s = setup(30.0, 2);
    let extra = unit("ashigaru", profile("Ashigaru", 2, 1, 3, 1), 3, None);
    s.sides[0].units.push(extra);
    s.scenario
        .models
        .extend(row("ashigaru", 0, 3, false, 90.0, 5.0, 90.0));
    let mut b = Battle::new(s, 4).unwrap();
    to_first_pair(&mut b, Side::FIRST, "samurai");
    drive(&mut b, |s| {
        matches!(s.awaiting(), Awaiting::SpendOrder { .. })
    });
    while let Awaiting::SpendOrder { side } = b.state().awaiting() {
        b.execute(Command::Hold { side }).unwrap();
    }
    b.execute(Command::Activate {
        side: Side::FIRST,
        unit: "archers".into(),
    })
    .unwrap();
    drive(&mut b, |s| {
        matches!(s.awaiting(), Awaiting::SpendOrder { .. })
    });
    while let Awaiting::SpendOrder { side } = b.state().awaiting() {
        b.execute(Command::Hold { side }).unwrap();
    }
    assert_eq!(
        b.state().awaiting(),
        Awaiting::CommanderActivation { side: Side::FIRST }
    );
    let hand = b.state().sides()[0].deck.hand.clone();
    b.execute(Command::CommanderActivation {
        side: Side::FIRST,
        card: hand[0],
    })
    .unwrap();
    assert_eq!(b.state().sides()[0].deck.hand.len(), hand.len() - 1);
    b.execute(Command::Activate {
        side: Side::FIRST,
        unit: "ashigaru".into(),
    })
    .unwrap();
    assert!(b.state().pair().as_ref().unwrap().lone);
}

#[test]
fn r_chg_1_a_charge_across_open_ground_is_rolled_resolved_and_applied() {
    // 8 cm between centres: 5.5 cm between bases, less than MOV 10 + 1D6 (R-CHG-1).
    let mut b = Battle::new(setup(8.0, 5), 31).unwrap();
    to_first_pair(&mut b, Side::FIRST, "samurai");
    drive(&mut b, |s| {
        matches!(s.awaiting(), Awaiting::SpendOrder { side: Side::FIRST })
    });
    let before = b.state().clone();
    b.execute(Command::Order {
        side: Side::FIRST,
        unit: "samurai".into(),
        order: Order::Charge {
            target: "raiders".into(),
            powered: false,
            also: Vec::new(),
        },
    })
    .unwrap();
    // The raiders may answer with an opportunity charge (L620, R-OPP-4); they let it come.
    assert_eq!(
        b.state().awaiting(),
        Awaiting::OpportunityCharge { side: Side::SECOND }
    );
    b.execute(Command::LetMovePass { side: Side::SECOND })
        .unwrap();
    assert_eq!(
        b.state().awaiting(),
        Awaiting::ChargeReaction { side: Side::SECOND }
    );
    let n = b.log().len();
    b.execute(Command::ReactToCharge {
        side: Side::SECOND,
        reaction: ChargeReaction::Receive,
        powered: false,
    })
    .unwrap();
    drive(&mut b, |s| {
        matches!(s.awaiting(), Awaiting::FightBack { side: Side::SECOND })
    });
    let ev = events_since(&b, n);
    let (reach, distance, success) = ev
        .iter()
        .find_map(|e| match e {
            Event::ChargeResolved {
                reach_cm,
                distance_cm,
                success,
            } => Some((*reach_cm, *distance_cm, *success)),
            _ => None,
        })
        .expect("the charge roll");
    assert!(success && reach >= 11.0 && (distance - 5.5).abs() < 1e-3);
    // The chargers are now in contact (R-ENG-1), facing the enemy.
    let engaged =
        kensei::battle::engine::measure::engaged_enemies(b.state(), "samurai").collect::<Vec<_>>();
    assert_eq!(engaged, vec!["raiders".to_string()]);
    let n = b.log().len();
    b.execute(Command::FightBack {
        side: Side::SECOND,
        powered: false,
    })
    .unwrap();
    // The fight waits for offerings after each roll (R-DECK-4): both sides pass.
    drive(&mut b, |s| s.combat().is_none());
    let ev = events_since(&b, n);
    let report = ev
        .iter()
        .find_map(|e| match e {
            Event::CombatResolved { report, .. } => Some(report.clone()),
            _ => None,
        })
        .expect("the fight was resolved");
    // The charge bonus is in the attacker's pool (L672) and the charge powered nothing.
    let pool = report.attacker.pool.clone().unwrap();
    assert!(pool.rows.iter().any(|r| r.line == "L672"), "{pool:?}");
    // The result is applied: models lost match the calculator's casualties.
    let after = b.state();
    for (id, side) in [("samurai", &report.attacker), ("raiders", &report.defender)] {
        let was = before.unit(id).unwrap().models;
        let now = after.unit(id).map_or(0, |u| u.models);
        assert_eq!(now, was - side.after.casualties, "{id}");
    }
    // Side 1 spent an order to fight back (L638).
    let spent = ev.iter().any(|e| {
        matches!(
            e,
            Event::OrdersSpent {
                side: Side::SECOND,
                ..
            }
        )
    });
    assert!(spent);
}

#[test]
fn l796_a_duel_between_engaged_leaders_accepted_and_refused() {
    for accept in [true, false] {
        // 2.6 cm between centres: in contact, facing each other (R-ENG-1).
        let mut b = Battle::new(setup(2.6, 5), 44).unwrap();
        to_first_pair(&mut b, Side::FIRST, "samurai");
        drive(&mut b, |s| {
            matches!(s.awaiting(), Awaiting::SpendOrder { side: Side::FIRST })
        });
        b.execute(Command::Order {
            side: Side::FIRST,
            unit: "samurai".into(),
            order: Order::Duel {
                target: "raiders".into(),
                powered: false,
            },
        })
        .unwrap();
        assert_eq!(
            b.state().awaiting(),
            Awaiting::DuelAnswer { side: Side::SECOND }
        );
        let n = b.log().len();
        b.execute(Command::AnswerDuel {
            side: Side::SECOND,
            accept,
            powered: false,
        })
        .unwrap();
        drive(&mut b, |s| s.combat().is_none());
        let ev = events_since(&b, n);
        let report = ev
            .iter()
            .find_map(|e| match e {
                Event::CombatResolved { report, .. } => Some(report.clone()),
                _ => None,
            })
            .unwrap();
        let pool = report.attacker.pool.clone().unwrap();
        if accept {
            // The leaders alone: the hero's AT 4, nobody else's dice (L805).
            assert_eq!(pool.dice, 4, "{pool:?}");
            assert!(b.state().duel_units().contains(&"raiders".to_string()));
        } else {
            // Refused: a normal fight without the refusing leader's dice; dishonoured (L801).
            let def = report.defender.pool.clone().unwrap();
            assert!(!def.rows.iter().any(|r| r.line == "L670"), "{def:?}");
            let raiders = b.state().unit("raiders");
            assert!(raiders.is_none_or(|u| u.markers.dishonoured || u.leader.is_none()));
        }
    }
}

#[test]
fn r_deck_3_command_duel_higher_stake_takes_the_initiative() {
    let mut b = Battle::new(setup(30.0, 5), 13).unwrap();
    drive(&mut b, |s| {
        matches!(s.awaiting(), Awaiting::ActiveSide { .. })
    });
    let holder = b.state().initiative();
    let challenger = holder.other();
    let err = b
        .execute(Command::CommandDuel {
            side: holder,
            stake: vec![b.state().sides()[holder.index()].deck.hand[0]],
        })
        .unwrap_err();
    assert_eq!(err.citation().ruling, Some("R-DECK-3"));
    let best = *b.state().sides()[challenger.index()]
        .deck
        .hand
        .last()
        .unwrap();
    b.execute(Command::CommandDuel {
        side: challenger,
        stake: vec![best],
    })
    .unwrap();
    assert_eq!(b.state().awaiting(), Awaiting::DuelStake { side: holder });
    let low = b.state().sides()[holder.index()].deck.hand[0];
    b.execute(Command::StakeCommandDuel {
        side: holder,
        stake: vec![low],
    })
    .unwrap();
    let expected = if best > low { challenger } else { holder };
    assert_eq!(b.state().initiative(), expected);
    assert_eq!(
        b.state().awaiting(),
        Awaiting::ActiveSide { side: expected }
    );
    // One command duel per pair.
    let now_without = expected.other();
    if let Some(&c) = b.state().sides()[now_without.index()].deck.hand.first() {
        let err = b
            .execute(Command::CommandDuel {
                side: now_without,
                stake: vec![c],
            })
            .unwrap_err();
        assert_eq!(err.citation().ruling, Some("R-DECK-3"));
    }
}

#[test]
fn l1016_r_deck_7_a_command_duel_declared_on_a_roll_asks_the_roll_again_after_the_stakes() {
    // "En cualquier momento durante la fase de activación" (L1016): while the battle waits
    // for an offering on a roll of the activation phase, not only between orders.
    let mut b = Battle::new(setup(8.0, 5), 13).unwrap();
    let challenger_can = |s: &BattleState| {
        let c = s.initiative().other();
        s.phase() == Phase::Activation
            && matches!(s.awaiting(), Awaiting::Offerings { .. })
            && !s.command_duel_done()
            && s.sides()[c.index()].deck.hand.len() >= 2
            && s.sides()[s.initiative().index()].deck.hand.len() >= 2
    };
    drive(&mut b, challenger_can);
    let before = b.state().clone();
    let holder = before.initiative();
    let challenger = holder.other();
    let best = *before.sides()[challenger.index()]
        .deck
        .hand
        .iter()
        .max()
        .unwrap();
    let duel = Command::CommandDuel {
        side: challenger,
        stake: vec![best],
    };
    assert!(
        legal_commands(&before).contains(&duel),
        "offered on the roll"
    );
    b.execute(duel).unwrap();
    assert_eq!(b.state().awaiting(), Awaiting::DuelStake { side: holder });
    let low = *b.state().sides()[holder.index()]
        .deck
        .hand
        .iter()
        .min()
        .unwrap();
    b.execute(Command::StakeCommandDuel {
        side: holder,
        stake: vec![low],
    })
    .unwrap();
    let expected = if best > low { challenger } else { holder };
    assert_eq!(b.state().initiative(), expected);
    // The same roll, its dice unchanged, waits for its offerings again.
    let roll = |s: &BattleState| s.roll().as_ref().map(|r| (r.kind.clone(), r.dice.clone()));
    assert_eq!(roll(b.state()), roll(&before));
    assert!(
        matches!(b.state().awaiting(), Awaiting::Offerings { .. }),
        "{:?}",
        b.state().awaiting()
    );
}

#[test]
fn l300_a_powered_order_needs_two_orders() {
    let mut b = Battle::new(setup(8.0, 5), 2).unwrap();
    to_first_pair(&mut b, Side::FIRST, "samurai");
    drive(&mut b, |s| {
        matches!(s.awaiting(), Awaiting::SpendOrder { side: Side::FIRST })
    });
    let orders = b.state().pair().as_ref().unwrap().orders[0];
    let err = b
        .execute(Command::Order {
            side: Side::FIRST,
            unit: "samurai".into(),
            order: Order::Lead {
                units: vec!["archers".into()],
            },
        })
        .unwrap_err();
    // Lead is a lone leader's order; the rule named says why.
    assert!(
        err.citation().to_string() == "L819"
            || (orders < 2 && err.citation().to_string() == "L293, L472"),
        "{err}"
    );
    let err = b
        .execute(Command::Order {
            side: Side::FIRST,
            unit: "raiders".into(),
            order: Order::Parapet,
        })
        .unwrap_err();
    assert_eq!(
        err.citation().to_string(),
        "L276, L289",
        "not an active unit of the side"
    );
}

#[test]
fn a_full_two_turn_battle_ends_by_the_turn_limit_and_replays() {
    // Seed 2: no army is wiped out in two turns (the first legal command uses commander
    // orders too, and with seed 1 the Wako fall in turn 2).
    let mut b = Battle::new(setup(8.0, 2), 2).unwrap();
    drive(&mut b, |s| s.phase() == Phase::Ended);
    let s = b.state();
    assert_eq!(s.turn(), 2);
    assert!(
        matches!(
            s.end_reason().as_ref().and_then(|r| r.typed()),
            Some(BattleEnd::LastTurn { turn: 2 })
        ),
        "{:?}",
        s.end_reason()
    );
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("battle.json");
    b.save(&path).unwrap();
    let again = Battle::load(&path).unwrap();
    assert_eq!(again.state(), b.state());
    assert_eq!(
        Battle::verify(&b.to_saved()),
        Ok(kensei::battle::Verdict::Agrees)
    );
}

#[test]
fn l211_l212_army_leaders_go_down_after_every_unit_has_its_first_model() {
    use kensei::battle::setup::roster::{load_scenario, load_side};
    use std::path::Path;
    let scenario = load_scenario(Path::new("scenarios/pitched_battle.json")).unwrap();
    let sides = [
        "armies/lists/akagane_400.json",
        "armies/lists/hayashi_400.json",
    ]
    .map(|p| load_side(Path::new(p)).unwrap());
    let mut b = Battle::new(BattleSetup::new(400, scenario, sides), 7).unwrap();
    drive(&mut b, |s| matches!(s.awaiting(), Awaiting::Deploy { .. }));
    // A leader first is refused, naming both steps.
    let s = b.state().clone();
    let Awaiting::Deploy { side } = s.awaiting() else {
        unreachable!()
    };
    let leader = s
        .models()
        .iter()
        .find(|m| m.side == side && m.leader)
        .expect("a leader");
    let zone = kensei::battle::engine::measure::deployment_zone(&s, side);
    let (x, y) = zone.iter().fold((0.0, 0.0), |a, p| {
        (
            a.0 + p[0] / zone.len() as f64,
            a.1 + p[1] / zone.len() as f64,
        )
    });
    let refused = b
        .clone()
        .execute(Command::Deploy {
            side,
            model: leader.id.clone(),
            x,
            y,
            facing_deg: 90.0,
        })
        .unwrap_err();
    assert_eq!(refused.citation().to_string(), "L211, L212");
    // Played through, no leader goes down before every unit that is not a lone leader has a
    // model on the table, and no unit starts with its leader.
    drive(&mut b, |s| s.phase() != Phase::Setup);
    let mut state = b.state().clone();
    let deployed: Vec<String> = b
        .log()
        .iter()
        .filter_map(|e| match &e.command {
            Command::Deploy { model, .. } => Some(model.clone()),
            _ => None,
        })
        .collect();
    assert!(!deployed.is_empty());
    // Replay the placements on a copy whose models are all off the table again.
    for m in state.models_mut() {
        m.deployed = false;
    }
    for id in &deployed {
        let m = state.model(id).cloned().unwrap();
        if m.leader {
            assert!(
                state.side_represented(Side::FIRST) && state.side_represented(Side::SECOND),
                "{id} went down in step 2"
            );
        }
        if let Some(p) = state.models_mut().iter_mut().find(|p| &p.id == id) {
            p.deployed = true;
        }
    }
}
