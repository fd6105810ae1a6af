//! Why a save, a listing or a load failed, naming the file or directory.

use rules::{FileError, ReplayError, RonError, SerializeError};
use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

/// What could not be done with the saved games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// The directory cannot be created or read, or is not a directory.
    Directory {
        /// The directory.
        path: PathBuf,
        /// The system's reason.
        kind: io::ErrorKind,
        /// The system's message.
        message: String,
    },
    /// A file cannot be written (the disk may be full); the file that was
    /// there before is unchanged.
    Write {
        /// The file.
        path: PathBuf,
        /// The system's reason.
        kind: io::ErrorKind,
        /// The system's message.
        message: String,
    },
    /// A file cannot be read, deleted or copied.
    File {
        /// The file.
        path: PathBuf,
        /// The system's reason.
        kind: io::ErrorKind,
        /// The system's message.
        message: String,
    },
    /// What was to be saved cannot be written as text; nothing was written
    /// and the file that was there before is unchanged.
    Serialize {
        /// The file.
        path: PathBuf,
        /// The serialiser's reason.
        error: SerializeError,
    },
    /// A saved file is not a valid replay.
    Replay(FileError<ReplayError>),
    /// A review kept beside a replay does not read.
    Review {
        /// The review's file.
        path: PathBuf,
        /// What is wrong with its text.
        error: RonError,
    },
    /// A saved file is not a valid replay and has been renamed `*.bad`, so
    /// that no save replaces it.
    KeptAside {
        /// What is wrong with it (naming the file as it was).
        error: FileError<ReplayError>,
        /// Where it is now.
        kept_as: PathBuf,
    },
}

impl SaveError {
    /// A directory that cannot be used, with the system's reason.
    pub(crate) fn directory(path: &Path, error: &io::Error) -> SaveError {
        SaveError::Directory { path: path.to_path_buf(), kind: error.kind(), message: error.to_string() }
    }

    /// A file that cannot be written, with the system's reason.
    pub fn write(path: &Path, error: &io::Error) -> SaveError {
        SaveError::Write { path: path.to_path_buf(), kind: error.kind(), message: error.to_string() }
    }

    /// A file that cannot be read, deleted or copied, with the system's reason.
    pub(crate) fn file(path: &Path, error: &io::Error) -> SaveError {
        SaveError::File { path: path.to_path_buf(), kind: error.kind(), message: error.to_string() }
    }

    /// Whether the failure was a full disk (or a quota reached).
    pub fn is_disk_full(&self) -> bool {
        matches!(self, SaveError::Write { kind: io::ErrorKind::StorageFull | io::ErrorKind::QuotaExceeded, .. })
    }
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::Directory { path, message, .. } => {
                write!(f, "{}: cannot use this directory for saved games: {message}", path.display())
            }
            SaveError::Write { path, message, .. } => write!(f, "{}: cannot save: {message}", path.display()),
            SaveError::File { path, message, .. } => write!(f, "{}: {message}", path.display()),
            SaveError::Serialize { path, error } => write!(f, "{}: cannot save: {error}", path.display()),
            SaveError::Replay(error) => error.fmt(f),
            SaveError::Review { path, error } => write!(f, "{}: {error}", path.display()),
            SaveError::KeptAside { error, kept_as } => write!(f, "{error}; the file is kept as {}", kept_as.display()),
        }
    }
}

impl std::error::Error for SaveError {}
