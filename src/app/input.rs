//! The keys and the pointer that every screen shares, and whether the UI
//! has them. Each screen's own keys live in its folder (the menu's, a
//! game's and the replay's `keys` modules); here:
//!
//! - arrows, + / - and R steer the camera; so do a right-drag and the wheel,
//!   and on a touch screen two fingers (move them together to turn the
//!   board, pinch to zoom);
//! - in a game and on the replay screen, N shows or hides the hole names
//!   and T switches between the seat view and the top view;
//! - a click or a tap on the board chooses during a person's turn and
//!   finishes the move being shown during an animation (a finger lifted
//!   from a two-finger gesture is no tap), following the same
//!   [`TurnActions`] that enable the HUD's buttons.
//!
//! While the UI has the keyboard (a text field or an open pop-up), no key
//! acts on the game or the camera; while it has the pointer, no drag or wheel
//! turns the board.

use super::animation::SkipAnimation;
use super::pointer::PointerOnBoard;
use super::selection::Intent;
use super::turn::TurnActions;
use super::view::{CameraInput, ToggleView};
use super::{CurrentSettings, GameSet, Screen, SettingsChange, SettingsEdit};
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll, MouseScrollUnit};
use bevy::input::touch::Touches;
use bevy::prelude::*;

/// Asks for a hint: the move the strongest computer would play.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HintRequested;

/// What the UI wants of this frame's keys and pointer, as it tells this
/// module at the start of every frame (sent by the UI's `board_keys`).
#[derive(Message, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct UiWantsInput {
    /// A text field is being typed in, or a pop-up is open.
    pub keyboard: bool,
    /// The pointer is over a window, or a slider is being dragged.
    pub pointer: bool,
}

/// Whether the UI has the keyboard, so that no game or camera key acts.
/// Written only by [`note_ui_input`], from [`UiWantsInput`].
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct KeyboardTaken(bool);

impl KeyboardTaken {
    /// Whether the UI has the keyboard.
    pub fn is_taken(self) -> bool {
        self.0
    }
}

/// Whether the UI has the pointer, so that no drag, wheel or click acts
/// on the board. Written only by [`note_ui_input`], from [`UiWantsInput`].
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PointerTaken(bool);

impl PointerTaken {
    /// Whether the UI has the pointer.
    pub fn is_taken(self) -> bool {
        self.0
    }
}

/// Pixels of smooth scrolling that count as one wheel line.
const PIXELS_PER_LINE: f32 = 40.0;

/// Pixels two fingers must spread apart to zoom as much as one wheel line.
const PINCH_PIXELS_PER_LINE: f32 = 60.0;

/// The fingers on the screen at the last frame, by touch id, while two
/// fingers steer the camera; `gesture` stays set until every finger is up,
/// so that lifting them is not taken for a tap. Written only by this module.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
struct TwoFingers {
    /// Each finger's id and position at the last frame, by id.
    last: Vec<(u64, Vec2)>,
    /// Two fingers have been down since the screen was last untouched.
    gesture: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<HintRequested>()
        .add_message::<UiWantsInput>()
        .init_resource::<KeyboardTaken>()
        .init_resource::<PointerTaken>()
        .init_resource::<TwoFingers>()
        .add_systems(
            Update,
            (
                route_pointer,
                camera_keys.run_if(resource_exists::<ButtonInput<KeyCode>>),
                hole_names_key.run_if(
                    in_state(Screen::Play)
                        .or_else(in_state(Screen::Replay))
                        .and_then(resource_exists::<ButtonInput<KeyCode>>),
                ),
                view_key.run_if(
                    in_state(Screen::Play)
                        .or_else(in_state(Screen::Replay))
                        .and_then(resource_exists::<ButtonInput<KeyCode>>),
                ),
                camera_mouse,
                camera_touch.before(route_pointer),
            )
                .in_set(GameSet::Input),
        )
        .add_systems(Update, note_ui_input.before(GameSet::Session));
}

/// Notes whether the UI has the keyboard and the pointer this frame.
fn note_ui_input(
    mut wants: MessageReader<UiWantsInput>,
    mut keyboard: ResMut<KeyboardTaken>,
    mut pointer: ResMut<PointerTaken>,
) {
    let Some(wants) = wants.read().last() else { return };
    keyboard.set_if_neq(KeyboardTaken(wants.keyboard));
    pointer.set_if_neq(PointerTaken(wants.pointer));
}

/// N switches the hole names on and off, through the settings' writer.
fn hole_names_key(
    keys: Res<ButtonInput<KeyCode>>,
    taken: Res<KeyboardTaken>,
    settings: Res<CurrentSettings>,
    mut changes: MessageWriter<SettingsChange>,
) {
    if !taken.is_taken() && keys.just_pressed(KeyCode::KeyN) {
        changes.write(SettingsChange::Set(SettingsEdit::HoleNames(!settings.hole_names)));
    }
}

/// T switches between the seat view and the top view.
fn view_key(keys: Res<ButtonInput<KeyCode>>, taken: Res<KeyboardTaken>, mut toggles: MessageWriter<ToggleView>) {
    if !taken.is_taken() && keys.just_pressed(KeyCode::KeyT) {
        toggles.write(ToggleView);
    }
}

/// A click chooses during a person's turn and finishes the move being shown
/// during an animation; hovering previews during a person's turn.
fn route_pointer(
    mut pointer: MessageReader<PointerOnBoard>,
    actions: Res<TurnActions>,
    fingers: Res<TwoFingers>,
    mut intents: MessageWriter<Intent>,
    mut skip: MessageWriter<SkipAnimation>,
) {
    for event in pointer.read() {
        match *event {
            PointerOnBoard::Click(_) if fingers.gesture => {}
            PointerOnBoard::Click(_) if actions.skip() => {
                skip.write(SkipAnimation);
            }
            PointerOnBoard::Click(Some(hole)) if actions.choose() => {
                intents.write(Intent::Click(hole));
            }
            PointerOnBoard::Click(None) if actions.choose() => {
                intents.write(Intent::ClickNothing);
            }
            PointerOnBoard::Over(hole) => {
                intents.write(Intent::Hover(Some(hole)));
            }
            PointerOnBoard::Out => {
                intents.write(Intent::Hover(None));
            }
            PointerOnBoard::Click(_) => {}
        }
    }
}

/// Arrows turn and tilt the board, + / - zoom, R resets the view. (In the
/// replay screen the left and right arrows step and + / - set the speed.)
fn camera_keys(
    keys: Res<ButtonInput<KeyCode>>,
    taken: Res<KeyboardTaken>,
    screen: Res<State<Screen>>,
    mut camera: MessageWriter<CameraInput>,
) {
    if taken.is_taken() {
        return;
    }
    let axis = |minus: KeyCode, plus: KeyCode| f32::from(keys.pressed(plus)) - f32::from(keys.pressed(minus));
    let watching = *screen.get() == Screen::Replay;
    let turn = if watching { 0.0 } else { axis(KeyCode::ArrowLeft, KeyCode::ArrowRight) };
    let zoom = f32::from(keys.any_pressed([KeyCode::Equal, KeyCode::NumpadAdd]))
        - f32::from(keys.any_pressed([KeyCode::Minus, KeyCode::NumpadSubtract]));
    let input = CameraInput {
        keys_turn: Vec2::new(turn, axis(KeyCode::ArrowDown, KeyCode::ArrowUp)),
        keys_zoom: if watching { 0.0 } else { zoom },
        reset: keys.just_pressed(KeyCode::KeyR),
        ..default()
    };
    if !input.is_idle() {
        camera.write(input);
    }
}

/// A right-drag turns the board and the wheel zooms, unless the pointer is
/// on the UI.
fn camera_mouse(
    buttons: Option<Res<ButtonInput<MouseButton>>>,
    motion: Option<Res<AccumulatedMouseMotion>>,
    scroll: Option<Res<AccumulatedMouseScroll>>,
    taken: Res<PointerTaken>,
    mut camera: MessageWriter<CameraInput>,
) {
    if taken.is_taken() {
        return;
    }
    let mut input = CameraInput::default();
    if let (Some(buttons), Some(motion)) = (buttons, motion)
        && buttons.pressed(MouseButton::Right)
    {
        input.drag = motion.delta;
    }
    if let Some(scroll) = scroll {
        input.wheel_lines = match scroll.unit {
            MouseScrollUnit::Line => scroll.delta.y,
            MouseScrollUnit::Pixel => scroll.delta.y / PIXELS_PER_LINE,
        };
    }
    if !input.is_idle() {
        camera.write(input);
    }
}

/// Two fingers on the screen steer the camera: their midpoint moving turns
/// the board as a right-drag does, their spread zooms as the wheel does.
fn camera_touch(
    touches: Option<Res<Touches>>,
    taken: Res<PointerTaken>,
    mut fingers: ResMut<TwoFingers>,
    mut camera: MessageWriter<CameraInput>,
) {
    let Some(touches) = touches else { return };
    let mut now: Vec<(u64, Vec2)> = touches.iter().map(|t| (t.id(), t.position())).collect();
    now.sort_by_key(|&(id, _)| id);
    let lifting = touches.iter_just_released().next().is_some() || touches.iter_just_canceled().next().is_some();
    let gesture = match now.len() {
        0 => lifting && fingers.gesture,
        1 => fingers.gesture,
        _ => true,
    };
    let steer = match (now.as_slice(), fingers.last.as_slice()) {
        ([(a, a_now), (b, b_now)], [(a_id, a_then), (b_id, b_then)]) if (a, b) == (a_id, b_id) => {
            let drag = (*a_now + *b_now - *a_then - *b_then) / 2.0;
            let spread = a_now.distance(*b_now) - a_then.distance(*b_then);
            Some(CameraInput { drag, wheel_lines: spread / PINCH_PIXELS_PER_LINE, ..default() })
        }
        _ => None,
    };
    let next = TwoFingers { last: if now.len() == 2 { now } else { Vec::new() }, gesture };
    fingers.set_if_neq(next);
    if let Some(input) = steer.filter(|input| !input.is_idle() && !taken.is_taken()) {
        camera.write(input);
    }
}
