//! Computer turns and hints as background searches: the search runs on
//! Bevy's async compute pool and a system polls it, so no frame waits for
//! it. A minimum pause lets a person follow; leaving the game raises the
//! search's stop flag (dropping a task does not stop a running search).

use super::input::HintRequested;
use super::net::{Hand, SeatHands};
use super::selection::HintFound;
use super::session::{MoveChosen, Session};
use super::turn::TurnActions;
use super::{GameSet, PausableSystems, Screen, TurnPhase};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use engine::game_move;
use rules::{Level, Move, Seat};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Seconds a computer's turn lasts at least, so a person can follow.
const MIN_THINK_SECONDS: f32 = 0.6;

/// A search under way for the computer to move. Spawned, polled and
/// despawned only by this module.
#[derive(Component)]
pub struct ComputerThinking {
    player: Seat,
    task: Option<Task<Option<Move>>>,
    result: Option<Option<Move>>,
    stop: Arc<AtomicBool>,
    elapsed: f32,
}

/// A search under way for a hint.
#[derive(Component)]
struct HintSearch {
    task: Task<Option<Move>>,
    stop: Arc<AtomicBool>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(TurnPhase::Computer), start_thinking)
        .add_systems(
            Update,
            (collect_thinking.run_if(in_state(TurnPhase::Computer)).in_set(PausableSystems), start_hint, collect_hint)
                .in_set(GameSet::Ai),
        )
        .add_systems(OnExit(TurnPhase::Computer), stop_searches::<ComputerThinking>)
        .add_systems(OnExit(TurnPhase::Human), stop_searches::<HintSearch>)
        .add_systems(OnExit(Screen::Play), (stop_searches::<ComputerThinking>, stop_searches::<HintSearch>));
}

/// Starts a search on the task pool for a copy of the position, with the
/// settings `level` plays this game with in the mover's seat.
fn spawn_search(session: &Session, level: Level) -> (Task<Option<Move>>, Arc<AtomicBool>) {
    let game = session.game().clone();
    let seed = session.seed();
    let stop = Arc::new(AtomicBool::new(false));
    let flag = stop.clone();
    let task = AsyncComputeTaskPool::get().spawn(async move { game_move(&game, level, seed, &flag) });
    (task, stop)
}

fn start_thinking(mut commands: Commands, session: Option<Res<Session>>, hands: Res<SeatHands>) {
    let Some(session) = session else { return };
    let player = session.game().to_move();
    let Hand::Computer(level) = hands.hand(&session, player) else { return };
    let (task, stop) = spawn_search(&session, level);
    commands.spawn((
        Name::new("Computer search"),
        ComputerThinking { player, task: Some(task), result: None, stop, elapsed: 0.0 },
    ));
}

fn collect_thinking(
    mut commands: Commands,
    time: Res<Time>,
    session: Option<Res<Session>>,
    mut searches: Query<(Entity, &mut ComputerThinking)>,
    mut chosen: MessageWriter<MoveChosen>,
) {
    let Some(session) = session else { return };
    for (entity, mut thinking) in &mut searches {
        thinking.elapsed += time.delta_secs();
        if let Some(task) = thinking.task.as_mut()
            && let Some(result) = check_ready(task)
        {
            thinking.task = None;
            thinking.result = Some(result);
        }
        let Some(result) = thinking.result else { continue };
        if thinking.elapsed < MIN_THINK_SECONDS {
            continue;
        }
        // A search that found nothing still must move when a move exists.
        let mv = result.or_else(|| session.game().legal_moves().iter().next());
        if let Some(mv) = mv {
            chosen.write(MoveChosen { player: thinking.player, mv });
        }
        commands.entity(entity).despawn();
    }
}

/// Starts a hint search, when hints can be asked for now and none is under way.
fn start_hint(
    mut commands: Commands,
    mut requests: MessageReader<HintRequested>,
    session: Option<Res<Session>>,
    actions: Res<TurnActions>,
    running: Query<(), With<HintSearch>>,
) {
    if requests.read().count() == 0 || !actions.can_hint() || !running.is_empty() {
        return;
    }
    let Some(session) = session else { return };
    let (task, stop) = spawn_search(&session, Level::EXPERT);
    commands.spawn((Name::new("Hint search"), HintSearch { task, stop }));
}

fn collect_hint(
    mut commands: Commands,
    mut searches: Query<(Entity, &mut HintSearch)>,
    mut hints: MessageWriter<HintFound>,
) {
    for (entity, mut search) in &mut searches {
        if let Some(result) = check_ready(&mut search.task) {
            // Logged for the drivers of the real window, which play hints.
            match result {
                Some(m) => debug!("hint: {m}"),
                None => debug!("hint: pass"),
            }
            hints.write(HintFound(result));
            commands.entity(entity).despawn();
        }
    }
}

/// Raises the stop flag of every running search of a kind and drops them.
fn stop_searches<T: Component + StopFlag>(mut commands: Commands, searches: Query<(Entity, &T)>) {
    for (entity, search) in &searches {
        search.flag().store(true, Ordering::Relaxed);
        commands.entity(entity).despawn();
    }
}

/// A search with a stop flag.
trait StopFlag {
    fn flag(&self) -> &AtomicBool;
}

impl StopFlag for ComputerThinking {
    fn flag(&self) -> &AtomicBool {
        &self.stop
    }
}

impl StopFlag for HintSearch {
    fn flag(&self) -> &AtomicBool {
        &self.stop
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::ecs::system::RunSystemOnce;

    #[test]
    fn stopping_a_search_raises_its_flag_and_drops_it() {
        let mut world = World::new();
        let stop = Arc::new(AtomicBool::new(false));
        let thinking =
            ComputerThinking { player: Seat::new(0), task: None, result: None, stop: Arc::clone(&stop), elapsed: 0.0 };
        world.spawn(thinking);
        world.run_system_once(stop_searches::<ComputerThinking>).expect("the system runs");
        assert!(stop.load(Ordering::Relaxed), "the search was told to stop");
        assert_eq!(world.query::<&ComputerThinking>().iter(&world).count(), 0);
    }
}
