//! Commands: every choice a player makes during a battle. The window's battle tracker and the
//! command line send the same commands; dice are never in a command (they come from the seed).

use serde::{Deserialize, Serialize};

use crate::battle::model::side::Side;
use crate::table::model::Terrain;

/// Where one model ends a move, and the way it goes there.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ModelMove {
    pub model: String,
    pub x: f64,
    pub y: f64,
    /// Facing at the end (degrees, R-UNIT-2). Absent: the engine turns the model the way the
    /// book wants it (L500: the unit's direction of displacement; L509: the centre of the enemy
    /// base it engages; a model that stays put keeps its facing), see [`crate::battle::moves::facing`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub facing_deg: Option<f64>,
    /// Waypoints of the base's centre before `(x, y)`, in cm: a model may change direction
    /// as often as it likes on the way, to go round corners (L488). Empty: a straight line.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub path: Vec<[f64; 2]>,
}

impl ModelMove {
    /// A straight move of `model` to `(x, y)`, ending with `facing_deg`.
    pub fn straight(model: impl Into<String>, x: f64, y: f64, facing_deg: f64) -> ModelMove {
        ModelMove {
            model: model.into(),
            x,
            y,
            facing_deg: Some(facing_deg),
            path: Vec::new(),
        }
    }

    /// A straight move of `model` to `(x, y)`, facing left to the engine (L500, L509).
    pub fn to(model: impl Into<String>, x: f64, y: f64) -> ModelMove {
        ModelMove {
            model: model.into(),
            x,
            y,
            facing_deg: None,
            path: Vec::new(),
        }
    }

    /// The facing it ends with: the one given, else `current`.
    pub fn facing_or(&self, current: f64) -> f64 {
        self.facing_deg.unwrap_or(current)
    }
}

/// What a leader does at the end of a move (`battle::leaders::join`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "change", rename_all = "snake_case", deny_unknown_fields)]
pub enum LeaderChange {
    /// *Unirse a una unidad* (L537-543): the moving lone leader ends within 2.5 cm of friendly
    /// `unit`, which has a used marker, and becomes its leader; he may swap places with one of
    /// its models (`swap_with`, L541).
    Join {
        unit: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        swap_with: Option<String>,
    },
    /// *Abandonar una unidad* (L545-551): the moving unit's leader steps out at the end of the
    /// move and is placed here, within 5 cm of a model of the unit.
    Leave { x: f64, y: f64, facing_deg: f64 },
}

/// An order given to an active unit (L440-460).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "order", rename_all = "snake_case", deny_unknown_fields)]
pub enum Order {
    /// Mover (L480): each model to its destination; powered = run (R-MOV-1), every model
    /// goes toward its destination as far as 2 x MOV + 1D6 allows.
    Move {
        moves: Vec<ModelMove>,
        powered: bool,
        /// A lone leader joining a unit, or the unit's leader leaving it, when the move ends
        /// (L537-551, `battle::leaders::join`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        leader: Option<LeaderChange>,
    },
    /// Destrabar (L564-570): two orders, one wound per engaged model, then a move.
    /// `casualties`: the models its player removes for those wounds (L570, R-CAS-2), engaged
    /// ones first; none named, those nearest the enemy go.
    Disengage {
        moves: Vec<ModelMove>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        casualties: Vec<String>,
    },
    /// Cargar (L604). A unit of several models may charge several units at once (L616): `also`
    /// names the others, each seen by a charging model, a multiple combat following (R-CHG-2).
    Charge {
        target: String,
        powered: bool,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        also: Vec<String>,
    },
    /// Combatir (L652).
    Fight { target: String, powered: bool },
    /// Disparar (L721).
    Shoot { target: String, powered: bool },
    /// Retar a duelo (L776): the unit's leader challenges the leader of `target`.
    Duel { target: String, powered: bool },
    /// Liderar (L819-823): two orders; a lone leader activates up to two units within 10 cm.
    Lead { units: Vec<String> },
    /// Recargar (L584-588): one unloaded marker, all of them when powered.
    Reload { powered: bool },
    /// Parapetar (L592).
    Parapet,
}

impl Order {
    /// Activation orders it costs: two for disengage, lead and a powered order (L566, L819, L472).
    pub fn cost(&self) -> u32 {
        match self {
            Order::Disengage { .. } | Order::Lead { .. } => 2,
            Order::Move { powered, .. }
            | Order::Charge { powered, .. }
            | Order::Fight { powered, .. }
            | Order::Shoot { powered, .. }
            | Order::Duel { powered, .. }
            | Order::Reload { powered } => 1 + u32::from(*powered),
            Order::Parapet => 1,
        }
    }

    /// A combat order: one voluntary combat order per activation (L468, L602).
    pub fn is_combat(&self) -> bool {
        matches!(
            self,
            Order::Charge { .. } | Order::Fight { .. } | Order::Shoot { .. } | Order::Duel { .. }
        )
    }

    /// Which of the book's orders it is (a powered move is a run).
    pub fn kind(&self) -> OrderKind {
        match self {
            Order::Move { powered: false, .. } => OrderKind::Move,
            Order::Move { powered: true, .. } => OrderKind::Run,
            Order::Disengage { .. } => OrderKind::Disengage,
            Order::Charge { .. } => OrderKind::Charge,
            Order::Fight { .. } => OrderKind::Fight,
            Order::Shoot { .. } => OrderKind::Shoot,
            Order::Duel { .. } => OrderKind::Duel,
            Order::Lead { .. } => OrderKind::Lead,
            Order::Reload { .. } => OrderKind::Reload,
            Order::Parapet => OrderKind::Parapet,
        }
    }
}

/// The orders of the book, by kind (L440-460): what the units of a Lead order compare
/// (L830), what events carry (`led_order_given`, orders spent on an order) and what the
/// catalogues word (`orders.ftl`). Events of saves written before they carried the kind name
/// the order by its book name, "charge (cargar)": each kind reads that name as its alias.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum OrderKind {
    /// Mover (L480).
    #[serde(alias = "move (mover)")]
    Move,
    /// Mover potenciado (R-MOV-1).
    #[serde(alias = "run (mover potenciado)")]
    Run,
    /// Destrabar (L564).
    #[serde(alias = "disengage (destrabar)")]
    Disengage,
    /// Cargar (L604).
    #[serde(alias = "charge (cargar)")]
    Charge,
    /// Combatir (L652).
    #[serde(alias = "fight (combatir)")]
    Fight,
    /// Disparar (L721).
    #[serde(alias = "shoot (disparar)")]
    Shoot,
    /// Retar a duelo (L774).
    #[serde(alias = "duel (retar a duelo)")]
    Duel,
    /// Liderar (L817).
    #[serde(alias = "lead (liderar)")]
    Lead,
    /// Recargar (L584).
    #[serde(alias = "reload (recargar)")]
    Reload,
    /// Parapetar (L592).
    #[serde(alias = "parapet (parapetar)")]
    Parapet,
}

impl OrderKind {
    /// Every kind, in the book's order.
    pub const ALL: [OrderKind; 10] = [
        OrderKind::Move,
        OrderKind::Run,
        OrderKind::Disengage,
        OrderKind::Charge,
        OrderKind::Fight,
        OrderKind::Shoot,
        OrderKind::Duel,
        OrderKind::Lead,
        OrderKind::Reload,
        OrderKind::Parapet,
    ];
}

/// A reaction to an enemy charge (L620, L854-886).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChargeReaction {
    /// No reaction: receive the charge.
    Receive,
    /// Huir (L870-882): 2D6 cm away, used marker at once.
    Flee,
    /// Aguantar y disparar (L856, R-POOL-3).
    StandAndShoot,
}

/// What an offering to the gods does to one die (R-DECK-4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OfferingKind {
    /// Re-roll one die of the roll, either side's.
    Reroll,
    /// Add the card's value to one die of your own.
    AddValue,
}

/// A player's command. `side` is always the player giving it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "command", rename_all = "snake_case", deny_unknown_fields)]
pub enum Command {
    /// The higher commander level chooses who places extra terrain first (L185).
    TerrainOrder { side: Side, first: Side },
    /// Place one extra terrain piece, up to 5x5 cm per allowance, joinable (L180-184).
    PlaceTerrain { side: Side, terrain: Terrain },
    /// Stop placing extra terrain.
    EndTerrain { side: Side },
    /// First commander order into the hand and five into the deck (R-DECK-2).
    PickCommanderOrders {
        side: Side,
        hand: String,
        deck: Vec<String>,
    },
    /// Place one model in the side's deployment zone (L206-214).
    Deploy {
        side: Side,
        model: String,
        x: f64,
        y: f64,
        facing_deg: f64,
    },
    /// Keep these card values from the drawn cards (R-DECK-1).
    KeepCards { side: Side, keep: Vec<u8> },
    /// Keep this commander order, discard the other (R-DECK-2).
    KeepCommanderOrder { side: Side, keep: String },
    /// Offer a card to the gods on the pending roll (R-DECK-4).
    Offer {
        side: Side,
        card: u8,
        die: usize,
        kind: OfferingKind,
    },
    /// Say nothing on the pending roll.
    PassOffering { side: Side },
    /// The initiative holder names the active side (L268).
    ChooseActiveSide { side: Side, active: Side },
    /// Pick the active unit (L272).
    Activate { side: Side, unit: String },
    /// Spend orders of the active unit.
    Order {
        side: Side,
        unit: String,
        order: Order,
    },
    /// Spend no more orders this activation (keep them for reactions).
    Hold { side: Side },
    /// React to a charge.
    ReactToCharge {
        side: Side,
        reaction: ChargeReaction,
        /// Powered with a second order (L472): only stand and shoot gains by it, +1D6 to its
        /// shot (L766). Absent in saves from before it could be.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        powered: bool,
    },
    /// Fight back, powered or not (L656, L707).
    FightBack { side: Side, powered: bool },
    /// Accept or refuse a duel (L778).
    AnswerDuel {
        side: Side,
        accept: bool,
        powered: bool,
    },
    /// The side without the initiative stakes cards to take it (R-DECK-3).
    CommandDuel { side: Side, stake: Vec<u8> },
    /// The initiative holder answers a command duel.
    StakeCommandDuel { side: Side, stake: Vec<u8> },
    /// Discard a card for one more activation at the end of the turn (L1033).
    CommanderActivation { side: Side, card: u8 },
    /// No (more) commander activations this turn.
    EndActivations { side: Side },
    /// Protect the unit leader from the wound asked about (1D6, 4+ the unit takes it) or let
    /// him take it (R-WOUND-4, L915-917).
    ProtectLeader { side: Side, protect: bool },
    /// The ki ability a unit uses this turn, of its several (L1055).
    ChooseKi {
        side: Side,
        unit: String,
        ability: String,
    },
    /// Use a commander order from the hand, discarding its cost (L1004-1012): `cards` are the
    /// cost and X more (L1008), `units` the units it is used on (for Ancestors watch one entry
    /// per stun marker removed), `x` the X of a `plus_x` order (the extra cards when absent).
    UseCommanderOrder {
        side: Side,
        order: String,
        cards: Vec<u8>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        units: Vec<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        x: Option<u32>,
    },
    /// The next combat of a multiple combat (L713); `powered`: the active unit powers it with
    /// one more order (L703, `chain_power`).
    ChooseCombat {
        side: Side,
        attacker: String,
        defender: String,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        powered: bool,
        /// The profiles of a mixed raid unit that fight this combat (R-RAID-6); absent for
        /// whole units.
        #[serde(
            default,
            skip_serializing_if = "crate::battle::model::combat::ProfileGroups::is_whole"
        )]
        groups: crate::battle::model::combat::ProfileGroups,
    },
    /// Whom the models of `unit` touching two enemy units fight in the multiple combat (L719).
    PickOpponents {
        side: Side,
        unit: String,
        picks: Vec<crate::battle::model::combat::OpponentPick>,
    },
    /// The strategy roll's winner keeps the table side the scenario gives its army, or takes
    /// the other one, each with its part (attacker, defender...; R-SCEN-1).
    ChooseTableSide { side: Side, swap: bool },
    /// The models of `unit` removed as casualties of the combat under way (L929-935, R-CAS-2).
    ChooseCasualties {
        side: Side,
        unit: String,
        models: Vec<String>,
    },
    /// Try to pursue the retreating enemy, or stay (L980).
    Pursue { side: Side, pursue: bool },
    /// The winner's melee move: up to 5 cm per free model; no moves declines it (L994-996).
    MeleeMove { side: Side, moves: Vec<ModelMove> },
    /// An opportunity charge by `unit` against the unit whose move was just declared
    /// (L846-852); `at`: where along its way (0 start, 1 end) to catch it, the nearest point in
    /// reach (none: the first point in reach).
    OpportunityCharge {
        side: Side,
        unit: String,
        powered: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        at: Option<f64>,
    },
    /// No opportunity charge: the declared move goes on.
    LetMovePass { side: Side },
}

impl Command {
    /// The player giving the command.
    pub fn side(&self) -> Side {
        match self {
            Command::TerrainOrder { side, .. }
            | Command::PlaceTerrain { side, .. }
            | Command::EndTerrain { side }
            | Command::PickCommanderOrders { side, .. }
            | Command::Deploy { side, .. }
            | Command::KeepCards { side, .. }
            | Command::KeepCommanderOrder { side, .. }
            | Command::Offer { side, .. }
            | Command::PassOffering { side }
            | Command::ChooseActiveSide { side, .. }
            | Command::Activate { side, .. }
            | Command::Order { side, .. }
            | Command::Hold { side }
            | Command::ReactToCharge { side, .. }
            | Command::FightBack { side, .. }
            | Command::AnswerDuel { side, .. }
            | Command::CommandDuel { side, .. }
            | Command::StakeCommandDuel { side, .. }
            | Command::CommanderActivation { side, .. }
            | Command::EndActivations { side }
            | Command::ProtectLeader { side, .. }
            | Command::ChooseKi { side, .. }
            | Command::UseCommanderOrder { side, .. }
            | Command::ChooseCombat { side, .. }
            | Command::PickOpponents { side, .. }
            | Command::ChooseCasualties { side, .. }
            | Command::ChooseTableSide { side, .. }
            | Command::Pursue { side, .. }
            | Command::MeleeMove { side, .. }
            | Command::OpportunityCharge { side, .. }
            | Command::LetMovePass { side } => *side,
        }
    }
}
