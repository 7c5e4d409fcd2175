//! `kensei inspect TABLE.json`: every ordered pair of models and every unit, as JSON on stdout.

use crate::table::{InspectOptions, load_table};
use clap::Args;
use serde::Serialize;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Debug, Args)]
pub struct InspectArgs {
    /// The table or scenario file.
    pub file: PathBuf,
    /// A unit in open formation (skirmishers, R-FORM-1); repeat for several.
    #[arg(long = "open", value_name = "UNIT")]
    pub open_units: Vec<String>,
    /// An army leader's model, never isolated (L992); repeat for several.
    #[arg(long = "leader", value_name = "MODEL")]
    pub leaders: Vec<String>,
}

pub fn run(args: InspectArgs) -> ExitCode {
    let (_, table) = match load_table(&args.file) {
        Ok(t) => t,
        Err(e) => return super::bad_input(e),
    };
    for unit in &args.open_units {
        if table.unit_index(unit).is_none() {
            return super::bad_input(format!(
                "--open {unit}: there is no unit `{unit}` in {}",
                args.file.display()
            ));
        }
    }
    for model in &args.leaders {
        if table.model_index(model).is_none() {
            return super::bad_input(format!(
                "--leader {model}: there is no model `{model}` in {}",
                args.file.display()
            ));
        }
    }
    let options = InspectOptions {
        open_units: args.open_units.into_iter().collect(),
        army_leaders: args.leaders.into_iter().collect(),
    };
    let report = table.inspect(&options);
    let mut out = std::io::stdout().lock();
    let written = write_spaced_json(&mut out, &report).and_then(|_| writeln!(out));
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => super::bad_input(format!("cannot write the report: {e}")),
    }
}

/// Writes JSON on one line with a space after every `,` and `:` (the format `docs/cli.md` gives).
pub fn write_spaced_json<W: Write, T: Serialize>(out: &mut W, value: &T) -> std::io::Result<()> {
    let mut ser = serde_json::Serializer::with_formatter(&mut *out, Spaced);
    value.serialize(&mut ser).map_err(std::io::Error::other)
}

struct Spaced;

impl serde_json::ser::Formatter for Spaced {
    fn begin_array_value<W: ?Sized + Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> std::io::Result<()> {
        if first { Ok(()) } else { w.write_all(b", ") }
    }
    fn begin_object_key<W: ?Sized + Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> std::io::Result<()> {
        if first { Ok(()) } else { w.write_all(b", ") }
    }
    fn begin_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        w.write_all(b": ")
    }
}
