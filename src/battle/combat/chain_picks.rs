//! Whom a model in contact with two enemy units fights in a multiple combat (L719: "el jugador
//! que controla dicha miniatura decide contra qué unidad combate y solo suma dados contra dicha
//! unidad").
//!
//! Before the first combat of a chain is rolled, each unit of the group with such models is
//! asked, one unit at a time (the declaring side's units first, then the enemy's), with one
//! command listing an enemy unit for each of those models (`PickOpponents`, awaiting
//! `pick_opponents`). The model then adds its contact dice (L669-670, the leader's L671) only in
//! the combat against the unit picked; in the other combats of the chain it adds none, its
//! unit still rolling its base Attack. The first answer listed (the one `kensei battle play`
//! takes) keeps each model in the earliest combat of the chain it can take part in, in the
//! order the group was found (the declared combat first); the others are every model against
//! one same unit, and the default with one model changed.

use crate::battle::engine::ctx::{Ctx, GoOn};
use crate::battle::engine::measure;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::combat::Chain;
use crate::battle::model::combat::OpponentPick;
use crate::battle::model::command::Command;
use crate::battle::model::event::Event;
use crate::battle::model::rejection::{Decision, Melee, Rejection, Turn, no};
use crate::battle::model::side::Side;
use crate::battle::model::state::BattleState;

/// The chain under way, if any.
fn chain(state: &BattleState) -> Option<&Chain> {
    state.aftermath().as_ref().and_then(|a| a.chain.as_ref())
}

/// Every pair of units fighting in the chain in order: the first one (while it waits) then
/// those left, once each however many profiles of a mixed raid unit fight (R-RAID-6).
fn combats(chain: &Chain) -> Vec<(String, String)> {
    let mut all: Vec<(String, String)> = chain
        .first
        .iter()
        .map(|f| (f.fight.attacker.clone(), f.fight.defender.clone()))
        .collect();
    for c in &chain.left {
        let pair = (c.attacker.clone(), c.defender.clone());
        if !all.contains(&pair) {
            all.push(pair);
        }
    }
    all
}

/// The enemy units of the chain that `model` (of `unit`) is in contact with (R-ENG-1), in the
/// order of the chain's combats.
fn enemies_touched(
    state: &BattleState,
    all: &[(String, String)],
    unit: &str,
    model: &str,
) -> Vec<String> {
    let Some(m) = state.model(model) else {
        return Vec::new();
    };
    let mut out: Vec<String> = Vec::new();
    for (a, d) in all {
        let enemy = if a == unit {
            d
        } else if d == unit {
            a
        } else {
            continue;
        };
        if !out.contains(enemy) && state.models_of(enemy).any(|e| measure::engaged(m, e)) {
            out.push(enemy.clone());
        }
    }
    out
}

/// The models of `unit` in contact with models of two (or more) enemy units of the chain, each
/// with those units.
fn torn(state: &BattleState, all: &[(String, String)], unit: &str) -> Vec<(String, Vec<String>)> {
    state
        .models_of(unit)
        .map(|m| (m.id.clone(), enemies_touched(state, all, unit, &m.id)))
        .filter(|(_, e)| e.len() >= 2)
        .collect()
}

/// The units of the chain that have models to pick for, the declaring side's first.
pub fn units_to_ask(state: &BattleState, chain: &Chain) -> Vec<String> {
    let all = combats(chain);
    let mut units: Vec<(Side, String)> = Vec::new();
    for (a, d) in &all {
        for u in [a, d] {
            if !units.iter().any(|(_, x)| x == u) && !torn(state, &all, u).is_empty() {
                let side = state.unit(u).map_or(Side::FIRST, |x| x.side);
                units.push((side, u.clone()));
            }
        }
    }
    units.sort_by_key(|(s, _)| *s != chain.declarer);
    units.into_iter().map(|(_, u)| u).collect()
}

/// The side asked now and its unit.
fn asked(state: &BattleState) -> Option<(Side, String)> {
    let unit = chain(state)?.to_pick.first()?.clone();
    Some((state.unit(&unit)?.side, unit))
}

/// Asks the next unit for its picks; true while one is asked.
pub fn ask(ctx: &mut Ctx) -> bool {
    match asked(ctx.state()) {
        Some((side, _)) => {
            ctx.awaits(Awaiting::PickOpponents { side });
            true
        }
        None => false,
    }
}

/// Checks a unit's picks: the unit asked now, every model touching two enemy units picked once,
/// each against one of the enemy units it touches (L719).
pub fn check(
    state: &BattleState,
    side: Side,
    unit: &str,
    picks: &[OpponentPick],
) -> Result<(), Rejection> {
    if state.awaiting() != (Awaiting::PickOpponents { side }) {
        return no(Turn::not_awaited(
            Decision::PickOpponents,
            &state.awaiting(),
        ));
    }
    let (Some(c), Some((_, now))) = (chain(state), asked(state)) else {
        return no(Melee::NoPicksDue);
    };
    if now != unit {
        return no(Melee::NotYourPick {
            now: now.to_string(),
            unit: unit.to_string(),
        });
    }
    let all = combats(c);
    let torn = torn(state, &all, unit);
    for (model, enemies) in &torn {
        let mine: Vec<_> = picks.iter().filter(|p| &p.model == model).collect();
        match mine.as_slice() {
            [p] if enemies.contains(&p.against) => {}
            [p] => {
                return no(Melee::NotInContact {
                    model: model.to_string(),
                    against: p.against.clone(),
                });
            }
            [] => {
                return no(Melee::PickOne {
                    model: model.to_string(),
                });
            }
            _ => {
                return no(Melee::PickedTwice {
                    model: model.to_string(),
                });
            }
        }
    }
    if let Some(p) = picks
        .iter()
        .find(|p| !torn.iter().any(|(m, _)| *m == p.model))
    {
        return no(Melee::NotTorn {
            model: p.model.clone(),
            unit: unit.to_string(),
        });
    }
    Ok(())
}

/// The answers of the unit asked now: the default first (each model in the earliest combat
/// it can take part in), then every model against one same unit, then the default with one
/// model changed.
pub fn candidates(state: &BattleState, side: Side, out: &mut Vec<Command>) {
    let (Some(c), Some((s, unit))) = (chain(state), asked(state)) else {
        return;
    };
    if s != side {
        return;
    }
    let all = combats(c);
    let torn = torn(state, &all, &unit);
    let pick = |model: &str, against: &str| OpponentPick {
        model: model.to_string(),
        against: against.to_string(),
    };
    let default: Vec<OpponentPick> = torn.iter().map(|(m, e)| pick(m, &e[0])).collect();
    let mut answers = vec![default.clone()];
    let mut enemies: Vec<&String> = torn.iter().flat_map(|(_, e)| e).collect();
    enemies.dedup();
    for enemy in enemies {
        if torn.iter().all(|(_, e)| e.contains(enemy)) {
            answers.push(torn.iter().map(|(m, _)| pick(m, enemy)).collect());
        }
    }
    for (i, (m, e)) in torn.iter().enumerate() {
        for enemy in &e[1..] {
            let mut one = default.clone();
            one[i] = pick(m, enemy);
            answers.push(one);
        }
    }
    let mut seen: Vec<Vec<OpponentPick>> = Vec::new();
    for picks in answers {
        if !seen.contains(&picks) {
            seen.push(picks.clone());
            out.push(Command::PickOpponents {
                side,
                unit: unit.clone(),
                picks,
            });
        }
    }
}

/// A unit's picks given: noted, then the next unit is asked or the first combat is rolled.
pub fn picked(ctx: &mut Ctx, unit: &str, picks: &[OpponentPick]) {
    ctx.emit(Event::OpponentsPicked {
        unit: unit.to_string(),
        picks: picks.to_vec(),
    });
    if ask(ctx) {
        return;
    }
    let mut a = crate::battle::aftermath::kept::current(ctx);
    let Some(first) = a.chain.as_mut().and_then(|c| c.first.take()) else {
        return;
    };
    crate::battle::aftermath::kept::set(ctx, a);
    ctx.go_on(GoOn::FightReady {
        fight: first.fight,
        defender_spent: first.defender_spent,
        defender_powered: first.defender_powered,
        then: first.then,
    });
}

/// Whether `model` adds no dice against `enemy` in the chain under way: it picked another unit
/// (L719).
pub fn fights_elsewhere(state: &BattleState, model: &str, enemy: &str) -> bool {
    let Some(c) = chain(state) else {
        return false;
    };
    c.picks
        .iter()
        .any(|p| p.model == model && p.against != enemy)
}
