//! Checking a command against the state: a rejected command says which rule forbids it.

use std::fmt;

use super::combat::unit_distance;
use super::command::{ChargeReaction, Command, OfferingKind, Order};
use super::flow::{self, can_act};
use super::geometry;
use super::state::{Awaiting, BattleState, Phase};
use super::unit::{Side, other};

/// Why a command is not allowed now: the rule (ruling ID or book line) and the reason.
#[derive(
    Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize, schemars::JsonSchema,
)]
pub struct Rejection {
    pub rule: String,
    pub message: String,
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.message, self.rule)
    }
}

impl std::error::Error for Rejection {}

fn no(rule: &str, message: impl Into<String>) -> Result<(), Rejection> {
    Err(Rejection {
        rule: rule.to_string(),
        message: message.into(),
    })
}

fn waiting_for(state: &BattleState) -> String {
    format!("the battle waits for {:?}", state.awaiting)
}

/// Whether the phase allows interruptions (command duel, commander orders): during the
/// activation phase between decisions of the pair.
pub(super) fn interruptible(state: &BattleState) -> bool {
    state.phase == Phase::Activation
        && matches!(
            state.awaiting,
            Awaiting::ActiveSide { .. } | Awaiting::ChooseUnit { .. } | Awaiting::SpendOrder { .. }
        )
}

fn finite(values: &[f64]) -> Result<(), Rejection> {
    if values.iter().all(|v| v.is_finite()) {
        Ok(())
    } else {
        no("R-UNIT-2", "a coordinate or facing is not a finite number")
    }
}

/// Checks `cmd` against `state`.
pub fn check(state: &BattleState, cmd: &Command) -> Result<(), Rejection> {
    if state.phase == Phase::Ended {
        return no("L256", "the battle is over");
    }
    let side = cmd.side();
    if side > 1 {
        return no("R-UNIT-2", format!("side {side} does not exist (0 or 1)"));
    }
    let aw = &state.awaiting;
    match cmd {
        Command::TerrainOrder { first, .. } => {
            if *aw != (Awaiting::TerrainOrder { side }) {
                return no("L186", waiting_for(state));
            }
            if *first > 1 {
                return no("L186", "first must be side 0 or 1");
            }
            Ok(())
        }
        Command::PlaceTerrain { terrain, .. } => {
            if *aw != (Awaiting::ExtraTerrain { side }) {
                return no("L180", waiting_for(state));
            }
            if terrain.polygon.len() < 3 {
                return no("L180", "a terrain piece needs at least three corners");
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
                return no("L180", "terrain height must be a number >= 0");
            }
            let pieces = terrain_pieces(&terrain.polygon);
            let left = state.sides[side as usize].extra_terrain_left;
            if pieces > left {
                return no(
                    "R-ARMY-1",
                    format!(
                        "the piece uses {pieces} allowances of 5x5 cm, only {left} left (L180-184)"
                    ),
                );
            }
            if state.table.terrain.iter().any(|t| t.id == terrain.id) {
                return no(
                    "L180",
                    format!("terrain id `{}` is already on the table", terrain.id),
                );
            }
            Ok(())
        }
        Command::EndTerrain { .. } => {
            if *aw != (Awaiting::ExtraTerrain { side }) {
                return no("L180", waiting_for(state));
            }
            Ok(())
        }
        Command::PickCommanderOrders { hand, deck, .. } => {
            if *aw != (Awaiting::CommanderOrders { side }) {
                return no("R-DECK-2", waiting_for(state));
            }
            let cards = &state.sides[side as usize].order_cards;
            let mut all = vec![hand.clone()];
            all.extend(deck.iter().cloned());
            let want = 6.min(cards.len());
            if all.len() != want {
                return no(
                    "R-DECK-2",
                    format!("pick 1 for the hand and {} for the deck", want - 1),
                );
            }
            for (i, n) in all.iter().enumerate() {
                if !cards.iter().any(|c| &c.name == n) {
                    return no(
                        "R-DECK-2",
                        format!("`{n}` is not one of the side's commander orders"),
                    );
                }
                if all[..i].contains(n) {
                    return no("R-DECK-2", format!("`{n}` picked twice"));
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
                return no("L206", waiting_for(state));
            }
            finite(&[*x, *y, *facing_deg])?;
            let Some(m) = state.model(model) else {
                return no("L206", format!("no model `{model}`"));
            };
            if m.side != side {
                return no("L206", format!("`{model}` is not side {side}'s"));
            }
            if m.deployed {
                return no("L206", format!("`{model}` is already on the table"));
            }
            let unit_started = state.models_of(&m.unit).any(|o| o.deployed);
            let all_started = state
                .units_of(0)
                .chain(state.units_of(1))
                .all(|u| state.models_of(&u.id).any(|o| o.deployed));
            if !all_started && unit_started {
                return no(
                    "L210",
                    "first one model of each unit, alternately; the rest come after",
                );
            }
            let zone = deployment_zone(state, side);
            let r = geometry::base_size_cm(&m.base).0 / 2.0;
            let pts = [(x - r, *y), (x + r, *y), (*x, y - r), (*x, y + r)];
            let hidden = super::commander::hidden_path(state, &m.unit);
            if !hidden && !pts.iter().all(|p| geometry::point_in_polygon(*p, &zone)) {
                return no(
                    "L210",
                    format!("({x}, {y}) is outside side {side}'s deployment zone"),
                );
            }
            let mut placed = m.clone();
            placed.x = *x;
            placed.y = *y;
            placed.facing_deg = *facing_deg;
            if hidden {
                super::commander::check_hidden_deploy(state, &placed)?;
            }
            if state
                .models
                .iter()
                .any(|o| o.deployed && o.id != m.id && geometry::distance(o, &placed) < 1e-3)
            {
                return no("L548", "a model cannot stand on another model");
            }
            if unit_started
                && !state.models_of(&m.unit).any(|o| {
                    o.deployed && geometry::distance(o, &placed) <= geometry::ENGAGE_CM + 1e-6
                })
            {
                return no(
                    "L214",
                    "models of a unit deploy within 2.5 cm of one another",
                );
            }
            Ok(())
        }
        Command::KeepCards { keep, .. } => {
            if *aw != (Awaiting::KeepCards { side }) {
                return no("R-DECK-1", waiting_for(state));
            }
            let size = super::deck::hand_size(state.battle_points);
            let drawn = super::deck::CommandDeck {
                hand: state.drawn[side as usize].clone(),
                ..Default::default()
            };
            if keep.len() != size.min(drawn.hand.len()) {
                return no("R-DECK-1", format!("keep exactly {size} cards (L236)"));
            }
            if !drawn.hand_holds(keep) {
                return no("R-DECK-1", "keep only cards that were drawn");
            }
            Ok(())
        }
        Command::KeepCommanderOrder { keep, .. } => {
            if *aw != (Awaiting::KeepCommanderOrder { side }) {
                return no("R-DECK-2", waiting_for(state));
            }
            if !state.sides[side as usize].orders_hand.contains(keep) {
                return no("R-DECK-2", format!("`{keep}` is not in the hand"));
            }
            Ok(())
        }
        Command::Offer {
            card, die, kind, ..
        } => {
            if *aw != (Awaiting::Offerings { side }) {
                return no("R-DECK-4", waiting_for(state));
            }
            if !state.sides[side as usize].deck.hand_holds(&[*card]) {
                return no("R-DECK-4", format!("no card of value {card} in hand"));
            }
            let Some(roll) = &state.roll else {
                return no("R-DECK-4", "no roll to offer on");
            };
            let Some(d) = roll.dice.get(*die) else {
                return no("R-DECK-4", format!("the roll has no die {die}"));
            };
            if *kind == OfferingKind::AddValue && d.owner != side {
                return no(
                    "R-DECK-4",
                    "a card's value is added only to your own die (L1026)",
                );
            }
            if *kind == OfferingKind::AddValue && roll.kind.is_honor_test() {
                return no(
                    "L962",
                    "a unit cannot choose to fail its Honor test: no card is added to its die",
                );
            }
            Ok(())
        }
        Command::PassOffering { .. } => {
            if *aw != (Awaiting::Offerings { side }) {
                return no("R-DECK-4", waiting_for(state));
            }
            Ok(())
        }
        Command::ChooseActiveSide { active, .. } => {
            if *aw != (Awaiting::ActiveSide { side }) {
                return no("L268", waiting_for(state));
            }
            if *active > 1 {
                return no("L268", "the active side is 0 or 1");
            }
            Ok(())
        }
        Command::Activate { unit, .. } => {
            if *aw != (Awaiting::ChooseUnit { side }) {
                return no("L272", waiting_for(state));
            }
            let Some(u) = state.unit(unit) else {
                return no("L272", format!("no unit `{unit}`"));
            };
            if u.side != side || u.removed {
                return no(
                    "L272",
                    format!("`{unit}` is not one of side {side}'s units in play"),
                );
            }
            if u.markers.used {
                return no("L272", format!("`{unit}` has a used marker"));
            }
            Ok(())
        }
        Command::Order { unit, order, .. } => check_order(state, side, unit, order),
        Command::Hold { .. } => {
            if *aw != (Awaiting::SpendOrder { side }) {
                return no("L283", waiting_for(state));
            }
            Ok(())
        }
        Command::ReactToCharge { reaction, .. } => {
            if *aw != (Awaiting::ChargeReaction { side }) {
                return no("L601", waiting_for(state));
            }
            let Some(charge) = &state.charge else {
                return no("L601", "no charge to react to");
            };
            let Some(t) = state.unit(&charge.target) else {
                return no("L601", "the charged unit is gone");
            };
            let orders = state.pair.as_ref().map_or(0, |p| p.orders[side as usize]);
            match reaction {
                ChargeReaction::Receive => Ok(()),
                _ if orders == 0 => no(
                    "L456",
                    "a reaction spends an order and the side has none left",
                ),
                ChargeReaction::Flee => {
                    if t.markers.used && !t.acting_profile().skirmisher {
                        return no(
                            "L868",
                            "a unit with a used marker cannot flee (skirmishers can, L876)",
                        );
                    }
                    if flow::engaged_enemies(state, &t.id).next().is_some() {
                        return no("L868", "a unit in melee cannot flee");
                    }
                    Ok(())
                }
                ChargeReaction::StandAndShoot => {
                    if t.markers.used {
                        return no("L850", "a unit with a used marker cannot stand and shoot");
                    }
                    if !t.can_shoot() {
                        return no("L850", "the unit has no shooting weapon");
                    }
                    if t.markers.unloaded > 0 {
                        return no("L792", "unloaded weapons: reload first");
                    }
                    super::scenario_rules::check_stand_and_shoot(state, &t.id, &charge.charger)
                }
            }
        }
        Command::FightBack { powered, .. } => {
            if *aw != (Awaiting::FightBack { side }) {
                return no("L638", waiting_for(state));
            }
            let orders = state.pair.as_ref().map_or(0, |p| p.orders[side as usize]);
            let need = state.fight.as_ref().map_or(2, |f| {
                super::chain_power::orders_to_power(state, &f.defender)
            });
            if *powered && orders < need {
                return no(
                    "L300",
                    if need == 1 {
                        "powering needs one more order"
                    } else {
                        "powering needs two orders"
                    },
                );
            }
            Ok(())
        }
        Command::AnswerDuel { powered, .. } => {
            if *aw != (Awaiting::DuelAnswer { side }) {
                return no("L798", waiting_for(state));
            }
            let orders = state.pair.as_ref().map_or(0, |p| p.orders[side as usize]);
            if *powered && orders < 2 {
                return no("L300", "powering needs two orders");
            }
            Ok(())
        }
        Command::CommandDuel { stake, .. } => {
            if !interruptible(state) {
                return no(
                    "R-DECK-3",
                    "a command duel is declared during the activation phase, between orders",
                );
            }
            if side == state.initiative {
                return no(
                    "R-DECK-3",
                    "only the side without the initiative declares a command duel (L1014)",
                );
            }
            if state.command_duel_done {
                return no(
                    "R-DECK-3",
                    "one command duel per pair of activations (L1020)",
                );
            }
            if stake.is_empty() {
                return no("R-DECK-3", "stake at least one card");
            }
            if !state.sides[side as usize].deck.hand_holds(stake) {
                return no("R-DECK-3", "stake only cards in hand");
            }
            Ok(())
        }
        Command::StakeCommandDuel { stake, .. } => {
            if *aw != (Awaiting::DuelStake { side }) {
                return no("R-DECK-3", waiting_for(state));
            }
            let hand = &state.sides[side as usize].deck;
            if stake.is_empty() && !hand.hand.is_empty() {
                return no("R-DECK-3", "stake at least one card (L1016)");
            }
            if !hand.hand_holds(stake) {
                return no("R-DECK-3", "stake only cards in hand");
            }
            Ok(())
        }
        Command::CommanderActivation { card, .. } => {
            if *aw != (Awaiting::CommanderActivation { side }) {
                return no("L1033", waiting_for(state));
            }
            if !state.sides[side as usize].deck.hand_holds(&[*card]) {
                return no("L1033", format!("no card of value {card} in hand"));
            }
            Ok(())
        }
        Command::EndActivations { .. } => {
            if *aw != (Awaiting::CommanderActivation { side }) {
                return no("L1033", waiting_for(state));
            }
            Ok(())
        }
        Command::UseCommanderOrder {
            order,
            cards,
            units,
            x,
            ..
        } => super::commander::check_use(state, side, order, cards, units, *x),
        Command::ChooseKi { unit, ability, .. } => {
            super::ki::check_choose(state, side, unit, ability)
        }
        Command::ChooseCombat {
            attacker,
            defender,
            powered,
            ..
        } => super::multiple::check(state, side, attacker, defender, *powered),
        Command::PickOpponents { unit, picks, .. } => {
            super::chain_picks::check(state, side, unit, picks)
        }
        Command::Pursue { .. } => super::pursuit::check(state, side),
        Command::MeleeMove { moves, .. } => super::melee_move::check(state, side, moves),
        Command::ProtectLeader { .. } => super::staged_combat::check(state, side),
        Command::OpportunityCharge { .. } | Command::LetMovePass { .. } => {
            super::opportunity::check(state, cmd)
        }
    }
}

/// Extra terrain allowances a polygon uses: its area in 5x5 cm squares, rounded up (L180-184).
pub fn terrain_pieces(poly: &[[f64; 2]]) -> u32 {
    (geometry::polygon_area(poly) / 25.0 - 1e-9).ceil().max(1.0) as u32
}

/// The deployment zone of a side: the scenario's, or a 20 cm strip along its table edge.
pub fn deployment_zone(state: &BattleState, side: Side) -> Vec<[f64; 2]> {
    if let Some(z) = state.table.deployment_zones.iter().find(|z| z.side == side) {
        return z.polygon.clone();
    }
    let (w, d) = (state.table.table.width_cm, state.table.table.depth_cm);
    if side == 0 {
        vec![[0.0, 0.0], [w, 0.0], [w, 20.0], [0.0, 20.0]]
    } else {
        vec![[0.0, d - 20.0], [w, d - 20.0], [w, d], [0.0, d]]
    }
}

fn check_order(
    state: &BattleState,
    side: Side,
    unit: &str,
    order: &Order,
) -> Result<(), Rejection> {
    if state.awaiting != (Awaiting::SpendOrder { side }) {
        return no("L283", waiting_for(state));
    }
    let Some(pair) = &state.pair else {
        return no("L283", "no activation under way");
    };
    if !can_act(pair, side) {
        return no("L283", "the side has no order left");
    }
    let active =
        pair.units[side as usize].as_deref() == Some(unit) || pair.led.iter().any(|l| l == unit);
    if !active {
        return no("L274", format!("`{unit}` is not an active unit"));
    }
    let Some(u) = state.unit(unit) else {
        return no("L274", format!("no unit `{unit}`"));
    };
    super::lead_turn::check(pair, side, unit, order)?;
    let led_order = super::lead_turn::owed(pair, side, unit);
    if !led_order && order.cost() > pair.orders[side as usize] {
        return no(
            "L300",
            format!(
                "{} needs {} orders, {} left",
                order.name(),
                order.cost(),
                pair.orders[side as usize]
            ),
        );
    }
    if order.is_combat() && pair.combat_done[side as usize] && !led_order {
        return no("L590", "one voluntary combat order per activation");
    }
    if order.is_combat() {
        super::scenario_rules::check_combat_order(state, side)?;
    }
    let engaged: Vec<String> = flow::engaged_enemies(state, unit).collect();
    let enemy = |t: &str| -> Result<&super::unit::UnitState, Rejection> {
        match state.unit(t) {
            Some(tu) if tu.side == other(side) && !tu.removed => Ok(tu),
            _ => Err(Rejection {
                rule: "L598".into(),
                message: format!("`{t}` is not an enemy unit in play"),
            }),
        }
    };
    match order {
        Order::Move { moves, .. } | Order::Disengage { moves } => {
            let is_disengage = matches!(order, Order::Disengage { .. });
            if is_disengage && engaged.is_empty() {
                return no("L487", "only a unit in melee disengages");
            }
            let powered = matches!(order, Order::Move { powered: true, .. });
            // Facings left out are the ones the engine gives (L500, L509).
            let l500 = super::facing::bound_by_l500(state, unit);
            let moves = &super::facing::settle(state, moves, l500);
            let mut seen = Vec::new();
            for mv in moves {
                finite(&[mv.x, mv.y, mv.facing_deg.unwrap_or(0.0)])?;
                finite(&mv.path.iter().flatten().copied().collect::<Vec<_>>())?;
                let Some(m) = state.model(&mv.model) else {
                    return no("L462", format!("no model `{}`", mv.model));
                };
                if m.unit != unit {
                    return no("L462", format!("`{}` is not in `{unit}`", mv.model));
                }
                if seen.contains(&mv.model) {
                    return no("L462", format!("`{}` moved twice", mv.model));
                }
                seen.push(mv.model.clone());
                let travel = super::moves::path_length(
                    crate::table::P2::new(m.x, m.y),
                    &super::moves::path_of(mv),
                );
                if !is_disengage && !engaged.is_empty() && travel > 1e-6 {
                    return no(
                        "L486",
                        "a model in melee may only turn in place (disengage to leave)",
                    );
                }
                super::scenario_rules::check_route(
                    state,
                    &mv.model,
                    m,
                    &super::moves::path_of(mv),
                )?;
            }
            if is_disengage {
                super::moves::check_moving_away(state, moves, &engaged)?;
            }
            // The path, the models and terrain in the way, the allowance and the formation.
            super::moves::check_move_order(state, unit, moves, powered)?;
            if !state.moves_before_facing {
                if is_disengage {
                    super::disengage::check_ends_free(state, unit, moves, &engaged)?;
                }
                super::facing::check(state, unit, moves, l500)?;
            }
            match order {
                Order::Move {
                    leader: Some(change),
                    ..
                } => super::leaders::check(state, unit, moves, change),
                _ => Ok(()),
            }
        }
        Order::Charge { target, .. } => {
            let t = enemy(target)?;
            if !engaged.is_empty() {
                return no("L598", "a unit in melee cannot charge");
            }
            if !super::combat::in_formation(state, unit) {
                return no("L608", "a unit out of formation cannot charge (R-FORM-1)");
            }
            if state.duel_units.iter().any(|d| d == &t.id) {
                return no("L812", "no combat against units in a duel this turn");
            }
            if state
                .disengaged_from
                .iter()
                .any(|(d, from)| d == &t.id && engaged_with_prior(from, unit))
            {
                return no(
                    "L493",
                    "cannot charge a unit that disengaged from you this turn",
                );
            }
            let table = geometry::table_of(state);
            let sees = state.models_of(unit).any(|m| {
                state
                    .models_of(&t.id)
                    .any(|tm| geometry::sees(table.as_ref(), m, tm))
            });
            if !sees {
                return no(
                    "L600",
                    "no charging model has the target in sight (R-LOS-1)",
                );
            }
            super::scenario_rules::check_charge(state, unit, &t.id)
        }
        Order::Fight { target, .. } => {
            let t = enemy(target)?;
            if !engaged.contains(&t.id) {
                return no("L632", format!("`{unit}` is not in melee with `{target}`"));
            }
            if state.duel_units.iter().any(|d| d == &t.id || d == unit) {
                return no("L812", "no combat against units in a duel this turn");
            }
            Ok(())
        }
        Order::Shoot { target, .. } => {
            let t = enemy(target)?;
            if !engaged.is_empty() {
                return no("L720", "a unit in melee cannot shoot");
            }
            let Some(range) = u.acting_profile().range_cm else {
                return no("L720", "the unit has no shooting weapon");
            };
            if u.markers.unloaded > 0 {
                return no("L792", "unloaded weapons: reload first");
            }
            let t_engaged_with_us = flow::engaged_enemies(state, &t.id)
                .any(|e| state.unit(&e).is_some_and(|eu| eu.side == side));
            if t_engaged_with_us {
                return no("L726", "the target is in melee with one of your units");
            }
            let table = geometry::table_of(state);
            let sees = state.models_of(unit).any(|m| {
                state.models_of(&t.id).any(|tm| {
                    geometry::distance(m, tm) <= range && geometry::sees(table.as_ref(), m, tm)
                })
            });
            if !sees {
                return no(
                    "L731",
                    format!("no model sees `{target}` within {range} cm (R-LOS-1)"),
                );
            }
            super::scenario_rules::check_shot(state, unit, &t.id)
        }
        Order::Duel { target, .. } => {
            let t = enemy(target)?;
            if u.leader.is_none() {
                return no("L796", "only a leader challenges to a duel");
            }
            if t.leader.is_none() {
                return no("L796", "the target has no leader to challenge");
            }
            if !engaged.contains(&t.id) {
                return no(
                    "L796",
                    "the challenger must be in melee with the challenged leader's unit",
                );
            }
            if state.duel_units.iter().any(|d| d == &t.id || d == unit) {
                return no("L812", "a duel was already fought by these units this turn");
            }
            Ok(())
        }
        Order::Lead { units } => {
            if !u.is_lone_leader() {
                return no("L828", "only a leader outside a unit leads");
            }
            if units.is_empty() || units.len() > 2 {
                return no("L830", "lead one or two units");
            }
            for id in units {
                let Some(f) = state.unit(id) else {
                    return no("L830", format!("no unit `{id}`"));
                };
                if f.side != side || f.removed || f.id == u.id {
                    return no("L830", format!("`{id}` is not a friendly unit"));
                }
                if f.markers.used {
                    return no("L832", format!("`{id}` has a used marker"));
                }
                if f.leader.is_some() {
                    return no("L833", format!("`{id}` is led by a leader or is one"));
                }
                if unit_distance(state, unit, id) > 10.0 {
                    return no("L831", format!("`{id}` is more than 10 cm from the leader"));
                }
                if pair.units.iter().flatten().any(|a| a == id) {
                    return no("L830", format!("`{id}` is already active"));
                }
            }
            Ok(())
        }
        Order::Reload { powered } => {
            if u.markers.unloaded == 0 {
                return no("L510", "no unloaded-weapons marker to remove");
            }
            if *powered && u.markers.unloaded < 2 {
                return no(
                    "L512",
                    "a powered reload needs more than one unloaded marker",
                );
            }
            Ok(())
        }
        Order::Parapet => {
            if !engaged.is_empty() {
                return no("L516", "a unit in melee cannot parapet");
            }
            if u.markers.parapet {
                return no("L516", "already parapeted");
            }
            if u.acting_profile().mounted || u.acting_profile().skirmisher {
                return no("L516", "mounted units and skirmishers cannot parapet");
            }
            Ok(())
        }
    }
}

fn engaged_with_prior(from: &str, unit: &str) -> bool {
    from == unit
}
