//! The command line: headless subcommands over the rules engine (and, with
//! the `game` feature, the window). Errors are one line on stderr, exit 2.

use crate::rules::{Game, load_game, perft, route_to_string};
use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

/// Chinese checkers on a 3D marble board.
#[derive(Debug, Parser)]
#[command(name = "chinese-checkers", version, about)]
pub struct Cli {
    /// What to do; with none, the game opens.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Counts move sequences from a setup's position, one line `D COUNT` per depth.
    Perft {
        /// Setup file (RON).
        setup: PathBuf,
        /// Deepest depth to count.
        depth: u32,
    },
    /// Lists the legal moves of the side to move, each as its route.
    Moves {
        /// Setup file (RON).
        setup: PathBuf,
    },
}

/// An error for the user: printed as one line, exit code 2.
#[derive(Debug)]
pub struct CliError(pub String);

impl<E: std::fmt::Display> From<E> for CliError {
    fn from(error: E) -> CliError {
        CliError(error.to_string())
    }
}

/// Runs a headless subcommand, printing its output on stdout.
pub fn run(command: Command) -> Result<(), CliError> {
    match command {
        Command::Perft { setup, depth } => {
            let (_, mut game) = load_game(&setup)?;
            for d in 1..=depth {
                println!("{d} {}", perft(&mut game, d));
            }
        }
        Command::Moves { setup } => {
            let (_, game) = load_game(&setup)?;
            for line in move_routes(&game) {
                println!("{line}");
            }
        }
    }
    Ok(())
}

/// Every legal move of the side to move, as routes in RULES.md notation.
pub fn move_routes(game: &Game) -> Vec<String> {
    game.legal_moves().iter().filter_map(|m| game.route(m)).map(|r| route_to_string(&r)).collect()
}

/// Prints an error the way every subcommand does, and gives exit code 2.
pub fn fail(error: CliError) -> ExitCode {
    eprintln!("chinese-checkers: {}", error.0);
    ExitCode::from(2)
}
