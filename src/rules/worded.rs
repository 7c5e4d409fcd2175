//! A typed value inside an event or a roll step, or the words an older save recorded in its
//! place. Saves of formats 1 to 4 hold English sentences where events now hold typed values
//! (why a unit left, what cards were spent on, each step of a combat roll): those still load,
//! as [`Worded::Recorded`], and are shown as they were written.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// A typed value, or the sentence a save written before typed values holds in its place.
#[derive(Debug, Clone, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum Worded<T> {
    Typed(T),
    /// The words an older save recorded (formats 1-4), shown as they are.
    Recorded(String),
}

impl<T> Worded<T> {
    /// The typed value, if this is not the recorded words of an older save.
    pub fn typed(&self) -> Option<&T> {
        match self {
            Worded::Typed(t) => Some(t),
            Worded::Recorded(_) => None,
        }
    }
}

impl<T> From<T> for Worded<T> {
    fn from(t: T) -> Self {
        Worded::Typed(t)
    }
}

/// Two typed values compare as values and two recorded sentences as text. Recorded words stand
/// for whatever today's engine writes in their place: replaying a save of formats 1-4 compares
/// every other field of its events, not the sentences of then against the values of now.
impl<T: PartialEq> PartialEq for Worded<T> {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Worded::Typed(a), Worded::Typed(b)) => a == b,
            (Worded::Recorded(a), Worded::Recorded(b)) => a == b,
            _ => true,
        }
    }
}

impl<T: Eq> Eq for Worded<T> {}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
    #[serde(rename_all = "snake_case")]
    enum Why {
        WipedOut,
        Roll { a: i32 },
    }

    #[test]
    fn old_sentences_and_typed_values_both_read() {
        let old: Worded<Why> = serde_json::from_str("\"wiped out\"").unwrap();
        assert_eq!(old.typed(), None);
        assert!(matches!(&old, Worded::Recorded(s) if s == "wiped out"));
        let unit: Worded<Why> = serde_json::from_str("\"wiped_out\"").unwrap();
        assert_eq!(unit.typed(), Some(&Why::WipedOut));
        let new: Worded<Why> = serde_json::from_str(r#"{"roll":{"a":3}}"#).unwrap();
        assert_eq!(new.typed(), Some(&Why::Roll { a: 3 }));
        assert_eq!(
            serde_json::to_string(&Worded::from(Why::Roll { a: 3 })).unwrap(),
            r#"{"roll":{"a":3}}"#
        );
        assert_eq!(serde_json::to_string(&old).unwrap(), "\"wiped out\"");
    }

    #[test]
    fn typed_values_compare_strictly_and_recorded_words_stand_for_any() {
        let a: Worded<Why> = Why::Roll { a: 3 }.into();
        let b: Worded<Why> = Why::Roll { a: 4 }.into();
        assert_ne!(a, b);
        assert_eq!(a, Worded::Recorded("initiative roll 3 against 2".into()));
        assert_ne!(
            Worded::<Why>::Recorded("x".into()),
            Worded::Recorded("y".into())
        );
    }
}
