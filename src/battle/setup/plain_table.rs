//! A plain table whose units were all put down from army lists ("Armies on the table", the
//! list builder's Place; each noted with its list's unit, `UnitNote::from_list`) made into a
//! battle's first state, so that the odds from the table read the units' own troops as a battle
//! would. Each side's units become a side as its list would field them ([`side_from_list`]),
//! their models deployed where the table places them ([`BattleSetup::initial_state`]): the
//! table's `spears-leader` is the battle's `spears.leader`, `spears-3` one of `spears.1..N`, and
//! a unit counts the models the table has of it (a casualty taken off the real table is gone).

use crate::army::{ArmyList, Faction, Unit};
use crate::battle::model::state::BattleState;
use crate::battle::setup::army_side::side_from_list;
use crate::battle::setup::battle_setup::BattleSetup;
use crate::table::model::{ModelPlacement, TableFile};

/// The battle a plain `table` stands for, its factions found among `known` by id. None when a
/// unit on the table carries no list note, its faction is not known, its profile is not the
/// faction's, a side has no unit, or one side's units come from two factions.
pub fn battle_of_plain_table(table: &TableFile, known: &[Faction]) -> Option<BattleSetup> {
    let mut units: Vec<(&str, u8)> = Vec::new();
    for m in &table.models {
        if !units.iter().any(|(u, _)| *u == m.unit) {
            units.push((&m.unit, m.side));
        }
    }
    let mut models: Vec<ModelPlacement> = Vec::new();
    let sides = [0u8, 1].map(|side| -> Option<_> {
        let mut faction: Option<&Faction> = None;
        let mut list_units = Vec::new();
        let mut general = None;
        for &(id, _) in units.iter().filter(|(_, s)| *s == side) {
            let listed = table
                .units
                .iter()
                .find(|n| n.id == id)?
                .from_list
                .as_ref()?;
            let f = known.iter().find(|f| f.id == listed.faction)?;
            if faction.is_some_and(|g| g.id != f.id) {
                return None;
            }
            faction = Some(f);
            let on_table: Vec<&ModelPlacement> =
                table.models.iter().filter(|m| m.unit == id).collect();
            let is_leader = |m: &ModelPlacement| m.id.ends_with("-leader");
            let profile = f.profile(&listed.profile)?;
            // An army leader standing alone (L409): the battle's leader model.
            let alone = listed.leader.is_none() && profile.leader && listed.models == 1;
            let has_leader = listed.leader.is_some() && on_table.iter().any(|m| is_leader(m));
            let rank_and_file = on_table.iter().filter(|m| !is_leader(m)).count() as u32;
            let mut n = 0;
            for m in &on_table {
                let battle_id = if alone || is_leader(m) {
                    format!("{id}.leader")
                } else {
                    n += 1;
                    format!("{id}.{n}")
                };
                models.push(ModelPlacement {
                    id: battle_id,
                    ..(*m).clone()
                });
            }
            let support = listed.support.len() as u32;
            list_units.push(Unit {
                id: id.to_string(),
                profile: listed.profile.clone(),
                // The unit's models on the table, its support troops among them (L377).
                models: if alone {
                    1
                } else {
                    rank_and_file.saturating_sub(support)
                },
                leader: if has_leader {
                    listed.leader.clone()
                } else {
                    None
                },
                support: if alone || rank_and_file < support {
                    Vec::new()
                } else {
                    listed.support.clone()
                },
                mixed: Vec::new(),
                on_base: None,
            });
            if listed.general && (alone || has_leader) {
                general = Some(id.to_string());
            }
        }
        let faction = faction?;
        let list = ArmyList {
            json_schema: None,
            schema_version: crate::army::ARMY_SCHEMA_VERSION,
            name: String::new(),
            name_es: None,
            faction: faction.id.clone(),
            battle_size: 0,
            commander_level: 0,
            mode: Default::default(),
            advanced_rules: false,
            units: list_units,
            general,
        };
        side_from_list(&list, faction).ok()
    });
    let [Some(first), Some(second)] = sides else {
        return None;
    };
    let scenario = TableFile {
        models,
        ..table.clone()
    };
    let setup = BattleSetup {
        battle_points: 0,
        scenario,
        sides: [first, second],
    };
    setup.validate().ok()?;
    Some(setup)
}

/// The first state of [`battle_of_plain_table`]: every unit deployed where the table has it.
pub fn state_of_plain_table(table: &TableFile, known: &[Faction]) -> Option<BattleState> {
    battle_of_plain_table(table, known).map(|s| s.initial_state())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::model::{Base, BaseShape, ListedUnit, UnitNote};

    fn model(id: &str, unit: &str, side: u8, x: f64, y: f64) -> ModelPlacement {
        ModelPlacement {
            id: id.into(),
            unit: unit.into(),
            side,
            x,
            y,
            facing_deg: if side == 0 { 90.0 } else { 270.0 },
            base: Base {
                shape: BaseShape::Round,
                width_mm: 25.0,
                depth_mm: None,
            },
            height: 1.0,
        }
    }

    fn note(id: &str, faction: &str, profile: &str, models: u32, leader: Option<&str>) -> UnitNote {
        UnitNote {
            id: id.into(),
            mov_cm: 10.0,
            range_cm: None,
            skirmisher: false,
            from_list: Some(ListedUnit {
                faction: faction.into(),
                profile: profile.into(),
                models,
                leader: leader.map(String::from),
                support: Vec::new(),
                general: false,
            }),
        }
    }

    /// The spears (a hatamoto and 8 ashigaru yari, one taken off the real table) against the
    /// levy, as "Armies on the table" names their models.
    fn table() -> TableFile {
        let mut models = vec![model("spears-leader", "spears", 0, 30.0, 20.0)];
        models.extend((1..=7).map(|k| {
            model(
                &format!("spears-{k}"),
                "spears",
                0,
                30.0 + 2.5 * k as f64,
                20.0,
            )
        }));
        models.extend(
            (1..=10).map(|k| model(&format!("levy-{k}"), "levy", 1, 30.0 + 2.5 * k as f64, 70.0)),
        );
        TableFile {
            units: vec![
                note("spears", "akagane", "ashigaru_yari", 8, Some("hatamoto")),
                note("levy", "hayashi", "peasant_levy", 10, None),
            ],
            ..TableFile::with_models(120.0, 90.0, models)
        }
    }

    #[test]
    fn l411_a_plain_table_of_listed_units_is_a_battle_of_their_own_troops_deployed_where_they_stand()
     {
        let factions = crate::army::bundled_factions();
        let s = state_of_plain_table(&table(), &factions).expect("every unit is noted");
        let spears = s.unit("spears").unwrap();
        // The unit counts the models the table has of it: 7 of the list's 8, and its leader.
        assert_eq!(spears.models, 7);
        assert_eq!(
            spears.leader.as_ref().map(|l| l.name.as_str()),
            Some("Hatamoto")
        );
        assert_eq!(
            spears.profile.army_profile.as_deref(),
            Some("ashigaru_yari")
        );
        assert_eq!(s.unit("levy").unwrap().models, 10);
        let leader = s.models_of("spears").find(|m| m.leader).unwrap();
        assert_eq!(leader.id, "spears.leader");
        assert!(leader.deployed && (leader.x - 30.0).abs() < 1e-9);
        assert!(s.models_of("levy").all(|m| m.deployed));
    }

    #[test]
    fn a_unit_without_its_list_note_leaves_the_table_without_a_battle() {
        let mut t = table();
        t.units[1].from_list = None;
        assert!(state_of_plain_table(&t, &crate::army::bundled_factions()).is_none());
    }
}
