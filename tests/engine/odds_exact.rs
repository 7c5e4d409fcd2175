//! The exact distributions (R-DICE-*, R-WOUND-*, R-CAS-1, R-RES-*) against hand-worked values,
//! against a seeded Monte Carlo of 200,000 resolutions (within 4 standard errors), and that
//! each sums to 1.

use kensei::files::load_json;
use kensei::rules::odds::Suffered;
use kensei::rules::outcome::{
    Morale, Winner, failed_honor_test, melee_winner, shot_unit_tests_honor,
};
use kensei::rules::roll::{resolve_melee, resolve_shoot};
use kensei::rules::wounds::{WoundsDealt, apply_wounds, wounds_to_divert};
use kensei::rules::{
    CombatReport, MeleeSituation, ProtectLeader, ShootSituation, UnitLeader, melee_odds, shoot_odds,
};
use proptest::prelude::*;
use rand::SeedableRng;
use rand::rngs::StdRng;
use std::path::Path;

const TRIALS: usize = 200_000;

fn melee_fixture(name: &str) -> MeleeSituation {
    load_json(Path::new(&format!("tests/fixtures/{name}")))
        .unwrap()
        .0
}

fn shoot_fixture(name: &str) -> ShootSituation {
    load_json(Path::new(&format!("tests/fixtures/{name}")))
        .unwrap()
        .0
}

fn leader(attack: i32, hr: u32, taken: u32) -> UnitLeader {
    UnitLeader {
        name: "leader".into(),
        attack,
        ranged_attack: 0,
        hr,
        wounds_taken: taken,
        honor: None,
    }
}

/// `p` and a Monte Carlo frequency agree within 4 standard errors.
fn close(what: &str, p: f64, count: usize) {
    let n = TRIALS as f64;
    let f = count as f64 / n;
    let se = (p * (1.0 - p) / n).max(0.0).sqrt();
    assert!(
        (f - p).abs() <= 4.0 * se + 1.0 / n,
        "{what}: exact {p}, Monte Carlo {f} ({count} of {TRIALS}), 4 SE = {}",
        4.0 * se
    );
}

fn sums_to_one(what: &str, v: &[f64]) {
    let s: f64 = v.iter().sum();
    assert!((s - 1.0).abs() < 1e-9, "{what} sums to {s}");
    assert!(
        v.iter().all(|&p| (0.0..=1.0 + 1e-12).contains(&p)),
        "{what}: {v:?}"
    );
}

fn check_suffered(who: &str, s: &Suffered) {
    sums_to_one(&format!("{who} casualties"), &s.casualties);
    sums_to_one(&format!("{who} wounded marker"), &s.wounded_marker_after);
    sums_to_one(&format!("{who} stuns"), &s.stuns_after);
    assert!((s.casualties_at_least[0] - 1.0).abs() < 1e-9);
    assert!((s.honor_test_fails - s.falls_back - s.retreats).abs() < 1e-12);
    assert!(s.honor_test_fails <= s.honor_test + 1e-12);
}

/// Counts of one unit's outcomes over the trials.
#[derive(Default)]
struct Tally {
    casualties: Vec<usize>,
    marker: Vec<usize>,
    stuns: [usize; 2],
    leader_death: usize,
    wiped: usize,
    honor_test: usize,
    fails: usize,
    falls_back: usize,
    retreats: usize,
}

impl Tally {
    fn new(models: u32, hr: u32) -> Self {
        Tally {
            casualties: vec![0; models as usize + 1],
            marker: vec![0; hr as usize],
            ..Tally::default()
        }
    }

    fn add(&mut self, side: &kensei::rules::SideReport) {
        let a = &side.after;
        self.casualties[a.casualties as usize] += 1;
        // A profile's combat of a mixed raid unit may leave more than HR - 1 (R-RAID-6).
        let k = a.wounded_marker_after as usize;
        if k >= self.marker.len() {
            self.marker.resize(k + 1, 0);
        }
        self.marker[k] += 1;
        self.stuns[a.stuns_after as usize] += 1;
        self.leader_death += usize::from(a.leader_died);
        self.wiped += usize::from(a.wiped_out);
        if let Some(t) = &side.honor_test {
            self.honor_test += 1;
            self.fails += usize::from(!t.passed);
        }
        match side.morale {
            Morale::FallsBack => self.falls_back += 1,
            Morale::Retreats => self.retreats += 1,
            Morale::Holds => {}
        }
    }

    fn compare(&self, who: &str, s: &Suffered) {
        for (k, (&c, &p)) in self.casualties.iter().zip(&s.casualties).enumerate() {
            close(&format!("{who} casualties {k}"), p, c);
        }
        for (k, (&c, &p)) in self.marker.iter().zip(&s.wounded_marker_after).enumerate() {
            close(&format!("{who} wounded marker {k}"), p, c);
        }
        close(
            &format!("{who} stuns after 1"),
            s.stuns_after[1],
            self.stuns[1],
        );
        close(
            &format!("{who} leader death"),
            s.leader_death,
            self.leader_death,
        );
        close(&format!("{who} wiped out"), s.wiped_out, self.wiped);
        close(&format!("{who} Honor test"), s.honor_test, self.honor_test);
        close(
            &format!("{who} Honor test fails"),
            s.honor_test_fails,
            self.fails,
        );
        close(&format!("{who} falls back"), s.falls_back, self.falls_back);
        close(&format!("{who} retreats"), s.retreats, self.retreats);
    }
}

pub(crate) fn monte_carlo_melee(s: &MeleeSituation, seed: u64) {
    let odds = melee_odds(s);
    check_suffered("attacker", &odds.attacker.suffers);
    check_suffered("defender", &odds.defender.suffers);
    let mut rng = StdRng::seed_from_u64(seed);
    let mut att = Tally::new(s.attacker.unit.models, s.attacker.unit.hr);
    let mut def = Tally::new(s.defender.unit.models, s.defender.unit.hr);
    let mut hits = vec![0usize; odds.attacker.inflicts.hits.len()];
    let mut wins = [0usize; 3];
    for _ in 0..TRIALS {
        let r: CombatReport = resolve_melee(s, &mut rng, false, seed);
        att.add(&r.attacker);
        def.add(&r.defender);
        hits[r.attacker.hits as usize] += 1;
        match r.winner {
            Some(Winner::Attacker) => wins[0] += 1,
            Some(Winner::Defender) => wins[1] += 1,
            _ => wins[2] += 1,
        }
    }
    for (k, (&c, &p)) in hits.iter().zip(&odds.attacker.inflicts.hits).enumerate() {
        close(&format!("attacker hits {k}"), p, c);
    }
    att.compare("attacker", &odds.attacker.suffers);
    def.compare("defender", &odds.defender.suffers);
    close("attacker wins", odds.attacker_wins, wins[0]);
    close("defender wins", odds.defender_wins, wins[1]);
    close("draw", odds.draw, wins[2]);
}

fn monte_carlo_shoot(s: &ShootSituation, seed: u64) {
    let odds = shoot_odds(s);
    check_suffered("target", &odds.suffers);
    let mut rng = StdRng::seed_from_u64(seed);
    let mut target = Tally::new(s.target.unit.models, s.target.unit.hr);
    for _ in 0..TRIALS {
        let r = resolve_shoot(s, &mut rng, false, seed);
        target.add(&r.defender);
    }
    target.compare("target", &odds.suffers);
}

#[test]
fn exact_melee_matches_monte_carlo_charge_fixture() {
    monte_carlo_melee(&melee_fixture("melee_charge.json"), 1);
}

#[test]
fn exact_melee_matches_monte_carlo_leaders_wounds_and_markers() {
    let mut s = melee_fixture("melee_leaders.json");
    monte_carlo_melee(&s, 2);
    s.attacker.protect_leader = ProtectLeader::Always;
    s.defender.protect_leader = ProtectLeader::Never;
    monte_carlo_melee(&s, 3);
}

#[test]
fn exact_melee_matches_monte_carlo_two_lone_models() {
    monte_carlo_melee(&melee_fixture("melee_duel.json"), 4);
}

#[test]
fn exact_shooting_matches_monte_carlo() {
    monte_carlo_shoot(&shoot_fixture("shoot_volley.json"), 5);
}

#[test]
fn r_pool_3_stand_and_shoot_matches_monte_carlo() {
    monte_carlo_shoot(&shoot_fixture("shoot_stand_and_shoot.json"), 6);
}

#[test]
fn monte_carlo_check_notices_a_wrong_distribution() {
    // The check has power: a situation one value modifier away is far outside 4 SE.
    let s = shoot_fixture("shoot_volley.json");
    let mut wrong = s.clone();
    wrong.shooter.extra_value = 1;
    let p = shoot_odds(&wrong).suffers.casualties[0];
    let mut rng = StdRng::seed_from_u64(9);
    let zero = (0..TRIALS)
        .filter(|_| {
            resolve_shoot(&s, &mut rng, false, 9)
                .defender
                .after
                .casualties
                == 0
        })
        .count();
    let f = zero as f64 / TRIALS as f64;
    assert!((f - p).abs() > 4.0 * (p * (1.0 - p) / TRIALS as f64).sqrt());
}

#[test]
fn r_wound_3_two_stuns_make_a_wound_counting_those_on_the_unit() {
    let mut u = melee_fixture("melee_charge.json").defender.unit;
    u.stuns = 1;
    let dealt = WoundsDealt {
        unit_wounds: 0,
        leader_wounds: 0,
        stuns: 1,
    };
    let a = apply_wounds(&u, dealt, 0, u.models);
    assert_eq!((a.unit_wounds, a.casualties, a.stuns_after), (1, 1, 0));
    let dealt = WoundsDealt { stuns: 4, ..dealt };
    let a = apply_wounds(&u, dealt, 0, u.models);
    assert_eq!((a.unit_wounds, a.stuns_after), (2, 1));
}

#[test]
fn r_cas_1_carried_wounds_and_remainder() {
    let mut u = melee_fixture("melee_charge.json").defender.unit;
    u.hr = 2;
    u.wounded_marker = 1;
    u.stuns = 0;
    let dealt = WoundsDealt {
        unit_wounds: 4,
        leader_wounds: 0,
        stuns: 0,
    };
    let a = apply_wounds(&u, dealt, 0, u.models);
    assert_eq!((a.casualties, a.wounded_marker_after), (2, 1));
    // Never more casualties than models; the surplus is lost.
    u.models = 2;
    let dealt = WoundsDealt {
        unit_wounds: 9,
        ..dealt
    };
    let a = apply_wounds(&u, dealt, 0, u.models);
    assert_eq!(
        (
            a.casualties,
            a.models_after,
            a.wounded_marker_after,
            a.wiped_out
        ),
        (2, 0, 0, true)
    );
}

#[test]
fn l921_r_raid_6_a_profiles_combat_keeps_the_wounds_left_over_on_the_unit() {
    // One profile's only model of a mixed raid unit, 3 Wounds, with other models elsewhere:
    // 7 wounds kill it and leave 4 on the unit's marker, its stun stays, the unit lives on.
    let mut u = melee_fixture("melee_charge.json").defender.unit;
    (u.models, u.hr, u.wounded_marker, u.stuns, u.leader) = (1, 3, 0, 1, None);
    u.models_elsewhere = 3;
    let dealt = WoundsDealt {
        unit_wounds: 7,
        leader_wounds: 0,
        stuns: 0,
    };
    let a = apply_wounds(&u, dealt, 0, u.models);
    let seen = |a: &kensei::rules::UnitAfter| {
        (
            a.casualties,
            a.models_after,
            a.wounded_marker_after,
            a.stuns_after,
            a.wiped_out,
        )
    };
    assert_eq!(seen(&a), (1, 0, 4, 1, false));
    // A unit with nothing elsewhere is wiped out and the surplus is lost.
    u.models_elsewhere = 0;
    assert_eq!(
        seen(&apply_wounds(&u, dealt, 0, u.models)),
        (1, 0, 0, 0, true)
    );
    // The exact odds read the same: the marker beyond HR - 1, as the dice give it.
    let mut s = melee_fixture("melee_charge.json");
    s.defender.unit.models = 2;
    s.defender.unit.hr = 2;
    s.defender.unit.wounded_marker = 1;
    s.defender.unit.leader = None;
    s.defender.unit.models_elsewhere = 4;
    let odds = melee_odds(&s);
    assert!(odds.defender.suffers.wounded_marker_after.len() > 2);
    assert_eq!(odds.defender.suffers.wiped_out, 0.0);
    monte_carlo_melee(&s, 11);
}

#[test]
fn l935_only_visible_models_can_be_shot_and_surplus_wounds_are_lost() {
    let mut s = shoot_fixture("shoot_volley.json");
    s.target.visible_models = Some(1);
    let u = &s.target.unit;
    let dealt = WoundsDealt {
        unit_wounds: 7,
        leader_wounds: 0,
        stuns: 0,
    };
    let a = apply_wounds(u, dealt, 0, s.removable_models());
    assert_eq!((a.casualties, a.wounded_marker_after), (1, 0));
    let odds = shoot_odds(&s);
    assert_eq!(odds.suffers.casualties.len(), u.models as usize + 1);
    assert!(odds.suffers.casualties[2..].iter().all(|&p| p == 0.0));
}

#[test]
fn r_wound_4_policies_divert_what_they_say() {
    // A leader with 2 wounds left facing 3 critical wounds.
    assert_eq!(wounds_to_divert(ProtectLeader::Never, 3, 2), 0);
    assert_eq!(wounds_to_divert(ProtectLeader::Always, 3, 2), 3);
    assert_eq!(wounds_to_divert(ProtectLeader::WhenLethal, 3, 2), 2);
    assert_eq!(wounds_to_divert(ProtectLeader::WhenLethal, 1, 2), 0);
}

#[test]
fn r_wound_4_leader_death_by_hand() {
    // One attack die at +5 hits on 2+ (5/6); its wound die is a natural 6 (1/6): the leader's
    // wound. The leader has one wound left: unprotected it dies with 5/36, protected (4+ on
    // 1D6) with half of that.
    let mut s = melee_fixture("melee_leaders.json");
    s.attacker.unit.attack = 1;
    s.attacker.in_contact = 0;
    s.attacker.leader_in_contact = false;
    s.attacker.charged = false;
    s.attacker.powered = false;
    s.attacker.extra_dice = 0;
    s.attacker.extra_value = 5;
    s.attacker.attacks_by = Default::default();
    s.defender.unit.leader = Some(leader(2, 2, 1));
    s.defender.in_cover = false;
    s.defender.parapet = false;
    s.defender.protect_leader = ProtectLeader::Never;
    assert_eq!(melee_odds(&s).attacker.pool.dice, 1);
    assert_eq!(melee_odds(&s).attacker.pool.modifier, 5);
    let never = melee_odds(&s).defender.suffers.leader_death;
    assert!((never - 5.0 / 36.0).abs() < 1e-12, "{never}");
    s.defender.protect_leader = ProtectLeader::WhenLethal;
    let lethal = melee_odds(&s).defender.suffers.leader_death;
    assert!((lethal - 5.0 / 72.0).abs() < 1e-12, "{lethal}");
}

#[test]
fn r_res_1_a_lost_leader_counts_two_casualties() {
    let s = melee_fixture("melee_leaders.json");
    let (a, d) = (&s.attacker.unit, &s.defender.unit);
    let none = WoundsDealt::default();
    // The attacker loses its leader (2), the defender loses 1 model: the attacker loses.
    let a_after = apply_wounds(
        a,
        WoundsDealt {
            leader_wounds: 3,
            ..none
        },
        0,
        a.models,
    );
    assert!(a_after.leader_died);
    let d_after = apply_wounds(
        d,
        WoundsDealt {
            unit_wounds: d.hr,
            ..none
        },
        0,
        d.models,
    );
    assert_eq!(d_after.casualties, 1);
    assert_eq!(melee_winner(a, &a_after, d, &d_after), Winner::Defender);
    // Two casualties against a lost leader: a draw.
    let d_after = apply_wounds(
        d,
        WoundsDealt {
            unit_wounds: 2 * d.hr,
            ..none
        },
        0,
        d.models,
    );
    assert_eq!(melee_winner(a, &a_after, d, &d_after), Winner::Draw);
}

#[test]
fn r_res_1_between_lone_models_more_wounds_loses_and_wiping_out_wins() {
    let s = melee_fixture("melee_duel.json");
    let (a, d) = (&s.attacker.unit, &s.defender.unit);
    let w = |n| WoundsDealt {
        unit_wounds: n,
        leader_wounds: 0,
        stuns: 0,
    };
    let a1 = apply_wounds(a, w(1), 0, 1);
    let d2 = apply_wounds(d, w(2), 0, 1);
    assert_eq!((a1.casualties, d2.casualties), (0, 0));
    assert_eq!(melee_winner(a, &a1, d, &d2), Winner::Attacker);
    let a_dead = apply_wounds(a, w(a.hr), 0, 1);
    assert!(a_dead.wiped_out);
    assert_eq!(melee_winner(a, &a_dead, d, &d2), Winner::Defender);
}

#[test]
fn r_res_2_fall_back_with_half_the_starting_models_else_retreat() {
    let mut u = melee_fixture("melee_charge.json").defender.unit;
    u.models = 6;
    u.models_at_start = Some(10);
    u.stuns = 0;
    let w = |n| WoundsDealt {
        unit_wounds: n,
        leader_wounds: 0,
        stuns: 0,
    };
    assert_eq!(
        failed_honor_test(&u, &apply_wounds(&u, w(1), 0, 6)),
        Morale::FallsBack
    );
    assert_eq!(
        failed_honor_test(&u, &apply_wounds(&u, w(2), 0, 6)),
        Morale::Retreats
    );
    // Shot: a test from half the models it had when shot (6 -> lose 3).
    assert!(!shot_unit_tests_honor(&u, &apply_wounds(&u, w(2), 0, 6)));
    assert!(shot_unit_tests_honor(&u, &apply_wounds(&u, w(3), 0, 6)));
}

#[test]
fn r_dice_3_general_reroll_lowers_the_chance_of_failing() {
    let mut s = melee_fixture("melee_charge.json");
    s.defender.unit.general_reroll = false;
    let without = melee_odds(&s).defender.suffers;
    s.defender.unit.general_reroll = true;
    let with = melee_odds(&s).defender.suffers;
    // Honor 3: fail 1/2 without, 1/4 with the re-roll.
    assert!((without.honor_test_fails - without.honor_test / 2.0).abs() < 1e-12);
    assert!((with.honor_test_fails - with.honor_test / 4.0).abs() < 1e-12);
}

fn arb_melee() -> impl Strategy<Value = MeleeSituation> {
    (
        0u32..8,
        1u32..8,
        1u32..4,
        0u32..3,
        -2i32..3,
        2i32..7,
        any::<bool>(),
        0u32..3,
        1i32..7,
    )
        .prop_map(
            |(contact, models, hr, stuns, value, diff, lead, taken, honor)| {
                let mut s = melee_fixture("melee_leaders.json");
                s.attacker.unit.models = models.max(contact);
                s.attacker.in_contact = contact;
                s.attacker.extra_value = value;
                s.defender.unit.hr = hr;
                s.defender.unit.stuns = stuns;
                s.defender.unit.wounded_marker = stuns.min(hr - 1);
                s.defender.unit.difficulty_to_wound = diff;
                s.defender.unit.honor = honor;
                s.defender.unit.leader = lead.then(|| leader(2, 3, taken));
                s
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn every_melee_distribution_sums_to_one(s in arb_melee()) {
        let o = melee_odds(&s);
        check_suffered("attacker", &o.attacker.suffers);
        check_suffered("defender", &o.defender.suffers);
        for i in [&o.attacker.inflicts, &o.defender.inflicts] {
            sums_to_one("hits", &i.hits);
            sums_to_one("wounds", &i.wounds);
            sums_to_one("leader wounds", &i.leader_wounds);
            sums_to_one("stuns", &i.stuns);
        }
        prop_assert!((o.attacker_wins + o.defender_wins + o.draw - 1.0).abs() < 1e-9);
    }

    #[test]
    fn every_roll_stays_within_what_the_odds_allow(s in arb_melee(), seed in any::<u64>()) {
        let o = melee_odds(&s);
        let r = kensei::rules::roll_melee(&s, seed);
        prop_assert_eq!(&r, &kensei::rules::roll_melee(&s, seed));
        for (side, odds) in [(&r.attacker, &o.attacker), (&r.defender, &o.defender)] {
            prop_assert!(odds.suffers.casualties[side.after.casualties as usize] > 0.0);
            prop_assert!(odds.inflicts.hits[side.hits as usize] > 0.0);
        }
    }
}

/// The fight of a total war battle (R-TW-4, R-TW-5): two movement bases in contact, each the
/// unit's 15 models in contact, their exact odds against a seeded Monte Carlo.
#[test]
fn p_total_war_a_fight_of_two_bases_has_its_exact_odds_from_the_units_sizes() {
    use kensei::battle::combat::on_table::{Combat, FightOnTable, on_table};
    let battle = crate::common::total_war::battle();
    let Some(FightOnTable::Fight { situation, .. }) = on_table(
        battle.state(),
        "0-spears",
        "levy",
        Combat::Melee { powered: false },
    ) else {
        panic!("the two bases are in contact");
    };
    assert_eq!(situation.attacker.in_contact, 15, "the spears' size");
    assert_eq!(situation.defender.in_contact, 15, "the levy's size");
    assert_eq!(situation.attacker.unit.models, 15);
    assert!(
        situation.attacker.leader_in_contact,
        "the hatamoto on the base"
    );
    let odds = melee_odds(&situation);
    let l669 = |pool: &kensei::rules::pool::DicePool| {
        pool.rows.iter().find(|r| r.line == "L669").map(|r| r.dice)
    };
    assert_eq!(l669(&odds.attacker.pool), Some(15));
    // The casualties can reach the whole size: a unit of 15 may lose more than one model.
    assert!(odds.defender.suffers.casualties.len() > 2);
    monte_carlo_melee(&situation, 49);
}
