//! The turn machine: everything that happens without a player's choice, from the setup rolls
//! through maintenance (L230-246), the initiative roll (L248-252) and the pairs of activations
//! (L264-303, R-TURN-3), up to the end of the battle (R-TURN-1).
//!
//! A [`Ctx`] holds a working copy of the state; every change goes through [`Ctx::emit`], which
//! applies the event to the copy and records it, so the recorded events rebuild the same state.
//! [`Ctx::finish`] hands back both: the events for the log, the copy as the battle's new state
//! (each event applied once).

use crate::battle::engine::dice::{Dice, d3};
use crate::battle::engine::measure;
use crate::battle::engine::resolve::Executed;
use crate::battle::model::apply::apply;
use crate::battle::model::deck::hand_size;
use crate::battle::model::event::Event;
use crate::battle::model::reasons::{BattleEnd, HonorCause, InitiativeWhy, Removal};
use crate::battle::model::state::{
    Awaiting, BattleState, Pair, PendingRoll, Phase, RollKind, RolledDie,
};
use crate::battle::model::unit::{Side, other};
use crate::battle::scenario::scoring;

/// A working copy of the state, the events so far and the dice of this log entry.
pub struct Ctx<'a> {
    pub state: BattleState,
    pub events: Vec<Event>,
    pub dice: &'a mut Dice,
}

impl<'a> Ctx<'a> {
    pub fn new(state: &BattleState, dice: &'a mut Dice) -> Self {
        Ctx {
            state: state.clone(),
            events: Vec::new(),
            dice,
        }
    }

    /// The events recorded and the state they led to.
    pub fn finish(self) -> Executed {
        Executed {
            events: self.events,
            state: self.state,
        }
    }

    /// Records an event and applies it to the working state.
    pub fn emit(&mut self, event: Event) {
        apply(&mut self.state, &event);
        self.events.push(event);
    }

    pub fn awaits(&mut self, awaiting: Awaiting) {
        self.emit(Event::Awaits { awaiting });
    }

    /// `n` dice rolled for `owner`'s side, no card added yet (R-DECK-4 may change them).
    pub fn roll_dice(&mut self, owner: Side, n: usize) -> Vec<RolledDie> {
        self.dice
            .d6s(n)
            .into_iter()
            .map(|value| RolledDie {
                owner,
                value,
                bonus: 0,
            })
            .collect()
    }
}

/// The setup rolls before the first choice: extra terrain by commander level (R-ARMY-1, L180)
/// and who decides the order of placement (L186).
pub fn start(ctx: &mut Ctx) {
    for side in 0..2u8 {
        let level = ctx.state.sides[side as usize].commander_level;
        let (dice, pieces) = match level {
            0 => {
                let d = ctx.dice.d6();
                (vec![d], u32::from(d3(d)))
            }
            1 => {
                let d = ctx.dice.d6s(2);
                let p = u32::from(*d.iter().min().unwrap_or(&1));
                (d, p)
            }
            _ => {
                let d = ctx.dice.d6s(2);
                let p = u32::from(*d.iter().max().unwrap_or(&1));
                (d, p)
            }
        };
        ctx.emit(Event::ExtraTerrainRolled { side, dice, pieces });
    }
    let [l0, l1] = [
        ctx.state.sides[0].commander_level,
        ctx.state.sides[1].commander_level,
    ];
    if l0 != l1 {
        let decider = if l0 > l1 { 0 } else { 1 };
        ctx.awaits(Awaiting::TerrainOrder { side: decider });
    } else {
        // Equal levels: the first player is decided at random (L186).
        let first = loop {
            let d = ctx.dice.d6s(2);
            if d[0] != d[1] {
                break if d[0] > d[1] { 0 } else { 1 };
            }
        };
        ctx.emit(Event::TerrainOrderSet {
            order: vec![first, other(first)],
        });
        next_terrain(ctx);
    }
}

/// The next side to place terrain, or on to the commander orders.
pub fn next_terrain(ctx: &mut Ctx) {
    while let Some(&side) = ctx.state.terrain_order.first() {
        if ctx.state.sides[side as usize].extra_terrain_left > 0 {
            ctx.awaits(Awaiting::ExtraTerrain { side });
            return;
        }
        ctx.emit(Event::TerrainDone { side });
    }
    next_commander_orders(ctx);
}

/// Each side picks its commander orders (R-DECK-2), side 0 first.
pub fn next_commander_orders(ctx: &mut Ctx) {
    for side in 0..2u8 {
        let s = &ctx.state.sides[side as usize];
        if s.orders_hand.is_empty() && s.orders_deck.is_empty() && !s.order_cards.is_empty() {
            ctx.awaits(Awaiting::CommanderOrders { side });
            return;
        }
    }
    strategy_and_first_hands(ctx);
}

/// The strategy roll (L208), the command decks and the first hands (R-DECK-1, L190-195).
fn strategy_and_first_hands(ctx: &mut Ctx) {
    let winner = loop {
        let dice = [ctx.dice.d6(), ctx.dice.d6()];
        let totals =
            [0usize, 1].map(|i| i32::from(dice[i]) + i32::from(ctx.state.sides[i].commander_level));
        let winner = match totals[0].cmp(&totals[1]) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        };
        ctx.emit(Event::StrategyRolled {
            dice,
            totals,
            winner,
        });
        if let Some(w) = winner {
            break w;
        }
    };
    let size = hand_size(ctx.state.battle_points);
    for side in 0..2u8 {
        let mut pile = crate::battle::model::deck::full_command_deck();
        ctx.dice.shuffle(&mut pile);
        ctx.emit(Event::DeckShuffled {
            side,
            draw_pile: pile,
        });
        let cards = draw(ctx, side, size);
        ctx.emit(Event::CardsDrawnToHand { side, cards });
    }
    let _ = winner;
    next_deployment(ctx);
}

/// Draws `n` cards off `side`'s pile (top = last). When the pile holds fewer than `n`, the
/// discard pile is shuffled under it first (R-DECK-1). Returns the values drawn; the caller
/// records where they go.
pub fn draw(ctx: &mut Ctx, side: Side, n: usize) -> Vec<u8> {
    let deck = &ctx.state.sides[side as usize].deck;
    if deck.draw_pile.len() < n && !deck.discard_pile.is_empty() {
        let mut pile = deck.discard_pile.clone();
        ctx.dice.shuffle(&mut pile);
        pile.extend(deck.draw_pile.iter().copied());
        ctx.emit(Event::DeckShuffled {
            side,
            draw_pile: pile,
        });
    }
    let pile = &ctx.state.sides[side as usize].deck.draw_pile;
    pile.iter().rev().take(n).copied().collect()
}

/// Whether every unit of `side` has at least one model on the table.
fn side_represented(state: &BattleState, side: Side) -> bool {
    state
        .units_of(side)
        .all(|u| state.models_of(&u.id).any(|m| m.deployed))
}

/// Deployment (L206-214): one model of each unit alternately, the strategy winner first; then
/// the rest, the strategy winner's army first.
pub fn next_deployment(ctx: &mut Ctx) {
    let first = ctx.state.strategy_winner.unwrap_or(0);
    let st = &ctx.state;
    let placed = |s: Side| {
        st.units_of(s)
            .filter(|u| st.models_of(&u.id).any(|m| m.deployed))
            .count()
    };
    if !side_represented(st, 0) || !side_represented(st, 1) {
        // Alternate: the side that has placed fewer first models goes (ties: the winner).
        let (p_first, p_second) = (placed(first), placed(other(first)));
        let side = if side_represented(st, first) {
            other(first)
        } else if side_represented(st, other(first)) || p_first <= p_second {
            first
        } else {
            other(first)
        };
        ctx.awaits(Awaiting::Deploy { side });
        return;
    }
    for side in [first, other(first)] {
        if ctx
            .state
            .models
            .iter()
            .any(|m| m.side == side && !m.deployed)
        {
            ctx.awaits(Awaiting::Deploy { side });
            return;
        }
    }
    begin_turn(ctx, 1);
}

/// A new turn: maintenance (L230-246).
pub fn begin_turn(ctx: &mut Ctx, turn: u32) {
    ctx.emit(Event::PhaseBegan {
        phase: Phase::Maintenance,
        turn,
    });
    // 1. End check from turn 3 (R-TURN-1).
    if turn >= 3 {
        let (vp, detail) = scoring::leader_points(&ctx.state);
        ctx.emit(Event::VictoryPoints {
            vp,
            detail: detail.into(),
        });
        if vp[0] > 2 * vp[1] || vp[1] > 2 * vp[0] {
            end_battle(ctx, BattleEnd::MoreThanDouble);
            return;
        }
    }
    // 2. Command cards from turn 2 (R-DECK-1, L236).
    if turn >= 2 {
        let size = hand_size(ctx.state.battle_points);
        for side in 0..2u8 {
            let hand = ctx.state.sides[side as usize].deck.hand.clone();
            if !hand.is_empty() {
                ctx.emit(Event::HandDiscarded { side, cards: hand });
            }
            let n = size + ctx.state.sides[side as usize].commander_level as usize;
            let cards = draw(ctx, side, n);
            if cards.len() > size {
                ctx.emit(Event::CardsDrawnToChoose { side, cards });
            } else {
                ctx.emit(Event::CardsDrawnToHand { side, cards });
            }
        }
    }
    // 3. Commander orders (R-DECK-2, L238).
    for side in 0..2u8 {
        if let Some(order) = ctx.state.sides[side as usize].orders_deck.last().cloned() {
            ctx.emit(Event::CommanderOrderDrawn { side, order });
        }
    }
    maintenance_choices(ctx);
}

/// The maintenance choices in order (cards to keep, commander order to keep), then the rest.
pub fn maintenance_choices(ctx: &mut Ctx) {
    for side in 0..2u8 {
        if !ctx.state.drawn[side as usize].is_empty() {
            ctx.awaits(Awaiting::KeepCards { side });
            return;
        }
    }
    for side in 0..2u8 {
        if ctx.state.sides[side as usize].orders_hand.len() >= 2 {
            ctx.awaits(Awaiting::KeepCommanderOrder { side });
            return;
        }
    }
    retreat_tests_and_markers(ctx);
}

/// Maintenance steps 4 and 5: Honor tests of retreating units (L240), one unit at a time
/// (each test open to offerings, R-DECK-4), then used and stunned markers go (L244). Then the
/// initiative roll.
fn retreat_tests_and_markers(ctx: &mut Ctx) {
    let next = ctx
        .state
        .units
        .iter()
        .find(|u| !u.removed && u.markers.retreating)
        .map(|u| u.id.clone());
    if let Some(id) = next {
        let engaged = engaged_enemies(&ctx.state, &id).next().is_some();
        let why = retreat_cause(-i32::from(engaged));
        let honor = ctx.state.unit(&id).map_or(0, |u| {
            u.honor(ctx.state.general_dead(u.side)) - i32::from(engaged)
        });
        if crate::battle::deck::commander::steady_passes(ctx, &id, honor, why) {
            rallies(ctx, &id);
            retreat_tests_and_markers(ctx);
            return;
        }
        let owner = ctx.state.unit(&id).map_or(0, |u| u.side);
        let n = if general_reroll(&ctx.state, &id) {
            2
        } else {
            1
        };
        let dice = ctx.roll_dice(owner, n);
        let kind = RollKind::RetreatHonor {
            unit: id,
            modifier: -i32::from(engaged),
        };
        crate::battle::deck::offerings::roll(ctx, kind, dice);
        return;
    }
    ctx.emit(Event::TurnMarkersCleared);
    if check_wiped_out_army(ctx) {
        return;
    }
    begin_initiative(ctx);
}

/// Why a retreating unit tests Honor (L240): in melee its modifier is -1.
fn retreat_cause(modifier: i32) -> HonorCause {
    if modifier < 0 {
        HonorCause::RetreatingInMelee
    } else {
        HonorCause::Retreating
    }
}

/// A retreating unit that passed its Honor test loses its retreating marker (L240).
fn rallies(ctx: &mut Ctx, id: &str) {
    let mut m = ctx
        .state
        .unit(id)
        .map(|u| u.markers.clone())
        .unwrap_or_default();
    m.retreating = false;
    ctx.emit(Event::MarkersSet {
        unit: id.to_string(),
        markers: m,
    });
}

/// A retreating unit's Honor test settled: it rallies or leaves the battle (L240); then the
/// next one.
pub fn retreat_test_rolled(ctx: &mut Ctx, id: &str, modifier: i32, dice: &[RolledDie]) {
    if honor_from_dice(ctx, id, modifier, retreat_cause(modifier), dice) {
        rallies(ctx, id);
    } else {
        remove_unit(ctx, id, Removal::FailedRetreatTest);
    }
    retreat_tests_and_markers(ctx);
}

/// The initiative roll (L248): both roll 1D6, the higher wins, ties roll again.
pub fn begin_initiative(ctx: &mut Ctx) {
    let turn = ctx.state.turn;
    if ctx.state.phase != Phase::Initiative {
        ctx.emit(Event::PhaseBegan {
            phase: Phase::Initiative,
            turn,
        });
    }
    let dice = [0u8, 1].map(|owner| RolledDie {
        owner,
        value: ctx.dice.d6(),
        bonus: 0,
    });
    open_roll(ctx, RollKind::Initiative, dice.to_vec());
}

/// Opens a roll to offerings (R-DECK-4): the side without the initiative speaks first. A side
/// without cards cannot offer and passes at once.
pub fn open_roll(ctx: &mut Ctx, kind: RollKind, dice: Vec<RolledDie>) {
    ctx.emit(Event::RollMade {
        roll: PendingRoll {
            kind,
            dice,
            spoke: [false, false],
        },
    });
    next_offering(ctx);
}

/// The next side to speak on the pending roll, or settle it.
pub fn next_offering(ctx: &mut Ctx) {
    let first = other(ctx.state.initiative);
    for side in [first, other(first)] {
        let spoke = ctx
            .state
            .roll
            .as_ref()
            .is_some_and(|r| r.spoke[side as usize]);
        if spoke {
            continue;
        }
        if ctx.state.sides[side as usize].deck.hand.is_empty() {
            ctx.emit(Event::OfferingPassed { side });
            continue;
        }
        ctx.awaits(Awaiting::Offerings { side });
        return;
    }
    settle_roll(ctx);
}

/// The value of a pending die: natural value plus an offering's card (L1026).
pub fn die_total(d: &RolledDie) -> i32 {
    i32::from(d.value) + i32::from(d.bonus)
}

fn settle_roll(ctx: &mut Ctx) {
    let Some(roll) = ctx.state.roll.clone() else {
        return;
    };
    ctx.emit(Event::RollSettled);
    match roll.kind {
        RollKind::Initiative => {
            let a = die_total(&roll.dice[0]);
            let b = die_total(&roll.dice[1]);
            if a == b {
                begin_initiative(ctx);
                return;
            }
            let side = if a > b { 0 } else { 1 };
            ctx.emit(Event::InitiativeTaken {
                side,
                why: InitiativeWhy::InitiativeRoll {
                    roll: a,
                    against: b,
                }
                .into(),
            });
            let turn = ctx.state.turn;
            ctx.emit(Event::PhaseBegan {
                phase: Phase::Activation,
                turn,
            });
            begin_pair(ctx);
        }
        RollKind::Orders => settle_order_rolls(ctx, &roll),
        RollKind::ChargeMove { .. } => {
            crate::battle::combat::combat_order::settle_charge(ctx, &roll)
        }
        RollKind::OpportunityCharge { .. } => {
            crate::battle::opportunity::charge::settle(ctx, &roll)
        }
        _ => crate::battle::deck::offerings::settle(ctx, &roll),
    }
}

/// R-TURN-2 (L278-281): natural 1 or total <= 3: 1 order; 4-5: 2; 6+: 2 and ki.
pub fn orders_for_roll(natural: u8, total: i32) -> (u32, bool) {
    if natural == 1 || total <= 3 {
        (1, false)
    } else if total <= 5 {
        (2, false)
    } else {
        (2, true)
    }
}

fn settle_order_rolls(ctx: &mut Ctx, roll: &PendingRoll) {
    let Some(pair) = ctx.state.pair.clone() else {
        return;
    };
    let mut orders = [0u32; 2];
    let mut ki = [false; 2];
    let mut totals = [0i32; 2];
    for d in &roll.dice {
        let s = d.owner as usize;
        let Some(unit) = pair.units[s].as_ref().and_then(|id| ctx.state.unit(id)) else {
            continue;
        };
        let total = die_total(d) + unit.initiative(ctx.state.general_dead(d.owner));
        let (o, k) = orders_for_roll(d.value, total);
        orders[s] = o;
        ki[s] = k;
        totals[s] = total;
    }
    ctx.emit(Event::OrdersGiven { orders, ki, totals });
    let active = pair.active_side;
    let first = if orders[active as usize] > 0 {
        active
    } else {
        other(active)
    };
    ctx.emit(Event::NextToAct { side: first });
    crate::battle::turn::ki::next_choice(ctx);
}

/// Whether `side` may still spend an order in the current pair.
pub fn can_act(pair: &Pair, side: Side) -> bool {
    pair.units[side as usize].is_some()
        && (pair.orders[side as usize] > 0
            || crate::battle::leaders::lead_turn::any_owed(pair, side))
        && !pair.holding[side as usize]
}

/// After an order: alternate (L283), or end the pair when both are out of orders.
pub fn next_action(ctx: &mut Ctx) {
    if ctx.state.phase == Phase::Ended
        || crate::battle::opportunity::kinds::holds(ctx)
        || crate::battle::aftermath::sequence::awaits_decision(ctx)
        || crate::battle::opportunity::kinds::resume(ctx)
    {
        return;
    }
    let Some(pair) = ctx.state.pair.clone() else {
        begin_pair(ctx);
        return;
    };
    // The active unit may have died.
    let mut pair = pair;
    for s in 0..2 {
        if let Some(id) = &pair.units[s]
            && ctx.state.unit(id).is_none_or(|u| u.removed)
            && pair.orders[s] > 0
        {
            ctx.emit(Event::Held { side: s as Side });
            pair.holding[s] = true;
        }
    }
    let next = pair.next;
    if can_act(&pair, next) {
        ctx.awaits(Awaiting::SpendOrder { side: next });
    } else if can_act(&pair, other(next)) {
        ctx.emit(Event::NextToAct { side: other(next) });
        ctx.awaits(Awaiting::SpendOrder { side: other(next) });
    } else {
        end_pair(ctx);
    }
}

/// Called after `side` spent an order: the other side acts next when it can (L283).
pub fn after_order(ctx: &mut Ctx, side: Side) {
    if let Some(pair) = &ctx.state.pair
        && can_act(pair, other(side))
    {
        ctx.emit(Event::NextToAct { side: other(side) });
    }
    next_action(ctx);
}

/// End of a pair (L297): used markers on the active units and the reactive units that reacted.
pub fn end_pair(ctx: &mut Ctx) {
    let Some(pair) = ctx.state.pair.clone() else {
        return;
    };
    let mut used: Vec<String> = pair.units.iter().flatten().cloned().collect();
    used.extend(pair.reacted.iter().cloned());
    used.extend(pair.led.iter().cloned());
    used.retain(|id| ctx.state.unit(id).is_some_and(|u| !u.removed));
    used.sort();
    used.dedup();
    ctx.emit(Event::PairEnded { used });
    for s in 0..2u8 {
        if pair.units[s as usize].is_some() {
            ctx.emit(Event::ActivationCounted { side: s });
        }
    }
    if pair.lone && !ctx.state.lone_done {
        ctx.emit(Event::LoneActivationUsed);
    }
    begin_pair(ctx);
}

/// Starts the next pair, the lone extra activation, offers commander activations, or ends
/// the turn (L258, L299, R-TURN-3, L1033).
pub fn begin_pair(ctx: &mut Ctx) {
    let unused = [0u8, 1].map(|s| !ctx.state.unused_units(s).is_empty());
    match unused {
        [true, true] => {
            let side = ctx.state.initiative;
            ctx.awaits(Awaiting::ActiveSide { side });
        }
        [true, false] | [false, true] => {
            let side = if unused[0] { 0 } else { 1 };
            if !ctx.state.lone_done {
                ctx.emit(Event::PairBegan {
                    pair: Pair {
                        active_side: side,
                        next: side,
                        lone: true,
                        ..Pair::default()
                    },
                });
                ctx.awaits(Awaiting::ChooseUnit { side });
            } else if !ctx.state.sides[side as usize].deck.hand.is_empty() {
                ctx.awaits(Awaiting::CommanderActivation { side });
            } else {
                end_turn(ctx);
            }
        }
        [false, false] => end_turn(ctx),
    }
}

/// Both active units chosen: the order rolls (L276), one die per active unit.
pub fn roll_orders(ctx: &mut Ctx) {
    let Some(pair) = ctx.state.pair.clone() else {
        return;
    };
    let dice: Vec<RolledDie> = (0..2u8)
        .filter(|&s| pair.units[s as usize].is_some())
        .map(|owner| RolledDie {
            owner,
            value: ctx.dice.d6(),
            bonus: 0,
        })
        .collect();
    open_roll(ctx, RollKind::Orders, dice);
}

/// End of the activation phase: the next turn, or the end of the battle at the turn limit.
pub fn end_turn(ctx: &mut Ctx) {
    if ctx.state.turn >= ctx.state.turn_limit {
        let turn = ctx.state.turn_limit;
        end_battle(ctx, BattleEnd::LastTurn { turn });
    } else {
        let t = ctx.state.turn + 1;
        begin_turn(ctx, t);
    }
}

/// Ends the battle and scores it by the scenario (L256).
pub fn end_battle(ctx: &mut Ctx, reason: BattleEnd) {
    let (vp, detail) = scoring::final_points(&ctx.state);
    ctx.emit(Event::VictoryPoints {
        vp,
        detail: detail.into(),
    });
    let winner = match vp[0].cmp(&vp[1]) {
        std::cmp::Ordering::Greater => Some(0),
        std::cmp::Ordering::Less => Some(1),
        std::cmp::Ordering::Equal => None,
    };
    ctx.emit(Event::BattleEnded {
        winner,
        vp,
        reason: reason.into(),
    });
}

/// When one army has no unit left the battle ends at once.
pub fn check_wiped_out_army(ctx: &mut Ctx) -> bool {
    if ctx.state.phase == Phase::Ended {
        return true;
    }
    for side in 0..2u8 {
        if ctx.state.units_of(side).next().is_none() {
            end_battle(ctx, BattleEnd::NoUnitLeft { side });
            return true;
        }
    }
    false
}

/// Removes a unit from the battle, scoring the scenario's points for the enemy.
pub fn remove_unit(ctx: &mut Ctx, id: &str, reason: Removal) {
    let Some(u) = ctx.state.unit(id).cloned() else {
        return;
    };
    if u.removed {
        return;
    }
    if u.general && u.leader.is_some() {
        ctx.emit(Event::GeneralDied { side: u.side });
    }
    ctx.emit(Event::UnitRemoved {
        unit: id.to_string(),
        reason: reason.into(),
    });
    let vp = ctx
        .state
        .table
        .victory
        .as_ref()
        .map_or(0, |v| v.per_unit_destroyed);
    if vp > 0 {
        ctx.emit(Event::DestroyedVp {
            side: other(u.side),
            vp,
        });
    }
}

/// Enemy units engaged with `unit` (R-ENG-1).
pub fn engaged_enemies<'a>(
    state: &'a BattleState,
    unit: &'a str,
) -> impl Iterator<Item = String> + 'a {
    let mut found: Vec<String> = Vec::new();
    for m in state.models_of(unit) {
        for e in &state.models {
            if e.side != m.side
                && e.deployed
                && m.deployed
                && measure::engaged(m, e)
                && !found.contains(&e.unit)
            {
                found.push(e.unit.clone());
            }
        }
    }
    found.into_iter()
}

/// Whether the general's re-roll applies to `unit` (L428-431): the general itself, or a unit
/// with a model within 15 cm of the general's unit and in sight of it.
pub fn general_reroll(state: &BattleState, unit: &str) -> bool {
    let Some(u) = state.unit(unit) else {
        return false;
    };
    if state.general_dead(u.side) {
        return false;
    }
    let Some(g) = state
        .units_of(u.side)
        .find(|x| x.general && x.leader.is_some())
    else {
        return false;
    };
    if g.id == u.id {
        return true;
    }
    let table = measure::table(state);
    state.models_of(unit).any(|m| {
        state.models_of(&g.id).any(|gm| {
            measure::distance(m, gm) <= 15.0
                && (measure::sees(table.as_deref(), m, gm)
                    || measure::sees(table.as_deref(), gm, m))
        })
    })
}

/// An Honor test of `unit` (R-DICE-3) with `modifier`; returns whether it passed.
pub fn honor_test(ctx: &mut Ctx, unit: &str, modifier: i32, why: HonorCause) -> bool {
    match honor_dice(ctx, unit, modifier, why) {
        None => true,
        Some(dice) => honor_from_dice(ctx, unit, modifier, why, &dice),
    }
}

/// The dice of an Honor test of `unit` (two with the general's re-roll, L430), to be read by
/// [`honor_from_dice`] once offered on (R-DECK-4); none when Steady ranks passes it without a
/// roll. A unit no longer in the battle rolls no dice (and fails).
pub fn honor_dice(
    ctx: &mut Ctx,
    unit: &str,
    modifier: i32,
    why: HonorCause,
) -> Option<Vec<RolledDie>> {
    let Some(u) = ctx.state.unit(unit) else {
        return Some(Vec::new());
    };
    let owner = u.side;
    let honor = u.honor(ctx.state.general_dead(u.side)) + modifier;
    if crate::battle::deck::commander::steady_passes(ctx, unit, honor, why) {
        return None;
    }
    let n = if general_reroll(&ctx.state, unit) {
        2
    } else {
        1
    };
    Some(ctx.roll_dice(owner, n))
}

/// An Honor test of `unit` with these dice (R-DICE-3): the lowest total is kept (two dice with
/// the general's re-roll, L430) and passes when at most the Honor plus `modifier`.
pub fn honor_from_dice(
    ctx: &mut Ctx,
    unit: &str,
    modifier: i32,
    why: HonorCause,
    dice: &[RolledDie],
) -> bool {
    let Some(u) = ctx.state.unit(unit) else {
        return false;
    };
    let honor = u.honor(ctx.state.general_dead(u.side)) + modifier;
    let kept = dice.iter().map(die_total).min().unwrap_or(6);
    let passed = kept <= honor;
    ctx.emit(Event::HonorTested {
        unit: unit.to_string(),
        dice: dice.iter().map(|d| d.value).collect(),
        honor,
        passed,
        why: why.into(),
    });
    passed
}
