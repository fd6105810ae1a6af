//! The coloured patch under each point: the colour of the seat that starts
//! there, else of the seat that aims for it; unused points stay wood, and
//! removed points show no patch (their holes are gone too).

use super::super::session::Session;
use super::assets::BoardAssets;
use crate::rules::Point;
use bevy::prelude::*;

/// The coloured patch under a point.
#[derive(Component, Debug, Clone, Copy)]
pub(super) struct PointTint(pub(super) Point);

/// Colours each point for the seat that starts there; unused points stay wood.
pub(super) fn tint_points(
    session: Option<Res<Session>>,
    assets: Option<Res<BoardAssets>>,
    mut tints: Query<(&PointTint, &mut MeshMaterial3d<StandardMaterial>, &mut Visibility)>,
) {
    let Some(assets) = assets else { return };
    if !session.as_ref().is_none_or(|s| s.is_changed()) {
        return;
    }
    for (tint, mut material, mut visibility) in &mut tints {
        let owner = session.as_ref().and_then(|s| {
            let starts = || (0..s.game.player_count()).map(|p| s.game.start_point(p));
            starts().find(|&start| start == tint.0).or_else(|| starts().find(|&start| start.opposite() == tint.0))
        });
        let removed = session.as_ref().is_some_and(|s| (s.game.board() & tint.0.holes()).is_empty());
        visibility.set_if_neq(if removed { Visibility::Hidden } else { Visibility::Inherited });
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
