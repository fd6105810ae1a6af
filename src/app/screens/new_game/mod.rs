//! New game: the setup files to choose from, and the builder for a setup of
//! one's own. Its words are in `new-game.ftl`.

pub(crate) mod catalogue;
mod panel;

use bevy::prelude::*;

/// The catalogue of setup files.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins(catalogue::plugin);
}

/// The new-game screen.
pub(super) fn panels(app: &mut App) {
    app.add_plugins(panel::plugin);
}
