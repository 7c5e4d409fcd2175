//! The fight between two units on the table as the battle would resolve it now, for the odds
//! panel and `kensei odds battle`: engaged, the fight order's situation (L652,
//! [`fight_situation`]); not engaged, the charge (L604): its odds (R-CHG-1), the chance its move
//! lands, and the fight after it with contact assumed ([`charged`]); out of reach or not seen,
//! which; a shot, [`shot_situation`] (L721). Each unit's cover comes with its reason, by clause
//! of R-COVER-1 and R-COVER-2, as ids: the words are the catalogues' (`table.ftl`,
//! `table-cover-*`). Reads only.

use serde::Serialize;

use crate::battle::combat::charged::{self, charged_situation, declared};
use crate::battle::combat::inputs::{engaged_models, fight_situation};
use crate::battle::combat::shot::shot_situation;
use crate::battle::engine::measure;
use crate::battle::model::state::BattleState;
use crate::rules::{MeleeSituation, ShootSituation};
use crate::table::{CoverReasons, Obstacle, Table};

/// Why a unit is or is not in cover in this fight (R-COVER-1, R-COVER-2), as ids.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CoverWhy {
    /// The unit whose cover it is.
    pub unit: String,
    pub in_cover: bool,
    /// Whether the count is a shot's (R-COVER-2: the models the shooters see, L758) or a
    /// melee's (terrain only, all the unit's models, L678).
    pub shot: bool,
    /// Models counted, of them covered, and how many covered it takes (half, rounded up).
    pub counted: u32,
    pub covered: u32,
    pub needed: u32,
    /// Cover-giving terrain pieces within 2.5 cm of a covered model (R-COVER-1, L142).
    pub terrain: Vec<String>,
    /// Units whose models make a shooter's sight partial (R-COVER-1, L143; never the
    /// target's own).
    pub partial_by_units: Vec<String>,
    /// Terrain pieces that make a shooter's sight partial (R-COVER-1, L143).
    pub partial_by_terrain: Vec<String>,
}

impl CoverWhy {
    fn of(table: &Table, unit: &str, shot: bool, r: &CoverReasons) -> CoverWhy {
        let mut units: Vec<String> = Vec::new();
        let mut terrain: Vec<String> = Vec::new();
        for o in &r.partial_by {
            match *o {
                Obstacle::Model(m) => {
                    let u = table.models[m].unit.clone();
                    if !units.contains(&u) {
                        units.push(u);
                    }
                }
                Obstacle::Terrain(t) => {
                    let id = table.terrain[t].id.clone();
                    if !terrain.contains(&id) {
                        terrain.push(id);
                    }
                }
            }
        }
        CoverWhy {
            unit: unit.to_string(),
            in_cover: r.in_cover,
            shot,
            counted: r.counted as u32,
            covered: r.covered as u32,
            needed: r.needed as u32,
            terrain: r
                .terrain
                .iter()
                .map(|&t| table.terrain[t].id.clone())
                .collect(),
            partial_by_units: units,
            partial_by_terrain: terrain,
        }
    }
}

/// How the fight between the two units stands on the table, with what the calculator is told.
#[derive(Debug, Clone, PartialEq)]
pub enum FightOnTable {
    /// Engaged (R-ENG-1): a fight order (L652), the defender fighting back without an order
    /// spent or powered (L675, L707). Cover: attacker's, then defender's (terrain only, L678).
    Fight {
        situation: MeleeSituation,
        cover: [CoverWhy; 2],
    },
    /// Not engaged, but a charge may reach (R-CHG-1, L604-640): its odds, the chance a plain
    /// and a powered charge land a model in contact as the battle moves them
    /// ([`charged::charge_of`]), and the fight after it with contact assumed (the charged unit
    /// receiving it).
    Charge {
        reach: charged::ChargeReach,
        situation: MeleeSituation,
        cover: [CoverWhy; 2],
    },
    /// No charge reaches, even powered on a 6 (R-CHG-1): no contact, no fight.
    OutOfReach { gap_cm: f64 },
    /// No model of the charger sees the target, so it may not charge it (L612).
    NotSeen,
    /// A shot (L721-773) as the battle fills it, with the target's cover (R-COVER-2).
    Shot {
        situation: ShootSituation,
        cover: CoverWhy,
    },
    /// No shooter has the target in range and sight: the shot is lost (L743, R-SHOT-1).
    ShotLost,
}

/// Whether the fight asked of [`on_table`] is a melee or a shot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Combat {
    /// A fight if engaged, else a charge (`powered`: a powered charge or fight, L650, L707).
    Melee { powered: bool },
    /// A shot (`powered`: a powered shot).
    Shot { powered: bool },
}

/// The fight `attacker` would make on `target` in `state` now, as the battle resolves it.
/// None when a unit is missing from the state or the table cannot be built.
pub fn on_table(
    state: &BattleState,
    attacker: &str,
    target: &str,
    combat: Combat,
) -> Option<FightOnTable> {
    state.unit(attacker)?;
    state.unit(target)?;
    let table = measure::table(state)?;
    let (a, t) = (table.unit_index(attacker)?, table.unit_index(target)?);
    let melee_cover =
        |unit: &str, idx| CoverWhy::of(&table, unit, false, &table.unit_terrain_cover_reasons(idx));
    match combat {
        Combat::Shot { powered } => Some(
            match shot_situation(state, attacker, target, powered, None) {
                Some(situation) => FightOnTable::Shot {
                    situation,
                    cover: CoverWhy::of(&table, target, true, &table.unit_cover_reasons(a, t)),
                },
                None => FightOnTable::ShotLost,
            },
        ),
        Combat::Melee { powered } => {
            let cover = [melee_cover(attacker, a), melee_cover(target, t)];
            if !engaged_models(state, attacker, target).is_empty() {
                let fight = declared(attacker, target, powered, false, false);
                let situation = fight_situation(state, &fight, false, false, None)?;
                return Some(FightOnTable::Fight { situation, cover });
            }
            let Some(reach) = charged::charge_of(state, attacker, target) else {
                return Some(FightOnTable::NotSeen);
            };
            if reach.odds.powered_chance.probability() <= 0.0 {
                return Some(FightOnTable::OutOfReach {
                    gap_cm: reach.odds.gap_cm,
                });
            }
            let situation = charged_situation(state, attacker, target, powered)?;
            Some(FightOnTable::Charge {
                reach,
                situation,
                cover,
            })
        }
    }
}
