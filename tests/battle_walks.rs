//! Fall backs, retreats and pursuits on the real table (L966, L984, L523): whole automatic
//! battles on the four scenarios never leave a model on impassable terrain, checked after
//! every command; and a battle saved while those moves went in straight lines still loads.

use kensei::battle::model::state::BattleState;
use kensei::battle::setup::roster::{load_scenario, load_side};
use kensei::battle::{
    Awaiting, Battle, BattleSetup, Difference, Event, Verdict, engine::measure, legal_commands,
};
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
            assert_eq!(battle.state().phase, kensei::battle::Phase::Ended);
        }
    }
    assert!(
        moves_after_melee > 0,
        "no fall back, retreat or pursuit met"
    );
}

#[test]
fn a_battle_saved_while_fall_backs_went_straight_still_loads_as_it_was_played() {
    // Saved in format 2 (pitched battle, seed 2, the first 190 entries): entry 189's fall back
    // went in a straight line, and the walk on the table now puts its models elsewhere.
    let path = Path::new("tests/fixtures/battle_save_format2_straight_fall_back.json");
    let b = Battle::load(path).unwrap();
    let saved = b.to_saved();
    let text = std::fs::read_to_string(path).unwrap();
    let original: kensei::battle::SavedBattle = serde_json::from_str(&text).unwrap();
    assert_eq!(original.format, 2);
    // Every recorded event is kept, the straight moves included (the end state they reach is
    // `battle_saves::every_fixture_opens_in_the_state_it_ended_in`).
    assert_eq!(saved.log, original.log);
    assert!(
        saved.log[188]
            .events
            .iter()
            .any(|e| matches!(e, Event::FallBack { .. }))
    );
    // Played again now, that entry's fall back walks elsewhere: only its recorded events keep
    // the battle as it was.
    let mut before = original.clone();
    before.log.truncate(188);
    let mut again = Battle::open(&before).unwrap();
    let mut now = again
        .execute(original.log[188].command.clone())
        .unwrap()
        .to_vec();
    // Today the side chooses its casualties before the fall back (R-CAS-2): the default.
    while matches!(again.state().awaiting, Awaiting::ChooseCasualties { .. }) {
        let nearest = legal_commands(again.state()).remove(0);
        now.extend(again.execute(nearest).unwrap().iter().cloned());
    }
    assert!(now.iter().any(|e| matches!(e, Event::FallBack { .. })));
    assert_ne!(now, original.log[188].events);
    // Today's rules play the log otherwise (its leaders deploy before every unit has a model
    // down, L211-212; its charges would be answered by opportunity charges; its fall back at
    // entry 189 walks elsewhere): `--verify` says where.
    match Battle::verify(&original) {
        Ok(Verdict::Differs(
            Difference::Mismatch { index, .. } | Difference::Illegal { index, .. },
        )) => {
            assert!(index <= 189, "{index}")
        }
        other => panic!("expected a mismatch, got {other:?}"),
    }
}
