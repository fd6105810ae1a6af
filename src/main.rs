//! The `chinese-checkers` binary: parses the command line, then runs a
//! headless subcommand or opens the game.

use chinese_checkers::cli::{Cli, Command, fail, run};
use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        // The replay screen of `replay FILE [--turn K]` and the lessons are the window's to open.
        None
        | Some(
            Command::Play { .. }
            | Command::Lesson { .. }
            | Command::Online { .. }
            | Command::Replay { check: false, .. },
        ) => open_game(cli),
        #[cfg(feature = "game")]
        Some(Command::FrameTimes { updates }) => {
            let times = chinese_checkers::app::measure_frame_times(updates);
            println!(
                "{} frames ({} while a computer searched): mean {:.2} ms, worst {:.2} ms, {} over 16 ms",
                times.frames,
                times.frames_while_searching,
                times.mean.as_secs_f64() * 1000.0,
                times.worst.as_secs_f64() * 1000.0,
                times.over_16_ms
            );
            ExitCode::SUCCESS
        }
        #[cfg(feature = "game")]
        Some(command @ (Command::Serve { .. } | Command::Join { .. })) => network(command),
        Some(command) => match run(command) {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) => fail(error),
        },
    }
}

#[cfg(feature = "game")]
fn open_game(cli: Cli) -> ExitCode {
    use chinese_checkers::app::{LaunchOptions, Start, run};
    let replay = match &cli.command {
        Some(Command::Replay { file, turn, .. }) => match rules::load_replay(file) {
            Ok(replay) => Some(chinese_checkers::app::OpenReplay {
                replay: Box::new(replay),
                at: turn.map_or(0, |t| t as usize),
                source: Some(file.clone()),
                review: false,
            }),
            Err(error) => return fail(chinese_checkers::cli::CliError::Replay(error)),
        },
        _ => None,
    };
    let seed = match &cli.command {
        Some(Command::Play { seed, .. }) => *seed,
        _ => None,
    };
    let options = LaunchOptions {
        autoplay: cli.autoplay,
        seed,
        screenshot: cli.screenshot,
        frames: cli.frames,
        replay,
        ..LaunchOptions::default()
    };
    let start = match &cli.command {
        Some(Command::Play { setup, .. }) => match content::load_setup(setup) {
            Ok((setup, _)) => Start::Game(setup),
            Err(error) => return fail(error.into()),
        },
        Some(Command::Lesson { number }) => match lesson_index(options.own_lessons.as_deref(), *number) {
            Ok(index) => Start::Lesson(index),
            Err(error) => return fail(error),
        },
        Some(Command::Online { address }) => match net::parse_address_or_port(address, net::room::DEFAULT_ROOM_PORT) {
            Ok(_) => Start::Room(address.clone()),
            Err(error) => return fail(error.into()),
        },
        _ => Start::Menu,
    };
    if !chinese_checkers::app::graphics_adapter_found() {
        eprintln!("chinese-checkers: {}", chinese_checkers::app::NO_GRAPHICS_ADAPTER);
        return ExitCode::FAILURE;
    }
    match run(options, start) {
        bevy::app::AppExit::Success => ExitCode::SUCCESS,
        bevy::app::AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

/// Runs `serve` or `join`.
#[cfg(feature = "game")]
fn network(command: Command) -> ExitCode {
    use chinese_checkers::app::{JoinOptions, ServeOptions, join, serve};
    use net::{JoinCode, SeatWish, parse_address};
    let exit = match command {
        Command::Serve { setup, port, code, games, replays, stand_in_after, public } => {
            let setup = match content::load_setup(&setup) {
                Ok((setup, _)) => setup,
                Err(error) => return fail(error.into()),
            };
            let code = match code.as_deref().map(JoinCode::parse).transpose() {
                Ok(code) => code,
                Err(error) => return fail(error.into()),
            };
            let stand_in_after = stand_in_after.map(std::time::Duration::from_secs);
            serve(ServeOptions { setup, port, code, games, replays, stand_in_after, public })
        }
        Command::Join { address, code, seat, level, name, replays } => {
            let (address, code) = match (parse_address(&address), JoinCode::parse(&code)) {
                (Ok(address), Ok(code)) => (address, code),
                (Err(error), _) => return fail(error.into()),
                (_, Err(error)) => return fail(error.into()),
            };
            let wish = seat.map_or(SeatWish::AnyOpen, |s| SeatWish::Seat(s - 1));
            let name = name.unwrap_or_else(|| level.to_string());
            join(JoinOptions { address, code, wish, level, name, replays })
        }
        _ => return ExitCode::SUCCESS,
    };
    match exit {
        bevy::app::AppExit::Success => ExitCode::SUCCESS,
        bevy::app::AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

/// The index in the lesson list of lesson `number` (from 1), once it is
/// known to load.
#[cfg(feature = "game")]
fn lesson_index(own: Option<&std::path::Path>, number: u32) -> Result<usize, chinese_checkers::cli::CliError> {
    use chinese_checkers::cli::CliError;
    let lessons = content::lessons::load_all(own);
    let index = usize::try_from(number).ok().and_then(|n| n.checked_sub(1)).unwrap_or(usize::MAX);
    match lessons.get(index) {
        Some(Ok(_)) => Ok(index),
        Some(Err(error)) => Err(CliError::Lesson { number, error: error.clone() }),
        None => Err(CliError::NoSuchLesson { number, count: lessons.len() }),
    }
}

#[cfg(not(feature = "game"))]
fn open_game(_: Cli) -> ExitCode {
    fail(chinese_checkers::cli::CliError::NoWindow)
}
