//! The pieces every screen's egui panels share: the egui plugin, the
//! game's theme, who gets the keyboard and the pointer, small board
//! diagrams, the rule-option form and common widgets. Each screen's own panels live in its feature folder
//! under `screens/`.

mod board_keys;
pub(crate) mod diagram;
mod hole_names;
pub(crate) mod rules_form;
pub(crate) mod theme;
pub(crate) mod widgets;

use bevy::prelude::*;
use bevy_egui::EguiPlugin;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default()).add_plugins((board_keys::plugin, theme::plugin, hole_names::plugin));
}
