//! The coloured patch under each point: the colour of the seat that starts
//! there (as the seat chose it), else of the seat that aims for it; unused points stay wood, and
//! removed points show no patch (their holes are gone too).

use super::super::session::Session;
use super::assets::{BoardAssets, colour_index};
use bevy::prelude::*;
use rules::{Colour, Point};

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
            let seats = || s.game().seats();
            let starts_here = seats().find(|&p| s.game().start_point(p) == tint.0);
            starts_here.or_else(|| seats().find(|&p| s.game().target_point(p) == tint.0)).map(|p| s.looks(p).colour)
        });
        let removed = session.as_ref().is_some_and(|s| (s.game().board() & tint.0.holes()).is_empty());
        visibility.set_if_neq(if removed { Visibility::Hidden } else { Visibility::Inherited });
        let wanted = match (owner, &session) {
            (Some(colour), _) => assets.tint_materials[colour_index(colour)].clone(),
            (None, Some(_)) => assets.neutral_tint.clone(),
            (None, None) => assets.tint_materials[colour_index(Colour::of_point(tint.0))].clone(),
        };
        if material.0 != wanted {
            material.0 = wanted;
        }
    }
}
