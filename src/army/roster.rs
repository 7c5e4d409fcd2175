//! The printable roster a player takes to the table: each unit with its profile, attributes,
//! equipment, abilities and cost, then the totals. Markdown or HTML. A list of an extra game
//! mode names it, and prints its troops as the mode makes them: a raid's with +1 Wounds and
//! each profile of a mixed unit (R-RAID-4, R-RAID-5), a total war unit's movement base and the
//! size it stands for (R-TW-2).

use super::faction::{AbilityKind, Faction, Profile};
use super::list::{ArmyList, Mode};
use super::mode::{effective_profile, movement_base, skirmishes};
use super::validate::{Report, Severity};
use super::words::{class_name, reach_name, weapon_type_name};
use crate::i18n::Language;

/// The roster's output format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RosterFormat {
    Markdown,
    Html,
}

/// One block of the roster, format-free.
struct Block {
    title: String,
    lines: Vec<(String, String)>,
}

/// A troop card as the roster prints it: a line each of profile, attributes, equipment and
/// abilities, each with its label.
pub fn card_lines(faction: &Faction, p: &Profile) -> Vec<(String, String)> {
    let a = p.effective_attributes();
    let mut lines = vec![
        (
            "Profile".to_string(),
            format!(
                "{} · class {:?} ({}) · {}{}{}",
                p.name,
                p.class,
                class_name(Language::English, p.class),
                p.troop_type.key(),
                if p.leader { " · army leader" } else { "" },
                match p.availability {
                    super::faction::Availability::Common => "",
                    super::faction::Availability::Unique => " · unique",
                    super::faction::Availability::Legendary => " · legendary",
                }
            ),
        ),
        (
            "Attributes".to_string(),
            format!(
                "MOV {}/{} · AT {}/{} · INI {} · HO {} · HR {} · volume {} · base {} mm",
                a.mov_foot_cm,
                a.mov_mounted_cm,
                a.attack_melee,
                a.attack_ranged,
                a.initiative,
                a.honor,
                a.hr,
                p.volume,
                match p.base.depth_mm {
                    Some(d) => format!("{}x{}", p.base.width_mm, d),
                    None => format!("{:?} {}", p.base.shape, p.base.width_mm).to_lowercase(),
                }
            ),
        ),
    ];
    let mut equipment: Vec<String> = p
        .weapons
        .iter()
        .filter_map(|id| faction.weapon(id))
        .map(|w| {
            let mut kinds = Vec::new();
            if let Some(t) = w.melee_type {
                kinds.push(format!(
                    "type {} {}",
                    t.number(),
                    weapon_type_name(Language::English, t)
                ));
            }
            if let Some(r) = w.ranged {
                kinds.push(format!("ranged {}", reach_name(Language::English, r)));
            }
            format!("{} ({})", w.name, kinds.join(", "))
        })
        .collect();
    match p.armour.as_deref().and_then(|id| faction.armour(id)) {
        Some(a) => equipment.push(format!(
            "{} (difficulty to wound {})",
            a.name, a.difficulty_to_wound
        )),
        None => equipment.push("no armour (difficulty to wound 4)".to_string()),
    }
    lines.push(("Equipment".to_string(), equipment.join("; ")));
    let traits: Vec<String> = p
        .traits
        .iter()
        .filter_map(|id| faction.trait_(id))
        .map(|t| {
            if t.description.is_empty() {
                t.name.clone()
            } else {
                format!("{}: {}", t.name, t.description)
            }
        })
        .collect();
    if !traits.is_empty() {
        lines.push(("Traits".to_string(), traits.join("; ")));
    }
    let modifiers: Vec<String> = super::modifiers::profile_modifiers(faction, p)
        .iter()
        .map(modifier_text)
        .collect();
    if !modifiers.is_empty() {
        lines.push(("Modifiers".to_string(), modifiers.join("; ")));
    }
    for ab in p.abilities.iter().filter_map(|id| faction.ability(id)) {
        let mark = match ab.kind {
            AbilityKind::Permanent => "HP",
            AbilityKind::Ki => "ki",
        };
        lines.push((
            "Ability".to_string(),
            format!("{} ({mark}): {}", ab.name, ab.description),
        ));
    }
    lines
}

/// `Katana: wound value +1 (attacked only by front)`.
fn modifier_text(m: &super::modifiers::Modifier) -> String {
    let words = |v: String| v.trim_matches('"').replace('_', " ");
    let input = words(serde_json::to_string(&m.input).unwrap_or_default());
    let mut s = if m.input.is_flag() {
        format!("{}: {input}", m.source_name)
    } else {
        format!("{}: {input} {:+}", m.source_name, m.value)
    };
    if !m.when.is_empty() {
        let when: Vec<String> = m
            .when
            .iter()
            .map(|c| words(serde_json::to_string(c).unwrap_or_default()))
            .collect();
        s.push_str(&format!(" ({})", when.join(", ")));
    }
    s
}

fn blocks(list: &ArmyList, faction: &Faction, report: &Report) -> Vec<Block> {
    let mut out = Vec::new();
    for (unit, summary) in list.units.iter().zip(report.units.iter()) {
        let Some(p) = faction.profile(&unit.profile) else {
            continue;
        };
        let general = list.general.as_deref() == Some(unit.id.as_str());
        let mut title = format!("{} × {}", unit.models, p.name);
        for m in &unit.mixed {
            let name = faction
                .profile(&m.profile)
                .map_or(m.profile.as_str(), |mp| &mp.name);
            title.push_str(&format!(", {} × {name}", m.models));
        }
        title.push_str(&format!(" [{}] · {} pts", unit.id, summary.points));
        if general {
            title.push_str(" · GENERAL");
        }
        let mode = list.mode;
        let mut cost = format!("{} × {} pts", unit.models, p.cost);
        for m in &unit.mixed {
            if let Some(mp) = faction.profile(&m.profile) {
                cost.push_str(&format!(" + {} × {} pts ({})", m.models, mp.cost, mp.name));
            }
        }
        let mut lines = vec![("Cost".to_string(), cost)];
        if let Some(b) = movement_base(mode, unit) {
            lines.push((
                "Movement base".to_string(),
                format!(
                    "{} models on a 12 x 6 cm base, standing for a unit of {} (R-TW-2)",
                    b.models, b.stands_for
                ),
            ));
        }
        if mode == Mode::Raid && skirmishes(mode, p) && !skirmishes(Mode::Standard, p) {
            lines.push((
                "Raid".to_string(),
                "fights as a skirmisher unit (R-RAID-3); +1 Wounds (R-RAID-5)".to_string(),
            ));
        } else if mode == Mode::Raid {
            lines.push(("Raid".to_string(), "+1 Wounds (R-RAID-5)".to_string()));
        }
        lines.extend(card_lines(faction, &effective_profile(mode, p)));
        for m in &unit.mixed {
            if let Some(mp) = faction.profile(&m.profile) {
                lines.push((
                    "Mixed in".to_string(),
                    format!(
                        "{} × {} ({} pts each, R-RAID-4)",
                        m.models, mp.name, mp.cost
                    ),
                ));
                for (k, v) in card_lines(faction, &effective_profile(mode, mp)) {
                    lines.push((format!("{} {}", mp.name, k.to_lowercase()), v));
                }
            }
        }
        if let Some(l) = unit.leader.as_deref().and_then(|id| faction.profile(id)) {
            lines.push((
                "Unit leader".to_string(),
                format!(
                    "{} ({} pts){}",
                    l.name,
                    l.cost,
                    if general { ", the general" } else { "" }
                ),
            ));
            for (k, v) in card_lines(faction, &effective_profile(mode, l)) {
                lines.push((format!("Leader {}", k.to_lowercase()), v));
            }
        }
        for s in unit.support.iter().filter_map(|id| faction.profile(id)) {
            lines.push((
                "Support".to_string(),
                format!("{} ({} pts)", s.name, s.cost),
            ));
        }
        out.push(Block { title, lines });
    }
    out
}

fn totals_lines(list: &ArmyList, faction: &Faction, report: &Report) -> Vec<(String, String)> {
    let mut lines = vec![
        (
            "Points".to_string(),
            format!(
                "{} of {} ({} left), commander level {} ({} pts)",
                report.total_points,
                report.battle_size,
                report.points_left,
                list.commander_level,
                report.commander_points
            ),
        ),
        ("Models".to_string(), report.models.to_string()),
        (
            "Command hand".to_string(),
            format!("{} cards (L195, R-DECK-1)", report.hand_size),
        ),
    ];
    if let Some(words) = mode_words(list.mode) {
        lines.insert(0, ("Game mode".to_string(), words.to_string()));
    }
    for t in report.points_by_type.iter().filter(|t| t.points > 0) {
        lines.push((
            format!("{} points", t.troop_type.key()),
            match t.cap {
                Some(c) => format!("{} of {c}", t.points),
                None => t.points.to_string(),
            },
        ));
    }
    lines.push((
        "Verdict".to_string(),
        if report.legal {
            "legal".to_string()
        } else {
            "ILLEGAL".to_string()
        },
    ));
    for p in &report.problems {
        let key = match p.severity {
            Severity::Error => "Error",
            Severity::Warning => "Warning",
        };
        lines.push((
            key.to_string(),
            p.line(crate::i18n::Language::English, faction),
        ));
    }
    lines
}

/// An extra game mode as the roster names it; none for the standard battle.
fn mode_words(mode: Mode) -> Option<&'static str> {
    match mode {
        Mode::Standard => None,
        Mode::Raid => Some("raid (extra game modes: Raid, R-RAID-1..5)"),
        Mode::TotalWar => Some("total war (extra game modes: Total War, R-TW-1..3)"),
    }
}

/// The roster of `list` in `format`.
pub fn roster(list: &ArmyList, faction: &Faction, report: &Report, format: RosterFormat) -> String {
    let mut title = if list.name.is_empty() {
        format!("{} · {} points", faction.name, list.battle_size)
    } else {
        format!(
            "{} · {} · {} points",
            list.name, faction.name, list.battle_size
        )
    };
    match list.mode {
        Mode::Standard => {}
        Mode::Raid => title.push_str(" · raid"),
        Mode::TotalWar => title.push_str(" · total war"),
    }
    let blocks = blocks(list, faction, report);
    let totals = totals_lines(list, faction, report);
    match format {
        RosterFormat::Markdown => markdown(&title, faction, &blocks, &totals),
        RosterFormat::Html => html(&title, faction, &blocks, &totals),
    }
}

fn md_escape(s: &str) -> String {
    s.replace('|', "\\|")
}

fn markdown(
    title: &str,
    faction: &Faction,
    blocks: &[Block],
    totals: &[(String, String)],
) -> String {
    let mut s = format!("# {}\n\n", md_escape(title));
    if faction.sample {
        s.push_str("*Sample faction: original profiles, not the publisher's.*\n\n");
    }
    for b in blocks {
        s.push_str(&format!("## {}\n\n", md_escape(&b.title)));
        for (k, v) in &b.lines {
            s.push_str(&format!("- **{}**: {}\n", md_escape(k), md_escape(v)));
        }
        s.push('\n');
    }
    s.push_str("## Totals\n\n");
    for (k, v) in totals {
        s.push_str(&format!("- **{}**: {}\n", md_escape(k), md_escape(v)));
    }
    s
}

fn html_escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

fn html(title: &str, faction: &Faction, blocks: &[Block], totals: &[(String, String)]) -> String {
    let mut s = String::new();
    s.push_str("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
    s.push_str(&format!("<title>{}</title>\n", html_escape(title)));
    s.push_str(
        "<style>body{font-family:sans-serif;max-width:60em;margin:1em auto}\
         section{border:1px solid #888;margin:.6em 0;padding:.3em .8em;break-inside:avoid}\
         h2{font-size:1.1em;margin:.3em 0}th{text-align:left;padding-right:1em;vertical-align:top}\
         </style>\n</head>\n<body>\n",
    );
    s.push_str(&format!("<h1>{}</h1>\n", html_escape(title)));
    if faction.sample {
        s.push_str("<p><em>Sample faction: original profiles, not the publisher's.</em></p>\n");
    }
    let table = |s: &mut String, lines: &[(String, String)]| {
        s.push_str("<table>\n");
        for (k, v) in lines {
            s.push_str(&format!(
                "<tr><th>{}</th><td>{}</td></tr>\n",
                html_escape(k),
                html_escape(v)
            ));
        }
        s.push_str("</table>\n");
    };
    for b in blocks {
        s.push_str(&format!("<section>\n<h2>{}</h2>\n", html_escape(&b.title)));
        table(&mut s, &b.lines);
        s.push_str("</section>\n");
    }
    s.push_str("<section>\n<h2>Totals</h2>\n");
    table(&mut s, totals);
    s.push_str("</section>\n</body>\n</html>\n");
    s
}
