//! Test support for the in-crate battle tests, in one place: a small scene builder (units with
//! their profiles on two sides, models placed one by one, in a row or in a block, with a base
//! and a facing), the `BattleSetup` on the 120 x 90 cm table of five turns the tests play on,
//! the state brought into turn 1's activation phase or its first pair of activations, and the
//! engine's own `execute` run on it, one command (`step`) or first legal commands until a
//! condition holds (`drive`).

use crate::battle::engine::dice::Dice;
use crate::battle::engine::legal::legal_commands;
use crate::battle::engine::resolve::execute;
use crate::battle::model::apply::apply;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::command::Command;
use crate::battle::model::event::Event;
use crate::battle::model::side::Side;
use crate::battle::model::state::{BattleState, Pair, Phase};
use crate::battle::model::unit::{TroopProfile, UnitSpec};
use crate::battle::setup::battle_setup::{BattleSetup, SideSetup};
use crate::table::model::{Base, ModelPlacement, TableFile};

/// Two sides, "side 0" and "side 1", with units and models added one by one.
pub(in crate::battle) struct Scene {
    sides: [SideSetup; 2],
    models: Vec<ModelPlacement>,
}

impl Scene {
    pub(in crate::battle) fn new() -> Self {
        Scene {
            sides: [0, 1].map(|s| SideSetup {
                mode: Default::default(),
                name: format!("side {s}"),
                name_es: None,
                commander_level: 0,
                units: Vec::new(),
                commander_orders: Vec::new(),
                faction: None,
                protect_leader: crate::rules::ProtectLeader::default(),
            }),
            models: Vec::new(),
        }
    }

    /// Adds `spec` to `side`'s units (its models placed apart).
    pub(in crate::battle) fn unit(&mut self, side: u8, spec: UnitSpec) -> &mut Self {
        self.sides[side as usize].units.push(spec);
        self
    }

    /// Adds a unit of `models` models of `profile`, with a unit leader of `leader` if any.
    pub(in crate::battle) fn troops(
        &mut self,
        side: u8,
        id: &str,
        profile: TroopProfile,
        models: u32,
        leader: Option<TroopProfile>,
    ) -> &mut Self {
        self.unit(
            side,
            UnitSpec {
                movement_base: false,
                id: id.into(),
                profile,
                models,
                leader,
                general: false,
                mixed: Vec::new(),
            },
        )
    }

    /// Places one model.
    pub(in crate::battle) fn model(&mut self, model: ModelPlacement) -> &mut Self {
        self.models.push(model);
        self
    }

    /// Places six models of `unit` (`unit.1` to `unit.6`) in two ranks of three, 3 cm apart
    /// (R-FORM-1, [`block6`]): the front rank from (`x0`, `y`) facing `facing` (90: toward +y,
    /// the rear rank at y - 3; 270: toward -y, the rear rank at y + 3).
    pub(in crate::battle) fn block(
        &mut self,
        unit: &str,
        side: u8,
        (x0, y): (f64, f64),
        facing: f64,
        base: Base,
    ) -> &mut Self {
        let back = if facing == 90.0 { -3.0 } else { 3.0 };
        for (i, (x, y)) in block6(x0, y, back).into_iter().enumerate() {
            self.model(place(
                &format!("{unit}.{}", i + 1),
                unit,
                side,
                x,
                y,
                facing,
                base,
            ));
        }
        self
    }

    /// Places `unit`'s models at `at`, named `unit.leader` (the first, when `leader`) and
    /// `unit.1`, `unit.2`, ... for the others.
    pub(in crate::battle) fn place_unit(
        &mut self,
        unit: &str,
        side: u8,
        leader: bool,
        facing: f64,
        base: Base,
        at: &[(f64, f64)],
    ) -> &mut Self {
        for (i, &(x, y)) in at.iter().enumerate() {
            let id = if leader && i == 0 {
                format!("{unit}.leader")
            } else {
                format!("{unit}.{}", i + usize::from(!leader))
            };
            self.model(place(&id, unit, side, x, y, facing, base));
        }
        self
    }

    /// The setup on the tests' table (120 x 90 cm, five turns), 400 points a side.
    pub(in crate::battle) fn setup(self) -> BattleSetup {
        let table = TableFile {
            turn_limit: Some(5),
            ..TableFile::with_models(120.0, 90.0, Vec::new())
        };
        self.setup_on(table)
    }

    /// The setup on `table` (its terrain and rules), its models replaced by the scene's.
    pub(in crate::battle) fn setup_on(self, mut table: TableFile) -> BattleSetup {
        table.models = self.models;
        BattleSetup {
            battle_points: 400,
            scenario: table,
            sides: self.sides,
        }
    }
}

/// One model of `unit` at (`x`, `y`), facing `facing`, on `base`, 1 cm tall.
pub(in crate::battle) fn place(
    id: &str,
    unit: &str,
    side: u8,
    x: f64,
    y: f64,
    facing: f64,
    base: Base,
) -> ModelPlacement {
    ModelPlacement {
        id: id.into(),
        unit: unit.into(),
        side,
        x,
        y,
        facing_deg: facing,
        base,
        height: 1.0,
    }
}

/// `n` centres in a row from (`x`, `y`), `gap` cm apart along x.
pub(in crate::battle) fn row(x: f64, y: f64, n: usize, gap: f64) -> Vec<(f64, f64)> {
    (0..n).map(|i| (x + gap * i as f64, y)).collect()
}

/// Six centres in two ranks of three, 3 cm apart (R-FORM-1): the first rank from (`x0`, `y`),
/// the second at `y + back`.
pub(in crate::battle) fn block6(x0: f64, y: f64, back: f64) -> Vec<(f64, f64)> {
    (0..6)
        .map(|i| (x0 + 3.0 * (i % 3) as f64, y + back * (i / 3) as f64))
        .collect()
}

/// `setup`'s state in the activation phase of turn 1, no pair under way.
pub(in crate::battle) fn in_activation(setup: &BattleSetup) -> BattleState {
    let mut s = setup.initial_state();
    *s.phase_mut() = Phase::Activation;
    *s.turn_mut() = 1;
    s
}

/// `setup`'s state in the first pair of activations of turn 1: side 0 active, `units` the
/// pair's active units, `orders` left to each side, the orders rolled, side 0 to spend one.
pub(in crate::battle) fn in_first_pair(
    setup: &BattleSetup,
    units: [Option<String>; 2],
    orders: [u32; 2],
) -> BattleState {
    let mut s = in_activation(setup);
    *s.pair_mut() = Some(Pair {
        active_side: Side::FIRST,
        units,
        orders,
        rolled: true,
        next: Side::FIRST,
        ..Pair::default()
    });
    *s.awaiting_mut() = Awaiting::SpendOrder { side: Side::FIRST };
    s
}

/// The first pair of turn 1 with side 0's `active` alone active and two orders to spend.
pub(in crate::battle) fn side0_active(setup: &BattleSetup, active: &str) -> BattleState {
    in_first_pair(setup, [Some(active.into()), None], [2, 0])
}

/// Executes `cmd` as log entry `entry` of a battle seeded `seed`, then answers any choice of
/// casualties it leads to with the default, the models nearest the enemy (R-CAS-2), as a
/// player who takes it would; applies and returns all their events.
pub(in crate::battle) fn step(
    s: &mut BattleState,
    cmd: &Command,
    seed: u64,
    entry: usize,
) -> Vec<Event> {
    let mut events = step_once(s, cmd, seed, entry);
    while matches!(s.awaiting(), Awaiting::ChooseCasualties { .. }) {
        let default = legal_commands(s)
            .into_iter()
            .next()
            .expect("a default pick");
        events.extend(step_once(s, &default, seed, entry));
    }
    events
}

/// Executes `cmd` as log entry `entry` of a battle seeded `seed`; applies and returns its
/// events.
pub(in crate::battle) fn step_once(
    s: &mut BattleState,
    cmd: &Command,
    seed: u64,
    entry: usize,
) -> Vec<Event> {
    let mut dice = Dice::for_entry(seed, entry);
    let events = execute(s, cmd, &mut dice).unwrap_or_else(|r| panic!("{cmd:?}: {r}"));
    for e in &events {
        apply(s, e);
    }
    events
}

/// Takes the first legal command, run by `step`, until `stop` holds (at most 500); the events
/// on the way.
pub(in crate::battle) fn drive(
    s: &mut BattleState,
    stop: impl Fn(&BattleState) -> bool,
    mut step: impl FnMut(&mut BattleState, Command) -> Vec<Event>,
) -> Vec<Event> {
    let mut all = Vec::new();
    for _ in 0..500 {
        if stop(s) {
            return all;
        }
        let cmd = legal_commands(s)
            .into_iter()
            .next()
            .expect("a legal command");
        all.extend(step(s, cmd));
    }
    panic!("never reached: waiting for {:?}", s.awaiting());
}
