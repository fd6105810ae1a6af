//! The board's shapes, built in code: the star (two overlapping triangles as
//! one flat-topped prism with a bevelled edge) and the triangle under each
//! point that takes its player's colour.

use super::super::layout::hole_position;
use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use rules::Point;

/// Height of the board's top surface above its base, in world units.
pub(super) const BOARD_THICKNESS: f32 = 0.35;
/// Radius of the round base under the star, in world units.
pub(super) const BASE_RADIUS: f32 = 10.6;

/// Margin of the star beyond the outermost holes, in world units.
const STAR_MARGIN: f32 = 0.8;
/// How far in from the star's edge its bevel begins, in world units.
const BEVEL_WIDTH: f32 = 0.16;
/// How far the bevel falls to the star's sides, in world units.
const BEVEL_DROP: f32 = 0.1;

/// The star: two overlapping triangles' outline as one flat-topped prism
/// with a bevelled top edge, its top a fan around the centre (the star is
/// visible from its centre). Each face has its own normals, so the bevel
/// catches the light apart from the top and the sides.
pub(super) fn star_mesh() -> Mesh {
    let outline = star_outline();
    let inset = inset_outline(&outline, BEVEL_WIDTH);
    let top = 0.0;
    let shoulder = -BEVEL_DROP;
    let bottom = -BOARD_THICKNESS;
    let mut positions: Vec<[f32; 3]> = vec![[0.0, top, 0.0]];
    let mut normals: Vec<[f32; 3]> = vec![[0.0, 1.0, 0.0]];
    let mut indices: Vec<u32> = Vec::new();
    for corner in &inset {
        positions.push([corner.x, top, corner.y]);
        normals.push([0.0, 1.0, 0.0]);
    }
    let n = inset.len() as u32;
    for i in 0..n {
        // Counter-clockwise seen from above (+Y): centre, next, this.
        indices.extend([0, 1 + (i + 1) % n, 1 + i]);
    }
    let mut quad = |corners: [(Vec2, f32); 4], normal: Vec3| {
        let base = positions.len() as u32;
        for (corner, y) in corners {
            positions.push([corner.x, y, corner.y]);
            normals.push(normal.into());
        }
        indices.extend([base, base + 1, base + 2, base, base + 2, base + 3]);
    };
    for i in 0..outline.len() {
        let j = (i + 1) % outline.len();
        let (a, b) = (outline[i], outline[j]);
        let edge = b - a;
        let outward = Vec3::new(edge.y, 0.0, -edge.x).normalize_or_zero();
        let slope = (outward * BEVEL_DROP + Vec3::Y * BEVEL_WIDTH).normalize_or_zero();
        quad([(inset[i], top), (inset[j], top), (b, shoulder), (a, shoulder)], slope);
        quad([(a, shoulder), (b, shoulder), (b, bottom), (a, bottom)], outward);
    }
    Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::default())
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
        .with_inserted_indices(Indices::U32(indices))
}

/// The outline moved inward by `by` world units, edge by edge: each corner
/// moves to where its two edges, each moved inward, meet.
fn inset_outline(outline: &[Vec2], by: f32) -> Vec<Vec2> {
    let count = outline.len();
    (0..count)
        .map(|i| {
            let corner = outline[i];
            let before = corner - outline[(i + count - 1) % count];
            let after = outline[(i + 1) % count] - corner;
            // The outline runs clockwise seen from above, so inward is to
            // the left of each edge in (x, z).
            let inward = |edge: Vec2| Vec2::new(-edge.y, edge.x).normalize_or_zero();
            let (n1, n2) = (inward(before), inward(after));
            corner + (n1 + n2) * by / (1.0 + n1.dot(n2))
        })
        .collect()
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
pub(super) fn point_tint_mesh(point: Point) -> Mesh {
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
