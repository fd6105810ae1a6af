//! The game's logic plugins driven headless (no window, no GPU): whole games
//! between computers through every screen; people's games played by
//! picking's pointer events and by key presses, at every animation speed and
//! frame time; pause, undo, hints, cancelling a search, bad setup and
//! settings files; the lessons, played the same way; and the statistics
//! and the player's rating computed from the saved games.

mod files;
mod flow;
mod human;
mod language;
mod lessons;
mod network;
mod quick;
mod rating;
mod replays;
mod review;
mod room;
mod scene;
mod seeds;
mod statistics;
mod touch;
mod turns;

use bevy::camera::NormalizedRenderTarget;
use bevy::picking::backend::HitData;
use bevy::picking::events::{Click, Pointer};
use bevy::picking::pointer::{Location, PointerButton, PointerId};
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use chinese_checkers::app::{
    HoleSpot, LaunchOptions, Marble, Screen, Session, SettingsChange, SettingsEdit, TurnPhase, headless_app as game_app,
};
use rules::{Hole, Setup};
use std::path::PathBuf;
use std::time::{Duration, Instant};

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
    headless_app_in(&scratch(name))
}

/// The logic plugins with settings (`settings.ron`) and saved games
/// (`replays`) kept in `dir`. The first game's seed is 1, as `play --seed
/// 1` sets it, so that the computers play the same way on every run.
fn headless_app_in(dir: &std::path::Path) -> App {
    headless_app_seeded(dir, Some(1))
}

/// [`headless_app_in`] with the first game's seed, or fresh seeds (`None`).
fn headless_app_seeded(dir: &std::path::Path, seed: Option<u64>) -> App {
    headless_app_with(dir, seed, |_| {})
}

/// [`headless_app_seeded`] with more plugins, added by `more` before the
/// logic plugins.
fn headless_app_with(dir: &std::path::Path, seed: Option<u64>, more: impl FnOnce(&mut App)) -> App {
    let options = LaunchOptions {
        settings_path: Some(dir.join("settings.ron")),
        data_dir: Some(dir.join("replays")),
        own_setups: Some(dir.join("setups")),
        own_lessons: Some(dir.join("lessons")),
        seed,
        ..LaunchOptions::default()
    };
    let mut app = game_app(MinimalPlugins, options, |app| {
        more(app);
        app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    });
    // As `App::run` does: plugins finish their setup once all are added.
    app.finish();
    app.cleanup();
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
/// Changes one setting the way the game's forms and keys do, through the
/// settings' one writer, and runs a frame so that it is in force.
fn edit_setting(app: &mut App, edit: SettingsEdit) {
    app.world_mut().write_message(SettingsChange::Set(edit));
    app.update();
}

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

/// Sets the simulated length of every following frame.
fn set_frame(app: &mut App, frame: Duration) {
    app.insert_resource(TimeUpdateStrategy::ManualDuration(frame));
}

/// The entity a player would click for a hole: the marble in it, else the
/// hole itself.
fn entity_at(app: &mut App, hole: Hole) -> Entity {
    let world = app.world_mut();
    let marble = world.query::<(Entity, &Marble)>().iter(world).find(|(_, m)| m.hole == hole).map(|(e, _)| e);
    marble.unwrap_or_else(|| {
        world
            .query::<(Entity, &HoleSpot)>()
            .iter(world)
            .find(|(_, s)| s.0 == hole)
            .map(|(e, _)| e)
            .expect("a hole spot")
    })
}

/// Triggers picking's primary-button click on whatever shows `hole`, as the
/// mouse does in the window; runs no frame.
fn click_hole(app: &mut App, hole: Hole) {
    pointer_click(app, hole, PointerId::Mouse);
}

/// Triggers picking's click of `pointer` (the mouse, or a finger's touch)
/// on whatever shows `hole`; runs no frame.
fn pointer_click(app: &mut App, hole: Hole, pointer: PointerId) {
    let entity = entity_at(app, hole);
    let location = Location { target: NormalizedRenderTarget::None { width: 1280, height: 720 }, position: Vec2::ZERO };
    let click = Click {
        button: PointerButton::Primary,
        hit: HitData::new(Entity::PLACEHOLDER, 1.0, None, None),
        duration: Duration::from_millis(90),
        count: 1,
    };
    app.world_mut().trigger(Pointer::new(pointer, location, click, entity));
}

/// Runs a frame of every app (in real time, since a network connection
/// keeps real time) until `done` holds or `seconds` pass; returns whether it held.
fn run_all(apps: &mut [&mut App], seconds: u64, done: impl Fn(&[&mut App]) -> bool) -> bool {
    let end = Instant::now() + Duration::from_secs(seconds);
    while Instant::now() < end {
        if done(apps) {
            return true;
        }
        for app in apps.iter_mut() {
            app.update();
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    done(apps)
}

/// Holds a key down for one frame, then lets it go.
fn press(app: &mut App, key: KeyCode) {
    press_with(app, key, |_| {});
}

/// Holds a key down for one frame, doing `also` before that frame runs.
fn press_with(app: &mut App, key: KeyCode, also: impl FnOnce(&mut App)) {
    app.world_mut().resource_mut::<ButtonInput<KeyCode>>().press(key);
    also(app);
    app.update();
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release(key);
    keys.clear();
}
