//! The menu: the title, the quick game and the main choices.

mod keys;
mod panel;
mod quick_panel;

use bevy::prelude::*;

/// The menu's key.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins(keys::plugin);
}

/// The menu's panels.
pub(super) fn panels(app: &mut App) {
    app.add_plugins(panel::plugin);
}
