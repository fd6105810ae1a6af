//! A checked game: the seats, the rules turned into hole sets, and the
//! position with whose turn it is and who has finished. Moves are applied and
//! taken back in place, so search and perft never allocate.

use super::board::{Hole, HoleSet, NEIGHBOURS, Point, centre};
use super::notation::Diagram;
use super::setup::{Parking, Rules, Setup, SetupError, UnusedPoints, Win};
use std::fmt;

/// A seat, 0-based: player 1 is `0`.
pub type Player = usize;

/// The most seats a game has.
pub const MAX_PLAYERS: usize = 6;

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
    to_move: u8,
    finished_count: u8,
    finished_mask: u8,
    over: bool,
}

impl Undo {
    /// The move that was played, or `None` for a pass.
    pub fn played(&self) -> Option<Move> {
        self.played
    }
}

/// Why a move or pass was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// The game is over.
    GameOver,
    /// Not a legal move for the player to move.
    Illegal(Move),
    /// A pass while the player has a legal move.
    CannotPass,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::GameOver => f.write_str("the game is over"),
            MoveError::Illegal(m) => write!(f, "{m} is not a legal move"),
            MoveError::CannotPass => f.write_str("a player with a legal move cannot pass"),
        }
    }
}

impl std::error::Error for MoveError {}

/// Start and target points of each seat, in turn order, per player count.
pub fn seat_points(players: usize) -> Option<&'static [Point]> {
    use Point::*;
    match players {
        2 => Some(&[S, N]),
        3 => Some(&[S, NW, NE]),
        4 => Some(&[SW, NW, NE, SE]),
        6 => Some(&[S, SW, NW, N, NE, SE]),
        _ => None,
    }
}

/// A game in progress: checked setup and current position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    rules: Rules,
    players: u8,
    start: [Point; MAX_PLAYERS],
    /// Holes in play (removed points excluded).
    board: HoleSet,
    /// Per player: holes a move may end in.
    allowed_ends: [HoleSet; MAX_PLAYERS],
    /// Per hole: the player whose target it is, or `u8::MAX`.
    target_owner: [u8; 121],
    /// Per player: the side (team or lone seat) it plays for.
    side_of: [u8; MAX_PLAYERS],
    /// Per side: its members as a bit mask of players.
    side_members: [u8; MAX_PLAYERS],
    turn_limit: u32,

    marbles: [HoleSet; MAX_PLAYERS],
    occupied: HoleSet,
    /// Per hole: which neighbours hold a marble, bit `d` for direction
    /// `Direction::ALL[d]` (entries past the board are scratch).
    hurdles: [u8; 128],
    to_move: u8,
    finished: [u8; MAX_PLAYERS],
    finished_count: u8,
    finished_mask: u8,
    turns: u32,
    over: bool,
}

impl Game {
    /// Checks a setup and builds the game it describes.
    pub fn from_setup(setup: &Setup) -> Result<Game, SetupError> {
        let invalid = |m: String| Err(SetupError::Invalid(m));
        let players = setup.players.len();
        let Some(points) = seat_points(players) else {
            return invalid(format!("{players} players: a game has 2, 3, 4 or 6"));
        };
        if setup.to_move == 0 || usize::from(setup.to_move) > players {
            return invalid(format!("to_move is {}, but players are numbered 1 to {players}", setup.to_move));
        }
        let rules = setup.rules.clone();
        let (side_of, side_members) = sides(&rules.teams, players)?;
        let mut start = [Point::S; MAX_PLAYERS];
        start[..players].copy_from_slice(points);
        let used: HoleSet = points.iter().map(|p| p.holes() | p.opposite().holes()).fold(HoleSet::EMPTY, |a, b| a | b);
        let board = match rules.unused_points {
            UnusedPoints::Open => HoleSet::ALL,
            UnusedPoints::Removed => used | centre(),
        };
        let mut allowed_ends = [HoleSet::EMPTY; MAX_PLAYERS];
        let mut target_owner = [u8::MAX; 121];
        for (p, point) in points.iter().enumerate() {
            let own = point.holes() | point.opposite().holes();
            allowed_ends[p] = board
                & match rules.parking {
                    Parking::Anywhere => HoleSet::ALL,
                    Parking::NotInOthersPoints => !used | own,
                    Parking::OwnPointsOnly => centre() | own,
                };
            for hole in point.opposite().holes() {
                target_owner[hole.index()] = p as u8;
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
            return invalid(format!("a marble stands on {hole}, in a point removed from the board"));
        }
        let mut game = Game {
            turn_limit: rules.turn_limit.unwrap_or(u32::MAX),
            rules,
            players: players as u8,
            start,
            board,
            allowed_ends,
            target_owner,
            side_of,
            side_members,
            marbles,
            occupied,
            hurdles: [0; 128],
            to_move: setup.to_move - 1,
            finished: [0; MAX_PLAYERS],
            finished_count: 0,
            finished_mask: 0,
            turns: 0,
            over: false,
        };
        for hole in occupied {
            game.toggle_hurdle(hole);
        }
        for p in 0..players {
            if game.has_filled_target(p) {
                game.record_finish(p);
            }
        }
        game.over = game.compute_over();
        if !game.over && game.is_finished(game.to_move()) {
            game.advance_turn();
        }
        Ok(game)
    }

    /// The rules in force.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Number of seats.
    pub fn player_count(&self) -> usize {
        usize::from(self.players)
    }

    /// The player whose turn it is.
    #[inline]
    pub fn to_move(&self) -> Player {
        usize::from(self.to_move)
    }

    /// Turns played so far (moves and passes).
    pub fn turns(&self) -> u32 {
        self.turns
    }

    /// A player's marbles.
    #[inline]
    pub fn marbles(&self, player: Player) -> HoleSet {
        self.marbles[player]
    }

    /// Every hole with a marble on it.
    #[inline]
    pub fn occupied(&self) -> HoleSet {
        self.occupied
    }

    /// Per hole: which of its neighbours hold a marble, bit `d` for
    /// direction `Direction::ALL[d]`.
    #[inline]
    pub(crate) fn hurdles(&self) -> &[u8; 128] {
        &self.hurdles
    }

    /// Records that `hole` gained or lost its marble in its neighbours'
    /// hurdle codes.
    #[inline]
    fn toggle_hurdle(&mut self, hole: Hole) {
        for (d, &neighbour) in NEIGHBOURS[hole.index()].iter().enumerate() {
            // `hole` is that neighbour's neighbour in the opposite direction.
            self.hurdles[usize::from(neighbour)] ^= 1 << ((d + 3) % 6);
        }
    }

    /// The holes in play: all 121 unless unused points are removed.
    #[inline]
    pub fn board(&self) -> HoleSet {
        self.board
    }

    /// The player whose marble stands on `hole`, if any.
    pub fn owner(&self, hole: Hole) -> Option<Player> {
        (0..self.player_count()).find(|&p| self.marbles[p].contains(hole))
    }

    /// The point a player starts in.
    pub fn start_point(&self, player: Player) -> Point {
        self.start[player]
    }

    /// The point a player aims for.
    pub fn target_point(&self, player: Player) -> Point {
        self.start[player].opposite()
    }

    /// The holes a player's move may end in (parking rules and removed
    /// points applied).
    #[inline]
    pub fn allowed_ends(&self, player: Player) -> HoleSet {
        self.allowed_ends[player]
    }

    /// The side (team, or a seat playing alone) a player belongs to, by index.
    pub fn side_of(&self, player: Player) -> usize {
        usize::from(self.side_of[player])
    }

    /// The players of a side, as a bit mask (bit `p` for player `p`).
    pub fn side_members(&self, side: usize) -> u8 {
        self.side_members[side]
    }

    /// Whether a player has finished.
    #[inline]
    pub fn is_finished(&self, player: Player) -> bool {
        self.finished_mask >> player & 1 != 0
    }

    /// Players who have finished, first to finish first.
    pub fn finishing_order(&self) -> &[u8] {
        &self.finished[..usize::from(self.finished_count)]
    }

    /// Whether the game has ended (someone finished without play-on, all but
    /// one side finished with play-on, or the turn limit was reached).
    #[inline]
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// The position as a diagram.
    pub fn diagram(&self) -> Diagram {
        Diagram { marbles: self.marbles }
    }

    /// Checks and plays a move for the player to move.
    pub fn play(&mut self, m: Move) -> Result<Undo, MoveError> {
        if self.over {
            return Err(MoveError::GameOver);
        }
        if !self.legal_moves().contains(m) {
            return Err(MoveError::Illegal(m));
        }
        Ok(self.play_unchecked(m))
    }

    /// Passes for a player who has no legal move.
    pub fn pass(&mut self) -> Result<Undo, MoveError> {
        if self.over {
            return Err(MoveError::GameOver);
        }
        if !self.legal_moves().is_empty() {
            return Err(MoveError::CannotPass);
        }
        Ok(self.pass_unchecked())
    }

    /// Plays a move known to be legal (from [`Game::legal_moves`]).
    #[inline]
    pub fn play_unchecked(&mut self, m: Move) -> Undo {
        let undo = self.undo_point(Some(m));
        let p = self.to_move();
        let change = HoleSet(m.from.bit().0 | m.to.bit().0);
        self.marbles[p].0 ^= change.0;
        self.occupied.0 ^= change.0;
        self.toggle_hurdle(m.from);
        self.toggle_hurdle(m.to);
        // Only the player whose target holds the landing hole can finish now.
        let owner = self.target_owner[m.to.index()];
        if owner != u8::MAX && !self.is_finished(usize::from(owner)) && self.has_filled_target(usize::from(owner)) {
            self.record_finish(usize::from(owner));
        }
        self.end_turn();
        undo
    }

    /// Passes the turn without checking that no move exists.
    #[inline]
    pub fn pass_unchecked(&mut self) -> Undo {
        let undo = self.undo_point(None);
        self.end_turn();
        undo
    }

    /// Takes back the turn that returned `undo`, restoring the position
    /// exactly.
    #[inline]
    pub fn take_back(&mut self, undo: Undo) {
        let Undo { played, to_move, finished_count, finished_mask, over } = undo;
        if let Some(m) = played {
            let change = m.from.bit().0 | m.to.bit().0;
            self.marbles[usize::from(to_move)].0 ^= change;
            self.occupied.0 ^= change;
            self.toggle_hurdle(m.from);
            self.toggle_hurdle(m.to);
        }
        self.to_move = to_move;
        // A turn finishes at most one player: forget that finish too, so the
        // game equals the one before the turn.
        if let Some(slot) = self.finished.get_mut(usize::from(finished_count)) {
            *slot = 0;
        }
        self.finished_count = finished_count;
        self.finished_mask = finished_mask;
        self.over = over;
        self.turns -= 1;
    }

    fn undo_point(&self, played: Option<Move>) -> Undo {
        Undo {
            played,
            to_move: self.to_move,
            finished_count: self.finished_count,
            finished_mask: self.finished_mask,
            over: self.over,
        }
    }

    #[inline]
    fn end_turn(&mut self) {
        self.turns += 1;
        self.over = self.compute_over();
        if !self.over {
            self.advance_turn();
        }
    }

    /// Moves the turn to the next player in order who has not finished.
    #[inline]
    fn advance_turn(&mut self) {
        let mut next = self.to_move;
        for _ in 0..self.players {
            next = if next + 1 == self.players { 0 } else { next + 1 };
            if self.finished_mask >> next & 1 == 0 {
                break;
            }
        }
        self.to_move = next;
    }

    /// Whether a player's target is filled as the win rule demands.
    #[inline]
    pub fn has_filled_target(&self, player: Player) -> bool {
        let target = self.target_point(player).holes();
        let own = self.marbles[player] & target;
        match self.rules.win {
            Win::FilledWithOneOwn => (self.occupied & target) == target && !own.is_empty(),
            Win::AllOwn => own == target,
        }
    }

    fn record_finish(&mut self, player: Player) {
        self.finished[usize::from(self.finished_count)] = player as u8;
        self.finished_count += 1;
        self.finished_mask |= 1 << player;
    }

    /// Whether a side has finished (all its members have).
    pub fn side_finished(&self, side: usize) -> bool {
        let members = self.side_members[side];
        members != 0 && self.finished_mask & members == members
    }

    /// Number of sides (teams and lone seats).
    pub fn side_count(&self) -> usize {
        self.side_members.iter().take_while(|&&m| m != 0).count()
    }

    fn compute_over(&self) -> bool {
        if self.turns >= self.turn_limit {
            return true;
        }
        if self.finished_count == 0 {
            return false;
        }
        let sides = self.side_count();
        let done = (0..sides).filter(|&s| self.side_finished(s)).count();
        if self.rules.play_on { done + 1 >= sides } else { done > 0 }
    }
}

/// Groups the seats into sides from the `teams` option: each team is one
/// side, each seat in no team a side of its own.
fn sides(teams: &[Vec<u8>], players: usize) -> Result<([u8; MAX_PLAYERS], [u8; MAX_PLAYERS]), SetupError> {
    let invalid = |m: String| Err(SetupError::Invalid(m));
    if !teams.is_empty() && players != 4 && players != 6 {
        return invalid(format!("teams are played with 4 or 6 players, not {players}"));
    }
    let mut side_of = [u8::MAX; MAX_PLAYERS];
    let mut members = [0u8; MAX_PLAYERS];
    let mut sides = 0usize;
    for team in teams.iter().filter(|t| !t.is_empty()) {
        for &seat in team {
            if seat == 0 || usize::from(seat) > players {
                return invalid(format!("team member {seat}: players are numbered 1 to {players}"));
            }
            let p = usize::from(seat - 1);
            if side_of[p] != u8::MAX {
                return invalid(format!("player {seat} is in more than one team"));
            }
            side_of[p] = sides as u8;
            members[sides] |= 1 << p;
        }
        sides += 1;
    }
    for (p, side) in side_of.iter_mut().enumerate().take(players) {
        if *side == u8::MAX {
            *side = sides as u8;
            members[sides] = 1 << p;
            sides += 1;
        }
    }
    Ok((side_of, members))
}
