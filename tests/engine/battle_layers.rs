//! The layout of `src/battle` keeps its promises (ARCHITECTURE.md, "Invariants"): `model`
//! imports no rule folder, no rule imports the turn machine's `flow`, and no import cycle among
//! the battle's files spans more than two files. Read off the source: every
//! `crate::battle::…` path a file names outside its tests.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src/battle is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// A file's module path under `battle` ("combat/fight", "turn" for `turn/mod.rs`, "" for the
/// root).
fn module_of(root: &Path, path: &Path) -> String {
    let rel = path.strip_prefix(root).expect("under src/battle");
    let mut name = rel.with_extension("").to_string_lossy().replace('\\', "/");
    if name == "mod" {
        name.clear();
    } else if let Some(folder) = name.strip_suffix("/mod") {
        name = folder.to_string();
    }
    name
}

/// The modules a `#[cfg(test)] mod NAME;` line declares: test files, left out.
fn test_modules(module: &str, text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().map(str::trim).collect();
    let mut out = Vec::new();
    for pair in lines.windows(2) {
        if pair[0] != "#[cfg(test)]" {
            continue;
        }
        let Some(rest) = pair[1].strip_suffix(';') else {
            continue;
        };
        if let Some(name) = rest.split_whitespace().last()
            && rest.contains("mod ")
        {
            out.push(if module.is_empty() {
                name.to_string()
            } else {
                format!("{module}/{name}")
            });
        }
    }
    out
}

/// The source a file compiles outside its tests: up to its `#[cfg(test)] mod tests {`, with
/// comments dropped.
fn code_outside_tests(text: &str) -> String {
    let mut out = String::new();
    let mut test_attr = false;
    for line in text.lines() {
        let t = line.trim();
        if test_attr && t.starts_with("mod ") && t.ends_with('{') {
            break;
        }
        test_attr = t == "#[cfg(test)]";
        let code = t.split("//").next().unwrap_or_default();
        out.push_str(code);
        out.push('\n');
    }
    out
}

/// The battle's modules a piece of code names: for each `crate::battle::a::b::…` path (braces
/// expanded one level), the longest prefix that is a module.
fn named_modules(code: &str, modules: &BTreeSet<String>) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let flat: String = code.split_whitespace().collect::<Vec<_>>().join(" ");
    for (i, _) in flat.match_indices("crate::battle::") {
        let rest = &flat[i + "crate::battle::".len()..];
        let mut paths = Vec::new();
        if let Some(inner) = rest.strip_prefix('{') {
            let end = inner.find('}').unwrap_or(inner.len());
            paths.extend(inner[..end].split(',').map(|p| p.trim().to_string()));
        } else {
            let end = rest
                .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                .unwrap_or(rest.len());
            let head = rest[..end].trim_end_matches(':').to_string();
            if rest[end..].starts_with('{') {
                let inner = &rest[end + 1..];
                let close = inner.find('}').unwrap_or(inner.len());
                paths.extend(
                    inner[..close]
                        .split(',')
                        .map(|p| format!("{head}::{}", p.trim())),
                );
            } else {
                paths.push(head);
            }
        }
        for p in paths {
            let parts: Vec<&str> = p.split("::").map(str::trim).collect();
            if let Some(found) = (1..=parts.len())
                .rev()
                .map(|n| parts[..n].join("/"))
                .find(|m| modules.contains(m))
            {
                out.insert(found);
            }
        }
    }
    out
}

/// Each module of `src/battle` (tests left out) and the modules it names.
fn imports() -> BTreeMap<String, BTreeSet<String>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/battle");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    let texts: BTreeMap<String, String> = files
        .iter()
        .map(|p| {
            let text = std::fs::read_to_string(p).expect("a readable source file");
            (module_of(&root, p), text)
        })
        .collect();
    let tests: BTreeSet<String> = texts.iter().flat_map(|(m, t)| test_modules(m, t)).collect();
    let modules: BTreeSet<String> = texts.keys().cloned().collect();
    texts
        .iter()
        .filter(|(m, _)| !tests.contains(*m))
        .map(|(m, t)| {
            let mut named = named_modules(&code_outside_tests(t), &modules);
            named.remove(m);
            named.retain(|n| !tests.contains(n) && !n.is_empty());
            (m.clone(), named)
        })
        .collect()
}

/// The strongly connected components of the import graph (Tarjan), largest first.
fn cycles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct Walk<'a> {
        graph: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        out: Vec<Vec<String>>,
    }
    impl<'a> Walk<'a> {
        fn visit(&mut self, v: &'a str) {
            let i = self.index.len();
            self.index.insert(v, i);
            self.low.insert(v, i);
            self.stack.push(v);
            self.on_stack.insert(v);
            for w in self.graph.get(v).into_iter().flatten() {
                if !self.index.contains_key(w.as_str()) {
                    self.visit(w);
                    let lw = self.low[w.as_str()];
                    let lv = self.low.get_mut(v).expect("visited");
                    *lv = (*lv).min(lw);
                } else if self.on_stack.contains(w.as_str()) {
                    let iw = self.index[w.as_str()];
                    let lv = self.low.get_mut(v).expect("visited");
                    *lv = (*lv).min(iw);
                }
            }
            if self.low[v] == self.index[v] {
                let mut component = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on_stack.remove(w);
                    component.push(w.to_string());
                    if w == v {
                        break;
                    }
                }
                self.out.push(component);
            }
        }
    }
    let mut walk = Walk {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        out: Vec::new(),
    };
    for v in graph.keys() {
        if !walk.index.contains_key(v.as_str()) {
            walk.visit(v);
        }
    }
    let mut out = walk.out;
    out.retain(|c| c.len() > 1);
    out.sort_by_key(|c| std::cmp::Reverse(c.len()));
    out
}

#[test]
fn the_source_is_read_whole() {
    let graph = imports();
    assert!(graph.len() > 80, "{} modules read", graph.len());
    assert!(graph["combat/fight"].contains("combat/staged"));
    assert!(graph["turn/flow"].contains("turn/rolls"));
    assert!(
        !graph.contains_key("combat/chain_tests"),
        "tests are left out"
    );
}

#[test]
fn model_imports_no_rule_folder() {
    for (module, named) in imports() {
        if !module.starts_with("model") {
            continue;
        }
        let rules: Vec<&String> = named.iter().filter(|n| !n.starts_with("model")).collect();
        assert!(rules.is_empty(), "{module} imports {rules:?}");
    }
}

#[test]
fn no_rule_calls_the_turn_machine_itself() {
    let machine = ["turn/flow", "turn/rolls", "turn/move_over"];
    let allowed = [
        "turn",
        "engine/resolve",
        "engine/legal",
        "engine/log",
        "policy",
    ];
    for (module, named) in imports() {
        if allowed.iter().any(|a| module.starts_with(a)) {
            continue;
        }
        let calls: Vec<&String> = named
            .iter()
            .filter(|n| machine.contains(&n.as_str()))
            .collect();
        assert!(calls.is_empty(), "{module} imports {calls:?}");
    }
}

#[test]
fn no_import_cycle_spans_more_than_two_files() {
    let found = cycles(&imports());
    let too_long: Vec<&Vec<String>> = found.iter().filter(|c| c.len() > 2).collect();
    assert!(too_long.is_empty(), "import cycles: {too_long:?}");
}
