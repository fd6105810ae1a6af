//! The room server's protocol: one server, many tables, and players who
//! connect out to it over TCP. A connection carries messages each way
//! ([`frame`]): the server's welcome, the client's signed hello, then
//! requests and what the server tells ([`messages`]); a player is a key
//! pair of their own ([`identity`]). [`client`] makes a connection as a
//! client does. Like the hosted
//! game's protocol, positions never cross the wire: games cross as replays
//! and moves as routes, and every machine plays them through its rules.

pub mod client;
pub mod frame;
pub mod identity;
pub mod messages;

pub use client::{ClientError, RoomClient, RoomReader, RoomWriter};
pub use frame::{FrameError, encode, read_message, write_message};
pub use identity::{Identity, proves};
pub use messages::{
    Clock, ClockReading, DEFAULT_ROOM_PORT, Gone, MAX_CHAT_CHARS, MAX_TABLE_NAME_CHARS, MAX_TO_CLIENT_BYTES,
    MAX_TO_SERVER_BYTES, NewTable, OutOfTime, PROOF_CONTEXT, Place, PlayerId, ROOM_VERSION, RoomRefused, SILENCE_SECS,
    SeatView, TableId, TableRef, TableState, TableSummary, TableView, ToClient, ToServer, YourGame,
};
