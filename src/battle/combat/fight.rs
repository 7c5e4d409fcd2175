//! A fight during the battle (L632-716): rolled stage by stage (`staged`) from what `inputs`
//! reads off the state, or handed to a multiple combat (`multiple`, L703-719); once over, its
//! report applied (R-RES-1, R-CAS-1) and the steps after the melee lined up
//! (`aftermath::sequence`), or the combat noted in its chain. [`conclude`] is where the turn
//! machine brings every fight or shot whose last stage was rolled (`GoOn::CombatOver`).

use crate::battle::engine::ctx::Ctx;
use crate::battle::model::combat::FightDeclared;
use crate::battle::model::combat::{AfterCombat, CombatUnderWay};
use crate::battle::model::event::Event;
use crate::rules::staged::{Face, Role, StagedCombat};
use crate::rules::{CombatReport, Morale, Winner};

/// A fight between `fight.attacker` and `fight.defender` (L632-716), the defender having
/// decided whether to power it; `refused_leader` is a unit whose leader refused a duel (L801).
/// The fight is rolled stage by stage (`staged_combat`), pausing for offerings and
/// protect-the-leader choices; when it is over the battle goes on with `then`.
pub fn resolve_fight(
    ctx: &mut Ctx,
    fight: &FightDeclared,
    defender_spent: bool,
    defender_powered: bool,
    refused_leader: Option<&str>,
    then: AfterCombat,
) {
    let (Some(att), Some(def)) = (
        ctx.state().unit(&fight.attacker).cloned(),
        ctx.state().unit(&fight.defender).cloned(),
    ) else {
        crate::battle::combat::charge_move::continue_after(ctx, then);
        return;
    };
    if crate::battle::combat::multiple::begin(ctx, fight, defender_spent, defender_powered, then) {
        return;
    }
    // A mixed raid unit's fight begins with its first profile's combat (R-RAID-6).
    let fight = &FightDeclared {
        groups: crate::battle::combat::profile_groups::first_combat(ctx.state(), fight).groups,
        ..fight.clone()
    };
    let Some(situation) = crate::battle::combat::inputs::fight_situation(
        ctx.state(),
        fight,
        defender_spent,
        defender_powered,
        refused_leader,
    ) else {
        crate::battle::combat::charge_move::continue_after(ctx, then);
        return;
    };
    let seed = ctx.dice.seed();
    let mut staged = StagedCombat::melee(situation, seed, true);
    staged.no_result = crate::battle::aftermath::kept::current(ctx).chain.is_some();
    crate::battle::combat::staged::begin(
        ctx,
        [att.side, def.side],
        [att.id.clone(), def.id.clone()],
        Some(fight.clone()),
        staged,
        then,
    );
}

/// Applies a fight's report (R-RES-1, R-CAS-1, L957-976): the result, both units' casualties
/// (`lost`: the attacker's models, then the defender's, R-CAS-2) and morale (the loser's fall
/// back with `fall_back_dice` when already rolled), then what follows any melee (`aftermath`).
pub fn apply_fight(
    ctx: &mut Ctx,
    fight: &FightDeclared,
    mut report: CombatReport,
    fall_back_dice: Option<&[Face]>,
    lost: &[Vec<String>; 2],
) {
    let (att, def) = (fight.attacker.clone(), fight.defender.clone());
    let in_chain = crate::battle::combat::multiple::without_result(ctx.state(), &mut report);
    ctx.emit(Event::CombatResolved {
        attacker: att.clone(),
        defender: def.clone(),
        report: Box::new(report.clone()),
        groups: fight.groups,
    });
    crate::battle::deck::commander::after_combat(
        ctx,
        &[&att, &def],
        &[
            (&att, report.attacker.honor_test.is_some()),
            (&def, report.defender.honor_test.is_some()),
        ],
    );
    let (winner, loser) = match report.winner {
        Some(Winner::Attacker) => (Some(att.clone()), Some(def.clone())),
        Some(Winner::Defender) => (Some(def.clone()), Some(att.clone())),
        _ => (None, None),
    };
    if !in_chain {
        ctx.emit(Event::CombatResult {
            winner,
            loser,
            why: crate::battle::model::reasons::ResultRule::Melee.into(),
        });
    }
    crate::battle::combat::side_result::apply_side(
        ctx,
        &def,
        &att,
        &report.defender,
        fight.duel,
        fall_back_dice,
        Some(&lost[1]),
    );
    crate::battle::combat::side_result::apply_side(
        ctx,
        &att,
        &def,
        &report.attacker,
        fight.duel,
        fall_back_dice,
        Some(&lost[0]),
    );
    if fight.duel {
        ctx.emit(Event::DuelUnitsMarked {
            units: vec![att.clone(), def.clone()],
        });
    }
    if !in_chain {
        // The fight is over: a unit that fought back, answered a duel (L791) or charged by
        // opportunity has made its reaction (L842). A multiple combat's units are marked once
        // the whole group's result is taken (`multiple::finish`).
        crate::battle::turn::reaction::ended(ctx, &[&att, &def]);
    }
    crate::battle::turn::end::check_wiped_out_army(ctx);
    after_fight(ctx, fight, &report);
}

/// Called at the end of every fight's resolution with the fight's report: notes a combat of a
/// multiple combat, or reads the fight's result and lines up the pursuits and melee moves it
/// allows. A loser that retreats (and is still on the table) may be pursued.
fn after_fight(ctx: &mut Ctx, fight: &FightDeclared, report: &CombatReport) {
    if ctx.state().phase() == crate::battle::model::state::Phase::Ended {
        crate::battle::aftermath::kept::set(
            ctx,
            crate::battle::model::aftermath::Aftermath::default(),
        );
        return;
    }
    if crate::battle::aftermath::kept::current(ctx).chain.is_some() {
        crate::battle::combat::multiple::note(ctx, fight, report);
        return;
    }
    let (att, def) = (fight.attacker.clone(), fight.defender.clone());
    let (winners, loser_morale) = match report.winner {
        _ if fight.duel => (Vec::new(), Morale::Holds),
        Some(Winner::Attacker) => (vec![(att, def)], report.defender.morale),
        Some(Winner::Defender) => (vec![(def, att)], report.attacker.morale),
        _ => (Vec::new(), Morale::Holds),
    };
    let retreated: Vec<String> = winners
        .iter()
        .filter(|_| loser_morale == Morale::Retreats)
        .map(|(_, l)| l.clone())
        .collect();
    crate::battle::aftermath::sequence::after_result(ctx, &winners, &retreated);
}

/// The last stage of a fight or a shot was rolled (`GoOn::CombatOver`): its report is applied,
/// then the battle goes on with what the combat was part of.
pub fn conclude(ctx: &mut Ctx, c: &CombatUnderWay) {
    let report = c.staged.report();
    let dice = c.fall_back_dice.as_deref();
    // Both units' casualties are read before either loses a model (R-CAS-2).
    let lost = [Role::Attacker, Role::Defender]
        .map(|r| crate::battle::combat::casualty_choice::lost_models(ctx.state(), c, r));
    match &c.fight {
        Some(fight) => apply_fight(ctx, fight, report, dice, &lost),
        None => crate::battle::combat::shot::apply_shot(
            ctx,
            &c.units[0],
            &c.units[1],
            &report,
            dice,
            &lost[1],
        ),
    }
    crate::battle::combat::charge_move::continue_after(ctx, c.then);
}
