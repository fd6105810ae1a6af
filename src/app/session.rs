//! The game in progress as a Bevy resource: the rules state, who sits where
//! and the list of every turn. [`Session`] is sealed: it is made by one
//! constructor for each way a game begins and changed only by its methods,
//! which keep the turns, the rules state and the generation in step.
//!
//! Written only by the turn flow, which inserts it, plays its turns and
//! puts it away. The lifecycle (a game begun) and the replay screen (its
//! steps) ask for changes with [`SessionChange`]s, and the lesson
//! (`app::lesson`) with its verdict on a lesson's move.

use crate::locale::Texts;
use bevy::prelude::*;
use rules::{
    CheckedReplay, CheckedTurn, Colour, Game, Help, Hole, IllegalMove, Level, Looks, Mark, Move, PlayerKind, Replay,
    ReplayCursor, Seat, Setup, SetupError, route_to_string, seat_looks,
};
use saves::utc_now;
use std::sync::atomic::{AtomicU64, Ordering};

/// A move chosen for the player to move, by a person or a computer.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveChosen {
    /// Whose move it is meant to be.
    pub player: Seat,
    /// The move.
    pub mv: Move,
}

/// A move the host of a network game played, as a client receives it:
/// on a client the turn flow plays these, never its own [`MoveChosen`]s
/// (which go to the host as requests). Written only by the network
/// client.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MovedOnHost(pub MoveChosen);

/// The host of a network game (a room server) passed the turn of the
/// player to move, whose time ran out: the turn flow passes it here too.
/// Written only by the network client.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TimedOutOnHost {
    /// Whose time ran out.
    pub player: Seat,
}

/// A move the rules accepted, with what it brought about: the animation
/// shows it, and the turn flow announces its consequences once it is shown.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct MovePlayed {
    /// Who moved.
    pub player: Seat,
    /// Every hole the marble visits, start and end included.
    pub route: Vec<Hole>,
    /// The place (1 for first) the mover finished in with this move, if it did.
    pub finished: Option<usize>,
    /// Whether the game is over after this move.
    pub game_over: bool,
}

/// The game being played (or the replay position shown): the rules state,
/// the setup it came from and the list of every turn since the first.
///
/// Written only by the turn flow, which calls its methods;
/// others ask with [`SessionChange`]s.
#[derive(Resource, Debug, Clone)]
pub struct Session {
    /// The setup as started (computer seats included).
    setup: Setup,
    /// The rules state: the single source of truth.
    game: Game,
    /// Every turn played, in order.
    turns: Vec<CheckedTurn>,
    /// Seed for the computer players of this game.
    seed: u64,
    /// Changes whenever the position is replaced rather than moved on (a new
    /// session, undo, a jump in a replay), so views rebuild.
    generation: u64,
    /// When the game began, in UTC (`2026-11-30T16:20:00Z`): it names the
    /// game's replay file.
    started: String,
    /// Tells this game apart from every other game of this run.
    id: u64,
    /// A game (its first mover drawn or not) or a lesson.
    kind: Kind,
    /// The hints shown and the moves taken back so far.
    help: Help,
}

/// What kind of game a session plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// A game whose first mover the setup names (a replay's position, or a
    /// game continued from one, too).
    Game,
    /// A game whose first mover was drawn at random: playing again draws
    /// again.
    FirstDrawn,
    /// A lesson's game.
    Lesson,
}

/// A fresh number from a counter of this run.
fn next(counter: &AtomicU64) -> u64 {
    counter.fetch_add(1, Ordering::Relaxed)
}

/// Numbers the games of this run.
static GAMES: AtomicU64 = AtomicU64::new(1);
/// Numbers the positions sessions are made or rewound to, across sessions,
/// so a view can tell any replaced position from the one it shows.
static GENERATIONS: AtomicU64 = AtomicU64::new(1);

/// A setup that does not make a game: its name, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotAGame {
    /// The setup's name; empty when it has none.
    pub setup: String,
    /// The first fault found in it.
    pub error: SetupError,
}

impl NotAGame {
    fn of(setup: &Setup, error: SetupError) -> NotAGame {
        NotAGame { setup: setup.name.clone(), error }
    }
}

impl std::fmt::Display for NotAGame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let name = if self.setup.is_empty() { "setup" } else { &self.setup };
        write!(f, "{name}: {}", self.error)
    }
}

impl std::error::Error for NotAGame {}

impl Session {
    /// Starts a new game of a setup; `first_drawn` says whether its first
    /// mover was drawn at random.
    ///
    /// # Errors
    ///
    /// The setup, named, if it is not a valid game.
    pub fn new_game(setup: Setup, seed: u64, first_drawn: bool) -> Result<Session, NotAGame> {
        let game = Game::from_setup(&setup).map_err(|e| NotAGame::of(&setup, e))?;
        let kind = if first_drawn { Kind::FirstDrawn } else { Kind::Game };
        Ok(Session::at(setup, game, Vec::new(), seed, utc_now(), kind))
    }

    /// Starts a lesson's game of its setup.
    ///
    /// # Errors
    ///
    /// The setup, named, if it is not a valid game.
    pub fn lesson(setup: Setup, seed: u64) -> Result<Session, NotAGame> {
        let game = Game::from_setup(&setup).map_err(|e| NotAGame::of(&setup, e))?;
        Ok(Session::at(setup, game, Vec::new(), seed, utc_now(), Kind::Lesson))
    }

    /// A game continued from the end of a checked replay, with its turns as
    /// the turns (so undo reaches back into them), and the replay's seed
    /// when it has one, else `seed`.
    pub fn continued(replay: &CheckedReplay, seed: u64) -> Session {
        let seed = replay.replay().seed.unwrap_or(seed);
        let turns = replay.turns().to_vec();
        let started = replay.replay().played.clone().unwrap_or_else(utc_now);
        let mut session =
            Session::at(replay.replay().setup.clone(), replay.end().clone(), turns, seed, started, Kind::Game);
        session.help = replay.replay().help;
        session
    }

    /// The position a replay cursor stands at, with the replay's turns so
    /// far: what the replay screen shows.
    pub fn replay_position(cursor: &ReplayCursor) -> Session {
        let replay = cursor.replay();
        let turns = replay.turns()[..cursor.at()].to_vec();
        let started = replay.replay().played.clone().unwrap_or_default();
        Session::at(replay.replay().setup.clone(), cursor.game().clone(), turns, 0, started, Kind::Game)
    }

    fn at(setup: Setup, game: Game, turns: Vec<CheckedTurn>, seed: u64, started: String, kind: Kind) -> Session {
        let (generation, id) = (next(&GENERATIONS), next(&GAMES));
        Session { setup, game, turns, seed, generation, started, id, kind, help: Help::default() }
    }

    /// The setup as started (computer seats included).
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The rules state.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Every turn played, in order.
    pub fn turns(&self) -> &[CheckedTurn] {
        &self.turns
    }

    /// The seed of this game's computer players.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Changes whenever the position is replaced rather than moved on.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// When the game began, in UTC.
    pub fn started(&self) -> &str {
        &self.started
    }

    /// Tells this game apart from every other game of this run.
    pub fn id(&self) -> u64 {
        self.id
    }

    /// Whether the first mover was drawn at random.
    pub fn first_drawn(&self) -> bool {
        self.kind == Kind::FirstDrawn
    }

    /// Whether this game is a lesson.
    pub fn is_lesson(&self) -> bool {
        self.kind == Kind::Lesson
    }

    /// The game so far as a replay file.
    pub fn to_replay(&self) -> Replay {
        let mut replay = Replay::new(self.setup.clone(), Some(self.started.clone()));
        replay.seed = (!self.is_lesson()).then_some(self.seed);
        replay.help = self.help;
        replay.turns = self.turns.iter().map(CheckedTurn::text).collect();
        replay
    }

    /// Who sits in a seat.
    pub fn kind(&self, player: Seat) -> PlayerKind {
        self.setup.players.get(player.index()).map_or(PlayerKind::Human, |p| p.kind)
    }

    /// The level of a computer seat, `None` for a person.
    pub fn level(&self, player: Seat) -> Option<Level> {
        match self.kind(player) {
            PlayerKind::Computer(level) => Some(level),
            PlayerKind::Human => None,
        }
    }

    /// The strongest computer in the game: it sets the default assistance.
    pub fn difficulty(&self) -> Option<Level> {
        self.game.seats().filter_map(|p| self.level(p)).max()
    }

    /// Whether any seat is a person.
    pub fn has_humans(&self) -> bool {
        self.game.seats().any(|p| self.level(p).is_none())
    }

    /// Plays a move for the player to move and adds it to the turns.
    pub fn play(&mut self, mv: Move) -> Result<MovePlayed, IllegalMove> {
        let route = self.game.route(mv).ok_or(IllegalMove::NotLegal(mv))?;
        let player = self.game.to_move();
        let finished_before = self.game.finishing_order().len();
        self.turns.push(CheckedTurn::play_route(&mut self.game, &route)?);
        let order = self.game.finishing_order();
        let finished = (order.len() > finished_before && order[order.len() - 1] == player).then_some(order.len());
        Ok(MovePlayed { player, route, finished, game_over: self.game.is_over() })
    }

    /// Plays a checked replay's turn and adds it to the turns, keeping its route as
    /// the file wrote it (a move may have more than one). The move shown
    /// names the new finisher, whoever it is.
    pub fn play_checked(&mut self, turn: &CheckedTurn) -> Result<Option<MovePlayed>, IllegalMove> {
        let Some(route) = turn.route() else {
            if turn.is_time_out() {
                self.time_out()?;
            } else {
                self.pass()?;
            }
            return Ok(None);
        };
        let player = self.game.to_move();
        let finished_before = self.game.finishing_order().len();
        self.turns.push(CheckedTurn::play_route(&mut self.game, route)?);
        let order = self.game.finishing_order().len();
        let finished = (order > finished_before).then_some(order);
        Ok(Some(MovePlayed { player, route: route.to_vec(), finished, game_over: self.game.is_over() }))
    }

    /// Passes for a player who cannot move, and adds it to the turns.
    pub fn pass(&mut self) -> Result<(), IllegalMove> {
        self.turns.push(CheckedTurn::pass(&mut self.game)?);
        Ok(())
    }

    /// Passes the turn of the player to move, whose time ran out (a room
    /// server's clock), and adds it to the turns.
    pub fn time_out(&mut self) -> Result<(), IllegalMove> {
        self.turns.push(CheckedTurn::time_out(&mut self.game)?);
        Ok(())
    }

    /// Takes back turns until a person is to move again, having undone at
    /// least one of a person's moves. Returns whether anything was undone.
    pub fn undo(&mut self) -> bool {
        let undone = self.last_persons_move().is_some_and(|turn| self.rewind_to(turn));
        self.help.undos += u32::from(undone);
        undone
    }

    /// Counts a hint shown to a person.
    pub fn note_hint(&mut self) {
        self.help.hints += 1;
    }

    /// The hints shown and the moves taken back so far.
    pub fn help(&self) -> Help {
        self.help
    }

    /// Takes back the last turn, whoever played it. Returns whether there
    /// was one.
    pub fn take_back(&mut self) -> bool {
        self.turns.len().checked_sub(1).is_some_and(|turn| self.rewind_to(turn))
    }

    /// Goes back to the position after the first `turns` turns of the
    /// turns (all of them when there are fewer), replaying them from the
    /// setup and dropping the rest. The position counts as replaced even
    /// when no turn is dropped. Returns whether the turns replayed.
    fn rewind_to(&mut self, turns: usize) -> bool {
        let turns = turns.min(self.turns.len());
        let Ok(mut game) = Game::from_setup(&self.setup) else { return false };
        for turn in &self.turns[..turns] {
            let replayed = match turn.played() {
                Some(mv) => game.play(mv).map(|_| ()),
                None => game.pass().map(|_| ()),
            };
            if replayed.is_err() {
                return false;
            }
        }
        self.game = game;
        self.turns.truncate(turns);
        self.generation = next(&GENERATIONS);
        true
    }

    /// Where in the turns the last move made by a person is.
    fn last_persons_move(&self) -> Option<usize> {
        self.turns.iter().rposition(|t| self.level(t.player()).is_none() && !t.is_pass())
    }

    /// Whether a person has moved yet, so there is something to undo.
    pub fn can_undo(&self) -> bool {
        self.last_persons_move().is_some()
    }

    /// Moves (not passes) a player has made.
    pub fn moves_made(&self, player: Seat) -> usize {
        self.turns.iter().filter(|t| t.player() == player && !t.is_pass()).count()
    }

    /// The last move in the game's notation, with its player.
    pub fn last_move(&self) -> Option<(Seat, String)> {
        self.turns.iter().rev().find_map(|t| Some((t.player(), route_to_string(t.route()?))))
    }

    /// The moves (not passes) made since the player to move last moved,
    /// oldest first, as they were played.
    pub fn moves_since_last_move(&self) -> Vec<MovePlayed> {
        let player = self.game.to_move();
        let since = self.turns.iter().rposition(|t| t.player() == player && !t.is_pass()).map_or(0, |at| at + 1);
        self.turns[since..]
            .iter()
            .filter_map(|t| {
                let route = t.route()?.to_vec();
                Some(MovePlayed { player: t.player(), route, finished: None, game_over: false })
            })
            .collect()
    }

    /// A player's name for display, in the player's language.
    pub fn player_name(&self, texts: &Texts, player: Seat) -> String {
        super::names::player_name(texts, &self.setup, player)
    }

    /// How a player's marbles look: the setup's choice, else its start
    /// point's own colour and mark.
    pub fn looks(&self, player: Seat) -> Looks {
        let start = self.game.start_point(player);
        let own = Looks { colour: Colour::of_point(start), mark: Mark::of_point(start) };
        // A started game's setup has passed the colour check already.
        seat_looks(&self.setup).ok().and_then(|all| all.get(player.index()).copied()).unwrap_or(own)
    }
}

/// A setup's name for the log (in English): its name, else "setup".
pub fn display_name(setup: &Setup) -> &str {
    if setup.name.is_empty() { "setup" } else { &setup.name }
}

/// A change to the game in progress as a whole, asked of the turn flow.
#[derive(Message, Debug, Clone)]
pub enum SessionChange {
    /// This game takes the place of any other: a game begun by the
    /// lifecycle, or the position a replay shows after a jump.
    Begin(Box<Session>),
    /// A replay's next turn, played with its route as the file wrote it and
    /// shown like any move.
    WatchTurn(CheckedTurn),
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<MoveChosen>()
        .add_message::<TimedOutOnHost>()
        .add_message::<MovePlayed>()
        .add_message::<SessionChange>();
}
