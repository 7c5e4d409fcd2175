//! A duel is fought by the two leaders alone with their own abilities and weapons, as if each
//! were a unit of his own (L789): each side's pool takes the leader's attack, his armour's
//! difficulty to wound and his weapons' wound modifier, not his unit's. Read off the faction
//! data: where the leader's figure and his unit's differ, the pool must hold the leader's.

use crate::army::{CombatContext, totals};
use crate::battle::model::event::Event;
use crate::battle::model::state::BattleState;
use crate::rules::situation::MeleeSide;
use crate::rules::staged::Situation;

use super::breach::{Breach, DuelFigure, Invariant};
use super::walk::{At, Check};
use super::weapons::faction_profile;

pub(super) struct Duel;

impl Check for Duel {
    fn before(&mut self, state: &BattleState, event: &Event, at: At, out: &mut Vec<Breach>) {
        let Event::CombatBegan { combat } = event else {
            return;
        };
        if !combat.fight.as_ref().is_some_and(|f| f.duel) {
            return;
        }
        let Situation::Melee(m) = &combat.staged.situation else {
            return;
        };
        for (unit, side) in [
            (&combat.units[0], &m.attacker),
            (&combat.units[1], &m.defender),
        ] {
            if let Some(b) = leaders_figures(state, unit, side) {
                out.push(at.breach(b));
            }
        }
    }
}

/// The first figure of `side`'s pool that is its unit's where the leader's own differs.
fn leaders_figures(state: &BattleState, unit: &str, side: &MeleeSide) -> Option<Invariant> {
    let u = state.unit(unit)?;
    let leader = u.leader.as_ref()?;
    if u.is_lone_leader() {
        return None;
    }
    let (faction, leader_profile) = faction_profile(state, u, leader)?;
    let (_, unit_profile) = faction_profile(state, u, &u.profile)?;
    let ctx = CombatContext {
        attacked_only_by_front: true,
        ..CombatContext::default()
    };
    let (l, t) = (
        totals(faction, leader_profile, &ctx),
        totals(faction, unit_profile, &ctx),
    );
    let figures = [
        (
            DuelFigure::Attack,
            l.attack_melee,
            t.attack_melee,
            side.unit.attack,
        ),
        (
            DuelFigure::DifficultyToWound,
            l.difficulty_to_wound,
            t.difficulty_to_wound,
            side.unit.difficulty_to_wound,
        ),
        (
            DuelFigure::WoundModifier,
            l.melee_wound_value,
            t.melee_wound_value,
            side.wound_modifier,
        ),
    ];
    figures
        .into_iter()
        .find(|(_, leaders, units, used)| leaders != units && used == units)
        .map(|(figure, leaders, _, used)| Invariant::DuelPoolNotLeaders {
            unit: unit.to_string(),
            figure,
            leaders,
            used,
        })
}
