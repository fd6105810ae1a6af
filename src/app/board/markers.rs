//! The markers over the board for a person's turn: the legal destinations
//! of the lifted marble, the route to the one under the pointer, the
//! keyboard focus, a refused click and a hint.

use super::super::Screen;
use super::super::layout::hole_position;
use super::super::selection::Selection;
use super::assets::BoardAssets;
use crate::app::screens::settings::AssistanceInForce;
use crate::rules::Hole;
use bevy::prelude::*;

/// A marker drawn over the board for the selection; rebuilt when it changes.
#[derive(Component, Debug)]
pub(super) struct SelectionMarker;

/// Rebuilds the markers for destinations, route, focus, refusals and hints
/// (during a game only: leaving it takes them away).
pub(super) fn show_selection(
    mut commands: Commands,
    selection: Res<Selection>,
    assistance: Res<AssistanceInForce>,
    assets: Option<Res<BoardAssets>>,
    markers: Query<Entity, With<SelectionMarker>>,
) {
    let Some(assets) = assets else { return };
    if !selection.is_changed() && !assistance.is_changed() {
        return;
    }
    for entity in &markers {
        commands.entity(entity).despawn();
    }
    let mut place = |hole: Hole, material: &Handle<StandardMaterial>, height: f32, scale: f32| {
        commands.spawn((
            Name::new("Selection marker"),
            SelectionMarker,
            DespawnOnExit(Screen::Play),
            Mesh3d(assets.marker.clone()),
            MeshMaterial3d(material.clone()),
            Transform::from_translation(hole_position(hole) + Vec3::Y * height).with_scale(Vec3::splat(scale)),
            Pickable::IGNORE,
        ));
    };
    if assistance.0.highlight_moves {
        for hole in selection.destinations {
            place(hole, &assets.destination, 0.03, 0.8);
        }
    }
    if assistance.0.show_route {
        for &hole in selection.route.iter().skip(1) {
            place(hole, &assets.route, 0.05, 1.0);
        }
    }
    if let Some(focus) = selection.focus {
        place(focus, &assets.focus, 0.07, 1.25);
    }
    if let Some(refused) = selection.refused {
        place(refused, &assets.refused, 0.06, 1.1);
    }
    if let Some(hint) = selection.hint {
        place(hint.from, &assets.hint, 0.08, 1.35);
        place(hint.to, &assets.hint, 0.08, 1.35);
    }
}
