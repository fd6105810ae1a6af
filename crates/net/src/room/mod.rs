//! The room server's protocol: one server, many tables, and players who
//! connect out to it over TCP. A connection carries messages each way
//! ([`frame`]): the server's welcome, the client's signed hello, then
//! requests and what the server tells ([`messages`]). Like the hosted
//! game's protocol, positions never cross the wire: games cross as replays
//! and moves as routes, and every machine plays them through its rules.

pub mod frame;
pub mod messages;

pub use frame::{FrameError, encode, read_message, write_message};
pub use messages::{
    Clock, ClockReading, DEFAULT_ROOM_PORT, Gone, MAX_CHAT_CHARS, MAX_TABLE_NAME_CHARS, MAX_TO_CLIENT_BYTES,
    MAX_TO_SERVER_BYTES, NewTable, OutOfTime, PROOF_CONTEXT, Place, PlayerId, ROOM_VERSION, RoomRefused, SeatView,
    TableId, TableRef, TableState, TableSummary, TableView, ToClient, ToServer, YourGame,
};
