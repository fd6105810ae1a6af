//! The window: F11 switches between a window and borderless fullscreen, and
//! the window's size and place are kept in the settings, so the game opens
//! where it was left. A window larger than its screen (the first one on a
//! small screen, or a saved size after a change of monitor) shrinks to the
//! screen less a margin once the screen is known, and a saved place off
//! every screen comes back to the middle of the screen.
//!
//! The place is read from the window system twice a second rather than
//! taken from move events: under some window managers a window that is
//! moved reports no move. The window's title is the game's name in the
//! player's language.

use super::launch::APPLICATION_ID;
use crate::app::UiTexts;
use crate::app::settings::{CurrentSettings, Settings, SettingsChange, WindowPlacement};
use crate::locale::Texts;
use bevy::ecs::system::NonSendMarker;
use bevy::prelude::*;
use bevy::window::{Monitor, MonitorSelection, PrimaryMonitor, PrimaryWindow, WindowMode, WindowResized};

/// Seconds between two readings of the window's place.
const PLACE_POLL_SECONDS: f32 = 0.5;

/// Room left on each side of a window that would not fit its screen, in
/// logical pixels.
const SCREEN_MARGIN: f32 = 40.0;

/// The smallest window the game shrinks to, in logical pixels.
const SMALLEST: Vec2 = Vec2::new(640.0, 480.0);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (toggle_fullscreen, remember_placement, fit_to_screen, title_window.run_if(resource_changed::<UiTexts>)),
    );
}

/// The primary window as the settings last left it, titled in the
/// language they name (until the texts in force title it, at the first
/// frame).
pub(super) fn primary_window(settings: &Settings) -> Window {
    let placement = settings.window.unwrap_or_default();
    Window {
        title: Texts::new(settings.language.unwrap_or_default()).get("play-window-title"),
        name: Some(APPLICATION_ID.into()),
        resolution: (placement.width, placement.height).into(),
        position: match placement.position {
            Some((x, y)) => WindowPosition::At(IVec2::new(x, y)),
            None => WindowPosition::Automatic,
        },
        ..default()
    }
}

/// A window of `wanted` size on a screen of `screen` size (both logical): as
/// wanted where it fits the screen, else the screen less a margin on each
/// side (a window the size of the screen is left as it is: it was made so).
fn fitted(wanted: Vec2, screen: Vec2) -> Vec2 {
    if wanted.x <= screen.x && wanted.y <= screen.y {
        return wanted;
    }
    wanted.min((screen - Vec2::splat(2.0 * SCREEN_MARGIN)).max(SMALLEST))
}

/// Whether a window whose top left corner is at `corner` (physical pixels)
/// shows enough of its title bar to be grabbed on one of the `screens`
/// (each its top left corner and size, physical).
fn reachable(corner: IVec2, screens: &[(IVec2, UVec2)]) -> bool {
    let grip = IVec2::splat(SCREEN_MARGIN as i32);
    screens.iter().any(|&(origin, size)| {
        let far = origin + size.as_ivec2() - grip;
        corner.x >= origin.x - grip.x && corner.y >= origin.y && corner.x <= far.x && corner.y <= far.y
    })
}

/// Once the screens are known, shrinks the window to fit the primary one
/// (or the first, where none is marked primary), and brings a window
/// placed off every screen (a saved place after a change of monitor) back
/// to the middle of that one; once only.
fn fit_to_screen(
    monitors: Query<(&Monitor, Has<PrimaryMonitor>)>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
    mut done: Local<bool>,
) {
    if *done {
        return;
    }
    let Some((monitor, _)) = monitors.iter().max_by_key(|(_, primary)| *primary) else { return };
    *done = true;
    let scale = monitor.scale_factor as f32;
    let screen = Vec2::new(monitor.physical_width as f32, monitor.physical_height as f32) / scale.max(0.1);
    for mut window in &mut windows {
        let wanted = Vec2::new(window.width(), window.height());
        let size = fitted(wanted, screen);
        if size != wanted {
            info!(
                "the window ({:.0}×{:.0}) is larger than the screen: {:.0}×{:.0}",
                wanted.x, wanted.y, size.x, size.y
            );
            window.resolution.set(size.x, size.y);
        }
        let screens: Vec<(IVec2, UVec2)> = monitors
            .iter()
            .map(|(monitor, _)| {
                (monitor.physical_position, UVec2::new(monitor.physical_width, monitor.physical_height))
            })
            .collect();
        if let WindowPosition::At(corner) = window.position
            && !reachable(corner, &screens)
        {
            info!("the window's place ({}, {}) is off every screen: centred", corner.x, corner.y);
            window.position = WindowPosition::Centered(MonitorSelection::Primary);
        }
    }
}

/// Titles the window with the game's name in the language in force, at the
/// start and whenever the language changes.
fn title_window(texts: Res<UiTexts>, mut windows: Query<&mut Window, With<PrimaryWindow>>) {
    let title = texts.get("play-window-title");
    for mut window in &mut windows {
        if window.title != title {
            window.title = title.clone();
        }
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
    settings: Res<CurrentSettings>,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_window_off_every_screen_is_out_of_reach() {
        let screens = [(IVec2::ZERO, UVec2::new(1920, 1080)), (IVec2::new(1920, 0), UVec2::new(1280, 1024))];
        assert!(reachable(IVec2::new(100, 100), &screens));
        assert!(reachable(IVec2::new(2500, 900), &screens), "on the second screen");
        assert!(reachable(IVec2::new(-20, 0), &screens), "a little past the left edge");
        assert!(!reachable(IVec2::new(3300, 100), &screens), "right of both");
        assert!(!reachable(IVec2::new(100, 1070), &screens), "below the first, its title bar out of reach");
        assert!(!reachable(IVec2::new(100, -200), &screens), "above");
        assert!(!reachable(IVec2::new(100, 100), &[]), "no screen");
    }

    #[test]
    fn a_window_larger_than_its_screen_shrinks_to_the_screen_less_a_margin() {
        assert_eq!(fitted(Vec2::new(1280.0, 720.0), Vec2::new(1920.0, 1080.0)), Vec2::new(1280.0, 720.0));
        assert_eq!(fitted(Vec2::new(1280.0, 720.0), Vec2::new(1024.0, 768.0)), Vec2::new(944.0, 688.0));
        assert_eq!(fitted(Vec2::new(1280.0, 720.0), Vec2::new(1280.0, 720.0)), Vec2::new(1280.0, 720.0));
        assert_eq!(fitted(Vec2::new(1280.0, 900.0), Vec2::new(1920.0, 800.0)), Vec2::new(1280.0, 720.0));
        assert_eq!(fitted(Vec2::new(1280.0, 720.0), Vec2::new(320.0, 240.0)), SMALLEST);
    }
}
