//! The computer players: given any position of any rule variant, a level
//! and a seed, choose a legal move (or say the player must pass). No Bevy:
//! the game runs this on a worker thread, with the settings the level plays
//! that game with ([`Config::for_game`]); the command line and the match
//! runner call it directly, and "what would Expert play here" is the hint.
//!
//! ```
//! use chinese_checkers_engine::{Level, choose_move};
//! use rules::{Game, Setup};
//! use std::sync::atomic::AtomicBool;
//!
//! let setup = Setup::from_ron("(players: [(kind: Human), (kind: Computer(Hard))])").unwrap();
//! let game = Game::from_setup(&setup).unwrap();
//! let m = choose_move(&game, Level::MEDIUM, 7, &AtomicBool::new(false)).unwrap();
//! assert!(game.legal_moves().contains(m));
//! ```

mod blockade;
mod eval;
mod greedy;
mod levels;
mod mcts;
mod race;
mod review;
mod rng;
mod seal;
mod search;
mod tt;

pub use blockade::BlockadeLimits;
pub use eval::Weights;
pub use greedy::Glance;
pub use levels::{Config, Strategy, played_as, rating};
pub use mcts::TreeLimits;
pub use review::{
    GameReview, MOST_TURNS_LOST, Note, PlayerSummary, RaceMeasures, TurnReview, Verdict, race_estimate, race_estimates,
    review_game, review_turn, summarise,
};
pub use rules::Level;
pub use search::Limits;

use rules::{Game, Move};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// How a move was chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// No legal move: the player passes.
    Pass,
    /// The only legal move, or one that finishes at once.
    Forced,
    /// A one-move player's choice (levels 1 to 5: see [`Glance`]).
    OneMove,
    /// The race planner: the players have passed each other, or the
    /// opponent keeps marbles in the mover's target and the mover fills the
    /// holes left free (see [`BlockadeLimits`]).
    Race,
    /// The look-ahead search.
    Search,
    /// The Monte-Carlo tree search (see [`TreeLimits`]).
    Tree,
}

/// A chosen move and what it took to find it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchReport {
    /// The move, or `None` when the player must pass.
    pub best: Option<Move>,
    /// How it was chosen.
    pub method: Method,
    /// The look-ahead search's score for the mover's side (evaluation
    /// units; beyond ±2^23 a forced finish); for the tree search, the
    /// mover's mean score in the playouts through its move, in thousandths
    /// (how often it finished first, where they are not scored by margin:
    /// see [`TreeLimits::margin_scale`]); 0 when no search ran.
    pub score: i32,
    /// Deepest completed search iteration in plies, the tree search's line
    /// of most played moves, or the race plan's length in moves.
    pub depth: u32,
    /// Positions (look-ahead search), playouts (tree search; the positions
    /// of its second opinion are not counted) or moves (race planner)
    /// looked at.
    pub nodes: u64,
    /// Wall-clock time taken.
    pub elapsed: Duration,
}

/// The move `level`, in its own form ([`played_as`]), plays in `game` for
/// the player to move, or `None` if that player must pass (or the game is
/// over). Deterministic for a given
/// `seed` unless `stop` is set or the safety time cap is hit; returns
/// promptly (within a few milliseconds) once `stop` is set, with the best
/// move found so far.
pub fn choose_move(game: &Game, level: Level, seed: u64, stop: &AtomicBool) -> Option<Move> {
    think(game, &Config::for_level(level), seed, stop).best
}

/// The move `level` plays for the player to move in a game whose seed is
/// `game_seed`, as the game and the room server play every computer seat:
/// in the form the level plays that game with in the mover's seat
/// ([`Config::for_game`]), seeded for the turn, so that a game's seed
/// replays the same game. `None` if the player must pass.
pub fn game_move(game: &Game, level: Level, game_seed: u64, stop: &AtomicBool) -> Option<Move> {
    let config = Config::for_game(level, game.player_count(), game.to_move().index(), game_seed);
    let seed = game_seed.wrapping_mul(1_000_003).wrapping_add(u64::from(game.turns()));
    think(game, &config, seed, stop).best
}

/// Like [`choose_move`] with explicit settings, reporting how the move was
/// found.
pub fn think(game: &Game, config: &Config, seed: u64, stop: &AtomicBool) -> SearchReport {
    let started = Instant::now();
    let mut report = decide(game, config, seed, stop);
    report.elapsed = started.elapsed();
    report
}

fn decide(game: &Game, config: &Config, seed: u64, stop: &AtomicBool) -> SearchReport {
    let report = |best: Option<Move>, method| SearchReport {
        best,
        method,
        score: 0,
        depth: 0,
        nodes: 0,
        elapsed: Duration::ZERO,
    };
    let moves = game.legal_moves();
    let Some(first) = moves.iter().next() else {
        return report(None, Method::Pass);
    };
    if moves.len() == 1 {
        return report(Some(first), Method::Forced);
    }
    if let Some(m) = greedy::finishing_move(game) {
        return report(Some(m), Method::Forced);
    }
    // Vary the noise with the position, so a repeated seed still differs
    // from move to move.
    let seed = seed ^ game.marble_hash().rotate_left(17) ^ u64::from(game.turns());
    let one_move = match config.strategy {
        Strategy::OneMove(glance) => greedy::glance(game, &glance, seed),
        Strategy::Search => None,
    };
    if let Some(m) = one_move {
        return report(Some(m), Method::OneMove);
    }
    // The moves that keep the opponent from sealing the target, if it threatens.
    let unsealing = match config.strategy {
        Strategy::Search => seal::unsealing_moves(game),
        _ => None,
    };
    // The blockade plan is made as if the opponent stood still: it must not
    // leave a seal open.
    if config.strategy == Strategy::Search
        && let Some(plan) = blockade::plan(game, &config.blockade, seed, stop)
        && unsealing.as_ref().is_none_or(|safe| safe.contains(&plan.first))
    {
        return planned(&plan);
    }
    if config.strategy == Strategy::Search && !race::is_race(game, config.race_among_many) {
        let (found, method) = match config.tree.playouts_for(game) {
            0 => {
                let found = match unsealing {
                    Some(among) => search::search_among(game, &among, &config.limits, &config.weights, seed, stop),
                    None => search::search(game, &config.limits, &config.weights, seed, stop),
                };
                (found, Method::Search)
            }
            playouts => {
                let begun = Instant::now();
                let advice = match config.tree.second_opinion_for(game) {
                    0 => None,
                    _ => search::search(game, &config.limits, &config.weights, seed, stop).best,
                };
                // The second opinion's time counts against the tree's cap.
                let tree = TreeLimits { time_cap: config.tree.time_cap.saturating_sub(begun.elapsed()), ..config.tree };
                (mcts::search(game, &tree, playouts, advice, seed, stop), Method::Tree)
            }
        };
        return SearchReport {
            best: found.best.or(Some(first)),
            method,
            score: found.score,
            depth: found.depth,
            nodes: found.nodes,
            elapsed: Duration::ZERO,
        };
    }
    // A race, or a one-move player with no way forward: plan the filling of
    // the target.
    match race::plan(game, config.race_width, 60, config.race_nodes, seed, stop) {
        Some(plan) => planned(&plan),
        None => report(Some(first), Method::OneMove),
    }
}

/// The report of a move chosen by the race planner.
fn planned(plan: &race::Plan) -> SearchReport {
    SearchReport {
        best: Some(plan.first),
        method: Method::Race,
        score: 0,
        depth: plan.moves_to_finish.unwrap_or(0),
        nodes: plan.nodes,
        elapsed: Duration::ZERO,
    }
}
