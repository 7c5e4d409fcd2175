//! A plain table whose units were all put down from army lists ("Armies on the table", the
//! list builder's Place; each noted with its list's unit, `UnitNote::from_list`) made into a
//! battle's first state, so that the odds from the table read the units' own troops as a battle
//! would. Each side's units become a side as its list would field them ([`side_from_list`]),
//! their models deployed where the table places them ([`BattleSetup::initial_state`]): the
//! table's `spears-leader` is the battle's `spears.leader`, `spears-3` one of `spears.1..N`, and
//! a unit counts the models the table has of it (a casualty taken off the real table is gone).

use crate::army::{ArmyList, Faction, MixedModels, Mode, Unit};
use crate::battle::model::state::BattleState;
use crate::battle::model::unit::movement_base_model;
use crate::battle::setup::army_side::side_from_list;
use crate::battle::setup::battle_setup::{BattleSetup, list_mode};
use crate::battle::setup::total_war::table_base_id;
use crate::table::model::{GameMode, ListedUnit, ModelPlacement, TableFile};

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
        let mut mode: Option<GameMode> = None;
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
            // One side's units come from one list: one faction, one game mode.
            if faction.is_some_and(|g| g.id != f.id) || mode.is_some_and(|m| m != listed.mode) {
                return None;
            }
            faction = Some(f);
            mode = Some(listed.mode);
            let on_table: Vec<&ModelPlacement> =
                table.models.iter().filter(|m| m.unit == id).collect();
            let unit = listed_unit(id, listed, f, &on_table, &mut models)?;
            if listed.general && (unit.leader.is_some() || is_alone(listed, f)) {
                general = Some(id.to_string());
            }
            list_units.push(unit);
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
            mode: mode.map_or(Mode::Standard, list_mode),
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

/// An army leader standing alone (L409): one model of a leader profile and no unit leader.
fn is_alone(listed: &ListedUnit, faction: &Faction) -> bool {
    listed.leader.is_none()
        && listed.models == 1
        && listed.mixed.is_empty()
        && faction.profile(&listed.profile).is_some_and(|p| p.leader)
}

/// The list's unit `id` as the table has it (`listed` its list note, `on_table` its models),
/// its models pushed onto `models` under their battle ids: what is left of it on the table
/// (a casualty taken off the real table is gone). A mixed raid unit counts each profile's
/// models by the template's numbering, its own first (R-RAID-4); a total war unit is its
/// movement base, standing for the size its list gives (R-TW-2, R-TW-4).
fn listed_unit(
    id: &str,
    listed: &ListedUnit,
    faction: &Faction,
    on_table: &[&ModelPlacement],
    models: &mut Vec<ModelPlacement>,
) -> Option<Unit> {
    faction.profile(&listed.profile)?;
    let is_leader = |m: &ModelPlacement| m.id.ends_with("-leader");
    let alone = is_alone(listed, faction);
    let has_leader = listed.leader.is_some() && on_table.iter().any(|m| is_leader(m));
    let on_base = listed.on_base.filter(|_| listed.mode == GameMode::TotalWar);
    if on_base.is_some() {
        let base = on_table.iter().find(|m| m.id == table_base_id(id))?;
        models.push(ModelPlacement {
            id: movement_base_model(id),
            ..(*base).clone()
        });
        return Some(Unit {
            id: id.to_string(),
            profile: listed.profile.clone(),
            models: listed.models,
            leader: listed.leader.clone(),
            support: listed.support.clone(),
            mixed: Vec::new(),
            on_base,
        });
    }
    // Each model's profile: 0 the unit's own (its support troops with it), then each of
    // `mixed` in order, by the number the template gave it.
    let group_of = |m: &ModelPlacement| -> usize {
        let k: Option<u32> =
            m.id.strip_prefix(id)
                .and_then(|r| r.strip_prefix('-'))
                .and_then(|r| r.parse().ok());
        let Some(k) = k else { return 0 };
        let mut last = listed.models;
        if k <= last {
            return 0;
        }
        for (i, mixed) in listed.mixed.iter().enumerate() {
            last += mixed.models;
            if k <= last {
                return i + 1;
            }
        }
        0
    };
    let mut rank_and_file: Vec<(usize, &ModelPlacement)> = on_table
        .iter()
        .filter(|m| !is_leader(m))
        .map(|m| (group_of(m), *m))
        .collect();
    // The battle numbers a unit's models by profile, its own first (R-RAID-4).
    rank_and_file.sort_by_key(|(g, _)| *g);
    for m in on_table.iter().filter(|m| alone || is_leader(m)) {
        models.push(ModelPlacement {
            id: format!("{id}.leader"),
            ..(*m).clone()
        });
    }
    if !alone {
        for (n, (_, m)) in rank_and_file.iter().enumerate() {
            models.push(ModelPlacement {
                id: format!("{id}.{}", n + 1),
                ..(*m).clone()
            });
        }
    }
    let count = |g: usize| rank_and_file.iter().filter(|(h, _)| *h == g).count() as u32;
    let support = listed.support.len() as u32;
    let own = count(0);
    Some(Unit {
        id: id.to_string(),
        profile: listed.profile.clone(),
        // The unit's models on the table, its support troops among them (L377).
        models: if alone {
            1
        } else {
            own.saturating_sub(support)
        },
        leader: if has_leader {
            listed.leader.clone()
        } else {
            None
        },
        support: if alone || own < support {
            Vec::new()
        } else {
            listed.support.clone()
        },
        mixed: listed
            .mixed
            .iter()
            .enumerate()
            .map(|(i, m)| MixedModels {
                profile: m.profile.clone(),
                models: count(i + 1),
            })
            .filter(|m| m.models > 0)
            .collect(),
        on_base: None,
    })
}

/// The first state of [`battle_of_plain_table`]: every unit deployed where the table has it.
pub fn state_of_plain_table(table: &TableFile, known: &[Faction]) -> Option<BattleState> {
    battle_of_plain_table(table, known).map(|s| s.initial_state())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::model::{Base, BaseShape, ListedModels, ListedUnit, UnitNote};

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
                mode: GameMode::Standard,
                mixed: Vec::new(),
                on_base: None,
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

    fn listed(t: &mut TableFile, unit: &str, f: impl Fn(&mut ListedUnit)) {
        let note = t.units.iter_mut().find(|n| n.id == unit).unwrap();
        f(note.from_list.as_mut().unwrap());
    }

    #[test]
    fn p_total_war_a_movement_base_on_a_plain_table_is_its_unit_standing_for_its_size() {
        let mut base = model("spears-base", "spears", 0, 40.0, 20.0);
        base.base = crate::battle::setup::total_war::movement_base_footprint();
        let mut levy = model("levy-base", "levy", 1, 40.0, 70.0);
        levy.base = base.base;
        let mut t = TableFile {
            units: vec![
                note("spears", "akagane", "ashigaru_yari", 15, Some("hatamoto")),
                note("levy", "hayashi", "peasant_levy", 10, None),
            ],
            ..TableFile::with_models(180.0, 120.0, vec![base, levy])
        };
        for (unit, on_base) in [("spears", 5), ("levy", 3)] {
            listed(&mut t, unit, |l| {
                l.mode = GameMode::TotalWar;
                l.on_base = Some(on_base);
            });
        }
        let s = state_of_plain_table(&t, &crate::army::bundled_factions())
            .expect("both sides are total war lists");
        assert_eq!(s.mode(), Mode::TotalWar);
        let spears = s.unit("spears").unwrap();
        assert!(spears.movement_base);
        // 5 models on the base stand for a unit of 15 (R-TW-2): its size, its leader on it.
        assert_eq!(spears.models, 15);
        assert!(spears.leader.is_some());
        let on: Vec<_> = s.models_of("spears").collect();
        assert_eq!(on.len(), 1, "the base is the unit's one model (R-TW-4)");
        assert_eq!(on[0].id, "spears.base");
        assert!(on[0].deployed && (on[0].x - 40.0).abs() < 1e-9);
        assert_eq!(s.unit("levy").unwrap().models, 10);
    }

    #[test]
    fn p_raid_a_mixed_unit_on_a_plain_table_keeps_each_model_on_its_own_profile() {
        // Two ashigaru yari, an ashigaru yumi after them (R-RAID-4) and their taisho: the
        // second yari was taken off the real table.
        let models = vec![
            model("spears-leader", "spears", 0, 30.0, 20.0),
            model("spears-1", "spears", 0, 32.5, 20.0),
            model("spears-3", "spears", 0, 35.0, 20.0),
            model("monks-leader", "monks", 1, 30.0, 70.0),
            model("monks-1", "monks", 1, 32.5, 70.0),
        ];
        let mut t = TableFile {
            units: vec![
                note(
                    "spears",
                    "hayashi",
                    "ashigaru_yari",
                    2,
                    Some("ashigaru_taisho"),
                ),
                note("monks", "hayashi", "sohei", 3, Some("hayashi_lord")),
            ],
            ..TableFile::with_models(90.0, 90.0, models)
        };
        for unit in ["spears", "monks"] {
            listed(&mut t, unit, |l| l.mode = GameMode::Raid);
        }
        listed(&mut t, "spears", |l| {
            l.mixed = vec![ListedModels {
                profile: "ashigaru_yumi".into(),
                models: 1,
            }]
        });
        let s = state_of_plain_table(&t, &crate::army::bundled_factions())
            .expect("both sides are raid lists");
        assert_eq!(s.mode(), Mode::Raid);
        let spears = s.unit("spears").unwrap();
        assert_eq!(spears.models, 2, "one yari and the yumi are left");
        assert!(
            spears.profile.skirmisher,
            "every raid unit skirmishes (R-RAID-3)"
        );
        assert_eq!(
            spears.profile_of_model(2).army_profile.as_deref(),
            Some("ashigaru_yumi")
        );
        let yumi = s.model("spears.2").unwrap();
        assert!(
            (yumi.x - 35.0).abs() < 1e-9,
            "the yumi stands where the table has it"
        );
    }

    #[test]
    fn sides_of_two_game_modes_leave_the_table_without_a_battle() {
        let mut t = table();
        listed(&mut t, "spears", |l| l.mode = GameMode::Raid);
        assert!(state_of_plain_table(&t, &crate::army::bundled_factions()).is_none());
    }
}
