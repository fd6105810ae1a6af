//! What each level does: its way of choosing and its budgets. Budgets are
//! counted in nodes (positions or moves looked at), not seconds, so a level
//! plays the same moves on any machine and under any load.

use super::search::Limits;
use crate::rules::{Level, MAX_PLAYERS};
use std::time::Duration;

/// The usual straggler penalty whatever the player count.
const USUAL_STRAGGLERS: [i32; MAX_PLAYERS + 1] = [1; MAX_PLAYERS + 1];

/// How a level chooses its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strategy {
    /// A random forward move of modest length (Easy).
    RandomForward,
    /// The move with the most progress (Medium).
    Greedy,
    /// Look-ahead search over the opponents' replies, and a race planner
    /// once the players have passed each other (Hard, Expert).
    Search,
}

/// Everything that sets a computer player's strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    /// How the move is chosen.
    pub strategy: Strategy,
    /// Bounds of the look-ahead search ([`Strategy::Search`]).
    pub limits: Limits,
    /// Lines kept by the race planner (also used when a one-move player
    /// finds no forward move).
    pub race_width: usize,
    /// Moves the race planner may look at.
    pub race_nodes: u64,
    /// Whether the race planner also takes over with more than two players,
    /// once the mover has passed every other player's marbles.
    pub race_among_many: bool,
}

impl Config {
    /// The settings of a level.
    pub fn for_level(level: Level) -> Config {
        let quick = Limits {
            nodes: 0,
            max_depth: 0,
            width: 0,
            tempo: false,
            noise: 0,
            stragglers: USUAL_STRAGGLERS,
            time_cap: Duration::from_millis(25),
        };
        match level {
            Level::Easy => Config {
                strategy: Strategy::RandomForward,
                limits: quick,
                race_width: 4,
                race_nodes: 20_000,
                race_among_many: false,
            },
            Level::Medium => Config {
                strategy: Strategy::Greedy,
                limits: quick,
                race_width: 8,
                race_nodes: 40_000,
                race_among_many: false,
            },
            Level::Hard => Config {
                strategy: Strategy::Search,
                limits: Limits {
                    nodes: 20_000,
                    max_depth: 8,
                    width: 12,
                    tempo: false,
                    noise: 8,
                    stragglers: USUAL_STRAGGLERS,
                    time_cap: Duration::from_millis(600),
                },
                race_width: 200,
                race_nodes: 2_000_000,
                race_among_many: false,
            },
            Level::Expert => Config {
                strategy: Strategy::Search,
                limits: Limits {
                    nodes: 150_000,
                    max_depth: 12,
                    width: 16,
                    tempo: true,
                    noise: 8,
                    // Double with three players only (see `Limits::stragglers`).
                    stragglers: [1, 1, 1, 2, 1, 1, 1],
                    time_cap: Duration::from_millis(2400),
                },
                race_width: 1500,
                race_nodes: 10_000_000,
                race_among_many: true,
            },
        }
    }
}
