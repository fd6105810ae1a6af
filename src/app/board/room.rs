//! The room the marbles reflect: a small cube map made in code, with a
//! lamp overhead, a bright window on the sun's side, walls darkening toward
//! the green table, and the table below. It gives the glossy marbles their
//! glassy look: a window's reflection and a sheen that follows the view.
//! Each smaller copy of a face (its mip levels) is the average of the one
//! before, so rough surfaces such as the wood see only a soft glow.

use bevy::asset::RenderAssetUsages;
use bevy::image::Image;
use bevy::light::EnvironmentMapLight;
use bevy::prelude::*;
use bevy::render::render_resource::{
    Extent3d, TextureDimension, TextureFormat, TextureViewDescriptor, TextureViewDimension,
};

/// Texels along a face's side at the sharpest level.
const FACE: usize = 32;
/// How bright the reflections are, in the lights' units.
const INTENSITY: f32 = 5_000.0;
/// Colours of the room, in linear RGB with 1 for the brightest.
const LAMP: [f32; 3] = [1.0, 0.95, 0.85];
const CEILING: [f32; 3] = [0.12, 0.11, 0.1];
const WINDOW: [f32; 3] = [0.9, 0.95, 1.0];
const WALL_TOP: [f32; 3] = [0.14, 0.125, 0.11];
const WALL_FOOT: [f32; 3] = [0.03, 0.027, 0.024];
const TABLE: [f32; 3] = [0.02, 0.06, 0.045];
/// The light the room adds to every surface's diffuse colour: a little,
/// since the ambient light does the rest.
const DIFFUSE: Color = Color::linear_rgb(0.02, 0.02, 0.02);

/// The reflection every 3D camera gets. Made once by this module.
#[derive(Resource)]
pub(super) struct RoomReflection(EnvironmentMapLight);

/// Makes the room's cube map.
pub(super) fn make_room(mut commands: Commands, mut images: ResMut<Assets<Image>>) {
    let diffuse = EnvironmentMapLight::solid_color(&mut images, DIFFUSE).diffuse_map;
    let light = EnvironmentMapLight {
        diffuse_map: diffuse,
        specular_map: images.add(room_cubemap()),
        intensity: INTENSITY,
        ..default()
    };
    commands.insert_resource(RoomReflection(light));
}

/// Gives each new 3D camera the room to reflect.
pub(super) fn reflect_the_room(
    mut commands: Commands,
    cameras: Query<Entity, Added<Camera3d>>,
    room: Option<Res<RoomReflection>>,
) {
    let Some(room) = room else { return };
    for camera in &cameras {
        commands.entity(camera).insert(room.0.clone());
    }
}

/// The six faces (+x, -x, +y, -y, +z, -z), each with its mip levels.
fn room_cubemap() -> Image {
    let levels = FACE.trailing_zeros() as usize + 1;
    let mut data = Vec::new();
    for face in 0..6 {
        let mut level: Vec<[f32; 3]> = (0..FACE * FACE)
            .map(|i| texel(face, (i % FACE) as f32 / FACE as f32, (i / FACE) as f32 / FACE as f32))
            .collect();
        let mut side = FACE;
        loop {
            for colour in &level {
                let srgb = Color::linear_rgb(colour[0], colour[1], colour[2]).to_srgba().to_u8_array();
                data.extend_from_slice(&srgb);
            }
            if side == 1 {
                break;
            }
            level = halve(&level, side);
            side /= 2;
        }
    }
    // Made with the sharpest level's size, then given every level.
    let mut image = Image::new_fill(
        Extent3d { width: FACE as u32, height: FACE as u32, depth_or_array_layers: 6 },
        TextureDimension::D2,
        &[0, 0, 0, 255],
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    );
    image.texture_descriptor.mip_level_count = levels as u32;
    image.data = Some(data);
    image.texture_view_descriptor =
        Some(TextureViewDescriptor { dimension: Some(TextureViewDimension::Cube), ..default() });
    image
}

/// A face's colour at (`u`, `v`), each 0 to 1 from the face's top left.
/// The sun shines from -x; the side faces' top row is up.
fn texel(face: usize, u: f32, v: f32) -> [f32; 3] {
    let inside = |lo: f32, hi: f32, x: f32| (lo..hi).contains(&x);
    match face {
        2 if inside(0.3, 0.7, u) && inside(0.3, 0.7, v) => LAMP,
        2 => CEILING,
        3 => TABLE,
        1 if inside(0.25, 0.75, u) && inside(0.12, 0.5, v) => WINDOW,
        _ => std::array::from_fn(|i| WALL_TOP[i] + (WALL_FOOT[i] - WALL_TOP[i]) * v),
    }
}

/// The next mip level: each texel the average of four.
fn halve(level: &[[f32; 3]], side: usize) -> Vec<[f32; 3]> {
    let half = side / 2;
    (0..half * half)
        .map(|i| {
            let (x, y) = (2 * (i % half), 2 * (i / half));
            let four = [
                level[y * side + x],
                level[y * side + x + 1],
                level[(y + 1) * side + x],
                level[(y + 1) * side + x + 1],
            ];
            std::array::from_fn(|c| four.iter().map(|t| t[c]).sum::<f32>() / 4.0)
        })
        .collect()
}
