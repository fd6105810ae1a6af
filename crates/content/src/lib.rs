//! The files the game ships with, built into the program so that it runs
//! from any folder: the setups, the lessons and the how-to-play page
//! (`build.rs` lists the setups and lessons of the game's `assets/`), and
//! the lessons' checks ([`lessons`]).
//!
//! A player's own setups and lessons are files in folders of their own
//! (the game passes its data directory's), listed after the built-in ones
//! by [`with_own`]; a file of theirs with a built-in's name takes its place.
//! The command line names a built-in setup by its file name
//! ([`load_setup`]).
//!
//! ```
//! use chinese_checkers_content::{SETUPS, with_own};
//! let listed = with_own(SETUPS, None);
//! assert_eq!(listed.len(), SETUPS.len());
//! assert!(listed.iter().all(|file| file.text.is_ok()));
//! ```

pub mod lessons;

use rules::{FileError, Game, Setup, SetupError, game_from_text, load_game};
use std::borrow::Cow;
use std::path::{Path, PathBuf};

/// A file built into the program.
#[derive(Debug, Clone, Copy)]
pub struct BuiltIn {
    /// Its file name, `01-you-vs-easy.ron`.
    pub name: &'static str,
    /// Its text.
    pub text: &'static str,
}

include!(concat!(env!("OUT_DIR"), "/content.rs"));

/// The how-to-play page (`assets/help/how-to-play.ron`).
pub const HELP: &str = include_str!("../../../assets/help/how-to-play.ron");

/// Where a listed file comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Origin {
    /// Built into the program.
    BuiltIn,
    /// The player's own file.
    Own(PathBuf),
}

/// A file of a list: a built-in one or one of the player's own.
#[derive(Debug, Clone)]
pub struct ListedFile {
    /// Its file name.
    pub name: String,
    /// Where it comes from.
    pub origin: Origin,
    /// Its text, or why it could not be read.
    pub text: Result<Cow<'static, str>, ReadError>,
}

/// Why one of the player's files or folders could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadError {
    /// The kind of failure.
    pub kind: std::io::ErrorKind,
    /// What the system said.
    pub message: String,
}

impl From<std::io::Error> for ReadError {
    fn from(error: std::io::Error) -> ReadError {
        ReadError { kind: error.kind(), message: error.to_string() }
    }
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ReadError {}

impl ListedFile {
    /// The file as an error names it: the name of a built-in file, the
    /// path of the player's own.
    pub fn label(&self) -> String {
        match &self.origin {
            Origin::BuiltIn => self.name.clone(),
            Origin::Own(path) => path.display().to_string(),
        }
    }

    /// Its name without `.ron`, a lesson's id.
    pub fn stem(&self) -> &str {
        self.name.strip_suffix(".ron").unwrap_or(&self.name)
    }
}

/// The built-in files, then the `*.ron` files of the player's folder
/// `own` sorted by name; an own file with a built-in's name replaces it
/// where it stands. A folder that does not exist adds nothing; one that
/// cannot be read adds one entry with the error.
pub fn with_own(built_in: &[BuiltIn], own: Option<&Path>) -> Vec<ListedFile> {
    let mut listed: Vec<ListedFile> = built_in
        .iter()
        .map(|file| ListedFile {
            name: file.name.to_owned(),
            origin: Origin::BuiltIn,
            text: Ok(Cow::Borrowed(file.text)),
        })
        .collect();
    for file in own.map(own_files).unwrap_or_default() {
        match listed.iter_mut().find(|listed| listed.name == file.name) {
            Some(place) => *place = file,
            None => listed.push(file),
        }
    }
    listed
}

/// "; the player's own go in FOLDER", for a log line; empty for no folder.
pub fn own_files_go_in(own: Option<&Path>) -> String {
    own.map(|dir| format!("; the player's own go in {}", dir.display())).unwrap_or_default()
}

/// The `*.ron` files of a folder, sorted by name, with their texts.
fn own_files(dir: &Path) -> Vec<ListedFile> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Vec::new(),
        Err(error) => {
            let name = dir.display().to_string();
            return vec![ListedFile { name, origin: Origin::Own(dir.to_owned()), text: Err(error.into()) }];
        }
    };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "ron"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|path| ListedFile {
            name: path.file_name().map_or_else(String::new, |n| n.to_string_lossy().into_owned()),
            text: std::fs::read_to_string(&path).map(Cow::Owned).map_err(ReadError::from),
            origin: Origin::Own(path),
        })
        .collect()
}

/// A setup file, or, where no file has that name, the built-in setup of
/// that file name (`07-six-players.ron`), read and checked into a game.
///
/// # Errors
///
/// The file, and why it could not be read or makes no game.
pub fn load_setup(path: &Path) -> Result<(Setup, Game), FileError<SetupError>> {
    let built_in = SETUPS.iter().find(|file| Path::new(file.name) == path);
    match built_in {
        Some(file) if !path.exists() => {
            game_from_text(file.text).map_err(|error| FileError { path: file.name.to_owned(), error })
        }
        _ => load_game(path),
    }
}
