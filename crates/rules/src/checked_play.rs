//! Playing by the rules: [`Game::play`] and [`Game::pass`] refuse what the
//! rules forbid, and [`Game::why_illegal`] explains it, all with one
//! vocabulary, [`IllegalMove`], which checking a route as written
//! ([`Game::check_route`]) shares. The first rule a move breaks is found in
//! the order a player would check them (whose marble, where it ends, then
//! how it gets there). (The unchecked moves of the search, and the state
//! they change, are in `game.rs`.)

use super::board::Hole;
use super::game::{Game, Move, Undo};
use super::seat::Seat;
use super::setup::{Parking, TargetLock};
use std::fmt;

/// A move or pass the rules refuse: the first rule it breaks. `Display`
/// gives one sentence for the player; a replay's error words the refusal of
/// a turn in its own report (see [`ReplayError`](super::ReplayError)).
///
/// ```
/// use chinese_checkers_rules::{Game, IllegalMove, Seat, Setup};
/// let mut game = Game::from_setup(&Setup::from_ron("(players: [(kind: Human), (kind: Human)])").unwrap()).unwrap();
/// assert_eq!(game.pass(), Err(IllegalMove::CannotPass { player: Seat::new(0) }));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    /// The game is over: no move or pass is accepted.
    GameOver,
    /// A pass while the player has a legal move.
    CannotPass {
        /// The player (0-based) who passed.
        player: Seat,
    },
    /// A move that is not among the legal moves, from [`Game::play`], which
    /// does not look for the rule it breaks.
    NotLegal(Move),
    /// The move ends where it starts.
    SameHole,
    /// No marble stands on the start hole.
    NoMarble {
        /// The player (0-based) to move.
        player: Seat,
        /// The start hole.
        hole: Hole,
    },
    /// The marble on the start hole is another player's.
    NotOwnMarble {
        /// The player (0-based) to move.
        player: Seat,
        /// The start hole.
        hole: Hole,
        /// Whose marble it is.
        owner: Seat,
    },
    /// The end hole holds a marble.
    Taken {
        /// The end hole.
        hole: Hole,
    },
    /// The end hole is in a point removed from the board.
    OffBoard {
        /// The end hole.
        hole: Hole,
    },
    /// The parking rule forbids ending there.
    NoParking {
        /// The player (0-based) to move.
        player: Seat,
        /// The end hole.
        hole: Hole,
        /// The parking rule in force.
        parking: Parking,
    },
    /// A marble in its target may only move within it.
    TargetLock {
        /// The start hole, in the target.
        from: Hole,
        /// The end hole, outside it.
        to: Hole,
    },
    /// With the target lock on the whole move, a leg of a route as written
    /// lands outside the target after the marble has been in it.
    LeavesTarget {
        /// The leg, from 1.
        leg: usize,
        /// Where the leg starts, in the target.
        from: Hole,
        /// Where it lands, outside it.
        to: Hole,
    },
    /// With the target lock on the whole move, every chain from one hole to
    /// the other lands in the target and then outside it.
    ChainLeavesTarget {
        /// The start hole.
        from: Hole,
        /// The end hole.
        to: Hole,
    },
    /// No step or chain of hops leads from one hole to the other: for a
    /// route as written, one of its legs is neither a step to an empty hole
    /// nor a hop under the game's jump rule.
    Unreachable {
        /// Where the move (or the leg) starts.
        from: Hole,
        /// Where it ends.
        to: Hole,
        /// The leg of a route as written, from 1; `None` for a move.
        leg: Option<usize>,
    },
    /// A step in a route of several legs: a step and hops cannot be combined.
    StepAmongHops {
        /// The leg, from 1.
        leg: usize,
        /// Where the step starts.
        from: Hole,
        /// Where it ends.
        to: Hole,
    },
    /// A route of no holes at all.
    NoRoute,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMove::GameOver => f.write_str("The game is over."),
            IllegalMove::CannotPass { .. } => f.write_str("a player with a legal move cannot pass"),
            IllegalMove::NotLegal(m) => write!(f, "{m} is not a legal move"),
            IllegalMove::SameHole => f.write_str("A move must end in another hole than the one it starts from."),
            IllegalMove::NoMarble { hole, .. } => write!(f, "There is no marble on {hole}."),
            IllegalMove::NotOwnMarble { hole, owner, .. } => {
                write!(f, "The marble on {hole} is Player {owner}'s; move one of your own.")
            }
            IllegalMove::Taken { hole } => write!(f, "{hole} is taken: a move ends in an empty hole."),
            IllegalMove::OffBoard { hole } => write!(f, "{hole} is in a point taken off the board."),
            IllegalMove::NoParking { hole, parking: Parking::OwnPointsOnly, .. } => {
                write!(f, "{hole} is outside the centre and your own two points, where every move must end.")
            }
            IllegalMove::NoParking { hole, .. } => {
                write!(f, "{hole} is in another player's point: a chain may pass through it but not stop there.")
            }
            IllegalMove::TargetLock { from, .. } => {
                write!(f, "Target lock: the marble on {from} is home and may only move inside its target.")
            }
            IllegalMove::LeavesTarget { leg, from, to } => {
                write!(
                    f,
                    "leg {leg}, {from}-{to}, leaves the target, which the target lock forbids once a marble is in it"
                )
            }
            IllegalMove::ChainLeavesTarget { from, to } => write!(
                f,
                "Target lock: every chain from {from} to {to} lands in your target and leaves it again, which is not allowed."
            ),
            IllegalMove::Unreachable { from, to, leg: None } => {
                write!(f, "No single step or chain of hops leads from {from} to {to}.")
            }
            IllegalMove::Unreachable { from, to, leg: Some(leg) } => {
                write!(f, "leg {leg}, {from}-{to}, is neither a step to an empty hole nor a hop")
            }
            IllegalMove::StepAmongHops { leg, from, to } => {
                write!(f, "leg {leg}, {from}-{to}, is a step, and a step cannot be combined with hops")
            }
            IllegalMove::NoRoute => f.write_str("a move needs at least two holes"),
        }
    }
}

impl std::error::Error for IllegalMove {}

impl Game {
    /// Checks and plays a move for the player to move.
    pub fn play(&mut self, m: Move) -> Result<Undo, IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        if !self.legal_moves().contains(m) {
            return Err(IllegalMove::NotLegal(m));
        }
        Ok(self.play_unchecked(m))
    }

    /// Passes the turn of a player whose time ran out, whether or not they
    /// could move (a game with a clock; a replay writes it as
    /// [`TIME`](crate::TIME)).
    pub fn time_out(&mut self) -> Result<Undo, IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        Ok(self.pass_unchecked())
    }

    /// Passes for a player who has no legal move.
    pub fn pass(&mut self) -> Result<Undo, IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        if !self.legal_moves().is_empty() {
            return Err(IllegalMove::CannotPass { player: self.to_move() });
        }
        Ok(self.pass_unchecked())
    }

    /// The first rule that `m` breaks for the player to move, or `None` if
    /// it is legal.
    ///
    /// ```
    /// use chinese_checkers_rules::{Game, IllegalMove, Move, Seat, Setup};
    /// let game = Game::from_setup(&Setup::from_ron("(players: [(kind: Human), (kind: Human)])").unwrap()).unwrap();
    /// let m = |text: &str| {
    ///     let (from, to) = text.split_once('-').unwrap();
    ///     Move { from: from.parse().unwrap(), to: to.parse().unwrap() }
    /// };
    /// assert_eq!(game.why_illegal(m("n1-m5")), None);
    /// let no_marble = IllegalMove::NoMarble { player: Seat::new(0), hole: "i5".parse().unwrap() };
    /// assert_eq!(game.why_illegal(m("i5-h5")), Some(no_marble));
    /// assert!(matches!(game.why_illegal(m("q1-i5")), Some(IllegalMove::Unreachable { leg: None, .. })));
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
            IllegalMove::NotOwnMarble { player, hole: from, owner }
        } else if self.owner(from).is_none() {
            IllegalMove::NoMarble { player, hole: from }
        } else if self.occupied().contains(to) {
            IllegalMove::Taken { hole: to }
        } else if !self.board().contains(to) {
            IllegalMove::OffBoard { hole: to }
        } else if !self.allowed_ends(player).contains(to) {
            IllegalMove::NoParking { player, hole: to, parking: self.rules().parking }
        } else if self.rules().target_lock != TargetLock::Off && target.contains(from) && !target.contains(to) {
            IllegalMove::TargetLock { from, to }
        } else if self.rules().target_lock == TargetLock::WholeMove && self.reaches_past_lock(m) {
            IllegalMove::ChainLeavesTarget { from, to }
        } else {
            IllegalMove::Unreachable { from, to, leg: None }
        };
        Some(reason)
    }
}
