//! The battle log's events in words, in English or Spanish: each event's fields worded as a
//! player reads them through the catalogues' `log.ftl` (the engine keeps events as structured
//! data; the typed reasons inside them are worded by `battle::reason_words`). Sides, units,
//! models, commander orders and ki abilities are named in the window's language
//! ([`BattleNames`]). A fight's or a shot's roll adds every step of the combat calculator with
//! its rule.

use crate::app::battle_names::BattleNames;
use crate::app::i18n::Lang;
use crate::battle::Event;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::command::{ChargeReaction, OfferingKind};
use crate::battle::model::names::Names;
use crate::battle::model::pending_move::MoveKind;
use crate::battle::model::reasons::OrderPlayed;
use crate::battle::model::state::{Phase, RollKind};
use crate::battle::reason_words::{honor_words, order_words, vp_words, worded};
use crate::i18n::{Arg, text};
use crate::rules::staged::StageRoll;

fn list<T: std::fmt::Display>(v: &[T]) -> String {
    v.iter().map(T::to_string).collect::<Vec<_>>().join(" ")
}

/// A word argument: names, ids, lists and distances already written.
fn w(v: impl std::fmt::Display) -> Arg {
    Arg::Text(v.to_string())
}

/// A yes-or-no argument, for the catalogue's `[true]`/`[false]` selectors.
fn flag(b: bool) -> Arg {
    w(b)
}

/// The phase's name.
pub fn phase_name(lang: Lang, p: Phase) -> String {
    let phase = match p {
        Phase::Setup => "setup",
        Phase::Maintenance => "maintenance",
        Phase::Initiative => "initiative",
        Phase::Activation => "activation",
        Phase::Ended => "ended",
    };
    text(lang, "log-phase", &[("phase", phase.into())])
}

/// What the battle waits for, the side named (the tracker's wording).
pub fn awaiting_text(lang: Lang, names: &dyn Names, a: &Awaiting) -> String {
    super::tracker::awaiting_line(lang, names, a)
}

/// Units or models by their names, joined as a list.
pub fn unit_list(names: &dyn Names, ids: &[String]) -> String {
    ids.iter()
        .map(|id| names.unit(id))
        .collect::<Vec<_>>()
        .join(", ")
}

fn cm(v: f64) -> String {
    format!("{v:.1}")
}

/// What a side whose cards and commander orders the reader sees face down ([`Names::face_down`])
/// drew or kept, told by number (R-DECK-1, R-DECK-2); None for any other event. The cards it
/// discards go face up to its discard pile, and are named.
fn face_down_event(lang: Lang, names: &BattleNames, e: &Event) -> Option<String> {
    let f = |id: &str, side: &crate::battle::Side, args: &[(&str, Arg)]| {
        let mut all = vec![("side", w(names.side(*side)))];
        all.extend(args.iter().cloned());
        text(lang, id, &all)
    };
    match e {
        Event::CardsDrawnToHand { side, cards } if names.face_down(*side) => Some(f(
            "log-cards-drawn-to-hand-face-down",
            side,
            &[("count", cards.len().into())],
        )),
        Event::CardsDrawnToChoose { side, cards } if names.face_down(*side) => Some(f(
            "log-cards-drawn-to-choose-face-down",
            side,
            &[("count", cards.len().into())],
        )),
        Event::CardsKept {
            side,
            kept,
            discarded,
        } if names.face_down(*side) => Some(f(
            "log-cards-kept-face-down",
            side,
            &[
                ("count", kept.len().into()),
                ("discarded", w(list(discarded))),
            ],
        )),
        Event::CommanderOrderDrawn { side, .. } if names.face_down(*side) => {
            Some(f("log-commander-order-drawn-face-down", side, &[]))
        }
        Event::CommanderOrderKept { side, .. } if names.face_down(*side) => {
            Some(f("log-commander-order-kept-face-down", side, &[]))
        }
        _ => None,
    }
}

/// One event of the log in `lang`.
pub fn describe_event(lang: Lang, names: &BattleNames, e: &Event) -> String {
    let f = |id: &str, args: &[(&str, Arg)]| text(lang, id, args);
    let n = |s: &crate::battle::Side| w(names.side(*s));
    let u = |id: &str| w(names.unit(id));
    let us = |ids: &[String]| w(unit_list(names, ids));
    let o = |order: &str| w(names.order(order));
    if let Some(words) = face_down_event(lang, names, e) {
        return words;
    }
    match e {
        Event::ExtraTerrainRolled { side, dice, pieces } => f(
            "log-extra-terrain-rolled",
            &[
                ("side", n(side)),
                ("dice", w(list(dice))),
                ("pieces", (*pieces).into()),
            ],
        ),
        Event::TerrainOrderSet { order } => f(
            "log-terrain-order-set",
            &[(
                "order",
                w(order
                    .iter()
                    .map(|s| names.side(*s))
                    .collect::<Vec<_>>()
                    .join(", ")),
            )],
        ),
        Event::TerrainPlaced {
            side,
            terrain,
            pieces,
        } => f(
            "log-terrain-placed",
            &[
                ("side", n(side)),
                ("terrain", w(&terrain.id)),
                ("pieces", (*pieces).into()),
            ],
        ),
        Event::TerrainDone { side } => f("log-terrain-done", &[("side", n(side))]),
        // The die stays secret: the log says only that it was rolled (R-MISSION-1).
        Event::SecondaryMissionDrawn { side, .. } => {
            f("log-secondary-mission-drawn", &[("side", n(side))])
        }
        Event::StrategyRolled {
            dice,
            totals,
            winner,
        } => {
            let who = winner.map_or_else(|| f("log-strategy-tie", &[]), |s| names.side(s));
            f(
                "log-strategy-rolled",
                &[
                    ("die1", dice[0].into()),
                    ("die2", dice[1].into()),
                    ("total1", totals[0].into()),
                    ("total2", totals[1].into()),
                    ("winner", w(who)),
                ],
            )
        }
        Event::CommanderOrdersPicked { side, hand, deck } => f(
            "log-commander-orders-picked",
            &[
                ("side", n(side)),
                ("hand", o(hand)),
                (
                    "deck",
                    w(deck
                        .iter()
                        .map(|d| names.order(d))
                        .collect::<Vec<_>>()
                        .join(", ")),
                ),
            ],
        ),
        Event::DeckShuffled { side, draw_pile } => f(
            "log-deck-shuffled",
            &[("side", n(side)), ("count", draw_pile.len().into())],
        ),
        Event::CardsDrawnToHand { side, cards } => f(
            "log-cards-drawn-to-hand",
            &[("side", n(side)), ("cards", w(list(cards)))],
        ),
        Event::CardsDrawnToChoose { side, cards } => f(
            "log-cards-drawn-to-choose",
            &[("side", n(side)), ("cards", w(list(cards)))],
        ),
        Event::HandDiscarded { side, cards } => f(
            "log-hand-discarded",
            &[("side", n(side)), ("cards", w(list(cards)))],
        ),
        Event::CardsKept {
            side,
            kept,
            discarded,
        } => f(
            "log-cards-kept",
            &[
                ("side", n(side)),
                ("kept", w(list(kept))),
                ("discarded", w(list(discarded))),
            ],
        ),
        Event::CardsSpent {
            side,
            cards,
            reason,
        } => f(
            "log-cards-spent",
            &[
                ("side", n(side)),
                ("cards", w(list(cards))),
                ("reason", w(worded(lang, reason, names))),
            ],
        ),
        Event::ModelDeployed {
            model,
            x,
            y,
            facing_deg,
        } => f(
            "log-model-deployed",
            &[
                ("model", u(model)),
                ("x", w(cm(*x))),
                ("y", w(cm(*y))),
                ("facing", w(cm(*facing_deg))),
            ],
        ),
        Event::Awaits { awaiting } => f(
            "log-awaits",
            &[("awaiting", w(awaiting_text(lang, names, awaiting)))],
        ),
        Event::PhaseBegan { phase, turn } => f(
            "log-phase-began",
            &[
                ("turn", (*turn).into()),
                ("phase", w(phase_name(lang, *phase))),
            ],
        ),
        Event::VictoryPoints { vp, detail } => f(
            "log-victory-points",
            &[
                ("vp1", vp[0].into()),
                ("vp2", vp[1].into()),
                ("detail", w(vp_words(lang, detail, names))),
            ],
        ),
        Event::BattleEnded { winner, vp, reason } => {
            let who = winner.map_or_else(
                || f("log-no-winner", &[]),
                |s| f("log-winner", &[("side", n(&s))]),
            );
            f(
                "log-battle-ended",
                &[
                    ("reason", w(worded(lang, reason, names))),
                    ("vp1", vp[0].into()),
                    ("vp2", vp[1].into()),
                    ("winner", w(who)),
                ],
            )
        }
        Event::CommanderOrderDrawn { side, order } => f(
            "log-commander-order-drawn",
            &[("side", n(side)), ("order", o(order))],
        ),
        Event::CommanderOrderKept {
            side,
            kept,
            discarded,
        } => match discarded {
            Some(d) => f(
                "log-commander-order-kept-discarding",
                &[("side", n(side)), ("kept", o(kept)), ("discarded", o(d))],
            ),
            None => f(
                "log-commander-order-kept",
                &[("side", n(side)), ("kept", o(kept))],
            ),
        },
        Event::CommanderOrderUsed { side, order, text } => {
            // A faction's own card reads as its file writes it in the window's language.
            let what = match text.typed() {
                Some(OrderPlayed::FromItsText { .. }) => names.order_text(order),
                _ => None,
            };
            f(
                "log-commander-order-used",
                &[
                    ("side", n(side)),
                    ("order", o(order)),
                    ("text", w(what.unwrap_or_else(|| worded(lang, text, names)))),
                ],
            )
        }
        Event::HonorTested {
            unit,
            dice,
            honor,
            passed,
            why,
        } => f(
            "log-honor-tested",
            &[
                ("unit", u(unit)),
                ("honor", (*honor).into()),
                ("dice", w(list(dice))),
                ("passed", flag(*passed)),
                ("why", w(honor_words(lang, why, dice.len()))),
            ],
        ),
        Event::UnitRemoved { unit, reason } => f(
            "log-unit-removed",
            &[
                ("unit", u(unit)),
                ("reason", w(worded(lang, reason, names))),
            ],
        ),
        Event::MarkersSet { unit, markers } => {
            let m = super::tracker::marker_names(lang, names, markers);
            let m = if m.is_empty() {
                f("log-markers-none", &[])
            } else {
                m.join(", ")
            };
            f("log-markers-set", &[("unit", u(unit)), ("markers", w(m))])
        }
        Event::TurnMarkersCleared => f("log-turn-markers-cleared", &[]),
        Event::RollMade { roll } => {
            let what = match &roll.kind {
                RollKind::Strategy => f("log-roll-strategy", &[]),
                RollKind::Initiative => f("log-roll-initiative", &[]),
                RollKind::Orders => f("log-roll-orders", &[]),
                RollKind::ChargeMove { charger, target } => f(
                    "log-roll-charge-move",
                    &[("charger", u(charger)), ("target", u(target))],
                ),
                RollKind::Combat { stage } => match stage {
                    StageRoll::Combat => f("log-roll-combat", &[]),
                    StageRoll::Wounds => f("log-roll-wounds", &[]),
                    StageRoll::ProtectLeader { .. } => f("log-roll-protect-leader", &[]),
                    StageRoll::Honor { .. } => f("log-roll-honor", &[]),
                },
                RollKind::FallBack { unit } | RollKind::ChainFallBack { unit, .. } => {
                    f("log-roll-fall-back", &[("unit", u(unit))])
                }
                RollKind::Run { unit, .. } => f("log-roll-run", &[("unit", u(unit))]),
                RollKind::Flee { unit, charger } => f(
                    "log-roll-flee",
                    &[("unit", u(unit)), ("charger", u(charger))],
                ),
                RollKind::RetreatHonor { unit, .. } => {
                    f("log-roll-retreat-honor", &[("unit", u(unit))])
                }
                RollKind::OpportunityCharge { charger, mover } => f(
                    "log-roll-opportunity-charge",
                    &[("charger", u(charger)), ("mover", u(mover))],
                ),
                RollKind::PursuitHonor { pursuer, fleeing } => f(
                    "log-roll-pursuit-honor",
                    &[("pursuer", u(pursuer)), ("fleeing", u(fleeing))],
                ),
                RollKind::PursuitMove { pursuer, fleeing } => f(
                    "log-roll-pursuit-move",
                    &[("pursuer", u(pursuer)), ("fleeing", u(fleeing))],
                ),
                RollKind::ChainHonor { unit } => f("log-roll-chain-honor", &[("unit", u(unit))]),
                RollKind::LedOrder { unit, .. } => f("log-roll-led-order", &[("unit", u(unit))]),
            };
            let dice: Vec<String> = roll
                .dice
                .iter()
                .map(|d| {
                    f(
                        "log-roll-die",
                        &[("value", d.value.into()), ("side", n(&d.owner))],
                    )
                })
                .collect();
            f(
                "log-roll-made",
                &[("what", w(what)), ("dice", w(dice.join(", ")))],
            )
        }
        Event::Offered {
            side,
            card,
            die,
            kind,
            value,
            bonus,
        } => match kind {
            OfferingKind::Reroll => f(
                "log-offered-reroll",
                &[
                    ("side", n(side)),
                    ("card", (*card).into()),
                    ("die", (die + 1).into()),
                    ("value", w(value)),
                ],
            ),
            OfferingKind::AddValue => f(
                "log-offered-add-value",
                &[
                    ("side", n(side)),
                    ("card", (*card).into()),
                    ("bonus", (*bonus).into()),
                    ("die", (die + 1).into()),
                    ("value", w(value)),
                ],
            ),
        },
        Event::OfferingPassed { side } => f("log-offering-passed", &[("side", n(side))]),
        Event::RollSettled => f("log-roll-settled", &[]),
        Event::InitiativeTaken { side, why } => f(
            "log-initiative-taken",
            &[("side", n(side)), ("why", w(worded(lang, why, names)))],
        ),
        Event::PairBegan { pair } => f("log-pair-began", &[("side", n(&pair.active_side))]),
        Event::UnitActivated { side, unit } => f(
            "log-unit-activated",
            &[("side", n(side)), ("unit", u(unit))],
        ),
        Event::OrdersGiven { orders, ki, totals } => f(
            "log-orders-given",
            &[
                ("total1", totals[0].into()),
                ("total2", totals[1].into()),
                ("orders1", orders[0].into()),
                ("ki1", flag(ki[0])),
                ("orders2", orders[1].into()),
                ("ki2", flag(ki[1])),
            ],
        ),
        Event::OrdersSpent { side, count, on } => f(
            "log-orders-spent",
            &[
                ("side", n(side)),
                ("count", (*count).into()),
                ("on", w(worded(lang, on, names))),
            ],
        ),
        Event::Held { side } => f("log-held", &[("side", n(side))]),
        Event::NextToAct { side } => f("log-next-to-act", &[("side", n(side))]),
        Event::CombatOrderMade { side } => f("log-combat-order-made", &[("side", n(side))]),
        Event::ShotLost { shooter, target } => f(
            "log-shot-lost",
            &[("shooter", u(shooter)), ("target", u(target))],
        ),
        Event::Reacted { unit } => f("log-reacted", &[("unit", u(unit))]),
        Event::ReactionEnded { unit } => f("log-reaction-ended", &[("unit", u(unit))]),
        Event::LeadOrdersOpened { side, units } => f(
            "log-lead-orders-opened",
            &[("side", n(side)), ("units", us(units))],
        ),
        Event::LedOrderGiven { unit, order } => f(
            "log-led-order-given",
            &[("unit", u(unit)), ("order", w(order_words(lang, *order)))],
        ),
        Event::UnitsLed { units } => f("log-units-led", &[("units", us(units))]),
        Event::PairEnded { used } => f("log-pair-ended", &[("units", us(used))]),
        Event::ActivationCounted { side } => f("log-activation-counted", &[("side", n(side))]),
        Event::LoneActivationUsed => f("log-lone-activation-used", &[]),
        Event::ModelMoved {
            model,
            x,
            y,
            facing_deg,
        } => f(
            "log-model-moved",
            &[
                ("model", u(model)),
                ("x", w(cm(*x))),
                ("y", w(cm(*y))),
                ("facing", w(cm(*facing_deg))),
            ],
        ),
        Event::ModelRemoved { model } => f("log-model-removed", &[("model", u(model))]),
        Event::MoveRolled { unit, dice, max_cm } => f(
            "log-move-rolled",
            &[
                ("unit", u(unit)),
                ("dice", w(list(dice))),
                ("cm", w(cm(*max_cm))),
            ],
        ),
        Event::LedOrderRolled {
            unit,
            die,
            total,
            ki,
        } => f(
            "log-led-order-rolled",
            &[
                ("unit", u(unit)),
                ("die", (*die).into()),
                ("total", (*total).into()),
                ("ki", flag(*ki)),
            ],
        ),
        Event::ChargeDeclared { charge } => f(
            "log-charge-declared",
            &[
                ("charger", u(&charge.charger)),
                ("target", u(&charge.target)),
                ("powered", flag(charge.powered)),
            ],
        ),
        Event::ChargeReacted { unit, reaction, .. } => {
            let reaction = match reaction {
                ChargeReaction::Receive => "receive",
                ChargeReaction::Flee => "flee",
                ChargeReaction::StandAndShoot => "stand-and-shoot",
            };
            f(
                "log-charge-reaction",
                &[("unit", u(unit)), ("reaction", reaction.into())],
            )
        }
        Event::ChargeResolved {
            reach_cm,
            distance_cm,
            success,
        } => f(
            "log-charge-resolved",
            &[
                ("reach", w(cm(*reach_cm))),
                ("distance", w(cm(*distance_cm))),
                ("success", flag(*success)),
            ],
        ),
        Event::ChargeCleared => f("log-charge-cleared", &[]),
        Event::FightDeclared { fight } => f(
            "log-fight-declared",
            &[
                ("attacker", u(&fight.attacker)),
                ("defender", u(&fight.defender)),
                ("powered", flag(fight.powered)),
                ("duel", flag(fight.duel)),
            ],
        ),
        Event::FightCleared => f("log-fight-cleared", &[]),
        Event::DuelChallenged { challenge } => f(
            "log-duel-challenged",
            &[
                ("challenger", u(&challenge.challenger)),
                ("challenged", u(&challenge.challenged)),
            ],
        ),
        Event::DuelAnswered { accept } => {
            if *accept {
                f("log-duel-accepted", &[])
            } else {
                f("log-duel-refused", &[])
            }
        }
        Event::DuelUnitsMarked { units } => f("log-duel-units-marked", &[("units", us(units))]),
        Event::Disengaged { unit, from } => {
            f("log-disengaged", &[("unit", u(unit)), ("from", u(from))])
        }
        Event::CasualtiesTaken {
            unit,
            models_lost,
            leader_wounds_after,
            leader_killed,
            wounded_after,
            stuns_after,
        } => f(
            "log-casualties-taken",
            &[
                ("unit", u(unit)),
                ("lost", (*models_lost).into()),
                ("wounded", (*wounded_after).into()),
                ("stuns", (*stuns_after).into()),
                ("leader_wounds", (*leader_wounds_after).into()),
                ("leader_killed", flag(*leader_killed)),
            ],
        ),
        Event::CombatResolved {
            attacker,
            defender,
            report,
        } => f(
            "log-combat-resolved",
            &[
                ("attacker", u(attacker)),
                ("defender", u(defender)),
                ("seed", w(report.seed)),
            ],
        ),
        Event::CombatBegan { combat } => f(
            "log-combat-began",
            &[
                ("attacker", u(&combat.units[0])),
                ("defender", u(&combat.units[1])),
            ],
        ),
        Event::CombatStageRolled { faces } | Event::CombatFallBackRolled { faces } => {
            let dice: Vec<String> = faces
                .iter()
                .map(|d| {
                    if d.bonus > 0 {
                        format!("{}+{}", d.natural, d.bonus)
                    } else {
                        d.natural.to_string()
                    }
                })
                .collect();
            f("log-combat-dice", &[("dice", w(dice.join(" ")))])
        }
        Event::LeaderProtection { unit, protect } => {
            if *protect {
                f("log-leader-protected", &[("unit", u(unit))])
            } else {
                f("log-leader-unprotected", &[("unit", u(unit))])
            }
        }
        Event::CombatFinished => f("log-combat-finished", &[]),
        Event::GeneralDied { side } => f("log-general-died", &[("side", n(side))]),
        Event::CombatResult { winner, loser, why } => {
            let res = match (winner, loser) {
                (Some(wi), Some(lo)) => f(
                    "log-combat-winner-loser",
                    &[("winner", u(wi)), ("loser", u(lo))],
                ),
                (Some(wi), None) => f("log-winner", &[("side", u(wi))]),
                _ => f("log-no-winner", &[]),
            };
            f(
                "log-combat-result",
                &[("result", w(res)), ("why", w(worded(lang, why, names)))],
            )
        }
        Event::FallBack {
            unit,
            dice,
            retreat,
        } => f(
            "log-fall-back",
            &[
                ("unit", u(unit)),
                ("retreat", flag(*retreat)),
                ("cm", w(dice.iter().map(|d| u32::from(*d)).sum::<u32>())),
                ("dice", w(list(dice))),
            ],
        ),
        Event::CommandDuelDeclared { side, stake } => f(
            "log-command-duel-declared",
            &[("side", n(side)), ("stake", w(list(stake)))],
        ),
        Event::CommandDuelResolved { stakes, initiative } => f(
            "log-command-duel-resolved",
            &[
                ("stake1", stakes[0].into()),
                ("stake2", stakes[1].into()),
                ("side", n(initiative)),
            ],
        ),
        Event::DestroyedVp { side, vp } => f(
            "log-destroyed-vp",
            &[("side", n(side)), ("vp", (*vp).into())],
        ),
        Event::AftermathSet { aftermath } => match aftermath {
            None => f("log-aftermath-none", &[]),
            Some(a) => {
                let mut parts = Vec::new();
                if let Some(c) = &a.chain {
                    let left: Vec<String> = c
                        .left
                        .iter()
                        .map(|(x, y)| format!("{} - {}", names.unit(x), names.unit(y)))
                        .collect();
                    let left = if left.is_empty() {
                        "-".to_string()
                    } else {
                        left.join(", ")
                    };
                    parts.push(f("log-aftermath-chain", &[("left", w(left))]));
                }
                for p in &a.pursuits {
                    parts.push(f(
                        "log-aftermath-pursuit",
                        &[("pursuer", u(&p.pursuer)), ("fleeing", u(&p.fleeing))],
                    ));
                }
                if !a.melee_moves.is_empty() {
                    parts.push(f(
                        "log-aftermath-melee-moves",
                        &[("units", us(&a.melee_moves))],
                    ));
                }
                f("log-aftermath-set", &[("parts", w(parts.join("; ")))])
            }
        },
        Event::CasualtiesRemoved { unit, models, why } => f(
            "log-casualties-removed",
            &[
                ("unit", u(unit)),
                ("models", us(models)),
                ("why", w(worded(lang, why, names))),
            ],
        ),
        Event::PursuitRolled {
            unit,
            fleeing,
            dice,
            distance_cm,
        } => f(
            "log-pursuit-rolled",
            &[
                ("unit", u(unit)),
                ("fleeing", u(fleeing)),
                ("dice", w(list(dice))),
                ("cm", w(cm(*distance_cm))),
            ],
        ),
        Event::OpponentsPicked { unit, picks } => {
            let each: Vec<String> = picks
                .iter()
                .map(|p| {
                    f(
                        "log-opponent-pick",
                        &[("model", u(&p.model)), ("against", u(&p.against))],
                    )
                })
                .collect();
            f(
                "log-opponents-picked",
                &[("unit", u(unit)), ("picks", w(each.join(", ")))],
            )
        }
        Event::TableSidesSwapped { by } => {
            f("log-table-sides-swapped", &[("side", w(names.side(*by)))])
        }
        Event::CasualtiesChosen { unit, models } => f(
            "log-casualties-chosen",
            &[
                ("unit", u(unit)),
                (
                    "models",
                    w(models
                        .iter()
                        .map(|m| names.unit(m))
                        .collect::<Vec<_>>()
                        .join(", ")),
                ),
            ],
        ),
        Event::MultipleCombatResult {
            winners,
            losers,
            losses,
            why,
        } => f(
            "log-multiple-combat-result",
            &[
                ("winners", us(winners)),
                ("losers", us(losers)),
                ("loss1", losses[0].into()),
                ("loss2", losses[1].into()),
                ("why", w(worded(lang, why, names))),
            ],
        ),
        Event::PendingMoveSet { pending } => match pending {
            None => f("log-pending-move-none", &[]),
            Some(p) => {
                let kind = w(move_kind(lang, names, &p.kind));
                match &p.charger {
                    Some(c) if p.caught => f(
                        "log-pending-move-caught",
                        &[("unit", u(&p.unit)), ("charger", u(c)), ("kind", kind)],
                    ),
                    Some(c) => f(
                        "log-pending-move-charged",
                        &[
                            ("unit", u(&p.unit)),
                            ("kind", kind),
                            ("models", p.moves.len().into()),
                            ("charger", u(c)),
                        ],
                    ),
                    None => f(
                        "log-pending-move-declared",
                        &[
                            ("unit", u(&p.unit)),
                            ("kind", kind),
                            ("models", p.moves.len().into()),
                        ],
                    ),
                }
            }
        },
        Event::OpportunityChargeResolved {
            charger,
            mover,
            reach_cm,
            distance_cm,
            caught_at,
        } => {
            let verdict = match caught_at {
                Some(at) => f(
                    "log-opportunity-caught",
                    &[("percent", w(format!("{:.0}", at * 100.0)))],
                ),
                None => f("log-opportunity-missed", &[]),
            };
            f(
                "log-opportunity-charge-resolved",
                &[
                    ("charger", u(charger)),
                    ("mover", u(mover)),
                    ("reach", w(cm(*reach_cm))),
                    ("distance", w(cm(*distance_cm))),
                    ("verdict", w(verdict)),
                ],
            )
        }
        Event::LeaderMoveDeclared { declared } => match declared {
            None => f("log-leader-move-none", &[]),
            Some(lm) => match &lm.change {
                crate::battle::LeaderChange::Join { unit, .. } => f(
                    "log-leader-move-join",
                    &[("leader", u(&lm.unit)), ("unit", u(unit))],
                ),
                crate::battle::LeaderChange::Leave { .. } => {
                    f("log-leader-move-leave", &[("unit", u(&lm.unit))])
                }
            },
        },
        Event::LeaderJoined {
            leader_unit,
            unit,
            swapped_with,
            ..
        } => {
            let who = [("leader", u(leader_unit)), ("unit", u(unit))];
            match swapped_with {
                None => f("log-leader-joined", &who),
                Some(with) => {
                    let mut args = who.to_vec();
                    args.push(("with", u(with)));
                    f("log-leader-joined-swapping", &args)
                }
            }
        }
        Event::LeaderLeft {
            unit,
            model,
            new_unit,
            x,
            y,
            ..
        } => f(
            "log-leader-left",
            &[
                ("model", u(model)),
                ("unit", u(unit)),
                ("x", w(cm(*x))),
                ("y", w(cm(*y))),
                ("new_unit", u(new_unit)),
            ],
        ),
        Event::LeaderChangeDropped { unit, why, rule } => f(
            "log-leader-change-dropped",
            &[
                ("unit", u(unit)),
                ("why", w(drop_words(lang, why, names))),
                ("rule", w(rule)),
            ],
        ),
        #[allow(unreachable_patterns)]
        _ => generic(e),
    }
}

/// An event no wording above covers (a newer engine): its kind and fields as recorded.
fn generic(e: &Event) -> String {
    let value = serde_json::to_value(e).unwrap_or(serde_json::Value::Null);
    let Some(obj) = value.as_object() else {
        return value.to_string();
    };
    let kind = obj
        .get("event")
        .and_then(|v| v.as_str())
        .unwrap_or_default()
        .replace('_', " ");
    let details: Vec<String> = obj
        .iter()
        .filter(|(k, _)| k.as_str() != "event")
        .map(|(k, v)| format!("{k}: {v}"))
        .collect();
    if details.is_empty() {
        kind
    } else {
        format!("{kind} — {}", details.join(", "))
    }
}

/// The steps of a fight's or shot's roll in `lang`, each with its rule and dice, the units
/// named by `names`.
pub fn roll_steps(
    lang: Lang,
    names: &dyn Names,
    report: &crate::rules::CombatReport,
) -> Vec<String> {
    report
        .steps
        .iter()
        .map(|s| {
            let dice = if s.dice.is_empty() {
                String::new()
            } else {
                format!(" [{}]", list(&s.dice))
            };
            let unit = |id: &str| names.unit(id);
            format!("{}: {}{}", s.rule, s.words_named(lang, &unit), dice)
        })
        .collect()
}

/// Why a leader's join or leave was dropped: a refused join or leave in the window's words for
/// rejections.
fn drop_words(
    lang: Lang,
    why: &crate::rules::Worded<crate::battle::model::reasons::LeaderDrop>,
    names: &BattleNames,
) -> String {
    match why.typed() {
        Some(crate::battle::model::reasons::LeaderDrop::Refused { rejection }) => {
            rejection.text_named(lang, names)
        }
        _ => worded(lang, why, names),
    }
}

/// The kind of move an opportunity charge answers (L848), in words.
fn move_kind(lang: Lang, names: &dyn Names, kind: &MoveKind) -> String {
    let (kind, unit) = match kind {
        MoveKind::Order => ("order", String::new()),
        MoveKind::MeleeMove => ("melee-move", String::new()),
        MoveKind::Pursuit { fleeing, .. } => ("pursuit", names.unit(fleeing)),
        MoveKind::Charge { target, .. } => ("charge", names.unit(target)),
        MoveKind::Flight { charger, .. } => ("flight", names.unit(charger)),
        MoveKind::FallBack { retreat: true, .. } => ("retreat", String::new()),
        MoveKind::FallBack { .. } => ("fall-back", String::new()),
    };
    text(
        lang,
        "log-move-kind",
        &[("kind", kind.into()), ("unit", unit.into())],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battle::Side;
    use crate::battle::model::reasons::OrdersFor;

    fn names() -> BattleNames {
        BattleNames::from_sides(["Akagane".to_string(), "Kuroi".to_string()])
    }

    fn both(e: &Event) -> [String; 2] {
        [Lang::English, Lang::Spanish].map(|lang| describe_event(lang, &names(), e))
    }

    fn casualties(lost: u32) -> Event {
        Event::CasualtiesTaken {
            unit: "spears".into(),
            models_lost: lost,
            leader_wounds_after: 0,
            leader_killed: lost == 2,
            wounded_after: 1,
            stuns_after: 2,
        }
    }

    /// R-DECK-1, R-DECK-2: read across the table from Kuroi (the computer, against a player),
    /// its draws and keeps are told by number; Akagane's own are named, and so are the cards
    /// Kuroi discards face up.
    #[test]
    fn r_deck_1_r_deck_2_a_side_seen_face_down_draws_and_keeps_by_number() {
        let across = names().seen_across([false, true]);
        let say = |lang, e: &Event| describe_event(lang, &across, e);
        let drawn = |side| Event::CardsDrawnToHand {
            side,
            cards: vec![3, 0],
        };
        assert_eq!(
            say(Lang::English, &drawn(Side::SECOND)),
            "Kuroi draws 2 cards to the hand, face down (R-DECK-1)"
        );
        assert_eq!(
            say(Lang::Spanish, &drawn(Side::SECOND)),
            "Kuroi roba 2 cartas a la mano, boca abajo (R-DECK-1)"
        );
        assert_eq!(
            say(Lang::English, &drawn(Side::FIRST)),
            "Akagane draws 3 0 to the hand (R-DECK-1)"
        );
        let kept = Event::CardsKept {
            side: Side::SECOND,
            kept: vec![3],
            discarded: vec![0, 1],
        };
        assert_eq!(
            say(Lang::English, &kept),
            "Kuroi keeps 1 card, face down, and discards 0 1"
        );
        let order = Event::CommanderOrderKept {
            side: Side::SECOND,
            kept: "Banzai".into(),
            discarded: Some("Volley".into()),
        };
        assert_eq!(
            say(Lang::English, &order),
            "Kuroi keeps a commander order, face down"
        );
        let drawn_order = Event::CommanderOrderDrawn {
            side: Side::SECOND,
            order: "Banzai".into(),
        };
        assert!(!say(Lang::Spanish, &drawn_order).contains("Banzai"));
        let keep = crate::battle::Command::KeepCommanderOrder {
            side: Side::SECOND,
            keep: "Banzai".into(),
        };
        assert_eq!(
            super::super::tracker::describe_command(Lang::English, &across, &keep),
            "Side 2: keep a commander order, face down"
        );
        assert_eq!(
            super::super::tracker::describe_command(Lang::English, &names(), &keep),
            "Side 2: keep commander order Banzai"
        );
    }

    #[test]
    fn counts_of_one_and_two_take_their_plural_from_the_catalogue_r_cas_1() {
        assert_eq!(
            both(&casualties(1)),
            [
                "spears: 1 casualty; wounded marker 1, stun markers 2; leader wounds 0 (R-CAS-1)",
                "spears: 1 baja; marcador de herida 1, marcadores de aturdida 2; heridas del líder 0 (R-CAS-1)",
            ]
        );
        assert_eq!(
            both(&casualties(2)),
            [
                "spears: 2 casualties; wounded marker 1, stun markers 2; leader wounds 0 (R-CAS-1); the leader dies",
                "spears: 2 bajas; marcador de herida 1, marcadores de aturdida 2; heridas del líder 0 (R-CAS-1); el líder muere",
            ]
        );
        let vp = |vp| Event::DestroyedVp {
            side: Side::SECOND,
            vp,
        };
        assert_eq!(
            both(&vp(1)),
            [
                "Kuroi scores 1 victory point for units destroyed",
                "Kuroi suma 1 punto de victoria por unidades destruidas",
            ]
        );
        assert_eq!(
            both(&vp(2)),
            [
                "Kuroi scores 2 victory points for units destroyed",
                "Kuroi suma 2 puntos de victoria por unidades destruidas",
            ]
        );
        let shuffled = |n: u8| Event::DeckShuffled {
            side: Side::FIRST,
            draw_pile: (1..=n).collect(),
        };
        assert_eq!(
            both(&shuffled(1)),
            [
                "Akagane: command deck shuffled, 1 card",
                "Akagane: mazo de mando barajado, 1 carta",
            ]
        );
        assert_eq!(
            both(&shuffled(2)),
            [
                "Akagane: command deck shuffled, 2 cards",
                "Akagane: mazo de mando barajado, 2 cartas",
            ]
        );
        let rolled = |pieces| Event::ExtraTerrainRolled {
            side: Side::FIRST,
            dice: vec![3, 4],
            pieces,
        };
        assert_eq!(
            both(&rolled(1)),
            [
                "Akagane: extra terrain roll 3 4: 1 piece of 5x5 cm (R-ARMY-1, L180)",
                "Akagane: tirada de escenografía extra 3 4: 1 elemento de 5x5 cm (R-ARMY-1, L180)",
            ]
        );
        assert_eq!(
            both(&rolled(2)),
            [
                "Akagane: extra terrain roll 3 4: 2 pieces of 5x5 cm (R-ARMY-1, L180)",
                "Akagane: tirada de escenografía extra 3 4: 2 elementos de 5x5 cm (R-ARMY-1, L180)",
            ]
        );
    }

    #[test]
    fn l834_an_order_reads_as_its_kind_in_the_log_never_as_its_book_name() {
        use crate::battle::model::command::OrderKind;
        let spent = Event::OrdersSpent {
            side: Side::FIRST,
            count: 1,
            on: OrdersFor::Order {
                order: OrderKind::Charge,
                unit: "spears".into(),
            }
            .into(),
        };
        let [en, es] = both(&spent);
        assert!(
            en.starts_with("Akagane spends 1 order: charge by spears"),
            "{en}"
        );
        assert!(
            es.starts_with("Akagane gasta 1 orden: cargar con spears"),
            "{es}"
        );
        let led = Event::LedOrderGiven {
            unit: "spears".into(),
            order: OrderKind::Run,
        };
        let [en, es] = both(&led);
        assert_eq!(en, "spears gives its order of the Lead order: run (L830)");
        assert_eq!(
            es,
            "spears da su orden de la orden de liderar: mover potenciado (L830)"
        );
        assert!(!en.contains("(cargar)") && !en.contains("(mover"), "{en}");
    }

    #[test]
    fn orders_spent_read_one_order_or_orders_not_order_s_r_turn_2() {
        let spent = |count| Event::OrdersSpent {
            side: Side::FIRST,
            count,
            on: OrdersFor::Reaction {
                unit: "spears".into(),
            }
            .into(),
        };
        let [en, es] = both(&spent(1));
        assert!(
            en.starts_with("Akagane spends 1 order: reaction by spears"),
            "{en}"
        );
        assert!(
            es.starts_with("Akagane gasta 1 orden: reacción de spears"),
            "{es}"
        );
        let [en, es] = both(&spent(2));
        assert!(
            en.starts_with("Akagane spends 2 orders: reaction by spears"),
            "{en}"
        );
        assert!(
            es.starts_with("Akagane gasta 2 órdenes: reacción de spears"),
            "{es}"
        );
        assert!(!en.contains("(s)") && !es.contains("(es)"), "{en} / {es}");
    }

    #[test]
    fn flags_and_selectors_keep_the_log_words_l596_l632_l966() {
        let fight = |powered, duel| Event::FightDeclared {
            fight: crate::battle::model::combat::FightDeclared {
                attacker: "spears".into(),
                defender: "bows".into(),
                powered,
                after_charge: false,
                duel,
                also_charged: Vec::new(),
            },
        };
        assert_eq!(
            both(&fight(true, true)),
            [
                "spears fights bows (powered): a duel of the leaders (L632)",
                "spears combate contra bows (potenciado): duelo de líderes (L632)",
            ]
        );
        assert_eq!(
            both(&fight(false, false)),
            [
                "spears fights bows (L632)",
                "spears combate contra bows (L632)"
            ]
        );
        let back = Event::FallBack {
            unit: "bows".into(),
            dice: vec![2, 5],
            retreat: true,
        };
        assert_eq!(
            both(&back),
            [
                "bows retreats 7 cm (dice 2 5) (R-MOV-1, L966)",
                "bows se retira 7 cm (dados 2 5) (R-MOV-1, L966)",
            ]
        );
        assert_eq!(
            both(&Event::PhaseBegan {
                phase: Phase::Maintenance,
                turn: 2
            }),
            [
                "turn 2: maintenance phase",
                "turno 2: fase de mantenimiento"
            ]
        );
    }
}
