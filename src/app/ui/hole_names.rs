//! Hole names on the board: with the setting on (Settings, or the N key
//! during a game or a replay, see `input`), each hole's name (`a1` … `q1`, as
//! docs/rules.md names them and the lessons use them) is written over it,
//! so a player can follow a lesson's "carry your back marble from j5" or a
//! route in the move list. Drawn by egui under every panel; the board
//! itself is not touched.

use crate::app::layout::hole_position;
use crate::app::ui::theme;
use crate::app::{CurrentSettings, Screen};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use rules::Hole;

/// Size of a name, in points.
const NAME_SIZE: f32 = 11.0;

/// The backing behind each name: the theme's panel, a little see-through,
/// so the name reads over a marble or a hole alike.
const BACKING: egui::Color32 = egui::Color32::from_rgba_premultiplied(30, 24, 19, 200);

pub(crate) fn plugin(app: &mut App) {
    let on_board = || in_state(Screen::Play).or_else(in_state(Screen::Replay));
    app.add_systems(
        EguiPrimaryContextPass,
        draw_names.run_if(on_board().and_then(|s: Res<CurrentSettings>| s.hole_names)),
    );
}

/// Writes every hole's name where the camera shows the hole.
fn draw_names(mut contexts: EguiContexts, cameras: Query<(&Camera, &GlobalTransform), With<Camera3d>>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Ok((camera, at)) = cameras.single() else { return Ok(()) };
    // The viewport is in logical pixels; egui's points are those over the
    // interface size.
    let zoom = ctx.zoom_factor();
    let painter = ctx.layer_painter(egui::LayerId::background());
    let font = egui::FontId::proportional(NAME_SIZE);
    for hole in Hole::all() {
        let Ok(spot) = camera.world_to_viewport(at, hole_position(hole)) else { continue };
        let centre = egui::pos2(spot.x / zoom, spot.y / zoom);
        let galley = painter.layout_no_wrap(hole.to_string(), font.clone(), theme::TEXT);
        let rect = egui::Rect::from_center_size(centre, galley.size() + egui::vec2(4.0, 0.0));
        painter.rect_filled(rect, 3.0, BACKING);
        painter.galley(rect.min + egui::vec2(2.0, 0.0), galley, theme::TEXT);
    }
    Ok(())
}
