//! Why a move is not legal: the first rule it breaks, in the order a player
//! would check them (whose marble, where it ends, then how it gets there).

use super::error::IllegalMove;
use super::game::{Game, Move};

impl Game {
    /// The first rule that `m` breaks for the player to move, or `None` if
    /// it is legal.
    ///
    /// ```
    /// use chinese_checkers::rules::{Game, IllegalMove, Move, Setup};
    /// let game = Game::from_setup(&Setup::from_ron("(players: [(kind: Human), (kind: Human)])").unwrap()).unwrap();
    /// let m = |text: &str| {
    ///     let (from, to) = text.split_once('-').unwrap();
    ///     Move { from: from.parse().unwrap(), to: to.parse().unwrap() }
    /// };
    /// assert_eq!(game.why_illegal(m("n1-m5")), None);
    /// assert_eq!(game.why_illegal(m("i5-h5")), Some(IllegalMove::NoMarble { hole: "i5".parse().unwrap() }));
    /// assert!(matches!(game.why_illegal(m("q1-i5")), Some(IllegalMove::Unreachable { .. })));
    /// ```
    pub fn why_illegal(&self, m: Move) -> Option<IllegalMove> {
        if self.legal_moves().contains(m) {
            return None;
        }
        let player = self.to_move();
        let Move { from, to } = m;
        let target = self.target_point(player).holes();
        let reason = if self.is_over() {
            IllegalMove::GameOver
        } else if from == to {
            IllegalMove::SameHole
        } else if let Some(owner) = self.owner(from).filter(|&owner| owner != player) {
            IllegalMove::NotOwnMarble { hole: from, owner }
        } else if self.owner(from).is_none() {
            IllegalMove::NoMarble { hole: from }
        } else if self.occupied().contains(to) {
            IllegalMove::Taken { hole: to }
        } else if !self.board().contains(to) {
            IllegalMove::OffBoard { hole: to }
        } else if !self.allowed_ends(player).contains(to) {
            IllegalMove::NoParking { hole: to, parking: self.rules().parking }
        } else if self.rules().target_lock && target.contains(from) && !target.contains(to) {
            IllegalMove::TargetLock { hole: from }
        } else {
            IllegalMove::Unreachable { from, to }
        };
        Some(reason)
    }
}
