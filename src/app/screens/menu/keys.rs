//! The menu's key: Enter starts the quick game.

use crate::app::input::KeyboardTaken;
use crate::app::lifecycle::GameRequest;
use crate::app::{GameSet, Screen};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        menu_keys
            .run_if(in_state(Screen::Menu).and_then(resource_exists::<ButtonInput<KeyCode>>))
            .in_set(GameSet::Input),
    );
}

/// The menu's key: Enter starts the quick game.
fn menu_keys(keys: Res<ButtonInput<KeyCode>>, taken: Res<KeyboardTaken>, mut requests: MessageWriter<GameRequest>) {
    if !taken.is_taken() && keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
        requests.write(GameRequest::QuickGame);
    }
}
