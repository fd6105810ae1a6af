//! The ladder of levels: the weak levels lose the way people do, by what
//! they overlook, never by a move no person would choose.

use super::game;
use chinese_checkers_engine::{Level, choose_move};
use rules::{Game, Rules, distance_to_tip, hops_in_route, route_to_string};
use std::sync::atomic::AtomicBool;

/// How many steps `m` brings the mover nearer its target's tip.
fn progress(game: &Game, m: rules::Move) -> i32 {
    let target = game.target_point(game.to_move());
    i32::from(distance_to_tip(target, m.from)) - i32::from(distance_to_tip(target, m.to))
}

/// Plays the opening (30 turns) of a two-player game between `levels`,
/// calling `check` with the position and the move before each move.
fn opening(levels: [Level; 2], seed: u64, mut check: impl FnMut(&Game, Level, rules::Move)) {
    let mut game = game(2, Rules::default(), None);
    for turn in 0..30u64 {
        let level = levels[game.to_move().index()];
        let Some(m) = choose_move(&game, level, seed + turn, &AtomicBool::new(false)) else { break };
        check(&game, level, m);
        if game.play(m).is_err() || game.is_over() {
            break;
        }
    }
}

#[test]
fn no_level_steps_back_in_the_opening_while_a_forward_move_is_open() {
    for pair in Level::ALL.windows(2).take(7) {
        for seed in [1, 2] {
            opening([pair[0], pair[1]], seed, |game, level, m| {
                let forward_open = game.legal_moves().iter().any(|n| progress(game, n) > 0);
                assert!(!forward_open || progress(game, m) >= 0, "{level} stepped back at turn {}", game.turns());
            });
        }
    }
}

#[test]
fn the_weakest_levels_overlook_long_chains_and_stronger_ones_take_them() {
    let mut longest = [0; 3];
    for seed in 1..=4 {
        opening([Level::EASY, Level::new(3).expect("a level")], seed, |game, level, m| {
            let hops = game.route(m).map_or(0, |route| hops_in_route(&route));
            let slot = if level == Level::EASY { 0 } else { 1 };
            longest[slot] = longest[slot].max(hops);
        });
    }
    assert!(longest[0] <= 2, "level 1 sees chains of two hops at most, and took {}", longest[0]);
    assert!(longest[1] > 2, "level 3 sees every chain, and took {} hops at most", longest[1]);
}

/// Player 1 (heading north, to move) has its last marble far behind on m7,
/// with a chain of two hops over its own marbles on l6 and j5 (m7-k5-i5),
/// worth more than any other move even to a player who misjudges close
/// moves by three steps.
const TWO_HOP_CHAIN: &str = "
            1
           1 1
          1 1 1
         . . . 1
. . . . . . . . . . . . .
 . . . . . . . . . . . .
  . . . . . . . . . . .
   . . . . . . . . . .
    2 . . . . . . . 2
   . . . . 1 . . . . .
  . . . . . . . . . . .
 . . . . . 1 . . . . . .
. . . . . . 1 . . . . . .
         2 . . 2
          2 2 2
           2 2
            2
";

#[test]
fn level_one_often_overlooks_even_a_chain_of_two_hops_and_level_two_never() {
    let game = game(2, Rules::default(), Some(TWO_HOP_CHAIN));
    let chain = |level: Level, seed: u64| {
        let m = choose_move(&game, level, seed, &AtomicBool::new(false)).expect("a move");
        game.route(m).is_some_and(|route| route_to_string(&route) == "m7-k5-i5")
    };
    let by_level_one = (0..200).filter(|&seed| chain(Level::EASY, seed)).count();
    assert!(
        (90..150).contains(&by_level_one),
        "level 1 took the chain in {by_level_one} of 200 turns, not about 3 in 5"
    );
    let two = Level::new(2).expect("a level");
    assert!((0..200).all(|seed| chain(two, seed)), "level 2 sees every chain of two hops");
}

#[test]
fn each_one_move_level_beats_the_one_below_more_often_than_not() {
    for pair in Level::ALL.windows(2).take(4) {
        let mut upper_wins = 0;
        for seed in 0..20u64 {
            let mut game = game(2, Rules::default(), None);
            let upper_seat = (seed % 2) as usize;
            while !game.is_over() && game.turns() < 600 {
                let seat = game.to_move().index();
                let level = if seat == upper_seat { pair[1] } else { pair[0] };
                let played =
                    match choose_move(&game, level, seed * 1000 + u64::from(game.turns()), &AtomicBool::new(false)) {
                        Some(m) => game.play(m).map(|_| ()),
                        None => game.pass().map(|_| ()),
                    };
                assert!(played.is_ok(), "{level} chose an illegal move");
            }
            if game.finishing_order().first().is_some_and(|w| w.index() == upper_seat) {
                upper_wins += 1;
            }
        }
        assert!((11..20).contains(&upper_wins), "{} won {upper_wins} of 20 against {}", pair[1], pair[0]);
    }
}

#[test]
fn levels_six_to_nine_play_a_third_of_two_player_games_below_and_above_themselves() {
    use chinese_checkers_engine::{Config, played_as};
    const GAMES: u64 = 3_000;
    for number in 6..=9u8 {
        let level = Level::new(number).expect("a level");
        let mut forms = [0u64; 3];
        for seed in 0..GAMES {
            for seat in 0..2 {
                let played = played_as(level, 2, seat, seed);
                assert_eq!(Config::for_game(level, 2, seat, seed), Config::for_level(played));
                assert_eq!(played, played_as(level, 2, seat, seed), "the same game, the same form");
                forms[usize::from(played.number() + 1 - number)] += 1;
            }
        }
        for (form, count) in ["below", "itself", "above"].iter().zip(forms) {
            let share = count as f64 / (2 * GAMES) as f64;
            assert!((0.29..0.38).contains(&share), "level {number} played {share:.3} of its games as {form}");
        }
    }
    for level in Level::ALL {
        let players_of_form = if (6..=9).contains(&level.number()) { vec![3, 4, 6] } else { vec![2, 3, 4, 6] };
        for players in players_of_form {
            assert!((0..200).all(|seed| played_as(level, players, 0, seed) == level), "{level} with {players}");
        }
    }
}
