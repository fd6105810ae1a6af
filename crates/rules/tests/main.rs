//! Tests of the rules against docs/rules.md: hand-built positions for each
//! rule, the perft tables, notation, setup and replay files, and random
//! games checked against an independent model of the rules.

mod endings;
mod errors;
mod finishing;
mod moves;
mod notation;
mod parking;
mod perft;
mod properties;
mod random_games;
mod reference;
mod replay;
mod replay_files;
mod setup_files;

use chinese_checkers_rules::{Game, Hole, Move, PlayerKind, PlayerSpec, Seat, Setup, load_game};
use std::path::PathBuf;

/// Teams as files write them, by player numbers from 1.
pub fn teams(numbers: &[&[usize]]) -> Vec<Vec<Seat>> {
    numbers.iter().map(|team| team.iter().map(|&n| Seat::from_number(n)).collect()).collect()
}

/// A file under the workspace's `tests/data`, which the game's tests and
/// the command line's share.
pub fn data(path: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data").join(path)
}

/// Loads `tests/data/positions/NAME.ron` through `load_game`.
pub fn position(name: &str) -> (Setup, Game) {
    let path = data(&format!("positions/{name}.ron"));
    load_game(&path).unwrap_or_else(|e| panic!("{e}"))
}

/// Rebuilds a setup's game after changing its setup.
pub fn rebuilt(setup: &Setup, change: impl FnOnce(&mut Setup)) -> Game {
    let mut setup = setup.clone();
    change(&mut setup);
    Game::from_setup(&setup).unwrap_or_else(|e| panic!("{e}"))
}

/// `n` human seats.
pub fn seats(n: usize) -> Vec<PlayerSpec> {
    vec![PlayerSpec::new(PlayerKind::Human); n]
}

/// The hole named `name`, such as `m5`.
pub fn hole(name: &str) -> Hole {
    name.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// The move `from-to` (the end holes of a route such as `o1-m5-k5`).
pub fn mv(route: &str) -> Move {
    let holes: Vec<&str> = route.split('-').collect();
    Move { from: hole(holes[0]), to: hole(holes[holes.len() - 1]) }
}

/// The holes the marble on `from` may move to, as sorted names.
pub fn destinations(game: &Game, from: &str) -> Vec<String> {
    names(game.legal_moves().destinations(hole(from)))
}

/// Sorted hole names.
pub fn names(holes: impl IntoIterator<Item = Hole>) -> Vec<String> {
    let mut names: Vec<String> = holes.into_iter().map(|h| h.to_string()).collect();
    names.sort();
    names
}

/// Sorted hole names from a space-separated list.
pub fn sorted(list: &str) -> Vec<String> {
    let mut names: Vec<String> = list.split_whitespace().map(String::from).collect();
    names.sort();
    names
}

/// The route of a move as text (`o1-m5-k5`), or "none".
pub fn route(game: &Game, m: &str) -> String {
    game.route(mv(m)).map_or_else(|| "none".to_string(), |r| chinese_checkers_rules::route_to_string(&r))
}

/// How many marbles each player has.
pub fn marble_counts(game: &Game) -> Vec<u32> {
    game.seats().map(|p| game.marbles(p).len()).collect()
}
