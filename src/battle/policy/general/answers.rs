//! The general's answers to everything but its orders: reactions to a charge (L854-886),
//! fighting back (L707), duels (L778), protecting a leader (R-WOUND-4), pursuits (L980),
//! melee moves (L996), opportunity charges (L846-852), casualties (L929), offerings
//! (R-DECK-4), command duels (R-DECK-3), commander activations (L1033), and the setup, where
//! the table side and part are `table_part`'s and the deployment is `deployment`'s. Charges,
//! duels and a re-roll of the enemy's charge die are weighed by their exact prospects;
//! pursuits and melee moves as moves (where the unit ends, the opportunity charges on its way)
//! and, for a pursuit, the models it catches; casualties by where the unit stands without
//! them; the rest by short rules a player would follow, each named in the reasons.

use crate::battle::aftermath::pursuers;
use crate::battle::model::command::{ChargeReaction, Command, ModelMove};
use crate::battle::model::side::Side;
use crate::battle::model::state::RollKind;
use crate::battle::model::trial::Trial;
use crate::battle::policy::general::prospect;
use crate::battle::policy::general::reasons::{Term, Weighed, Why};
use crate::battle::policy::general::reckoner::Reckoner;
use crate::battle::policy::general::worth;
use crate::rules::staged::Need;

/// What an order left to the side's active unit is worth: about a move toward where it is
/// wanted, or a blow.
const SPARE_ORDER_WORTH: f64 = 2.0;

/// Receiving a charge this bad (worth) sends a unit that may flee running (L870).
const FLEE_BELOW: f64 = -6.0;

/// A duel accepted at this chance of winning or better (refusing costs the leader, L801).
const ACCEPT_DUEL_AT: f64 = 0.4;

fn because(c: &Command, worth: f64, why: Why) -> Weighed {
    Weighed {
        command: c.clone(),
        worth,
        terms: vec![Term::Because { why }],
    }
}

fn find(legal: &[Command], f: impl Fn(&Command) -> bool) -> Option<&Command> {
    legal.iter().find(|c| f(c))
}

/// The answer to a decision that is not an order, with its reasons (best first); `None` when
/// the general leaves it to the first listed command.
pub fn answer(r: &mut Reckoner, side: Side, legal: &[Command]) -> Option<Vec<Weighed>> {
    let state = r.state;
    match &state.awaiting() {
        crate::battle::model::awaiting::Awaiting::ChargeReaction { .. } => {
            charge_reaction(r, legal)
        }
        crate::battle::model::awaiting::Awaiting::FightBack { .. } => fight_back(r, side, legal),
        crate::battle::model::awaiting::Awaiting::DuelAnswer { .. } => {
            let d = state.duel().as_ref()?;
            let p = prospect::duel(state, &d.challenger, &d.challenged, d.powered)?.reversed();
            let accept = p.win >= ACCEPT_DUEL_AT;
            let c = find(legal, |c| matches!(c, Command::AnswerDuel { accept: a, powered: false, .. } if *a == accept))
                .or_else(|| legal.first())?;
            Some(vec![Weighed {
                command: c.clone(),
                worth: p.win - ACCEPT_DUEL_AT,
                terms: vec![Term::Prospect { prospect: p }],
            }])
        }
        crate::battle::model::awaiting::Awaiting::ProtectLeader { .. } => {
            let c = state.combat().as_ref()?;
            let Need::ProtectChoice { role, .. } = c.staged.need() else {
                return None;
            };
            let unit = state.unit(c.unit_of(role))?;
            let dies = unit
                .leader
                .as_ref()
                .is_some_and(|l| unit.leader_wounds + 1 >= l.wounds.max(1));
            let (protect, why) = if unit.general {
                (true, Why::ProtectGeneral)
            } else if dies {
                (true, Why::LeaderWouldDie)
            } else {
                (false, Why::LeaderTakesIt)
            };
            let c = find(
                legal,
                |c| matches!(c, Command::ProtectLeader { protect: p, .. } if *p == protect),
            )?;
            Some(vec![because(c, 0.0, why)])
        }
        crate::battle::model::awaiting::Awaiting::Pursuit { .. } => pursuit(r, legal),
        crate::battle::model::awaiting::Awaiting::OpportunityCharge { .. } => {
            opportunity(r, side, legal)
        }
        crate::battle::model::awaiting::Awaiting::MeleeMove { .. } => melee_move(r, legal),
        crate::battle::model::awaiting::Awaiting::ChooseCasualties { .. } => casualties(r, legal),
        crate::battle::model::awaiting::Awaiting::Offerings { .. } => {
            Some(offering(r, side, legal))
        }
        crate::battle::model::awaiting::Awaiting::DuelStake { .. } => {
            let hand = &state.sides()[side.index()].deck.hand;
            let stake_high = hand.len() >= 3;
            let c = if stake_high {
                legal
                    .iter()
                    .filter(|c| matches!(c, Command::StakeCommandDuel { stake, .. } if !stake.is_empty()))
                    .max_by_key(|c| match c {
                        Command::StakeCommandDuel { stake, .. } => stake.iter().map(|&v| v as u32).sum::<u32>(),
                        _ => 0,
                    })
            } else {
                None
            };
            match c {
                Some(c) => Some(vec![because(c, 0.0, Why::TakeInitiative)]),
                None => {
                    let c = find(
                        legal,
                        |c| matches!(c, Command::StakeCommandDuel { stake, .. } if stake.is_empty()),
                    )?;
                    Some(vec![because(c, 0.0, Why::NoStake)])
                }
            }
        }
        crate::battle::model::awaiting::Awaiting::KeepCards { .. } => {
            Some(vec![because(legal.first()?, 0.0, Why::HighestCards)])
        }
        crate::battle::model::awaiting::Awaiting::Deploy { .. } => {
            Some(vec![super::deployment::choose(state, legal)?])
        }
        crate::battle::model::awaiting::Awaiting::ChooseTableSide { .. } => {
            Some(super::table_part::choose(state, side, legal))
        }
        crate::battle::model::awaiting::Awaiting::ExtraTerrain { .. }
        | crate::battle::model::awaiting::Awaiting::TerrainOrder { .. }
        | crate::battle::model::awaiting::Awaiting::CommanderOrders { .. }
        | crate::battle::model::awaiting::Awaiting::KeepCommanderOrder { .. } => {
            Some(vec![because(legal.first()?, 0.0, Why::SetupDefault)])
        }
        _ => None,
    }
}

/// Receive, stand and shoot, or flee (L854-886): the charge's prospect against the unit
/// decides. A unit about to be hurt badly flees when it may; one that can shoot stands and
/// shoots; the rest receive.
fn charge_reaction(r: &mut Reckoner, legal: &[Command]) -> Option<Vec<Weighed>> {
    let state = r.state;
    let charge = state.charge().as_ref()?;
    let unit = charge.answering();
    let received = prospect::charged_fight(state, &charge.charger, &unit, charge.powered)
        .map(|p| p.reversed());
    let receive_worth = received.map_or(0.0, |p| r.worth_of(&p, &unit, &charge.charger));
    let terms: Vec<Term> = received
        .map(|prospect| Term::Prospect { prospect })
        .into_iter()
        .collect();
    let pick = |reaction: ChargeReaction, powered: bool| {
        find(
            legal,
            |c| matches!(c, Command::ReactToCharge { reaction: x, powered: p, .. } if *x == reaction && *p == powered),
        )
    };
    let mut out = Vec::new();
    if receive_worth < FLEE_BELOW
        && let Some(c) = pick(ChargeReaction::Flee, false)
    {
        out.push(Weighed {
            command: c.clone(),
            worth: -receive_worth * 0.5,
            terms: terms.clone(),
        });
    }
    if let Some(c) = pick(ChargeReaction::StandAndShoot, false) {
        let shot = crate::battle::combat::shot::shot_situation(
            state,
            &unit,
            &charge.charger,
            false,
            Some(true),
        )
        .map(|s| {
            crate::rules::odds::shoot_odds(&s)
                .suffers
                .expected_casualties
        })
        .unwrap_or(0.0);
        let mut t = terms.clone();
        t.push(Term::Prospect {
            prospect: prospect::Prospect {
                reach: 1.0,
                their_losses: shot,
                ..Default::default()
            },
        });
        out.push(Weighed {
            command: c.clone(),
            worth: receive_worth + shot,
            terms: t,
        });
    }
    if let Some(c) = pick(ChargeReaction::Receive, false).or_else(|| legal.first()) {
        out.push(Weighed {
            command: c.clone(),
            worth: receive_worth,
            terms,
        });
    }
    out.sort_by(|a, b| b.worth.total_cmp(&a.worth));
    Some(out)
}

/// An opportunity charge (L846-852) when it likely reaches and the fight is worth it; else the
/// move passes.
fn opportunity(r: &mut Reckoner, side: Side, legal: &[Command]) -> Option<Vec<Weighed>> {
    let state = r.state;
    let pending = state.pending_move().as_ref()?;
    let target = pending.unit.clone();
    // The table once the move has passed: where the unit's own activation would start from.
    let passed = super::activation::move_passed(state, pending);
    let mut later = Reckoner::new(&passed, side, r.temperament);
    let mut out = Vec::new();
    for c in legal {
        if let Command::OpportunityCharge {
            unit,
            powered: false,
            ..
        } = c
            && let Some(p) = prospect::charge(state, unit, &target, false)
        {
            // Caught anywhere on its way: the faces whose charge move touches the mover at
            // some point of it (L852, R-OPP-5).
            let reach =
                crate::battle::opportunity::charge::catch_chance(state, pending, unit, false);
            let p = prospect::Prospect { reach, ..p };
            // The charger takes its used marker (L842): the order it would have made on its
            // own activation this turn is given up.
            let spent = -super::activation::to_come(&mut later, unit);
            let mut terms = vec![Term::Prospect { prospect: p }];
            if spent <= -0.05 {
                terms.push(Term::ActivationSpent { worth: spent });
            }
            out.push(Weighed {
                command: c.clone(),
                worth: r.worth_of(&p, unit, &target) + spent,
                terms,
            });
        }
    }
    if let Some(c) = find(legal, |c| matches!(c, Command::LetMovePass { .. })) {
        out.push(Weighed {
            command: c.clone(),
            worth: 0.0,
            terms: Vec::new(),
        });
    }
    out.sort_by(|a, b| b.worth.total_cmp(&a.worth));
    (!out.is_empty()).then_some(out)
}

/// Offerings to the gods (R-DECK-4): a card re-rolls an enemy charge's die when the fight it
/// may spare is worth more; a card goes on the strategy roll when it wins the better table part
/// (`strategy_roll::strategy_offering`); a card is added to a charge roll of its own that falls
/// short when that card makes it reach; otherwise the cards are kept for command duels.
fn offering(r: &mut Reckoner, side: Side, legal: &[Command]) -> Vec<Weighed> {
    let state = r.state;
    if let Some(w) = reroll_their_charge(r, side, legal) {
        return vec![w];
    }
    if let Some(w) = super::strategy_roll::strategy_offering(state, side, legal) {
        return vec![w];
    }
    let pass = find(legal, |c| matches!(c, Command::PassOffering { .. }));
    if let Some(roll) = &state.roll()
        && let RollKind::ChargeMove { charger, target } = &roll.kind
        && state.unit(charger).is_some_and(|u| u.side == side)
        && let Some(die) = roll.dice.first()
        && let Some(odds) = prospect::charge_odds(state, charger, target)
    {
        let powered = state.charge().as_ref().is_some_and(|c| c.powered);
        let value = die.value.saturating_add(die.bonus);
        if !odds.reaches_with(value.min(6), powered) {
            for c in legal {
                if let Command::Offer {
                    card,
                    kind: crate::battle::model::command::OfferingKind::AddValue,
                    die: 0,
                    ..
                } = c
                    && odds.reaches_with(value.saturating_add(*card).min(6), powered)
                {
                    return vec![because(c, 1.0, Why::CardMakesTheCharge)];
                }
            }
        }
    }
    pass.map(|c| vec![because(c, 0.0, Why::KeepsCards)])
        .unwrap_or_default()
}

/// What a card kept in hand is worth: the command duels and the charges it may win later.
pub(super) const CARD_WORTH: f64 = 2.0;

/// An enemy charge against one of the side's units that reaches on its die (L610): a card
/// offered re-rolls that die (R-DECK-4), and the charge falls short on the dice that do not
/// reach (L640). Worth it when the fight it spares, times that chance, is worth more than the
/// card; the lowest card goes.
fn reroll_their_charge(r: &mut Reckoner, side: Side, legal: &[Command]) -> Option<Weighed> {
    let state = r.state;
    let roll = state.roll().as_ref()?;
    let RollKind::ChargeMove { charger, target } = &roll.kind else {
        return None;
    };
    let ours = state.unit(target).is_some_and(|u| u.side == side);
    let theirs = state.unit(charger).is_some_and(|u| u.side != side);
    let die = roll.dice.first()?;
    if !ours || !theirs || die.bonus != 0 {
        return None;
    }
    let odds = prospect::charge_odds(state, charger, target)?;
    let powered = state.charge().as_ref().is_some_and(|c| c.powered);
    if !odds.reaches_with(die.value.min(6), powered) {
        return None;
    }
    let reach = if powered {
        odds.powered_chance
    } else {
        odds.chance
    };
    let short = f64::from(6 - reach.sixths) / 6.0;
    let fight = r.threat(charger, target)?;
    let spared = short * -r.worth_of(&fight, target, charger);
    if spared <= CARD_WORTH {
        return None;
    }
    let c = legal
        .iter()
        .filter(|c| {
            matches!(
                c,
                Command::Offer {
                    kind: crate::battle::model::command::OfferingKind::Reroll,
                    die: 0,
                    ..
                }
            )
        })
        .min_by_key(|c| match c {
            Command::Offer { card, .. } => *card,
            _ => u8::MAX,
        })?;
    Some(Weighed {
        command: c.clone(),
        worth: spared - CARD_WORTH,
        terms: vec![
            Term::ChargeStopped { chance: short },
            Term::Prospect { prospect: fight },
        ],
    })
}

/// Fighting back (L707): the first order spent on it is the book's (L675), so the choice is
/// whether to power it with one more. Powering is weighed by the exact odds of both fights,
/// against the order the side's active unit would then lack this pair.
fn fight_back(r: &mut Reckoner, side: Side, legal: &[Command]) -> Option<Vec<Weighed>> {
    let state = r.state;
    let f = state.fight().as_ref()?;
    let (spent, _) = crate::battle::combat::chain_power::reaction(state, side, &f.defender, false);
    let pair = state.pair().as_ref();
    let active_waits =
        pair.is_some_and(|p| p.units[side.index()].is_some() && !p.holding[side.index()]);
    let spare = if active_waits { SPARE_ORDER_WORTH } else { 0.2 };
    let mut out: Vec<Weighed> = legal
        .iter()
        .filter(|c| crate::battle::engine::check::check(state, c).is_ok())
        .filter_map(|c| {
            let Command::FightBack { powered, .. } = c else {
                return None;
            };
            let p = prospect::fought_back(state, f, spent, *powered)?;
            let cost = if *powered { spare } else { 0.0 };
            Some(Weighed {
                command: c.clone(),
                worth: r.worth_of(&p, &f.defender, &f.attacker) - cost,
                terms: vec![Term::Prospect { prospect: p }],
            })
        })
        .collect();
    out.sort_by(|a, b| b.worth.total_cmp(&a.worth));
    // Fighting back plain where it could have powered it: say what the order is kept for.
    if active_waits
        && out.len() > 1
        && matches!(out[0].command, Command::FightBack { powered: false, .. })
    {
        out[0].terms.push(Term::Because {
            why: Why::SparesOrder,
        });
    }
    (!out.is_empty()).then_some(out)
}

/// A melee move (L994-996) weighed as a move: where the winner stands after it against where it
/// stands now, and the enemy's opportunity charges on its way (L848); declining is worth
/// nothing.
fn melee_move(r: &mut Reckoner, legal: &[Command]) -> Option<Vec<Weighed>> {
    let mut out = Vec::new();
    for c in legal {
        let Command::MeleeMove { moves, .. } = c else {
            continue;
        };
        let Some(u) = moves
            .first()
            .and_then(|mv| r.state.model(&mv.model))
            .and_then(|m| r.state.unit(&m.unit))
            .cloned()
        else {
            out.push(Weighed {
                command: c.clone(),
                worth: 0.0,
                terms: Vec::new(),
            });
            continue;
        };
        let before = r.standing(r.state, &u);
        let after = r.standing_after(&u, moves);
        let risk = r.exposure(&u.id, moves, &[]);
        let mut terms = vec![Term::Standing { before, after }];
        terms.extend(risk.term());
        out.push(Weighed {
            command: c.clone(),
            worth: after - before + risk.worth,
            terms,
        });
    }
    out.sort_by(|a, b| b.worth.total_cmp(&a.worth));
    (!out.is_empty()).then_some(out)
}

/// Which models to lose (L929-937, R-CAS-2), among those the rules allow: each choice weighed by
/// where the unit stands without them, so it keeps the models that hold an objective or stand
/// in the enemy's zone, and those that keep it clear of enemies it would rather not meet.
fn casualties(r: &mut Reckoner, legal: &[Command]) -> Option<Vec<Weighed>> {
    let mut out = Vec::new();
    // Every choice is the same unit's (one is asked at a time): where it stands now, once each.
    let mut now: std::collections::BTreeMap<String, f64> = std::collections::BTreeMap::new();
    for (listed, c) in legal.iter().enumerate() {
        let Command::ChooseCasualties { unit, models, .. } = c else {
            continue;
        };
        let Some(u) = r.state.unit(unit).cloned() else {
            continue;
        };
        let before = match now.get(unit) {
            Some(b) => *b,
            None => {
                let b = r.standing(r.state, &u);
                now.insert(unit.clone(), b);
                b
            }
        };
        let mut without = Trial::of(r.state);
        without.take_off(models);
        let after = r.standing(&without, &u);
        // Between choices that stand the same, the engine's order (nearest the enemy first,
        // as L929 has it), well above the general's tie-breaking die.
        out.push(Weighed {
            command: c.clone(),
            worth: after - before - listed as f64 * 1e-4,
            terms: vec![Term::Standing { before, after }],
        });
    }
    out.sort_by(|a, b| b.worth.total_cmp(&a.worth));
    (!out.is_empty()).then_some(out)
}

/// The chance of each total of `n` six-sided dice, from `n` to `6n`.
fn dice_totals(n: usize) -> Vec<(u32, f64)> {
    let mut ways = vec![1.0f64];
    for _ in 0..n {
        let mut next = vec![0.0; ways.len() + 6];
        for (t, w) in ways.iter().enumerate() {
            for face in 1..=6 {
                next[t + face] += w / 6.0;
            }
        }
        ways = next;
    }
    ways.into_iter()
        .enumerate()
        .filter(|(_, w)| *w > 0.0)
        .map(|(t, w)| (t as u32, w))
        .collect()
}

/// A pursuit (L978-986) weighed: on a passed Honor test the pursuers move 2D6 cm (3D6 mounted)
/// toward the retreating models and each one touched dies; against that, where the pursuers
/// end and the opportunity charges on their way (L848). The move is read at each total of the
/// dice, exactly; where it ends and its way at the middle total.
fn pursuit(r: &mut Reckoner, legal: &[Command]) -> Option<Vec<Weighed>> {
    let state = r.state;
    let p = state.aftermath().as_ref()?.pursuits.first()?.clone();
    let (u, f) = (
        state.unit(&p.pursuer)?.clone(),
        state.unit(&p.fleeing)?.clone(),
    );
    let n = state.fall_back_dice(&p.pursuer);
    let left = state.models_of(&p.fleeing).count();
    let (mut gain, mut expected) = (0.0, 0.0);
    for (total, chance) in dice_totals(n) {
        let plan = pursuers::plan(state, &p.pursuer, &p.fleeing, total as f64);
        let caught = plan.iter().filter(|m| m.caught.is_some()).count();
        // Every model caught dies; the last ones take the unit, its leader and the points on
        // it wiped out with them.
        let mut worth = caught as f64 * worth::model_worth(&f.profile);
        if caught >= left && left > 0 {
            worth +=
                worth::leader_worth(&f) + worth::VP_WORTH * r.stakes.unit_wiped[f.side.index()];
        }
        gain += chance * worth * r.temperament.harm_weight();
        expected += chance * caught as f64;
    }
    let middle = (7 * n) as f64 / 2.0;
    let moves: Vec<ModelMove> = pursuers::plan(state, &p.pursuer, &p.fleeing, middle)
        .iter()
        .filter_map(|m| {
            let (x, y) = *m.path.last()?;
            Some(ModelMove {
                path: m.path[..m.path.len() - 1]
                    .iter()
                    .map(|&(x, y)| [x, y])
                    .collect(),
                ..ModelMove::to(m.model.clone(), x, y)
            })
        })
        .collect();
    let before = r.standing(state, &u);
    let after = r.standing_after(&u, &moves);
    let risk = r.exposure(&u.id, &moves, std::slice::from_ref(&p.fleeing));
    let pass = crate::rules::dice::honor_pass_probability(u.acting_profile().honor, false);
    let worth = pass * (gain + after - before + risk.worth);
    let mut out: Vec<Weighed> = legal
        .iter()
        .filter_map(|c| match c {
            Command::Pursue { pursue: true, .. } => Some(Weighed {
                command: c.clone(),
                worth,
                terms: [
                    Some(Term::Pursuit {
                        caught: pass * expected,
                    }),
                    Some(Term::Standing { before, after }),
                    risk.term(),
                ]
                .into_iter()
                .flatten()
                .collect(),
            }),
            Command::Pursue { pursue: false, .. } => Some(Weighed {
                command: c.clone(),
                worth: 0.0,
                terms: Vec::new(),
            }),
            _ => None,
        })
        .collect();
    out.sort_by(|a, b| b.worth.total_cmp(&a.worth));
    (!out.is_empty()).then_some(out)
}
