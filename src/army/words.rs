//! Army values in words, in the chosen language, through the catalogues
//! (`assets/locales/*/army.ftl`): list problems, classes, troop types, reach bands, and the
//! names of a faction's profiles.
//!
//! The list checks hand out [`ProblemDetail`] values (ids and figures); this is where they
//! become sentences, for the command line (English) and the window (its language).

use serde_json::Value;

use super::class::{Class, TroopType};
use super::faction::{Faction, RangedReach, WeaponType};
use super::validate::{Problem, Severity};
use crate::i18n::{Arg, Language, text};

impl Problem {
    /// What the problem is, in `language`: the message `problem-<variant>` of `army.ftl` with
    /// the detail's figures, profile ids worded as the profiles' names in `faction`.
    pub fn words(&self, language: Language, faction: &Faction) -> String {
        let value = serde_json::to_value(&self.detail).unwrap_or(Value::Null);
        let (variant, fields) = match &value {
            Value::Object(map) => match map.iter().next() {
                Some((k, Value::Object(fields))) => (k.clone(), Some(fields)),
                Some((k, _)) => (k.clone(), None),
                None => (String::new(), None),
            },
            Value::String(s) => (s.clone(), None),
            other => (other.to_string(), None),
        };
        let args: Vec<(String, Arg)> = fields
            .into_iter()
            .flatten()
            .map(|(k, v)| (k.replace('_', "-"), field_arg(language, faction, k, v)))
            .collect();
        let borrowed: Vec<(&str, Arg)> =
            args.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
        text(
            language,
            &format!("problem-{}", variant.replace('_', "-")),
            &borrowed,
        )
    }

    /// The problem on one line: severity, code, unit, words and where the rule is
    /// (`error UNIT_TOO_SMALL [unit a]: … (L387, R-ARMY-2)`).
    pub fn line(&self, language: Language, faction: &Faction) -> String {
        let mut out = self.head(language, faction);
        let mut refs = Vec::new();
        if let Some(l) = self.book_line {
            refs.push(format!("L{l}"));
        }
        if let Some(r) = self.ruling {
            refs.push(r.to_string());
        }
        if let Some(p) = self.page {
            refs.push(p.to_string());
        }
        if !refs.is_empty() {
            out.push_str(&format!(" ({})", refs.join(", ")));
        }
        out
    }

    /// As [`Problem::line`], the rule with the book's section a player finds it under
    /// (`… (R-ARMY-2 · Troops and units › Units (L387))`, `citations::cite`).
    pub fn cited_line(&self, language: Language, faction: &Faction) -> String {
        let mut out = self.head(language, faction);
        let cited = crate::citations::cite(&self.citation(), language);
        if !cited.is_empty() {
            out.push_str(&format!(" ({cited})"));
        }
        out
    }

    /// The ruling, book line and modes page section it cites, as `R-ARMY-2 L387` or
    /// `R-RAID-2 P-RAID` (any may be missing).
    pub fn citation(&self) -> String {
        let line = self.book_line.map(|l| format!("L{l}"));
        let page = self.page.map(str::to_string);
        [self.ruling.map(str::to_string), line, page]
            .into_iter()
            .flatten()
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Severity, code, unit and words.
    fn head(&self, language: Language, faction: &Faction) -> String {
        let severity = match self.severity {
            Severity::Error => text(language, "problem-error", &[]),
            Severity::Warning => text(language, "problem-warning", &[]),
        };
        let mut out = format!("{severity} {}", self.code.as_str());
        if let Some(u) = &self.unit {
            out.push_str(&text(
                language,
                "problem-unit",
                &[("unit", u.as_str().into())],
            ));
        }
        out.push_str(": ");
        out.push_str(&self.words(language, faction));
        out
    }
}

/// One field of a problem's detail as a message argument: profile ids as names, classes, troop
/// types and reach bands in words, numbers as numbers.
fn field_arg(language: Language, faction: &Faction, key: &str, value: &Value) -> Arg {
    if key.ends_with("profile") {
        let id = value.as_str().unwrap_or_default();
        return faction
            .profiles
            .iter()
            .find(|p| p.id == id)
            .map_or_else(|| id.to_string(), |p| p.name_in(language).to_string())
            .into();
    }
    if key.ends_with("class")
        && let Ok(c) = serde_json::from_value::<Class>(value.clone())
    {
        // With its letter, as lists and profiles write it: `Elite (E)`.
        return format!("{} ({c:?})", class_name(language, c)).into();
    }
    if key.ends_with("troop_type")
        && let Ok(t) = serde_json::from_value::<TroopType>(value.clone())
    {
        return troop_type_name(language, t).into();
    }
    if key == "reach"
        && let Ok(r) = serde_json::from_value::<RangedReach>(value.clone())
    {
        return reach_name(language, r).into();
    }
    match value {
        Value::Number(n) => Arg::Number(n.as_f64().unwrap_or(0.0)),
        Value::String(s) => s.as_str().into(),
        other => other.to_string().into(),
    }
}

/// A class's name (`Warrior`) in `language` (L313-322).
pub fn class_name(language: Language, class: Class) -> String {
    text(
        language,
        &format!("army-class-{}", format!("{class:?}").to_lowercase()),
        &[],
    )
}

/// The book's name of a melee weapon type in `language` (L1079-1090).
pub fn weapon_type_name(language: Language, weapon_type: WeaponType) -> String {
    text(
        language,
        &format!("army-weapon-type-{}", weapon_type.number()),
        &[],
    )
}

/// A troop type's name in `language` (L367-381).
pub fn troop_type_name(language: Language, troop_type: TroopType) -> String {
    text(
        language,
        &format!("army-troop-type-{}", troop_type.key()),
        &[],
    )
}

/// A ranged reach band's name in `language` (L1094-1098).
pub fn reach_name(language: Language, reach: RangedReach) -> String {
    let key = serde_json::to_value(reach)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default();
    text(
        language,
        &format!("army-reach-{key}"),
        &[("cm", reach.max_cm().into())],
    )
}

/// Picks the name for `language`: the Spanish one when there is one, else the English `name`.
fn in_language<'a>(language: Language, name: &'a str, name_es: &'a Option<String>) -> &'a str {
    crate::i18n::in_language(language, name, name_es.as_deref())
}

macro_rules! names_in_language {
    ($($t:ty),*) => {$(
        impl $t {
            /// Its name in `language`: `name_es` in Spanish when the file gives one, else `name`.
            pub fn name_in(&self, language: Language) -> &str {
                in_language(language, &self.name, &self.name_es)
            }
        }
    )*};
}
names_in_language!(
    Faction,
    super::faction::Profile,
    super::faction::Weapon,
    super::faction::Armour,
    super::faction::Trait,
    super::faction::Ability,
    super::faction::OrderCard
);

impl super::faction::OrderCard {
    /// What it does in `language`: `text_es` in Spanish when the file gives one, else `text`.
    pub fn text_in(&self, language: Language) -> &str {
        in_language(language, &self.text, &self.text_es)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::army::validate::ProblemDetail;
    use crate::i18n::{has_message, variant_ids};

    /// Every list problem, class, troop type, reach band and refused edit has its message in
    /// both catalogues (R-ARMY-1..3).
    #[test]
    fn every_army_value_has_a_message_in_both_languages() {
        let mut ids = variant_ids::<ProblemDetail>("problem");
        ids.extend(variant_ids::<Class>("army-class"));
        ids.extend(variant_ids::<TroopType>("army-troop-type"));
        ids.extend(variant_ids::<RangedReach>("army-reach"));
        ids.extend(variant_ids::<crate::army::EditError>("army-edit"));
        ids.extend((0..=10).map(|n| format!("army-weapon-type-{n}")));
        assert!(ids.len() > 50, "{ids:?}");
        for language in Language::ALL {
            let missing: Vec<&String> =
                ids.iter().filter(|id| !has_message(language, id)).collect();
            assert!(missing.is_empty(), "{}: {missing:?}", language.name());
        }
    }

    /// A count in a problem chooses the singular or the plural (L387, R-ARMY-2).
    #[test]
    fn a_unit_of_one_model_reads_in_the_singular() {
        let faction = crate::army::bundled_factions().remove(0);
        let p = &faction.profiles[0];
        let problem = Problem {
            code: crate::army::ProblemCode::UnitTooSmall,
            severity: Severity::Error,
            unit: Some("a".into()),
            field: String::new(),
            book_line: Some(387),
            ruling: Some("R-ARMY-2"),
            page: None,
            detail: ProblemDetail::UnitTooSmall {
                unit: "a".into(),
                profile: p.id.clone(),
                models: 1,
            },
        };
        let en = problem.words(Language::English, &faction);
        assert!(en.contains("has 1 model:"), "{en}");
        assert!(en.contains(p.name_in(Language::English)), "{en}");
        let es = problem.words(Language::Spanish, &faction);
        assert!(es.contains("tiene 1 miniatura:"), "{es}");
        assert!(
            problem
                .line(Language::English, &faction)
                .starts_with("error UNIT_TOO_SMALL [unit a]: "),
            "{}",
            problem.line(Language::English, &faction)
        );
    }

    /// The bundled factions name their things in both languages; the window shows the one of
    /// its language, and English where a file gives no Spanish name.
    #[test]
    fn bundled_names_read_in_the_chosen_language() {
        let factions = crate::army::bundled_factions();
        let hayashi = factions.iter().find(|f| f.id == "hayashi").unwrap();
        assert_eq!(hayashi.name_in(Language::Spanish), "Clan Hayashi");
        assert_eq!(hayashi.name_in(Language::English), "Hayashi Clan");
        let levy = hayashi.profile("peasant_levy").unwrap();
        assert_eq!(levy.name_in(Language::Spanish), "Leva campesina");
        assert_eq!(levy.name_in(Language::English), "Peasant levy");
        let teppo = hayashi.profile("ashigaru_teppo").unwrap();
        assert_eq!(teppo.name_in(Language::Spanish), teppo.name);
        // No Spanish word is left in an English name of the bundled data (issue 11).
        for f in &factions {
            let names = std::iter::once(f.name.as_str())
                .chain(f.profiles.iter().map(|p| p.name.as_str()))
                .chain(f.weapons.iter().map(|w| w.name.as_str()))
                .chain(f.abilities.iter().map(|a| a.name.as_str()));
            for n in names {
                assert!(!n.contains(" de ") && !n.contains(" del "), "{}: {n}", f.id);
            }
        }
    }
}
