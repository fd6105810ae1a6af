//! The screens, one feature folder each: a screen's state, its systems and
//! its egui panels live together. No screen imports another: what they
//! share lives outside `screens/` (the settings in force, navigation, the
//! lesson being played, the panels' widgets), and they reach each other by
//! messages. [`logic_plugin`] adds the parts that run headless (the menu's
//! and a game's keys, the catalogue of setups, the online forms and the
//! games heard on the network, the replay's playback, the review behind
//! the results, the saved games, the record of the statistics screen);
//! [`ui_plugin`] adds the panels drawn over the board.

pub(crate) mod how_to_play;
pub(crate) mod learn;
pub(crate) mod menu;
pub(crate) mod new_game;
pub(crate) mod online;
pub(crate) mod play;
pub(crate) mod replay;
pub(crate) mod results;
pub(crate) mod room;
pub(crate) mod saved_games;
pub(crate) mod settings;
pub(crate) mod statistics;

use bevy::prelude::*;

/// The screens' state and systems that need no window.
pub(super) fn logic_plugin(app: &mut App) {
    app.add_plugins((
        menu::plugin,
        play::plugin,
        new_game::plugin,
        online::plugin,
        replay::plugin,
        results::plugin,
        room::plugin,
        saved_games::plugin,
        statistics::plugin,
    ));
}

/// The screens' panels, drawn with egui.
pub(super) fn ui_plugin(app: &mut App) {
    app.add_plugins((
        how_to_play::panels,
        learn::panels,
        menu::panels,
        new_game::panels,
        online::panels,
        play::panels,
        replay::panels,
        results::panels,
        room::panels,
        saved_games::panels,
        settings::panels,
        statistics::panels,
    ));
}
