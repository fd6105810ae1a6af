//! Stragglers under `win: AllOwn`: a marble still in its start point must
//! leave while it can, or the others' marbles filling their target hem it
//! in and neither side can finish.

use super::game;
use chinese_checkers_engine::{Config, Level, think};
use rules::{Hole, Rules, Win};
use std::sync::atomic::AtomicBool;

/// Player 1 (heading north, to move) has one marble left at the tip of its
/// start, q1. Its one way out is the hop over p2 to o3, and player 2 can
/// close it for good next turn by stepping from n3 or o2 into o3. A chain
/// in the middle (k6 over j5 to i4, over h5 to g6) gains more at once, and
/// Hard takes it.
const TRAPPED_SOON: &str = "
            1
           1 1
          1 1 1
         . . . .
. . . . . . . . . . . . .
 . . . . . . . . . . . .
  . . . . . . . . . . .
   . . . . 1 . . . . .
    . . . . . . . . .
   . . . . 1 . . . . .
  . . . . . 1 . . . . .
 . . . . . . . . . . . .
. . . 2 . 2 2 . . . . . .
         2 2 2 .
          2 2 .
           2 2
            1
";

#[test]
fn expert_brings_a_straggler_out_before_it_is_hemmed_in() {
    let rules = Rules { win: Win::AllOwn, ..Rules::default() };
    let game = game(2, rules, Some(TRAPPED_SOON));
    let tip: Hole = "q1".parse().expect("a hole");
    let exit: Hole = "o3".parse().expect("a hole");
    assert!(game.legal_moves().destinations(tip).contains(exit), "the test position is wrong");
    for seed in 0..3 {
        let report = think(&game, &Config::for_level(Level::EXPERT), seed, &AtomicBool::new(false));
        let m = report.best.expect("a move");
        assert_eq!(
            (m.from, m.to),
            (tip, exit),
            "seed {seed}: Expert played {m} and left its straggler to be hemmed in"
        );
    }
}
