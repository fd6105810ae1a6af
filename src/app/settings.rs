//! Player settings: default rules, animation speed, assistance and camera,
//! kept as a RON file in the platform's config directory. A missing or
//! broken file means defaults and one warning; saving writes a temporary
//! file and renames it, so a crash never leaves half a file.

use super::session::Session;
use crate::rules::{Level, Rules};
use bevy::prelude::*;
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

/// The settings a player can change.
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
    /// The setup last played, for the menu's Play button.
    pub last_setup: Option<crate::rules::Setup>,
    /// Seed of the first game's computer players.
    pub seed: u64,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            default_rules: Rules::default(),
            animation_speed: 1.0,
            assistance: None,
            camera_follows_human: true,
            sound: true,
            last_setup: None,
            seed: 1,
        }
    }
}

/// Where the settings live.
#[derive(Resource, Clone, Debug)]
pub struct SettingsFile(pub Option<PathBuf>);

/// The assistance in force for the current game.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct AssistanceInForce(pub Assistance);

pub(super) fn plugin(app: &mut App) {
    let path =
        app.world().get_resource::<super::LaunchOptions>().and_then(|o| o.settings_path.clone()).or_else(default_path);
    let settings = path.as_deref().map(load).unwrap_or_default();
    app.insert_resource(settings)
        .insert_resource(SettingsFile(path))
        .init_resource::<AssistanceInForce>()
        .add_systems(Update, (save_when_changed, update_assistance));
}

/// `settings.ron` in the platform's config directory.
fn default_path() -> Option<PathBuf> {
    dirs::config_dir().map(|dir| dir.join("chinese-checkers").join("settings.ron"))
}

/// Reads settings; a missing or broken file gives defaults and a warning.
pub fn load(path: &Path) -> Settings {
    match std::fs::read_to_string(path) {
        Ok(text) => ron::from_str(&text).unwrap_or_else(|error| {
            warn!("{}: {error}; using default settings", path.display());
            Settings::default()
        }),
        Err(error) => {
            warn!("{}: {error}; using default settings", path.display());
            Settings::default()
        }
    }
}

/// Writes settings to a temporary file beside `path`, then renames it over.
pub fn save(settings: &Settings, path: &Path) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let text = ron::ser::to_string_pretty(settings, ron::ser::PrettyConfig::new())
        .map_err(|e| std::io::Error::other(e.to_string()))?;
    let temporary = path.with_extension("ron.tmp");
    std::fs::write(&temporary, text)?;
    std::fs::rename(&temporary, path)
}

fn save_when_changed(settings: Res<Settings>, file: Res<SettingsFile>) {
    if !settings.is_changed() || settings.is_added() {
        return;
    }
    if let Some(path) = &file.0
        && let Err(error) = save(&settings, path)
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
