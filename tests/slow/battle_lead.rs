//! Lead orders (*liderar*, L828-838) in whole automatic battles (`kensei battle play`'s loop,
//! the first legal command each time): the lone leaders of the bundled 600-point lists and of
//! the Takeda roster deploy among the units they can lead, are activated first and lead them;
//! each led unit rolls its order die for ki (L838, `led_order_rolled`) and the active units
//! give their one order each (L834, `led_order_given`). The battles end, and their saves open and verify.

use kensei::battle::model::command::{Command, Order};
use kensei::battle::setup::roster::{load_scenario, load_side};
use kensei::battle::{Battle, BattleSetup, Event, Phase, legal_commands};
use std::path::Path;

/// Plays a whole battle; returns (Lead orders given, units led, led order rolls, led orders).
fn play(scenario: &str, lists: [&str; 2], points: u32, seed: u64) -> [usize; 4] {
    let sc = load_scenario(Path::new(scenario)).unwrap();
    let sides = lists.map(|l| load_side(Path::new(l)).unwrap());
    let mut battle = Battle::new(BattleSetup::new(points, sc, sides), seed).unwrap();
    let mut counts = [0usize; 4];
    for _ in 0..5000 {
        // The choice `kensei battle play` makes.
        let legal = legal_commands(battle.state());
        let Some(cmd) =
            kensei::battle::policy::leader_candidates::play_choice(battle.state(), legal)
        else {
            break;
        };
        if matches!(
            cmd,
            Command::Order {
                order: Order::Lead { .. },
                ..
            }
        ) {
            counts[0] += 1;
        }
        for e in battle.execute(cmd).unwrap() {
            match e {
                Event::UnitsLed { units } => counts[1] += units.len(),
                Event::LedOrderRolled { .. } => counts[2] += 1,
                Event::LedOrderGiven { .. } => counts[3] += 1,
                _ => {}
            }
        }
    }
    assert_eq!(
        battle.state().phase(),
        Phase::Ended,
        "{scenario} seed {seed}: the battle did not end"
    );
    let saved = battle.to_saved();
    let again = Battle::open(&saved).unwrap();
    assert_eq!(again.state(), battle.state(), "{scenario} seed {seed}");
    assert_eq!(
        Battle::verify(&saved),
        Ok(kensei::battle::Verdict::Agrees),
        "{scenario} seed {seed}"
    );
    counts
}

#[test]
fn l828_l838_automatic_battles_give_lead_orders_and_roll_the_led_units_orders() {
    let lists600 = [
        "armies/lists/akagane_600.json",
        "armies/lists/hayashi_600.json",
    ];
    let rosters = [
        "tests/fixtures/battle_side_takeda.json",
        "tests/fixtures/battle_side_wako.json",
    ];
    let battles = [
        ("scenarios/pitched_battle.json", lists600, 600, 2),
        ("scenarios/hold_the_bridge.json", lists600, 600, 7),
        ("scenarios/night_raid.json", lists600, 600, 1),
        ("scenarios/escort.json", rosters, 400, 2),
        // Seed 2 since the first hands come before the strategy roll (L193, L210): seed 1 has
        // its lone general lead none.
        ("scenarios/pitched_battle.json", rosters, 400, 2),
    ];
    for (scenario, lists, points, seed) in battles {
        let [leads, led, rolls, orders] = play(scenario, lists, points, seed);
        assert!(leads > 0, "{scenario} seed {seed}: no Lead order");
        // L838: one order roll per unit led, no more, no less.
        assert_eq!(rolls, led, "{scenario} seed {seed}");
        assert!(led >= leads);
        // L834: the leader and the units it led give their orders.
        assert!(orders > 0, "{scenario} seed {seed}: no led order given");
        assert!(orders <= leads + led, "{scenario} seed {seed}");
    }
}
