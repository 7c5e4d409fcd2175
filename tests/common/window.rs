//! The app in a kittest harness with a chosen side panel, and the open battle's state and log.

use egui_kittest::Harness;
use kensei::app::settings::{Settings, SidePanel};
use kensei::app::{AppConfig, KenseiApp};
use kensei::battle::BattleState;

use super::{PITCHED_BATTLE, PITCHED_BATTLE_SIDES};

/// The whole window, `width` x `height` points, with `panel` open beside the table.
pub fn harness(panel: SidePanel, width: f32, height: f32) -> Harness<'static, KenseiApp> {
    let settings = Settings {
        panel,
        ..Settings::default()
    };
    let app = KenseiApp::new(settings, AppConfig::default());
    Harness::builder()
        .with_size(egui::vec2(width, height))
        .build_ui_state(|ui, app: &mut KenseiApp| app.show(ui), app)
}

/// The window ready to start the battle the window tests play: [`PITCHED_BATTLE`] with
/// [`PITCHED_BATTLE_SIDES`] (the seed is the test's to set).
pub fn ready_pitched_battle(h: &mut Harness<'static, KenseiApp>) {
    assert!(
        h.state_mut()
            .open_path(std::path::Path::new(PITCHED_BATTLE))
    );
    h.state_mut().tracker_mut().side_paths = PITCHED_BATTLE_SIDES.map(String::from);
}

/// The battle open in the window.
fn battle<'h>(h: &'h Harness<'static, KenseiApp>) -> &'h kensei::battle::Battle {
    &h.state()
        .workspace()
        .battle
        .as_ref()
        .expect("a battle is open")
        .value
}

/// The state of the battle open in the window.
pub fn battle_state(h: &Harness<'static, KenseiApp>) -> BattleState {
    battle(h).state().clone()
}

/// The open battle's log: each command with its events.
pub fn log(h: &Harness<'static, KenseiApp>) -> Vec<kensei::battle::LogEntry> {
    battle(h).log().to_vec()
}

/// How many commands the open battle's log holds.
pub fn log_len(h: &Harness<'static, KenseiApp>) -> usize {
    battle(h).log().len()
}

/// The first seed (from 0) whose battle of the two `sides` on `scenario`, played by the first
/// legal command each time, meets every one of `steps` in turn (each command's state is
/// tested against the next step not yet met). The window tests look for their situations
/// this way instead of naming a seed that any change to the engine's choices would move.
///
/// The search plays whole battles, so the seed it last found is kept under `name` in
/// [`SEEDS`] and tried first: the test then plays one battle, not dozens. When the engine's
/// choices have moved it, the search runs from 0 as before (the test stays as strict, only
/// slower) and says which seed to keep.
pub fn seed_reaching(
    name: &str,
    scenario: &str,
    sides: [&str; 2],
    steps: &[&dyn Fn(&BattleState) -> bool],
) -> u64 {
    use kensei::battle::policy::autoplay;
    use kensei::battle::setup::roster::{load_scenario, load_side};
    use kensei::battle::{Battle, BattleSetup};
    use std::path::Path;
    let battle = |seed| {
        let sc = load_scenario(Path::new(scenario)).unwrap();
        let s = sides.map(|p| load_side(Path::new(p)).unwrap());
        Battle::new(BattleSetup::new(400, sc, s), seed).ok()
    };
    let kept: std::collections::BTreeMap<String, u64> =
        serde_json::from_str(&std::fs::read_to_string(SEEDS).expect("the kept seeds"))
            .expect("the kept seeds are JSON");
    if let Some(&seed) = kept.get(name)
        && autoplay::seed_reaching([seed], battle, steps, 3000).is_some()
    {
        return seed;
    }
    if let Some((seed, _)) = autoplay::seed_reaching(0..200, battle, steps, 3000) {
        eprintln!("seed_reaching: keep \"{name}\": {seed} in {SEEDS}");
        return seed;
    }
    panic!("no seed reaches the situation");
}

/// The seeds [`seed_reaching`] last found, by the name each test gives its situation.
pub const SEEDS: &str = "tests/fixtures/window_seeds.json";

/// Takes the first legal command, through the app as a click would send it, until `stop` holds
/// (at most 2000 commands).
pub fn play_until(h: &mut Harness<'static, KenseiApp>, stop: impl Fn(&BattleState) -> bool) {
    for _ in 0..2000 {
        let s = battle_state(h);
        if stop(&s) {
            return;
        }
        let first = kensei::battle::legal_commands(&s)
            .into_iter()
            .next()
            .expect("a legal command");
        assert!(h.state_mut().battle_command(first));
    }
    panic!("never reached");
}

/// Plays the first legal command that is not the use of a commander order, through the app,
/// until `found` answers: each side that has the card `keep` picks it into its hand (the card
/// the legal pick put there goes to the deck in its place).
pub fn play_keeping<T>(
    h: &mut Harness<'static, KenseiApp>,
    keep: &str,
    found: impl Fn(&BattleState, &[kensei::battle::Command]) -> Option<T>,
) -> T {
    use kensei::battle::Command;
    for _ in 0..800 {
        let s = battle_state(h);
        let legal = kensei::battle::legal_commands(&s);
        if let Some(t) = found(&s, &legal) {
            h.run();
            return t;
        }
        let next = legal
            .iter()
            .find(|c| !matches!(c, Command::UseCommanderOrder { .. }))
            .expect("the battle goes on")
            .clone();
        let has = |side: kensei::battle::Side| {
            s.sides()[side.index()]
                .order_cards
                .iter()
                .any(|c| c.name == keep)
        };
        let next = match next {
            Command::PickCommanderOrders { side, hand, deck } if has(side) => {
                Command::PickCommanderOrders {
                    side,
                    hand: keep.into(),
                    deck: deck
                        .into_iter()
                        .map(|o| if o == keep { hand.clone() } else { o })
                        .collect(),
                }
            }
            c => c,
        };
        assert!(h.state_mut().battle_command(next));
        h.run();
    }
    panic!("the situation never came up");
}

/// Clicks the canvas at table point `at` (centimetres) as a player's pointer does: hover,
/// press and release on the spot.
pub fn click_table_at(h: &mut Harness<'static, KenseiApp>, at: [f64; 2]) {
    let p = h.state().canvas().view.to_screen(at);
    h.hover_at(p);
    h.run();
    h.drag_at(p);
    h.run();
    h.drop_at(p);
    h.run();
}

/// Runs frames, the computer playing its sides, until `done` holds (at most `frames`).
pub fn frames_until(
    h: &mut Harness<'static, KenseiApp>,
    frames: usize,
    done: impl Fn(&KenseiApp) -> bool,
) -> bool {
    for _ in 0..frames {
        if done(h.state()) {
            return true;
        }
        h.step();
        // The general thinks in a thread of its own: its answer is played a frame after it
        // is ready (the wait ends when the thought does, or after 30 s rather than hang).
        let start = std::time::Instant::now();
        while h.state().computer().thinking() && start.elapsed().as_secs() < 30 {
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
    }
    done(h.state())
}

/// Picks `item` in the drop-down labelled `combo`: it opens, the item scrolls into sight and
/// is clicked (two actions of the player's).
pub fn choose(h: &mut Harness<'static, KenseiApp>, combo: &str, item: &str) {
    use egui_kittest::kittest::Queryable;
    h.get_by_role_and_label(egui::accesskit::Role::ComboBox, combo)
        .click();
    h.run();
    h.get_by_label(item).scroll_to_me();
    h.run();
    h.get_by_label(item).click();
    h.run();
}
