//! The rating list's endings in the search: a draw by repetition scores as
//! even, so Expert seeks one when it is lost and avoids one when it is
//! ahead.

use super::game;
use chinese_checkers_engine::{Level, choose_move};
use rules::{Game, Move, PlayerKind, PlayerSpec, Preset, Rules, Seat, Setup};
use std::sync::atomic::AtomicBool;

/// Player 1 (heading north) has nine marbles home or blocked in by player
/// 2's three left at home, and its tenth on e4, two steps from the last
/// free hole d1; player 2 is far from its target.
const NEARLY_HOME: &str = "
            2
           2 2
          1 1 1
         . 1 1 1
. . . 1 . . . . . . . . .
 . . . . . . . . . . . .
  . . 2 . 2 . 2 . 2 . .
   . 2 . . 2 . . 2 . .
    . . . . . . . . .
   . . . . . . . . . .
  . . . . . . . . . . .
 . . . . . . . . . . . .
. . . . . . . . . . . . .
         . . . .
          . . .
           . .
            .
";

fn mv(text: &str) -> Move {
    let (from, to) = text.split_once('-').expect("a move");
    Move { from: from.parse().expect("a hole"), to: to.parse().expect("a hole") }
}

/// The position after `moves` from [`NEARLY_HOME`] under `rules`.
fn after(rules: Rules, moves: &[&str]) -> Game {
    let mut game = game(2, rules, Some(NEARLY_HOME));
    for &m in moves {
        game.play(mv(m)).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    game
}

/// Player 1 steps e4-e5 and back, player 2 h5-i5 (toward its target) and
/// back.
const SHUFFLE: [&str; 4] = ["e4-e5", "h5-i5", "e5-e4", "i5-h5"];

fn expert(game: &Game) -> Option<Move> {
    choose_move(game, Level::EXPERT, 1, &AtomicBool::new(false))
}

#[test]
fn expert_behind_steps_back_into_a_third_repetition() {
    // Player 2 to move; i5-h5 would bring the start a third time.
    let moves = [SHUFFLE.as_slice(), &SHUFFLE[..3]].concat();
    let lost = after(Preset::Ccerl2p10v2.rules(), &moves);
    assert_eq!(expert(&lost), Some(mv("i5-h5")), "the draw, not a loss");
    let no_rule = Rules { repetition_draw: false, ..Preset::Ccerl2p10v2.rules() };
    assert_ne!(expert(&after(no_rule, &moves)), Some(mv("i5-h5")), "without the rule the step back is no use");
}

#[test]
fn expert_ahead_does_not_repeat_a_position_a_third_time() {
    // From player 1's e4-e5 with player 2 to move, the shuffle's positions
    // come in the order: after e4-e5, h5-i5, e5-e4, i5-h5. After two rounds
    // less the first move, e4-e5 would bring the first a third time.
    let mut setup = Setup::new(vec![PlayerSpec::new(PlayerKind::Human); 2]);
    setup.rules = Preset::Ccerl2p10v2.rules();
    setup.position = Some(NEARLY_HOME.replace(". . . 1 . . . . . . . . .", ". . . . 1 . . . . . . . ."));
    setup.to_move = Seat::new(1);
    setup.first_mover = Some(Seat::new(0));
    let moves = [&SHUFFLE[1..], SHUFFLE.as_slice()].concat();
    let mut ahead = Game::from_setup(&setup).expect("the position");
    for &m in &moves {
        ahead.play(mv(m)).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    let mut probe = ahead.clone();
    probe.play(mv("e4-e5")).expect("forward");
    assert!(probe.is_drawn(), "e4-e5 repeats the position a third time");
    let chosen = expert(&ahead).expect("a move");
    assert_ne!(chosen, mv("e4-e5"), "the draw");
    let mut after = ahead.clone();
    after.play(chosen).expect("legal");
    assert!(!after.is_over(), "{chosen} keeps the game going");
}
