//! "Deploy the rest for me" on every bundled scenario (L206-214, R-FORM-1): the setup played
//! to the end of its deployment with `next_deployment` choosing every placement, and each
//! base checked as the engine measures it. The full cross product of scenarios and list pairs
//! is too slow for the debug suite, so the pairs are sampled deterministically: scenario `s`
//! (in file order) meets list `i` against list `i + 1 + 2s` for every `i` of the parity of `s`
//! (four or five pairs): every scenario is covered, and every list stands on each side in at
//! least one scenario.

use kensei::battle::engine::measure;
use kensei::battle::legal_commands;
use kensei::battle::model::awaiting::Awaiting;
use kensei::battle::model::command::Command;
use kensei::battle::model::state::BattleState;
use kensei::battle::model::state::Phase;
use kensei::battle::moves::move_order::formation_violations;
use kensei::battle::policy::deploy_in_formation::next_deployment;
use kensei::battle::policy::general::tournament::Fixture;
use kensei::table::deploy::UNIT_GAP_CM;
use std::path::Path;

/// The stems of the shipped files in `folder` (`scenarios`, `armies/lists`), in file order.
fn stems(folder: &str) -> Vec<String> {
    let mut stems: Vec<String> = std::fs::read_dir(folder)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    stems.sort();
    stems
}

/// The two lists a scenario of an extra game mode is played with (its `mode`'s bundled lists),
/// `None` for a scenario of the book's battle, played with `armies/lists`.
fn mode_pair(scenario: &str) -> Option<[&'static str; 2]> {
    let text = std::fs::read_to_string(format!("scenarios/{scenario}.json")).unwrap();
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    match json.get("mode").and_then(|m| m.as_str()) {
        Some("raid") => Some(["raid/akagane_raid", "raid/hayashi_raid"]),
        Some("total_war") => Some(["total_war/akagane_total_war", "total_war/hayashi_total_war"]),
        _ => None,
    }
}

/// The setup's answer for a player who leaves it to the program, as "Finish the setup for
/// me" gives it: no offering, no extra terrain, no commander order used, every model placed
/// by `next_deployment`.
fn for_me(state: &BattleState) -> Command {
    match state.awaiting() {
        Awaiting::Offerings { side } => Command::PassOffering { side },
        Awaiting::ExtraTerrain { side } => Command::EndTerrain { side },
        Awaiting::Deploy { .. } => next_deployment(state).expect("a deployment"),
        _ => legal_commands(state)
            .into_iter()
            .find(|c| {
                !matches!(
                    c,
                    Command::CommandDuel { .. } | Command::UseCommanderOrder { .. }
                )
            })
            .expect("a command"),
    }
}

/// The state once the deployment of `scenario`, `lists[0]` against `lists[1]`, ended.
fn deployed(scenario: &str, lists: [&str; 2]) -> BattleState {
    let scenario_path = format!("scenarios/{scenario}.json");
    let paths = lists.map(|l| format!("armies/lists/{l}.json"));
    let fixture = Fixture::load(
        Path::new(&scenario_path),
        [Path::new(&paths[0]), Path::new(&paths[1])],
    )
    .unwrap();
    let mut battle = fixture.battle(1).unwrap();
    for _ in 0..600 {
        let state = battle.state();
        if state.phase() != Phase::Setup {
            return state.clone();
        }
        let c = for_me(state);
        battle.execute(c).unwrap();
    }
    panic!("{scenario} {lists:?}: the setup did not end");
}

/// Every way the deployment in `state` breaks L206-214 or R-FORM-1, in words for the failure.
fn faults(state: &BattleState) -> Vec<String> {
    let mut out = Vec::new();
    let models = state.models();
    for m in models {
        if !m.deployed {
            out.push(format!("{} not deployed", m.id));
            continue;
        }
        if !measure::in_deployment_zone(state, m, m.side) {
            out.push(format!("{} outside its zone (L211)", m.id));
        }
        if let Some(t) = measure::impassable_under(state, m) {
            out.push(format!("{} on impassable {t} (L523)", m.id));
        }
    }
    for (i, a) in models.iter().enumerate() {
        for b in &models[i + 1..] {
            let overlap = measure::overlap_cm(a, b);
            if overlap > measure::TOUCHING_CM {
                out.push(format!("{} on {} by {overlap:.2} cm (L531)", a.id, b.id));
            }
            let lone = |u: &str| state.unit(u).is_some_and(|u| u.is_lone_leader());
            // Lone leaders stand beside the unit they may lead (L212).
            let gap = if lone(&a.unit) || lone(&b.unit) {
                0.5
            } else {
                UNIT_GAP_CM
            };
            let d = measure::distance(a, b);
            if a.unit != b.unit && d < gap - 1e-3 {
                out.push(format!(
                    "{} of {} {d:.2} cm from {} of {}",
                    a.id, a.unit, b.id, b.unit
                ));
            }
        }
    }
    for u in state.units() {
        let v = formation_violations(state, &u.id);
        if !v.is_empty() {
            out.push(format!("{} out of formation (R-FORM-1): {:?}", u.id, v));
        }
    }
    out
}

#[test]
fn l206_l214_r_form_1_deploy_the_rest_for_me_leaves_every_unit_in_formation_in_its_zone_apart() {
    let lists = stems("armies/lists");
    let scenarios = stems("scenarios");
    assert!(
        lists.len() >= 9 && scenarios.len() >= 4,
        "{lists:?} {scenarios:?}"
    );
    let mut failed = Vec::new();
    for (s, scenario) in scenarios.iter().enumerate() {
        if let Some(pair) = mode_pair(scenario) {
            for f in faults(&deployed(scenario, pair)) {
                failed.push(format!("{scenario} {pair:?}: {f}"));
            }
            continue;
        }
        for i in (0..lists.len()).filter(|i| i % 2 == s % 2) {
            let j = (i + 1 + 2 * s) % lists.len();
            let pair = [lists[i].as_str(), lists[j].as_str()];
            let state = deployed(scenario, pair);
            for f in faults(&state) {
                failed.push(format!("{scenario} {pair:?}: {f}"));
            }
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}

/// The state once the normal computer general deployed both sides of `scenario`, `lists[0]`
/// against `lists[1]`.
fn deployed_by_the_general(scenario: &str, lists: [&str; 2]) -> BattleState {
    use kensei::battle::Side;
    use kensei::battle::policy::general::{General, Level, Temperament, deciding_side};
    let scenario_path = format!("scenarios/{scenario}.json");
    let paths = lists.map(|l| format!("armies/lists/{l}.json"));
    let fixture = Fixture::load(
        Path::new(&scenario_path),
        [Path::new(&paths[0]), Path::new(&paths[1])],
    )
    .unwrap();
    let mut battle = fixture.battle(1).unwrap();
    let mut generals =
        Side::BOTH.map(|s| General::new(s, Level::Normal, Temperament::default(), 1));
    for _ in 0..600 {
        let state = battle.state();
        if state.phase() != Phase::Setup {
            return state.clone();
        }
        let c = match deciding_side(state) {
            Some(side) => {
                generals[side.index()]
                    .decide(state)
                    .expect("a decision")
                    .command
            }
            None => for_me(state),
        };
        battle.execute(c).unwrap();
    }
    panic!("{scenario} {lists:?}: the setup did not end");
}

/// L206-214, R-FORM-1: the computer general, which moves each unit's first model toward the
/// enemy, forms the rest of the unit in ranks round it: on every bundled scenario, one pair of
/// lists each (list `s` against list `s + 4`), no base on another, every unit in formation,
/// in its zone and apart.
#[test]
fn l206_l214_r_form_1_the_general_deploys_every_unit_in_formation_in_its_zone_apart() {
    let lists = stems("armies/lists");
    let mut failed = Vec::new();
    for (s, scenario) in stems("scenarios").iter().enumerate() {
        let pair = mode_pair(scenario)
            .unwrap_or([lists[s].as_str(), lists[(s + 4) % lists.len()].as_str()]);
        let state = deployed_by_the_general(scenario, pair);
        for f in faults(&state) {
            failed.push(format!("{scenario} {pair:?}: {f}"));
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}

/// R-FORM-1: `unformed_units`, which "Finish the setup for me" names to the player, names
/// exactly the units out of formation: none after "Deploy the rest for me", and the ones a
/// deployment by the legal commands' first offers leaves out of it (each model beside one
/// mate, not in ranks).
#[test]
fn r_form_1_the_units_named_out_of_formation_are_those_out_of_it() {
    use kensei::battle::policy::deploy_in_formation::unformed_units;
    let out_of_formation = |s: &BattleState| -> Vec<String> {
        s.units()
            .iter()
            .filter(|u| !formation_violations(s, &u.id).is_empty())
            .map(|u| u.id.clone())
            .collect()
    };
    let formed = deployed("pitched_battle", ["akagane_400", "hayashi_400"]);
    assert_eq!(unformed_units(&formed), Vec::<String>::new());
    let scenario = Path::new("scenarios/pitched_battle.json");
    let lists = [
        "armies/lists/akagane_400.json",
        "armies/lists/hayashi_400.json",
    ];
    let fixture = Fixture::load(scenario, lists.map(Path::new)).unwrap();
    let mut battle = fixture.battle(1).unwrap();
    while battle.state().phase() == Phase::Setup {
        let c = legal_commands(battle.state()).remove(0);
        battle.execute(c).unwrap();
    }
    let jumbled = battle.state();
    let named = unformed_units(jumbled);
    assert!(!named.is_empty());
    assert_eq!(named, out_of_formation(jumbled));
}
