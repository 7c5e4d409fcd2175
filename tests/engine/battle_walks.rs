//! A battle saved while fall backs and pursuits went in straight lines still loads as it was
//! played (L966, L984). That whole automatic battles never leave a model on impassable terrain
//! (L523) is the slow suite's (`tests/slow/walks.rs`).

use kensei::battle::{Awaiting, Battle, Difference, Event, Verdict, legal_commands};
use std::path::Path;

#[test]
fn a_battle_saved_while_fall_backs_went_straight_still_loads_as_it_was_played() {
    // Saved in format 2 (pitched battle, seed 2, the first 190 entries): entry 189's fall back
    // went in a straight line, and the walk on the table now puts its models elsewhere.
    let path = Path::new("tests/fixtures/battle_save_format2_straight_fall_back.json");
    let b = Battle::load(path).unwrap();
    let saved = b.to_saved();
    let text = std::fs::read_to_string(path).unwrap();
    let original: kensei::battle::SavedBattle = serde_json::from_str(&text).unwrap();
    assert_eq!(original.format, 2);
    // Every recorded event is kept, the straight moves included (the end state they reach is
    // `battle_saves::every_fixture_opens_in_the_state_it_ended_in`).
    assert_eq!(saved.log, original.log);
    assert!(
        saved.log[188]
            .events
            .iter()
            .any(|e| matches!(e, Event::FallBack { .. }))
    );
    // Played again now, that entry's fall back walks elsewhere: only its recorded events keep
    // the battle as it was.
    let mut before = original.clone();
    before.log.truncate(188);
    let mut again = Battle::open(&before).unwrap();
    let mut now = again
        .execute(original.log[188].command.clone())
        .unwrap()
        .to_vec();
    // Today the side chooses its casualties before the fall back (R-CAS-2): the default.
    while matches!(again.state().awaiting(), Awaiting::ChooseCasualties { .. }) {
        let nearest = legal_commands(again.state()).remove(0);
        now.extend(again.execute(nearest).unwrap().iter().cloned());
    }
    assert!(now.iter().any(|e| matches!(e, Event::FallBack { .. })));
    assert_ne!(now, original.log[188].events);
    // Today's rules play the log otherwise (its leaders deploy before every unit has a model
    // down, L211-212; its charges would be answered by opportunity charges; its fall back at
    // entry 189 walks elsewhere): `--verify` says where.
    match Battle::verify(&original) {
        Ok(Verdict::Differs(
            Difference::Mismatch { index, .. } | Difference::Illegal { index, .. },
        )) => {
            assert!(index <= 189, "{index}")
        }
        other => panic!("expected a mismatch, got {other:?}"),
    }
}
