//! Tests of the casualties a side chooses (L929-937, R-CAS-2): in melee the models engaged go
//! first (L929), in a shot only models a shooter sees may go (L935), and the battle waits for
//! the side only when it has a real choice.

use crate::battle::engine::check::check;
use crate::battle::engine::legal::legal_commands;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::command::{Command, Order};
use crate::battle::model::event::Event;
use crate::battle::model::rejection::{Casualties, Rejection};
use crate::battle::model::side::Side;
use crate::battle::model::state::BattleState;
use crate::battle::model::unit::TroopProfile;
use crate::battle::scene::{self, Scene};

use super::casualty_choice::{CasualtyQuestion, question, removable};

/// Side 0's samurai, six in a row at y 40 facing +y (x 44 to 59), against side 1's two
/// raiders 3 cm ahead facing them at x 50 and 53: the samurai at 50 and 53 are engaged, the
/// other four are not. The samurai, the active unit with two orders, are weak; the raiders
/// strong.
pub(crate) fn row_against_two() -> BattleState {
    let weak = TroopProfile::foot("samurai", 1, 1, 4, 1);
    let strong = TroopProfile::foot("raiders", 6, 3, 6, 1);
    let base = weak.base;
    let mut scene = Scene::new();
    scene.troops(0, "samurai", weak, 6, None);
    scene.troops(1, "raiders", strong, 2, None);
    let row: Vec<(f64, f64)> = [44.0, 47.0, 50.0, 53.0, 56.0, 59.0]
        .into_iter()
        .map(|x| (x, 40.0))
        .collect();
    scene.place_unit("samurai", 0, false, 90.0, base, &row);
    scene.place_unit(
        "raiders",
        1,
        false,
        270.0,
        base,
        &[(50.0, 43.0), (53.0, 43.0)],
    );
    scene::in_first_pair(
        &scene.setup(),
        [Some("samurai".into()), Some("raiders".into())],
        [2, 2],
    )
}

/// Walks `start` from `first` (log entry 1 of a battle seeded `seed`) taking the first legal
/// answer, until a side is asked which models it loses; None when the combat ends without the
/// question.
fn until_asked(start: &BattleState, first: &Command, seed: u64) -> Option<(BattleState, usize)> {
    let mut s = start.clone();
    let mut events = scene::step_once(&mut s, first, seed, 1);
    for entry in 2..200 {
        if matches!(s.awaiting(), Awaiting::ChooseCasualties { .. }) {
            return Some((s, entry));
        }
        if events.iter().any(|e| matches!(e, Event::CombatFinished)) {
            return None;
        }
        let cmd = legal_commands(&s).into_iter().next()?;
        events.extend(scene::step_once(&mut s, &cmd, seed, entry));
    }
    None
}

/// The first seed whose combat asks a question `pick` accepts.
pub(crate) fn asked(
    start: &BattleState,
    first: &Command,
    pick: impl Fn(&CasualtyQuestion) -> bool,
) -> (BattleState, usize, u64) {
    (1..400)
        .find_map(|seed| {
            let (s, entry) = until_asked(start, first, seed)?;
            pick(&question(&s)?).then_some((s, entry, seed))
        })
        .expect("some seed asks")
}

pub(crate) fn choose(side: Side, unit: &str, models: &[&str]) -> Command {
    Command::ChooseCasualties {
        side,
        unit: unit.into(),
        models: models.iter().map(|m| m.to_string()).collect(),
    }
}

pub(crate) fn fight() -> Command {
    Command::Order {
        side: Side::FIRST,
        unit: "samurai".into(),
        order: Order::Fight {
            target: "raiders".into(),
            powered: false,
        },
    }
}

#[test]
fn l929_the_engaged_models_are_the_first_tier_nearest_the_enemy_first() {
    let s = row_against_two();
    let tiers = removable(&s, "samurai", "raiders", false);
    assert_eq!(tiers[0], ["samurai.3", "samurai.4"], "engaged (x 50, 53)");
    assert_eq!(tiers[1].len(), 4);
    assert!(
        tiers[1][..2].contains(&"samurai.2".to_string())
            && tiers[1][..2].contains(&"samurai.5".to_string()),
        "the nearest of the others first: {tiers:?}"
    );
}

#[test]
fn l929_the_owning_player_picks_which_engaged_model_goes() {
    // One casualty among the two engaged samurai: a real choice, the battle waits for it.
    let (mut s, entry, seed) = asked(&row_against_two(), &fight(), |q| {
        q.unit == "samurai" && q.count == 1
    });
    assert_eq!(
        s.awaiting(),
        Awaiting::ChooseCasualties { side: Side::FIRST }
    );
    // The first answer listed is the default: the nearest engaged model.
    assert_eq!(
        legal_commands(&s).first(),
        Some(&choose(Side::FIRST, "samurai", &["samurai.3"]))
    );
    // A model out of melee may not go while an engaged one stays.
    let refused = check(&s, &choose(Side::FIRST, "samurai", &["samurai.1"]))
        .expect_err("engaged models go first");
    assert_eq!(refused.citation().to_string(), "R-CAS-2, L929", "{refused}");
    assert!(
        matches!(
            refused,
            Rejection::Casualties(Casualties::EngagedFirst { .. })
        ),
        "{refused:?}"
    );
    // Two models for one casualty, a raider, or the same model twice: refused.
    for wrong in [
        choose(Side::FIRST, "samurai", &["samurai.3", "samurai.4"]),
        choose(Side::FIRST, "samurai", &["raiders.1"]),
        choose(Side::SECOND, "samurai", &["samurai.4"]),
    ] {
        assert!(check(&s, &wrong).is_err(), "{wrong:?}");
    }
    // The other engaged model is the player's to remove.
    let pick = choose(Side::FIRST, "samurai", &["samurai.4"]);
    assert_eq!(check(&s, &pick).map(|_| ()), Ok(()));
    let mut events = scene::step_once(&mut s, &pick, seed, entry);
    let mut entry = entry + 1;
    while s.combat().is_some() {
        let cmd = legal_commands(&s).into_iter().next().expect("an answer");
        events.extend(scene::step_once(&mut s, &cmd, seed, entry));
        entry += 1;
    }
    let removed: Vec<&String> = events
        .iter()
        .filter_map(|e| match e {
            Event::ModelRemoved { model } if model.starts_with("samurai") => Some(model),
            _ => None,
        })
        .collect();
    assert_eq!(removed, ["samurai.4"], "{events:?}");
    assert!(s.model("samurai.3").is_some());
}

#[test]
fn l929_with_every_engaged_model_lost_the_choice_is_among_the_others() {
    // Three or more casualties: both engaged samurai go, the player picks the rest among the
    // four others.
    let (s, ..) = asked(&row_against_two(), &fight(), |q| {
        q.unit == "samurai" && q.count >= 3
    });
    let q = question(&s).expect("asked");
    let keep_an_engaged = {
        let mut m = vec![
            "samurai.3",
            "samurai.1",
            "samurai.6",
            "samurai.2",
            "samurai.5",
        ];
        m.truncate(q.count);
        m
    };
    let refused = check(&s, &choose(Side::FIRST, "samurai", &keep_an_engaged))
        .expect_err("samurai.4, engaged, stays");
    assert!(
        matches!(
            refused,
            Rejection::Casualties(Casualties::EngagedFirst { ref engaged, .. }) if engaged == "samurai.4"
        ),
        "{refused:?}"
    );
    let far: Vec<&str> = [
        "samurai.3",
        "samurai.4",
        "samurai.1",
        "samurai.6",
        "samurai.2",
    ]
    .into_iter()
    .take(q.count)
    .collect();
    assert_eq!(
        check(&s, &choose(Side::FIRST, "samurai", &far)).map(|_| ()),
        Ok(())
    );
}

/// Side 0's bows (six, at y 30 facing +y) shoot side 1's raiders: five in a row 20 cm ahead,
/// and one behind the bows' line, out of their view (R-VIEW-1).
fn raiders_one_behind() -> BattleState {
    let bows = TroopProfile {
        ranged_attack: 3,
        range_cm: Some(60.0),
        ..TroopProfile::foot("bows", 2, 2, 4, 1)
    };
    let raiders = TroopProfile::foot("raiders", 2, 2, 4, 1);
    let base = raiders.base;
    let mut scene = Scene::new();
    scene.troops(0, "bows", bows, 6, None);
    scene.troops(1, "raiders", raiders, 6, None);
    scene.block("bows", 0, (50.0, 30.0), 90.0, base);
    let mut at: Vec<(f64, f64)> = [44.0, 47.0, 50.0, 53.0, 56.0]
        .into_iter()
        .map(|x| (x, 50.0))
        .collect();
    at.push((50.0, 15.0));
    scene.place_unit("raiders", 1, false, 270.0, base, &at);
    scene::in_first_pair(
        &scene.setup(),
        [Some("bows".into()), Some("raiders".into())],
        [2, 2],
    )
}

#[test]
fn l935_only_models_a_shooter_sees_may_be_a_shots_casualties() {
    let s = raiders_one_behind();
    let tiers = removable(&s, "raiders", "bows", true);
    assert_eq!(tiers.len(), 1);
    assert_eq!(tiers[0].len(), 5);
    assert!(!tiers[0].contains(&"raiders.6".to_string()), "{tiers:?}");
    let shoot = Command::Order {
        side: Side::FIRST,
        unit: "bows".into(),
        order: Order::Shoot {
            target: "raiders".into(),
            powered: false,
        },
    };
    let (s, ..) = asked(&s, &shoot, |q| q.count == 1);
    // The target's side chooses.
    assert_eq!(
        s.awaiting(),
        Awaiting::ChooseCasualties { side: Side::SECOND }
    );
    let refused = check(&s, &choose(Side::SECOND, "raiders", &["raiders.6"]))
        .expect_err("unseen by the bows");
    assert_eq!(refused.citation().to_string(), "R-CAS-2, L935", "{refused}");
    assert_eq!(
        check(&s, &choose(Side::SECOND, "raiders", &["raiders.5"])).map(|_| ()),
        Ok(())
    );
}

/// Side 0's samurai, a closed block of six facing +y (front rank at y 40, x 47 to 53; rear
/// rank at y 37), charge side 1's bows, six in a row at y 52 facing them (x 44 to 59): the
/// front rank 9.5 cm from the bows, the rear rank 12.5 cm. Strong bows, frail samurai.
fn samurai_charge_the_bows() -> BattleState {
    let samurai = TroopProfile {
        to_wound: 2,
        ..TroopProfile::foot("samurai", 2, 2, 4, 1)
    };
    let bows = TroopProfile {
        ranged_attack: 6,
        range_cm: Some(60.0),
        ..TroopProfile::foot("bows", 1, 2, 6, 1)
    };
    let base = samurai.base;
    let mut scene = Scene::new();
    scene.troops(0, "samurai", samurai, 6, None);
    scene.troops(1, "bows", bows, 6, None);
    scene.block("samurai", 0, (47.0, 40.0), 90.0, base);
    scene.place_unit(
        "bows",
        1,
        false,
        270.0,
        base,
        &scene::row(44.0, 52.0, 6, 3.0),
    );
    scene::in_first_pair(
        &scene.setup(),
        [Some("samurai".into()), Some("bows".into())],
        [2, 2],
    )
}

/// The samurai's charge on the bows, who stand and shoot, walked with the first legal answer
/// otherwise (letting every declared move pass) from log entry 1 of a battle seeded `seed`,
/// until `stop` holds; the state and its events.
fn stand_and_shoot_until(
    seed: u64,
    stop: impl Fn(&BattleState) -> bool,
) -> (BattleState, Vec<Event>) {
    let mut s = samurai_charge_the_bows();
    let charge = Command::Order {
        side: Side::FIRST,
        unit: "samurai".into(),
        order: Order::Charge {
            target: "bows".into(),
            powered: false,
            also: Vec::new(),
        },
    };
    let mut events = scene::step_once(&mut s, &charge, seed, 1);
    for entry in 2..200 {
        if stop(&s) {
            break;
        }
        let stand = Command::ReactToCharge {
            side: Side::SECOND,
            reaction: crate::battle::model::command::ChargeReaction::StandAndShoot,
            powered: false,
        };
        let cmd = if s.awaiting() == (Awaiting::ChargeReaction { side: Side::SECOND }) {
            stand
        } else {
            legal_commands(&s)
                .into_iter()
                .next()
                .expect("a legal command")
        };
        events.extend(scene::step_once(&mut s, &cmd, seed, entry));
    }
    (s, events)
}

/// The first `ChargeResolved` of `events`: its reach and whether it succeeded.
fn charge_roll(events: &[Event]) -> Option<(f64, bool)> {
    events.iter().find_map(|e| match e {
        Event::ChargeResolved {
            reach_cm, success, ..
        } => Some((*reach_cm, *success)),
        _ => None,
    })
}

#[test]
fn l864_stand_and_shoot_casualties_come_from_the_nearest_rank_and_the_charge_is_measured_again() {
    let front = ["samurai.1", "samurai.2", "samurai.3"];
    // A stand and shoot that kills one or two samurai: the choice is among the front rank,
    // nearest the bows (L864, R-CAS-3); a rear-rank model may not go while one of it stays.
    let (s, _) = (1..400)
        .map(|seed| {
            stand_and_shoot_until(seed, |s| {
                matches!(s.awaiting(), Awaiting::ChooseCasualties { .. }) || s.charge().is_none()
            })
        })
        .find(|(s, _)| question(s).is_some_and(|q| q.unit == "samurai" && q.count < 3))
        .expect("some seed asks the samurai for one or two casualties");
    let q = question(&s).expect("asked");
    assert!(q.ranks);
    assert_eq!(q.tiers[0], front.map(String::from).to_vec(), "{q:?}");
    assert_eq!(
        q.tiers[1..].concat().len(),
        3,
        "the rear rank comes after: {q:?}"
    );
    let mut rear_one: Vec<&str> = front[..q.count - 1].to_vec();
    rear_one.push("samurai.5");
    let refused = check(&s, &choose(Side::FIRST, "samurai", &rear_one))
        .expect_err("a rear-rank model while the front rank stays");
    assert!(
        matches!(
            refused,
            Rejection::Casualties(Casualties::NearerRankFirst { .. })
        ),
        "{refused:?}"
    );
    assert_eq!(refused.citation().to_string(), "R-CAS-3, L864");
    assert_eq!(
        check(&s, &choose(Side::FIRST, "samurai", &front[..q.count])).map(|_| ()),
        Ok(())
    );
    // A charge roll that reaches the front rank only (10 + 1 or 2: 11 or 12 cm against 9.5
    // and 12.5), and a shot that kills the whole front rank: the charge is measured again
    // with the same roll, and fails ("esto puede hacer que la carga resulte una carga
    // fallida"): the rear rank moves its MOV toward the bows, and no fight follows.
    let over = |s: &BattleState| s.charge().is_none() && s.combat().is_none();
    let (s, events) = (1..400)
        .map(|seed| stand_and_shoot_until(seed, over))
        .find(|(s, events)| {
            let lost = 6 - s.models_of("samurai").count();
            charge_roll(events).is_some_and(|(reach, ok)| ok && reach < 12.5)
                && (3..6).contains(&lost)
        })
        .expect("some seed shoots the front rank away on a short roll");
    let failed = events
        .iter()
        .filter(|e| matches!(e, Event::ChargeResolved { success: false, .. }))
        .count();
    assert_eq!(failed, 1, "measured again, failed: {events:?}");
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::FightDeclared { .. })),
        "no fight after a failed charge"
    );
    assert!(s.fight().is_none());
    assert!(
        crate::battle::engine::measure::engaged_enemies(&s, "samurai")
            .next()
            .is_none()
    );
    for m in s.models_of("samurai") {
        // A failed charge moves MOV (R-CHG-1): the rear rank at most 10 cm from y 37.
        assert!(m.y <= 37.0 + 10.0 + 1e-6, "{m:?}");
    }
}
