//! Citations a player can follow, in the window: the hover help over a pool row, a sight
//! verdict and a refused command gives the ruling's own text and the book's section (not a bare
//! line number), in English and in Spanish; Help > Rulings lists the project's rulings and
//! finds one by its ID.
#![cfg(feature = "gui")]

use crate::common;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use kensei::app::KenseiApp;
use kensei::app::canvas::Selection;
use kensei::app::i18n::Lang;
use kensei::app::settings::SidePanel;
use kensei::battle::Command;
use kensei::battle::model::side::Side;

/// Three ashigaru in base contact with the flank of three oni (as `app_odds_table`).
const TABLE: &str = r#"{
  "schema_version": 1,
  "table": {"width_cm": 120, "depth_cm": 90},
  "models": [
    {"id": "a1", "unit": "ashigaru", "side": 0, "x": 20, "y": 10, "facing_deg": 90,
     "base": {"shape": "round", "width_mm": 25}, "height": 1},
    {"id": "o1", "unit": "oni", "side": 1, "x": 20, "y": 13, "facing_deg": 0,
     "base": {"shape": "round", "width_mm": 25}, "height": 1},
    {"id": "o2", "unit": "oni", "side": 1, "x": 40, "y": 50, "facing_deg": 0,
     "base": {"shape": "round", "width_mm": 25}, "height": 1}
  ]
}"#;

/// The window in `lang` with `panel` open, tooltips shown at once (the test cannot hold the
/// pointer still for egui's delay).
fn harness(panel: SidePanel, lang: Lang) -> Harness<'static, KenseiApp> {
    let mut h = common::harness(panel, 1400.0, 1000.0);
    h.state_mut().settings_mut().lang = lang;
    h.ctx.global_style_mut(|s| {
        s.interaction.tooltip_delay = 0.0;
        s.interaction.show_tooltips_only_when_still = false;
    });
    h.run();
    h
}

/// Hovers the first widget whose label holds `label` and returns its hover text (the tooltip
/// shown then describes it to accessibility and hence to the test).
fn hover_texts(h: &mut Harness<'static, KenseiApp>, label: &str) -> String {
    h.get_all_by_label_contains(label).next().unwrap().hover();
    for _ in 0..3 {
        h.run();
    }
    h.get_all_by_label_contains(label)
        .next()
        .unwrap()
        .accesskit_node()
        .description()
        .unwrap_or_default()
}

#[test]
fn r_pool_1_a_pool_row_hover_gives_the_ruling_text_and_the_book_section_in_both_languages() {
    for (lang, row, ruling, book, section) in [
        (
            Lang::English,
            "of the troop",
            "Ruling R-POOL-1:",
            "Book:",
            "Combat roll table",
        ),
        (
            Lang::Spanish,
            "de la tropa",
            "Criterio R-POOL-1:",
            "Reglamento:",
            "Tabla de tirada de combate",
        ),
    ] {
        let mut h = harness(SidePanel::Odds, lang);
        let shown = hover_texts(&mut h, row);
        let text = kensei::citations::ruling("R-POOL-1").unwrap().text(lang);
        assert!(shown.contains(&format!("{ruling} {text}")), "{shown}");
        assert!(shown.contains(book), "{shown}");
        assert!(shown.contains(section), "{shown}");
    }
}

#[test]
fn r_los_2_a_sight_verdict_hover_gives_the_ruling_text_and_the_book_section_in_both_languages() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("sight.json");
    std::fs::write(&file, TABLE).unwrap();
    for (lang, verdict, ruling, section) in [
        (
            Lang::English,
            "oni: sight:",
            "Ruling R-LOS-2:",
            "Line of sight of a miniature",
        ),
        (
            Lang::Spanish,
            "oni: visión:",
            "Criterio R-LOS-2:",
            "Línea de visión de una miniatura",
        ),
    ] {
        let mut h = harness(SidePanel::Odds, lang);
        assert!(h.state_mut().open_path(&file));
        h.state_mut().canvas_mut().selection = Selection::Model("a1".into());
        h.run();
        let shown = hover_texts(&mut h, verdict);
        let text = kensei::citations::ruling("R-LOS-2").unwrap().text(lang);
        assert!(shown.contains(&format!("{ruling} {text}")), "{shown}");
        assert!(shown.contains(section), "{shown}");
    }
}

#[test]
fn a_refused_command_on_the_status_bar_explains_its_rule_on_hover_in_both_languages() {
    for (lang, book) in [(Lang::English, "Book:"), (Lang::Spanish, "Reglamento:")] {
        let mut h = harness(SidePanel::Tracker, lang);
        common::ready_pitched_battle(&mut h);
        assert!(h.state_mut().start_battle());
        h.run();
        // No unit is activated while the terrain is being placed.
        let refused = Command::Hold { side: Side::FIRST };
        let rejection = {
            let b = h.state().workspace().battle.as_ref().unwrap();
            kensei::battle::check(b.value.state(), &refused).unwrap_err()
        };
        assert!(!h.state_mut().battle_command(refused));
        h.run();
        let status = h.state().status_text().unwrap();
        let expected = kensei::app::help::explain(lang, &rejection.citation().to_string());
        assert!(expected.contains(book), "{expected}");
        let shown = hover_texts(&mut h, &status);
        assert!(
            shown.contains(&expected),
            "{shown}\n--- expected\n{expected}"
        );
    }
}

#[test]
fn help_rulings_lists_the_rulings_and_finds_one_by_its_id() {
    let mut h = harness(SidePanel::Dice, Lang::English);
    h.get_by_label("Help").click();
    h.run();
    h.get_by_label("Rulings…").click();
    h.run();
    let all = kensei::citations::rulings().len();
    assert!(all > 50, "{all}");
    h.get_by_label(&format!("{all} rulings"));
    h.get_by_label("R-UNIT-1");
    h.state_mut().rulings_mut().query = "los-2".into();
    h.run();
    h.get_by_label("R-LOS-2");
    assert!(h.query_by_label("R-UNIT-1").is_none());
    let text = kensei::citations::ruling("R-LOS-2")
        .unwrap()
        .text(Lang::English);
    h.get_by_label(text);
}
