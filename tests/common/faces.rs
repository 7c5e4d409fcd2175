//! Twenty seeded charge situations for the tests that hold the faces equal (issue 57): bundled
//! scenarios with the bundled lists, each battle played on by `kensei battle play`'s chooser
//! and, at each of its first states where a unit may charge an enemy, that unit and that enemy.

use kensei::battle::policy::leader_candidates::play_choice;
use kensei::battle::setup::roster::{load_scenario, load_side};
use kensei::battle::{Battle, BattleSetup, Command, Order, legal_commands};
use std::path::Path;

/// A battle as it stands, and a unit of it that may charge the enemy unit `target` now.
#[derive(Clone)]
pub struct ChargeSituation {
    pub battle: Battle,
    pub charger: String,
    pub target: String,
    /// Which scenario, lists and seed, for a failing test's message.
    pub name: String,
}

/// The battles the situations come from: scenario, the two lists, battle points, seed.
const BATTLES: [(&str, [&str; 2], u32, u64); 7] = [
    ("pitched_battle", ["akagane_400", "hayashi_400"], 400, 1),
    ("hold_the_bridge", ["hayashi_400", "yomi_host_400"], 400, 2),
    ("escort", ["yomi_host_400", "akagane_400"], 400, 3),
    ("night_raid", ["akagane_250", "yomi_host_250"], 250, 4),
    ("pitched_battle", ["hayashi_250", "akagane_250"], 250, 5),
    ("hold_the_bridge", ["akagane_600", "hayashi_600"], 600, 6),
    ("escort", ["hayashi_600", "yomi_host_600"], 600, 7),
];

/// Situations taken from each battle.
const PER_BATTLE: usize = 4;

/// The twenty situations, at most four per battle of [`BATTLES`] in turn, each pair of charger
/// and target once in its battle.
pub fn charge_situations() -> Vec<ChargeSituation> {
    let mut out = Vec::new();
    for (scenario, lists, points, seed) in BATTLES {
        if out.len() == 20 {
            break;
        }
        let sc = load_scenario(Path::new(&format!("scenarios/{scenario}.json"))).unwrap();
        let sides = lists.map(|l| load_side(Path::new(&format!("armies/lists/{l}.json"))).unwrap());
        let mut battle = Battle::new(BattleSetup::new(points, sc, sides), seed).unwrap();
        let mut taken: Vec<(String, String)> = Vec::new();
        for _ in 0..1500 {
            if taken.len() == PER_BATTLE || out.len() == 20 {
                break;
            }
            let legal = legal_commands(battle.state());
            let charge = legal.iter().find_map(|c| match c {
                Command::Order {
                    unit,
                    order: Order::Charge { target, .. },
                    ..
                } if !taken.contains(&(unit.clone(), target.clone())) => {
                    Some((unit.clone(), target.clone()))
                }
                _ => None,
            });
            if let Some((charger, target)) = charge {
                out.push(ChargeSituation {
                    battle: battle.clone(),
                    name: format!(
                        "{scenario} {} v {} seed {seed}, command {}: {charger} on {target}",
                        lists[0],
                        lists[1],
                        battle.log().len()
                    ),
                    charger: charger.clone(),
                    target: target.clone(),
                });
                taken.push((charger, target));
            }
            let Some(c) = play_choice(battle.state(), legal) else {
                break;
            };
            battle.execute(c).unwrap();
        }
    }
    assert_eq!(out.len(), 20);
    out
}
