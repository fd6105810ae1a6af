//! The game's logic plugins driven headless (no window, no GPU): whole games
//! between computers through every screen, a person's move by keyboard
//! intents, undo, cancelling a search, and bad setup and settings files.

mod files;
mod flow;
mod human;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use chinese_checkers::app::{LaunchOptions, Screen, Session, TurnPhase, logic_plugin};
use chinese_checkers::rules::Setup;
use std::path::PathBuf;
use std::time::Duration;

/// Simulated seconds per frame: large, so computer pauses and animations
/// pass in a few frames.
const FRAME: Duration = Duration::from_millis(150);

/// A fresh scratch folder for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("chinese-checkers-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

/// The logic plugins with settings kept in a scratch folder.
fn headless_app(name: &str) -> App {
    let dir = scratch(name);
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(FRAME))
        .insert_resource(LaunchOptions {
            settings_path: Some(dir.join("settings.ron")),
            setups_dir: PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets/setups"),
            ..LaunchOptions::default()
        })
        .init_resource::<ButtonInput<KeyCode>>()
        .add_plugins(logic_plugin);
    app.update();
    app
}

fn setup(text: &str) -> Setup {
    Setup::from_ron(text).expect("test setup parses")
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn phase(app: &App) -> Option<TurnPhase> {
    app.world().get_resource::<State<TurnPhase>>().map(|s| *s.get())
}

fn session(app: &App) -> &Session {
    app.world().resource::<Session>()
}

/// Runs frames until `done` holds, at most `limit` frames; returns whether
/// it held. Computer searches run on other threads, so a frame that waits
/// for one yields briefly.
fn run_until(app: &mut App, limit: usize, done: impl Fn(&App) -> bool) -> bool {
    for _ in 0..limit {
        if done(app) {
            return true;
        }
        app.update();
        if phase(app) == Some(TurnPhase::Computer) {
            std::thread::sleep(Duration::from_millis(1));
        }
    }
    done(app)
}
