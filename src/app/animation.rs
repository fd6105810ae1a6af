//! Moves in motion: the animation of each played move along its route — a
//! step slides, each hop arcs over the hopped marble — landing by landing.
//! The marble entities themselves are the marbles module's.
//!
//! The animation only shows what the rules already decided. Every
//! [`MovePlayed`] joins a queue; the queue is worked through while the turn
//! is in [`TurnPhase::Animating`], and each move reports [`MoveShown`] when
//! its marble has landed, however many frames (one or a hundred) that took.

use super::layout::marble_rest;
use super::lifecycle::handle_requests;
use super::marbles::Marble;
use super::session::{MovePlayed, Session};
use super::{GameSet, PausableSystems, Screen, TurnPhase};
use crate::app::settings::CurrentSettings;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use rules::Hole;
use std::collections::VecDeque;

/// Seconds a step takes at normal speed.
const STEP_SECONDS: f32 = 0.28;
/// Seconds each hop takes at normal speed.
const HOP_SECONDS: f32 = 0.36;
/// Height of a hop's arc above the resting height, in world units.
const HOP_HEIGHT: f32 = 0.75;
/// The slowest animation speed the game accepts (multiples of normal).
const SLOWEST_SPEED: f32 = 0.05;

/// A marble reached a landing of its route: the end of a step, or of each
/// hop of a chain.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MarbleLanded {
    /// The hole it landed in.
    pub hole: Hole,
    /// Whether that was a hop (else a step).
    pub hop: bool,
    /// Which landing of the move this is: 1 for the first.
    pub landing: usize,
    /// Whether this is the move's last landing.
    pub last: bool,
}

/// A move has been shown to the end: its marble rests in its new hole.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct MoveShown(pub MovePlayed);

/// Show these moves again, oldest first: their marbles go back to where
/// they started, then the moves are shown as when they were played.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct ShowAgain(pub Vec<MovePlayed>);

/// How fast moves are shown, when something other than the settings says
/// (the replay screen's own speed control). Inserted and removed only by
/// the replay screen's playback.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct SpeedOverride(pub f32);

/// Marks the marble being moved along its route; while it has this, its
/// place is the animation's alone. Inserted and removed only by this
/// module.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct InMotion;

/// Finish the move being shown at once.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SkipAnimation;

/// The moves to show: the one under way and those waiting, oldest first.
/// Written only by this module.
#[derive(Resource, Debug, Clone, Default)]
struct ShowQueue {
    current: Option<Showing>,
    waiting: VecDeque<MovePlayed>,
}

/// The move being shown.
#[derive(Debug, Clone)]
struct Showing {
    played: MovePlayed,
    marble: Entity,
    /// Index of the leg under way (from `route[leg]` to `route[leg + 1]`).
    leg: usize,
    /// Progress through the leg, 0 to 1.
    progress: f32,
}

impl Showing {
    fn route(&self) -> &[Hole] {
        &self.played.route
    }

    fn is_step(&self) -> bool {
        let route = self.route();
        route.len() == 2 && route[0].neighbours().contains(route[1])
    }

    fn leg_seconds(&self) -> f32 {
        if self.is_step() { STEP_SECONDS } else { HOP_SECONDS }
    }

    /// The marble's place part way along the current leg.
    fn position(&self) -> Vec3 {
        let from = marble_rest(self.route()[self.leg]);
        let to = marble_rest(self.route()[self.leg + 1]);
        let t = smooth(self.progress);
        let lift = if self.is_step() { 0.0 } else { HOP_HEIGHT * 4.0 * t * (1.0 - t) };
        from.lerp(to, t) + Vec3::Y * lift
    }
}

/// How fast moves are shown now: the replay screen's own speed while it has
/// one, else the settings'.
#[derive(SystemParam)]
pub(crate) struct ShowSpeed<'w> {
    settings: Res<'w, CurrentSettings>,
    speed: Option<Res<'w, SpeedOverride>>,
}

impl ShowSpeed<'_> {
    /// The speed, in multiples of normal.
    pub(crate) fn now(&self) -> f32 {
        self.speed.as_deref().map_or(self.settings.animation_speed, |s| s.0).max(SLOWEST_SPEED)
    }
}

fn smooth(t: f32) -> f32 {
    t * t * (3.0 - 2.0 * t)
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<MarbleLanded>()
        .add_message::<MoveShown>()
        .add_message::<SkipAnimation>()
        .add_message::<ShowAgain>()
        .init_resource::<ShowQueue>()
        .add_systems(Update, forget_replaced_moves.in_set(GameSet::Session).after(handle_requests))
        .add_systems(
            Update,
            (
                queue_played_moves,
                rewind_and_queue,
                advance_showing.run_if(showing_moves).in_set(PausableSystems),
                drop_skips_between_moves.run_if(not(showing_moves)),
            )
                .chain()
                .in_set(GameSet::Animate),
        );
}

/// Drops the moves waiting to be shown whenever the position was replaced
/// (a new game, an undo, a jump in a replay): the marbles are rebuilt
/// where the new position has them.
fn forget_replaced_moves(
    session: Option<Res<Session>>,
    mut queue: ResMut<ShowQueue>,
    mut shown_generation: Local<Option<u64>>,
) {
    let generation = session.as_ref().map(|s| s.generation());
    if *shown_generation != generation {
        *shown_generation = generation;
        *queue = ShowQueue::default();
    }
}

/// Whether moves are being shown: a move just played, a recap, or the
/// replay screen.
fn showing_moves(phase: Option<Res<State<TurnPhase>>>, screen: Res<State<Screen>>) -> bool {
    *screen.get() == Screen::Replay || phase.is_some_and(|p| matches!(p.get(), TurnPhase::Animating | TurnPhase::Recap))
}

/// Puts the marbles of moves to show again back where they started (the
/// latest move first), then queues the moves.
fn rewind_and_queue(
    mut again: MessageReader<ShowAgain>,
    mut queue: ResMut<ShowQueue>,
    mut marbles: Query<(&mut Marble, &mut Transform)>,
) {
    for ShowAgain(moves) in again.read() {
        for played in moves.iter().rev() {
            let (Some(&from), Some(&to)) = (played.route.first(), played.route.last()) else { continue };
            if let Some((mut marble, mut transform)) = marbles.iter_mut().find(|(m, _)| m.hole == to) {
                marble.hole = from;
                transform.translation = marble_rest(from);
            }
        }
        queue.waiting.extend(moves.iter().cloned());
    }
}

fn queue_played_moves(mut played: MessageReader<MovePlayed>, mut queue: ResMut<ShowQueue>) {
    queue.waiting.extend(played.read().cloned());
}

/// Skip requests count only while a move is shown.
fn drop_skips_between_moves(mut skip: MessageReader<SkipAnimation>) {
    skip.clear();
}

/// Moves the marble along its route by this frame's share of time; lands it
/// (and reports [`MarbleLanded`] and [`MoveShown`]) as legs end.
fn advance_showing(
    mut commands: Commands,
    mut queue: ResMut<ShowQueue>,
    time: Res<Time>,
    speed: ShowSpeed,
    mut skip: MessageReader<SkipAnimation>,
    mut marbles: Query<(Entity, &mut Marble, &mut Transform)>,
    mut landed: MessageWriter<MarbleLanded>,
    mut shown: MessageWriter<MoveShown>,
) {
    let skipping = skip.read().count() > 0;
    if queue.current.is_none() {
        let Some(played) = queue.waiting.pop_front() else { return };
        match start_showing(played, &mut marbles) {
            Ok(showing) => {
                commands.entity(showing.marble).try_insert(InMotion);
                queue.current = Some(showing);
            }
            Err(played) => {
                shown.write(MoveShown(played));
                return;
            }
        }
    }
    let Some(showing) = queue.current.as_mut() else { return };
    let mut budget = time.delta_secs() * speed.now();
    loop {
        let needed = (1.0 - showing.progress) * showing.leg_seconds();
        if !skipping && budget < needed {
            showing.progress += budget / showing.leg_seconds();
            break;
        }
        budget -= needed;
        showing.leg += 1;
        showing.progress = 0.0;
        let last = showing.leg + 1 == showing.route().len();
        let hole = showing.route()[showing.leg];
        landed.write(MarbleLanded { hole, hop: !showing.is_step(), landing: showing.leg, last });
        if last {
            if let Ok((_, _, mut transform)) = marbles.get_mut(showing.marble) {
                transform.translation = marble_rest(hole);
                commands.entity(showing.marble).try_remove::<InMotion>();
            }
            if let Some(done) = queue.current.take() {
                shown.write(MoveShown(done.played));
            }
            return;
        }
    }
    if let Ok((_, _, mut transform)) = marbles.get_mut(showing.marble) {
        transform.translation = showing.position();
    }
}

/// Finds the marble of a move about to be shown and sends it to its new
/// hole. A move whose marble is missing (which the rules make impossible)
/// comes back, to be reported shown at once rather than hold up the game.
fn start_showing(
    played: MovePlayed,
    marbles: &mut Query<(Entity, &mut Marble, &mut Transform)>,
) -> Result<Showing, MovePlayed> {
    let (Some(&from), Some(&to)) = (played.route.first(), played.route.last()) else { return Err(played) };
    let Some((entity, mut marble, _)) = marbles.iter_mut().find(|(_, m, _)| m.hole == from) else {
        warn!("no marble on {from} to show the move");
        return Err(played);
    };
    marble.hole = to;
    Ok(Showing { played, marble: entity, leg: 0, progress: 0.0 })
}
