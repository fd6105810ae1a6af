//! The one place keys and pointer clicks are routed. Each goes where it
//! means something now, following the same [`TurnActions`] that enable the
//! HUD's buttons:
//!
//! - on the menu, Enter starts the quick game;
//! - Tab / Shift+Tab move the focus, Enter lifts or plays, Esc puts the
//!   lifted marble down or pauses, Space finishes the move being shown, U
//!   undoes, H asks for a hint; in a lesson A shows the answer and, once it
//!   is done, Enter goes on to the next lesson;
//! - arrows, + / - and R steer the camera; so do a right-drag and the wheel,
//!   and on a touch screen two fingers (move them together to turn the
//!   board, pinch to zoom);
//! - on the replay screen, Space plays and pauses, the left and right arrows
//!   step, Home and End jump and - / + set the speed;
//! - in a game and on the replay screen, N shows or hides the hole names
//!   and T switches between the seat view and the top view;
//! - a click or a tap on the board chooses during a person's turn and
//!   finishes the move being shown during an animation (a finger lifted
//!   from a two-finger gesture is no tap).
//!
//! While the UI has the keyboard (a text field or an open pop-up), no key
//! acts on the game or the camera; while it has the pointer, no drag or wheel
//! turns the board.

use super::animation::SkipAnimation;
use super::lifecycle::GameRequest;
use super::pointer::PointerOnBoard;
use super::selection::{Intent, Selection};
use super::turn::{ShowAnswer, Stop, TurnActions, TurnRequest};
use super::view::{CameraInput, ToggleView};
use super::{GameSet, Screen, Settings, SettingsChange, SettingsEdit};
use crate::app::screens::learn::LessonRequest;
use crate::app::screens::replay::{ReplayPlayback, ReplayRequest, ToggleReview};
use bevy::ecs::system::SystemParam;
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll, MouseScrollUnit};
use bevy::input::touch::Touches;
use bevy::prelude::*;

/// Asks for a hint: the move the strongest computer would play.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HintRequested;

/// Whether the UI has the keyboard (a text field is being typed in, or a
/// pop-up is open). Written only by the UI's `board_keys` module.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct KeyboardTaken(pub bool);

/// Whether the UI has the pointer (it is over a window, or dragging a
/// slider). Written only by the UI's `board_keys` module.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PointerTaken(pub bool);

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
        .init_resource::<KeyboardTaken>()
        .init_resource::<PointerTaken>()
        .init_resource::<TwoFingers>()
        .add_systems(
            Update,
            (
                menu_keys.run_if(in_state(Screen::Menu).and_then(resource_exists::<ButtonInput<KeyCode>>)),
                game_keys.run_if(in_state(Screen::Play).and_then(resource_exists::<ButtonInput<KeyCode>>)),
                replay_keys.run_if(in_state(Screen::Replay).and_then(resource_exists::<ButtonInput<KeyCode>>)),
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
        );
}

/// N switches the hole names on and off, through the settings' writer.
fn hole_names_key(
    keys: Res<ButtonInput<KeyCode>>,
    taken: Res<KeyboardTaken>,
    settings: Res<Settings>,
    mut changes: MessageWriter<SettingsChange>,
) {
    if !taken.0 && keys.just_pressed(KeyCode::KeyN) {
        changes.write(SettingsChange::Set(SettingsEdit::HoleNames(!settings.hole_names)));
    }
}

/// T switches between the seat view and the top view.
fn view_key(keys: Res<ButtonInput<KeyCode>>, taken: Res<KeyboardTaken>, mut toggles: MessageWriter<ToggleView>) {
    if !taken.0 && keys.just_pressed(KeyCode::KeyT) {
        toggles.write(ToggleView);
    }
}

/// The menu's key: Enter starts the quick game.
fn menu_keys(keys: Res<ButtonInput<KeyCode>>, taken: Res<KeyboardTaken>, mut requests: MessageWriter<GameRequest>) {
    if !taken.0 && keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
        requests.write(GameRequest::QuickGame);
    }
}

/// The messages the game's keys send.
#[derive(SystemParam)]
struct Asks<'w> {
    intents: MessageWriter<'w, Intent>,
    skip: MessageWriter<'w, SkipAnimation>,
    requests: MessageWriter<'w, TurnRequest>,
    hint: MessageWriter<'w, HintRequested>,
    lesson: MessageWriter<'w, LessonRequest>,
    answer: MessageWriter<'w, ShowAnswer>,
}

/// The game's keys during play.
fn game_keys(
    keys: Res<ButtonInput<KeyCode>>,
    taken: Res<KeyboardTaken>,
    actions: Res<TurnActions>,
    selection: Res<Selection>,
    asks: Asks,
) {
    let Asks { mut intents, mut skip, mut requests, mut hint, mut lesson, mut answer } = asks;
    if taken.0 {
        return;
    }
    if keys.just_pressed(KeyCode::Escape) {
        if actions.choose() && selection.lifted.is_some() {
            intents.write(Intent::Back);
        } else if actions.stop() == Stop::Pause {
            requests.write(TurnRequest::TogglePause);
        }
    }
    if actions.choose() {
        if keys.just_pressed(KeyCode::Tab) {
            let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
            intents.write(if shift { Intent::FocusPrevious } else { Intent::FocusNext });
        }
        if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
            intents.write(Intent::Confirm);
        }
    }
    if actions.skip() && keys.just_pressed(KeyCode::Space) {
        skip.write(SkipAnimation);
    }
    if actions.can_undo() && keys.just_pressed(KeyCode::KeyU) {
        requests.write(TurnRequest::Undo);
    }
    if actions.can_hint() && keys.just_pressed(KeyCode::KeyH) {
        hint.write(HintRequested);
    }
    if actions.can_show_answer() && keys.just_pressed(KeyCode::KeyA) {
        answer.write(ShowAnswer);
    }
    if actions.next_lesson() && keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
        lesson.write(LessonRequest::Next);
    }
}

/// The replay screen's keys: Space plays and pauses, the left and right
/// arrows step, Home and End jump to the start and the end, - and + halve
/// and double the speed, V turns the review on and off.
fn replay_keys(
    keys: Res<ButtonInput<KeyCode>>,
    taken: Res<KeyboardTaken>,
    shown: Option<Res<ReplayPlayback>>,
    mut requests: MessageWriter<ReplayRequest>,
    mut review: MessageWriter<ToggleReview>,
) {
    if taken.0 {
        return;
    }
    if keys.just_pressed(KeyCode::KeyV) {
        review.write(ToggleReview);
    }
    let speed = shown.map_or(1.0, |v| v.speed);
    if keys.any_just_pressed([KeyCode::Minus, KeyCode::NumpadSubtract]) {
        requests.write(ReplayRequest::Speed(speed / 2.0));
    }
    if keys.any_just_pressed([KeyCode::Equal, KeyCode::NumpadAdd]) {
        requests.write(ReplayRequest::Speed(speed * 2.0));
    }
    for (key, request) in [
        (KeyCode::Space, ReplayRequest::PlayPause),
        (KeyCode::ArrowLeft, ReplayRequest::Back),
        (KeyCode::ArrowRight, ReplayRequest::Forward),
        (KeyCode::Home, ReplayRequest::ToStart),
        (KeyCode::End, ReplayRequest::ToEnd),
    ] {
        if keys.just_pressed(key) {
            requests.write(request);
        }
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
    if taken.0 {
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
    if taken.0 {
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
    if let Some(input) = steer.filter(|input| !input.is_idle() && !taken.0) {
        camera.write(input);
    }
}
