//! One truth for the faces (issue 57), command line side: over twenty seeded charge situations
//! (`common::faces`), `kensei odds battle` says the charge the engine works out (R-CHG-1: the
//! gap, the die's chance, the chance the move lands) and pools the engine's troop numbers
//! (L668: attack; L669: models in contact; the unit leader's attack in contact).

use crate::common::faces::charge_situations;
use kensei::battle::combat::charged;
use serde_json::Value;

fn pool_row(side: &Value, kind: &str, field: &str) -> Option<u64> {
    side["pool"]["rows"]
        .as_array()?
        .iter()
        .find_map(|r| r["kind"][kind][field].as_u64())
}

#[test]
fn r_chg_1_l624_kensei_odds_battle_says_the_engines_charge_and_troops_over_20_battles() {
    let dir = tempfile::tempdir().unwrap();
    for (i, s) in charge_situations().into_iter().enumerate() {
        let state = s.battle.state();
        let (name, charger, target) = (&s.name, s.charger.as_str(), s.target.as_str());
        let save = dir.path().join(format!("situation-{i}.json"));
        s.battle.save(&save).unwrap();
        let args = |text: bool| {
            let mut a = vec![
                "odds".to_string(),
                "battle".into(),
                save.display().to_string(),
                "--attacker".into(),
                charger.into(),
                "--target".into(),
                target.into(),
            ];
            if text {
                a.push("--text".into());
            }
            a
        };
        let text = crate::common::kensei_output(
            &args(true).iter().map(String::as_str).collect::<Vec<_>>(),
        );
        let out = crate::common::stdout(&text) + &crate::common::stderr(&text);
        let engine = charged::charge_of(state, charger, target);
        match engine.filter(|r| r.odds.powered_chance.sixths > 0) {
            Some(r) => {
                let die = format!("({:.1}% on the die)", 100.0 * r.odds.chance.probability());
                let lands = format!("lands {:.1}%", 100.0 * r.lands);
                let gap = format!("{:.1} cm", r.odds.gap_cm);
                assert!(
                    out.contains(&die) && out.contains(&lands) && out.contains(&gap),
                    "{name}: {out}"
                );
                let json = crate::common::kensei_ok(args(false));
                let v: Value = serde_json::from_str(&json).unwrap();
                let fight = charged::charged_situation(state, charger, target, false).unwrap();
                for (side, m) in [
                    (&v["attacker"], &fight.attacker),
                    (&v["defender"], &fight.defender),
                ] {
                    let attack = u64::try_from(m.unit.attack.max(0)).unwrap();
                    assert_eq!(
                        pool_row(side, "attack", "attack").unwrap_or(0),
                        attack,
                        "{name}"
                    );
                    assert_eq!(
                        pool_row(side, "in_contact", "models").unwrap_or(0),
                        u64::from(m.in_contact),
                        "{name}"
                    );
                    let leader = m.unit.leader.as_ref().filter(|_| m.leader_in_contact);
                    assert_eq!(
                        pool_row(side, "leader_in_contact", "attack"),
                        leader
                            .map(|l| u64::try_from(l.attack.max(0)).unwrap())
                            .filter(|&a| a > 0),
                        "{name}"
                    );
                }
            }
            None => assert_eq!(text.status.code(), Some(2), "{name}: no charge, {out}"),
        }
    }
}
