//! The computer playing a side in the window (issues 13 and 14), driven through the real UI
//! with no pause between its commands: chosen on the start page, it sets up and plays its side
//! by itself and the battle log says why; the Hint suggests a command for the player's side and
//! plays it on request; one Undo takes back a player's command with the computer's answers; its
//! cards, commander orders and secret mission stay face down to the player; and
//! a battle both of whose sides the computer plays goes on by itself, as the command line's
//! generals play it, with the aggression and caution the battle form's sliders give it.
#![cfg(feature = "gui")]

use crate::common;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use kensei::app::KenseiApp;
use kensei::app::settings::{Settings, SidePanel};
use kensei::battle::policy::autoplay::ended;
use kensei::battle::policy::general::play::{play_until, seats};
use kensei::battle::policy::general::{Decision, Level, Temperament, deciding_side};
use kensei::battle::setup::roster::{load_scenario, load_side};
use kensei::battle::{Battle, BattleSetup, Phase, Side, legal_commands};
use std::path::Path;

/// The window as a new player meets it, the computer playing without a pause.
fn fresh() -> Harness<'static, KenseiApp> {
    let mut h = common::harness(Settings::default().panel, 1600.0, 1000.0);
    h.state_mut().set_computer_pause(0.0);
    h.run();
    h
}

/// A fresh window that opened the file at `path` (as File › Open would).
fn opened(path: &std::path::Path) -> Harness<'static, KenseiApp> {
    let mut h = fresh();
    assert!(
        h.state_mut().open_path(path),
        "{:?}",
        h.state().status_text()
    );
    h.run_ok();
    h
}

/// Clicks the widget named `label`, scrolled into sight first. The frames after it are run
/// up to the harness's limit, not to rest: the computer may go on playing.
fn click(h: &mut Harness<'static, KenseiApp>, label: &str) {
    h.get_by_label(label).scroll_to_me();
    h.run_ok();
    h.get_by_label(label).click();
    h.run_ok();
}

/// The side the open battle waits for.
fn waiting_for(app: &KenseiApp) -> Option<Side> {
    deciding_side(app.workspace().battle.as_ref()?.value.state())
}

/// No refusal or stop on the status bar.
fn no_error(h: &Harness<'static, KenseiApp>) {
    let app = h.state();
    assert!(
        !app.status().as_ref().is_some_and(|s| s.error),
        "{:?}",
        app.status_text()
    );
}

/// From the start page: side 2 played by the computer (normal), the README's pair of lists
/// (the page's own choice), "Finish the setup for me" once side 1 has a setup decision, and
/// side 1's first legal command wherever else it decides, until the battle waits for side 1 in
/// the activation phase.
fn against_the_computer() -> Harness<'static, KenseiApp> {
    let mut h = fresh();
    h.get_by_role_and_label(Role::ComboBox, "Side 2 played by")
        .click();
    h.run();
    click(&mut h, "the computer (normal)");
    assert_eq!(h.state().settings().computer, [None, Some(Level::Normal)]);
    click(&mut h, "Play this battle");
    let battle = &h.state().workspace().battle.as_ref().unwrap().value;
    let lists = battle.setup().sides.clone().map(|s| s.name);
    assert_eq!(lists[0], "Akagane host", "{lists:?}");
    assert!(common::frames_until(&mut h, 3000, |app| waiting_for(app) == Some(Side::FIRST)));
    no_error(&h);
    click(&mut h, "Finish the setup for me");
    for _ in 0..300 {
        assert!(common::frames_until(&mut h, 3000, |app| app
            .player_to_play()
            .is_some()));
        no_error(&h);
        let s = common::battle_state(&h);
        if s.phase() == Phase::Activation && deciding_side(&s) == Some(Side::FIRST) {
            h.run_ok();
            return h;
        }
        assert_ne!(s.phase(), Phase::Setup, "the setup was finished");
        let first = legal_commands(&s)
            .into_iter()
            .find(|c| c.side() == Side::FIRST)
            .expect("side 1 has a command");
        assert!(h.state_mut().battle_command(first));
    }
    panic!("the activation phase never waited for side 1");
}

#[test]
fn the_computer_sets_up_and_plays_its_side_and_the_log_says_why() {
    let h = against_the_computer();
    let app = h.state();
    let log = common::log(&h);
    // Every command of side 2 is the computer's: it was given none by the test or the window.
    let mut by_computer = 0;
    for (i, e) in log.iter().enumerate() {
        let reason = app.workspace().reason_at(i + 1);
        if e.command.side() == Side::SECOND {
            let d = reason.unwrap_or_else(|| panic!("entry {} {:?}", i + 1, e.command));
            assert_eq!(d.level, Level::Normal);
            assert!(!d.weighed.is_empty());
            by_computer += 1;
        } else {
            assert!(reason.is_none(), "entry {} is side 1's", i + 1);
        }
    }
    eprintln!("{} entries, {by_computer} by the computer", log.len());
    assert!(by_computer > 10, "{by_computer} commands by the computer");
    // Its deployment is its own, in formation (the general's reason says so).
    assert!(
        log.iter()
            .any(|e| matches!(e.command, kensei::battle::Command::Deploy { side, .. } if side == Side::SECOND))
    );
    // Why, under the log's entries, and its last command in the tracker.
    let shown = h
        .query_all_by_label_contains("The computer (normal) chose this: ")
        .count();
    assert!(shown > 0, "no reasons in the log");
    let (entry, last) = app.workspace().last_reason().expect("a last command");
    h.get_by_label_contains(&format!(
        "The computer's last command (entry {entry}, normal)"
    ));
    // In words first; its numbers and the alternatives weighed behind "Details" (issue 48).
    let plain = last.plain(app.lang(), &app.battle_names());
    let details = last.text(app.lang(), &app.battle_names());
    assert!(plain.contains(": "), "{plain}");
    h.get_by_label(&plain);
    let fold = "Details: worth, standing and what else it weighed";
    assert!(
        h.query_by_label(&details).is_none(),
        "the details start folded"
    );
    let mut h = h;
    h.get_by_label(fold).click();
    h.run_ok();
    h.get_by_label(&details);
}

/// Against a player, the computer's side shows what a player across the table sees of it
/// (R-DECK-1, R-DECK-2, R-MISSION-1): how many cards and commander orders it holds, not which,
/// the log's keeps by number, and no switch to show its secret mission before the battle ends;
/// the player's own side is face up. With players on both sides (one screen passed between them) the switch is back.
#[test]
fn r_deck_1_r_mission_1_the_computers_cards_orders_and_secret_mission_stay_face_down() {
    let mut h = against_the_computer();
    let s = common::battle_state(&h);
    let theirs = &s.sides()[1];
    assert!(!theirs.deck.hand.is_empty(), "the computer holds cards");
    h.get_by_label(&format!(
        "Hand: {} cards, face down · deck {} · discard {}",
        theirs.deck.hand.len(),
        theirs.deck.draw_pile.len(),
        theirs.deck.discard_pile.len()
    ));
    h.get_by_label(&format!(
        "Commander orders in hand: {}, face down · {} in the deck",
        theirs.orders_hand.len(),
        theirs.orders_deck.len()
    ));
    let ours = &s.sides()[0];
    let cards: Vec<String> = ours.deck.hand.iter().map(u8::to_string).collect();
    h.get_by_label(&format!(
        "Hand: {} · deck {} · discard {}",
        cards.join(" "),
        ours.deck.draw_pile.len(),
        ours.deck.discard_pile.len()
    ));
    assert!(h.query_by_label("Show Side 2's secret mission").is_none());
    h.get_by_label("Kept secret by the computer until the battle ends.");
    h.get_by_label("Show Side 1's secret mission");
    // The log tells the computer's keeps by number, the player's by name (R-DECK-2).
    let kept =
        |h: &Harness<'static, KenseiApp>, what: &str| h.query_all_by_label_contains(what).count();
    assert_eq!(kept(&h, "Side 2: keep commander order"), 0);
    assert!(kept(&h, "Side 2: keep a commander order, face down") > 0);
    assert!(kept(&h, "Side 1: keep commander order") > 0);
    // One card is one card, in both languages.
    use kensei::app::i18n::{Key, Lang};
    let one: [kensei::app::i18n::Figure; 3] = [("hand", &1), ("deck", &7), ("discard", &2)];
    assert_eq!(
        Lang::English.f(Key::HandFaceDownLine, &one),
        "Hand: 1 card, face down · deck 7 · discard 2"
    );
    assert_eq!(
        Lang::Spanish.f(Key::HandFaceDownLine, &one),
        "Mano: 1 carta, boca abajo · mazo 7 · descartes 2"
    );
    h.state_mut().settings_mut().computer = [None, None];
    h.run_ok();
    h.get_by_label("Show Side 2's secret mission");
    assert!(
        h.query_by_label("Kept secret by the computer until the battle ends.")
            .is_none()
    );
}

#[test]
fn a_saved_battle_opens_with_the_computers_reasons_in_its_log() {
    let mut h = against_the_computer();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("against the computer.json");
    assert!(
        h.state_mut().save_active(Some(&path)),
        "{:?}",
        h.state().status_text()
    );
    let entries = common::log(&h).len();
    let before: Vec<_> = (1..=entries)
        .map(|e| h.state().workspace().reason_at(e).cloned())
        .collect();
    assert!(before.iter().flatten().count() > 10);
    // A new window opens the file: every entry has the reason it had, and the log shows them.
    let again = opened(&path);
    let after: Vec<_> = (1..=entries)
        .map(|e| again.state().workspace().reason_at(e).cloned())
        .collect();
    assert_eq!(after, before);
    assert!(
        again
            .query_all_by_label_contains("The computer (normal) chose this: ")
            .count()
            > 0,
        "no reasons in the reopened log"
    );
    // The command line prints them too.
    let replay = ["battle", "replay", "--quiet", "--text"].map(std::ffi::OsStr::new);
    let text = common::kensei_ok(replay.into_iter().chain([path.as_os_str()]));
    let lines = text.lines().filter(|l| l.contains("[normal]")).count();
    assert_eq!(lines, before.iter().flatten().count(), "{text}");
}

#[test]
fn the_hint_gives_a_reason_and_play_it_sends_it_for_side_1() {
    let mut h = against_the_computer();
    click(&mut h, "Hint");
    let hint = h.state().hint().cloned().expect("a hint");
    assert_eq!(hint.side, Side::FIRST);
    let decision = hint.decision.expect("a command suggested");
    assert!(!decision.terms().is_empty(), "with its reasons");
    let text = decision.text(h.state().lang(), &h.state().battle_names());
    h.get_by_label(&text);
    h.get_by_label_contains("Hint for ");
    let before = common::log_len(&h);
    click(&mut h, "Play it");
    let log = common::log(&h);
    let played = &log[before];
    assert_eq!(played.command, decision.command);
    assert_eq!(played.command.side(), Side::FIRST);
    assert!(h.state().workspace().reason_at(before + 1).is_none());
    assert!(h.state().hint().is_none());
    no_error(&h);
}

#[test]
fn one_undo_takes_back_a_players_command_with_the_computers_answers() {
    let mut h = against_the_computer();
    for _ in 0..100 {
        let (len, state) = (common::log_len(&h), common::battle_state(&h));
        let first = legal_commands(&state)
            .into_iter()
            .next()
            .expect("side 1 has a command");
        assert!(h.state_mut().battle_command(first));
        assert!(common::frames_until(&mut h, 3000, |app| {
            app.player_to_play().is_some() || ended(common_state(app))
        }));
        // Settled: a few more frames (each waiting for a general still thinking), so that no
        // answer of the general's is left to come however slowly its thread ran.
        common::frames_until(&mut h, 5, |_| false);
        if h.state().player_to_play().is_none() {
            continue;
        }
        no_error(&h);
        let after = common::log_len(&h);
        // The computer answered (the window may have answered for side 1 after it, with no
        // card that could change a roll): one Undo takes the command and its answers back.
        let computer_answered = |h: &Harness<'static, KenseiApp>| {
            (len + 2..=after).any(|e| h.state().workspace().reason_at(e).is_some())
        };
        if !computer_answered(&h) {
            continue;
        }
        h.state_mut().undo();
        common::frames_until(&mut h, 5, |_| false);
        assert_eq!(common::log_len(&h), len);
        assert_eq!(common::battle_state(&h), state);
        assert_eq!(h.state().player_to_play(), Some(Side::FIRST));
        // Redo brings them all back, reasons with them.
        h.state_mut().redo();
        h.run_ok();
        assert_eq!(common::log_len(&h), after);
        assert!(computer_answered(&h));
        return;
    }
    panic!("the computer never answered a command of side 1");
}

/// The open battle's state.
fn common_state(app: &KenseiApp) -> &kensei::battle::BattleState {
    app.workspace().battle.as_ref().unwrap().value.state()
}

/// The seed of the battles the computer plays on both sides.
const BOTH_SIDES_SEED: u64 = 5;

/// The tracker's new-battle form on the pitched battle, seeded [`BOTH_SIDES_SEED`], the
/// computer playing without a pause.
fn tracker_form() -> Harness<'static, KenseiApp> {
    let mut h = common::harness(SidePanel::Tracker, 1600.0, 1000.0);
    h.state_mut().set_computer_pause(0.0);
    common::ready_pitched_battle(&mut h);
    h.state_mut().tracker_mut().seed = BOTH_SIDES_SEED;
    h.run();
    h
}

/// Gives both sides to `player` ("the computer (easy)") in the form's drop-downs.
fn choose_both(h: &mut Harness<'static, KenseiApp>, player: &str) {
    for label in ["Side 1 played by", "Side 2 played by"] {
        h.get_by_role_and_label(Role::ComboBox, label).click();
        h.run();
        click(h, player);
    }
}

/// The tracker's form with both sides given to `player`.
fn computer_on_both_sides(player: &str) -> Harness<'static, KenseiApp> {
    let mut h = tracker_form();
    choose_both(&mut h, player);
    h
}

/// Starts the battle of the tracker's form and lets the computer play its first `commands`
/// (or to its end), with no error; the commands played.
fn start_and_play(h: &mut Harness<'static, KenseiApp>, commands: usize) -> usize {
    // From here the computer plays on with every frame: frames are stepped, not run to rest.
    h.get_by_label("Start the battle").click();
    assert!(common::frames_until(h, 4 * commands, |app| {
        app.workspace()
            .battle
            .as_ref()
            .is_some_and(|b| b.value.log().len() >= commands || ended(b.value.state()))
    }));
    no_error(h);
    common::log(h).len()
}

/// The pitched battle of `common::ready_pitched_battle` played by the command line's generals
/// for `commands` commands, seeded as the window's; each decision by its log entry.
fn command_line_battle(
    levels: [Level; 2],
    temperaments: [Temperament; 2],
    commands: usize,
) -> (Battle, std::collections::BTreeMap<usize, Decision>) {
    let sc = load_scenario(Path::new(common::PITCHED_BATTLE)).unwrap();
    let sides = common::PITCHED_BATTLE_SIDES.map(|p| load_side(Path::new(p)).unwrap());
    let mut battle = Battle::new(BattleSetup::new(400, sc, sides), BOTH_SIDES_SEED).unwrap();
    let mut seats = seats(levels, temperaments, BOTH_SIDES_SEED);
    let mut decisions = std::collections::BTreeMap::new();
    let _ = play_until(&mut battle, &mut seats, commands, ended, |p| {
        decisions.insert(p.entry, p.decision.clone());
    });
    (battle, decisions)
}

#[test]
fn a_battle_the_computer_plays_on_both_sides_goes_on_by_itself_as_the_command_line_plays_it() {
    const COMMANDS: usize = 250;
    let mut h = computer_on_both_sides("the computer (easy)");
    assert_eq!(h.state().settings().computer, [Some(Level::Easy); 2]);
    start_and_play(&mut h, COMMANDS);
    let log = common::log(&h);
    let app = h.state();
    assert!(
        log.iter()
            .enumerate()
            .all(|(i, _)| app.workspace().reason_at(i + 1).is_some())
    );
    // The command line's generals, seeded alike, play the very same commands.
    let (battle, _) = command_line_battle([Level::Easy; 2], [Temperament::default(); 2], log.len());
    let theirs: Vec<_> = battle.log().iter().map(|e| &e.command).collect();
    let ours: Vec<_> = log.iter().map(|e| &e.command).collect();
    assert_eq!(ours, theirs);
}

#[test]
fn a_run_of_passes_opened_shows_why_the_computer_passed() {
    // A night raid the normal general played on both sides, saved with its reasons: what
    // `kensei battle play --scenario scenarios/night_raid.json --lists
    // armies/lists/akagane_400.json armies/lists/hayashi_400.json --seed 1 --side0 normal
    // --side1 normal --save FILE` wrote (a save opens by its events, so today's rules open it
    // as it was played).
    let path = std::path::PathBuf::from("tests/fixtures/battle_night_raid_normal_seed1.json");
    let mut h = opened(&path);
    let reasons = |h: &Harness<'static, KenseiApp>| {
        h.query_all_by_label_contains("The computer (normal) chose this: ")
            .count()
    };
    let shown = reasons(&h);
    // The log folds passes into one quiet line each run ("3 passes").
    let mut runs: Vec<String> = h
        .query_all_by(|n| n.label().is_some() || n.value().is_some())
        .filter_map(|n| {
            let n = n.accesskit_node();
            n.label().or_else(|| n.value())
        })
        .filter(|l| {
            l.split_once(' ')
                .is_some_and(|(n, w)| n.parse::<usize>().is_ok() && (w == "pass" || w == "passes"))
        })
        .collect();
    runs.sort();
    runs.dedup();
    assert!(!runs.is_empty(), "no run of passes in the log");
    for run in &runs {
        for node in h.get_all_by_label(run) {
            node.click();
        }
    }
    h.run_ok();
    // Opened, each pass the computer made says why, as every other command of its does.
    let opened = reasons(&h);
    assert!(opened > shown, "{runs:?}: {shown} reasons, then {opened}");
}

#[test]
fn the_battle_forms_sliders_set_the_computers_temperament_and_it_plays_by_it() {
    const COMMANDS: usize = 80;
    let bold = Temperament {
        aggression: 1.0,
        caution: 0.0,
    };
    let mut h = tracker_form();
    // Players play both sides: there is no temperament to set.
    assert!(h.query_by_label("Side 2: aggression").is_none());
    choose_both(&mut h, "the computer (normal)");
    // Side 2's general made bold with its two sliders; side 1's left even-tempered.
    for (label, value) in [("Side 2: aggression", 1.0), ("Side 2: caution", 0.0)] {
        h.get_by_role_and_label(Role::Slider, label)
            .set_value_accesskit(value);
        h.run();
    }
    assert_eq!(
        h.state().settings().temperament,
        [Temperament::default(), bold]
    );
    let played = start_and_play(&mut h, COMMANDS);
    // The command line's generals with the same temperaments weigh every decision alike; an
    // even-tempered side 2 weighs some of them otherwise, so the sliders did reach the general.
    let app = h.state();
    let ours: std::collections::BTreeMap<_, _> = (1..=played)
        .map(|e| (e, app.workspace().reason_at(e).unwrap().clone()))
        .collect();
    let normal = [Level::Normal; 2];
    assert_eq!(
        ours,
        command_line_battle(normal, [Temperament::default(), bold], played).1
    );
    assert_ne!(
        ours,
        command_line_battle(normal, [Temperament::default(); 2], played).1
    );
}
