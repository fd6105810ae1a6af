//! The window: F11 switches between a window and borderless fullscreen, and
//! the window's size and place are kept in the settings, so the game opens
//! where it was left.
//!
//! The place is read from the window system twice a second rather than
//! taken from move events: under some window managers a window that is
//! moved reports no move.

use crate::app::screens::settings::{Settings, SettingsChange, WindowPlacement};
use bevy::ecs::system::NonSendMarker;
use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode, WindowResized};

/// Seconds between two readings of the window's place.
const PLACE_POLL_SECONDS: f32 = 0.5;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (toggle_fullscreen, remember_placement));
}

/// The primary window as the settings last left it.
pub(super) fn primary_window(settings: &Settings) -> Window {
    let placement = settings.window.unwrap_or_default();
    Window {
        title: "Chinese checkers".into(),
        resolution: (placement.width, placement.height).into(),
        position: match placement.position {
            Some((x, y)) => WindowPosition::At(IVec2::new(x, y)),
            None => WindowPosition::Automatic,
        },
        ..default()
    }
}

/// F11: fullscreen on the window's monitor, or back to a window.
fn toggle_fullscreen(keys: Res<ButtonInput<KeyCode>>, mut windows: Query<&mut Window, With<PrimaryWindow>>) {
    if !keys.just_pressed(KeyCode::F11) {
        return;
    }
    for mut window in &mut windows {
        window.mode = match window.mode {
            WindowMode::Windowed => WindowMode::BorderlessFullscreen(MonitorSelection::Current),
            _ => WindowMode::Windowed,
        };
    }
}

/// Keeps the windowed size and place in the settings (saved once they
/// settle). Runs on the main thread, where the window system's windows live.
fn remember_placement(
    _main_thread: NonSendMarker,
    mut resized: MessageReader<WindowResized>,
    time: Res<Time<Real>>,
    mut since_poll: Local<f32>,
    windows: Query<(Entity, &Window), With<PrimaryWindow>>,
    settings: Res<Settings>,
    mut changes: MessageWriter<SettingsChange>,
) {
    let resized = resized.read().count() > 0;
    *since_poll += time.delta_secs();
    let poll = *since_poll >= PLACE_POLL_SECONDS;
    let Ok((entity, window)) = windows.single() else { return };
    if !(resized || poll) || window.mode != WindowMode::Windowed {
        return;
    }
    *since_poll = 0.0;
    let placed = bevy::winit::WINIT_WINDOWS.with_borrow(|windows| {
        let outer = windows.get_window(entity)?.outer_position().ok()?;
        Some((outer.x, outer.y))
    });
    let position = placed.or_else(|| settings.window.and_then(|w| w.position));
    let placement = WindowPlacement {
        width: window.resolution.width() as u32,
        height: window.resolution.height() as u32,
        position,
    };
    if settings.window != Some(placement) {
        changes.write(SettingsChange::WindowPlaced(placement));
    }
}
