//! Play over the network, as plain data and rules (no Bevy): what crosses
//! the wire ([`protocol`]), the join code and the connection key made from
//! it ([`code`]), the games a host announces on its network ([`discovery`]),
//! and the checks the host makes of every request ([`table`]). The game's
//! Bevy side, which carries these over bevy_replicon and renet, is its
//! `app::net`. The room server's protocol, one server with many tables
//! that players connect out to, is [`room`].
//!
//! The host (a player's game, or `serve`) is the only authority: it plays
//! every move and tells the clients; a client only asks.

pub mod code;
pub mod discovery;
pub mod protocol;
pub mod room;
pub mod table;

pub use code::{CodeError, JoinCode};
pub use protocol::{
    Closing, MAX_NAME_CHARS, News, PROTOCOL_VERSION, Refused, Request, SeatState, SeatWish, Unreadable,
};

use std::fmt;
use std::net::{SocketAddr, ToSocketAddrs};

/// Why a typed address names no host: the address as typed, and the
/// system's reason (or none, when the name was found with no address).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AddressError {
    /// The address as typed.
    pub address: String,
    /// The system's reason the name could not be looked up; `None` when it
    /// was, and has no address.
    pub lookup: Option<String>,
}

impl fmt::Display for AddressError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.lookup {
            Some(why) => write!(f, "address {:?}: {why}", self.address),
            None => write!(f, "address {:?}: no such host", self.address),
        }
    }
}

impl std::error::Error for AddressError {}

/// Reads a host's address as a person types it: `192.168.1.20`,
/// `192.168.1.20:28541`, `[::1]:28541` or `example.org:28541`; without a port,
/// the default one. Names what is wrong otherwise.
pub fn parse_address(text: &str) -> Result<SocketAddr, AddressError> {
    parse_address_or_port(text, protocol::DEFAULT_PORT)
}

/// An address as a player types it, with `port` where none is given (a
/// room server's address takes [`room::DEFAULT_ROOM_PORT`]); a name is
/// looked up.
pub fn parse_address_or_port(text: &str, port: u16) -> Result<SocketAddr, AddressError> {
    let text = text.trim();
    if let Ok(address) = text.parse::<SocketAddr>() {
        return Ok(address);
    }
    if let Ok(ip) = text.parse::<std::net::IpAddr>() {
        return Ok(SocketAddr::new(ip, port));
    }
    let with_port = if text.contains(':') { text.to_string() } else { format!("{text}:{port}") };
    with_port
        .to_socket_addrs()
        .map_err(|e| AddressError { address: text.to_owned(), lookup: Some(e.to_string()) })?
        .next()
        .ok_or_else(|| AddressError { address: text.to_owned(), lookup: None })
}

pub use table::{Chair, Refusal, Table};
