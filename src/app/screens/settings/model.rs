//! Player settings: default rules, animation speed, assistance and camera,
//! kept as a RON file in the platform's config directory. A missing or
//! broken file means defaults and one warning.
//!
//! A change is saved once it settles (dragging a slider is one save, not one
//! per frame), and at once on leaving the settings or the game and when a
//! lesson is done. Saving
//! writes a temporary file of its own and renames it over the old one, so a
//! crash never leaves half a file and two running copies never write into
//! each other's.

use crate::app::screens::menu::quick_game::QuickGame;
use crate::app::session::Session;
use crate::app::{Pause, Screen, TurnPhase};
use crate::rules::{Level, Rules};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Seconds a change must rest before it is saved.
const SETTLE_SECONDS: f32 = 0.5;

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
        Assistance::for_difficulty(Some(Level::Medium))
    }
}

impl Assistance {
    /// The assistance a difficulty gives by default: everything against Easy
    /// and Medium, highlights and route against Hard, highlights against
    /// Expert. A game of people only gets everything.
    pub fn for_difficulty(level: Option<Level>) -> Assistance {
        let level = level.unwrap_or(Level::Easy);
        Assistance {
            highlight_moves: true,
            show_route: level <= Level::Hard,
            undo: level <= Level::Medium,
            hints: level <= Level::Medium,
        }
    }
}

/// The settings a player can change. Written only by [`apply_changes`]:
/// the screens edit a copy and send it as a [`SettingsChange`].
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
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
    /// Seed of the first game's computer players.
    pub seed: u64,
    /// The window's size and place when it was last a window.
    pub window: Option<WindowPlacement>,
    /// The lessons completed.
    pub progress: crate::lessons::Progress,
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
            seed: 1,
            window: None,
            progress: crate::lessons::Progress::default(),
        }
    }
}

/// A change to the settings, for [`apply_changes`] to make.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum SettingsChange {
    /// The settings as a form (the settings screen, the pause overlay, the
    /// menu's quick game) edited them.
    Edited(Box<Settings>),
    /// The lesson of this id was completed.
    LessonCompleted(String),
    /// The window was moved or resized to here.
    WindowPlaced(WindowPlacement),
}

/// Where the settings live. Set once, when the plugin is built.
#[derive(Resource, Clone, Debug)]
pub struct SettingsFile(pub Option<PathBuf>);

/// Settings changed but not saved yet: seconds since the last change.
/// Written only by this module's saving systems.
#[derive(Resource, Clone, Copy, Debug, Default)]
struct UnsavedFor(Option<f32>);

/// The assistance in force for the current game. Written only by
/// `update_assistance`.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct AssistanceInForce(pub Assistance);

pub(super) fn plugin(app: &mut App) {
    let path = app
        .world()
        .get_resource::<crate::app::LaunchOptions>()
        .and_then(|o| o.settings_path.clone())
        .or_else(default_path);
    // The window reads the settings before the app is built; then they are
    // here already, and the file is read once.
    if !app.world().contains_resource::<Settings>() {
        let settings = path.as_deref().map(load).unwrap_or_default();
        app.insert_resource(settings);
    }
    app.insert_resource(SettingsFile(path))
        .init_resource::<AssistanceInForce>()
        .init_resource::<UnsavedFor>()
        .add_message::<SettingsChange>()
        .add_systems(Update, (save_when_settled, update_assistance))
        .add_systems(Last, apply_changes.before(save_now))
        .add_systems(OnExit(Screen::Settings), save_now)
        .add_systems(OnExit(Pause::Paused), save_now)
        .add_systems(OnEnter(TurnPhase::LessonDone), save_progress)
        .add_systems(Last, save_now.run_if(on_message::<AppExit>));
}

/// `settings.ron` in the platform's config directory.
pub(crate) fn default_path() -> Option<PathBuf> {
    dirs::config_dir().map(|dir| dir.join("chinese-checkers").join("settings.ron"))
}

/// Reads settings; a missing or broken file gives defaults and a warning.
pub fn load(path: &Path) -> Settings {
    read(path).unwrap_or_else(|problem| {
        warn!("{problem}");
        Settings::default()
    })
}

/// Reads settings, or says what is wrong with the file (naming it).
pub fn read(path: &Path) -> Result<Settings, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}; using default settings", path.display()))?;
    ron::from_str(&text).map_err(|e| format!("{}: {e}; using default settings", path.display()))
}

/// Writes settings to a temporary file of this process's own beside `path`,
/// then renames it over `path`.
pub fn save(settings: &Settings, path: &Path) -> std::io::Result<()> {
    /// Numbers the temporary files of one process.
    static SAVES: AtomicU64 = AtomicU64::new(0);
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let text = ron::ser::to_string_pretty(settings, ron::ser::PrettyConfig::new())
        .map_err(|e| std::io::Error::other(e.to_string()))?;
    let name = path.file_name().map_or_else(|| "settings".into(), |n| n.to_string_lossy().into_owned());
    let unique = format!(".{name}.{}-{}.tmp", std::process::id(), SAVES.fetch_add(1, Ordering::Relaxed));
    let temporary = path.with_file_name(unique);
    let written = std::fs::write(&temporary, text).and_then(|()| std::fs::rename(&temporary, path));
    if written.is_err() {
        let _ = std::fs::remove_file(&temporary);
    }
    written
}

/// The one writer of [`Settings`]: makes the frame's changes in the order
/// they were sent. It runs last in the frame, after the panels.
pub fn apply_changes(mut changes: MessageReader<SettingsChange>, mut settings: ResMut<Settings>) {
    for change in changes.read() {
        match change {
            SettingsChange::Edited(edited) => {
                if *settings != **edited {
                    *settings = (**edited).clone();
                }
            }
            SettingsChange::LessonCompleted(id) => {
                if !settings.progress.is_complete(id) {
                    settings.progress.complete(id);
                }
            }
            SettingsChange::WindowPlaced(placement) => {
                if settings.window != Some(*placement) {
                    settings.window = Some(*placement);
                }
            }
        }
    }
}

/// Saves a change once nothing has changed for [`SETTLE_SECONDS`].
fn save_when_settled(
    settings: Res<Settings>,
    file: Res<SettingsFile>,
    time: Res<Time<Real>>,
    mut unsaved: ResMut<UnsavedFor>,
) {
    if settings.is_changed() && !settings.is_added() {
        unsaved.0 = Some(0.0);
        return;
    }
    let Some(seconds) = unsaved.0.as_mut() else { return };
    *seconds += time.delta_secs();
    if *seconds >= SETTLE_SECONDS {
        unsaved.0 = None;
        write_file(&settings, &file);
    }
}

/// Saves a change not saved yet, now.
fn save_now(settings: Res<Settings>, file: Res<SettingsFile>, mut unsaved: ResMut<UnsavedFor>) {
    let changed = settings.is_changed() && !settings.is_added();
    if unsaved.0.take().is_some() || changed {
        write_file(&settings, &file);
    }
}

/// Saves at once when a lesson is done, so its tick survives whatever
/// happens next.
fn save_progress(settings: Res<Settings>, file: Res<SettingsFile>, mut unsaved: ResMut<UnsavedFor>) {
    unsaved.0 = None;
    write_file(&settings, &file);
}

fn write_file(settings: &Settings, file: &SettingsFile) {
    if let Some(path) = &file.0
        && let Err(error) = save(settings, path)
    {
        warn!("{}: cannot save settings: {error}", path.display());
    }
}

fn update_assistance(settings: Res<Settings>, session: Option<Res<Session>>, mut in_force: ResMut<AssistanceInForce>) {
    let wanted = settings
        .assistance
        .unwrap_or_else(|| Assistance::for_difficulty(session.as_ref().and_then(|s| s.difficulty())));
    if in_force.0 != wanted {
        in_force.0 = wanted;
    }
}
