//! The command line: headless subcommands over the rules engine (and, with
//! the `game` feature, the window). Errors are one line on stderr, exit 2.

mod args;
mod bestmove;
mod ccp;
mod error;
mod generate;
mod match_replays;
mod matches;
mod replay;
mod review;

pub use args::{Cli, Command};
pub use error::CliError;
pub use matches::MatchOptions;

use content::load_setup;
use rules::{Game, perft, route_to_string};
use std::process::ExitCode;

/// Runs a headless subcommand, printing its output on stdout.
pub fn run(command: Command) -> Result<(), CliError> {
    match command {
        Command::Play { .. }
        | Command::Lesson { .. }
        | Command::Online { .. }
        | Command::FrameTimes { .. }
        | Command::Serve { .. }
        | Command::Join { .. }
        | Command::Replay { check: false, .. } => {
            return Err(CliError::NoGame);
        }
        Command::Perft { setup, depth } => {
            let (_, mut game) = load_setup(&setup)?;
            for d in 1..=depth {
                println!("{d} {}", perft(&mut game, d));
            }
        }
        Command::Bestmove { setup, level, seed } => bestmove::bestmove(&setup, level, seed)?,
        Command::Match { setup, games, seed, jobs, max_turns, json, record } => {
            matches::run_match(&setup, MatchOptions { games, seed, jobs, max_turns, json }, record.as_deref())?
        }
        Command::Replay { file, check: true, .. } => replay::check(&file)?,
        Command::Review { file, level, json } => review::review(&file, level, json)?,
        Command::Ccp => ccp::ccp()?,
        Command::Generate { dir } => generate::generate(&dir)?,
        Command::Moves { setup } => {
            let (_, game) = load_setup(&setup)?;
            for line in move_routes(&game) {
                println!("{line}");
            }
        }
    }
    Ok(())
}

/// Every legal move of the side to move, as routes in the notation of docs/rules.md.
pub fn move_routes(game: &Game) -> Vec<String> {
    game.legal_moves().iter().filter_map(|m| game.route(m)).map(|r| route_to_string(&r)).collect()
}

/// Prints an error the way every subcommand does, and gives exit code 2.
pub fn fail(error: CliError) -> ExitCode {
    eprintln!("chinese-checkers: {error}");
    ExitCode::from(2)
}

#[cfg(test)]
mod tests {
    use super::Cli;
    use clap::CommandFactory;

    #[test]
    fn the_command_line_is_consistent() {
        Cli::command().debug_assert();
    }
}
