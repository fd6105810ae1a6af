//! What crosses the network: a client's [`Request`]s to the host and the
//! host's [`News`] to its clients. Both are serde data, carried as postcard
//! bytes in replicon's ordered, reliable channel; docs/network.md describes
//! them for people.
//!
//! Positions never cross the wire: the host sends its game as a replay (the
//! setup and the turns so far, in the game's RON format), then each move as
//! a route, and every machine plays them through its own rules.

use rules::Level;
use serde::{Deserialize, Serialize};

/// The version of this protocol. A client that speaks another is refused
/// with a message saying both.
pub const PROTOCOL_VERSION: u32 = 2;

/// The netcode protocol id: connections of other programs, or of a version
/// of this one that speaks another protocol, are not ours.
pub const NETCODE_PROTOCOL_ID: u64 = 0x4343_4e45_5430_0002;

/// The UDP port a host listens on unless told otherwise.
pub const DEFAULT_PORT: u16 = 28_541;

/// The longest request the host reads, in bytes. A move's route of the
/// longest hop chain is about 130 characters; a name is at most
/// [`MAX_NAME_CHARS`].
pub const MAX_REQUEST_BYTES: usize = 512;

/// The longest player name the host accepts, in characters.
pub const MAX_NAME_CHARS: usize = 24;

/// Why bytes from a client are not a request the host can read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unreadable {
    /// More bytes than [`MAX_REQUEST_BYTES`]: how many came.
    TooLong(usize),
    /// The bytes do not decode as a [`Request`] of this protocol: the
    /// decoder's words.
    NotARequest(String),
}

impl std::fmt::Display for Unreadable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unreadable::TooLong(bytes) => {
                write!(f, "{bytes} bytes, more than the {MAX_REQUEST_BYTES} a request may have")
            }
            Unreadable::NotARequest(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for Unreadable {}

/// What a client asks of the host.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Request {
    /// The first request after connecting: who asks, and for which seat.
    Hello {
        /// The client's [`PROTOCOL_VERSION`].
        version: u32,
        /// The name to show for the player.
        name: String,
        /// The seat wanted, or watching.
        wish: SeatWish,
    },
    /// A move for the client's seat.
    Move {
        /// Turns played before this move: a move meant for an earlier
        /// position is refused, not played on a later one.
        turn: u32,
        /// The move's route in the game's notation (`o1-m5-k5`).
        route: String,
    },
}

/// The seat a joining player asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatWish {
    /// This seat (from 0): an open one, or one's own after a dropped
    /// connection.
    Seat(u8),
    /// The first open seat.
    AnyOpen,
    /// No seat: watch the game.
    Watch,
}

/// Who holds a seat, as every client is told.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatState {
    /// A person at the host's machine.
    Host(String),
    /// A computer playing on the host, at this level; for a player who
    /// dropped out, their name.
    Computer {
        /// Its level.
        level: Level,
        /// The player it stands in for, if any.
        stands_in_for: Option<String>,
    },
    /// Waiting for a player to join.
    Open,
    /// A player on another machine, connected or not.
    Remote {
        /// The player's name.
        name: String,
        /// Whether the connection is up.
        connected: bool,
    },
}

/// What the host tells its clients.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum News {
    /// The answer to a `Hello`: the seat given (`None` for a watcher).
    Welcome {
        /// The client's seat, from 0.
        seat: Option<u8>,
    },
    /// Who holds each seat, after any change.
    Seats(Vec<SeatState>),
    /// The game as it stands: its replay in the game's RON format. Sent when
    /// a game starts, and to a client that joins or rejoins one under way.
    Game(String),
    /// A move the host played.
    Played {
        /// Turns played before it.
        turn: u32,
        /// Its route.
        route: String,
    },
    /// A request was refused, and why: the client words it for its player.
    Refused(Refused),
    /// The host is ending the game (or leaving), and why.
    Closing(Closing),
}

/// Why the host refused a request, as it tells the client: a kind the
/// client words in its player's language, with the host's own words (in
/// English) only for a move or request it could not accept as sent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Refused {
    /// The client speaks another protocol version.
    Version {
        /// The client's version.
        asked: u32,
        /// The host's.
        spoken: u32,
    },
    /// A name that is empty or longer than [`MAX_NAME_CHARS`].
    Name,
    /// There is no such seat (from 0).
    NoSuchSeat(u8),
    /// The seat (from 0) is someone else's.
    SeatTaken(u8),
    /// No seat is open.
    NoOpenSeat,
    /// The client has already joined.
    AlreadySeated,
    /// The client has no seat (it is watching, or has not said hello).
    NoSeat,
    /// It is not the client's seat's turn.
    NotYourTurn,
    /// The move was meant for another turn than the game's (both from 0).
    WrongTurn {
        /// The turn the client named.
        asked: u32,
        /// Turns played.
        now: u32,
    },
    /// The game has not started or is over.
    NoGame,
    /// The route is not a legal move: the host's words.
    NotLegal(String),
    /// The request could not be read: the host's words.
    Malformed(String),
}

/// Says why, in English, for logs and the command line.
impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refused::Version { asked, spoken } => {
                write!(f, "protocol version {asked}; this host speaks version {spoken}")
            }
            Refused::Name => write!(f, "a name must have 1 to {MAX_NAME_CHARS} characters"),
            Refused::NoSuchSeat(s) => write!(f, "there is no seat {}", u32::from(*s) + 1),
            Refused::SeatTaken(s) => write!(f, "seat {} is taken", u32::from(*s) + 1),
            Refused::NoOpenSeat => write!(f, "no seat is open"),
            Refused::AlreadySeated => write!(f, "already joined"),
            Refused::NoSeat => write!(f, "you have no seat in this game"),
            Refused::NotYourTurn => write!(f, "it is not your turn"),
            Refused::WrongTurn { asked, now } => {
                write!(f, "move for turn {} but the game is at turn {}", asked + 1, now + 1)
            }
            Refused::NoGame => write!(f, "no game is being played"),
            Refused::NotLegal(why) => write!(f, "not a legal move: {why}"),
            Refused::Malformed(why) => write!(f, "unreadable request: {why}"),
        }
    }
}

/// Why the host ends the game or stops.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Closing {
    /// The host left the game.
    HostLeft,
    /// The server has played the number of games it was started for.
    GamesOver(u32),
}

/// Says why, in English, for logs and the command line.
impl std::fmt::Display for Closing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Closing::HostLeft => f.write_str("the host left"),
            Closing::GamesOver(games) => write!(f, "all {games} games are over"),
        }
    }
}
