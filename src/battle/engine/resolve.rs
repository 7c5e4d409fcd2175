//! Executing a checked command: the events it yields, dice included, and everything that
//! follows automatically until the battle waits for the next choice.

use crate::battle::engine::check::{Checked, check, terrain_pieces};
use crate::battle::engine::ctx::Ctx;
use crate::battle::engine::ctx::Executed;
use crate::battle::engine::dice::Dice;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::combat::AfterCombat;
use crate::battle::model::combat::ChainCombat;
use crate::battle::model::combat::FightDeclared;
use crate::battle::model::command::{ChargeReaction, Command, OfferingKind, Order};
use crate::battle::model::event::Event;
use crate::battle::model::pending_move::PendingMove;
use crate::battle::model::reasons::{CardsFor, InitiativeWhy, OrdersFor};
use crate::battle::model::rejection::Rejection;
use crate::battle::model::side::Side;
use crate::battle::model::side::other;
use crate::battle::model::state::{
    BattleState, ChargeDeclared, DuelChallenge, Pair, RollKind, RolledDie,
};
use crate::battle::turn::flow;

/// Checks and executes `cmd`, returning its events (the state is not touched).
pub fn execute(
    state: &BattleState,
    cmd: &Command,
    dice: &mut Dice,
) -> Result<Vec<Event>, Rejection> {
    execute_with_state(state, cmd, dice).map(|done| done.events)
}

/// Checks and executes `cmd`, returning its events and the state after them.
pub fn execute_with_state(
    state: &BattleState,
    cmd: &Command,
    dice: &mut Dice,
) -> Result<Executed, Rejection> {
    let checked = check(state, cmd)?;
    let mut ctx = Ctx::new(state, dice, crate::battle::turn::flow::go_on);
    run(&mut ctx, &checked);
    Ok(ctx.finish())
}

/// Executes a checked command: its events, into `ctx`.
fn run(ctx: &mut Ctx, checked: &Checked) {
    let cmd = checked.command();
    let side = cmd.side();
    match cmd {
        Command::TerrainOrder { first, .. } => {
            ctx.emit(Event::TerrainOrderSet {
                order: vec![*first, other(*first)],
            });
            flow::next_terrain(ctx);
        }
        Command::PlaceTerrain { terrain, .. } => {
            ctx.emit(Event::TerrainPlaced {
                side,
                terrain: terrain.clone(),
                pieces: terrain_pieces(&terrain.polygon),
            });
            flow::next_terrain(ctx);
        }
        Command::EndTerrain { .. } => {
            ctx.emit(Event::TerrainDone { side });
            flow::next_terrain(ctx);
        }
        Command::PickCommanderOrders { hand, deck, .. } => {
            let mut deck = deck.clone();
            ctx.dice.shuffle(&mut deck);
            ctx.emit(Event::CommanderOrdersPicked {
                side,
                hand: hand.clone(),
                deck,
            });
            flow::next_commander_orders(ctx);
        }
        Command::Deploy {
            model,
            x,
            y,
            facing_deg,
            ..
        } => {
            ctx.emit(Event::ModelDeployed {
                model: model.clone(),
                x: *x,
                y: *y,
                facing_deg: *facing_deg,
            });
            flow::next_deployment(ctx);
        }
        Command::KeepCards { keep, .. } => {
            let mut rest = ctx.state().drawn()[side.index()].clone();
            for k in keep {
                if let Some(i) = rest.iter().position(|c| c == k) {
                    rest.remove(i);
                }
            }
            ctx.emit(Event::CardsKept {
                side,
                kept: keep.clone(),
                discarded: rest,
            });
            flow::maintenance_choices(ctx);
        }
        Command::ChooseTableSide { swap, .. } => {
            if *swap {
                ctx.emit(Event::TableSidesSwapped { by: side });
            }
            flow::next_deployment(ctx);
        }
        Command::KeepCommanderOrder { keep, .. } => {
            let discarded = ctx.state().sides()[side.index()]
                .orders_hand
                .iter()
                .find(|o| *o != keep)
                .cloned();
            ctx.emit(Event::CommanderOrderKept {
                side,
                kept: keep.clone(),
                discarded,
            });
            flow::maintenance_choices(ctx);
        }
        Command::Offer {
            card, die, kind, ..
        } => {
            let Some(d) = ctx
                .state()
                .roll()
                .as_ref()
                .and_then(|r| r.dice.get(*die))
                .cloned()
            else {
                return;
            };
            ctx.emit(Event::CardsSpent {
                side,
                cards: vec![*card],
                reason: CardsFor::Offering.into(),
            });
            let (value, bonus) = match kind {
                // A re-rolled die keeps a card already added to it (L1026).
                OfferingKind::Reroll => (ctx.dice.d6(), d.bonus),
                OfferingKind::AddValue => (d.value, d.bonus + card),
            };
            ctx.emit(Event::Offered {
                side,
                card: *card,
                die: *die,
                kind: *kind,
                value,
                bonus,
            });
            crate::battle::turn::rolls::next_offering(ctx);
        }
        Command::PassOffering { .. } => {
            ctx.emit(Event::OfferingPassed { side });
            crate::battle::turn::rolls::next_offering(ctx);
        }
        Command::ChooseActiveSide { active, .. } => {
            ctx.emit(Event::PairBegan {
                pair: Pair {
                    active_side: *active,
                    next: *active,
                    ..Pair::default()
                },
            });
            ctx.awaits(Awaiting::ChooseUnit { side: *active });
        }
        Command::Activate { unit, .. } => {
            ctx.emit(Event::UnitActivated {
                side,
                unit: unit.clone(),
            });
            let pair = ctx.state().pair().clone().unwrap_or_default();
            let o = other(side);
            if !pair.lone
                && pair.units[o.index()].is_none()
                && !ctx.state().unused_units(o).is_empty()
            {
                ctx.awaits(Awaiting::ChooseUnit { side: o });
            } else {
                flow::roll_orders(ctx);
            }
        }
        Command::Order { unit, order, .. } => {
            let pair = ctx.state().pair().clone().unwrap_or_default();
            let count = crate::battle::leaders::lead_turn::cost(&pair, side, unit, order);
            crate::battle::leaders::lead_turn::given(ctx, side, unit, order);
            if count > 0 {
                ctx.emit(Event::OrdersSpent {
                    side,
                    count,
                    on: OrdersFor::Order {
                        order: order.kind(),
                        unit: unit.to_string(),
                    }
                    .into(),
                });
            }
            if order.is_combat() {
                ctx.emit(Event::CombatOrderMade { side });
            }
            run_order(ctx, side, unit, order);
        }
        Command::Hold { .. } => {
            ctx.emit(Event::Held { side });
            flow::next_action(ctx);
        }
        Command::ReactToCharge {
            reaction, powered, ..
        } => {
            let Some(charge) = ctx.state().charge().clone() else {
                return;
            };
            // The charged unit asked now: the target, then each other one charged (R-CHG-2).
            let unit = charge.answering();
            ctx.emit(Event::ChargeReacted {
                unit: unit.clone(),
                reaction: *reaction,
                powered: *powered,
            });
            if *reaction != ChargeReaction::Receive {
                // A powered reaction spends a second order (L472).
                ctx.emit(Event::OrdersSpent {
                    side,
                    count: 1 + u32::from(*powered),
                    on: OrdersFor::Reaction { unit: unit.clone() }.into(),
                });
                crate::battle::turn::reaction::reacted(ctx, &unit);
            }
            if *reaction == ChargeReaction::Flee {
                // The next reaction, or the charge roll, follows the flight's dice.
                crate::battle::combat::charge_move::flee(ctx, &unit, &charge.charger);
            } else {
                crate::battle::combat::charge_move::after_reaction(ctx);
            }
        }
        Command::FightBack { powered, .. } => {
            let Some(fight) = ctx.state().fight().clone() else {
                return;
            };
            let (spent, count) = crate::battle::combat::chain_power::reaction(
                ctx.state(),
                side,
                &fight.defender,
                *powered,
            );
            if count > 0 {
                ctx.emit(Event::OrdersSpent {
                    side,
                    count,
                    on: OrdersFor::FightBack {
                        unit: fight.defender.clone(),
                    }
                    .into(),
                });
            }
            crate::battle::combat::chain_power::note_reaction(ctx, &fight.defender, spent);
            crate::battle::turn::reaction::reacted(ctx, &fight.defender);
            ctx.emit(Event::FightCleared);
            let then = crate::battle::combat::chain_power::after_fight_back(ctx.state(), side);
            crate::battle::combat::fight::resolve_fight(ctx, &fight, spent, *powered, None, then);
        }
        Command::AnswerDuel {
            accept, powered, ..
        } => {
            let Some(duel) = ctx.state().duel().clone() else {
                return;
            };
            ctx.emit(Event::DuelAnswered { accept: *accept });
            let orders = ctx
                .state()
                .pair()
                .as_ref()
                .map_or(0, |p| p.orders[side.index()]);
            let spent = orders > 0;
            if spent {
                ctx.emit(Event::OrdersSpent {
                    side,
                    count: 1 + u32::from(*powered),
                    on: OrdersFor::DuelAnswer {
                        unit: duel.challenged.clone(),
                    }
                    .into(),
                });
            }
            let fight = FightDeclared {
                attacker: duel.challenger.clone(),
                defender: duel.challenged.clone(),
                powered: duel.powered,
                after_charge: false,
                duel: *accept,
                also_charged: Vec::new(),
                groups: Default::default(),
            };
            let then = AfterCombat::Order { side: other(side) };
            if *accept {
                // L791: both units take a used marker at the end of the duel's combat (marked
                // with the fight's reactions, `turn::reaction`).
                for id in [&duel.challenger, &duel.challenged] {
                    ctx.emit(Event::Reacted { unit: id.clone() });
                }
                // L788: leaders not touching are first brought into contact (R-DUEL-1).
                crate::battle::combat::duel_contact::bring_together(
                    ctx,
                    &duel.challenger,
                    &duel.challenged,
                );
                crate::battle::combat::fight::resolve_fight(
                    ctx, &fight, spent, *powered, None, then,
                );
            } else {
                let mut m = ctx
                    .state()
                    .unit(&duel.challenged)
                    .map(|u| u.markers.clone())
                    .unwrap_or_default();
                m.dishonoured = true;
                ctx.emit(Event::MarkersSet {
                    unit: duel.challenged.clone(),
                    markers: m,
                });
                crate::battle::turn::reaction::reacted(ctx, &duel.challenged);
                let refused = Some(duel.challenged.as_str());
                crate::battle::combat::fight::resolve_fight(
                    ctx, &fight, spent, *powered, refused, then,
                );
            }
        }
        Command::CommandDuel { stake, .. } => {
            ctx.emit(Event::CommandDuelDeclared {
                side,
                stake: stake.clone(),
            });
            let holder = ctx.state().initiative();
            if ctx.state().sides()[holder.index()].deck.hand.is_empty() {
                resolve_command_duel(ctx, &[]);
            } else {
                // The decision under way is asked again after the stake.
                ctx.awaits(Awaiting::DuelStake { side: holder });
            }
        }
        Command::StakeCommandDuel { stake, .. } => {
            if !stake.is_empty() {
                ctx.emit(Event::CardsSpent {
                    side,
                    cards: stake.clone(),
                    reason: CardsFor::CommandDuelStake.into(),
                });
            }
            resolve_command_duel(ctx, stake);
        }
        Command::CommanderActivation { card, .. } => {
            ctx.emit(Event::CardsSpent {
                side,
                cards: vec![*card],
                reason: CardsFor::CommanderActivation.into(),
            });
            flow::begin_lone_activation(ctx, side);
        }
        Command::EndActivations { .. } => flow::end_turn(ctx),
        Command::UseCommanderOrder {
            order,
            cards,
            units,
            ..
        } => crate::battle::deck::commander::execute_use(ctx, side, order, cards, units),
        Command::ChooseKi { unit, ability, .. } => {
            crate::battle::turn::ki::execute_choose(ctx, unit, ability)
        }
        Command::ChooseCombat {
            attacker,
            defender,
            powered,
            groups,
            ..
        } => crate::battle::combat::chain_power::run(
            ctx,
            side,
            &ChainCombat {
                attacker: attacker.clone(),
                defender: defender.clone(),
                groups: *groups,
            },
            *powered,
        ),
        Command::PickOpponents { unit, picks, .. } => {
            crate::battle::combat::chain_picks::picked(ctx, unit, picks)
        }
        Command::ChooseCasualties { unit, models, .. } => {
            crate::battle::combat::casualty_choice::chosen(ctx, unit, models)
        }
        Command::Pursue { pursue, .. } => crate::battle::aftermath::pursuit::run(ctx, *pursue),
        Command::MeleeMove { moves, .. } => crate::battle::aftermath::melee_move::run(ctx, moves),
        Command::ProtectLeader { protect, .. } => crate::battle::combat::staged::run(ctx, *protect),
        Command::OpportunityCharge { .. } | Command::LetMovePass { .. } => {
            crate::battle::opportunity::charge::run(ctx, cmd)
        }
    }
}

/// R-DECK-3: the higher stake takes the initiative; a tie keeps it. Then the decision that was
/// under way is asked again.
fn resolve_command_duel(ctx: &mut Ctx, holder_stake: &[u8]) {
    let Some(duel) = ctx.state().command_duel().clone() else {
        return;
    };
    let holder = other(duel.challenger);
    let mut stakes = [0u32; 2];
    stakes[duel.challenger.index()] = duel.stake.iter().map(|&c| u32::from(c)).sum();
    stakes[holder.index()] = holder_stake.iter().map(|&c| u32::from(c)).sum();
    let initiative = if stakes[duel.challenger.index()] > stakes[holder.index()] {
        duel.challenger
    } else {
        holder
    };
    ctx.emit(Event::CommandDuelResolved { stakes, initiative });
    if initiative != holder {
        ctx.emit(Event::InitiativeTaken {
            side: initiative,
            why: InitiativeWhy::CommandDuel {
                stake: stakes[duel.challenger.index()],
                against: stakes[holder.index()],
            }
            .into(),
        });
    }
    // Back to the decision that was interrupted: inside an order, a reaction or a roll it is
    // asked again as it was (L1016, R-DECK-7); between orders the pair's next decision, which
    // the new initiative may change.
    match duel.interrupted.filter(|a| !a.between_orders()) {
        // A roll's offerings go on with the side still to speak, a side whose stake left it
        // no card passing at once (R-DECK-4).
        Some(Awaiting::Offerings { .. }) => {
            crate::battle::turn::rolls::next_offering(ctx);
            return;
        }
        Some(a) => {
            ctx.awaits(a);
            return;
        }
        None => {}
    }
    match ctx.state().pair().clone() {
        None => flow::begin_pair(ctx),
        Some(p) if p.units[p.active_side.index()].is_none() => ctx.awaits(Awaiting::ChooseUnit {
            side: p.active_side,
        }),
        Some(p) if !p.rolled => {
            let s = other(p.active_side);
            ctx.awaits(Awaiting::ChooseUnit { side: s })
        }
        Some(_) => flow::next_action(ctx),
    }
}

fn run_order(ctx: &mut Ctx, side: Side, unit: &str, order: &Order) {
    match order {
        Order::Move { moves, powered, .. } => {
            crate::battle::leaders::join::declare(ctx, unit, order);
            // Its facings were settled by the check (L500, L509).
            if *powered {
                // The run's die is open to offerings; the move follows (`run_rolled`).
                let die = RolledDie {
                    owner: side,
                    value: ctx.dice.d6(),
                    bonus: 0,
                };
                let kind = RollKind::Run {
                    unit: unit.to_string(),
                    side,
                    moves: moves.clone(),
                };
                crate::battle::turn::rolls::roll(ctx, kind, vec![die]);
                return;
            }
            crate::battle::moves::moving::move_or_opportunity(
                ctx,
                side,
                unit,
                moves,
                f64::INFINITY,
            );
        }
        Order::Disengage { moves, casualties } => {
            let from = crate::battle::combat::side_result::disengage_wounds(ctx, unit, casualties);
            for f in from {
                ctx.emit(Event::Disengaged {
                    unit: unit.to_string(),
                    from: f,
                });
            }
            let moves: Vec<_> = moves
                .iter()
                .filter(|m| ctx.state().model(&m.model).is_some())
                .cloned()
                .collect();
            let pending = PendingMove::new(side, unit, &moves, f64::INFINITY, true);
            if crate::battle::opportunity::charge::offer(ctx, pending) {
                return;
            }
            crate::battle::moves::placing::move_models(ctx, unit, &moves, f64::INFINITY);
            crate::battle::deck::commander::spend_move(ctx, unit);
            crate::battle::aftermath::isolated::remove_isolated(ctx);
            if !crate::battle::turn::end::check_wiped_out_army(ctx) {
                flow::after_order(ctx, side);
            }
        }
        Order::Charge {
            target,
            powered,
            also,
        } => {
            ctx.emit(Event::ChargeDeclared {
                charge: ChargeDeclared {
                    charger: unit.to_string(),
                    target: target.clone(),
                    powered: *powered,
                    stood_and_shot: false,
                    stand_powered: false,
                    fled: false,
                    also: also.clone(),
                    answered: Vec::new(),
                    also_stood: Vec::new(),
                },
            });
            if crate::battle::opportunity::kinds::offer_on_charge(ctx, side, unit, target, also) {
                return;
            }
            ctx.awaits(Awaiting::ChargeReaction { side: other(side) });
        }
        Order::Fight { target, powered } => {
            ctx.emit(Event::FightDeclared {
                fight: FightDeclared {
                    attacker: unit.to_string(),
                    defender: target.clone(),
                    powered: *powered,
                    after_charge: false,
                    duel: false,
                    also_charged: Vec::new(),
                    groups: Default::default(),
                },
            });
            ctx.awaits(Awaiting::FightBack { side: other(side) });
        }
        Order::Shoot { target, powered } => {
            let then = AfterCombat::Order { side };
            crate::battle::combat::shot::resolve_shot(ctx, unit, target, *powered, None, then);
        }
        Order::Duel { target, powered } => {
            ctx.emit(Event::DuelChallenged {
                challenge: DuelChallenge {
                    challenger: unit.to_string(),
                    challenged: target.clone(),
                    powered: *powered,
                },
            });
            ctx.awaits(Awaiting::DuelAnswer { side: other(side) });
        }
        Order::Lead { units } => {
            ctx.emit(Event::UnitsLed {
                units: units.clone(),
            });
            // L838: an order roll for each led unit, for its ki only.
            crate::battle::leaders::led::roll_next(ctx, side, units);
        }
        Order::Reload { powered } => {
            let mut m = ctx
                .state()
                .unit(unit)
                .map(|u| u.markers.clone())
                .unwrap_or_default();
            m.unloaded = if *powered {
                0
            } else {
                m.unloaded.saturating_sub(1)
            };
            ctx.emit(Event::MarkersSet {
                unit: unit.to_string(),
                markers: m,
            });
            flow::after_order(ctx, side);
        }
        Order::Parapet => {
            let mut m = ctx
                .state()
                .unit(unit)
                .map(|u| u.markers.clone())
                .unwrap_or_default();
            m.parapet = true;
            ctx.emit(Event::MarkersSet {
                unit: unit.to_string(),
                markers: m,
            });
            flow::after_order(ctx, side);
        }
    }
}
