//! Which models a unit loses as casualties (L929-937, R-CAS-2): the player who controls the
//! unit removes those he likes best, in melee those engaged first (L929: "Retira primero las
//! miniaturas que están en combate cuerpo a cuerpo"), in a shot only models a shooter sees
//! (L935).
//!
//! Once a fight or shot has rolled its last stage, and before its result is put on the table,
//! each unit that loses models and has a real choice among them waits for its side's command
//! (`ChooseCasualties`, awaiting `choose_casualties`), the attacker's (or shooter's) unit
//! first. A unit whose casualties leave no choice (as many engaged models as casualties, say)
//! is not asked. The first answer listed, the one `kensei battle play` takes, removes the
//! models nearest the enemy first; the others swap one of them for another the rules allow.
//!
//! A stand and shoot's casualties come from the ranks nearest the shooters (L864, R-CAS-3):
//! the models the shooters see, in ranks across the line from the charging unit to them, each
//! rank emptied before the next.

use crate::battle::engine::ctx::Ctx;
use crate::battle::engine::measure;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::combat::{AfterCombat, CombatUnderWay};
use crate::battle::model::command::Command;
use crate::battle::model::event::Event;
use crate::battle::model::rejection::{Casualties, Decision, Rejection, Turn, no};
use crate::battle::model::side::Side;
use crate::battle::model::state::BattleState;
use crate::rules::staged::Role;

/// How many other answers besides the default [`candidates`] lists at most.
const SWAPS_LISTED: usize = 12;

/// The models of `unit` that may be removed, in tiers to be emptied one after the other, each
/// in the default order (nearest `enemy` first, then in the unit's order). Melee (L929):
/// models engaged with an enemy model, then the others. Shot (L935): the models a model of
/// `enemy`, the shooter, sees. A unit leader is never among them: his wounds are his own
/// (R-WOUND-3). A tier may be empty.
pub fn removable(state: &BattleState, unit: &str, enemy: &str, shot: bool) -> Vec<Vec<String>> {
    let table = measure::table(state);
    // Each model with its distance to the enemy and its place in the unit (ties in the order
    // the unit's models were set up: model 2 before model 10).
    let mut engaged: Vec<(f64, usize, String)> = Vec::new();
    let mut others: Vec<(f64, usize, String)> = Vec::new();
    // A total war base is not one casualty: they come off its unit's size (R-TW-5).
    let mine = state.models_of(unit).filter(|m| {
        !m.leader && m.deployed && !crate::battle::combat::total_war::is_movement_base(m)
    });
    for (place, m) in mine.enumerate() {
        let d = state
            .models_of(enemy)
            .map(|e| measure::distance(m, e))
            .fold(f64::INFINITY, f64::min);
        let entry = (d, place, m.id.clone());
        if shot {
            if state
                .models_of(enemy)
                .any(|s| measure::sees(table.as_deref(), s, m))
            {
                engaged.push(entry);
            }
        } else if state
            .models()
            .iter()
            .any(|e| e.deployed && measure::engaged(m, e))
        {
            engaged.push(entry);
        } else {
            others.push(entry);
        }
    }
    let order = |v: &mut Vec<(f64, usize, String)>| {
        v.sort_by(|x, y| x.0.total_cmp(&y.0).then(x.1.cmp(&y.1)));
        v.drain(..).map(|(_, _, id)| id).collect::<Vec<_>>()
    };
    let mut tiers = vec![order(&mut engaged)];
    if !shot {
        tiers.push(order(&mut others));
    }
    tiers
}

/// How far behind the first model of a rank a model may stand and be of that rank, cm: half the
/// smallest base (R-UNIT-1, R-CAS-3).
const RANK_DEPTH_CM: f64 = 1.25;

/// Whether the combat under way is a stand and shoot against a charge (L856-864): a shot
/// that goes on with the charge.
fn stands_and_shoots(c: &CombatUnderWay) -> bool {
    c.fight.is_none() && matches!(c.then, AfterCombat::Charge { .. })
}

/// [`removable`] for the combat under way: a stand and shoot's models split into the charging
/// unit's ranks, nearest the shooters first ([`ranks`], L864).
fn combat_tiers(
    state: &BattleState,
    c: &CombatUnderWay,
    unit: &str,
    enemy: &str,
) -> Vec<Vec<String>> {
    let mut tiers = removable(state, unit, enemy, c.fight.is_none());
    // A mixed raid unit's casualties in the combat of one of its profiles are of that
    // profile's models (R-RAID-6).
    if let (Some(f), Some(u)) = (&c.fight, state.unit(unit)) {
        let g = if f.attacker == unit {
            f.groups.attacker
        } else {
            f.groups.defender
        };
        if g.is_some() {
            for tier in &mut tiers {
                tier.retain(|id| {
                    state
                        .model(id)
                        .is_some_and(|m| crate::battle::combat::profile_groups::group_of(u, m) == g)
                });
            }
        }
    }
    if stands_and_shoots(c) {
        ranks(state, unit, enemy, &tiers.concat())
    } else {
        tiers
    }
}

/// `seen`, models of `unit` (nearest `shooters` first), in the unit's ranks as the shooters face
/// them, the nearest rank first (L864, R-CAS-3): each model's depth is how far its centre lies
/// along the line from the unit's centre toward the shooters' centre; a rank is the models
/// within [`RANK_DEPTH_CM`] behind the foremost model not yet in a rank. Each rank keeps the
/// order of `seen`.
pub fn ranks(state: &BattleState, unit: &str, shooters: &str, seen: &[String]) -> Vec<Vec<String>> {
    let centre = |u: &str| {
        let (mut x, mut y, mut n) = (0.0, 0.0, 0.0);
        for m in state.models_of(u) {
            (x, y, n) = (x + m.x, y + m.y, n + 1.0);
        }
        (n > 0.0).then(|| (x / n, y / n))
    };
    let (Some(from), Some(to)) = (centre(unit), centre(shooters)) else {
        return vec![seen.to_vec()];
    };
    let Some((dx, dy)) = measure::direction(from, to) else {
        return vec![seen.to_vec()];
    };
    let depth = |id: &String| {
        state.model(id).map_or(f64::NEG_INFINITY, |m| {
            (m.x - from.0) * dx + (m.y - from.1) * dy
        })
    };
    let mut left: Vec<(f64, &String)> = seen.iter().map(|id| (depth(id), id)).collect();
    let mut out = Vec::new();
    while let Some(front) = left.iter().map(|e| e.0).max_by(f64::total_cmp) {
        let (rank, rest): (Vec<_>, Vec<_>) =
            left.into_iter().partition(|e| e.0 >= front - RANK_DEPTH_CM);
        out.push(rank.into_iter().map(|e| e.1.clone()).collect());
        left = rest;
    }
    out
}

/// The default pick: the first `n` models of the tiers in order.
pub fn default_pick(tiers: &[Vec<String>], n: usize) -> Vec<String> {
    tiers.iter().flatten().take(n).cloned().collect()
}

/// The tier where removing `n` models from `tiers` runs out with models to spare: where the
/// player has a choice. None when the count empties whole tiers only (or is 0).
fn cut_tier(tiers: &[Vec<String>], n: usize) -> Option<&Vec<String>> {
    let mut left = n;
    for tier in tiers {
        if left == 0 {
            return None;
        }
        if left < tier.len() {
            return Some(tier);
        }
        left -= tier.len();
    }
    None
}

/// Whether removing `n` models from `tiers` leaves the player a choice: the tier where the
/// count runs out holds more models than it must give.
pub fn has_choice(tiers: &[Vec<String>], n: usize) -> bool {
    cut_tier(tiers, n).is_some()
}

/// The unit of `role` in the combat, the enemy unit, and how many of its models (its leader
/// aside) the combat removes; none for a lone leader or a duel (his wounds are his own).
fn losses(state: &BattleState, c: &CombatUnderWay, role: Role) -> Option<(String, String, usize)> {
    let (i, other) = match role {
        Role::Attacker => (0, Role::Defender),
        Role::Defender => (1, Role::Attacker),
    };
    let unit = c.unit_of(role);
    let u = state.unit(unit)?;
    if u.is_lone_leader() || c.fight.as_ref().is_some_and(|f| f.duel) {
        return None;
    }
    let after = c.staged.sides[i].after?;
    let n = after.casualties as usize;
    (n > 0).then(|| (unit.to_string(), c.unit_of(other).to_string(), n))
}

/// The models `unit` loses in the combat under way `c`: the side's pick when it made one, the
/// default otherwise (read before any model of the combat is removed).
pub fn lost_models(state: &BattleState, c: &CombatUnderWay, role: Role) -> Vec<String> {
    let Some((unit, enemy, n)) = losses(state, c, role) else {
        return Vec::new();
    };
    if let Some(p) = c.casualties_chosen.iter().find(|p| p.unit == unit) {
        return p.models.clone();
    }
    default_pick(&combat_tiers(state, c, &unit, &enemy), n)
}

/// What a side is asked now about its casualties.
#[derive(Debug, Clone, PartialEq)]
pub struct CasualtyQuestion {
    pub side: Side,
    pub unit: String,
    /// How many models the unit loses (its leader aside).
    pub count: usize,
    /// The models it may lose, in tiers to be emptied in order, each nearest the enemy first
    /// ([`removable`]).
    pub tiers: Vec<Vec<String>>,
    /// A shot's casualties: only models the shooters see (L935); a fight's otherwise, engaged
    /// models first (L929).
    pub shot: bool,
    /// A stand and shoot's: the tiers are the charging unit's ranks, nearest the shooters
    /// first (L864, R-CAS-3).
    pub ranks: bool,
}

/// The question the battle waits on: a unit of the combat under way with a real choice of
/// casualties still to make. When the state awaits a side's choice that today's rules leave no
/// choice in, that side's unit with the one pick they allow: a save of an older version cut at
/// a question it asked (a stand and shoot's casualties among every model the shooters saw,
/// before they came from the nearest ranks, L864, R-CAS-3) still takes an answer and goes on.
pub fn question(state: &BattleState) -> Option<CasualtyQuestion> {
    let real = choice(state);
    match state.awaiting() {
        Awaiting::ChooseCasualties { side } if real.as_ref().is_none_or(|q| q.side != side) => {
            owed(state, side).or(real)
        }
        _ => real,
    }
}

/// The awaited `side`'s unit in the combat under way with casualties not yet chosen, choice or
/// not, counting no more models than it may lose.
fn owed(state: &BattleState, side: Side) -> Option<CasualtyQuestion> {
    let c = state.combat().as_ref()?;
    [Role::Attacker, Role::Defender]
        .into_iter()
        .filter(|&role| c.side_of(role) == side)
        .find_map(|role| {
            let (unit, enemy, count) = losses(state, c, role)?;
            if c.casualties_chosen.iter().any(|p| p.unit == unit) {
                return None;
            }
            let tiers = combat_tiers(state, c, &unit, &enemy);
            let count = default_pick(&tiers, count).len();
            (count > 0).then(|| CasualtyQuestion {
                side,
                unit,
                count,
                tiers,
                shot: c.fight.is_none(),
                ranks: stands_and_shoots(c),
            })
        })
}

/// A unit of the combat under way with a real choice of casualties still to make.
fn choice(state: &BattleState) -> Option<CasualtyQuestion> {
    let c = state.combat().as_ref()?;
    [Role::Attacker, Role::Defender]
        .into_iter()
        .find_map(|role| {
            let (unit, enemy, count) = losses(state, c, role)?;
            if c.casualties_chosen.iter().any(|p| p.unit == unit) {
                return None;
            }
            let tiers = combat_tiers(state, c, &unit, &enemy);
            has_choice(&tiers, count).then(|| CasualtyQuestion {
                side: c.side_of(role),
                unit,
                count,
                tiers,
                shot: c.fight.is_none(),
                ranks: stands_and_shoots(c),
            })
        })
}

/// Asks the next side with a real choice of casualties; true while one is asked.
pub fn ask(ctx: &mut Ctx) -> bool {
    match choice(ctx.state()) {
        Some(q) => {
            ctx.awaits(Awaiting::ChooseCasualties { side: q.side });
            true
        }
        None => false,
    }
}

/// Checks a choice of casualties: the unit asked now, as many models as it loses, each once,
/// each one the rules allow, and no model of a later tier while one of an earlier tier stays
/// (L929, L935).
pub fn check(
    state: &BattleState,
    side: Side,
    unit: &str,
    models: &[String],
) -> Result<(), Rejection> {
    if state.awaiting() != (Awaiting::ChooseCasualties { side }) {
        return no(Turn::not_awaited(
            Decision::ChooseCasualties,
            &state.awaiting(),
        ));
    }
    let Some(CasualtyQuestion {
        unit: now,
        count: n,
        tiers,
        ranks,
        ..
    }) = question(state)
    else {
        return no(Casualties::NoneDue);
    };
    if now != unit {
        return no(Casualties::NotThisUnit {
            now,
            unit: unit.to_string(),
        });
    }
    match check_pick(&tiers, n, unit, models) {
        // A stand and shoot's tiers are ranks (L864, R-CAS-3).
        Err(Rejection::Casualties(Casualties::EngagedFirst { model, engaged })) if ranks => {
            no(Casualties::NearerRankFirst {
                model,
                nearer: engaged,
            })
        }
        other => other,
    }
}

/// Checks that `models` are `n` casualties of `unit` taken from `tiers` as the rules allow:
/// each once, each one that may go, and no model of a later tier while one of an earlier tier
/// stays (L929, L935).
pub fn check_pick(
    tiers: &[Vec<String>],
    n: usize,
    unit: &str,
    models: &[String],
) -> Result<(), Rejection> {
    if models.len() != n {
        return no(Casualties::WrongCount {
            count: models.len() as u32,
            casualties: n as u32,
        });
    }
    for (i, m) in models.iter().enumerate() {
        if models[..i].contains(m) {
            return no(Casualties::Twice { model: m.clone() });
        }
        if !tiers.iter().flatten().any(|x| x == m) {
            return no(Casualties::NotRemovable {
                model: m.clone(),
                unit: unit.to_string(),
            });
        }
    }
    // Every model of an earlier tier goes before any of a later one (L929).
    for (i, tier) in tiers.iter().enumerate() {
        let later = tiers[i + 1..].iter().flatten().find(|x| models.contains(x));
        let kept = tier.iter().find(|x| !models.contains(x));
        if let (Some(later), Some(kept)) = (later, kept) {
            return no(Casualties::EngagedFirst {
                model: later.clone(),
                engaged: kept.clone(),
            });
        }
    }
    Ok(())
}

/// The answers of the side asked now: the default first (nearest the enemy), then the default
/// with one model swapped for one the rules allow in its stead.
pub fn candidates(state: &BattleState, side: Side, out: &mut Vec<Command>) {
    let Some(CasualtyQuestion {
        side: asked,
        unit,
        count: n,
        tiers,
        ..
    }) = question(state)
    else {
        return;
    };
    if asked != side {
        return;
    }
    let default = default_pick(&tiers, n);
    let command = |models: Vec<String>| Command::ChooseCasualties {
        side,
        unit: unit.clone(),
        models,
    };
    out.push(command(default.clone()));
    // The tier where the count runs out: its picked models may be swapped for its others.
    let Some(tier) = cut_tier(&tiers, n) else {
        return;
    };
    let (picked, spare): (Vec<&String>, Vec<&String>) =
        tier.iter().partition(|m| default.contains(m));
    let mut listed = 0;
    for p in picked.iter().rev() {
        for s in &spare {
            if listed == SWAPS_LISTED {
                return;
            }
            let models = default
                .iter()
                .map(|m| if m == *p { (*s).clone() } else { m.clone() })
                .collect();
            out.push(command(models));
            listed += 1;
        }
    }
}

/// A side's choice made: noted on the combat under way, then the next side is asked or the
/// combat goes on to its result.
pub fn chosen(ctx: &mut Ctx, unit: &str, models: &[String]) {
    ctx.emit(Event::CasualtiesChosen {
        unit: unit.to_string(),
        models: models.to_vec(),
    });
    crate::battle::combat::staged::advance(ctx);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tiers() -> Vec<Vec<String>> {
        vec![
            vec!["a".into(), "b".into(), "c".into()],
            vec!["d".into(), "e".into()],
        ]
    }

    #[test]
    fn l929_a_choice_exists_only_where_the_count_runs_out_inside_a_tier() {
        let t = tiers();
        assert!(!has_choice(&t, 0));
        assert!(has_choice(&t, 1));
        assert!(has_choice(&t, 2));
        assert!(!has_choice(&t, 3), "the three engaged models go, no choice");
        assert!(has_choice(&t, 4));
        assert!(!has_choice(&t, 5));
        assert!(!has_choice(&t, 9));
    }

    #[test]
    fn l929_the_default_empties_the_engaged_tier_first() {
        assert_eq!(default_pick(&tiers(), 4), ["a", "b", "c", "d"]);
        assert_eq!(default_pick(&tiers(), 9).len(), 5);
    }
}
