//! The results: the finishing order of the game just played.

mod panel;

use bevy::prelude::*;

/// The results screen.
pub(super) fn panels(app: &mut App) {
    app.add_plugins(panel::plugin);
}
