//! The Bevy game: screens, the turn flow, input, animation, rendering, sound
//! and UI, one plugin per file.
//!
//! [`logic_plugin`] holds everything that decides what happens (the rules
//! resource, turns, computer players, selection, animation timing) and runs
//! headless; [`run`] adds the window, rendering, sound and UI on top
//! (`assembly`). This file only names the modules and what the game offers
//! from them: each item lives in the module that owns it.

mod ai_turns;
mod animation;
mod assembly;
mod audio;
mod board;
mod camera;
mod capture;
mod frame_times;
mod graphics_check;
mod input;
mod language;
mod launch;
mod layout;
mod lesson;
mod lifecycle;
mod marbles;
mod names;
mod navigation;
mod net;
mod notice;
mod palette;
mod pointer;
mod quality;
mod quick_game;
mod rating;
mod render_scale;
mod review_job;
mod saving;
mod schedule;
mod screens;
mod selection;
mod session;
mod settings;
mod setup_error;
mod state;
mod turn;
mod ui;
mod view;
mod window;
mod window_icon;

pub use self::net::headless::{JoinOptions, ServeOptions, join, serve};
pub use self::net::{
    Asked, ChatLine, Door, Hand, HostRequest, Hosting, HostingOptions, JoinRequest, Joined, JoinedState, Lost, Room,
    RoomRequest, RoomStatus, SeatHands, Turned, TurnedAway, address_error_text, code_error_text, gone_text,
    local_addresses, room_refused_text,
};
pub use ai_turns::ComputerThinking;
pub use animation::{MarbleLanded, MoveShown, SkipAnimation};
pub use assembly::{headless_app, headless_scene_plugin, logic_plugin, run};
pub use board::SceneCensus;
pub use camera::DockedPanels;
pub use frame_times::{FrameTimes, measure as measure_frame_times};
pub use graphics_check::{NO_GRAPHICS_ADAPTER, graphics_adapter_found};
pub use input::{HintRequested, KeyboardTaken, PointerTaken, UiWantsInput};
pub use language::UiTexts;
pub use launch::{LaunchOptions, Start, data_home};
pub use layout::hole_position;
pub use lesson::{
    ActiveLesson, LessonCatalogue, LessonHoles, LessonJudged, LessonRequest, LessonStage, LessonStarted, ShowAnswer,
};
pub use lifecycle::GameRequest;
pub use marbles::Marble;
pub use names::{PERSON_NAME, level_choice, level_name, ordinal};
pub use navigation::{GoTo, OpenReplay, WatchFile};
pub use notice::{Notice, SetNotice};
pub use pointer::HoleSpot;
pub use quick_game::{FirstMover, Levels, QuickGame};
pub use rating::{LastGame, PlayerRating};
pub use saving::{GameStore, InProgress, LastSaved, NotListed, SavedGames, StoreOff};
pub use schedule::{GameSet, PausableSystems};
pub use screens::new_game::catalogue::{SetupCatalogue, SetupEntry};
pub use screens::replay::{RaceChart, ReplayPlayback, ReplayRequest, ReplayReview, ToggleReview};
pub use screens::results::GameFigures;
pub use screens::statistics::Statistics;
pub use selection::{ChoiceRefused, Intent, Selection};
pub use session::{MoveChosen, MovePlayed, MovedOnHost, Session, TimedOutOnHost};
pub use settings::{
    Assistance, CurrentSettings, RenderScale, RoomPlace, Settings, SettingsChange, SettingsEdit, load as load_settings,
    save as save_settings,
};
pub use state::{Pause, Screen, TurnPhase};
pub use turn::{GameOver, Offer, PlayerFinished, Stop, TurnActions, TurnRequest, YourTurn};
pub use view::{BoardView, CameraInput, ToggleView};
