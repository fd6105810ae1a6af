//! Play through a room server: the server's address and the player's
//! name, then the lobby of public tables, a table to make, joining by
//! code, "your games" (every table where the player holds a seat, and
//! whose turn it is), the table being gathered with its seats, and chat.
//! A table's game starts on the board like any other once its seats are
//! full.
//!
//! The connection lives in `app::net` ([`Room`](crate::app::Room)); this
//! screen fills in its forms and sends requests.

mod form;
mod panel;

pub use form::RoomForm;

use crate::app::{Room, RoomRequest, Screen};
use bevy::prelude::*;
use net::room::ToServer;
use std::time::Duration;

/// How often the screen asks for "your games" again while it is open.
const YOUR_GAMES_EVERY: Duration = Duration::from_secs(5);

/// The room screen's forms, and its asking for the lobby and "your games"
/// while it is open.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RoomForm>()
        .add_systems(OnEnter(Screen::Room), follow_lobby)
        .add_systems(OnExit(Screen::Room), stop_following_lobby)
        .add_systems(
            Update,
            ask_for_your_games
                .run_if(in_state(Screen::Room).and_then(resource_exists::<Room>))
                .run_if(bevy::time::common_conditions::on_timer(YOUR_GAMES_EVERY)),
        );
}

/// The room screen's panel.
pub(super) fn panels(app: &mut App) {
    app.add_plugins(panel::plugin);
}

/// On the screen, the lobby's tables and "your games" come as they change.
fn follow_lobby(room: Option<Res<Room>>, mut asks: MessageWriter<RoomRequest>) {
    if room.is_some() {
        asks.write_batch([RoomRequest::Ask(ToServer::Lobby), RoomRequest::Ask(ToServer::YourGames)]);
    }
}

/// Off the screen, the lobby's tables are not needed.
fn stop_following_lobby(room: Option<Res<Room>>, mut asks: MessageWriter<RoomRequest>) {
    if room.is_some_and(|room| room.in_lobby()) {
        asks.write(RoomRequest::Ask(ToServer::LeaveLobby));
    }
}

/// "Your games" shows whose turn it is: asked again now and then.
fn ask_for_your_games(mut asks: MessageWriter<RoomRequest>) {
    asks.write(RoomRequest::Ask(ToServer::YourGames));
}
