//! An army list as the text a player posts on a forum, and that text read back: the list's
//! name, its faction, points, battle size, commander level (L1104-1122) and game mode, then one
//! line per unit with its models (L385), unit leader (L411), support troops (L377), cost and the
//! general (L426-428); a raid unit's other profiles (R-RAID-4) and a total war unit's models on
//! its movement base (R-TW-2).
//!
//! ```text
//! Akagane host
//! Akagane Clan · 397 / 400 points · commander level 1
//! 6 × Samurai bushi, led by Akagane Takeshi, daimyo (General) · 168 pts [lord]
//! 8 × Ashigaru yari, led by Hatamoto · 99 pts [spears]
//! ```
//!
//! ```text
//! Hayashi Clan · 141 / 150 points · commander level 0 · raid
//! 2 × Ashigaru teppo, 1 × Sohei, led by Hayashi gunsmith · 78 pts [guns]
//! ```
//!
//! ```text
//! Akagane Clan · 795 / 800 points · commander level 1 · total war
//! 10 × Samurai bushi (3 on the base), led by Akagane Takeshi, daimyo (General) · 240 pts
//! ```
//!
//! The words are English or Spanish, in plain code as the roster's are ([`super::roster()`]);
//! the reader takes either language on any line, and troops by their name in either. Reading
//! back what [`to_text`] wrote gives the list it was written from (see [`from_text`] for the
//! few fields a post does not carry).

use super::faction::{ARMY_SCHEMA_VERSION, Faction, Profile};
use super::list::{ArmyList, MixedModels, Mode, Unit};
use super::validate::Report;
use crate::i18n::Language;

mod problem;
pub use problem::{TextProblem, Unreadable};

/// The words of the text in one language.
struct Words {
    /// After the points spent and the battle size (`397 / 400 points`).
    points: &'static str,
    /// Before the commander level (`commander level 1`).
    commander_level: &'static str,
    /// The faction line's mark of the advanced rules of hidden powers (L1138).
    advanced_rules: &'static str,
    /// After a comma, before the unit leader's name (L411).
    led_by: &'static str,
    /// After a comma, before the support troops' names (L377).
    with: &'static str,
    /// After a unit's cost.
    pts: &'static str,
    /// The faction line's marks of the extra game modes (R-RAID-1, R-TW-1).
    raid: &'static str,
    total_war: &'static str,
    /// After the models on a total war unit's movement base, in brackets (R-TW-2).
    on_base: &'static str,
}

const ENGLISH: Words = Words {
    points: "points",
    commander_level: "commander level",
    advanced_rules: "advanced rules",
    led_by: "led by",
    with: "with",
    pts: "pts",
    raid: "raid",
    total_war: "total war",
    on_base: "on the base",
};

const SPANISH: Words = Words {
    points: "puntos",
    commander_level: "nivel de comandante",
    advanced_rules: "reglas avanzadas",
    led_by: "al mando de",
    with: "con",
    pts: "pts",
    raid: "incursión",
    total_war: "guerra total",
    on_base: "en la peana",
};

/// Both languages' words, for the reader.
const BOTH: [&Words; 2] = [&ENGLISH, &SPANISH];

/// The words the points may be written with, in the faction line and after a unit's cost.
const POINTS_WORDS: [&str; 5] = ["points", "pts", "puntos", "ptos", "p"];

/// The mark of the general's army leader (L426-428), in both languages.
const GENERAL: &str = "(General)";

/// Between the parts of a line.
const DOT: char = '·';

fn words(language: Language) -> &'static Words {
    match language {
        Language::English => &ENGLISH,
        Language::Spanish => &SPANISH,
    }
}

/// The list as a player posts it: its name, the faction line, then one line per unit.
pub fn to_text(list: &ArmyList, faction: &Faction, report: &Report, lang: Language) -> String {
    let w = words(lang);
    let mut lines = Vec::new();
    if !list.name.trim().is_empty() {
        lines.push(list.name.trim().to_string());
    }
    lines.push(faction_line(list, faction, report, w, lang));
    let points = unit_points(list, faction, report);
    // The mark goes on the first unit of the general's id only (ids are meant to be unique).
    let general = list
        .general
        .as_deref()
        .and_then(|g| list.units.iter().position(|u| u.id == g));
    for (i, unit) in list.units.iter().enumerate() {
        let line = UnitText {
            unit,
            general: general == Some(i),
            points: points[i],
            // Written only when reading the line back would not give it (see `generated_id`).
            id: (unit.id != generated_id(&list.units[..i])).then_some(unit.id.as_str()),
        };
        lines.push(line.write(faction, w, lang));
    }
    let mut text = lines.join("\n");
    text.push('\n');
    text
}

/// `Akagane Clan · 397 / 400 points · commander level 1[ · advanced rules][ · raid]`.
fn faction_line(
    list: &ArmyList,
    faction: &Faction,
    report: &Report,
    w: &Words,
    lang: Language,
) -> String {
    let mut line = format!(
        "{} {DOT} {} / {} {} {DOT} {} {}",
        faction.name_in(lang),
        report.total_points,
        list.battle_size,
        w.points,
        w.commander_level,
        list.commander_level
    );
    if list.advanced_rules {
        line.push_str(&format!(" {DOT} {}", w.advanced_rules));
    }
    match list.mode {
        Mode::Standard => {}
        Mode::Raid => line.push_str(&format!(" {DOT} {}", w.raid)),
        Mode::TotalWar => line.push_str(&format!(" {DOT} {}", w.total_war)),
    }
    line
}

/// Each unit's points from the report; `None` for a unit the report leaves out, whose profile
/// the faction lacks (the report lists the others in the list's order).
fn unit_points(list: &ArmyList, faction: &Faction, report: &Report) -> Vec<Option<u32>> {
    let mut summaries = report.units.iter();
    list.units
        .iter()
        .map(|u| {
            faction.profile(&u.profile)?;
            summaries.next().filter(|s| s.id == u.id).map(|s| s.points)
        })
        .collect()
}

/// The id [`ArmyList::add_unit`] gives a unit added after `units`: `u<n>`, counting from one
/// past their number, the first no unit has.
fn generated_id(units: &[Unit]) -> String {
    (units.len() + 1..)
        .map(|n| format!("u{n}"))
        .find(|id| units.iter().all(|u| &u.id != id))
        .unwrap_or_default()
}

/// One unit's line, as written.
struct UnitText<'a> {
    unit: &'a Unit,
    general: bool,
    points: Option<u32>,
    id: Option<&'a str>,
}

impl UnitText<'_> {
    /// `5 × Samurai bushi, led by Lord (General), with Taiko drummer · 150 pts [lord]`: the
    /// general's mark after the unit leader, or after the troop when it stands alone; a mixed
    /// unit's other profiles after the first (`, 1 × Sohei`), a movement base's models after
    /// the troops (`(3 on the base)`).
    fn write(&self, faction: &Faction, w: &Words, lang: Language) -> String {
        let name = |id: &str| {
            faction
                .profile(id)
                .map_or_else(|| id.to_string(), |p| p.name_in(lang).to_string())
        };
        let u = self.unit;
        let mut line = format!("{} × {}", u.models, name(&u.profile));
        for m in &u.mixed {
            line.push_str(&format!(", {} × {}", m.models, name(&m.profile)));
        }
        if let Some(n) = u.on_base {
            line.push_str(&format!(" ({n} {})", w.on_base));
        }
        if self.general && u.leader.is_none() {
            line.push_str(&format!(" {GENERAL}"));
        }
        if let Some(l) = &u.leader {
            line.push_str(&format!(", {} {}", w.led_by, name(l)));
            if self.general {
                line.push_str(&format!(" {GENERAL}"));
            }
        }
        if !u.support.is_empty() {
            let names: Vec<String> = u.support.iter().map(|s| name(s)).collect();
            line.push_str(&format!(", {} {}", w.with, names.join(", ")));
        }
        if let Some(p) = self.points {
            line.push_str(&format!(" {DOT} {p} {}", w.pts));
        }
        if let Some(id) = self.id {
            line.push_str(&format!(" [{id}]"));
        }
        line
    }
}

/// Reads a list's text back, its faction found among `factions` by the faction line (a name
/// in either language, or the id) and its troops among that faction's profiles by their names
/// in either language (case and spacing aside). Blank lines are skipped; every line that cannot
/// be read is a [`TextProblem`].
///
/// A post does not carry the list file's `$schema` (it comes back as none), its
/// `schema_version` (this build's, [`ARMY_SCHEMA_VERSION`]) nor its Spanish name `name_es`
/// (none); the points spent and the units' costs are figures of the rules and are not read.
/// A unit without an id in brackets gets the one [`ArmyList::add_unit`] would give it. The
/// name and the ids come back trimmed, as the builder leaves them ([`ArmyList::rename_unit`]).
pub fn from_text(text: &str, factions: &[Faction]) -> Result<ArmyList, Vec<TextProblem>> {
    let lines: Vec<Line> = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim()))
        .filter(|(_, l)| !l.is_empty())
        .collect();
    let (name, faction_at) = header(&lines).map_err(|p| vec![p])?;
    let mut problems = Vec::new();
    let mut read = match read_faction_line(faction_at.1, factions) {
        Ok((faction, head)) => Some((faction, new_list(name, faction, &head))),
        Err(why) => {
            problems.push(problem(faction_at, why));
            None
        }
    };
    let units_from = if name.is_empty() { 1 } else { 2 };
    for &line in &lines[units_from..] {
        let into = read.as_mut().map(|(f, list)| (*f, list));
        if let Err(whys) = read_unit(line.1, into, factions) {
            problems.extend(whys.into_iter().map(|why| problem(line, why)));
        }
    }
    match read {
        Some((_, list)) if problems.is_empty() => Ok(list),
        _ => Err(problems),
    }
}

fn problem((line, text): Line, why: Unreadable) -> TextProblem {
    TextProblem {
        line,
        text: text.to_string(),
        why,
    }
}

/// The list's name (empty when the text has none) and the faction line: the first line, or
/// the second after the name.
fn header<'a>(lines: &[Line<'a>]) -> Result<(&'a str, Line<'a>), TextProblem> {
    match lines {
        [] => Err(problem((1, ""), Unreadable::NoFactionLine)),
        [a] if !is_faction_line(a.1) => Err(problem(*a, Unreadable::NoFactionLine)),
        [a] => Ok(("", *a)),
        [a, b, ..] if is_faction_line(a.1) && !is_faction_line(b.1) => Ok(("", *a)),
        [a, b, ..] => Ok((a.1, *b)),
    }
}

/// The list the faction line starts, with no units yet; what a post does not carry as
/// [`from_text`] says.
fn new_list(name: &str, faction: &Faction, head: &Head) -> ArmyList {
    ArmyList {
        json_schema: None,
        schema_version: ARMY_SCHEMA_VERSION,
        name: name.to_string(),
        name_es: None,
        faction: faction.id.clone(),
        battle_size: head.battle_size,
        commander_level: head.commander_level,
        mode: head.mode,
        advanced_rules: head.advanced_rules,
        units: Vec::new(),
        general: None,
    }
}

/// Reads one unit's line into the list, its troops found among the faction's profiles. Without
/// the faction (its line unread) the troops cannot be found, but the line's form is checked.
fn read_unit(
    text: &str,
    into: Option<(&Faction, &mut ArmyList)>,
    factions: &[Faction],
) -> Result<(), Vec<Unreadable>> {
    let line = UnitLine::read(text)?;
    let Some((faction, list)) = into else {
        return Ok(());
    };
    let unit = line.resolve(faction, factions)?;
    add_read_unit(list, unit, line.id, line.general).map_err(|why| vec![why])
}

/// A line's number (1-based) and its trimmed text.
type Line<'a> = (usize, &'a str);

/// What the faction line says besides the faction.
struct Head {
    battle_size: u32,
    commander_level: u8,
    advanced_rules: bool,
    mode: Mode,
}

/// Whether `line` has the faction line's form: a name, then `SPENT / SIZE points` among its
/// parts.
fn is_faction_line(line: &str) -> bool {
    line.split(DOT).skip(1).any(|p| battle_size(p).is_some())
}

/// The faction line: the faction found among `factions`, and the rest.
fn read_faction_line<'f>(
    line: &str,
    factions: &'f [Faction],
) -> Result<(&'f Faction, Head), Unreadable> {
    let mut parts = line.split(DOT).map(str::trim);
    let written = parts.next().unwrap_or_default();
    let mut head = Head {
        battle_size: 0,
        commander_level: 0,
        advanced_rules: false,
        mode: Mode::Standard,
    };
    let mut sized = false;
    for part in parts {
        if let Some(size) = battle_size(part).or_else(|| bare_battle_size(part)) {
            head.battle_size = size;
            sized = true;
        } else if let Some(level) = commander_level(part) {
            head.commander_level = level;
        } else if BOTH.iter().any(|w| same(part, w.advanced_rules)) {
            head.advanced_rules = true;
        } else if BOTH.iter().any(|w| same(part, w.raid)) {
            head.mode = Mode::Raid;
        } else if BOTH.iter().any(|w| same(part, w.total_war)) {
            head.mode = Mode::TotalWar;
        } else {
            return Err(Unreadable::BadFactionPart(part.to_string()));
        }
    }
    if !sized || written.is_empty() {
        return Err(Unreadable::BadFactionLine);
    }
    let faction = factions
        .iter()
        .find(|f| {
            same(&f.id, written)
                || same(&f.name, written)
                || f.name_es.as_deref().is_some_and(|n| same(n, written))
        })
        .ok_or_else(|| Unreadable::UnknownFaction(written.to_string()))?;
    Ok((faction, head))
}

/// The battle size of `397 / 400 points` (L1112): the figure after the slash.
fn battle_size(part: &str) -> Option<u32> {
    let (spent, rest) = part.split_once('/')?;
    spent.trim().parse::<u32>().ok()?;
    bare_battle_size(rest)
}

/// The battle size of `400 points`, as a player may write it without the points spent.
fn bare_battle_size(part: &str) -> Option<u32> {
    let (size, word) = part.trim().split_once(char::is_whitespace)?;
    POINTS_WORDS
        .iter()
        .any(|w| same(w, word))
        .then(|| size.parse().ok())?
}

/// The level of `commander level 1` (L1118).
fn commander_level(part: &str) -> Option<u8> {
    BOTH.iter().find_map(|w| {
        let rest = strip_prefix_ignoring_case(part, w.commander_level)?;
        rest.trim().parse().ok()
    })
}

/// One unit's line, read but its troops not yet found.
#[derive(Debug)]
struct UnitLine<'a> {
    models: u32,
    troop: &'a str,
    /// A mixed raid unit's other troops, each with its models (R-RAID-4).
    mixed: Vec<(u32, &'a str)>,
    /// The models on a total war unit's movement base (R-TW-2).
    on_base: Option<u32>,
    leader: Option<&'a str>,
    /// The support troops' part, names separated by commas (names may hold commas too).
    support: Option<&'a str>,
    general: bool,
    id: Option<&'a str>,
}

impl<'a> UnitLine<'a> {
    /// Reads `5 × Troop[, 1 × Other…][ (3 on the base)][ (General)][, led by Leader[ (General)]]
    /// [, with Support, …][· 150 pts][ [id]]`.
    fn read(line: &'a str) -> Result<Self, Vec<Unreadable>> {
        let (line, id) = match line.strip_suffix(']').and_then(|l| l.rsplit_once('[')) {
            Some((rest, id)) => (rest.trim_end(), Some(id.trim())),
            None => (line, None),
        };
        let mut parts = line.split(DOT).map(str::trim);
        let troops = parts.next().unwrap_or_default();
        let bad_costs: Vec<Unreadable> = parts
            .filter(|p| !is_cost(p))
            .map(|p| Unreadable::BadCost(p.to_string()))
            .collect();
        let (models, troops) = models(troops).ok_or_else(|| vec![Unreadable::NoModels])?;
        if !bad_costs.is_empty() {
            return Err(bad_costs);
        }
        let (troops, support) = split_at_any(troops, BOTH.map(|w| w.with));
        let (troop, leader) = split_at_any(troops, BOTH.map(|w| w.led_by));
        let (troop, troop_general) = strip_general(troop);
        let (troop, on_base) = strip_base(troop);
        let (troop, mixed) = split_mixed(troop);
        let (leader, leader_general) = match leader.map(strip_general) {
            Some((l, g)) => (Some(l), g),
            None => (None, false),
        };
        if troop.is_empty() {
            return Err(vec![Unreadable::NoTroop]);
        }
        Ok(UnitLine {
            models,
            troop,
            mixed,
            on_base,
            leader,
            support,
            general: troop_general || leader_general,
            id,
        })
    }

    /// The unit, its troops found among `faction`'s profiles; its id is left to
    /// [`add_read_unit`].
    fn resolve(&self, faction: &Faction, factions: &[Faction]) -> Result<Unit, Vec<Unreadable>> {
        let mut whys = Vec::new();
        let mut find = |name: &str| {
            troop(name, faction, factions)
                .map_err(|why| whys.push(why))
                .ok()
                .map(|p| p.id.clone())
        };
        let profile = find(self.troop);
        let mixed: Vec<Option<MixedModels>> = self
            .mixed
            .iter()
            .map(|&(models, name)| find(name).map(|profile| MixedModels { profile, models }))
            .collect();
        let leader = self.leader.map(&mut find);
        let support = match self.support {
            Some(names) => support(names, faction, factions).unwrap_or_else(|why| {
                whys.push(why);
                Vec::new()
            }),
            None => Vec::new(),
        };
        match (profile, leader) {
            (Some(profile), leader) if whys.is_empty() => Ok(Unit {
                id: String::new(),
                profile,
                models: self.models,
                leader: leader.flatten(),
                support,
                mixed: mixed.into_iter().flatten().collect(),
                on_base: self.on_base,
            }),
            _ => Err(whys),
        }
    }
}

/// Adds a unit read from its line to `list` with its written id, or else the one `add_unit`
/// would give it; a general's mark makes it the general's unit, unless another unit has it.
fn add_read_unit(
    list: &mut ArmyList,
    mut unit: Unit,
    id: Option<&str>,
    general: bool,
) -> Result<(), Unreadable> {
    unit.id = id.map_or_else(|| generated_id(&list.units), str::to_string);
    if general {
        if list.general.is_some() {
            return Err(Unreadable::SecondGeneral);
        }
        list.general = Some(unit.id.clone());
    }
    list.units.push(unit);
    Ok(())
}

/// The models count at the start of `5 × Troop` (also `5x Troop`, `5 Troop`) and the rest.
fn models(troops: &str) -> Option<(u32, &str)> {
    let digits = troops.len()
        - troops
            .trim_start_matches(|c: char| c.is_ascii_digit())
            .len();
    let models = troops[..digits].parse().ok()?;
    let rest = &troops[digits..];
    let spaced = rest.trim_start();
    let mut chars = spaced.chars();
    let rest = match (chars.next(), chars.next()) {
        (Some('×'), _) => &spaced['×'.len_utf8()..],
        (Some('x' | 'X' | '*'), Some(c)) if c.is_whitespace() => &spaced[1..],
        // `5 Troop`: the count stands apart from the troop's name.
        _ if spaced.len() < rest.len() => spaced,
        _ => return None,
    };
    Some((models, rest.trim_start()))
}

/// Whether `part` is a unit's cost, `150 pts`.
fn is_cost(part: &str) -> bool {
    match part.split_once(char::is_whitespace) {
        Some((n, word)) => n.parse::<u32>().is_ok() && POINTS_WORDS.iter().any(|w| same(w, word)),
        None => false,
    }
}

/// `text` split at the first of `marks` found in it after a comma (`, led by `; case and
/// spacing aside), the parts trimmed.
fn split_at_any<'t>(text: &'t str, marks: [&str; 2]) -> (&'t str, Option<&'t str>) {
    let at = text.match_indices(',').find_map(|(comma, _)| {
        let after = &text[comma + 1..];
        let word = after.trim_start();
        marks.iter().find_map(|m| {
            let rest = strip_prefix_ignoring_case(word, m)?;
            rest.starts_with(char::is_whitespace)
                .then(|| (comma, text.len() - rest.len()))
        })
    });
    match at {
        Some((comma, end)) => (text[..comma].trim(), Some(text[end..].trim())),
        None => (text.trim(), None),
    }
}

/// The name without the general's mark after it, and whether it had one.
fn strip_general(name: &str) -> (&str, bool) {
    let cut = name
        .len()
        .checked_sub(GENERAL.len())
        .and_then(|at| Some((name.get(..at)?, name.get(at..)?)));
    match cut {
        Some((rest, mark)) if mark.eq_ignore_ascii_case(GENERAL) => (rest.trim_end(), true),
        _ => (name, false),
    }
}

/// The troop without the movement base's models after it (`Samurai bushi (3 on the base)`,
/// either language), and those models.
fn strip_base(troop: &str) -> (&str, Option<u32>) {
    let read = || {
        let (name, mark) = troop.strip_suffix(')')?.rsplit_once('(')?;
        let (n, words) = mark.trim().split_once(char::is_whitespace)?;
        BOTH.iter()
            .any(|w| same(w.on_base, words))
            .then(|| Some((name.trim_end(), n.parse().ok()?)))?
    };
    match read() {
        Some((name, n)) => (name, Some(n)),
        None => (troop, None),
    }
}

/// The first troop of `Ashigaru teppo, 1 × Sohei` and a mixed raid unit's others, each piece
/// after a comma that starts with its models count.
fn split_mixed(troop: &str) -> (&str, Vec<(u32, &str)>) {
    let mut pieces = troop.split(',');
    let first = pieces.next().unwrap_or_default();
    let others: Option<Vec<(u32, &str)>> = pieces.map(|p| models(p.trim())).collect();
    match others {
        Some(others) if !others.is_empty() => (first.trim(), others),
        _ => (troop, Vec::new()),
    }
}

/// The support troops of `Taiko drummer, Nobori bearer`: at each place the longest run of
/// comma-separated pieces that names a troop, since a name may hold a comma.
fn support(
    names: &str,
    faction: &Faction,
    factions: &[Faction],
) -> Result<Vec<String>, Unreadable> {
    let pieces: Vec<&str> = names.split(',').map(str::trim).collect();
    let mut found = Vec::new();
    let mut at = 0;
    while at < pieces.len() {
        let (n, p) = longest_run(&pieces[at..], faction, factions)?;
        found.push(p.id.clone());
        at += n;
    }
    Ok(found)
}

/// How many of the first `pieces`, joined by commas, name a troop (the most that do), and
/// its profile; else why the first piece alone names none.
fn longest_run<'f>(
    pieces: &[&str],
    faction: &'f Faction,
    factions: &[Faction],
) -> Result<(usize, &'f Profile), Unreadable> {
    let mut why = Unreadable::NoTroop;
    for n in (1..=pieces.len()).rev() {
        match troop(&pieces[..n].join(", "), faction, factions) {
            Ok(p) => return Ok((n, p)),
            Err(w) => why = w,
        }
    }
    Err(why)
}

/// The profile of `faction` called `name` in either language; when none is, whether another
/// of `factions` has it.
fn troop<'f>(
    name: &str,
    faction: &'f Faction,
    factions: &[Faction],
) -> Result<&'f Profile, Unreadable> {
    let called =
        |p: &&Profile| same(&p.name, name) || p.name_es.as_deref().is_some_and(|es| same(es, name));
    let mut found = faction.profiles.iter().filter(called);
    match (found.next(), found.next()) {
        (Some(p), None) => Ok(p),
        (Some(_), Some(_)) => Err(Unreadable::AmbiguousTroop(name.to_string())),
        (None, _) => Err(
            match factions
                .iter()
                .filter(|f| f.id != faction.id)
                .find(|f| f.profiles.iter().any(|p| called(&p)))
            {
                Some(other) => Unreadable::TroopOfAnotherFaction {
                    troop: name.to_string(),
                    faction: other.id.clone(),
                },
                None => Unreadable::UnknownTroop(name.to_string()),
            },
        ),
    }
}

/// Whether two names are the same, case and spacing aside.
fn same(a: &str, b: &str) -> bool {
    let words = |s: &str| {
        s.split_whitespace()
            .map(str::to_lowercase)
            .collect::<Vec<_>>()
    };
    words(a) == words(b)
}

/// `text` after `prefix`, ASCII case aside.
fn strip_prefix_ignoring_case<'t>(text: &'t str, prefix: &str) -> Option<&'t str> {
    text.get(..prefix.len())
        .filter(|s| s.eq_ignore_ascii_case(prefix))
        .map(|_| &text[prefix.len()..])
}

#[cfg(test)]
#[path = "list_text_tests.rs"]
mod tests;
