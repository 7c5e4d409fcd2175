//! The events worded in both languages: plurals, selectors, a side seen face down.

use super::*;
use crate::battle::Side;
use crate::battle::model::reasons::OrdersFor;

fn names() -> BattleNames {
    BattleNames::from_sides(["Akagane".to_string(), "Kuroi".to_string()])
}

fn both(e: &Event) -> [String; 2] {
    [Lang::English, Lang::Spanish].map(|lang| describe_event(lang, &names(), e))
}

fn casualties(lost: u32) -> Event {
    Event::CasualtiesTaken {
        unit: "spears".into(),
        models_lost: lost,
        leader_wounds_after: 0,
        leader_killed: lost == 2,
        wounded_after: 1,
        stuns_after: 2,
        size_before: None,
    }
}

/// R-DECK-1, R-DECK-2: read across the table from Kuroi (the computer, against a player),
/// its draws and keeps are told by number; Akagane's own are named, and so are the cards
/// Kuroi discards face up.
#[test]
fn r_deck_1_r_deck_2_a_side_seen_face_down_draws_and_keeps_by_number() {
    let across = names().seen_across([false, true]);
    let say = |lang, e: &Event| describe_event(lang, &across, e);
    let drawn = |side| Event::CardsDrawnToHand {
        side,
        cards: vec![3, 0],
    };
    assert_eq!(
        say(Lang::English, &drawn(Side::SECOND)),
        "Kuroi draws 2 cards to the hand, face down (R-DECK-1)"
    );
    assert_eq!(
        say(Lang::Spanish, &drawn(Side::SECOND)),
        "Kuroi roba 2 cartas a la mano, boca abajo (R-DECK-1)"
    );
    assert_eq!(
        say(Lang::English, &drawn(Side::FIRST)),
        "Akagane draws 3 0 to the hand (R-DECK-1)"
    );
    let kept = Event::CardsKept {
        side: Side::SECOND,
        kept: vec![3],
        discarded: vec![0, 1],
    };
    assert_eq!(
        say(Lang::English, &kept),
        "Kuroi keeps 1 card, face down, and discards 0 1"
    );
    let order = Event::CommanderOrderKept {
        side: Side::SECOND,
        kept: "Banzai".into(),
        discarded: Some("Volley".into()),
    };
    assert_eq!(
        say(Lang::English, &order),
        "Kuroi keeps a commander order, face down"
    );
    let drawn_order = Event::CommanderOrderDrawn {
        side: Side::SECOND,
        order: "Banzai".into(),
    };
    assert!(!say(Lang::Spanish, &drawn_order).contains("Banzai"));
    let keep = crate::battle::Command::KeepCommanderOrder {
        side: Side::SECOND,
        keep: "Banzai".into(),
    };
    assert_eq!(
        crate::narration::describe_command(Lang::English, &across, &keep),
        "Side 2: keep a commander order, face down"
    );
    assert_eq!(
        crate::narration::describe_command(Lang::English, &names(), &keep),
        "Side 2: keep commander order Banzai"
    );
}

#[test]
fn counts_of_one_and_two_take_their_plural_from_the_catalogue_r_cas_1() {
    assert_eq!(
        both(&casualties(1)),
        [
            "spears: 1 casualty; wounded marker 1, stun markers 2; leader wounds 0 (R-CAS-1)",
            "spears: 1 baja; marcador de herida 1, marcadores de aturdida 2; heridas del líder 0 (R-CAS-1)",
        ]
    );
    assert_eq!(
        both(&casualties(2)),
        [
            "spears: 2 casualties; wounded marker 1, stun markers 2; leader wounds 0 (R-CAS-1); the leader dies",
            "spears: 2 bajas; marcador de herida 1, marcadores de aturdida 2; heridas del líder 0 (R-CAS-1); el líder muere",
        ]
    );
    let vp = |vp| Event::DestroyedVp {
        side: Side::SECOND,
        vp,
    };
    assert_eq!(
        both(&vp(1)),
        [
            "Kuroi scores 1 victory point for units destroyed",
            "Kuroi suma 1 punto de victoria por unidades destruidas",
        ]
    );
    assert_eq!(
        both(&vp(2)),
        [
            "Kuroi scores 2 victory points for units destroyed",
            "Kuroi suma 2 puntos de victoria por unidades destruidas",
        ]
    );
    let shuffled = |n: u8| Event::DeckShuffled {
        side: Side::FIRST,
        draw_pile: (1..=n).collect(),
    };
    assert_eq!(
        both(&shuffled(1)),
        [
            "Akagane: command deck shuffled, 1 card",
            "Akagane: mazo de mando barajado, 1 carta",
        ]
    );
    assert_eq!(
        both(&shuffled(2)),
        [
            "Akagane: command deck shuffled, 2 cards",
            "Akagane: mazo de mando barajado, 2 cartas",
        ]
    );
    let rolled = |pieces| Event::ExtraTerrainRolled {
        side: Side::FIRST,
        dice: vec![3, 4],
        pieces,
    };
    assert_eq!(
        both(&rolled(1)),
        [
            "Akagane: extra terrain roll 3 4: 1 piece of 5x5 cm (R-ARMY-1, L180)",
            "Akagane: tirada de escenografía extra 3 4: 1 elemento de 5x5 cm (R-ARMY-1, L180)",
        ]
    );
    assert_eq!(
        both(&rolled(2)),
        [
            "Akagane: extra terrain roll 3 4: 2 pieces of 5x5 cm (R-ARMY-1, L180)",
            "Akagane: tirada de escenografía extra 3 4: 2 elementos de 5x5 cm (R-ARMY-1, L180)",
        ]
    );
}

#[test]
fn l834_an_order_reads_as_its_kind_in_the_log_never_as_its_book_name() {
    use crate::battle::model::command::OrderKind;
    let spent = Event::OrdersSpent {
        side: Side::FIRST,
        count: 1,
        on: OrdersFor::Order {
            order: OrderKind::Charge,
            unit: "spears".into(),
        }
        .into(),
    };
    let [en, es] = both(&spent);
    assert!(
        en.starts_with("Akagane spends 1 order: charge by spears"),
        "{en}"
    );
    assert!(
        es.starts_with("Akagane gasta 1 orden: cargar con spears"),
        "{es}"
    );
    let led = Event::LedOrderGiven {
        unit: "spears".into(),
        order: OrderKind::Run,
    };
    let [en, es] = both(&led);
    assert_eq!(en, "spears gives its order of the Lead order: run (L830)");
    assert_eq!(
        es,
        "spears da su orden de la orden de liderar: mover potenciado (L830)"
    );
    assert!(!en.contains("(cargar)") && !en.contains("(mover"), "{en}");
}

#[test]
fn orders_spent_read_one_order_or_orders_not_order_s_r_turn_2() {
    let spent = |count| Event::OrdersSpent {
        side: Side::FIRST,
        count,
        on: OrdersFor::Reaction {
            unit: "spears".into(),
        }
        .into(),
    };
    let [en, es] = both(&spent(1));
    assert!(
        en.starts_with("Akagane spends 1 order: reaction by spears"),
        "{en}"
    );
    assert!(
        es.starts_with("Akagane gasta 1 orden: reacción de spears"),
        "{es}"
    );
    let [en, es] = both(&spent(2));
    assert!(
        en.starts_with("Akagane spends 2 orders: reaction by spears"),
        "{en}"
    );
    assert!(
        es.starts_with("Akagane gasta 2 órdenes: reacción de spears"),
        "{es}"
    );
    assert!(!en.contains("(s)") && !es.contains("(es)"), "{en} / {es}");
}

#[test]
fn flags_and_selectors_keep_the_log_words_l596_l632_l966() {
    let fight = |powered, duel| Event::FightDeclared {
        fight: crate::battle::model::combat::FightDeclared {
            attacker: "spears".into(),
            defender: "bows".into(),
            powered,
            after_charge: false,
            duel,
            also_charged: Vec::new(),
            groups: Default::default(),
        },
    };
    assert_eq!(
        both(&fight(true, true)),
        [
            "spears fights bows (powered): a duel of the leaders (L632)",
            "spears combate contra bows (potenciado): duelo de líderes (L632)",
        ]
    );
    assert_eq!(
        both(&fight(false, false)),
        [
            "spears fights bows (L632)",
            "spears combate contra bows (L632)"
        ]
    );
    let back = Event::FallBack {
        unit: "bows".into(),
        dice: vec![2, 5],
        retreat: true,
    };
    assert_eq!(
        both(&back),
        [
            "bows retreats 7 cm (dice 2 5) (R-MOV-1, L966)",
            "bows se retira 7 cm (dados 2 5) (R-MOV-1, L966)",
        ]
    );
    assert_eq!(
        both(&Event::PhaseBegan {
            phase: Phase::Maintenance,
            turn: 2
        }),
        [
            "turn 2: maintenance phase",
            "turno 2: fase de mantenimiento"
        ]
    );
}

#[test]
fn r_tw_5_a_total_war_units_casualties_read_as_its_size_coming_down() {
    let e = Event::CasualtiesTaken {
        unit: "spears".into(),
        models_lost: 2,
        leader_wounds_after: 0,
        leader_killed: false,
        wounded_after: 1,
        stuns_after: 0,
        size_before: Some(10),
    };
    let [en, es] = both(&e);
    assert!(en.contains(": 10 → 8;"), "{en}");
    assert!(
        en.contains("wound counter 1") && en.contains("R-TW-5"),
        "{en}"
    );
    assert!(
        es.contains(": 10 → 8;") && es.contains("contador de heridas 1"),
        "{es}"
    );
}

#[test]
fn l715_a_drawn_multiple_combat_reads_as_a_draw_with_each_sides_losses() {
    let e = Event::MultipleCombatResult {
        winners: Vec::new(),
        losers: Vec::new(),
        losses: [0, 0],
        why: crate::battle::model::reasons::ResultRule::WholeGroup.into(),
    };
    let [en, es] = both(&e);
    assert!(
        en.starts_with("multiple combat: a draw, neither side wins; losses Akagane 0 - Kuroi 0"),
        "{en}"
    );
    assert!(
        es.starts_with("combate múltiple: empate, ningún bando gana; bajas Akagane 0 - Kuroi 0"),
        "{es}"
    );
}
