//! `kensei odds battle`: the odds of the fight between two units of a saved battle, as the
//! battle would resolve it now, with the units' own troops (issue 48); bad input names the
//! unit or the file, exit code 2.

use serde_json::Value;
use std::process::{Command, Output};

const SAVE: &str = "tests/fixtures/battle_night_raid_normal_seed1.json";

fn kensei(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kensei"))
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
