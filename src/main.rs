//! The `chinese-checkers` binary: parses the command line, then runs a
//! headless subcommand or opens the game.

use chinese_checkers::cli::{Cli, Command, fail, run};
use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        // The viewer of `replay FILE [--turn K]` and the lessons are the window's to open.
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
    use chinese_checkers::app::{LaunchOptions, run};
    let start = match &cli.command {
        Some(Command::Play { setup }) => match chinese_checkers::rules::load_game(setup) {
            Ok((setup, _)) => Some(setup),
            Err(error) => return fail(error.into()),
        },
        _ => None,
    };
    let options = LaunchOptions {
        autoplay: cli.autoplay,
        screenshot: cli.screenshot,
        frames: cli.frames,
        ..LaunchOptions::default()
    };
    match run(options, start) {
        bevy::app::AppExit::Success => ExitCode::SUCCESS,
        bevy::app::AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

#[cfg(not(feature = "game"))]
fn open_game(_: Cli) -> ExitCode {
    fail(chinese_checkers::cli::CliError("this build has no game window: build with the default features".into()))
}
