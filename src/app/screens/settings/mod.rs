//! The settings screen. The settings themselves, and the file they are
//! kept in, are `app::settings`: every part of the game reads them.

mod panel;

use bevy::prelude::*;

/// The settings screen.
pub(super) fn panels(app: &mut App) {
    app.add_plugins(panel::plugin);
}
