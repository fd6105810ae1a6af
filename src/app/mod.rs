//! The Bevy game: screens, the turn flow, input, animation, rendering, sound
//! and UI, one plugin per file.
//!
//! [`logic_plugin`] holds everything that decides what happens (the rules
//! resource, turns, computer players, selection, animation timing) and runs
//! headless; [`run`] adds the window, rendering, sound and UI on top.

mod ai_turns;
mod animation;
mod audio;
mod board;
mod camera;
mod capture;
mod frame_times;
mod graphics_check;
mod input;
mod language;
mod layout;
mod lifecycle;
mod marbles;
mod names;
mod navigation;
mod net;
mod notice;
mod palette;
mod pointer;
mod quality;
mod rating;
mod render_scale;
mod review_job;
mod saving;
mod screens;
mod selection;
mod session;
mod turn;
mod ui;
mod view;
mod window;
mod window_icon;

use crate::rules::Setup;
use bevy::prelude::*;
use std::path::PathBuf;

pub use ai_turns::ComputerThinking;
pub use animation::{MarbleLanded, MoveShown, SkipAnimation};
pub use board::SceneCensus;
pub use camera::DockedPanels;
pub use frame_times::{FrameTimes, measure as measure_frame_times};
pub use graphics_check::{NO_GRAPHICS_ADAPTER, graphics_adapter_found};
pub use input::{HintRequested, KeyboardTaken, PointerTaken, UiWantsInput};
pub use language::UiTexts;
pub use layout::hole_position;
pub use lifecycle::GameRequest;
pub use marbles::Marble;
pub use names::{PERSON_NAME, level_choice, level_name, ordinal};
pub use navigation::GoTo;
pub use net::{
    Asked, Door, Hand, HostRequest, Hosting, HostingOptions, JoinOptions, JoinRequest, Joined, JoinedState, Lost,
    SeatHands, ServeOptions, TurnedAway, join, local_addresses, serve,
};
pub use notice::{Notice, SetNotice};
pub use pointer::HoleSpot;
pub use rating::{LastGame, PlayerRating};
pub use saving::{GameStore, InProgress, LastSaved, NotListed, SavedGames, StoreOff};
pub use screens::learn::{
    ActiveLesson, LessonCatalogue, LessonHoles, LessonJudged, LessonRequest, LessonStage, LessonStarted, ShowAnswer,
};
pub use screens::menu::quick_game::{FirstMover, Levels, QuickGame};
pub use screens::new_game::catalogue::{SetupCatalogue, SetupEntry};
pub use screens::replay::{
    OpenReplay, RaceChart, ReplayPlayback, ReplayRequest, ReplayReview, ToggleReview, WatchFile,
};
pub use screens::results::GameFigures;
pub use screens::settings::{
    Assistance, CurrentSettings, RenderScale, Settings, SettingsChange, SettingsEdit, load as load_settings,
    save as save_settings,
};
pub use screens::statistics::Statistics;
pub use selection::{ChoiceRefused, Intent, Selection};
pub use session::{MoveChosen, MovePlayed, MovedOnHost, Session};
pub use turn::{GameOver, Offer, PlayerFinished, Stop, TurnActions, TurnRequest, YourTurn};
pub use view::{BoardView, CameraInput, ToggleView};

/// Which screen is showing. Changed only by the navigation module, from
/// `GoTo` messages.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    /// Title and main choices.
    #[default]
    Menu,
    /// Choosing a setup file or building a setup for a new game.
    NewGame,
    /// Changing settings.
    Settings,
    /// A game in progress.
    Play,
    /// The finishing order of the game just played.
    Results,
    /// The list of lessons.
    Learn,
    /// The how-to-play page.
    HowToPlay,
    /// The saved games, newest first.
    SavedGames,
    /// A saved game shown again, turn by turn.
    Replay,
    /// The person's record over the saved games.
    Statistics,
    /// Hosting a game over the network, or joining one, and its lobby.
    Online,
}

/// Where the current turn stands, while a game is on. Changed only by the
/// turn flow (the `turn` module).
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(Screen = Screen::Play)]
pub enum TurnPhase {
    /// Working out whose turn it is and what they are.
    #[default]
    Deciding,
    /// Waiting for a person to move.
    Human,
    /// A computer player is searching.
    Computer,
    /// A player on another machine is to move (or, on a client, anyone
    /// but this machine's own seat): the move comes over the network.
    Remote,
    /// A move is being shown.
    Animating,
    /// The lesson's task is done: nothing more is played.
    LessonDone,
    /// The moves since the person to move last moved are shown again; the
    /// same person's turn follows.
    Recap,
}

/// Whether the game is paused (the pause overlay is open). Changed only by
/// the turn flow, from `TurnRequest`s.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(Screen = Screen::Play)]
pub enum Pause {
    /// Play goes on.
    #[default]
    Running,
    /// Nothing moves until the player resumes.
    Paused,
}

/// The order of the game's work within a frame.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub enum GameSet {
    /// Games started, undone and left; the marbles rebuilt to match; the
    /// actions a person has this frame.
    Session,
    /// Keyboard and mouse turned into intents.
    Input,
    /// Intents turned into a selection or a chosen move; undo and pause
    /// requests carried out.
    Select,
    /// Computer players' searches started and collected.
    Ai,
    /// Chosen moves checked against the rules and played.
    ApplyMove,
    /// Moves shown on the board.
    Animate,
    /// A shown move ends its turn.
    TurnEnd,
    /// Sound and other reactions to what happened.
    React,
}

/// Everything that stands still while the game is paused: the turn flow,
/// a person's choices, collecting computer moves, the animation. This is the
/// one place the pause is checked.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct PausableSystems;

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
            screens::logic_plugin,
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
}

/// Opens the game window and runs until it closes.
pub fn run(options: LaunchOptions, start: Start) -> AppExit {
    let path = options.settings_path.clone().or_else(screens::settings::default_path);
    // Read before the log exists, so a problem is logged once it does.
    let (settings, problem) = path.as_deref().map(screens::settings::open).unwrap_or_default();
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins.set(WindowPlugin { primary_window: Some(window::primary_window(&settings)), ..default() }),
    )
    .add_plugins(MeshPickingPlugin)
    .insert_resource(LaunchOptions { settings: Some(settings), ..options })
    .add_systems(Startup, notice::tell_at_start(problem))
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
    }
    app.run()
}

/// The game's folder in the platform's data directory
/// (`~/.local/share/chinese-checkers` on Linux): saved games, and the
/// player's own setups and lessons. `None` where the platform has none.
pub fn data_home() -> Option<PathBuf> {
    dirs::data_dir().map(|dir| dir.join(window::APPLICATION_ID))
}
