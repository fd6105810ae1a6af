//! Saved games: every game played, newest first, to watch, export or delete.

mod list;
mod panel;

use bevy::prelude::*;

/// The list of saved games and what is done with them.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins(list::plugin);
}

/// The saved-games screen.
pub(super) fn panels(app: &mut App) {
    app.add_plugins(panel::plugin);
}
