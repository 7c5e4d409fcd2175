//! Applying events: the only code that changes a [`BattleState`]. No dice, no checks: an
//! event says what happened and this writes it down.

use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::command::OrderKind;
use crate::battle::model::event::Event;
use crate::battle::model::side::Side;
use crate::battle::model::state::{BattleState, Phase};

/// Writes one event into the state.
pub(in crate::battle) fn apply(state: &mut BattleState, event: &Event) {
    match event {
        Event::ExtraTerrainRolled { side, pieces, .. } => {
            state.sides[side.index()].extra_terrain_left = *pieces;
        }
        Event::TerrainOrderSet { order } => state.terrain_order = order.clone(),
        Event::TerrainPlaced {
            side,
            terrain,
            pieces,
        } => {
            let s = &mut state.sides[side.index()];
            s.extra_terrain_left = s.extra_terrain_left.saturating_sub(*pieces);
            state.table.terrain.push(terrain.clone());
        }
        Event::SecondaryMissionDrawn { side, roll } => {
            state.sides[side.index()].secondary_roll = Some(*roll);
        }
        Event::TerrainDone { side } => {
            state.sides[side.index()].extra_terrain_left = 0;
            state.terrain_order.retain(|s| s != side);
        }
        Event::TableSidesSwapped { .. } => state.table.swap_sides(),
        Event::StrategyRolled { winner, .. } => {
            if let Some(w) = winner {
                state.strategy_winner = Some(*w);
                state.initiative = *w;
            }
        }
        Event::CommanderOrdersPicked { side, hand, deck } => {
            let s = &mut state.sides[side.index()];
            s.orders_hand = vec![hand.clone()];
            s.orders_deck = deck.clone();
        }
        Event::DeckShuffled { side, draw_pile } => {
            let d = &mut state.sides[side.index()].deck;
            // Reshuffling takes the discard pile back (R-DECK-1).
            d.discard_pile.clear();
            d.draw_pile = draw_pile.clone();
        }
        Event::CardsDrawnToHand { side, cards } => {
            let d = &mut state.sides[side.index()].deck;
            for &c in cards {
                d.draw_into_hand(c);
            }
        }
        Event::CardsDrawnToChoose { side, cards } => {
            let d = &mut state.sides[side.index()].deck;
            for &c in cards {
                if let Some(i) = d.draw_pile.iter().rposition(|&x| x == c) {
                    d.draw_pile.remove(i);
                }
            }
            state.drawn[side.index()] = cards.clone();
        }
        Event::HandDiscarded { side, cards } => {
            state.sides[side.index()].deck.discard_from_hand(cards);
        }
        Event::CardsKept {
            side,
            kept,
            discarded,
        } => {
            let d = &mut state.sides[side.index()].deck;
            d.hand.extend(kept.iter().copied());
            d.hand.sort_unstable();
            d.discard_pile.extend(discarded.iter().copied());
            state.drawn[side.index()].clear();
        }
        Event::CardsSpent { side, cards, .. } => {
            state.sides[side.index()].deck.discard_from_hand(cards);
        }
        Event::ModelDeployed {
            model,
            x,
            y,
            facing_deg,
        } => {
            if let Some(m) = place(state, model, *x, *y, *facing_deg) {
                m.deployed = true;
            }
        }
        Event::Awaits { awaiting } => state.awaiting = *awaiting,
        Event::PhaseBegan { phase, turn } => {
            state.phase = *phase;
            state.turn = *turn;
            if *phase == Phase::Maintenance {
                state.lone_done = false;
                state.command_duel_done = false;
                state.duel_units.clear();
                state.disengaged_from.clear();
                for s in &mut state.sides {
                    s.activations = 0;
                }
                for u in &mut state.units {
                    u.markers.casualty_this_turn = false;
                }
            }
        }
        Event::VictoryPoints { vp, .. } => state.vp = *vp,
        Event::BattleEnded { winner, vp, reason } => {
            state.phase = Phase::Ended;
            state.awaiting = Awaiting::Nothing;
            state.winner = *winner;
            state.vp = *vp;
            state.end_reason = Some(reason.clone());
            state.pair = None;
            state.roll = None;
        }
        Event::CommanderOrderDrawn { side, order } => {
            let s = &mut state.sides[side.index()];
            if let Some(i) = s.orders_deck.iter().rposition(|o| o == order) {
                s.orders_deck.remove(i);
            }
            s.orders_hand.push(order.clone());
        }
        Event::CommanderOrderKept {
            side, discarded, ..
        } => {
            let s = &mut state.sides[side.index()];
            if let Some(d) = discarded
                && let Some(i) = s.orders_hand.iter().position(|o| o == d)
            {
                s.orders_hand.remove(i);
                s.orders_gone.push(d.clone());
            }
        }
        Event::CommanderOrderUsed { side, order, .. } => {
            let s = &mut state.sides[side.index()];
            if let Some(i) = s.orders_hand.iter().position(|o| o == order) {
                s.orders_hand.remove(i);
                s.orders_gone.push(order.clone());
            }
        }
        Event::HonorTested { .. } => {}
        Event::UnitRemoved { unit, .. } => {
            if let Some(u) = state.unit_mut(unit) {
                u.removed = true;
            }
            state.models.retain(|m| &m.unit != unit);
        }
        Event::MarkersSet { unit, markers } => {
            if let Some(u) = state.unit_mut(unit) {
                u.markers = markers.clone();
            }
        }
        Event::TurnMarkersCleared => {
            for u in &mut state.units {
                u.markers.used = false;
                u.markers.stunned = 0;
                u.markers.ki_active = false;
                u.markers.orders.turn_ended();
                u.markers.ki_ability = None;
            }
        }
        Event::RollMade { roll } => state.roll = Some(roll.clone()),
        Event::Offered {
            side,
            die,
            value,
            bonus,
            ..
        } => {
            if let Some(r) = &mut state.roll {
                if let Some(d) = r.dice.get_mut(*die) {
                    d.value = *value;
                    d.bonus = *bonus;
                }
                r.spoke[side.index()] = true;
            }
        }
        Event::OfferingPassed { side } => {
            if let Some(r) = &mut state.roll {
                r.spoke[side.index()] = true;
            }
        }
        Event::RollSettled => state.roll = None,
        Event::InitiativeTaken { side, .. } => state.initiative = *side,
        Event::PairBegan { pair } => state.pair = Some(pair.clone()),
        Event::UnitActivated { side, unit } => {
            if let Some(p) = &mut state.pair {
                p.units[side.index()] = Some(unit.clone());
            }
        }
        Event::OrdersGiven { orders, ki, .. } => {
            let units = state.pair.as_ref().map(|p| p.units.clone());
            if let Some(p) = &mut state.pair {
                p.orders = *orders;
                p.rolled = true;
            }
            if let Some(units) = units {
                for (i, u) in units.iter().enumerate() {
                    if ki[i]
                        && let Some(id) = u
                        && let Some(unit) = state.unit_mut(id)
                    {
                        unit.markers.ki_active = true;
                    }
                }
            }
        }
        Event::OrdersSpent { side, count, .. } => {
            if let Some(p) = &mut state.pair {
                let o = &mut p.orders[side.index()];
                *o = o.saturating_sub(*count);
            }
        }
        Event::Held { side } => {
            if let Some(p) = &mut state.pair {
                p.holding[side.index()] = true;
            }
        }
        Event::NextToAct { side } => {
            if let Some(p) = &mut state.pair {
                p.next = *side;
            }
        }
        // A lost shot changes nothing but the order it spent (L743).
        Event::ShotLost { .. } => {}
        Event::CombatOrderMade { side } => {
            if let Some(p) = &mut state.pair {
                p.combat_done[side.index()] = true;
            }
        }
        Event::Reacted { unit } => {
            if let Some(p) = &mut state.pair
                && !p.reacted.contains(unit)
            {
                p.reacted.push(unit.clone());
            }
        }
        Event::ReactionEnded { unit } => {
            if let Some(u) = state.unit_mut(unit) {
                u.markers.used = true;
            }
        }
        Event::LeadOrdersOpened { side, units } => lead_orders_opened(state, *side, units),
        Event::LedOrderGiven { unit, order } => led_order_given(state, unit, *order),
        Event::UnitsLed { units } => {
            if let Some(p) = &mut state.pair {
                p.led.extend(units.iter().cloned());
            }
        }
        Event::PairEnded { used } => {
            for id in used {
                if let Some(u) = state.unit_mut(id) {
                    u.markers.used = true;
                }
            }
            state.pair = None;
            state.command_duel_done = false;
        }
        Event::ActivationCounted { side } => state.sides[side.index()].activations += 1,
        Event::LoneActivationUsed => state.lone_done = true,
        Event::ModelMoved {
            model,
            x,
            y,
            facing_deg,
        } => {
            if let Some(unit) = place(state, model, *x, *y, *facing_deg).map(|m| m.unit.clone())
                && let Some(p) = &mut state.pair
                && !p.moved.contains(&unit)
            {
                p.moved.push(unit);
            }
        }
        Event::ModelRemoved { model } => state.models.retain(|m| &m.id != model),
        Event::MoveRolled { .. } | Event::LedOrderRolled { .. } => {}
        Event::ChargeDeclared { charge } => state.charge = Some(charge.clone()),
        Event::ChargeReacted {
            unit,
            reaction,
            powered,
        } => {
            if let Some(c) = &mut state.charge {
                use crate::battle::model::command::ChargeReaction as R;
                let target = *unit == c.target;
                match reaction {
                    R::Flee if target => c.fled = true,
                    R::StandAndShoot if target => {
                        c.stood_and_shot = true;
                        c.stand_powered = *powered;
                    }
                    R::StandAndShoot => c.also_stood.push((unit.clone(), *powered)),
                    R::Flee | R::Receive => {}
                }
                if !c.answered.contains(unit) {
                    c.answered.push(unit.clone());
                }
            }
        }
        Event::ChargeResolved { .. } => {}
        Event::ChargeCleared => state.charge = None,
        Event::FightDeclared { fight } => state.fight = Some(fight.clone()),
        Event::FightCleared => state.fight = None,
        Event::DuelChallenged { challenge } => state.duel = Some(challenge.clone()),
        Event::DuelAnswered { .. } => state.duel = None,
        Event::DuelUnitsMarked { units } => state.duel_units.extend(units.iter().cloned()),
        Event::Disengaged { unit, from } => {
            state.disengaged_from.push((unit.clone(), from.clone()));
        }
        Event::CombatResolved { .. } => {}
        Event::CasualtiesTaken {
            unit,
            models_lost,
            leader_wounds_after,
            leader_killed,
            wounded_after,
            stuns_after,
            ..
        } => {
            if let Some(u) = state.unit_mut(unit) {
                u.models = u.models.saturating_sub(*models_lost);
                u.leader_wounds = *leader_wounds_after;
                u.markers.wounded = *wounded_after;
                u.markers.stunned = *stuns_after;
                if *leader_killed {
                    u.leader = None;
                    u.leader_wounds = 0;
                }
                if *models_lost > 0 || *leader_killed {
                    u.markers.casualty_this_turn = true;
                }
            }
        }
        Event::GeneralDied { side } => {
            state.sides[side.index()].general_dead = true;
            for u in &mut state.units {
                if u.side == *side {
                    u.general = false;
                }
            }
        }
        Event::CombatResult { .. } | Event::FallBack { .. } => {}
        Event::CommandDuelDeclared { side, stake } => {
            state.sides[side.index()].deck.discard_from_hand(stake);
            state.command_duel = Some(crate::battle::model::state::CommandDuelStake {
                challenger: *side,
                stake: stake.clone(),
                interrupted: Some(state.awaiting),
            });
            state.command_duel_done = true;
        }
        Event::CommandDuelResolved { initiative, .. } => {
            state.initiative = *initiative;
            state.command_duel = None;
        }
        Event::DestroyedVp { side, vp } => state.sides[side.index()].units_destroyed_vp += vp,
        Event::CombatBegan { combat } => state.combat = Some((**combat).clone()),
        Event::CombatStageRolled { faces } => {
            if let Some(c) = &mut state.combat {
                c.staged.feed(faces);
            }
        }
        Event::LeaderProtection { protect, .. } => {
            if let Some(c) = &mut state.combat {
                c.staged.choose_protect(*protect);
            }
        }
        Event::CasualtiesChosen { unit, models } => {
            if let Some(c) = &mut state.combat {
                c.casualties_chosen
                    .push(crate::battle::model::combat::CasualtyPick {
                        unit: unit.clone(),
                        models: models.clone(),
                    });
            }
        }
        Event::CombatFallBackRolled { faces } => {
            if let Some(c) = &mut state.combat {
                c.fall_back_dice = Some(faces.clone());
            }
        }
        Event::CombatFinished => state.combat = None,
        Event::AftermathSet { aftermath } => state.aftermath = aftermath.clone(),
        Event::PendingMoveSet { pending } => state.pending_move = pending.clone(),
        Event::OpportunityChargeResolved { .. } => {}
        Event::CasualtiesRemoved { unit, models, .. } => remove_casualties(state, unit, models),
        Event::PursuitRolled { .. } | Event::MultipleCombatResult { .. } => {}
        Event::LeaderMoveDeclared { declared } => state.leader_move = declared.clone(),
        Event::LeaderJoined {
            leader_unit,
            unit,
            model,
            swapped_with,
        } => crate::battle::model::leader_apply::joined(
            state,
            leader_unit,
            unit,
            model,
            swapped_with.as_deref(),
        ),
        Event::LeaderLeft {
            unit,
            model,
            new_unit,
            x,
            y,
            facing_deg,
        } => crate::battle::model::leader_apply::left(
            state,
            unit,
            model,
            new_unit,
            (*x, *y, *facing_deg),
        ),
        Event::LeaderChangeDropped { .. } => {}
        Event::OpponentsPicked { unit, picks } => opponents_picked(state, unit, picks),
    }
}

/// Models removed as casualties (L976, L986, L990): a leader among them leaves the unit
/// without its leader, the others lower its model count.
fn remove_casualties(state: &mut BattleState, unit: &str, models: &[String]) {
    let leaders = state
        .models
        .iter()
        .filter(|m| models.contains(&m.id) && m.unit == unit)
        .map(|m| m.leader)
        .collect::<Vec<_>>();
    // A total war movement base removed by a rule that removes a model takes the whole unit
    // it stands for with it (R-TW-5).
    let base = crate::battle::model::unit::movement_base_model(unit);
    if models.contains(&base)
        && let Some(u) = state.unit_mut(unit)
        && u.movement_base
    {
        u.models = 0;
    }
    state.models.retain(|m| !models.contains(&m.id));
    if let Some(u) = state.unit_mut(unit) {
        for leader in leaders {
            if leader {
                u.leader = None;
                u.leader_wounds = 0;
            } else {
                u.models = u.models.saturating_sub(1);
            }
            u.markers.casualty_this_turn = true;
        }
    }
}

/// Applies `LeadOrdersOpened` and `LedOrderGiven` (for `apply`): each side's Lead order keeps
/// its own owed orders (L830), so a Lead by one side leaves the other's standing.
fn lead_orders_opened(state: &mut BattleState, side: Side, units: &[String]) {
    if let Some(p) = state.pair.as_mut() {
        p.leads.retain(|l| l.side != side);
        p.leads.push(crate::battle::model::leaders::LeadTurn {
            side,
            units: units.to_vec(),
            order: None,
        });
    }
}

fn led_order_given(state: &mut BattleState, unit: &str, order: OrderKind) {
    let lead = state.pair.as_mut().and_then(|p| {
        p.leads
            .iter_mut()
            .find(|l| l.units.iter().any(|u| u == unit))
    });
    if let Some(l) = lead {
        l.units.retain(|u| u != unit);
        if l.order.is_none() {
            l.order = Some(order);
        }
    }
}

/// Applies `OpponentsPicked` to the chain (for `apply`).
fn opponents_picked(
    state: &mut BattleState,
    unit: &str,
    picks: &[crate::battle::model::combat::OpponentPick],
) {
    if let Some(c) = state.aftermath.as_mut().and_then(|a| a.chain.as_mut()) {
        c.to_pick.retain(|u| u != unit);
        c.picks
            .retain(|p| !picks.iter().any(|q| q.model == p.model));
        c.picks.extend(picks.iter().cloned());
    }
}

/// Puts `model` at (`x`, `y`) facing `facing_deg`; none when it is no longer on the table.
fn place<'a>(
    state: &'a mut BattleState,
    model: &str,
    x: f64,
    y: f64,
    facing_deg: f64,
) -> Option<&'a mut crate::battle::model::state::ModelState> {
    let m = state.models.iter_mut().find(|m| m.id == model)?;
    m.x = x;
    m.y = y;
    m.facing_deg = facing_deg;
    Some(m)
}
