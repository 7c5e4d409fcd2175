//! Plays battles as `kensei battle play` does (the first legal command each time) and counts the
//! move orders (move, run, disengage) that leave their unit with more formation violations than
//! it had before (R-FORM-1, L391), the models that end on another (L531), and the opportunity
//! charges made (L846).
//!
//! `cargo run --example formation_audit -- SCENARIO.json A.json B.json SEED...`

use kensei::battle::model::command::{Command, Order};
use kensei::battle::moves::move_order;
use kensei::battle::setup::roster::{load_scenario, load_side};
use kensei::battle::{Battle, BattleSetup, BattleState, Phase, engine::measure, legal_commands};
use kensei::table::formation::FormationKind;

fn violations(state: &BattleState, unit: &str) -> usize {
    let Some(table) = measure::table(state) else {
        return 0;
    };
    let Some(u) = state.unit(unit) else { return 0 };
    let Some(i) = table.units.iter().position(|t| t.id == unit) else {
        return 0;
    };
    let kind = if u.acting_profile().skirmisher {
        FormationKind::Open
    } else {
        FormationKind::Closed
    };
    table.formation(i, kind).violations.len()
}

fn overlaps(state: &BattleState, unit: &str) -> usize {
    let mine: Vec<_> = state.models_of(unit).filter(|m| m.deployed).collect();
    let mut n = 0;
    for m in &mine {
        if state.models().iter().any(|o| {
            o.deployed && o.id != m.id && move_order::overlap_cm(m, o) > move_order::TOUCH_CM
        }) {
            n += 1;
        }
    }
    n
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
        let (mut moves, mut broke, mut worse, mut on_models, mut opportunity) = (0, 0, 0, 0, 0);
        let mut steps = 0;
        // The moving unit and its violations before the move, until the move is done (a move
        // may wait for the enemy's opportunity charge).
        let mut watching: Option<(String, usize)> = None;
        while battle.state().phase() != Phase::Ended && steps < 100_000 {
            steps += 1;
            let Some(cmd) = legal_commands(battle.state()).into_iter().next() else {
                println!(
                    "seed {seed}: stuck waiting for {:?}",
                    battle.state().awaiting()
                );
                break;
            };
            if let Command::Order {
                unit,
                order: Order::Move { .. } | Order::Disengage { .. },
                ..
            } = &cmd
            {
                watching = Some((unit.clone(), violations(battle.state(), unit)));
            }
            if matches!(cmd, Command::OpportunityCharge { .. }) {
                opportunity += 1;
            }
            battle.execute(cmd).expect("a listed command is legal");
            if battle.state().pending_move().is_some() || battle.state().roll().is_some() {
                continue;
            }
            if let Some((u, v0)) = watching.take() {
                moves += 1;
                let v1 = violations(battle.state(), &u);
                if v0 == 0 && v1 > 0 {
                    broke += 1;
                }
                if v1 > v0 {
                    worse += 1;
                }
                on_models += overlaps(battle.state(), &u);
            }
        }
        println!(
            "seed {seed}: {moves} move orders, {broke} broke formation, {worse} left more violations, {on_models} models ended on another, {opportunity} opportunity charges; {} commands",
            battle.log().len()
        );
    }
}
