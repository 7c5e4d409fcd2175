//! Commander orders in play (órdenes de comandante, L1002-1012, R-DECK-2): what each of the six
//! original orders does, when and on which units it may be used, the markers it leaves on those
//! units until they are spent, and the sensible uses offered to the players.
//!
//! The book prints no cards; the six original ones ([`crate::battle::model::deck::default_commander_orders`])
//! carry an [`OrderEffect`]. A card without one (a faction's own card, or a battle saved before
//! the effects existed) is tracked for its cost only and its text is played by the players.
//!
//! - Banzai (1): one unused unit adds +1D6 to its next combat roll (melee or shooting) this turn.
//! - Forced march (1+X): X unused units within 10 cm of the general add 2X cm to their next move
//!   order this turn.
//! - Steady ranks (2): one unit passes its next Honor test automatically.
//! - Hidden path (2): while deploying, one skirmisher unit with no model on the table deploys
//!   anywhere more than 30 cm from every enemy model.
//! - Volley (1): one unused shooting unit ignores the -1 for an enemy in cover (L758) this turn.
//! - Ancestors watch (1+X): X stun markers removed from your units (a unit named twice loses two).
//!
//! Units chosen for an order that has them act may not have a used marker (L1010); a used order
//! is gone for the battle (L1012).

use crate::battle::engine::ctx::Ctx;
use crate::battle::engine::measure;
use crate::battle::engine::measure::unit_distance;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::deck::CommanderOrderCard;
use crate::battle::model::deck::OrderEffect;
use crate::battle::model::event::Event;
use crate::battle::model::rejection::{Commander, Rejection, no};
use crate::battle::model::side::{Side, other};
use crate::battle::model::state::{BattleState, ModelState, Phase};
use crate::battle::model::unit::UnitState;
use crate::rules::CombatUnit;

/// The side's card called `order`.
pub fn card<'a>(state: &'a BattleState, side: Side, order: &str) -> Option<&'a CommanderOrderCard> {
    state.sides()[side.index()]
        .order_cards
        .iter()
        .find(|c| c.name == order)
}

/// The army's general while alive (L428).
pub(in crate::battle) fn general(state: &BattleState, side: Side) -> Option<&UnitState> {
    state
        .units_of(side)
        .find(|u| u.general && u.leader.is_some())
}

/// Checks a use of a commander order: when (L1004), the cost and X (L1006-1008), the units
/// named (L1008, L1010) and what the order asks of them.
pub fn check_use(
    state: &BattleState,
    side: Side,
    order: &str,
    cards: &[u8],
    units: &[String],
    x: Option<u32>,
) -> Result<(), Rejection> {
    let s = &state.sides()[side.index()];
    let card = card(state, side, order);
    let effect = card.and_then(|c| c.effect);
    if effect == Some(OrderEffect::HiddenPath) {
        if state.phase() != Phase::Setup || state.awaiting() != (Awaiting::Deploy { side }) {
            return no(Commander::HiddenPathNotNow);
        }
    } else if !state.interruptible() {
        return no(Commander::NotBetweenOrders);
    }
    if !s.orders_hand.contains(&order.to_string()) {
        return no(Commander::NotInHand {
            order: order.to_string(),
        });
    }
    let cost = card.map_or(0, |c| c.cost) as usize;
    let plus_x = card.is_some_and(|c| c.plus_x);
    let extra = cards.len().saturating_sub(cost);
    if cards.len() < cost || (!plus_x && cards.len() != cost) {
        return no(Commander::Cost {
            order: order.to_string(),
            cost: cost as u32,
            plus_x,
        });
    }
    if let Some(x) = x
        && (!plus_x || x as usize != extra)
    {
        return no(if plus_x {
            Commander::XCards {
                x,
                cost: cost as u32,
                given: cards.len(),
            }
        } else {
            Commander::NoX {
                order: order.to_string(),
            }
        });
    }
    if !s.deck.hand_holds(cards) {
        return no(Commander::DiscardNotInHand);
    }
    let Some(effect) = effect else {
        if !units.is_empty() {
            return no(Commander::NamesNoUnits {
                order: order.to_string(),
            });
        }
        return Ok(());
    };
    let own = |id: &str| -> Result<&UnitState, Rejection> {
        match state.unit(id) {
            Some(u) if u.side == side && !u.removed => Ok(u),
            _ => no(Commander::NotYourUnit {
                unit: id.to_string(),
            }),
        }
    };
    let unused = |u: &UnitState| -> Result<(), Rejection> {
        if u.markers.used {
            no(Commander::UsedUnit { unit: u.id.clone() })
        } else {
            Ok(())
        }
    };
    let one = || -> Result<&UnitState, Rejection> {
        match units {
            [id] => own(id),
            _ => no(Commander::OneUnit {
                order: order.to_string(),
            }),
        }
    };
    let x_units = || -> Result<(), Rejection> {
        if extra == 0 {
            return no(Commander::XAtLeastOne {
                order: order.to_string(),
            });
        }
        if units.len() != extra {
            return no(Commander::XUnits {
                x: extra,
                named: units.len(),
            });
        }
        Ok(())
    };
    match effect {
        OrderEffect::Banzai => {
            let u = one()?;
            unused(u)?;
            if u.markers.orders.banzai {
                return no(Commander::AlreadyBanzai { unit: u.id.clone() });
            }
        }
        OrderEffect::Volley => {
            let u = one()?;
            unused(u)?;
            if !u.can_shoot() {
                return no(Commander::NoShootingWeapon { unit: u.id.clone() });
            }
            if u.markers.orders.volley {
                return no(Commander::AlreadyVolley { unit: u.id.clone() });
            }
        }
        OrderEffect::SteadyRanks => {
            let u = one()?;
            if u.markers.orders.steady_ranks {
                return no(Commander::AlreadySteadyRanks { unit: u.id.clone() });
            }
        }
        OrderEffect::HiddenPath => {
            let u = one()?;
            if !u.acting_profile().skirmisher {
                return no(Commander::NotSkirmisher { unit: u.id.clone() });
            }
            if state.models_of(&u.id).any(|m| m.deployed) {
                return no(Commander::AlreadyDeployed { unit: u.id.clone() });
            }
        }
        OrderEffect::ForcedMarch => {
            x_units()?;
            let Some(g) = general(state, side) else {
                return no(Commander::NoGeneral);
            };
            for (i, id) in units.iter().enumerate() {
                let u = own(id)?;
                unused(u)?;
                if units[..i].contains(id) {
                    return no(Commander::NamedTwice { unit: id.clone() });
                }
                let d = unit_distance(state, &u.id, &g.id);
                if u.id != g.id && d > 10.0 + 1e-6 {
                    return no(Commander::FarFromGeneral {
                        unit: id.clone(),
                        distance_cm: d,
                    });
                }
            }
        }
        OrderEffect::AncestorsWatch => {
            x_units()?;
            for id in units {
                let u = own(id)?;
                let named = units.iter().filter(|n| *n == id).count() as u32;
                if named > u.markers.stunned {
                    return no(Commander::StunMarkers {
                        unit: id.clone(),
                        stunned: u.markers.stunned,
                        remove: named,
                    });
                }
            }
        }
    }
    Ok(())
}

/// Uses a checked commander order: the cards go (L1006), the order is gone (L1012), and the
/// named units get its markers. Then the decision under way is asked again.
pub fn execute_use(ctx: &mut Ctx, side: Side, order: &str, cards: &[u8], units: &[String]) {
    ctx.emit(Event::CardsSpent {
        side,
        cards: cards.to_vec(),
        reason: crate::battle::model::reasons::CardsFor::CommanderOrder {
            order: order.to_string(),
        }
        .into(),
    });
    let card = card(ctx.state(), side, order).cloned();
    ctx.emit(Event::CommanderOrderUsed {
        side,
        order: order.to_string(),
        text: match card.as_ref() {
            Some(CommanderOrderCard {
                effect: Some(effect),
                ..
            }) => crate::battle::model::reasons::OrderPlayed::Effect { effect: *effect },
            c => crate::battle::model::reasons::OrderPlayed::FromItsText {
                text: c.map(|c| c.text.clone()).unwrap_or_default(),
            },
        }
        .into(),
    });
    if let Some(effect) = card.as_ref().and_then(|c| c.effect) {
        let x = cards
            .len()
            .saturating_sub(card.as_ref().map_or(0, |c| c.cost) as usize) as u32;
        let mut done: Vec<&String> = Vec::new();
        for id in units {
            if done.contains(&id) {
                continue;
            }
            done.push(id);
            let Some(mut m) = ctx.state().unit(id).map(|u| u.markers.clone()) else {
                continue;
            };
            match effect {
                OrderEffect::Banzai => m.orders.banzai = true,
                OrderEffect::ForcedMarch => m.orders.forced_march_cm += 2 * x,
                OrderEffect::SteadyRanks => m.orders.steady_ranks = true,
                OrderEffect::HiddenPath => m.orders.hidden_path = true,
                OrderEffect::Volley => m.orders.volley = true,
                OrderEffect::AncestorsWatch => {
                    let n = units.iter().filter(|u| *u == id).count() as u32;
                    m.stunned = m.stunned.saturating_sub(n);
                }
            }
            ctx.emit(Event::MarkersSet {
                unit: id.clone(),
                markers: m,
            });
        }
    }
    let again = ctx.state().awaiting();
    ctx.awaits(again);
}

/// Forced march's extra cm on the unit's next move order.
pub fn extra_move_cm(u: &UnitState) -> f64 {
    f64::from(u.markers.orders.forced_march_cm)
}

/// How far the unit's next move order may take it: MOV, plus a Forced march's extra cm.
pub fn move_allowance_cm(u: &UnitState) -> f64 {
    u.acting_profile().mov_cm + extra_move_cm(u)
}

/// A move order spends Forced march.
pub fn spend_move(ctx: &mut Ctx, unit: &str) {
    if let Some(u) = ctx.state().unit(unit)
        && u.markers.orders.forced_march_cm > 0
    {
        let mut m = u.markers.clone();
        m.orders.forced_march_cm = 0;
        ctx.emit(Event::MarkersSet {
            unit: unit.to_string(),
            markers: m,
        });
    }
}

/// Banzai's die on the unit's combat roll.
pub fn banzai_dice(u: &UnitState) -> i32 {
    i32::from(u.markers.orders.banzai)
}

/// Volley: the unit's shots ignore the enemy's cover (the -1 of L758).
pub fn ignores_cover(u: &UnitState) -> bool {
    u.markers.orders.volley
}

/// Steady ranks: the unit's Honor for its next test is 6, which 1D6 never exceeds (R-DICE-3).
pub fn steady_honor(cu: &mut CombatUnit, u: &UnitState) {
    if u.markers.orders.steady_ranks {
        cu.honor = cu.honor.max(6);
        if let Some(l) = &mut cu.leader {
            l.honor = Some(l.honor.unwrap_or(cu.honor).max(6));
        }
    }
}

/// After a fight or a shot: the units that rolled spend Banzai, the units that took an Honor
/// test spend Steady ranks.
pub fn after_combat(ctx: &mut Ctx, rolled: &[&str], tested: &[(&str, bool)]) {
    let mut ids: Vec<&str> = rolled.to_vec();
    ids.extend(tested.iter().filter(|t| t.1).map(|t| t.0));
    ids.dedup();
    for id in ids {
        let Some(u) = ctx.state().unit(id) else {
            continue;
        };
        let mut m = u.markers.clone();
        if rolled.contains(&id) {
            m.orders.banzai = false;
        }
        if tested.contains(&(id, true)) {
            m.orders.steady_ranks = false;
        }
        if m != u.markers {
            ctx.emit(Event::MarkersSet {
                unit: id.to_string(),
                markers: m,
            });
        }
    }
}

/// An Honor test outside a fight (a retreating unit, L237): with Steady ranks it passes without
/// a roll and the marker goes. Returns whether it did.
pub fn steady_passes(
    ctx: &mut Ctx,
    unit: &str,
    honor: i32,
    why: crate::battle::model::reasons::HonorCause,
) -> bool {
    let Some(u) = ctx.state().unit(unit) else {
        return false;
    };
    if !u.markers.orders.steady_ranks {
        return false;
    }
    let mut m = u.markers.clone();
    m.orders.steady_ranks = false;
    ctx.emit(Event::HonorTested {
        unit: unit.to_string(),
        dice: Vec::new(),
        honor,
        passed: true,
        why: why.into(),
    });
    ctx.emit(Event::MarkersSet {
        unit: unit.to_string(),
        markers: m,
    });
    true
}

/// Whether the unit deploys by Hidden path.
pub fn hidden_path(state: &BattleState, unit: &str) -> bool {
    state
        .unit(unit)
        .is_some_and(|u| u.markers.orders.hidden_path)
}

/// A model placed by Hidden path: its whole base on the table (R-GEO-1), not on impassable
/// terrain (L523), more than 30 cm from every enemy model on the table.
pub fn check_hidden_deploy(state: &BattleState, placed: &ModelState) -> Result<(), Rejection> {
    if !measure::on_table(state, placed) {
        return no(Commander::HiddenPathOffTable);
    }
    if let Some(terrain) = measure::impassable_under(state, placed) {
        return no(Commander::HiddenPathImpassable { terrain });
    }
    if let Some(e) = state
        .models()
        .iter()
        .filter(|e| e.deployed && e.side != placed.side)
        .find(|e| measure::distance(e, placed) <= 30.0)
    {
        return no(Commander::HiddenPathNearEnemy {
            enemy: e.id.clone(),
            distance_cm: measure::distance(e, placed),
        });
    }
    Ok(())
}

/// Where a Hidden path unit's first model may sensibly go: the legal spots on a 2.5 cm grid,
/// more than 30 cm from the enemy's deployment zone too, nearest that zone first.
pub fn hidden_spots(state: &BattleState, m: &ModelState) -> Vec<(f64, f64)> {
    let zone = crate::battle::engine::measure::deployment_zone(state, other(m.side));
    let (w, d) = (state.table().table.width_cm, state.table().table.depth_cm);
    let mut spots: Vec<(f64, f64, f64)> = Vec::new();
    let mut y = 2.5;
    while y < d {
        let mut x = 2.5;
        while x < w {
            let gap = measure::distance_to_polygon((x, y), &zone);
            if gap > 32.0 {
                let mut p = m.clone();
                (p.x, p.y) = (x, y);
                if check_hidden_deploy(state, &p).is_ok() {
                    spots.push((gap, x, y));
                }
            }
            x += 2.5;
        }
        y += 2.5;
    }
    spots.sort_by(|a, b| a.0.total_cmp(&b.0));
    spots.into_iter().map(|(_, x, y)| (x, y)).collect()
}
