//! The replay screen's playback: a saved game shown again on the same board,
//! through the same `Session`, `MovePlayed` messages and animation as live
//! play, so hop arcs and sounds are the same. It asks the turn flow, the
//! `Session`'s writer, to play each step ([`SessionChange`]). A step forward is animated; a
//! step back, a jump and the slider are immediate. Playing steps forward
//! whenever the last move has been shown. "Take over from here" starts a new
//! game from the position shown, with the same seats and rules.

use crate::app::animation::{MoveShown, SkipAnimation, SpeedOverride};
use crate::app::lifecycle::{GameRequest, handle_requests as handle_requests_of_games};
use crate::app::navigation::{GoTo, OpenReplay, WatchFile};
use crate::app::notice::SetNotice;
use crate::app::session::{Session, SessionChange};
use crate::app::settings::CurrentSettings;
use crate::app::turn::{PlayerFinished, change_session};
use crate::app::{GameSet, LaunchOptions, Screen, UiTexts};
use bevy::prelude::*;
use rules::{CheckedReplay, CheckedTurn, Replay, ReplayCursor, load_replay};

/// Seconds between two moves while playing, at normal speed.
const PAUSE_BETWEEN_MOVES: f32 = 0.35;
/// Slowest and fastest viewing speed (multiples of normal).
pub const SPEEDS: (f32, f32) = (0.25, 4.0);

/// What the replay screen's buttons and keys ask for.
#[derive(Message, Debug, Clone, Copy, PartialEq)]
pub enum ReplayRequest {
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

/// The replay being watched. Inserted, changed and removed only by this
/// module.
#[derive(Resource, Debug, Clone)]
pub struct ReplayPlayback {
    cursor: ReplayCursor,
    /// Whether it steps forward by itself.
    playing: bool,
    /// Viewing speed (multiples of normal), within [`SPEEDS`].
    speed: f32,
    /// Whether a move is being shown.
    showing: bool,
    /// Seconds waited since the last move was shown, while playing.
    waited: f32,
}

impl ReplayPlayback {
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

    /// Whether it steps forward by itself.
    pub fn playing(&self) -> bool {
        self.playing
    }

    /// Viewing speed (multiples of normal), within [`SPEEDS`].
    pub fn speed(&self) -> f32 {
        self.speed
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ReplayRequest>()
        .add_systems(Startup, open_from_command_line)
        .add_systems(
            Update,
            (watch_files, open_replay).chain().in_set(GameSet::Session).before(handle_requests_of_games),
        )
        .add_systems(
            Update,
            (handle_requests, play_on.after(handle_requests))
                .in_set(GameSet::Select)
                .before(change_session)
                .run_if(in_state(Screen::Replay)),
        )
        .add_systems(Update, note_shown.in_set(GameSet::TurnEnd).run_if(in_state(Screen::Replay)))
        .add_systems(Update, log_position.in_set(GameSet::React).run_if(in_state(Screen::Replay)))
        .add_systems(OnExit(Screen::Replay), close);
}

/// `replay FILE [--turn K]`: the replay screen opens at once.
fn open_from_command_line(options: Res<LaunchOptions>, mut open: MessageWriter<OpenReplay>) {
    if let Some(request) = &options.replay {
        open.write(request.clone());
    }
}

/// Reads a saved game asked for by its file, to open it.
fn watch_files(
    mut requests: MessageReader<WatchFile>,
    mut open: MessageWriter<OpenReplay>,
    texts: Res<UiTexts>,
    mut notice: MessageWriter<SetNotice>,
) {
    for WatchFile { path, review } in requests.read() {
        match load_replay(path) {
            Ok(replay) => {
                open.write(OpenReplay { replay: Box::new(replay), at: 0, source: Some(path.clone()), review: *review });
            }
            Err(error) => {
                warn!("cannot watch {}: {error}", path.display());
                notice.write(SetNotice::show(texts.with("replay-not-loaded", &[("error", error.to_string().into())])));
            }
        }
    }
}

fn open_replay(
    mut commands: Commands,
    mut requests: MessageReader<OpenReplay>,
    settings: Res<CurrentSettings>,
    mut games: MessageWriter<GameRequest>,
    mut go: MessageWriter<GoTo>,
) {
    let Some(request) = requests.read().last() else { return };
    let mut cursor = (*request.replay).clone().into_cursor();
    cursor.seek(request.at);
    let speed = settings.animation_speed.clamp(SPEEDS.0, SPEEDS.1);
    games.write(GameRequest::Watch(Box::new(cursor.clone())));
    commands.insert_resource(SpeedOverride(speed));
    commands.insert_resource(ReplayPlayback { cursor, playing: false, speed, showing: false, waited: 0.0 });
    go.write(GoTo::screen(Screen::Replay));
}

fn handle_requests(
    mut commands: Commands,
    mut requests: MessageReader<ReplayRequest>,
    playback: Option<ResMut<ReplayPlayback>>,
    session: Option<Res<Session>>,
    mut changes: MessageWriter<SessionChange>,
    mut skip: MessageWriter<SkipAnimation>,
    mut game_requests: MessageWriter<GameRequest>,
    mut go: MessageWriter<GoTo>,
) {
    let (Some(mut playback), Some(_)) = (playback, session) else { return };
    for request in requests.read() {
        match *request {
            ReplayRequest::PlayPause => {
                if playback.at() == playback.turns().len() && !playback.playing {
                    jump(&mut playback, &mut changes, 0);
                }
                playback.playing = !playback.playing;
                playback.waited = PAUSE_BETWEEN_MOVES;
            }
            ReplayRequest::Forward => {
                playback.playing = false;
                if playback.showing {
                    skip.write(SkipAnimation);
                }
                step_forward(&mut playback, &mut changes);
            }
            ReplayRequest::Back => {
                playback.playing = false;
                let at = playback.at().saturating_sub(1);
                jump(&mut playback, &mut changes, at);
            }
            ReplayRequest::ToStart => {
                playback.playing = false;
                jump(&mut playback, &mut changes, 0);
            }
            ReplayRequest::ToEnd => {
                playback.playing = false;
                let end = playback.turns().len();
                jump(&mut playback, &mut changes, end);
            }
            ReplayRequest::Seek(turn) => {
                playback.playing = false;
                jump(&mut playback, &mut changes, turn);
            }
            ReplayRequest::Speed(speed) => {
                playback.speed = speed.clamp(SPEEDS.0, SPEEDS.1);
                commands.insert_resource(SpeedOverride(playback.speed));
            }
            ReplayRequest::TakeOver => match take_over(&playback) {
                Ok(replay) => {
                    game_requests.write(GameRequest::StartFrom(Box::new(replay)));
                }
                Err(error) => warn!("cannot take over from here: {error}"),
            },
            ReplayRequest::Close => {
                go.write(GoTo::screen(Screen::SavedGames));
            }
        }
    }
}

/// Shows the next turn, animated (a pass shows nothing).
fn step_forward(playback: &mut ReplayPlayback, changes: &mut MessageWriter<SessionChange>) {
    let Some(turn) = playback.cursor.forward().cloned() else { return };
    playback.showing = !turn.is_pass();
    changes.write(SessionChange::WatchTurn(turn));
}

/// Shows the position after `turn` turns at once.
fn jump(playback: &mut ReplayPlayback, changes: &mut MessageWriter<SessionChange>, turn: usize) {
    playback.cursor.seek(turn);
    playback.showing = false;
    changes.write(SessionChange::Begin(Box::new(Session::replay_position(&playback.cursor))));
}

/// The replay up to the position shown, as a new game to play on from.
fn take_over(playback: &ReplayPlayback) -> Result<CheckedReplay, rules::ReplayError> {
    let whole = playback.replay().replay();
    let replay =
        Replay { turns: whole.turns[..playback.at()].to_vec(), played: None, ..Replay::new(whole.setup.clone(), None) };
    replay.check()
}

/// While playing, steps forward once the last move has been shown and a
/// short pause has passed; stops at the end.
fn play_on(
    time: Res<Time>,
    playback: Option<ResMut<ReplayPlayback>>,
    session: Option<Res<Session>>,
    mut changes: MessageWriter<SessionChange>,
) {
    let (Some(mut playback), Some(_)) = (playback, session) else { return };
    if !playback.playing || playback.showing {
        return;
    }
    if playback.at() == playback.turns().len() {
        playback.playing = false;
        return;
    }
    playback.waited += time.delta_secs() * playback.speed;
    if playback.waited >= PAUSE_BETWEEN_MOVES {
        playback.waited = 0.0;
        step_forward(&mut playback, &mut changes);
    }
}

/// A move has been shown: the next may follow; a finish sounds as in play.
fn note_shown(
    mut shown: MessageReader<MoveShown>,
    playback: Option<ResMut<ReplayPlayback>>,
    mut finished: MessageWriter<PlayerFinished>,
) {
    let Some(mut playback) = playback else { return };
    for MoveShown(played) in shown.read() {
        playback.showing = false;
        if let Some(place) = played.finished {
            finished.write(PlayerFinished { player: played.player, place });
        }
    }
}

/// Logs where the replay stands whenever that changes, for scripts that
/// follow the game's log.
fn log_position(playback: Option<Res<ReplayPlayback>>, mut logged: Local<Option<(usize, bool, u32)>>) {
    let Some(playback) = playback else { return };
    let now = (playback.at(), playback.playing, (playback.speed * 100.0).round() as u32);
    if *logged != Some(now) {
        *logged = Some(now);
        let state = if playback.playing { "playing" } else { "paused" };
        info!("replay: turn {} of {}, {state} at {}x", playback.at(), playback.turns().len(), playback.speed);
    }
}

/// Leaving the replay screen ends its own speed. (The game shown is put away
/// by the screen that follows, unless it is a game taken over from here.)
fn close(mut commands: Commands) {
    commands.remove_resource::<ReplayPlayback>();
    commands.remove_resource::<SpeedOverride>();
}
