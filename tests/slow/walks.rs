//! Fall backs, retreats and pursuits on the real table (L966, L984, L523): whole automatic
//! battles on the four scenarios never leave a model on impassable terrain, checked after
//! every command.

use kensei::battle::model::state::BattleState;
use kensei::battle::setup::roster::{load_scenario, load_side};
use kensei::battle::{Battle, BattleSetup, Event, engine::measure, legal_commands};
use kensei::table::model::TerrainKind;
use kensei::table::{MoveKind, MoveRequest};
use std::path::Path;

const SCENARIOS: [&str; 4] = [
    "scenarios/pitched_battle.json",
    "scenarios/hold_the_bridge.json",
    "scenarios/escort.json",
    "scenarios/night_raid.json",
];

/// The models whose bases touch or stand on impassable terrain (the table's move checker, for
/// a model that stays where it is).
fn on_impassable(s: &BattleState) -> Vec<String> {
    let Some(table) = measure::table(s) else {
        return Vec::new();
    };
    if !table
        .terrain
        .iter()
        .any(|t| t.kind == TerrainKind::Impassable)
    {
        return Vec::new();
    }
    (0..table.models.len())
        .filter(|&i| {
            !table
                .check_move(&MoveRequest {
                    model: i,
                    path: vec![table.models[i].foot.centre],
                    final_facing_deg: None,
                    kind: MoveKind::Move,
                    mov_cm: 0.0,
                    die: None,
                })
                .crosses_impassable
                .is_empty()
        })
        .map(|i| table.models[i].id.clone())
        .collect()
}

#[test]
fn l523_automatic_battles_never_leave_a_model_on_impassable_terrain() {
    let lists = [
        "armies/lists/akagane_400.json",
        "armies/lists/hayashi_400.json",
    ];
    let mut moves_after_melee = 0;
    for scenario in SCENARIOS {
        for seed in [1, 2] {
            let sc = load_scenario(Path::new(scenario)).unwrap();
            let a = load_side(Path::new(lists[0])).unwrap();
            let b = load_side(Path::new(lists[1])).unwrap();
            let mut battle = Battle::new(BattleSetup::new(400, sc, [a, b]), seed).unwrap();
            let mut finished = false;
            for i in 0..3000 {
                let legal = legal_commands(battle.state());
                let Some(cmd) = legal.first().cloned() else {
                    finished = true;
                    break;
                };
                let events = battle.execute(cmd.clone()).unwrap().to_vec();
                moves_after_melee += events
                    .iter()
                    .filter(|e| matches!(e, Event::FallBack { .. } | Event::PursuitRolled { .. }))
                    .count();
                let on = on_impassable(battle.state());
                assert!(
                    on.is_empty(),
                    "{scenario} seed {seed}, entry {}: {on:?} on impassable terrain after {cmd:?}",
                    i + 1
                );
            }
            assert!(finished, "{scenario} seed {seed} did not finish");
            assert_eq!(battle.state().phase(), kensei::battle::Phase::Ended);
        }
    }
    assert!(
        moves_after_melee > 0,
        "no fall back, retreat or pursuit met"
    );
}
