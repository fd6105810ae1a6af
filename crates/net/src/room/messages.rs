//! The room server's messages: what a client asks ([`ToServer`]) and what
//! the server tells ([`ToClient`]), with the tables, seats and clocks they
//! describe. docs/network.md describes them for people.

use crate::code::JoinCode;
use crate::protocol::SeatWish;
use rules::Level;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The version of the room protocol. A client that speaks another is
/// refused with both versions, which it words for its player.
pub const ROOM_VERSION: u32 = 1;

/// The TCP port a room server listens on unless told otherwise.
pub const DEFAULT_ROOM_PORT: u16 = 28_543;

/// The longest message a client may send, in bytes: a new table's setup,
/// with a position of its own, is the longest.
pub const MAX_TO_SERVER_BYTES: usize = 8 * 1024;

/// The longest message the server sends, in bytes: a long game as a replay
/// is the longest.
pub const MAX_TO_CLIENT_BYTES: usize = 4 * 1024 * 1024;

/// Seconds without a message after which either side takes the other to
/// be gone; a client pings well within it.
pub const SILENCE_SECS: u64 = 60;

/// The longest chat line, in characters.
pub const MAX_CHAT_CHARS: usize = 200;

/// The longest name of a table, in characters.
pub const MAX_TABLE_NAME_CHARS: usize = 40;

/// What a client signs to prove that it holds its key: these bytes, then
/// the server's nonce.
pub const PROOF_CONTEXT: &[u8] = b"chinese-checkers room hello";

/// A table of the server, numbered from 1 in the order they were made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct TableId(pub u64);

impl fmt::Display for TableId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "table {}", self.0)
    }
}

/// A player as the server and the other players know them: the first
/// eight bytes of their public key. Names may repeat; this does not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct PlayerId(pub u64);

impl PlayerId {
    /// The id of the player with this public key.
    pub fn of(key: &[u8; 32]) -> PlayerId {
        let mut first = [0; 8];
        first.copy_from_slice(&key[..8]);
        PlayerId(u64::from_le_bytes(first))
    }
}

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:016x}", self.0)
    }
}

/// What a client asks of the room server.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToServer {
    /// The first message, answering the server's [`ToClient::Welcome`]:
    /// who the player is, proved by a signature.
    Hello {
        /// The client's [`ROOM_VERSION`].
        version: u32,
        /// The name to show for the player.
        name: String,
        /// The player's public key (Ed25519), their identity.
        key: [u8; 32],
        /// The signature, by the key, of [`PROOF_CONTEXT`] then the
        /// server's nonce (64 bytes).
        proof: Vec<u8>,
    },
    /// Send the public tables now, and again whenever they change.
    Lobby,
    /// Stop sending the public tables.
    LeaveLobby,
    /// Send the tables where the player holds a seat.
    YourGames,
    /// Make a table.
    Create(NewTable),
    /// Sit at a table, or watch it.
    Join {
        /// The table, by its number or its join code.
        table: TableRef,
        /// The seat wanted, or watching.
        wish: SeatWish,
    },
    /// Leave a table: give up a seat not yet played in, or stop watching.
    /// A seat in a game under way stays the player's.
    Leave(TableId),
    /// Put a computer in an open seat (the table's maker only).
    Fill {
        /// The table.
        table: TableId,
        /// The seat, from 0.
        seat: u8,
        /// The computer's level.
        level: Level,
    },
    /// Send a player who has not yet played away from their seat, which
    /// opens again (the table's maker only).
    Remove {
        /// The table.
        table: TableId,
        /// The seat, from 0.
        seat: u8,
    },
    /// A move for the player's seat.
    Move {
        /// The table.
        table: TableId,
        /// Turns played before this move: a move meant for an earlier
        /// position is refused, not played on a later one.
        turn: u32,
        /// The route in the game's notation (`o1-m5-k5`).
        route: String,
    },
    /// A line of chat.
    Chat {
        /// Where it is said.
        place: Place,
        /// What is said: words, never a command.
        text: String,
    },
    /// Offer, or accept, another game at the same table once the game is
    /// over. When every seated player has, it starts, the seats turned by
    /// one.
    Rematch(TableId),
    /// Nothing: the connection is alive. A client that sends nothing for
    /// [`SILENCE_SECS`] is taken to be gone; the server answers with
    /// [`ToClient::Pong`].
    Ping,
}

/// A table named by a client.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TableRef {
    /// By its number, as the lobby lists it.
    Id(TableId),
    /// By the join code its maker gave out.
    Code(JoinCode),
}

/// Where a chat line is said.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Place {
    /// To everyone in the lobby.
    Lobby,
    /// To the players and watchers of a table.
    Table(TableId),
}

/// A table to make.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NewTable {
    /// Its name in the lobby.
    pub name: String,
    /// The game, as a setup file's RON: a seat of kind `Human` is open for a
    /// player, a `Computer` seat is the server's computer.
    pub setup: String,
    /// The maker's own seat, from 0 (a `Human` seat), or `None` to only
    /// watch.
    pub seat: Option<u8>,
    /// Listed in the lobby; else found only by its join code.
    pub public: bool,
    /// The clock.
    pub clock: Clock,
    /// What becomes of a player whose time runs out.
    pub out_of_time: OutOfTime,
    /// Seconds a seat waits for a player who left or lost the connection
    /// before a computer takes it; 0 waits as long as the game lasts.
    pub wait_secs: u32,
    /// The level of a computer that takes over a seat.
    pub stand_in: Level,
}

/// The clock of a table's games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Clock {
    /// No clock.
    None,
    /// Each player has this much time for the game, and gains the increment
    /// with each move (5 min + 5 s).
    Fischer {
        /// The time for the game, in seconds.
        base_secs: u32,
        /// The time added after each move, in seconds.
        increment_secs: u32,
    },
    /// Each move may take this many days (a correspondence game).
    Days(u8),
}

impl Clock {
    /// Whether the server allows this clock: a game of 10 s to 24 h with
    /// an increment of at most 10 minutes, or 1 to 14 days a move.
    pub fn is_allowed(self) -> bool {
        match self {
            Clock::None => true,
            Clock::Fischer { base_secs, increment_secs } => (10..=86_400).contains(&base_secs) && increment_secs <= 600,
            Clock::Days(days) => (1..=14).contains(&days),
        }
    }

    /// The time a player starts the game with, in milliseconds; `None`
    /// without a clock.
    pub fn start_ms(self) -> Option<u64> {
        match self {
            Clock::None => None,
            Clock::Fischer { base_secs, .. } => Some(u64::from(base_secs) * 1000),
            Clock::Days(days) => Some(u64::from(days) * DAY_MS),
        }
    }

    /// A player's time after a move that left them `left` milliseconds:
    /// the increment added, or the day's allowance again.
    pub fn after_move_ms(self, left: u64) -> u64 {
        match self {
            Clock::None => left,
            Clock::Fischer { increment_secs, .. } => left + u64::from(increment_secs) * 1000,
            Clock::Days(days) => u64::from(days) * DAY_MS,
        }
    }
}

/// A day, in milliseconds.
const DAY_MS: u64 = 24 * 60 * 60 * 1000;

/// What becomes of a player whose time runs out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum OutOfTime {
    /// A computer of the table's stand-in level plays the seat from then
    /// on.
    Computer,
    /// The player's turns pass from then on.
    Pass,
}

/// Who holds a seat, as every client is told.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SeatView {
    /// Waiting for a player.
    Open,
    /// A player.
    Player {
        /// Who.
        id: PlayerId,
        /// Their name.
        name: String,
        /// Whether they are connected now.
        connected: bool,
    },
    /// A computer of the server's.
    Computer {
        /// Its level.
        level: Level,
        /// The player it plays for, who left or ran out of time.
        stands_in_for: Option<String>,
    },
}

/// Where a table's play stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TableState {
    /// Waiting for its seats to fill.
    Waiting,
    /// Game `number` (from 1) is being played.
    Playing {
        /// The game's number at this table.
        number: u32,
    },
    /// Game `number` is over; these seats have offered another.
    Over {
        /// The game's number at this table.
        number: u32,
        /// The seats (from 0) whose players asked for a rematch.
        rematch: Vec<u8>,
    },
}

/// A table as the lobby lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableSummary {
    /// Its number.
    pub id: TableId,
    /// Its name.
    pub name: String,
    /// Who holds each seat.
    pub seats: Vec<SeatView>,
    /// Its clock.
    pub clock: Clock,
    /// How many watch it.
    pub watchers: u32,
    /// Where its play stands.
    pub state: TableState,
}

/// A table as its players and watchers see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableView {
    /// What the lobby would list.
    pub summary: TableSummary,
    /// Its join code, which its players and watchers may give out.
    pub code: JoinCode,
    /// Listed in the lobby.
    pub public: bool,
    /// Who made it (who may fill and free its seats).
    pub maker: PlayerId,
    /// The seat of the client told, from 0; `None` when watching.
    pub you: Option<u8>,
    /// What becomes of a player whose time runs out.
    pub out_of_time: OutOfTime,
    /// Seconds a seat waits for a player who left.
    pub wait_secs: u32,
    /// The level of a computer that takes over a seat.
    pub stand_in: Level,
}

/// A table where the player holds a seat, for "your games".
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct YourGame {
    /// The table.
    pub id: TableId,
    /// Its name.
    pub name: String,
    /// The player's seat, from 0.
    pub seat: u8,
    /// Where its play stands.
    pub state: TableState,
    /// The seat to move, from 0, while a game is played.
    pub to_move: Option<u8>,
}

/// Each seat's time left, in milliseconds, and the seat whose clock runs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockReading {
    /// By seat.
    pub left_ms: Vec<u64>,
    /// The seat whose time runs now: the seat to move, when a player plays
    /// it; `None` when a computer is to move or the game is over.
    pub running: Option<u8>,
}

/// What the room server tells a client.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToClient {
    /// The first message on a connection: the server's version, and the
    /// bytes the client signs in its [`ToServer::Hello`].
    Welcome {
        /// The server's [`ROOM_VERSION`].
        version: u32,
        /// Fresh random bytes, never used for another connection.
        nonce: [u8; 32],
    },
    /// The hello was accepted: this is the player's id.
    Greeted {
        /// The player's id.
        you: PlayerId,
    },
    /// A request was refused, and why.
    Refused(RoomRefused),
    /// The public tables (after [`ToServer::Lobby`], and whenever they
    /// change).
    Lobby(Vec<TableSummary>),
    /// The tables where the player holds a seat.
    YourGames(Vec<YourGame>),
    /// A table the client is at, after it joined and whenever its seats or
    /// state change.
    Table(TableView),
    /// A table's game as it stands: its replay in the game's RON format,
    /// sent when a game starts and to a client that joins one under way.
    Game {
        /// The table.
        table: TableId,
        /// The replay.
        replay: String,
        /// The clocks, at a table with a clock.
        clocks: Option<ClockReading>,
    },
    /// A turn the server played: a move's route, or a turn passed because
    /// the player's time ran out ([`TIME`](rules::TIME)).
    Played {
        /// The table.
        table: TableId,
        /// Turns played before it.
        turn: u32,
        /// Its route, or `TIME`.
        route: String,
        /// The clocks after it, at a table with a clock.
        clocks: Option<ClockReading>,
    },
    /// A line of chat.
    Chat {
        /// Where it was said.
        place: Place,
        /// Who said it.
        from: PlayerId,
        /// Their name.
        name: String,
        /// What they said.
        text: String,
    },
    /// The client is no longer at a table, and why.
    Gone {
        /// The table.
        table: TableId,
        /// Why.
        why: Gone,
    },
    /// The answer to a [`ToServer::Ping`].
    Pong,
}

/// Why a client is no longer at a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Gone {
    /// The client left it.
    Left,
    /// The table's maker sent the player away before the game began.
    Removed,
    /// The table closed: everyone left it.
    Closed,
}

/// Why the room server refused a request: a kind the client words in its
/// player's language, with the server's own words (in English) only where
/// the client sent something the server could not accept as it was.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RoomRefused {
    /// The client speaks another version of the protocol.
    Version {
        /// The client's.
        asked: u32,
        /// The server's.
        spoken: u32,
    },
    /// A name that is empty or too long.
    Name,
    /// The signature does not prove the key.
    Proof,
    /// The player is already connected from elsewhere.
    Elsewhere,
    /// A request before the hello.
    NotGreeted,
    /// No table has this number.
    NoSuchTable(TableId),
    /// No table has this join code.
    NoSuchCode,
    /// There is no such seat (from 0).
    NoSuchSeat(u8),
    /// The seat (from 0) is someone else's.
    SeatTaken(u8),
    /// No seat is open.
    NoOpenSeat,
    /// The client is not at that table.
    NotAtTable(TableId),
    /// The client has no seat at that table.
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
    /// The table's game has not started or is over.
    NoGame,
    /// The route is not a legal move: the server's words.
    NotLegal(String),
    /// The new table's setup is not a game: the server's words.
    Setup(String),
    /// A table name that is empty or too long.
    TableName,
    /// A clock outside what the server allows: a game of 10 s to 24 h with
    /// an increment of at most 10 minutes, or 1 to 14 days a move.
    Clock,
    /// Only the table's maker may do that.
    NotMaker,
    /// The player has already played in this game.
    Started,
    /// A chat line that is empty or longer than [`MAX_CHAT_CHARS`].
    ChatLength,
    /// Too many requests of this kind too quickly: wait this many seconds.
    TooFast(u32),
    /// The player has as many tables open as the server allows.
    TooManyTables,
    /// The message could not be read: the server's words.
    Malformed(String),
}

/// Says why, in English, for logs and the command line.
impl fmt::Display for RoomRefused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RoomRefused::Version { asked, spoken } => {
                write!(f, "room protocol version {asked}; this server speaks version {spoken}")
            }
            RoomRefused::Name => write!(f, "a name must have 1 to {} characters", crate::MAX_NAME_CHARS),
            RoomRefused::Proof => f.write_str("the signature does not prove the key"),
            RoomRefused::Elsewhere => f.write_str("this player is connected from elsewhere"),
            RoomRefused::NotGreeted => f.write_str("say hello first"),
            RoomRefused::NoSuchTable(table) => write!(f, "there is no {table}"),
            RoomRefused::NoSuchCode => f.write_str("no table has this join code"),
            RoomRefused::NoSuchSeat(seat) => write!(f, "there is no seat {}", u32::from(*seat) + 1),
            RoomRefused::SeatTaken(seat) => write!(f, "seat {} is taken", u32::from(*seat) + 1),
            RoomRefused::NoOpenSeat => f.write_str("no seat is open"),
            RoomRefused::NotAtTable(table) => write!(f, "not at {table}"),
            RoomRefused::NoSeat => f.write_str("you have no seat at this table"),
            RoomRefused::NotYourTurn => f.write_str("it is not your turn"),
            RoomRefused::WrongTurn { asked, now } => {
                write!(f, "move for turn {} but the game is at turn {}", asked + 1, now + 1)
            }
            RoomRefused::NoGame => f.write_str("no game is being played at this table"),
            RoomRefused::NotLegal(why) => write!(f, "not a legal move: {why}"),
            RoomRefused::Setup(why) => write!(f, "the setup is not a game: {why}"),
            RoomRefused::TableName => write!(f, "a table's name must have 1 to {MAX_TABLE_NAME_CHARS} characters"),
            RoomRefused::Clock => {
                f.write_str("a clock must give 10 s to 24 h a game, at most 10 min a move more, or 1 to 14 days a move")
            }
            RoomRefused::NotMaker => f.write_str("only the table's maker may do that"),
            RoomRefused::Started => f.write_str("the player has already played in this game"),
            RoomRefused::ChatLength => write!(f, "a chat line must have 1 to {MAX_CHAT_CHARS} characters"),
            RoomRefused::TooFast(secs) => write!(f, "too many requests: wait {secs} s"),
            RoomRefused::TooManyTables => f.write_str("too many tables open"),
            RoomRefused::Malformed(why) => write!(f, "unreadable message: {why}"),
        }
    }
}

impl std::error::Error for RoomRefused {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_starts_and_grows_by_its_rule() {
        let fischer = Clock::Fischer { base_secs: 300, increment_secs: 5 };
        assert_eq!(fischer.start_ms(), Some(300_000));
        assert_eq!(fischer.after_move_ms(12_000), 17_000);
        assert_eq!(Clock::Days(2).start_ms(), Some(2 * DAY_MS));
        assert_eq!(Clock::Days(2).after_move_ms(5), 2 * DAY_MS, "a day's allowance comes back whole");
        assert_eq!(Clock::None.start_ms(), None);
    }

    #[test]
    fn a_player_id_is_the_key_s_first_bytes() {
        let mut key = [0; 32];
        key[0] = 1;
        key[7] = 0xab;
        assert_eq!(PlayerId::of(&key), PlayerId(0xab00_0000_0000_0001));
        assert_eq!(PlayerId(0xab00_0000_0000_0001).to_string(), "ab00000000000001");
    }
}
