//! What crosses the network: a client's [`Request`]s to the host and the
//! host's [`News`] to its clients. Both are serde data, carried as postcard
//! bytes in replicon's ordered, reliable channel; docs/network.md describes
//! them for people.
//!
//! Positions never cross the wire: the host sends its game as a replay (the
//! setup and the turns so far, in the game's RON format), then each move as
//! a route, and every machine plays them through its own rules.

use serde::{Deserialize, Serialize};

/// The version of this protocol. A client that speaks another is refused
/// with a message saying both.
pub const PROTOCOL_VERSION: u32 = 1;

/// The netcode protocol id: connections of other programs are not ours.
pub const NETCODE_PROTOCOL_ID: u64 = 0x4343_4e45_5430_0001;

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
    /// A computer playing on the host.
    Computer(String),
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
    /// A request was refused: why, in words for the player.
    Refused(String),
    /// The host is ending the game (or leaving): why.
    Closing(String),
}
