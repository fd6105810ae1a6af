//! The replay screen: a saved game shown again turn by turn on the real
//! board, its review (verdicts and the race chart), and its panels
//! (progress, the move list, the controls).

mod chart;
mod ghost;
mod keys;
mod panel;
mod playback;
mod review;

pub use chart::RaceChart;
pub use playback::{ReplayPlayback, ReplayRequest};
pub use review::{ReplayReview, ToggleReview};

use bevy::prelude::*;

/// Opening a replay, playing it back, and its keys.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((playback::plugin, review::plugin, keys::plugin, ghost::plugin));
}

/// The replay's panels.
pub(super) fn panels(app: &mut App) {
    app.add_plugins(panel::plugin);
}
