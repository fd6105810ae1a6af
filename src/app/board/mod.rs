//! The board as you see it: a wooden star on a round base with 121 holes,
//! the points tinted in their players' colours, glossy marbles with a mark
//! per player for colour-blind players, the lights, and the markers for the
//! lifted marble, its destinations, the route and hints. Clicking and
//! hovering holes or marbles sends [`Intent`]s.

mod baked;

use super::animation::{MARBLE_RADIUS, Marble, REST_HEIGHT, SkipAnimation, hole_position};
use super::selection::{Intent, Selection};
use super::session::Session;
use super::settings::AssistanceInForce;
use super::ui::palette::player_color;
use super::{Screen, TurnPhase};
use crate::rules::{Hole, Point};
use baked::BakedMaterial;
use bevy::asset::RenderAssetUsages;
use bevy::light::{CascadeShadowConfigBuilder, DirectionalLightShadowMap, NotShadowCaster};
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

/// Height of the board's top surface above its base, in world units.
const BOARD_THICKNESS: f32 = 0.35;
/// Margin of the star beyond the outermost holes, in world units.
const STAR_MARGIN: f32 = 0.8;
/// Radius of a hole, in world units.
const HOLE_RADIUS: f32 = 0.33;
/// How high a lifted marble floats, in world units.
const LIFT: f32 = 0.35;
/// Radius of the round base under the star, in world units.
const BASE_RADIUS: f32 = 10.6;
/// Where the fill light hangs (the sun is a directional light).
const FILL_LIGHT: Vec3 = Vec3::new(8.0, 9.0, -6.0);

/// Meshes and materials shared by many entities.
#[derive(Resource)]
struct BoardAssets {
    marble: Handle<Mesh>,
    marble_materials: [Handle<StandardMaterial>; 6],
    lit_materials: [Handle<StandardMaterial>; 6],
    mark_material: Handle<StandardMaterial>,
    dot: Handle<Mesh>,
    ring: Handle<Mesh>,
    band: Handle<Mesh>,
    marker: Handle<Mesh>,
    destination: Handle<StandardMaterial>,
    focus: Handle<StandardMaterial>,
    route: Handle<StandardMaterial>,
    refused: Handle<StandardMaterial>,
    hint: Handle<StandardMaterial>,
    tint_materials: [Handle<StandardMaterial>; 6],
    neutral_tint: Handle<StandardMaterial>,
}

/// A hole of the board, for picking.
#[derive(Component, Debug, Clone, Copy)]
struct HoleView(Hole);

/// The coloured patch under a point.
#[derive(Component, Debug, Clone, Copy)]
struct PointTint(Point);

/// A marker drawn over the board for the selection; rebuilt when it changes.
#[derive(Component, Debug)]
struct SelectionMarker;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(baked::plugin)
        .insert_resource(ClearColor(Color::srgb(0.11, 0.13, 0.17)))
        .insert_resource(DirectionalLightShadowMap { size: 2048 })
        .insert_resource(GlobalAmbientLight { color: Color::srgb(1.0, 0.96, 0.9), brightness: 350.0, ..default() })
        .add_systems(Startup, (load_assets, spawn_board).chain())
        .add_systems(
            Update,
            (dress_marbles, tint_points, show_selection, lift_and_light_marbles).after(super::GameSet::Animate),
        );
}

fn load_assets(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
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
    let marble_materials = Point::ALL.map(|p| materials.add(glossy(player_color(p), LinearRgba::BLACK)));
    let lit_materials = Point::ALL.map(|p| materials.add(glossy(player_color(p), player_color(p).to_linear() * 0.6)));
    let tint_materials = Point::ALL.map(|p| {
        materials.add(StandardMaterial {
            base_color: player_color(p).mix(&Color::srgb(0.55, 0.38, 0.22), 0.2),
            perceptual_roughness: 0.8,
            ..default()
        })
    });
    let marble = Sphere::new(MARBLE_RADIUS).mesh().uv(28, 16);
    commands.insert_resource(BoardAssets {
        marble: meshes.add(marble),
        marble_materials,
        lit_materials,
        mark_material: materials.add(StandardMaterial {
            base_color: Color::srgb(0.97, 0.97, 0.95),
            perceptual_roughness: 0.3,
            ..default()
        }),
        dot: meshes.add(Sphere::new(0.085).mesh().uv(16, 8)),
        ring: meshes.add(Torus::new(0.12, 0.17).mesh().minor_resolution(12).major_resolution(32)),
        band: meshes.add(
            Torus::new(MARBLE_RADIUS - 0.02, MARBLE_RADIUS + 0.025).mesh().minor_resolution(12).major_resolution(48),
        ),
        marker: meshes.add(Torus::new(0.26, 0.33).mesh().minor_resolution(10).major_resolution(40)),
        destination: materials.add(glow(Color::srgba(0.55, 1.0, 0.55, 0.85))),
        focus: materials.add(glow(Color::srgba(1.0, 1.0, 1.0, 0.95))),
        route: materials.add(glow(Color::srgba(1.0, 0.85, 0.3, 0.9))),
        refused: materials.add(glow(Color::srgba(1.0, 0.25, 0.2, 0.9))),
        hint: materials.add(glow(Color::srgba(0.4, 0.8, 1.0, 0.95))),
        tint_materials,
        neutral_tint: materials.add(StandardMaterial {
            base_color: Color::srgb(0.62, 0.45, 0.28),
            perceptual_roughness: 0.8,
            ..default()
        }),
    });
}

fn spawn_board(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut baked_materials: ResMut<Assets<BakedMaterial>>,
    assets: Res<BoardAssets>,
) {
    let wood = materials.add(StandardMaterial {
        base_color: Color::srgb(0.66, 0.47, 0.29),
        perceptual_roughness: 0.55,
        reflectance: 0.35,
        ..default()
    });
    let hole_material = baked_materials.add(BakedMaterial::hole());
    commands.spawn((
        Name::new("Board base"),
        Mesh3d(meshes.add(Cylinder::new(BASE_RADIUS, 0.3).mesh().resolution(96))),
        MeshMaterial3d(baked_materials.add(BakedMaterial::dark_wood())),
        Transform::from_xyz(0.0, -BOARD_THICKNESS - 0.15, 0.0),
        NotShadowCaster,
    ));
    // Only the marbles cast shadows: the board's own parts would only shade
    // the base, which shows no shadows, and each caster is drawn again into
    // the shadow map.
    commands
        .spawn((
            Name::new("Board"),
            Mesh3d(meshes.add(star_mesh())),
            MeshMaterial3d(wood),
            Transform::IDENTITY,
            NotShadowCaster,
        ))
        .observe(
            |_: On<Pointer<Click>>, mut intents: MessageWriter<Intent>, mut skip: MessageWriter<SkipAnimation>| {
                intents.write(Intent::ClickNothing);
                skip.write(SkipAnimation);
            },
        );
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
    let hole_mesh = meshes.add(Cylinder::new(HOLE_RADIUS, 0.02).mesh().resolution(32));
    for hole in Hole::all() {
        commands
            .spawn((
                Name::new(format!("Hole {hole}")),
                HoleView(hole),
                Mesh3d(hole_mesh.clone()),
                MeshMaterial3d(hole_material.clone()),
                Transform::from_translation(hole_position(hole)),
                NotShadowCaster,
            ))
            .observe(on_hole_click)
            .observe(on_hole_over)
            .observe(on_out);
    }
    commands.spawn((
        Name::new("Sun"),
        DirectionalLight { illuminance: 9_000.0, shadow_maps_enabled: true, ..default() },
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

/// The star: two overlapping triangles' outline as one flat-topped prism,
/// its top a fan around the centre (the star is visible from its centre).
fn star_mesh() -> Mesh {
    let outline = star_outline();
    let top = 0.0;
    let bottom = -BOARD_THICKNESS;
    let mut positions: Vec<[f32; 3]> = vec![[0.0, top, 0.0]];
    let mut normals: Vec<[f32; 3]> = vec![[0.0, 1.0, 0.0]];
    let mut indices: Vec<u32> = Vec::new();
    for corner in &outline {
        positions.push([corner.x, top, corner.y]);
        normals.push([0.0, 1.0, 0.0]);
    }
    let n = outline.len() as u32;
    for i in 0..n {
        // Counter-clockwise seen from above (+Y): centre, next, this.
        indices.extend([0, 1 + (i + 1) % n, 1 + i]);
    }
    for i in 0..outline.len() {
        let a = outline[i];
        let b = outline[(i + 1) % outline.len()];
        let edge = b - a;
        let normal = Vec3::new(edge.y, 0.0, -edge.x).normalize_or_zero();
        let base = positions.len() as u32;
        for (corner, y) in [(a, top), (b, top), (b, bottom), (a, bottom)] {
            positions.push([corner.x, y, corner.y]);
            normals.push(normal.into());
        }
        indices.extend([base, base + 1, base + 2, base, base + 2, base + 3]);
    }
    Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::default())
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
        .with_inserted_indices(Indices::U32(indices))
}

/// The star's outline in the board plane (x, z), clockwise seen from above:
/// each tip, then the inner corner after it.
fn star_outline() -> Vec<Vec2> {
    let tips: Vec<Vec2> = Point::ALL.iter().map(|p| flat(hole_position(p.tip()))).collect();
    let tip_radius = tips[0].length();
    // Tips sit on a circle; grow it so the edges clear the holes by the margin
    // (an edge of a triangle is at half the tip radius from the centre).
    let scale = (tip_radius / 2.0 + STAR_MARGIN) / (tip_radius / 2.0);
    let mut outline = Vec::new();
    for i in 0..6 {
        let tip = tips[i] * scale;
        let next = tips[(i + 1) % 6] * scale;
        outline.push(tip);
        // Inner corner: where the two triangles' edges cross, on the bisector
        // at 1/sqrt(3) of the tip radius.
        let bisector = (tip + next).normalize_or_zero();
        outline.push(bisector * tip.length() / 3f32.sqrt());
    }
    // Point::ALL runs clockwise seen from above; keep that order.
    outline
}

fn flat(v: Vec3) -> Vec2 {
    Vec2::new(v.x, v.z)
}

/// A triangle under a point's ten holes, a little larger than they are.
fn point_tint_mesh(point: Point) -> Mesh {
    let holes: Vec<Vec2> = point.holes().iter().map(|h| flat(hole_position(h))).collect();
    let centre = holes.iter().copied().sum::<Vec2>() / holes.len() as f32;
    // The three corners are the holes farthest from the centre.
    let mut corners = holes.clone();
    corners.sort_by(|a, b| (*b - centre).length().total_cmp(&(*a - centre).length()));
    let mut corners: Vec<Vec2> = corners.into_iter().take(3).map(|c| centre + (c - centre) * 1.42).collect();
    // Wind counter-clockwise seen from above (+Y looks down on x, z).
    let cross = (corners[1] - corners[0]).perp_dot(corners[2] - corners[0]);
    if cross > 0.0 {
        corners.swap(1, 2);
    }
    let positions: Vec<[f32; 3]> = corners.iter().map(|c| [c.x, 0.0, c.y]).collect();
    Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::default())
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vec![[0.0f32, 1.0, 0.0]; 3])
        .with_inserted_indices(Indices::U32(vec![0, 1, 2]))
}

fn on_hole_click(
    click: On<Pointer<Click>>,
    holes: Query<&HoleView>,
    marbles: Query<&Marble>,
    mut intents: MessageWriter<Intent>,
    mut skip: MessageWriter<SkipAnimation>,
) {
    if click.button != PointerButton::Primary {
        return;
    }
    let hole = holes.get(click.entity).map(|h| h.0).or_else(|_| marbles.get(click.entity).map(|m| m.hole));
    if let Ok(hole) = hole {
        intents.write(Intent::Click(hole));
    }
    skip.write(SkipAnimation);
}

fn on_hole_over(
    over: On<Pointer<Over>>,
    holes: Query<&HoleView>,
    marbles: Query<&Marble>,
    mut intents: MessageWriter<Intent>,
) {
    let hole = holes.get(over.entity).map(|h| h.0).or_else(|_| marbles.get(over.entity).map(|m| m.hole));
    if let Ok(hole) = hole {
        intents.write(Intent::Hover(Some(hole)));
    }
}

fn on_out(_: On<Pointer<Out>>, mut intents: MessageWriter<Intent>) {
    intents.write(Intent::Hover(None));
}

/// Gives new marble entities their mesh, material, mark and picking.
fn dress_marbles(
    mut commands: Commands,
    marbles: Query<(Entity, &Marble), Added<Marble>>,
    assets: Option<Res<BoardAssets>>,
    session: Option<Res<Session>>,
) {
    let (Some(assets), Some(session)) = (assets, session) else { return };
    for (entity, marble) in &marbles {
        let point = session.game.start_point(marble.player);
        commands
            .entity(entity)
            .insert((Mesh3d(assets.marble.clone()), MeshMaterial3d(assets.marble_materials[point as usize].clone())))
            .observe(on_hole_click)
            .observe(on_hole_over)
            .observe(on_out)
            .with_children(|marks| {
                for mark in mark_meshes(&assets, point) {
                    marks.spawn(mark);
                }
            });
    }
}

/// The white mark that tells players apart without colour: none, a dot on
/// top, a ring on top, a band round the middle, two dots, or ring and band.
fn mark_meshes(assets: &BoardAssets, point: Point) -> Vec<impl Bundle> {
    let top = Transform::from_xyz(0.0, MARBLE_RADIUS - 0.02, 0.0);
    let ring_top = Transform::from_xyz(0.0, MARBLE_RADIUS - 0.07, 0.0);
    let dot_a = Transform::from_xyz(-0.1, MARBLE_RADIUS - 0.04, 0.0);
    let dot_b = Transform::from_xyz(0.1, MARBLE_RADIUS - 0.04, 0.0);
    let middle = Transform::IDENTITY;
    let parts: Vec<(Handle<Mesh>, Transform)> = match point {
        Point::S => vec![],
        Point::SW => vec![(assets.dot.clone(), top)],
        Point::NW => vec![(assets.ring.clone(), ring_top)],
        Point::N => vec![(assets.band.clone(), middle)],
        Point::NE => vec![(assets.dot.clone(), dot_a), (assets.dot.clone(), dot_b)],
        Point::SE => vec![(assets.ring.clone(), ring_top), (assets.band.clone(), middle)],
    };
    parts
        .into_iter()
        .map(|(mesh, transform)| {
            (Name::new("Mark"), Mesh3d(mesh), MeshMaterial3d(assets.mark_material.clone()), transform, Pickable::IGNORE)
        })
        .collect()
}

/// Colours each point for the seat that starts there; unused points stay wood.
fn tint_points(
    session: Option<Res<Session>>,
    assets: Option<Res<BoardAssets>>,
    mut tints: Query<(&PointTint, &mut MeshMaterial3d<StandardMaterial>)>,
) {
    let Some(assets) = assets else { return };
    if !session.as_ref().is_none_or(|s| s.is_changed()) {
        return;
    }
    for (tint, mut material) in &mut tints {
        let owner = session.as_ref().and_then(|s| {
            (0..s.game.player_count())
                .map(|p| s.game.start_point(p))
                .find(|&start| start == tint.0 || start.opposite() == tint.0)
        });
        let wanted = match (owner, &session) {
            (Some(start), _) => assets.tint_materials[start as usize].clone(),
            (None, Some(_)) => assets.neutral_tint.clone(),
            (None, None) => assets.tint_materials[tint.0 as usize].clone(),
        };
        if material.0 != wanted {
            material.0 = wanted;
        }
    }
}

/// Lifts the chosen marble and lights the one under the pointer or focus.
fn lift_and_light_marbles(
    selection: Res<Selection>,
    session: Option<Res<Session>>,
    assets: Option<Res<BoardAssets>>,
    phase: Option<Res<State<TurnPhase>>>,
    mut marbles: Query<(&Marble, &mut Transform, &mut MeshMaterial3d<StandardMaterial>)>,
) {
    let (Some(session), Some(assets)) = (session, assets) else { return };
    let phase = phase.map(|p| *p.get());
    let human = phase == Some(TurnPhase::Human);
    let animating = phase == Some(TurnPhase::Animating);
    let own = session.game.to_move();
    for (marble, mut transform, mut material) in &mut marbles {
        let point = session.game.start_point(marble.player) as usize;
        let lit = human
            && marble.player == own
            && (selection.hover == Some(marble.hole)
                || selection.focus == Some(marble.hole)
                || selection.lifted == Some(marble.hole));
        let wanted = if lit { &assets.lit_materials[point] } else { &assets.marble_materials[point] };
        if material.0 != *wanted {
            material.0 = wanted.clone();
        }
        if !animating {
            let lift = if human && selection.lifted == Some(marble.hole) { LIFT } else { 0.0 };
            let rest = hole_position(marble.hole) + Vec3::Y * (REST_HEIGHT + lift);
            if transform.translation != rest {
                transform.translation = transform.translation.lerp(rest, 0.35);
                if transform.translation.distance(rest) < 0.005 {
                    transform.translation = rest;
                }
            }
        }
    }
}

/// Rebuilds the markers for destinations, route, focus, refusals and hints.
fn show_selection(
    mut commands: Commands,
    selection: Res<Selection>,
    assistance: Res<AssistanceInForce>,
    assets: Option<Res<BoardAssets>>,
    screen: Res<State<Screen>>,
    markers: Query<Entity, With<SelectionMarker>>,
) {
    let Some(assets) = assets else { return };
    if !selection.is_changed() && !assistance.is_changed() && !screen.is_changed() {
        return;
    }
    for entity in &markers {
        commands.entity(entity).despawn();
    }
    if *screen.get() != Screen::Play {
        return;
    }
    let mut place = |hole: Hole, material: &Handle<StandardMaterial>, height: f32, scale: f32| {
        commands.spawn((
            Name::new("Selection marker"),
            SelectionMarker,
            Mesh3d(assets.marker.clone()),
            MeshMaterial3d(material.clone()),
            Transform::from_translation(hole_position(hole) + Vec3::Y * height).with_scale(Vec3::splat(scale)),
            Pickable::IGNORE,
        ));
    };
    if assistance.0.highlight_moves {
        for hole in selection.destinations {
            place(hole, &assets.destination, 0.03, 0.8);
        }
    }
    if assistance.0.show_route {
        for &hole in selection.route.iter().skip(1) {
            place(hole, &assets.route, 0.05, 1.0);
        }
    }
    if let Some(focus) = selection.focus {
        place(focus, &assets.focus, 0.07, 1.25);
    }
    if let Some(refused) = selection.refused {
        place(refused, &assets.refused, 0.06, 1.1);
    }
    if let Some(hint) = selection.hint {
        place(hint.from, &assets.hint, 0.08, 1.35);
        place(hint.to, &assets.hint, 0.08, 1.35);
    }
}
