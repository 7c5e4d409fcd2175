//! The turn machine: everything that happens without a player's choice, from the setup rolls
//! through maintenance (L230-239), the initiative roll (L240-245) and the pairs of activations
//! (L264-303, R-TURN-3), up to the end of the battle (R-TURN-1).
//!
//! Rules run in a [`Ctx`] (`engine::ctx`), whose only way to change the state is an event.

use crate::battle::engine::ctx::{Ctx, GoOn};
use crate::battle::engine::dice::d3;
use crate::battle::engine::measure;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::deck::hand_size;
use crate::battle::model::event::Event;
use crate::battle::model::reasons::{BattleEnd, HonorCause, InitiativeWhy, Removal};
use crate::battle::model::side::{Side, other};
use crate::battle::model::state::{Pair, PendingRoll, Phase, RollKind, RolledDie};
use crate::battle::scenario::scoring;
use crate::battle::turn::end::{check_wiped_out_army, end_battle, remove_unit};
use crate::battle::turn::honor::{general_reroll, honor_from_dice};
use crate::battle::turn::order_roll::orders_for_roll;
use crate::battle::turn::rolls;

/// The one place that decides what follows when a rule reports its part done ([`GoOn`]):
/// every [`Ctx`] the engine makes hands over here.
pub fn go_on(ctx: &mut Ctx, what: GoOn) {
    match what {
        GoOn::OrderDone { side } => after_order(ctx, side),
        GoOn::StepDone => next_action(ctx),
        GoOn::Roll { kind, dice } => rolls::roll(ctx, kind, dice),
        GoOn::OpenRoll { kind, dice } => rolls::open_roll(ctx, kind, dice),
        GoOn::FightReady {
            fight,
            defender_spent,
            defender_powered,
            then,
        } => crate::battle::combat::fight::resolve_fight(
            ctx,
            &fight,
            defender_spent,
            defender_powered,
            None,
            then,
        ),
        GoOn::CombatOver { combat } => crate::battle::combat::fight::conclude(ctx, &combat),
        GoOn::MoveOver { pending } => crate::battle::turn::move_over::go_on(ctx, &pending),
    }
}

/// Each side's secret 1D6 for the scenario's secondary missions (R-MISSION-1), before
/// anything else of the setup, on dice apart from the battle's others (R-MISSION-2).
fn draw_secondary_missions(ctx: &mut Ctx) {
    let has_table = ctx
        .state()
        .table()
        .missions
        .as_ref()
        .is_some_and(|m| !m.secondary.is_empty());
    if !has_table {
        return;
    }
    for side in Side::BOTH {
        let roll = ctx.dice.apart(side.index()).d6();
        ctx.emit(Event::SecondaryMissionDrawn { side, roll });
    }
}

/// The setup rolls before the first choice: extra terrain by commander level (R-ARMY-1, L180)
/// and who decides the order of placement (L185).
pub fn start(ctx: &mut Ctx) {
    draw_secondary_missions(ctx);
    for side in Side::BOTH {
        let level = ctx.state().sides()[side.index()].commander_level;
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
        ctx.state().sides()[0].commander_level,
        ctx.state().sides()[1].commander_level,
    ];
    if l0 != l1 {
        let decider = if l0 > l1 { Side::FIRST } else { Side::SECOND };
        ctx.awaits(Awaiting::TerrainOrder { side: decider });
    } else {
        // Equal levels: the first player is decided at random (L185).
        let first = loop {
            let d = ctx.dice.d6s(2);
            if d[0] != d[1] {
                break if d[0] > d[1] {
                    Side::FIRST
                } else {
                    Side::SECOND
                };
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
    while let Some(&side) = ctx.state().terrain_order().first() {
        if ctx.state().sides()[side.index()].extra_terrain_left > 0 {
            ctx.awaits(Awaiting::ExtraTerrain { side });
            return;
        }
        ctx.emit(Event::TerrainDone { side });
    }
    first_hands(ctx);
    next_commander_orders(ctx);
}

/// Step 5 of the preparation (L186-195): each side's command deck shuffled and its first hand
/// drawn, usable from then on (L193), so before the strategy roll of step 7 (L210).
fn first_hands(ctx: &mut Ctx) {
    let size = hand_size(ctx.state().battle_points());
    for side in Side::BOTH {
        let mut pile = crate::battle::model::deck::full_command_deck();
        ctx.dice.shuffle(&mut pile);
        ctx.emit(Event::DeckShuffled {
            side,
            draw_pile: pile,
        });
        let cards = draw(ctx, side, size);
        ctx.emit(Event::CardsDrawnToHand { side, cards });
    }
}

/// Each side picks its commander orders (R-DECK-2), side 0 first.
pub fn next_commander_orders(ctx: &mut Ctx) {
    for side in Side::BOTH {
        let s = &ctx.state().sides()[side.index()];
        if s.orders_hand.is_empty() && s.orders_deck.is_empty() && !s.order_cards.is_empty() {
            ctx.awaits(Awaiting::CommanderOrders { side });
            return;
        }
    }
    begin_strategy(ctx);
}

/// The strategy roll (step 7.1, L210): each side 1D6 plus its commander level, the higher
/// wins, ties roll again. The first hands are already drawn (L193), so it is open to offerings
/// like any roll (R-DECK-4).
fn begin_strategy(ctx: &mut Ctx) {
    let dice = Side::BOTH.map(|owner| RolledDie {
        owner,
        value: ctx.dice.d6(),
        bonus: 0,
    });
    rolls::roll(ctx, RollKind::Strategy, dice.to_vec());
}

/// The strategy roll settled (L210): the winner deploys first (L211); a tie rolls again.
pub(in crate::battle) fn strategy_rolled(ctx: &mut Ctx, roll: &PendingRoll) {
    let die = |side: Side| roll.dice.iter().find(|d| d.owner == side);
    let (Some(a), Some(b)) = (die(Side::FIRST), die(Side::SECOND)) else {
        return;
    };
    let totals = [a, b].map(|d| ctx.state().strategy_total(d));
    let winner = match totals[0].cmp(&totals[1]) {
        std::cmp::Ordering::Greater => Some(Side::FIRST),
        std::cmp::Ordering::Less => Some(Side::SECOND),
        std::cmp::Ordering::Equal => None,
    };
    ctx.emit(Event::StrategyRolled {
        dice: [a.value, b.value],
        totals,
        winner,
    });
    match winner {
        // The winner picks its table side and part before anyone deploys (R-SCEN-1), on a
        // scenario with deployment zones.
        Some(side) if !ctx.state().table().deployment_zones.is_empty() => {
            ctx.awaits(Awaiting::ChooseTableSide { side });
        }
        Some(_) => next_deployment(ctx),
        None => begin_strategy(ctx),
    }
}

/// Draws `n` cards off `side`'s pile (top = last). When the pile holds fewer than `n`, the
/// discard pile is shuffled under it first (R-DECK-1). Returns the values drawn; the caller
/// records where they go.
pub fn draw(ctx: &mut Ctx, side: Side, n: usize) -> Vec<u8> {
    let deck = &ctx.state().sides()[side.index()].deck;
    let refill = (deck.draw_pile.len() < n && !deck.discard_pile.is_empty())
        .then(|| (deck.discard_pile.clone(), deck.draw_pile.clone()));
    if let Some((mut pile, left)) = refill {
        ctx.dice.shuffle(&mut pile);
        pile.extend(left);
        ctx.emit(Event::DeckShuffled {
            side,
            draw_pile: pile,
        });
    }
    let pile = &ctx.state().sides()[side.index()].deck.draw_pile;
    pile.iter().rev().take(n).copied().collect()
}

/// Deployment (L206-214): one model of each unit alternately, the strategy winner first (step
/// 2, L211: no army leader); then the rest, army leaders among them, the strategy winner's army
/// first (step 3, L212).
pub fn next_deployment(ctx: &mut Ctx) {
    let first = ctx.state().strategy_winner().unwrap_or(Side::FIRST);
    let st = ctx.state();
    let placed = |s: Side| {
        st.units_of(s)
            .filter(|u| !u.is_lone_leader() && st.models_of(&u.id).any(|m| m.deployed))
            .count()
    };
    if !st.side_represented(Side::FIRST) || !st.side_represented(Side::SECOND) {
        // Alternate: the side that has placed fewer first models goes (ties: the winner).
        let (p_first, p_second) = (placed(first), placed(other(first)));
        let side = if st.side_represented(first) {
            other(first)
        } else if st.side_represented(other(first)) || p_first <= p_second {
            first
        } else {
            other(first)
        };
        ctx.awaits(Awaiting::Deploy { side });
        return;
    }
    for side in [first, other(first)] {
        if ctx
            .state()
            .models()
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
        let (vp, detail) = scoring::leader_points(ctx.state());
        ctx.emit(Event::VictoryPoints {
            vp,
            detail: detail.into(),
        });
        if vp[0] > 2 * vp[1] || vp[1] > 2 * vp[0] {
            end_battle(ctx, BattleEnd::MoreThanDouble);
            return;
        }
    }
    // 2. Command cards from turn 2 (R-DECK-1, L235: "en el primer turno esta acción no se
    // realiza"; the hands formed at setup, L193, stand).
    if turn >= 2 {
        let size = hand_size(ctx.state().battle_points());
        for side in Side::BOTH {
            let hand = ctx.state().sides()[side.index()].deck.hand.clone();
            if !hand.is_empty() {
                ctx.emit(Event::HandDiscarded { side, cards: hand });
            }
            let n = size + ctx.state().sides()[side.index()].commander_level as usize;
            let cards = draw(ctx, side, n);
            if cards.len() > size {
                ctx.emit(Event::CardsDrawnToChoose { side, cards });
            } else {
                ctx.emit(Event::CardsDrawnToHand { side, cards });
            }
        }
    }
    // 3. Commander orders, in turn 1 too (R-DECK-2, L236; R-DECK-6: L235's exception is step
    // 2's alone).
    for side in Side::BOTH {
        if let Some(order) = ctx.state().sides()[side.index()]
            .orders_deck
            .last()
            .cloned()
        {
            ctx.emit(Event::CommanderOrderDrawn { side, order });
        }
    }
    maintenance_choices(ctx);
}

/// The maintenance choices in order (cards to keep, commander order to keep), then the rest.
pub fn maintenance_choices(ctx: &mut Ctx) {
    for side in Side::BOTH {
        if !ctx.state().drawn()[side.index()].is_empty() {
            ctx.awaits(Awaiting::KeepCards { side });
            return;
        }
    }
    for side in Side::BOTH {
        if ctx.state().sides()[side.index()].orders_hand.len() >= 2 {
            ctx.awaits(Awaiting::KeepCommanderOrder { side });
            return;
        }
    }
    retreat_tests_and_markers(ctx);
}

/// Maintenance steps 4 and 5: Honor tests of retreating units (L237), one unit at a time
/// (each test open to offerings, R-DECK-4), then used and stunned markers go (L238). Then the
/// initiative roll.
fn retreat_tests_and_markers(ctx: &mut Ctx) {
    let next = ctx
        .state()
        .units()
        .iter()
        .find(|u| !u.removed && u.markers.retreating)
        .map(|u| u.id.clone());
    if let Some(id) = next {
        let engaged = measure::engaged_enemies(ctx.state(), &id).next().is_some();
        let why = retreat_cause(-i32::from(engaged));
        let honor = ctx.state().unit(&id).map_or(0, |u| {
            u.honor(ctx.state().general_dead(u.side)) - i32::from(engaged)
        });
        if crate::battle::deck::commander::steady_passes(ctx, &id, honor, why) {
            rallies(ctx, &id);
            retreat_tests_and_markers(ctx);
            return;
        }
        let owner = ctx.state().unit(&id).map_or(Side::FIRST, |u| u.side);
        let n = if general_reroll(ctx.state(), &id) {
            2
        } else {
            1
        };
        let dice = ctx.roll_dice(owner, n);
        let kind = RollKind::RetreatHonor {
            unit: id,
            modifier: -i32::from(engaged),
        };
        rolls::roll(ctx, kind, dice);
        return;
    }
    ctx.emit(Event::TurnMarkersCleared);
    if check_wiped_out_army(ctx) {
        return;
    }
    begin_initiative(ctx);
}

/// Why a retreating unit tests Honor (L237): in melee its modifier is -1.
fn retreat_cause(modifier: i32) -> HonorCause {
    if modifier < 0 {
        HonorCause::RetreatingInMelee
    } else {
        HonorCause::Retreating
    }
}

/// A retreating unit that passed its Honor test loses its retreating marker (L237).
fn rallies(ctx: &mut Ctx, id: &str) {
    let mut m = ctx
        .state()
        .unit(id)
        .map(|u| u.markers.clone())
        .unwrap_or_default();
    m.retreating = false;
    ctx.emit(Event::MarkersSet {
        unit: id.to_string(),
        markers: m,
    });
}

/// A retreating unit's Honor test settled: it rallies or leaves the battle (L237); then the
/// next one.
pub fn retreat_test_rolled(ctx: &mut Ctx, id: &str, modifier: i32, dice: &[RolledDie]) {
    if honor_from_dice(ctx, id, modifier, retreat_cause(modifier), dice) {
        rallies(ctx, id);
    } else {
        remove_unit(ctx, id, Removal::FailedRetreatTest);
    }
    retreat_tests_and_markers(ctx);
}

/// The initiative roll (L242): both roll 1D6, the higher wins, ties roll again.
pub fn begin_initiative(ctx: &mut Ctx) {
    let turn = ctx.state().turn();
    if ctx.state().phase() != Phase::Initiative {
        ctx.emit(Event::PhaseBegan {
            phase: Phase::Initiative,
            turn,
        });
    }
    let dice = Side::BOTH.map(|owner| RolledDie {
        owner,
        value: ctx.dice.d6(),
        bonus: 0,
    });
    rolls::open_roll(ctx, RollKind::Initiative, dice.to_vec());
}

/// The initiative roll settled (L242): the higher total takes the initiative and the
/// activation phase begins; a tie rolls again.
pub(in crate::battle) fn initiative_rolled(ctx: &mut Ctx, roll: &PendingRoll) {
    let a = roll.dice[0].total();
    let b = roll.dice[1].total();
    if a == b {
        begin_initiative(ctx);
        return;
    }
    let side = if a > b { Side::FIRST } else { Side::SECOND };
    ctx.emit(Event::InitiativeTaken {
        side,
        why: InitiativeWhy::InitiativeRoll {
            roll: a,
            against: b,
        }
        .into(),
    });
    let turn = ctx.state().turn();
    ctx.emit(Event::PhaseBegan {
        phase: Phase::Activation,
        turn,
    });
    begin_pair(ctx);
}

pub(in crate::battle) fn settle_order_rolls(ctx: &mut Ctx, roll: &PendingRoll) {
    let Some(pair) = ctx.state().pair().clone() else {
        return;
    };
    let mut orders = [0u32; 2];
    let mut ki = [false; 2];
    let mut totals = [0i32; 2];
    for d in &roll.dice {
        let s = d.owner.index();
        let Some(unit) = pair.units[s].as_ref().and_then(|id| ctx.state().unit(id)) else {
            continue;
        };
        let total = d.total() + unit.initiative(ctx.state().general_dead(d.owner));
        let (o, k) = orders_for_roll(d.value, total);
        orders[s] = o;
        ki[s] = k;
        totals[s] = total;
    }
    ctx.emit(Event::OrdersGiven { orders, ki, totals });
    let active = pair.active_side;
    let first = if orders[active.index()] > 0 {
        active
    } else {
        other(active)
    };
    ctx.emit(Event::NextToAct { side: first });
    crate::battle::turn::ki::next_choice(ctx);
}

/// After an order: alternate (L283), or end the pair when both are out of orders.
pub fn next_action(ctx: &mut Ctx) {
    if ctx.state().phase() == Phase::Ended
        || crate::battle::opportunity::kinds::holds(ctx)
        || crate::battle::aftermath::sequence::awaits_decision(ctx)
        || crate::battle::opportunity::kinds::resume(ctx)
    {
        return;
    }
    let Some(pair) = ctx.state().pair().clone() else {
        begin_pair(ctx);
        return;
    };
    // The active unit may have died.
    let mut pair = pair;
    for side in Side::BOTH {
        let s = side.index();
        if let Some(id) = &pair.units[s]
            && ctx.state().unit(id).is_none_or(|u| u.removed)
            && pair.orders[s] > 0
        {
            ctx.emit(Event::Held { side });
            pair.holding[s] = true;
        }
    }
    // Back to the pair's orders: whatever reaction was under way has ended (L842).
    crate::battle::turn::reaction::all_ended(ctx);
    let next = pair.next;
    if pair.can_act(next) {
        ctx.awaits(Awaiting::SpendOrder { side: next });
    } else if pair.can_act(other(next)) {
        ctx.emit(Event::NextToAct { side: other(next) });
        ctx.awaits(Awaiting::SpendOrder { side: other(next) });
    } else {
        end_pair(ctx);
    }
}

/// Called after `side` spent an order: the other side acts next when it can (L283).
pub fn after_order(ctx: &mut Ctx, side: Side) {
    if let Some(pair) = &ctx.state().pair()
        && pair.can_act(other(side))
    {
        ctx.emit(Event::NextToAct { side: other(side) });
    }
    next_action(ctx);
}

/// End of a pair (L297-299): used markers on the active units (and on the reactive units that
/// reacted, which took theirs when their reaction ended, L842, in saves of today).
pub fn end_pair(ctx: &mut Ctx) {
    let Some(pair) = ctx.state().pair().clone() else {
        return;
    };
    let mut used: Vec<String> = pair.units.iter().flatten().cloned().collect();
    used.extend(pair.reacted.iter().cloned());
    used.extend(pair.led.iter().cloned());
    used.retain(|id| ctx.state().unit(id).is_some_and(|u| !u.removed));
    used.sort();
    used.dedup();
    ctx.emit(Event::PairEnded { used });
    for s in Side::BOTH {
        if pair.units[s.index()].is_some() {
            ctx.emit(Event::ActivationCounted { side: s });
        }
    }
    if pair.lone && !ctx.state().lone_done() {
        ctx.emit(Event::LoneActivationUsed);
    }
    begin_pair(ctx);
}

/// Starts the next pair, the lone extra activation, offers commander activations, or ends
/// the turn (L258, L299, R-TURN-3, L1033).
pub fn begin_pair(ctx: &mut Ctx) {
    let unused = Side::BOTH.map(|s| !ctx.state().unused_units(s).is_empty());
    match unused {
        [true, true] => {
            let side = ctx.state().initiative();
            ctx.awaits(Awaiting::ActiveSide { side });
        }
        [true, false] | [false, true] => {
            let side = if unused[0] { Side::FIRST } else { Side::SECOND };
            if !ctx.state().lone_done() {
                begin_lone_activation(ctx, side);
            } else if !ctx.state().sides()[side.index()].deck.hand.is_empty() {
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
    let Some(pair) = ctx.state().pair().clone() else {
        return;
    };
    let dice: Vec<RolledDie> = Side::BOTH
        .into_iter()
        .filter(|s| pair.units[s.index()].is_some())
        .map(|owner| RolledDie {
            owner,
            value: ctx.dice.d6(),
            bonus: 0,
        })
        .collect();
    rolls::open_roll(ctx, RollKind::Orders, dice);
}

/// End of the activation phase: the next turn, or the end of the battle at the turn limit.
pub fn end_turn(ctx: &mut Ctx) {
    if ctx.state().turn() >= ctx.state().turn_limit() {
        let turn = ctx.state().turn_limit();
        end_battle(ctx, BattleEnd::LastTurn { turn });
    } else {
        let t = ctx.state().turn() + 1;
        begin_turn(ctx, t);
    }
}

/// A lone activation begins: the extra one of the side with units left once the other has
/// none (L303), or a commander activation (L1033). `side` chooses its unit now.
pub fn begin_lone_activation(ctx: &mut Ctx, side: Side) {
    ctx.emit(Event::PairBegan {
        pair: Pair {
            active_side: side,
            next: side,
            lone: true,
            ..Pair::default()
        },
    });
    ctx.awaits(Awaiting::ChooseUnit { side });
}
