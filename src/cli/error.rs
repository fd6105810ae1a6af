//! Why a command failed, for the user: one line on stderr, exit code 2.

use content::lessons::LessonError;
use net::{AddressError, CodeError};
use rules::{FileError, ReplayError, SerializeError, SetupError};
use saves::SaveError;
use std::fmt;
use std::path::PathBuf;

/// Why a command failed. Printed as one line by [`fail`](super::fail).
#[derive(Debug)]
pub enum CliError {
    /// A setup file that does not load or makes no game.
    Setup(FileError<SetupError>),
    /// A replay file that does not load or breaks the rules.
    Replay(FileError<ReplayError>),
    /// A lesson that does not load: its number (from 1) and why.
    Lesson {
        /// The lesson's number, from 1.
        number: u32,
        /// What is wrong with its file.
        error: LessonError,
    },
    /// No lesson has this number.
    NoSuchLesson {
        /// The number asked for.
        number: u32,
        /// How many lessons there are.
        count: usize,
    },
    /// A join code that does not read.
    Code(CodeError),
    /// A host's address that does not read or cannot be found.
    Address(AddressError),
    /// A file or folder the command writes could not be made.
    Write {
        /// The file or folder.
        path: PathBuf,
        /// What the system said.
        error: std::io::Error,
    },
    /// A match's replay could not be saved.
    Save(SaveError),
    /// Something could not be written as RON.
    Serialize(SerializeError),
    /// Something could not be written as JSON.
    Json(serde_json::Error),
    /// One of a match's threads stopped on an error.
    MatchThread,
    /// The review stopped before its end.
    ReviewStopped,
    /// The command needs the game, which this build leaves out.
    NoGame,
    /// The game window was asked for, which this build leaves out.
    NoWindow,
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::Setup(error) => error.fmt(f),
            CliError::Replay(error) => error.fmt(f),
            CliError::Lesson { number, error } => write!(f, "lesson {number}: {error}"),
            CliError::NoSuchLesson { number, count } => write!(f, "lesson {number}: there are {count} lessons"),
            CliError::Code(error) => error.fmt(f),
            CliError::Address(error) => error.fmt(f),
            CliError::Write { path, error } => write!(f, "{}: {error}", path.display()),
            CliError::Save(error) => error.fmt(f),
            CliError::Serialize(error) => error.fmt(f),
            CliError::Json(error) => error.fmt(f),
            CliError::MatchThread => f.write_str("a match thread failed"),
            CliError::ReviewStopped => f.write_str("the review was stopped"),
            CliError::NoGame => f.write_str("this build has no game (feature `game`)"),
            CliError::NoWindow => f.write_str("this build has no game window: build with the default features"),
        }
    }
}

impl std::error::Error for CliError {}

impl From<FileError<SetupError>> for CliError {
    fn from(error: FileError<SetupError>) -> CliError {
        CliError::Setup(error)
    }
}

impl From<FileError<ReplayError>> for CliError {
    fn from(error: FileError<ReplayError>) -> CliError {
        CliError::Replay(error)
    }
}

impl From<SaveError> for CliError {
    fn from(error: SaveError) -> CliError {
        CliError::Save(error)
    }
}

impl From<SerializeError> for CliError {
    fn from(error: SerializeError) -> CliError {
        CliError::Serialize(error)
    }
}

impl From<serde_json::Error> for CliError {
    fn from(error: serde_json::Error) -> CliError {
        CliError::Json(error)
    }
}

impl From<CodeError> for CliError {
    fn from(error: CodeError) -> CliError {
        CliError::Code(error)
    }
}

impl From<AddressError> for CliError {
    fn from(error: AddressError) -> CliError {
        CliError::Address(error)
    }
}
