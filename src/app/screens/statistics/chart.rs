//! What Statistics' charts share: finding the game under the pointer.

use bevy_egui::egui;

/// Over a chart of one column per game, the columns sharing `rect`'s
/// width: shows what `describe` says of the game under the pointer.
pub(super) fn hover_game<T>(response: egui::Response, rect: egui::Rect, shown: &[T], describe: impl Fn(&T) -> String) {
    let Some(pointer) = response.hover_pos() else { return };
    let width = rect.width() / shown.len().max(1) as f32;
    let i = (((pointer.x - rect.left()) / width).floor().max(0.0) as usize).min(shown.len().saturating_sub(1));
    if let Some(game) = shown.get(i) {
        response.on_hover_text_at_pointer(describe(game));
    }
}
