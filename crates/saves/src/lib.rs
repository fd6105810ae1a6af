//! Saved games on disk, never lost: finished and unfinished games as replay
//! files in one directory (the game passes its data directory), written
//! atomically, listed newest first, deleted and exported; and one
//! "in progress" slot holding the game being played, saved after every turn
//! so that it can be continued after the game is closed.
//!
//! ```
//! use rules::{Replay, Setup};
//! use chinese_checkers_saves::ReplayStore;
//! # let dir = std::env::temp_dir().join(format!("saves-doc-{}", std::process::id()));
//! let store = ReplayStore::open(&dir).unwrap();
//! let setup = Setup::from_ron("(players: [(kind: Human), (kind: Computer(Easy))])").unwrap();
//! let mut replay = Replay::new(setup, Some("2026-11-30T16:20:00Z".into()));
//! replay.turns.push("n1-m5".into());
//! store.save_in_progress(&replay).unwrap();
//! assert_eq!(store.load_in_progress().unwrap().unwrap().turns().len(), 1);
//! store.save_finished(&replay).unwrap();
//! assert!(store.load_in_progress().unwrap().is_none());
//! assert_eq!(store.list().unwrap().len(), 1);
//! # std::fs::remove_dir_all(&dir).unwrap();
//! ```

mod aside;
mod atomic;
mod clock;
mod error;
mod list;
mod rating;
mod record;
mod reviews;

pub use aside::{keep_copy, set_aside};
pub use atomic::{write_atomically, write_atomically_with};
pub use clock::{utc_now, utc_timestamp};
pub use error::SaveError;
pub use list::{ReplaySummary, SavedReplay, SeatSummary};
pub use rating::{
    NotRated, RatedGame, Rating, RatingSummary, WINS_FOR_NEXT_LEVEL, counts, nearest_level, rating_summary,
};
pub use record::{Best, GameResult, Opposition, Played, Record, Tally, record, result_of};
pub use reviews::{load_review, review_path, save_review};

use rules::{CheckedReplay, Replay, ReplayError, replay_from_bytes};
use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The file of the "in progress" slot, inside the store's directory.
pub const IN_PROGRESS_FILE: &str = "in-progress.ron";

/// The extension of replay files.
const EXTENSION: &str = "ron";

/// Age after which a temporary file is a leftover, not a save under way.
const STALE_TEMP_AGE: Duration = Duration::from_secs(3600);

/// The saved games in one directory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayStore {
    dir: PathBuf,
}

impl ReplayStore {
    /// Opens the store in `dir`, creating the directory if need be, and
    /// removes temporary files left there over an hour ago by saves that
    /// never finished (the game was killed mid-save).
    pub fn open(dir: impl Into<PathBuf>) -> Result<ReplayStore, SaveError> {
        let dir = dir.into();
        std::fs::create_dir_all(&dir).map_err(|e| SaveError::directory(&dir, &e))?;
        let entries = std::fs::read_dir(&dir).map_err(|e| SaveError::directory(&dir, &e))?;
        for entry in entries.flatten() {
            let name = entry.file_name();
            let name = name.to_string_lossy();
            let stale = entry
                .metadata()
                .and_then(|m| m.modified())
                .is_ok_and(|m| m.elapsed().is_ok_and(|age| age > STALE_TEMP_AGE));
            if name.starts_with('.') && name.ends_with(atomic::TEMP_SUFFIX) && stale {
                // Only garbage is removed; if it cannot be, it stays hidden.
                let _ = std::fs::remove_file(entry.path());
            }
        }
        Ok(ReplayStore { dir })
    }

    /// The directory.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The file of the "in progress" slot.
    pub fn in_progress_path(&self) -> PathBuf {
        self.dir.join(IN_PROGRESS_FILE)
    }

    /// Saves a replay as a new file, named after when the game began, and
    /// returns its path. Never replaces another saved game.
    pub fn save(&self, replay: &Replay) -> Result<PathBuf, SaveError> {
        let when = replay.played.clone().filter(|p| clock::is_timestamp(p)).unwrap_or_else(utc_now);
        let stem: String = when
            .trim_end_matches('Z')
            .chars()
            .map(|c| {
                if c == ':' {
                    '-'
                } else if c == 'T' {
                    '_'
                } else {
                    c
                }
            })
            .collect();
        let path = (1..)
            .map(|n| match n {
                1 => self.dir.join(format!("{stem}.{EXTENSION}")),
                n => self.dir.join(format!("{stem}-{n}.{EXTENSION}")),
            })
            .find(|path| !path.exists())
            .unwrap_or_else(|| self.dir.join(format!("{stem}.{EXTENSION}")));
        write_replay(&path, replay)?;
        Ok(path)
    }

    /// Saves the game that has just ended as a new file, then empties the
    /// "in progress" slot; if saving fails, the slot keeps the game.
    pub fn save_finished(&self, replay: &Replay) -> Result<PathBuf, SaveError> {
        let path = self.save(replay)?;
        self.clear_in_progress()?;
        Ok(path)
    }

    /// Saves the game being played in the "in progress" slot, replacing the
    /// previous save of it only once the new one is complete on disk.
    pub fn save_in_progress(&self, replay: &Replay) -> Result<(), SaveError> {
        write_replay(&self.in_progress_path(), replay)
    }

    /// The game in the "in progress" slot, checked, or `None` if the slot is
    /// empty. A file there that is not a valid replay (empty, damaged, of a
    /// newer version, or with a turn the rules refuse) is kept aside as
    /// `in-progress.ron.bad` (see [`set_aside`]) so that the next save does
    /// not replace it, and the error says where it went.
    pub fn load_in_progress(&self) -> Result<Option<CheckedReplay>, SaveError> {
        let path = self.in_progress_path();
        let bytes = match std::fs::read(&path) {
            Ok(bytes) => bytes,
            Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(error) => return Err(SaveError::file(&path, &error)),
        };
        replay_from_bytes(&path.display().to_string(), &bytes).map(Some).map_err(|error| match set_aside(&path) {
            Ok(kept_as) => SaveError::KeptAside { error, kept_as },
            Err(_) => SaveError::Replay(error),
        })
    }

    /// Empties the "in progress" slot (nothing to do if it is empty).
    pub fn clear_in_progress(&self) -> Result<(), SaveError> {
        let path = self.in_progress_path();
        match std::fs::remove_file(&path) {
            Err(error) if error.kind() != io::ErrorKind::NotFound => Err(SaveError::file(&path, &error)),
            _ => Ok(()),
        }
    }

    /// Every saved replay, newest first; a file that does not load is listed
    /// with its error. A file that is not a replay at all (empty, cut short,
    /// not text) is kept aside as `NAME.bad` by this listing and listed this
    /// once, at its new path (see [`SavedReplay::kept_aside`]). The "in
    /// progress" slot and temporary files are left out.
    pub fn list(&self) -> Result<Vec<SavedReplay>, SaveError> {
        let entries = std::fs::read_dir(&self.dir).map_err(|e| SaveError::directory(&self.dir, &e))?;
        let mut saved = Vec::new();
        for entry in entries {
            let entry = entry.map_err(|e| SaveError::directory(&self.dir, &e))?;
            let path = entry.path();
            let name = entry.file_name();
            let name = name.to_string_lossy();
            let is_replay = path.extension().is_some_and(|e| e == EXTENSION)
                && !name.starts_with('.')
                && name != IN_PROGRESS_FILE
                && entry.file_type().is_ok_and(|t| t.is_file());
            if !is_replay {
                continue;
            }
            let written = entry.metadata().and_then(|m| m.modified()).map(utc_timestamp).unwrap_or_default();
            let mut row = SavedReplay::read(&path, written);
            if row.summary.as_ref().is_err_and(|e| is_damaged(&e.error))
                && let Ok(kept_as) = set_aside(&path)
            {
                row.path = kept_as;
                row.kept_aside = true;
            }
            saved.push(row);
        }
        saved.sort_by(|a, b| b.when.cmp(&a.when).then_with(|| b.path.cmp(&a.path)));
        Ok(saved)
    }

    /// Deletes a saved replay, and its review if it has one.
    pub fn delete(&self, saved: &SavedReplay) -> Result<(), SaveError> {
        std::fs::remove_file(&saved.path).map_err(|e| SaveError::file(&saved.path, &e))?;
        // The review is kept only to save time: one left behind is harmless.
        let _ = std::fs::remove_file(review_path(&saved.path));
        Ok(())
    }

    /// Copies a saved replay to `to` (written atomically, replacing a file
    /// there).
    pub fn export(&self, saved: &SavedReplay, to: &Path) -> Result<(), SaveError> {
        let bytes = std::fs::read(&saved.path).map_err(|e| SaveError::file(&saved.path, &e))?;
        write_atomically(to, &bytes)
    }
}

/// Whether a replay file that fails with `error` is damaged rather than
/// refused: its bytes are not a replay at all (empty, cut short, not text),
/// as opposed to a replay the rules refuse or a newer game wrote, which stays
/// listed with its error.
fn is_damaged(error: &ReplayError) -> bool {
    matches!(error, ReplayError::NotText | ReplayError::Syntax { .. })
}

/// Writes `replay` to `path` atomically; if it cannot be written as text,
/// nothing is written.
fn write_replay(path: &Path, replay: &Replay) -> Result<(), SaveError> {
    let text = replay.to_ron().map_err(|error| SaveError::Serialize { path: path.to_path_buf(), error })?;
    write_atomically(path, text.as_bytes())
}
