//! The game's own icon on its window, for the window manager and the task
//! bar (`assets/icons`, built into the program). Bevy 0.19 has no setting
//! for it, so it is given to winit's window once the window exists.
//!
//! Written once, by [`set_icon`]; a PNG that does not decode is logged and
//! the window keeps the system's icon.

use bevy::asset::RenderAssetUsages;
use bevy::ecs::system::NonSendMarker;
use bevy::image::{CompressedImageFormats, Image, ImageSampler, ImageType};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy::winit::WINIT_WINDOWS;
use winit::window::Icon;

/// The icon at the size window managers scale from.
const ICON_PNG: &[u8] = include_bytes!("../../assets/icons/chinese-checkers-128.png");

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, set_icon);
}

/// The icon's pixels as winit takes them.
fn icon() -> Result<Icon, Box<dyn std::error::Error>> {
    let image = Image::from_buffer(
        ICON_PNG,
        ImageType::Extension("png"),
        CompressedImageFormats::NONE,
        true,
        ImageSampler::Default,
        RenderAssetUsages::MAIN_WORLD,
    )?;
    let rgba = image.clone().try_into_dynamic()?.into_rgba8();
    Ok(Icon::from_rgba(rgba.into_raw(), image.width(), image.height())?)
}

/// Gives the primary window its icon, the first frame winit has made it.
/// (winit's windows live on the main thread, hence the marker.)
fn set_icon(window: Single<Entity, With<PrimaryWindow>>, mut done: Local<bool>, _main_thread: NonSendMarker) {
    if *done {
        return;
    }
    WINIT_WINDOWS.with_borrow(|windows| {
        let Some(winit_window) = windows.get_window(*window) else { return };
        *done = true;
        match icon() {
            Ok(icon) => winit_window.set_window_icon(Some(icon)),
            Err(error) => warn!("the window's icon: {error}"),
        }
    });
}
