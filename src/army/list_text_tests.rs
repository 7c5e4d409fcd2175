//! The list text's round trip over every bundled list in both languages, and the lines it
//! cannot read.

use super::*;
use crate::army::{bundled_factions, load_list, validate};

/// Every bundled list (`armies/lists/*.json`) with its faction.
fn bundled_lists() -> Vec<(String, ArmyList, Faction)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("armies/lists");
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|p| {
            let list = load_list(&p).unwrap();
            let faction = bundled_factions()
                .into_iter()
                .find(|f| f.id == list.faction)
                .unwrap();
            (p.display().to_string(), list, faction)
        })
        .collect()
}

fn text_of(list: &ArmyList, faction: &Faction, lang: Language) -> String {
    to_text(list, faction, &validate(list, faction), lang)
}

/// The list as a post brings it back: the fields a post does not carry as `from_text`
/// gives them.
fn as_posted(list: &ArmyList) -> ArmyList {
    ArmyList {
        json_schema: None,
        schema_version: ARMY_SCHEMA_VERSION,
        name_es: None,
        ..list.clone()
    }
}

fn problems(text: &str) -> Vec<TextProblem> {
    from_text(text, &bundled_factions()).unwrap_err()
}

#[test]
fn every_bundled_list_reads_back_from_its_text_in_both_languages() {
    let lists = bundled_lists();
    assert_eq!(lists.len(), 9);
    for (file, list, faction) in &lists {
        for lang in Language::ALL {
            let text = text_of(list, faction, lang);
            let back = from_text(&text, &bundled_factions())
                .unwrap_or_else(|p| panic!("{file} ({lang:?}):\n{text}\n{p:?}"));
            assert_eq!(back, as_posted(list), "{file} ({lang:?}):\n{text}");
        }
    }
}

#[test]
fn the_text_reads_as_a_player_posts_it() {
    let (_, list, faction) = bundled_lists()
        .into_iter()
        .find(|(f, ..)| f.ends_with("akagane_600.json"))
        .unwrap();
    let en = text_of(&list, &faction, Language::English);
    let mut lines = en.lines();
    assert_eq!(lines.next(), Some("Akagane army of the copper mountains"));
    assert_eq!(
        lines.next(),
        Some("Akagane Clan · 595 / 600 points · commander level 2 · advanced rules")
    );
    assert_eq!(
        lines.next(),
        Some("4 × Kiba musha, led by Akagane Ren, mounted taisho (General) · 182 pts [riders]")
    );
    assert_eq!(
        lines.next(),
        Some("6 × Samurai bushi, with Taiko drummer · 118 pts [bushi]")
    );
    let es = text_of(&list, &faction, Language::Spanish);
    let es: Vec<&str> = es.lines().collect();
    assert_eq!(
        es[1],
        "Clan Akagane · 595 / 600 puntos · nivel de comandante 2 · reglas avanzadas"
    );
    assert_eq!(
        es[2],
        "4 × Kiba musha, al mando de Akagane Ren, taisho montado (General) · 182 pts [riders]"
    );
    assert_eq!(
        es[3],
        "6 × Samurái bushi, con Tambor taiko · 118 pts [bushi]"
    );
}

/// A unit's id is written only when it is not the one the builder would give (L1104).
#[test]
fn ids_the_builder_gives_are_left_out_and_come_back() {
    let faction = bundled_factions().remove(0);
    let mut list = ArmyList::new(&faction, "Built", 400);
    let leader = faction.leaders().next().unwrap().id.clone();
    let troop = faction
        .profiles
        .iter()
        .find(|p| !p.leader)
        .unwrap()
        .id
        .clone();
    for p in [&leader, &troop, &troop] {
        list.add_unit(&faction, p).unwrap();
    }
    let text = text_of(&list, &faction, Language::English);
    assert!(!text.contains('['), "{text}");
    assert_eq!(from_text(&text, &bundled_factions()).unwrap(), list);
    // Renamed and removed units: the builder's next id skips the ids taken, and so does
    // the reader.
    list.rename_unit("u3", "u2x").unwrap();
    list.remove_unit("u2").unwrap();
    list.rename_unit("u2x", "u2").unwrap();
    list.remove_unit("u1").unwrap();
    assert_eq!(list.add_unit(&faction, &troop).unwrap(), "u3");
    assert_eq!(list.add_unit(&faction, &troop).unwrap(), "u4");
    list.rename_unit("u4", "river yari").unwrap();
    let text = text_of(&list, &faction, Language::Spanish);
    let ids: Vec<&str> = text
        .lines()
        .skip(2)
        .map(|l| l.rsplit_once(" pts").unwrap().1)
        .collect();
    assert_eq!(ids, [" [u2]", "", " [river yari]"], "{text}");
    assert_eq!(from_text(&text, &bundled_factions()).unwrap(), list);
}

#[test]
fn the_builder_and_the_reader_give_the_same_ids() {
    let faction = bundled_factions().remove(0);
    let troop = faction.profiles[0].id.clone();
    let mut list = ArmyList::new(&faction, "", 400);
    for rename in ["u2", "u4", "", "u9"] {
        let before = generated_id(&list.units);
        let id = list.add_unit(&faction, &troop).unwrap();
        assert_eq!(id, before);
        if !rename.is_empty() {
            list.rename_unit(&id, rename).unwrap();
        }
    }
}

#[test]
fn a_misspelt_troop_is_named_with_its_line() {
    let text = "Akagane host\n\nAkagane Clan · 397 / 400 points · commander level 1\n\
                6 × Samurai bushi · 108 pts\n3 × Samurai bushy · 54 pts\n";
    let p = problems(text);
    assert_eq!(p.len(), 1, "{p:?}");
    assert_eq!(p[0].line, 5);
    assert_eq!(p[0].text, "3 × Samurai bushy · 54 pts");
    assert_eq!(p[0].why, Unreadable::UnknownTroop("Samurai bushy".into()));
    assert_eq!(
        p[0].to_string(),
        "line 5: no troop of the list's faction is called `Samurai bushy`"
    );
    assert!(
        p[0].words(Language::Spanish)
            .starts_with("línea 5: ninguna tropa")
    );
}

#[test]
fn a_line_without_its_models_count_is_named() {
    let text = "Akagane Clan · 397 / 400 points · commander level 1\n\
                Samurai bushi, led by Hatamoto · 108 pts\n";
    let p = problems(text);
    assert_eq!(p.len(), 1, "{p:?}");
    assert_eq!((p[0].line, &p[0].why), (2, &Unreadable::NoModels));
}

#[test]
fn an_unknown_faction_is_named_and_the_units_still_checked() {
    let text = "Raiders\nKuro Clan · 200 / 250 points · commander level 0\n\
                3 × Ninja\nninja\n";
    let p = problems(text);
    assert_eq!(p.len(), 2, "{p:?}");
    assert_eq!(p[0].line, 2);
    assert_eq!(p[0].why, Unreadable::UnknownFaction("Kuro Clan".into()));
    assert_eq!((p[1].line, &p[1].why), (4, &Unreadable::NoModels));
}

#[test]
fn names_read_in_either_language_case_and_spacing_aside() {
    let text = "  clan   hayashi ·0 / 250 PUNTOS\n\
                8 x ashigaru YARI,  led by hayashi nobumasa, SEÑOR (general), con portador de nobori\n\
                10 Peasant levy\n";
    let list = from_text(text, &bundled_factions()).unwrap();
    assert_eq!(list.faction, "hayashi");
    assert_eq!((list.battle_size, list.commander_level), (250, 0));
    assert_eq!(list.name, "");
    let u = &list.units[0];
    assert_eq!(u.id, "u1");
    assert_eq!((u.profile.as_str(), u.models), ("ashigaru_yari", 8));
    assert_eq!(u.leader.as_deref(), Some("hayashi_lord"));
    assert_eq!(u.support, ["nobori_bearer"]);
    assert_eq!(list.general.as_deref(), Some("u1"));
    assert_eq!(
        (list.units[1].id.as_str(), list.units[1].models),
        ("u2", 10)
    );
    // The faction by its id, the points spent left out, an id in brackets kept as written.
    let p = from_text("Host\nakagane · 400 points\n3 × Ninja []\n", &[]).unwrap_err();
    assert_eq!(p[0].why, Unreadable::UnknownFaction("akagane".into()));
    let list = from_text(
        "Host\nakagane · 400 pts\n3 × Kiba musha []\n",
        &bundled_factions(),
    );
    let list = list.unwrap();
    assert_eq!((list.name.as_str(), list.battle_size), ("Host", 400));
    assert_eq!(list.units[0].id, "");
}

#[test]
fn other_unreadable_lines_say_why() {
    let head = "Host of Yomi · 0 / 400 points · commander level 1\n";
    let p = problems(&format!("{head}3 × Ashigaru yari\n"));
    assert_eq!(
        p[0].why,
        Unreadable::TroopOfAnotherFaction {
            troop: "Ashigaru yari".into(),
            faction: "akagane".into()
        }
    );
    let p = problems(&format!(
        "{head}3 × Oni warriors (General)\n1 × Oni warlord (General)\n"
    ));
    assert_eq!((p[0].line, &p[0].why), (3, &Unreadable::SecondGeneral));
    let p = problems(&format!("{head}3 × Kappa · 36 gold\n"));
    assert_eq!(p[0].why, Unreadable::BadCost("36 gold".into()));
    let p = problems("Host of Yomi · 0 / 400 points · commander lvl 1\n");
    assert_eq!(
        p[0].why,
        Unreadable::BadFactionPart("commander lvl 1".into())
    );
    let p = problems("A list\n3 × Kappa\n");
    assert_eq!((p[0].line, &p[0].why), (2, &Unreadable::BadFactionLine));
    let p = problems("A list\n");
    assert_eq!((p[0].line, &p[0].why), (1, &Unreadable::NoFactionLine));
    for why in [Unreadable::NoTroop, Unreadable::AmbiguousTroop("X".into())] {
        assert_ne!(why.words(Language::English), why.words(Language::Spanish));
    }
}

/// A troop's name in either language names one profile of its faction, so the reader
/// never has to guess.
#[test]
fn bundled_troop_names_are_unambiguous() {
    let factions = bundled_factions();
    for f in &factions {
        for p in &f.profiles {
            for name in std::iter::once(&p.name).chain(&p.name_es) {
                assert_eq!(troop(name, f, &factions).map(|t| &t.id), Ok(&p.id));
            }
        }
    }
}
