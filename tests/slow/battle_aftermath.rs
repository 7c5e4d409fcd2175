//! Whole battles played by the engine's own legal commands, checking after every command what
//! the steps after a melee (L962-996) must keep true: every unit's model count matches the
//! models on the table (casualties from collisions, pursuits and isolation included), a
//! pending step after a melee is what the battle waits for (once the combat being rolled is
//! over), and the battle's save opens and verifies.

use kensei::battle::model::awaiting::Awaiting;
use kensei::battle::model::state::{BattleState, RollKind};
use kensei::battle::setup::roster::{load_scenario, load_side};
use kensei::battle::{Battle, BattleSetup, legal_commands};
use std::path::Path;

fn check_invariants(s: &BattleState, at: usize) {
    for u in s.units().iter().filter(|u| !u.removed) {
        let on_table = s.models_of(&u.id).filter(|m| !m.leader).count() as u32;
        assert_eq!(on_table, u.models, "entry {at}: `{}` model count", u.id);
        let leader = s.models_of(&u.id).any(|m| m.leader);
        assert_eq!(leader, u.leader.is_some(), "entry {at}: `{}` leader", u.id);
    }
    // A combat of a multiple combat being rolled waits for offerings and protect-the-leader
    // choices (R-DECK-4, R-WOUND-4) before the chain's next step; so do the rolls of the steps
    // after a melee: a pursuit's Honor test and move dice (L980-984), a chain loser's Honor test
    // and fall-back dice (L715).
    let step_roll = s.roll().as_ref().is_some_and(|r| {
        matches!(
            r.kind,
            RollKind::PursuitHonor { .. }
                | RollKind::PursuitMove { .. }
                | RollKind::ChainHonor { .. }
                | RollKind::ChainFallBack { .. }
        )
    });
    if step_roll {
        assert!(
            matches!(s.awaiting(), Awaiting::Offerings { .. }),
            "entry {at}: a roll after a melee is pending but the battle waits for {:?}",
            s.awaiting()
        );
    } else if s.aftermath().is_some()
        && s.combat().is_none()
        // An opportunity charge on the loser's fall back (L846-852), its roll and the fight it
        // brings come before the steps after the first melee.
        && s.pending_move().is_none()
        && s.fight().is_none()
    {
        assert!(
            matches!(
                s.awaiting(),
                Awaiting::NextCombat { .. }
                    | Awaiting::PickOpponents { .. }
                    | Awaiting::FightBack { .. }
                    | Awaiting::Pursuit { .. }
                    | Awaiting::MeleeMove { .. }
            ),
            "entry {at}: a step after a melee is pending but the battle waits for {:?}",
            s.awaiting()
        );
    }
}

#[test]
fn battles_with_pursuits_chains_and_isolated_models_keep_their_counts_and_replay() {
    let lists = [
        "armies/lists/akagane_400.json",
        "armies/lists/hayashi_400.json",
    ];
    let mut seen = [0usize; 3];
    for (scenario, seed) in [
        ("scenarios/pitched_battle.json", 2),
        ("scenarios/escort.json", 1),
        ("scenarios/hold_the_bridge.json", 1),
        ("scenarios/night_raid.json", 1),
        ("scenarios/pitched_battle.json", 7),
        // A pursuit, since the table side choice moved the dice (R-SCEN-1).
        ("scenarios/pitched_battle.json", 42),
    ] {
        let sc = load_scenario(Path::new(scenario)).unwrap();
        let a = load_side(Path::new(lists[0])).unwrap();
        let b = load_side(Path::new(lists[1])).unwrap();
        let mut battle = Battle::new(BattleSetup::new(400, sc, [a, b]), seed).unwrap();
        for i in 0..2000 {
            let legal = legal_commands(battle.state());
            let Some(cmd) = legal.first().cloned() else {
                break;
            };
            match battle.state().awaiting() {
                Awaiting::NextCombat { .. } => seen[0] += 1,
                Awaiting::Pursuit { .. } => seen[1] += 1,
                Awaiting::MeleeMove { .. } => seen[2] += 1,
                _ => {}
            }
            battle.execute(cmd).unwrap();
            check_invariants(battle.state(), i + 1);
        }
        let saved = battle.to_saved();
        let again = Battle::open(&saved).unwrap();
        assert_eq!(again.state(), battle.state());
        assert_eq!(Battle::verify(&saved), Ok(kensei::battle::Verdict::Agrees));
    }
    assert!(seen.iter().all(|&n| n > 0), "decisions met: {seen:?}");
}
