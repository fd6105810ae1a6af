//! The pieces every screen's egui panels share: the egui plugin, the
//! game's theme, who gets the keyboard and the pointer, small board
//! diagrams, a room server's chat, the how-to-play page, the rule-option and settings forms, the
//! list of players, the review's progress, and common widgets. Each
//! screen's own panels live in its feature folder under `screens/`.

mod board_keys;
pub(crate) mod chat;
pub(crate) mod diagram;
pub(crate) mod help;
mod hole_names;
pub(crate) mod players;
pub(crate) mod review_progress;
pub(crate) mod rules_form;
pub(crate) mod settings_form;
pub(crate) mod theme;
pub(crate) mod widgets;

use bevy::prelude::*;
use bevy_egui::EguiPlugin;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default()).add_plugins((
        board_keys::plugin,
        theme::plugin,
        hole_names::plugin,
        help::plugin,
    ));
}
