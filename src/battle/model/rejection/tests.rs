//! Every rejection has its words in both catalogues, and a few read as they should in English
//! and Spanish, with their citations.

use super::*;
use crate::battle::model::awaiting::Awaiting;
use crate::battle::model::command::OrderKind;
use crate::battle::model::side::Side;

#[test]
fn every_rejection_variant_has_a_message_in_both_catalogues() {
    let ids = message_ids();
    assert!(ids.len() > 200, "{}", ids.len());
    for lang in Language::ALL {
        let missing: Vec<&String> = ids
            .iter()
            .filter(|id| !i18n::has_message(lang, id))
            .collect();
        assert!(missing.is_empty(), "{lang:?} lacks {missing:?}");
    }
}

#[test]
fn every_order_kind_has_a_name_in_both_catalogues() {
    for id in i18n::variant_ids::<OrderKind>("order") {
        for lang in Language::ALL {
            assert!(i18n::has_message(lang, &id), "{lang:?} lacks {id}");
        }
    }
}

#[test]
fn a_rejection_reads_with_its_data_and_citation_in_english_and_spanish() {
    let r = Rejection::from(Move::EndsOn {
        model: "samurai.1".into(),
        other: "ronin.2".into(),
    });
    assert_eq!(
        r.to_string(),
        "samurai.1 would end its move on ronin.2 (L531)"
    );
    assert_eq!(
        r.text(Language::Spanish),
        "samurai.1 terminaría su movimiento encima de ronin.2 (L531)"
    );
}

#[test]
fn l484_l522_a_halved_move_names_both_lines_and_its_figures() {
    let r = Rejection::from(Move::TooFarHalved {
        model: "ashigaru.3".into(),
        length_cm: 7.25,
        allowance_cm: 5.0,
        forced_cm: 0.0,
    });
    assert_eq!(
        r.to_string(),
        "ashigaru.3 would travel 7.2 cm, MOV is 5, halved: a second move this activation \
         through difficult ground (L484, L522)"
    );
    let forced = Rejection::from(Move::TooFar {
        model: "a".into(),
        length_cm: 15.0,
        mov_cm: 10.0,
        forced_cm: 2.5,
    });
    assert_eq!(
        forced.message(Language::English),
        "a would travel 15 cm, MOV is 10 (+2.5 cm forced march)"
    );
}

#[test]
fn l300_powering_counts_its_orders_by_plural() {
    let one = Rejection::from(Turn::PowerNeedsOrders { orders: 1 });
    let two = Rejection::from(Turn::PowerNeedsOrders { orders: 2 });
    assert_eq!(
        one.to_string(),
        "powering needs one more order (L293, L472)"
    );
    assert_eq!(two.to_string(), "powering needs two orders (L293, L472)");
    assert_eq!(
        one.message(Language::Spanish),
        "potenciar requiere una orden más"
    );
    let cost = Rejection::from(Turn::OrderCost {
        order_kind: OrderKind::Charge,
        cost: 2,
        left: 1,
    });
    assert_eq!(
        cost.to_string(),
        "charge needs 2 orders, 1 left (L293, L472)"
    );
    assert_eq!(
        cost.message(Language::Spanish),
        "cargar requiere 2 órdenes y queda una"
    );
}

#[test]
fn a_command_out_of_turn_names_what_the_battle_waits_for() {
    let r = Rejection::from(Turn::not_awaited(
        Decision::Deploy,
        &Awaiting::ChooseUnit { side: Side::SECOND },
    ));
    assert_eq!(r.citation(), Citation::line("L211-212"));
    assert_eq!(
        r.to_string(),
        "not now: the battle waits for Side 2 to activate a unit (L211-212)"
    );
    assert_eq!(
        r.text(Language::Spanish),
        "ahora no: la batalla espera: activar una unidad (Bando 2) (L211-212)"
    );
}

#[test]
fn issue_12_citations_are_the_book_lines_that_say_so() {
    assert_eq!(Shot::Unloaded.citation(), Citation::line("L772"));
    assert_eq!(Reaction::StandUnloaded.citation(), Citation::line("L772"));
    assert_eq!(
        Turn::OneCombatOrder.citation(),
        Citation::line("L468, L602")
    );
    assert_eq!(Reaction::FleeEngaged.citation(), Citation::line("L872"));
    assert_eq!(Reaction::NoOrder.citation(), Citation::line("L464"));
    assert_eq!(
        Readiness::NothingToReload.citation(),
        Citation::line("L584")
    );
    assert_eq!(Readiness::ParapetEngaged.citation(), Citation::line("L592"));
}

#[test]
fn a_citation_reads_ruling_then_lines() {
    assert_eq!(
        Citation::both("R-FORM-1", "L393-399").to_string(),
        "R-FORM-1, L393-399"
    );
    assert_eq!(Citation::rule("R-DECK-2").to_string(), "R-DECK-2");
    assert_eq!(Citation::line("L509").to_string(), "L509");
}

#[test]
fn a_scenario_rule_is_named_by_its_text() {
    let r = Rejection::from(Scenario::ShotBeyond {
        rule: "Dawn mist".into(),
        limit_cm: 30.0,
        turn: 1,
    });
    assert_eq!(
        r.to_string(),
        "no shot beyond 30 cm on turn 1 (scenario rule: Dawn mist) (L169)"
    );
    assert_eq!(
        r.message(Language::Spanish),
        "ningún disparo a más de 30 cm en el turno 1 (regla del escenario: Dawn mist)"
    );
}

#[test]
fn l830_an_order_kind_reads_back_from_its_snake_case_name_and_the_book_name_old_saves_carry() {
    let old = [
        "move (mover)",
        "run (mover potenciado)",
        "disengage (destrabar)",
        "charge (cargar)",
        "fight (combatir)",
        "shoot (disparar)",
        "duel (retar a duelo)",
        "lead (liderar)",
        "reload (recargar)",
        "parapet (parapetar)",
    ];
    for (kind, book_name) in OrderKind::ALL.into_iter().zip(old) {
        let written = serde_json::to_value(kind).unwrap();
        assert!(!written.as_str().unwrap().contains(' '), "{written}");
        assert_eq!(serde_json::from_value::<OrderKind>(written).unwrap(), kind);
        assert_eq!(
            serde_json::from_value::<OrderKind>(book_name.into()).unwrap(),
            kind
        );
    }
    assert!(serde_json::from_value::<OrderKind>("cargar".into()).is_err());
}

#[test]
fn l211_a_command_out_of_turn_names_the_side_as_the_reader_calls_it() {
    // The window names the sides by their lists (`Names`); "not now" does the same.
    let r = Rejection::from(Turn::not_awaited(
        Decision::Deploy,
        &Awaiting::ChooseUnit { side: Side::SECOND },
    ));
    let names = ["Hayashi".to_string(), "Akagane".to_string()];
    assert_eq!(
        r.text_named(Language::English, &names),
        "not now: the battle waits for Akagane to activate a unit (L211-212)"
    );
    assert_eq!(
        r.text_named(Language::Spanish, &names),
        "ahora no: la batalla espera: activar una unidad (Akagane) (L211-212)"
    );
    let other = Rejection::from(Turn::NotYourUnitInPlay {
        unit: "bows".into(),
        side: Side::FIRST,
    });
    assert!(
        other
            .text_named(Language::English, &names)
            .contains("Hayashi"),
        "{other:?}"
    );
}

/// A reader's names for the ids of the tests below: every unit and model by a name.
struct Named;

impl Names for Named {
    fn side(&self, side: Side) -> String {
        format!("Host {}", side.index() + 1)
    }
    fn unit(&self, id: &str) -> String {
        match id {
            "0-lord.leader" => "Akagane Takeshi, daimyo (Samurai bushi)".into(),
            "0-lord" => "Samurai bushi".into(),
            "spears-3" => "Ashigaru yari 2".into(),
            "spears-3.4" => "Ashigaru yari 2, model 4".into(),
            other => other.into(),
        }
    }
}

#[test]
fn issue_48_a_refused_move_names_the_model_not_its_id_l484() {
    let r = Rejection::from(Move::TooFar {
        model: "0-lord.leader".into(),
        length_cm: 10.4,
        mov_cm: 10.0,
        forced_cm: 0.0,
    });
    for lang in Language::ALL {
        let words = r.text_named(lang, &Named);
        assert!(words.contains("Akagane Takeshi, daimyo"), "{words}");
        assert!(!words.contains("0-lord"), "{words}");
        assert!(!words.contains('`'), "{words}");
    }
}

#[test]
fn issue_48_every_field_naming_a_unit_or_model_is_worded_by_the_battles_names() {
    // One variant for each field a rejection names a unit or model by (UNIT_FIELDS): the
    // target of a charge or shot, the units of a combat of a chain, the one that picks now,
    // the enemy a model touches, the unit engaged first and the unit that moves.
    let named = [
        Rejection::from(Move::EndsOn {
            model: "spears-3.4".into(),
            other: "0-lord.leader".into(),
        }),
        Rejection::from(Charge::NotEnemy {
            target: "spears-3".into(),
        }),
        Rejection::from(Shot::NoSight {
            target: "spears-3".into(),
        }),
        Rejection::from(Melee::NotInChain {
            attacker: "0-lord".into(),
            defender: "spears-3".into(),
        }),
        Rejection::from(Melee::NotYourPick {
            now: "0-lord".into(),
            unit: "spears-3".into(),
        }),
        Rejection::from(Melee::NotInContact {
            model: "0-lord.leader".into(),
            against: "spears-3".into(),
        }),
        Rejection::from(Casualties::EngagedFirst {
            model: "0-lord.leader".into(),
            engaged: "spears-3.4".into(),
        }),
        Rejection::from(Reaction::CannotCharge {
            unit: "0-lord".into(),
            mover: "spears-3".into(),
        }),
    ];
    for r in &named {
        for lang in Language::ALL {
            let words = r.text_named(lang, &Named);
            assert!(
                !words.contains("0-lord") && !words.contains("spears-3"),
                "{lang:?}: {words}"
            );
        }
    }
}

/// What the refusals' messages take that is not a unit or a model: figures, the side's name,
/// and the values worded before the message takes them (what the battle waits for, an order's
/// kind, a commander order's and a ki ability's names). A terrain piece and a scenario rule
/// are known by what the table and the scenario call them.
const NOT_UNITS: [&str; 36] = [
    "side-name",
    "side",
    "awaiting",
    "order-kind",
    "order",
    "ability",
    "terrain",
    "rule",
    "x",
    "y",
    "cost",
    "plus-x",
    "turn",
    "left",
    "stunned",
    "size",
    "pieces",
    "orders",
    "card",
    "die",
    "deck",
    "count",
    "casualties",
    "remove",
    "needed",
    "named",
    "given",
    "found",
    "length-cm",
    "mov-cm",
    "forced-cm",
    "allowance-cm",
    "distance-cm",
    "facing-deg",
    "tolerance-deg",
    "limit-cm",
];

#[test]
fn issue_48_every_unit_or_model_a_refusal_names_is_worded_by_the_battles_names() {
    // A field that names a unit or model by id reaches the message through `names.unit`
    // (UNIT_FIELDS): any other field of a refusal is a figure or a value already worded.
    let named: Vec<String> = UNIT_FIELDS.iter().map(|f| f.replace('_', "-")).collect();
    let mut units = 0;
    for source in [
        include_str!("../../../../assets/locales/en/rejections.ftl"),
        include_str!("../../../../assets/locales/es/rejections.ftl"),
    ] {
        for (id, variables) in i18n::message_variables(source) {
            for v in variables {
                let figure = v.ends_with("-cm") || v.ends_with("-deg");
                assert!(
                    figure || NOT_UNITS.contains(&v.as_str()) || named.contains(&v),
                    "{id} takes `{v}`: a unit or model would show its id"
                );
                units += usize::from(named.contains(&v));
            }
        }
    }
    assert!(units > 150, "{units} units and models named");
}
