//! Where things sit on the board, in world units: the hole positions, the
//! board's centre and the sizes of holes and marbles. The board, the camera,
//! the animation and the pointer all place things through this module.

use bevy::prelude::*;
use rules::Hole;

/// Distance between neighbouring holes, in world units.
pub const HOLE_SPACING: f32 = 1.0;
/// Marble radius, in world units.
pub const MARBLE_RADIUS: f32 = 0.36;
/// Height of a marble's centre resting in a hole, in world units.
pub const REST_HEIGHT: f32 = 0.30;
/// Radius of a hole, in world units.
pub const HOLE_RADIUS: f32 = 0.33;
/// The board's centre (the centre hole), in world coordinates.
pub const BOARD_CENTRE: Vec3 = Vec3::ZERO;

/// Where a hole is on the board: its centre, on the board's top surface.
/// Columns step by two along a row, so a column is half a spacing wide.
pub fn hole_position(hole: Hole) -> Vec3 {
    let x = (hole.col() as f32 - Hole::CENTRE.col() as f32) * HOLE_SPACING / 2.0;
    let z = (hole.row() as f32 - Hole::CENTRE.row() as f32) * HOLE_SPACING * 3f32.sqrt() / 2.0;
    BOARD_CENTRE + Vec3::new(x, 0.0, z)
}

/// Where a marble resting in `hole` has its centre.
pub fn marble_rest(hole: Hole) -> Vec3 {
    hole_position(hole) + Vec3::Y * REST_HEIGHT
}
