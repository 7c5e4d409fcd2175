//! The battle log's events in words, in English or Spanish: each event's fields worded as a
//! player reads them (the engine keeps events as structured data; free-text reasons inside them
//! go through the message catalogue, `app::engine_text`). A fight's or a shot's roll adds every
//! step of the combat calculator with its rule.

use crate::app::i18n::{Lang, fill};
use crate::battle::command::{ChargeReaction, OfferingKind};
use crate::battle::opportunity::MoveKind;
use crate::battle::reason_words::{honor_words, order_words, vp_words, worded};
use crate::battle::state::{Awaiting, Phase, RollKind};
use crate::battle::{BattleState, Event};
use crate::rules::staged::StageRoll;

/// Names of the two sides, as the log shows them.
pub type SideNames = [String; 2];

/// The side names of a battle.
pub fn side_names(s: &BattleState) -> SideNames {
    [0usize, 1].map(|i| {
        s.sides
            .get(i)
            .map_or_else(|| i.to_string(), |x| x.name.clone())
    })
}

fn t(lang: Lang, en: &'static str, es: &'static str) -> &'static str {
    match lang {
        Lang::English => en,
        Lang::Spanish => es,
    }
}

fn list<T: std::fmt::Display>(v: &[T]) -> String {
    v.iter().map(T::to_string).collect::<Vec<_>>().join(" ")
}

fn yes_no(
    lang: Lang,
    b: bool,
    yes: (&'static str, &'static str),
    no: (&'static str, &'static str),
) -> &'static str {
    if b {
        t(lang, yes.0, yes.1)
    } else {
        t(lang, no.0, no.1)
    }
}

/// The phase's name.
pub fn phase_name(lang: Lang, p: Phase) -> &'static str {
    match p {
        Phase::Setup => t(lang, "setup", "preparación"),
        Phase::Maintenance => t(lang, "maintenance", "mantenimiento"),
        Phase::Initiative => t(lang, "initiative", "iniciativa"),
        Phase::Activation => t(lang, "activation", "activación"),
        Phase::Ended => t(lang, "end of the battle", "fin de la batalla"),
    }
}

/// What the battle waits for, the side named (the tracker's wording).
pub fn awaiting_text(lang: Lang, names: &SideNames, a: &Awaiting) -> String {
    super::tracker::awaiting_line(lang, names, a)
}

fn name(names: &SideNames, side: u8) -> String {
    names
        .get(side as usize)
        .cloned()
        .unwrap_or_else(|| side.to_string())
}

fn cm(v: f64) -> String {
    format!("{v:.1}")
}

/// One event of the log in `lang`.
pub fn describe_event(lang: Lang, names: &SideNames, e: &Event) -> String {
    let f = |en: &'static str, es: &'static str, args: &[&dyn std::fmt::Display]| {
        fill(t(lang, en, es), args)
    };
    let n = |s: &u8| name(names, *s);
    match e {
        Event::ExtraTerrainRolled { side, dice, pieces } => f(
            "{}: extra terrain roll {}: {} pieces of 5x5 cm (R-ARMY-1, L180)",
            "{}: tirada de escenografía extra {}: {} elementos de 5x5 cm (R-ARMY-1, L180)",
            &[&n(side), &list(dice), pieces],
        ),
        Event::TerrainOrderSet { order } => f(
            "order of placing extra terrain: {} (L186)",
            "orden para colocar escenografía extra: {} (L186)",
            &[&order.iter().map(&n).collect::<Vec<_>>().join(", ")],
        ),
        Event::TerrainPlaced {
            side,
            terrain,
            pieces,
        } => f(
            "{} places {} ({} pieces)",
            "{} coloca {} ({} elementos)",
            &[&n(side), &terrain.id, pieces],
        ),
        Event::TerrainDone { side } => f(
            "{} has finished placing terrain",
            "{} termina de colocar escenografía",
            &[&n(side)],
        ),
        Event::StrategyRolled {
            dice,
            totals,
            winner,
        } => {
            let who = winner.map_or_else(
                || t(lang, "a tie: roll again", "empate: se repite").to_string(),
                |s| n(&s),
            );
            f(
                "strategy roll: dice {} {}, totals {} - {}: {} (L208)",
                "tirada de estrategia: dados {} {}, totales {} - {}: {} (L208)",
                &[&dice[0], &dice[1], &totals[0], &totals[1], &who],
            )
        }
        Event::CommanderOrdersPicked { side, hand, deck } => f(
            "{} picks commander orders: {} to the hand; deck {} (R-DECK-2)",
            "{} elige órdenes de comandante: {} a la mano; mazo {} (R-DECK-2)",
            &[&n(side), hand, &deck.join(", ")],
        ),
        Event::DeckShuffled { side, draw_pile } => f(
            "{}: command deck shuffled, {} cards",
            "{}: mazo de mando barajado, {} cartas",
            &[&n(side), &draw_pile.len()],
        ),
        Event::CardsDrawnToHand { side, cards } => f(
            "{} draws {} to the hand (R-DECK-1)",
            "{} roba {} a la mano (R-DECK-1)",
            &[&n(side), &list(cards)],
        ),
        Event::CardsDrawnToChoose { side, cards } => f(
            "{} draws {} to choose from (L236)",
            "{} roba {} para elegir (L236)",
            &[&n(side), &list(cards)],
        ),
        Event::HandDiscarded { side, cards } => f(
            "{} discards the hand: {} (L236)",
            "{} descarta la mano: {} (L236)",
            &[&n(side), &list(cards)],
        ),
        Event::CardsKept {
            side,
            kept,
            discarded,
        } => f(
            "{} keeps {} and discards {}",
            "{} se queda {} y descarta {}",
            &[&n(side), &list(kept), &list(discarded)],
        ),
        Event::CardsSpent {
            side,
            cards,
            reason,
        } => f(
            "{} spends cards {}: {}",
            "{} gasta las cartas {}: {}",
            &[&n(side), &list(cards), &worded(lang, reason, names)],
        ),
        Event::ModelDeployed {
            model,
            x,
            y,
            facing_deg,
        } => f(
            "{} deployed at ({}, {}) cm facing {}°",
            "{} desplegada en ({}, {}) cm mirando a {}°",
            &[model, &cm(*x), &cm(*y), &cm(*facing_deg)],
        ),
        Event::Awaits { awaiting } => f(
            "waiting: {}",
            "se espera: {}",
            &[&awaiting_text(lang, names, awaiting)],
        ),
        Event::PhaseBegan { phase, turn } => f(
            "turn {}: {} phase",
            "turno {}: fase de {}",
            &[turn, &phase_name(lang, *phase)],
        ),
        Event::VictoryPoints { vp, detail } => f(
            "victory points {} - {}: {}",
            "puntos de victoria {} - {}: {}",
            &[&vp[0], &vp[1], &vp_words(lang, detail, names)],
        ),
        Event::BattleEnded { winner, vp, reason } => {
            let who = winner.map_or_else(
                || t(lang, "no winner", "sin vencedor").to_string(),
                |s| fill(t(lang, "{} wins", "gana {}"), &[&n(&s)]),
            );
            f(
                "the battle is over: {}; victory points {} - {}; {}",
                "la batalla ha terminado: {}; puntos de victoria {} - {}; {}",
                &[&worded(lang, reason, names), &vp[0], &vp[1], &who],
            )
        }
        Event::CommanderOrderDrawn { side, order } => f(
            "{} draws the commander order {} (L238)",
            "{} roba la orden de comandante {} (L238)",
            &[&n(side), order],
        ),
        Event::CommanderOrderKept {
            side,
            kept,
            discarded,
        } => match discarded {
            Some(d) => f(
                "{} keeps the commander order {} and discards {}",
                "{} se queda la orden de comandante {} y descarta {}",
                &[&n(side), kept, d],
            ),
            None => f(
                "{} keeps the commander order {}",
                "{} se queda la orden de comandante {}",
                &[&n(side), kept],
            ),
        },
        Event::CommanderOrderUsed { side, order, text } => f(
            "{} uses the commander order {}: {} (L1001-1011)",
            "{} usa la orden de comandante {}: {} (L1001-1011)",
            &[&n(side), order, &worded(lang, text, names)],
        ),
        Event::HonorTested {
            unit,
            dice,
            honor,
            passed,
            why,
        } => f(
            "{}: Honor test against {}, dice {}: {} ({}) (R-DICE-3)",
            "{}: chequeo de Honor contra {}, dados {}: {} ({}) (R-DICE-3)",
            &[
                unit,
                honor,
                &list(dice),
                &yes_no(lang, *passed, ("passed", "superado"), ("failed", "fallado")),
                &honor_words(lang, why, dice.len()),
            ],
        ),
        Event::UnitRemoved { unit, reason } => f(
            "{} leaves the battle: {}",
            "{} sale de la batalla: {}",
            &[unit, &worded(lang, reason, names)],
        ),
        Event::MarkersSet { unit, markers } => {
            let m = super::tracker::marker_names(lang, markers);
            let m = if m.is_empty() {
                t(lang, "none", "ninguno").to_string()
            } else {
                m.join(", ")
            };
            f("{}: markers {}", "{}: marcadores {}", &[unit, &m])
        }
        Event::TurnMarkersCleared => t(
            lang,
            "used and stunned markers removed; ki ends (L244)",
            "se retiran los marcadores de usada y aturdida; el ki termina (L244)",
        )
        .to_string(),
        Event::RollMade { roll } => {
            let what = match &roll.kind {
                RollKind::Initiative => {
                    t(lang, "initiative roll", "tirada de iniciativa").to_string()
                }
                RollKind::Orders => t(lang, "order roll", "tirada de órdenes").to_string(),
                RollKind::ChargeMove { charger, target } => f(
                    "charge move roll of {} against {}",
                    "tirada de movimiento de carga de {} contra {}",
                    &[charger, target],
                ),
                RollKind::Combat { stage } => match stage {
                    StageRoll::Combat => t(lang, "combat roll", "tirada de combate").to_string(),
                    StageRoll::Wounds => t(lang, "wound rolls", "tiradas de heridas").to_string(),
                    StageRoll::ProtectLeader { .. } => t(
                        lang,
                        "protect-the-leader roll (4+ the unit takes the wound)",
                        "tirada de proteger al líder (con 4+ la herida la recibe la unidad)",
                    )
                    .to_string(),
                    StageRoll::Honor { .. } => t(lang, "Honor test", "tirada de honor").to_string(),
                },
                RollKind::FallBack { unit } => f(
                    "fall back or retreat roll of {}",
                    "tirada de repliegue o retirada de {}",
                    &[unit],
                ),
                RollKind::Run { unit, .. } => f(
                    "run roll of {}",
                    "tirada de movimiento potenciado de {}",
                    &[unit],
                ),
                RollKind::Flee { unit, charger } => f(
                    "flight roll of {} from {}",
                    "tirada de huida de {} ante {}",
                    &[unit, charger],
                ),
                RollKind::RetreatHonor { unit, .. } => f(
                    "Honor test of the retreating {}",
                    "tirada de honor de {} en retirada",
                    &[unit],
                ),
                RollKind::OpportunityCharge { charger, mover } => f(
                    "opportunity charge roll of {} against {}",
                    "tirada de carga de oportunidad de {} contra {}",
                    &[charger, mover],
                ),
                RollKind::PursuitHonor { pursuer, fleeing } => f(
                    "Honor test of {} to pursue {}",
                    "tirada de honor de {} para perseguir a {}",
                    &[pursuer, fleeing],
                ),
                RollKind::PursuitMove { pursuer, fleeing } => f(
                    "pursuit move roll of {} after {}",
                    "tirada de movimiento de persecución de {} tras {}",
                    &[pursuer, fleeing],
                ),
                RollKind::ChainHonor { unit } => f(
                    "Honor test of {}, loser of the multiple combat",
                    "tirada de honor de {}, perdedora del combate múltiple",
                    &[unit],
                ),
                RollKind::ChainFallBack { unit, .. } => f(
                    "fall back or retreat roll of {}",
                    "tirada de repliegue o retirada de {}",
                    &[unit],
                ),
                RollKind::LedOrder { unit, .. } => f(
                    "order roll of the led {}, for its ki",
                    "tirada de órdenes de {}, liderada, para su ki",
                    &[unit],
                ),
            };
            let dice: Vec<String> = roll
                .dice
                .iter()
                .map(|d| format!("{} ({})", d.value, n(&d.owner)))
                .collect();
            f(
                "{}: {}; offerings to the gods may change it (R-DECK-4)",
                "{}: {}; las ofrendas a los dioses pueden cambiarla (R-DECK-4)",
                &[&what, &dice.join(", ")],
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
                "{} offers the card {}: die {} rolled again, now {} (L1026)",
                "{} ofrenda la carta {}: el dado {} se repite y saca {} (L1026)",
                &[&n(side), card, &(die + 1), value],
            ),
            OfferingKind::AddValue => f(
                "{} offers the card {}: +{} to die {}, {} (L1026)",
                "{} ofrenda la carta {}: +{} al dado {}, {} (L1026)",
                &[&n(side), card, bonus, &(die + 1), value],
            ),
        },
        Event::OfferingPassed { side } => {
            f("{} makes no offering", "{} no hace ofrenda", &[&n(side)])
        }
        Event::RollSettled => t(lang, "the roll takes effect", "la tirada se aplica").to_string(),
        Event::InitiativeTaken { side, why } => f(
            "{} takes the initiative: {}",
            "{} toma la iniciativa: {}",
            &[&n(side), &worded(lang, why, names)],
        ),
        Event::PairBegan { pair } => f(
            "a pair of activations begins, {} active (L266)",
            "empieza una pareja de activaciones, {} activo (L266)",
            &[&n(&pair.active_side)],
        ),
        Event::UnitActivated { side, unit } => {
            f("{} activates {}", "{} activa {}", &[&n(side), unit])
        }
        Event::OrdersGiven { orders, ki, totals } => {
            let plus_ki = |k: bool| if k { " + ki" } else { "" };
            f(
                "order rolls {} - {}: orders {}{} - {}{} (R-TURN-2)",
                "tiradas de órdenes {} - {}: órdenes {}{} - {}{} (R-TURN-2)",
                &[
                    &totals[0],
                    &totals[1],
                    &orders[0],
                    &plus_ki(ki[0]),
                    &orders[1],
                    &plus_ki(ki[1]),
                ],
            )
        }
        Event::OrdersSpent { side, count, on } => f(
            "{} spends {} order(s): {}",
            "{} gasta {} orden(es): {}",
            &[&n(side), count, &worded(lang, on, names)],
        ),
        Event::Held { side } => f(
            "{} holds its remaining orders",
            "{} guarda las órdenes que le quedan",
            &[&n(side)],
        ),
        Event::NextToAct { side } => f(
            "{} gives the next order",
            "{} da la siguiente orden",
            &[&n(side)],
        ),
        Event::CombatOrderMade { side } => f(
            "{} has made its combat order (L590)",
            "{} ya ha dado su orden de combate (L590)",
            &[&n(side)],
        ),
        Event::Reacted { unit } => f(
            "{} reacted: used at the end of the pair (L297)",
            "{} reaccionó: queda usada al final de la pareja (L297)",
            &[unit],
        ),
        Event::LeadOrdersOpened { side, units } => f(
            "{}: {} may each give one order, the same for all (L834)",
            "{}: {} pueden dar una orden cada una, la misma para todas (L834)",
            &[&n(side), &units.join(", ")],
        ),
        Event::LedOrderGiven { unit, order } => f(
            "{} gives its order of the Lead order: {} (L834)",
            "{} da su orden de la orden de liderar: {} (L834)",
            &[unit, &order_words(lang, order)],
        ),
        Event::UnitsLed { units } => f(
            "units led: {} (L832)",
            "unidades lideradas: {} (L832)",
            &[&units.join(", ")],
        ),
        Event::PairEnded { used } => f(
            "the pair ends; used: {} (L297)",
            "termina la pareja; usadas: {} (L297)",
            &[&used.join(", ")],
        ),
        Event::ActivationCounted { side } => f(
            "{} counts an activation",
            "{} cuenta una activación",
            &[&n(side)],
        ),
        Event::LoneActivationUsed => t(
            lang,
            "the lone extra activation is spent (R-TURN-3)",
            "se gasta la activación extra en solitario (R-TURN-3)",
        )
        .to_string(),
        Event::ModelMoved {
            model,
            x,
            y,
            facing_deg,
        } => f(
            "{} moves to ({}, {}) cm facing {}°",
            "{} se mueve a ({}, {}) cm mirando a {}°",
            &[model, &cm(*x), &cm(*y), &cm(*facing_deg)],
        ),
        Event::ModelRemoved { model } => f("{} dies", "{} muere", &[model]),
        Event::MoveRolled { unit, dice, max_cm } => f(
            "{}: move dice {}, up to {} cm (R-MOV-1)",
            "{}: dados de movimiento {}, hasta {} cm (R-MOV-1)",
            &[unit, &list(dice), &cm(*max_cm)],
        ),
        Event::LedOrderRolled {
            unit,
            die,
            total,
            ki,
        } => f(
            "{}, led: order roll {} (total {}){} (L838, R-TURN-2)",
            "{}, liderada: tirada de órdenes {} (total {}){} (L838, R-TURN-2)",
            &[unit, die, total, &if *ki { " + ki" } else { "" }],
        ),
        Event::ChargeDeclared { charge } => f(
            "{} charges {}{} (L596)",
            "{} carga contra {}{} (L596)",
            &[
                &charge.charger,
                &charge.target,
                &yes_no(
                    lang,
                    charge.powered,
                    (" (powered)", " (potenciada)"),
                    ("", ""),
                ),
            ],
        ),
        Event::ChargeReacted { unit, reaction } => {
            let r = match reaction {
                ChargeReaction::Receive => t(lang, "receives the charge", "recibe la carga"),
                ChargeReaction::Flee => t(lang, "flees (L866)", "huye (L866)"),
                ChargeReaction::StandAndShoot => {
                    t(lang, "stands and shoots (L850)", "aguanta y dispara (L850)")
                }
            };
            format!("{unit}: {r}")
        }
        Event::ChargeResolved {
            reach_cm,
            distance_cm,
            success,
        } => f(
            "charge reach {} cm against {} cm: {} (R-CHG-1)",
            "alcance de carga {} cm contra {} cm: {} (R-CHG-1)",
            &[
                &cm(*reach_cm),
                &cm(*distance_cm),
                &yes_no(
                    lang,
                    *success,
                    ("it reaches", "llega"),
                    ("it falls short", "no llega"),
                ),
            ],
        ),
        Event::ChargeCleared => t(lang, "the charge is over", "la carga ha terminado").to_string(),
        Event::FightDeclared { fight } => f(
            "{} fights {}{}{} (L632)",
            "{} combate contra {}{}{} (L632)",
            &[
                &fight.attacker,
                &fight.defender,
                &yes_no(
                    lang,
                    fight.powered,
                    (" (powered)", " (potenciado)"),
                    ("", ""),
                ),
                &yes_no(
                    lang,
                    fight.duel,
                    (": a duel of the leaders", ": duelo de líderes"),
                    ("", ""),
                ),
            ],
        ),
        Event::FightCleared => t(lang, "the fight is over", "el combate ha terminado").to_string(),
        Event::DuelChallenged { challenge } => f(
            "{} challenges {} to a duel (L796)",
            "{} reta a duelo a {} (L796)",
            &[&challenge.challenger, &challenge.challenged],
        ),
        Event::DuelAnswered { accept } => yes_no(
            lang,
            *accept,
            ("the duel is accepted", "se acepta el duelo"),
            ("the duel is refused (L798)", "se rechaza el duelo (L798)"),
        )
        .to_string(),
        Event::DuelUnitsMarked { units } => f(
            "in a duel this turn: {} (L812)",
            "en duelo este turno: {} (L812)",
            &[&units.join(", ")],
        ),
        Event::Disengaged { unit, from } => f(
            "{} disengages from {} (L493)",
            "{} se destraba de {} (L493)",
            &[unit, from],
        ),
        Event::CasualtiesTaken {
            unit,
            models_lost,
            leader_wounds_after,
            leader_killed,
            wounded_after,
            stuns_after,
        } => {
            let mut s = f(
                "{}: {} casualties; wounded marker {}, stun markers {}; leader wounds {} (R-CAS-1)",
                "{}: {} bajas; marcador de herida {}, marcadores de aturdida {}; heridas del líder {} (R-CAS-1)",
                &[
                    unit,
                    models_lost,
                    wounded_after,
                    stuns_after,
                    leader_wounds_after,
                ],
            );
            if *leader_killed {
                s.push_str(t(lang, "; the leader dies", "; el líder muere"));
            }
            s
        }
        Event::CombatResolved {
            attacker,
            defender,
            report,
        } => f(
            "{} against {}: roll with seed {}",
            "{} contra {}: tirada con semilla {}",
            &[attacker, defender, &report.seed],
        ),
        Event::CombatBegan { combat } => f(
            "{} against {}: rolled stage by stage, offerings to the gods after each roll (R-DECK-4)",
            "{} contra {}: se tira paso a paso, con ofrendas a los dioses tras cada tirada (R-DECK-4)",
            &[&combat.units[0], &combat.units[1]],
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
            f(
                "the dice count as {}",
                "los dados cuentan como {}",
                &[&dice.join(" ")],
            )
        }
        Event::LeaderProtection { unit, protect } => {
            if *protect {
                f(
                    "{} protects its unit leader from the wound: 1D6, 4+ the unit takes it (R-WOUND-4, L917)",
                    "{} protege a su líder de unidad de la herida: 1D6, con 4+ la recibe la unidad (R-WOUND-4, L917)",
                    &[unit],
                )
            } else {
                f(
                    "{}: the unit leader takes the wound (R-WOUND-4, L917)",
                    "{}: el líder de unidad recibe la herida (R-WOUND-4, L917)",
                    &[unit],
                )
            }
        }
        Event::CombatFinished => t(
            lang,
            "the combat's rolls are over; its result is applied",
            "las tiradas del combate han terminado; se aplica su resultado",
        )
        .to_string(),
        Event::GeneralDied { side } => f(
            "the general of {} dies: -1 Honor and Initiative for the army (L433)",
            "muere el general de {}: -1 al Honor y a la Iniciativa del ejército (L433)",
            &[&n(side)],
        ),
        Event::CombatResult { winner, loser, why } => {
            let res = match (winner, loser) {
                (Some(wi), Some(lo)) => f("{} wins, {} loses", "gana {}, pierde {}", &[wi, lo]),
                (Some(wi), None) => f("{} wins", "gana {}", &[wi]),
                _ => t(lang, "no winner", "sin vencedor").to_string(),
            };
            f(
                "result: {} ({})",
                "resultado: {} ({})",
                &[&res, &worded(lang, why, names)],
            )
        }
        Event::FallBack {
            unit,
            dice,
            retreat,
        } => f(
            "{} {} {} cm (dice {}) (R-MOV-1, L966)",
            "{} {} {} cm (dados {}) (R-MOV-1, L966)",
            &[
                unit,
                &yes_no(
                    lang,
                    *retreat,
                    ("retreats", "se retira"),
                    ("falls back", "se repliega"),
                ),
                &dice.iter().map(|d| u32::from(*d)).sum::<u32>(),
                &list(dice),
            ],
        ),
        Event::CommandDuelDeclared { side, stake } => f(
            "{} declares a command duel, staking {} (R-DECK-3)",
            "{} declara un duelo de mando y apuesta {} (R-DECK-3)",
            &[&n(side), &list(stake)],
        ),
        Event::CommandDuelResolved { stakes, initiative } => f(
            "command duel {} - {}: {} holds the initiative (R-DECK-3)",
            "duelo de mando {} - {}: {} tiene la iniciativa (R-DECK-3)",
            &[&stakes[0], &stakes[1], &n(initiative)],
        ),
        Event::DestroyedVp { side, vp } => f(
            "{} scores {} victory points for units destroyed",
            "{} suma {} puntos de victoria por unidades destruidas",
            &[&n(side), vp],
        ),
        Event::AftermathSet { aftermath } => match aftermath {
            None => t(
                lang,
                "nothing left to do after the melee",
                "nada pendiente tras el combate",
            )
            .to_string(),
            Some(a) => {
                let mut parts = Vec::new();
                if let Some(c) = &a.chain {
                    let left: Vec<String> =
                        c.left.iter().map(|(x, y)| format!("{x} - {y}")).collect();
                    parts.push(f(
                        "combats left in the multiple combat: {} (L709-719)",
                        "combates pendientes del combate múltiple: {} (L709-719)",
                        &[&if left.is_empty() {
                            "-".to_string()
                        } else {
                            left.join(", ")
                        }],
                    ));
                }
                for p in &a.pursuits {
                    parts.push(f(
                        "{} may pursue {} (L978)",
                        "{} puede perseguir a {} (L978)",
                        &[&p.pursuer, &p.fleeing],
                    ));
                }
                if !a.melee_moves.is_empty() {
                    parts.push(f(
                        "melee moves for {} (L994)",
                        "movimientos tras el combate para {} (L994)",
                        &[&a.melee_moves.join(", ")],
                    ));
                }
                f(
                    "after the melee: {}",
                    "tras el combate: {}",
                    &[&parts.join("; ")],
                )
            }
        },
        Event::CasualtiesRemoved { unit, models, why } => f(
            "{}: {} removed as casualties: {}",
            "{}: {} retiradas como bajas: {}",
            &[unit, &models.join(", "), &worded(lang, why, names)],
        ),
        Event::PursuitRolled {
            unit,
            fleeing,
            dice,
            distance_cm,
        } => f(
            "{} pursues {}: dice {}, {} cm (L984, R-MOV-1)",
            "{} persigue a {}: dados {}, {} cm (L984, R-MOV-1)",
            &[unit, fleeing, &list(dice), &cm(*distance_cm)],
        ),
        Event::OpponentsPicked { unit, picks } => {
            let each: Vec<String> = picks
                .iter()
                .map(|p| f("{} against {}", "{} contra {}", &[&p.model, &p.against]))
                .collect();
            f(
                "{}: models touching two enemy units fight {} (L719)",
                "{}: las miniaturas en contacto con dos unidades enemigas combaten así: {} (L719)",
                &[unit, &each.join(", ")],
            )
        }
        Event::MultipleCombatResult {
            winners,
            losers,
            losses,
            why,
        } => f(
            "multiple combat: winners {}, losers {}, losses {} - {} ({})",
            "combate múltiple: vencedores {}, perdedores {}, bajas {} - {} ({})",
            &[
                &winners.join(", "),
                &losers.join(", "),
                &losses[0],
                &losses[1],
                &worded(lang, why, names),
            ],
        ),
        Event::PendingMoveSet { pending } => match pending {
            None => t(
                lang,
                "no move waits for an opportunity charge",
                "ningún movimiento espera una carga de oportunidad",
            )
            .to_string(),
            Some(p) => {
                let kind = move_kind(lang, &p.kind);
                match &p.charger {
                    Some(c) if p.caught => f(
                        "{} was caught by {} on its way ({}): what follows its move waits for the fight (L852)",
                        "{} fue alcanzada por {} en su recorrido ({}): lo que sigue a su movimiento espera al combate (L852)",
                        &[&p.unit, c, &kind],
                    ),
                    Some(c) => f(
                        "{} ({}, {} models) waits: {} charges it by opportunity (L850)",
                        "{} ({}, {} miniaturas) espera: {} la carga por oportunidad (L850)",
                        &[&p.unit, &kind, &p.moves.len(), c],
                    ),
                    None => f(
                        "{} declares its way ({}, {} models); the enemy may charge by opportunity (L850)",
                        "{} indica su recorrido ({}, {} miniaturas); el enemigo puede cargar por oportunidad (L850)",
                        &[&p.unit, &kind, &p.moves.len()],
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
                    "caught at {}% of its way",
                    "alcanzado al {}% de su recorrido",
                    &[&format!("{:.0}", at * 100.0)],
                ),
                None => t(lang, "not caught", "no lo alcanza").to_string(),
            };
            f(
                "opportunity charge of {} on {}: reach {} cm, closest {} cm: {} (L852, R-CHG-1)",
                "carga de oportunidad de {} contra {}: alcance {} cm, lo más cerca {} cm: {} (L852, R-CHG-1)",
                &[charger, mover, &cm(*reach_cm), &cm(*distance_cm), &verdict],
            )
        }
        Event::LeaderMoveDeclared { declared } => match declared {
            None => t(
                lang,
                "no leader waits to join or leave a unit",
                "ningún líder espera para unirse a una unidad o abandonarla",
            )
            .to_string(),
            Some(lm) => match &lm.change {
                crate::battle::LeaderChange::Join { unit, .. } => f(
                    "{} moves to join {} when the move ends (L537)",
                    "{} mueve para unirse a {} al acabar el movimiento (L537)",
                    &[&lm.unit, unit],
                ),
                crate::battle::LeaderChange::Leave { .. } => f(
                    "the leader of {} leaves it when its move ends (L545)",
                    "el líder de {} la abandona al acabar su movimiento (L545)",
                    &[&lm.unit],
                ),
            },
        },
        Event::LeaderJoined {
            leader_unit,
            unit,
            model,
            swapped_with,
        } => match swapped_with {
            None => f(
                "{} ({}) joins {} and leads it (L537-539)",
                "{} ({}) se une a {} y la lidera (L537-539)",
                &[model, leader_unit, unit],
            ),
            Some(with) => f(
                "{} ({}) joins {} and leads it, swapping places with {} (L537-541)",
                "{} ({}) se une a {} y la lidera, intercambiando su posición con {} (L537-541)",
                &[model, leader_unit, unit, with],
            ),
        },
        Event::LeaderLeft {
            unit,
            model,
            new_unit,
            x,
            y,
            ..
        } => f(
            "{} leaves {}: placed at ({}, {}) as the unit {}, used and reactive (L545-551)",
            "{} abandona {}: colocado en ({}, {}) como la unidad {}, usada y reactiva (L545-551)",
            &[model, unit, &cm(*x), &cm(*y), new_unit],
        ),
        Event::LeaderChangeDropped { unit, why, rule } => f(
            "{}: the leader does not join or leave: {} ({})",
            "{}: el líder no se une ni abandona la unidad: {} ({})",
            &[unit, &drop_words(lang, why, names), rule],
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

/// The steps of a fight's or shot's roll in `lang`, each with its rule and dice.
pub fn roll_steps(lang: Lang, report: &crate::rules::CombatReport) -> Vec<String> {
    report
        .steps
        .iter()
        .map(|s| {
            let dice = if s.dice.is_empty() {
                String::new()
            } else {
                format!(" [{}]", list(&s.dice))
            };
            format!("{}: {}{}", s.rule, s.words(lang), dice)
        })
        .collect()
}

/// Why a leader's join or leave was dropped: a refused join or leave in the window's words for
/// rejections.
fn drop_words(
    lang: Lang,
    why: &crate::rules::Worded<crate::battle::reasons::LeaderDrop>,
    names: &SideNames,
) -> String {
    match why.typed() {
        Some(crate::battle::reasons::LeaderDrop::Refused { rejection }) => rejection.text(lang),
        _ => worded(lang, why, names),
    }
}

/// The kind of move an opportunity charge answers (L848), in words.
fn move_kind(lang: Lang, kind: &MoveKind) -> String {
    match kind {
        MoveKind::Order => t(lang, "move", "movimiento").to_string(),
        MoveKind::MeleeMove => t(lang, "melee move", "movimiento de melé").to_string(),
        MoveKind::Pursuit { fleeing, .. } => {
            fill(t(lang, "pursuit of {}", "persecución de {}"), &[fleeing])
        }
        MoveKind::Charge { target } => fill(t(lang, "charge on {}", "carga contra {}"), &[target]),
        MoveKind::Flight { charger, .. } => {
            fill(t(lang, "flight from {}", "huida de {}"), &[charger])
        }
        MoveKind::FallBack { retreat: true, .. } => t(lang, "retreat", "retirada").to_string(),
        MoveKind::FallBack { .. } => t(lang, "fall back", "repliegue").to_string(),
    }
}
