//! The settings a player can change, as plain data, and the file they are
//! kept in: a RON file in the platform's config directory. A missing file
//! means defaults; a broken one means defaults and one notice naming it, and
//! it is kept aside as `settings.ron.bad` rather than overwritten; a newer
//! version's settings are named, and the file as it was is kept. Saving goes
//! through [`write_atomically`]: a temporary file of its own, synced, then
//! renamed over the old one, so a crash never leaves half a file and two
//! running copies never write into each other's.

use crate::app::quick_game::QuickGame;
use crate::locale::{Language, Texts};
use bevy::prelude::*;
use fluent_bundle::FluentValue;
use rules::{Level, Rules, SerializeError, read_ron};
use saves::{SaveError, set_aside, write_atomically};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// Which helps a person gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Assistance {
    /// Mark the legal destinations of the lifted marble.
    pub highlight_moves: bool,
    /// Show the route (every landing) of the destination under the pointer.
    pub show_route: bool,
    /// Allow taking moves back.
    pub undo: bool,
    /// Allow asking for a hint.
    pub hints: bool,
}

impl Default for Assistance {
    fn default() -> Assistance {
        Assistance::for_difficulty(Some(Level::MEDIUM))
    }
}

impl Assistance {
    /// The assistance a difficulty gives by default: everything against
    /// levels 1 to 5 (Medium), highlights and routes against levels 6 to 9
    /// (Hard), highlights against level 10 (Expert). How to play describes
    /// these bands. A game of people only gets everything.
    pub fn for_difficulty(level: Option<Level>) -> Assistance {
        let level = level.unwrap_or(Level::EASY);
        Assistance {
            highlight_moves: true,
            show_route: level <= Level::HARD,
            undo: level <= Level::MEDIUM,
            hints: level <= Level::MEDIUM,
        }
    }
}

/// How much of the window's resolution the board's scene is drawn at
/// before it is scaled up to the window; the panels are always drawn
/// whole. Fewer pixels draw faster where the processor draws them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum RenderScale {
    /// A software renderer's scene at most 640×360 pixels' worth, a
    /// graphics card's whole.
    #[default]
    Auto,
    /// Half the width and half the height.
    Half,
    /// Three quarters of the width and of the height.
    ThreeQuarters,
    /// Every pixel.
    Full,
}

impl RenderScale {
    /// Every choice, in the order offered.
    pub const ALL: [RenderScale; 4] =
        [RenderScale::Auto, RenderScale::Half, RenderScale::ThreeQuarters, RenderScale::Full];

    /// The choice as Settings shows it: "Auto", "50%", …
    pub fn label(self, texts: &Texts) -> String {
        let percent = |percent: u32| texts.with("settings-percent", &[("percent", percent.into())]);
        match self {
            RenderScale::Auto => texts.get("settings-render-scale-auto"),
            RenderScale::Half => percent(50),
            RenderScale::ThreeQuarters => percent(75),
            RenderScale::Full => percent(100),
        }
    }
}

/// The settings a player can change, as plain data: read from and saved
/// to the file, and edited as a copy by the screens, which send what they
/// changed, field by field ([`Settings::edits_to`]), as [`SettingsChange`]s.
/// The settings in force are [`CurrentSettings`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Rules offered when building a new setup.
    pub default_rules: Rules,
    /// Animation speed multiplier (1 = normal).
    pub animation_speed: f32,
    /// `None`: assistance follows the strongest computer opponent.
    pub assistance: Option<Assistance>,
    /// Turn the board so the person to move sits nearest.
    pub camera_follows_human: bool,
    /// Sound effects on.
    pub sound: bool,
    /// Master volume, 0 to 1.
    pub master_volume: f32,
    /// Volume of the sound effects, 0 to 1 (times the master volume).
    pub effects_volume: f32,
    /// The menu's quick game as last chosen.
    pub quick_game: QuickGame,
    /// The size of the interface (text and panels), 1 for 100%; 0.75 to 2.
    pub ui_scale: f32,
    /// Each hole's name written over it on the board (also the N key).
    pub hole_names: bool,
    /// How much of the window's resolution the board is drawn at.
    pub render_scale: RenderScale,
    /// The interface's language; `None` follows the operating system's.
    pub language: Option<Language>,
    /// The window's size and place when it was last a window.
    pub window: Option<WindowPlacement>,
    /// The lessons completed.
    pub progress: content::lessons::Progress,
    /// The room server last connected to, as typed, and the name used
    /// there; `None` before the first.
    pub room: Option<RoomPlace>,
}

/// Where the player last played through a room server.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct RoomPlace {
    /// The server's address, as typed (`example.org` or `example.org:28543`).
    pub server: String,
    /// The name shown for the player there.
    pub name: String,
}

/// A window's size (logical pixels) and place on the screen (physical
/// pixels from the top left; `None` where the system chose).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WindowPlacement {
    /// Width, in logical pixels.
    pub width: u32,
    /// Height, in logical pixels.
    pub height: u32,
    /// Top-left corner, in physical pixels.
    pub position: Option<(i32, i32)>,
}

impl Default for WindowPlacement {
    fn default() -> WindowPlacement {
        WindowPlacement { width: 1280, height: 720, position: None }
    }
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            default_rules: Rules::default(),
            animation_speed: 1.0,
            assistance: None,
            camera_follows_human: true,
            sound: true,
            master_volume: 0.8,
            effects_volume: 1.0,
            quick_game: QuickGame::default(),
            ui_scale: 1.0,
            hole_names: false,
            render_scale: RenderScale::Auto,
            language: None,
            window: None,
            progress: content::lessons::Progress::default(),
            room: None,
        }
    }
}

/// A new value for one of the settings a player edits. The window's place
/// and the lessons done are not a form's to change and have none.
#[derive(Clone, Debug, PartialEq)]
pub enum SettingsEdit {
    /// [`Settings::default_rules`].
    DefaultRules(Rules),
    /// [`Settings::animation_speed`].
    AnimationSpeed(f32),
    /// [`Settings::assistance`].
    Assistance(Option<Assistance>),
    /// [`Settings::camera_follows_human`].
    CameraFollowsHuman(bool),
    /// [`Settings::sound`].
    Sound(bool),
    /// [`Settings::master_volume`].
    MasterVolume(f32),
    /// [`Settings::effects_volume`].
    EffectsVolume(f32),
    /// [`Settings::quick_game`].
    QuickGame(QuickGame),
    /// [`Settings::ui_scale`].
    UiScale(f32),
    /// [`Settings::hole_names`].
    HoleNames(bool),
    /// [`Settings::render_scale`].
    RenderScale(RenderScale),
    /// [`Settings::language`].
    Language(Option<Language>),
}

impl Settings {
    /// The edits that turn these settings into `edited`, one per field that
    /// differs (the window's place and the lessons done are left out).
    pub fn edits_to(&self, edited: &Settings) -> Vec<SettingsEdit> {
        let mut edits = Vec::new();
        let mut differs = |same: bool, edit: SettingsEdit| {
            if !same {
                edits.push(edit);
            }
        };
        differs(self.default_rules == edited.default_rules, SettingsEdit::DefaultRules(edited.default_rules.clone()));
        differs(self.animation_speed == edited.animation_speed, SettingsEdit::AnimationSpeed(edited.animation_speed));
        differs(self.assistance == edited.assistance, SettingsEdit::Assistance(edited.assistance));
        differs(
            self.camera_follows_human == edited.camera_follows_human,
            SettingsEdit::CameraFollowsHuman(edited.camera_follows_human),
        );
        differs(self.sound == edited.sound, SettingsEdit::Sound(edited.sound));
        differs(self.master_volume == edited.master_volume, SettingsEdit::MasterVolume(edited.master_volume));
        differs(self.effects_volume == edited.effects_volume, SettingsEdit::EffectsVolume(edited.effects_volume));
        differs(self.quick_game == edited.quick_game, SettingsEdit::QuickGame(edited.quick_game));
        differs(self.ui_scale == edited.ui_scale, SettingsEdit::UiScale(edited.ui_scale));
        differs(self.hole_names == edited.hole_names, SettingsEdit::HoleNames(edited.hole_names));
        differs(self.render_scale == edited.render_scale, SettingsEdit::RenderScale(edited.render_scale));
        differs(self.language == edited.language, SettingsEdit::Language(edited.language));
        edits
    }

    /// Makes one edit.
    pub(super) fn apply(&mut self, edit: &SettingsEdit) {
        match edit.clone() {
            SettingsEdit::DefaultRules(rules) => self.default_rules = rules,
            SettingsEdit::AnimationSpeed(speed) => self.animation_speed = speed,
            SettingsEdit::Assistance(assistance) => self.assistance = assistance,
            SettingsEdit::CameraFollowsHuman(follows) => self.camera_follows_human = follows,
            SettingsEdit::Sound(sound) => self.sound = sound,
            SettingsEdit::MasterVolume(volume) => self.master_volume = volume,
            SettingsEdit::EffectsVolume(volume) => self.effects_volume = volume,
            SettingsEdit::QuickGame(quick) => self.quick_game = quick,
            SettingsEdit::UiScale(scale) => self.ui_scale = scale,
            SettingsEdit::HoleNames(shown) => self.hole_names = shown,
            SettingsEdit::RenderScale(scale) => self.render_scale = scale,
            SettingsEdit::Language(language) => self.language = language,
        }
    }
}

/// `settings.ron` in the platform's config directory.
pub(crate) fn default_path() -> Option<PathBuf> {
    dirs::config_dir().map(|dir| dir.join("chinese-checkers").join("settings.ron"))
}

/// Reads settings; a missing or broken file gives defaults (a broken one a
/// warning, and it is kept aside).
pub fn load(path: &Path) -> Settings {
    let (settings, problem) = open(path);
    if let Some(problem) = problem {
        warn!("{problem}");
    }
    settings
}

/// What was wrong with the settings file when it was read. Its `Display`
/// is the log's English; [`SettingsProblem::text`] words it for the player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingsProblem {
    /// The file is there but cannot be read; the default settings are used.
    Unreadable {
        /// The file.
        path: PathBuf,
        /// What the system said.
        error: String,
    },
    /// The file is not settings; the default settings are used, and the
    /// file is set aside.
    Broken {
        /// The file.
        path: PathBuf,
        /// What the reader said; `None` when the file is not text.
        error: Option<String>,
        /// Where the file is kept, or why it could not be set aside.
        kept: Result<PathBuf, SaveError>,
    },
    /// A newer version of the game wrote settings this one does not know;
    /// the others are used, and a copy of the file as it was is kept.
    Newer {
        /// The file.
        path: PathBuf,
        /// The settings not known, in the file's order.
        names: Vec<String>,
        /// Where the copy is kept, or why none could be.
        kept: Result<PathBuf, SaveError>,
    },
}

impl SettingsProblem {
    /// The notice that tells the player.
    pub fn text(&self, texts: &Texts) -> String {
        let file = |path: &Path| ("file", FluentValue::from(path.display().to_string()));
        let kept = |kept: &Result<PathBuf, SaveError>| match kept {
            Ok(copy) => ("copy", FluentValue::from(copy.display().to_string())),
            Err(error) => ("copy-error", FluentValue::from(error.to_string())),
        };
        match self {
            SettingsProblem::Unreadable { path, error } => {
                texts.with("settings-file-unreadable", &[file(path), ("error", error.clone().into())])
            }
            SettingsProblem::Broken { path, error, kept: copy } => {
                let error = error.clone().unwrap_or_else(|| texts.get("settings-file-not-text"));
                let key = if copy.is_ok() { "settings-file-broken-kept" } else { "settings-file-broken-not-kept" };
                texts.with(key, &[file(path), ("error", error.into()), kept(copy)])
            }
            SettingsProblem::Newer { path, names, kept: copy } => {
                let key = if copy.is_ok() { "settings-file-newer-kept" } else { "settings-file-newer-not-kept" };
                let names = names.join(&texts.get("list-separator"));
                texts.with(key, &[file(path), ("names", names.into()), kept(copy)])
            }
        }
    }
}

impl std::fmt::Display for SettingsProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let kept = |kept: &Result<PathBuf, SaveError>| match kept {
            Ok(copy) => format!("the file is kept as {}", copy.display()),
            Err(error) => format!("the file cannot be kept aside: {error}"),
        };
        match self {
            SettingsProblem::Unreadable { path, error } => {
                write!(f, "{}: {error}; using default settings", path.display())
            }
            SettingsProblem::Broken { path, error, kept: copy } => {
                let error = error.as_deref().unwrap_or("not a text file (not UTF-8)");
                write!(f, "{}: {error}; using default settings, {}", path.display(), kept(copy))
            }
            SettingsProblem::Newer { path, names, kept: copy } => {
                let kept = match copy {
                    Ok(copy) => format!("the file as it was is kept as {}", copy.display()),
                    Err(error) => format!("a copy of the file could not be kept: {error}"),
                };
                write!(
                    f,
                    "{}: a newer version of the game wrote settings this one does not know ({}); the others are used, \
                     and {kept}",
                    path.display(),
                    names.join(", ")
                )
            }
        }
    }
}

/// Reads the settings to start with, and what to tell the player about the
/// file: nothing if it is fine or missing; if it cannot be read, that; if it
/// is broken (not text, or not settings), that, and it is renamed
/// `settings.ron.bad` so that the next save does not overwrite it.
pub(crate) fn open(path: &Path) -> (Settings, Option<SettingsProblem>) {
    let bytes = match std::fs::read(path) {
        Ok(bytes) => bytes,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return (Settings::default(), None),
        Err(error) => {
            let problem = SettingsProblem::Unreadable { path: path.to_path_buf(), error: error.to_string() };
            return (Settings::default(), Some(problem));
        }
    };
    let parsed =
        std::str::from_utf8(&bytes).map_err(|_| None).and_then(|text| read_ron(text).map_err(|e| Some(e.to_string())));
    match parsed {
        Ok(settings) => {
            let newer = std::str::from_utf8(&bytes).map(unknown_fields).unwrap_or_default();
            (settings, (!newer.is_empty()).then(|| newer_settings(path, newer)))
        }
        Err(error) => {
            let kept = set_aside(path);
            (Settings::default(), Some(SettingsProblem::Broken { path: path.to_path_buf(), error, kept }))
        }
    }
}

/// The names of the settings in `text` that this version does not know
/// (a newer version's), in their order. The known ones are those the
/// defaults write, so the list is the struct's own.
fn unknown_fields(text: &str) -> Vec<String> {
    let names = |value: ron::Value| match value {
        ron::Value::Map(map) => map
            .into_iter()
            .filter_map(|(key, _)| match key {
                ron::Value::String(name) => Some(name),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    };
    let known: Vec<String> = ron::to_string(&Settings::default())
        .ok()
        .and_then(|text| ron::from_str(&text).ok())
        .map(names)
        .unwrap_or_default();
    let found: Vec<String> = ron::from_str(text).map(names).unwrap_or_default();
    found.into_iter().filter(|name| !known.contains(name)).collect()
}

/// The problem of a settings file with a newer version's settings,
/// `newer`: those are kept in a copy of the file, the rest are used.
fn newer_settings(path: &Path, newer: Vec<String>) -> SettingsProblem {
    let kept = saves::keep_copy(path, "newer");
    SettingsProblem::Newer { path: path.to_path_buf(), names: newer, kept }
}

/// Writes settings atomically to `path` (see [`write_atomically`]), making
/// its directory if need be.
pub fn save(settings: &Settings, path: &Path) -> Result<(), SaveError> {
    let text = ron::ser::to_string_pretty(settings, ron::ser::PrettyConfig::new())
        .map_err(|error| SaveError::Serialize { path: path.to_path_buf(), error: SerializeError(error) })?;
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|error| SaveError::write(path, &error))?;
    }
    write_atomically(path, text.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_form_sends_only_the_fields_it_changed() {
        let settings = Settings::default();
        let edited = Settings { sound: false, ui_scale: 1.5, window: None, ..settings.clone() };
        assert_eq!(settings.edits_to(&edited), [SettingsEdit::Sound(false), SettingsEdit::UiScale(1.5)]);
        assert!(settings.edits_to(&settings).is_empty());
    }

    #[test]
    fn the_render_scale_is_saved_and_an_older_file_keeps_auto() {
        let settings = Settings { render_scale: RenderScale::ThreeQuarters, ..Settings::default() };
        let text = ron::to_string(&settings).expect("settings write");
        assert!(text.contains("render_scale:ThreeQuarters"), "{text}");
        assert_eq!(read_ron::<Settings>(&text).map(|s| s.render_scale), Ok(RenderScale::ThreeQuarters));
        assert_eq!(read_ron::<Settings>("(sound: false)").map(|s| s.render_scale), Ok(RenderScale::Auto));
    }

    #[test]
    fn a_newer_version_s_settings_are_named_and_the_file_is_kept() {
        let dir = std::env::temp_dir().join(format!("settings-newer-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a folder");
        let path = dir.join("settings.ron");
        let text = "(sound: false, board_theme: \"marble\", hole_names: true, voice: (on: true))";
        std::fs::write(&path, text).expect("write");
        let (settings, problem) = open(&path);
        assert!(!settings.sound && settings.hole_names, "the known settings are used");
        let problem = problem.expect("a notice");
        let told = problem.text(&Texts::new(Language::English));
        assert!(told.contains("newer version") && told.contains("(board_theme, voice)"), "{told}");
        assert_eq!(told, problem.to_string(), "the log says what the player is told");
        assert_eq!(std::fs::read_to_string(dir.join("settings.ron.newer")).ok().as_deref(), Some(text));
        save(&settings, &path).expect("saved");
        assert_eq!(std::fs::read_to_string(dir.join("settings.ron.newer")).ok().as_deref(), Some(text), "kept");
        assert_eq!(open(&path).1, None, "the next launch reads its own file quietly");
        std::fs::remove_dir_all(&dir).expect("clean up");
    }

    #[test]
    fn help_follows_the_levels_in_bands() {
        let band = |n: u8| Level::new(n).map(|level| Assistance::for_difficulty(Some(level)));
        let full = Assistance { highlight_moves: true, show_route: true, undo: true, hints: true };
        let routes = Assistance { undo: false, hints: false, ..full };
        let holes = Assistance { show_route: false, ..routes };
        for n in 1..=5 {
            assert_eq!(band(n), Some(full), "level {n}");
        }
        for n in 6..=9 {
            assert_eq!(band(n), Some(routes), "level {n}");
        }
        assert_eq!(band(10), Some(holes));
        assert_eq!(Assistance::for_difficulty(None), full, "people only");
    }
}
