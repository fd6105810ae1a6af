//! Judging each turn of a game: the played move against the reviewer's
//! own, in turns lost, with each player's race estimate.

use super::race_estimate::{race_estimate, race_estimates};
use super::verdict::{Note, Verdict};
use crate::eval::{Eval, STEP};
use crate::levels::{Config, Strategy};
use crate::search::{Limits, search_scoring};
use crate::tt::WIN;
use crate::{Level, Weights, greedy};
use rules::{CheckedReplay, Game, Hole, Move, Seat};
use std::sync::atomic::{AtomicBool, Ordering};

/// The most turns a review counts against one move: a move that gives the
/// game away counts this much.
pub const MOST_TURNS_LOST: f32 = 10.0;

/// The review of one turn.
#[derive(Clone, Debug, PartialEq)]
pub struct TurnReview {
    /// Who moved.
    pub player: Seat,
    /// The move played, or `None` for a pass.
    pub played: Option<Move>,
    /// The reviewer's move, or `None` where the player had to pass.
    pub best: Option<Move>,
    /// The route the game shows for the reviewer's move (`None` for a
    /// pass), so that showing it needs no replay of the game.
    pub best_route: Option<Vec<Hole>>,
    /// Turns the played move lost against the reviewer's: 0 when they are
    /// the same or score the same, at most [`MOST_TURNS_LOST`].
    pub loss: f32,
    /// The verdict on the played move.
    pub verdict: Verdict,
    /// What else the played move did, when it made it a blunder.
    pub note: Option<Note>,
    /// Each player's race estimate before the move, by seat.
    pub race: Vec<f32>,
}

/// The review of a whole game, turn by turn.
#[derive(Clone, Debug, PartialEq)]
pub struct GameReview {
    /// The level that reviewed it.
    pub level: Level,
    /// One review per turn of the replay, in order.
    pub turns: Vec<TurnReview>,
}

/// Reviews every turn of `replay` at `level`, handing each turn's review
/// to `judged` as soon as it is done. Returns `None` if `stop` was set
/// before the end.
pub fn review_game(
    replay: &CheckedReplay,
    level: Level,
    mut judged: impl FnMut(&TurnReview),
    stop: &AtomicBool,
) -> Option<GameReview> {
    let mut game = replay.start().clone();
    let mut turns = Vec::with_capacity(replay.turns().len());
    for turn in replay.turns() {
        let review = review_turn(&game, turn.played(), level, stop);
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        judged(&review);
        turns.push(review);
        match turn.played() {
            Some(m) => game.play_unchecked(m),
            None => game.pass_unchecked(),
        };
    }
    Some(GameReview { level, turns })
}

/// Reviews the move `played` (`None` for a pass) by the player to move in
/// `game` at `level`. `played` must be legal there.
pub fn review_turn(game: &Game, played: Option<Move>, level: Level, stop: &AtomicBool) -> TurnReview {
    let mover = game.to_move();
    let race = race_estimates(game);
    let review = |best: Option<Move>, loss: f32, note: Option<Note>| TurnReview {
        player: mover,
        played,
        best,
        best_route: best.and_then(|m| game.route(m)),
        loss,
        verdict: Verdict::judge(loss, note),
        note,
        race: race.clone(),
    };
    let moves = game.legal_moves();
    let Some(played) = played else {
        return review(None, 0.0, None);
    };
    if moves.len() == 1 {
        return review(Some(played), 0.0, None);
    }
    if let Some(finish) = greedy::finishing_move(game) {
        let mut after = game.clone();
        after.play_unchecked(played);
        if after.is_finished(mover) {
            return review(Some(played), 0.0, None);
        }
        // The turns it still needs where it could have needed none.
        let loss = race_estimate(&after, mover).min(MOST_TURNS_LOST);
        return review(Some(finish), loss, Some(Note::MissedFinish));
    }
    let (limits, weights) = judge_settings(level);
    let (found, played_score) = search_scoring(game, played, &limits, &weights, stop);
    let best = found.best.unwrap_or(played);
    let lost_units = (found.score - played_score).max(0);
    if lost_units == 0 {
        return review(Some(best), 0.0, None);
    }
    // A forced finish for the mover's side given up, or a forced loss
    // walked into; between two forced results, only their distance differs.
    let won = |score: i32| score >= WIN / 2;
    let lost = |score: i32| score <= -WIN / 2;
    let gives_away = won(found.score) && !won(played_score) || lost(played_score) && !lost(found.score);
    let decided = won(found.score) || lost(found.score);
    let loss = if gives_away {
        MOST_TURNS_LOST
    } else if decided {
        0.0
    } else {
        (lost_units as f32 / units_per_turn(game, mover, &weights)).min(MOST_TURNS_LOST)
    };
    let note = newly_let_finish(game, played, best).or(gives_away.then_some(Note::GivesAwayGame));
    review(Some(best), loss, note)
}

/// The reviewer's search: the level's look-ahead limits without its noise,
/// so the judgement is the same on every run. The one-move levels, which
/// do not search when they play, judge with Hard's search cut to one ply
/// (levels 1 to 4) or two (Medium).
fn judge_settings(level: Level) -> (Limits, Weights) {
    let (config, max_depth) = match Config::for_level(level).strategy {
        Strategy::OneMove(_) if level < Level::MEDIUM => (Config::for_level(Level::HARD), Some(1)),
        Strategy::OneMove(_) => (Config::for_level(Level::HARD), Some(2)),
        Strategy::Search => (Config::for_level(level), None),
    };
    let limits = Limits { max_depth: max_depth.unwrap_or(config.limits.max_depth), ..config.limits };
    (limits, Weights { noise: 0, ..config.weights })
}

/// The evaluation units that make one of the mover's turns here: its cost
/// beyond a full target over its race estimate, at least a step's worth.
fn units_per_turn(game: &Game, mover: Seat, weights: &Weights) -> f32 {
    let eval = Eval::with_stragglers(game, weights.straggler_weight(game.player_count()));
    let beyond = eval.player_cost(game, mover) - eval.full_target_cost(mover, game.marbles(mover).len() as usize);
    (beyond as f32 / race_estimate(game, mover)).max(STEP as f32)
}

/// The first other player who could finish at once after `played` but
/// not after `best`.
fn newly_let_finish(game: &Game, played: Move, best: Move) -> Option<Note> {
    let mover = game.to_move();
    let finishers = |m: Move| {
        let mut after = game.clone();
        after.play_unchecked(m);
        game.seats().filter(|&p| p != mover && can_finish_at_once(&after, p)).collect::<Vec<Seat>>()
    };
    let allowed = finishers(best);
    finishers(played).into_iter().find(|p| !allowed.contains(p)).map(Note::LetsFinish)
}

/// Whether `player`, once its turn comes (the others passing), has a move
/// that finishes.
fn can_finish_at_once(game: &Game, player: Seat) -> bool {
    if game.is_finished(player) {
        return false;
    }
    let mut game = game.clone();
    for _ in 0..game.player_count() {
        if game.is_over() || game.to_move() == player {
            break;
        }
        game.pass_unchecked();
    }
    !game.is_over() && game.to_move() == player && greedy::finishing_move(&game).is_some()
}
