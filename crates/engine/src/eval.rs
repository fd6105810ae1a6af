//! The evaluation: how far each player still has to go, from exact
//! distance-to-target tables, with a convex cost per marble so that a marble
//! left far behind weighs more than its steps (the straggler penalty).
//! Scores are from one side's point of view: higher is better for it.

use rules::{Game, HOLE_COUNT, Hole, MAX_PLAYERS, Move, Seat, Side, distance_to_tip};

/// What the search weighs in a position besides each side's distance to go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Whether a leaf counts half the best next move of the side to move.
    pub tempo: bool,
    /// Most evaluation units of seeded noise added to each leaf (a step
    /// forward is 16 or more), so that different seeds play different
    /// games; 0 for none.
    pub noise: u32,
    /// How many times the usual straggler penalty (the extra cost of a
    /// marble left far behind) the look-ahead search's evaluation charges,
    /// by the game's player count: index 3 for a three-player game; 1 is
    /// the usual. The tree search has its own
    /// ([`super::TreeLimits::stragglers`]).
    pub stragglers: [i32; MAX_PLAYERS + 1],
}

impl Weights {
    /// The usual straggler penalty whatever the player count.
    pub const USUAL_STRAGGLERS: [i32; MAX_PLAYERS + 1] = [1; MAX_PLAYERS + 1];

    /// The straggler weight for a game of `players` players (1, the usual,
    /// for a count the table has no entry for).
    ///
    /// ```
    /// use chinese_checkers_engine::{Config, Level};
    /// let weights = Config::for_level(Level::EXPERT).weights;
    /// assert_eq!((weights.straggler_weight(2), weights.straggler_weight(3)), (1, 2));
    /// ```
    pub fn straggler_weight(&self, players: usize) -> i32 {
        self.stragglers.get(players).copied().unwrap_or(1)
    }
}

/// Cost units per step of distance to the target's tip.
pub(crate) const STEP: i32 = 16;

/// Turns per seat after which the searching side grows impatient: it values
/// its own progress more and more above hindering the others, so that two
/// players who block each other cannot wait for ever.
const PATIENCE_TURNS_PER_PLAYER: u32 = 60;

/// The turns after which the searching side grows impatient in `game`.
fn patience(game: &Game) -> u32 {
    PATIENCE_TURNS_PER_PLAYER * game.player_count() as u32
}

/// Whether the game has run past [`patience`].
pub(crate) fn patience_over(game: &Game) -> bool {
    game.turns() > patience(game)
}

/// Turns of impatience over which the weight of one's own progress grows by
/// one.
const IMPATIENCE_TURNS: i32 = 10;

/// The cost of a marble `d` steps from its target's tip: linear plus
/// `weight` times a square, so the last marbles are pushed harder than the
/// leaders.
const fn marble_cost(d: i32, weight: i32) -> i32 {
    STEP * d + weight * d * d
}

/// Per-position scoring tables for one game's seats and sides.
pub(crate) struct Eval {
    cost: [[i32; HOLE_COUNT]; MAX_PLAYERS],
    /// Turns played beyond the patience limit when the search began.
    impatience: i32,
}

impl Eval {
    /// The tables for a game's seats.
    pub(crate) fn new(game: &Game) -> Eval {
        Eval::with_stragglers(game, 1)
    }

    /// The tables for a game's seats, with `weight` times the usual
    /// straggler penalty.
    pub(crate) fn with_stragglers(game: &Game, weight: i32) -> Eval {
        let mut cost = [[0; HOLE_COUNT]; MAX_PLAYERS];
        for (p, costs) in game.seats().zip(cost.iter_mut()) {
            let target = game.target_point(p);
            for hole in Hole::all() {
                costs[hole.index()] = marble_cost(i32::from(distance_to_tip(target, hole)), weight);
            }
        }
        let impatience = game.turns().saturating_sub(patience(game)).min(100_000) as i32;
        Eval { cost, impatience }
    }

    /// How much a move brings `player` closer (negative: backwards).
    #[inline]
    pub(crate) fn gain(&self, player: Seat, m: Move) -> i32 {
        self.cost[player.index()][m.from.index()] - self.cost[player.index()][m.to.index()]
    }

    /// What `player` still counts with `marbles` marbles on the holes
    /// nearest its target's tip: the least it can have to go while it has
    /// not finished.
    pub(crate) fn full_target_cost(&self, player: Seat, marbles: usize) -> i32 {
        let mut costs = self.cost[player.index()];
        costs.sort_unstable();
        costs.iter().take(marbles).sum()
    }

    /// What `player` still has to go: 0 once finished.
    #[inline]
    pub(crate) fn player_cost(&self, game: &Game, player: Seat) -> i32 {
        if game.is_finished(player) {
            return 0;
        }
        game.marbles(player).iter().map(|hole| self.cost[player.index()][hole.index()]).sum()
    }

    /// What a side still has to go: its players' mean cost.
    fn side_cost(&self, game: &Game, side: Side) -> i32 {
        let total: i32 = side.players().map(|p| self.player_cost(game, p)).sum();
        total / (side.len() as i32).max(1)
    }

    /// The strongest other side still playing: the one with the least to
    /// go, the first of equals.
    pub(crate) fn leader(&self, game: &Game, side: usize) -> Option<usize> {
        (0..game.side_count())
            .filter(|&s| s != side && !game.side_finished(s))
            .min_by_key(|&s| self.side_cost(game, game.side(s)))
    }

    /// The position's score for `side`: how much further the strongest
    /// other side (still playing) has to go than `side` has; late in a long
    /// game, `side`'s own distance weighs more (see
    /// [`PATIENCE_TURNS_PER_PLAYER`]).
    pub(crate) fn score(&self, game: &Game, side: usize) -> i32 {
        let mine = self.side_cost(game, game.side(side));
        let best_other = (0..game.side_count())
            .filter(|&s| s != side && !game.side_finished(s))
            .map(|s| self.side_cost(game, game.side(s)))
            .min()
            .unwrap_or(0);
        // Weighing the others' distance less with more than two sides (they
        // have others to stop them) was measured: Expert then lost to two
        // Hard players more often than not.
        best_other - mine - self.impatience_cost(mine)
    }

    /// The score of a drawn position for `side`: even, less the same
    /// impatience [`Eval::score`] charges, so that late in a long game a
    /// side ahead still prefers playing on to a draw, and only a side
    /// behind seeks one (a flat 0 would beat every impatient score).
    pub(crate) fn draw_score(&self, game: &Game, side: usize) -> i32 {
        -self.impatience_cost(self.side_cost(game, game.side(side)))
    }

    /// What impatience charges a side that still has `to_go` to go.
    fn impatience_cost(&self, to_go: i32) -> i32 {
        to_go * self.impatience / IMPATIENCE_TURNS
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{PlayerKind, PlayerSpec, Setup};

    /// A two-player game `turns` turns old, where the first player has made
    /// `lead` moves towards its target and the second none.
    fn game_with_lead(turns: u32, lead: usize) -> Game {
        let mut setup = Setup::new(vec![PlayerSpec::new(PlayerKind::Human); 2]);
        setup.turns_played = turns;
        let mut game = Game::from_setup(&setup).expect("the standard start");
        let eval = Eval::new(&game);
        for _ in 0..lead {
            let mover = game.to_move();
            let best = game.legal_moves().iter().max_by_key(|&m| eval.gain(mover, m)).expect("a move");
            game.play_unchecked(best);
            game.pass_unchecked();
        }
        game
    }

    #[test]
    fn late_in_a_long_game_a_draw_is_worse_than_being_ahead_and_better_than_being_behind() {
        for turns in [0, 200, 400] {
            let game = game_with_lead(turns, 3);
            let eval = Eval::new(&game);
            let (ahead, behind) = (game.side_of(Seat::new(0)), game.side_of(Seat::new(1)));
            assert!(eval.score(&game, ahead) > eval.draw_score(&game, ahead), "after {turns} turns, ahead");
            assert!(eval.score(&game, behind) < eval.draw_score(&game, behind), "after {turns} turns, behind");
        }
    }
}
