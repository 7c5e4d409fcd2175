//! What a reader calls the things a battle names by id, in the reader's language: each side
//! (its list's name, or its faction's when the list has none), each
//! unit (its profile's name in that language, numbered when two units of the battle
//! read the same), each model (its unit's name with its number, or the leader's name and his
//! unit's), each commander order card, each objective, terrain piece and ki ability (their names in the
//! reader's language); and a scenario's name. The engine's values carry ids; the narration (the
//! log, the commands, the rejections), and in the window the tracker, the order picker and the
//! table's labels, word them through these names ([`Names`]).

use std::collections::{HashMap, HashSet};

use crate::battle::combat::profile_groups;
use crate::battle::model::names::Names;
use crate::battle::{Battle, BattleState, Side};
use crate::i18n::{Language as Lang, in_language, text};
use crate::table::model::{Mission, Objective, TableFile};

/// The names of one battle's sides, units, models, commander orders and ki abilities in one
/// language.
#[derive(Debug, Clone, Default)]
pub struct BattleNames {
    sides: [String; 2],
    units: HashMap<String, String>,
    /// Each profile's models of a mixed raid unit, by the unit and the profile's place
    /// (R-RAID-6).
    groups: HashMap<(String, u32), String>,
    /// The profile each mixed raid unit shoots with, by the unit (R-RAID-6): its first with a
    /// ranged weapon.
    shooting_groups: HashMap<String, u32>,
    /// Each unit's side, as the battle began.
    unit_sides: HashMap<String, Side>,
    /// The total war movement bases (R-TW-1), by their model ids: each stands for its unit's
    /// whole size.
    movement_bases: HashSet<String>,
    /// The units that began the battle as a leader alone (a hero on his own base): when he dies
    /// the unit is gone with him, not wiped out (L436-438).
    lone_leaders: HashSet<String>,
    models: HashMap<String, String>,
    orders: HashMap<String, String>,
    objectives: HashMap<String, String>,
    terrain: HashMap<String, String>,
    missions: HashMap<String, String>,
    /// What each of the factions' own cards does (the players play its text).
    order_texts: HashMap<String, String>,
    abilities: HashMap<String, String>,
    /// The parts the scenario gives side 0 and side 1 (attacker, defender...; R-SCEN-1).
    roles: Vec<String>,
    /// The sides whose cards and commander orders the reader sees face down (in the window, a
    /// side the computer plays against a player).
    face_down: [bool; 2],
}

impl BattleNames {
    /// The names of `battle` in `lang`: those of its state, and of the models its setup
    /// deployed that have fallen since.
    pub fn of(lang: Lang, battle: &Battle) -> Self {
        Self::new(lang, battle.state(), &battle.setup().initial_state())
    }

    /// These names for a reader who sees the cards and commander orders of the sides in
    /// `face_down` face down.
    pub fn seen_across(mut self, face_down: [bool; 2]) -> Self {
        self.face_down = face_down;
        self
    }

    /// The names of `state` in `lang`; `first` is the battle's first state (before any event),
    /// which still holds every model it started with and so numbers them.
    pub fn new(lang: Lang, state: &BattleState, first: &BattleState) -> Self {
        let sides = Side::BOTH.map(|side| side_name(lang, state, side));
        let units = unit_names(lang, first, state);
        let unit = |id: &str| units.get(id).cloned().unwrap_or_else(|| id.to_string());
        // Each model's number in its unit, as the battle began.
        let mut numbers: HashMap<&str, (&str, u32)> = HashMap::new();
        let mut counted: HashMap<&str, u32> = HashMap::new();
        for m in first.models().iter().filter(|m| !m.leader) {
            let n = counted.entry(m.unit.as_str()).or_insert(0);
            *n += 1;
            numbers.insert(m.id.as_str(), (m.unit.as_str(), *n));
        }
        let mut models = HashMap::new();
        for m in first.models().iter().chain(state.models()) {
            // Where the model stands now (a leader may have joined or left a unit), else where
            // it began.
            let now = state.model(&m.id).unwrap_or(m);
            // A dead leader's unit no longer has him: it is read as the battle began.
            let unit_of = |id: &str| match (state.unit(id), first.unit(id)) {
                (Some(u), Some(f)) if u.leader.is_none() => Some(f),
                (u, f) => u.or(f),
            };
            let name = match (now.leader, numbers.get(m.id.as_str())) {
                (true, _) => match unit_of(&now.unit) {
                    Some(u) if !u.is_lone_leader() => text(
                        lang,
                        "log-model-leader",
                        &[
                            (
                                "leader",
                                u.leader
                                    .as_ref()
                                    .map_or(&u.profile, |l| l)
                                    .name_in(lang)
                                    .into(),
                            ),
                            ("unit", unit(&u.id).into()),
                        ],
                    ),
                    _ => unit(&now.unit),
                },
                // A total war unit's one model is its movement base (R-TW-1).
                (false, Some((began_in, _)))
                    if first.unit(began_in).is_some_and(|u| u.movement_base) =>
                {
                    text(lang, "log-model-base", &[("unit", unit(began_in).into())])
                }
                (false, Some((began_in, n))) => text(
                    lang,
                    "log-model-number",
                    &[("unit", unit(began_in).into()), ("number", (*n).into())],
                ),
                (false, None) => unit(&now.unit),
            };
            models.insert(m.id.clone(), name);
        }
        let groups = group_names(lang, first, &units);
        let shooting_groups = first
            .units()
            .iter()
            .filter_map(|u| Some((u.id.clone(), profile_groups::shooting_group(u)?)))
            .collect();
        let unit_sides = first
            .units()
            .iter()
            .chain(state.units())
            .map(|u| (u.id.clone(), u.side))
            .collect();
        let movement_bases = first
            .models()
            .iter()
            .filter(|m| !m.leader && first.unit(&m.unit).is_some_and(|u| u.movement_base))
            .map(|m| m.id.clone())
            .collect();
        let lone_leaders = first
            .units()
            .iter()
            .filter(|u| u.is_lone_leader())
            .map(|u| u.id.clone())
            .collect();
        let mut orders = HashMap::new();
        let mut order_texts = HashMap::new();
        let mut abilities = HashMap::new();
        for s in state.sides() {
            for c in &s.order_cards {
                orders.insert(c.name.clone(), c.name_in(lang));
                if c.effect.is_none() {
                    order_texts.insert(c.name.clone(), c.text_in(lang));
                }
            }
            for a in s.faction.iter().flat_map(|f| &f.abilities) {
                abilities.insert(a.id.clone(), a.name_in(lang).to_string());
            }
        }
        let objectives = objective_names(lang, state.table());
        let terrain = terrain_names(lang, state.table());
        let missions = state
            .table()
            .missions
            .iter()
            .flat_map(|m| std::iter::once(&m.primary).chain(&m.secondary))
            .map(|m| (m.id.clone(), mission_name(lang, m).to_string()))
            .collect();
        let roles = state
            .table()
            .roles
            .iter()
            .map(|r| in_language(lang, &r.name, r.name_es.as_deref()).to_string())
            .collect();
        BattleNames {
            sides,
            units,
            groups,
            shooting_groups,
            unit_sides,
            movement_bases,
            lone_leaders,
            models,
            orders,
            objectives,
            terrain,
            missions,
            order_texts,
            abilities,
            roles,
            face_down: [false; 2],
        }
    }

    /// What a faction's own commander order card does, in the reader's language (`None` for
    /// an original order, which the catalogues word, and for a card the battle does not have).
    pub fn order_text(&self, name: &str) -> Option<String> {
        self.order_texts.get(name).cloned()
    }

    /// Names for a table with no battle on it: its terrain pieces and objectives, in `lang`;
    /// units and models go by their ids.
    pub fn of_table(lang: Lang, table: &TableFile) -> Self {
        BattleNames {
            objectives: objective_names(lang, table),
            terrain: terrain_names(lang, table),
            ..Default::default()
        }
    }

    /// Names for the sides only: units, models, orders and abilities go by their ids.
    pub fn from_sides(sides: [String; 2]) -> Self {
        BattleNames {
            sides,
            ..Default::default()
        }
    }

    /// The two sides' names.
    pub fn sides(&self) -> &[String; 2] {
        &self.sides
    }

    /// Each unit id's name.
    pub fn unit_names(&self) -> &HashMap<String, String> {
        &self.units
    }

    /// The side of unit `id`, when the battle has it.
    pub fn side_of(&self, id: &str) -> Option<Side> {
        self.unit_sides.get(id).copied()
    }

    /// Whether model `id` is a total war movement base, standing for its unit's whole size
    /// (R-TW-1, R-TW-5).
    pub fn is_movement_base(&self, id: &str) -> bool {
        self.movement_bases.contains(id)
    }

    /// Whether unit `id` began the battle as a leader alone: his death is the unit's end
    /// (L436-438).
    pub fn is_lone_leader(&self, id: &str) -> bool {
        self.lone_leaders.contains(id)
    }

    /// What unit `id` is called when it shoots: a mixed raid unit by the profile it shoots
    /// with, its first with a ranged weapon (R-RAID-6); any other unit by its name.
    pub fn shooter(&self, id: &str) -> String {
        self.group(id, self.shooting_groups.get(id).copied())
    }
}

/// What each profile's models of each mixed raid unit of `first` are called (R-RAID-6): the
/// unit's name and the profile's, "Samurai bushi [Samurai kyudoka]".
fn group_names(
    lang: Lang,
    first: &BattleState,
    units: &HashMap<String, String>,
) -> HashMap<(String, u32), String> {
    let mut out = HashMap::new();
    for u in first.units().iter().filter(|u| u.is_mixed()) {
        let unit = units.get(&u.id).cloned().unwrap_or_else(|| u.id.clone());
        let profiles = std::iter::once(&u.profile).chain(u.mixed.iter().map(|m| &m.profile));
        for (i, p) in profiles.enumerate() {
            let name = text(
                lang,
                "log-profile-group",
                &[
                    ("profile", p.name_in(lang).into()),
                    ("unit", unit.clone().into()),
                ],
            );
            out.insert((u.id.clone(), i as u32), name);
        }
    }
    out
}

/// Each objective's name in `lang`, by its id.
fn objective_names(lang: Lang, table: &TableFile) -> HashMap<String, String> {
    table
        .objectives
        .iter()
        .map(|o| (o.id.clone(), objective_name(lang, o).to_string()))
        .collect()
}

/// Each terrain piece's name in `lang` (its id when it has none), by its id.
fn terrain_names(lang: Lang, table: &TableFile) -> HashMap<String, String> {
    table
        .terrain
        .iter()
        .map(|t| (t.id.clone(), t.name_in(lang).to_string()))
        .collect()
}

/// The name `map` gives `id`; an id it does not know stays as it is.
fn named(map: &HashMap<String, String>, id: &str) -> String {
    map.get(id).cloned().unwrap_or_else(|| id.to_string())
}

impl Names for BattleNames {
    fn side(&self, side: Side) -> String {
        self.sides[side.index()].clone()
    }

    fn face_down(&self, side: Side) -> bool {
        self.face_down[side.index()]
    }

    fn role(&self, side: Side) -> Option<String> {
        self.roles.get(side.index()).cloned()
    }

    /// A unit's name, or a model's.
    fn unit(&self, id: &str) -> String {
        match self.units.get(id) {
            Some(name) => name.clone(),
            None => named(&self.models, id),
        }
    }

    fn group(&self, unit: &str, profile: Option<u32>) -> String {
        profile
            .and_then(|i| self.groups.get(&(unit.to_string(), i)))
            .cloned()
            .unwrap_or_else(|| self.unit(unit))
    }

    fn order(&self, name: &str) -> String {
        named(&self.orders, name)
    }

    fn objective(&self, id: &str) -> String {
        named(&self.objectives, id)
    }

    fn terrain(&self, id: &str) -> String {
        named(&self.terrain, id)
    }

    fn ability(&self, id: &str) -> String {
        named(&self.abilities, id)
    }

    fn mission(&self, id: &str) -> String {
        named(&self.missions, id)
    }
}

/// A mission's name in `lang` (R-MISSION-1).
pub fn mission_name(lang: Lang, m: &Mission) -> &str {
    in_language(lang, &m.name, m.name_es.as_deref())
}

/// What a mission asks, in `lang`.
pub fn mission_text(lang: Lang, m: &Mission) -> &str {
    in_language(lang, &m.text, m.text_es.as_deref())
}

/// A scenario's name in `lang`, when it has one.
pub fn scenario_name(lang: Lang, table: &TableFile) -> Option<&str> {
    let name = table.name.as_deref()?;
    Some(in_language(lang, name, table.name_es.as_deref()))
}

/// An objective's name in `lang` (its id when it has no name).
pub fn objective_name(lang: Lang, o: &Objective) -> &str {
    match &o.name {
        Some(name) => in_language(lang, name, o.name_es.as_deref()),
        None => &o.id,
    }
}

/// A side's name in `lang`: its list's (its faction's when the list has none).
fn side_name(lang: Lang, state: &BattleState, side: Side) -> String {
    let s = &state.sides()[side.index()];
    in_language(lang, &s.name, s.name_es.as_deref()).to_string()
}

/// Each unit's name: its profile's in `lang` as the battle began (a lone leader's is his; a
/// unit a leader stepped out as, his), with a number after it when several units of the
/// battle read the same (`Guerreros oni 1`, `Guerreros oni 2`).
fn unit_names(lang: Lang, first: &BattleState, state: &BattleState) -> HashMap<String, String> {
    let new = state.units().iter().filter(|u| first.unit(&u.id).is_none());
    let base: Vec<(&str, &str)> = first
        .units()
        .iter()
        .chain(new)
        .map(|u| (u.id.as_str(), u.acting_profile().name_in(lang)))
        .collect();
    let mut seen: HashMap<&str, u32> = HashMap::new();
    base.iter()
        .map(|(id, name)| {
            let same = base.iter().filter(|(_, n)| n == name).count();
            let shown = if same > 1 {
                let n = seen.entry(name).or_insert(0);
                *n += 1;
                format!("{name} {n}")
            } else {
                name.to_string()
            };
            (id.to_string(), shown)
        })
        .collect()
}
