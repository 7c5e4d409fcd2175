//! The stages fed one at a time: dice changed by an offering to the gods (R-DECK-4) between
//! stages, and the protect-the-leader choice (R-WOUND-4).

use super::*;

/// One attacking die (Attack 1) against three models that roll one die needing a 6 (L102);
/// the defender has Honor 4 and, with `leader`, a unit leader of HR 1.
fn duel_of_dice(leader: bool) -> StagedCombat {
    let leader = if leader {
        r#","leader":{"name":"L","hr":1}"#
    } else {
        ""
    };
    let json = format!(
        r#"{{"attacker":{{"unit":{{"name":"A","attack":1,"models":1,"honor":4}}}},
            "defender":{{"unit":{{"name":"D","models":3,"honor":4{leader}}}}}}}"#
    );
    let s: MeleeSituation = serde_json::from_str(&json).expect("situation");
    StagedCombat::melee(s, 0, true)
}

fn faces(v: &[u8]) -> Vec<Face> {
    v.iter().map(|&n| Face::new(n)).collect()
}

/// Feeds the combat roll, then passes every later need with `later` dice (one each).
fn run(mut c: StagedCombat, combat: &[Face], later: u8) -> StagedCombat {
    c.feed(combat);
    loop {
        match c.need() {
            Need::Dice { owners, .. } => c.feed(&faces(&vec![later; owners.len()])),
            Need::ProtectChoice { .. } => c.choose_protect(false),
            Need::Done => return c,
        }
    }
}

#[test]
fn r_deck_4_l1028_a_rerolled_combat_die_that_now_hits_makes_a_casualty() {
    let c = duel_of_dice(false);
    assert_eq!(
        c.need(),
        Need::Dice {
            roll: StageRoll::Combat,
            owners: vec![Role::Attacker, Role::Defender]
        }
    );
    // The attacker's 2 misses: no hit, no wound, no casualty, no winner.
    let missed = run(c.clone(), &faces(&[2, 3]), 4).report();
    assert_eq!(missed.attacker.hits, 0);
    assert_eq!(missed.defender.after.casualties, 0);
    assert_eq!(missed.winner, Some(Winner::Draw));
    // Re-rolled to a 5 (R-DECK-4): one hit, its wound die 4 against difficulty 4 wounds
    // (R-WOUND-1), one casualty (R-CAS-1), the attacker wins (R-RES-1).
    let hit = run(c, &faces(&[5, 3]), 4).report();
    assert_eq!(hit.attacker.attack_dice, vec![5]);
    assert_eq!(hit.attacker.hits, 1);
    assert_eq!(hit.attacker.wound_dice, vec![4]);
    assert_eq!(hit.defender.after.casualties, 1);
    assert_eq!(hit.winner, Some(Winner::Attacker));
    // The loser tested Honor with the later die: 4 <= 4 holds (R-DICE-3).
    assert!(hit.defender.honor_test.as_ref().is_some_and(|t| t.passed));
}

#[test]
fn r_deck_4_l1029_an_added_card_counts_but_not_on_a_natural_one() {
    let c = duel_of_dice(false);
    let two_plus_two = [
        Face {
            natural: 2,
            bonus: 2,
        },
        Face::new(3),
    ];
    assert_eq!(run(c.clone(), &two_plus_two, 4).report().attacker.hits, 1);
    // R-DICE-1: a natural 1 never succeeds, whatever is added to it.
    let one_plus_three = [
        Face {
            natural: 1,
            bonus: 3,
        },
        Face::new(3),
    ];
    assert_eq!(run(c, &one_plus_three, 4).report().attacker.hits, 0);
}

#[test]
fn r_wound_4_l917_each_leader_wound_is_asked_and_protected_on_4_or_more() {
    let mut c = duel_of_dice(true);
    c.feed(&faces(&[6, 3]));
    // A natural 6 on the wound die is the leader's (L903).
    c.feed(&faces(&[6]));
    assert_eq!(
        c.need(),
        Need::ProtectChoice {
            role: Role::Defender,
            wound: 1,
            of: 1
        }
    );
    // Refused: the HR 1 leader takes it and dies.
    let mut refused = c.clone();
    refused.choose_protect(false);
    let r = run(refused, &[], 6).report();
    assert!(r.defender.after.leader_died);
    assert!(r.defender.protect_dice.is_empty());
    // Taken: 1D6, a 4 moves the wound to the unit, which loses a model instead.
    c.choose_protect(true);
    assert_eq!(
        c.need(),
        Need::Dice {
            roll: StageRoll::ProtectLeader {
                role: Role::Defender
            },
            owners: vec![Role::Defender]
        }
    );
    c.feed(&faces(&[4]));
    let t = run(c, &[], 6).report();
    assert!(!t.defender.after.leader_died);
    assert_eq!(t.defender.protect_dice, vec![4]);
    assert_eq!(t.defender.diverted, 1);
    assert_eq!(t.defender.after.casualties, 1);
}

#[test]
fn r_res_2_an_offering_on_the_honor_test_decides_the_morale() {
    let c = duel_of_dice(false);
    let mut lost = c.clone();
    lost.feed(&faces(&[5, 3]));
    lost.feed(&faces(&[4]));
    assert_eq!(
        lost.need(),
        Need::Dice {
            roll: StageRoll::Honor {
                role: Role::Defender
            },
            owners: vec![Role::Defender]
        }
    );
    let mut fails = lost.clone();
    fails.feed(&faces(&[5]));
    assert_eq!(fails.report().defender.morale, Morale::FallsBack);
    // The winner re-rolled the 5 to a 2: 2 <= Honor 4, the unit holds.
    lost.feed(&faces(&[2]));
    assert_eq!(lost.report().defender.morale, Morale::Holds);
}
