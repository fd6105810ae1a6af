//! A finish in one move is found by Medium and above, steps and chains.

use super::{game, small};
use chinese_checkers_engine::{Level, think};
use rules::{Hole, Rules, Seat};
use std::sync::atomic::AtomicBool;

/// Player 1 needs one more marble in the north point: a step from e6 into
/// d2.
pub const ONE_STEP: &str = "
            1
           1 1
          1 1 1
         1 . 1 1
. . . . . 1 . . . . . . .
 . . . . . . . . . . . .
  . . . . . 2 . . . . .
   . . . . 2 2 . . . .
    . . . 2 2 2 . . .
   . . . . 2 2 . . . .
  . . . . . 2 2 . . . .
 . . . . . . . . . . . .
. . . . . . . . . . . . .
         . . . .
          . . .
           . .
            .
";

/// Player 1 needs one more marble in c2, inside the point: only a hop
/// chain from outside gets there (g6 over f6 to e6, over d2 to c2).
const ONE_CHAIN: &str = "
            1
           1 1
          1 . 1
         1 1 1 1
. . . . . . . . . . . . .
 . . . . . 2 . . . . . .
  . . . . . 1 . . . . .
   . . . . 2 2 . . . .
    . . . 2 2 2 . . .
   . . . . 2 2 . . . .
  . . . . . 2 2 . . . .
 . . . . . . . . . . . .
. . . . . . . . . . . . .
         . . . .
          . . .
           . .
            .
";

#[test]
fn medium_and_above_finish_at_once() {
    for (diagram, from, to) in [(ONE_STEP, "e6", "d2"), (ONE_CHAIN, "g6", "c2")] {
        let game = game(2, Rules::default(), Some(diagram));
        let target: Hole = to.parse().expect("a hole");
        let from: Hole = from.parse().expect("a hole");
        assert!(game.legal_moves().destinations(from).contains(target), "the test position is wrong");
        for level in [Level::MEDIUM, Level::HARD, Level::EXPERT] {
            let report = think(&game, &small(level), 1, &AtomicBool::new(false));
            let m = report.best.expect("a move");
            let mut after = game.clone();
            assert!(after.play(m).is_ok());
            assert!(after.is_finished(Seat::new(0)), "{level} played {m} and did not finish");
        }
    }
}
