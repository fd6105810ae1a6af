//! The results: the finishing order of the game just played, and each
//! player's figures from its review.

mod figures;
mod panel;

pub use figures::GameFigures;

use bevy::prelude::*;

/// The review behind the figures.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins(figures::plugin);
}

/// The results screen.
pub(super) fn panels(app: &mut App) {
    app.add_plugins(panel::plugin);
}
