//! Where the general sets its army down (L206-214). Every unit ends in closed formation
//! (`deploy_in_formation`, R-FORM-1: its ranks round its first model). A unit's first model goes to the front of the side's
//! zone, toward the enemy's, with a rank's room left before the zone's edge, but only where
//! the rest of the side still fits: before it goes down, the rest of the deployment is played
//! out on a copy of the table (the side's other first models in their place in the line, then
//! every unit formed round its first model, as the book orders it, L211-212), and a first model
//! whose place would leave any model of the side without room steps back, 4 cm at a time,
//! down to its place in the line. A unit that starts at the front of the zone is most of a
//! move nearer the objectives and the fight than one set down in the middle of it.

use crate::battle::engine::check::check;
use crate::battle::engine::measure;
use crate::battle::model::apply::apply;
use crate::battle::model::command::Command;
use crate::battle::model::event::Event;
use crate::battle::model::side::{Side, other};
use crate::battle::model::state::BattleState;
use crate::battle::policy::deploy_in_formation::line_deployment;
use crate::battle::policy::general::reasons::{Term, Weighed, Why};
use crate::table::deploy::UNIT_GAP_CM;

/// The steps a unit's first model is tried forward from its place in the line, cm.
const STEP_CM: f64 = 0.5;

/// How far forward it is tried at most, cm (deeper than any bundled zone).
const MOST_CM: f64 = 30.0;

/// The room it leaves in front of it, cm: a rank of bases and the gap to it.
const ROOM_CM: f64 = 4.0;

/// How far it steps back from the front when the rest of the side would not fit, cm.
const BACK_CM: f64 = 4.0;

/// The general's next deployment, with its reason; `None` when the battle awaits none it can
/// give.
pub fn choose(state: &BattleState, legal: &[Command]) -> Option<Weighed> {
    let formed = line_deployment(state)
        .filter(|c| legal.contains(c) || check(state, c).is_ok())
        .or_else(|| legal.first().cloned())?;
    let (command, why) = match toward_the_enemy(state, &formed) {
        Some(front) => (front, Why::ZoneFront),
        None => (formed, Why::InFormation),
    };
    Some(Weighed {
        command,
        worth: 0.0,
        terms: vec![Term::Because { why }],
    })
}

/// `c`, a unit's first model set down at its place in the line, moved straight out toward the
/// enemy's zone (across the zone's longer sides) to the first of its `front_spots` where the
/// rest of the side still fits. `None` when there is none.
pub fn toward_the_enemy(state: &BattleState, c: &Command) -> Option<Command> {
    let side = match c {
        Command::Deploy { side, .. } => *side,
        _ => return None,
    };
    front_spots(state, c)
        .into_iter()
        .find(|front| played_out(state, side, front).is_some())
}

/// The spots `c`'s first model may take toward the enemy, front first: a rank's room short of
/// the furthest spot the battle lets it stand on (a leader may join the front, L212), then
/// back in steps of `BACK_CM`. Empty for any other deployment (a unit's later models, leaders,
/// a Hidden path), or when it cannot go forward at all.
fn front_spots(state: &BattleState, c: &Command) -> Vec<Command> {
    let Command::Deploy {
        side, model, x, y, ..
    } = c
    else {
        return Vec::new();
    };
    let Some(m) = state.model(model) else {
        return Vec::new();
    };
    if m.leader
        || state.models_of(&m.unit).any(|o| o.deployed)
        || crate::battle::deck::commander::hidden_path(state, &m.unit)
    {
        return Vec::new();
    }
    let Some((dx, dy)) = forward(state, *side) else {
        return Vec::new();
    };
    let furthest = (1..=(MOST_CM / STEP_CM) as usize)
        .map(|k| k as f64 * STEP_CM)
        .take_while(|t| check(state, &at(c, x + dx * t, y + dy * t)).is_ok())
        .last()
        .unwrap_or(0.0);
    let mut spots = Vec::new();
    let mut t = furthest - ROOM_CM;
    while t >= STEP_CM {
        // Every step up to the furthest passed the battle's check above.
        spots.push(at(c, x + dx * t, y + dy * t));
        t -= BACK_CM;
    }
    spots
}

/// The way out of `side`'s zone toward the enemy's: across the zone's longer sides, a unit
/// step along x or y. `None` when the zones stand level that way.
fn forward(state: &BattleState, side: Side) -> Option<(f64, f64)> {
    let ours = measure::deployment_zone(state, side);
    let theirs = measure::deployment_zone(state, other(side));
    if ours.is_empty() || theirs.is_empty() {
        return None;
    }
    let span = |z: &[[f64; 2]], i: usize| {
        z.iter().map(|p| p[i]).fold(f64::MIN, f64::max)
            - z.iter().map(|p| p[i]).fold(f64::MAX, f64::min)
    };
    let middle = |z: &[[f64; 2]], i: usize| z.iter().map(|p| p[i]).sum::<f64>() / z.len() as f64;
    let across = usize::from(span(&ours, 0) >= span(&ours, 1));
    let toward = (middle(&theirs, across) - middle(&ours, across)).signum();
    if toward == 0.0 {
        return None;
    }
    Some(if across == 0 {
        (toward, 0.0)
    } else {
        (0.0, toward)
    })
}

/// The rest of `side`'s deployment after `first`, played out on a copy of the table: each
/// model where the general would set it if no other first model went forward (its place in
/// the line, then beside its unit mates). The enemy's zone is apart from ours, so the copy
/// stands the enemy's units that are not yet on the table far off it, only so the book's
/// step 3 may begin (L211). `None` when some model of the side would find no place, or some
/// unit of it no room in formation clear of the others.
fn played_out(state: &BattleState, side: Side, first: &Command) -> Option<BattleState> {
    let mut copy = state.clone();
    let mut far = -1000.0;
    let enemy = other(side);
    let waiting: Vec<String> = copy
        .units_of(enemy)
        .filter(|u| !state.models_of(&u.id).any(|m| m.deployed))
        .map(|u| u.id.clone())
        .collect();
    for unit in waiting {
        let parked = copy
            .models()
            .iter()
            .find(|m| m.unit == unit && !m.leader)
            .map(|m| (m.id.clone(), m.facing_deg));
        if let Some((model, facing_deg)) = parked {
            let far_off = Event::ModelDeployed {
                model,
                x: far,
                y: far,
                facing_deg,
            };
            apply(&mut copy, &far_off);
            far -= 10.0;
        }
    }
    // The battle already awaits `side`'s deployment (`first` was checked against it), and a
    // deployment applied on the copy leaves that as it is: the rest of the side follows.
    let mut next = Some(first.clone());
    for _ in 0..=copy.models().len() {
        let Some(Command::Deploy {
            model,
            x,
            y,
            facing_deg,
            ..
        }) = next
        else {
            break;
        };
        apply(
            &mut copy,
            &Event::ModelDeployed {
                model,
                x,
                y,
                facing_deg,
            },
        );
        if copy.models().iter().all(|m| m.side != side || m.deployed) {
            return formed_apart(&copy, side).then_some(copy);
        }
        // Checked already: a spot the battle accepts, or the first legal deployment.
        next = line_deployment(&copy);
    }
    None
}

/// Whether every unit of `side` stands in formation (R-FORM-1) and, lone leaders aside, at
/// least [`UNIT_GAP_CM`] off every other unit of its side: a play-out that crowds the side
/// does not count as room for it.
fn formed_apart(state: &BattleState, side: Side) -> bool {
    let units: Vec<_> = state.units_of(side).collect();
    if units
        .iter()
        .any(|u| !crate::battle::moves::move_order::formation_violations(state, &u.id).is_empty())
    {
        return false;
    }
    let lone = |unit: &str| state.unit(unit).is_some_and(|u| u.is_lone_leader());
    let models: Vec<_> = state
        .models()
        .iter()
        .filter(|m| m.side == side && m.deployed && !lone(&m.unit))
        .collect();
    models.iter().enumerate().all(|(i, a)| {
        models[i + 1..].iter().all(|b| {
            a.unit == b.unit
                // No base reaches 5 cm from its centre: bases 12 cm apart are clear.
                || (a.x - b.x).hypot(a.y - b.y) > 12.0
                || measure::distance(a, b) >= UNIT_GAP_CM - 1e-3
        })
    })
}

/// The deployment `c` with its model at (`x`, `y`).
fn at(c: &Command, x: f64, y: f64) -> Command {
    let mut moved = c.clone();
    if let Command::Deploy { x: mx, y: my, .. } = &mut moved {
        (*mx, *my) = (x, y);
    }
    moved
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battle::engine::legal::legal_commands;
    use crate::battle::model::awaiting::Awaiting;
    use crate::battle::policy::general::tournament::Fixture;
    use crate::battle::policy::general::{General, Level, Temperament, deciding_side};

    /// What the general did in one deployment: the state once it ended, how many first models
    /// went toward the enemy and how many of them stepped back from the front for the rest of
    /// their side, and for each side its last such first model's play-out of the rest.
    struct Deployed {
        end: BattleState,
        forward: usize,
        stepped_back: usize,
        foreseen: [Option<BattleState>; 2],
    }

    /// Plays the bundled `scenario`, Akagane 400 against Hayashi 400, battle seed `seed`, to
    /// the end of the deployment, the normal general on both sides.
    fn deployed_by_the_general(scenario: &str, seed: u64) -> Deployed {
        let fixture = Fixture::bundled(scenario, ["akagane_400", "hayashi_400"]);
        let mut battle = fixture.battle(seed).unwrap();
        let mut generals =
            Side::BOTH.map(|s| General::new(s, Level::Normal, Temperament::default(), seed));
        let (mut deploying, mut forward, mut stepped_back) = (false, 0, 0);
        let mut foreseen = [None, None];
        for _ in 0..400 {
            let state = battle.state();
            let is_deploy = matches!(state.awaiting(), Awaiting::Deploy { .. });
            if deploying && !is_deploy {
                return Deployed {
                    end: state.clone(),
                    forward,
                    stepped_back,
                    foreseen,
                };
            }
            deploying |= is_deploy;
            let command = match deciding_side(state) {
                Some(side) => {
                    let formed = line_deployment(state);
                    let d = generals[side.index()].decide(state).unwrap_or_else(|| {
                        panic!("{scenario}: no command at {:?}", state.awaiting())
                    });
                    if d.terms().contains(&Term::Because {
                        why: Why::ZoneFront,
                    }) {
                        forward += 1;
                        let front = front_spots(state, formed.as_ref().unwrap());
                        stepped_back += usize::from(front[0] != d.command);
                        foreseen[side.index()] = played_out(state, side, &d.command);
                    }
                    d.command
                }
                None => legal_commands(state).remove(0),
            };
            battle.execute(command).unwrap();
        }
        panic!("the deployment of {scenario} did not end");
    }

    /// L206-214, R-FORM-1: on every bundled scenario the general sets its units' first models
    /// toward the enemy, and every model of both sides still finds room, so the deployment
    /// ends. In seed 6 of the escort, first models set at the very front once left Hayashi's
    /// scouts with no room in the ambushers' zone (30 by 40 cm, five units): there some step
    /// back for the rest of their side.
    #[test]
    fn l206_l214_it_deploys_toward_the_enemy_and_every_unit_fits() {
        for scenario in ["pitched_battle", "escort", "night_raid", "hold_the_bridge"] {
            let d = deployed_by_the_general(scenario, 6);
            assert!(
                d.forward >= 4,
                "{scenario}: {} first models forward",
                d.forward
            );
            let left: Vec<&str> = d
                .end
                .models()
                .iter()
                .filter(|m| !m.leader && !m.deployed)
                .map(|m| m.id.as_str())
                .collect();
            assert!(left.is_empty(), "{scenario}: {left:?} left out");
            if scenario == "escort" {
                assert!(d.stepped_back >= 1, "escort: none stepped back");
            }
        }
    }

    /// L211-212: the play-out that lets a first model go forward foresees the deployment as
    /// it then happens. After a side's last first model set toward the enemy, every model of
    /// that side ends exactly where the play-out put it, though the enemy deploys between.
    #[test]
    fn l211_l212_the_play_out_foresees_where_the_side_ends() {
        for scenario in ["pitched_battle", "escort"] {
            let d = deployed_by_the_general(scenario, 6);
            for side in Side::BOTH {
                let copy = d.foreseen[side.index()].as_ref().unwrap();
                for m in d.end.models().iter().filter(|m| m.side == side) {
                    let c = copy.model(&m.id).unwrap();
                    assert!(
                        c.deployed == m.deployed
                            && (c.x - m.x).abs() < 1e-9
                            && (c.y - m.y).abs() < 1e-9,
                        "{scenario}: {} at ({:.2}, {:.2}), foreseen ({:.2}, {:.2})",
                        m.id,
                        m.x,
                        m.y,
                        c.x,
                        c.y
                    );
                }
            }
        }
    }

    /// In the pitched battle side 0's zone runs from y 0 to 20 and the enemy's lies at y 70-90:
    /// the first model of a unit goes up toward the zone's front, from its place in the line
    /// (the zone's middle, y 10), yet wholly inside the zone.
    #[test]
    fn l211_a_first_model_goes_to_the_front_of_the_zone() {
        let fixture = Fixture::bundled("pitched_battle", ["akagane_400", "hayashi_400"]);
        let mut battle = fixture.battle(6).unwrap();
        while !matches!(
            battle.state().awaiting(),
            Awaiting::Deploy { side: Side::FIRST }
        ) {
            let c = legal_commands(battle.state()).remove(0);
            battle.execute(c).unwrap();
        }
        let state = battle.state();
        let line = line_deployment(state).unwrap();
        let front = toward_the_enemy(state, &line).unwrap();
        let (Command::Deploy { y: y_line, .. }, Command::Deploy { y: y_front, .. }) =
            (&line, &front)
        else {
            panic!("{line:?} {front:?}");
        };
        assert!((*y_line - 10.0).abs() < 3.0, "{y_line}");
        assert!(*y_front > *y_line + 3.0 && *y_front < 20.0, "{y_front}");
        assert!(check(state, &front).is_ok());
    }
}
