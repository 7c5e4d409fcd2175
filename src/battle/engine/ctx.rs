//! The working copy a command's rules run in: the state the command started from, the events
//! emitted so far and the dice of this log entry. The state is private: rules read it through
//! [`Ctx::state`] and change it only by [`Ctx::emit`], which applies the event to the copy
//! (`model::apply`) and records it, so the recorded events rebuild the same state.
//! [`Ctx::finish`] hands back both: the events for the log, the copy as the battle's new state
//! (each event applied once).

use crate::battle::engine::dice::Dice;
use crate::battle::model::apply::apply;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::combat::FightDeclared;
use crate::battle::model::combat::{AfterCombat, CombatUnderWay};
use crate::battle::model::event::Event;
use crate::battle::model::pending_move::PendingMove;
use crate::battle::model::side::Side;
use crate::battle::model::state::{BattleState, RollKind, RolledDie};

/// What executing a command gave: its events, and the state they lead to (the working copy
/// each event was applied to as it was emitted, so nobody needs to apply them again).
#[derive(Debug, Clone)]
pub struct Executed {
    pub events: Vec<Event>,
    pub state: BattleState,
}

/// A working copy of the state, the events so far and the dice of this log entry.
pub struct Ctx<'a> {
    /// Private: read through [`Ctx::state`], changed only by [`Ctx::emit`].
    state: BattleState,
    events: Vec<Event>,
    pub dice: &'a mut Dice,
    /// The turn machine's one door ([`GoOn`]), given by the engine that made this context.
    turn_machine: TurnMachine,
}

/// The turn machine's entry: what the battle does once a rule reports [`GoOn`]
/// (`turn::flow::go_on`).
pub type TurnMachine = fn(&mut Ctx<'_>, GoOn);

/// What a rule reports when its part is done, so that the turn machine, the one place that
/// decides what comes next, goes on from there. Rules never call the turn machine themselves.
#[derive(Debug, Clone, PartialEq)]
pub enum GoOn {
    /// `side`'s order is over: the enemy may act next, and the pair goes on (L283).
    OrderDone { side: Side },
    /// A step of the pair is over (a reaction, a combat of a chain, a step of the aftermath):
    /// the next decision of the pair, or whatever still waits before it.
    StepDone,
    /// A roll was made: it waits for offerings to the gods when a side holds a card, or does
    /// what it does at once (R-DECK-4, L1028).
    Roll {
        kind: RollKind,
        dice: Vec<RolledDie>,
    },
    /// A roll opened to offerings to the gods whatever the hands hold (R-DECK-4).
    OpenRoll {
        kind: RollKind,
        dice: Vec<RolledDie>,
    },
    /// A fight is ready to be rolled: the defender answered, or every unit of a multiple
    /// combat picked its opponents (L703-719); then the battle goes on with `then`.
    FightReady {
        fight: FightDeclared,
        defender_spent: bool,
        defender_powered: bool,
        then: AfterCombat,
    },
    /// The last stage of a fight or a shot was rolled: its report is applied (R-RES-1, R-CAS-1).
    CombatOver { combat: Box<CombatUnderWay> },
    /// A declared move that the enemy could answer with an opportunity charge (L846-852) is
    /// over without a fight: what it was part of goes on.
    MoveOver { pending: Box<PendingMove> },
}

impl<'a> Ctx<'a> {
    /// A context for one command (or the setup) on `state`, drawing from `dice`, whose rules
    /// hand over to `turn_machine` when their part is done.
    pub fn new(state: &BattleState, dice: &'a mut Dice, turn_machine: TurnMachine) -> Self {
        Ctx {
            state: state.clone(),
            events: Vec::new(),
            dice,
            turn_machine,
        }
    }

    /// Reports that a rule's part is done: the turn machine decides what follows.
    pub fn go_on(&mut self, what: GoOn) {
        (self.turn_machine)(self, what)
    }

    /// The working state: the state the command started from with every event emitted so far
    /// applied.
    pub fn state(&self) -> &BattleState {
        &self.state
    }

    /// The events recorded and the state they led to.
    pub fn finish(self) -> Executed {
        Executed {
            events: self.events,
            state: self.state,
        }
    }

    /// Records an event and applies it to the working state.
    pub fn emit(&mut self, event: Event) {
        apply(&mut self.state, &event);
        self.events.push(event);
    }

    pub fn awaits(&mut self, awaiting: Awaiting) {
        self.emit(Event::Awaits { awaiting });
    }

    /// `n` dice rolled for `owner`'s side, no card added yet (R-DECK-4 may change them).
    pub fn roll_dice(&mut self, owner: Side, n: usize) -> Vec<RolledDie> {
        self.dice
            .d6s(n)
            .into_iter()
            .map(|value| RolledDie {
                owner,
                value,
                bonus: 0,
            })
            .collect()
    }
}
