//! Plays whole battles with the first legal command (as `kensei battle play`) and counts the
//! opportunity charges (L846-852) by the kind of move they answer: move orders, charges,
//! flights, fall backs, melee moves, pursuits; how many caught the mover; whether each battle
//! ended and its save replays (its commands, executed again, give its events: `Battle::verify`).
//!
//! `cargo run --example opportunity_audit -- SCENARIO.json A.json B.json SEED...`

use kensei::battle::model::event::Event;
use kensei::battle::model::pending_move::MoveKind;
use kensei::battle::setup::roster::{load_scenario, load_side};
use kensei::battle::{Battle, BattleSetup, Phase, legal_commands};

fn kind_index(kind: &MoveKind) -> usize {
    match kind {
        MoveKind::Order => 0,
        MoveKind::Charge { .. } => 1,
        MoveKind::Flight { .. } => 2,
        MoveKind::FallBack { .. } => 3,
        MoveKind::MeleeMove => 4,
        MoveKind::Pursuit { .. } => 5,
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let scenario = load_scenario(std::path::Path::new(&args[0])).expect("scenario");
    let a = load_side(std::path::Path::new(&args[1])).expect("side A");
    let b = load_side(std::path::Path::new(&args[2])).expect("side B");
    for seed in &args[3..] {
        let seed: u64 = seed.parse().expect("seed");
        let setup = BattleSetup::new(400, scenario.clone(), [a.clone(), b.clone()]);
        let mut battle = Battle::new(setup, seed).expect("battle");
        // Offered, charged and caught, per kind.
        let mut offered = [0usize; 6];
        let mut charged = [0usize; 6];
        let mut caught = [0usize; 6];
        let mut kind = 0;
        let mut steps = 0;
        while battle.state().phase() != Phase::Ended && steps < 100_000 {
            steps += 1;
            let Some(cmd) = legal_commands(battle.state()).into_iter().next() else {
                println!(
                    "seed {seed}: stuck waiting for {:?}",
                    battle.state().awaiting()
                );
                break;
            };
            let waiting_before = battle.state().pending_move().is_some();
            battle.execute(cmd).expect("a listed command is legal");
            // Offered: the battle now waits for the answer to a move that did not wait before.
            if let Some(p) = &battle.state().pending_move()
                && !waiting_before
                && p.charger.is_none()
            {
                offered[kind_index(&p.kind)] += 1;
            }
            let entry = battle.log().last().expect("an entry");
            for e in &entry.events {
                match e {
                    Event::PendingMoveSet { pending: Some(p) }
                        if !p.caught && p.charger.is_some() =>
                    {
                        kind = kind_index(&p.kind);
                        charged[kind] += 1;
                    }
                    Event::OpportunityChargeResolved {
                        caught_at: Some(_), ..
                    } => caught[kind] += 1,
                    _ => {}
                }
            }
        }
        let replays = Battle::verify(&battle.to_saved()) == Ok(kensei::battle::Verdict::Agrees);
        println!(
            "seed {seed}: {:?} after {} commands, replays {replays}; opportunity charges \
             (move orders, charges, flights, fall backs, melee moves, pursuits): offered {offered:?}, made {charged:?}, \
             caught {caught:?}",
            battle.state().phase(),
            battle.log().len()
        );
    }
}
