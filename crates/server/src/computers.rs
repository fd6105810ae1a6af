//! The computers' searches: a few worker threads, one per core, at the
//! lowest priority the system gives, take searches in the order they were
//! asked for and hand back the moves. Every search is bounded by its
//! level's nodes or playouts, so the queue moves on; the room's thread
//! never waits on one, so no search delays another table's moves.

use crate::room::{Search, SearchKey};
use rules::Move;
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};
use std::thread;

/// The worker threads and their queue.
pub struct Computers {
    queue: Sender<Box<Search>>,
}

impl Computers {
    /// Starts `workers` threads, each handing its moves to `done`.
    pub fn start(workers: usize, done: impl Fn(SearchKey, Option<Move>) + Send + Clone + 'static) -> Computers {
        let (queue, taken) = channel::<Box<Search>>();
        let taken = Arc::new(Mutex::new(taken));
        for n in 0..workers.max(1) {
            let taken = Arc::clone(&taken);
            let done = done.clone();
            let started = thread::Builder::new().name(format!("computer {}", n + 1)).spawn(move || {
                // A computer gives way to the relay of moves; if the system
                // refuses the lower priority, it searches at the usual one.
                let _ = thread_priority::set_current_thread_priority(thread_priority::ThreadPriority::Min);
                work(&taken, &done);
            });
            if let Err(error) = started {
                eprintln!("chinese-checkers-server: a computer's thread did not start: {error}");
            }
        }
        Computers { queue }
    }

    /// Asks for a computer's move.
    pub fn search(&self, search: Box<Search>) {
        // The workers outlive the server's loop; a send fails only once
        // they have all stopped, when no answer is wanted.
        let _ = self.queue.send(search);
    }
}

/// Takes searches one at a time until the queue closes.
fn work(taken: &Mutex<Receiver<Box<Search>>>, done: &impl Fn(SearchKey, Option<Move>)) {
    let stop = AtomicBool::new(false);
    loop {
        let next = match taken.lock() {
            Ok(queue) => queue.recv(),
            Err(poisoned) => poisoned.into_inner().recv(),
        };
        let Ok(search) = next else { return };
        let chosen = engine::game_move(&search.game, search.level, search.seed, &stop);
        done(search.key, chosen);
    }
}
