//! Reading setup files into games, and the error that names the file a
//! setup or replay came from.

use super::game::Game;
use super::setup::{Setup, SetupError, diagram_line_offset};
use std::fmt;
use std::path::Path;

/// An error together with the file it came from: a [`SetupError`] from
/// [`load_game`], a [`ReplayError`](super::ReplayError) from
/// [`load_replay`](super::load_replay).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileError<E> {
    /// The file, as given.
    pub path: String,
    /// What is wrong with it.
    pub error: E,
}

impl<E: fmt::Display> fmt::Display for FileError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path, self.error)
    }
}

impl<E: std::error::Error + 'static> std::error::Error for FileError<E> {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.error)
    }
}

/// Reads a setup file and checks it into a game; errors name the file, and
/// diagram errors the file's line.
pub fn load_game(path: &Path) -> Result<(Setup, Game), FileError<SetupError>> {
    let file_error = |error| FileError { path: path.display().to_string(), error };
    let text = std::fs::read_to_string(path)
        .map_err(|e| file_error(SetupError::Read { kind: e.kind(), message: e.to_string() }))?;
    game_from_text(&text).map_err(file_error)
}

/// Reads a setup from its RON text and checks it into a game; diagram
/// errors name the text's line.
pub fn game_from_text(text: &str) -> Result<(Setup, Game), SetupError> {
    let setup = Setup::from_ron(text)?;
    let game = game_from_text_setup(&setup, text)?;
    Ok((setup, game))
}

/// Checks a setup parsed from `text`, naming the file line of a diagram
/// error.
pub fn game_from_text_setup(setup: &Setup, text: &str) -> Result<Game, SetupError> {
    Game::from_setup(setup).map_err(|e| e.shifted(diagram_line_offset(text)))
}
