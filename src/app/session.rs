//! The game in progress as a Bevy resource: the rules state, who sits where
//! and the record of every turn; and the requests that start, restart and
//! leave a game. The turn flow itself is the turn module's.

use super::learn::ActiveLesson;
use super::quick_game::FirstMover;
use super::{LaunchOptions, Screen, Settings};
use crate::rules::{
    CheckedReplay, Colour, Game, Hole, Level, Looks, Mark, Move, MoveError, Player, PlayerKind, Replay, Setup,
    route_to_string, seat_looks,
};
use crate::saves::utc_now;
use bevy::prelude::*;

/// The name the quick game and the setup screen give the person at the
/// board. A seat of exactly this name (from a setup file too) is spoken
/// to in the second person: "You win", not "You wins".
pub const PERSON_NAME: &str = "You";

/// The present tense of a verb that agrees with `name`: `person` ("win")
/// after [`PERSON_NAME`], `others` ("wins") after any other name.
pub fn verb_for<'a>(name: &str, person: &'a str, others: &'a str) -> &'a str {
    if name == PERSON_NAME { person } else { others }
}

/// What the screens, the keyboard and tests ask of the game as a whole.
#[derive(Message, Debug, Clone)]
pub enum GameRequest {
    /// Start a new game of this setup.
    Start(Setup),
    /// Start a new game of this setup with the first mover drawn at random
    /// (and drawn again when it is played again).
    StartDrawingFirst(Setup),
    /// Start the menu's quick game as the settings hold it.
    QuickGame,
    /// Start the last game's setup again.
    PlayAgain,
    /// Play on from a replay's last position, with its whole history (so
    /// undo works): Continue, and "take over from here" in the viewer.
    StartFrom(Box<CheckedReplay>),
    /// Show again the moves made since the person to move last moved.
    ShowMovesAgain,
    /// Take back moves to the previous turn of a person (when undo is allowed now).
    Undo,
    /// Open the pause overlay, or close it.
    TogglePause,
    /// Close the pause overlay.
    Resume,
    /// Leave the game for the menu (a lesson for the list of lessons).
    Leave,
}

/// A move chosen for the player to move, by a person or a computer.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveChosen {
    /// Whose move it is meant to be.
    pub player: Player,
    /// The move.
    pub mv: Move,
}

/// A move the rules accepted, with what it brought about: the animation
/// shows it, and the turn flow announces its consequences once it is shown.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct MovePlayed {
    /// Who moved.
    pub player: Player,
    /// Every hole the marble visits, start and end included.
    pub route: Vec<Hole>,
    /// The place (1 for first) the mover finished in with this move, if it did.
    pub finished: Option<usize>,
    /// Whether the game is over after this move.
    pub game_over: bool,
}

/// One turn of the record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordedTurn {
    /// Whose turn it was.
    pub player: Player,
    /// The move played, or `None` for a pass.
    pub mv: Option<Move>,
    /// The route played (every hole visited), empty for a pass.
    pub route: Vec<Hole>,
}

impl RecordedTurn {
    /// Whether this turn was a pass.
    pub fn is_pass(&self) -> bool {
        self.mv.is_none()
    }
}

/// A short message for the player (a file that failed, a pass, …).
#[derive(Resource, Debug, Clone, Default)]
pub struct Notice(pub Option<String>);

impl Notice {
    /// Adds `text` on a line of its own below what the notice says already,
    /// so that two problems found at once are both shown.
    pub(crate) fn add(&mut self, text: String) {
        self.0 = Some(match self.0.take() {
            Some(before) => format!("{before}\n{text}"),
            None => text,
        });
    }
}

/// The game being played: the rules state, the setup it came from and the
/// record of every turn since the first.
#[derive(Resource, Debug, Clone)]
pub struct Session {
    /// The setup as started (computer seats included).
    pub setup: Setup,
    /// The rules state: the single source of truth.
    pub game: Game,
    /// Every turn played, in order.
    pub record: Vec<RecordedTurn>,
    /// Seed for the computer players of this game.
    pub seed: u64,
    /// Changes whenever the position is replaced rather than moved on
    /// (new game, undo), so views rebuild.
    pub generation: u32,
    /// When the game began, in UTC (`2026-11-30T16:20:00Z`): it names the
    /// game's replay file.
    pub started: String,
    /// Tells this game apart from every other game of this run (a new game,
    /// a continued one, a game taken over from a replay).
    pub id: u64,
    /// Whether the first mover was drawn at random, to draw again on
    /// playing again.
    pub first_drawn: bool,
}

/// A fresh game id.
fn next_game_id() -> u64 {
    static GAMES: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    GAMES.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

impl Session {
    /// Starts a game of a setup.
    pub fn new(setup: Setup, seed: u64) -> Result<Session, String> {
        let game = Game::from_setup(&setup).map_err(|e| format!("{}: {e}", display_name(&setup)))?;
        Ok(Session {
            setup,
            game,
            record: Vec::new(),
            seed,
            generation: 0,
            started: utc_now(),
            id: next_game_id(),
            first_drawn: false,
        })
    }

    /// A game at the end of a checked replay, its turns as the record.
    pub fn from_replay(replay: &CheckedReplay, seed: u64) -> Session {
        let record = replay
            .turns()
            .iter()
            .map(|turn| RecordedTurn {
                player: turn.player(),
                mv: turn.played(),
                route: turn.route().map(<[Hole]>::to_vec).unwrap_or_default(),
            })
            .collect();
        Session {
            setup: replay.replay().setup.clone(),
            game: replay.end().clone(),
            record,
            seed,
            generation: 0,
            started: replay.replay().played.clone().unwrap_or_else(utc_now),
            id: next_game_id(),
            first_drawn: false,
        }
    }

    /// The game so far as a replay file.
    pub fn to_replay(&self) -> Replay {
        let mut replay = Replay::new(self.setup.clone(), Some(self.started.clone()));
        for turn in &self.record {
            if turn.is_pass() {
                replay.push_pass();
            } else {
                replay.push_route(&turn.route);
            }
        }
        replay
    }

    /// Who sits in a seat.
    pub fn kind(&self, player: Player) -> PlayerKind {
        self.setup.players.get(player).map_or(PlayerKind::Human, |p| p.kind)
    }

    /// The level of a computer seat, `None` for a person.
    pub fn level(&self, player: Player) -> Option<Level> {
        match self.kind(player) {
            PlayerKind::Computer(level) => Some(level),
            PlayerKind::Human => None,
        }
    }

    /// The strongest computer in the game: it sets the default assistance.
    pub fn difficulty(&self) -> Option<Level> {
        (0..self.game.player_count()).filter_map(|p| self.level(p)).max()
    }

    /// Whether any seat is a person.
    pub fn has_humans(&self) -> bool {
        (0..self.game.player_count()).any(|p| self.level(p).is_none())
    }

    /// Plays a move for the player to move and records it.
    pub fn play(&mut self, mv: Move) -> Result<MovePlayed, MoveError> {
        let route = self.game.route(mv).ok_or(MoveError::Illegal(mv))?;
        let player = self.game.to_move();
        let finished_before = self.game.finishing_order().len();
        self.game.play(mv)?;
        self.record.push(RecordedTurn { player, mv: Some(mv), route: route.clone() });
        let order = self.game.finishing_order();
        let finished = (order.len() > finished_before && order[order.len() - 1] == player).then_some(order.len());
        Ok(MovePlayed { player, route, finished, game_over: self.game.is_over() })
    }

    /// Passes for a player who cannot move, and records it.
    pub fn pass(&mut self) -> Result<(), MoveError> {
        let player = self.game.to_move();
        self.game.pass()?;
        self.record.push(RecordedTurn { player, mv: None, route: Vec::new() });
        Ok(())
    }

    /// Takes back turns until a person is to move again, having undone at
    /// least one of a person's moves. Returns whether anything was undone.
    pub fn undo(&mut self) -> bool {
        self.last_persons_move().is_some_and(|turn| self.rewind(turn))
    }

    /// Takes back the last turn, whoever played it. Returns whether there
    /// was one.
    pub fn take_back(&mut self) -> bool {
        self.record.len().checked_sub(1).is_some_and(|turn| self.rewind(turn))
    }

    /// Replays the first `turns` turns of the record from the setup and
    /// drops the rest. Returns whether the record replayed.
    fn rewind(&mut self, turns: usize) -> bool {
        let Ok(mut game) = Game::from_setup(&self.setup) else { return false };
        for turn in &self.record[..turns] {
            let replayed = match turn.mv {
                Some(mv) => game.play(mv).map(|_| ()),
                None => game.pass().map(|_| ()),
            };
            if replayed.is_err() {
                return false;
            }
        }
        self.game = game;
        self.record.truncate(turns);
        self.generation += 1;
        true
    }

    /// Where in the record the last move made by a person is.
    fn last_persons_move(&self) -> Option<usize> {
        self.record.iter().rposition(|t| self.level(t.player).is_none() && !t.is_pass())
    }

    /// Whether a person has moved yet, so there is something to undo.
    pub fn can_undo(&self) -> bool {
        self.last_persons_move().is_some()
    }

    /// Moves (not passes) a player has made.
    pub fn moves_made(&self, player: Player) -> usize {
        self.record.iter().filter(|t| t.player == player && !t.is_pass()).count()
    }

    /// The last move in the game's notation, with its player.
    pub fn last_move(&self) -> Option<(Player, String)> {
        self.record.iter().rev().find(|t| !t.is_pass()).map(|t| (t.player, route_to_string(&t.route)))
    }

    /// A player's name for display.
    pub fn player_name(&self, player: Player) -> String {
        self.setup.player_name(player)
    }

    /// How a player's marbles look: the setup's choice, else its start
    /// point's own colour and mark.
    pub fn looks(&self, player: Player) -> Looks {
        let start = self.game.start_point(player);
        let own = Looks { colour: Colour::of_point(start), mark: Mark::of_point(start) };
        // A started game's setup has passed the colour check already.
        seat_looks(&self.setup).ok().and_then(|all| all.get(player).copied()).unwrap_or(own)
    }
}

fn display_name(setup: &Setup) -> &str {
    if setup.name.is_empty() { "setup" } else { &setup.name }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<GameRequest>()
        .add_message::<MoveChosen>()
        .add_message::<MovePlayed>()
        .init_resource::<Notice>()
        .add_systems(Update, handle_requests.in_set(super::GameSet::Session))
        .add_systems(
            Update,
            play_again_on_autoplay.run_if(in_state(Screen::Results).and_then(|o: Res<LaunchOptions>| o.autoplay)),
        )
        .add_systems(OnEnter(Screen::Menu), end_session)
        .add_systems(OnEnter(Screen::Learn), end_session)
        .add_systems(OnEnter(Screen::Replays), end_session);
}

/// Starts, restarts and leaves games. (Undo and pause belong to the turn
/// flow, which reads the same requests.)
fn handle_requests(
    mut commands: Commands,
    mut requests: MessageReader<GameRequest>,
    session: Option<Res<Session>>,
    mut notice: ResMut<Notice>,
    mut screen: ResMut<NextState<Screen>>,
    options: Res<LaunchOptions>,
    settings: Res<Settings>,
    lesson: Option<Res<ActiveLesson>>,
) {
    for request in requests.read() {
        match request {
            GameRequest::Start(chosen) => start(
                &mut commands,
                &session,
                chosen.clone(),
                false,
                (&options, settings.seed),
                &mut notice,
                &mut screen,
            ),
            GameRequest::StartDrawingFirst(chosen) => {
                let mut setup = chosen.clone();
                setup.to_move = FirstMover::Random.seat(setup.players.len(), fresh_draw());
                start(&mut commands, &session, setup, true, (&options, settings.seed), &mut notice, &mut screen);
            }
            GameRequest::QuickGame => {
                let quick = settings.quick_game;
                let setup = quick.setup(&settings.default_rules, fresh_draw());
                let drawn = quick.first == FirstMover::Random;
                start(&mut commands, &session, setup, drawn, (&options, settings.seed), &mut notice, &mut screen);
            }
            GameRequest::StartFrom(replay) => {
                let seed = session.as_ref().map_or(settings.seed, |s| s.seed.wrapping_add(1));
                let mut new = Session::from_replay(replay, seed);
                new.generation = session.as_ref().map_or(0, |s| s.generation + 1);
                info!("playing on from turn {} of {}", new.record.len() + 1, display_name(&new.setup));
                commands.insert_resource(new);
                notice.0 = None;
                screen.set(Screen::Play);
            }
            GameRequest::PlayAgain => {
                if let Some(session) = &session {
                    let setup = session.setup.clone();
                    let again = if session.first_drawn {
                        GameRequest::StartDrawingFirst(setup)
                    } else {
                        GameRequest::Start(setup)
                    };
                    commands.write_message(again);
                }
            }
            GameRequest::Leave => screen.set(if lesson.is_some() { Screen::Learn } else { Screen::Menu }),
            GameRequest::Undo | GameRequest::TogglePause | GameRequest::Resume | GameRequest::ShowMovesAgain => {}
        }
    }
}

/// Starts a game of `setup` (its computers' seed following the last game's),
/// or says why it cannot start.
fn start(
    commands: &mut Commands,
    session: &Option<Res<Session>>,
    mut setup: Setup,
    first_drawn: bool,
    (options, first_seed): (&LaunchOptions, u64),
    notice: &mut Notice,
    screen: &mut NextState<Screen>,
) {
    if options.autoplay {
        for seat in &mut setup.players {
            if seat.kind == PlayerKind::Human {
                seat.kind = PlayerKind::Computer(Level::Medium);
            }
        }
    }
    let seed = session.as_ref().map_or(first_seed, |s| s.seed.wrapping_add(1));
    info!("starting {}: {}, player {} first", display_name(&setup), setup.description, setup.to_move);
    match Session::new(setup, seed) {
        Ok(mut new) => {
            new.generation = session.as_ref().map_or(0, |s| s.generation + 1);
            new.first_drawn = first_drawn;
            commands.insert_resource(new);
            commands.remove_resource::<ActiveLesson>();
            notice.0 = None;
            screen.set(Screen::Play);
        }
        Err(error) => {
            warn!("cannot start the game: {error}");
            notice.0 = Some(format!("Cannot start the game: {error}"));
        }
    }
}

/// A number to draw the first mover with: the clock's nanoseconds, as a
/// draw for the player's sake need not replay.
fn fresh_draw() -> u64 {
    let since = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
    since.map_or(0, |d| u64::from(d.subsec_nanos()) ^ d.as_secs())
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

/// Going to the menu, the lessons or the list of saved games puts the game
/// (or lesson) away.
fn end_session(mut commands: Commands) {
    commands.remove_resource::<Session>();
    commands.remove_resource::<ActiveLesson>();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_verb_agrees_with_the_name() {
        assert_eq!(verb_for(PERSON_NAME, "win", "wins"), "win");
        assert_eq!(verb_for("Computer 2 (Expert)", "win", "wins"), "wins");
        assert_eq!(verb_for("Youssef", "pass", "passes"), "passes");
    }
}
