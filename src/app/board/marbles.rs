//! The marbles as you see them: a glossy sphere in the seat's colour with
//! the seat's white mark (so colour is never the only cue), lifted while
//! chosen and lit while under the pointer or the keyboard focus.

use super::super::TurnPhase;
use super::super::layout::{MARBLE_RADIUS, marble_rest};
use super::super::selection::Selection;
use super::super::session::Session;
use super::assets::{BoardAssets, colour_index};
use crate::app::marbles::Marble;
use crate::rules::Mark;
use bevy::prelude::*;

/// How high a lifted marble floats, in world units.
const LIFT: f32 = 0.35;

/// Gives new marble entities their mesh, material, mark and picking.
pub(super) fn dress_marbles(
    mut commands: Commands,
    marbles: Query<(Entity, &Marble), Added<Marble>>,
    assets: Option<Res<BoardAssets>>,
    session: Option<Res<Session>>,
) {
    let (Some(assets), Some(session)) = (assets, session) else { return };
    for (entity, marble) in &marbles {
        let looks = session.looks(marble.player);
        let material = assets.marble_materials[colour_index(looks.colour)].clone();
        commands.entity(entity).insert((Mesh3d(assets.marble.clone()), MeshMaterial3d(material))).with_children(
            |marks| {
                for mark in mark_meshes(&assets, looks.mark) {
                    marks.spawn(mark);
                }
            },
        );
    }
}

/// The white mark that tells players apart without colour: none, a dot on
/// top, a ring on top, a band round the middle, two dots, or ring and band.
fn mark_meshes(assets: &BoardAssets, mark: Mark) -> Vec<impl Bundle> {
    let top = Transform::from_xyz(0.0, MARBLE_RADIUS - 0.02, 0.0);
    let ring_top = Transform::from_xyz(0.0, MARBLE_RADIUS - 0.07, 0.0);
    let dot_a = Transform::from_xyz(-0.1, MARBLE_RADIUS - 0.04, 0.0);
    let dot_b = Transform::from_xyz(0.1, MARBLE_RADIUS - 0.04, 0.0);
    let middle = Transform::IDENTITY;
    let parts: Vec<(Handle<Mesh>, Transform)> = match mark {
        Mark::Plain => vec![],
        Mark::Dot => vec![(assets.dot.clone(), top)],
        Mark::Ring => vec![(assets.ring.clone(), ring_top)],
        Mark::Band => vec![(assets.band.clone(), middle)],
        Mark::TwoDots => vec![(assets.dot.clone(), dot_a), (assets.dot.clone(), dot_b)],
        Mark::RingAndBand => vec![(assets.ring.clone(), ring_top), (assets.band.clone(), middle)],
    };
    parts
        .into_iter()
        .map(|(mesh, transform)| {
            (Name::new("Mark"), Mesh3d(mesh), MeshMaterial3d(assets.mark_material.clone()), transform, Pickable::IGNORE)
        })
        .collect()
}

/// Lifts the chosen marble and lights the one under the pointer or focus.
pub(super) fn lift_and_light_marbles(
    selection: Res<Selection>,
    session: Option<Res<Session>>,
    assets: Option<Res<BoardAssets>>,
    phase: Option<Res<State<TurnPhase>>>,
    mut marbles: Query<(&Marble, &mut Transform, &mut MeshMaterial3d<StandardMaterial>)>,
) {
    let (Some(session), Some(assets)) = (session, assets) else { return };
    let phase = phase.map(|p| *p.get());
    let human = phase == Some(TurnPhase::Human);
    let animating = phase == Some(TurnPhase::Animating);
    let own = session.game().to_move();
    for (marble, mut transform, mut material) in &mut marbles {
        let colour = colour_index(session.looks(marble.player).colour);
        let lit = human
            && marble.player == own
            && (selection.hover == Some(marble.hole)
                || selection.focus == Some(marble.hole)
                || selection.lifted == Some(marble.hole));
        let wanted = if lit { &assets.lit_materials[colour] } else { &assets.marble_materials[colour] };
        if material.0 != *wanted {
            material.0 = wanted.clone();
        }
        if !animating {
            let lift = if human && selection.lifted == Some(marble.hole) { LIFT } else { 0.0 };
            let rest = marble_rest(marble.hole) + Vec3::Y * lift;
            if transform.translation != rest {
                transform.translation = transform.translation.lerp(rest, 0.35);
                if transform.translation.distance(rest) < 0.005 {
                    transform.translation = rest;
                }
            }
        }
    }
}
