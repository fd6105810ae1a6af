//! A game's review run in the background on the compute pool: each turn's
//! verdict is handed over as soon as it is judged, so frames never wait for
//! the search and a turn already judged shows at once. A finished review
//! is written beside the game's file, so watching again costs nothing.
//! Dropping the job stops its search within milliseconds.

use crate::ai::{Level, TurnReview, review_game};
use crate::rules::CheckedReplay;
use crate::saves::save_review;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// The level that reviews games in the game: the strongest.
pub const REVIEWER: Level = Level::Expert;

/// A review under way.
pub struct ReviewJob {
    judged: Arc<Mutex<Vec<TurnReview>>>,
    stop: Arc<AtomicBool>,
    task: Task<Result<(), String>>,
}

impl ReviewJob {
    /// Starts reviewing `replay` at [`REVIEWER`]; once done, the review is
    /// saved beside `file`, if given.
    pub fn start(replay: CheckedReplay, file: Option<PathBuf>) -> ReviewJob {
        let judged = Arc::new(Mutex::new(Vec::new()));
        let stop = Arc::new(AtomicBool::new(false));
        let (shared, flag) = (Arc::clone(&judged), Arc::clone(&stop));
        let task = AsyncComputeTaskPool::get().spawn(async move {
            let hand_over = |turn: &TurnReview| {
                if let Ok(mut judged) = shared.lock() {
                    judged.push(turn.clone());
                }
            };
            let Some(review) = review_game(&replay, REVIEWER, hand_over, &flag) else { return Ok(()) };
            match file {
                Some(file) => save_review(&file, &replay, &review).map_err(|error| error.to_string()),
                None => Ok(()),
            }
        });
        ReviewJob { judged, stop, task }
    }

    /// Moves the turns judged since the last call onto the end of `into`.
    pub fn collect(&self, into: &mut Vec<TurnReview>) {
        // A poisoned lock means the search panicked: nothing more comes.
        if let Ok(mut judged) = self.judged.lock() {
            into.append(&mut judged);
        }
    }

    /// Whether the job has ended, and if so whether its review was saved:
    /// `Some(Err(why))` when the file could not be written.
    pub fn poll(&mut self) -> Option<Result<(), String>> {
        check_ready(&mut self.task)
    }
}

impl Drop for ReviewJob {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}
