//! Who gets the keyboard and the pointer: the UI or the board.
//!
//! - During a game the board owns Tab, Enter, Space and Esc: they are taken
//!   out of egui's input so they never move egui's focus or press a focused
//!   button (Tab then Enter would otherwise also click, say, Undo). While
//!   the game is paused they go to egui, so the pause overlay's buttons can
//!   be reached with Tab and pressed with Enter.
//! - Whenever egui wants the keyboard (a text field, an open pop-up) or the
//!   pointer (over a window, dragging a slider), the input module is told,
//!   and no game or camera key, drag or wheel acts.

use super::super::Pause;
use crate::app::input::UiWantsInput;
use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;
use bevy_egui::{EguiInput, EguiPreUpdateSet, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        (
            keep_board_keys_from_egui
                .after(EguiPreUpdateSet::ProcessInput)
                .before(EguiPreUpdateSet::BeginPass)
                .run_if(in_state(Pause::Running)),
            report_ui_input,
        ),
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

/// Tells the input module whether egui had the keyboard or the pointer at
/// its last pass (what the key or click of this frame goes to).
fn report_ui_input(wants: Res<EguiWantsInput>, mut tell: MessageWriter<UiWantsInput>) {
    tell.write(UiWantsInput { keyboard: wants.wants_any_keyboard_input(), pointer: wants.wants_any_pointer_input() });
}
