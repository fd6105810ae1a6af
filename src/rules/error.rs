//! The errors of the rules: what is wrong with a setup file, a position
//! diagram, a hole or move name, or a move. Each is a type with kinds to
//! match on; `Display` gives the one-line message the command line prints.

use super::board::Hole;
use super::game::Move;
use super::seat::Player;
use super::setup::Parking;
use std::fmt;

/// Why a move or pass was refused.
///
/// ```
/// use chinese_checkers::rules::{Game, Move, MoveError, Setup};
/// let mut game = Game::from_setup(&Setup::from_ron("(players: [(kind: Human), (kind: Human)])").unwrap()).unwrap();
/// assert_eq!(game.pass(), Err(MoveError::CannotPass));
/// let jump = Move { from: "q1".parse().unwrap(), to: "i5".parse().unwrap() };
/// assert_eq!(game.play(jump), Err(MoveError::Illegal(jump)));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The game is over.
    GameOver,
    /// Not a legal move for the player to move.
    Illegal(Move),
    /// A pass while the player has a legal move.
    CannotPass,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::GameOver => f.write_str("the game is over"),
            MoveError::Illegal(m) => write!(f, "{m} is not a legal move"),
            MoveError::CannotPass => f.write_str("a player with a legal move cannot pass"),
        }
    }
}

impl std::error::Error for MoveError {}

/// Why the rules refuse a move: the first rule it breaks, from
/// [`Game::why_illegal`](super::Game::why_illegal). `Display` gives one
/// sentence for the player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    /// The game is over.
    GameOver,
    /// The move ends where it starts.
    SameHole,
    /// No marble stands on the start hole.
    NoMarble {
        /// The start hole.
        hole: Hole,
    },
    /// The marble on the start hole is another player's.
    NotOwnMarble {
        /// The start hole.
        hole: Hole,
        /// Whose marble it is.
        owner: Player,
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
        /// The end hole.
        hole: Hole,
        /// The parking rule in force.
        parking: Parking,
    },
    /// A marble in its target may only move within it.
    TargetLock {
        /// The start hole.
        hole: Hole,
    },
    /// No step or chain of hops leads from one hole to the other.
    Unreachable {
        /// The start hole.
        from: Hole,
        /// The end hole.
        to: Hole,
    },
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMove::GameOver => f.write_str("The game is over."),
            IllegalMove::SameHole => f.write_str("A move must end in another hole than the one it starts from."),
            IllegalMove::NoMarble { hole } => write!(f, "There is no marble on {hole}."),
            IllegalMove::NotOwnMarble { hole, owner } => {
                write!(f, "The marble on {hole} is Player {}'s; move one of your own.", owner + 1)
            }
            IllegalMove::Taken { hole } => write!(f, "{hole} is taken: a move ends in an empty hole."),
            IllegalMove::OffBoard { hole } => write!(f, "{hole} is in a point taken off the board."),
            IllegalMove::NoParking { hole, parking: Parking::OwnPointsOnly } => {
                write!(f, "{hole} is outside the centre and your own two points, where every move must end.")
            }
            IllegalMove::NoParking { hole, .. } => {
                write!(f, "{hole} is in another player's point: a chain may pass through it but not stop there.")
            }
            IllegalMove::TargetLock { hole } => {
                write!(f, "Target lock: the marble on {hole} is home and may only move inside its target.")
            }
            IllegalMove::Unreachable { from, to } => {
                write!(f, "No single step or chain of hops leads from {from} to {to}.")
            }
        }
    }
}

impl std::error::Error for IllegalMove {}
