//! How a game ends: finishing places, and the ranking of those who have not
//! finished by their distance to go.

use super::board::{HoleSet, distance_to_tip};
use super::game::Game;
use super::seat::Seat;
use super::setup::Win;

impl Win {
    /// Whether a player whose marbles are `own` has filled its `target`
    /// under this rule, when `occupied` holds every marble on the board.
    ///
    /// ```
    /// use chinese_checkers_rules::{Point, Win};
    /// let target = Point::N.holes();
    /// assert!(Win::AllOwn.target_filled(target, target, target));
    /// assert!(!Win::FilledWithOneOwn.target_filled(target, Point::S.holes(), target | Point::S.holes()));
    /// ```
    #[inline]
    pub fn target_filled(self, target: HoleSet, own: HoleSet, occupied: HoleSet) -> bool {
        let own = own & target;
        match self {
            Win::FilledWithOneOwn => (occupied & target) == target && !own.is_empty(),
            Win::AllOwn => own == target,
        }
    }
}

/// One entry of a ranking: a player, or a team.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// The players of the entry (one, or a team's members).
    pub players: Vec<Seat>,
    /// Place from 1; entries with equal distance to go share a place.
    pub place: usize,
    /// Whether the entry finished.
    pub finished: bool,
    /// Steps still to go on an empty board (0 once finished).
    pub distance: u32,
}

/// The sum over a player's marbles of the steps from each to the far tip of
/// their target on an empty board: lower is closer to finishing.
pub fn distance_to_go(game: &Game, player: Seat) -> u32 {
    let target = game.target_point(player);
    game.marbles(player).iter().map(|hole| u32::from(distance_to_tip(target, hole))).sum()
}

impl Game {
    /// Every player's place: finishers in finishing order (all first with
    /// equal turns), then the rest by distance to go (all sharing one place
    /// after a draw by repetition or by a turn limit that draws).
    pub fn standings(&self) -> Vec<Standing> {
        let entries = self.seats().map(|p| vec![p]).collect();
        self.rank(entries)
    }

    /// Places of the sides (teams, and seats playing alone): a team finishes
    /// when its last member does; unfinished teams are ranked by the sum of
    /// their members' distances.
    pub fn side_standings(&self) -> Vec<Standing> {
        let entries = self.sides().iter().map(|side| side.players().collect()).collect();
        self.rank(entries)
    }

    fn rank(&self, entries: Vec<Vec<Seat>>) -> Vec<Standing> {
        let order = self.finishing_order();
        // When an entry finished: the position of its last member in the
        // finishing order.
        let finished_at = |players: &[Seat]| -> Option<usize> {
            players
                .iter()
                .map(|&p| order.iter().position(|&q| q == p))
                .try_fold(0, |latest, at| at.map(|at| latest.max(at)))
        };
        let mut keyed: Vec<(Option<usize>, u32, Vec<Seat>)> = entries
            .into_iter()
            .map(|players| {
                let at = finished_at(&players);
                let distance = if at.is_some() { 0 } else { players.iter().map(|&p| distance_to_go(self, p)).sum() };
                (at, distance, players)
            })
            .collect();
        keyed.sort_by_key(|(at, distance, players)| (at.is_none(), at.unwrap_or(0), *distance, players[0]));
        let finishers_tie = self.shares_first_place();
        let others_tie = self.ended_in_draw_rule();
        let mut standings: Vec<Standing> = Vec::with_capacity(keyed.len());
        for (i, (at, distance, players)) in keyed.into_iter().enumerate() {
            let ties_previous = standings.last().is_some_and(|prev| match at {
                Some(_) => prev.finished && finishers_tie,
                None => !prev.finished && (others_tie || prev.distance == distance),
            });
            let place = match standings.last() {
                Some(prev) if ties_previous => prev.place,
                _ => i + 1,
            };
            standings.push(Standing { players, place, finished: at.is_some(), distance });
        }
        standings
    }
}
