//! The `chinese-checkers` binary: parses the command line, then runs a
//! headless subcommand or opens the game.

use chinese_checkers::cli::{Cli, Command, fail, run};
use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        // The replay screen of `replay FILE [--turn K]` and the lessons are the window's to open.
        None | Some(Command::Play { .. } | Command::Lesson { .. } | Command::Replay { check: false, .. }) => {
            open_game(cli)
        }
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
        Some(Command::Replay { file, turn, .. }) => match chinese_checkers::rules::load_replay(file) {
            Ok(replay) => Some(chinese_checkers::app::OpenReplay {
                replay: Box::new(replay),
                at: turn.map_or(0, |t| t as usize),
                source: Some(file.clone()),
                review: false,
            }),
            Err(error) => return fail(chinese_checkers::cli::CliError(error.to_string())),
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
        Some(Command::Play { setup, .. }) => match chinese_checkers::rules::load_game(setup) {
            Ok((setup, _)) => Start::Game(setup),
            Err(error) => return fail(error.into()),
        },
        Some(Command::Lesson { number }) => match lesson_index(&options.lessons_dir, *number) {
            Ok(index) => Start::Lesson(index),
            Err(error) => return fail(error),
        },
        _ => Start::Menu,
    };
    match run(options, start) {
        bevy::app::AppExit::Success => ExitCode::SUCCESS,
        bevy::app::AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

/// The index in the lesson list of lesson `number` (from 1), once it is
/// known to load.
#[cfg(feature = "game")]
fn lesson_index(dir: &std::path::Path, number: u32) -> Result<usize, chinese_checkers::cli::CliError> {
    use chinese_checkers::cli::CliError;
    let lessons = chinese_checkers::lessons::load_dir(dir);
    let index = usize::try_from(number).ok().and_then(|n| n.checked_sub(1)).unwrap_or(usize::MAX);
    match lessons.get(index) {
        Some(Ok(_)) => Ok(index),
        Some(Err(error)) => Err(CliError(format!("lesson {number}: {error}"))),
        None => Err(CliError(format!("lesson {number}: there are {} lessons in {}", lessons.len(), dir.display()))),
    }
}

#[cfg(not(feature = "game"))]
fn open_game(_: Cli) -> ExitCode {
    fail(chinese_checkers::cli::CliError("this build has no game window: build with the default features".into()))
}
