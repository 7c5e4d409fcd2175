//! One side's share of a combat's result put on the table (L925-976): casualties chosen among
//! its models, its leader's wounds and death, wounded and stun markers, a wiped-out unit
//! removed, then its morale: the fall back or retreat (L962-976) that the enemy may answer with
//! an opportunity charge (L846-852). Also the wounds a unit takes when it disengages (L570-578).

use crate::battle::combat::casualty_choice;
use crate::battle::engine::ctx::Ctx;
use crate::battle::model::event::Event;
use crate::rules::Morale;
use crate::rules::staged::Face;

/// Applies one side of a combat report to its unit: its casualties (`lost`, as its side chose
/// them, R-CAS-2; none given: those engaged first, nearest the enemy first, L925-933), the
/// leader's wounds and death (the general's, L438), the wounded and stun markers, a wiped-out
/// unit removed, then the morale.
pub(in crate::battle) fn apply_side(
    ctx: &mut Ctx,
    unit_id: &str,
    enemy: &str,
    rep: &crate::rules::SideReport,
    duel: bool,
    fall_back_dice: Option<&[Face]>,
    lost: Option<&[String]>,
) {
    let Some(u) = ctx.state().unit(unit_id).cloned() else {
        return;
    };
    let a = rep.after;
    let lone_leader = duel || u.is_lone_leader();
    let (models_lost, leader_killed, leader_wounds_after, wounded_after, stuns_after) =
        if lone_leader {
            let dead = a.casualties > 0 || a.wiped_out;
            (
                0,
                dead,
                if dead { 0 } else { a.wounded_marker_after },
                if duel { u.markers.wounded } else { 0 },
                if duel {
                    u.markers.stunned
                } else {
                    a.stuns_after
                },
            )
        } else {
            (
                a.casualties,
                a.leader_died,
                a.leader_wounds_after,
                a.wounded_marker_after,
                a.stuns_after,
            )
        };
    ctx.emit(Event::CasualtiesTaken {
        unit: unit_id.to_string(),
        models_lost,
        leader_wounds_after,
        leader_killed,
        wounded_after,
        stuns_after,
        size_before: u.movement_base.then_some(u.models),
    });
    let lost: Vec<String> = match lost {
        Some(l) => l.to_vec(),
        None => casualty_choice::default_pick(
            &casualty_choice::removable(ctx.state(), unit_id, enemy, false),
            models_lost as usize,
        ),
    };
    for id in lost.into_iter().take(models_lost as usize) {
        if ctx.state().model(&id).is_some() {
            ctx.emit(Event::ModelRemoved { model: id });
        }
    }
    if leader_killed {
        let lm = ctx
            .state()
            .models_of(unit_id)
            .find(|m| m.leader)
            .map(|m| m.id.clone());
        if u.general {
            ctx.emit(Event::GeneralDied { side: u.side });
        }
        if let Some(lm) = lm {
            ctx.emit(Event::ModelRemoved { model: lm });
        }
        crate::battle::turn::end::leader_died(ctx, unit_id);
    }
    if ctx
        .state()
        .unit(unit_id)
        .is_some_and(|u| u.models_in_play() == 0)
    {
        crate::battle::turn::end::remove_unit(
            ctx,
            unit_id,
            crate::battle::model::reasons::Removal::WipedOut,
        );
        return;
    }
    match rep.morale {
        Morale::Holds => {}
        Morale::FallsBack => fall_back_with(ctx, unit_id, enemy, false, fall_back_dice),
        Morale::Retreats => fall_back_with(ctx, unit_id, enemy, true, fall_back_dice),
    }
}

/// Fall back or retreat (L962-976): 2D6 cm, 3D6 mounted, away from the enemy, stopped by
/// friends and killed by enemies in the way (`retreat_move`); used marker, and a retreating
/// marker for a retreat. The dice already rolled (and offered on, R-DECK-4), or rolled now.
pub(in crate::battle) fn fall_back_with(
    ctx: &mut Ctx,
    unit: &str,
    enemy: &str,
    retreat: bool,
    dice: Option<&[Face]>,
) {
    if ctx.state().unit(unit).is_none() {
        return;
    }
    let faces: Vec<Face> = match dice {
        Some(d) => d.to_vec(),
        None => {
            let n = ctx.state().fall_back_dice(unit);
            ctx.dice.d6s(n).into_iter().map(Face::new).collect()
        }
    };
    let dist: f64 = faces.iter().map(|f| f64::from(f.total())).sum();
    ctx.emit(Event::FallBack {
        unit: unit.to_string(),
        dice: faces.iter().map(|f| f.natural).collect(),
        retreat,
    });
    if crate::battle::opportunity::kinds::offer_on_fall_back(ctx, unit, enemy, dist, retreat) {
        return;
    }
    crate::battle::aftermath::retreat_move::fall_back_move(ctx, unit, enemy, dist, retreat);
    crate::battle::aftermath::retreat_move::end_markers(ctx, unit, retreat);
}

/// What disengaging costs `unit` (L570): one wound per model that was in melee, as the
/// wounds and casualties of a combat (R-CAS-1), and the enemy unit nearest, which orders its
/// casualties; none for skirmishers (L578) or a unit in melee with no one.
pub fn disengage_losses(
    state: &crate::battle::model::state::BattleState,
    unit: &str,
) -> Option<(crate::rules::WoundsDealt, crate::rules::UnitAfter, String)> {
    let enemies: Vec<String> =
        crate::battle::engine::measure::engaged_enemies(state, unit).collect();
    let u = state.unit(unit)?;
    let mut engaged: Vec<String> = Vec::new();
    for e in &enemies {
        for m in crate::battle::combat::inputs::engaged_models(state, unit, e) {
            if !engaged.contains(&m) {
                engaged.push(m);
            }
        }
    }
    if u.acting_profile().skirmisher || engaged.is_empty() {
        return None;
    }
    let cu = crate::battle::combat::inputs::combat_unit(state, u, false);
    let dealt = crate::rules::WoundsDealt {
        // A total war base in melee is its unit's models in melee (R-TW-4).
        unit_wounds: crate::battle::combat::total_war::in_contact(u, &engaged),
        leader_wounds: 0,
        stuns: 0,
    };
    let after = crate::rules::wounds::apply_wounds(&cu, dealt, 0, cu.models);
    Some((dealt, after, enemies.first().cloned().unwrap_or_default()))
}

/// Disengaging (L570): one wound per model that was in melee, the casualties removed, those
/// its player named (`chosen`, R-CAS-2) or those nearest the enemy; skirmishers disengage
/// without loss (L578). Returns the enemy units it left.
pub fn disengage_wounds(ctx: &mut Ctx, unit: &str, chosen: &[String]) -> Vec<String> {
    let enemies: Vec<String> =
        crate::battle::engine::measure::engaged_enemies(ctx.state(), unit).collect();
    let Some((dealt, after, near)) = disengage_losses(ctx.state(), unit) else {
        return enemies;
    };
    let rep = crate::rules::SideReport {
        name: unit.to_string(),
        pool: None,
        attack_dice: Vec::new(),
        hits: 0,
        wound_dice: Vec::new(),
        dealt,
        protect_dice: Vec::new(),
        diverted: 0,
        after,
        honor_test: None,
        morale: Morale::Holds,
    };
    let chosen = (!chosen.is_empty()).then_some(chosen);
    apply_side(ctx, unit, &near, &rep, false, None, chosen);
    enemies
}
