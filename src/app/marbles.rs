//! The marble entities, kept in step with the game: whenever the position
//! is replaced (a new game, an undo, a jump in a replay) they are rebuilt
//! from the rules state, and removed when no game is on. The animation moves
//! them between; the board plugin dresses them.

use super::GameSet;
use super::layout::marble_rest;
use super::lifecycle::handle_requests;
use super::session::Session;
use bevy::prelude::*;
use rules::{Hole, Seat};

/// A marble on the board. Spawned and despawned only by this module; its
/// hole is moved on only by the animation, as it shows each move.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Marble {
    /// Whose it is.
    pub player: Seat,
    /// The hole it stands in (its destination while it moves).
    pub hole: Hole,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, sync_marbles.in_set(GameSet::Session).after(handle_requests));
}

/// Rebuilds the marble entities whenever the position was replaced and
/// removes them when no game is on.
fn sync_marbles(
    mut commands: Commands,
    session: Option<Res<Session>>,
    marbles: Query<Entity, With<Marble>>,
    mut shown_generation: Local<Option<u64>>,
) {
    let generation = session.as_ref().map(|s| s.generation());
    if *shown_generation == generation {
        return;
    }
    *shown_generation = generation;
    for entity in &marbles {
        commands.entity(entity).despawn();
    }
    let Some(session) = session else { return };
    for player in session.game().seats() {
        for hole in session.game().marbles(player) {
            commands.spawn(marble(player, hole));
        }
    }
}

/// A marble entity resting in its hole (the board plugin dresses it).
fn marble(player: Seat, hole: Hole) -> impl Bundle {
    (
        Name::new(format!("Marble of player {player} on {hole}")),
        Marble { player, hole },
        Transform::from_translation(marble_rest(hole)),
        Visibility::default(),
    )
}
