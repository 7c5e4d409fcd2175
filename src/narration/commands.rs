//! What a command says: every choice a player (or the computer general) makes, in words, the
//! side as players number it and units, models, commander orders and ki abilities named in the
//! reader's language (`commands.ftl`).

use super::words::{say, side_number, t, unit_list};
use crate::battle::model::names::Names;
use crate::battle::{ChargeReaction, Command, LeaderChange, OfferingKind, Order};
use crate::i18n::{Figure, Language as Lang};

fn cards(c: &[u8]) -> String {
    c.iter().map(u8::to_string).collect::<Vec<_>>().join(" ")
}

fn powered(lang: Lang, p: bool) -> String {
    if p {
        t(lang, "powered-suffix")
    } else {
        String::new()
    }
}

/// A command as the log, the window's buttons and the command line's `--text` show it: the side as players number it, units,
/// models, commander orders and ki abilities by their names in `lang`.
pub fn describe_command(lang: Lang, names: &dyn Names, c: &Command) -> String {
    let s = side_number(lang, c.side());
    let f = |k: &str, figures: &[Figure]| say(lang, k, figures);
    let n = |id: &String| names.unit(id);
    match c {
        Command::TerrainOrder { first, .. } => f(
            "cmd-terrain-order",
            &[("side", &s), ("first", &side_number(lang, *first))],
        ),
        Command::PlaceTerrain { terrain, .. } => f(
            "cmd-place-terrain",
            &[("side", &s), ("terrain", &terrain.name_in(lang))],
        ),
        Command::EndTerrain { .. } => f("cmd-end-terrain", &[("side", &s)]),
        Command::PickCommanderOrders { hand, deck, .. } => f(
            "cmd-pick-orders",
            &[
                ("side", &s),
                ("hand", &names.order(hand)),
                ("deck", &order_list(names, deck)),
            ],
        ),
        Command::Deploy { model, x, y, .. } => f(
            "cmd-deploy",
            &[
                ("side", &s),
                ("model", &n(model)),
                ("x", &format!("{x:.1}")),
                ("y", &format!("{y:.1}")),
            ],
        ),
        // A side seen face down keeps cards and an order the reader does not see (R-DECK-1,
        // R-DECK-2).
        Command::KeepCards { keep, side } if names.face_down(*side) => f(
            "cmd-keep-cards-face-down",
            &[("side", &s), ("count", &keep.len())],
        ),
        Command::KeepCommanderOrder { side, .. } if names.face_down(*side) => {
            f("cmd-keep-order-face-down", &[("side", &s)])
        }
        Command::KeepCards { keep, .. } => {
            f("cmd-keep-cards", &[("side", &s), ("cards", &cards(keep))])
        }
        Command::KeepCommanderOrder { keep, .. } => f(
            "cmd-keep-order",
            &[("side", &s), ("order", &names.order(keep))],
        ),
        Command::Offer {
            card, die, kind, ..
        } => {
            let k = match kind {
                OfferingKind::Reroll => "cmd-offer-reroll",
                OfferingKind::AddValue => "cmd-offer-add",
            };
            f(k, &[("side", &s), ("card", card), ("die", &(die + 1))])
        }
        Command::PassOffering { .. } => f("cmd-pass-offering", &[("side", &s)]),
        Command::ChooseActiveSide { active, .. } => f(
            "cmd-active-side",
            &[("side", &s), ("active", &side_number(lang, *active))],
        ),
        Command::Activate { unit, .. } => f("cmd-activate", &[("side", &s), ("unit", &n(unit))]),
        Command::Order { unit, order, .. } => {
            let what = match order {
                Order::Move {
                    moves,
                    powered: p,
                    leader,
                } => {
                    let mv = f(
                        "ord-move",
                        &[("models", &moves.len()), ("powered", &powered(lang, *p))],
                    );
                    match leader {
                        None => mv,
                        Some(LeaderChange::Join {
                            unit: to,
                            swap_with: None,
                        }) => format!("{mv}, {}", f("ord-join-unit", &[("unit", &n(to))])),
                        Some(LeaderChange::Join {
                            unit: to,
                            swap_with: Some(with),
                        }) => format!(
                            "{mv}, {}",
                            f(
                                "ord-join-unit-swap",
                                &[("unit", &n(to)), ("model", &n(with))]
                            )
                        ),
                        Some(LeaderChange::Leave { x, y, .. }) => format!(
                            "{mv}, {}",
                            f(
                                "ord-leader-leaves",
                                &[("x", &format!("{x:.1}")), ("y", &format!("{y:.1}"))]
                            )
                        ),
                    }
                }
                Order::Disengage { .. } => t(lang, "ord-disengage"),
                Order::Charge {
                    target,
                    powered: p,
                    also,
                } if also.is_empty() => f(
                    "ord-charge",
                    &[("target", &n(target)), ("powered", &powered(lang, *p))],
                ),
                // Several units at once (L616, R-CHG-2).
                Order::Charge {
                    target,
                    powered: p,
                    also,
                } => f(
                    "ord-charge-several",
                    &[
                        ("target", &n(target)),
                        ("others", &also.iter().map(n).collect::<Vec<_>>().join(", ")),
                        ("powered", &powered(lang, *p)),
                    ],
                ),
                Order::Fight { target, powered: p } => f(
                    "ord-fight",
                    &[("target", &n(target)), ("powered", &powered(lang, *p))],
                ),
                Order::Shoot { target, powered: p } => f(
                    "ord-shoot",
                    &[("target", &n(target)), ("powered", &powered(lang, *p))],
                ),
                Order::Duel { target, powered: p } => f(
                    "ord-duel",
                    &[("target", &n(target)), ("powered", &powered(lang, *p))],
                ),
                Order::Lead { units } => f("ord-lead", &[("units", &unit_list(names, units))]),
                Order::Reload { powered: p } => f("ord-reload", &[("powered", &powered(lang, *p))]),
                Order::Parapet => t(lang, "ord-parapet"),
            };
            format!("{}: {what}", n(unit))
        }
        Command::Hold { .. } => f("cmd-hold", &[("side", &s)]),
        Command::ReactToCharge {
            reaction,
            powered: p,
            ..
        } => match reaction {
            ChargeReaction::Receive => f("cmd-receive", &[("side", &s)]),
            ChargeReaction::Flee => f("cmd-flee", &[("side", &s)]),
            ChargeReaction::StandAndShoot => f(
                "cmd-stand-and-shoot",
                &[("side", &s), ("powered", &powered(lang, *p))],
            ),
        },
        Command::FightBack { powered: p, .. } => f(
            "cmd-fight-back",
            &[("side", &s), ("powered", &powered(lang, *p))],
        ),
        Command::AnswerDuel {
            accept, powered: p, ..
        } => {
            if *accept {
                f(
                    "cmd-accept-duel",
                    &[("side", &s), ("powered", &powered(lang, *p))],
                )
            } else {
                f("cmd-refuse-duel", &[("side", &s)])
            }
        }
        Command::CommandDuel { stake, .. } => f(
            "cmd-command-duel",
            &[("side", &s), ("cards", &cards(stake))],
        ),
        Command::StakeCommandDuel { stake, .. } => {
            f("cmd-stake-duel", &[("side", &s), ("cards", &cards(stake))])
        }
        Command::CommanderActivation { card, .. } => {
            f("cmd-commander-activation", &[("side", &s), ("card", card)])
        }
        Command::EndActivations { .. } => f("cmd-end-activations", &[("side", &s)]),
        Command::UseCommanderOrder {
            order,
            cards: c,
            units,
            ..
        } => {
            let on = if units.is_empty() {
                String::new()
            } else {
                f("cmd-order-on", &[("units", &unit_list(names, units))])
            };
            format!(
                "{}{on}",
                f(
                    "cmd-use-order",
                    &[
                        ("side", &s),
                        ("order", &names.order(order)),
                        ("cards", &cards(c))
                    ]
                )
            )
        }
        Command::ChooseKi { unit, ability, .. } => f(
            "cmd-choose-ki",
            &[
                ("side", &s),
                ("unit", &n(unit)),
                ("ability", &names.ability(ability)),
            ],
        ),
        Command::ChooseCombat {
            attacker,
            defender,
            powered: p,
            groups,
            ..
        } => format!(
            "{}{}",
            f(
                "cmd-choose-combat",
                &[
                    ("side", &s),
                    ("attacker", &names.group(attacker, groups.attacker)),
                    ("defender", &names.group(defender, groups.defender))
                ]
            ),
            powered(lang, *p)
        ),
        Command::PickOpponents { unit, picks, .. } => {
            let each: Vec<String> = picks
                .iter()
                .map(|p| {
                    f(
                        "cmd-pick-one",
                        &[("model", &n(&p.model)), ("opponent", &n(&p.against))],
                    )
                })
                .collect();
            f(
                "cmd-pick-opponents",
                &[
                    ("side", &s),
                    ("unit", &n(unit)),
                    ("picks", &each.join(", ")),
                ],
            )
        }
        // The part each table side carries, when the scenario gives parts (R-SCEN-1).
        // Worded without the part: once the sides are exchanged the names' parts are the new
        // ones, so the log would name the wrong one; the buttons add it (`button_text`).
        Command::ChooseTableSide { swap, .. } => {
            let key = if *swap {
                "cmd-take-other-table-side"
            } else {
                "cmd-keep-table-side"
            };
            f(key, &[("side", &s)])
        }
        Command::ChooseCasualties { unit, models, .. } => f(
            "cmd-choose-casualties",
            &[
                ("side", &s),
                ("unit", &n(unit)),
                (
                    "models",
                    &models.iter().map(n).collect::<Vec<_>>().join(", "),
                ),
            ],
        ),
        Command::Pursue { pursue: true, .. } => f("cmd-pursue", &[("side", &s)]),
        Command::Pursue { pursue: false, .. } => f("cmd-stay", &[("side", &s)]),
        Command::ProtectLeader { protect: true, .. } => f("cmd-protect-leader", &[("side", &s)]),
        Command::ProtectLeader { protect: false, .. } => f("cmd-leader-takes-it", &[("side", &s)]),
        Command::MeleeMove { moves, .. } if moves.is_empty() => {
            f("cmd-skip-melee-move", &[("side", &s)])
        }
        Command::MeleeMove { moves, .. } => {
            f("cmd-melee-move", &[("side", &s), ("models", &moves.len())])
        }
        Command::OpportunityCharge {
            unit, powered: p, ..
        } => f(
            "cmd-opportunity-charge",
            &[
                ("side", &s),
                ("unit", &n(unit)),
                ("powered", &powered(lang, *p)),
            ],
        ),
        Command::LetMovePass { .. } => f("cmd-let-move-pass", &[("side", &s)]),
    }
}

/// Commander orders by their names in the reader's language, joined as a list.
pub fn order_list(names: &dyn Names, orders: &[String]) -> String {
    orders
        .iter()
        .map(|o| names.order(o))
        .collect::<Vec<_>>()
        .join(", ")
}
