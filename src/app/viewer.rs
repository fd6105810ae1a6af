//! The replay viewer's logic: a saved game shown again on the same board,
//! through the same `Session`, `MovePlayed` messages and animation as live
//! play, so hop arcs and sounds are the same. A step forward is animated; a
//! step back, a jump and the slider are immediate. Playing steps forward
//! whenever the last move has been shown. "Take over from here" starts a new
//! game from the position shown, with the same seats and rules.

use super::animation::{MoveShown, SkipAnimation, SpeedOverride};
use super::session::{GameRequest, MovePlayed, RecordedTurn, Session};
use super::settings::Settings;
use super::turn::PlayerFinished;
use super::{GameSet, LaunchOptions, Screen};
use crate::rules::{CheckedReplay, CheckedTurn, Hole, Replay, ReplayCursor};
use bevy::prelude::*;

/// Seconds between two moves while playing, at normal speed.
const PAUSE_BETWEEN_MOVES: f32 = 0.35;
/// Slowest and fastest viewing speed (multiples of normal).
pub const SPEEDS: (f32, f32) = (0.25, 4.0);

/// Open the viewer on a checked replay, at a turn (0 is the start).
#[derive(Message, Debug, Clone)]
pub struct OpenReplay {
    /// The replay to show.
    pub replay: Box<CheckedReplay>,
    /// Turns already played when the viewer opens.
    pub at: usize,
}

/// What the viewer's buttons and keys ask for.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub enum ViewerRequest {
    /// Play, or pause.
    PlayPause,
    /// One turn forward, animated.
    Forward,
    /// One turn back, at once.
    Back,
    /// To the start.
    ToStart,
    /// To the end.
    ToEnd,
    /// To the position after this many turns.
    Seek(usize),
    /// Viewing speed (multiples of normal).
    Speed(f32),
    /// A new game from the position shown.
    TakeOver,
    /// Back to the list of saved games.
    Close,
}

/// The replay being watched.
#[derive(Resource, Debug, Clone)]
pub struct Viewer {
    cursor: ReplayCursor,
    /// Whether it steps forward by itself.
    pub playing: bool,
    /// Viewing speed (multiples of normal).
    pub speed: f32,
    /// Whether a move is being shown.
    showing: bool,
    /// Seconds waited since the last move was shown, while playing.
    waited: f32,
}

impl Viewer {
    /// Turns played in the position shown (0 at the start).
    pub fn at(&self) -> usize {
        self.cursor.at()
    }

    /// Every turn of the replay.
    pub fn turns(&self) -> &[CheckedTurn] {
        self.cursor.replay().turns()
    }

    /// The replay watched.
    pub fn replay(&self) -> &CheckedReplay {
        self.cursor.replay()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<OpenReplay>()
        .add_message::<ViewerRequest>()
        .add_systems(Startup, open_from_command_line)
        .add_systems(Update, open_replay.in_set(GameSet::Session))
        .add_systems(
            Update,
            (handle_requests.in_set(GameSet::Select), play_on.in_set(GameSet::Select).after(handle_requests))
                .run_if(in_state(Screen::Watch)),
        )
        .add_systems(Update, note_shown.in_set(GameSet::TurnEnd).run_if(in_state(Screen::Watch)))
        .add_systems(Update, log_position.in_set(GameSet::React).run_if(in_state(Screen::Watch)))
        .add_systems(OnExit(Screen::Watch), close);
}

/// `replay FILE [--turn K]`: the viewer opens at once.
fn open_from_command_line(options: Res<LaunchOptions>, mut open: MessageWriter<OpenReplay>) {
    if let Some((replay, at)) = &options.replay {
        open.write(OpenReplay { replay: replay.clone(), at: *at });
    }
}

fn open_replay(
    mut commands: Commands,
    mut requests: MessageReader<OpenReplay>,
    session: Option<Res<Session>>,
    settings: Res<Settings>,
    mut screen: ResMut<NextState<Screen>>,
) {
    let Some(request) = requests.read().last() else { return };
    let mut cursor = (*request.replay).clone().into_cursor();
    cursor.seek(request.at);
    let speed = settings.animation_speed.clamp(SPEEDS.0, SPEEDS.1);
    let generation = session.as_ref().map_or(0, |s| s.generation + 1);
    commands.insert_resource(session_at(&cursor, generation));
    commands.insert_resource(SpeedOverride(speed));
    commands.insert_resource(Viewer { cursor, playing: false, speed, showing: false, waited: 0.0 });
    screen.set(Screen::Watch);
}

/// The session showing the cursor's position, its turns as the record.
fn session_at(cursor: &ReplayCursor, generation: u32) -> Session {
    let replay = cursor.replay();
    let record = replay.turns()[..cursor.at()].iter().map(recorded).collect();
    Session {
        setup: replay.replay().setup.clone(),
        game: cursor.game().clone(),
        record,
        seed: 0,
        generation,
        started: replay.replay().played.clone().unwrap_or_default(),
        id: 0,
        first_drawn: false,
    }
}

fn recorded(turn: &CheckedTurn) -> RecordedTurn {
    RecordedTurn {
        player: turn.player(),
        mv: turn.played(),
        route: turn.route().map(<[Hole]>::to_vec).unwrap_or_default(),
    }
}

fn handle_requests(
    mut commands: Commands,
    mut requests: MessageReader<ViewerRequest>,
    viewer: Option<ResMut<Viewer>>,
    session: Option<ResMut<Session>>,
    mut played: MessageWriter<MovePlayed>,
    mut skip: MessageWriter<SkipAnimation>,
    mut game_requests: MessageWriter<GameRequest>,
    mut screen: ResMut<NextState<Screen>>,
) {
    let (Some(mut viewer), Some(mut session)) = (viewer, session) else { return };
    for request in requests.read() {
        match *request {
            ViewerRequest::PlayPause => {
                if viewer.at() == viewer.turns().len() && !viewer.playing {
                    jump(&mut viewer, &mut session, 0);
                }
                viewer.playing = !viewer.playing;
                viewer.waited = PAUSE_BETWEEN_MOVES;
            }
            ViewerRequest::Forward => {
                viewer.playing = false;
                if viewer.showing {
                    skip.write(SkipAnimation);
                }
                step_forward(&mut viewer, &mut session, &mut played);
            }
            ViewerRequest::Back => {
                viewer.playing = false;
                let at = viewer.at().saturating_sub(1);
                jump(&mut viewer, &mut session, at);
            }
            ViewerRequest::ToStart => {
                viewer.playing = false;
                jump(&mut viewer, &mut session, 0);
            }
            ViewerRequest::ToEnd => {
                viewer.playing = false;
                let end = viewer.turns().len();
                jump(&mut viewer, &mut session, end);
            }
            ViewerRequest::Seek(turn) => {
                viewer.playing = false;
                jump(&mut viewer, &mut session, turn);
            }
            ViewerRequest::Speed(speed) => {
                viewer.speed = speed.clamp(SPEEDS.0, SPEEDS.1);
                commands.insert_resource(SpeedOverride(viewer.speed));
            }
            ViewerRequest::TakeOver => match take_over(&viewer) {
                Ok(replay) => {
                    game_requests.write(GameRequest::StartFrom(Box::new(replay)));
                }
                Err(error) => warn!("cannot take over from here: {error}"),
            },
            ViewerRequest::Close => screen.set(Screen::Replays),
        }
    }
}

/// Shows the next turn, animated (a pass shows nothing).
fn step_forward(viewer: &mut Viewer, session: &mut Session, played: &mut MessageWriter<MovePlayed>) {
    let finished_before = session.game.finishing_order().len();
    let Some(turn) = viewer.cursor.forward().cloned() else { return };
    session.game = viewer.cursor.game().clone();
    session.record.push(recorded(&turn));
    let Some(route) = turn.route() else { return };
    let order = session.game.finishing_order();
    let finished = (order.len() > finished_before).then_some(order.len());
    played.write(MovePlayed {
        player: turn.player(),
        route: route.to_vec(),
        finished,
        game_over: session.game.is_over(),
    });
    viewer.showing = true;
}

/// Shows the position after `turn` turns at once.
fn jump(viewer: &mut Viewer, session: &mut Session, turn: usize) {
    viewer.cursor.seek(turn);
    viewer.showing = false;
    *session = session_at(&viewer.cursor, session.generation + 1);
}

/// The replay up to the position shown, as a new game to play on from.
fn take_over(viewer: &Viewer) -> Result<CheckedReplay, crate::rules::ReplayError> {
    let whole = viewer.replay().replay();
    let replay =
        Replay { turns: whole.turns[..viewer.at()].to_vec(), played: None, ..Replay::new(whole.setup.clone(), None) };
    replay.check()
}

/// While playing, steps forward once the last move has been shown and a
/// short pause has passed; stops at the end.
fn play_on(
    time: Res<Time>,
    viewer: Option<ResMut<Viewer>>,
    session: Option<ResMut<Session>>,
    mut played: MessageWriter<MovePlayed>,
) {
    let (Some(mut viewer), Some(mut session)) = (viewer, session) else { return };
    if !viewer.playing || viewer.showing {
        return;
    }
    if viewer.at() == viewer.turns().len() {
        viewer.playing = false;
        return;
    }
    viewer.waited += time.delta_secs() * viewer.speed;
    if viewer.waited >= PAUSE_BETWEEN_MOVES {
        viewer.waited = 0.0;
        step_forward(&mut viewer, &mut session, &mut played);
    }
}

/// A move has been shown: the next may follow; a finish sounds as in play.
fn note_shown(
    mut shown: MessageReader<MoveShown>,
    viewer: Option<ResMut<Viewer>>,
    mut finished: MessageWriter<PlayerFinished>,
) {
    let Some(mut viewer) = viewer else { return };
    for MoveShown(played) in shown.read() {
        viewer.showing = false;
        if let Some(place) = played.finished {
            finished.write(PlayerFinished { player: played.player, place });
        }
    }
}

/// Logs where the viewer stands whenever that changes, for scripts that
/// follow the game's log.
fn log_position(viewer: Option<Res<Viewer>>, mut logged: Local<Option<(usize, bool, u32)>>) {
    let Some(viewer) = viewer else { return };
    let now = (viewer.at(), viewer.playing, (viewer.speed * 100.0).round() as u32);
    if *logged != Some(now) {
        *logged = Some(now);
        let state = if viewer.playing { "playing" } else { "paused" };
        info!("viewer: turn {} of {}, {state} at {}x", viewer.at(), viewer.turns().len(), viewer.speed);
    }
}

/// Leaving the viewer ends its own speed. (The game shown is put away by
/// the screen that follows, unless it is a game taken over from here.)
fn close(mut commands: Commands) {
    commands.remove_resource::<Viewer>();
    commands.remove_resource::<SpeedOverride>();
}
