//! Opening the connection: the renet server and netcode transport a host
//! listens with, and the client and its connect token a joining player
//! dials with. Both sides make the key from the join code, so netcode's
//! authenticated handshake fails without it. The host's [`Door`] shares
//! the listening socket to name who knocked with a wrong code.

use super::door::Door;
use crate::locale::Texts;
use bevy::prelude::*;
use bevy_replicon::prelude::RepliconChannels;
use bevy_replicon_renet::RenetChannelsExt;
use bevy_replicon_renet::netcode::{
    ClientAuthentication, ConnectToken, NetcodeClientTransport, NetcodeError, NetcodeServerTransport,
    ServerAuthentication, ServerConfig, TokenGenerationError,
};
use bevy_replicon_renet::renet::ConnectionConfig;
use bevy_replicon_renet::{RenetClient, RenetServer};
use net::JoinCode;
use net::protocol::NETCODE_PROTOCOL_ID;
use std::fmt;
use std::io;
use std::net::{IpAddr, Ipv4Addr, SocketAddr, UdpSocket};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Most clients connected at once: six players and some watchers.
const MAX_CLIENTS: usize = 16;
/// Seconds a connect token stays good.
const TOKEN_SECONDS: u64 = 300;
/// Seconds of silence after which a connection counts as dropped.
const TIMEOUT_SECONDS: i32 = 8;

/// Why the game could not listen for players, or could not dial a host.
#[derive(Debug)]
pub enum TransportError {
    /// The host's UDP port could not be opened: which, and why.
    Listen {
        /// The port asked for (0: any free one).
        port: u16,
        /// What the system said.
        error: io::Error,
    },
    /// No socket could be opened to dial from.
    Socket(io::Error),
    /// The connect token could not be made from the join code.
    Token(TokenGenerationError),
    /// The client's transport could not start.
    Connect(NetcodeError),
}

impl fmt::Display for TransportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TransportError::Listen { port, error } => write!(f, "cannot listen on port {port}: {error}"),
            TransportError::Socket(error) => write!(f, "cannot open a socket: {error}"),
            TransportError::Token(error) => write!(f, "cannot make a connect token: {error}"),
            TransportError::Connect(error) => write!(f, "cannot connect: {error}"),
        }
    }
}

impl std::error::Error for TransportError {}

/// Why the game could not host or join, as the notice line says it. (The
/// `Display` above is the log's.)
pub(super) fn error_text(texts: &Texts, error: &TransportError) -> String {
    match error {
        TransportError::Listen { port, error } => texts
            .with("online-cannot-listen", &[("port", port.to_string().into()), ("reason", error.to_string().into())]),
        TransportError::Socket(error) => {
            texts.with("online-cannot-open-socket", &[("reason", error.to_string().into())])
        }
        TransportError::Token(error) => texts.with("online-cannot-make-token", &[("reason", error.to_string().into())]),
        TransportError::Connect(error) => texts.with("online-cannot-connect", &[("reason", error.to_string().into())]),
    }
}

/// The channels replicon registered, as renet's connection settings.
fn connection_config(channels: &RepliconChannels) -> ConnectionConfig {
    ConnectionConfig {
        server_channels_config: channels.server_configs(),
        client_channels_config: channels.client_configs(),
        ..Default::default()
    }
}

fn now() -> Duration {
    SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default()
}

/// Every address of this machine a player could dial, loopback included,
/// with the port.
pub fn local_addresses(port: u16) -> Vec<SocketAddr> {
    let mut addresses: Vec<SocketAddr> = if_addrs::get_if_addrs()
        .map(|interfaces| interfaces.into_iter().map(|i| SocketAddr::new(i.ip(), port)).collect())
        .unwrap_or_default();
    let loopback = SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), port);
    if !addresses.contains(&loopback) {
        addresses.push(loopback);
    }
    // IPv4 first, loopback last: the address to give out comes first.
    addresses.sort_by_key(|a| (a.is_ipv6(), a.ip().is_loopback()));
    addresses
}

/// Listens on `port` of every address, for connections made with `code`.
/// `extra` are addresses players dial that are not this machine's own (a
/// router's forwarded port). Returns the addresses clients may dial.
pub fn listen(
    world: &mut World,
    port: u16,
    code: &JoinCode,
    extra: &[SocketAddr],
) -> Result<Vec<SocketAddr>, TransportError> {
    let cannot_listen = |error| TransportError::Listen { port, error };
    let socket = UdpSocket::bind(SocketAddr::new(IpAddr::V4(Ipv4Addr::UNSPECIFIED), port)).map_err(cannot_listen)?;
    let port = socket.local_addr().map_err(cannot_listen)?.port();
    let mut addresses = local_addresses(port);
    for address in extra {
        if !addresses.contains(address) {
            addresses.push(*address);
        }
    }
    let config = ServerConfig {
        current_time: now(),
        max_clients: MAX_CLIENTS,
        protocol_id: NETCODE_PROTOCOL_ID,
        public_addresses: addresses.clone(),
        authentication: ServerAuthentication::Secure { private_key: code.key() },
    };
    let door = socket.try_clone().map_err(cannot_listen)?;
    let transport = NetcodeServerTransport::new(config, socket).map_err(cannot_listen)?;
    Door::open(world, door, code.key());
    let server = RenetServer::new(connection_config(world.resource::<RepliconChannels>()));
    world.insert_resource(server);
    world.insert_resource(transport);
    Ok(addresses)
}

/// Stops listening: every client is told, and the sockets close.
pub fn stop_listening(world: &mut World) {
    Door::close(world);
    if let (Some(mut transport), Some(mut server)) =
        (world.remove_resource::<NetcodeServerTransport>(), world.remove_resource::<RenetServer>())
    {
        transport.disconnect_all(&mut server);
    }
}

/// Dials a host at `address` with `code`.
pub fn dial(world: &mut World, address: SocketAddr, code: &JoinCode) -> Result<(), TransportError> {
    let bind = if address.is_ipv6() { IpAddr::from([0u16; 8]) } else { IpAddr::V4(Ipv4Addr::UNSPECIFIED) };
    let socket = UdpSocket::bind(SocketAddr::new(bind, 0)).map_err(TransportError::Socket)?;
    let client_id = rand::random::<u64>();
    let token = ConnectToken::generate(
        now(),
        NETCODE_PROTOCOL_ID,
        TOKEN_SECONDS,
        client_id,
        TIMEOUT_SECONDS,
        vec![address],
        None,
        &code.key(),
    )
    .map_err(TransportError::Token)?;
    let transport = NetcodeClientTransport::new(now(), ClientAuthentication::Secure { connect_token: token }, socket)
        .map_err(TransportError::Connect)?;
    let client = RenetClient::new(connection_config(world.resource::<RepliconChannels>()));
    world.insert_resource(client);
    world.insert_resource(transport);
    Ok(())
}

/// Hangs up: the host is told, and the socket closes.
pub fn hang_up(world: &mut World) {
    if let Some(mut transport) = world.remove_resource::<NetcodeClientTransport>() {
        transport.disconnect();
    }
    world.remove_resource::<RenetClient>();
}
