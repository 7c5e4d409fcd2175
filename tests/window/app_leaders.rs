//! A leader joining and leaving a unit from the battle tracker (L537-551): the tracker lists
//! "joins band" for a lone leader's move beside a used friendly unit and "the leader leaves the
//! unit" for a unit's move, in English and Spanish; clicking them gives the engine's command,
//! and the log words what happened.
#![cfg(feature = "gui")]

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use kensei::app::i18n::Lang;
use kensei::app::settings::{Settings, SidePanel};
use kensei::app::workspace::Loaded;
use kensei::app::{AppConfig, KenseiApp};
use kensei::battle::model::side::Side;
use kensei::battle::setup::roster::load_scenario;
use kensei::battle::{
    Awaiting, Battle, BattleSetup, Command, Event, LeaderChange, Order, SideSetup, TroopProfile,
    UnitSpec, legal_commands,
};
use kensei::narration::describe_command;
use kensei::narration::describe_event;
use kensei::narration::names::BattleNames;
use kensei::table::model::ModelPlacement;
use std::path::Path;

fn side(name: &str, units: Vec<UnitSpec>) -> SideSetup {
    SideSetup {
        mode: Default::default(),
        name: name.into(),
        name_es: None,
        commander_level: 0,
        units,
        commander_orders: Vec::new(),
        faction: None,
        protect_leader: Default::default(),
    }
}

fn spec(id: &str, models: u32, leader: Option<TroopProfile>, general: bool) -> UnitSpec {
    UnitSpec {
        movement_base: false,
        id: id.into(),
        profile: TroopProfile::foot("ashigaru", 1, 2, 3, 1),
        models,
        leader,
        general,
        mixed: Vec::new(),
    }
}

fn placed(id: &str, unit: &str, side: u8, x: f64, y: f64) -> ModelPlacement {
    ModelPlacement {
        id: id.into(),
        unit: unit.into(),
        side,
        x,
        y,
        facing_deg: if side == 0 { 90.0 } else { 270.0 },
        base: TroopProfile::foot("x", 1, 1, 1, 1).base,
        height: 1.0,
    }
}

/// Pitched battle with every model placed: side 0's lone general `lord` beside `band`, and
/// `guard` (led by a hatamoto); side 1's `foes` across the table. Played with the first legal
/// command, except that side 0 activates `band` first and holds its orders, so that `band`
/// has a used marker when `lord` is activated.
fn battle_with_lord_beside_used_band() -> Battle {
    let hero = TroopProfile::foot("hatamoto", 4, 5, 6, 3);
    let mut table = load_scenario(Path::new("scenarios/pitched_battle.json")).unwrap();
    table.models = vec![
        placed("lord.leader", "lord", 0, 20.0, 10.0),
        placed("band.1", "band", 0, 30.0, 10.0),
        placed("band.2", "band", 0, 32.6, 10.0),
        placed("band.3", "band", 0, 35.2, 10.0),
        placed("guard.leader", "guard", 0, 80.0, 10.0),
        placed("guard.1", "guard", 0, 82.6, 10.0),
        placed("guard.2", "guard", 0, 85.2, 10.0),
        placed("guard.3", "guard", 0, 87.8, 10.0),
        placed("foes.1", "foes", 1, 60.0, 85.0),
        placed("foes.2", "foes", 1, 62.6, 85.0),
        placed("foes.3", "foes", 1, 65.2, 85.0),
    ];
    let setup = BattleSetup {
        battle_points: 400,
        scenario: table,
        sides: [
            side(
                "Takeda",
                vec![
                    spec("lord", 0, Some(hero.clone()), true),
                    spec("band", 3, None, false),
                    spec("guard", 3, Some(hero), false),
                ],
            ),
            side("Wako", vec![spec("foes", 3, None, false)]),
        ],
    };
    let mut b = Battle::new(setup, 5).unwrap();
    for _ in 0..400 {
        let s = b.state().clone();
        let band_used = s.unit("band").is_some_and(|u| u.markers.used);
        let cmd = match s.awaiting() {
            Awaiting::ChooseUnit { side: Side::FIRST } => Command::Activate {
                side: Side::FIRST,
                unit: if band_used { "lord" } else { "band" }.into(),
            },
            Awaiting::SpendOrder { side: Side::FIRST } if !band_used => {
                Command::Hold { side: Side::FIRST }
            }
            _ => legal_commands(&s).into_iter().next().unwrap(),
        };
        if band_used
            && s.pair()
                .as_ref()
                .is_some_and(|p| p.units[0].as_deref() == Some("lord"))
            && s.awaiting() == (Awaiting::SpendOrder { side: Side::FIRST })
        {
            return b;
        }
        b.execute(cmd).unwrap();
    }
    panic!("the lord was never activated beside the used band");
}

fn harness(b: Battle, lang: Lang) -> Harness<'static, KenseiApp> {
    let settings = Settings {
        panel: SidePanel::Tracker,
        lang,
        ..Settings::default()
    };
    let mut app = KenseiApp::new(settings, AppConfig::default());
    app.workspace_mut().battle = Some(Loaded::new(b, None));
    app.workspace_mut().active = Some(kensei::app::document::DocumentKind::Battle);
    Harness::builder()
        .with_size(egui::vec2(1400.0, 1600.0))
        .build_ui_state(|ui, app: &mut KenseiApp| app.show(ui), app)
}

fn click(h: &mut Harness<'static, KenseiApp>, label: &str) {
    h.run();
    let button = h.get_all_by_label(label).next().unwrap();
    button.scroll_to_me();
    h.run();
    h.get_all_by_label(label).next().unwrap().click();
    h.run();
}

fn battle<'a>(h: &'a Harness<'static, KenseiApp>) -> &'a Battle {
    &h.state().workspace().battle.as_ref().unwrap().value
}

#[test]
fn l537_the_tracker_offers_join_unit_and_the_click_makes_the_lord_lead_the_band() {
    let b = battle_with_lord_beside_used_band();
    let join = legal_commands(b.state())
        .into_iter()
        .find(|c| {
            matches!(c, Command::Order { order: Order::Move { leader: Some(LeaderChange::Join { unit, .. }), .. }, .. } if unit == "band")
        })
        .expect("a legal join of the band");
    // Units are named by their profiles, numbered where several read the same: `band` is the
    // first of the ashigaru units.
    let label = describe_command(Lang::English, &BattleNames::of(Lang::English, &b), &join);
    assert!(label.contains("joins ashigaru 1 (L537)"), "{label}");
    let mut h = harness(b, Lang::English);
    let before = battle(&h).log().len();
    click(&mut h, &label);
    let b = battle(&h);
    assert_eq!(b.log().len(), before + 1, "{:?}", h.state().status());
    let band = b.state().unit("band").unwrap();
    assert!(band.leader.is_some() && band.general);
    assert_eq!(b.state().model("lord.leader").unwrap().unit, "band");
    // The log words it in both languages, the lone leader by his name.
    let joined = b.log()[before]
        .events
        .iter()
        .find(|e| matches!(e, Event::LeaderJoined { .. }))
        .unwrap()
        .clone();
    assert_eq!(
        describe_event(Lang::English, &BattleNames::of(Lang::English, b), &joined),
        "hatamoto joins ashigaru 1 and leads it (L537-539)"
    );
    assert_eq!(
        describe_event(Lang::Spanish, &BattleNames::of(Lang::Spanish, b), &joined),
        "hatamoto se une a ashigaru 1 y la lidera (L537-539)"
    );
}

#[test]
fn l545_the_tracker_offers_the_leader_leaving_in_spanish() {
    // Later in the same battle: `guard`, led by its hatamoto, is activated; its leader may
    // leave it.
    let mut b = battle_with_lord_beside_used_band();
    b.execute(Command::Hold { side: Side::FIRST }).unwrap();
    for _ in 0..200 {
        let s = b.state().clone();
        if s.pair()
            .as_ref()
            .is_some_and(|p| p.units[0].as_deref() == Some("guard"))
            && s.awaiting() == (Awaiting::SpendOrder { side: Side::FIRST })
        {
            break;
        }
        let cmd = match s.awaiting() {
            Awaiting::ChooseUnit { side: Side::FIRST } => Command::Activate {
                side: Side::FIRST,
                unit: "guard".into(),
            },
            _ => legal_commands(&s).into_iter().next().unwrap(),
        };
        b.execute(cmd).unwrap();
    }
    let leave = legal_commands(b.state())
        .into_iter()
        .find(|c| {
            matches!(c, Command::Order { unit, order: Order::Move { leader: Some(LeaderChange::Leave { .. }), .. }, .. } if unit == "guard")
        })
        .expect("a legal leave of the guard's leader");
    let label = describe_command(Lang::Spanish, &BattleNames::of(Lang::Spanish, &b), &leave);
    assert!(
        label.contains("el líder abandona la unidad en ("),
        "{label}"
    );
    let mut h = harness(b, Lang::Spanish);
    click(&mut h, &label);
    let s = battle(&h).state();
    let alone = s
        .unit("guard.leader")
        .expect("the leader is a unit of his own");
    assert!(alone.is_lone_leader() && alone.markers.used);
    assert!(s.unit("guard").unwrap().leader.is_none());
}
