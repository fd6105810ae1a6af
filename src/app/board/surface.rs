//! The board itself: the table, the round base and its raised rim, the
//! wooden star, the tinted triangle under each point and the 121 holes. The holes are the pointer module's
//! hole spots, given a mesh here; the star is tagged as the board's surface
//! so a click between holes puts a lifted marble down.

use super::super::pointer::{BoardSurface, HoleSpot};
use super::assets::{BoardAssets, torus};
use super::baked::{BakedMaterial, lit_colour};
use super::detail::MeshDetail;
use super::shapes::{BASE_RADIUS, BOARD_THICKNESS, point_tint_mesh, star_mesh};
use super::tints::PointTint;
use crate::app::layout::HOLE_RADIUS;
use crate::app::quality::GraphicsTier;
use bevy::light::NotShadowCaster;
use bevy::prelude::*;
use rules::Point;

/// Radius of the table top around the board, in world units: past every
/// edge of the view.
const TABLE_RADIUS: f32 = 80.0;
/// Radius of the round rim's cross-section, raised round the base's edge,
/// in world units.
const RIM_RADIUS: f32 = 0.2;
/// How far each hole's disc stands above the star, in world units.
const HOLE_LIFT: f32 = 0.01;
/// The star's wood.
const STAR_WOOD: Color = Color::srgb(0.66, 0.47, 0.29);

/// The mesh and material every hole shares. Made once by this module.
#[derive(Resource)]
pub(super) struct HoleLook {
    mesh: Handle<Mesh>,
    material: Handle<BakedMaterial>,
}

/// Spawns the base, the star and the points' tints. Only the marbles cast
/// shadows: the board's own parts would only shade the base, which shows no
/// shadows, and each caster is drawn again into the shadow map.
pub(super) fn spawn_board(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut baked_materials: ResMut<Assets<BakedMaterial>>,
    assets: Res<BoardAssets>,
    tier: Res<GraphicsTier>,
) {
    let detail = MeshDetail::for_tier(*tier);
    let dark_wood = baked_materials.add(BakedMaterial::dark_wood());
    commands.spawn((
        Name::new("Board base"),
        Mesh3d(meshes.add(Cylinder::new(BASE_RADIUS, 0.3).mesh().resolution(96))),
        MeshMaterial3d(dark_wood.clone()),
        Transform::from_xyz(0.0, -BOARD_THICKNESS - 0.15, 0.0),
        NotShadowCaster,
    ));
    commands.spawn((
        Name::new("Board rim"),
        Mesh3d(meshes.add(torus(BASE_RADIUS - 2.0 * RIM_RADIUS, BASE_RADIUS, detail.rim))),
        MeshMaterial3d(dark_wood),
        Transform::from_xyz(0.0, -BOARD_THICKNESS, 0.0),
        Pickable::IGNORE,
        NotShadowCaster,
    ));
    commands.spawn((
        Name::new("Table"),
        // A ring: the base hides the middle, and a software renderer would
        // shade every pixel of it twice.
        Mesh3d(meshes.add(Annulus::new(BASE_RADIUS - 0.5, TABLE_RADIUS).mesh().resolution(64))),
        MeshMaterial3d(baked_materials.add(BakedMaterial::table())),
        Transform::from_xyz(0.0, -BOARD_THICKNESS - 0.35, 0.0)
            .with_rotation(Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2)),
        Pickable::IGNORE,
        NotShadowCaster,
    ));
    let mut star = commands.spawn((
        Name::new("Board"),
        BoardSurface,
        Mesh3d(meshes.add(star_mesh())),
        Transform::IDENTITY,
        NotShadowCaster,
    ));
    // The star takes the marbles' shadows on a graphics card; a software
    // renderer draws it in the colour the lit wood shows there.
    match *tier {
        GraphicsTier::Full => star.insert(MeshMaterial3d(materials.add(StandardMaterial {
            base_color: STAR_WOOD,
            perceptual_roughness: 0.55,
            reflectance: 0.35,
            ..default()
        }))),
        GraphicsTier::Software => {
            star.insert(MeshMaterial3d(baked_materials.add(BakedMaterial::lacquer(lit_colour(STAR_WOOD)))))
        }
    };
    for point in Point::ALL {
        commands.spawn((
            Name::new(format!("Tint of point {}", point.name())),
            PointTint(point),
            Mesh3d(meshes.add(point_tint_mesh(point))),
            MeshMaterial3d(assets.neutral_tint.clone()),
            Transform::from_xyz(0.0, 0.004, 0.0),
            Pickable::IGNORE,
            NotShadowCaster,
        ));
    }
    commands.insert_resource(HoleLook {
        mesh: meshes.add(hole_mesh(detail.hole_sides)),
        material: baked_materials.add(BakedMaterial::hole()),
    });
}

/// A hole: a flat disc a hair above the star, facing up, its texture
/// coordinates running across it (the baked shader draws the depth).
fn hole_mesh(sides: u32) -> Mesh {
    Circle::new(HOLE_RADIUS)
        .mesh()
        .resolution(sides)
        .build()
        .rotated_by(Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2))
        .translated_by(Vec3::Y * HOLE_LIFT)
}

/// Gives each hole spot its mesh and material.
pub(super) fn dress_holes(
    mut commands: Commands,
    spots: Query<Entity, (With<HoleSpot>, Without<Mesh3d>)>,
    look: Option<Res<HoleLook>>,
) {
    let Some(look) = look else { return };
    for entity in &spots {
        commands.entity(entity).insert((
            Mesh3d(look.mesh.clone()),
            MeshMaterial3d(look.material.clone()),
            NotShadowCaster,
        ));
    }
}
