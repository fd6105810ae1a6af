//! The review's picture on the board: on the replay screen with Review on,
//! the move just shown is traced along its landings, and the reviewer's
//! move, where it differs, is drawn beside it as a ghost: see-through rings
//! along its route and a see-through marble where it would have ended.

use super::super::Screen;
use super::super::layout::{MARBLE_RADIUS, hole_position};
use super::assets::BoardAssets;
use crate::app::screens::replay::{ReplayPlayback, ReplayReview};
use crate::rules::Hole;
use bevy::prelude::*;

/// A ring or marble of the review's picture; rebuilt when the turn shown
/// or the review changes.
#[derive(Component, Debug)]
pub(super) struct ReviewGhost;

/// Rebuilds the picture of the verdict on the move just shown.
pub(super) fn show_review_ghost(
    mut commands: Commands,
    playback: Option<Res<ReplayPlayback>>,
    review: Option<Res<ReplayReview>>,
    assets: Option<Res<BoardAssets>>,
    ghosts: Query<Entity, With<ReviewGhost>>,
    mut drawn: Local<Option<(usize, usize, bool)>>,
) {
    let (Some(playback), Some(review), Some(assets)) = (playback, review, assets) else { return };
    let now = (playback.at(), review.progress().0, review.shown());
    if *drawn == Some(now) {
        return;
    }
    *drawn = Some(now);
    for entity in &ghosts {
        commands.entity(entity).despawn();
    }
    let Some(index) = playback.at().checked_sub(1).filter(|_| review.shown()) else { return };
    let Some(judged) = review.turn(index).filter(|j| j.best != j.played) else { return };
    let (Some(played_route), Some(best_route)) =
        (playback.turns().get(index).and_then(|t| t.route()), judged.best_route.as_deref())
    else {
        return;
    };
    let mut place = |hole: Hole, mesh: &Handle<Mesh>, material: &Handle<StandardMaterial>, height: f32| {
        commands.spawn((
            Name::new("Review ghost"),
            ReviewGhost,
            DespawnOnExit(Screen::Replay),
            Mesh3d(mesh.clone()),
            MeshMaterial3d(material.clone()),
            Transform::from_translation(hole_position(hole) + Vec3::Y * height),
            Pickable::IGNORE,
        ));
    };
    for &hole in &played_route[..played_route.len() - 1] {
        place(hole, &assets.marker, &assets.route, 0.05);
    }
    for &hole in &best_route[..best_route.len() - 1] {
        place(hole, &assets.marker, &assets.ghost, 0.06);
    }
    if let Some(&end) = best_route.last() {
        place(end, &assets.marble, &assets.ghost, MARBLE_RADIUS);
    }
}
