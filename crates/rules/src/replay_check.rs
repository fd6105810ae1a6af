//! A replay checked through the rules: every turn legal, the game at the
//! end, and what a replay screen needs to step through it exactly, forward
//! and back ([`ReplayCursor`]).

use super::board::Hole;
use super::checked_play::IllegalMove;
use super::file::{FileError, game_from_text_setup};
use super::game::{Game, Move, Undo};
use super::notation::{parse_route, route_to_string};
use super::replay::{PASS, Replay, ReplayError, TIME};
use super::seat::Seat;
use std::fmt;
use std::path::Path;

/// One turn played and checked against the rules: the route as written (or
/// a pass), whose turn it was and what it takes to undo it. A replay's
/// turns and the game in progress's record are both made of these; only
/// [`CheckedTurn::play_route`], [`CheckedTurn::pass`] and
/// [`CheckedTurn::time_out`] make one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckedTurn {
    route: Option<Vec<Hole>>,
    player: Seat,
    undo: Undo,
    timed_out: bool,
}

impl CheckedTurn {
    /// Plays `route` (every landing listed) for the player to move, if the
    /// rules allow it; the turn as played.
    ///
    /// # Errors
    ///
    /// Why the route is not a legal move now (the game may be over).
    pub fn play_route(game: &mut Game, route: &[Hole]) -> Result<CheckedTurn, IllegalMove> {
        if game.is_over() {
            return Err(IllegalMove::GameOver);
        }
        let player = game.to_move();
        let m = game.check_route(route)?;
        // `check_route` found the move among the legal moves.
        let undo = game.play_unchecked(m);
        Ok(CheckedTurn { route: Some(route.to_vec()), player, undo, timed_out: false })
    }

    /// Passes for the player to move, if they cannot move; the turn as
    /// played.
    ///
    /// # Errors
    ///
    /// Why a pass is not allowed now.
    pub fn pass(game: &mut Game) -> Result<CheckedTurn, IllegalMove> {
        if game.is_over() {
            return Err(IllegalMove::GameOver);
        }
        let player = game.to_move();
        let undo = game.pass()?;
        Ok(CheckedTurn { route: None, player, undo, timed_out: false })
    }

    /// Passes the turn of the player to move because their time ran out,
    /// whether or not they could move; the turn as played.
    ///
    /// # Errors
    ///
    /// The game is over.
    pub fn time_out(game: &mut Game) -> Result<CheckedTurn, IllegalMove> {
        let player = game.to_move();
        let undo = game.time_out()?;
        Ok(CheckedTurn { route: None, player, undo, timed_out: true })
    }

    /// Whether this turn was a pass (for want of a move, or of time).
    pub fn is_pass(&self) -> bool {
        self.route.is_none()
    }

    /// Whether this turn passed because the player's time ran out.
    pub fn is_time_out(&self) -> bool {
        self.timed_out
    }

    /// The turn as a replay writes it: the route, [`PASS`] or [`TIME`].
    pub fn text(&self) -> String {
        match &self.route {
            Some(route) => route_to_string(route),
            None if self.timed_out => TIME.to_string(),
            None => PASS.to_string(),
        }
    }

    /// The route as written, every landing included; `None` for a pass.
    pub fn route(&self) -> Option<&[Hole]> {
        self.route.as_deref()
    }

    /// The move played, or `None` for a pass.
    pub fn played(&self) -> Option<Move> {
        self.undo.played()
    }

    /// The player whose turn it was.
    pub fn player(&self) -> Seat {
        self.player
    }
}

/// How a replayed game stands at its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayOutcome {
    /// The replay stops before the game is over; the players who have
    /// finished so far, in finishing order (with play-on, a game goes on
    /// after its first finishers).
    Unfinished(Vec<Seat>),
    /// The game is over; the players who finished, in finishing order
    /// (empty if it ended at the turn limit before anyone finished).
    Over(Vec<Seat>),
    /// The game is over and drawn (see [`Game::is_drawn`]); the players
    /// who finished, in finishing order (empty for a draw by repetition or
    /// by a turn limit that draws).
    Drawn(Vec<Seat>),
}

impl fmt::Display for ReplayOutcome {
    /// The finishers numbered from 1 (`2 1 3`), whether or not the game is
    /// over; else `unfinished` for a game that goes on, `none` for one that
    /// ended with nobody finished. A drawn game starts with `draw`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayOutcome::Unfinished(order) if order.is_empty() => f.write_str("unfinished"),
            ReplayOutcome::Over(order) if order.is_empty() => f.write_str("none"),
            ReplayOutcome::Drawn(order) => {
                let numbers: Vec<String> = order.iter().map(Seat::to_string).collect();
                f.write_str(&["draw".to_owned()].into_iter().chain(numbers).collect::<Vec<_>>().join(" "))
            }
            ReplayOutcome::Unfinished(order) | ReplayOutcome::Over(order) => {
                let numbers: Vec<String> = order.iter().map(Seat::to_string).collect();
                f.write_str(&numbers.join(" "))
            }
        }
    }
}

/// A replay whose every turn is legal, with the game at its start and end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckedReplay {
    replay: Replay,
    start: Game,
    end: Game,
    turns: Vec<CheckedTurn>,
}

impl Replay {
    /// Checks the setup and then every turn through the rules; the first bad
    /// turn makes the replay invalid.
    pub fn check(self) -> Result<CheckedReplay, ReplayError> {
        let start = Game::from_setup(&self.setup).map_err(ReplayError::Setup)?;
        self.check_from(start)
    }

    /// Checks the turns from `start`, the game of the replay's setup.
    fn check_from(self, start: Game) -> Result<CheckedReplay, ReplayError> {
        let mut game = start.clone();
        let mut turns = Vec::with_capacity(self.turns.len());
        for (i, text) in self.turns.iter().enumerate() {
            turns.push(play_turn(&mut game, i + 1, text)?);
        }
        let seats = start.player_count();
        if let Some(bad) = self.stand_ins.iter().find(|s| s.seat.index() >= seats || s.turn as usize > self.turns.len())
        {
            return Err(ReplayError::StandIn { seat: bad.seat, turn: bad.turn });
        }
        Ok(CheckedReplay { replay: self, start, end: game, turns })
    }
}

/// Plays turn `turn` (from 1), as written, on `game`.
fn play_turn(game: &mut Game, turn: usize, text: &str) -> Result<CheckedTurn, ReplayError> {
    let refused = |refusal| ReplayError::Refused { turn, text: text.to_string(), refusal };
    if game.is_over() {
        return Err(refused(IllegalMove::GameOver));
    }
    if text.trim().eq_ignore_ascii_case(PASS) {
        return CheckedTurn::pass(game).map_err(refused);
    }
    if text.trim().eq_ignore_ascii_case(TIME) {
        return CheckedTurn::time_out(game).map_err(refused);
    }
    let route = parse_route(text).map_err(|error| ReplayError::Notation { turn, text: text.to_string(), error })?;
    CheckedTurn::play_route(game, &route).map_err(refused)
}

/// Reads a replay file and checks every turn; errors name the file.
pub fn load_replay(path: &Path) -> Result<CheckedReplay, FileError<ReplayError>> {
    let name = path.display().to_string();
    match std::fs::read(path) {
        Ok(bytes) => replay_from_bytes(&name, &bytes),
        Err(error) => Err(FileError { path: name, error: ReplayError::Unreadable(error.to_string()) }),
    }
}

/// Parses and checks the bytes of a replay file called `name` (for errors).
pub fn replay_from_bytes(name: &str, bytes: &[u8]) -> Result<CheckedReplay, FileError<ReplayError>> {
    let file_error = |error| FileError { path: name.to_string(), error };
    let text = std::str::from_utf8(bytes).map_err(|_| file_error(ReplayError::NotText))?;
    let replay = Replay::from_ron(text).map_err(file_error)?;
    let start = game_from_text_setup(&replay.setup, text).map_err(|e| file_error(ReplayError::Setup(e)))?;
    replay.check_from(start).map_err(file_error)
}

impl CheckedReplay {
    /// The replay as read (setup, turns as written, date).
    pub fn replay(&self) -> &Replay {
        &self.replay
    }

    /// The game before the first turn.
    pub fn start(&self) -> &Game {
        &self.start
    }

    /// The game after the last turn.
    pub fn end(&self) -> &Game {
        &self.end
    }

    /// The turns, first first.
    pub fn turns(&self) -> &[CheckedTurn] {
        &self.turns
    }

    /// Whether the game is over at the end of the replay, and who finished.
    pub fn outcome(&self) -> ReplayOutcome {
        let order = self.end.finishing_order().to_vec();
        match (self.end.is_over(), self.end.is_drawn()) {
            (true, true) => ReplayOutcome::Drawn(order),
            (true, false) => ReplayOutcome::Over(order),
            (false, _) => ReplayOutcome::Unfinished(order),
        }
    }

    /// The game after `turn` turns (0 is the start), or `None` past the end.
    /// Costs at most half the replay's turns, played or taken back.
    pub fn position(&self, turn: usize) -> Option<Game> {
        if turn > self.turns.len() {
            return None;
        }
        let mut game;
        if turn <= self.turns.len() / 2 {
            game = self.start.clone();
            for checked in &self.turns[..turn] {
                replay_turn(&mut game, checked);
            }
        } else {
            game = self.end.clone();
            for checked in self.turns[turn..].iter().rev() {
                game.take_back(checked.undo);
            }
        }
        Some(game)
    }

    /// A cursor at the start of the replay, for stepping through it.
    pub fn into_cursor(self) -> ReplayCursor {
        ReplayCursor { game: self.start.clone(), at: 0, replay: self }
    }
}

/// Plays a turn already checked.
fn replay_turn(game: &mut Game, checked: &CheckedTurn) {
    match checked.played() {
        Some(m) => game.play_unchecked(m),
        None => game.pass_unchecked(),
    };
}

/// A position in a checked replay that steps forward and back one turn at
/// a time, exactly: the game after each step equals the game of that turn.
#[derive(Clone, Debug)]
pub struct ReplayCursor {
    replay: CheckedReplay,
    game: Game,
    at: usize,
}

impl ReplayCursor {
    /// The replay stepped through.
    pub fn replay(&self) -> &CheckedReplay {
        &self.replay
    }

    /// The game after the turns played so far.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Turns played so far (0 at the start).
    pub fn at(&self) -> usize {
        self.at
    }

    /// Plays the next turn and returns it, or `None` at the end.
    pub fn forward(&mut self) -> Option<&CheckedTurn> {
        let checked = self.replay.turns.get(self.at)?;
        replay_turn(&mut self.game, checked);
        self.at += 1;
        Some(checked)
    }

    /// Takes back the last turn played and returns it, or `None` at the start.
    pub fn back(&mut self) -> Option<&CheckedTurn> {
        let previous = self.at.checked_sub(1)?;
        let checked = self.replay.turns.get(previous)?;
        self.game.take_back(checked.undo);
        self.at = previous;
        Some(checked)
    }

    /// Moves to the game after `turn` turns (clamped to the replay's length).
    pub fn seek(&mut self, turn: usize) {
        let turn = turn.min(self.replay.turns.len());
        if turn.abs_diff(self.at) > turn.min(self.replay.turns.len() - turn) {
            if let Some(game) = self.replay.position(turn) {
                self.game = game;
                self.at = turn;
            }
            return;
        }
        while self.at < turn && self.forward().is_some() {}
        while self.at > turn && self.back().is_some() {}
    }
}
