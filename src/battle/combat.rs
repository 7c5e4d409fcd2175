//! Charges, fights and shots resolved during the battle and applied to the state: the dice
//! pools of R-POOL-1 (L666-683, L749-760) filled from the state and the table, wound dice
//! (R-WOUND-1..3), casualties (R-CAS-1), the result and the Honor test (R-RES-1, R-RES-2), and
//! fall back or retreat moves (R-MOV-1, L966).

use super::event::Event;
use super::flow::{self, Ctx, die_total};
use super::geometry;
use super::state::{Awaiting, FightDeclared, PendingRoll, RollKind};
use super::unit::{Side, UnitState, other};

/// Which side of the target the attacker hits (R-SIDE-1, L689): 0 front, 1 flank, 2 rear.
fn attack_side(state: &super::state::BattleState, attacker: &str, target: &str) -> u8 {
    let mut counts = [0usize; 3];
    for a in state.models_of(attacker) {
        for t in state.models_of(target) {
            if geometry::engaged(a, t) {
                let side = if geometry::in_view(t, a) {
                    0
                } else {
                    let (fx, fy) = (
                        t.facing_deg.to_radians().cos(),
                        t.facing_deg.to_radians().sin(),
                    );
                    let (_, dt) = geometry::base_size_cm(&t.base);
                    let (wa, da) = geometry::base_size_cm(&a.base);
                    let reach = wa.max(da) / 2.0;
                    let rel = (a.x - t.x) * fx + (a.y - t.y) * fy;
                    if rel + reach < -dt / 2.0 { 2 } else { 1 }
                };
                counts[side] += 1;
                break;
            }
        }
    }
    let total: usize = counts.iter().sum();
    if total == 0 {
        return 0;
    }
    // R-SIDE-2: the side used by at least half (rounded up); ties go to the defender's choice,
    // by default the least favourable to the attacker (front, then flank, then rear).
    let half = total.div_ceil(2);
    (0..3).find(|&s| counts[s] >= half).unwrap_or(0) as u8
}

/// Successes of a roll (R-DICE-1): natural 6 always, natural 1 never, else value + modifier
/// >= 4. A pool of zero or fewer dice rolled one die, successful only on a natural 6.
pub fn successes(dice: &[u8], pool: i32, modifier: i32) -> u32 {
    if pool <= 0 {
        return u32::from(dice.first() == Some(&6));
    }
    dice.iter()
        .filter(|&&d| d == 6 || (d != 1 && i32::from(d) + modifier >= 4))
        .count() as u32
}

fn roll_pool(ctx: &mut Ctx, pool: i32) -> Vec<u8> {
    ctx.dice.d6s(pool.max(1) as usize)
}

/// Models of `unit` engaged with a model of `enemy`.
fn engaged_models(state: &super::state::BattleState, unit: &str, enemy: &str) -> Vec<String> {
    state
        .models_of(unit)
        .filter(|m| state.models_of(enemy).any(|e| geometry::engaged(m, e)))
        .map(|m| m.id.clone())
        .collect()
}

struct MeleeSide {
    unit: String,
    pool: i32,
    modifier: i32,
    why: Vec<String>,
}

/// The melee pool of `unit` fighting `enemy` (R-POOL-1, L666-683).
fn melee_pool(
    ctx: &Ctx,
    unit: &UnitState,
    enemy: &UnitState,
    fight: &FightDeclared,
    is_attacker: bool,
    spent_order: bool,
    powered: bool,
) -> MeleeSide {
    let state = &ctx.state;
    let mut why = Vec::new();
    let prof = unit.acting_profile();
    let mut pool = prof.attack as i32;
    why.push(format!("AT {}", prof.attack));
    let engaged = engaged_models(state, &unit.id, &enemy.id);
    let leader_engaged = state
        .models_of(&unit.id)
        .any(|m| m.leader && engaged.contains(&m.id));
    if fight.duel {
        // L805: the two leaders alone, as lone models.
    } else {
        if unit.models_in_play() > 1 {
            let n = state
                .models_of(&unit.id)
                .filter(|m| !m.leader && engaged.contains(&m.id))
                .count() as i32;
            pool += n;
            why.push(format!("+{n}D6 engaged models"));
        }
        if let Some(l) = &unit.leader
            && leader_engaged
            && !unit.is_lone_leader()
        {
            pool += l.attack as i32;
            why.push(format!("+{}D6 leader", l.attack));
        }
    }
    if powered {
        pool += 1;
        why.push("+1D6 powered".into());
    }
    if fight.after_charge && is_attacker && !prof.skirmisher {
        let b = if prof.mounted { 2 } else { 1 };
        pool += b;
        why.push(format!("+{b}D6 charge"));
    }
    if unit.markers.casualty_this_turn {
        pool -= 1;
        why.push("-1D6 casualty this turn".into());
    }
    if unit.markers.used {
        pool -= 1;
        why.push("-1D6 used".into());
    }
    if !is_attacker && !spent_order {
        pool -= 1;
        why.push("-1D6 no order to spend".into());
    }
    if unit.markers.parapet {
        // R-POOL-2: parapet is +2D6 in melee.
        pool += 2;
        why.push("+2D6 parapet (R-POOL-2)".into());
    }
    let mut modifier = 0;
    if enemy.markers.parapet {
        modifier -= 1;
        why.push("-1 enemy parapeted".into());
    }
    if !is_attacker && fight.after_charge && unit.can_shoot() {
        modifier -= 1;
        why.push("-1 shooting weapons charged".into());
    }
    if unit.markers.retreating {
        modifier -= 2;
        why.push("-2 retreating".into());
    }
    match attack_side(state, &unit.id, &enemy.id) {
        1 => {
            modifier += 1;
            why.push("+1 flank (R-SIDE-1)".into());
        }
        2 => {
            modifier += 2;
            why.push("+2 rear (R-SIDE-1)".into());
        }
        _ => {}
    }
    MeleeSide {
        unit: unit.id.clone(),
        pool,
        modifier,
        why,
    }
}

/// What the wound dice did to one unit.
#[derive(Default, Clone)]
struct Harm {
    wounds: u32,
    leader_wounds: u32,
    stuns: u32,
}

/// Wound dice for `hits` against `target` (R-WOUND-1..2): natural 1 nothing, natural 6 a
/// wound (the unit leader's when there is one), >= difficulty a wound, lower a stun in melee.
fn roll_wounds(ctx: &mut Ctx, target: &UnitState, hits: u32, melee: bool, duel: bool) -> Harm {
    let dice = ctx.dice.d6s(hits as usize);
    let to_wound = target.acting_profile().to_wound;
    let mut h = Harm::default();
    let lone = target.is_lone() || duel;
    for &d in &dice {
        if d == 1 {
            continue;
        }
        if d == 6 {
            if target.leader.is_some() && !lone {
                h.leader_wounds += 1;
            } else {
                h.wounds += 1;
            }
        } else if u32::from(d) >= to_wound {
            h.wounds += 1;
        } else if melee {
            h.stuns += 1;
        }
    }
    if duel || target.is_lone_leader() {
        // A leader alone (or in a duel) takes every wound himself (L904, L909).
        h.leader_wounds += h.wounds;
        h.wounds = 0;
    }
    ctx.emit(Event::WoundsRolled {
        target: target.id.clone(),
        dice,
        modifier: 0,
        to_wound,
        wounds: h.wounds,
        leader_wounds: h.leader_wounds,
        stuns: h.stuns,
    });
    h
}

/// Applies harm to a unit (R-WOUND-3, R-WOUND-4, R-CAS-1). Returns (casualties counted for the
/// result, a lost leader counting 2 (R-RES-1), wounds taken).
fn apply_harm(ctx: &mut Ctx, unit_id: &str, mut h: Harm, near_enemy: Option<&str>) -> (u32, u32) {
    let Some(unit) = ctx.state.unit(unit_id).cloned() else {
        return (0, 0);
    };
    // R-WOUND-3: two stuns make a wound at once.
    let mut markers = unit.markers.clone();
    markers.stunned += h.stuns;
    let from_stuns = markers.stunned / 2;
    markers.stunned %= 2;
    h.wounds += from_stuns;
    // R-WOUND-4: protect the leader. Each leader wound that would kill him is diverted on 4+.
    if let Some(l) = &unit.leader
        && h.leader_wounds > 0
        && !unit.is_lone_leader()
        && unit.models > 0
    {
        let lethal =
            (unit.leader_wounds + h.leader_wounds).saturating_sub(l.wounds.saturating_sub(1));
        if lethal > 0 {
            let dice = ctx.dice.d6s(lethal as usize);
            let moved = dice.iter().filter(|&&d| d >= 4).count() as u32;
            ctx.emit(Event::LeaderProtected {
                unit: unit_id.to_string(),
                dice,
                moved,
            });
            h.leader_wounds -= moved;
            h.wounds += moved;
        }
    }
    ctx.emit(Event::MarkersSet {
        unit: unit_id.to_string(),
        markers: markers.clone(),
    });
    let hr = unit.profile.wounds.max(1);
    let total = h.wounds + markers.wounded;
    let models_lost = if unit.is_lone_leader() {
        0
    } else {
        (total / hr).min(unit.models)
    };
    let carried = if unit.models > models_lost {
        total % hr
    } else {
        0
    };
    let leader_killed = unit
        .leader
        .as_ref()
        .is_some_and(|l| unit.leader_wounds + h.leader_wounds >= l.wounds);
    ctx.emit(Event::CasualtiesTaken {
        unit: unit_id.to_string(),
        models_lost,
        leader_wounds: h.leader_wounds,
        leader_killed,
        carried,
    });
    // Remove the models: engaged ones first (L925), nearest to the enemy first.
    let mut candidates: Vec<(f64, bool, String)> = ctx
        .state
        .models_of(unit_id)
        .filter(|m| !m.leader)
        .map(|m| {
            let d = near_enemy
                .map(|e| {
                    ctx.state
                        .models_of(e)
                        .map(|em| geometry::distance(m, em))
                        .fold(f64::INFINITY, f64::min)
                })
                .unwrap_or(0.0);
            (d, false, m.id.clone())
        })
        .collect();
    candidates.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.2.cmp(&b.2)));
    for (_, _, id) in candidates.into_iter().take(models_lost as usize) {
        ctx.emit(Event::ModelRemoved { model: id });
    }
    let leader_model = ctx
        .state
        .models_of(unit_id)
        .find(|m| m.leader)
        .map(|m| m.id.clone());
    if leader_killed && let Some(lm) = leader_model {
        if unit.general {
            ctx.emit(Event::GeneralDied { side: unit.side });
        }
        ctx.emit(Event::ModelRemoved { model: lm });
    }
    let gone = ctx
        .state
        .unit(unit_id)
        .is_some_and(|u| u.models_in_play() == 0);
    if gone {
        flow::remove_unit(ctx, unit_id, "wiped out");
    }
    (
        models_lost + if leader_killed { 2 } else { 0 },
        h.wounds + h.leader_wounds,
    )
}

/// A fight between `fight.attacker` and `fight.defender`, the defender having decided whether
/// to power it (L632-716). The result is applied: casualties, Honor test, fall back or retreat.
pub fn resolve_fight(
    ctx: &mut Ctx,
    fight: &FightDeclared,
    defender_spent: bool,
    defender_powered: bool,
    refused_leader: Option<&str>,
) {
    let (Some(att), Some(def)) = (
        ctx.state.unit(&fight.attacker).cloned(),
        ctx.state.unit(&fight.defender).cloned(),
    ) else {
        return;
    };
    let mut sides = [
        melee_pool(ctx, &att, &def, fight, true, true, fight.powered),
        melee_pool(
            ctx,
            &def,
            &att,
            fight,
            false,
            defender_spent,
            defender_powered,
        ),
    ];
    if fight.duel {
        for (s, u) in sides.iter_mut().zip([&att, &def]) {
            let l = u.leader.as_ref().map_or(0, |l| l.attack) as i32;
            s.pool = s.pool - u.acting_profile().attack as i32 + l;
            s.why.push("duel: the leaders alone (L805)".into());
        }
    }
    if let Some(r) = refused_leader {
        for (s, u) in sides.iter_mut().zip([&att, &def]) {
            if u.id == r
                && let Some(l) = &u.leader
            {
                s.pool -= l.attack as i32;
                s.why
                    .push(format!("-{}D6 leader refused the duel (L818)", l.attack));
            }
        }
    }
    let mut hits = [0u32; 2];
    for (i, s) in sides.iter().enumerate() {
        let dice = roll_pool(ctx, s.pool);
        hits[i] = successes(&dice, s.pool, s.modifier);
        let target = if i == 0 { &def.id } else { &att.id };
        ctx.emit(Event::AttackRolled {
            unit: s.unit.clone(),
            target: target.clone(),
            dice,
            pool: s.pool,
            modifier: s.modifier,
            hits: hits[i],
            why: s.why.join(", "),
        });
    }
    // Both sides wound at the same time (L640).
    let harm_def = roll_wounds(ctx, &def, hits[0], true, fight.duel);
    let harm_att = roll_wounds(ctx, &att, hits[1], true, fight.duel);
    let (cas_def, w_def) = apply_harm(ctx, &def.id, harm_def, Some(&att.id));
    let (cas_att, w_att) = apply_harm(ctx, &att.id, harm_att, Some(&def.id));
    let att_gone = ctx.state.unit(&att.id).is_none_or(|u| u.removed);
    let def_gone = ctx.state.unit(&def.id).is_none_or(|u| u.removed);
    // R-RES-1.
    let (winner, loser, why) = if att_gone != def_gone {
        if def_gone {
            (
                Some(att.id.clone()),
                None,
                "wiped out the enemy".to_string(),
            )
        } else {
            (
                Some(def.id.clone()),
                None,
                "wiped out the enemy".to_string(),
            )
        }
    } else if att_gone && def_gone {
        (None, None, "both wiped out".to_string())
    } else if att.is_lone() && def.is_lone() || fight.duel {
        match w_att.cmp(&w_def) {
            std::cmp::Ordering::Less => (
                Some(att.id.clone()),
                Some(def.id.clone()),
                format!("wounds {w_att} against {w_def}"),
            ),
            std::cmp::Ordering::Greater => (
                Some(def.id.clone()),
                Some(att.id.clone()),
                format!("wounds {w_att} against {w_def}"),
            ),
            std::cmp::Ordering::Equal => (None, None, format!("equal wounds {w_att}")),
        }
    } else {
        match cas_att.cmp(&cas_def) {
            std::cmp::Ordering::Less => (
                Some(att.id.clone()),
                Some(def.id.clone()),
                format!("casualties {cas_att} against {cas_def}"),
            ),
            std::cmp::Ordering::Greater => (
                Some(def.id.clone()),
                Some(att.id.clone()),
                format!("casualties {cas_att} against {cas_def}"),
            ),
            std::cmp::Ordering::Equal => (None, None, format!("equal casualties {cas_att}")),
        }
    };
    ctx.emit(Event::CombatResult {
        winner: winner.clone(),
        loser: loser.clone(),
        why: format!("{why} (R-RES-1)"),
    });
    if fight.duel {
        ctx.emit(Event::DuelUnitsMarked {
            units: vec![att.id.clone(), def.id.clone()],
        });
    }
    if let (Some(l), Some(w)) = (loser, winner) {
        morale(ctx, &l, &w, "lost the melee (R-RES-2)");
    }
    flow::check_wiped_out_army(ctx);
}

/// The loser's Honor test and, on failure, fall back or retreat (R-RES-2, L951-966).
fn morale(ctx: &mut Ctx, unit: &str, enemy: &str, why: &str) {
    if ctx.state.unit(unit).is_none_or(|u| u.removed) {
        return;
    }
    if flow::honor_test(ctx, unit, 0, why) {
        return;
    }
    let Some(u) = ctx.state.unit(unit).cloned() else {
        return;
    };
    let retreat = u.models_in_play() * 2 < u.models_at_start;
    let n = if u.acting_profile().mounted { 3 } else { 2 };
    let dice = ctx.dice.d6s(n);
    let dist: f64 = dice.iter().map(|&d| f64::from(d)).sum();
    ctx.emit(Event::FallBack {
        unit: unit.to_string(),
        dice: dice.clone(),
        retreat,
    });
    move_away(ctx, unit, enemy, dist, retreat);
    let mut m = ctx
        .state
        .unit(unit)
        .map(|u| u.markers.clone())
        .unwrap_or_default();
    m.used = true;
    m.parapet = false;
    if retreat {
        m.retreating = true;
    }
    ctx.emit(Event::MarkersSet {
        unit: unit.to_string(),
        markers: m,
    });
}

fn centroid(ctx: &Ctx, unit: &str) -> Option<(f64, f64)> {
    let ms: Vec<_> = ctx.state.models_of(unit).collect();
    if ms.is_empty() {
        return None;
    }
    let n = ms.len() as f64;
    Some((
        ms.iter().map(|m| m.x).sum::<f64>() / n,
        ms.iter().map(|m| m.y).sum::<f64>() / n,
    ))
}

/// Moves every model of `unit` straight away from `enemy`'s centre by `dist` cm, kept on the
/// table; `turn_back` faces the direction of travel (retreat and flight, L870, L964).
pub fn move_away(ctx: &mut Ctx, unit: &str, enemy: &str, dist: f64, turn_back: bool) {
    let Some(c) = centroid(ctx, enemy) else {
        return;
    };
    let (w, d) = (
        ctx.state.table.table.width_cm,
        ctx.state.table.table.depth_cm,
    );
    let models: Vec<_> = ctx.state.models_of(unit).cloned().collect();
    let uc = centroid(ctx, unit).unwrap_or(c);
    let (mut dx, mut dy) = (uc.0 - c.0, uc.1 - c.1);
    let len = dx.hypot(dy);
    if len < 1e-9 {
        dx = 0.0;
        dy = if models.first().is_some_and(|m| m.side == 0) {
            -1.0
        } else {
            1.0
        };
    } else {
        dx /= len;
        dy /= len;
    }
    for m in models {
        let r = geometry::base_size_cm(&m.base).0 / 2.0;
        let x = (m.x + dx * dist).clamp(r, w - r);
        let y = (m.y + dy * dist).clamp(r, d - r);
        let facing = if turn_back {
            dy.atan2(dx).to_degrees()
        } else {
            m.facing_deg
        };
        ctx.emit(Event::ModelMoved {
            model: m.id.clone(),
            x,
            y,
            facing_deg: facing,
        });
    }
}

/// Shortest edge distance between two units' models (R-GEO-1).
pub fn unit_distance(state: &super::state::BattleState, a: &str, b: &str) -> f64 {
    let mut best = f64::INFINITY;
    for m in state.models_of(a) {
        for n in state.models_of(b) {
            best = best.min(geometry::distance(m, n));
        }
    }
    best
}

/// A shot by `shooter` at `target` (L720-792). `range_band`: `Some(short/medium)` forces the
/// band for stand and shoot (R-POOL-3), whose wounds are halved.
pub fn resolve_shot(
    ctx: &mut Ctx,
    shooter: &str,
    target: &str,
    powered: bool,
    stand_and_shoot: Option<bool>,
) {
    let (Some(s), Some(t)) = (
        ctx.state.unit(shooter).cloned(),
        ctx.state.unit(target).cloned(),
    ) else {
        return;
    };
    let range = s.acting_profile().range_cm.unwrap_or(0.0);
    let mut why = Vec::new();
    let mut pool = s.acting_profile().ranged_attack as i32;
    why.push(format!("AT {pool}"));
    let seers = ctx
        .state
        .models_of(shooter)
        .filter(|m| !m.leader)
        .filter(|m| {
            ctx.state.models_of(target).any(|tm| {
                geometry::in_view(m, tm)
                    && (stand_and_shoot.is_some() || geometry::distance(m, tm) <= range)
            })
        })
        .count() as i32;
    if s.models_in_play() > 1 {
        pool += seers;
        why.push(format!("+{seers}D6 models in sight and range"));
    }
    if let Some(l) = &s.leader
        && !s.is_lone_leader()
        && l.range_cm.is_some()
    {
        pool += l.ranged_attack as i32;
        why.push(format!("+{}D6 leader", l.ranged_attack));
    }
    if powered {
        pool += 1;
        why.push("+1D6 powered".into());
    }
    if s.markers.casualty_this_turn {
        pool -= 1;
        why.push("-1D6 casualty this turn".into());
    }
    if s.markers.parapet {
        pool -= 2;
        why.push("-2D6 parapet (R-POOL-2)".into());
    }
    let mut modifier = 0;
    if t.markers.parapet {
        modifier -= 1;
        why.push("-1 target parapeted".into());
    }
    if t.is_lone() || t.acting_profile().skirmisher {
        modifier -= 1;
        why.push("-1 lone model or skirmishers".into());
    }
    if let Some(short) = stand_and_shoot {
        why.push(if short {
            "stand and shoot at short range (R-POOL-3)".into()
        } else {
            "stand and shoot at medium range (R-POOL-3)".into()
        });
    }
    let dice = roll_pool(ctx, pool);
    let hits = successes(&dice, pool, modifier);
    ctx.emit(Event::AttackRolled {
        unit: shooter.to_string(),
        target: target.to_string(),
        dice,
        pool,
        modifier,
        hits,
        why: why.join(", "),
    });
    let models_before = t.models_in_play();
    let mut harm = roll_wounds(ctx, &t, hits, false, false);
    if stand_and_shoot.is_some() {
        harm.wounds /= 2;
        harm.leader_wounds /= 2;
    }
    let (cas, _) = apply_harm(ctx, target, harm, Some(shooter));
    if s.acting_profile().unloads {
        let mut m = ctx
            .state
            .unit(shooter)
            .map(|u| u.markers.clone())
            .unwrap_or_default();
        m.unloaded += 1;
        ctx.emit(Event::MarkersSet {
            unit: shooter.to_string(),
            markers: m,
        });
    }
    // R-RES-2: 50% or more of the models it had when shot.
    let lost =
        models_before.saturating_sub(ctx.state.unit(target).map_or(0, |u| u.models_in_play()));
    let _ = cas;
    if lost * 2 >= models_before && lost > 0 {
        morale(
            ctx,
            target,
            shooter,
            "lost half its models to a shot (R-RES-2)",
        );
    }
    flow::check_wiped_out_army(ctx);
}

/// The charge move roll settled (R-CHG-1, L610-630): success moves the chargers into contact
/// and declares the fight; failure moves them MOV toward the target.
pub fn settle_charge(ctx: &mut Ctx, roll: &PendingRoll) {
    let RollKind::ChargeMove { charger, target } = &roll.kind else {
        return;
    };
    let Some(charge) = ctx.state.charge.clone() else {
        return;
    };
    let Some(c) = ctx.state.unit(charger).cloned() else {
        return;
    };
    let mov = c.acting_profile().mov_cm;
    let base = if charge.powered { 2.0 * mov } else { mov };
    let reach = base + f64::from(die_total(&roll.dice[0]) as i16);
    let distance = unit_distance(&ctx.state, charger, target);
    let success = distance <= reach;
    ctx.emit(Event::ChargeResolved {
        reach_cm: reach,
        distance_cm: distance,
        success,
    });
    if charge.stood_and_shot {
        resolve_shot(ctx, target, charger, false, Some(success));
        if ctx.state.unit(charger).is_none_or(|u| u.removed) {
            ctx.emit(Event::ChargeCleared);
            flow::after_order(ctx, c.side);
            return;
        }
    }
    let travel = if success { reach } else { mov };
    charge_move(ctx, charger, target, travel, success);
    ctx.emit(Event::ChargeCleared);
    if success && engaged_models(&ctx.state, charger, target).is_empty() {
        // Every charger stopped short (blocked): no fight.
        flow::after_order(ctx, c.side);
        return;
    }
    if success {
        let fight = FightDeclared {
            attacker: charger.clone(),
            defender: target.clone(),
            powered: charge.powered,
            after_charge: true,
            duel: false,
        };
        ctx.emit(Event::FightDeclared { fight });
        let def_side = ctx.state.unit(target).map_or(other(c.side), |u| u.side);
        ctx.awaits(Awaiting::FightBack { side: def_side });
    } else {
        flow::after_order(ctx, c.side);
    }
}

/// Moves each charging model straight toward its nearest target model, at most `travel` cm,
/// stopping in base contact and facing the target's centre (L612-619).
fn charge_move(ctx: &mut Ctx, charger: &str, target: &str, travel: f64, contact: bool) {
    let models: Vec<_> = ctx.state.models_of(charger).cloned().collect();
    let targets: Vec<_> = ctx.state.models_of(target).cloned().collect();
    let mut taken: Vec<String> = Vec::new();
    for m in models {
        let Some(t) = targets
            .iter()
            .filter(|t| !taken.contains(&t.id) || taken.len() >= targets.len())
            .min_by(|a, b| geometry::distance(&m, a).total_cmp(&geometry::distance(&m, b)))
        else {
            continue;
        };
        taken.push(t.id.clone());
        let gap = geometry::distance(&m, t);
        let centre_d = (t.x - m.x).hypot(t.y - m.y);
        let step = if contact {
            (gap - 0.1).max(0.0).min(travel)
        } else {
            travel.min((gap - geometry::ENGAGE_CM - 0.5).max(0.0))
        };
        let (x, y) = if centre_d > 0.0 {
            (
                m.x + (t.x - m.x) * step / centre_d,
                m.y + (t.y - m.y) * step / centre_d,
            )
        } else {
            (m.x, m.y)
        };
        let facing = geometry::facing_towards((x, y), (t.x, t.y));
        ctx.emit(Event::ModelMoved {
            model: m.id.clone(),
            x,
            y,
            facing_deg: facing,
        });
    }
}

/// Flight from a charge (L866-877): 2D6 cm straight away from the charger, back to it.
pub fn flee(ctx: &mut Ctx, unit: &str, charger: &str) {
    let dice = ctx.dice.d6s(2);
    let dist: f64 = dice.iter().map(|&d| f64::from(d)).sum();
    ctx.emit(Event::MoveRolled {
        unit: unit.to_string(),
        dice,
        max_cm: dist,
    });
    move_away(ctx, unit, charger, dist, true);
    let mut m = ctx
        .state
        .unit(unit)
        .map(|u| u.markers.clone())
        .unwrap_or_default();
    m.used = true;
    m.parapet = false;
    ctx.emit(Event::MarkersSet {
        unit: unit.to_string(),
        markers: m,
    });
}

/// Opens the charge move roll to offerings.
pub fn roll_charge(ctx: &mut Ctx, charger: &str, target: &str, side: Side) {
    let value = ctx.dice.d6();
    flow::open_roll(
        ctx,
        RollKind::ChargeMove {
            charger: charger.to_string(),
            target: target.to_string(),
        },
        vec![super::state::RolledDie {
            owner: side,
            value,
            bonus: 0,
        }],
    );
}

/// Disengaging (L487-495): one wound per engaged model, casualties removed.
pub fn disengage_wounds(ctx: &mut Ctx, unit: &str) -> Vec<String> {
    let enemies: Vec<String> = flow::engaged_enemies(&ctx.state, unit).collect();
    let skirm = ctx
        .state
        .unit(unit)
        .is_some_and(|u| u.acting_profile().skirmisher);
    let mut n = 0u32;
    for e in &enemies {
        n += engaged_models(&ctx.state, unit, e).len() as u32;
    }
    if !skirm && n > 0 {
        let h = Harm {
            wounds: n,
            leader_wounds: 0,
            stuns: 0,
        };
        let near = enemies.first().cloned();
        apply_harm(ctx, unit, h, near.as_deref());
    }
    enemies
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r_dice_1_successes_natural_one_and_six() {
        assert_eq!(successes(&[1, 3, 4, 6], 4, 0), 2);
        assert_eq!(successes(&[1, 3, 4, 6], 4, 1), 3);
        assert_eq!(successes(&[1, 1, 5], 3, 5), 1);
        assert_eq!(successes(&[5, 6, 6], 3, -3), 2);
        // Zero dice: one die, only a natural 6.
        assert_eq!(successes(&[5], 0, 3), 0);
        assert_eq!(successes(&[6], -1, 0), 1);
    }
}
