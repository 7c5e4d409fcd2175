//! The computer playing a side (issue 13: each side played by a player or the computer): a side
//! the settings give to the computer (`Settings::computer`) is played by the engine's general
//! (`battle::policy::general`) at its level, its setup included, and it answers every question
//! of its side itself (the window's own answers, `answers.rs`, are for the players' sides).
//!
//! - One command per short pause ([`PAUSE_SECS`], none in the tests), so that a player can
//!   follow the battle; the general thinks in a thread of its own, so the window goes on
//!   drawing meanwhile, and an answer given for a state the battle has left is dropped.
//! - Each command is the engine's, checked like a click, and joins the player's last command in
//!   the undo history: one Undo takes back a command and the computer's answers after it.
//! - Its decision is kept by the log entry it became (`Workspace::reason_at`), for the battle log
//!   and the tracker to say why; its last order naming a unit and a target is ringed on the table
//!   until the next command.
//! - A refused command (it should never be) stops it on that state and says why on the status
//!   bar.
//!
//! The generals are seeded from the battle's seed and made anew for each battle and each change
//! of who plays, so that a battle the computer plays from its start replays.

use std::rc::Rc;
use std::thread::JoinHandle;
use std::time::Duration;

use super::canvas::highlight::OrderHighlight;
use super::intent::Intent;
use super::settings::Settings;
use super::status::Said;
use super::workspace::Workspace;
use crate::battle::model::side::Side;
use crate::battle::policy::general::{Decision, General, Level, Temperament};
use crate::battle::{BattleState, Command, Order};

/// Seconds between two commands of the computer: long enough to see each.
pub const PAUSE_SECS: f64 = 0.6;

/// How often the window looks whether the general has made up its mind while it thinks.
const THINKING_POLL: Duration = Duration::from_millis(40);

/// A general thinking about a state in its own thread.
#[derive(Debug)]
struct Thinking {
    /// The state it was asked about: once the battle has left it, its answer is dropped.
    state: Rc<BattleState>,
    side: Side,
    job: JoinHandle<(General, Option<Decision>)>,
}

/// What the computer's generals are made for: the battle (by the window's count of battles
/// opened), its seed, who plays each side and each side's temperament.
type SeatsKey = (u64, u64, [Option<Level>; 2], [Temperament; 2]);

/// What the window keeps of the computer's play between frames.
#[derive(Debug, Default)]
pub struct ComputerSeats {
    /// A general for each side the computer plays (out in its thread while it thinks).
    generals: [Option<General>; 2],
    /// What the generals were made for.
    made_for: Option<SeatsKey>,
    /// The state the computer began to wait on, and the window's clock then.
    waiting: Option<(Rc<BattleState>, f64)>,
    thinking: Option<Thinking>,
    /// The state on which the computer could not play: it waits there until the battle changes.
    stopped_on: Option<Rc<BattleState>>,
}

impl ComputerSeats {
    /// Makes the generals for `key` unless they were made for it.
    fn seat(&mut self, key: SeatsKey) {
        if self.made_for == Some(key) {
            return;
        }
        self.made_for = Some(key);
        self.generals = Side::BOTH.map(|side| self.made(side));
        // A general still thinking for the old seats finishes on its own; its answer is not
        // wanted.
        self.thinking = None;
        self.waiting = None;
        self.stopped_on = None;
    }

    /// A general for `side` as the seats are made for (none when a player plays it).
    fn made(&self, side: Side) -> Option<General> {
        let (_, seed, levels, temperaments) = self.made_for?;
        let temperament = temperaments[side.index()];
        levels[side.index()].map(|level| General::new(side, level, temperament, seed))
    }

    /// A new general for `side`, as the seats were made (one lost with a failed thread).
    fn remake(&mut self, side: Side) {
        self.generals[side.index()] = self.made(side);
    }

    /// The general of `side`, back from its thread if it was thinking (its answer dropped).
    fn general(&mut self, side: Side) -> Option<&mut General> {
        if let Some(t) = self.thinking.take()
            && let Ok((general, _)) = t.job.join()
        {
            self.generals[t.side.index()] = Some(general);
        }
        self.generals[side.index()].as_mut()
    }

    /// Whether a general is still thinking (its answer not ready yet).
    pub fn thinking(&self) -> bool {
        self.thinking.as_ref().is_some_and(|t| !t.job.is_finished())
    }

    /// Whether the computer stopped on `state`.
    pub fn stopped_on(&self, state: &Rc<BattleState>) -> bool {
        self.stopped_on
            .as_ref()
            .is_some_and(|s| Rc::ptr_eq(s, state))
    }
}

/// What the computer's generals are made for on the battle open (by the window's count of
/// battles opened), its `seed`, who plays each side and with what temperament.
fn seats_key(workspace: &Workspace, settings: &Settings, seed: u64) -> SeatsKey {
    (
        workspace.battles_opened(),
        seed,
        settings.computer,
        settings.temperament,
    )
}

impl ComputerSeats {
    /// The computer's part of a frame (the frame's dispatch asks it after the frame's intents):
    /// once the battle has waited a pause for a side the computer plays, its general thinks
    /// in a thread of its own, and what it decided comes back, in a later frame, as the
    /// intent to play it, or to stop there. `held` while the battle is out of sight or a
    /// question is asked over it.
    pub fn play(
        &mut self,
        ctx: &egui::Context,
        workspace: &Workspace,
        settings: &Settings,
        pause_secs: f64,
        held: bool,
    ) -> Option<Intent> {
        let Some(b) = &workspace.battle else {
            *self = ComputerSeats::default();
            return None;
        };
        let state = b.value.shared_state();
        self.seat(seats_key(workspace, settings, b.value.seed()));
        if let Some(t) = &self.thinking {
            if !t.job.is_finished() {
                ctx.request_repaint_after(THINKING_POLL);
                return None;
            }
            let t = self.thinking.take()?;
            ctx.request_repaint();
            return self.answered(t, &state);
        }
        if held {
            return None;
        }
        let Some((side, _)) = super::view::computer_to_play(workspace, settings) else {
            self.waiting = None;
            return None;
        };
        if self.stopped_on(&state) {
            return None;
        }
        let now = ctx.input(|i| i.time);
        let since = match &self.waiting {
            Some((s, t)) if Rc::ptr_eq(s, &state) => *t,
            _ => {
                self.waiting = Some((state.clone(), now));
                now
            }
        };
        let left = pause_secs - (now - since);
        if left > 0.0 {
            ctx.request_repaint_after(Duration::from_secs_f64(left));
            return None;
        }
        let mut general = self.generals[side.index()].take()?;
        let seen = BattleState::clone(&state);
        let spawned = std::thread::Builder::new()
            .name("kensei-general".into())
            .spawn(move || {
                let decision = general.decide(&seen);
                (general, decision)
            });
        match spawned {
            Ok(job) => {
                self.thinking = Some(Thinking { state, side, job });
                ctx.request_repaint_after(THINKING_POLL);
                None
            }
            // No thread to be had (the system's limit): the computer stops here, and says so.
            Err(e) => {
                self.remake(side);
                Some(Intent::ComputerStopped {
                    on: state,
                    why: Some(Said::Text(e.to_string())),
                })
            }
        }
    }

    /// The thinking general's answer: to be played when the battle still stands where it was
    /// asked.
    fn answered(&mut self, t: Thinking, now: &Rc<BattleState>) -> Option<Intent> {
        let Ok((general, decision)) = t.job.join() else {
            // Its thread failed: a new general, and no more tries on this state.
            self.remake(t.side);
            return Some(Intent::ComputerStopped {
                on: t.state,
                why: None,
            });
        };
        self.generals[t.side.index()] = Some(general);
        if !Rc::ptr_eq(&t.state, now) {
            return None;
        }
        Some(match decision {
            Some(decision) => Intent::Computer {
                decision,
                on: t.state,
            },
            None => Intent::ComputerStopped {
                on: t.state,
                why: None,
            },
        })
    }

    /// The computer cannot play on `state`: it waits there until the battle changes.
    pub fn stop_on(&mut self, state: Rc<BattleState>) {
        self.stopped_on = Some(state);
    }

    /// The computer's decision for the setup step the battle waits for, when the computer
    /// plays that side ("Finish the setup for me" asks it for the computer's sides).
    pub fn setup_decision(
        &mut self,
        workspace: &Workspace,
        settings: &Settings,
    ) -> Option<Decision> {
        let b = workspace.battle.as_ref()?;
        let state = b.value.shared_state();
        let (side, _) = super::view::computer_to_play(workspace, settings)?;
        self.seat(seats_key(workspace, settings, b.value.seed()));
        self.general(side)?.decide(&state)
    }
}

/// The unit and targets of an order that names both (charge, fight, shoot, duel).
pub fn order_highlight(c: &Command) -> Option<OrderHighlight> {
    let Command::Order { unit, order, .. } = c else {
        return None;
    };
    let targets = match order {
        Order::Charge { target, also, .. } => {
            std::iter::once(target).chain(also).cloned().collect()
        }
        Order::Fight { target, .. } | Order::Shoot { target, .. } | Order::Duel { target, .. } => {
            vec![target.clone()]
        }
        _ => return None,
    };
    Some(OrderHighlight {
        unit: unit.clone(),
        targets,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn order(order: Order) -> Command {
        Command::Order {
            side: Side::SECOND,
            unit: "samurai".into(),
            order,
        }
    }

    #[test]
    fn an_order_naming_a_unit_and_its_targets_is_highlighted_and_a_move_is_not() {
        let charge = order(Order::Charge {
            target: "ashigaru".into(),
            powered: false,
            also: vec!["archers".into()],
        });
        assert_eq!(
            order_highlight(&charge),
            Some(OrderHighlight {
                unit: "samurai".into(),
                targets: vec!["ashigaru".into(), "archers".into()],
            })
        );
        let shoot = order(Order::Shoot {
            target: "ashigaru".into(),
            powered: true,
        });
        assert_eq!(
            order_highlight(&shoot).map(|h| h.targets),
            Some(vec!["ashigaru".to_string()])
        );
        assert_eq!(order_highlight(&order(Order::Parapet)), None);
        assert_eq!(order_highlight(&Command::Hold { side: Side::FIRST }), None);
    }
}
