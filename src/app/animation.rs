//! Moves in motion: the marble entities, kept in step with the rules
//! resource, and the animation of each played move along its route — a step
//! slides, each hop arcs over the hopped marble — landing by landing.
//!
//! The animation only shows what the rules already decided. It plays any
//! [`MovePlayed`], so a recorded game can be replayed by sending its moves.

use super::session::{MovePlayed, Session};
use super::settings::Settings;
use super::{GameSet, Pause, TurnPhase};
use crate::rules::{Hole, Player};
use bevy::prelude::*;

/// Distance between neighbouring holes, in world units.
pub const HOLE_SPACING: f32 = 1.0;
/// Marble radius, in world units.
pub const MARBLE_RADIUS: f32 = 0.36;
/// Height of a marble's centre resting in a hole, in world units.
pub const REST_HEIGHT: f32 = 0.30;
/// Seconds a step takes at normal speed.
const STEP_SECONDS: f32 = 0.28;
/// Seconds each hop takes at normal speed.
const HOP_SECONDS: f32 = 0.36;
/// Height of a hop's arc above the resting height, in world units.
const HOP_HEIGHT: f32 = 0.75;

/// Where a hole is on the board (its centre, on the board's top surface).
pub fn hole_position(hole: Hole) -> Vec3 {
    let x = (hole.col() as f32 - 12.0) * HOLE_SPACING / 2.0;
    let z = (hole.row() as f32 - 8.0) * HOLE_SPACING * 3f32.sqrt() / 2.0;
    Vec3::new(x, 0.0, z)
}

/// A marble on the board.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Marble {
    /// Whose it is.
    pub player: Player,
    /// The hole it stands in (its destination while it moves).
    pub hole: Hole,
}

/// A marble reached a landing of its route.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HopLanded {
    /// The hole it landed in.
    pub hole: Hole,
    /// Whether that was a hop (else a step).
    pub hop: bool,
    /// Whether this is the move's last landing.
    pub last: bool,
}

/// The move being shown has finished.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveShown;

/// Finish the move being shown at once.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SkipAnimation;

/// The move being shown.
#[derive(Resource, Debug, Clone)]
struct Showing {
    marble: Entity,
    route: Vec<Hole>,
    /// Index of the leg under way (from `route[leg]` to `route[leg + 1]`).
    leg: usize,
    /// Progress through the leg, 0 to 1.
    progress: f32,
}

impl Showing {
    fn is_step(&self) -> bool {
        self.route.len() == 2 && self.route[0].neighbours().contains(self.route[1])
    }

    fn leg_seconds(&self) -> f32 {
        if self.is_step() { STEP_SECONDS } else { HOP_SECONDS }
    }

    /// The marble's place part way along the current leg.
    fn position(&self) -> Vec3 {
        let from = hole_position(self.route[self.leg]);
        let to = hole_position(self.route[self.leg + 1]);
        let t = smooth(self.progress);
        let lift = if self.is_step() { 0.0 } else { HOP_HEIGHT * 4.0 * t * (1.0 - t) };
        from.lerp(to, t) + Vec3::Y * (REST_HEIGHT + lift)
    }
}

fn smooth(t: f32) -> f32 {
    t * t * (3.0 - 2.0 * t)
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<HopLanded>()
        .add_message::<MoveShown>()
        .add_message::<SkipAnimation>()
        .add_systems(Update, sync_marbles.before(GameSet::Input))
        .add_systems(
            Update,
            (start_showing, advance_showing.run_if(in_state(Pause::Running)), finish_turn)
                .chain()
                .in_set(GameSet::Animate),
        );
}

/// Rebuilds the marble entities whenever the position was replaced (a new
/// game, an undo) and removes them when no game is on.
fn sync_marbles(
    mut commands: Commands,
    session: Option<Res<Session>>,
    marbles: Query<Entity, With<Marble>>,
    mut shown_generation: Local<Option<u32>>,
) {
    let generation = session.as_ref().map(|s| s.generation);
    if *shown_generation == generation {
        return;
    }
    *shown_generation = generation;
    for entity in &marbles {
        commands.entity(entity).despawn();
    }
    commands.remove_resource::<Showing>();
    let Some(session) = session else { return };
    for player in 0..session.game.player_count() {
        for hole in session.game.marbles(player) {
            commands.spawn(marble(player, hole));
        }
    }
}

/// A marble entity resting in its hole (the board plugin dresses it).
fn marble(player: Player, hole: Hole) -> impl Bundle {
    (
        Name::new(format!("Marble of player {} on {hole}", player + 1)),
        Marble { player, hole },
        Transform::from_translation(hole_position(hole) + Vec3::Y * REST_HEIGHT),
        Visibility::default(),
    )
}

fn start_showing(
    mut commands: Commands,
    mut played: MessageReader<MovePlayed>,
    mut marbles: Query<(Entity, &mut Marble)>,
) {
    for move_played in played.read() {
        let (Some(&from), Some(&to)) = (move_played.route.first(), move_played.route.last()) else { continue };
        let Some((entity, mut marble)) = marbles.iter_mut().find(|(_, m)| m.hole == from) else {
            warn!("no marble on {from} to show the move");
            continue;
        };
        marble.hole = to;
        commands.insert_resource(Showing { marble: entity, route: move_played.route.clone(), leg: 0, progress: 0.0 });
    }
}

fn advance_showing(
    mut commands: Commands,
    showing: Option<ResMut<Showing>>,
    time: Res<Time>,
    settings: Res<Settings>,
    mut skip: MessageReader<SkipAnimation>,
    mut transforms: Query<&mut Transform, With<Marble>>,
    mut landed: MessageWriter<HopLanded>,
    mut shown: MessageWriter<MoveShown>,
) {
    let Some(mut showing) = showing else {
        skip.clear();
        return;
    };
    let skipping = skip.read().count() > 0;
    let mut budget = time.delta_secs() * settings.animation_speed.max(0.05);
    loop {
        let needed = (1.0 - showing.progress) * showing.leg_seconds();
        if !skipping && budget < needed {
            showing.progress += budget / showing.leg_seconds();
            break;
        }
        budget -= needed;
        showing.leg += 1;
        showing.progress = 0.0;
        let last = showing.leg + 1 == showing.route.len();
        landed.write(HopLanded { hole: showing.route[showing.leg], hop: !showing.is_step(), last });
        if last {
            if let Ok(mut transform) = transforms.get_mut(showing.marble) {
                transform.translation = hole_position(showing.route[showing.leg]) + Vec3::Y * REST_HEIGHT;
            }
            commands.remove_resource::<Showing>();
            shown.write(MoveShown);
            return;
        }
    }
    if let Ok(mut transform) = transforms.get_mut(showing.marble) {
        transform.translation = showing.position();
    }
}

/// Once the move is shown, the next turn begins.
fn finish_turn(
    mut shown: MessageReader<MoveShown>,
    phase: Option<Res<State<TurnPhase>>>,
    mut next: ResMut<NextState<TurnPhase>>,
) {
    if shown.read().count() > 0 && phase.is_some_and(|p| *p.get() == TurnPhase::Animating) {
        next.set(TurnPhase::Deciding);
    }
}
