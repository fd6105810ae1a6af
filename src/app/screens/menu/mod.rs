//! The menu: the title, the quick game and the main choices.

mod panel;
pub(crate) mod quick_game;
pub(crate) mod quick_panel;

use bevy::prelude::*;

/// The menu's panels.
pub(super) fn panels(app: &mut App) {
    app.add_plugins(panel::plugin);
}
