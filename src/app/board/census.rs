//! A count of what the scene holds: entities, meshes, materials and images.
//! A game that shows a hundred turns holds as many as after ten; the log
//! gives the count once a minute, so a long run in the window shows it too.

use super::baked::BakedMaterial;
use bevy::prelude::*;

/// How many of each thing the world holds at one moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SceneCensus {
    /// Entities spawned, of every kind (panels' and the game's included).
    pub entities: u32,
    /// Meshes.
    pub meshes: usize,
    /// Materials, lit and baked.
    pub materials: usize,
    /// Images (textures).
    pub images: usize,
}

impl SceneCensus {
    /// Counts what `world` holds now; an asset kind the world lacks counts 0.
    pub fn of(world: &World) -> SceneCensus {
        fn count<A: Asset>(world: &World) -> usize {
            world.get_resource::<Assets<A>>().map_or(0, |assets| assets.len())
        }
        SceneCensus {
            entities: world.entities().count_spawned(),
            meshes: count::<Mesh>(world),
            materials: count::<StandardMaterial>(world) + count::<BakedMaterial>(world),
            images: count::<Image>(world),
        }
    }
}

/// Logs the census (run once a minute, see the board's plugin).
pub(super) fn log_census(world: &World) {
    let census = SceneCensus::of(world);
    info!(
        "scene: {} entities, {} meshes, {} materials, {} images",
        census.entities, census.meshes, census.materials, census.images
    );
}
