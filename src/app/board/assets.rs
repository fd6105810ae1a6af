//! The meshes and materials the board's entities share: glossy marbles in
//! every colour a seat may have (and lit versions for the marble under the
//! pointer),
//! the white marks, the markers' glowing rings and the points' tints.

use super::super::layout::MARBLE_RADIUS;
use super::baked::lit_colour;
use super::detail::MeshDetail;
use crate::app::palette::colour;
use crate::app::quality::GraphicsTier;
use bevy::prelude::*;
use rules::Colour;

/// Meshes and materials shared by many entities. Made once, at startup, by
/// the board plugin; never changed.
#[derive(Resource)]
pub(super) struct BoardAssets {
    pub(super) marble: Handle<Mesh>,
    /// A marble of each colour, in the order of [`Colour::ALL`].
    pub(super) marble_materials: [Handle<StandardMaterial>; 7],
    /// The same, lit from within.
    pub(super) lit_materials: [Handle<StandardMaterial>; 7],
    /// The same, glowing brighter, for the lifted marble; its glow beats,
    /// changed each frame by the marbles' system.
    pub(super) lifted_materials: [Handle<StandardMaterial>; 7],
    /// The lifted marbles' glow at the middle of a beat.
    pub(super) lifted_glow: [LinearRgba; 7],
    pub(super) mark_material: Handle<StandardMaterial>,
    pub(super) dot: Handle<Mesh>,
    pub(super) ring: Handle<Mesh>,
    pub(super) band: Handle<Mesh>,
    pub(super) marker: Handle<Mesh>,
    pub(super) destination: Handle<StandardMaterial>,
    pub(super) focus: Handle<StandardMaterial>,
    pub(super) route: Handle<StandardMaterial>,
    pub(super) refused: Handle<StandardMaterial>,
    pub(super) hint: Handle<StandardMaterial>,
    /// A thin ring round a hole a lesson's text names.
    pub(super) lesson_ring: Handle<Mesh>,
    pub(super) lesson: Handle<StandardMaterial>,
    /// The review's see-through rings and marble of the reviewer's move.
    pub(super) ghost: Handle<StandardMaterial>,
    /// A dot of a last move's trail, on each hole it left or crossed.
    pub(super) trail_dot: Handle<Mesh>,
    /// A line of a last move's trail, one world unit long along z, from
    /// one landing to the next.
    pub(super) trail_line: Handle<Mesh>,
    /// The trails' faint colours, in the order of [`Colour::ALL`].
    pub(super) trail_materials: [Handle<StandardMaterial>; 7],
    /// A point's patch in each colour, in the order of [`Colour::ALL`].
    pub(super) tint_materials: [Handle<StandardMaterial>; 7],
    pub(super) neutral_tint: Handle<StandardMaterial>,
}

/// How brightly the lifted marble glows, as a share of its colour.
const LIFTED_GLOW: f32 = 1.1;
/// How opaque the last moves' trails are, 0 to 1.
const TRAIL_ALPHA: f32 = 0.55;

/// Where a colour's materials are in the arrays above.
pub(super) fn colour_index(colour: Colour) -> usize {
    Colour::ALL.iter().position(|&c| c == colour).unwrap_or(0)
}

/// A point's patch of colour: lit by the lights on a graphics card, or
/// with that light baked in on a software renderer.
fn tint(base: Color, tier: GraphicsTier) -> StandardMaterial {
    match tier {
        GraphicsTier::Full => StandardMaterial { base_color: base, perceptual_roughness: 0.8, ..default() },
        GraphicsTier::Software => StandardMaterial { base_color: lit_colour(base), unlit: true, ..default() },
    }
}

/// A ring of these radii, with `(round, across)` facets round the ring and
/// round its tube.
pub(super) fn torus(inner: f32, outer: f32, (round, across): (u32, u32)) -> Mesh {
    Torus::new(inner, outer).mesh().major_resolution(round as usize).minor_resolution(across as usize).build()
}

/// Makes the shared meshes and materials.
pub(super) fn load_assets(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    tier: Res<GraphicsTier>,
) {
    let glossy = |color: Color, emissive: LinearRgba| StandardMaterial {
        base_color: color,
        perceptual_roughness: 0.12,
        metallic: 0.0,
        reflectance: 0.6,
        clearcoat: 1.0,
        clearcoat_perceptual_roughness: 0.05,
        emissive,
        ..default()
    };
    let glow = |color: Color| StandardMaterial {
        base_color: color,
        emissive: color.to_linear() * 2.0,
        alpha_mode: AlphaMode::Blend,
        unlit: true,
        ..default()
    };
    let marble_materials = Colour::ALL.map(|c| materials.add(glossy(colour(c), LinearRgba::BLACK)));
    let lit_materials = Colour::ALL.map(|c| materials.add(glossy(colour(c), colour(c).to_linear() * 0.6)));
    let lifted_glow = Colour::ALL.map(|c| colour(c).to_linear() * LIFTED_GLOW);
    let lifted_materials = Colour::ALL.map(|c| materials.add(glossy(colour(c), colour(c).to_linear() * LIFTED_GLOW)));
    let trail_materials = Colour::ALL.map(|c| {
        materials.add(StandardMaterial {
            base_color: colour(c).with_alpha(TRAIL_ALPHA),
            alpha_mode: AlphaMode::Blend,
            unlit: true,
            ..default()
        })
    });
    let tint_materials =
        Colour::ALL.map(|c| materials.add(tint(colour(c).mix(&Color::srgb(0.55, 0.38, 0.22), 0.2), *tier)));
    let detail = MeshDetail::for_tier(*tier);
    let marble = Sphere::new(MARBLE_RADIUS).mesh().uv(detail.marble.0, detail.marble.1);
    commands.insert_resource(BoardAssets {
        marble: meshes.add(marble),
        marble_materials,
        lit_materials,
        lifted_materials,
        lifted_glow,
        mark_material: materials.add(StandardMaterial {
            base_color: Color::srgb(0.97, 0.97, 0.95),
            perceptual_roughness: 0.3,
            ..default()
        }),
        dot: meshes.add(Sphere::new(0.085).mesh().uv(detail.dot.0, detail.dot.1)),
        ring: meshes.add(torus(0.12, 0.17, detail.ring)),
        band: meshes.add(torus(MARBLE_RADIUS - 0.02, MARBLE_RADIUS + 0.025, detail.band)),
        marker: meshes.add(torus(0.26, 0.33, (40, 10))),
        destination: materials.add(glow(Color::srgba(0.55, 1.0, 0.55, 0.85))),
        focus: materials.add(glow(Color::srgba(1.0, 1.0, 1.0, 0.95))),
        route: materials.add(glow(Color::srgba(1.0, 0.85, 0.3, 0.9))),
        refused: materials.add(glow(Color::srgba(1.0, 0.25, 0.2, 0.9))),
        hint: materials.add(glow(Color::srgba(0.4, 0.8, 1.0, 0.95))),
        ghost: materials.add(glow(Color::srgba(0.8, 0.5, 1.0, 0.8))),
        lesson_ring: meshes.add(torus(0.47, 0.56, (40, 8))),
        lesson: materials.add(glow(Color::srgba(1.0, 0.55, 0.85, 0.9))),
        trail_dot: meshes.add(Cylinder::new(0.1, 0.02).mesh().resolution(16)),
        trail_line: meshes.add(Cuboid::new(0.05, 0.01, 1.0)),
        trail_materials,
        tint_materials,
        neutral_tint: materials.add(tint(Color::srgb(0.62, 0.45, 0.28), *tier)),
    });
}
