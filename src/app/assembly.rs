//! How the game's plugins are put together: [`logic_plugin`], everything
//! that decides what happens, which every app runs; the headless apps
//! built on it ([`headless_app`], [`headless_scene_plugin`]); and the game
//! window ([`run`]).

use super::launch::{LaunchOptions, Start};
use super::lesson::LessonRequest;
use super::lifecycle::GameRequest;
use super::navigation::GoTo;
use super::schedule::{GameSet, PausableSystems};
use super::screens::room::RoomForm;
use super::state::{Pause, Screen, TurnPhase};
use super::{
    ai_turns, animation, audio, board, camera, capture, input, language, lesson, lifecycle, marbles, navigation, net,
    notice, pointer, quality, rating, render_scale, saving, screens, selection, session, settings, turn, ui, view,
    window, window_icon,
};
use crate::locale::Texts;
use bevy::prelude::*;

/// An app that runs the game's logic ([`logic_plugin`]) without a window:
/// the headless server and client, the frame-time measure and the tests.
/// `runner` are the plugins that drive it (`MinimalPlugins`, set as the
/// caller needs), `options` its launch options, and `more` adds what the
/// caller needs before the logic plugins (a settings resource, a clock).
pub fn headless_app<M>(runner: impl bevy::app::Plugins<M>, options: LaunchOptions, more: impl FnOnce(&mut App)) -> App {
    let mut app = App::new();
    app.add_plugins((runner, bevy::state::app::StatesPlugin)).insert_resource(options);
    more(&mut app);
    app.init_resource::<ButtonInput<KeyCode>>().add_plugins(logic_plugin);
    app
}

/// Everything that decides the game's course, without window or rendering:
/// states, the rules resource and turn flow, computer players, selection,
/// animation timing, settings and setups. Headless tests run exactly this.
pub fn logic_plugin(app: &mut App) {
    app.init_resource::<LaunchOptions>()
        .init_state::<Screen>()
        .add_sub_state::<TurnPhase>()
        .add_sub_state::<Pause>()
        .configure_sets(
            Update,
            (
                GameSet::Session,
                GameSet::Input,
                GameSet::Select,
                GameSet::Ai,
                GameSet::ApplyMove,
                GameSet::Animate,
                GameSet::TurnEnd,
                GameSet::React,
            )
                .chain(),
        )
        .configure_sets(Update, PausableSystems.run_if(not(in_state(Pause::Paused))))
        .add_plugins((
            (navigation::plugin, notice::plugin, lifecycle::plugin),
            (settings::plugin, screens::logic_plugin, lesson::plugin),
            language::plugin,
            session::plugin,
            turn::plugin,
            pointer::plugin,
            selection::plugin,
            input::plugin,
            view::plugin,
            ai_turns::plugin,
            (marbles::plugin, animation::plugin),
            saving::plugin,
            rating::plugin,
            net::plugin,
        ));
}

/// The board's scene without a window or renderer: the quality tier (a
/// graphics card's, as no renderer is there to report a software one) and
/// the board's entities, meshes, materials and images, made and kept up as
/// the game goes. With [`logic_plugin`], headless tests count what a long
/// game leaves behind.
pub fn headless_scene_plugin(app: &mut App) {
    board::register_assets_headless(app);
    app.add_plugins((quality::plugin, board::scene_plugin));
}

/// Opens the game window and runs until it closes.
pub fn run(options: LaunchOptions, start: Start) -> AppExit {
    let path = options.settings_path.clone().or_else(settings::default_path);
    // Read before the log exists, so a problem is logged once it does.
    let (read, problem) = path.as_deref().map(settings::open).unwrap_or_default();
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins.set(WindowPlugin { primary_window: Some(window::primary_window(&read)), ..default() }),
    )
    .add_plugins(MeshPickingPlugin)
    .insert_resource(LaunchOptions { settings: Some(read), ..options })
    .add_systems(Startup, notice::tell_at_start(problem.map(|problem| move |texts: &Texts| problem.text(texts))))
    .add_plugins(logic_plugin)
    .add_plugins((
        quality::plugin,
        board::plugin,
        camera::plugin,
        render_scale::plugin,
        audio::plugin,
        ui::plugin,
        screens::ui_plugin,
        capture::plugin,
        window::plugin,
        window_icon::plugin,
    ));
    match start {
        Start::Menu => {}
        Start::Game(setup) => {
            app.world_mut().write_message(GameRequest::Start(setup));
        }
        Start::Lesson(index) => {
            app.world_mut().write_message(LessonRequest::Open(index));
        }
        Start::Room(address) => {
            app.insert_resource(RoomForm::connecting_to(address));
            app.world_mut().write_message(GoTo::screen(Screen::Room));
        }
    }
    app.run()
}
