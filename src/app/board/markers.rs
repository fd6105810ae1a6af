//! The markers over the board during a game: for a person's turn, the
//! legal destinations of the lifted marble, the route to the one under the
//! pointer, the keyboard focus, a refused click and a hint; each player's
//! last move, drawn as a faint trail in their colour until they move
//! again; and in a lesson, a ring round every hole its text names.

use super::super::Screen;
use super::super::animation::MoveShown;
use super::super::layout::hole_position;
use super::super::selection::Selection;
use super::super::session::Session;
use super::assets::{BoardAssets, colour_index};
use crate::app::lesson::LessonHoles;
use crate::app::settings::AssistanceInForce;
use bevy::prelude::*;
use rules::Hole;

/// Height of a lesson's rings above the board's surface, in world units.
const LESSON_RING_HEIGHT: f32 = 0.02;
/// Height of a trail above the board's surface, in world units.
const TRAIL_HEIGHT: f32 = 0.012;
/// How much bigger the dot on the hole a move started from is than the
/// dots on the holes it hopped through.
const TRAIL_START_SCALE: f32 = 1.7;

/// A ring round a hole the lesson's text names; rebuilt when the text
/// shown changes.
#[derive(Component, Debug)]
pub(super) struct LessonMarker;

/// A dot or line of a player's last move; rebuilt when a move has been
/// shown and whenever the position is replaced.
#[derive(Component, Debug)]
pub(super) struct TrailMarker;

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
    if assistance.get().highlight_moves {
        for hole in selection.destinations() {
            place(hole, &assets.destination, 0.03, 0.8);
        }
    }
    if assistance.get().show_route {
        for &hole in selection.route().iter().skip(1) {
            place(hole, &assets.route, 0.05, 1.0);
        }
    }
    if let Some(focus) = selection.focus() {
        place(focus, &assets.focus, 0.07, 1.25);
    }
    if let Some(refused) = selection.refused() {
        place(refused, &assets.refused, 0.06, 1.1);
    }
    if let Some(hint) = selection.hint() {
        place(hint.from, &assets.hint, 0.08, 1.35);
        place(hint.to, &assets.hint, 0.08, 1.35);
    }
}

/// Draws each player's last move as a faint trail in their colour: a dot on
/// the hole it started from, smaller dots where it landed on the way, and
/// a thin line along its route. A move's trail appears once the move has
/// been shown, and goes when the same player moves again (or the move is
/// taken back).
pub(super) fn show_trails(
    mut commands: Commands,
    mut shown: MessageReader<MoveShown>,
    session: Option<Res<Session>>,
    assets: Option<Res<BoardAssets>>,
    trails: Query<Entity, With<TrailMarker>>,
    mut drawn_generation: Local<Option<u64>>,
) {
    let (Some(session), Some(assets)) = (session, assets) else { return };
    let replaced = *drawn_generation != Some(session.generation());
    if shown.read().count() == 0 && !replaced {
        return;
    }
    *drawn_generation = Some(session.generation());
    for entity in &trails {
        commands.entity(entity).despawn();
    }
    let game = session.game();
    for player in game.seats() {
        let last = session.turns().iter().rev().find(|t| t.player() == player && !t.is_pass());
        let Some(route) = last.and_then(|turn| turn.route()) else { continue };
        let material = &assets.trail_materials[colour_index(session.looks(player).colour)];
        let mut spawn = |mesh: &Handle<Mesh>, transform: Transform| {
            commands.spawn((
                Name::new("Trail marker"),
                TrailMarker,
                DespawnOnExit(Screen::Play),
                Mesh3d(mesh.clone()),
                MeshMaterial3d(material.clone()),
                transform,
                Pickable::IGNORE,
            ));
        };
        let lift = Vec3::Y * TRAIL_HEIGHT;
        for (at, &hole) in route.iter().enumerate().take(route.len().saturating_sub(1)) {
            let scale = if at == 0 { TRAIL_START_SCALE } else { 1.0 };
            spawn(
                &assets.trail_dot,
                Transform::from_translation(hole_position(hole) + lift).with_scale(Vec3::splat(scale)),
            );
        }
        for leg in route.windows(2) {
            let (from, to) = (hole_position(leg[0]) + lift, hole_position(leg[1]) + lift);
            let line = Transform::from_translation((from + to) / 2.0).looking_at(to, Vec3::Y).with_scale(Vec3::new(
                1.0,
                1.0,
                from.distance(to),
            ));
            spawn(&assets.trail_line, line);
        }
    }
}

/// Rings every hole the lesson's text names, while a lesson is played.
pub(super) fn show_lesson_holes(
    mut commands: Commands,
    holes: Res<LessonHoles>,
    assets: Option<Res<BoardAssets>>,
    rings: Query<Entity, With<LessonMarker>>,
) {
    let Some(assets) = assets else { return };
    if !holes.is_changed() && (holes.holes().is_empty() || !rings.is_empty()) {
        return;
    }
    for entity in &rings {
        commands.entity(entity).despawn();
    }
    for hole in holes.holes() {
        commands.spawn((
            Name::new("Lesson marker"),
            LessonMarker,
            DespawnOnExit(Screen::Play),
            Mesh3d(assets.lesson_ring.clone()),
            MeshMaterial3d(assets.lesson.clone()),
            Transform::from_translation(hole_position(hole) + Vec3::Y * LESSON_RING_HEIGHT),
            Pickable::IGNORE,
        ));
    }
}
