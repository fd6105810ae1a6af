//! Play over the network: hosting a game (a player's own, or `serve`'s),
//! joining one, and playing through a room server ([`Room`]). The host is the only authority: it checks every
//! request against its [`Table`](net::Table) and the rules, plays
//! the move, and tells every client; a client plays only what the host
//! played. Requests and news cross as typed messages of bevy_replicon over
//! renet's authenticated connections (see [`transport`]).

mod client;
mod door;
mod hands;
pub(super) mod headless;
mod host;
mod host_turns;
mod knock;
mod messages;
mod room;
mod transport;
mod words;

pub use client::{JoinRequest, Joined, JoinedState, Lost, closing_text, lost_text};
pub use door::{Door, TurnedAway};
pub use hands::{Hand, SeatHands};
pub use host::{HostRequest, Hosting, HostingOptions};
pub use knock::Turned;
pub use messages::{Asked, Told};
pub use room::{ChatLine, Room, RoomRequest, RoomStatus};
pub use transport::local_addresses;
pub use words::{address_error_text, code_error_text, gone_text, room_refused_text};

use crate::app::Screen;
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use bevy_replicon_renet::RepliconRenetPlugins;
use messages::{read_request, write_request};
use net::Closing;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((RepliconPlugins, RepliconRenetPlugins))
        .add_client_message_with(Channel::Ordered, write_request, read_request)
        .add_server_message::<Told>(Channel::Ordered)
        .init_resource::<SeatHands>()
        .add_plugins((host::plugin, client::plugin, door::plugin, room::plugin))
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
