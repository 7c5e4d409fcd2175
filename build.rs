//! Build-time checks of the bundled data files (filled in by the army-lists work).

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
}
