//! The others' replies as a look-ahead player would make them: the model
//! the tree search checks its best few root moves against (see
//! [`ReplyCheck`]).
//!
//! The tree search's playouts race with greedy moves, in which nobody gets
//! in anybody's way. Real opponents who look ahead do: among moves about as
//! good for themselves they take one that spoils the leader's next hop
//! chain. A move that leaves a chain open to such a block looks as good as
//! a safe one in the playouts; played out after a round of modelled
//! replies, it does not.

use super::eval::Weights;
use super::greedy::finishing_move;
use super::search::{self, Limits};
use crate::rules::{Game, MAX_PLAYERS, Move};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// How the tree search's choice is checked against modelled replies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReplyCheck {
    /// By player count (index 6 for six players), how many root moves are
    /// checked: the tree search's own choice and the next most played
    /// moves that let no other player finish at once. 0 or 1: no check.
    pub moves: [usize; MAX_PLAYERS + 1],
    /// Playouts of the tree grown for each checked move, from the position
    /// after it and a round of modelled replies.
    pub playouts: u32,
    /// Bounds of the look-ahead search that models each other player's
    /// reply.
    pub limits: Limits,
    /// What that search weighs.
    pub weights: Weights,
}

impl ReplyCheck {
    /// No check at any player count.
    pub const NONE: ReplyCheck = ReplyCheck {
        moves: [0; MAX_PLAYERS + 1],
        playouts: 0,
        limits: Limits {
            nodes: 0,
            max_depth: 0,
            width: 0,
            crowd_percent: Limits::USUAL_CROWD,
            time_cap: Duration::ZERO,
            focused: Limits::EVERY_REPLY,
        },
        weights: Weights { tempo: false, noise: 0, stragglers: Weights::USUAL_STRAGGLERS },
    };

    /// How many root moves are checked in `game`: 0 where there is no
    /// check.
    ///
    /// ```
    /// use chinese_checkers::ai::{Config, Level};
    /// use chinese_checkers::rules::{Game, Setup};
    ///
    /// let game = |seats: usize| {
    ///     let players = vec!["(kind: Human)"; seats].join(", ");
    ///     Game::from_setup(&Setup::from_ron(&format!("(players: [{players}])")).unwrap()).unwrap()
    /// };
    /// let check = Config::for_level(Level::EXPERT).tree.replies;
    /// assert!(check.moves_for(&game(4)) > 1);
    /// assert_eq!(check.moves_for(&game(6)), 0);
    /// assert_eq!(check.moves_for(&game(2)), 0);
    /// ```
    pub fn moves_for(&self, game: &Game) -> usize {
        match self.moves.get(game.player_count()).copied().unwrap_or(0) {
            0 | 1 => 0,
            moves => moves,
        }
    }

    /// The reply the model makes for the player to move in `game`: a move
    /// that finishes if it has one, else the look-ahead search's move;
    /// `None` for a pass.
    pub(crate) fn reply(&self, game: &Game, seed: u64, stop: &AtomicBool) -> Option<Move> {
        finishing_move(game).or_else(|| search::search(game, &self.limits, &self.weights, seed, stop).best)
    }

    /// `game` after the mover plays `m` (`None`: passes) and each other
    /// player then makes the model's reply, until the mover is to move
    /// again or a player has finished since `game`.
    pub(crate) fn after_round(&self, game: &Game, m: Option<Move>, seed: u64, stop: &AtomicBool) -> Game {
        let mover = game.to_move();
        let finished = game.finishing_order().len();
        let mut after = game.clone();
        let play = |after: &mut Game, m: Option<Move>| match m {
            Some(m) => after.play_unchecked(m),
            None => after.pass_unchecked(),
        };
        play(&mut after, m);
        let mut replies = 0;
        while after.to_move() != mover && after.finishing_order().len() == finished && !after.is_over() {
            replies += 1;
            let reply = self.reply(&after, seed ^ replies, stop);
            play(&mut after, reply);
        }
        after
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::mcts::tests::game;
    use crate::ai::{Config, Level};
    use crate::rules::Seat;

    /// After a round of modelled replies the mover is to move again, and
    /// every other player has made the move its look-ahead search chose.
    #[test]
    fn a_round_ends_with_the_mover_to_move_again() {
        let start = game(6, None);
        let check = Config::for_level(Level::EXPERT).tree.replies;
        let stop = AtomicBool::new(false);
        let m = start.legal_moves().iter().next().expect("a move");
        let after = check.after_round(&start, Some(m), 3, &stop);
        assert_eq!(after.to_move(), start.to_move());
        assert_eq!(after.turns(), start.turns() + 6);
        let mut replayed = start.clone();
        replayed.play_unchecked(m);
        for reply in 1..6 {
            let expected = check.reply(&replayed, 3 ^ reply, &stop).expect("a reply in the opening");
            assert!(replayed.legal_moves().contains(expected));
            replayed.play_unchecked(expected);
        }
        assert_eq!(replayed, after);
    }

    /// Player 2 can finish on its turn right after player 1 (see the
    /// position's file): the round stops there, with player 2 finished.
    #[test]
    fn a_round_stops_where_another_player_finishes() {
        let block = game(3, Some(include_str!("../../tests/data/three-player-block.txt")));
        let check = ReplyCheck { moves: [3; MAX_PLAYERS + 1], ..Config::for_level(Level::EXPERT).tree.replies };
        let stop = AtomicBool::new(false);
        let me = block.to_move();
        let opening = block.legal_moves().iter().find(|&m| {
            let mut after = block.clone();
            after.play_unchecked(m);
            after.to_move() == Seat::new(1) && finishing_move(&after).is_some()
        });
        let opening = opening.expect("no move of player 1 lets player 2 finish");
        let after = check.after_round(&block, Some(opening), 1, &stop);
        assert_ne!(after.to_move(), me, "the round went on past the finish");
        assert_eq!(after.finishing_order(), &[Seat::new(1)]);
    }
}
