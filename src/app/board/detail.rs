//! How finely the board's round shapes are cut into triangles, for the
//! renderer in use. A software renderer sets up and rasterises every
//! triangle on the processor, and at the 640x360 it draws the scene at (see
//! `render_scale`) a marble is about 18 pixels across: most of a fine
//! marble's triangles then cover a pixel or two, and each still costs a
//! block of shaded pixels. Coarser shapes look the same at that size.

use crate::app::quality::GraphicsTier;

/// Facets of each round mesh. A sphere's are counted round and from pole
/// to pole, a ring's round the ring and round its tube.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct MeshDetail {
    /// A marble.
    pub(super) marble: (u32, u32),
    /// The white dot of a marble's mark.
    pub(super) dot: (u32, u32),
    /// The white ring on top of a marble.
    pub(super) ring: (u32, u32),
    /// The white band round a marble's middle.
    pub(super) band: (u32, u32),
    /// Sides of a hole's disc.
    pub(super) hole_sides: u32,
    /// The raised rim round the base.
    pub(super) rim: (u32, u32),
}

impl MeshDetail {
    /// The detail a tier draws.
    pub(super) fn for_tier(tier: GraphicsTier) -> Self {
        match tier {
            GraphicsTier::Full => {
                Self { marble: (28, 16), dot: (16, 8), ring: (32, 12), band: (48, 12), hole_sides: 32, rim: (96, 10) }
            }
            GraphicsTier::Software => {
                Self { marble: (12, 8), dot: (8, 6), ring: (16, 6), band: (24, 6), hole_sides: 16, rim: (64, 6) }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Triangles of a sphere or ring of these facets.
    fn triangles((round, across): (u32, u32)) -> u32 {
        2 * round * across
    }

    #[test]
    fn a_software_renderer_draws_coarser_shapes_than_a_graphics_card() {
        let full = MeshDetail::for_tier(GraphicsTier::Full);
        let soft = MeshDetail::for_tier(GraphicsTier::Software);
        for (f, s) in [(full.marble, soft.marble), (full.dot, soft.dot), (full.ring, soft.ring), (full.band, soft.band)]
        {
            assert!(triangles(s) < triangles(f));
        }
        assert!(soft.hole_sides < full.hole_sides && triangles(soft.rim) < triangles(full.rim));
    }

    #[test]
    fn every_shape_stays_round() {
        for tier in [GraphicsTier::Full, GraphicsTier::Software] {
            let detail = MeshDetail::for_tier(tier);
            for (round, across) in [detail.marble, detail.dot, detail.ring, detail.band, detail.rim] {
                assert!(round >= 8 && across >= 4, "{tier:?}: {round} x {across}");
            }
            assert!(detail.hole_sides >= 12);
        }
    }
}
