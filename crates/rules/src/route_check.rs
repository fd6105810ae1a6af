//! Checking a route as written (every landing of a move), hop by hop: a
//! route is accepted when it is a legal way to make a legal move, whether or
//! not it is the route the game would show.

use super::board::Hole;
use super::checked_play::IllegalMove;
use super::game::{Game, Move};
use super::movegen::hop_landings;
use super::setup::TargetLock;

impl Game {
    /// Checks that `route` is a legal way for the player to move to make a
    /// legal move: a single step to an empty neighbour, or hops under the
    /// game's jump rule (each from where the last landed, the start counting
    /// as empty), ending on a hole the move may end on, and with
    /// [`TargetLock::WholeMove`] never landing outside the target after a
    /// landing in it. Returns the move.
    pub fn check_route(&self, route: &[Hole]) -> Result<Move, IllegalMove> {
        let player = self.to_move();
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        let (Some(&from), Some(&to)) = (route.first(), route.last()) else {
            return Err(IllegalMove::NoRoute);
        };
        if !self.marbles(player).contains(from) {
            return Err(match self.owner(from) {
                Some(owner) => IllegalMove::NotOwnMarble { player, hole: from, owner },
                None => IllegalMove::NoMarble { player, hole: from },
            });
        }
        let mut occupied = self.occupied();
        occupied.remove(from);
        let empty = self.board() & !occupied;
        let is_step = |a: Hole, b: Hole| a.neighbours().contains(b) && empty.contains(b);
        let target = self.target_point(player).holes();
        let whole_lock = self.rules().target_lock == TargetLock::WholeMove;
        if !(route.len() == 2 && is_step(from, to)) {
            for (i, leg) in route.windows(2).enumerate() {
                let (a, b) = (leg[0], leg[1]);
                if hop_landings(a, occupied, empty, self.rules().jumps).contains(b) {
                    if whole_lock && target.contains(a) && !target.contains(b) {
                        return Err(IllegalMove::LeavesTarget { leg: i + 1, from: a, to: b });
                    }
                    continue;
                }
                let leg = i + 1;
                return Err(if is_step(a, b) {
                    IllegalMove::StepAmongHops { leg, from: a, to: b }
                } else {
                    IllegalMove::Unreachable { from: a, to: b, leg: Some(leg) }
                });
            }
        }
        if to == from {
            return Err(IllegalMove::SameHole);
        }
        let m = Move { from, to };
        if self.legal_moves().contains(m) {
            return Ok(m);
        }
        if self.rules().target_lock != TargetLock::Off && target.contains(from) && !target.contains(to) {
            Err(IllegalMove::TargetLock { from, to })
        } else {
            Err(IllegalMove::NoParking { player, hole: to, parking: self.rules().parking })
        }
    }
}

/// How many hops a route as written makes: 0 for a single step (or an
/// empty route), else one per leg.
///
/// ```
/// use chinese_checkers_rules::{hops_in_route, parse_route};
/// assert_eq!(hops_in_route(&parse_route("n1-m5").unwrap()), 0);
/// assert_eq!(hops_in_route(&parse_route("o1-m5-k5").unwrap()), 2);
/// ```
pub fn hops_in_route(route: &[Hole]) -> u32 {
    match route {
        [] | [_] => 0,
        [from, to] if from.neighbours().contains(*to) => 0,
        legs => legs.len() as u32 - 1,
    }
}
