//! The review's picture on the board, as the replay screen tells it
//! ([`ReviewGhost`]): the move just shown traced along its landings, and
//! the reviewer's move drawn beside it as a ghost: see-through rings along
//! its route and a see-through marble where it would have ended.

use super::super::Screen;
use super::super::layout::{MARBLE_RADIUS, hole_position};
use super::assets::BoardAssets;
use bevy::prelude::*;
use rules::Hole;

/// The review's picture of the move just shown: its route as played and
/// the reviewer's better route, or nothing to show. Sent whenever the
/// picture changes.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct ReviewGhost(pub Option<GhostRoutes>);

/// A played route and the reviewer's route that was better.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GhostRoutes {
    /// The move as played, every landing listed.
    pub played: Vec<Hole>,
    /// The reviewer's move, every landing listed.
    pub best: Vec<Hole>,
}

/// A ring or marble of the review's picture; rebuilt when the picture
/// changes.
#[derive(Component, Debug)]
pub(super) struct GhostPiece;

/// Draws the review's picture anew whenever the replay screen tells it.
pub(super) fn show_review_ghost(
    mut commands: Commands,
    mut told: MessageReader<ReviewGhost>,
    assets: Option<Res<BoardAssets>>,
    pieces: Query<Entity, With<GhostPiece>>,
) {
    let Some(ReviewGhost(routes)) = told.read().last() else { return };
    let Some(assets) = assets else { return };
    for entity in &pieces {
        commands.entity(entity).despawn();
    }
    let Some(routes) = routes else { return };
    let mut place = |hole: Hole, mesh: &Handle<Mesh>, material: &Handle<StandardMaterial>, height: f32| {
        commands.spawn((
            Name::new("Review ghost"),
            GhostPiece,
            DespawnOnExit(Screen::Replay),
            Mesh3d(mesh.clone()),
            MeshMaterial3d(material.clone()),
            Transform::from_translation(hole_position(hole) + Vec3::Y * height),
            Pickable::IGNORE,
        ));
    };
    for &hole in routes.played.split_last().map_or(&[][..], |(_, rest)| rest) {
        place(hole, &assets.marker, &assets.route, 0.05);
    }
    for &hole in routes.best.split_last().map_or(&[][..], |(_, rest)| rest) {
        place(hole, &assets.marker, &assets.ghost, 0.06);
    }
    if let Some(&end) = routes.best.last() {
        place(end, &assets.marble, &assets.ghost, MARBLE_RADIUS);
    }
}
