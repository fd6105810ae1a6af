//! The host's door: each connection request is looked at before netcode
//! reads it, and one that netcode will refuse (a wrong join code, another
//! program or version) is logged with the address it came from and shown
//! in the lobby. Netcode itself refuses such a request without naming it.

use super::knock::{self, Turned};
use bevy::prelude::*;
use bevy_replicon_renet::netcode::NetcodeServerPlugin;
use net::protocol::NETCODE_PROTOCOL_ID;
use std::io::ErrorKind;
use std::net::{SocketAddr, UdpSocket};
use std::time::Duration;

/// Seconds during which more requests from an address already turned away
/// are not logged again (a client asks ten times a second until it gives
/// up).
const QUIET_SECONDS: u64 = 30;
/// Addresses the lobby lists, the latest last.
const KEPT: usize = 4;

/// An address turned away, why, and when it last knocked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnedAway {
    /// Where the request came from.
    pub address: SocketAddr,
    /// Why netcode refuses it.
    pub why: Turned,
    /// When it last asked (the app's real time).
    pub at: Duration,
}

/// The listening socket, seen from the door. Opened and closed with the
/// netcode transport ([`Door::open`], [`Door::close`]); written only by
/// [`watch_the_door`].
#[derive(Resource, Debug)]
pub struct Door {
    /// The transport's own socket, shared: the door only peeks at it.
    socket: UdpSocket,
    key: [u8; 32],
    turned_away: Vec<TurnedAway>,
}

impl Door {
    /// A door on `socket` (a handle on the transport's), for the key made
    /// from the join code.
    fn new(socket: UdpSocket, key: [u8; 32]) -> Self {
        Self { socket, key, turned_away: Vec::new() }
    }

    /// Opens the door on `socket` (a handle on the transport's), for the
    /// key made from the join code; an open door is replaced.
    pub(super) fn open(world: &mut World, socket: UdpSocket, key: [u8; 32]) {
        world.insert_resource(Door::new(socket, key));
    }

    /// Closes the door, with the transport.
    pub(super) fn close(world: &mut World) {
        world.remove_resource::<Door>();
    }

    /// The latest addresses turned away, the latest last.
    pub fn turned_away(&self) -> &[TurnedAway] {
        &self.turned_away
    }

    /// Notes a refused request; whether it is news worth logging.
    fn note(&mut self, address: SocketAddr, why: Turned, at: Duration) -> bool {
        if let Some(known) = self.turned_away.iter_mut().find(|t| t.address == address && t.why == why) {
            let news = at.saturating_sub(known.at) >= Duration::from_secs(QUIET_SECONDS);
            known.at = at;
            return news;
        }
        if self.turned_away.len() == KEPT {
            self.turned_away.remove(0);
        }
        self.turned_away.push(TurnedAway { address, why, at });
        true
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        watch_the_door.run_if(resource_exists::<Door>).before(NetcodeServerPlugin::update_system),
    );
}

/// Peeks at the next datagram waiting for the transport. Requests arrive
/// a tenth of a second apart and the transport reads every waiting one each
/// frame, so the one at the head is almost always the only one.
fn watch_the_door(mut door: ResMut<Door>, time: Res<Time<Real>>) {
    let mut datagram = [0; knock::REQUEST_BYTES + 1];
    let (length, address) = match door.socket.peek_from(&mut datagram) {
        Ok(read) => read,
        Err(e) if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::Interrupted) => return,
        Err(e) => {
            debug!("the door cannot peek: {e}");
            return;
        }
    };
    let Some(Err(why)) = knock::read_request(&datagram[..length], NETCODE_PROTOCOL_ID, &door.key) else { return };
    if door.note(address, why, time.elapsed()) {
        warn!("refused a connection from {address}: {why}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_is_logged_once_until_it_has_been_quiet_and_only_the_latest_are_kept() {
        let socket = UdpSocket::bind("127.0.0.1:0").expect("a socket");
        let mut door = Door::new(socket, [0; 32]);
        let eve: SocketAddr = "10.0.0.9:4000".parse().expect("an address");
        assert!(door.note(eve, Turned::WrongCode, Duration::from_secs(1)));
        assert!(!door.note(eve, Turned::WrongCode, Duration::from_secs(2)));
        assert!(door.note(eve, Turned::WrongCode, Duration::from_secs(2 + QUIET_SECONDS)));
        for port in 0..KEPT as u16 {
            door.note(SocketAddr::new(eve.ip(), port), Turned::Protocol, Duration::from_secs(100));
        }
        assert_eq!(door.turned_away().len(), KEPT);
        assert!(door.turned_away().iter().all(|t| t.address != eve), "the oldest went first");
    }
}
