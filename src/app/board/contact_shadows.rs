//! A soft dark patch on the board under every marble, where it touches the
//! wood: the marble stands on the board rather than floating over it, on
//! every renderer (a software renderer draws no shadow maps). It stays on
//! the board, a little away from the sun, when the marble lifts or hops,
//! and grows fainter and wider the higher the marble goes.

use super::super::layout::{MARBLE_RADIUS, REST_HEIGHT};
use crate::app::marbles::Marble;
use bevy::asset::RenderAssetUsages;
use bevy::image::Image;
use bevy::light::NotShadowCaster;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

/// Height of the patch above the board's top, in world units: over the
/// holes' lids and the points' tints.
const HEIGHT: f32 = 0.014;
/// The patch's width, in world units.
const WIDTH: f32 = MARBLE_RADIUS * 3.2;
/// How far the patch lies from under the marble, away from the sun, in
/// world units.
const AWAY_FROM_SUN: Vec3 = Vec3::new(0.1, 0.0, -0.13);
/// The patch's darkness at its middle, 0 to 1.
const DARKNESS: f32 = 0.7;
/// Pixels across the patch's texture.
const TEXTURE_SIZE: u32 = 64;
/// How much wider the patch grows per world unit the marble rises.
const SPREAD: f32 = 1.2;

/// The patch under a marble: a child of its marble.
#[derive(Component, Debug)]
pub(super) struct ContactShadow;

/// The mesh and material every patch shares. Made once by this module.
#[derive(Resource)]
pub(super) struct ContactShadowLook {
    mesh: Handle<Mesh>,
    material: Handle<StandardMaterial>,
}

/// Makes the patch's mesh, and its soft round texture.
pub(super) fn make_look(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut images: ResMut<Assets<Image>>,
) {
    let material = StandardMaterial {
        base_color: Color::BLACK,
        base_color_texture: Some(images.add(soft_disc())),
        alpha_mode: AlphaMode::Blend,
        unlit: true,
        ..default()
    };
    commands.insert_resource(ContactShadowLook {
        mesh: meshes.add(Plane3d::default().mesh().size(WIDTH, WIDTH)),
        material: materials.add(material),
    });
}

/// A white disc whose opacity falls smoothly from `DARKNESS` in the middle
/// to nothing at the edge.
fn soft_disc() -> Image {
    let centre = (TEXTURE_SIZE as f32 - 1.0) / 2.0;
    let mut pixels = Vec::with_capacity((TEXTURE_SIZE * TEXTURE_SIZE * 4) as usize);
    for y in 0..TEXTURE_SIZE {
        for x in 0..TEXTURE_SIZE {
            let r = Vec2::new(x as f32 - centre, y as f32 - centre).length() / centre;
            let fade = 1.0 - ((r - 0.3) / 0.7).clamp(0.0, 1.0);
            let alpha = DARKNESS * fade * fade * (3.0 - 2.0 * fade);
            pixels.extend_from_slice(&[255, 255, 255, (alpha * 255.0).round() as u8]);
        }
    }
    Image::new(
        Extent3d { width: TEXTURE_SIZE, height: TEXTURE_SIZE, depth_or_array_layers: 1 },
        TextureDimension::D2,
        pixels,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    )
}

/// Gives each new marble its patch.
pub(super) fn add_contact_shadows(
    mut commands: Commands,
    marbles: Query<Entity, Added<Marble>>,
    look: Option<Res<ContactShadowLook>>,
) {
    let Some(look) = look else { return };
    for marble in &marbles {
        commands.entity(marble).with_child((
            ContactShadow,
            Mesh3d(look.mesh.clone()),
            MeshMaterial3d(look.material.clone()),
            Transform::from_translation(Vec3::Y * (HEIGHT - REST_HEIGHT)),
            NotShadowCaster,
            Pickable::IGNORE,
        ));
    }
}

/// Keeps each patch on the board under its marble, whatever the marble's
/// height and squash, wider the higher the marble.
pub(super) fn keep_shadows_on_board(
    marbles: Query<(&Transform, &Children), (With<Marble>, Without<ContactShadow>)>,
    mut shadows: Query<&mut Transform, With<ContactShadow>>,
) {
    for (marble, children) in &marbles {
        let rise = (marble.translation.y - REST_HEIGHT).max(0.0);
        let spread = 1.0 + SPREAD * rise;
        let wanted = Transform {
            translation: (Vec3::new(AWAY_FROM_SUN.x, HEIGHT - marble.translation.y, AWAY_FROM_SUN.z)) / marble.scale,
            rotation: Quat::IDENTITY,
            scale: Vec3::splat(spread) / marble.scale,
        };
        let mut patches = shadows.iter_many_mut(children);
        while let Some(mut patch) = patches.fetch_next() {
            patch.set_if_neq(wanted);
        }
    }
}
