//! A fight or a shot rolled stage by stage during the battle (`rules::staged`): after each roll
//! (the combat roll, the wound rolls, every protect-the-leader die, the Honor test and the fall
//! back dice) the battle waits for offerings to the gods when a side holds cards (R-DECK-4,
//! L1024-1031), and every wound on a unit leader waits for his side's choice to protect him
//! (R-WOUND-4, L915-917); once rolled, a side with a choice of casualties picks them (L929,
//! R-CAS-2, `casualty_choice`). The combat under way is kept on the state; once it is over its whole
//! report is applied at once (`GoOn::CombatOver`: `combat::fight::conclude`) and the battle
//! goes on with [`AfterCombat`].

use crate::battle::engine::ctx::{Ctx, GoOn};
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::combat::AfterCombat;
use crate::battle::model::combat::CombatUnderWay;
use crate::battle::model::combat::FightDeclared;
use crate::battle::model::command::Command;
use crate::battle::model::event::Event;
use crate::battle::model::rejection::{Decision, Rejection, Turn, no};
use crate::battle::model::side::Side;
use crate::battle::model::state::{BattleState, PendingRoll, RollKind, RolledDie};
use crate::rules::Morale;
use crate::rules::staged::{Face, Need, Role, StagedCombat};

/// Starts rolling a fight (`fight`) or a shot (none) between `units` of `sides`.
pub fn begin(
    ctx: &mut Ctx,
    sides: [Side; 2],
    units: [String; 2],
    fight: Option<FightDeclared>,
    staged: StagedCombat,
    then: AfterCombat,
) {
    ctx.emit(Event::CombatBegan {
        combat: Box::new(CombatUnderWay {
            sides,
            fight,
            units,
            staged,
            fall_back_dice: None,
            then,
            casualties_chosen: Vec::new(),
        }),
    });
    advance(ctx);
}

/// The unit that falls back or retreats after the combat and how many dice it rolls (L966).
fn falling_back(state: &BattleState, c: &CombatUnderWay) -> Option<(Role, usize)> {
    [Role::Defender, Role::Attacker]
        .into_iter()
        .find_map(|role| {
            let s = &c.staged.sides[match role {
                Role::Attacker => 0,
                Role::Defender => 1,
            }];
            let moves = matches!(s.morale, Some(Morale::FallsBack | Morale::Retreats));
            let still_there = s.after.is_some_and(|a| !a.wiped_out);
            (moves && still_there).then(|| (role, state.fall_back_dice(c.unit_of(role))))
        })
}

/// Rolls the next stage, asks the next protect-the-leader choice, or applies the result.
pub fn advance(ctx: &mut Ctx) {
    let Some(c) = ctx.state().combat().clone() else {
        return;
    };
    let roll = |ctx: &mut Ctx, owners: Vec<Side>| -> Vec<RolledDie> {
        owners
            .into_iter()
            .map(|owner| RolledDie {
                owner,
                value: ctx.dice.d6(),
                bonus: 0,
            })
            .collect()
    };
    match c.staged.need() {
        Need::Dice {
            roll: stage,
            owners,
        } => {
            let dice = roll(ctx, owners.iter().map(|&r| c.side_of(r)).collect());
            ctx.go_on(GoOn::Roll {
                kind: RollKind::Combat { stage },
                dice,
            });
        }
        Need::ProtectChoice { role, .. } => {
            ctx.awaits(Awaiting::ProtectLeader {
                side: c.side_of(role),
            });
        }
        // The casualties are removed before the result (L925-937): a side with a choice of
        // models picks them first (R-CAS-2).
        Need::Done if crate::battle::combat::casualty_choice::ask(ctx) => {}
        Need::Done => match falling_back(ctx.state(), &c) {
            Some((role, n)) if c.fall_back_dice.is_none() => {
                let dice = roll(ctx, vec![c.side_of(role); n]);
                let unit = c.unit_of(role).to_string();
                ctx.go_on(GoOn::Roll {
                    kind: RollKind::FallBack { unit },
                    dice,
                });
            }
            _ => conclude(ctx, &c),
        },
    }
}

fn faces(roll: &PendingRoll) -> Vec<Face> {
    roll.dice
        .iter()
        .map(|d| Face {
            natural: d.value,
            bonus: d.bonus,
        })
        .collect()
}

/// A stage's dice settled (offerings made): fed to the combat, which goes on.
pub fn stage_rolled(ctx: &mut Ctx, roll: &PendingRoll) {
    ctx.emit(Event::CombatStageRolled { faces: faces(roll) });
    advance(ctx);
}

/// The fall back dice settled: the combat is applied.
pub fn fall_back_rolled(ctx: &mut Ctx, roll: &PendingRoll) {
    ctx.emit(Event::CombatFallBackRolled { faces: faces(roll) });
    advance(ctx);
}

/// The combat is over: the turn machine has its report applied (`combat::fight::conclude`).
fn conclude(ctx: &mut Ctx, c: &CombatUnderWay) {
    ctx.emit(Event::CombatFinished);
    ctx.go_on(GoOn::CombatOver {
        combat: Box::new(c.clone()),
    });
}

/// Checks a protect-the-leader answer (R-WOUND-4).
pub fn check(state: &BattleState, side: Side) -> Result<(), Rejection> {
    if state.awaiting() != (Awaiting::ProtectLeader { side }) || state.combat().is_none() {
        return no(Turn::not_awaited(
            Decision::ProtectLeader,
            &state.awaiting(),
        ));
    }
    Ok(())
}

/// Both answers, the side's standing setting first (`kensei battle play` takes it).
pub fn candidates(state: &BattleState, side: Side, out: &mut Vec<Command>) {
    let first = state
        .combat()
        .as_ref()
        .is_some_and(|c| c.staged.default_protect());
    out.push(Command::ProtectLeader {
        side,
        protect: first,
    });
    out.push(Command::ProtectLeader {
        side,
        protect: !first,
    });
}

/// Executes the answer and goes on with the combat.
pub fn run(ctx: &mut Ctx, protect: bool) {
    let Some(c) = ctx.state().combat().clone() else {
        return;
    };
    let unit = match c.staged.need() {
        Need::ProtectChoice { role, .. } => c.unit_of(role).to_string(),
        _ => return,
    };
    ctx.emit(Event::LeaderProtection { unit, protect });
    advance(ctx);
}
