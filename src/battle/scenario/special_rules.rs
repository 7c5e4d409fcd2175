//! The scenario's special rules that the engine enforces (`special_rules[].enforce` in the
//! scenario file, [`EnforcedRule`]): the longest shot allowed by turn (dawn mist, darkness),
//! a side without voluntary combat orders by turn (a sleeping garrison), terrain no move
//! crosses (a river but for its bridge) and victory points for killing a model (an envoy).
//! A command one of them forbids is rejected naming the rule's text.

use crate::battle::engine::measure;
use crate::battle::engine::measure::unit_distance;
use crate::battle::model::rejection::{Rejection, Scenario};
use crate::battle::model::side::Side;
use crate::battle::model::state::BattleState;
use crate::table::model::{EnforcedRule, SpecialRule, Victim};

fn enforced(state: &BattleState) -> impl Iterator<Item = (&SpecialRule, &EnforcedRule)> {
    state
        .table()
        .special_rules
        .iter()
        .filter_map(|r| r.enforce.as_ref().map(|e| (r, e)))
}

/// The ids of the terrain pieces a rule closes to every move (`no_crossing`: a river but for
/// its bridge).
pub fn closed_terrain(state: &BattleState) -> Vec<&str> {
    enforced(state)
        .filter_map(|(_, e)| match e {
            EnforcedRule::NoCrossing { terrain } => Some(terrain.iter().map(String::as_str)),
            _ => None,
        })
        .flatten()
        .collect()
}

/// The longest shot the scenario allows this turn and the rule that sets it, if any.
pub fn shooting_limit(state: &BattleState) -> Option<(f64, &SpecialRule)> {
    enforced(state)
        .filter_map(|(r, e)| match e {
            EnforcedRule::MaxShootingRange { max_cm, turns }
                if SpecialRule::on_turn(turns, state.turn()) =>
            {
                Some((*max_cm, r))
            }
            _ => None,
        })
        .min_by(|a, b| a.0.total_cmp(&b.0))
}

/// The longest shot allowed this turn (infinite without such a rule).
pub fn shooting_limit_cm(state: &BattleState) -> f64 {
    shooting_limit(state).map_or(f64::INFINITY, |(cm, _)| cm)
}

/// A shot of `shooter` at `target`: some model must see a target model within the scenario's
/// limit (the weapon's own range is checked by the caller, L731).
pub fn check_shot(state: &BattleState, shooter: &str, target: &str) -> Result<(), Rejection> {
    let Some((limit, rule)) = shooting_limit(state) else {
        return Ok(());
    };
    let table = measure::table(state);
    let ok = state.models_of(shooter).any(|m| {
        state.models_of(target).any(|t| {
            measure::distance(m, t) <= limit + 1e-6 && measure::sees(table.as_deref(), m, t)
        })
    });
    if ok {
        Ok(())
    } else {
        Err(Scenario::ShotBeyond {
            rule: rule.text.clone(),
            limit_cm: limit,
            turn: state.turn(),
        }
        .into())
    }
}

/// Stand and shoot (L850) at a charger farther than the scenario's limit is not allowed.
pub fn check_stand_and_shoot(
    state: &BattleState,
    shooter: &str,
    charger: &str,
) -> Result<(), Rejection> {
    let Some((limit, rule)) = shooting_limit(state) else {
        return Ok(());
    };
    let d = unit_distance(state, shooter, charger);
    if d <= limit + 1e-6 {
        Ok(())
    } else {
        Err(Scenario::StandShootBeyond {
            rule: rule.text.clone(),
            distance_cm: d,
            limit_cm: limit,
            turn: state.turn(),
        }
        .into())
    }
}

/// A voluntary combat order (L468, L602) by `side`: forbidden on the turns a rule says so.
pub fn check_combat_order(state: &BattleState, side: Side) -> Result<(), Rejection> {
    for (r, e) in enforced(state) {
        if let EnforcedRule::NoCombatOrders { side: s, turns } = e
            && *s == u8::from(side)
            && SpecialRule::on_turn(turns, state.turn())
        {
            return Err(Scenario::NoCombatOrders {
                rule: r.text.clone(),
                side,
                turn: state.turn(),
            }
            .into());
        }
    }
    Ok(())
}

/// A model's straight path from `from` to `to` may not cross terrain a rule closes: the path of
/// its base's centre may not enter the piece ([`measure::path_enters`]); a model that does not
/// move crosses nothing.
pub fn check_path(
    state: &BattleState,
    model: &str,
    from: (f64, f64),
    to: (f64, f64),
) -> Result<(), Rejection> {
    if measure::direction(from, to).is_none() {
        return Ok(());
    }
    for (r, e) in enforced(state) {
        let EnforcedRule::NoCrossing { terrain } = e else {
            continue;
        };
        for t in state
            .table()
            .terrain
            .iter()
            .filter(|t| terrain.contains(&t.id))
        {
            if measure::path_enters(from, to, &t.polygon) {
                return Err(Scenario::Crosses {
                    rule: r.text.clone(),
                    model: model.to_string(),
                    terrain: t.id.clone(),
                }
                .into());
            }
        }
    }
    Ok(())
}

/// A model's move along its path (waypoints, then destination, L488): no leg may cross terrain
/// a rule closes.
pub fn check_route(
    state: &BattleState,
    model: &str,
    start: &crate::battle::model::state::ModelState,
    path: &[crate::table::P2],
) -> Result<(), Rejection> {
    let mut at = (start.x, start.y);
    for p in path {
        let to = (p.x, p.y);
        check_path(state, model, at, to)?;
        at = to;
    }
    Ok(())
}

/// A charge: every charging model goes straight at its nearest target model (L612); none may
/// cross terrain a rule closes.
pub fn check_charge(state: &BattleState, charger: &str, target: &str) -> Result<(), Rejection> {
    for m in state.models_of(charger) {
        let Some(t) = state
            .models_of(target)
            .min_by(|a, b| measure::distance(m, a).total_cmp(&measure::distance(m, b)))
        else {
            continue;
        };
        check_path(state, &m.id, (m.x, m.y), (t.x, t.y))?;
    }
    Ok(())
}

/// Victory points the scenario gives for killing named models (VP per side, and what scored).
pub fn killing_points(
    state: &BattleState,
) -> ([u32; 2], Vec<crate::battle::model::reasons::VpSource>) {
    let mut vp = [0u32; 2];
    let mut parts = Vec::new();
    for (r, e) in enforced(state) {
        let EnforcedRule::VpForKilling { victim, vp: points } = e else {
            continue;
        };
        let dead_side = match victim {
            Victim::GeneralOf(s) => Side::try_from(*s).ok().and_then(|s| {
                let side = &state.sides()[s.index()];
                // A general who never was one (no general in the army) cannot die.
                let had =
                    state.units().iter().any(|u| u.side == s && u.general) || side.general_dead;
                (had && side.general_dead).then_some(s)
            }),
            // Models are named `UNIT.leader`, `UNIT.1`...: a model of a unit in the battle
            // that is no longer on the table died.
            Victim::Model(id) => id
                .rsplit_once('.')
                .and_then(|(unit, _)| state.unit(unit))
                .filter(|_| state.model(id).is_none())
                .map(|u| u.side),
            Victim::Unit(id) => state
                .unit(id)
                .filter(|u| u.removed && u.joined.is_none())
                .map(|u| u.side),
        };
        if let Some(s) = dead_side {
            let scorer = crate::battle::model::side::other(s);
            vp[scorer.index()] += points;
            parts.push(crate::battle::model::reasons::VpSource::ScenarioKill {
                side: scorer,
                rule: r.text.clone(),
                vp: *points,
            });
        }
    }
    (vp, parts)
}
