//! The review's judgement on hand-made positions where the answer is
//! clear, on a replay with a planted bad move, and the race estimate.

use super::game;
use chinese_checkers_engine::{Level, Note, Verdict, race_estimate, review_game, review_turn};
use rules::{Game, Move, Rules, Seat, load_replay, parse_route};

use std::sync::atomic::AtomicBool;

/// Player 1 (to move) has a six-hop chain, o2-m6-k6-i4-g6-e6-c2, into its
/// target; a step forward and a step back are also on offer.
const SIX_HOP_CHAIN: &str = include_str!("../../../tests/data/review/six-hop-chain.txt");
/// Player 2 needs one more marble in n2: a step from m7 to m6 by player 1
/// gives player 2 the hurdle for l5-n2.
const LETS_FINISH: &str = include_str!("../../../tests/data/review/lets-finish.txt");
/// Player 1's only legal move is n4-l9.
const ONLY_MOVE: &str = include_str!("../../../tests/data/review/only-move.txt");

/// The legal move a route makes in `game`.
fn legal(game: &Game, route: &str) -> Move {
    let route = parse_route(route).expect("a route");
    game.check_route(&route).expect("a legal move in the test position")
}

fn judge(game: &Game, route: &str) -> chinese_checkers_engine::TurnReview {
    review_turn(game, Some(legal(game, route)), Level::EXPERT, &AtomicBool::new(false))
}

#[test]
fn a_single_step_where_a_six_hop_chain_was_open_is_a_mistake_or_worse() {
    let game = game(2, Rules::default(), Some(SIX_HOP_CHAIN));
    let chain = legal(&game, "o2-m6-k6-i4-g6-e6-c2");
    assert_eq!(game.route(chain).map(|r| r.len()), Some(7), "the chain has six hops");
    let step = judge(&game, "m11-l10");
    assert!(step.verdict >= Verdict::Mistake, "a step against a six-hop chain: {step:?}");
    assert!(step.loss > Verdict::INACCURACY, "it loses over a turn: {}", step.loss);
    let best = step.best.and_then(|m| game.route(m)).expect("the reviewer's route");
    assert_eq!(best.len(), 7, "the reviewer's move is a six-hop chain: {best:?}");
}

#[test]
fn a_step_backward_where_a_long_chain_was_open_is_a_mistake_or_worse() {
    let game = game(2, Rules::default(), Some(SIX_HOP_CHAIN));
    let back = judge(&game, "i7-j8");
    assert!(back.verdict >= Verdict::Mistake, "{back:?}");
}

#[test]
fn the_reviewers_own_move_loses_nothing() {
    let game = game(2, Rules::default(), Some(SIX_HOP_CHAIN));
    let first = review_turn(&game, game.legal_moves().iter().next(), Level::EXPERT, &AtomicBool::new(false));
    let best = first.best.expect("a move");
    let own = review_turn(&game, Some(best), Level::EXPERT, &AtomicBool::new(false));
    assert_eq!((own.loss, own.verdict, own.note), (0.0, Verdict::Best, None));
}

#[test]
fn a_move_that_lets_the_next_player_finish_is_a_blunder() {
    let game = game(2, Rules::default(), Some(LETS_FINISH));
    let review = judge(&game, "m7-m6");
    assert_eq!(review.verdict, Verdict::Blunder);
    assert_eq!(review.note, Some(Note::LetsFinish(Seat::new(1))));
    let best = review.best.expect("a move");
    assert_ne!(Some(best), review.played, "the reviewer keeps the hurdle away");
}

#[test]
fn the_only_move_is_best() {
    let game = game(2, Rules::default(), Some(ONLY_MOVE));
    assert_eq!(game.legal_moves().len(), 1, "the test position has one move");
    let review = judge(&game, "n4-l9");
    assert_eq!((review.loss, review.verdict), (0.0, Verdict::Best));
}

#[test]
fn a_missed_finish_is_a_blunder() {
    let game = game(2, Rules::default(), Some(super::finish::ONE_STEP));
    let elsewhere = game
        .legal_moves()
        .iter()
        .find(|&m| {
            let mut after = game.clone();
            after.play_unchecked(m);
            !after.is_finished(Seat::new(0))
        })
        .expect("a move that does not finish");
    let review = review_turn(&game, Some(elsewhere), Level::EXPERT, &AtomicBool::new(false));
    assert_eq!((review.verdict, review.note), (Verdict::Blunder, Some(Note::MissedFinish)));
}

#[test]
fn a_planted_bad_move_at_the_end_of_a_replay_is_found() {
    let path = super::data("replays/planted-bad-move.ron");
    let replay = load_replay(&path).expect("the test replay loads");
    let review = review_game(&replay, Level::EXPERT, |_| {}, &AtomicBool::new(false)).expect("not stopped");
    assert_eq!(review.turns.len(), 3);
    let last = &review.turns[2];
    assert_eq!(last.player, Seat::new(0));
    assert!(last.verdict >= Verdict::Mistake, "the step back i7-j8: {last:?}");
}

#[test]
fn the_race_estimate_counts_turns() {
    let start = game(2, Rules::default(), None);
    let estimate = race_estimate(&start, Seat::new(0));
    // Two computers take 30 to 50 turns each from the start.
    assert!((25.0..=60.0).contains(&estimate), "from the start: {estimate}");
    // Player 1's marbles are all at home there, as at the start.
    let only = game(2, Rules::default(), Some(ONLY_MOVE));
    assert_eq!(race_estimate(&only, Seat::new(0)), estimate);
    let lets = game(2, Rules::default(), Some(LETS_FINISH));
    let nearly = race_estimate(&lets, Seat::new(1));
    assert!((1.0..=3.0).contains(&nearly), "one marble from home: {nearly}");
}

#[test]
fn expert_judges_nine_moves_in_ten_of_its_own_game_best_or_good() {
    let path = super::data("replays/expert-vs-expert.ron");
    let replay = load_replay(&path).expect("the recorded game loads");
    let review = review_game(&replay, Level::EXPERT, |_| {}, &AtomicBool::new(false)).expect("not stopped");
    let moves: Vec<_> = review.turns.iter().filter(|t| t.played.is_some()).collect();
    let fine = moves.iter().filter(|t| t.verdict <= Verdict::Good).count();
    assert!(fine * 10 >= moves.len() * 9, "{fine} of {} moves best or good", moves.len());
}
