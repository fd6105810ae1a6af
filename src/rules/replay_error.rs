//! What can be wrong with a replay file: one error kind per way a file can
//! fail to load, and for a bad turn, its number and what is wrong with it.

use super::board::Hole;
use super::error::SetupError;
use super::seat::Seat;
use std::fmt;

/// Why a replay does not load. Turns count from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The file cannot be read (the system's message).
    Unreadable(String),
    /// The file is not UTF-8 text.
    NotText,
    /// The RON text does not parse or misses a field (line and column from 1).
    Syntax {
        /// Line of the error.
        line: usize,
        /// Column of the error.
        column: usize,
        /// What the parser said.
        message: String,
    },
    /// A field this format does not have (line and column from 1).
    UnknownField {
        /// Line of the field.
        line: usize,
        /// Column of the field.
        column: usize,
        /// The field's name.
        field: String,
    },
    /// The file is of a newer format version than this game reads.
    NewerVersion {
        /// The version the file names.
        version: u32,
    },
    /// The setup does not make a game.
    Setup(SetupError),
    /// A turn is not legal; the file is invalid from this turn on.
    Turn {
        /// The turn, from 1.
        turn: usize,
        /// The turn as written.
        text: String,
        /// What is wrong with it.
        fault: TurnFault,
    },
}

/// What is wrong with one turn of a replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TurnFault {
    /// Not a route in the notation, nor `pass` (the notation's message).
    Notation(String),
    /// The game was already over before this turn.
    GameOver,
    /// A pass while the player has a legal move.
    PassWithMoves {
        /// The player who passed.
        player: Seat,
    },
    /// The route does not start on a marble of the player to move.
    NoOwnMarble {
        /// The player to move.
        player: Seat,
        /// The first hole of the route.
        hole: Hole,
    },
    /// A leg of the route is neither a step to an empty hole nor a hop under
    /// the game's jump rule.
    NotAStepOrHop {
        /// The leg, from 1.
        leg: usize,
        /// Where the leg starts.
        from: Hole,
        /// Where it ends.
        to: Hole,
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
    /// The route ends on the hole it started from.
    BackToStart,
    /// The move may not end on this hole (parking rules).
    EndNotAllowed {
        /// The player to move.
        player: Seat,
        /// The end of the route.
        hole: Hole,
    },
    /// A marble in its target may only move to another hole of the target.
    TargetLock {
        /// The end of the route, outside the target.
        hole: Hole,
    },
}

impl ReplayError {
    /// Classifies a RON parser error.
    pub(crate) fn from_ron(error: ron::error::SpannedError) -> ReplayError {
        let (line, column) = (error.span.start.line, error.span.start.col);
        match error.code {
            ron::Error::NoSuchStructField { found, .. } => ReplayError::UnknownField { line, column, field: found },
            code => ReplayError::Syntax { line, column, message: code.to_string() },
        }
    }

    /// The turn (from 1) at which the replay stops being valid, if a turn is
    /// at fault.
    pub fn turn(&self) -> Option<usize> {
        match self {
            ReplayError::Turn { turn, .. } => Some(*turn),
            _ => None,
        }
    }
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Unreadable(message) => write!(f, "cannot read the file: {}", one_line(message)),
            ReplayError::NotText => f.write_str("not a text file (not UTF-8)"),
            ReplayError::Syntax { line, column, message } => {
                write!(f, "line {line}, column {column}: {}", one_line(message))
            }
            ReplayError::UnknownField { line, column, field } => {
                write!(f, "line {line}, column {column}: unknown field {field:?}")
            }
            ReplayError::NewerVersion { version } => write!(
                f,
                "replay format version {version} is newer than this game reads (up to {})",
                super::replay::REPLAY_VERSION
            ),
            ReplayError::Setup(error) => write!(f, "setup: {}", one_line(&error.to_string())),
            ReplayError::Turn { turn, text, fault } => write!(f, "turn {turn} {text:?}: {fault}"),
        }
    }
}

impl std::error::Error for ReplayError {}

/// `text` with control characters (line breaks among them) escaped, so that
/// an error stays on one line whatever a file holds.
fn one_line(text: &str) -> String {
    text.chars().map(|c| if c.is_control() { c.escape_default().to_string() } else { c.to_string() }).collect()
}

impl fmt::Display for TurnFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TurnFault::Notation(message) => f.write_str(&one_line(message)),
            TurnFault::GameOver => f.write_str("the game is already over"),
            TurnFault::PassWithMoves { player } => {
                write!(f, "player {player} passes but has a legal move")
            }
            TurnFault::NoOwnMarble { player, hole } => write!(f, "no marble of player {player} on {hole}"),
            TurnFault::NotAStepOrHop { leg, from, to } => {
                write!(f, "leg {leg}, {from}-{to}, is neither a step to an empty hole nor a hop")
            }
            TurnFault::StepAmongHops { leg, from, to } => {
                write!(f, "leg {leg}, {from}-{to}, is a step, and a step cannot be combined with hops")
            }
            TurnFault::BackToStart => f.write_str("the move ends where it started"),
            TurnFault::EndNotAllowed { player, hole } => {
                write!(f, "a move of player {player} may not end on {hole}")
            }
            TurnFault::TargetLock { hole } => {
                write!(f, "a marble in its target may only move within it, not to {hole}")
            }
        }
    }
}

/// A replay error together with the file it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayFileError {
    /// The file, as given.
    pub path: String,
    /// What is wrong with it.
    pub error: ReplayError,
}

impl fmt::Display for ReplayFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path, self.error)
    }
}

impl std::error::Error for ReplayFileError {}
