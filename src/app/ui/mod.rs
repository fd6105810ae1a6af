//! The screens, the in-game HUD and the lesson panel, drawn with egui over the 3D board: one
//! plugin per screen, plus the player colours the board shares.

mod board_keys;
mod diagram;
mod help;
mod hud;
mod learn;
mod lesson;
mod menu;
pub(crate) mod palette;
mod pause;
mod quick;
mod replays;
mod results;
mod rules_form;
mod settings;
mod setup;
mod viewer;
mod widgets;

use bevy::prelude::*;
use bevy_egui::EguiPlugin;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default()).add_plugins((
        board_keys::plugin,
        help::plugin,
        learn::plugin,
        lesson::plugin,
        menu::plugin,
        setup::plugin,
        settings::plugin,
        hud::plugin,
        pause::plugin,
        results::plugin,
        replays::plugin,
        viewer::plugin,
    ));
}
