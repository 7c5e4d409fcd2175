//! JSON Schemas (schemars) of the faction and list files, shipped as
//! `assets/faction.schema.json` and `assets/army-list.schema.json` for editors that complete
//! and check JSON as one types. A test keeps the shipped files equal to these.

use super::faction::Faction;
use super::list::ArmyList;

/// The faction file's schema, as pretty JSON with a trailing newline.
pub fn faction_schema() -> String {
    pretty(schemars::schema_for!(Faction))
}

/// The army list file's schema, as pretty JSON with a trailing newline.
pub fn list_schema() -> String {
    pretty(schemars::schema_for!(ArmyList))
}

fn pretty(schema: schemars::Schema) -> String {
    let mut s = serde_json::to_string_pretty(&schema).unwrap_or_default();
    s.push('\n');
    s
}
