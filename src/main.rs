//! The `chinese-checkers` binary: parses the command line, then runs a
//! headless subcommand or opens the game.

use chinese_checkers::cli::{Cli, fail, run};
use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Some(command) => match run(command) {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) => fail(error),
        },
        None => {
            use clap::CommandFactory;
            // The game window is not built yet: show what the binary can do.
            let _ = Cli::command().print_help();
            ExitCode::SUCCESS
        }
    }
}
