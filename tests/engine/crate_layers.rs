//! The crate's layers hold (ARCHITECTURE.md, "Who may use whom"): at the bottom `files` and
//! `i18n` (reading JSON with located errors, saving atomically, the language and catalogues);
//! above them `rules`, `table` and `citations`, which know nothing of each other; then `army`;
//! then `battle`; then `narration`, the battle told in words, and beside it `referee`, which
//! checks a battle's events apart from its rules (and imports no rule folder of `battle`);
//! then the two faces, `cli` and
//! `app`, which never import each other. Read off the source of every file of `src/`, its tests
//! left out: every `crate::…` path a file names.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// What each top-level module may use besides itself.
const MAY_USE: &[(&str, &[&str])] = &[
    ("i18n", &[]),
    ("files", &["i18n"]),
    ("rules", &["files", "i18n"]),
    ("table", &["files", "i18n"]),
    ("citations", &["files", "i18n"]),
    ("army", &["files", "i18n", "rules", "table", "citations"]),
    (
        "battle",
        &["files", "i18n", "rules", "table", "citations", "army"],
    ),
    (
        "referee",
        &[
            "files",
            "i18n",
            "rules",
            "table",
            "citations",
            "army",
            "battle",
        ],
    ),
    (
        "narration",
        &[
            "files",
            "i18n",
            "rules",
            "table",
            "citations",
            "army",
            "battle",
        ],
    ),
    (
        "cli",
        &[
            "files",
            "i18n",
            "rules",
            "table",
            "citations",
            "army",
            "battle",
            "narration",
            "referee",
        ],
    ),
    (
        "app",
        &[
            "files",
            "i18n",
            "rules",
            "table",
            "citations",
            "army",
            "battle",
            "narration",
            "referee",
        ],
    ),
];

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The names of the files a `#[cfg(test)] mod NAME;` line declares (test files, left out).
fn test_files(text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().map(str::trim).collect();
    lines
        .windows(2)
        .filter(|pair| pair[0] == "#[cfg(test)]")
        .filter_map(|pair| pair[1].strip_suffix(';'))
        .filter(|rest| rest.contains("mod "))
        .filter_map(|rest| rest.split_whitespace().last())
        .map(str::to_string)
        .collect()
}

/// The code a file compiles outside its tests: up to its `#[cfg(test)] mod … {`, comments
/// dropped.
fn code_outside_tests(text: &str) -> String {
    let mut out = String::new();
    let mut test_attr = false;
    for line in text.lines() {
        let t = line.trim();
        if test_attr && t.starts_with("mod ") && t.ends_with('{') {
            break;
        }
        test_attr = t == "#[cfg(test)]";
        out.push_str(t.split("//").next().unwrap_or_default());
        out.push('\n');
    }
    out
}

/// The leading identifier of `s`.
fn ident(s: &str) -> &str {
    let end = s
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(s.len());
    &s[..end]
}

/// The crate's top-level modules `code` names through `crate::…` paths, braces expanded
/// (`use crate::{army::load, battle::Side}` names `army` and `battle`).
fn named_top_modules(code: &str) -> BTreeSet<String> {
    let flat: String = code.split_whitespace().collect::<Vec<_>>().join("");
    let mut out = BTreeSet::new();
    for (i, _) in flat.match_indices("crate::") {
        let rest = &flat[i + "crate::".len()..];
        if let Some(inner) = rest.strip_prefix('{') {
            // The top-level items of the group, nested groups skipped.
            let mut depth = 0usize;
            let mut start = 0usize;
            for (j, c) in inner.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => {
                        out.insert(ident(&inner[start..j]).to_string());
                        break;
                    }
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        out.insert(ident(&inner[start..j]).to_string());
                        start = j + 1;
                    }
                    _ => {}
                }
            }
        } else {
            out.insert(ident(rest).to_string());
        }
    }
    out.remove("");
    out
}

/// Each file of `src/` outside the tests (by its path under `src/`) with the top-level module
/// it belongs to and the code it compiles.
fn sources() -> Vec<(String, String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    let texts: Vec<(PathBuf, String)> = files
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("a readable source file");
            (p, text)
        })
        .collect();
    // A test file is `NAME.rs` beside (or `NAME/mod.rs` under) the file that declares it.
    let mut tests = BTreeSet::new();
    for (path, text) in &texts {
        let dir = if path
            .file_name()
            .is_some_and(|n| n == "mod.rs" || n == "lib.rs")
        {
            path.parent().expect("a folder").to_path_buf()
        } else {
            path.with_extension("")
        };
        for name in test_files(text) {
            tests.insert(dir.join(format!("{name}.rs")));
            tests.insert(dir.join(&name).join("mod.rs"));
            // A file `a.rs` declares its modules in `a/`; one in a folder's `mod.rs`, beside it.
            if let Some(parent) = path.parent() {
                tests.insert(parent.join(format!("{name}.rs")));
            }
        }
    }
    texts
        .into_iter()
        .filter(|(p, _)| !tests.contains(p))
        .map(|(p, text)| {
            let rel = p
                .strip_prefix(&root)
                .expect("under src")
                .to_string_lossy()
                .replace('\\', "/");
            let top = rel
                .split('/')
                .next()
                .expect("a path")
                .trim_end_matches(".rs")
                .to_string();
            (rel, top, code_outside_tests(&text))
        })
        .collect()
}

/// Every import that runs up a layer or sideways between modules that may not use each other:
/// (file, its module, the module it names).
fn violations(files: &[(String, String, String)]) -> Vec<(String, String, String)> {
    let allowed: BTreeMap<&str, &[&str]> = MAY_USE.iter().copied().collect();
    let mut out = Vec::new();
    for (file, top, code) in files {
        // The crate's root files (`lib.rs`, `main.rs`) may name any module.
        let Some(may) = allowed.get(top.as_str()) else {
            continue;
        };
        for named in named_top_modules(code) {
            if named != *top && !may.contains(&named.as_str()) {
                out.push((file.clone(), top.clone(), named));
            }
        }
    }
    out
}

#[test]
fn every_file_of_src_uses_only_the_layers_below_its_own() {
    let files = sources();
    let found = violations(&files);
    assert!(
        found.is_empty(),
        "imports that run up a layer or between the faces (file, its layer, what it names): \
         {found:#?}"
    );
}

#[test]
fn every_module_of_the_crate_has_its_place_in_the_layers() {
    let known: BTreeSet<&str> = MAY_USE.iter().map(|(m, _)| *m).collect();
    let files = sources();
    let tops: BTreeSet<&str> = files
        .iter()
        .map(|(_, top, _)| top.as_str())
        .filter(|t| *t != "lib" && *t != "main")
        .collect();
    let unplaced: Vec<&&str> = tops.iter().filter(|t| !known.contains(**t)).collect();
    assert!(unplaced.is_empty(), "modules with no layer: {unplaced:?}");
    assert!(files.len() > 200, "{} files read", files.len());
    assert!(
        files.iter().any(|(f, _, _)| f == "battle/engine/check.rs"),
        "the battle is read"
    );
    assert!(
        !files.iter().any(|(f, _, _)| f == "i18n/tests.rs"),
        "test files are left out"
    );
}

#[test]
fn the_check_finds_an_import_that_runs_up_a_layer_or_between_the_faces() {
    let file = |f: &str, top: &str, code: &str| (f.to_string(), top.to_string(), code.to_string());
    let files = [
        file(
            "rules/odds.rs",
            "rules",
            "use crate::{i18n::Language, battle::{Side, Event}};",
        ),
        file(
            "table/load.rs",
            "table",
            "fn f() { crate::files::locate(); }",
        ),
        file("cli/odds.rs", "cli", "use crate::app::shell::KenseiApp;"),
        file(
            "army/load.rs",
            "army",
            "use crate::table::x; use crate::rules::y;",
        ),
        file("i18n/mod.rs", "i18n", "use crate::files::Json;"),
    ];
    let found: Vec<(String, String)> = violations(&files)
        .into_iter()
        .map(|(f, _, named)| (f, named))
        .collect();
    assert_eq!(
        found,
        [
            ("rules/odds.rs".to_string(), "battle".to_string()),
            ("cli/odds.rs".to_string(), "app".to_string()),
            ("i18n/mod.rs".to_string(), "files".to_string()),
        ]
    );
}

/// What of `battle` the referee may not use: the rule folders, the turn machine, the computer
/// general and the engine's check, execution and legal commands (with their re-exports). It
/// reads the battle's values (`model`, `setup`'s), folds saves (`engine::log`, `engine::replay`)
/// and measures with `table/`.
const RULES_OF_THE_BATTLE: &[&str] = &[
    "aftermath",
    "combat",
    "deck",
    "leaders",
    "moves",
    "opportunity",
    "policy",
    "scenario",
    "turn",
    "check",
    "execute",
    "legal_commands",
    "engine::check",
    "engine::resolve",
    "engine::legal",
    "engine::ctx",
    "engine::measure",
];

/// Every path under `crate::battle::` that `code` names, use groups expanded
/// (`use crate::battle::{model::event::Event, engine::{log, replay}}` names
/// `model::event::Event`, `engine::log` and `engine::replay`).
fn battle_paths(code: &str) -> Vec<String> {
    fn expand(prefix: &str, tree: &str, out: &mut Vec<String>) {
        let tree = tree.trim();
        if let Some(i) = tree.find('{') {
            let head = &tree[..i];
            let inner = &tree[i + 1..tree.rfind('}').unwrap_or(tree.len())];
            let (mut depth, mut start) = (0usize, 0usize);
            for (j, c) in inner.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        expand(&format!("{prefix}{head}"), &inner[start..j], out);
                        start = j + 1;
                    }
                    _ => {}
                }
            }
            expand(&format!("{prefix}{head}"), &inner[start..], out);
        } else if !tree.is_empty() {
            out.push(format!("{prefix}{tree}"));
        }
    }
    let flat: String = code.split_whitespace().collect::<Vec<_>>().join("");
    let mut out = Vec::new();
    for (i, _) in flat.match_indices("crate::battle::") {
        let rest = &flat[i + "crate::battle::".len()..];
        // The path ends at the first character no path has, outside a group.
        let mut depth = 0usize;
        let mut end = rest.len();
        for (j, c) in rest.char_indices() {
            match c {
                '{' => depth += 1,
                '}' if depth == 0 => {
                    end = j;
                    break;
                }
                '}' => depth -= 1,
                c if depth == 0 && !(c.is_alphanumeric() || c == '_' || c == ':') => {
                    end = j;
                    break;
                }
                _ => {}
            }
        }
        expand("", &rest[..end], &mut out);
    }
    out
}

/// The referee's imports of `battle`'s rules: (file, path).
fn referee_rule_imports(files: &[(String, String, String)]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for (file, top, code) in files {
        if top != "referee" {
            continue;
        }
        for path in battle_paths(code) {
            let rule = RULES_OF_THE_BATTLE
                .iter()
                .any(|r| path == *r || path.starts_with(&format!("{r}::")));
            if rule {
                out.push((file.clone(), path));
            }
        }
    }
    out
}

#[test]
fn the_referee_imports_no_rule_of_the_battle() {
    let files = sources();
    assert!(
        files.iter().any(|(f, _, _)| f == "referee/charges.rs"),
        "the referee is read"
    );
    let found = referee_rule_imports(&files);
    assert!(
        found.is_empty(),
        "the referee uses the battle's rules: {found:#?}"
    );
}

#[test]
fn the_check_finds_a_referee_import_of_a_rule_folder() {
    let file = |f: &str, code: &str| (f.to_string(), "referee".to_string(), code.to_string());
    let files = [
        file(
            "referee/a.rs",
            "use crate::battle::{model::event::Event, engine::{log::Battle, check::check}};",
        ),
        file(
            "referee/b.rs",
            "fn f() { crate::battle::combat::shot::x(); }",
        ),
        file(
            "referee/c.rs",
            "use crate::battle::engine::replay::ReplayStep;",
        ),
    ];
    assert_eq!(
        referee_rule_imports(&files),
        [
            (
                "referee/a.rs".to_string(),
                "engine::check::check".to_string()
            ),
            ("referee/b.rs".to_string(), "combat::shot::x".to_string()),
        ]
    );
}
