//! A game's lifecycle: starting a game (a setup, the quick game, a lesson,
//! a game continued from a replay), playing it again and leaving it. This
//! module makes each new [`Session`] and hands it to the turn flow, which
//! keeps it ([`SessionChange::Begin`]); what happens within a game (turns,
//! undo, pause) is the turn flow's, and so is putting the game away.

use super::navigation::GoTo;
use super::notice::SetNotice;
use super::quick_game::FirstMover;
use super::session::{NotAGame, Session, SessionChange, display_name};
use super::setup_error::setup_error;
use super::{CurrentSettings, GameSet, LaunchOptions, Screen, UiTexts};
use crate::locale::Texts;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use rules::{CheckedReplay, Level, PlayerKind, ReplayCursor, Setup};

/// What the screens, the keyboard and tests ask of the game as a whole.
/// Read only by this module.
#[derive(Message, Debug, Clone)]
pub enum GameRequest {
    /// Start a new game of this setup.
    Start(Setup),
    /// Start a new game of this setup with the first mover drawn at random
    /// (and drawn again when it is played again).
    StartDrawingFirst(Setup),
    /// Start the menu's quick game as the settings hold it.
    QuickGame,
    /// Start a lesson's game of this setup. Sent by `app::lesson`, which
    /// keeps the lesson itself.
    StartLesson(Box<Setup>),
    /// Start the last game's setup again.
    PlayAgain,
    /// Play on from a replay's last position, with its whole history (so
    /// undo works): Continue, and "take over from here" on the replay screen.
    StartFrom(Box<CheckedReplay>),
    /// Show the position a replay's cursor stands at. Sent by the replay
    /// screen, which keeps the replay and goes to itself.
    Watch(Box<ReplayCursor>),
    /// Leave the game for the menu (a lesson for the list of lessons).
    Leave,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<GameRequest>().add_systems(Update, handle_requests.in_set(GameSet::Session)).add_systems(
        Update,
        play_again_on_autoplay.run_if(in_state(Screen::Results).and_then(|o: Res<LaunchOptions>| o.autoplay)),
    );
}

/// The messages [`handle_requests`] sends: the game to begin, what the
/// notice line says, and the screen to go to.
#[derive(SystemParam)]
pub(crate) struct Answers<'w> {
    begin: MessageWriter<'w, SessionChange>,
    notice: MessageWriter<'w, SetNotice>,
    go: MessageWriter<'w, GoTo>,
}

/// Starts, restarts and leaves games: the one system that makes a new
/// [`Session`].
pub(crate) fn handle_requests(
    mut commands: Commands,
    mut requests: MessageReader<GameRequest>,
    session: Option<Res<Session>>,
    options: Res<LaunchOptions>,
    settings: Res<CurrentSettings>,
    texts: Res<UiTexts>,
    answers: Answers,
) {
    let Answers { mut begin, mut notice, mut go } = answers;
    let fresh_seed = || next_seed(session.as_deref(), &options);
    for request in requests.read() {
        let started = match request {
            GameRequest::Start(chosen) => new_game(chosen.clone(), false, fresh_seed(), &options),
            GameRequest::StartDrawingFirst(chosen) => {
                let (mut setup, seed) = (chosen.clone(), fresh_seed());
                setup.to_move = FirstMover::Random.seat(setup.players.len(), seed);
                new_game(setup, true, seed, &options)
            }
            GameRequest::QuickGame => {
                let (quick, seed) = (settings.quick_game, fresh_seed());
                let setup = quick.setup(&texts, &settings.default_rules, seed);
                new_game(setup, quick.first == FirstMover::Random, seed, &options)
            }
            GameRequest::StartLesson(setup) => {
                Session::lesson((**setup).clone(), LESSON_SEED).map_err(|error| (NotStarted::Lesson, error))
            }
            GameRequest::StartFrom(replay) => {
                let new = Session::continued(replay, fresh_seed());
                info!("playing on from turn {} of {}", new.turns().len() + 1, display_name(new.setup()));
                Ok(new)
            }
            GameRequest::PlayAgain => {
                if let Some(session) = &session {
                    let setup = session.setup().clone();
                    let again = if session.first_drawn() {
                        GameRequest::StartDrawingFirst(setup)
                    } else {
                        GameRequest::Start(setup)
                    };
                    commands.write_message(again);
                }
                continue;
            }
            GameRequest::Watch(cursor) => {
                begin.write(SessionChange::Begin(Box::new(Session::replay_position(cursor))));
                continue;
            }
            GameRequest::Leave => {
                let lesson = session.as_ref().is_some_and(|s| s.is_lesson());
                go.write(GoTo::screen(if lesson { Screen::Learn } else { Screen::Menu }));
                continue;
            }
        };
        match started {
            Ok(new) => {
                let lesson = new.is_lesson();
                begin.write(SessionChange::Begin(Box::new(new)));
                notice.write(SetNotice::clear());
                // A lesson opened from a lesson stays on the board.
                go.write(if lesson { GoTo::stay_on(Screen::Play) } else { GoTo::screen(Screen::Play) });
            }
            Err((what, error)) => {
                warn!("cannot start the {}: {error}", what.log_name());
                notice.write(SetNotice::show(what.text(&texts, &error)));
            }
        }
    }
}

/// What could not start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum NotStarted {
    /// A game.
    Game,
    /// A lesson's game.
    Lesson,
}

impl NotStarted {
    /// The notice that tells the player: the setup's name, if it has one,
    /// and its fault.
    fn text(self, texts: &Texts, why: &NotAGame) -> String {
        let key = match (self, why.setup.is_empty()) {
            (NotStarted::Game, true) => "notice-game-not-started",
            (NotStarted::Game, false) => "notice-game-not-started-named",
            (NotStarted::Lesson, true) => "notice-lesson-not-opened",
            (NotStarted::Lesson, false) => "notice-lesson-not-opened-named",
        };
        let error = setup_error(texts, &why.error);
        texts.with(key, &[("setup", why.setup.clone().into()), ("error", error.into())])
    }

    /// What the log calls it.
    fn log_name(self) -> &'static str {
        match self {
            NotStarted::Game => "game",
            NotStarted::Lesson => "lesson",
        }
    }
}

/// A new game of `setup` (on autoplay, with computers in every seat), or
/// why it cannot start.
fn new_game(
    mut setup: Setup,
    first_drawn: bool,
    seed: u64,
    options: &LaunchOptions,
) -> Result<Session, (NotStarted, NotAGame)> {
    if options.autoplay {
        for seat in &mut setup.players {
            if seat.kind == PlayerKind::Human {
                seat.kind = PlayerKind::Computer(Level::MEDIUM);
            }
        }
    }
    info!("starting {}: {}, player {} first", display_name(&setup), setup.description, setup.to_move);
    Session::new_game(setup, seed, first_drawn).map_err(|error| (NotStarted::Game, error))
}

/// The seed of every lesson's computers: a lesson plays the same way each
/// time it is opened.
const LESSON_SEED: u64 = 1;

/// The seed of the next game: with `play --seed`, the given one for the
/// first game and the last game's plus one after it; otherwise a fresh
/// number from the operating system. The computers search with it, and a
/// drawn first mover is drawn from it.
fn next_seed(last: Option<&Session>, options: &LaunchOptions) -> u64 {
    match options.seed {
        Some(first) => last.map_or(first, |session| session.seed().wrapping_add(1)),
        None => rand::random(),
    }
}

/// Seconds the results stay up before an autoplay demo plays again.
const AUTOPLAY_RESULTS_SECONDS: f32 = 5.0;

/// On autoplay (a demo), the results stay up a moment, then the same game
/// starts again.
fn play_again_on_autoplay(
    time: Res<Time>,
    screen: Res<State<Screen>>,
    mut shown_for: Local<f32>,
    mut requests: MessageWriter<GameRequest>,
) {
    if screen.is_changed() {
        *shown_for = 0.0;
    }
    *shown_for += time.delta_secs();
    if *shown_for >= AUTOPLAY_RESULTS_SECONDS {
        *shown_for = f32::NEG_INFINITY;
        requests.write(GameRequest::PlayAgain);
    }
}
