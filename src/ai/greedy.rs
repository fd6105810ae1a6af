//! The one-move players, Easy and Medium: they look at their own moves only.
//! Medium takes the move that brings it furthest (its best hop chain);
//! Easy picks among short forward moves at random, so it misses long chains
//! and leaves marbles behind, but every move it makes goes forward.

use super::eval::Eval;
use super::rng::Rng;
use crate::rules::{Game, Move, distance_to_tip};

/// A move that finishes the mover, if there is one.
pub(crate) fn finishing_move(game: &Game) -> Option<Move> {
    let me = game.to_move();
    let mut scratch = game.clone();
    game.legal_moves().iter().find(|&m| {
        let undo = scratch.play_unchecked(m);
        let done = scratch.is_finished(me);
        scratch.take_back(undo);
        done
    })
}

/// The follow-up the mover of `m` has after it: the progress of its best
/// move then, the others standing still; 0 when it has none going forward,
/// and [`FINISHED_FOLLOW_UP`] when `m` finishes. `game` is left as it was.
pub(crate) fn follow_up(game: &mut Game, eval: &Eval, m: Move) -> i32 {
    let me = game.to_move();
    let undo = game.play_unchecked(m);
    let best = if game.is_finished(me) {
        FINISHED_FOLLOW_UP
    } else {
        game.moves_of(me).iter().map(|n| eval.gain(me, n)).max().unwrap_or(0).max(0)
    };
    game.take_back(undo);
    best
}

/// The follow-up counted for a move that finishes: more than any move's
/// progress.
const FINISHED_FOLLOW_UP: i32 = 1000;

/// Medium's move: the most progress (by the evaluation's marble costs)
/// counting half of the best own move it sets up, ties broken at random;
/// `None` when no move makes progress.
pub(crate) fn best_forward(game: &Game, seed: u64) -> Option<Move> {
    let me = game.to_move();
    let eval = Eval::new(game);
    let mut rng = Rng::new(seed);
    let mut scratch = game.clone();
    let mut best: Option<(i32, u32, Move)> = None;
    for m in game.legal_moves().iter() {
        let gain = eval.gain(me, m);
        if gain <= 0 {
            continue;
        }
        let score = 2 * gain + follow_up(&mut scratch, &eval, m);
        let tie = rng.below(1 << 16);
        if best.is_none_or(|(s, t, _)| (score, tie) > (s, t)) {
            best = Some((score, tie, m));
        }
    }
    best.map(|(_, _, m)| m)
}

/// Easy's move: a random forward move, where anything beyond two steps of
/// progress counts as two (so long chains are no more tempting than short
/// hops); `None` when no move goes forward.
pub(crate) fn random_forward(game: &Game, seed: u64) -> Option<Move> {
    let me = game.to_move();
    let target = game.target_point(me);
    let mut rng = Rng::new(seed);
    let mut best: Option<(u32, Move)> = None;
    for m in game.legal_moves().iter() {
        let steps = i32::from(distance_to_tip(target, m.from)) - i32::from(distance_to_tip(target, m.to));
        if steps <= 0 {
            continue;
        }
        let score = steps.min(2) as u32 * 3 + rng.below(5);
        if best.is_none_or(|(s, _)| score > s) {
            best = Some((score, m));
        }
    }
    best.map(|(_, m)| m)
}
