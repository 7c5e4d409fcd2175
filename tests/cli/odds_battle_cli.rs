//! `kensei odds battle`: the odds of the fight between two units of a saved battle, as the
//! battle would resolve it now, with the units' own troops (issue 48); bad input names the
//! unit or the file, exit code 2.

use serde_json::Value;
use std::process::Output;

const SAVE: &str = "tests/fixtures/battle_night_raid_normal_seed1.json";

fn kensei(args: &[&str]) -> Output {
    crate::common::kensei()
        .args(args)
        .output()
        .expect("the kensei binary runs")
}

fn state() -> kensei::battle::BattleState {
    let text = std::fs::read_to_string(SAVE).unwrap();
    let saved: kensei::battle::SavedBattle = serde_json::from_str(&text).unwrap();
    kensei::battle::Battle::open(&saved)
        .unwrap()
        .state()
        .clone()
}

/// The figure of the pool row of `kind` (`attack`, `in_contact`) in a side's pool; 0 when the
/// pool has no such row (a troop of attack 0 adds none).
fn row(side: &Value, kind: &str, field: &str) -> u64 {
    side["pool"]["rows"]
        .as_array()
        .unwrap()
        .iter()
        .find_map(|r| r["kind"][kind][field].as_u64())
        .unwrap_or(0)
}

fn odds(args: &[&str]) -> Value {
    let out = kensei(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("stdout is JSON")
}

#[test]
fn r_pool_1_a_charge_on_a_saved_battle_pools_the_units_own_attack_and_models() {
    let s = state();
    let (archers, levy) = (s.unit("archers").unwrap(), s.unit("levy").unwrap());
    let v = odds(&[
        "odds",
        "battle",
        SAVE,
        "--attacker",
        "archers",
        "--target",
        "levy",
    ]);
    // L668: the troop's attack; L669: its models in contact, the charge bringing them in
    // model for model (at most one more than the charged unit has).
    assert_eq!(
        row(&v["attacker"], "attack", "attack"),
        u64::from(archers.profile.attack)
    );
    assert_eq!(
        row(&v["attacker"], "in_contact", "models"),
        u64::from(archers.models.min(levy.models + 1))
    );
    assert_eq!(
        row(&v["defender"], "attack", "attack"),
        u64::from(levy.profile.attack)
    );
    assert_eq!(
        row(&v["defender"], "in_contact", "models"),
        u64::from(levy.models.min(archers.models))
    );
    // Named as a player names them, never by id.
    assert_eq!(v["attacker"]["name"], "Samurai kyudoka");
    assert_eq!(v["defender"]["name"], "Peasant levy");
}

#[test]
fn l751_a_shot_on_a_saved_battle_pools_the_shooters_own_ranged_attack_and_says_the_cover_r_cover_2()
{
    let s = state();
    let archers = s.unit("archers").unwrap();
    let v = odds(&[
        "odds",
        "battle",
        SAVE,
        "--attacker",
        "archers",
        "--target",
        "levy",
        "--shoot",
    ]);
    assert_eq!(
        row(&v, "ranged_attack", "ranged_attack"),
        u64::from(archers.profile.ranged_attack)
    );
    let text = String::from_utf8(
        kensei(&[
            "odds",
            "battle",
            SAVE,
            "--attacker",
            "archers",
            "--target",
            "levy",
            "--shoot",
            "--text",
        ])
        .stdout,
    )
    .unwrap();
    assert!(
        text.contains("Peasant levy: in cover from the shot"),
        "{text}"
    );
    assert!(
        text.contains("(R-COVER-2)") && text.contains("tents"),
        "{text}"
    );
}

#[test]
fn an_unknown_unit_is_named_with_the_save_s_units_listed() {
    let out = kensei(&[
        "odds",
        "battle",
        SAVE,
        "--attacker",
        "nobody",
        "--target",
        "levy",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--attacker nobody"), "{err}");
    assert!(
        err.contains("archers (Samurai kyudoka)") && err.contains("levy"),
        "{err}"
    );
}

#[test]
fn a_file_that_is_not_a_save_is_refused_naming_it() {
    let out = kensei(&[
        "odds",
        "battle",
        "tests/fixtures/melee_charge.json",
        "--attacker",
        "a",
        "--target",
        "b",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("melee_charge.json"), "{err}");
}

#[test]
fn l612_a_charge_on_a_unit_no_charger_sees_says_so() {
    let out = kensei(&[
        "odds",
        "battle",
        SAVE,
        "--attacker",
        "spears",
        "--target",
        "levy",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("may not charge it (L612)"), "{err}");
}

/// A plain table file with the spears (a hatamoto and 8 ashigaru yari) 10 cm before the levy,
/// each unit noted with the list's unit it was put down from.
fn listed_table(dir: &std::path::Path) -> std::path::PathBuf {
    let model = |id: String, unit: &str, side: u8, x: f64, y: f64| {
        serde_json::json!({"id": id, "unit": unit, "side": side, "x": x, "y": y,
            "facing_deg": if side == 0 { 90 } else { 270 },
            "base": {"shape": "round", "width_mm": 25}, "height": 1})
    };
    let mut models = vec![model("spears-leader".into(), "spears", 0, 40.0, 40.0)];
    models.extend((1..=8).map(|k| {
        model(
            format!("spears-{k}"),
            "spears",
            0,
            40.0 + 2.5 * k as f64,
            40.0,
        )
    }));
    models.extend(
        (1..=10).map(|k| model(format!("levy-{k}"), "levy", 1, 38.0 + 2.5 * k as f64, 52.5)),
    );
    let table = serde_json::json!({
        "schema_version": 1,
        "table": {"width_cm": 120, "depth_cm": 90},
        "models": models,
        "units": [
            {"id": "spears", "mov_cm": 10, "from_list": {"faction": "akagane",
                "profile": "ashigaru_yari", "models": 8, "leader": "hatamoto"}},
            {"id": "levy", "mov_cm": 10, "from_list": {"faction": "hayashi",
                "profile": "peasant_levy", "models": 10}}
        ]
    });
    let p = dir.join("listed.json");
    std::fs::write(&p, table.to_string()).unwrap();
    p
}

#[test]
fn r_pool_1_a_plain_table_of_listed_units_gives_the_odds_of_their_own_troops() {
    let dir = tempfile::tempdir().unwrap();
    let file = listed_table(dir.path());
    let path = file.to_str().unwrap();
    let v = odds(&[
        "odds",
        "battle",
        path,
        "--attacker",
        "spears",
        "--target",
        "levy",
    ]);
    let factions = kensei::army::bundled_factions();
    let yari = factions
        .iter()
        .find(|f| f.id == "akagane")
        .and_then(|f| f.profile("ashigaru_yari"))
        .unwrap();
    // L668: the yari's own attack, not the panel's default 2 of 6 models.
    assert_eq!(
        row(&v["attacker"], "attack", "attack"),
        u64::from(yari.effective_attributes().attack_melee)
    );
    // The charge brings the 8 yari in contact, the levy's 10 meeting them model for model.
    assert_eq!(row(&v["attacker"], "in_contact", "models"), 8);
    assert_eq!(row(&v["defender"], "in_contact", "models"), 8);
    assert_eq!(v["attacker"]["name"], "Ashigaru yari");
    assert_eq!(v["defender"]["name"], "Peasant levy");
}

/// A raid battle saved before its first command, the Hayashi monks 5 cm in front of the
/// Akagane hatamoto, in the open.
fn raid_save(dir: &std::path::Path) -> std::path::PathBuf {
    use kensei::battle::policy::general::tournament::Fixture;
    use kensei::table::model::{Base, BaseShape, ModelPlacement};
    let lists = [
        "armies/lists/raid/akagane_raid.json",
        "armies/lists/raid/hayashi_raid.json",
    ];
    let mut fixture = Fixture::load(
        std::path::Path::new("scenarios/raid_the_storehouse.json"),
        lists.map(std::path::Path::new),
    )
    .unwrap();
    let placed = |id: &str, unit: &str, side: u8, x: f64, y: f64, width_mm: f64| ModelPlacement {
        id: id.into(),
        unit: unit.into(),
        side,
        x,
        y,
        facing_deg: if side == 0 { 90.0 } else { 270.0 },
        base: Base {
            shape: BaseShape::Round,
            width_mm,
            depth_mm: None,
        },
        height: 1.0,
    };
    fixture.setup.scenario.models = vec![
        placed("hatamoto.leader", "hatamoto", 0, 55.0, 15.0, 30.0),
        placed("monks.leader", "monks", 1, 55.0, 23.0, 30.0),
        placed("monks.1", "monks", 1, 52.2, 23.5, 25.0),
        placed("monks.2", "monks", 1, 57.8, 23.5, 25.0),
        placed("monks.3", "monks", 1, 55.0, 26.0, 25.0),
    ];
    let path = dir.join("raid.json");
    fixture.battle(1).unwrap().save(&path).unwrap();
    path
}

#[test]
fn p_raid_a_charge_on_a_saved_raid_battle_has_no_charge_dice_l672() {
    let dir = tempfile::tempdir().unwrap();
    let save = raid_save(dir.path());
    let save = save.to_str().unwrap();
    let v = odds(&[
        "odds",
        "battle",
        save,
        "--attacker",
        "monks",
        "--target",
        "hatamoto",
    ]);
    // Skirmishers have no charge bonus (L672): every raid unit is one (R-RAID-3).
    let rows = v["attacker"]["pool"]["rows"].as_array().unwrap();
    assert!(
        rows.iter().all(|r| r["kind"] != "charge_on_foot"),
        "{rows:?}"
    );
    assert!(row(&v["attacker"], "in_contact", "models") > 0);
    // The words say so too: a charge, and no charge row among the dice.
    let text = String::from_utf8(
        kensei(&[
            "odds",
            "battle",
            save,
            "--attacker",
            "monks",
            "--target",
            "hatamoto",
            "--text",
        ])
        .stdout,
    )
    .unwrap();
    assert!(text.contains("charges"), "{text}");
    assert!(!text.contains("charge, on foot"), "{text}");
}

/// R-TW-4: a total war battle's fight, two movement bases in contact, pools each unit's size.
#[test]
fn p_total_war_odds_battle_pools_each_bases_unit_size() {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("total_war.json");
    let battle = crate::common::total_war::battle();
    kensei::files::save_json(&save, &battle.to_saved()).unwrap();
    let v = odds(&[
        "odds",
        "battle",
        save.to_str().unwrap(),
        "--attacker",
        "0-spears",
        "--target",
        "levy",
    ]);
    assert_eq!(row(&v["attacker"], "in_contact", "models"), 15, "{v}");
    assert_eq!(row(&v["defender"], "in_contact", "models"), 15);
    let hatamoto = battle
        .state()
        .unit("0-spears")
        .unwrap()
        .leader
        .clone()
        .unwrap();
    assert_eq!(
        row(&v["attacker"], "leader_in_contact", "attack"),
        u64::from(hatamoto.attack),
        "the hatamoto on the base fights"
    );
    // Up to the whole size of casualties, as exact odds.
    let casualties = v["defender"]["suffers"]["casualties"].as_array().unwrap();
    assert!(casualties.len() > 2, "{v}");
}
