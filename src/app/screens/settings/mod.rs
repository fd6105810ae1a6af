//! Settings: the player's choices, the file they are kept in, and the
//! settings screen (whose form the pause overlay shares).

mod model;
pub(crate) mod panel;

pub use model::*;

use bevy::prelude::*;

/// The settings resource and its file.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins(model::plugin);
}

/// The settings screen.
pub(super) fn panels(app: &mut App) {
    app.add_plugins(panel::plugin);
}
