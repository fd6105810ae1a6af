//! Which view of the board the person chose: from their seat, tilted, or
//! straight down from above. The T key and the HUD's button ask for the
//! other view with [`ToggleView`]; R (back to the usual view) returns to
//! the seat. The camera eases between the two, and steers as this frame's
//! [`CameraInput`] says (written by the input module).

use super::GameSet;
use bevy::prelude::*;

/// The view of the board. Written only by this module, from [`ToggleView`]
/// and the camera's reset.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum BoardView {
    /// Tilted, from the seat of the person to move.
    #[default]
    Seat,
    /// Straight down from above the board's centre.
    Top,
}

impl BoardView {
    /// The other view.
    pub fn other(self) -> BoardView {
        match self {
            BoardView::Seat => BoardView::Top,
            BoardView::Top => BoardView::Seat,
        }
    }
}

/// This frame's steering of the camera.
#[derive(Message, Debug, Clone, Copy, Default, PartialEq)]
pub struct CameraInput {
    /// Held arrow keys: x turns round the board (+ right), y tilts (+ up),
    /// each -1, 0 or 1.
    pub keys_turn: Vec2,
    /// Held zoom keys: +1 closer, -1 farther, 0 neither.
    pub keys_zoom: f32,
    /// Right-drag this frame, in pixels.
    pub drag: Vec2,
    /// Wheel this frame, in lines (+ closer).
    pub wheel_lines: f32,
    /// R: back to the default view.
    pub reset: bool,
}

impl CameraInput {
    /// Whether nothing steers the camera this frame.
    pub(super) fn is_idle(&self) -> bool {
        *self == CameraInput::default()
    }
}

/// Switch to the other view.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ToggleView;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardView>()
        .add_message::<ToggleView>()
        .add_message::<CameraInput>()
        .add_systems(Update, choose_view.after(GameSet::Input).before(GameSet::Select));
}

/// Turns each toggle into the other view, and a reset into the seat view.
fn choose_view(
    mut toggles: MessageReader<ToggleView>,
    mut camera: MessageReader<CameraInput>,
    mut view: ResMut<BoardView>,
) {
    let mut wanted = *view;
    for _ in toggles.read() {
        wanted = wanted.other();
    }
    if camera.read().any(|input| input.reset) {
        wanted = BoardView::Seat;
    }
    view.set_if_neq(wanted);
}
