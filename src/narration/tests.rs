//! The narration as a reader gets it: a whole entry's lines, commands and refusals in both
//! languages, and every message the narration's code names present in both catalogues.

use super::*;
use crate::battle::model::state::ChargeDeclared;
use crate::battle::{Command, Event, LogEntry, Order, Side};
use crate::i18n::{Language, has_message};
use crate::narration::log::{Context, entry_title};

fn names() -> BattleNames {
    BattleNames::from_sides(["Akagane".to_string(), "Kuroi".to_string()])
}

fn charge() -> Command {
    Command::Order {
        side: Side::FIRST,
        unit: "samurai".into(),
        order: Order::Charge {
            target: "yari".into(),
            powered: false,
            also: Vec::new(),
        },
    }
}

/// A charge declared and rolled short in one entry (R-CHG-1): the entry reads by its outcome,
/// then the command, then each event.
fn short_charge() -> LogEntry {
    LogEntry {
        command: charge(),
        events: vec![
            Event::ChargeDeclared {
                charge: ChargeDeclared {
                    charger: "samurai".into(),
                    target: "yari".into(),
                    powered: false,
                    stood_and_shot: false,
                    stand_powered: false,
                    fled: false,
                    also: Vec::new(),
                    answered: Vec::new(),
                    also_stood: Vec::new(),
                },
            },
            Event::ChargeResolved {
                reach_cm: 14.0,
                distance_cm: 23.04,
                success: false,
            },
        ],
    }
}

fn entry_lines(lang: Language) -> Vec<String> {
    let entry = short_charge();
    let title = entry_title(
        lang,
        &names(),
        &Default::default(),
        &Context::default(),
        &entry.command,
        &entry.events,
    );
    let mut words = EntryText::of(lang, &names(), 12, &entry, &title);
    words.reasons = Some("[normal] Akagane: the charge".into());
    words.lines()
}

#[test]
fn r_chg_1_a_short_charge_reads_by_its_outcome_then_its_command_and_events() {
    let en = entry_lines(Language::English);
    assert_eq!(en[0], "  12. samurai charges yari: 9.0 cm short");
    assert_eq!(en[1], "      > samurai: charge yari");
    assert!(en[2].starts_with("        samurai charges yari"), "{en:?}");
    assert!(en[3].starts_with("        "), "{en:?}");
    assert_eq!(
        en.last().map(String::as_str),
        Some("      [normal] Akagane: the charge")
    );
    let es = entry_lines(Language::Spanish);
    assert_eq!(es[0], "  12. samurai carga contra yari: se queda a 9.0 cm");
    assert_eq!(es[1], "      > samurai: cargar a yari");
}

#[test]
fn a_command_with_nothing_more_to_tell_is_its_own_title() {
    let entry = LogEntry {
        command: Command::Activate {
            side: Side::SECOND,
            unit: "yari".into(),
        },
        events: vec![Event::UnitActivated {
            side: Side::SECOND,
            unit: "yari".into(),
        }],
    };
    let title = entry_title(
        Language::English,
        &names(),
        &Default::default(),
        &Context::default(),
        &entry.command,
        &entry.events,
    );
    let lines = EntryText::of(Language::English, &names(), 3, &entry, &title).lines();
    assert_eq!(
        lines,
        [
            "   3. Side 2: activate yari",
            "        Kuroi activates yari"
        ]
    );
}

#[test]
fn a_refusal_reads_as_the_command_and_the_rule_that_refuses_it() {
    let refused = crate::battle::Rejection::from(crate::battle::model::rejection::Turn::BattleOver);
    let [en, es] = [Language::English, Language::Spanish]
        .map(|l| refusal_lines(l, &names(), &charge(), &refused));
    assert_eq!(en[0], "samurai: charge yari");
    assert!(en[1].starts_with("      refused: "), "{en:?}");
    assert!(es[1].starts_with("      rechazada: "), "{es:?}");
    assert_ne!(en[1], es[1]);
}

#[test]
fn what_the_battle_waits_for_and_the_markers_read_in_both_languages() {
    let waits = crate::battle::Awaiting::Deploy { side: Side::SECOND };
    assert_eq!(
        awaiting_line(Language::English, &names(), &waits),
        "Waiting for Kuroi to deploy"
    );
    assert_eq!(
        awaiting_line(
            Language::Spanish,
            &names(),
            &crate::battle::Awaiting::Nothing
        ),
        "la batalla ha terminado"
    );
    let markers = crate::battle::model::unit::Markers {
        used: true,
        stunned: 2,
        ..Default::default()
    };
    assert_eq!(
        marker_names(Language::English, &names(), &markers),
        ["used", "stunned 2"]
    );
    assert_eq!(
        marker_names(Language::Spanish, &names(), &markers),
        ["usada", "aturdida 2"]
    );
}

/// Every message id the narration's own code names (`"cmd-…"`, `"await-…"`…) is in both
/// catalogues: a misspelt id would otherwise show as the id itself.
#[test]
fn every_message_the_narration_names_is_in_both_catalogues() {
    let sources = [
        include_str!("commands.rs"),
        include_str!("awaiting.rs"),
        include_str!("markers.rs"),
        include_str!("entry.rs"),
    ];
    let mut ids = Vec::new();
    for source in sources {
        for piece in source.split('"').skip(1).step_by(2) {
            let named = ["cmd-", "ord-", "await-", "mark-", "powered-", "log-"]
                .iter()
                .any(|p| piece.starts_with(p));
            if named && piece.chars().all(|c| c.is_ascii_lowercase() || c == '-') {
                ids.push(piece.to_string());
            }
        }
    }
    assert!(ids.len() > 90, "{ids:?}");
    for lang in Language::ALL {
        let missing: Vec<&String> = ids.iter().filter(|id| !has_message(lang, id)).collect();
        assert!(missing.is_empty(), "not in {}: {missing:?}", lang.name());
    }
}
