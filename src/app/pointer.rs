//! The pointer on the board: one pickable spot per hole (the board plugin
//! gives each its mesh), and observers that turn picking's pointer events on
//! holes, marbles and the board's surface into [`PointerOnBoard`] messages.
//! What a click means (a choice, or finishing the move being shown) is the
//! input module's to decide. Holes of removed points are hidden and take no
//! clicks.

use super::layout::hole_position;
use super::marbles::Marble;
use super::session::Session;
use bevy::picking::events::{Click, Out, Over, Pointer};
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;
use rules::Hole;

/// A hole of the board that the pointer can point at. Spawned once per hole
/// by this module (the board plugin gives each its mesh); never changed.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HoleSpot(pub Hole);

/// The board's surface between the holes.
#[derive(Component, Debug, Clone, Copy, Default)]
pub struct BoardSurface;

/// What the pointer did on the board.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum PointerOnBoard {
    /// A primary click on a hole or the marble in it, or (`None`) on the
    /// board between the holes.
    Click(Option<Hole>),
    /// The pointer came over a hole or the marble in it.
    Over(Hole),
    /// The pointer left a hole or marble.
    Out,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PointerOnBoard>()
        .add_systems(Startup, spawn_hole_spots)
        .add_systems(Update, close_removed_holes)
        .add_observer(on_click)
        .add_observer(on_over)
        .add_observer(on_out);
}

fn spawn_hole_spots(mut commands: Commands) {
    for hole in Hole::all() {
        commands.spawn((
            Name::new(format!("Hole {hole}")),
            HoleSpot(hole),
            Transform::from_translation(hole_position(hole)),
            Visibility::default(),
        ));
    }
}

/// Hides the holes of removed points, and takes them out of picking, for
/// the game on (every hole shows when no game is).
fn close_removed_holes(
    mut commands: Commands,
    session: Option<Res<Session>>,
    mut spots: Query<(Entity, &HoleSpot, &mut Visibility)>,
) {
    if !session.as_ref().is_none_or(|s| s.is_changed()) {
        return;
    }
    for (entity, spot, mut visibility) in &mut spots {
        let open = session.as_ref().is_none_or(|s| s.game().board().contains(spot.0));
        if visibility.set_if_neq(if open { Visibility::Inherited } else { Visibility::Hidden }) {
            if open {
                commands.entity(entity).remove::<Pickable>();
            } else {
                commands.entity(entity).insert(Pickable::IGNORE);
            }
        }
    }
}

/// The hole an entity stands for: an open hole spot, or a marble's hole.
fn hole_of(entity: Entity, spots: &Query<(&HoleSpot, &Visibility)>, marbles: &Query<&Marble>) -> Option<Hole> {
    match spots.get(entity) {
        Ok((spot, visibility)) => (*visibility != Visibility::Hidden).then_some(spot.0),
        Err(_) => marbles.get(entity).map(|m| m.hole).ok(),
    }
}

fn on_click(
    click: On<Pointer<Click>>,
    spots: Query<(&HoleSpot, &Visibility)>,
    marbles: Query<&Marble>,
    surfaces: Query<(), With<BoardSurface>>,
    mut pointer: MessageWriter<PointerOnBoard>,
) {
    if click.button != PointerButton::Primary {
        return;
    }
    if let Some(hole) = hole_of(click.entity, &spots, &marbles) {
        pointer.write(PointerOnBoard::Click(Some(hole)));
    } else if surfaces.contains(click.entity) {
        pointer.write(PointerOnBoard::Click(None));
    }
}

fn on_over(
    over: On<Pointer<Over>>,
    spots: Query<(&HoleSpot, &Visibility)>,
    marbles: Query<&Marble>,
    mut pointer: MessageWriter<PointerOnBoard>,
) {
    if let Some(hole) = hole_of(over.entity, &spots, &marbles) {
        pointer.write(PointerOnBoard::Over(hole));
    }
}

fn on_out(
    out: On<Pointer<Out>>,
    spots: Query<(&HoleSpot, &Visibility)>,
    marbles: Query<&Marble>,
    mut pointer: MessageWriter<PointerOnBoard>,
) {
    if hole_of(out.entity, &spots, &marbles).is_some() {
        pointer.write(PointerOnBoard::Out);
    }
}
