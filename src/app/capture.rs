//! Screenshots and measurements: `--screenshot FILE --frames N` saves the
//! window after N frames and exits; F12 saves one at any time; the frame
//! rate and the time to the first menu frame go to the log. At debug level
//! the log also gives every hole's place on the screen at each person's
//! turn, once the camera rests, so a script can click holes as a player
//! would (`RUST_LOG=chinese_checkers=debug`).

use super::layout::hole_position;
use super::{LaunchOptions, Screen, TurnPhase};
use bevy::camera::SubCameraView;
use bevy::diagnostic::FrameCount;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use rules::Hole;
use std::time::Instant;

/// Seconds between frame-rate lines in the log.
const FPS_LOG_SECONDS: f32 = 5.0;

/// When the program started, for the launch time. Set once by this module.
#[derive(Resource)]
struct Launched(Instant);

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(Launched(Instant::now())).add_systems(
        Update,
        (
            screenshot_after_frames,
            screenshot_on_key,
            log_frame_rate,
            log_menu_ready.run_if(in_state(Screen::Menu)),
            log_hole_positions.run_if(in_state(TurnPhase::Human)),
        ),
    );
}

fn screenshot_after_frames(mut commands: Commands, options: Res<LaunchOptions>, frames: Res<FrameCount>) {
    let Some(path) = &options.screenshot else { return };
    if frames.0 != options.frames {
        return;
    }
    info!("saving screenshot to {}", path.display());
    commands.spawn(Screenshot::primary_window()).observe(save_to_disk(path.clone())).observe(
        |_: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
            exit.write(AppExit::Success);
        },
    );
}

fn screenshot_on_key(mut commands: Commands, keys: Res<ButtonInput<KeyCode>>, frames: Res<FrameCount>) {
    if keys.just_pressed(KeyCode::F12) {
        let path = format!("chinese-checkers-{:06}.png", frames.0);
        info!("saving screenshot to {path}");
        commands.spawn(Screenshot::primary_window()).observe(save_to_disk(path));
    }
}

fn log_frame_rate(time: Res<Time<Real>>, mut window: Local<(f32, u32)>) {
    window.0 += time.delta_secs();
    window.1 += 1;
    if window.0 >= FPS_LOG_SECONDS {
        info!("frame rate: {:.1} frames per second", window.1 as f32 / window.0);
        *window = (0.0, 0);
    }
}

/// Logs the time from launch to the third frame of the menu (window open,
/// board and menu drawn).
fn log_menu_ready(launched: Res<Launched>, frames: Res<FrameCount>, mut logged: Local<bool>) {
    if !*logged && frames.0 >= 3 {
        *logged = true;
        info!("menu ready {:.2} s after launch", launched.0.elapsed().as_secs_f32());
    }
}

/// Logs, at debug level, where each hole is on the screen (in window
/// pixels), once per person's turn after the camera has come to rest (and
/// again if a panel's new width moves the board).
fn log_hole_positions(
    cameras: Query<(&Camera, &GlobalTransform, Ref<Transform>), With<Camera3d>>,
    phase: Res<State<TurnPhase>>,
    mut logged: Local<bool>,
    mut view: Local<Option<SubCameraView>>,
) {
    let Ok((camera, global, transform)) = cameras.single() else { return };
    if phase.is_changed() || transform.is_changed() || *view != camera.sub_camera_view {
        *view = camera.sub_camera_view;
        *logged = false;
        return;
    }
    if *logged {
        return;
    }
    *logged = true;
    for hole in Hole::all() {
        if let Ok(at) = camera.world_to_viewport(global, hole_position(hole)) {
            debug!("hole {hole} at screen {:.0} {:.0}", at.x, at.y);
        }
    }
}
