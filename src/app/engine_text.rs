//! The engine's own words in the window's language: a message catalogue.
//!
//! The rules, table, army and battle modules write their messages in English (the command
//! line's language): rejections (`battle::Rejection`), formation and move problems, an army
//! list's problems (`army::validate`). Events and the combat roll's steps are typed values
//! worded through the Fluent catalogues (`battle::reason_words`, `rules::Step`), not here. The window passes every such text through
//! [`words`]: each entry of [`CATALOGUE`] is an English template whose `{}` stand for any text (a
//! unit, a number, or another phrase, itself translated) and its Spanish wording with the same
//! `{}` in the same order. A text no template matches is split at its
//! clauses ("; ") and each clause translated; what still matches nothing (a unit's name, a
//! number) is shown as it is. `tests/app_spanish.rs` checks every engine text has an entry.

use crate::app::i18n::Lang;
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::OnceLock;

/// English template, Spanish wording. More specific templates come before more general ones.
pub const CATALOGUE: &[(&str, &str)] = &[
    // --- battle::check: why a command is refused ---------------------------------------
    ("the battle waits for {}", "la batalla espera: {}"),
    (
        "a unit cannot choose to fail its Honor test: no card is added to its die",
        "una tropa no puede decidir fallar su tirada de honor: no se suma ninguna carta a su dado",
    ),
    (
        "save format {} is not 1 to {}",
        "el formato de partida guardada {} no es de 1 a {}",
    ),
    (
        "a coordinate or facing is not a finite number",
        "una coordenada o un encaramiento no es un número finito",
    ),
    ("the battle is over", "la batalla ha terminado"),
    (
        "side {} does not exist (0 or 1)",
        "el bando {} no existe (0 o 1)",
    ),
    (
        "first must be side 0 or 1",
        "el primero debe ser el bando 0 o el 1",
    ),
    (
        "a terrain piece needs at least three corners",
        "un elemento de escenografía necesita al menos tres esquinas",
    ),
    (
        "terrain height must be a number >= 0",
        "la altura de la escenografía debe ser un número >= 0",
    ),
    (
        "the piece uses {} allowances of 5x5 cm, only {} left (L180-184)",
        "el elemento usa {} cuadros de 5x5 cm y solo quedan {} (L180-184)",
    ),
    (
        "terrain id `{}` is already on the table",
        "la escenografía `{}` ya está en la mesa",
    ),
    (
        "pick 1 for the hand and {} for the deck",
        "elige 1 para la mano y {} para el mazo",
    ),
    (
        "`{}` is not one of the side's commander orders",
        "`{}` no es una de las órdenes de comandante del bando",
    ),
    ("`{}` picked twice", "`{}` elegida dos veces"),
    ("no model `{}`", "no hay ninguna miniatura `{}`"),
    ("`{}` is not side {}'s", "`{}` no es del bando {}"),
    ("`{}` is already on the table", "`{}` ya está en la mesa"),
    (
        "first one model of each unit, alternately; the rest come after",
        "primero una miniatura de cada unidad, por turnos; el resto después",
    ),
    (
        "({}, {}) is outside side {}'s deployment zone",
        "({}, {}) está fuera de la zona de despliegue del bando {}",
    ),
    (
        "a model cannot stand on another model",
        "una miniatura no puede estar encima de otra",
    ),
    (
        "models of a unit deploy within 2.5 cm of one another",
        "las miniaturas de una unidad se despliegan a 2,5 cm o menos unas de otras",
    ),
    (
        "keep exactly {} cards (L236)",
        "quédate exactamente {} cartas (L236)",
    ),
    (
        "keep only cards that were drawn",
        "quédate solo cartas que se hayan robado",
    ),
    ("`{}` is not in the hand", "`{}` no está en la mano"),
    (
        "no card of value {} in hand",
        "no hay ninguna carta de valor {} en la mano",
    ),
    (
        "no roll to offer on",
        "no hay ninguna tirada sobre la que hacer una ofrenda",
    ),
    ("the roll has no die {}", "la tirada no tiene dado {}"),
    (
        "a card's value is added only to your own die (L1026)",
        "el valor de una carta solo se suma a un dado propio (L1026)",
    ),
    (
        "the active side is 0 or 1",
        "el bando activo es el 0 o el 1",
    ),
    ("no unit `{}`", "no hay ninguna unidad `{}`"),
    (
        "`{}` is not one of side {}'s units in play",
        "`{}` no es una unidad en juego del bando {}",
    ),
    (
        "`{}` has a used marker",
        "`{}` tiene un marcador de unidad usada",
    ),
    (
        "no charge to react to",
        "no hay ninguna carga a la que reaccionar",
    ),
    ("the charged unit is gone", "la unidad cargada ya no está"),
    (
        "a reaction spends an order and the side has none left",
        "una reacción gasta una orden y al bando no le queda ninguna",
    ),
    (
        "a unit with a used marker cannot flee (skirmishers can, L876)",
        "una unidad con marcador de usada no puede huir (las hostigadoras sí, L876)",
    ),
    (
        "a unit in melee cannot flee",
        "una unidad trabada en combate no puede huir",
    ),
    (
        "a unit with a used marker cannot stand and shoot",
        "una unidad con marcador de usada no puede aguantar y disparar",
    ),
    (
        "the unit has no shooting weapon",
        "la unidad no tiene arma de disparo",
    ),
    (
        "unloaded weapons: reload first",
        "armas descargadas: recarga primero",
    ),
    (
        "powering needs two orders",
        "potenciar requiere dos órdenes",
    ),
    (
        "a command duel is declared during the activation phase, between orders",
        "un duelo de mando se declara en la fase de activación, entre órdenes",
    ),
    (
        "only the side without the initiative declares a command duel (L1014)",
        "solo el bando sin la iniciativa declara un duelo de mando (L1014)",
    ),
    (
        "one command duel per pair of activations (L1020)",
        "un duelo de mando por pareja de activaciones (L1020)",
    ),
    (
        "stake at least one card (L1016)",
        "apuesta al menos una carta (L1016)",
    ),
    ("stake at least one card", "apuesta al menos una carta"),
    ("stake only cards in hand", "apuesta solo cartas de la mano"),
    (
        "commander orders are used during the activation phase, between orders",
        "las órdenes de comandante se usan en la fase de activación, entre órdenes",
    ),
    (
        "`{}` is not in the hand of commander orders",
        "`{}` no está en la mano de órdenes de comandante",
    ),
    ("`{}` costs {} card(s) + X", "`{}` cuesta {} carta(s) + X"),
    ("`{}` costs {} card(s)", "`{}` cuesta {} carta(s)"),
    (
        "discard only cards in hand",
        "descarta solo cartas de la mano",
    ),
    (
        "no activation under way",
        "no hay ninguna activación en curso",
    ),
    (
        "the side has no order left",
        "al bando no le quedan órdenes",
    ),
    (
        "`{}` is not an active unit: it has no orders to power a combat",
        "`{}` no es una unidad activa: no tiene órdenes para potenciar un combate",
    ),
    (
        "a battle saved in format 1 fights its later combats unpowered",
        "una batalla guardada en formato 1 libra sin potenciar los combates siguientes",
    ),
    (
        "powering needs one more order",
        "potenciar requiere una orden más",
    ),
    (
        "no multiple combat waits for picks",
        "ningún combate múltiple espera elecciones",
    ),
    ("`{}` picks now, not `{}`", "ahora elige `{}`, no `{}`"),
    (
        "`{}` touches two enemy units: pick one",
        "`{}` toca dos unidades enemigas: elige una",
    ),
    (
        "`{}` is picked more than once",
        "`{}` está elegida más de una vez",
    ),
    (
        "`{}` is not a model of `{}` in contact with two enemy units",
        "`{}` no es una miniatura de `{}` en contacto con dos unidades enemigas",
    ),
    (
        "`{}` is not in contact with `{}`",
        "`{}` no está en contacto con `{}`",
    ),
    (
        "powering {} against {} in the multiple combat",
        "potenciar a {} contra {} en el combate múltiple",
    ),
    (
        "the units of a Lead order give one order each, not another Lead",
        "las unidades de una orden de liderar dan una orden cada una, no otra de liderar",
    ),
    (
        "the units of a Lead order give one order each, unpowered",
        "las unidades de una orden de liderar dan una orden cada una, sin potenciar",
    ),
    (
        "the units of a Lead order all give the same order: {}",
        "las unidades de una orden de liderar dan todas la misma orden: {}",
    ),
    ("`{}` is not an active unit", "`{}` no es una unidad activa"),
    (
        "{} needs {} orders, {} left",
        "{} requiere {} órdenes y quedan {}",
    ),
    (
        "one voluntary combat order per activation",
        "una orden de combate voluntaria por activación",
    ),
    (
        "`{}` is not an enemy unit in play",
        "`{}` no es una unidad enemiga en juego",
    ),
    (
        "only a unit in melee disengages",
        "solo una unidad trabada en combate se destraba",
    ),
    ("`{}` is not in `{}`", "`{}` no está en `{}`"),
    ("`{}` moved twice", "`{}` se mueve dos veces"),
    (
        "a model in melee may only turn in place (disengage to leave)",
        "una miniatura trabada solo puede girar en el sitio (destrabarse para salir)",
    ),
    (
        "`{}` would travel {} cm, MOV is {}",
        "`{}` recorrería {} cm y su MOV es {}",
    ),
    (
        "a run reaches at most 2 x MOV + 1D6 = {} cm",
        "un movimiento potenciado llega como mucho a 2 x MOV + 1D6 = {} cm",
    ),
    (
        "no order takes a model off the table",
        "ninguna orden saca una miniatura de la mesa",
    ),
    (
        "cannot end a move on impassable terrain `{}`",
        "no se puede terminar un movimiento en escenografía infranqueable `{}`",
    ),
    (
        "a run cannot cross difficult terrain `{}` (L557)",
        "un movimiento potenciado no puede cruzar terreno difícil `{}` (L557)",
    ),
    (
        "a run cannot cross difficult terrain `{}`",
        "un movimiento potenciado no puede cruzar terreno difícil `{}`",
    ),
    (
        "a run goes forward or sideways, into the field of view",
        "un movimiento potenciado va hacia delante o a los lados, dentro del campo de visión",
    ),
    (
        "a unit in melee cannot charge",
        "una unidad trabada en combate no puede cargar",
    ),
    (
        "no combat against units in a duel this turn",
        "no se puede combatir contra unidades en duelo este turno",
    ),
    (
        "cannot charge a unit that disengaged from you this turn",
        "no se puede cargar a una unidad que se ha destrabado de ti este turno",
    ),
    (
        "no charging model has the target in sight (R-LOS-1)",
        "ninguna miniatura que carga ve al objetivo (R-LOS-1)",
    ),
    (
        "`{}` is not in melee with `{}`",
        "`{}` no está trabada en combate con `{}`",
    ),
    (
        "a unit in melee cannot shoot",
        "una unidad trabada en combate no puede disparar",
    ),
    (
        "the target is in melee with one of your units",
        "el objetivo está trabado en combate con una de tus unidades",
    ),
    (
        "no model sees `{}` within {} cm (R-LOS-1)",
        "ninguna miniatura ve a `{}` a {} cm o menos (R-LOS-1)",
    ),
    (
        "only a leader challenges to a duel",
        "solo un líder reta a duelo",
    ),
    (
        "the target has no leader to challenge",
        "el objetivo no tiene líder al que retar",
    ),
    (
        "the challenger must be in melee with the challenged leader's unit",
        "el retador debe estar trabado en combate con la unidad del líder retado",
    ),
    (
        "a duel was already fought by these units this turn",
        "estas unidades ya han librado un duelo este turno",
    ),
    (
        "only a leader outside a unit leads",
        "solo lidera un líder que no está en una unidad",
    ),
    ("lead one or two units", "lidera una o dos unidades"),
    ("`{}` is not a friendly unit", "`{}` no es una unidad amiga"),
    (
        "`{}` is led by a leader or is one",
        "`{}` tiene un líder o es un líder",
    ),
    (
        "`{}` is more than 10 cm from the leader",
        "`{}` está a más de 10 cm del líder",
    ),
    ("`{}` is already active", "`{}` ya está activa"),
    (
        "no unloaded-weapons marker to remove",
        "no hay ningún marcador de armas descargadas que retirar",
    ),
    (
        "a powered reload needs more than one unloaded marker",
        "recargar potenciado requiere más de un marcador de descargada",
    ),
    (
        "a unit in melee cannot parapet",
        "una unidad trabada en combate no puede parapetarse",
    ),
    ("already parapeted", "ya está parapetada"),
    (
        "mounted units and skirmishers cannot parapet",
        "las unidades montadas y las hostigadoras no pueden parapetarse",
    ),
    // --- battle::leaders: a leader joining or leaving a unit (L537-551) ----------------
    (
        "only an army leader acting as a one-model unit joins a unit",
        "solo un líder de ejército que actúa como unidad de un solo hombre se une a una unidad",
    ),
    (
        "`{}` has no model on the table",
        "`{}` no tiene miniaturas en la mesa",
    ),
    (
        "`{}` is not a friendly unit in play",
        "`{}` no es una unidad aliada en juego",
    ),
    (
        "`{}` has no used marker: a leader joins only a unit already used",
        "`{}` no tiene marcador de unidad usada: un líder solo se une a una unidad ya usada",
    ),
    (
        "`{}` already has a leader: there may be no other leader in the unit",
        "`{}` ya tiene líder: en la unidad no puede haber otro líder",
    ),
    (
        "the leader ends {} cm from `{}`: he joins within 2.5 cm",
        "el líder acaba a {} cm de `{}`: se une a 2.5 cm o menos",
    ),
    (
        "`{}` is not a model of `{}`",
        "`{}` no es una miniatura de `{}`",
    ),
    ("{} cannot lead {}: {}", "{} no puede liderar {}: {}"),
    (
        "a unit leader is of the unit's troop type (L417)",
        "un líder de unidad es del mismo tipo de tropa que la unidad (L417)",
    ),
    (
        "a leader joins a unit with ranged weapons only with one (L417)",
        "un líder solo se une a una unidad con armas de proyectiles si lleva una (L417)",
    ),
    (
        "he is not an army leader (L405)",
        "no es un líder de ejército (L405)",
    ),
    (
        "the unit's troops are army leaders (L415)",
        "las tropas de la unidad son líderes de ejército (L415)",
    ),
    (
        "colossal creatures, Komuso and Onmyouji never lead units (L418)",
        "las criaturas colosales, los Komuso y los Onmyouji nunca lideran unidades (L418)",
    ),
    (
        "his class is lower than the unit's (L416)",
        "su clase es inferior a la de la unidad (L416)",
    ),
    (
        "a hero joins a unit with ranged weapons only with one of the same type (L417)",
        "un héroe solo se une a una unidad con armas de proyectiles si lleva una del mismo tipo (L417)",
    ),
    (
        "he does not meet the unit leader rules (L411-418)",
        "no cumple los requisitos de líder de unidad (L411-418)",
    ),
    (
        "only a unit leader leaves his unit (and only a leader)",
        "solo un líder de unidad abandona su unidad (y solo un líder)",
    ),
    (
        "the unit ends its move in melee: its leader cannot leave it",
        "la unidad acaba su movimiento trabada en combate: su líder no puede abandonarla",
    ),
    (
        "placed {} cm from his unit: within 5 cm of a model of it",
        "colocado a {} cm de su unidad: debe quedar a 5 cm o menos de una miniatura de ella",
    ),
    (
        "the leader would stand off the table",
        "el líder quedaría fuera de la mesa",
    ),
    (
        "the leader would stand on another model",
        "el líder quedaría sobre otra miniatura",
    ),
    (
        "the leader would stand on impassable terrain",
        "el líder quedaría sobre escenografía infranqueable",
    ),
    (
        "a leader leaving his unit may not engage an enemy model",
        "un líder que abandona su unidad no puede trabarse con ninguna miniatura enemiga",
    ),
    (
        "the move declared with it did not end",
        "el movimiento con el que se declaró no terminó",
    ),
    (
        "caught by an opportunity charge",
        "alcanzado por una carga de oportunidad",
    ),
    // --- battle: what the battle waits for (a state's debug name in a rejection) --------
    (
        "TerrainOrder { side: {} }",
        "orden de la escenografía (bando {})",
    ),
    ("ExtraTerrain { side: {} }", "escenografía extra (bando {})"),
    (
        "CommanderOrders { side: {} }",
        "órdenes de comandante (bando {})",
    ),
    ("Deploy { side: {} }", "despliegue (bando {})"),
    ("KeepCards { side: {} }", "quedarse cartas (bando {})"),
    (
        "KeepCommanderOrder { side: {} }",
        "quedarse una orden de comandante (bando {})",
    ),
    ("Offerings { side: {} }", "ofrendas a los dioses (bando {})"),
    (
        "ActiveSide { side: {} }",
        "elegir el bando activo (bando {})",
    ),
    ("ChooseUnit { side: {} }", "activar una unidad (bando {})"),
    ("SpendOrder { side: {} }", "dar una orden (bando {})"),
    (
        "ChargeReaction { side: {} }",
        "reaccionar a la carga (bando {})",
    ),
    ("FightBack { side: {} }", "devolver el combate (bando {})"),
    ("DuelAnswer { side: {} }", "responder al duelo (bando {})"),
    (
        "DuelStake { side: {} }",
        "apostar en el duelo de mando (bando {})",
    ),
    (
        "CommanderActivation { side: {} }",
        "activación de comandante (bando {})",
    ),
    ("Nothing", "nada"),
    // --- battle::moves: paths, models in the way, formation ------------------------------
    (
        "`{}` would end its move on `{}`",
        "`{}` terminaría su movimiento encima de `{}`",
    ),
    (
        "`{}` would cross impassable terrain `{}`",
        "`{}` cruzaría escenografía infranqueable `{}`",
    ),
    (
        "`{}` would leave the table: no order takes a model off it",
        "`{}` saldría de la mesa: ninguna orden saca una miniatura de ella",
    ),
    (
        "`{}` would pass through `{}`: other units are impassable",
        "`{}` atravesaría `{}`: las demás unidades son infranqueables",
    ),
    (
        "`{}`: a run cannot cross difficult terrain `{}`",
        "`{}`: un movimiento potenciado no puede cruzar terreno difícil `{}`",
    ),
    (
        "`{}`: a run cannot pass through friendly models (difficult, L529)",
        "`{}`: un movimiento potenciado no puede atravesar miniaturas amigas (difícil, L529)",
    ),
    (
        "`{}`: a run goes forwards or sideways, into the field of view",
        "`{}`: un movimiento potenciado va hacia delante o a los lados, dentro del campo de visión",
    ),
    (
        "`{}` would travel {} cm, MOV is {}, halved: a second move this activation through difficult ground (L522)",
        "`{}` recorrería {} cm y su MOV es {}, a la mitad: un segundo movimiento en esta activación por terreno difícil (L522)",
    ),
    (
        "the move would leave `{}` out of formation (L391): {}",
        "el movimiento dejaría a `{}` fuera de formación (L391): {}",
    ),
    (
        "a unit out of formation cannot charge (R-FORM-1)",
        "una unidad fuera de formación no puede cargar (R-FORM-1)",
    ),
    (
        "`{}` would end {} cm from the enemy it fights, closer than {} cm: a disengage moves away",
        "`{}` terminaría a {} cm del enemigo con el que combate, a menos de {} cm: destrabarse es alejarse",
    ),
    // --- battle::facing, battle::disengage: how a move ends ----------------------------------
    (
        "`{}` engages `{}` and must face the centre of its base ({}°, ±{}°), not {}°",
        "`{}` traba con `{}` y debe encararse al centro de su peana ({}°, ±{}°), no a {}°",
    ),
    (
        "`{}` would end facing {}°: the models of `{}` turn about a point, so they end facing one same way (±{}°)",
        "`{}` terminaría encarada a {}°: las miniaturas de `{}` giran en torno a un punto, así que terminan encaradas todas hacia un mismo lado (±{}°)",
    ),
    (
        "`{}` would end facing {}°: the unit moves toward {}° and every model ends facing the direction of the displacement (±{}°)",
        "`{}` terminaría encarada a {}°: la unidad se desplaza hacia {}° y todas sus miniaturas terminan orientadas en la dirección del desplazamiento (±{}°)",
    ),
    (
        "`{}` would still be engaged with `{}` (R-ENG-1): a disengage ends out of the melee, away from the units it fought",
        "`{}` seguiría trabada con `{}` (R-ENG-1): destrabarse termina fuera del cuerpo a cuerpo, lejos de las unidades con las que combatía",
    ),
    // --- battle::opportunity: charges on a declared move ------------------------------------
    (
        "no declared move to react to",
        "no hay ningún movimiento declarado al que reaccionar",
    ),
    (
        "`{}` cannot charge `{}`: it needs no used marker, no melee, its formation, sight of the mover and a chance to reach it",
        "`{}` no puede cargar contra `{}`: necesita no estar usada ni trabada, mantener la formación, ver a la unidad que se mueve y tener alguna posibilidad de alcanzarla",
    ),
    (
        "the point of the way is a share from 0 (start) to 1 (end)",
        "el punto del recorrido es una fracción de 0 (inicio) a 1 (final)",
    ),
    (
        "opportunity charge by {} (L846)",
        "carga de oportunidad de {} (L846)",
    ),
    (
        "OpportunityCharge { side: {} }",
        "carga de oportunidad (bando {})",
    ),
    // --- battle: after the melee (pursuit, isolated models, melee moves, multiple combats) --
    (
        "isolated: none of its unit within 2.5 cm (L990, R-FORM-1)",
        "aislada: ninguna de su unidad a 2,5 cm o menos (L990, R-FORM-1)",
    ),
    (
        "no melee move is due",
        "no corresponde ningún movimiento tras el combate",
    ),
    (
        "`{}` is not in the winning unit `{}`",
        "`{}` no está en la unidad vencedora `{}`",
    ),
    (
        "`{}` is in melee and stays",
        "`{}` está trabada en combate y se queda",
    ),
    (
        "`{}` would move {} cm, a melee move is at most 5 cm",
        "`{}` se movería {} cm y un movimiento tras el combate es de 5 cm como mucho",
    ),
    (
        "no move takes a model off the table",
        "ningún movimiento saca una miniatura de la mesa",
    ),
    (
        "`{}` would end on another model",
        "`{}` terminaría encima de otra miniatura",
    ),
    (
        "`{}` must move to seek enemy models, not away",
        "`{}` debe moverse buscando miniaturas enemigas, no alejarse",
    ),
    (
        "`{}` would break its formation",
        "`{}` rompería su formación",
    ),
    (
        "R-RES-1 over the whole group (L715)",
        "R-RES-1 sobre todo el grupo (L715)",
    ),
    (
        "lost a multiple combat (L715, R-RES-2)",
        "perdió un combate múltiple (L715, R-RES-2)",
    ),
    (
        "`{}` against `{}` is not a combat left in the chain",
        "`{}` contra `{}` no es un combate pendiente de la cadena",
    ),
    (
        "to pursue a retreating unit (L980)",
        "para perseguir a una unidad en retirada (L980)",
    ),
    (
        "caught by a pursuer (L986)",
        "alcanzada por un perseguidor (L986)",
    ),
    (
        "ran into enemy models while falling back or retreating (L976)",
        "chocó con miniaturas enemigas al replegarse o retirarse (L976)",
    ),
    ("NextCombat { side: {} }", "el siguiente combate (bando {})"),
    (
        "PickOpponents { side: {} }",
        "elegir contra quién combaten sus miniaturas (bando {})",
    ),
    ("Pursuit { side: {} }", "perseguir (bando {})"),
    (
        "ProtectLeader { side: {} }",
        "proteger al líder de unidad (bando {})",
    ),
    (
        "MeleeMove { side: {} }",
        "movimiento tras el combate (bando {})",
    ),
    // --- battle::command: the book's names of the orders ----------------------------------
    ("move (mover)", "mover"),
    ("run (mover potenciado)", "mover potenciado"),
    ("disengage (destrabar)", "destrabar"),
    ("charge (cargar)", "cargar"),
    ("fight (combatir)", "combatir"),
    ("shoot (disparar)", "disparar"),
    ("duel (retar a duelo)", "retar a duelo"),
    ("lead (liderar)", "liderar"),
    ("reload (recargar)", "recargar"),
    ("parapet (parapetar)", "parapetar"),
    // --- battle::deck: the built-in commander orders ------------------------------------
    (
        "Activation phase: one unused unit adds +1D6 to its next combat roll this turn.",
        "Fase de activación: una unidad sin usar suma +1D6 a su próxima tirada de combate este turno.",
    ),
    (
        "Activation phase: X unused units within 10 cm of the general each add 2X cm to their next move order this turn.",
        "Fase de activación: X unidades sin usar a 10 cm o menos del general suman cada una 2X cm a su próxima orden de movimiento este turno.",
    ),
    (
        "Activation phase: one of your units passes its next Honor test automatically.",
        "Fase de activación: una de tus unidades supera automáticamente su próximo chequeo de Honor.",
    ),
    (
        "While deploying: one skirmisher unit not yet deployed deploys anywhere more than 30 cm from the enemy.",
        "Durante el despliegue: una unidad hostigadora aún sin desplegar despliega en cualquier lugar a más de 30 cm del enemigo.",
    ),
    (
        "Activation phase: one unused shooting unit ignores the -1 for an enemy in cover this turn.",
        "Fase de activación: una unidad de disparo sin usar ignora el -1 por enemigo a cubierto este turno.",
    ),
    (
        "Activation phase: remove X stun markers from your units.",
        "Fase de activación: retira X marcadores de unidad aturdida de tus unidades.",
    ),
    // --- battle::commander: commander orders in play ------------------------------------
    (
        "Hidden path is used while deploying, on your turn to place a model",
        "Senda oculta se usa durante el despliegue, en tu turno de colocar una miniatura",
    ),
    (
        "`{}` is not in the hand of commander orders (a used order is gone, L1012)",
        "`{}` no está en la mano de órdenes de comandante (una orden usada se pierde, L1012)",
    ),
    (
        "X = {} needs {} + {} cards, {} given",
        "X = {} necesita {} + {} cartas, se dan {}",
    ),
    ("`{}` has no X", "`{}` no tiene X"),
    (
        "`{}` is played from its text: it names no units here",
        "`{}` se juega según su texto: aquí no nombra unidades",
    ),
    (
        "`{}` is not one of your units in play",
        "`{}` no es una de tus unidades en juego",
    ),
    (
        "`{}` has a used marker: it cannot be chosen",
        "`{}` tiene marcador de unidad usada: no puede elegirse",
    ),
    (
        "`{}` names exactly one unit",
        "`{}` nombra exactamente una unidad",
    ),
    (
        "`{}` needs X of at least 1",
        "`{}` necesita una X de al menos 1",
    ),
    (
        "X = {}: name {} unit(s), {} named",
        "X = {}: nombra {} unidad(es), se nombran {}",
    ),
    ("`{}` already has Banzai", "`{}` ya tiene Banzai"),
    (
        "`{}` has no shooting weapon",
        "`{}` no tiene arma de disparo",
    ),
    ("`{}` already has Volley", "`{}` ya tiene Descarga"),
    (
        "`{}` already has Steady ranks",
        "`{}` ya tiene Filas firmes",
    ),
    (
        "`{}` is not a skirmisher unit (hostigadores)",
        "`{}` no es una unidad de hostigadores",
    ),
    (
        "`{}` already has models deployed",
        "`{}` ya tiene miniaturas desplegadas",
    ),
    (
        "Forced march needs a living general (L425)",
        "Marcha forzada necesita un general vivo (L425)",
    ),
    ("`{}` named twice", "`{}` nombrada dos veces"),
    (
        "`{}` is {} cm from the general, more than 10 cm",
        "`{}` está a {} cm del general, más de 10 cm",
    ),
    (
        "`{}` has {} stun marker(s), {} to remove",
        "`{}` tiene {} marcador(es) de aturdida y se quieren retirar {}",
    ),
    (
        "Hidden path: the model must stand on the table",
        "Senda oculta: la miniatura debe estar sobre la mesa",
    ),
    (
        "cannot deploy on impassable terrain `{}`",
        "no se puede desplegar sobre la escenografía infranqueable `{}`",
    ),
    (
        "Hidden path: {} cm from `{}`, it must be more than 30 cm from every enemy",
        "Senda oculta: a {} cm de `{}`, debe estar a más de 30 cm de todo enemigo",
    ),
    ("forced march +{} cm", "marcha forzada +{} cm"),
    ("steady ranks", "filas firmes"),
    ("hidden path", "senda oculta"),
    (" (+{} cm forced march)", " (+{} cm de marcha forzada)"),
    (
        "`{}` would run {} cm; a run reaches at most 2 x MOV + 1D6 = {} cm{}",
        "`{}` recorrería {} cm; un movimiento potenciado llega como mucho a 2 x MOV + 1D6 = {} cm{}",
    ),
    // --- battle::ki: the ki ability chosen (L1055) --------------------------------------
    (
        "`{}` has no ki ability to choose now",
        "`{}` no tiene ahora habilidad de ki que elegir",
    ),
    (
        "`{}` is not a ki ability of `{}`",
        "`{}` no es una habilidad de ki de `{}`",
    ),
    // --- battle::scenario_rules: the scenario's rules enforced ---------------------------
    ("scenario rule: {}", "regla del escenario: {}"),
    (
        "no shot beyond {} cm on turn {}",
        "ningún disparo a más de {} cm en el turno {}",
    ),
    (
        "the charger is {} cm away: no shot beyond {} cm on turn {}",
        "la unidad que carga está a {} cm: ningún disparo a más de {} cm en el turno {}",
    ),
    (
        "side {} gives no voluntary combat order on turn {}",
        "el bando {} no da órdenes de combate voluntarias en el turno {}",
    ),
    ("`{}` would cross `{}`", "`{}` cruzaría `{}`"),
    ("side {}: {} (+{})", "bando {}: {} (+{})"),
    // --- table::scenario: a scenario's typed rules ----------------------------------------
    (
        "a rule's text, or an object with `text` and `enforce`",
        "el texto de una regla, o un objeto con `text` y `enforce`",
    ),
    (
        "a range is a number >= 0, not {}",
        "un alcance es un número >= 0, no {}",
    ),
    ("turns count from 1", "los turnos se cuentan desde 1"),
    ("side is 0 or 1, not {}", "el bando es 0 o 1, no {}"),
    ("name the model or unit", "nombra la miniatura o la unidad"),
    (
        "name at least one terrain piece",
        "nombra al menos un elemento de escenografía",
    ),
    (
        "no terrain piece `{}` on this table",
        "no hay ningún elemento de escenografía `{}` en esta mesa",
    ),
    (
        "Commander order `{}` of faction {}: its effect is on the printed card.",
        "Orden de comandante `{}` de la facción {}: su efecto está en la carta impresa.",
    ),
    // --- rules::situation: the sides of a combat ------------------------------------------
    ("attacker", "atacante"),
    ("defender", "defensor"),
    ("shooter", "tirador"),
    ("target", "objetivo"),
    // --- table: formation and move problems ----------------------------------------------
    (
        "{} has {} of its unit within {} cm, needs {} (R-FORM-1)",
        "{} tiene {} de su unidad a {} cm o menos y necesita {} (R-FORM-1)",
    ),
    (
        "{} and {} are {} cm apart, more than {} cm (R-FORM-1)",
        "{} y {} están a {} cm, más de {} cm (R-FORM-1)",
    ),
    (
        "crosses impassable terrain `{}` (L523)",
        "cruza escenografía infranqueable `{}` (L523)",
    ),
    (
        "passes through model `{}` (L527, L531)",
        "atraviesa la miniatura `{}` (L527, L531)",
    ),
    ("leaves the table (L478)", "sale de la mesa (L478)"),
    (
        "a run must move forwards or to the sides, into the field of view (L558)",
        "un movimiento potenciado va hacia delante o a los lados, dentro del campo de visión (L558)",
    ),
    // --- files: setup and roster checks ----------------------------------------------------
    (
        "faction `{}` has no profile `{}`",
        "la facción `{}` no tiene el perfil `{}`",
    ),
    (
        "a unit needs models or a leader",
        "una unidad necesita miniaturas o un líder",
    ),
    (
        "width and depth must be positive numbers",
        "el ancho y el fondo deben ser números positivos",
    ),
    ("side is 0 or 1", "el bando es 0 o 1"),
    (
        "a zone needs three or more corners with finite coordinates",
        "una zona necesita tres o más esquinas con coordenadas finitas",
    ),
    (
        "coordinates and radius must be finite, radius >= 0",
        "las coordenadas y el radio deben ser finitos, radio >= 0",
    ),
    (
        "a terrain piece needs three or more finite corners and a finite height",
        "un elemento de escenografía necesita tres o más esquinas finitas y una altura finita",
    ),
    (
        "the battle lasts at least one turn",
        "la batalla dura al menos un turno",
    ),
    (
        "commander level is 0, 1 or 2 (R-ARMY-1)",
        "el nivel de comandante es 0, 1 o 2 (R-ARMY-1)",
    ),
    (
        "an army needs at least one unit",
        "un ejército necesita al menos una unidad",
    ),
    (
        "unit ids must be unique in the battle",
        "los identificadores de unidad deben ser únicos en la batalla",
    ),
    (
        "MOV, base and height must be numbers >= 0",
        "MOV, peana y altura deben ser números >= 0",
    ),
    ("HR must be at least 1", "HR debe ser al menos 1"),
    (
        "range must be a positive number",
        "el alcance debe ser un número positivo",
    ),
    (
        "the general is a leader (L425)",
        "el general es un líder (L425)",
    ),
    (
        "one general per army (R-ARMY-2)",
        "un general por ejército (R-ARMY-2)",
    ),
    ("the battle's setup: {}", "la preparación de la batalla: {}"),
    (
        "log entry {} is not legal: {} ({}): {}",
        "la entrada {} del registro no es legal: {} ({}): {}",
    ),
    (
        "log entry {}, event {}: the log says {} but the seed gives {}",
        "entrada {} del registro, evento {}: el registro dice {} pero la semilla da {}",
    ),
    (
        "save format {} is not {}",
        "el formato de guardado {} no es {}",
    ),
    ("field `{}`: {}", "campo `{}`: {}"),
    // --- table::load: a table or scenario file that cannot be read ----------------------
    (
        "must be a finite number, not {}",
        "debe ser un número finito, no {}",
    ),
    (
        "{} must be greater than 0, not {}",
        "{} debe ser mayor que 0, no {}",
    ),
    (
        "this build reads table files of schema_version {}, not {}",
        "esta versión lee archivos de mesa con schema_version {}, no {}",
    ),
    ("the table's width", "el ancho de la mesa"),
    ("the table's depth", "el fondo de la mesa"),
    (
        "a terrain piece needs an id",
        "un elemento de escenografía necesita un id",
    ),
    (
        "duplicate terrain id `{}` (also terrain[{}])",
        "id de escenografía repetido `{}` (también terrain[{}])",
    ),
    (
        "height cannot be negative ({})",
        "la altura no puede ser negativa ({})",
    ),
    (
        "a polygon needs at least 3 corners, this one has {}",
        "un polígono necesita al menos 3 esquinas y este tiene {}",
    ),
    (
        "the polygon has no area or its edges cross each other",
        "el polígono no tiene área o sus lados se cruzan",
    ),
    (
        "the polygon is too thin to measure",
        "el polígono es demasiado fino para medirlo",
    ),
    ("a model needs an id", "una miniatura necesita un id"),
    (
        "duplicate model id `{}` (also models[{}])",
        "id de miniatura repetido `{}` (también models[{}])",
    ),
    (
        "a model needs the id of its unit",
        "una miniatura necesita el id de su unidad",
    ),
    (
        "side must be 0 or 1, not {}",
        "el bando debe ser 0 o 1, no {}",
    ),
    (
        "unit `{}` has models on both sides (models[{}] is on side {})",
        "la unidad `{}` tiene miniaturas en los dos bandos (models[{}] está en el bando {})",
    ),
    ("a model's height", "la altura de una miniatura"),
    ("a base's width", "el ancho de una peana"),
    (
        "depth_mm is only for `rect` bases (round and square bases have one size)",
        "depth_mm es solo para peanas `rect` (las redondas y cuadradas tienen un solo tamaño)",
    ),
    ("a base's depth", "el fondo de una peana"),
    ("MOV cannot be negative", "MOV no puede ser negativo"),
    ("a weapon's range", "el alcance de un arma"),
    // --- army::validate: what is wrong with a list ---------------------------------------
    (
        "the list is for faction `{}` but was checked against `{}`",
        "la lista es de la facción `{}` pero se comprobó con `{}`",
    ),
    (
        "battle size {} is outside {} to {} points",
        "el tamaño de batalla {} está fuera de {} a {} puntos",
    ),
    (
        "commander level {} does not exist: it is 0, 1 or 2",
        "el nivel de comandante {} no existe: es 0, 1 o 2",
    ),
    (
        "unit id `{}` is used by another unit too",
        "otra unidad usa también el identificador `{}`",
    ),
    (
        "unit `{}` has no models",
        "la unidad `{}` no tiene miniaturas",
    ),
    // The same with one model: the plural's slot is empty then, and a slot is never empty.
    (
        "unit `{}` of {} has {} model: units of a profile that is not unique have 3 models at least",
        "la unidad `{}` de {} tiene {} miniatura: las unidades de un perfil que no es único tienen al menos 3 miniaturas",
    ),
    (
        "unit `{}` of {} has {} model{}: units of a profile that is not unique have 3 models at least",
        "la unidad `{}` de {} tiene {} miniatura{}: las unidades de un perfil que no es único tienen al menos 3 miniaturas",
    ),
    (
        "{} is a support troop: it goes inside a unit (its `support`), not as a unit of its own",
        "{} es una tropa de apoyo: va dentro de una unidad (su `support`), no como unidad propia",
    ),
    (
        "{} is not a support troop (L377)",
        "{} no es una tropa de apoyo (L377)",
    ),
    (
        "an army leader (always unique, L407)",
        "un líder del ejército (siempre único, L407)",
    ),
    ("unique or legendary", "único o legendario"),
    (
        "{} is {}: the army may hold only one model of it",
        "{} es {}: el ejército solo puede tener una miniatura de él",
    ),
    (
        "no general: one of the army leaders, a Hero, must be the general",
        "no hay general: uno de los líderes del ejército, un Héroe, debe ser el general",
    ),
    (
        "the general is unit `{}`, but the list has no such unit",
        "el general es la unidad `{}`, pero la lista no tiene esa unidad",
    ),
    (
        "unit `{}` has no army leader to be the general (neither its profile nor its unit leader is marked leader)",
        "la unidad `{}` no tiene un líder del ejército que sea el general (ni su perfil ni su líder de unidad son líderes)",
    ),
    (
        "{} is of class {} ({}); the general must be a Hero (H)",
        "{} es de clase {} ({}); el general debe ser un Héroe (H)",
    ),
    (
        "{} is a spiritual troop: only with the advanced rules of hidden powers (set `advanced_rules`)",
        "{} es una tropa espiritual: solo con las reglas avanzadas de poderes ocultos (activa `advanced_rules`)",
    ),
    (
        "{}: an army takes one kind of spiritual troop only, Onmyouji or Komuso, and one type of Onmyouji",
        "{}: un ejército lleva un solo tipo de tropa espiritual, Onmyouji o Komuso, y un solo tipo de Onmyouji",
    ),
    (
        "faction `{}` gives no point caps above {} points; its caps for {} points were used",
        "la facción `{}` no da topes de puntos por encima de {} puntos; se usaron sus topes para {} puntos",
    ),
    (
        "{} points of {} troops; faction `{}` allows {} at {} points",
        "{} puntos de tropas {}; la facción `{}` permite {} a {} puntos",
    ),
    (
        "the list costs {} points ({} for troops, {} for commander level {}), {} over the battle size of {}",
        "la lista cuesta {} puntos ({} de tropas, {} por el nivel de comandante {}), {} más que el tamaño de batalla de {}",
    ),
    (
        "{} of {} points are not spent",
        "{} de {} puntos sin gastar",
    ),
    (
        "the list has army leaders only, no troops to lead",
        "la lista solo tiene líderes del ejército, ninguna tropa a la que liderar",
    ),
    (
        "{} is not an army leader and cannot lead a unit",
        "{} no es un líder del ejército y no puede liderar una unidad",
    ),
    (
        "{} is an army leader already; there may be no other leader in the unit",
        "{} ya es un líder del ejército; no puede haber otro líder en la unidad",
    ),
    (
        "{} is a {}: colossal creatures, Komuso and Onmyouji never lead units",
        "{} es {}: las criaturas colosales, los Komuso y los Onmyouji nunca lideran unidades",
    ),
    (
        "{} ({}) is of lower class than the unit's {} ({})",
        "{} ({}) es de clase inferior a {} ({}) de la unidad",
    ),
    (
        "{} is {} but the unit is {}: a unit leader is of the unit's troop type",
        "{} es {} pero la unidad es {}: un líder de unidad es del tipo de tropa de la unidad",
    ),
    (
        "{} is a hero without a {} ranged weapon like the unit's; a hero joins a ranged unit only with a weapon of the same type",
        "{} es un héroe sin un arma a distancia {} como la de la unidad; un héroe solo se une a una unidad de tiradores con un arma del mismo tipo",
    ),
    // --- serde and serde_json: why a JSON file does not read (files::parse_json) -----------
    ("missing field `{}`", "falta el campo `{}`"),
    ("duplicate field `{}`", "el campo `{}` está repetido"),
    (
        "unknown field `{}`, expected one of {}",
        "campo desconocido `{}`; se esperaba uno de {}",
    ),
    (
        "unknown field `{}`, expected `{}`",
        "campo desconocido `{}`; se esperaba `{}`",
    ),
    (
        "unknown field `{}`, there are no fields",
        "campo desconocido `{}`; no hay campos",
    ),
    (
        "unknown variant `{}`, expected one of {}",
        "variante desconocida `{}`; se esperaba una de {}",
    ),
    (
        "unknown variant `{}`, expected `{}`",
        "variante desconocida `{}`; se esperaba `{}`",
    ),
    (
        "invalid type: {}, expected {}",
        "tipo no válido: {}; se esperaba {}",
    ),
    (
        "invalid value: {}, expected {}",
        "valor no válido: {}; se esperaba {}",
    ),
    (
        "invalid length {}, expected {}",
        "longitud no válida {}; se esperaba {}",
    ),
    ("not valid JSON: {}", "no es JSON válido: {}"),
    ("integer `{}`", "el entero `{}`"),
    ("floating point `{}`", "el número decimal `{}`"),
    ("boolean `{}`", "el booleano `{}`"),
    ("string {}", "la cadena {}"),
    ("a string", "una cadena"),
    ("a sequence", "una lista"),
    ("a boolean", "un booleano"),
    ("a map", "un objeto"),
    ("unit value", "el valor vacío"),
    ("expected value", "se esperaba un valor"),
    ("expected `,` or `}`", "se esperaba `,` o `}`"),
    ("expected `,` or `]`", "se esperaba `,` o `]`"),
    ("expected `:`", "se esperaba `:`"),
    ("expected ident", "se esperaba un identificador"),
    (
        "EOF while parsing a value",
        "el archivo termina en mitad de un valor",
    ),
    (
        "EOF while parsing an object",
        "el archivo termina en mitad de un objeto",
    ),
    (
        "EOF while parsing a list",
        "el archivo termina en mitad de una lista",
    ),
    (
        "EOF while parsing a string",
        "el archivo termina en mitad de una cadena",
    ),
    ("trailing characters", "caracteres de más al final"),
    ("trailing comma", "coma de más al final"),
    ("key must be a string", "la clave debe ser una cadena"),
    ("invalid number", "número no válido"),
    ("number out of range", "número fuera de rango"),
    ("invalid escape", "secuencia de escape no válida"),
    (
        "control character (\\u0000-\\u001F) found while parsing a string",
        "carácter de control (\\u0000-\\u001F) dentro de una cadena",
    ),
    ("recursion limit exceeded", "demasiados niveles anidados"),
];

/// Engine templates with a variable tail or clause whose every variant has its own entry above
/// (`"`{}` would travel {} cm, MOV is {}{}{}"` with or without its notes).
pub const COMPOSED: &[&str] = &[
    "`{}` would travel {} cm, MOV is {}{}{}",
    "halved: a second move this activation through difficult ground (L522)",
    "`{}` costs {} card(s){}",
];

/// English texts of the engine that are names or data, not messages: shown as they are.
pub const NOT_MESSAGES: &[&str] = &[
    "just pushed",
    "armas como las de fuego",
    "una peana",
    "Forced march",
    "Steady ranks",
    "Hidden path",
    "Ancestors watch",
    "nothing",
    "partial",
    "front",
    "flank",
    "rear",
];

/// One catalogue entry cut at its `{}`: the literal pieces between the slots.
struct Template {
    pieces: Vec<&'static str>,
    es: &'static str,
}

fn templates() -> &'static [Template] {
    static T: OnceLock<Vec<Template>> = OnceLock::new();
    T.get_or_init(|| {
        CATALOGUE
            .iter()
            .map(|(en, es)| Template {
                pieces: en.split("{}").collect(),
                es,
            })
            .collect()
    })
}

/// Whether `en` is the English side of a catalogue entry (same text, `{}` where the engine
/// formats a value).
pub fn has_entry(en: &str) -> bool {
    CATALOGUE.iter().any(|(e, _)| *e == en) || NOT_MESSAGES.contains(&en) || COMPOSED.contains(&en)
}

/// Every way `text` fills a template's slots (`pieces` are the literals between them), each
/// slot at least one character; at most [`MAX_SPLITS`].
fn captures<'a>(pieces: &[&str], text: &'a str) -> Vec<Vec<&'a str>> {
    let mut out = Vec::new();
    if let Some((first, rest)) = pieces.split_first()
        && let Some(text) = text.strip_prefix(first)
    {
        if rest.is_empty() {
            if text.is_empty() {
                out.push(Vec::new());
            }
        } else {
            fill_slots(rest, text, &mut Vec::new(), &mut out);
        }
    }
    out
}

const MAX_SPLITS: usize = 32;

/// `text` starts with a slot, then `pieces[0]`, a slot, `pieces[1]`...
fn fill_slots<'a>(
    pieces: &[&str],
    text: &'a str,
    taken: &mut Vec<&'a str>,
    out: &mut Vec<Vec<&'a str>>,
) {
    let Some((lit, rest)) = pieces.split_first() else {
        return;
    };
    if out.len() >= MAX_SPLITS {
        return;
    }
    if rest.is_empty() {
        // The last slot takes everything up to the closing literal.
        if let Some(body) = text.strip_suffix(lit)
            && !body.is_empty()
        {
            let mut done = taken.clone();
            done.push(body);
            out.push(done);
        }
        return;
    }
    if lit.is_empty() {
        return;
    }
    for (at, _) in text.match_indices(lit) {
        if at == 0 {
            continue;
        }
        taken.push(&text[..at]);
        fill_slots(rest, &text[at + lit.len()..], taken, out);
        taken.pop();
    }
}

/// How well a slot's text reads as a slot: a name or a number (no space), or a phrase the
/// catalogue words.
fn slot_fits(text: &str) -> bool {
    !text.contains(' ')
        || templates()
            .iter()
            .any(|t| !captures(&t.pieces, text).is_empty())
}

fn translate(text: &str, depth: u32) -> String {
    if depth > 6 || text.is_empty() {
        return text.to_string();
    }
    // Of the templates that match, the one with the most literal text wins (then the one
    // anchored at both ends, then the one with more slots): "{}: {}: {} hits" over
    // "{} dice at {}" for "A: 3 dice at +1: 2 hits".
    // Of a template's ways to fill its slots, the one whose slots read best wins.
    let best = templates()
        .iter()
        .filter_map(|t| {
            captures(&t.pieces, text)
                .into_iter()
                .max_by_key(|c| c.iter().filter(|x| slot_fits(x)).count())
                .map(|c| (t, c))
        })
        .max_by_key(|(t, c)| {
            let literal: usize = t.pieces.iter().map(|p| p.len()).sum();
            let anchors = usize::from(!t.pieces[0].is_empty())
                + usize::from(!t.pieces[t.pieces.len() - 1].is_empty());
            (literal, anchors, c.len())
        });
    if let Some((t, caps)) = best {
        let words: Vec<String> = caps.iter().map(|c| translate(c, depth + 1)).collect();
        let args: Vec<&dyn std::fmt::Display> =
            words.iter().map(|w| w as &dyn std::fmt::Display).collect();
        return crate::app::i18n::fill(t.es, &args);
    }
    if text.contains("; ") {
        return text
            .split("; ")
            .map(|c| translate(c, depth + 1))
            .collect::<Vec<_>>()
            .join("; ");
    }
    // "file.json:3:7: field `x`: message": the place stays, the rest is worded.
    if let Some((head, tail)) = text.split_once(": ") {
        let tail_words = translate(tail, depth + 1);
        if tail_words != tail {
            return format!("{head}: {tail_words}");
        }
    }
    text.to_string()
}

/// `text`, written by the engine in English, in `lang`.
pub fn words(lang: Lang, text: &str) -> String {
    if lang == Lang::English {
        return text.to_string();
    }
    thread_local! {
        static CACHE: RefCell<HashMap<String, String>> = RefCell::new(HashMap::new());
    }
    CACHE.with(|c| {
        if let Some(w) = c.borrow().get(text) {
            return w.clone();
        }
        let w = translate(text, 0);
        let mut c = c.borrow_mut();
        if c.len() > 20_000 {
            c.clear();
        }
        c.insert(text.to_string(), w.clone());
        w
    })
}

/// A rejection of the battle engine in `lang`: its reason, then the rule that forbids it.
pub fn rejection(lang: Lang, r: &crate::battle::Rejection) -> String {
    format!("{} ({})", words(lang, &r.message), r.rule)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rejection_names_what_the_battle_waits_for_in_spanish() {
        let r = crate::battle::Rejection {
            rule: "R-TURN-3".into(),
            message: "the battle waits for ChooseUnit { side: 1 }".into(),
        };
        assert_eq!(
            rejection(Lang::Spanish, &r),
            "la batalla espera: activar una unidad (bando 1) (R-TURN-3)"
        );
    }

    #[test]
    fn every_template_has_as_many_slots_in_both_languages() {
        for (en, es) in CATALOGUE {
            assert_eq!(en.matches("{}").count(), es.matches("{}").count(), "{en}");
            assert!(!en.contains("{}{}"), "adjacent slots are ambiguous: {en}");
        }
    }

    #[test]
    fn a_file_error_from_serde_is_worded_in_spanish_with_its_place_kept() {
        let en = "night.json:6:71: field `special_rules[1].enforce.side`: invalid type: \
                  string \"x\", expected u8";
        assert_eq!(
            words(Lang::Spanish, en),
            "night.json:6:71: campo `special_rules[1].enforce.side`: tipo no válido: la cadena \
             \"x\"; se esperaba u8"
        );
        assert_eq!(
            words(
                Lang::Spanish,
                "a.json:3:1: not valid JSON: EOF while parsing an object"
            ),
            "a.json:3:1: no es JSON válido: el archivo termina en mitad de un objeto"
        );
        assert_eq!(
            words(
                Lang::Spanish,
                "a.json:2:9: field `units[0]`: missing field `side`"
            ),
            "a.json:2:9: campo `units[0]`: falta el campo `side`"
        );
    }

    #[test]
    fn names_and_numbers_stay_as_they_are() {
        assert_eq!(words(Lang::Spanish, "0-lord"), "0-lord");
        assert_eq!(words(Lang::Spanish, "12.5"), "12.5");
    }
}
