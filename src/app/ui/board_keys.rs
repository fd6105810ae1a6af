//! During a game the board owns Tab, Enter, Space and Esc: they are taken
//! out of egui's input so they never move egui's focus or press a focused
//! button (Tab then Enter would otherwise also click, say, Undo).

use super::super::Screen;
use bevy::prelude::*;
use bevy_egui::{EguiInput, EguiPreUpdateSet, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        keep_board_keys_from_egui
            .after(EguiPreUpdateSet::ProcessInput)
            .before(EguiPreUpdateSet::BeginPass)
            .run_if(in_state(Screen::Play)),
    );
}

fn keep_board_keys_from_egui(mut inputs: Query<&mut EguiInput>) {
    for mut input in &mut inputs {
        input.0.events.retain(|event| {
            !matches!(
                event,
                egui::Event::Key { key: egui::Key::Tab | egui::Key::Enter | egui::Key::Space | egui::Key::Escape, .. }
            )
        });
    }
}
