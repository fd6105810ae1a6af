//! Play online: host a game (each seat you, a computer or open for a
//! friend), or join one by its address and code, or from the games
//! announced on the local network. Once hosting or joined, the screen is
//! the lobby: the code and addresses to give out, and who sits where. The
//! game itself starts on the board like any other.
//!
//! The connection itself lives in `app::net`, outside this folder on
//! purpose: the headless `serve` and `join` commands use it too, with no
//! screen. This screen only fills in the forms and sends its requests.

mod form;
mod lan;
mod panel;

pub use form::OnlineForm;

use bevy::prelude::*;

/// The online screen's forms, and the games heard on the local network.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OnlineForm>().add_plugins(lan::plugin);
}

/// The online screen's panel.
pub(super) fn panels(app: &mut App) {
    app.add_plugins(panel::plugin);
}
