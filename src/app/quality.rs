//! The image-quality tier, chosen once from the renderer in use. A graphics
//! card gets everything; a software renderer (such as Mesa's llvmpipe,
//! which draws every pixel on the processor) gets the same design drawn
//! more cheaply: no anti-aliasing, no shadow maps (each marble's contact
//! shadow remains), the wooden star and the points' tints with their light
//! baked in instead of lit pixel by pixel, round shapes of fewer facets,
//! and (at the render scale Auto) the scene drawn at most 640x360 and scaled
//! up to the window.

use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;
use wgpu_types::DeviceType;

/// Which tier this machine draws at. Inserted once, before startup, by
/// this module; never changed.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum GraphicsTier {
    /// A graphics card: anti-aliasing, filtered shadow maps, lit surfaces.
    #[default]
    Full,
    /// A renderer on the processor: the cheaper drawing above.
    Software,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreStartup, choose_tier);
}

fn choose_tier(mut commands: Commands, adapter: Option<Res<RenderAdapterInfo>>) {
    if let Some(info) = adapter.as_deref() {
        info!("drawing with {} through {} ({})", info.name, info.backend, info.driver);
    }
    let software = adapter.is_some_and(|info| info.device_type == DeviceType::Cpu);
    let tier = if software { GraphicsTier::Software } else { GraphicsTier::Full };
    if software {
        info!(
            "software renderer: no anti-aliasing or shadow maps, light baked into the board, and, at the render scale Auto, the scene drawn at 640x360 at most and scaled up"
        );
    }
    commands.insert_resource(tier);
}
