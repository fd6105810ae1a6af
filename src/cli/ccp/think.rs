//! A search on a worker thread: the budget a `go` sets, a timer that sets
//! the engine's stop flag when the time is up, and the `info` and
//! `bestmove` lines it ends with. The main thread keeps reading commands
//! meanwhile, so `stop` and `isready` are answered at once.

use super::cells::path_text;
use super::command::GoLimits;
use super::output::Output;
use engine::{Config, Level, Method, SearchReport, think};
use rules::Game;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread::{self, JoinHandle};
use std::time::Duration;

/// The options that shape every search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Settings {
    /// The level whose settings the search uses.
    pub(super) level: Level,
    /// The look-ahead search's node budget; 0 for the level's own.
    pub(super) nodes: u64,
    /// The plies after which a game is drawn.
    pub(super) max_ply: u32,
}

/// What one search may spend.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Budget {
    /// The level's settings with the budget applied.
    pub(super) config: Config,
    /// Wall-clock time after which the search is stopped, if any.
    pub(super) time: Option<Duration>,
}

/// A time cap that never comes first: `go nodes`, `go depth` and `go
/// infinite` without a clock end by their own bound or by `stop`.
const NO_TIME_CAP: Duration = Duration::from_secs(7 * 24 * 3600);
/// Moves a clock is shared over when `movestogo` is not given.
const MOVES_ON_THE_CLOCK: u64 = 30;

/// The budget of a `go` for `player` (0 or 1): the settings the level plays
/// the game of `game_seed` with (its form: see [`engine::played_as`]),
/// with the `Nodes` option and `go nodes`/`go depth` replacing its bounds,
/// and `movetime` or the player's clock as a time cap on top (the search
/// stops at whichever comes first).
pub(super) fn budget(settings: &Settings, go: &GoLimits, player: u8, game_seed: u64) -> Budget {
    let mut config = Config::for_game(settings.level, 2, usize::from(player.min(1)), game_seed);
    let limits = &mut config.limits;
    if settings.nodes > 0 {
        limits.nodes = settings.nodes;
    }
    if let Some(depth) = go.depth {
        limits.max_depth = depth;
        limits.nodes = u64::MAX;
    }
    if let Some(nodes) = go.nodes {
        limits.nodes = nodes.max(1);
    }
    if go.infinite {
        limits.nodes = u64::MAX;
        limits.max_depth = u32::MAX;
    }
    let side = usize::from(player.min(1));
    let time = match (go.movetime, go.clock[side]) {
        (Some(ms), _) => Some(spend(ms)),
        (None, Some(left)) => {
            let share =
                left / go.moves_to_go.unwrap_or(MOVES_ON_THE_CLOCK).max(1) + go.increment[side].unwrap_or(0) * 3 / 4;
            Some(spend(share.min(left / 3)))
        }
        (None, None) => None,
    };
    let explicit = go.nodes.is_some() || go.depth.is_some() || go.infinite;
    let cap = match time {
        Some(time) => Some(time),
        None if explicit => Some(NO_TIME_CAP),
        None => None,
    };
    if let Some(cap) = cap {
        config.limits.time_cap = cap;
        config.tree.time_cap = cap;
    }
    Budget { config, time }
}

/// The time to think out of `ms` milliseconds, leaving a tenth (at most
/// 50 ms) for answering.
fn spend(ms: u64) -> Duration {
    Duration::from_millis(ms.saturating_sub((ms / 10).min(50)).max(1))
}

/// A search in progress.
pub(super) struct Running {
    stop: Arc<AtomicBool>,
    /// Set just before the `bestmove` line is written, so that a `go`
    /// sent as soon as it is read finds the search done.
    answered: Arc<AtomicBool>,
    handle: JoinHandle<()>,
}

impl Running {
    /// Whether the search has answered (or is writing its answer).
    pub(super) fn is_finished(&self) -> bool {
        self.answered.load(Ordering::Acquire) || self.handle.is_finished()
    }

    /// Stops the search and waits for its `bestmove` line.
    pub(super) fn stop(self) {
        self.stop.store(true, Ordering::Relaxed);
        // A search that panicked has nothing more to say.
        let _ = self.handle.join();
    }
}

/// Starts searching `game` on a worker thread, which writes `info` and
/// `bestmove` to `out` when done.
pub(super) fn start(game: Game, budget: Budget, out: Output) -> Running {
    let stop = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&stop);
    let answered = Arc::new(AtomicBool::new(false));
    let answering = Arc::clone(&answered);
    let handle = thread::spawn(move || {
        let (done, finished) = mpsc::channel::<()>();
        if let Some(time) = budget.time {
            let flag = Arc::clone(&flag);
            thread::spawn(move || {
                if finished.recv_timeout(time) == Err(RecvTimeoutError::Timeout) {
                    flag.store(true, Ordering::Relaxed);
                }
            });
        }
        let report = think(&game, &budget.config, 0, &flag);
        drop(done);
        let lines = answer(&game, &report);
        answering.store(true, Ordering::Release);
        for line in lines {
            out.line(&line);
        }
    });
    Running { stop, answered, handle }
}

/// What the search found, as lines: one `info` line, then `bestmove` with
/// the move's whole route in cells (`0000` when there is no move).
fn answer(game: &Game, report: &SearchReport) -> [String; 3] {
    let chosen = report.best.and_then(|m| game.route(m).map(|route| (m, route)));
    let path = chosen.as_ref().map_or_else(|| "0000".to_string(), |(_, route)| path_text(route));
    let mut info = format!("info depth {} nodes {} time {}", report.depth, report.nodes, report.elapsed.as_millis());
    if matches!(report.method, Method::Search | Method::Tree) {
        info.push_str(&format!(" score cp {}", report.score));
    }
    if chosen.is_some() {
        info.push_str(&format!(" pv {path}"));
    }
    [info, format!("info string method {:?}", report.method), format!("bestmove {path}")]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn expert() -> Settings {
        Settings { level: Level::EXPERT, nodes: 0, max_ply: rules::CCERL_PLY_LIMIT }
    }

    #[test]
    fn a_plain_go_keeps_the_level() {
        let budget = budget(&expert(), &GoLimits::default(), 0, 0);
        assert_eq!(budget, Budget { config: Config::for_level(Level::EXPERT), time: None });
    }

    #[test]
    fn time_caps_the_level_and_nodes_replace_its_budget() {
        let go = GoLimits { movetime: Some(1000), ..GoLimits::default() };
        let b = budget(&Settings { nodes: 5000, ..expert() }, &go, 1, 0);
        assert_eq!((b.config.limits.nodes, b.time), (5000, Some(Duration::from_millis(950))));
        assert_eq!(b.config.limits.time_cap, Duration::from_millis(950));
        let go = GoLimits { clock: [Some(60_000), Some(3_000)], ..GoLimits::default() };
        assert_eq!(budget(&expert(), &go, 1, 0).time, Some(Duration::from_millis(90)));
        let go = GoLimits { depth: Some(30), ..GoLimits::default() };
        let b = budget(&expert(), &go, 0, 0);
        assert_eq!((b.config.limits.max_depth, b.config.limits.nodes, b.time), (30, u64::MAX, None));
    }
}
