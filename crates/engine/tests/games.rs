//! Whole games: reproducible for a seed, and every game ends.

use super::{MIDDLE_GAME, game, small};
use chinese_checkers_engine::{Config, Level, TreeLimits, think};
use rules::{Game, Move, Rules};
use std::sync::atomic::AtomicBool;

/// Plays `game` out with one level per seat, at most `turns` turns; returns
/// the moves played.
fn play_out(game: &mut Game, seats: &[Config], seed: u64, turns: u32) -> Vec<Option<Move>> {
    let mut played = Vec::new();
    while !game.is_over() && game.turns() < turns {
        let p = game.to_move();
        let m = think(game, &seats[p.index()], seed + u64::from(game.turns()), &AtomicBool::new(false)).best;
        match m {
            Some(m) => assert!(game.play(m).is_ok(), "{m} is illegal"),
            None => assert!(game.pass().is_ok(), "a pass with a legal move"),
        }
        played.push(m);
    }
    played
}

#[test]
fn the_same_seed_plays_the_same_game() {
    let seats = [small(Level::EASY), small(Level::MEDIUM), small(Level::HARD)];
    let runs: Vec<Vec<Option<Move>>> =
        (0..2).map(|_| play_out(&mut game(3, Rules::default(), None), &seats, 42, 45)).collect();
    assert_eq!(runs[0], runs[1]);
    let other = play_out(&mut game(3, Rules::default(), None), &seats, 43, 45);
    assert_ne!(runs[0], other, "another seed should change Easy's moves");
}

#[test]
fn games_at_low_limits_end() {
    for (players, seats) in [
        (2, vec![small(Level::EASY), small(Level::MEDIUM)]),
        (2, vec![small(Level::HARD), small(Level::EXPERT)]),
        (3, vec![small(Level::MEDIUM), small(Level::HARD), small(Level::EASY)]),
        (3, vec![small(Level::EXPERT), small(Level::HARD), small(Level::HARD)]),
        (4, vec![small(Level::HARD), small(Level::EXPERT), small(Level::MEDIUM), small(Level::HARD)]),
        (
            6,
            vec![
                small(Level::EASY),
                small(Level::MEDIUM),
                small(Level::HARD),
                small(Level::EASY),
                small(Level::MEDIUM),
                small(Level::HARD),
            ],
        ),
    ] {
        let mut game = game(players, Rules::default(), None);
        play_out(&mut game, &seats, 7, 150 * players as u32);
        assert!(game.is_over(), "{players} players: no one finished in {} turns", game.turns());
        assert!(!game.finishing_order().is_empty());
    }
}

#[test]
fn easy_games_end_by_themselves() {
    let seats = [Config::for_level(Level::EASY), Config::for_level(Level::EASY)];
    for seed in 0..3 {
        let mut game = game(2, Rules::default(), None);
        play_out(&mut game, &seats, seed, 400);
        assert!(game.is_over(), "seed {seed}: Easy against Easy did not end in 400 turns");
    }
}

#[test]
fn the_straggler_weight_applies_to_its_player_count() {
    let stop = AtomicBool::new(false);
    // The look-ahead search's score shows the evaluation directly.
    let usual = Config { tree: TreeLimits::NONE, ..small(Level::EXPERT) };
    let mut heavy = usual;
    heavy.weights.stragglers[3] += 3;
    let two = game(2, Rules::default(), Some(MIDDLE_GAME));
    let (a, b) = (think(&two, &usual, 3, &stop), think(&two, &heavy, 3, &stop));
    assert_eq!((a.best, a.score, a.nodes), (b.best, b.score, b.nodes));
    let three = game(3, Rules::default(), None);
    let (a, b) = (think(&three, &usual, 3, &stop), think(&three, &heavy, 3, &stop));
    assert_ne!(a.score, b.score, "with three players the weight should change the evaluation");
    let six = game(6, Rules::default(), None);
    let (a, b) = (think(&six, &usual, 3, &stop), think(&six, &heavy, 3, &stop));
    assert_eq!((a.best, a.score, a.nodes), (b.best, b.score, b.nodes));
}
