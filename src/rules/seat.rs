//! Seats: how many a game has, how they are numbered, and the point each
//! starts in.

use super::board::Point;

/// A seat, 0-based: player 1 is `0`.
pub type Player = usize;

/// The most seats a game has.
pub const MAX_PLAYERS: usize = 6;

/// Start and target points of each seat, in turn order, per player count.
pub fn seat_points(players: usize) -> Option<&'static [Point]> {
    use Point::*;
    match players {
        2 => Some(&[S, N]),
        3 => Some(&[S, NW, NE]),
        4 => Some(&[SW, NW, NE, SE]),
        6 => Some(&[S, SW, NW, N, NE, SE]),
        _ => None,
    }
}
