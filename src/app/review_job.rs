//! A game's review run in the background: each turn's verdict is handed
//! over as soon as it is judged, so frames never wait for the search and a
//! turn already judged shows at once. A finished review is written beside
//! the game's file, so watching again costs nothing. Dropping the job stops
//! its search within milliseconds.
//!
//! The review has a thread of its own at the lowest priority, rather than a
//! place on the compute pool: the pool's threads also run the computers'
//! searches, and a thread's priority, once lowered, cannot be raised again.
//! At the lowest priority the review takes only the processor time the
//! window leaves, so the frame rate holds even where the drawing itself
//! takes every core (a software renderer).

use engine::{Level, TurnReview, review_game};
use rules::CheckedReplay;
use saves::{SaveError, save_review};
use std::fmt;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use thread_priority::{ThreadPriority, set_current_thread_priority};

/// The level that reviews games in the game: the strongest.
pub const REVIEWER: Level = Level::EXPERT;

/// Why a finished review was not kept.
#[derive(Debug)]
pub enum NotKept {
    /// Its thread could not start.
    NotStarted(std::io::Error),
    /// Its thread stopped on an error before the end.
    Stopped,
    /// The file could not be written.
    NotSaved(SaveError),
}

impl fmt::Display for NotKept {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotKept::NotStarted(error) => write!(f, "the review could not start: {error}"),
            NotKept::Stopped => f.write_str("the review stopped on an error"),
            NotKept::NotSaved(error) => error.fmt(f),
        }
    }
}

/// A review under way.
pub struct ReviewJob {
    judged: Arc<Mutex<Vec<TurnReview>>>,
    stop: Arc<AtomicBool>,
    /// The thread, or why it could not start; `None` once joined.
    thread: Option<std::io::Result<JoinHandle<Result<(), SaveError>>>>,
}

impl ReviewJob {
    /// Starts reviewing `replay` at [`REVIEWER`]; once done, the review is
    /// saved beside `file`, if given.
    pub fn start(replay: CheckedReplay, file: Option<PathBuf>) -> ReviewJob {
        let judged = Arc::new(Mutex::new(Vec::new()));
        let stop = Arc::new(AtomicBool::new(false));
        let (shared, flag) = (Arc::clone(&judged), Arc::clone(&stop));
        let work = move || {
            // Where the priority cannot be lowered, the review still runs.
            let _ = set_current_thread_priority(ThreadPriority::Min);
            let hand_over = |turn: &TurnReview| {
                if let Ok(mut judged) = shared.lock() {
                    judged.push(turn.clone());
                }
            };
            let Some(review) = review_game(&replay, REVIEWER, hand_over, &flag) else { return Ok(()) };
            match file {
                Some(file) => save_review(&file, &replay, &review),
                None => Ok(()),
            }
        };
        let thread = std::thread::Builder::new().name("review".into()).spawn(work);
        ReviewJob { judged, stop, thread: Some(thread) }
    }

    /// Follows the job in `slot`, if any: moves the turns judged since the
    /// last call onto `judged`, and once the job has ended, empties the
    /// slot and says whether its review was saved (see [`ReviewJob::poll`]).
    pub fn follow(slot: &mut Option<ReviewJob>, judged: &mut Vec<TurnReview>) -> Option<Result<(), NotKept>> {
        let job = slot.as_mut()?;
        job.collect(judged);
        let ended = job.poll()?;
        // Turns handed over after the first look but before the end.
        job.collect(judged);
        *slot = None;
        Some(ended)
    }

    /// Moves the turns judged since the last call onto the end of `into`.
    fn collect(&self, into: &mut Vec<TurnReview>) {
        // A poisoned lock means the search panicked: nothing more comes.
        if let Ok(mut judged) = self.judged.lock() {
            into.append(&mut judged);
        }
    }

    /// Whether the job has ended, and if so whether its review was saved:
    /// `Some(Err(why))` when the file could not be written (or the review
    /// failed).
    fn poll(&mut self) -> Option<Result<(), NotKept>> {
        match self.thread.take()? {
            Err(error) => Some(Err(NotKept::NotStarted(error))),
            Ok(thread) if !thread.is_finished() => {
                self.thread = Some(Ok(thread));
                None
            }
            Ok(thread) => Some(match thread.join() {
                Ok(saved) => saved.map_err(NotKept::NotSaved),
                Err(_) => Err(NotKept::Stopped),
            }),
        }
    }
}

impl Drop for ReviewJob {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}
