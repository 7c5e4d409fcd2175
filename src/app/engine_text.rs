//! The engine's own words in the window's language: a message catalogue.
//!
//! What is left of the English the engine still writes (see the README's "Words" section for
//! what is typed and worded by the Fluent catalogues instead: rejections, events' reasons,
//! combat steps, list problems, pool rows, move problems). The window passes such text through
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
    // --- battle: saves, the multiple combat's powering, a run's terrain -------------------
    (
        "save format {} is not 1 to {}",
        "el formato de partida guardada {} no es de 1 a {}",
    ),
    ("no model `{}`", "no hay ninguna miniatura `{}`"),
    ("`{}` is already on the table", "`{}` ya está en la mesa"),
    (
        "powering {} against {} in the multiple combat",
        "potenciar a {} contra {} en el combate múltiple",
    ),
    (
        "a run cannot cross difficult terrain `{}` (L557)",
        "un movimiento potenciado no puede cruzar terreno difícil `{}` (L557)",
    ),
    (
        "a run cannot cross difficult terrain `{}`",
        "un movimiento potenciado no puede cruzar terreno difícil `{}`",
    ),
    // --- battle::leaders::join: a leader joining or leaving a unit (L537-551) ----------------
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
    // --- battle::opportunity::charge: charges on a declared move ------------------------------------
    (
        "opportunity charge by {} (L846)",
        "carga de oportunidad de {} (L846)",
    ),
    // --- battle: after the melee (pursuit, isolated models, melee moves, multiple combats) --
    (
        "isolated: none of its unit within 2.5 cm (L990, R-FORM-1)",
        "aislada: ninguna de su unidad a 2,5 cm o menos (L990, R-FORM-1)",
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
    // --- battle::model::command: the book's names of the orders ----------------------------------
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
    // --- battle::model::deck: the built-in commander orders ------------------------------------
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
    // --- battle::deck::commander: commander orders in play ------------------------------------
    ("forced march +{} cm", "marcha forzada +{} cm"),
    ("steady ranks", "filas firmes"),
    ("hidden path", "senda oculta"),
    // --- battle::scenario::special_rules: the scenario's rules enforced ---------------------------
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
        "log entry {} is not legal now: {} ({}): {}",
        "la entrada {} del registro ya no es legal: {} ({}): {}",
    ),
    (
        "log entry {}, event {}: the log says {} but today's rules give {}",
        "entrada {} del registro, evento {}: el registro dice {} pero las reglas de hoy dan {}",
    ),
    (
        "log entry {}, event {}: {}",
        "entrada {} del registro, evento {}: {}",
    ),
    (
        "`{}` names unit `{}`, which the battle does not have",
        "`{}` nombra la unidad `{}`, que la batalla no tiene",
    ),
    (
        "`{}` names model `{}`, which is not on the table",
        "`{}` nombra la miniatura `{}`, que no está en la mesa",
    ),
    (
        "`{}` is side {}, and a battle has sides 0 and 1",
        "`{}` es el bando {}, y una batalla tiene los bandos 0 y 1",
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

#[cfg(test)]
mod tests {
    use super::*;

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
