//! Tests of a mixed raid unit's combat divided by its profiles (the extra game modes page,
//! Raid; R-RAID-6): one combat per profile in contact, each with its profile's numbers and
//! casualties, one result for the whole fight (L715). Each builds a small table by hand and
//! drives the engine by commands.

use crate::battle::combat::profile_groups;
use crate::battle::engine::legal::legal_commands;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::combat::{ChainCombat, ProfileGroups};
use crate::battle::model::command::{Command, Order};
use crate::battle::model::event::Event;
use crate::battle::model::side::Side;
use crate::battle::model::state::BattleState;
use crate::battle::model::unit::{MixedModels, TroopProfile, UnitSpec};
use crate::battle::scene::{self, Scene};

/// Samurai bushi: Attack 3, Wounds 3.
fn bushi() -> TroopProfile {
    TroopProfile::foot("Samurai bushi", 3, 3, 5, 3)
}

/// Kyudoka archers: Attack 1, Wounds 2, a bow.
fn kyudoka() -> TroopProfile {
    TroopProfile {
        range_cm: Some(40.0),
        ranged_attack: 2,
        ..TroopProfile::foot("Samurai kyudoka", 1, 3, 5, 2)
    }
}

/// `raiders` (side 0, active, facing +y): its leader, two bushi and one kyudoka in a row at
/// y 40; `foes` (side 1) four models facing them at y 42.6, each touching the raider across.
fn raid_fight(foe_attack: u32, foe_wounds: u32) -> BattleState {
    raid_table(foe_attack, foe_wounds, 42.6)
}

/// [`raid_fight`]'s units with the foes' row at `foe_y`.
fn raid_table(foe_attack: u32, foe_wounds: u32, foe_y: f64) -> BattleState {
    let mut scene = Scene::new();
    scene.unit(
        0,
        UnitSpec {
            id: "raiders".into(),
            profile: bushi(),
            models: 3,
            mixed: vec![MixedModels {
                profile: kyudoka(),
                models: 1,
            }],
            leader: Some(TroopProfile::foot("Daimyo", 4, 4, 6, 4)),
            general: false,
            movement_base: false,
        },
    );
    scene.unit(
        1,
        UnitSpec {
            id: "foes".into(),
            profile: TroopProfile::foot("Ashigaru yari", foe_attack, 2, 4, foe_wounds),
            models: 4,
            mixed: Vec::new(),
            leader: None,
            general: false,
            movement_base: false,
        },
    );
    let base = bushi().base;
    let row = |y| vec![(50.0, y), (53.0, y), (56.0, y), (59.0, y)];
    scene.place_unit("raiders", 0, true, 90.0, base, &row(40.0));
    scene.place_unit("foes", 1, false, 270.0, base, &row(foe_y));
    scene::side0_active(&scene.setup(), "raiders")
}

fn step(s: &mut BattleState, cmd: Command, seed: u64) -> Vec<Event> {
    scene::step(s, &cmd, seed, 1)
}

fn fight() -> Command {
    Command::Order {
        side: Side::FIRST,
        unit: "raiders".into(),
        order: Order::Fight {
            target: "foes".into(),
            powered: false,
        },
    }
}

fn groups(attacker: Option<u32>) -> ProfileGroups {
    ProfileGroups {
        attacker,
        defender: None,
    }
}

/// Each combat resolved in `events`: its groups and the L669 contact dice of the attacker and
/// of the defender.
fn combats(events: &[Event]) -> Vec<(ProfileGroups, i32, i32)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::CombatResolved { groups: g, .. } => {
                let (a, d) = crate::battle::aftermath::aftermath_tests::contact_dice(e, "raiders")?;
                Some((*g, a, d))
            }
            _ => None,
        })
        .collect()
}

/// The raiders' fight on the foes, fought by the raiders' profile `g` (R-RAID-6).
fn raiders_fight(g: u32) -> crate::battle::model::combat::FightDeclared {
    crate::battle::model::combat::FightDeclared {
        attacker: "raiders".into(),
        defender: "foes".into(),
        powered: false,
        after_charge: false,
        duel: false,
        also_charged: Vec::new(),
        groups: groups(Some(g)),
    }
}

#[test]
fn r_raid_6_a_mixed_unit_is_one_group_per_profile_its_leader_with_its_own_profile() {
    let s = raid_fight(2, 2);
    let u = s.unit("raiders").unwrap();
    let group = |id: &str| profile_groups::group_of(u, s.model(id).unwrap());
    assert_eq!(group("raiders.leader"), Some(0));
    assert_eq!(group("raiders.1"), Some(0));
    assert_eq!(group("raiders.2"), Some(0));
    assert_eq!(
        group("raiders.3"),
        Some(1),
        "the kyudoka, the unit's last model"
    );
    assert_eq!(profile_groups::models_in_play(&s, u, 0), 2);
    assert_eq!(profile_groups::models_in_play(&s, u, 1), 1);
    assert_eq!(profile_groups::models_at_start(u, 0), 2);
    let foes = s.unit("foes").unwrap();
    assert_eq!(
        profile_groups::group_of(foes, s.model("foes.1").unwrap()),
        None
    );
    // Two combats: the bushi with their leader, and the kyudoka, each against the foes.
    assert_eq!(
        profile_groups::combats(&s, "raiders", "foes"),
        [
            ChainCombat {
                groups: groups(Some(0)),
                ..ChainCombat::whole("raiders", "foes")
            },
            ChainCombat {
                groups: groups(Some(1)),
                ..ChainCombat::whole("raiders", "foes")
            },
        ]
    );
}

#[test]
fn r_raid_6_a_mixed_units_fight_is_one_combat_per_profile_and_one_result() {
    let mut s = raid_fight(2, 2);
    step(&mut s, fight(), 1);
    let first = step(
        &mut s,
        Command::FightBack {
            side: Side::SECOND,
            powered: false,
        },
        2,
    );
    let first_combats = combats(&first);
    assert_eq!(first_combats.len(), 1, "{first:?}");
    // The bushi's combat: two bushi in contact (L669); three foes touch the bushi or their
    // leader, the fourth touches the kyudoka and fights in its combat only.
    assert_eq!(first_combats[0].0, groups(Some(0)));
    assert_eq!((first_combats[0].1, first_combats[0].2), (2, 3));
    let report = first
        .iter()
        .find_map(|e| match e {
            Event::CombatResolved { report, .. } => Some(report),
            _ => None,
        })
        .unwrap();
    assert!(report.winner.is_none(), "no result of its own (L711)");
    assert_eq!(s.awaiting(), Awaiting::NextCombat { side: Side::FIRST });
    let next = Command::ChooseCombat {
        side: Side::FIRST,
        attacker: "raiders".into(),
        defender: "foes".into(),
        powered: false,
        groups: groups(Some(1)),
    };
    assert_eq!(legal_commands(&s)[0], next);
    let second = step(&mut s, next, 3);
    let second_combats = combats(&second);
    assert_eq!(second_combats.len(), 1);
    assert_eq!(second_combats[0].0, groups(Some(1)));
    // The kyudoka is its profile's only model: it fights as one model, its Attack alone and no
    // dice for models in contact (L668-669), which models beside others of their profile add
    // (the page: they benefit from it). The fourth foe touches it.
    assert_eq!((second_combats[0].1, second_combats[0].2), (0, 1));
    assert!(
        second
            .iter()
            .any(|e| matches!(e, Event::MultipleCombatResult { .. })),
        "one result for the whole fight (L715)"
    );
}

#[test]
fn r_raid_6_each_profiles_combat_fights_with_that_profiles_numbers() {
    let mut s = raid_fight(2, 2);
    step(&mut s, fight(), 1);
    let sit = |s: &BattleState, g| {
        crate::battle::combat::inputs::fight_situation(s, &raiders_fight(g), true, false, None)
            .unwrap()
    };
    let bushi_side = sit(&s, 0).attacker;
    assert_eq!(bushi_side.unit.attack, 3);
    assert_eq!(bushi_side.unit.models, 2);
    assert_eq!(bushi_side.unit.hr, 3);
    assert!(
        bushi_side.unit.leader.is_some(),
        "the leader fights with his profile"
    );
    assert!(bushi_side.leader_in_contact);
    let archers = sit(&s, 1).attacker;
    assert_eq!(archers.unit.attack, 1);
    assert_eq!(archers.unit.models, 1);
    assert_eq!(archers.unit.hr, 2);
    assert!(archers.unit.leader.is_none());
    assert_eq!(archers.in_contact, 1, "the kyudoka touches a foe");
    assert_eq!(bushi_side.in_contact, 2);
    assert!(!archers.leader_in_contact);
}

#[test]
fn r_raid_6_a_profiles_casualties_are_its_own_models() {
    // Foes hard enough to kill: each combat's casualties must be of its own profile.
    for seed in 1..40 {
        let mut s = raid_fight(6, 4);
        step(&mut s, fight(), seed);
        let events = step(
            &mut s,
            Command::FightBack {
                side: Side::SECOND,
                powered: false,
            },
            seed + 1,
        );
        let removed: Vec<&String> = events
            .iter()
            .filter_map(|e| match e {
                Event::ModelRemoved { model } if model.starts_with("raiders.") => Some(model),
                _ => None,
            })
            .collect();
        if removed.is_empty() {
            continue;
        }
        assert!(
            removed.iter().all(|m| *m != "raiders.3"),
            "seed {seed}: the bushi's combat took the kyudoka: {removed:?}"
        );
        return;
    }
    panic!("no seed gave the bushi a casualty");
}

#[test]
fn r_raid_6_a_chain_saved_before_divided_combats_opens_with_whole_units() {
    let old: ChainCombat = serde_json::from_str(r#"["raiders", "foes"]"#).unwrap();
    assert_eq!(old, ChainCombat::whole("raiders", "foes"));
    let new = ChainCombat {
        groups: groups(Some(1)),
        ..ChainCombat::whole("raiders", "foes")
    };
    let text = serde_json::to_string(&new).unwrap();
    assert_eq!(serde_json::from_str::<ChainCombat>(&text).unwrap(), new);
}

#[test]
fn r_raid_6_a_mixed_unit_shoots_with_its_profile_that_has_a_bow() {
    // The bushi have no bow, the unit's kyudoka has: the unit may shoot, with the kyudoka alone.
    let s = raid_table(2, 2, 60.0);
    let u = s.unit("raiders").unwrap();
    assert!(u.can_shoot());
    assert_eq!(profile_groups::shooting_group(u), Some(1));
    let shoot = Command::Order {
        side: Side::FIRST,
        unit: "raiders".into(),
        order: Order::Shoot {
            target: "foes".into(),
            powered: false,
        },
    };
    assert!(crate::battle::engine::check::check(&s, &shoot).is_ok());
    let sit = crate::battle::combat::shot::shot_situation(&s, "raiders", "foes", false, None)
        .expect("the kyudoka reaches the foes");
    assert_eq!(
        sit.shooter.in_range_and_sight, 1,
        "the kyudoka alone shoots"
    );
    assert_eq!(sit.shooter.unit.ranged_attack, 2);
    assert_eq!(sit.shooter.unit.models, 1);
}

#[test]
fn r_raid_6_the_log_shows_one_combat_per_profile_in_english_and_spanish() {
    let first_state = raid_fight(2, 2);
    let mut s = first_state.clone();
    let mut events = step(&mut s, fight(), 1);
    events.extend(step(
        &mut s,
        Command::FightBack {
            side: Side::SECOND,
            powered: false,
        },
        2,
    ));
    let next = legal_commands(&s).remove(0);
    events.extend(step(&mut s, next, 3));
    for (lang, words) in [
        (
            crate::i18n::Language::English,
            [
                "Samurai bushi [Samurai bushi] against Ashigaru yari",
                "Samurai bushi [Samurai kyudoka] against Ashigaru yari",
            ],
        ),
        (
            crate::i18n::Language::Spanish,
            [
                "Samurai bushi [Samurai bushi] contra Ashigaru yari",
                "Samurai bushi [Samurai kyudoka] contra Ashigaru yari",
            ],
        ),
    ] {
        let names = crate::narration::names::BattleNames::new(lang, &s, &first_state);
        let combats: Vec<String> = events
            .iter()
            .filter(|e| matches!(e, Event::CombatResolved { .. }))
            .map(|e| crate::narration::events::describe_event(lang, &names, e))
            .collect();
        assert_eq!(combats.len(), 2, "{combats:?}");
        for (line, want) in combats.iter().zip(words) {
            assert!(line.contains(want), "{line:?} names {want:?}");
        }
    }
}

#[test]
fn r_raid_6_the_general_weighs_a_divided_fight_over_all_its_combats() {
    use crate::battle::policy::general::prospect;
    use crate::rules::odds::melee_odds;
    // Foes of 1 Wound, so that the kyudoka's one die may take a model too.
    let s = raid_fight(2, 1);
    let combat = |g| {
        let f = raiders_fight(g);
        let sit = crate::battle::combat::inputs::fight_situation(&s, &f, false, false, None);
        melee_odds(&sit.unwrap())
    };
    let (bushi, archers) = (combat(0), combat(1));
    let p = prospect::fight(&s, "raiders", "foes", false).unwrap();
    // The foes' losses are both combats' (the bushi and their daimyo's, the kyudoka's), the
    // chance of winning the first combat's, all exact (no sampling).
    let their =
        bushi.defender.suffers.expected_casualties + archers.defender.suffers.expected_casualties;
    assert!(
        (p.their_losses - their).abs() < 1e-12,
        "{} vs {their}",
        p.their_losses
    );
    assert!(p.their_losses > bushi.defender.suffers.expected_casualties);
    let ours =
        bushi.attacker.suffers.expected_casualties + archers.attacker.suffers.expected_casualties;
    assert!((p.our_losses - ours).abs() < 1e-12);
    assert!((p.win - bushi.attacker_wins).abs() < 1e-12);
}

/// The foes made Akagane's yari ashigaru (a yari: +1D6 receiving a charge).
fn with_yari_foes(mut s: BattleState) -> BattleState {
    let akagane = crate::army::bundled_factions()
        .into_iter()
        .find(|f| f.id == "akagane")
        .unwrap();
    s.sides_mut()[1].faction = Some(std::sync::Arc::new(akagane));
    s.unit_mut("foes").unwrap().profile.army_profile = Some("ashigaru_yari".into());
    s
}

/// The rows of `report`'s side `attacker` (or defender) pool, as (line, kind of row, dice).
fn pool_rows(report: &crate::rules::CombatReport, attacker: bool) -> Vec<(String, i32)> {
    let side = if attacker {
        &report.attacker
    } else {
        &report.defender
    };
    let pool = side.pool.clone().expect("a melee pool");
    assert!(pool.rows.iter().all(|r| !r.line.is_empty()), "{pool:?}");
    pool.rows.iter().map(|r| (r.line.clone(), r.dice)).collect()
}

#[test]
fn l672_l679_r_chg_2_every_combat_of_a_charges_multiple_combat_is_after_a_charge() {
    // The raiders charge the yari ashigaru 3.4 cm ahead: the fight is divided by the raiders'
    // profiles (R-RAID-6), and both combats follow the charge (L672, R-CHG-2): the raiders'
    // charge die and the yari's +1D6 receiving it in the kyudoka's combat as in the bushi's.
    let mut s = with_yari_foes(raid_table(2, 2, 46.0));
    // Each row closed, base to base (R-FORM-1): a unit out of formation may not charge.
    for m in s.models_mut() {
        let place = m.id.rsplit('.').next().and_then(|n| n.parse::<f64>().ok());
        m.x = 50.0 + 2.5 * place.unwrap_or(0.0);
    }
    let charge = Command::Order {
        side: Side::FIRST,
        unit: "raiders".into(),
        order: Order::Charge {
            target: "foes".into(),
            powered: false,
            also: Vec::new(),
        },
    };
    let mut events = step(&mut s, charge, 4);
    let mut entry = 2;
    let reports = |events: &[Event]| -> Vec<(ProfileGroups, crate::rules::CombatReport)> {
        events
            .iter()
            .filter_map(|e| match e {
                Event::CombatResolved {
                    attacker,
                    groups,
                    report,
                    ..
                } if attacker == "raiders" => Some((*groups, (**report).clone())),
                _ => None,
            })
            .collect()
    };
    while reports(&events).len() < 2 {
        let cmd = match s.awaiting() {
            Awaiting::ChargeReaction { side } => Command::ReactToCharge {
                side,
                reaction: crate::battle::model::command::ChargeReaction::Receive,
                powered: false,
            },
            _ => legal_commands(&s).into_iter().next().expect("an answer"),
        };
        events.extend(scene::step(&mut s, &cmd, 4, entry));
        entry += 1;
        assert!(entry < 40, "the chain ends: {:?}", s.awaiting());
    }
    let fought = reports(&events);
    assert_eq!(
        fought.iter().map(|(g, _)| *g).collect::<Vec<_>>(),
        [groups(Some(0)), groups(Some(1))]
    );
    // The ashigaru's extra dice (L683) receiving a charge from the front (the yari's and their
    // steady ranks'), more than without one.
    let akagane = s.sides()[1].faction.clone().unwrap();
    let yari = akagane.profile("ashigaru_yari").unwrap();
    let dice = |charged| {
        let ctx = crate::army::CombatContext {
            charged,
            attacked_only_by_front: true,
            ..Default::default()
        };
        crate::army::totals(&akagane, yari, &ctx).melee_dice
    };
    let receiving = dice(true);
    assert!(receiving > dice(false), "the yari's +1D6 and more");
    for (g, report) in &fought {
        let raiders = pool_rows(report, true);
        assert!(
            raiders.iter().any(|(l, d)| l == "L672" && *d == 1),
            "{g:?}: the charge die: {raiders:?}"
        );
        let foes = pool_rows(report, false);
        assert!(
            foes.iter().any(|(l, d)| l == "L683" && *d == receiving),
            "{g:?}: the yari receiving the charge: {foes:?}"
        );
    }
}

#[test]
fn l672_l679_r_chg_2_a_unit_charged_fights_every_combat_of_the_chain_as_charged() {
    // The chain a charge began keeps who charged whom: a later combat between another unit of
    // the charging side and the unit charged is after receiving the charge for the charged
    // unit (its yari, L679's -1), and no charge of its own for the other unit (L672).
    let mut s = raid_fight(2, 2);
    *s.aftermath_mut() = Some(crate::battle::model::aftermath::Aftermath {
        chain: Some(crate::battle::model::combat::Chain {
            charged: vec![("charger".into(), "foes".into())],
            ..Default::default()
        }),
        ..Default::default()
    });
    let later = raiders_fight(0);
    let roles = |unit: &str, enemy: &str, attacker: bool| {
        crate::battle::combat::inputs::charge_roles(&s, &later, unit, enemy, attacker)
    };
    let raiders = roles("raiders", "foes", true);
    let foes = roles("foes", "raiders", false);
    assert!(!raiders.charging && !raiders.receiving, "{raiders:?}");
    assert!(foes.receiving && !foes.charging, "{foes:?}");
    let sit =
        crate::battle::combat::inputs::fight_situation(&s, &later, true, false, None).unwrap();
    assert!(!sit.attacker.charged);
    assert!(sit.defender.receiving_charge);
    // The charger itself fights each of its combats as after its charge.
    let charger = roles("charger", "foes", true);
    assert!(charger.charging);
}

#[test]
fn l921_r_raid_6_the_wounds_and_stuns_left_over_on_a_profile_stay_on_the_unit() {
    // The kyudoka, the raiders' only archer (2 Wounds), fights its own combat against hard
    // foes: wounds beyond what kills it are not lost while the unit lives on with its bushi and
    // its daimyo; they stay on the unit's wounded marker for the combats that follow (L921), as
    // its stuns do (R-RAID-6).
    let mut kept = 0;
    for seed in 1..80 {
        let mut s = raid_fight(6, 4);
        step(&mut s, fight(), seed);
        step(
            &mut s,
            Command::FightBack {
                side: Side::SECOND,
                powered: false,
            },
            seed + 1,
        );
        if s.awaiting() != (Awaiting::NextCombat { side: Side::FIRST }) {
            continue;
        }
        let carried = s.unit("raiders").map_or(0, |u| u.markers.wounded);
        let next = Command::ChooseCombat {
            side: Side::FIRST,
            attacker: "raiders".into(),
            defender: "foes".into(),
            powered: false,
            groups: groups(Some(1)),
        };
        let events = step(&mut s, next, seed + 2);
        let Some(after) = events.iter().find_map(|e| match e {
            Event::CombatResolved {
                groups: g, report, ..
            } if *g == groups(Some(1)) => Some(report.attacker.after),
            _ => None,
        }) else {
            continue;
        };
        let Some(raiders) = s.unit("raiders").filter(|u| !u.removed) else {
            continue;
        };
        let left_over = carried + after.unit_wounds - 2 * after.casualties;
        assert!(
            !after.wiped_out,
            "seed {seed}: the unit lives on: {after:?}"
        );
        assert_eq!(
            after.wounded_marker_after, left_over,
            "seed {seed}: {after:?}"
        );
        assert_eq!(raiders.markers.wounded, left_over, "seed {seed}");
        assert_eq!(raiders.markers.stunned, after.stuns_after, "seed {seed}");
        if after.models_after == 0 && left_over > 0 {
            kept += 1;
        }
    }
    assert!(kept > 0, "no seed killed the kyudoka with wounds to spare");
}
