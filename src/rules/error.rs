//! The errors of the rules: what is wrong with a setup file, a position
//! diagram, a hole or move name, or a move. Each is a type with kinds to
//! match on; `Display` gives the one-line message the command line prints.

use super::board::{Hole, MARBLES_PER_PLAYER, ROW_COUNT, ROW_WIDTHS};
use super::game::Move;
use super::looks::Colour;
use super::notation::row_letter;
use super::seat::Seat;
use super::setup::Parking;
use std::fmt;

/// What is wrong with a setup or its position.
///
/// ```
/// use chinese_checkers::rules::{Game, Setup, SetupError};
/// let setup = Setup::from_ron("(players: [(kind: Human)])").unwrap();
/// assert_eq!(Game::from_setup(&setup), Err(SetupError::PlayerCount { players: 1 }));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The setup file could not be read.
    Read {
        /// The kind of input/output failure.
        kind: std::io::ErrorKind,
        /// What the system said.
        message: String,
    },
    /// The RON text does not parse (line and column from 1).
    Syntax {
        /// Line of the error.
        line: usize,
        /// Column of the error.
        column: usize,
        /// What the parser said.
        message: String,
    },
    /// A fault in the position diagram, on a line counted from 1: from the
    /// diagram's first line, or from the file's once read by
    /// [`load_game`](super::load_game).
    Diagram {
        /// Line of the fault.
        line: usize,
        /// What is wrong there.
        error: DiagramError,
    },
    /// The number of seats is not 2, 3, 4 or 6.
    PlayerCount {
        /// The number of seats the setup has.
        players: usize,
    },
    /// `to_move` names no seat.
    ToMove {
        /// The seat named.
        to_move: Seat,
        /// The number of seats.
        players: usize,
    },
    /// Teams in a game of a player count that has none (teams need 4 or 6).
    TeamsNotAllowed {
        /// The number of seats.
        players: usize,
    },
    /// A team member names no seat.
    TeamMember {
        /// The seat named.
        seat: Seat,
        /// The number of seats.
        players: usize,
    },
    /// A seat is in more than one team.
    SeatInTwoTeams {
        /// The seat.
        seat: Seat,
    },
    /// A marble stands in a point removed from the board.
    MarbleOffBoard {
        /// Where it stands.
        hole: Hole,
    },
    /// Two seats chose the same colour.
    SameColour {
        /// The first seat with it.
        first: Seat,
        /// The second seat with it.
        second: Seat,
        /// The colour both chose.
        colour: Colour,
    },
}

impl SetupError {
    /// Shifts a diagram error's line by `offset` so it names the file line.
    pub(crate) fn shifted(self, offset: usize) -> SetupError {
        match self {
            SetupError::Diagram { line, error } => SetupError::Diagram { line: line + offset, error },
            other => other,
        }
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Read { message, .. } => f.write_str(message),
            SetupError::Syntax { line, column, message } => write!(f, "line {line}, column {column}: {message}"),
            SetupError::Diagram { line, error } => write!(f, "line {line}: {error}"),
            SetupError::PlayerCount { players } => write!(f, "{players} players: a game has 2, 3, 4 or 6"),
            SetupError::ToMove { to_move, players } => {
                write!(f, "to_move is {to_move}, but players are numbered 1 to {players}")
            }
            SetupError::TeamsNotAllowed { players } => {
                write!(f, "teams are played with 4 or 6 players, not {players}")
            }
            SetupError::TeamMember { seat, players } => {
                write!(f, "team member {seat}: players are numbered 1 to {players}")
            }
            SetupError::SeatInTwoTeams { seat } => write!(f, "player {seat} is in more than one team"),
            SetupError::MarbleOffBoard { hole } => {
                write!(f, "a marble stands on {hole}, in a point removed from the board")
            }
            SetupError::SameColour { first, second, colour } => {
                write!(f, "players {first} and {second} both chose the colour {colour}")
            }
        }
    }
}

impl std::error::Error for SetupError {}

/// What is wrong on one line of a position diagram.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiagramError {
    /// A line after the seventeenth row.
    TooManyRows,
    /// A row with the wrong number of holes.
    RowWidth {
        /// The row, 0 for `a`.
        row: usize,
        /// How many holes the line gives.
        found: usize,
    },
    /// A marble of a player the game does not have.
    NoSuchPlayer {
        /// The player.
        player: Seat,
        /// Where the marble stands.
        hole: Hole,
        /// The number of seats.
        players: usize,
    },
    /// A player with more than ten marbles.
    TooManyMarbles {
        /// The player.
        player: Seat,
    },
    /// A hole that is neither `.` nor a player number.
    BadToken {
        /// What the hole says.
        token: String,
        /// The hole.
        hole: Hole,
    },
    /// The diagram ends before its seventeenth row.
    TooFewRows {
        /// The rows it has.
        rows: usize,
    },
}

impl fmt::Display for DiagramError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DiagramError::TooManyRows => write!(f, "more than {ROW_COUNT} rows"),
            DiagramError::RowWidth { row, found } => {
                let width = ROW_WIDTHS.get(*row).copied().unwrap_or(0);
                write!(f, "row {} needs {width} holes, found {found}", row_letter(*row))
            }
            DiagramError::NoSuchPlayer { player, hole, players } => {
                write!(f, "marble of player {player} on {hole}, but the game has {players} players")
            }
            DiagramError::TooManyMarbles { player } => {
                write!(f, "player {player} has more than {MARBLES_PER_PLAYER} marbles")
            }
            DiagramError::BadToken { token, hole } => {
                write!(f, "'{token}' on {hole} is not '.' or a player number 1-6")
            }
            DiagramError::TooFewRows { rows } => write!(f, "the diagram has {rows} rows; it needs {ROW_COUNT}"),
        }
    }
}

impl std::error::Error for DiagramError {}

/// A setup error together with the file it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileError {
    /// The file.
    pub path: String,
    /// What is wrong with it.
    pub error: SetupError,
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path, self.error)
    }
}

impl std::error::Error for FileError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.error)
    }
}

/// Why a hole name (`m5`) or a route (`o1-m5-k5`) does not parse.
///
/// ```
/// use chinese_checkers::rules::{Hole, NotationError};
/// assert_eq!("z1".parse::<Hole>(), Err(NotationError::NoSuchRow { text: "z1".into() }));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// An empty hole name.
    Empty,
    /// The name does not start with a row letter `a` to `q`.
    NoSuchRow {
        /// The name.
        text: String,
    },
    /// The row letter is not followed by a number.
    NoNumber {
        /// The name.
        text: String,
    },
    /// The row has no hole of that number.
    NoSuchHole {
        /// The name.
        text: String,
        /// The row, 0 for `a`.
        row: usize,
    },
    /// A route of fewer than two holes.
    ShortRoute {
        /// The route.
        text: String,
    },
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::Empty => f.write_str("empty hole name"),
            NotationError::NoSuchRow { text } => write!(f, "'{text}' is not a hole: rows are a to q"),
            NotationError::NoNumber { text } => {
                write!(f, "'{text}' is not a hole: a row letter and a number, like m5")
            }
            NotationError::NoSuchHole { text, row } => {
                // The row letter as written (either case).
                let letter = text.chars().next().unwrap_or_else(|| row_letter(*row));
                let width = ROW_WIDTHS.get(*row).copied().unwrap_or(0);
                write!(f, "'{text}' is not a hole: row {letter} has {width} holes")
            }
            NotationError::ShortRoute { text } => {
                write!(f, "'{text}' is not a move: write its holes joined by '-', like n1-m1")
            }
        }
    }
}

impl std::error::Error for NotationError {}

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
                write!(f, "The marble on {hole} is Player {owner}'s; move one of your own.")
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
