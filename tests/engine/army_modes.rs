//! The extra game modes' lists (R-RAID-1..5, R-TW-1..3): each rule of the page with a bundled
//! list broken just for it, the bundled raid and total war lists legal, their rosters and their
//! text, and the lists of the standard battle untouched.

use kensei::army::list_text::{from_text, to_text};
use kensei::army::mode::{effective_attributes, unit_size};
use kensei::army::{
    ArmyList, MixedModels, Mode, ProblemCode, Report, RosterFormat, bundled_factions, find_faction,
    load_list, parse_list, roster, validate,
};
use kensei::i18n::Language;
use std::path::{Path, PathBuf};

fn json_files(dir: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    files
}

fn raid() -> ArmyList {
    load_list(Path::new("armies/lists/raid/hayashi_raid.json")).unwrap()
}

fn total_war() -> ArmyList {
    load_list(Path::new("armies/lists/total_war/akagane_total_war.json")).unwrap()
}

fn check(list: &ArmyList) -> Report {
    let faction = bundled_factions()
        .into_iter()
        .find(|f| f.id == list.faction)
        .unwrap();
    validate(list, &faction)
}

/// The list is illegal for `code` only, cited by `ruling` and the page's `section`.
fn refused_for(report: &Report, code: ProblemCode, ruling: &str, section: &str) {
    let errors: Vec<_> = report.errors().collect();
    assert_eq!(errors.len(), 1, "{:#?}", report.problems);
    let p = errors[0];
    assert_eq!(p.code, code, "{:#?}", report.problems);
    assert_eq!(p.ruling, Some(ruling));
    assert_eq!(p.page, Some(section));
    assert!(!report.legal);
}

#[test]
fn every_bundled_raid_and_total_war_list_is_legal() {
    for (dir, mode) in [
        ("armies/lists/raid", Mode::Raid),
        ("armies/lists/total_war", Mode::TotalWar),
    ] {
        let files = json_files(dir);
        assert!(files.len() >= 2, "{dir}: {files:?}");
        for f in files {
            let list = load_list(&f).unwrap();
            assert_eq!(list.mode, mode, "{}", f.display());
            let faction = find_faction(&list.faction, &f).unwrap();
            let r = validate(&list, &faction);
            assert!(r.legal, "{}: {:#?}", f.display(), r.problems);
            assert!(r.problems.is_empty(), "{}: {:#?}", f.display(), r.problems);
            // The file is what serde writes: it round-trips.
            let file_value: serde_json::Value =
                serde_json::from_str(&std::fs::read_to_string(&f).unwrap()).unwrap();
            assert_eq!(file_value, serde_json::to_value(&list).unwrap());
        }
    }
}

#[test]
fn old_lists_without_a_mode_open_as_the_standard_battle_and_save_without_one() {
    for f in json_files("armies/lists") {
        let text = std::fs::read_to_string(&f).unwrap();
        assert!(!text.contains("\"mode\""), "{}", f.display());
        let list = load_list(&f).unwrap();
        assert_eq!(list.mode, Mode::Standard);
        let saved = serde_json::to_string_pretty(&list).unwrap();
        assert!(!saved.contains("\"mode\""), "{}", f.display());
        assert!(!saved.contains("\"mixed\"") && !saved.contains("\"on_base\""));
    }
}

#[test]
fn an_unknown_mode_is_refused_naming_the_file_and_field() {
    let text = std::fs::read_to_string("armies/lists/raid/hayashi_raid.json")
        .unwrap()
        .replace("\"raid\"", "\"skirmish\"");
    let e = parse_list(Path::new("my_raid.json"), &text)
        .unwrap_err()
        .to_string();
    assert!(e.contains("my_raid.json"), "{e}");
    assert!(e.contains("mode"), "{e}");
}

#[test]
fn raid_a_unit_of_five_models_is_refused_naming_the_raid_rule() {
    let mut list = raid();
    // The monks alone, so that their two more sohei keep the list within its points.
    list.units.truncate(1);
    list.units[0].models = 5;
    let r = check(&list);
    refused_for(&r, ProblemCode::RaidUnitSize, "R-RAID-2", "P-RAID");
    let faction = &bundled_factions()[1];
    let line = r
        .errors()
        .next()
        .unwrap()
        .cited_line(Language::English, faction);
    assert!(line.contains("Extra game modes › Raid"), "{line}");
    assert!(line.contains("R-RAID-2"), "{line}");
    let es = r
        .errors()
        .next()
        .unwrap()
        .cited_line(Language::Spanish, faction);
    assert!(es.contains("Modos extra de juego › Incursión"), "{es}");
}

#[test]
fn raid_a_unit_of_two_models_is_refused_by_the_raid_rule_not_the_books() {
    let mut list = raid();
    list.units[0].models = 2;
    refused_for(
        &check(&list),
        ProblemCode::RaidUnitSize,
        "R-RAID-2",
        "P-RAID",
    );
}

#[test]
fn raid_a_unit_without_its_unit_leader_is_refused() {
    let mut list = raid();
    list.units[1].leader = None;
    refused_for(
        &check(&list),
        ProblemCode::RaidUnitWithoutLeader,
        "R-RAID-2",
        "P-RAID",
    );
}

#[test]
fn raid_a_list_of_200_points_is_refused() {
    let mut list = raid();
    // Each unit keeps its 3 models and leader: the points come from costlier models, a leader
    // standing alone and the commander level.
    list.units[1].models = 1;
    list.units[1].mixed[0] = MixedModels {
        profile: "ashigaru_teppo".into(),
        models: 2,
    };
    list.units.push(kensei::army::Unit {
        id: "gunsmith".into(),
        profile: "hayashi_gunsmith".into(),
        models: 1,
        leader: None,
        support: Vec::new(),
        mixed: Vec::new(),
        on_base: None,
    });
    list.commander_level = 1;
    let r = check(&list);
    assert_eq!(r.total_points, 200);
    refused_for(&r, ProblemCode::RaidPointsOver, "R-RAID-1", "P-RAID");
    let mut list = raid();
    list.battle_size = 200;
    refused_for(
        &check(&list),
        ProblemCode::RaidBattleSize,
        "R-RAID-1",
        "P-RAID",
    );
}

#[test]
fn raid_every_unit_is_a_skirmisher_unit_so_no_troop_is_refused_for_its_type() {
    let list = raid();
    let factions = bundled_factions();
    let r = check(&list);
    assert!(r.legal, "{:#?}", r.problems);
    let sohei = factions[1].profile("sohei").unwrap();
    assert_ne!(sohei.troop_type, kensei::army::TroopType::Skirmisher);
    assert!(kensei::army::mode::skirmishes(Mode::Raid, sohei));
}

#[test]
fn raid_all_troops_add_one_to_their_wounds_in_the_roster() {
    let list = raid();
    let faction = &bundled_factions()[1];
    let sohei = faction.profile("sohei").unwrap();
    let hr = sohei.effective_attributes().hr;
    assert_eq!(effective_attributes(Mode::Raid, sohei).hr, hr + 1);
    let text = roster(&list, faction, &check(&list), RosterFormat::Markdown);
    assert!(text.contains(&format!("HR {}", hr + 1)), "{text}");
    assert!(text.contains("raid"), "{text}");
}

#[test]
fn raid_the_roster_prints_each_profile_of_a_mixed_unit_and_counts_its_cost() {
    let list = raid();
    let faction = &bundled_factions()[1];
    let r = check(&list);
    let spears = r.units.iter().find(|u| u.id == "spears").unwrap();
    let [yari, yumi, taisho] = ["ashigaru_yari", "ashigaru_yumi", "ashigaru_taisho"]
        .map(|id| faction.profile(id).unwrap().cost);
    assert_eq!(spears.points, 2 * yari + yumi + taisho);
    assert_eq!(spears.total_models, 4);
    let text = roster(&list, faction, &r, RosterFormat::Markdown);
    let yumi_name = &faction.profile("ashigaru_yumi").unwrap().name;
    assert!(text.contains(&format!("1 × {yumi_name}")), "{text}");
    assert!(text.contains(&format!("{yumi_name} attributes")), "{text}");
}

#[test]
fn mixed_profiles_outside_a_raid_are_refused() {
    let mut list = total_war();
    list.commander_level = 0;
    list.units[2].mixed.push(MixedModels {
        profile: "ashigaru_yari".into(),
        models: 1,
    });
    refused_for(
        &check(&list),
        ProblemCode::MixedOutsideRaid,
        "R-RAID-4",
        "P-RAID",
    );
}

#[test]
fn total_war_a_base_of_one_model_stands_for_no_unit() {
    let mut list = total_war();
    list.units[0].on_base = Some(1);
    refused_for(
        &check(&list),
        ProblemCode::TotalWarBaseTooFew,
        "R-TW-2",
        "P-TOTAL-WAR",
    );
}

#[test]
fn total_war_a_unit_of_ten_on_a_base_of_five_standing_for_fifteen_is_refused() {
    let mut list = total_war();
    assert_eq!(list.units[0].on_base, Some(3));
    assert_eq!(unit_size(Mode::TotalWar, &list.units[0]), 10);
    list.units[0].on_base = Some(5);
    assert_eq!(unit_size(Mode::TotalWar, &list.units[0]), 15);
    refused_for(
        &check(&list),
        ProblemCode::TotalWarSizeMismatch,
        "R-TW-2",
        "P-TOTAL-WAR",
    );
}

#[test]
fn total_war_a_unit_without_its_movement_base_is_refused_but_a_leader_alone_needs_none() {
    let mut list = total_war();
    list.units[2].on_base = None;
    refused_for(
        &check(&list),
        ProblemCode::TotalWarNoBase,
        "R-TW-1",
        "P-TOTAL-WAR",
    );
    let mut list = total_war();
    list.units[1].leader = None;
    list.units.push(kensei::army::Unit {
        id: "hatamoto".into(),
        profile: "hatamoto".into(),
        models: 1,
        leader: None,
        support: Vec::new(),
        mixed: Vec::new(),
        on_base: None,
    });
    let r = check(&list);
    assert!(r.legal, "{:#?}", r.problems);
}

#[test]
fn a_movement_base_outside_total_war_is_refused() {
    let mut list = raid();
    list.units[0].on_base = Some(3);
    refused_for(
        &check(&list),
        ProblemCode::BaseOutsideTotalWar,
        "R-TW-2",
        "P-TOTAL-WAR",
    );
}

#[test]
fn total_war_the_roster_prints_each_base_and_the_size_it_stands_for() {
    let list = total_war();
    let faction = &bundled_factions()[0];
    let text = roster(&list, faction, &check(&list), RosterFormat::Markdown);
    assert!(text.contains("total war"), "{text}");
    assert!(
        text.contains("3 models on a 12 x 6 cm base, standing for a unit of 10"),
        "{text}"
    );
    assert!(text.contains("standing for a unit of 15"), "{text}");
}

#[test]
fn raid_and_total_war_lists_keep_their_mode_through_their_text_in_either_language() {
    let factions = bundled_factions();
    for f in json_files("armies/lists/raid")
        .into_iter()
        .chain(json_files("armies/lists/total_war"))
    {
        let list = load_list(&f).unwrap();
        let faction = factions.iter().find(|x| x.id == list.faction).unwrap();
        let report = validate(&list, faction);
        for lang in [Language::English, Language::Spanish] {
            let text = to_text(&list, faction, &report, lang);
            let back = from_text(&text, &factions).unwrap_or_else(|e| panic!("{text}\n{e:?}"));
            let mut want = list.clone();
            want.json_schema = None;
            want.name_es = None;
            assert_eq!(back, want, "{}\n{text}", f.display());
        }
    }
}
