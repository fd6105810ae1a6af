//! The window: F11 switches between a window and borderless fullscreen, and
//! the window's size and place are kept in the settings, so the game opens
//! where it was left.

use super::settings::{Settings, WindowPlacement};
use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode, WindowMoved, WindowResized};

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

/// Keeps the windowed size and place in the settings (saved once they settle).
fn remember_placement(
    mut resized: MessageReader<WindowResized>,
    mut moved: MessageReader<WindowMoved>,
    windows: Query<&Window, With<PrimaryWindow>>,
    mut settings: ResMut<Settings>,
) {
    let resized = resized.read().count() > 0;
    let moved_to = moved.read().last().map(|m| (m.position.x, m.position.y));
    let Ok(window) = windows.single() else { return };
    if !(resized || moved_to.is_some()) || window.mode != WindowMode::Windowed {
        return;
    }
    let position = moved_to.or_else(|| settings.window.and_then(|w| w.position));
    let placement = WindowPlacement {
        width: window.resolution.width() as u32,
        height: window.resolution.height() as u32,
        position,
    };
    if settings.window != Some(placement) {
        settings.window = Some(placement);
    }
}
