//! Saves of formats 1-4 hold English sentences where events now hold typed values (what orders
//! were spent on, why a unit left, each step of a combat roll): they still load (opened from their events), keep
//! their words when saved again, and the log shows those words as they were written.

use kensei::battle::model::event::Event;
use kensei::battle::{Battle, SavedBattle};
use kensei::rules::Worded;

const OLD_SAVES: [&str; 2] = [
    "tests/fixtures/battle_save_format1.json",
    "tests/fixtures/battle_save_format2_straight_fall_back.json",
];

fn saved(path: &str) -> SavedBattle {
    let text = std::fs::read_to_string(path).unwrap();
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn events(s: &SavedBattle) -> impl Iterator<Item = &Event> {
    s.start
        .iter()
        .chain(s.log.iter().flat_map(|l| l.events.iter()))
}

#[test]
fn old_saves_load_with_their_recorded_words_and_open() {
    for path in OLD_SAVES {
        let s = saved(path);
        assert!(s.format < 5, "{path}");
        let recorded = events(&s)
            .filter(|e| {
                matches!(
                    e,
                    Event::OrdersSpent {
                        on: Worded::Recorded(_),
                        ..
                    }
                )
            })
            .count();
        assert!(recorded > 0, "{path}: no sentence read as recorded words");
        let battle = Battle::open(&s).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert_eq!(battle.log().len(), s.log.len(), "{path}");
        // Saved again, the words stay as they were written.
        let again: SavedBattle = serde_json::from_str(&serde_json::to_string(&s).unwrap()).unwrap();
        let words = |s: &SavedBattle| -> Vec<String> {
            events(s)
                .filter_map(|e| match e {
                    Event::OrdersSpent {
                        on: Worded::Recorded(w),
                        ..
                    } => Some(w.clone()),
                    _ => None,
                })
                .collect()
        };
        assert_eq!(words(&again), words(&s), "{path}");
    }
}

#[test]
fn the_log_shows_an_old_saves_words_as_they_are() {
    let s = saved(OLD_SAVES[0]);
    let spent = events(&s)
        .find(|e| {
            matches!(
                e,
                Event::OrdersSpent {
                    on: Worded::Recorded(_),
                    ..
                }
            )
        })
        .unwrap();
    let Event::OrdersSpent {
        on: Worded::Recorded(words),
        ..
    } = spent
    else {
        unreachable!()
    };
    let names = kensei::narration::names::BattleNames::from_sides(["a".into(), "b".into()]);
    let line = kensei::narration::describe_event(kensei::i18n::Language::English, &names, spent);
    assert!(line.ends_with(words.as_str()), "{line}");
}

#[test]
fn a_new_battle_saves_typed_reasons_that_read_back_equal() {
    let s = saved(OLD_SAVES[0]);
    let battle = Battle::new(s.setup.clone(), s.seed).unwrap();
    let mut b = battle;
    for entry in s.log.iter().take(200) {
        if b.execute(entry.command.clone()).is_err() {
            break;
        }
    }
    let text = serde_json::to_string(&b.to_saved()).unwrap();
    let back: SavedBattle = serde_json::from_str(&text).unwrap();
    assert_eq!(back, b.to_saved());
    assert!(
        events(&back).all(|e| !matches!(
            e,
            Event::OrdersSpent {
                on: Worded::Recorded(_),
                ..
            }
        )),
        "a new battle writes typed values"
    );
}

/// A save of format 5 written while events named an order by its book name ("charge
/// (cargar)", `led_order_given` and the orders spent on an order): it opens, its events carry
/// the kinds (L834), and saved again it writes the kinds' snake_case names.
#[test]
fn l834_a_save_naming_orders_by_their_book_names_opens_with_their_kinds() {
    use kensei::battle::model::command::OrderKind;
    use kensei::battle::model::reasons::OrdersFor;
    let path = "tests/fixtures/battle_save_format5_order_names.json";
    let text = std::fs::read_to_string(path).unwrap();
    assert!(text.contains("\"charge (cargar)\"") && text.contains("\"lead (liderar)\""));
    let s = saved(path);
    assert_eq!(s.format, 5);
    let mut kinds = Vec::new();
    for e in events(&s) {
        match e {
            Event::LedOrderGiven { order, .. } => kinds.push(("led", *order)),
            Event::OrdersSpent {
                on: Worded::Typed(OrdersFor::Order { order, .. }),
                ..
            } => kinds.push(("spent", *order)),
            _ => {}
        }
    }
    let led: Vec<OrderKind> = kinds.iter().filter(|k| k.0 == "led").map(|k| k.1).collect();
    assert_eq!(led, vec![OrderKind::Move; 3]);
    let spent: Vec<OrderKind> = kinds
        .iter()
        .filter(|k| k.0 == "spent")
        .map(|k| k.1)
        .collect();
    assert!(spent.contains(&OrderKind::Charge), "{spent:?}");
    assert!(spent.contains(&OrderKind::Lead), "{spent:?}");
    assert!(spent.contains(&OrderKind::Move), "{spent:?}");
    let battle = Battle::open(&s).unwrap_or_else(|e| panic!("{path}: {e}"));
    assert_eq!(battle.log().len(), s.log.len());
    let again = serde_json::to_string(&battle.to_saved()).unwrap();
    for old in ["(cargar)", "(liderar)", "(mover)"] {
        assert!(!again.contains(old), "{old} written again");
    }
    assert!(again.contains(r#""event":"led_order_given","unit":"takeda-general","order":"move""#));
    assert!(again.contains(r#""on":{"order":{"order":"charge","unit":"#));
}
