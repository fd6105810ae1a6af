//! The race planner with more than two players: Expert hands over to it once
//! its marbles have passed every other player's; Hard keeps growing its
//! tree.

use super::{game, small};
use chinese_checkers_engine::{Level, Method, think};
use rules::Rules;
use std::sync::atomic::AtomicBool;

/// Three players, player 1 (heading north) to move: its marbles are all
/// beyond the others', which are nearly home in the south-west and
/// south-east points.
const PASSED: &str = "
            1
           1 1
          1 1 1
         1 . 1 .
. . . . . 1 . 1 . . . . .
 . . . . . . . . . . . .
  . . . . . . . . . . .
   . . . . . . . . . .
    . . 3 . . . 2 . .
   3 . . . . . . . . 2
  3 3 . . . . . . . 2 2
 3 3 3 . . . . . . 2 2 2
3 3 3 . . . . . . . 2 2 2
         . . . .
          . . .
           . .
            .
";

/// The same, but a marble of player 2 stands level with player 1's last
/// ones, so a hop over each other is still possible.
const LEVEL: &str = "
            1
           1 1
          1 1 1
         1 . 1 .
. . . . . 1 2 1 . . . . .
 . . . . . . . . . . . .
  . . . . . . . . . . .
   . . . . . . . . . .
    . . 3 . . . . . .
   3 . . . . . . . . 2
  3 3 . . . . . . . 2 2
 3 3 3 . . . . . . 2 2 2
3 3 3 . . . . . . . 2 2 2
         . . . .
          . . .
           . .
            .
";

fn method(diagram: &str, level: Level) -> Method {
    let game = game(3, Rules::default(), Some(diagram));
    let report = think(&game, &small(level), 1, &AtomicBool::new(false));
    let Some(m) = report.best else { panic!("{level} passed") };
    assert!(game.legal_moves().contains(m), "{level} chose an illegal move");
    report.method
}

#[test]
fn expert_races_once_past_everyone() {
    assert_eq!(method(PASSED, Level::EXPERT), Method::Race);
    assert_eq!(method(LEVEL, Level::EXPERT), Method::Tree);
}

#[test]
fn hard_keeps_its_tree_search_with_three_players() {
    assert_eq!(method(PASSED, Level::HARD), Method::Tree);
}
