//! What a battle starts from (L153-218): battle size, the scenario's table, and each side's
//! name, commander level, units and commander order cards. Turned into the state before the
//! first setup roll.

use serde::{Deserialize, Serialize};

use crate::army::Mode;
use crate::battle::model::deck::{CommanderOrderCard, default_commander_orders};
use crate::battle::model::side::Side;
use crate::battle::model::state::{BattleState, ModelState, SideState};
use crate::battle::model::unit::{UnitSpec, UnitState};
use crate::table::model::{GameMode, TableFile};

/// One side's army as the battle needs it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideSetup {
    pub name: String,
    /// The side's name in Spanish (its army list's `name_es`), for the window in Spanish.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name_es: Option<String>,
    /// Commander level 0, 1 or 2 (R-ARMY-1).
    pub commander_level: u8,
    pub units: Vec<UnitSpec>,
    /// The faction's commander orders to pick from; the built-in six when empty.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub commander_orders: Vec<CommanderOrderCard>,
    /// The faction the side's profiles come from (when it was built from an army list): its
    /// weapons, armour and abilities modify fights and shots.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub faction: Option<crate::army::Faction>,
    /// What the side does with wounds to its unit leaders (R-WOUND-4, L915-917): `never`,
    /// `always`, or `when_lethal` (the default: only wounds that would kill the leader).
    #[serde(default)]
    pub protect_leader: crate::rules::ProtectLeader,
    /// The game its army list was built for (L1142-1144): both sides of a battle play the same
    /// one. Absent in rosters and older saves: the standard battle.
    #[serde(default, skip_serializing_if = "crate::army::Mode::is_standard")]
    pub mode: crate::army::Mode,
}

/// Everything a battle starts from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BattleSetup {
    /// Battle size in points (L159).
    pub battle_points: u32,
    /// The scenario (a table file with its scenario fields).
    pub scenario: TableFile,
    pub sides: [SideSetup; 2],
}

/// A problem with a setup, naming the field.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct SetupError {
    pub field: String,
    pub problem: SetupProblem,
}

/// What is wrong with a battle's sides (worded by `files.ftl`, `file-setup-*`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum SetupProblem {
    /// R-ARMY-1.
    CommanderLevel,
    NoUnits,
    DuplicateUnitId,
    NoModels,
    /// MOV, base or height not a number >= 0.
    BadMeasures,
    NoWounds,
    BadRange,
    /// L428.
    GeneralNotLeader,
    /// R-ARMY-2.
    TwoGenerals,
    /// The two lists are built for different game modes (a raid against a standard list).
    ModesDiffer,
    /// The scenario is for a game mode (a raid) the lists are not built for.
    ScenarioModeDiffers,
    /// A unit on a movement base outside total war, or with no models on it (R-TW-4).
    MovementBase,
}

impl crate::files::Catalogued for SetupProblem {
    /// `file-setup-*` in `files.ftl`.
    const PREFIX: &'static str = "file-setup";
}

impl SetupError {
    /// The problem in `language`, after its field.
    pub fn words(&self, language: crate::i18n::Language) -> String {
        crate::files::in_field(
            language,
            &self.field,
            crate::files::FileProblem::words(&self.problem, language),
        )
    }
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.words(crate::i18n::Language::English))
    }
}

impl BattleSetup {
    /// A setup from two sides. Unit ids both armies use (two lists with a `lord`) get the
    /// side's number in front (`0-lord`, `1-lord`) so every unit and model is named once.
    pub fn new(battle_points: u32, scenario: TableFile, sides: [SideSetup; 2]) -> Self {
        let mut sides = sides;
        let clash: Vec<String> = sides[0]
            .units
            .iter()
            .filter(|u| sides[1].units.iter().any(|v| v.id == u.id))
            .map(|u| u.id.clone())
            .collect();
        for (s, side) in sides.iter_mut().enumerate() {
            for u in &mut side.units {
                if clash.contains(&u.id) {
                    u.id = format!("{s}-{}", u.id);
                }
            }
        }
        BattleSetup {
            battle_points,
            scenario,
            sides,
        }
    }

    /// The game the battle plays: its sides' mode (the standard battle, a raid, total war).
    pub fn mode(&self) -> Mode {
        self.sides[0].mode
    }

    /// Checks what serde cannot: levels, counts, numbers, unique ids, one mode for both sides.
    pub fn validate(&self) -> Result<(), SetupError> {
        let err = |field: String, problem: SetupProblem| Err(SetupError { field, problem });
        if self.sides[0].mode != self.sides[1].mode {
            return err("sides[1].mode".into(), SetupProblem::ModesDiffer);
        }
        if !scenario_takes(&self.scenario, self.mode()) {
            return err("scenario.mode".into(), SetupProblem::ScenarioModeDiffers);
        }
        let mut ids: Vec<&str> = Vec::new();
        for (s, side) in self.sides.iter().enumerate() {
            if side.commander_level > 2 {
                return err(
                    format!("sides[{s}].commander_level"),
                    SetupProblem::CommanderLevel,
                );
            }
            if side.units.is_empty() {
                return err(format!("sides[{s}].units"), SetupProblem::NoUnits);
            }
            for (i, u) in side.units.iter().enumerate() {
                let f = format!("sides[{s}].units[{i}]");
                if ids.contains(&u.id.as_str()) {
                    return err(format!("{f}.id"), SetupProblem::DuplicateUnitId);
                }
                ids.push(&u.id);
                if u.models == 0 && u.leader.is_none() {
                    return err(format!("{f}.models"), SetupProblem::NoModels);
                }
                for (name, p) in std::iter::once(("profile", &u.profile))
                    .chain(u.leader.iter().map(|l| ("leader", l)))
                {
                    let nums = [p.mov_cm, p.base.width_mm, p.height];
                    if nums.iter().any(|v| !v.is_finite() || *v < 0.0) {
                        return err(format!("{f}.{name}"), SetupProblem::BadMeasures);
                    }
                    if p.wounds == 0 {
                        return err(format!("{f}.{name}.wounds"), SetupProblem::NoWounds);
                    }
                    if p.range_cm.is_some_and(|r| !r.is_finite() || r <= 0.0) {
                        return err(format!("{f}.{name}.range_cm"), SetupProblem::BadRange);
                    }
                }
                if u.general && u.leader.is_none() {
                    return err(format!("{f}.general"), SetupProblem::GeneralNotLeader);
                }
            }
            if side.units.iter().filter(|u| u.general).count() > 1 {
                return err(format!("sides[{s}].units"), SetupProblem::TwoGenerals);
            }
            for (i, u) in side.units.iter().enumerate() {
                let total_war = side.mode == crate::army::Mode::TotalWar;
                if u.movement_base && (!total_war || u.models == 0) {
                    let f = format!("sides[{s}].units[{i}].movement_base");
                    return err(f, SetupProblem::MovementBase);
                }
            }
        }
        Ok(())
    }

    /// The state before the first setup roll.
    pub fn initial_state(&self) -> BattleState {
        let mut units = Vec::new();
        let mut models = Vec::new();
        for (s, side) in Side::BOTH.into_iter().zip(&self.sides) {
            for spec in &side.units {
                let unit = UnitState::from_spec(spec, s);
                let mk = |id: String,
                          p: &crate::battle::model::unit::TroopProfile,
                          leader: bool| ModelState {
                    id,
                    unit: spec.id.clone(),
                    side: s,
                    x: 0.0,
                    y: 0.0,
                    facing_deg: if s == Side::FIRST { 90.0 } else { 270.0 },
                    base: p.base,
                    height: p.height,
                    leader,
                    deployed: false,
                };
                if spec.movement_base {
                    // Total war (R-TW-4): the movement base alone, the unit leader on it.
                    models.push(mk(
                        crate::battle::setup::total_war::base_model_id(&spec.id),
                        &spec.profile,
                        false,
                    ));
                    units.push(unit);
                    continue;
                }
                if let Some(l) = &spec.leader {
                    models.push(mk(format!("{}.leader", spec.id), l, true));
                }
                // A mixed raid unit's last models are of its other profiles (R-RAID-4).
                for n in 1..=spec.models {
                    let p = unit.profile_of_model(n);
                    models.push(mk(format!("{}.{n}", spec.id), p, false));
                }
                units.push(unit);
            }
        }
        // Models the scenario's table already places are deployed where it says.
        for placed in &self.scenario.models {
            if let Some(m) = models
                .iter_mut()
                .find(|m| m.id == placed.id && u8::from(m.side) == placed.side)
            {
                m.x = placed.x;
                m.y = placed.y;
                m.facing_deg = placed.facing_deg;
                m.deployed = true;
            }
        }
        let mut table = self.scenario.clone();
        table.models.clear();
        let sides = [0, 1].map(|s| {
            let side = &self.sides[s];
            SideState {
                name: side.name.clone(),
                name_es: side.name_es.clone(),
                commander_level: side.commander_level,
                order_cards: if side.commander_orders.is_empty() {
                    default_commander_orders()
                } else {
                    side.commander_orders.clone()
                },
                faction: side.faction.clone().map(std::sync::Arc::new),
                protect_leader: side.protect_leader,
                mode: side.mode,
                ..SideState::default()
            }
        });
        BattleState::before_setup(table, self.battle_points, sides, units, models)
    }
}

/// The army lists' mode a scenario's `mode` names.
pub fn mode_of_scenario(scenario: &TableFile) -> Mode {
    list_mode(scenario.mode)
}

/// The army lists' name for a table's game mode.
pub fn list_mode(mode: GameMode) -> Mode {
    match mode {
        GameMode::Standard => Mode::Standard,
        GameMode::Raid => Mode::Raid,
        GameMode::TotalWar => Mode::TotalWar,
    }
}

/// The table's name for an army list's game mode.
pub fn table_mode(mode: Mode) -> GameMode {
    match mode {
        Mode::Standard => GameMode::Standard,
        Mode::Raid => GameMode::Raid,
        Mode::TotalWar => GameMode::TotalWar,
    }
}

/// Whether lists of `mode` may play on `scenario`: a scenario for a raid or total war only with
/// lists of its mode; one that names no mode (the book's battles) with any.
pub fn scenario_takes(scenario: &TableFile, mode: Mode) -> bool {
    scenario.mode.is_standard() || mode_of_scenario(scenario) == mode
}
