//! The replay screen: a saved game shown again turn by turn on the real
//! board, and its panels (progress, the move list, the controls).

mod panel;
mod playback;

pub use playback::{OpenReplay, ReplayPlayback, ReplayRequest, SPEEDS, WatchFile};

use bevy::prelude::*;

/// Opening a replay and playing it back.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins(playback::plugin);
}

/// The replay's panels.
pub(super) fn panels(app: &mut App) {
    app.add_plugins(panel::plugin);
}
