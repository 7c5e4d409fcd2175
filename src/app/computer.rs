//! The computer playing a side (issue 13: each side played by a player or the computer): a side
//! the settings give to the computer (`Settings::computer`) is played by the engine's general
//! (`battle::policy::general`) at its level, its setup included, and it answers every question
//! of its side itself (the window's own answers, `answers.rs`, are for the players' sides).
//!
//! - One command per short pause ([`KenseiApp::computer_pause_secs`]), so that a player can
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
use super::i18n::Key;
use super::intent::Intent;
use super::shell::KenseiApp;
use super::status::Said;
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

impl KenseiApp {
    /// What the computer's generals are made for: the battle open (by the window's count of
    /// battles opened), its `seed`, who plays each side and with what temperament.
    fn seats_key(&self, seed: u64) -> SeatsKey {
        (
            self.workspace.battles_opened(),
            seed,
            self.settings.computer,
            self.settings.temperament,
        )
    }

    /// The side the open battle waits for when the computer plays it, with its level.
    pub fn computer_to_play(&self) -> Option<(Side, Level)> {
        super::view::computer_to_play(&self.workspace, &self.settings)
    }

    /// Whether the computer is about to play (not stopped on the battle's state).
    pub fn computer_playing(&self) -> bool {
        super::view::computer_playing(&self.workspace, &self.settings, &self.computer)
    }

    /// Plays the computer's command when the battle has waited a pause for a side it plays; a
    /// frame's part of its play (by the frame's dispatch, after the frame's intents).
    pub(super) fn play_for_computer(&mut self, ctx: &egui::Context) {
        let Some(b) = &self.workspace.battle else {
            self.computer = ComputerSeats::default();
            return;
        };
        let state = b.value.shared_state();
        self.computer.seat(self.seats_key(b.value.seed()));
        if let Some(t) = &self.computer.thinking {
            if !t.job.is_finished() {
                ctx.request_repaint_after(THINKING_POLL);
                return;
            }
            if let Some(t) = self.computer.thinking.take() {
                self.computer_answered(t, &state);
                ctx.request_repaint();
            }
            return;
        }
        // Not while the battle is out of sight or a question is asked over it.
        if self.start_page_shown() || self.leave.pending.is_some() || self.pending_restore.is_some()
        {
            return;
        }
        let Some((side, _)) = self.computer_to_play() else {
            self.computer.waiting = None;
            return;
        };
        if self.computer.stopped_on(&state) {
            return;
        }
        let now = ctx.input(|i| i.time);
        let since = match &self.computer.waiting {
            Some((s, t)) if Rc::ptr_eq(s, &state) => *t,
            _ => {
                self.computer.waiting = Some((state.clone(), now));
                now
            }
        };
        let left = self.computer_pause_secs - (now - since);
        if left > 0.0 {
            ctx.request_repaint_after(Duration::from_secs_f64(left));
            return;
        }
        let Some(mut general) = self.computer.generals[side.index()].take() else {
            return;
        };
        let seen = BattleState::clone(&state);
        let spawned = std::thread::Builder::new()
            .name("kensei-general".into())
            .spawn(move || {
                let decision = general.decide(&seen);
                (general, decision)
            });
        match spawned {
            Ok(job) => {
                self.computer.thinking = Some(Thinking { state, side, job });
                ctx.request_repaint_after(THINKING_POLL);
            }
            // No thread to be had (the system's limit): the computer stops here, and says so.
            Err(e) => {
                self.computer.remake(side);
                self.computer_stops(state, Some(Said::Text(e.to_string())));
            }
        }
    }

    /// The thinking general's answer: played when the battle still stands where it was asked.
    fn computer_answered(&mut self, t: Thinking, now: &Rc<BattleState>) {
        let Ok((general, decision)) = t.job.join() else {
            // Its thread failed: a new general, and no more tries on this state.
            self.computer.remake(t.side);
            self.computer_stops(t.state, None);
            return;
        };
        self.computer.generals[t.side.index()] = Some(general);
        if !Rc::ptr_eq(&t.state, now) {
            return;
        }
        match decision {
            Some(decision) => {
                self.apply(Intent::Computer {
                    decision,
                    on: t.state,
                });
            }
            None => self.computer_stops(t.state, None),
        }
    }

    /// The computer cannot play on `state`: it stops there, and the status bar says so, with
    /// `why` when it is known (the engine's refusal, the system's message).
    pub(super) fn computer_stops(&mut self, state: Rc<BattleState>, why: Option<Said>) {
        self.computer.stopped_on = Some(state);
        let stopped = Said::key(Key::ComputerStopped);
        match why {
            Some(why) => self.set_error(Said::Join(vec![stopped, why])),
            None => self.set_error(stopped),
        }
    }

    /// The computer's decision for the setup step the battle waits for, when the computer plays
    /// that side ("Finish the setup for me" asks it for the computer's sides).
    pub(super) fn computer_setup_decision(&mut self) -> Option<Decision> {
        let b = self.workspace.battle.as_ref()?;
        let state = b.value.shared_state();
        let key = self.seats_key(b.value.seed());
        let (side, _) = self.computer_to_play()?;
        self.computer.seat(key);
        self.computer.general(side)?.decide(&state)
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
