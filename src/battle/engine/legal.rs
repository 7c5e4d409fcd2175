//! The legal commands in a state, for the window's battle tracker and the `play` smoke test.
//!
//! Choices with continuous values (where to deploy or move a model) are offered as one sensible
//! instance each (deploy in the first free spot of the zone; advance or disengage as a block,
//! [`crate::battle::policy::auto_moves`]). Every command listed passes [`check`]. The list is ordered so that taking the first
//! one always moves the battle forward.

use crate::battle::engine::check::check;
use crate::battle::engine::measure;
use crate::battle::engine::measure::deployment_zone;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::command::{ChargeReaction, Command, OfferingKind, Order};
use crate::battle::model::deck::hand_size;
use crate::battle::model::side::{Side, other};
use crate::battle::model::state::{BattleState, ModelState};
use crate::table::model::{Base, Terrain, TerrainKind};

/// Enemy units this close to each other, cm, are offered as charged together (L616).
const SIDE_BY_SIDE_CM: f64 = 5.0;

/// Every legal command now (one instance for continuous choices), most useful first.
pub fn legal_commands(state: &BattleState) -> Vec<Command> {
    // Commander orders that make sense now come first (so `kensei battle play` uses them; each
    // use spends the order for the battle, so this never loops), the other uses last.
    let (now, later) = crate::battle::policy::commander_uses::uses(state);
    let mut out = now;
    candidates(state, &mut out);
    out.extend(later);
    out.retain(|c| check(state, c).is_ok());
    out
}

fn candidates(state: &BattleState, out: &mut Vec<Command>) {
    match state.awaiting() {
        Awaiting::Nothing => {}
        Awaiting::TerrainOrder { side } => {
            out.push(Command::TerrainOrder { side, first: side });
            out.push(Command::TerrainOrder {
                side,
                first: other(side),
            });
        }
        Awaiting::ExtraTerrain { side } => {
            out.push(Command::EndTerrain { side });
            let n = state.table().terrain.len();
            let (w, d) = (state.table().table.width_cm, state.table().table.depth_cm);
            let x = 10.0 + (n as f64 * 13.0) % (w - 20.0).max(1.0);
            let y = d / 2.0 - 2.5;
            out.push(Command::PlaceTerrain {
                side,
                terrain: Terrain {
                    id: format!("extra-{side}-{n}"),
                    name: None,
                    name_es: None,
                    kind: TerrainKind::Difficult,
                    height: 1.0,
                    cover: true,
                    polygon: vec![[x, y], [x + 5.0, y], [x + 5.0, y + 5.0], [x, y + 5.0]],
                },
            });
        }
        Awaiting::CommanderOrders { side } => {
            let names: Vec<String> = state.sides()[side.index()]
                .order_cards
                .iter()
                .map(|c| c.name.clone())
                .take(6)
                .collect();
            if let Some((hand, deck)) = names.split_first() {
                out.push(Command::PickCommanderOrders {
                    side,
                    hand: hand.clone(),
                    deck: deck.to_vec(),
                });
            }
        }
        Awaiting::Deploy { side } => deploy_candidates(state, side, out),
        Awaiting::KeepCards { side } => {
            let mut drawn = state.drawn()[side.index()].clone();
            drawn.sort_unstable_by(|a, b| b.cmp(a));
            drawn.truncate(hand_size(state.battle_points()));
            out.push(Command::KeepCards { side, keep: drawn });
        }
        Awaiting::ChooseTableSide { side } => {
            for swap in [false, true] {
                out.push(Command::ChooseTableSide { side, swap });
            }
        }
        Awaiting::KeepCommanderOrder { side } => {
            for keep in &state.sides()[side.index()].orders_hand {
                out.push(Command::KeepCommanderOrder {
                    side,
                    keep: keep.clone(),
                });
            }
        }
        Awaiting::Offerings { side } => {
            out.push(Command::PassOffering { side });
            let mut cards = state.sides()[side.index()].deck.hand.clone();
            cards.dedup();
            if let Some(roll) = &state.roll() {
                for (die, d) in roll.dice.iter().enumerate() {
                    for &card in &cards {
                        out.push(Command::Offer {
                            side,
                            card,
                            die,
                            kind: OfferingKind::Reroll,
                        });
                        if d.owner == side {
                            out.push(Command::Offer {
                                side,
                                card,
                                die,
                                kind: OfferingKind::AddValue,
                            });
                        }
                    }
                }
            }
        }
        Awaiting::ActiveSide { side } => {
            out.push(Command::ChooseActiveSide { side, active: side });
            out.push(Command::ChooseActiveSide {
                side,
                active: other(side),
            });
        }
        Awaiting::ChooseUnit { side } => {
            let mut unused = state.unused_units(side);
            crate::battle::policy::auto_lead::leaders_first(state, side, &mut unused);
            for u in unused {
                out.push(Command::Activate {
                    side,
                    unit: u.id.clone(),
                });
            }
        }
        Awaiting::SpendOrder { side } => order_candidates(state, side, out),
        Awaiting::ChargeReaction { side } => {
            for reaction in [
                ChargeReaction::Receive,
                ChargeReaction::StandAndShoot,
                ChargeReaction::Flee,
            ] {
                out.push(Command::ReactToCharge {
                    side,
                    reaction,
                    powered: false,
                });
            }
            // Powered (L472, L766), last: the plain choices come first.
            out.push(Command::ReactToCharge {
                side,
                reaction: ChargeReaction::StandAndShoot,
                powered: true,
            });
        }
        Awaiting::FightBack { side } => {
            out.push(Command::FightBack {
                side,
                powered: false,
            });
            out.push(Command::FightBack {
                side,
                powered: true,
            });
        }
        Awaiting::DuelAnswer { side } => {
            for (accept, powered) in [(true, false), (false, false), (true, true), (false, true)] {
                out.push(Command::AnswerDuel {
                    side,
                    accept,
                    powered,
                });
            }
        }
        Awaiting::DuelStake { side } => {
            let hand = &state.sides()[side.index()].deck.hand;
            let mut values = hand.clone();
            values.dedup();
            for v in values {
                out.push(Command::StakeCommandDuel {
                    side,
                    stake: vec![v],
                });
            }
            out.push(Command::StakeCommandDuel {
                side,
                stake: Vec::new(),
            });
        }
        Awaiting::KiAbility { side } => {
            if let Some(unit) = crate::battle::turn::ki::pending(state, side)
                && let Some(u) = state.unit(&unit)
            {
                for ability in crate::battle::turn::ki::ki_abilities(state, u) {
                    out.push(Command::ChooseKi {
                        side,
                        unit: unit.clone(),
                        ability,
                    });
                }
            }
        }
        Awaiting::NextCombat { side } => {
            crate::battle::combat::multiple::candidates(state, side, out)
        }
        Awaiting::PickOpponents { side } => {
            crate::battle::combat::chain_picks::candidates(state, side, out)
        }
        Awaiting::ChooseCasualties { side } => {
            crate::battle::combat::casualty_choice::candidates(state, side, out)
        }
        Awaiting::Pursuit { side } => crate::battle::aftermath::pursuit::candidates(side, out),
        Awaiting::MeleeMove { side } => {
            crate::battle::aftermath::melee_move::candidates(state, side, out)
        }
        Awaiting::ProtectLeader { side } => {
            crate::battle::combat::staged::candidates(state, side, out)
        }
        Awaiting::OpportunityCharge { side } => {
            crate::battle::opportunity::charge::candidates(state, side, out)
        }
        Awaiting::CommanderActivation { side } => {
            if let Some(&card) = state.sides()[side.index()].deck.hand.first() {
                out.push(Command::CommanderActivation { side, card });
            }
            out.push(Command::EndActivations { side });
        }
    }
    // Interruptions, last: the command duel and commander orders.
    let challenger = other(state.initiative());
    if let Some(&card) = state.sides()[challenger.index()].deck.hand.last() {
        out.push(Command::CommandDuel {
            side: challenger,
            stake: vec![card],
        });
    }
}

fn deploy_candidates(state: &BattleState, side: Side, out: &mut Vec<Command>) {
    let zone = deployment_zone(state, side);
    let (minx, maxx) = zone
        .iter()
        .fold((f64::MAX, f64::MIN), |a, p| (a.0.min(p[0]), a.1.max(p[0])));
    let (miny, maxy) = zone
        .iter()
        .fold((f64::MAX, f64::MIN), |a, p| (a.0.min(p[1]), a.1.max(p[1])));
    let facing = state.table().deployment_facing(side.into());
    let mut tried = 0;
    // Army leaders wait for step 3 (L211-212).
    let step_three = state.first_models_down();
    for m in state
        .models()
        .iter()
        .filter(|m| m.side == side && !m.deployed && (step_three || !m.leader))
    {
        if tried >= 4 {
            break;
        }
        let started: Vec<_> = state
            .models_of(&m.unit)
            .filter(|o| o.deployed)
            .cloned()
            .collect();
        let lead_spots = crate::battle::policy::auto_lead::deploy_spots(state, m);
        let spots: Vec<(f64, f64)> = if let Some(among) = lead_spots {
            if among.is_empty() {
                continue;
            }
            among
        } else if started.is_empty() && crate::battle::deck::commander::hidden_path(state, &m.unit)
        {
            crate::battle::deck::commander::hidden_spots(state, m)
        } else if started.is_empty() {
            slot_spots(state, side, m, [minx, miny, maxx, maxy])
        } else {
            spots_beside(m, &started)
        };
        let free = |x: f64, y: f64| {
            let mut p = m.clone();
            p.x = x;
            p.y = y;
            state
                .models()
                .iter()
                .filter(|o| o.deployed && o.id != m.id)
                .all(|o| measure::distance(o, &p) >= 0.3)
        };
        for (x, y) in spots {
            if !free(x, y) {
                continue;
            }
            let c = Command::Deploy {
                side,
                model: m.id.clone(),
                x,
                y,
                facing_deg: facing,
            };
            if check(state, &c).is_ok() {
                out.push(c);
                tried += 1;
                break;
            }
        }
    }
}

/// Spots for the first model of `m`'s unit: each unit gets its own stretch of the zone
/// (`bounds`: its box, min x, min y, max x, max y), in the order of the list, along the zone's
/// longer side; a 1 cm grid, nearest the stretch's middle first.
fn slot_spots(
    state: &BattleState,
    side: Side,
    m: &ModelState,
    bounds: [f64; 4],
) -> Vec<(f64, f64)> {
    let [minx, miny, maxx, maxy] = bounds;
    let w = sides_cm(&m.base)[0];
    let units: Vec<_> = state.units_of(side).map(|u| u.id.clone()).collect();
    let n = units.len().max(1) as f64;
    let slot = units.iter().position(|u| *u == m.unit).unwrap_or(0) as f64;
    let (cx, cy) = if maxx - minx >= maxy - miny {
        (minx + (maxx - minx) * (slot + 0.5) / n, (miny + maxy) / 2.0)
    } else {
        ((minx + maxx) / 2.0, miny + (maxy - miny) * (slot + 0.5) / n)
    };
    let mut grid = Vec::new();
    let mut yy = miny + w / 2.0 + 0.1;
    while yy < maxy {
        let mut x = minx + w / 2.0 + 0.1;
        while x < maxx {
            grid.push((x, yy));
            x += 1.0;
        }
        yy += 1.0;
    }
    grid.sort_by(|p, q| {
        let dp = (p.0 - cx).hypot(p.1 - cy);
        let dq = (q.0 - cx).hypot(q.1 - cy);
        dp.total_cmp(&dq)
    });
    grid
}

/// A base's longest and shortest sides (round: its diameter twice), cm.
fn sides_cm(base: &Base) -> [f64; 2] {
    let (w, d) = measure::base_size_cm(base);
    [w.max(d), w.min(d)]
}

/// Spots for `m` beside a model of its unit already placed, all round it, 0.6 to 2.4 cm beyond
/// both bases' longest sides; then, for long bases, beyond their shortest sides too (side by
/// side, where their whole bases still fit in a zone, L211, and stay within 2.5 cm, L212).
pub(crate) fn spots_beside(m: &ModelState, started: &[ModelState]) -> Vec<(f64, f64)> {
    let mine = sides_cm(&m.base);
    let mut spots = Vec::new();
    for side in 0..2 {
        for o in started {
            let theirs = sides_cm(&o.base);
            if side == 1 && mine[0] == mine[1] && theirs[0] == theirs[1] {
                continue;
            }
            for extra in [0.6, 1.2, 1.8, 2.4] {
                let gap = (mine[side] + theirs[side]) / 2.0 + extra;
                for k in 0..24 {
                    let a = f64::from(k) * std::f64::consts::PI / 12.0;
                    spots.push((o.x + gap * a.cos(), o.y + gap * a.sin()));
                }
            }
        }
    }
    spots
}

fn order_candidates(state: &BattleState, side: Side, out: &mut Vec<Command>) {
    if state.pair().is_none() {
        return;
    }
    let actives = state.active_units(side);
    let enemies: Vec<String> = state.units_of(other(side)).map(|u| u.id.clone()).collect();
    for unit in &actives {
        let unit = unit.clone();
        // A lone leader beside a used friendly unit joins it first (L537).
        crate::battle::policy::leader_candidates::join_candidates(state, side, &unit, out);
        let mut push = |order: Order| {
            out.push(Command::Order {
                side,
                unit: unit.clone(),
                order,
            })
        };
        let to_lead = crate::battle::policy::auto_lead::to_lead(state, side, &unit);
        if !to_lead.is_empty() {
            push(Order::Lead { units: to_lead });
        }
        for e in &enemies {
            push(Order::Fight {
                target: e.clone(),
                powered: false,
            });
            push(Order::Duel {
                target: e.clone(),
                powered: false,
            });
            push(Order::Charge {
                target: e.clone(),
                powered: false,
                also: Vec::new(),
            });
            push(Order::Shoot {
                target: e.clone(),
                powered: false,
            });
        }
        if let Some(moves) = crate::battle::policy::auto_moves::advance(state, &unit) {
            push(Order::Move {
                moves: moves.clone(),
                powered: false,
                leader: None,
            });
        }
        // Two enemy units side by side (within 5 cm of each other) charged at once (L616,
        // R-CHG-2), after the single charges.
        for (i, a) in enemies.iter().enumerate() {
            for b in &enemies[i + 1..] {
                if measure::unit_distance(state, a, b) <= SIDE_BY_SIDE_CM {
                    push(Order::Charge {
                        target: a.clone(),
                        powered: false,
                        also: vec![b.clone()],
                    });
                }
            }
        }
        push(Order::Reload { powered: false });
        push(Order::Parapet);
        for e in &enemies {
            push(Order::Charge {
                target: e.clone(),
                powered: true,
                also: Vec::new(),
            });
            push(Order::Fight {
                target: e.clone(),
                powered: true,
            });
            push(Order::Shoot {
                target: e.clone(),
                powered: true,
            });
        }
        if let Some(moves) = crate::battle::policy::auto_moves::retreat(state, &unit) {
            push(Order::Disengage {
                moves,
                casualties: Vec::new(),
            });
        }
    }
    out.push(Command::Hold { side });
    // A leader leaving his unit, after holding: the automatic play never splits a unit for
    // nothing; the window lists it (L545).
    for unit in &actives {
        crate::battle::policy::leader_candidates::leave_candidate(state, side, unit, out);
    }
}
