//! Every string the window shows, in English and Spanish (the book's language).
//!
//! A [`Key`] names one string; [`Lang::t`] gives it in the language chosen in the settings.
//! Strings with a figure in them use `{}` placeholders filled by [`Lang::f`], in order.

use serde::{Deserialize, Serialize};

/// The language of the window, switchable in the settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Lang {
    #[default]
    English,
    /// Español.
    Spanish,
}

impl Lang {
    /// Both languages, in the order the settings list them.
    pub const ALL: [Lang; 2] = [Lang::English, Lang::Spanish];

    /// The language's own name ("English", "Español").
    pub fn name(self) -> &'static str {
        match self {
            Lang::English => "English",
            Lang::Spanish => "Español",
        }
    }

    /// The string `key` in this language.
    pub fn t(self, key: Key) -> &'static str {
        match self {
            Lang::English => key.en(),
            Lang::Spanish => key.es(),
        }
    }

    /// The string `key` with each `{}` replaced by the next of `args`.
    pub fn f(self, key: Key, args: &[&dyn std::fmt::Display]) -> String {
        fill(self.t(key), args)
    }
}

/// Replaces each `{}` of `template` by the next argument, in order.
pub fn fill(template: &str, args: &[&dyn std::fmt::Display]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    let mut args = args.iter();
    while let Some(i) = rest.find("{}") {
        out.push_str(&rest[..i]);
        match args.next() {
            Some(a) => out.push_str(&a.to_string()),
            None => out.push_str("{}"),
        }
        rest = &rest[i + 2..];
    }
    out.push_str(rest);
    out
}

macro_rules! texts {
    ($($key:ident => $en:literal, $es:literal;)*) => {
        /// One user-visible string of the window.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Key { $($key),* }

        impl Key {
            /// Every string, for the tests that check both languages are complete.
            pub const ALL: &'static [Key] = &[$(Key::$key),*];

            /// The English text.
            pub fn en(self) -> &'static str {
                match self { $(Key::$key => $en),* }
            }

            /// The Spanish text.
            pub fn es(self) -> &'static str {
                match self { $(Key::$key => $es),* }
            }
        }
    };
}

texts! {
    AppTitle => "Kensei Table", "Kensei Table";
    // Menus
    MenuFile => "File", "Archivo";
    MenuEdit => "Edit", "Editar";
    MenuView => "View", "Ver";
    MenuHelp => "Help", "Ayuda";
    Open => "Open…", "Abrir…";
    OpenPath => "Open a path", "Abrir una ruta";
    OpenPathHint => "path to a .json file", "ruta de un archivo .json";
    OpenButton => "Open", "Abrir";
    RecentFiles => "Recent files", "Archivos recientes";
    NoRecentFiles => "No recent files", "No hay archivos recientes";
    ClearRecent => "Clear the list", "Vaciar la lista";
    Save => "Save", "Guardar";
    SaveAs => "Save as…", "Guardar como…";
    SaveAsPath => "Save to a path", "Guardar en una ruta";
    SaveButton => "Save", "Guardar";
    Close => "Close", "Cerrar";
    Quit => "Quit", "Salir";
    Undo => "Undo", "Deshacer";
    Redo => "Redo", "Rehacer";
    UndoWhat => "Undo: {}", "Deshacer: {}";
    RedoWhat => "Redo: {}", "Rehacer: {}";
    NothingToUndo => "Nothing to undo", "Nada que deshacer";
    NothingToRedo => "Nothing to redo", "Nada que rehacer";
    Delete => "Delete", "Borrar";
    RotateLeft => "Rotate left 15°", "Girar 15° a la izquierda";
    RotateRight => "Rotate right 15°", "Girar 15° a la derecha";
    Settings => "Settings", "Ajustes";
    Shortcuts => "Keyboard shortcuts", "Atajos de teclado";
    About => "About", "Acerca de";
    AboutText => "Kensei Table: a desktop assistant for the Kensei miniatures wargame. Every figure names the ruling (R-…) and the line of the Spanish Living Rules (L…) it comes from.",
        "Kensei Table: asistente de escritorio para el juego de miniaturas Kensei. Cada cifra indica la regla del proyecto (R-…) y la línea del reglamento Living Rules en español (L…) de la que sale.";
    // Panels
    PanelBuilder => "List builder", "Creador de listas";
    PanelOdds => "Odds", "Probabilidades";
    PanelTracker => "Battle", "Batalla";
    PanelDice => "Dice", "Dados";
    PanelDocument => "Document", "Documento";
    // Documents
    KindTable => "table", "mesa";
    KindScenario => "scenario", "escenario";
    KindList => "army list", "lista de ejército";
    KindBattle => "battle", "batalla";
    NothingLoaded => "Nothing loaded. Open a scenario, table, army list or saved battle (Ctrl+O), drop a JSON file on the window, or pick a recent file.",
        "Nada cargado. Abre un escenario, una mesa, una lista de ejército o una batalla guardada (Ctrl+O), suelta un archivo JSON en la ventana o elige un archivo reciente.";
    Untitled => "untitled", "sin título";
    Unsaved => "unsaved changes", "cambios sin guardar";
    Opened => "Opened {}", "Abierto {}";
    Saved => "Saved {}", "Guardado {}";
    CannotOpen => "Cannot open {}", "No se puede abrir {}";
    CannotSave => "Cannot save {}: {}", "No se puede guardar {}: {}";
    UnknownKind => "this JSON is not a scenario, table, army list or saved battle this version knows",
        "este JSON no es un escenario, mesa, lista de ejército ni batalla guardada que esta versión conozca";
    NoDialog => "No file dialog is available here: type a path instead.", "No hay diálogo de archivos disponible: escribe una ruta.";
    NothingToSave => "Nothing to save", "Nada que guardar";
    TableSize => "Table: {} × {} cm", "Mesa: {} × {} cm";
    ModelsPerSide => "Models: {} (side 0), {} (side 1)", "Miniaturas: {} (bando 0), {} (bando 1)";
    TerrainPieces => "Terrain pieces: {}", "Elementos de escenografía: {}";
    TurnLimit => "Turn limit: {}", "Límite de turnos: {}";
    Story => "Story", "Historia";
    SpecialRules => "Special rules", "Reglas especiales";
    Objectives => "Objectives", "Objetivos";
    ObjectiveLine => "{}: {} VP within {} cm", "{}: {} PV a {} cm";
    CanvasPending => "The table canvas is drawn here.", "Aquí se dibuja la mesa.";
    Selected => "Selected: {}", "Seleccionado: {}";
    // Settings
    Language => "Language", "Idioma";
    Theme => "Theme", "Tema";
    ThemeDark => "Dark", "Oscuro";
    ThemeLight => "Light", "Claro";
    AutosaveEvery => "Autosave every (seconds)", "Autoguardado cada (segundos)";
    AutosaveOff => "Autosave off", "Sin autoguardado";
    ShowHelp => "Hover help on figures", "Ayuda al pasar el ratón sobre las cifras";
    // Autosave
    RestoreTitle => "Restore unsaved work?", "¿Recuperar el trabajo sin guardar?";
    RestoreText => "The last session ended with unsaved work. An autosave of {} from {} is there.",
        "La última sesión terminó con trabajo sin guardar. Hay un autoguardado de {} del {}.";
    Restore => "Restore", "Recuperar";
    Discard => "Discard", "Descartar";
    Restored => "Restored the autosave of {}", "Recuperado el autoguardado de {}";
    Autosaved => "Autosaved", "Autoguardado";
    // Shortcuts help
    ShortcutOpen => "Ctrl+O: open", "Ctrl+O: abrir";
    ShortcutSave => "Ctrl+S: save (Ctrl+Shift+S: save as)", "Ctrl+S: guardar (Ctrl+Mayús+S: guardar como)";
    ShortcutUndo => "Ctrl+Z: undo", "Ctrl+Z: deshacer";
    ShortcutRedo => "Ctrl+Y or Ctrl+Shift+Z: redo", "Ctrl+Y o Ctrl+Mayús+Z: rehacer";
    ShortcutDelete => "Delete: remove the selected models", "Supr: quitar las miniaturas seleccionadas";
    ShortcutRotate => "Q / E: rotate the selection 15° left / right", "Q / E: girar la selección 15° a la izquierda / derecha";
    // Edits named in the undo menu
    EditMove => "move", "mover";
    EditRotate => "rotate", "girar";
    EditDelete => "delete", "borrar";
    EditTable => "table edit", "cambio en la mesa";
    EditList => "list edit", "cambio en la lista";
    EditBattle => "battle command", "orden de batalla";
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_string_exists_in_both_languages() {
        for key in Key::ALL {
            assert!(!key.en().trim().is_empty(), "{key:?} has no English text");
            assert!(!key.es().trim().is_empty(), "{key:?} has no Spanish text");
        }
    }

    #[test]
    fn placeholders_match_between_languages() {
        for key in Key::ALL {
            assert_eq!(
                key.en().matches("{}").count(),
                key.es().matches("{}").count(),
                "{key:?} has different placeholders in English and Spanish"
            );
        }
    }

    #[test]
    fn fill_replaces_placeholders_in_order() {
        assert_eq!(
            Lang::Spanish.f(Key::TableSize, &[&120, &90]),
            "Mesa: 120 × 90 cm"
        );
        assert_eq!(fill("{} and {}", &[&1]), "1 and {}");
    }
}
