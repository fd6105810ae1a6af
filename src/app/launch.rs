//! What the game is launched with: the command line's options, what it
//! opens at, and where its files live.

use super::navigation::OpenReplay;
use super::settings::Settings;
use bevy::prelude::*;
use rules::Setup;
use std::path::PathBuf;

/// The name window managers and task bars group the game's windows by
/// (X11's `WM_CLASS`, Wayland's application id), as its desktop entry; the
/// game's folders are named after it too.
pub const APPLICATION_ID: &str = "chinese-checkers";

/// Options from the command line. Inserted before the app runs; never
/// changed.
#[derive(Resource, Debug, Clone)]
pub struct LaunchOptions {
    /// Computers take every seat.
    pub autoplay: bool,
    /// Save a screenshot here after `frames` frames, then exit.
    pub screenshot: Option<PathBuf>,
    /// Frames before the screenshot.
    pub frames: u32,
    /// Where settings are kept; `None` for the platform's config directory.
    pub settings_path: Option<PathBuf>,
    /// The settings to start with, already read (the window reads them
    /// first, to open where it was) or chosen (the headless server's);
    /// `None` reads them from the file.
    pub settings: Option<Settings>,
    /// The player's own setup files, listed after the built-in ones.
    pub own_setups: Option<PathBuf>,
    /// The player's own lesson files, listed after the built-in ones.
    pub own_lessons: Option<PathBuf>,
    /// Where saved games are kept; `None` for the platform's data directory.
    pub data_dir: Option<PathBuf>,
    /// Open the replay screen on this replay at start.
    pub replay: Option<OpenReplay>,
    /// The first game's seed (`play --seed`), each later game's the one
    /// after; `None` draws every game's seed from the operating system.
    pub seed: Option<u64>,
}

impl Default for LaunchOptions {
    fn default() -> LaunchOptions {
        LaunchOptions {
            autoplay: false,
            screenshot: None,
            frames: 90,
            settings_path: None,
            settings: None,
            own_setups: data_home().map(|dir| dir.join("setups")),
            own_lessons: data_home().map(|dir| dir.join("lessons")),
            data_dir: None,
            replay: None,
            seed: None,
        }
    }
}

/// What the game opens at.
#[derive(Debug, Clone, Default)]
pub enum Start {
    /// The menu.
    #[default]
    Menu,
    /// A game of this setup.
    Game(Setup),
    /// The lesson at this index of the lesson list (from 0).
    Lesson(usize),
    /// The lobby of the room server at this address, as typed.
    Room(String),
}

/// The game's folder in the platform's data directory
/// (`~/.local/share/chinese-checkers` on Linux): saved games, and the
/// player's own setups and lessons. `None` where the platform has none.
pub fn data_home() -> Option<PathBuf> {
    dirs::data_dir().map(|dir| dir.join(APPLICATION_ID))
}
