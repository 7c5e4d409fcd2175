//! Build-time checks of the bundled data files: every faction in `armies/*.json`, every army
//! list in `armies/lists/*.json` (and the extra game modes' in `armies/lists/raid/` and
//! `armies/lists/total_war/`) and every scenario in `scenarios/*.json` must parse as its
//! format (the same serde types the program reads them with, included below by `#[path]`).
//! A broken file fails the build with its file, line, column and field.

use std::path::{Path, PathBuf};

#[allow(dead_code)]
#[path = "src/army/class.rs"]
mod class;
#[allow(dead_code)]
#[path = "src/army/effect.rs"]
mod effect;
#[allow(dead_code)]
#[path = "src/army/faction.rs"]
mod faction;
#[allow(dead_code)]
#[path = "src/army/list.rs"]
mod list;
#[allow(dead_code)]
#[path = "src/table/model.rs"]
mod table_model;

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    for src in [
        "src/army/class.rs",
        "src/army/effect.rs",
        "src/army/faction.rs",
        "src/army/list.rs",
        "src/table/model.rs",
        "src/table/scenario.rs",
    ] {
        println!("cargo::rerun-if-changed={src}");
    }
    let mut errors = Vec::new();
    check_folder::<faction::Faction>(Path::new("armies"), &mut errors);
    check_folder::<list::ArmyList>(Path::new("armies/lists"), &mut errors);
    check_folder::<list::ArmyList>(Path::new("armies/lists/raid"), &mut errors);
    check_folder::<list::ArmyList>(Path::new("armies/lists/total_war"), &mut errors);
    check_folder::<table_model::TableFile>(Path::new("scenarios"), &mut errors);
    if !errors.is_empty() {
        for e in &errors {
            eprintln!("error: {e}");
        }
        eprintln!(
            "error: {} bundled data file(s) do not match their format",
            errors.len()
        );
        std::process::exit(1);
    }
}

/// Checks every `*.json` directly in `dir` as a `T`. A folder that does not exist yet has
/// nothing to check; it is not watched (watching a missing path would rerun this script on
/// every build).
fn check_folder<T: serde::de::DeserializeOwned>(dir: &Path, errors: &mut Vec<String>) {
    if !dir.is_dir() {
        return;
    }
    println!("cargo::rerun-if-changed={}", dir.display());
    let mut files: Vec<PathBuf> = match std::fs::read_dir(dir) {
        Ok(entries) => entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "json"))
            .collect(),
        Err(e) => {
            errors.push(format!("{}: cannot read the folder: {e}", dir.display()));
            return;
        }
    };
    files.sort();
    for file in files {
        if let Err(e) = check_file::<T>(&file) {
            errors.push(e);
        }
    }
}

fn check_file<T: serde::de::DeserializeOwned>(file: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(file)
        .map_err(|e| format!("{}: cannot read the file: {e}", file.display()))?;
    let mut de = serde_json::Deserializer::from_str(&text);
    let result: Result<T, _> = serde_path_to_error::deserialize(&mut de);
    match result {
        Ok(_) => de.end().map_err(|e| {
            format!(
                "{}:{}:{}: unexpected text after the JSON value",
                file.display(),
                e.line(),
                e.column()
            )
        }),
        Err(err) => {
            let field = err.path().to_string();
            let inner = err.into_inner();
            let field = if field == "." || inner.is_syntax() || inner.is_eof() {
                String::new()
            } else {
                format!(" field `{field}`:")
            };
            let message = inner.to_string();
            let message = match message.rfind(" at line ") {
                Some(i) => &message[..i],
                None => &message,
            };
            Err(format!(
                "{}:{}:{}:{field} {message}",
                file.display(),
                inner.line(),
                inner.column()
            ))
        }
    }
}
