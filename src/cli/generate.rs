//! `generate DIR`: the files a package installs beside the program, made
//! from the same definitions that parse the command line: a manual page for
//! the program and one for each subcommand (section 6, games), and the
//! completion scripts of bash, zsh and fish.

use super::CliError;
use super::args::Cli;
use clap::CommandFactory;
use clap_complete::Shell;
use std::path::Path;

/// The manual's section: games.
const SECTION: &str = "6";

/// Writes the manual pages and the completion scripts into `dir`, creating
/// it, and prints each file's name.
pub(super) fn generate(dir: &Path) -> Result<(), CliError> {
    let name_error = |path: &Path, error: std::io::Error| CliError::Write { path: path.to_path_buf(), error };
    std::fs::create_dir_all(dir).map_err(|e| name_error(dir, e))?;
    let mut command = Cli::command().disable_help_subcommand(true);
    command.build();
    for page in pages(&command) {
        let path = dir.join(page.get_filename());
        let mut text = Vec::new();
        page.render(&mut text).map_err(|e| name_error(&path, e))?;
        std::fs::write(&path, text).map_err(|e| name_error(&path, e))?;
        println!("{}", path.display());
    }
    for shell in [Shell::Bash, Shell::Zsh, Shell::Fish] {
        let path =
            clap_complete::generate_to(shell, &mut command, "chinese-checkers", dir).map_err(|e| name_error(dir, e))?;
        println!("{}", path.display());
    }
    Ok(())
}

/// The program's manual page, then one for each subcommand a player sees.
fn pages(command: &clap::Command) -> Vec<clap_mangen::Man> {
    let mut pages = vec![clap_mangen::Man::new(command.clone()).section(SECTION)];
    for sub in command.get_subcommands().filter(|sub| !sub.is_hide_set()) {
        pages.push(clap_mangen::Man::new(sub.clone()).section(SECTION));
    }
    pages
}
