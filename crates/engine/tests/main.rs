//! The computer players: legal moves in every variant, finishing moves,
//! the stop flag, reproducibility, whole games at low limits, the ladder of
//! levels, stragglers that must leave their start in time, blockades to
//! break under the benchmark's rules, and their games as replays.

mod blockade;
mod endings;
mod finish;
mod games;
mod ladder;
mod legal;
mod race;
mod replay_fuzz;
mod replays;
mod review;
mod search;
mod stop;
mod straggler;

use chinese_checkers_engine::{Config, Level};
use rules::{Game, PlayerKind, PlayerSpec, Rules, Setup};
use std::path::PathBuf;

/// A game of `players` computer seats under `rules`, from `position` (a
/// diagram) or the start.
pub fn game(players: usize, rules: Rules, position: Option<&str>) -> Game {
    game_after(players, rules, position, 0)
}

/// [`game`], with `turns` turns already played (the turn limit and the
/// computers' patience count them).
pub fn game_after(players: usize, rules: Rules, position: Option<&str>, turns: u32) -> Game {
    let specs = (0..players).map(|_| PlayerSpec::new(PlayerKind::Computer(Level::MEDIUM))).collect();
    let mut setup = Setup::new(specs);
    setup.rules = rules;
    setup.position = position.map(str::to_string);
    setup.turns_played = turns;
    match Game::from_setup(&setup) {
        Ok(game) => game,
        Err(error) => panic!("test setup: {error}"),
    }
}

/// A level's settings with small budgets, so that tests run fast.
pub fn small(level: Level) -> Config {
    let mut config = Config::for_level(level);
    config.limits.nodes = config.limits.nodes.min(3_000);
    config.race_width = config.race_width.min(30);
    config.tree.playouts = config.tree.playouts.map(|p| p.min(100));
    config
}

/// A two-player middle game: player 1 (to move) heads north, player 2
/// south, a few marbles of each already home.
pub const MIDDLE_GAME: &str = include_str!("../../../tests/data/middle-game.txt");

/// A file under the workspace's `tests/data`.
pub fn data(path: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data").join(path)
}

/// `n` human seats.
pub fn seats(n: usize) -> Vec<PlayerSpec> {
    vec![PlayerSpec::new(PlayerKind::Human); n]
}
