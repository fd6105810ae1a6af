//! Checking a route as written (every landing of a move), hop by hop: a
//! route is accepted when it is a legal way to make a legal move, whether or
//! not it is the route the game would show.

use super::board::Hole;
use super::game::{Game, Move};
use super::movegen::hop_landings;
use super::replay_error::TurnFault;

impl Game {
    /// Checks that `route` is a legal way for the player to move to make a
    /// legal move: a single step to an empty neighbour, or hops under the
    /// game's jump rule (each from where the last landed, the start counting
    /// as empty), ending on a hole the move may end on. Returns the move.
    pub fn check_route(&self, route: &[Hole]) -> Result<Move, TurnFault> {
        let player = self.to_move();
        if self.is_over() {
            return Err(TurnFault::GameOver);
        }
        let (Some(&from), Some(&to)) = (route.first(), route.last()) else {
            return Err(TurnFault::Notation("a move needs at least two holes".into()));
        };
        if !self.marbles(player).contains(from) {
            return Err(TurnFault::NoOwnMarble { player, hole: from });
        }
        let mut occupied = self.occupied();
        occupied.remove(from);
        let empty = self.board() & !occupied;
        let is_step = |a: Hole, b: Hole| a.neighbours().contains(b) && empty.contains(b);
        if !(route.len() == 2 && is_step(from, to)) {
            for (i, leg) in route.windows(2).enumerate() {
                let (a, b) = (leg[0], leg[1]);
                if hop_landings(a, occupied, empty, self.rules().jumps).contains(b) {
                    continue;
                }
                let leg = i + 1;
                return Err(if is_step(a, b) {
                    TurnFault::StepAmongHops { leg, from: a, to: b }
                } else {
                    TurnFault::NotAStepOrHop { leg, from: a, to: b }
                });
            }
        }
        if to == from {
            return Err(TurnFault::BackToStart);
        }
        let m = Move { from, to };
        if self.legal_moves().contains(m) {
            return Ok(m);
        }
        let target = self.target_point(player).holes();
        if self.rules().target_lock && target.contains(from) && !target.contains(to) {
            Err(TurnFault::TargetLock { hole: to })
        } else {
            Err(TurnFault::EndNotAllowed { player, hole: to })
        }
    }
}
