//! The board as you see it: a wooden star on a round base with 121 holes,
//! the points tinted in their players' colours, glossy marbles with a mark
//! per player for colour-blind players and a contact shadow, the lights, and the markers for the
//! lifted marble, its destinations, the route and hints, each player's
//! last move, and the review's
//! ghost of the reviewer's move. It only draws what
//! the rules resource and the selection say; the pointer module turns clicks
//! on what it draws into input.

mod assets;
mod baked;
mod census;
mod contact_shadows;
mod detail;
mod ghost;
mod lights;
mod marbles;
mod markers;
mod room;
mod shapes;
mod surface;
mod tints;

use bevy::prelude::*;
use bevy::time::common_conditions::on_timer;
use std::time::Duration;

pub use census::SceneCensus;
pub use ghost::{GhostRoutes, ReviewGhost};

/// How often the log gives the scene's census.
const CENSUS_EVERY: Duration = Duration::from_secs(60);

/// The board drawn: the baked material's pipelines and shader, and the
/// scene.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((baked::plugin, scene_plugin)).add_systems(Last, census::log_census.run_if(on_timer(CENSUS_EVERY)));
}

/// Registers the assets the board makes (meshes, images, both materials)
/// in an app with no renderer, whose plugins would otherwise register them.
pub(super) fn register_assets_headless(app: &mut App) {
    app.init_asset::<Mesh>()
        .init_asset::<Image>()
        .init_asset::<StandardMaterial>()
        .init_asset::<baked::BakedMaterial>();
}

/// The board's entities, meshes and materials, made and kept up with the
/// game: everything of the board but drawing it.
pub(super) fn scene_plugin(app: &mut App) {
    app.add_plugins(lights::plugin)
        .insert_resource(ClearColor(Color::srgb(0.02, 0.04, 0.035)))
        .add_systems(
            Startup,
            (assets::load_assets, surface::spawn_board, contact_shadows::make_look, room::make_room).chain(),
        )
        .add_systems(
            Update,
            (
                surface::dress_holes,
                room::reflect_the_room,
                marbles::dress_marbles,
                tints::tint_points,
                markers::show_selection.run_if(in_state(super::Screen::Play)),
                markers::show_trails.run_if(in_state(super::Screen::Play)),
                markers::show_lesson_holes.run_if(in_state(super::Screen::Play)),
                ghost::show_review_ghost.run_if(in_state(super::Screen::Replay)),
                contact_shadows::add_contact_shadows,
                (marbles::settle_on_landing, marbles::lift_and_light_marbles, contact_shadows::keep_shadows_on_board)
                    .chain(),
            )
                .after(super::GameSet::Animate),
        );
}
