//! The games announced on the local network, heard while the online
//! screen is open.

use crate::app::{Hosting, Screen};
use bevy::prelude::*;
use net::discovery::Listener;

/// Seconds between tries to listen for games, while the discovery port is
/// held by another program (such as a second copy of the game hosting).
const RETRY_SECONDS: f32 = 3.0;

/// The games heard of on the local network, while the online screen is
/// open and this machine is not hosting. Inserted, written and removed only
/// by this module.
#[derive(Resource, Debug, Default)]
pub struct LanGames {
    /// The listener, once it could listen.
    listener: Option<Listener>,
    /// Why it cannot listen, after its last try: the system's words.
    problem: Option<String>,
    /// Seconds since its last try.
    since_try: f32,
}

impl LanGames {
    /// The listener, if it is listening.
    pub fn listener(&self) -> Option<&Listener> {
        self.listener.as_ref()
    }

    /// Why it cannot listen, if it cannot: the system's words, which the
    /// screen puts in a sentence of its own.
    pub fn problem(&self) -> Option<&str> {
        self.problem.as_deref()
    }
}

/// Listens while the online screen is open.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Online), start_listening)
        .add_systems(OnExit(Screen::Online), stop_listening)
        .add_systems(Update, listen.run_if(resource_exists::<LanGames>));
}

fn start_listening(mut commands: Commands) {
    commands.insert_resource(LanGames { since_try: RETRY_SECONDS, ..LanGames::default() });
}

fn stop_listening(mut commands: Commands) {
    commands.remove_resource::<LanGames>();
}

/// Listens for announced games; a host does not listen, which leaves the
/// port to a second copy of the game on the same machine.
fn listen(mut games: ResMut<LanGames>, hosting: Option<Res<Hosting>>, time: Res<Time>) {
    if hosting.is_some() {
        games.listener = None;
        return;
    }
    games.since_try += time.delta_secs();
    if games.listener.is_none() && games.since_try >= RETRY_SECONDS {
        games.since_try = 0.0;
        match Listener::new() {
            Ok(listener) => (games.listener, games.problem) = (Some(listener), None),
            Err(e) => games.problem = Some(e.to_string()),
        }
    }
    if let Some(listener) = games.listener.as_mut() {
        listener.listen();
    }
}
