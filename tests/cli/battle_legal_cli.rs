//! `kensei battle legal SAVE`: the awaited question and each legal command as the JSON
//! `kensei battle do` takes, so a script can pick one and play it.

use crate::common::{kensei_output as kensei, stderr, stdout};

const OLD_QUESTION: &str = "tests/fixtures/battle_save_format6_stand_and_shoot_question.json";

#[test]
fn l864_legal_lists_the_awaited_question_and_a_command_battle_do_plays() {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("battle.json");
    std::fs::copy(OLD_QUESTION, &save).unwrap();
    let save = save.to_str().unwrap();
    let o = kensei(&["battle", "legal", save]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["awaiting"]["awaiting"], "choose_casualties");
    let commands = v["commands"].as_array().unwrap();
    let answer = commands
        .iter()
        .find(|c| c["command"] == "choose_casualties")
        .unwrap_or_else(|| panic!("the old save's question takes an answer: {v}"));
    let file = dir.path().join("answer.json");
    std::fs::write(&file, answer.to_string()).unwrap();
    let o = kensei(&["battle", "do", save, file.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}{}", stdout(&o), stderr(&o));
    let o = kensei(&["battle", "legal", save]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_ne!(v["awaiting"]["awaiting"], "choose_casualties", "{v}");
    assert!(!v["commands"].as_array().unwrap().is_empty(), "{v}");
}

#[test]
fn legal_on_a_file_that_is_no_save_exits_2_naming_it() {
    let o = kensei(&["battle", "legal", "tests/fixtures/army_legal.json"]);
    assert_eq!(o.status.code(), Some(2), "{}", stdout(&o));
    assert!(stderr(&o).contains("army_legal.json"), "{}", stderr(&o));
}
