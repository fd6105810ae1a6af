//! Statistics: the person's record and rating, computed from the saved
//! games each time the screen opens (see [`saves::record`] and
//! [`saves::rating_summary`] for what counts). A saved
//! game that does not load is left out, and the notice line names it.

mod chart;
mod panel;
mod rating_panel;
mod record;

pub use record::Statistics;

use bevy::prelude::*;

/// The record's computation, which needs no window.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins(record::plugin);
}

/// The statistics screen.
pub(super) fn panels(app: &mut App) {
    app.add_plugins(panel::plugin);
}
