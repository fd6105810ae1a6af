//! The lights: a sun that casts the marbles' shadows (on a graphics card),
//! a warm fill light and the ambient light.

use crate::app::quality::GraphicsTier;
use bevy::light::{CascadeShadowConfigBuilder, DirectionalLightShadowMap};
use bevy::prelude::*;

/// Where the fill light hangs (the sun is a directional light).
const FILL_LIGHT: Vec3 = Vec3::new(8.0, 9.0, -6.0);

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(DirectionalLightShadowMap { size: 2048 })
        .insert_resource(GlobalAmbientLight { color: Color::srgb(1.0, 0.96, 0.9), brightness: 350.0, ..default() })
        .add_systems(Startup, spawn_lights);
}

fn spawn_lights(mut commands: Commands, tier: Res<GraphicsTier>) {
    commands.spawn((
        Name::new("Sun"),
        DirectionalLight { illuminance: 9_000.0, shadow_maps_enabled: *tier == GraphicsTier::Full, ..default() },
        // One shadow cascade covers the whole board: the software renderer
        // draws every cascade, and four cost several frames a second.
        CascadeShadowConfigBuilder { num_cascades: 1, maximum_distance: 45.0, ..default() }.build(),
        Transform::from_xyz(-6.0, 14.0, 8.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    commands.spawn((
        Name::new("Fill light"),
        PointLight { intensity: 2_500_000.0, range: 60.0, ..default() },
        Transform::from_translation(FILL_LIGHT),
    ));
}
