//! Every string the window shows, in English and Spanish (the book's language).
//!
//! A [`Key`] names one string; [`Lang::t`] gives it in the language chosen in the settings.
//! Strings with a figure in them use `{}` placeholders filled by [`Lang::f`], in order.

/// The language of the window, switchable in the settings: the engine's [`crate::i18n::Language`], whose
/// catalogues word the engine's values.
pub use crate::i18n::Language as Lang;

impl Lang {
    /// The string `key` in this language.
    pub fn t(self, key: Key) -> &'static str {
        match self {
            Lang::English => key.en(),
            Lang::Spanish => key.es(),
        }
    }

    /// The string `key` with each `{}` replaced by the next of `args`.
    pub fn f(self, key: Key, args: &[&dyn std::fmt::Display]) -> String {
        fill(self.t(key), args)
    }
}

/// Replaces each `{}` of `template` by the next argument, in order.
pub fn fill(template: &str, args: &[&dyn std::fmt::Display]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    let mut args = args.iter();
    while let Some(i) = rest.find("{}") {
        out.push_str(&rest[..i]);
        match args.next() {
            Some(a) => out.push_str(&a.to_string()),
            None => out.push_str("{}"),
        }
        rest = &rest[i + 2..];
    }
    out.push_str(rest);
    out
}

macro_rules! texts {
    ($($key:ident => $en:literal, $es:literal;)*) => {
        /// One user-visible string of the window.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Key { $($key),* }

        impl Key {
            /// Every string, for the tests that check both languages are complete.
            pub const ALL: &'static [Key] = &[$(Key::$key),*];

            /// The English text.
            pub fn en(self) -> &'static str {
                match self { $(Key::$key => $en),* }
            }

            /// The Spanish text.
            pub fn es(self) -> &'static str {
                match self { $(Key::$key => $es),* }
            }
        }
    };
}

texts! {
    AppTitle => "Kensei Table", "Kensei Table";
    // Menus
    MenuFile => "File", "Archivo";
    MenuEdit => "Edit", "Editar";
    MenuView => "View", "Ver";
    MenuHelp => "Help", "Ayuda";
    Open => "Open…", "Abrir…";
    OpenPath => "Open a path", "Abrir una ruta";
    OpenPathHint => "path to a .json file", "ruta de un archivo .json";
    OpenButton => "Open", "Abrir";
    RecentFiles => "Recent files", "Archivos recientes";
    NoRecentFiles => "No recent files", "No hay archivos recientes";
    ClearRecent => "Clear the list", "Vaciar la lista";
    Save => "Save", "Guardar";
    SaveAs => "Save as…", "Guardar como…";
    SaveAsPath => "Save to a path", "Guardar en una ruta";
    SaveButton => "Save", "Guardar";
    Close => "Close", "Cerrar";
    Quit => "Quit", "Salir";
    Undo => "Undo", "Deshacer";
    Redo => "Redo", "Rehacer";
    UndoWhat => "Undo: {}", "Deshacer: {}";
    RedoWhat => "Redo: {}", "Rehacer: {}";
    NothingToUndo => "Nothing to undo", "Nada que deshacer";
    NothingToRedo => "Nothing to redo", "Nada que rehacer";
    Delete => "Delete", "Borrar";
    RotateLeft => "Rotate left 15°", "Girar 15° a la izquierda";
    RotateRight => "Rotate right 15°", "Girar 15° a la derecha";
    Settings => "Settings", "Ajustes";
    Shortcuts => "Keyboard shortcuts", "Atajos de teclado";
    About => "About", "Acerca de";
    AboutText => "Kensei Table: a desktop assistant for the Kensei miniatures wargame. Every figure names the ruling (R-…) and the line of the Spanish Living Rules (L…) it comes from.",
        "Kensei Table: asistente de escritorio para el juego de miniaturas Kensei. Cada cifra indica la regla del proyecto (R-…) y la línea del reglamento Living Rules en español (L…) de la que sale.";
    // Panels
    PanelBuilder => "List builder", "Creador de listas";
    PanelOdds => "Odds", "Probabilidades";
    PanelTracker => "Battle", "Batalla";
    PanelDice => "Dice", "Dados";
    PanelDocument => "Document", "Documento";
    // Documents
    KindTable => "table", "mesa";
    KindScenario => "scenario", "escenario";
    KindList => "army list", "lista de ejército";
    KindBattle => "battle", "batalla";
    NothingLoaded => "Nothing loaded. Open a scenario, table, army list or saved battle (Ctrl+O), drop a JSON file on the window, or pick a recent file.",
        "Nada cargado. Abre un escenario, una mesa, una lista de ejército o una batalla guardada (Ctrl+O), suelta un archivo JSON en la ventana o elige un archivo reciente.";
    NoTable => "No table open: open a scenario or a saved table to see it here.", "No hay mesa abierta: abre un escenario o una mesa guardada para verla aquí.";
    ListLine => "Army list: {} ({} points)", "Lista de ejército: {} ({} puntos)";
    Untitled => "untitled", "sin título";
    Unsaved => "unsaved changes", "cambios sin guardar";
    Opened => "Opened {}", "Abierto {}";
    Saved => "Saved {}", "Guardado {}";
    CannotOpen => "Cannot open {}", "No se puede abrir {}";
    CannotSave => "Cannot save {}: {}", "No se puede guardar {}: {}";
    UnknownKind => "this JSON is not a scenario, table, army list or saved battle this version knows",
        "este JSON no es un escenario, mesa, lista de ejército ni batalla guardada que esta versión conozca";
    NoDialog => "No file dialog is available here: type a path instead.", "No hay diálogo de archivos disponible: escribe una ruta.";
    NothingToSave => "Nothing to save", "Nada que guardar";
    TableSize => "Table: {} × {} cm", "Mesa: {} × {} cm";
    ModelsPerSide => "Models: {} (side 0), {} (side 1)", "Miniaturas: {} (bando 0), {} (bando 1)";
    TerrainPieces => "Terrain pieces: {}", "Elementos de escenografía: {}";
    TurnLimit => "Turn limit: {}", "Límite de turnos: {}";
    Story => "Story", "Historia";
    SpecialRules => "Special rules", "Reglas especiales";
    Objectives => "Objectives", "Objetivos";
    ObjectiveLine => "{}: {} VP within {} cm", "{}: {} PV a {} cm";
    CanvasPending => "The table canvas is drawn here.", "Aquí se dibuja la mesa.";
    Selected => "Selected: {}", "Seleccionado: {}";
    // Settings
    Language => "Language", "Idioma";
    Theme => "Theme", "Tema";
    ThemeDark => "Dark", "Oscuro";
    ThemeLight => "Light", "Claro";
    AutosaveEvery => "Autosave every (seconds)", "Autoguardado cada (segundos)";
    AutosaveOff => "Autosave off", "Sin autoguardado";
    ShowHelp => "Hover help on figures", "Ayuda al pasar el ratón sobre las cifras";
    // Autosave
    RestoreTitle => "Restore unsaved work?", "¿Recuperar el trabajo sin guardar?";
    RestoreText => "The last session ended with unsaved work. An autosave of {} from {} is there.",
        "La última sesión terminó con trabajo sin guardar. Hay un autoguardado de {} del {}.";
    Restore => "Restore", "Recuperar";
    Discard => "Discard", "Descartar";
    Restored => "Restored the autosave of {}", "Recuperado el autoguardado de {}";
    Autosaved => "Autosaved", "Autoguardado";
    // Shortcuts help
    ShortcutOpen => "Ctrl+O: open", "Ctrl+O: abrir";
    ShortcutSave => "Ctrl+S: save (Ctrl+Shift+S: save as)", "Ctrl+S: guardar (Ctrl+Mayús+S: guardar como)";
    ShortcutUndo => "Ctrl+Z: undo", "Ctrl+Z: deshacer";
    ShortcutRedo => "Ctrl+Y or Ctrl+Shift+Z: redo", "Ctrl+Y o Ctrl+Mayús+Z: rehacer";
    ShortcutDelete => "Delete: remove the selected model, unit or terrain piece", "Supr: quitar la miniatura, unidad o escenografía seleccionada";
    ShortcutEscape => "Esc: drop the tape or the terrain being drawn", "Esc: quitar la cinta o la escenografía a medio dibujar";
    ShortcutRotate => "Q / E: rotate the selection 15° left / right", "Q / E: girar la selección 15° a la izquierda / derecha";
    // Dice roller
    SuccessRoll => "Success roll", "Tirada de éxito";
    DiceCount => "Number of dice", "Número de dados";
    ValueModifier => "Value modifier", "Modificador de valor";
    EachDieSucceeds => "Each die succeeds: {}", "Cada dado tiene éxito: {}";
    HelpSuccessRoll => "A die succeeds on a natural 6, or when it is not a natural 1 and its value plus the modifier is 4 or more. A pool of zero or fewer dice rolls one die that needs a natural 6.",
        "Un dado tiene éxito con un 6 natural, o si no es un 1 natural y su valor más el modificador es 4 o más. Una reserva de cero dados o menos tira un dado que necesita un 6 natural.";
    Successes => "Successes", "Éxitos";
    AtLeast => "at least {}", "al menos {}";
    Roll => "Roll", "Tirar";
    RolledSuccesses => "{} successes", "{} éxitos";
    HonorTest => "Honor test", "Chequeo de Honor";
    Honor => "Honor", "Honor";
    GeneralReroll => "General's re-roll", "Repetición del general";
    PassChance => "Passes: {}", "Lo supera: {}";
    HelpHonorTest => "1D6, passed when the result is at most the Honor; with the general's re-roll, 2D6 keeping the better.",
        "1D6, superado si el resultado es como mucho el Honor; con la repetición del general, 2D6 quedándose el mejor.";
    RollHonor => "Roll the test", "Tirar el chequeo";
    KeptDie => "kept {}", "cuenta el {}";
    Passed => "Passed", "Superado";
    Failed => "Failed", "Fallado";
    D3 => "D3", "D3";
    RollD3 => "Roll a D3", "Tirar un D3";
    D3Result => "D6 {} gives D3 {}", "D6 {} da D3 {}";
    // Odds panel
    Melee => "Melee", "Combate";
    Shooting => "Shooting", "Disparo";
    FilledFrom => "Filled in from the table: {}", "Rellenado desde la mesa: {}";
    Inputs => "Inputs", "Datos";
    Attacker => "Attacker", "Atacante";
    Defender => "Defender", "Defensor";
    Shooter => "Shooter", "Tirador";
    Target => "Target", "Objetivo";
    UnitName => "Name", "Nombre";
    Attack => "Attack", "Ataque";
    RangedAttack => "Ranged attack", "Ataque a distancia";
    Models => "Models (not the leader)", "Miniaturas (sin el líder)";
    ModelsAtStart => "Models at the start of the battle", "Miniaturas al empezar la batalla";
    Hr => "Wounds (HR)", "Heridas (HR)";
    WoundedMarker => "Wounds on the wounded marker", "Heridas en el marcador de herida";
    Stuns => "Stun markers", "Marcadores de aturdida";
    DifficultyToWound => "Difficulty to wound", "Dificultad para herir";
    Mounted => "Mounted", "Montada";
    Skirmishers => "Skirmishers", "Hostigadores";
    HasUnitLeader => "Unit leader", "Líder de unidad";
    LeaderAttack => "Leader's attack", "Ataque del líder";
    LeaderRangedAttack => "Leader's ranged attack", "Ataque a distancia del líder";
    LeaderHr => "Leader's wounds (HR)", "Heridas del líder (HR)";
    LeaderWoundsTaken => "Wounds the leader carries", "Heridas que lleva el líder";
    LeaderOwnHonor => "Leader has its own Honor", "El líder tiene Honor propio";
    LeaderHonor => "Leader's Honor", "Honor del líder";
    InContact => "Models in contact (not the leader)", "Miniaturas en contacto (sin el líder)";
    LeaderInContact => "Leader in contact", "Líder en contacto";
    Powered => "Powered", "Potenciado";
    Charged => "Charged", "Ha cargado";
    CasualtyThisTurn => "Casualty this turn", "Baja en este turno";
    UsedMarker => "Used marker", "Marcador de unidad usada";
    ReactiveWithoutOrder => "Reactive without an order", "Reactiva sin orden";
    Parapet => "Parapet marker", "Unidad parapetada";
    OutOfFormation => "Out of formation", "Fuera de formación";
    InCover => "In cover", "A cubierto";
    RetreatingMarker => "Retreating marker", "Marcador de unidad en retirada";
    AttacksBy => "Attacks by the", "Ataca por";
    Front => "front", "frente";
    Flank => "flank", "flanco";
    Rear => "rear", "retaguardia";
    ExtraDice => "Extra dice", "Dados extra";
    ExtraValue => "Extra value", "Valor extra";
    WoundModifier => "Wound modifier", "Modificador para herir";
    ProtectLeader => "Protect the leader", "Proteger al líder";
    ProtectWhenLethal => "when it would die", "si fuera a morir";
    ProtectAlways => "always", "siempre";
    ProtectNever => "never", "nunca";
    InRangeAndSight => "Models with sight and range (not the leader)", "Miniaturas con visión y alcance (sin el líder)";
    LeaderCanShoot => "Leader can shoot", "El líder puede disparar";
    StandAndShoot => "Stand and shoot", "Aguantar y disparar";
    AllVisible => "Shooters see every model", "Los tiradores ven todas las miniaturas";
    VisibleModels => "Models the shooters see", "Miniaturas que ven los tiradores";
    PoolTotal => "Rolls {} dice, {} to each", "Tira {} dados, {} a cada uno";
    HelpPool => "The rows of the book's table that apply, added up.", "Las filas de la tabla del reglamento que se aplican, sumadas.";
    AttackerWins => "Attacker wins {}", "Gana el atacante {}";
    DefenderWins => "Defender wins {}", "Gana el defensor {}";
    Draw => "Draw {}", "Empate {}";
    ExpectedHits => "Hits expected: {}", "Impactos esperados: {}";
    ExpectedWoundsStuns => "Wounds expected: {} to the unit, {} to the leader, {} stuns", "Heridas esperadas: {} a la unidad, {} al líder, {} aturdimientos";
    CasualtiesExpected => "Casualties suffered (expected {})", "Bajas sufridas (se esperan {})";
    HelpCasualties => "New wounds plus those on the wounded marker, divided by HR.", "Heridas nuevas más las del marcador de herida, divididas entre HR.";
    Casualties => "Casualties", "Bajas";
    LeaderDies => "Unit leader dies", "Muere el líder de unidad";
    WipedOut => "Wiped out", "Aniquilada";
    TakesHonorTest => "Takes an Honor test", "Hace chequeo de Honor";
    FailsHonorTest => "Fails the Honor test", "Falla el chequeo de Honor";
    FallsBack => "Falls back", "Se repliega";
    Retreats => "Retreats", "Se retira";
    Holds => "Holds", "Aguanta";
    Seed => "Seed {}", "Semilla {}";
    WinnerIs => "{} wins", "Gana {}";
    NoWinner => "No winner", "Sin ganador";
    EveryStep => "Every step", "Cada paso";
    RolledDiceHits => "Dice {}: {} hits", "Dados {}: {} impactos";
    RolledWoundDice => "Wound dice {}: {} wounds, {} to the leader, {} stuns", "Dados de herida {}: {} heridas, {} al líder, {} aturdimientos";
    AfterCasualties => "{} casualties, {} models left", "{} bajas, quedan {} miniaturas";
    LeaderDied => "The unit leader died", "El líder de unidad ha muerto";
    MarkersAfter => "Wounded marker {}, stun markers {}", "Marcador de herida {}, marcadores de aturdida {}";
    HonorTestRolled => "Honor test {} against {}: {}", "Chequeo de Honor {} contra {}: {}";
    // List builder
    NewList => "New army list", "Nueva lista de ejército";
    Faction => "Faction", "Facción";
    ListName => "List name", "Nombre de la lista";
    BattleSize => "Battle size (points)", "Tamaño de batalla (puntos)";
    CreateList => "Create the list", "Crear la lista";
    CommanderLevel => "Commander level", "Nivel de comandante";
    LevelN => "level {}", "nivel {}";
    AdvancedRules => "Advanced rules (hidden powers)", "Reglas avanzadas (poderes ocultos)";
    PointsTotal => "{} / {} points", "{} / {} puntos";
    PointsLeft => "{} left", "quedan {}";
    HandSize => "hand of {} cards", "mano de {} cartas";
    ModelCount => "{} models", "{} miniaturas";
    ListLegal => "The list is legal.", "La lista es legal.";
    ListIllegal => "The list is not legal yet: see the problems below.", "La lista aún no es legal: mira los problemas abajo.";
    PointsByType => "Points by troop type", "Puntos por tipo de tropa";
    Units => "Units", "Unidades";
    UnitPoints => "{} pts", "{} ptos";
    ModelsInUnit => "Models", "Miniaturas";
    General => "General", "General";
    RemoveUnit => "Remove", "Quitar";
    UnitLeader => "Unit leader", "Líder de unidad";
    NoLeader => "none", "ninguno";
    SupportTroops => "Support", "Apoyo";
    AddSupport => "Add support…", "Añadir apoyo…";
    RemoveSupport => "Remove this support troop", "Quitar esta tropa de apoyo";
    AddUnit => "Add a unit", "Añadir una unidad";
    PickProfile => "pick a profile", "elige un perfil";
    Add => "Add", "Añadir";
    Problems => "Problems", "Problemas";
    NoProblems => "No problems.", "Sin problemas.";
    SaveList => "Save the list", "Guardar la lista";
    CopyRoster => "Copy the roster (Markdown)", "Copiar la hoja de ejército (Markdown)";
    RosterCopied => "Roster copied", "Hoja de ejército copiada";
    PrintRoster => "Print: write the roster as HTML to", "Imprimir: escribir la hoja en HTML en";
    WriteHtml => "Write", "Escribir";
    RosterWritten => "Roster written to {}: open it in a browser to print it", "Hoja escrita en {}: ábrela en un navegador para imprimirla";
    // Battle tracker
    NewBattle => "New battle", "Nueva batalla";
    NewBattleHelp => "The battle is played on the open scenario, with a roster file for each side.", "La batalla se juega en el escenario abierto, con un archivo de ejército para cada bando.";
    SideRoster0 => "Side 0 roster", "Ejército del bando 0";
    SideRoster1 => "Side 1 roster", "Ejército del bando 1";
    SeedLabel => "Seed", "Semilla";
    StartBattle => "Start the battle", "Empezar la batalla";
    NeedTable => "Open a scenario first.", "Abre primero un escenario.";
    LegalCommands => "What you can do now", "Lo que se puede hacer ahora";
    NoLegalCommands => "Nothing: the battle is over.", "Nada: la batalla ha terminado.";
    MoreCommands => "… and {} more", "… y {} más";
    BattleLog => "Battle log ({} commands)", "Registro de la batalla ({} órdenes)";
    PhaseSetup => "setup", "preparación";
    PhaseMaintenance => "maintenance", "mantenimiento";
    PhaseInitiative => "initiative", "iniciativa";
    PhaseActivation => "activation", "activación";
    PhaseEnded => "the battle is over", "la batalla ha terminado";
    TurnOf => "Turn {} of {}, {}", "Turno {} de {}, {}";
    InitiativeHeld => "Initiative: {}", "Iniciativa: {}";
    VictoryPoints => "Victory points: {} - {}", "Puntos de victoria: {} - {}";
    PairActive => "Activation pair, active side: {}", "Pareja de activaciones, bando activo: {}";
    OrdersLeft => "{}: {} orders left", "{}: le quedan {} órdenes";
    OneOrderLeft => "{}: 1 order left", "{}: le queda 1 orden";
    RollInitiative => "Initiative roll", "Tirada de iniciativa";
    RollOrders => "Order rolls", "Tiradas de órdenes";
    RollCharge => "Charge roll, {} against {}", "Tirada de carga, {} contra {}";
    RollCombat => "Combat roll, {} against {}", "Tirada de combate, {} contra {}";
    RollWounds => "Wound rolls, {} against {}", "Tiradas de heridas, {} contra {}";
    RollProtect => "Protect the leader of {}: 4+ the unit takes the wound", "Proteger al líder de {}: con 4+ la herida la recibe la unidad";
    RollHonorTest => "Honor test of {}", "Tirada de honor de {}";
    RollFallBack => "Fall back or retreat of {}", "Repliegue o retirada de {}";
    RollRun => "Run of {}", "Movimiento potenciado de {}";
    RollFlee => "Flight of {} from {}", "Huida de {} ante {}";
    RollOpportunityCharge => "Opportunity charge roll, {} against {}", "Tirada de carga de oportunidad, {} contra {}";
    RollPursuitHonor => "Honor test of {} to pursue {}", "Tirada de honor de {} para perseguir a {}";
    RollPursuitMove => "Pursuit move of {} after {}", "Movimiento de persecución de {} tras {}";
    RollLedOrder => "Order roll of the led {}, for its ki", "Tirada de órdenes de {}, liderada, para su ki";
    HelpOffering => "Before the roll takes effect, each side may offer a card to the gods: re-roll one die, or add the card's value to one of its own dice.", "Antes de que la tirada tenga efecto, cada bando puede ofrecer una carta a los dioses: repetir un dado, o sumar el valor de la carta a uno de sus dados.";
    HandLine => "Hand: {} · deck {} · discard {}", "Mano: {} · mazo {} · descartes {}";
    CommanderOrdersLine => "Commander orders in hand: {} · {} in the deck", "Órdenes de comandante en mano: {} · {} en el mazo";
    GeneralDead => "The general is dead: -1 Honor and Initiative", "El general ha muerto: -1 a Honor e Iniciativa";
    UnusedUnits => "Unused units ({}): {}", "Unidades sin usar ({}): {}";
    UnitsAndMarkers => "Units and markers", "Unidades y marcadores";
    Removed => "removed", "retirada";
    UnitModels => "{}: {} models", "{}: {} miniaturas";
    MarkUsed => "used", "usada";
    MarkStunned => "stunned {}", "aturdida {}";
    MarkWounded => "wounded {}", "herida {}";
    MarkRetreating => "retreating", "en retirada";
    MarkParapet => "parapet", "parapetada";
    MarkUnloaded => "unloaded {}", "descargada {}";
    MarkDishonoured => "dishonoured", "deshonrada";
    MarkKi => "ki active", "ki activo";
    MarkKiAbility => "ki: {}", "ki: {}";
    MarkBanzai => "Banzai (+1D6 next combat roll)", "Banzai (+1D6 próxima tirada de combate)";
    MarkForcedMarch => "forced march +{} cm", "marcha forzada +{} cm";
    MarkSteadyRanks => "Steady ranks (next Honor test passes)", "Filas firmes (pasa el próximo chequeo de Honor)";
    MarkHiddenPath => "Hidden path (deploys > 30 cm from the enemy)", "Senda oculta (despliega a más de 30 cm del enemigo)";
    MarkVolley => "Volley (ignores cover)", "Descarga (ignora la cobertura)";
    AwaitTerrainOrder => "Waiting for {} to choose who places extra terrain first", "Esperando a que {} elija quién coloca primero la escenografía extra";
    AwaitExtraTerrain => "Waiting for {} to place extra terrain", "Esperando a que {} coloque escenografía extra";
    AwaitCommanderOrders => "Waiting for {} to pick commander orders", "Esperando a que {} elija órdenes de comandante";
    AwaitDeploy => "Waiting for {} to deploy", "Esperando a que {} despliegue";
    AwaitKeepCards => "Waiting for {} to keep cards", "Esperando a que {} se quede cartas";
    AwaitKeepOrder => "Waiting for {} to keep a commander order", "Esperando a que {} se quede una orden de comandante";
    AwaitOfferings => "Waiting for {} to make or pass an offering", "Esperando a que {} haga o pase una ofrenda";
    AwaitActiveSide => "Waiting for {} to name the active side", "Esperando a que {} elija el bando activo";
    AwaitChooseUnit => "Waiting for {} to activate a unit", "Esperando a que {} active una unidad";
    AwaitSpendOrder => "Waiting for {} to give an order", "Esperando a que {} dé una orden";
    AwaitChargeReaction => "Waiting for {} to react to the charge", "Esperando a que {} reaccione a la carga";
    AwaitFightBack => "Waiting for {} to fight back", "Esperando a que {} devuelva el combate";
    AwaitDuelAnswer => "Waiting for {} to answer the duel", "Esperando a que {} responda al duelo";
    AwaitDuelStake => "Waiting for {} to stake cards in the command duel", "Esperando a que {} apueste cartas en el duelo de mando";
    AwaitKiAbility => "Waiting for {} to choose a ki ability", "Esperando a que {} elija una habilidad de ki";
    AwaitCommanderActivation => "Waiting for {} to use a commander activation or end", "Esperando a que {} use una activación de comandante o termine";
    AwaitProtectLeader => "Waiting for {} to choose whether to protect its unit leader from a wound", "Esperando a que {} decida si protege a su líder de unidad de una herida";
    ChainLeft => "Multiple combat: {} combat(s) left, no result until all are fought", "Combate múltiple: queda(n) {} combate(s), sin resultado hasta terminarlos todos";
    ChainCombat => "  {} against {}", "  {} contra {}";
    ChainLoss => "  {}: {} casualties noted{}", "  {}: {} bajas anotadas{}";
    ChainLeaderLost => ", unit leader lost (counts 2)", ", líder de unidad perdido (cuenta 2)";
    PursuitDue => "{} may pursue {} (Honor test)", "{} puede perseguir a {} (tirada de honor)";
    MeleeMoveDue => "{} may make a melee move of up to 5 cm", "{} puede hacer un movimiento de melé de hasta 5 cm";
    AwaitNextCombat => "Waiting for {} to pick the next combat of the multiple combat", "Esperando a que {} elija el siguiente combate del combate múltiple";
    AwaitPickOpponents => "Waiting for {} to pick whom its models touching two enemy units fight (L719)", "Esperando a que {} elija contra quién combaten sus miniaturas en contacto con dos unidades enemigas (L719)";
    AwaitPursuit => "Waiting for {} to pursue or stay", "Esperando a que {} persiga o se quede";
    AwaitOpportunityCharge => "Waiting for {} to make an opportunity charge on the declared move or let it pass", "Esperando a que {} haga una carga de oportunidad contra el movimiento declarado o lo deje pasar";
    AwaitMeleeMove => "Waiting for {} to make a melee move or skip it", "Esperando a que {} haga un movimiento de melé o lo omita";
    PoweredSuffix => " (powered)", " (potenciada)";
    CmdTerrainOrder => "Side {}: side {} places terrain first", "Bando {}: el bando {} coloca escenografía primero";
    CmdPlaceTerrain => "Side {}: place terrain {}", "Bando {}: colocar escenografía {}";
    CmdEndTerrain => "Side {}: no more terrain", "Bando {}: no más escenografía";
    CmdPickOrders => "Side {}: commander order {} in hand, deck {}", "Bando {}: orden de comandante {} en mano, mazo {}";
    CmdDeploy => "Side {}: deploy {} at {}, {}", "Bando {}: desplegar {} en {}, {}";
    CmdKeepCards => "Side {}: keep cards {}", "Bando {}: quedarse las cartas {}";
    CmdKeepOrder => "Side {}: keep commander order {}", "Bando {}: quedarse la orden de comandante {}";
    CmdOfferReroll => "Side {}: offer a {} to re-roll die {}", "Bando {}: ofrecer un {} para repetir el dado {}";
    CmdOfferAdd => "Side {}: offer a {} to add it to die {}", "Bando {}: ofrecer un {} para sumarlo al dado {}";
    CmdPassOffering => "Side {}: no offering", "Bando {}: sin ofrenda";
    CmdActiveSide => "Side {}: side {} is active", "Bando {}: el bando {} es el activo";
    CmdActivate => "Side {}: activate {}", "Bando {}: activar {}";
    CmdHold => "Side {}: hold the remaining orders", "Bando {}: guardar las órdenes restantes";
    CmdReceive => "Side {}: receive the charge", "Bando {}: recibir la carga";
    CmdFlee => "Side {}: flee", "Bando {}: huir";
    CmdStandAndShoot => "Side {}: stand and shoot", "Bando {}: aguantar y disparar";
    CmdFightBack => "Side {}: fight back{}", "Bando {}: devolver el combate{}";
    CmdAcceptDuel => "Side {}: accept the duel{}", "Bando {}: aceptar el duelo{}";
    CmdRefuseDuel => "Side {}: refuse the duel", "Bando {}: rechazar el duelo";
    CmdCommandDuel => "Side {}: command duel, staking {}", "Bando {}: duelo de mando, apostando {}";
    CmdStakeDuel => "Side {}: answer the command duel with {}", "Bando {}: responder al duelo de mando con {}";
    CmdCommanderActivation => "Side {}: discard a {} for a commander activation", "Bando {}: descartar un {} para una activación de comandante";
    CmdEndActivations => "Side {}: end activations", "Bando {}: terminar activaciones";
    CmdOrderOn => " on {}", " sobre {}";
    CmdChooseKi => "Side {}: {} uses the ki ability {}", "Bando {}: {} usa la habilidad de ki {}";
    CmdUseOrder => "Side {}: use commander order {} (cards {})", "Bando {}: usar la orden de comandante {} (cartas {})";
    PickOrderTitle => "Choose how to use {}", "Elegir cómo usar {}";
    PickOrderUnits => "Units the order names:", "Unidades a las que se da la orden:";
    PickOrderStuns => "{}: stun markers to remove", "{}: marcadores de aturdido a retirar";
    PickOrderX => "X (extra cards):", "X (cartas adicionales):";
    PickOrderCost => "Cost {} card(s), {} chosen", "Coste {} carta(s), {} elegidas";
    PickOrderCard => "card {}", "carta {}";
    PickOrderUse => "Use {}", "Usar {}";
    HelpOrderPicker => "A commander order is used between orders of the activation phase (Hidden path while deploying): discard its cost in command cards of any value (1+X: X more cards and X units), name units without a used marker. A used order is gone for the battle.", "Una orden de comandante se usa entre órdenes de la fase de activación (Hidden path, al desplegar): descarta su coste en cartas de mando de cualquier valor (1+X: X cartas más y X unidades), a unidades sin marcador de usada. Una orden usada se pierde para la batalla.";
    CmdChooseCombat => "Side {}: next combat {} against {}", "Bando {}: siguiente combate {} contra {}";
    CmdPickOpponents => "Side {}: in {}, {}", "Bando {}: en {}, {}";
    CmdPickOne => "{} fights {}", "{} combate contra {}";
    CmdPursue => "Side {}: try to pursue (Honor test)", "Bando {}: intentar perseguir (tirada de honor)";
    CmdProtectLeader => "Side {}: protect the unit leader (1D6, 4+ the unit takes the wound)", "Bando {}: proteger al líder de unidad (1D6, con 4+ la herida la recibe la unidad)";
    CmdLeaderTakesIt => "Side {}: the unit leader takes the wound", "Bando {}: el líder de unidad recibe la herida";
    CmdStay => "Side {}: do not pursue", "Bando {}: no perseguir";
    CmdMeleeMove => "Side {}: melee move of {} models", "Bando {}: movimiento de melé de {} miniaturas";
    CmdOpportunityCharge => "Side {}: opportunity charge with {}{}", "Bando {}: carga de oportunidad con {}{}";
    CmdLetMovePass => "Side {}: let the move pass", "Bando {}: dejar pasar el movimiento";
    CmdSkipMeleeMove => "Side {}: no melee move", "Bando {}: sin movimiento de melé";
    OrdMove => "move {} models{}", "mover {} miniaturas{}";
    OrdDisengage => "disengage", "destrabarse";
    OrdCharge => "charge {}{}", "cargar a {}{}";
    OrdFight => "fight {}{}", "combatir contra {}{}";
    OrdShoot => "shoot at {}{}", "disparar a {}{}";
    OrdDuel => "challenge {} to a duel{}", "retar a duelo a {}{}";
    OrdLead => "lead {}", "liderar a {}";
    OrdReload => "reload{}", "recargar{}";
    OrdParapet => "take parapet", "parapetarse";
    OrdJoinUnit => "joins {} (L537)", "se une a {} (L537)";
    OrdJoinUnitSwap => "joins {}, swapping places with {} (L541)", "se une a {} e intercambia su posición con {} (L541)";
    OrdLeaderLeaves => "the leader leaves the unit to ({}, {}) (L545)", "el líder abandona la unidad en ({}, {}) (L545)";
    BattleViewNote => "Drag a model of the active unit (or the whole unit) to give it a move order; every other order is in the battle panel.", "Arrastra una miniatura de la unidad activa (o la unidad entera) para darle una orden de mover; las demás órdenes están en el panel de batalla.";
    BattleEditsRefused => "In a battle, models move by orders: drag a model of the active unit, or use the battle panel.", "En una batalla, las miniaturas se mueven con órdenes: arrastra una miniatura de la unidad activa o usa el panel de batalla.";
    WeaponRange => "range", "alcance";
    AttackingUnit => "Attacking unit", "Unidad atacante";
    TargetUnit => "Target unit", "Unidad objetivo";
    FillFromTable => "Fill in from the table", "Rellenar desde la mesa";
    ChargeReach => "Charge: {} cm to cover, needs {} ({}); powered {} ({})", "Carga: {} cm por cubrir, necesita {} ({}); potenciada {} ({})";
    RangeBandIs => "Range: {}", "Alcance: {}";
    RangeShort => "short", "corto";
    RangeMedium => "medium", "medio";
    RangeLong => "long", "largo";
    RangeOut => "out of range", "fuera de alcance";
    SightFrom => "Sight from {}", "Visión desde {}";
    NoEnemies => "No enemy models on the table.", "No hay miniaturas enemigas en la mesa.";
    SightRow => "{}: {} cm, sight {}", "{}: {} cm, visión {}";
    LosTotal => "total", "total";
    LosPartial => "partial", "parcial";
    LosNone => "none", "ninguna";
    BlockedBy => " (through {})", " (a través de {})";
    InCoverSuffix => ", in cover", ", a cubierto";
    EngagedSuffix => ", engaged", ", trabado";
    GiveInBattle => "Give the order in the battle (the battle rolls and applies the result):", "Dar la orden en la batalla (la batalla tira y aplica el resultado):";
    PlaceOnTable => "Place", "Colocar";
    PlaceOnTableHelp => "Each click on the table places this unit in one rank, facing the enemy's edge.", "Cada clic en la mesa coloca esta unidad en una fila, mirando al borde enemigo.";
    PlaceForSide => "Place units for side", "Colocar unidades del bando";
    PlacingUnit => "Click on the table to place {}", "Haz clic en la mesa para colocar {}";
    // Hover help
    HelpRulingAndLines => "Ruling {} · book {}", "Regla {} · reglamento {}";
    HelpRuling => "Ruling {}", "Regla {}";
    HelpLines => "Book {}", "Reglamento {}";
    // Edits named in the undo menu
    EditMove => "move", "mover";
    EditRotate => "rotate", "girar";
    EditDelete => "delete", "borrar";
    EditTable => "table edit", "cambio en la mesa";
    EditAddModels => "add models", "añadir miniaturas";
    EditTerrain => "terrain edit", "cambio de escenografía";
    // Canvas tools
    ToolSelect => "Select", "Seleccionar";
    ToolMoveUnit => "Move unit", "Mover unidad";
    ToolRotate => "Rotate", "Girar";
    ToolMeasure => "Tape", "Cinta";
    ToolDrawTerrain => "Draw terrain", "Dibujar escenografía";
    ToolEditTerrain => "Edit terrain", "Editar escenografía";
    Overlays => "Overlays", "Capas";
    OverlayGrid => "Grid", "Cuadrícula";
    OverlayView => "Field of view", "Campo de visión";
    OverlaySides => "Front, flank, rear", "Frente, flanco, retaguardia";
    OverlaySight => "Line of sight", "Línea de visión";
    OverlayCover => "Cover", "Cobertura";
    OverlayEngagement => "Engagement", "Trabado";
    OverlayZoc => "Zone of control", "Zona de control";
    OverlayRanges => "Range bands", "Alcances";
    OverlayReach => "Charge reach", "Alcance de carga";
    OverlayProblems => "Formation and placement problems", "Problemas de formación y colocación";
    FitView => "Fit the table", "Ajustar la mesa";
    TerrainKindLabel => "Kind", "Tipo";
    KindIgnorable => "ignorable", "ignorable";
    KindDifficult => "difficult", "difícil";
    KindImpassable => "impassable", "impasable";
    TerrainHeight => "Height", "Altura";
    TerrainCover => "Gives cover", "Da cobertura";
    EditList => "list edit", "cambio en la lista";
    EditBattle => "battle command", "orden de batalla";
    // The unit's profile noted in a plain table (charge reach, zone of control, range bands)
    UnitProfile => "Profile of {} (for reach, zone of control and range)", "Perfil de {} (para alcance de carga, zona de control y alcance)";
    UnitProfileHelp => "A plain table knows only bases: give the unit's MOV (and its weapon's range) to see its charge reach, zone of control and range bands. Saved in the table file.", "Una mesa sin más solo conoce las peanas: da el MOV de la unidad (y el alcance de su arma) para ver su alcance de carga, zona de control y bandas de alcance. Se guarda en el archivo de la mesa.";
    UnitMov => "Movement (MOV), cm", "Movimiento (MOV), cm";
    UnitShoots => "Shoots, range in cm", "Dispara, alcance en cm";
    UnitSkirmisher => "Skirmishers (open order)", "Hostigadores (orden abierto)";
    UnitNoProfile => "No profile noted", "Sin perfil anotado";
    AddUnitProfile => "Note a profile", "Anotar un perfil";
    RemoveUnitProfile => "Remove the profile", "Quitar el perfil";
    EditUnitProfile => "profile of {}", "perfil de {}";
    // Moves in a battle by dragging on the canvas
    DragNothing => "Nothing was moved.", "No se ha movido nada.";
    DragRun => "Drag = run (powered move)", "Arrastrar = mover potenciado";
    DragRunHelp => "Dragging a model of the active unit gives it a move order; with this on, a run (2 x MOV + 1D6, no difficult terrain).", "Arrastrar una miniatura de la unidad activa le da una orden de mover; con esto activado, un movimiento potenciado (2 x MOV + 1D6, sin terreno difícil).";
    ToolMoveUnitBattle => "Move unit", "Mover unidad";
    // Unsaved work on closing or opening over it
    UnsavedTitle => "Unsaved work", "Trabajo sin guardar";
    UnsavedText => "Unsaved changes in: {}. Save them first?", "Hay cambios sin guardar en: {}. ¿Guardarlos antes?";
    UnsavedOpening => "Opening {} replaces it.", "Abrir {} lo sustituye.";
    UnsavedSave => "Save", "Guardar";
    UnsavedDiscard => "Discard the changes", "Descartar los cambios";
    UnsavedCancel => "Cancel", "Cancelar";
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_string_exists_in_both_languages() {
        for key in Key::ALL {
            assert!(!key.en().trim().is_empty(), "{key:?} has no English text");
            assert!(!key.es().trim().is_empty(), "{key:?} has no Spanish text");
        }
    }

    #[test]
    fn placeholders_match_between_languages() {
        for key in Key::ALL {
            assert_eq!(
                key.en().matches("{}").count(),
                key.es().matches("{}").count(),
                "{key:?} has different placeholders in English and Spanish"
            );
        }
    }

    /// egui's bundled fonts draw every character of every string (a missing glyph would show
    /// as a box, and panics under the test harness).
    #[test]
    fn every_string_has_glyphs_in_the_bundled_fonts() {
        let ctx = egui::Context::default();
        let mut out = ctx.run_ui(egui::RawInput::default(), |_| {});
        out.textures_delta.clear();
        let font = egui::FontId::proportional(14.0);
        let missing: Vec<String> = Key::ALL
            .iter()
            .flat_map(|k| [k.en(), k.es()])
            // The characters the panels put around the strings.
            .chain(["× · … • — °"])
            .flat_map(|s| s.chars())
            .filter(|c| !ctx.fonts_mut(|f| f.has_glyph(&font, *c)))
            .map(|c| c.to_string())
            .collect();
        assert!(missing.is_empty(), "no glyph for {missing:?}");
    }

    #[test]
    fn fill_replaces_placeholders_in_order() {
        assert_eq!(
            Lang::Spanish.f(Key::TableSize, &[&120, &90]),
            "Mesa: 120 × 90 cm"
        );
        assert_eq!(fill("{} and {}", &[&1]), "1 and {}");
    }
}
