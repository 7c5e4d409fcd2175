//! A raid list fielded in battle: skirmishers with +1 Wounds, mixed units with each profile,
//! one mode for the whole battle (the extra game modes page, R-RAID-3..5, R-RAID-7).

use std::path::Path;

use crate::army::{Mode, bundled_factions};
use crate::battle::engine::log::{Battle, SavedBattle};
use crate::battle::setup::battle_setup::{BattleSetup, SetupProblem};
use crate::battle::setup::roster::{load_scenario, load_sides};

const AKAGANE: &str = "armies/lists/raid/akagane_raid.json";
const HAYASHI: &str = "armies/lists/raid/hayashi_raid.json";
const STANDARD: &str = "armies/lists/hayashi_400.json";
const RAID_SCENARIO: &str = "scenarios/raid_the_storehouse.json";

fn raid_setup() -> BattleSetup {
    let sides = load_sides([Path::new(AKAGANE), Path::new(HAYASHI)]).unwrap();
    BattleSetup::new(150, load_scenario(Path::new(RAID_SCENARIO)).unwrap(), sides)
}

#[test]
fn p_raid_every_unit_fights_as_skirmishers_in_a_raid_battle() {
    let state = raid_setup().initial_state();
    for u in state.units() {
        let profiles = std::iter::once(&u.profile)
            .chain(u.leader.iter())
            .chain(u.mixed.iter().map(|m| &m.profile));
        for p in profiles {
            assert!(p.skirmisher, "{}: {} fights as a skirmisher", u.id, p.name);
        }
        // Open order, no charge bonus and -1 to be shot come from the calculator's flag.
        let cu = crate::battle::combat::inputs::combat_unit(&state, u, false);
        assert!(cu.skirmishers, "{}", u.id);
    }
    // The same troops in a standard list keep their type: the bushi are no skirmishers there.
    let standard = crate::battle::setup::roster::load_side(Path::new(STANDARD)).unwrap();
    assert!(standard.units.iter().any(|u| !u.profile.skirmisher));
}

#[test]
fn p_raid_troops_have_one_more_wound_in_battle() {
    let factions = bundled_factions();
    let akagane = factions.iter().find(|f| f.id == "akagane").unwrap();
    let hr = |id: &str| akagane.profile(id).unwrap().effective_attributes().hr;
    let state = raid_setup().initial_state();
    let lord = state.unit("lord").unwrap();
    assert_eq!(lord.profile.wounds, hr("samurai_bushi") + 1);
    assert_eq!(
        lord.leader.as_ref().unwrap().wounds,
        hr("akagane_daimyo") + 1
    );
    assert_eq!(lord.mixed[0].profile.wounds, hr("samurai_kyudoka") + 1);
}

#[test]
fn r_raid_4_a_mixed_units_models_of_other_profiles_take_the_table_with_their_own_profile() {
    let state = raid_setup().initial_state();
    let lord = state.unit("lord").unwrap();
    // Two bushi and one kyudoka, besides the daimyo.
    assert_eq!(lord.models, 3);
    assert!(lord.is_mixed());
    let names: Vec<&str> = (1..=3)
        .map(|n| lord.profile_of_model(n).army_profile.as_deref().unwrap())
        .collect();
    assert_eq!(names, ["samurai_bushi", "samurai_bushi", "samurai_kyudoka"]);
    let archer = state.models().iter().find(|m| m.id == "lord.3").unwrap();
    assert_eq!(archer.base, lord.mixed[0].profile.base);
}

#[test]
fn p_raid_a_raid_list_against_a_standard_list_is_refused_naming_the_list_and_its_mode() {
    for paths in [[AKAGANE, STANDARD], [STANDARD, AKAGANE]] {
        let err = load_sides(paths.map(Path::new)).unwrap_err();
        assert_eq!(err.file, Path::new(AKAGANE), "the raid list is named");
        assert_eq!(err.field, "mode");
        assert!(err.line > 0, "its line is given");
        let words = err.to_string();
        assert!(words.contains("game modes"), "{words}");
    }
}

#[test]
fn p_raid_a_raid_scenario_is_played_with_raid_lists_only() {
    let scenario = load_scenario(Path::new(RAID_SCENARIO)).unwrap();
    let standard = crate::battle::setup::roster::load_side(Path::new(STANDARD)).unwrap();
    let setup = BattleSetup::new(400, scenario, [standard.clone(), standard]);
    let err = setup.validate().unwrap_err();
    assert_eq!(
        (err.field.as_str(), err.problem),
        ("scenario.mode", SetupProblem::ScenarioModeDiffers)
    );
    let raid = raid_setup();
    assert_eq!(raid.mode(), Mode::Raid);
    assert_eq!(raid.validate(), Ok(()));
}

#[test]
fn p_raid_a_saved_raid_battle_opens_and_replays_as_a_raid() {
    let mut battle = Battle::new(raid_setup(), 3).unwrap();
    crate::battle::policy::autoplay::play_until(
        &mut battle,
        80,
        crate::battle::policy::autoplay::first,
        |_| false,
    )
    .ok();
    assert!(battle.log().len() > 20, "the raid was played on");
    let text = serde_json::to_string(&battle.to_saved()).unwrap();
    let saved: SavedBattle = serde_json::from_str(&text).unwrap();
    assert_eq!(saved.setup.mode(), Mode::Raid);
    let opened = Battle::open(&saved).unwrap();
    assert_eq!(opened.state(), battle.state());
    assert!(opened.state().unit("lord").unwrap().is_mixed());
}
