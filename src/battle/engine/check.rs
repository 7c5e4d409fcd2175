//! Checking a command against the state: a rejected command says which rule forbids it.

use std::borrow::Cow;

use crate::battle::engine::measure;
use crate::battle::engine::measure::unit_distance;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::combat::ChainCombat;
use crate::battle::model::command::{ChargeReaction, Command, OfferingKind, Order};
use crate::battle::model::side::{Side, other};
use crate::battle::model::state::{BattleState, Phase};

pub use crate::battle::model::rejection::Rejection;
use crate::battle::model::rejection::{
    Charge, Decision, Deck, Deployment, Input, Leader, Melee, Move, Reaction, Readiness, Setup,
    Shot, Turn, no,
};

fn finite(values: &[f64]) -> Result<(), Rejection> {
    if values.iter().all(|v| v.is_finite()) {
        Ok(())
    } else {
        no(Input::NotFinite)
    }
}

/// A command `state` accepts, as the check settled it: each move's facings left out given as
/// the engine gives them (L500, L509), so that executing it works nothing out again. Only
/// [`check`] makes one.
#[derive(Debug, Clone, PartialEq)]
pub struct Checked<'a> {
    command: Cow<'a, Command>,
}

impl Checked<'_> {
    /// The command as checked, its facings settled.
    pub fn command(&self) -> &Command {
        &self.command
    }
}

/// Checks `cmd` against `state`: the command settled and accepted, or the rule that forbids it.
pub fn check<'a>(state: &BattleState, cmd: &'a Command) -> Result<Checked<'a>, Rejection> {
    let command = with_facings_settled(state, cmd);
    check_settled(state, &command)?;
    Ok(Checked { command })
}

/// `cmd` with the facings its moves leave out as the engine gives them: a move order's (L500,
/// L509, bound as [`crate::battle::moves::facing::bound_by_l500`] says) and a melee move's
/// (L509; otherwise each model keeps its own). Any other command as it is, not copied.
fn with_facings_settled<'a>(state: &BattleState, cmd: &'a Command) -> Cow<'a, Command> {
    use crate::battle::moves::facing::{bound_by_l500, settle};
    let settled = match cmd {
        Command::Order {
            unit,
            order: Order::Move { moves, .. } | Order::Disengage { moves, .. },
            ..
        } => settle(state, moves, bound_by_l500(state, unit)),
        Command::MeleeMove { moves, .. } => settle(state, moves, false),
        _ => return Cow::Borrowed(cmd),
    };
    let mut owned = cmd.clone();
    if let Command::Order {
        order: Order::Move { moves, .. } | Order::Disengage { moves, .. },
        ..
    }
    | Command::MeleeMove { moves, .. } = &mut owned
    {
        *moves = settled;
    }
    Cow::Owned(owned)
}

/// Checks `cmd`, its facings settled, against `state`.
fn check_settled(state: &BattleState, cmd: &Command) -> Result<(), Rejection> {
    if state.phase() == Phase::Ended {
        return no(Turn::BattleOver);
    }
    let side = cmd.side();
    if side > Side::SECOND {
        return no(Input::NoSide { side });
    }
    let aw = &state.awaiting();
    match cmd {
        Command::TerrainOrder { first, .. } => {
            if *aw != (Awaiting::TerrainOrder { side }) {
                return no(Turn::not_awaited(Decision::TerrainOrder, aw));
            }
            if *first > Side::SECOND {
                return no(Setup::FirstNotASide { first: *first });
            }
            Ok(())
        }
        Command::PlaceTerrain { terrain, .. } => {
            if *aw != (Awaiting::ExtraTerrain { side }) {
                return no(Turn::not_awaited(Decision::ExtraTerrain, aw));
            }
            if terrain.polygon.len() < 3 {
                return no(Setup::TooFewCorners);
            }
            finite(
                &terrain
                    .polygon
                    .iter()
                    .flatten()
                    .copied()
                    .collect::<Vec<_>>(),
            )?;
            if !terrain.height.is_finite() || terrain.height < 0.0 {
                return no(Setup::BadHeight);
            }
            let pieces = terrain_pieces(&terrain.polygon);
            let left = state.sides()[side.index()].extra_terrain_left;
            if pieces > left {
                return no(Setup::TooManyAllowances { pieces, left });
            }
            if state.table().terrain.iter().any(|t| t.id == terrain.id) {
                return no(Setup::TerrainIdTaken {
                    terrain: terrain.id.clone(),
                });
            }
            Ok(())
        }
        Command::EndTerrain { .. } => {
            if *aw != (Awaiting::ExtraTerrain { side }) {
                return no(Turn::not_awaited(Decision::ExtraTerrain, aw));
            }
            Ok(())
        }
        Command::PickCommanderOrders { hand, deck, .. } => {
            if *aw != (Awaiting::CommanderOrders { side }) {
                return no(Turn::not_awaited(Decision::CommanderOrders, aw));
            }
            let cards = &state.sides()[side.index()].order_cards;
            let mut all = vec![hand.clone()];
            all.extend(deck.iter().cloned());
            let want = 6.min(cards.len());
            if all.len() != want {
                return no(Setup::PickCount { deck: want - 1 });
            }
            for (i, n) in all.iter().enumerate() {
                if !cards.iter().any(|c| &c.name == n) {
                    return no(Setup::NotACommanderOrder { order: n.clone() });
                }
                if all[..i].contains(n) {
                    return no(Setup::PickedTwice { order: n.clone() });
                }
            }
            Ok(())
        }
        Command::Deploy {
            model,
            x,
            y,
            facing_deg,
            ..
        } => {
            if *aw != (Awaiting::Deploy { side }) {
                return no(Turn::not_awaited(Decision::Deploy, aw));
            }
            finite(&[*x, *y, *facing_deg])?;
            let Some(m) = state.model(model) else {
                return no(Deployment::NoModel {
                    model: model.clone(),
                });
            };
            if m.side != side {
                return no(Deployment::NotYourModel {
                    model: model.clone(),
                    side,
                });
            }
            if m.deployed {
                return no(Deployment::AlreadyDeployed {
                    model: model.clone(),
                });
            }
            let unit_started = state.models_of(&m.unit).any(|o| o.deployed);
            // Step 2 places one model of each unit, none an army leader; the leaders, in units
            // or on their own, come in step 3 (L211-212).
            let all_started = state.first_models_down();
            if !all_started && m.leader {
                return no(Deployment::LeaderInStepThree {
                    model: model.clone(),
                });
            }
            if !all_started && unit_started {
                return no(Deployment::OneOfEachFirst);
            }
            let mut placed = m.clone();
            placed.x = *x;
            placed.y = *y;
            placed.facing_deg = *facing_deg;
            // The whole base in the zone, by its exact shape as it faces (L211).
            let hidden = crate::battle::deck::commander::hidden_path(state, &m.unit);
            if !hidden && !measure::in_deployment_zone(state, &placed, side) {
                return no(Deployment::OutsideZone { x: *x, y: *y, side });
            }
            if hidden {
                crate::battle::deck::commander::check_hidden_deploy(state, &placed)?;
            }
            if state
                .models()
                .iter()
                .any(|o| o.deployed && o.id != m.id && measure::distance(o, &placed) < 1e-3)
            {
                return no(Deployment::OnAnotherModel);
            }
            if unit_started
                && !state.models_of(&m.unit).any(|o| {
                    o.deployed && measure::distance(o, &placed) <= measure::ENGAGE_CM + 1e-6
                })
            {
                return no(Deployment::FarFromUnit);
            }
            Ok(())
        }
        Command::KeepCards { keep, .. } => {
            if *aw != (Awaiting::KeepCards { side }) {
                return no(Turn::not_awaited(Decision::KeepCards, aw));
            }
            let size = crate::battle::model::deck::hand_size(state.battle_points());
            let drawn = crate::battle::model::deck::CommandDeck {
                hand: state.drawn()[side.index()].clone(),
                ..Default::default()
            };
            if keep.len() != size.min(drawn.hand.len()) {
                return no(Deck::KeepCount { size });
            }
            if !drawn.hand_holds(keep) {
                return no(Deck::KeepUndrawn);
            }
            Ok(())
        }
        Command::ChooseTableSide { .. } => {
            if *aw != (Awaiting::ChooseTableSide { side }) {
                return no(Turn::not_awaited(Decision::ChooseTableSide, aw));
            }
            Ok(())
        }
        Command::KeepCommanderOrder { keep, .. } => {
            if *aw != (Awaiting::KeepCommanderOrder { side }) {
                return no(Turn::not_awaited(Decision::KeepCommanderOrder, aw));
            }
            if !state.sides()[side.index()].orders_hand.contains(keep) {
                return no(Deck::OrderNotInHand {
                    order: keep.clone(),
                });
            }
            Ok(())
        }
        Command::Offer {
            card, die, kind, ..
        } => {
            if *aw != (Awaiting::Offerings { side }) {
                return no(Turn::not_awaited(Decision::Offerings, aw));
            }
            if !state.sides()[side.index()].deck.hand_holds(&[*card]) {
                return no(Deck::OfferNotInHand { card: *card });
            }
            let Some(roll) = &state.roll() else {
                return no(Deck::NoRoll);
            };
            let Some(d) = roll.dice.get(*die) else {
                return no(Deck::NoDie { die: *die });
            };
            if *kind == OfferingKind::AddValue && d.owner != side {
                return no(Deck::AddToOwnDie);
            }
            // No card on one's own Honor test die (R-DECK-5, L962).
            if *kind == OfferingKind::AddValue && roll.kind.is_honor_test() {
                return no(Deck::HonorTest);
            }
            Ok(())
        }
        Command::PassOffering { .. } => {
            if *aw != (Awaiting::Offerings { side }) {
                return no(Turn::not_awaited(Decision::Offerings, aw));
            }
            Ok(())
        }
        Command::ChooseActiveSide { active, .. } => {
            if *aw != (Awaiting::ActiveSide { side }) {
                return no(Turn::not_awaited(Decision::ActiveSide, aw));
            }
            if *active > Side::SECOND {
                return no(Turn::ActiveNotASide { active: *active });
            }
            Ok(())
        }
        Command::Activate { unit, .. } => {
            if *aw != (Awaiting::ChooseUnit { side }) {
                return no(Turn::not_awaited(Decision::ChooseUnit, aw));
            }
            let Some(u) = state.unit(unit) else {
                return no(Turn::NoUnitToActivate { unit: unit.clone() });
            };
            if u.side != side || u.removed {
                return no(Turn::NotYourUnitInPlay {
                    unit: unit.clone(),
                    side,
                });
            }
            if u.markers.used {
                return no(Turn::UsedMarker { unit: unit.clone() });
            }
            Ok(())
        }
        Command::Order { unit, order, .. } => check_order(state, side, unit, order),
        Command::Hold { .. } => {
            if *aw != (Awaiting::SpendOrder { side }) {
                return no(Turn::not_awaited(Decision::SpendOrder, aw));
            }
            Ok(())
        }
        Command::ReactToCharge {
            reaction, powered, ..
        } => {
            if *aw != (Awaiting::ChargeReaction { side }) {
                return no(Turn::not_awaited(Decision::ChargeReaction, aw));
            }
            let Some(charge) = &state.charge() else {
                return no(Reaction::NoCharge);
            };
            // The charged unit asked now (R-CHG-2: each charged unit answers in turn).
            let Some(t) = state.unit(&charge.answering()) else {
                return no(Reaction::ChargedGone);
            };
            let orders = state.pair().as_ref().map_or(0, |p| p.orders[side.index()]);
            // A unit that reacted in this pair is used once that reaction ends (L842).
            let reacted = !t.markers.used && !state.may_react(&t.id);
            let skirmisher = t.acting_profile().skirmisher;
            // Only stand and shoot, a shot, gains by powering (L474, L766); powering takes a
            // second order (L472).
            if *powered && *reaction != ChargeReaction::StandAndShoot {
                return no(Reaction::NothingToPower);
            }
            if *powered && orders < 2 {
                return no(Turn::PowerNeedsOrders { orders: 2 });
            }
            match reaction {
                ChargeReaction::Receive => Ok(()),
                _ if orders == 0 => no(Reaction::NoOrder),
                // Skirmishers flee even with a used marker (L886).
                _ if reacted && !(skirmisher && *reaction == ChargeReaction::Flee) => {
                    no(Reaction::AlreadyReacted { unit: t.id.clone() })
                }
                ChargeReaction::Flee => {
                    if t.markers.used && !skirmisher {
                        return no(Reaction::FleeUsed);
                    }
                    if !measure::melee_enemies(state, &t.id).is_empty() {
                        return no(Reaction::FleeEngaged);
                    }
                    Ok(())
                }
                ChargeReaction::StandAndShoot => {
                    if t.markers.used {
                        return no(Reaction::StandUsed);
                    }
                    if !t.can_shoot() {
                        return no(Reaction::StandNoWeapon);
                    }
                    if t.markers.unloaded > 0 {
                        return no(Reaction::StandUnloaded);
                    }
                    // Stand and shoot is a shot (L856): not from a unit in melee (L723), and
                    // only when some model sees the charger (L729).
                    if !measure::melee_enemies(state, &t.id).is_empty() {
                        return no(Reaction::StandEngaged);
                    }
                    if !measure::unit_sees(state, &t.id, &charge.charger) {
                        return no(Reaction::StandNoSight);
                    }
                    crate::battle::scenario::special_rules::check_stand_and_shoot(
                        state,
                        &t.id,
                        &charge.charger,
                    )
                }
            }
        }
        Command::FightBack { powered, .. } => {
            if *aw != (Awaiting::FightBack { side }) {
                return no(Turn::not_awaited(Decision::FightBack, aw));
            }
            let orders = state.pair().as_ref().map_or(0, |p| p.orders[side.index()]);
            let need = state.fight().as_ref().map_or(2, |f| {
                crate::battle::combat::chain_power::orders_to_power(state, &f.defender)
            });
            if *powered && orders < need {
                return no(Turn::PowerNeedsOrders { orders: need });
            }
            Ok(())
        }
        Command::AnswerDuel { powered, .. } => {
            if *aw != (Awaiting::DuelAnswer { side }) {
                return no(Turn::not_awaited(Decision::DuelAnswer, aw));
            }
            let orders = state.pair().as_ref().map_or(0, |p| p.orders[side.index()]);
            if *powered && orders < 2 {
                return no(Turn::PowerNeedsOrders { orders: 2 });
            }
            Ok(())
        }
        Command::CommandDuel { stake, .. } => {
            if !state.command_duel_allowed() {
                return no(Deck::DuelNotNow);
            }
            if side == state.initiative() {
                return no(Deck::DuelByInitiative);
            }
            if state.command_duel_done() {
                return no(Deck::OneDuelPerPair);
            }
            if stake.is_empty() {
                return no(Deck::StakeNothing);
            }
            if !state.sides()[side.index()].deck.hand_holds(stake) {
                return no(Deck::StakeNotInHand);
            }
            Ok(())
        }
        Command::StakeCommandDuel { stake, .. } => {
            if *aw != (Awaiting::DuelStake { side }) {
                return no(Turn::not_awaited(Decision::DuelStake, aw));
            }
            let hand = &state.sides()[side.index()].deck;
            if stake.is_empty() && !hand.hand.is_empty() {
                return no(Deck::AnswerStakeNothing);
            }
            if !hand.hand_holds(stake) {
                return no(Deck::StakeNotInHand);
            }
            Ok(())
        }
        Command::CommanderActivation { card, .. } => {
            if *aw != (Awaiting::CommanderActivation { side }) {
                return no(Turn::not_awaited(Decision::CommanderActivation, aw));
            }
            if !state.sides()[side.index()].deck.hand_holds(&[*card]) {
                return no(Deck::ActivationNotInHand { card: *card });
            }
            Ok(())
        }
        Command::EndActivations { .. } => {
            if *aw != (Awaiting::CommanderActivation { side }) {
                return no(Turn::not_awaited(Decision::CommanderActivation, aw));
            }
            Ok(())
        }
        Command::UseCommanderOrder {
            order,
            cards,
            units,
            x,
            ..
        } => crate::battle::deck::commander::check_use(state, side, order, cards, units, *x),
        Command::ChooseKi { unit, ability, .. } => {
            crate::battle::turn::ki::check_choose(state, side, unit, ability)
        }
        Command::ChooseCombat {
            attacker,
            defender,
            powered,
            groups,
            ..
        } => crate::battle::combat::multiple::check(
            state,
            side,
            &ChainCombat {
                attacker: attacker.clone(),
                defender: defender.clone(),
                groups: *groups,
            },
            *powered,
        ),
        Command::PickOpponents { unit, picks, .. } => {
            crate::battle::combat::chain_picks::check(state, side, unit, picks)
        }
        Command::ChooseCasualties { unit, models, .. } => {
            crate::battle::combat::casualty_choice::check(state, side, unit, models)
        }
        Command::Pursue { .. } => crate::battle::aftermath::pursuit::check(state, side),
        Command::MeleeMove { moves, .. } => {
            crate::battle::aftermath::melee_move::check(state, side, moves)
        }
        Command::ProtectLeader { .. } => crate::battle::combat::staged::check(state, side),
        Command::OpportunityCharge { .. } | Command::LetMovePass { .. } => {
            crate::battle::opportunity::charge::check(state, cmd)
        }
    }
}

/// Extra terrain allowances a polygon uses: its area in 5x5 cm squares, rounded up (L180-184).
pub fn terrain_pieces(poly: &[[f64; 2]]) -> u32 {
    (measure::polygon_area(poly) / 25.0 - 1e-9).ceil().max(1.0) as u32
}

fn check_order(
    state: &BattleState,
    side: Side,
    unit: &str,
    order: &Order,
) -> Result<(), Rejection> {
    if state.awaiting() != (Awaiting::SpendOrder { side }) {
        return no(Turn::not_awaited(Decision::SpendOrder, &state.awaiting()));
    }
    let Some(pair) = &state.pair() else {
        return no(Turn::NoActivation);
    };
    if !pair.can_act(side) {
        return no(Turn::NoOrderLeft);
    }
    // The side's own active units only: its chosen unit and those its Lead order activated
    // (L828), never a unit the other side's Lead order activated.
    if !state.active_units(side).iter().any(|a| a == unit) {
        return no(Turn::NotActive {
            unit: unit.to_string(),
        });
    }
    let Some(u) = state.unit(unit) else {
        return no(Turn::NoUnitToOrder {
            unit: unit.to_string(),
        });
    };
    crate::battle::leaders::lead_turn::check(pair, side, unit, order)?;
    let led_order = pair.lead_owed(side, unit);
    if !led_order && order.cost() > pair.orders[side.index()] {
        return no(Turn::OrderCost {
            order_kind: order.kind(),
            cost: order.cost(),
            left: pair.orders[side.index()],
        });
    }
    if order.is_combat() && pair.combat_done[side.index()] && !led_order {
        return no(Turn::OneCombatOrder);
    }
    if order.is_combat() {
        crate::battle::scenario::special_rules::check_combat_order(state, side)?;
    }
    // Engagement with a duel's units does not count for others (L815).
    let engaged: Vec<String> = crate::battle::engine::measure::melee_enemies(state, unit);
    let enemy = |t: &str| -> Result<&crate::battle::model::unit::UnitState, Rejection> {
        match state.unit(t) {
            Some(tu) if tu.side == other(side) && !tu.removed => Ok(tu),
            _ => no(Charge::NotEnemy {
                target: t.to_string(),
            }),
        }
    };
    match order {
        Order::Move { moves, .. } | Order::Disengage { moves, .. } => {
            let is_disengage = matches!(order, Order::Disengage { .. });
            if is_disengage && engaged.is_empty() {
                return no(Move::NotEngaged);
            }
            let powered = matches!(order, Order::Move { powered: true, .. });
            // Facings left out were given as the engine gives them (L500, L509).
            let l500 = crate::battle::moves::facing::bound_by_l500(state, unit);
            let mut seen = Vec::new();
            for mv in moves {
                finite(&[mv.x, mv.y, mv.facing_deg.unwrap_or(0.0)])?;
                finite(&mv.path.iter().flatten().copied().collect::<Vec<_>>())?;
                let Some(m) = state.model(&mv.model) else {
                    return no(Move::NoModel {
                        model: mv.model.clone(),
                    });
                };
                if m.unit != unit {
                    return no(Move::NotInUnit {
                        model: mv.model.clone(),
                        unit: unit.to_string(),
                    });
                }
                if seen.contains(&mv.model) {
                    return no(Move::MovedTwice {
                        model: mv.model.clone(),
                    });
                }
                seen.push(mv.model.clone());
                let travel = crate::battle::moves::move_order::path_length(
                    crate::table::P2::new(m.x, m.y),
                    &crate::battle::moves::move_order::path_of(mv),
                );
                // A model in melee may only turn where it stands (L486); the unit's other
                // models move as any do (L484).
                let in_melee = || measure::model_in_melee(state, m);
                // (A model in melee means its unit is: the unit's list is the cheap test.)
                if !is_disengage && travel > 1e-6 && !engaged.is_empty() && in_melee() {
                    return no(Move::EngagedOnlyTurns);
                }
                crate::battle::scenario::special_rules::check_route(
                    state,
                    &mv.model,
                    m,
                    &crate::battle::moves::move_order::path_of(mv),
                )?;
            }
            if is_disengage {
                crate::battle::moves::move_order::check_moving_away(state, moves, &engaged)?;
                // The casualties its player names for the wounds of L570 (R-CAS-2).
                if let Order::Disengage { casualties, .. } = order
                    && !casualties.is_empty()
                {
                    use crate::battle::combat::casualty_choice::{check_pick, removable};
                    let (n, near) =
                        crate::battle::combat::side_result::disengage_losses(state, unit)
                            .map_or((0, String::new()), |(_, after, near)| {
                                (after.casualties as usize, near)
                            });
                    check_pick(&removable(state, unit, &near, false), n, unit, casualties)?;
                }
            }
            // The path, the models and terrain in the way, the allowance and the formation.
            crate::battle::moves::move_order::check_move_order(state, unit, moves, powered)?;
            if is_disengage {
                crate::battle::moves::disengage::check_ends_free(state, unit, moves, &engaged)?;
            }
            crate::battle::moves::facing::check(state, unit, moves, l500)?;
            match order {
                Order::Move {
                    leader: Some(change),
                    ..
                } => crate::battle::leaders::join::check(state, unit, moves, change),
                _ => Ok(()),
            }
        }
        Order::Charge { target, also, .. } => {
            if !engaged.is_empty() {
                return no(Charge::Engaged);
            }
            // Several units at once only by a unit of several models (L616, R-CHG-2), each
            // named once.
            if !also.is_empty() && state.models_of(unit).count() < 2 {
                return no(Charge::SeveralNeedsModels);
            }
            if !crate::battle::combat::inputs::in_formation(state, unit) {
                return no(Charge::OutOfFormation);
            }
            let named: Vec<&String> = std::iter::once(target).chain(also).collect();
            for (i, t) in named.iter().enumerate() {
                if named[..i].contains(t) {
                    return no(Charge::NamedTwice {
                        target: t.to_string(),
                    });
                }
                let t = enemy(t)?;
                if state.duel_units().iter().any(|d| d == &t.id) {
                    return no(Melee::InDuel);
                }
                if state
                    .disengaged_from()
                    .iter()
                    .any(|(d, from)| d == &t.id && engaged_with_prior(from, unit))
                {
                    return no(Charge::Disengaged);
                }
                if !measure::unit_sees(state, unit, &t.id) {
                    return no(Charge::NoSight);
                }
                crate::battle::scenario::special_rules::check_charge(state, unit, &t.id)?;
            }
            Ok(())
        }
        Order::Fight { target, .. } => {
            let t = enemy(target)?;
            if !engaged.contains(&t.id) {
                return no(Melee::NotInMelee {
                    unit: unit.to_string(),
                    target: target.clone(),
                });
            }
            if state.duel_units().iter().any(|d| d == &t.id || d == unit) {
                return no(Melee::InDuel);
            }
            Ok(())
        }
        Order::Shoot { target, .. } => {
            let t = enemy(target)?;
            if !engaged.is_empty() {
                return no(Shot::Engaged);
            }
            if !u.can_shoot() {
                return no(Shot::NoWeapon);
            }
            if u.markers.unloaded > 0 {
                return no(Shot::Unloaded);
            }
            let t_engaged_with_us = crate::battle::engine::measure::engaged_enemies(state, &t.id)
                .any(|e| state.unit(&e).is_some_and(|eu| eu.side == side));
            if t_engaged_with_us {
                return no(Shot::TargetInMelee);
            }
            // Sight is needed (L729); the range is not measured before the shot (L75): with no
            // shooter in range the shot is lost (L743, R-SHOT-1, `combat::shot`).
            if !measure::unit_sees(state, unit, &t.id) {
                return no(Shot::NoSight {
                    target: target.clone(),
                });
            }
            crate::battle::scenario::special_rules::check_shot(state, unit, &t.id)
        }
        Order::Duel { target, .. } => {
            let t = enemy(target)?;
            if u.leader.is_none() {
                return no(Melee::NotALeader);
            }
            if t.leader.is_none() {
                return no(Melee::TargetNoLeader);
            }
            // The challenging leader himself must be in melee with the challenged leader's
            // unit or that leader (L776): his unit's melee is not enough. In total war he
            // stands on his unit's movement base (R-TW-6).
            let leader_engaged = state
                .where_leader_stands(unit)
                .is_some_and(|l| state.models_of(&t.id).any(|tm| measure::engaged(l, tm)));
            if !engaged.contains(&t.id) || !leader_engaged {
                return no(Melee::ChallengerNotEngaged);
            }
            if state.duel_units().iter().any(|d| d == &t.id || d == unit) {
                return no(Melee::DuelFought);
            }
            Ok(())
        }
        Order::Lead { units } => {
            if !u.is_lone_leader() {
                return no(Leader::NotLoneLeader);
            }
            if units.is_empty() || units.len() > 2 {
                return no(Leader::LeadCount);
            }
            for id in units {
                let Some(f) = state.unit(id) else {
                    return no(Leader::NoUnitToLead { unit: id.clone() });
                };
                if f.side != side || f.removed || f.id == u.id {
                    return no(Leader::NotFriendly { unit: id.clone() });
                }
                if f.markers.used {
                    return no(Leader::LedUsed { unit: id.clone() });
                }
                // Not another lone leader (L826), nor a unit led by one (L825).
                if f.is_lone_leader() {
                    return no(Leader::LoneLeaderLed { unit: id.clone() });
                }
                if f.leader.is_some() {
                    return no(Leader::AlreadyLed { unit: id.clone() });
                }
                if unit_distance(state, unit, id) > 10.0 {
                    return no(Leader::TooFarToLead { unit: id.clone() });
                }
                if pair.units.iter().flatten().any(|a| a == id) {
                    return no(Leader::AlreadyActive { unit: id.clone() });
                }
            }
            Ok(())
        }
        Order::Reload { powered } => {
            if u.markers.unloaded == 0 {
                return no(Readiness::NothingToReload);
            }
            if *powered && u.markers.unloaded < 2 {
                return no(Readiness::PoweredReload);
            }
            Ok(())
        }
        Order::Parapet => {
            if !engaged.is_empty() {
                return no(Readiness::ParapetEngaged);
            }
            if u.markers.parapet {
                return no(Readiness::AlreadyParapeted);
            }
            if u.acting_profile().mounted || u.acting_profile().skirmisher {
                return no(Readiness::ParapetNotAllowed);
            }
            Ok(())
        }
    }
}

fn engaged_with_prior(from: &str, unit: &str) -> bool {
    from == unit
}
