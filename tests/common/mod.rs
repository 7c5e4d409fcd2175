//! What the test binaries share: running the `kensei` binary, the battle the window tests play,
//! (`scene`) the battle tests' models and unit specs, (`total_war`) two total war bases in contact, and (`window`, with the window) the app in
//! a kittest harness with the open battle's state and log. Each test module uses only part of it.
#![allow(dead_code)]

pub mod faces;
pub mod scene;
pub mod total_war;
#[cfg(feature = "gui")]
mod window;
#[cfg(feature = "gui")]
#[allow(unused_imports)] // the engine and command-line binaries use none of it
pub use window::*;

/// What `kensei ARGS` printed and how it exited, run as [`kensei`] runs it.
pub fn kensei_output(args: &[&str]) -> std::process::Output {
    kensei().args(args).output().unwrap()
}

/// A run's standard output, as text.
pub fn stdout(o: &std::process::Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

/// A run's standard error, as text.
pub fn stderr(o: &std::process::Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

/// The `kensei` binary as a test runs it: its data folder (`KENSEI_DATA_DIR`) an empty folder
/// of the test run's own, so no test reads the factions of whoever runs it. A test that wants
/// a data folder of its own sets the variable again.
pub fn kensei() -> std::process::Command {
    static EMPTY: std::sync::OnceLock<tempfile::TempDir> = std::sync::OnceLock::new();
    let data = EMPTY.get_or_init(|| tempfile::tempdir().expect("a temporary data folder"));
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_kensei"));
    command.env("KENSEI_DATA_DIR", data.path());
    command
}

/// Runs the `kensei` binary with `args`, checks that it succeeded (its standard error shown
/// when not), and returns its standard output.
pub fn kensei_ok<S: AsRef<std::ffi::OsStr>>(args: impl IntoIterator<Item = S>) -> String {
    let out = kensei().args(args).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// Plays `scenario` with the lists `a` and `b` by `kensei battle play --seed SEED --save`,
/// checks that it ran to its end (and names a last turn by its book line), and returns the save.
pub fn battle_played(
    dir: &std::path::Path,
    scenario: &str,
    a: &str,
    b: &str,
    seed: u64,
) -> std::path::PathBuf {
    let save = dir.join(format!("battle-{seed}.json"));
    let out = kensei()
        .args([
            "battle",
            "play",
            "--scenario",
            scenario,
            "--lists",
            a,
            b,
            "--seed",
        ])
        .arg(seed.to_string())
        .arg("--save")
        .arg(&save)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("battle over: "), "{stdout}");
    assert!(stdout.contains("phase Ended"), "{stdout}");
    // The end reason names where the book says so: "turn 5 was the last [Game sequence (L228)]".
    if stdout.contains(" was the last") {
        assert!(
            stdout.contains(" was the last [Game sequence (L228)]"),
            "{stdout}"
        );
    }
    save
}

/// The scenario of the battle the window tests play.
pub const PITCHED_BATTLE: &str = "scenarios/pitched_battle.json";

/// Its two sides: the Takeda and Wako sides of `tests/fixtures`.
pub const PITCHED_BATTLE_SIDES: [&str; 2] = [
    "tests/fixtures/battle_side_takeda.json",
    "tests/fixtures/battle_side_wako.json",
];
