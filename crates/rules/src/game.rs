//! A checked game: the seats, the rules turned into hole sets, and the
//! position with whose turn it is and who has finished. Moves are applied and
//! taken back in place, so search and perft never allocate.

use super::board::{HOLE_COUNT, Hole, HoleSet, Point, centre};
use super::hops::ClassSets;
use super::notation::Diagram;
use super::seat::{MAX_PLAYERS, Seat, seat_points};
use super::setup::{Parking, Rules, Setup, SetupError, UnusedPoints, seat_looks};
use super::side::Side;
use super::zobrist::KEYS;
use std::fmt;

/// A move: one marble from one hole to another (a step or a hop chain).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Where the marble starts.
    pub from: Hole,
    /// Where it ends.
    pub to: Hole,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

/// What [`Game::take_back`] needs to undo one turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Undo {
    played: Option<Move>,
    to_move: Seat,
    finished_count: usize,
    finished_set: Side,
    over: bool,
    drawn: bool,
}

impl Undo {
    /// The move that was played, or `None` for a pass.
    #[inline]
    pub fn played(&self) -> Option<Move> {
        self.played
    }
}

/// A game in progress: checked setup and current position.
///
/// # Panics
///
/// The methods that take a [`Seat`] panic for a seat of index
/// [`MAX_PLAYERS`] or more, and [`Game::side_of`] for any seat past the
/// game's players. (A seat past the game's players but below
/// [`MAX_PLAYERS`] has no marbles.)
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    rules: Rules,
    players: usize,
    start: [Point; MAX_PLAYERS],
    /// Holes in play (removed points excluded).
    board: HoleSet,
    /// Per player: holes a move may end in.
    allowed_ends: [HoleSet; MAX_PLAYERS],
    /// `board` by hop class.
    board_classes: ClassSets,
    /// Per player: `allowed_ends` by hop class.
    allowed_classes: [ClassSets; MAX_PLAYERS],
    /// Per player: the target point's holes by hop class.
    target_classes: [ClassSets; MAX_PLAYERS],
    /// Per hole: the player whose target it is, as a side of one (empty
    /// for holes in no one's target; a byte each keeps clones cheap).
    target_owner: [Side; HOLE_COUNT],
    /// Per player: the side (team or lone seat) it plays for.
    side_of: [usize; MAX_PLAYERS],
    /// The sides, in order: teams first, then the seats playing alone.
    sides: [Side; MAX_PLAYERS],
    /// Number of sides.
    side_count: usize,
    turn_limit: u32,
    /// The player each round of turns starts with (equal turns).
    first_mover: Seat,

    marbles: [HoleSet; MAX_PLAYERS],
    occupied: HoleSet,
    /// `occupied` by hop class.
    occupied_classes: ClassSets,
    /// Per player: `marbles` by hop class.
    marble_classes: [ClassSets; MAX_PLAYERS],
    to_move: Seat,
    finished: [Seat; MAX_PLAYERS],
    finished_count: usize,
    /// The players in `finished`.
    finished_set: Side,
    turns: u32,
    over: bool,
    /// Whether the game ended by repetition, or by a turn limit that draws.
    drawn: bool,
    /// The Zobrist hash of the marbles (who is to move not included).
    marble_hash: u64,
    /// With `repetition_draw`: the key of every position so far, the
    /// current one last (marbles and player to move).
    history: Vec<u64>,
}

impl Game {
    /// Checks a setup and builds the game it describes.
    ///
    /// # Errors
    ///
    /// The first fault found, as a [`SetupError`]: the player count,
    /// `to_move`, two seats of one colour, the teams, the position diagram (its line counted from
    /// the diagram's first), or a marble on a removed point.
    pub fn from_setup(setup: &Setup) -> Result<Game, SetupError> {
        let players = setup.players.len();
        let Some(points) = seat_points(players) else {
            return Err(SetupError::PlayerCount { players });
        };
        if setup.to_move.index() >= players {
            return Err(SetupError::ToMove { to_move: setup.to_move, players });
        }
        if let Some(first_mover) = setup.first_mover.filter(|seat| seat.index() >= players) {
            return Err(SetupError::FirstMover { first_mover, players });
        }
        seat_looks(setup)?;
        let rules = setup.rules.clone();
        let Sides { side_of, sides, count: side_count } = sides(&rules.teams, players)?;
        let mut start = [Point::S; MAX_PLAYERS];
        start[..players].copy_from_slice(points);
        let used: HoleSet = points.iter().map(|p| p.holes() | p.opposite().holes()).fold(HoleSet::EMPTY, |a, b| a | b);
        let board = match rules.unused_points {
            UnusedPoints::Open => HoleSet::ALL,
            UnusedPoints::Removed => used | centre(),
        };
        let mut allowed_ends = [HoleSet::EMPTY; MAX_PLAYERS];
        let mut target_owner = [Side::EMPTY; HOLE_COUNT];
        for (p, point) in Seat::all(players).zip(points) {
            let own = point.holes() | point.opposite().holes();
            allowed_ends[p.index()] = board
                & match rules.parking {
                    Parking::Anywhere => HoleSet::ALL,
                    Parking::NotInOthersPoints => !used | own,
                    Parking::OwnPointsOnly => centre() | own,
                };
            for hole in point.opposite().holes() {
                target_owner[hole.index()] = Side::alone(p);
            }
        }
        let marbles = match &setup.position {
            None => {
                let mut m = [HoleSet::EMPTY; MAX_PLAYERS];
                for (p, point) in points.iter().enumerate() {
                    m[p] = point.holes();
                }
                m
            }
            Some(text) => Diagram::parse(text, players)?.marbles,
        };
        let occupied = marbles.iter().fold(HoleSet::EMPTY, |a, &b| a | b);
        let off_board = occupied & !board;
        if let Some(hole) = off_board.first() {
            return Err(SetupError::MarbleOffBoard { hole });
        }
        let mut game = Game {
            turn_limit: rules.turn_limit.unwrap_or(u32::MAX),
            first_mover: setup.first_mover.unwrap_or(setup.to_move),
            rules,
            players,
            start,
            board,
            allowed_ends,
            board_classes: ClassSets::of(board),
            allowed_classes: allowed_ends.map(ClassSets::of),
            target_classes: start.map(|point| ClassSets::of(point.opposite().holes())),
            target_owner,
            side_of,
            sides,
            side_count,
            marbles,
            occupied,
            occupied_classes: ClassSets::of(occupied),
            marble_classes: marbles.map(ClassSets::of),
            to_move: setup.to_move,
            finished: [Seat::new(0); MAX_PLAYERS],
            finished_count: 0,
            finished_set: Side::EMPTY,
            turns: setup.turns_played,
            over: false,
            drawn: false,
            marble_hash: 0,
            history: Vec::new(),
        };
        game.marble_hash = KEYS.marbles(game.seats().flat_map(|p| game.marbles(p).iter().map(move |hole| (p, hole))));
        for p in Seat::all(players) {
            if game.has_filled_target(p) {
                game.record_finish(p);
            }
        }
        game.over = game.compute_over(game.to_move == game.first_mover);
        if !game.over && game.is_finished(game.to_move()) {
            game.advance_turn();
        }
        game.note_position();
        Ok(game)
    }

    /// The rules in force.
    #[inline]
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Number of seats.
    #[inline]
    pub fn player_count(&self) -> usize {
        self.players
    }

    /// The game's seats, player 1 first.
    #[inline]
    pub fn seats(&self) -> impl DoubleEndedIterator<Item = Seat> + ExactSizeIterator + Clone + use<> {
        Seat::all(self.players)
    }

    /// The player whose turn it is.
    #[inline]
    pub fn to_move(&self) -> Seat {
        self.to_move
    }

    /// Turns played so far (moves and passes).
    #[inline]
    pub fn turns(&self) -> u32 {
        self.turns
    }

    /// A player's marbles.
    #[inline]
    pub fn marbles(&self, player: Seat) -> HoleSet {
        self.marbles[player.index()]
    }

    /// Every hole with a marble on it.
    #[inline]
    pub fn occupied(&self) -> HoleSet {
        self.occupied
    }

    /// [`Game::occupied`] by hop class.
    #[inline]
    pub(crate) fn occupied_classes(&self) -> &ClassSets {
        &self.occupied_classes
    }

    /// A player's marbles by hop class.
    #[inline]
    pub(crate) fn marble_classes(&self, player: Seat) -> &ClassSets {
        &self.marble_classes[player.index()]
    }

    /// [`Game::board`] by hop class.
    #[inline]
    pub(crate) fn board_classes(&self) -> &ClassSets {
        &self.board_classes
    }

    /// [`Game::allowed_ends`] by hop class.
    #[inline]
    pub(crate) fn allowed_classes(&self, player: Seat) -> &ClassSets {
        &self.allowed_classes[player.index()]
    }

    /// The holes of [`Game::target_point`] by hop class.
    #[inline]
    pub(crate) fn target_classes(&self, player: Seat) -> &ClassSets {
        &self.target_classes[player.index()]
    }

    /// The holes in play: all 121 unless unused points are removed.
    #[inline]
    pub fn board(&self) -> HoleSet {
        self.board
    }

    /// The player whose marble stands on `hole`, if any.
    #[inline]
    pub fn owner(&self, hole: Hole) -> Option<Seat> {
        self.seats().find(|&p| self.marbles[p.index()].contains(hole))
    }

    /// The point a player starts in.
    #[inline]
    pub fn start_point(&self, player: Seat) -> Point {
        self.start[player.index()]
    }

    /// The point a player aims for.
    #[inline]
    pub fn target_point(&self, player: Seat) -> Point {
        self.start[player.index()].opposite()
    }

    /// The holes a player's move may end in (parking rules and removed
    /// points applied).
    #[inline]
    pub fn allowed_ends(&self, player: Seat) -> HoleSet {
        self.allowed_ends[player.index()]
    }

    /// The number (index into [`Game::sides`]) of the side a player plays
    /// for: its team, or its own when it plays alone.
    ///
    /// # Panics
    ///
    /// If `player` is not a seat of the game (`player_count()` or more).
    #[inline]
    pub fn side_of(&self, player: Seat) -> usize {
        assert!(player.index() < self.players, "player {player} of a {}-player game", self.players);
        self.side_of[player.index()]
    }

    /// The sides: teams first (as the setup lists them), then each seat
    /// playing alone.
    #[inline]
    pub fn sides(&self) -> &[Side] {
        &self.sides[..self.side_count]
    }

    /// The players of side number `side` (no players past the last side).
    #[inline]
    pub fn side(&self, side: usize) -> Side {
        self.sides().get(side).copied().unwrap_or(Side::EMPTY)
    }

    /// Whether a player has finished.
    #[inline]
    pub fn is_finished(&self, player: Seat) -> bool {
        self.finished_set.contains(player)
    }

    /// The player who moves after this turn, if that follows from the seat
    /// order alone whatever move is made that finishes no one: no one has
    /// finished, the game is on, the turn limit is not next, and no
    /// repetition can end it. (For counting moves in bulk.)
    pub(crate) fn plain_next_turn(&self) -> Option<Seat> {
        let plain = self.finished_count == 0
            && !self.over
            && self.turns.saturating_add(1) < self.turn_limit
            && !self.rules.repetition_draw;
        plain.then(|| Seat::new((self.to_move.index() + 1) % self.players))
    }

    /// Whether `m`, a move of the player to move, would fill the target it
    /// ends in as the win rule demands, and so finish the target's owner.
    #[inline(always)]
    pub(crate) fn fills_a_target(&self, m: Move) -> bool {
        let owners = self.target_owner[m.to.index()];
        !owners.is_empty() && self.fills_target_of(owners, m)
    }

    /// [`Game::fills_a_target`] for a move into the target of `owners`.
    fn fills_target_of(&self, owners: Side, m: Move) -> bool {
        let change = m.from.bit() | m.to.bit();
        let occupied = self.occupied ^ change;
        owners.into_iter().any(|owner| {
            let mut marbles = self.marbles[owner.index()];
            if owner == self.to_move {
                marbles ^= change;
            }
            self.rules.win.target_filled(self.target_point(owner).holes(), marbles, occupied)
        })
    }

    /// Players who have finished, first to finish first.
    #[inline]
    pub fn finishing_order(&self) -> &[Seat] {
        &self.finished[..self.finished_count]
    }

    /// Whether the game has ended (someone finished without play-on, at
    /// the end of that round with equal turns; all but one side finished
    /// with play-on; the turn limit; a position come a third time under
    /// the repetition rule).
    #[inline]
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// Whether the game ended with no side alone in first place: by
    /// repetition or a turn limit that draws before any side finished, or,
    /// with equal turns, two or more sides finishing in the last round.
    #[inline]
    pub fn is_drawn(&self) -> bool {
        let sides_done = self.finished_sides();
        self.drawn && sides_done == 0 || self.shares_first_place() && sides_done > 1
    }

    /// Whether the game ended by repetition, or by a turn limit that draws:
    /// the sides that had not finished then share a place.
    pub fn ended_in_draw_rule(&self) -> bool {
        self.drawn
    }

    /// Whether every side that finished shares first place: equal turns
    /// without play-on.
    pub(crate) fn shares_first_place(&self) -> bool {
        self.over && self.rules.equal_turns && !self.rules.play_on
    }

    /// The Zobrist hash of the marbles (who is to move not included), kept
    /// up to date by every move and take-back.
    #[inline]
    pub fn marble_hash(&self) -> u64 {
        self.marble_hash
    }

    /// The player each round of turns starts with.
    pub fn first_mover(&self) -> Seat {
        self.first_mover
    }

    /// How many times the current position (marbles and player to move)
    /// has come in this game, itself included; 1 when the repetition rule
    /// is off, as no history is kept then.
    #[inline]
    pub fn repetitions(&self) -> usize {
        match self.history.last() {
            Some(&now) => self.history.iter().filter(|&&key| key == now).count(),
            None => 1,
        }
    }

    /// The position as a diagram.
    pub fn diagram(&self) -> Diagram {
        Diagram { marbles: self.marbles }
    }

    /// Plays a move known to be legal (from [`Game::legal_moves`]), without
    /// checking it: for search and perft.
    ///
    /// # Panics
    ///
    /// Debug builds panic if the player to move has no marble on `m.from`,
    /// or `m.to` is taken. In release builds such a move leaves the game in
    /// a state that matches no position of the rules: later answers are
    /// meaningless, though no call panics.
    #[inline]
    pub fn play_unchecked(&mut self, m: Move) -> Undo {
        let p = self.to_move();
        debug_assert!(self.marbles[p.index()].contains(m.from), "{m}: no marble of player {p} on {}", m.from);
        debug_assert!(!self.occupied.contains(m.to), "{m}: {} is taken", m.to);
        let undo = self.undo_point(Some(m));
        let change = m.from.bit() | m.to.bit();
        self.marbles[p.index()] ^= change;
        self.occupied ^= change;
        self.occupied_classes.toggle(m.from);
        self.occupied_classes.toggle(m.to);
        self.marble_classes[p.index()].toggle(m.from);
        self.marble_classes[p.index()].toggle(m.to);
        self.marble_hash ^= KEYS.delta(p, m.from, m.to);
        // Only the player whose target holds the landing hole can finish now.
        for owner in self.target_owner[m.to.index()] {
            if !self.is_finished(owner) && self.has_filled_target(owner) {
                self.record_finish(owner);
            }
        }
        self.end_turn();
        undo
    }

    /// Passes the turn without checking that no move exists: for search,
    /// and for the race planner's "the others stand still".
    #[inline]
    pub fn pass_unchecked(&mut self) -> Undo {
        let undo = self.undo_point(None);
        self.end_turn();
        undo
    }

    /// Takes back the turn that returned `undo`, restoring the position
    /// exactly. Turns are taken back last first.
    ///
    /// # Panics
    ///
    /// If no turn has been played. Debug builds also panic if `undo` is not
    /// that of the last turn played (its marble is not on the move's end).
    /// In release builds another turn's `undo` leaves the game in a state
    /// that matches no position of the rules.
    #[inline]
    pub fn take_back(&mut self, undo: Undo) {
        let Undo { played, to_move, finished_count, finished_set, over, drawn } = undo;
        assert!(self.turns > 0, "take_back with no turn played");
        if let Some(m) = played {
            debug_assert!(self.marbles[to_move.index()].contains(m.to), "take_back of {m}, which is not the last turn");
            let change = m.from.bit() | m.to.bit();
            self.marbles[to_move.index()] ^= change;
            self.occupied ^= change;
            self.occupied_classes.toggle(m.from);
            self.occupied_classes.toggle(m.to);
            self.marble_classes[to_move.index()].toggle(m.from);
            self.marble_classes[to_move.index()].toggle(m.to);
            self.marble_hash ^= KEYS.delta(to_move, m.from, m.to);
        }
        self.history.pop();
        self.to_move = to_move;
        // A turn finishes at most one player: forget that finish too, so the
        // game equals the one before the turn.
        if let Some(slot) = self.finished.get_mut(finished_count) {
            *slot = Seat::new(0);
        }
        self.finished_count = finished_count;
        self.finished_set = finished_set;
        self.over = over;
        self.drawn = drawn;
        self.turns -= 1;
    }

    fn undo_point(&self, played: Option<Move>) -> Undo {
        Undo {
            played,
            to_move: self.to_move,
            finished_count: self.finished_count,
            finished_set: self.finished_set,
            over: self.over,
            drawn: self.drawn,
        }
    }

    #[inline]
    fn end_turn(&mut self) {
        self.turns += 1;
        let next_in_order = if self.to_move.index() + 1 == self.players { 0 } else { self.to_move.index() + 1 };
        self.over = self.compute_over(next_in_order == self.first_mover.index());
        if !self.over {
            self.advance_turn();
        }
        self.note_position();
    }

    /// With the repetition rule, adds the position to the history, and ends
    /// the game in a draw if it has now come three times.
    #[inline]
    fn note_position(&mut self) {
        if !self.rules.repetition_draw {
            return;
        }
        let key = self.marble_hash ^ KEYS.to_move(self.to_move);
        let seen = self.history.iter().filter(|&&k| k == key).count();
        self.history.push(key);
        if !self.over && seen >= 2 {
            self.over = true;
            self.drawn = true;
        }
    }

    /// The number of sides that have finished.
    fn finished_sides(&self) -> usize {
        (0..self.side_count).filter(|&s| self.side_finished(s)).count()
    }

    /// Moves the turn to the next player in order who has not finished.
    #[inline]
    fn advance_turn(&mut self) {
        let mut next = self.to_move.index();
        for _ in 0..self.players {
            next = if next + 1 == self.players { 0 } else { next + 1 };
            if !self.finished_set.contains(Seat::new(next)) {
                break;
            }
        }
        self.to_move = Seat::new(next);
    }

    /// Whether a player's target is filled as the win rule demands.
    #[inline]
    pub fn has_filled_target(&self, player: Seat) -> bool {
        self.rules.win.target_filled(self.target_point(player).holes(), self.marbles[player.index()], self.occupied)
    }

    fn record_finish(&mut self, player: Seat) {
        self.finished[self.finished_count] = player;
        self.finished_count += 1;
        self.finished_set = self.finished_set.with(player);
    }

    /// Whether side number `side` has finished (all its players have; never
    /// for a side past the last).
    #[inline]
    pub fn side_finished(&self, side: usize) -> bool {
        let members = self.side(side);
        !members.is_empty() && members.is_subset(self.finished_set)
    }

    /// Number of sides (teams and lone seats).
    #[inline]
    pub fn side_count(&self) -> usize {
        self.side_count
    }

    /// Whether the game ends now; `round_ended` says whether the next turn
    /// in seat order would start a new round. Also sets whether it ends by
    /// a turn limit that draws.
    fn compute_over(&mut self, round_ended: bool) -> bool {
        let done = if self.finished_count == 0 { 0 } else { self.finished_sides() };
        if self.turns >= self.turn_limit {
            self.drawn = self.rules.turn_limit_draw;
            return true;
        }
        if done == 0 {
            return false;
        }
        if self.rules.play_on { done + 1 >= self.side_count } else { !self.rules.equal_turns || round_ended }
    }
}

/// The seats grouped into sides.
struct Sides {
    side_of: [usize; MAX_PLAYERS],
    sides: [Side; MAX_PLAYERS],
    count: usize,
}

/// Groups the seats into sides from the `teams` option: each team is one
/// side, each seat in no team a side of its own.
fn sides(teams: &[Vec<Seat>], players: usize) -> Result<Sides, SetupError> {
    if !teams.is_empty() && players != 4 && players != 6 {
        return Err(SetupError::TeamsNotAllowed { players });
    }
    let mut side_of = [None; MAX_PLAYERS];
    let mut sides = [Side::EMPTY; MAX_PLAYERS];
    let mut count = 0;
    for team in teams.iter().filter(|t| !t.is_empty()) {
        for &seat in team {
            if seat.index() >= players {
                return Err(SetupError::TeamMember { seat, players });
            }
            if side_of[seat.index()].is_some() {
                return Err(SetupError::SeatInTwoTeams { seat });
            }
            side_of[seat.index()] = Some(count);
            sides[count] = sides[count].with(seat);
        }
        count += 1;
    }
    for (p, side) in Seat::all(players).zip(side_of.iter_mut()) {
        if side.is_none() {
            *side = Some(count);
            sides[count] = Side::alone(p);
            count += 1;
        }
    }
    Ok(Sides { side_of: side_of.map(|s| s.unwrap_or(0)), sides, count })
}
