//! The list of saved games: one row per file, newest first, with what a list
//! row shows; a broken file is a row with its error.

use rules::{CheckedReplay, FileError, PlayerKind, ReplayError, ReplayOutcome, Seat, load_replay, replay_from_bytes};
use std::path::{Path, PathBuf};

/// One saved replay file as a list row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedReplay {
    /// The file.
    pub path: PathBuf,
    /// When the game began (the file's `played`), or else when the file was
    /// last written, in UTC as `2026-11-30T16:20:00Z`.
    pub when: String,
    /// What the replay holds, or why it does not load.
    pub summary: Result<ReplaySummary, FileError<ReplayError>>,
    /// Whether this listing found the file damaged and renamed it `*.bad`
    /// (now at `path`): it is listed this once and not again.
    pub kept_aside: bool,
}

/// What a list row shows of a valid replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplaySummary {
    /// The setup's name.
    pub name: String,
    /// The seats, player 1 first.
    pub players: Vec<SeatSummary>,
    /// Who finished, or that the game is unfinished.
    pub outcome: ReplayOutcome,
    /// Turns played (moves and passes).
    pub turns: usize,
}

/// One seat of a saved game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatSummary {
    /// The seat's display name.
    pub name: String,
    /// Human, or a computer with its level.
    pub kind: PlayerKind,
}

impl ReplaySummary {
    /// The list row of a checked replay.
    pub fn of(replay: &CheckedReplay) -> ReplaySummary {
        let setup = &replay.replay().setup;
        let players = Seat::all(setup.players.len())
            .zip(&setup.players)
            .map(|(seat, spec)| SeatSummary { name: setup.player_name(seat), kind: spec.kind })
            .collect();
        ReplaySummary { name: setup.name.clone(), players, outcome: replay.outcome(), turns: replay.turns().len() }
    }
}

impl SavedReplay {
    /// Reads and checks the file at `path`, last written at `written`.
    pub(super) fn read(path: &Path, written: String) -> SavedReplay {
        let name = path.display().to_string();
        let checked = match std::fs::read(path) {
            Ok(bytes) => replay_from_bytes(&name, &bytes),
            Err(error) => Err(FileError { path: name, error: ReplayError::Unreadable(error.to_string()) }),
        };
        let when = checked.as_ref().ok().and_then(|c| c.replay().played.clone()).unwrap_or(written);
        SavedReplay {
            path: path.to_path_buf(),
            when,
            summary: checked.as_ref().map(ReplaySummary::of).map_err(Clone::clone),
            kept_aside: false,
        }
    }

    /// The replay itself, read and checked again (the row keeps only its
    /// summary); the row's error if it did not load.
    pub fn load(&self) -> Result<CheckedReplay, FileError<ReplayError>> {
        match &self.summary {
            Ok(_) => load_replay(&self.path),
            Err(error) => Err(error.clone()),
        }
    }

    /// What to tell the player about a file this listing kept aside (its
    /// error, naming the file, and where it is now); `None` for the others.
    pub fn kept_aside_notice(&self) -> Option<String> {
        match (&self.summary, self.kept_aside) {
            (Err(error), true) => Some(format!("{error}; the file is kept as {}", self.path.display())),
            _ => None,
        }
    }
}
