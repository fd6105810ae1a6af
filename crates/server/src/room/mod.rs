//! The room: the server's tables, players and connections, as plain state
//! that the server's loop drives ([`Room::handle`], [`Room::tick`]) and
//! whose answers it carries out ([`Output`]). No input or output happens
//! here, so tests drive it directly.

mod greeting;
mod limits;
mod play;
mod seating;
mod state;
mod table;
mod talk;
mod views;

pub use limits::{Bucket, Limits, Rate};
pub use state::{Conn, Input, Output, Player, Room, Search, SearchKey};
pub use table::{Clocks, ConnId, Holder, Play, Table, TableRecord, TableSpec};
