//! Play: a game's keys, the HUD beside the board and the pause overlay.
//! (The turn flow that drives a game is shared with the lessons and lives
//! in `app::turn`.)

mod hud;
mod keys;
mod pause;

use bevy::prelude::*;

/// A game's keys.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins(keys::plugin);
}

/// The HUD and the pause overlay.
pub(super) fn panels(app: &mut App) {
    app.add_plugins((hud::plugin, pause::plugin));
}
