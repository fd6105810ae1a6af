//! Touch input as a touch screen sends it: a finger's touch events (which
//! Bevy's input turns into its `Touches`) and picking's click of that
//! finger's pointer. A tap on a marble and then on a destination plays a
//! move; two fingers moving together turn the board and pinching zooms it,
//! and lifting them is no tap.

use super::turns::{a_good_move, start};
use super::*;
use bevy::input::touch::{TouchInput, TouchPhase, Touches, touch_screen_input_system};
use chinese_checkers::app::{CameraInput, Selection};

/// The headless game with Bevy's touch input, as the window has it.
fn touch_app(name: &str) -> App {
    let mut app = headless_app(name);
    app.add_message::<TouchInput>().init_resource::<Touches>().add_systems(PreUpdate, touch_screen_input_system);
    app
}

/// One finger's touch event at `position` (pixels), sent before the next frame.
fn finger(app: &mut App, id: u64, phase: TouchPhase, position: Vec2) {
    app.world_mut().write_message(TouchInput { phase, position, window: Entity::PLACEHOLDER, force: None, id });
}

/// A finger put down and lifted again on `hole`: the touch events and the
/// click picking makes of them.
fn tap_hole(app: &mut App, hole: Hole, id: u64) {
    finger(app, id, TouchPhase::Started, Vec2::new(600.0, 400.0));
    app.update();
    finger(app, id, TouchPhase::Ended, Vec2::new(600.0, 400.0));
    pointer_click(app, hole, PointerId::Touch(id));
    app.update();
}

/// The camera steering sent by the input module since the last frame.
fn camera_inputs(app: &mut App) -> Vec<CameraInput> {
    let mut messages = app.world_mut().resource_mut::<Messages<CameraInput>>();
    messages.drain().collect()
}

#[test]
fn a_tap_on_a_marble_then_on_a_destination_plays_the_move() {
    let mut app = touch_app("tap");
    start(&mut app, setup("(players: [(kind: Human), (kind: Computer(Easy))])"));
    assert!(run_until(&mut app, 10, |app| phase(app) == Some(TurnPhase::Human)));
    let mv = a_good_move(&app);
    tap_hole(&mut app, mv.from, 1);
    assert_eq!(app.world().resource::<Selection>().lifted(), Some(mv.from), "the tap lifted the marble");
    tap_hole(&mut app, mv.to, 2);
    assert!(run_until(&mut app, 40, |app| !session(app).turns().is_empty()));
    assert_eq!(session(&app).turns()[0].played(), Some(mv));
}

#[test]
fn two_fingers_turn_the_board_and_a_pinch_zooms_it() {
    let mut app = touch_app("pinch");
    start(&mut app, setup("(players: [(kind: Human), (kind: Computer(Easy))])"));
    assert!(run_until(&mut app, 10, |app| phase(app) == Some(TurnPhase::Human)));
    finger(&mut app, 7, TouchPhase::Started, Vec2::new(500.0, 400.0));
    finger(&mut app, 8, TouchPhase::Started, Vec2::new(700.0, 400.0));
    app.update();
    camera_inputs(&mut app);
    // Both fingers slide 30 pixels to the right: a turn, no zoom.
    finger(&mut app, 7, TouchPhase::Moved, Vec2::new(530.0, 400.0));
    finger(&mut app, 8, TouchPhase::Moved, Vec2::new(730.0, 400.0));
    app.update();
    let turned = camera_inputs(&mut app);
    assert_eq!(turned.len(), 1, "{turned:?}");
    assert_eq!(turned[0].drag, Vec2::new(30.0, 0.0));
    assert_eq!(turned[0].wheel_lines, 0.0);
    // Resting fingers steer nothing.
    app.update();
    assert!(camera_inputs(&mut app).is_empty(), "fingers at rest leave the camera alone");
    // The fingers spread 120 pixels apart: a zoom in, no turn.
    finger(&mut app, 7, TouchPhase::Moved, Vec2::new(470.0, 400.0));
    finger(&mut app, 8, TouchPhase::Moved, Vec2::new(790.0, 400.0));
    app.update();
    let zoomed = camera_inputs(&mut app);
    assert_eq!(zoomed.len(), 1, "{zoomed:?}");
    assert_eq!(zoomed[0].drag, Vec2::ZERO);
    assert!(zoomed[0].wheel_lines > 1.0, "spreading the fingers zooms in: {zoomed:?}");
    // Lifting the fingers over a marble of the person's is no tap.
    let own = a_good_move(&app).from;
    finger(&mut app, 7, TouchPhase::Ended, Vec2::new(470.0, 400.0));
    pointer_click(&mut app, own, PointerId::Touch(7));
    app.update();
    finger(&mut app, 8, TouchPhase::Ended, Vec2::new(790.0, 400.0));
    pointer_click(&mut app, own, PointerId::Touch(8));
    app.update();
    assert_eq!(app.world().resource::<Selection>().lifted(), None, "the gesture chose nothing");
    // Afterwards a tap chooses again.
    app.update();
    tap_hole(&mut app, own, 9);
    assert_eq!(app.world().resource::<Selection>().lifted(), Some(own));
}
