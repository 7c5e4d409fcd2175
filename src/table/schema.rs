//! The JSON Schema (schemars) of the table file, which is also the scenario file, shipped as
//! `assets/scenario.schema.json` for editors that complete and check JSON as one types (a
//! scenario names it in `"$schema"`). A test keeps the shipped file equal to this.

use super::model::TableFile;

/// The table/scenario file's schema, as pretty JSON with a trailing newline.
pub fn scenario_schema() -> String {
    let schema = schemars::schema_for!(TableFile);
    let mut s = serde_json::to_string_pretty(&schema).unwrap_or_default();
    s.push('\n');
    s
}
