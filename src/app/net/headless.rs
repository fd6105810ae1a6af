//! The network game without a window: `serve`, a dedicated server whose
//! open seats players join and whose computers play on it, and `join`, a
//! bot client whose seat a computer plays from the joining side. Both run
//! the game's own logic plugins, so they play by exactly the rules, turn
//! flow and saving of the window's game.

use super::client::{JoinRequest, Joined, JoinedState};
use super::host::{HostRequest, Hosting, HostingOptions};
use crate::app::assembly::headless_app;
use crate::app::launch::LaunchOptions;
use crate::app::session::Session;
use crate::app::settings::Settings;
use crate::app::turn::GameOver;
use bevy::app::ScheduleRunnerPlugin;
use bevy::log::LogPlugin;
use bevy::prelude::*;
use net::{JoinCode, SeatWish};
use rules::{Level, PlayerKind, Seat, Setup};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

/// Frames a second of the headless game: enough for the network, little
/// processor time.
const FRAMES_PER_SECOND: f64 = 60.0;
/// Animation speed without a window: a move is shown in a frame or two.
const HEADLESS_ANIMATION_SPEED: f32 = 50.0;

/// What `serve` was asked to do.
#[derive(Clone, Debug)]
pub struct ServeOptions {
    /// The game: its people's seats are open for players to join, its
    /// computers play here.
    pub setup: Setup,
    /// The UDP port.
    pub port: u16,
    /// The join code (a fresh one when `None`).
    pub code: Option<JoinCode>,
    /// Games to play before exiting.
    pub games: u32,
    /// Where to save the replays; `None`: where the game saves its own.
    pub replays: Option<PathBuf>,
    /// How long a dropped player's seat waits before a computer takes it.
    pub stand_in_after: Option<Duration>,
    /// Addresses players dial that are not this machine's own.
    pub public: Vec<SocketAddr>,
}

/// What `join` was asked to do.
#[derive(Clone, Debug)]
pub struct JoinOptions {
    /// The host's address and port.
    pub address: SocketAddr,
    /// The join code.
    pub code: JoinCode,
    /// The seat to take.
    pub wish: SeatWish,
    /// The level of the computer that plays it.
    pub level: Level,
    /// The name to show.
    pub name: String,
    /// Where to save the replays; `None`: where the game saves its own.
    pub replays: Option<PathBuf>,
}

/// The game's logic without a window, saving where told.
fn network_app(replays: Option<PathBuf>) -> App {
    let runner = ScheduleRunnerPlugin::run_loop(Duration::from_secs_f64(1.0 / FRAMES_PER_SECOND));
    let settings = Settings { animation_speed: HEADLESS_ANIMATION_SPEED, ..Settings::default() };
    let options = LaunchOptions { data_dir: replays, settings: Some(settings), ..LaunchOptions::default() };
    let mut app = headless_app((MinimalPlugins.set(runner), LogPlugin::default()), options, |_| {});
    app.add_systems(Update, log_results);
    app
}

/// Logs each game's finishing order.
fn log_results(mut over: MessageReader<GameOver>, session: Option<Res<Session>>) {
    let Some(session) = session else { return };
    for over in over.read() {
        let order: Vec<String> = over
            .order
            .iter()
            .enumerate()
            .map(|(place, &seat)| format!("{}. {}", place + 1, session.setup().player_name(seat)))
            .collect();
        info!("result after {} turns: {}", session.game().turns(), order.join(", "));
    }
}

/// Runs a dedicated server until its games are over.
pub fn serve(options: ServeOptions) -> AppExit {
    let code = options.code.clone().unwrap_or_else(|| JoinCode::from_random(rand::random()));
    let open: Vec<Seat> = (0..options.setup.players.len())
        .map(Seat::new)
        .filter(|s| options.setup.players[s.index()].kind == PlayerKind::Human)
        .collect();
    let hosting = HostingOptions {
        setup: options.setup,
        open,
        port: options.port,
        code,
        extra_addresses: options.public,
        stand_in_after: options.stand_in_after,
        stand_in_level: Level::HARD,
        auto_start: true,
        games: Some(options.games),
    };
    let mut app = network_app(options.replays);
    app.world_mut().write_message(HostRequest::Open(Box::new(hosting)));
    app.add_systems(Last, exit_when_closed);
    app.run()
}

/// The server exits once it has stopped hosting (its games are over, or it
/// could not listen).
fn exit_when_closed(
    hosting: Option<Res<Hosting>>,
    mut was_open: Local<bool>,
    mut frames: Local<u32>,
    mut exit: MessageWriter<AppExit>,
) {
    *frames += 1;
    match (hosting.is_some(), *was_open) {
        (true, _) => *was_open = true,
        (false, true) => {
            exit.write(AppExit::Success);
        }
        // Opening is a command of the first frames; if it has not opened
        // by then, it could not listen.
        (false, false) if *frames > 10 => {
            exit.write(AppExit::error());
        }
        _ => {}
    }
}

/// Runs a bot client until the host closes the game.
pub fn join(options: JoinOptions) -> AppExit {
    let mut app = network_app(options.replays);
    app.world_mut().write_message(JoinRequest::Dial {
        address: options.address,
        code: options.code,
        name: options.name,
        wish: options.wish,
        computer: Some(options.level),
    });
    app.add_systems(Last, exit_when_left);
    app.run()
}

/// The bot exits once the connection is over: successfully when the host
/// closed the game, with an error when it was refused or lost.
fn exit_when_left(joined: Option<Res<Joined>>, mut frames: Local<u32>, mut exit: MessageWriter<AppExit>) {
    *frames += 1;
    match joined.as_deref().map(Joined::state) {
        Some(JoinedState::Ended(_)) => {
            exit.write(AppExit::Success);
        }
        Some(JoinedState::Lost(_)) => {
            exit.write(AppExit::error());
        }
        None if *frames > 10 => {
            exit.write(AppExit::error());
        }
        _ => {}
    }
}
