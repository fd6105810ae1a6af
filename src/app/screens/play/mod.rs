//! Play: a game's keys, the HUD beside the board, the pause overlay, and
//! at a room server's table its clocks and chat.
//! (The turn flow that drives a game is shared with the lessons and lives
//! in `app::turn`.)

mod hud;
mod keys;
mod pause;
mod room_table;

use bevy::prelude::*;

/// A game's keys.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins(keys::plugin);
}

/// The HUD, the pause overlay and a room table's panel.
pub(super) fn panels(app: &mut App) {
    app.add_plugins((hud::plugin, pause::plugin, room_table::plugin));
}
