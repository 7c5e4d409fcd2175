//! Events: what happened. Executing a command yields events; only events change the state, so
//! the log of events is the battle, and every die rolled is written in an event.

use serde::{Deserialize, Serialize};

use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::combat::FightDeclared;
use crate::battle::model::command::{ChargeReaction, OfferingKind, OrderKind};
use crate::battle::model::reasons::{
    BattleEnd, CardsFor, CasualtyCause, HonorCause, InitiativeWhy, LeaderDrop, OrderPlayed,
    OrdersFor, Removal, ResultRule, VpSource,
};
use crate::battle::model::side::Side;
use crate::battle::model::state::{ChargeDeclared, DuelChallenge, Pair, PendingRoll, Phase};
use crate::battle::model::unit::Markers;
use crate::rules::Worded;
use crate::table::model::Terrain;

/// One thing that happened in the battle.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// Extra terrain allowance rolled by commander level (R-ARMY-1, L180).
    ExtraTerrainRolled {
        side: Side,
        dice: Vec<u8>,
        pieces: u32,
    },
    /// `side` rolled 1D6 in secret for its secondary mission: the scenario's entry `roll`
    /// (R-MISSION-1). The opponent's window and computer player do not read it before the end.
    SecondaryMissionDrawn { side: Side, roll: u8 },
    /// Who places extra terrain first and second (L185).
    TerrainOrderSet { order: Vec<Side> },
    /// An extra terrain piece was placed using `pieces` allowances.
    TerrainPlaced {
        side: Side,
        terrain: Terrain,
        pieces: u32,
    },
    /// A side finished placing terrain.
    TerrainDone { side: Side },
    /// Strategy roll: 1D6 + commander level each; ties roll again (L210).
    StrategyRolled {
        dice: [u8; 2],
        totals: [i32; 2],
        winner: Option<Side>,
    },
    /// The strategy roll's winner took the other table side: the scenario's two sides exchange
    /// their places (R-SCEN-1, `TableFile::swap_sides`).
    TableSidesSwapped { by: Side },
    /// Commander orders picked: one to the hand, five shuffled into the deck (R-DECK-2).
    CommanderOrdersPicked {
        side: Side,
        hand: String,
        deck: Vec<String>,
    },
    /// The draw pile is replaced by these cards (a new deck, or the discard pile reshuffled).
    DeckShuffled { side: Side, draw_pile: Vec<u8> },
    /// Cards drawn straight into the hand (the first hand, R-DECK-1).
    CardsDrawnToHand { side: Side, cards: Vec<u8> },
    /// Cards drawn at maintenance, waiting for the keep choice (R-DECK-1, L236).
    CardsDrawnToChoose { side: Side, cards: Vec<u8> },
    /// The hand went to the discard pile (L236).
    HandDiscarded { side: Side, cards: Vec<u8> },
    /// Of the drawn cards these were kept and the rest discarded.
    CardsKept {
        side: Side,
        kept: Vec<u8>,
        discarded: Vec<u8>,
    },
    /// Cards spent from the hand (command duel stake, commander activation, order cost,
    /// offering).
    CardsSpent {
        side: Side,
        cards: Vec<u8>,
        reason: Worded<CardsFor>,
    },
    /// A model was placed on the table.
    ModelDeployed {
        model: String,
        x: f64,
        y: f64,
        facing_deg: f64,
    },
    /// The battle now waits for this decision.
    Awaits { awaiting: Awaiting },
    /// A phase (or turn) began.
    PhaseBegan { phase: Phase, turn: u32 },
    /// Victory points counted (R-TURN-1 and the scenario's scoring).
    VictoryPoints {
        vp: [u32; 2],
        detail: Worded<Vec<VpSource>>,
    },
    /// The battle is over.
    BattleEnded {
        winner: Option<Side>,
        vp: [u32; 2],
        reason: Worded<BattleEnd>,
    },
    /// A commander order drawn from its deck (R-DECK-2, L238).
    CommanderOrderDrawn { side: Side, order: String },
    /// One commander order kept, the other gone for the battle.
    CommanderOrderKept {
        side: Side,
        kept: String,
        discarded: Option<String>,
    },
    /// A commander order was used (L1002-1012).
    CommanderOrderUsed {
        side: Side,
        order: String,
        /// What it does: its effect in the engine, or the card's text the players play.
        text: Worded<OrderPlayed>,
    },
    /// An Honor test (R-DICE-3): success when the kept die is <= honor.
    HonorTested {
        unit: String,
        dice: Vec<u8>,
        honor: i32,
        passed: bool,
        /// Two dice are the general's re-roll (L430); none, Steady ranks passing it (L1004).
        why: Worded<HonorCause>,
    },
    /// A unit left the battle.
    UnitRemoved {
        unit: String,
        reason: Worded<Removal>,
    },
    /// A unit's markers are now these.
    MarkersSet { unit: String, markers: Markers },
    /// Maintenance step 5 (L238): every used and stunned marker removed; ki ends.
    TurnMarkersCleared,
    /// A roll waits for offerings to the gods (R-DECK-4).
    RollMade { roll: PendingRoll },
    /// An offering to the gods changed one die.
    Offered {
        side: Side,
        card: u8,
        die: usize,
        kind: OfferingKind,
        value: u8,
        bonus: u8,
    },
    /// A player said nothing on the pending roll.
    OfferingPassed { side: Side },
    /// The pending roll took effect.
    RollSettled,
    /// Who holds the initiative now, and why.
    InitiativeTaken {
        side: Side,
        why: Worded<InitiativeWhy>,
    },
    /// A pair of activations began (L266).
    PairBegan { pair: Pair },
    /// A side picked its active unit.
    UnitActivated { side: Side, unit: String },
    /// Order rolls settled: orders and ki of each active unit (R-TURN-2).
    OrdersGiven {
        orders: [u32; 2],
        ki: [bool; 2],
        totals: [i32; 2],
    },
    /// Orders spent by a side, on what.
    OrdersSpent {
        side: Side,
        count: u32,
        on: Worded<OrdersFor>,
    },
    /// A side spends no more orders this activation.
    Held { side: Side },
    /// The next order is `side`'s.
    NextToAct { side: Side },
    /// A voluntary combat order was made by `side`'s active unit.
    CombatOrderMade { side: Side },
    /// A shot declared at a unit some shooter sees, with no shooter then in range of it: lost,
    /// with no other effect (L743, R-SHOT-1).
    ShotLost { shooter: String, target: String },
    /// A reactive unit reacted (L838): it takes its used marker when that reaction ends
    /// (`reaction_ended`, L842) and reacts no more in this pair. Saves written before that
    /// mark it when the pair ends (L299).
    Reacted { unit: String },
    /// The reaction of `unit` is over: it takes its used marker (L842).
    ReactionEnded { unit: String },
    /// Units activated by a Lead order (L828).
    UnitsLed { units: Vec<String> },
    /// The leader and the units it led may each give one order, the same for all (L830).
    LeadOrdersOpened { side: Side, units: Vec<String> },
    /// `unit` gave its order of a Lead order (L830).
    LedOrderGiven { unit: String, order: OrderKind },
    /// The pair ended: used markers placed (L297).
    PairEnded { used: Vec<String> },
    /// A side's activation count this turn went up.
    ActivationCounted { side: Side },
    /// The lone extra activation of R-TURN-3 was spent.
    LoneActivationUsed,
    /// A model moved.
    ModelMoved {
        model: String,
        x: f64,
        y: f64,
        facing_deg: f64,
    },
    /// A model died.
    ModelRemoved { model: String },
    /// A run's or a flight's dice (R-MOV-1).
    MoveRolled {
        unit: String,
        dice: Vec<u8>,
        max_cm: f64,
    },
    /// A unit activated by a Lead order rolled its order die for its ki only (L838, R-TURN-2):
    /// the die, the total with its Initiative, and whether that gives ki (6 or more).
    LedOrderRolled {
        unit: String,
        die: u8,
        total: i32,
        ki: bool,
    },
    /// A charge was declared.
    ChargeDeclared { charge: ChargeDeclared },
    /// The charged unit reacted (L850-877).
    ChargeReacted {
        unit: String,
        reaction: ChargeReaction,
        /// Powered with a second order (L472, L766).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        powered: bool,
    },
    /// The charge move roll against the distance (R-CHG-1); again, failed, when a stand and
    /// shoot's casualties leave no charging model in reach of that roll (L864, R-CAS-3).
    ChargeResolved {
        reach_cm: f64,
        distance_cm: f64,
        success: bool,
    },
    /// The charge is over (failed, or its fight is declared).
    ChargeCleared,
    /// A fight is declared, waiting for the defender (L638).
    FightDeclared { fight: FightDeclared },
    /// The fight is over.
    FightCleared,
    /// A duel challenge waits for its answer.
    DuelChallenged { challenge: DuelChallenge },
    /// The duel was answered.
    DuelAnswered { accept: bool },
    /// Units in a duel this turn (L795).
    DuelUnitsMarked { units: Vec<String> },
    /// A unit disengaged from another (L574).
    Disengaged { unit: String, from: String },
    /// Casualties of a unit (R-CAS-1): models lost, the leader's fate, and the wounded and
    /// stun markers afterwards (R-WOUND-3).
    CasualtiesTaken {
        unit: String,
        models_lost: u32,
        leader_wounds_after: u32,
        leader_killed: bool,
        wounded_after: u32,
        stuns_after: u32,
        /// Total war (R-TW-5): the unit's size before its casualties came off it, so the log
        /// reads "Ashigaru yari: 10 → 8"; none off a movement base (and in older saves).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        size_before: Option<u32>,
    },
    /// A fight or a shot resolved by the combat calculator (`rules::roll`), every die and step
    /// with its rule; the events after it apply the result.
    CombatResolved {
        attacker: String,
        defender: String,
        report: Box<crate::rules::CombatReport>,
        /// The profiles of a mixed raid unit that fought it (R-RAID-6); absent for whole units.
        #[serde(
            default,
            skip_serializing_if = "crate::battle::model::combat::ProfileGroups::is_whole"
        )]
        groups: crate::battle::model::combat::ProfileGroups,
    },
    /// The general of `side` died (L436-438).
    GeneralDied { side: Side },
    /// The melee result (R-RES-1).
    CombatResult {
        winner: Option<String>,
        loser: Option<String>,
        why: Worded<ResultRule>,
    },
    /// A unit falls back or retreats 2D6 (3D6 mounted) cm (R-MOV-1, L966).
    FallBack {
        unit: String,
        dice: Vec<u8>,
        retreat: bool,
    },
    /// A command duel was declared (R-DECK-3).
    CommandDuelDeclared { side: Side, stake: Vec<u8> },
    /// The command duel's outcome.
    CommandDuelResolved { stakes: [u32; 2], initiative: Side },
    /// A fight or shot begins to be rolled stage by stage (R-DECK-4).
    CombatBegan {
        combat: Box<crate::battle::model::combat::CombatUnderWay>,
    },
    /// The dice of the combat's current stage, as they finally count (offerings included).
    CombatStageRolled {
        faces: Vec<crate::rules::staged::Face>,
    },
    /// `unit`'s side protects its leader from the wound asked about, or not (R-WOUND-4).
    LeaderProtection { unit: String, protect: bool },
    /// `unit`'s side chose the models it loses in the combat under way (L929-935, R-CAS-2).
    CasualtiesChosen { unit: String, models: Vec<String> },
    /// The fall back or retreat dice after the combat (L966), offerings included.
    CombatFallBackRolled {
        faces: Vec<crate::rules::staged::Face>,
    },
    /// The fight or shot under way is over and applied.
    CombatFinished,
    /// Victory points for destroying a unit (scenario scoring).
    DestroyedVp { side: Side, vp: u32 },
    /// A declared move waits for the enemy's opportunity charge, or no longer does (L850).
    PendingMoveSet {
        pending: Option<crate::battle::model::pending_move::PendingMove>,
    },
    /// An opportunity charge's reach against the mover's way (L852, R-CHG-1): the closest the
    /// mover came, and where along its way (0 start, 1 end) it was caught, if it was.
    OpportunityChargeResolved {
        charger: String,
        mover: String,
        reach_cm: f64,
        distance_cm: f64,
        caught_at: Option<f64>,
    },
    /// What is left to do after a melee is now this (L709-719, L978-996).
    AftermathSet {
        aftermath: Option<crate::battle::model::aftermath::Aftermath>,
    },
    /// Models removed as casualties outside a combat roll: run into enemies while falling back
    /// (L976), caught by a pursuer (L986), isolated (L990).
    CasualtiesRemoved {
        unit: String,
        models: Vec<String>,
        why: Worded<CasualtyCause>,
    },
    /// A pursuit's 2D6 (3D6 mounted) cm after a passed Honor test (L984, R-MOV-1).
    PursuitRolled {
        unit: String,
        fleeing: String,
        dice: Vec<u8>,
        distance_cm: f64,
    },
    /// Whom the models of `unit` touching two enemy units fight in the multiple combat (L719).
    OpponentsPicked {
        unit: String,
        picks: Vec<crate::battle::model::combat::OpponentPick>,
    },
    /// A multiple combat's result over the whole group (L715, R-RES-1): losses per side.
    MultipleCombatResult {
        winners: Vec<String>,
        losers: Vec<String>,
        losses: [u32; 2],
        why: Worded<ResultRule>,
    },
    /// A leader's join or leave declared with a move, kept until the move ends; none once made
    /// or dropped (L537-551).
    LeaderMoveDeclared {
        declared: Option<crate::battle::model::leaders::LeaderMove>,
    },
    /// The lone leader of `leader_unit` joined `unit` (L537-543): his model `model` is its
    /// leader now; `swapped_with` traded places with him (L541).
    LeaderJoined {
        leader_unit: String,
        unit: String,
        model: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        swapped_with: Option<String>,
    },
    /// The leader `model` left `unit` (L545-551): placed at (x, y), he is the one-model unit
    /// `new_unit`, with a used marker (L551).
    LeaderLeft {
        unit: String,
        model: String,
        new_unit: String,
        x: f64,
        y: f64,
        facing_deg: f64,
    },
    /// The join or leave declared with `unit`'s move could not be made where the move ended:
    /// why, and the rule.
    LeaderChangeDropped {
        unit: String,
        why: Worded<LeaderDrop>,
        rule: String,
    },
}
