//! The race estimate: how many of their own turns a player still needs to
//! finish, read off the position. It is a fit to finished games between
//! computers (docs/computer-players.md gives the fit and how close it
//! comes), from two measures any player can count on the board: the steps
//! its marbles still have to go beyond a full target, and how many of them
//! are still outside it.

use rules::{Game, Seat, distance_to_tip};

/// What the estimate reads off a player's marbles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RaceMeasures {
    /// Steps to the target's tip beyond what a full target counts: 0 once
    /// every marble sits in the target.
    pub steps: u32,
    /// Marbles still outside the target.
    pub outside: u32,
}

impl RaceMeasures {
    /// The measures of `player`'s marbles in `game`.
    pub fn of(game: &Game, player: Seat) -> RaceMeasures {
        let point = game.target_point(player);
        let marbles = game.marbles(player);
        let steps: u32 = marbles.iter().map(|h| u32::from(distance_to_tip(point, h))).sum();
        let floor: u32 = TARGET_STEPS.iter().take(marbles.len() as usize).sum();
        let outside = (marbles & !point.holes()).len();
        RaceMeasures { steps: steps.saturating_sub(floor), outside }
    }
}

/// The steps from each hole of a target to its tip, nearest first (the
/// tip, then the rows of two, three and four holes): what a full target
/// counts.
const TARGET_STEPS: [u32; 10] = [0, 1, 1, 2, 2, 2, 3, 3, 3, 3];

/// The fitted turns per step still to go and per marble outside, and the
/// constant, by player count (index 2 for two players; a count the game
/// has no setups for takes the nearest fit). Least squares over every
/// position of 30 two-player games of Hard and 12 of Expert, and 20, 16 and
/// 10 games of Hard with three, four and six players (docs/computer-players.md).
const FIT: [(f32, f32, f32); 7] = [
    (0.345, 1.151, 0.266),
    (0.345, 1.151, 0.266),
    (0.345, 1.151, 0.266),
    (0.341, 0.553, 0.431),
    (0.287, 0.792, 0.702),
    (0.33, 0.686, 1.04),
    (0.33, 0.686, 1.04),
];

/// The turns `player` still needs to finish, by the fit for the game's
/// player count: 0 once finished, and never fewer than its marbles outside
/// the target (each turn moves one marble).
pub fn race_estimate(game: &Game, player: Seat) -> f32 {
    if game.is_finished(player) {
        return 0.0;
    }
    let m = RaceMeasures::of(game, player);
    let (per_step, per_outside, constant) = FIT.get(game.player_count()).copied().unwrap_or(FIT[2]);
    let fitted = per_step * m.steps as f32 + per_outside * m.outside as f32 + constant;
    fitted.max(m.outside as f32).max(1.0)
}

/// Every player's race estimate, by seat.
pub fn race_estimates(game: &Game) -> Vec<f32> {
    game.seats().map(|p| race_estimate(game, p)).collect()
}
