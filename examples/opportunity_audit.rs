//! Plays whole battles with the first legal command (as `kensei battle play`) and counts the
//! opportunity charges (L846-852) by the kind of move they answer: move orders, charges,
//! flights, fall backs; how many caught the mover; whether each battle ended and replays.
//!
//! `cargo run --example opportunity_audit -- SCENARIO.json A.json B.json SEED...`

use kensei::battle::event::Event;
use kensei::battle::opportunity::MoveKind;
use kensei::battle::roster::{load_scenario, load_side};
use kensei::battle::{Battle, BattleSetup, Phase, legal_commands};

fn kind_index(kind: &MoveKind) -> usize {
    match kind {
        MoveKind::Order => 0,
        MoveKind::Charge { .. } => 1,
        MoveKind::Flight { .. } => 2,
        MoveKind::FallBack { .. } => 3,
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
        let mut offered = [0usize; 4];
        let mut charged = [0usize; 4];
        let mut caught = [0usize; 4];
        let mut kind = 0;
        let mut steps = 0;
        while battle.state().phase != Phase::Ended && steps < 100_000 {
            steps += 1;
            let Some(cmd) = legal_commands(battle.state()).into_iter().next() else {
                println!(
                    "seed {seed}: stuck waiting for {:?}",
                    battle.state().awaiting
                );
                break;
            };
            battle.execute(cmd).expect("a listed command is legal");
            let entry = battle.log().last().expect("an entry");
            // A multiple combat's fall back is set twice in one entry (the losers still to
            // test join it): one offer.
            let mut offered_now = false;
            for e in &entry.events {
                match e {
                    Event::PendingMoveSet { pending: Some(p) } if !p.caught => {
                        kind = kind_index(&p.kind);
                        if p.charger.is_some() {
                            charged[kind] += 1;
                        } else if !offered_now {
                            offered[kind] += 1;
                            offered_now = true;
                        }
                    }
                    Event::OpportunityChargeResolved {
                        caught_at: Some(_), ..
                    } => caught[kind] += 1,
                    _ => {}
                }
            }
        }
        let replays = Battle::replay(&battle.to_saved())
            .map(|r| r.state() == battle.state())
            .unwrap_or(false);
        println!(
            "seed {seed}: {:?} after {} commands, replays {replays}; opportunity charges \
             (move orders, charges, flights, fall backs): offered {offered:?}, made {charged:?}, \
             caught {caught:?}",
            battle.state().phase,
            battle.log().len()
        );
    }
}
