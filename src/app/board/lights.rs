//! The lights: a sun that casts the marbles' shadows (on a graphics card),
//! a warm fill light and the ambient light.
//!
//! The renderer keeps a shadow map texture for each kind of light even when
//! no light of that kind casts a shadow, and clears it before its first use:
//! the fill light's (a cube of six faces) and, on a software renderer, the
//! sun's are made as small as can be, as nothing draws into them.

use crate::app::quality::GraphicsTier;
use bevy::light::{CascadeShadowConfigBuilder, DirectionalLightShadowMap, PointLightShadowMap};
use bevy::prelude::*;

/// Where the fill light hangs (the sun is a directional light).
const FILL_LIGHT: Vec3 = Vec3::new(8.0, 9.0, -6.0);
/// Texels along the side of the sun's shadow map, where it casts shadows.
const SUN_SHADOW_MAP: usize = 2048;
/// Texels along the side of a shadow map that nothing draws into.
const UNUSED_SHADOW_MAP: usize = 1;

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(PointLightShadowMap { size: UNUSED_SHADOW_MAP })
        .insert_resource(GlobalAmbientLight { color: Color::srgb(1.0, 0.96, 0.9), brightness: 350.0, ..default() })
        .add_systems(Startup, spawn_lights);
}

fn spawn_lights(mut commands: Commands, tier: Res<GraphicsTier>) {
    let shadows = *tier == GraphicsTier::Full;
    commands
        .insert_resource(DirectionalLightShadowMap { size: if shadows { SUN_SHADOW_MAP } else { UNUSED_SHADOW_MAP } });
    commands.spawn((
        Name::new("Sun"),
        DirectionalLight { illuminance: 9_000.0, shadow_maps_enabled: shadows, ..default() },
        // One shadow cascade covers the whole board: the software renderer
        // draws every cascade, and four cost several frames a second.
        CascadeShadowConfigBuilder { num_cascades: 1, maximum_distance: 45.0, ..default() }.build(),
        Transform::from_xyz(-6.0, 14.0, 8.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    commands.spawn((
        Name::new("Fill light"),
        PointLight { intensity: 2_500_000.0, range: 60.0, shadow_maps_enabled: false, ..default() },
        Transform::from_translation(FILL_LIGHT),
    ));
}
