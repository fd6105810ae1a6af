//! Play over the network: hosting a game (a player's own, or `serve`'s),
//! and joining one. The host is the only authority: it checks every
//! request against its [`Table`](crate::net::Table) and the rules, plays
//! the move, and tells every client; a client plays only what the host
//! played. Requests and news cross as typed messages of bevy_replicon over
//! renet's authenticated connections (see [`transport`]).

mod client;
mod door;
mod hands;
mod headless;
mod host;
mod transport;

pub use client::{JoinRequest, Joined, JoinedState, Lost, closing_text, lost_text};
pub use door::{Door, TurnedAway};
pub use hands::{Hand, SeatHands};
pub use headless::{JoinOptions, ServeOptions, join, serve};
pub use host::{HostRequest, Hosting, HostingOptions};
pub use transport::local_addresses;

use crate::app::Screen;
use crate::net::protocol::MAX_REQUEST_BYTES;
use crate::net::{Closing, News, Request, Unreadable};
use bevy::prelude::*;
use bevy_replicon::bytes::Bytes;
use bevy_replicon::postcard_utils;
use bevy_replicon::prelude::*;
use bevy_replicon::shared::message::ctx::{ClientSendCtx, ServerReceiveCtx};
use bevy_replicon_renet::RepliconRenetPlugins;

/// A client's request as the host received it: the request, or why it
/// could not be read (too long, or not a request of this protocol).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct Asked(pub Result<Request, Unreadable>);

/// The host's news, as a client receives it.
#[derive(Message, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Told(pub News);

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((RepliconPlugins, RepliconRenetPlugins))
        .add_client_message_with(Channel::Ordered, write_request, read_request)
        .add_server_message::<Told>(Channel::Ordered)
        .init_resource::<SeatHands>()
        .add_plugins((host::plugin, client::plugin, door::plugin))
        .add_systems(OnEnter(Screen::Menu), leave_online);
}

/// Going back to the menu ends an online game: a host closes it for
/// everyone, a client leaves it.
fn leave_online(
    hosting: Option<Res<Hosting>>,
    joined: Option<Res<Joined>>,
    mut host: MessageWriter<HostRequest>,
    mut join: MessageWriter<JoinRequest>,
) {
    if hosting.is_some() {
        // Crosses the network to the players, in the protocol's English.
        host.write(HostRequest::Close(Closing::HostLeft));
    }
    if joined.is_some() {
        join.write(JoinRequest::Leave);
    }
}

/// Writes a request as postcard bytes. An unreadable request is never sent.
fn write_request(_ctx: &mut ClientSendCtx, asked: &Asked, bytes: &mut Vec<u8>) -> Result<()> {
    match &asked.0 {
        Ok(request) => Ok(postcard_utils::to_extend_mut(request, bytes)?),
        Err(why) => Err(why.clone().into()),
    }
}

/// Reads a request. One that is too long or does not read is still
/// delivered, as the reason, so the host can refuse it and count it
/// against the client.
fn read_request(_ctx: &mut ServerReceiveCtx, bytes: &mut Bytes) -> Result<Asked> {
    Ok(decode_request(bytes))
}

/// A request from its bytes, or why it cannot be one.
fn decode_request(bytes: &mut Bytes) -> Asked {
    if bytes.len() > MAX_REQUEST_BYTES {
        return Asked(Err(Unreadable::TooLong(bytes.len())));
    }
    Asked(postcard_utils::from_buf(bytes).map_err(|e| Unreadable::NotARequest(e.to_string())))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::net::SeatWish;

    #[test]
    fn a_request_reads_back_and_garbage_or_an_oversized_one_is_named() {
        let hello = Request::Hello { version: 1, name: "Ann".into(), wish: SeatWish::Watch };
        let mut bytes = Vec::new();
        postcard_utils::to_extend_mut(&hello, &mut bytes).expect("a request writes");
        assert_eq!(decode_request(&mut Bytes::from(bytes)), Asked(Ok(hello)));
        assert!(decode_request(&mut Bytes::from_static(&[250, 1, 2])).0.is_err());
        let long = Request::Move { turn: 0, route: "a1-".repeat(400) };
        let mut bytes = Vec::new();
        postcard_utils::to_extend_mut(&long, &mut bytes).expect("a request writes");
        let refused = decode_request(&mut Bytes::from(bytes)).0.expect_err("too long");
        assert!(matches!(refused, Unreadable::TooLong(_)), "{refused:?}");
        assert!(refused.to_string().contains("more than the 512"), "{refused}");
    }
}
