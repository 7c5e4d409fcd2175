//! Multiple combats (*combate múltiple*, L709-719): when several units of both sides are in
//! melee together (2 against 1, 2 against 2...), a Fight order resolves every combat of the
//! group in a chain. The group is every pair of enemy units engaged with each other (R-ENG-1)
//! reachable from the declared fight; units in a duel this turn stay out (L815).
//!
//! - The declared fight is the first combat; then the side that declared it picks each next
//!   combat among those left (L713), a new decision answered by `ChooseCombat`.
//! - Each combat is rolled as usual (`combat::resolve_fight`), its casualties and wounds applied
//!   and noted, but it has no result of its own (L711). Who may power the combats after the
//!   first and what they cost: `chain_power` (L703-707).
//! - A model in melee with models of two enemy units fights only one of them, the one its
//!   player picks before the chain is rolled (L719, `chain_picks`). In the other combats it
//!   adds no dice for contact (L669-670); its unit still rolls its base Attack.
//! - When every combat is done, the result is taken for the whole group (L715, R-MULTI-2: R-RES-1
//!   summed over each side): the side whose units lost more (casualties, a unit leader counting 2)
//!   loses; a side with every unit wiped out loses; equal: no winner. Every unit of the losing side
//!   tests Honor (R-RES-2, R-DICE-3) and falls back or retreats (L957-976), each roll open to
//!   offerings (`chain_end`); then the pursuits, isolated models and melee moves follow as after
//!   any melee (`aftermath`).

use crate::battle::combat::profile_groups;
use crate::battle::engine::ctx::Ctx;
use crate::battle::engine::measure;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::combat::AfterCombat;
use crate::battle::model::combat::Chain;
use crate::battle::model::combat::ChainCombat;
use crate::battle::model::combat::ChainLoss;
use crate::battle::model::combat::FightDeclared;
use crate::battle::model::command::Command;
use crate::battle::model::event::Event;
use crate::battle::model::rejection::{Decision, Melee, Rejection, Turn, no};
use crate::battle::model::side::Side;
use crate::battle::model::state::BattleState;
use crate::rules::CombatReport;

/// Whether units `a` and `b` are engaged (R-ENG-1).
fn engaged(state: &BattleState, a: &str, b: &str) -> bool {
    state
        .models_of(a)
        .any(|m| state.models_of(b).any(|e| measure::engaged(m, e)))
}

/// Every pair (unit of `side`, enemy unit) in melee in the group of `start` (L709).
fn group_pairs(state: &BattleState, start: &str, side: Side) -> Vec<(String, String)> {
    let in_duel = |u: &str| state.duel_units().iter().any(|d| d == u);
    let mut units = vec![start.to_string()];
    let mut pairs = Vec::new();
    let mut i = 0;
    while i < units.len() {
        let u = units[i].clone();
        i += 1;
        for e in crate::battle::engine::measure::engaged_enemies(state, &u) {
            if in_duel(&e) || in_duel(&u) {
                continue;
            }
            let pair = if state.unit(&u).is_some_and(|x| x.side == side) {
                (u.clone(), e.clone())
            } else {
                (e.clone(), u.clone())
            };
            if !pairs.contains(&pair) {
                pairs.push(pair);
            }
            if !units.contains(&e) {
                units.push(e);
            }
        }
    }
    pairs
}

/// At the start of a fight (not a duel): when the two units are part of a larger group in melee,
/// the chain begins with this fight as its first combat (L711). Returns true when the fight
/// waits for the players' picks of L719 (`chain_picks`) before it is rolled.
pub fn begin(
    ctx: &mut Ctx,
    fight: &FightDeclared,
    defender_spent: bool,
    defender_powered: bool,
    then: AfterCombat,
) -> bool {
    if fight.duel || crate::battle::aftermath::kept::current(ctx).chain.is_some() {
        return false;
    }
    let Some(side) = ctx.state().unit(&fight.attacker).map(|u| u.side) else {
        return false;
    };
    let state = ctx.state();
    // Each pair's combats, a mixed raid unit's divided by profile (R-RAID-6).
    let mut left: Vec<ChainCombat> = group_pairs(state, &fight.attacker, side)
        .iter()
        .flat_map(|(a, d)| profile_groups::combats(state, a, d))
        .collect();
    if left.len() < 2 {
        return false;
    }
    let first = profile_groups::first_combat(state, fight);
    left.retain(|c| *c != first);
    let mut chain = Chain {
        declarer: side,
        left,
        reacted: if defender_spent {
            vec![fight.defender.clone()]
        } else {
            Vec::new()
        },
        // Who charged whom: every combat of the chain is fought after that charge (L672,
        // L679, R-CHG-2), the declared pair's later combats too (a mixed raid unit's profiles).
        charged: std::iter::once(&fight.defender)
            .filter(|_| fight.after_charge)
            .chain(&fight.also_charged)
            .map(|u| (fight.attacker.clone(), u.clone()))
            .collect(),
        first: Some(Box::new(crate::battle::model::combat::FirstCombat {
            fight: fight.clone(),
            defender_spent,
            defender_powered,
            then,
        })),
        ..Chain::default()
    };
    chain.to_pick = crate::battle::combat::chain_picks::units_to_ask(ctx.state(), &chain);
    let waits = !chain.to_pick.is_empty();
    if !waits {
        chain.first = None;
    }
    let mut a = crate::battle::aftermath::kept::current(ctx);
    a.chain = Some(chain);
    crate::battle::aftermath::kept::set(ctx, a);
    waits && crate::battle::combat::chain_picks::ask(ctx)
}

/// In a chain, a combat has no result of its own (L711): the report loses its winner, Honor
/// tests and morale. Returns whether it was in a chain.
pub fn without_result(state: &BattleState, report: &mut CombatReport) -> bool {
    if state.aftermath().as_ref().is_none_or(|a| a.chain.is_none()) {
        return false;
    }
    report.winner = None;
    for side in [&mut report.attacker, &mut report.defender] {
        side.honor_test = None;
        side.morale = crate::rules::Morale::Holds;
    }
    report.steps.retain(|s| !s.rule.starts_with("R-RES"));
    true
}

fn loss_of<'a>(chain: &'a mut Chain, unit: &str) -> &'a mut ChainLoss {
    if let Some(i) = chain.losses.iter().position(|l| l.unit == unit) {
        return &mut chain.losses[i];
    }
    chain.losses.push(ChainLoss {
        unit: unit.to_string(),
        ..ChainLoss::default()
    });
    chain.losses.last_mut().expect("just pushed")
}

/// Notes a combat of the chain: each unit's casualties (L713), the models that fought; then
/// the next combat is asked, or the whole group's result is taken.
pub fn note(ctx: &mut Ctx, fight: &FightDeclared, report: &CombatReport) {
    let mut a = crate::battle::aftermath::kept::current(ctx);
    let Some(mut chain) = a.chain.take() else {
        return;
    };
    for (unit, enemy, after) in [
        (&fight.attacker, &fight.defender, report.attacker.after),
        (&fight.defender, &fight.attacker, report.defender.after),
    ] {
        let l = loss_of(&mut chain, unit);
        l.casualties += after.casualties;
        l.leader_died |= after.leader_died;
        if !l.enemies.contains(enemy) {
            l.enemies.push(enemy.clone());
        }
    }
    let state = ctx.state();
    for (u, e) in [
        (&fight.attacker, &fight.defender),
        (&fight.defender, &fight.attacker),
    ] {
        for m in state.models_of(u) {
            if state.models_of(e).any(|x| measure::engaged(m, x)) && !chain.fought.contains(&m.id) {
                chain.fought.push(m.id.clone());
            }
        }
    }
    chain.left.retain(|c| {
        [&c.attacker, &c.defender]
            .iter()
            .all(|id| state.unit(id).is_some_and(|u| !u.removed))
            && engaged(state, &c.attacker, &c.defender)
            && (c.groups.is_whole()
                || profile_groups::combats(state, &c.attacker, &c.defender).contains(c))
    });
    if !chain.left.is_empty() && ctx.state().phase() != crate::battle::model::state::Phase::Ended {
        a.chain = Some(chain);
        crate::battle::aftermath::kept::set(ctx, a);
        return;
    }
    crate::battle::aftermath::kept::set(ctx, a);
    finish(ctx, &chain);
}

/// The whole group's result (L715, R-RES-1 over each side), the losers' Honor tests and moves
/// (R-RES-2, L957-976), then what follows any melee.
fn finish(ctx: &mut Ctx, chain: &Chain) {
    let side_of = |id: &str| ctx.state().unit(id).map_or(Side::FIRST, |u| u.side);
    let mut losses = [0u32; 2];
    let mut standing = [false; 2];
    for l in &chain.losses {
        let s = side_of(&l.unit).index();
        losses[s] += l.casualties + 2 * u32::from(l.leader_died);
        standing[s] |= ctx.state().unit(&l.unit).is_some_and(|u| !u.removed);
    }
    let winner: Option<Side> = match standing {
        [true, false] => Some(Side::FIRST),
        [false, true] => Some(Side::SECOND),
        [false, false] => None,
        _ => match losses[0].cmp(&losses[1]) {
            std::cmp::Ordering::Less => Some(Side::FIRST),
            std::cmp::Ordering::Greater => Some(Side::SECOND),
            std::cmp::Ordering::Equal => None,
        },
    };
    let of = |s: Side| -> Vec<String> {
        chain
            .losses
            .iter()
            .filter(|l| side_of(&l.unit) == s)
            .map(|l| l.unit.clone())
            .collect()
    };
    let (winners, losers) = match winner {
        Some(w) => (of(w), of(w.other())),
        None => (Vec::new(), Vec::new()),
    };
    ctx.emit(Event::MultipleCombatResult {
        winners: winners.clone(),
        losers: losers.clone(),
        losses,
        why: crate::battle::model::reasons::ResultRule::WholeGroup.into(),
    });
    // The chain is the one Fight order declared (L711): its reactions end with it (L842).
    let fought: Vec<&str> = chain.losses.iter().map(|l| l.unit.as_str()).collect();
    crate::battle::turn::reaction::ended(ctx, &fought);
    let mut pairs = Vec::new();
    for w in &winners {
        let fought = chain
            .losses
            .iter()
            .find(|l| &l.unit == w)
            .map(|l| l.enemies.clone())
            .unwrap_or_default();
        for l in fought.iter().filter(|l| losers.contains(l)) {
            pairs.push((w.clone(), l.clone()));
        }
    }
    let losers = chain
        .losses
        .iter()
        .filter(|l| losers.contains(&l.unit))
        .cloned()
        .collect();
    crate::battle::combat::chain_end::begin(ctx, losers, pairs);
}

/// Checks the choice of the next combat of the chain (L713), and its powering (L703).
pub fn check(
    state: &BattleState,
    side: Side,
    combat: &ChainCombat,
    powered: bool,
) -> Result<(), Rejection> {
    if state.awaiting() != (Awaiting::NextCombat { side }) {
        return no(Turn::not_awaited(Decision::NextCombat, &state.awaiting()));
    }
    let left = state
        .aftermath()
        .as_ref()
        .and_then(|a| a.chain.as_ref())
        .map(|c| c.left.clone())
        .unwrap_or_default();
    if !left.contains(combat) {
        return no(Melee::NotInChain {
            attacker: combat.attacker.clone(),
            defender: combat.defender.clone(),
        });
    }
    if powered {
        crate::battle::combat::chain_power::check_power(state, side, &combat.attacker)?;
    }
    Ok(())
}

/// Every combat left, in the order the group was found, unpowered; then the powered ones.
pub fn candidates(state: &BattleState, side: Side, out: &mut Vec<Command>) {
    if let Some(c) = state.aftermath().as_ref().and_then(|a| a.chain.as_ref()) {
        for powered in [false, true] {
            for combat in &c.left {
                out.push(Command::ChooseCombat {
                    side,
                    attacker: combat.attacker.clone(),
                    defender: combat.defender.clone(),
                    powered,
                    groups: combat.groups,
                });
            }
        }
    }
}
