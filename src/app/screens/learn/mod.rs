//! Learn: the list of lessons, and the lesson panel beside the board while
//! one is played. The lesson itself (opening it, judging its moves, its
//! texts) is `app::lesson`, which the play screen and How to play use too.

mod list;
mod panel;

use bevy::prelude::*;

/// The list of lessons and the lesson panel.
pub(super) fn panels(app: &mut App) {
    app.add_plugins((list::plugin, panel::plugin));
}
