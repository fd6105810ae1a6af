//! Every level returns a legal move in positions of every rule variant.

use super::{MIDDLE_GAME, game, small};
use chinese_checkers_engine::{Level, choose_move, think};
use rules::{Game, Jumps, Parking, Rules, TargetLock, UnusedPoints, Win, partners_opposite};
use std::sync::atomic::AtomicBool;

/// The rule variants, by player count.
fn variants() -> Vec<(&'static str, usize, Rules)> {
    let rules = |f: fn(&mut Rules)| {
        let mut r = Rules::default();
        f(&mut r);
        r
    };
    vec![
        ("2 players, house rules", 2, Rules::default()),
        ("2 players, long jumps", 2, rules(|r| r.jumps = Jumps::Long)),
        (
            "2 players, removed points, target lock",
            2,
            rules(|r| {
                r.unused_points = UnusedPoints::Removed;
                r.target_lock = TargetLock::EndOfMove;
            }),
        ),
        (
            "2 players, all own, own points only",
            2,
            rules(|r| {
                r.win = Win::AllOwn;
                r.parking = Parking::OwnPointsOnly;
            }),
        ),
        ("3 players, house rules", 3, Rules::default()),
        (
            "3 players, long jumps, park anywhere",
            3,
            rules(|r| {
                r.jumps = Jumps::Long;
                r.parking = Parking::Anywhere;
            }),
        ),
        (
            "4 players, teams, removed points",
            4,
            rules(|r| {
                r.teams = partners_opposite(4);
                r.unused_points = UnusedPoints::Removed;
            }),
        ),
        ("6 players, house rules", 6, Rules::default()),
        (
            "6 players, teams, long jumps, target lock, play on",
            6,
            rules(|r| {
                r.teams = partners_opposite(6);
                r.jumps = Jumps::Long;
                r.target_lock = TargetLock::EndOfMove;
                r.play_on = true;
            }),
        ),
    ]
}

/// Checks what `level` (small budgets) plays in `game`.
fn assert_legal(name: &str, game: &Game, level: Level) {
    let report = think(game, &small(level), 3, &AtomicBool::new(false));
    match report.best {
        Some(m) => assert!(game.legal_moves().contains(m), "{name}, {level}: {m} is illegal"),
        None => assert!(game.legal_moves().is_empty(), "{name}, {level}: passed with a legal move"),
    }
}

#[test]
fn every_level_moves_legally_in_every_variant() {
    for (name, players, rules) in variants() {
        let mut game = game(players, rules, None);
        // The start, then positions further on, reached by Medium.
        for stage in 0..4 {
            for level in Level::ALL {
                assert_legal(&format!("{name}, stage {stage}"), &game, level);
            }
            for _ in 0..25 * players {
                let Some(m) = choose_move(&game, Level::MEDIUM, 1, &AtomicBool::new(false)) else {
                    if game.is_over() {
                        break;
                    }
                    let passed = game.pass();
                    assert!(passed.is_ok(), "{name}: Medium passed with a move");
                    continue;
                };
                assert!(game.play(m).is_ok(), "{name}: Medium played {m}, illegal");
            }
            if game.is_over() {
                break;
            }
        }
    }
}

#[test]
fn every_level_at_full_strength_moves_legally_in_a_middle_game() {
    for rules in
        [Rules::default(), Rules { jumps: Jumps::Long, target_lock: TargetLock::WholeMove, ..Rules::default() }]
    {
        let game = game(2, rules, Some(MIDDLE_GAME));
        for level in Level::ALL {
            let m = choose_move(&game, level, 5, &AtomicBool::new(false));
            assert!(m.is_some_and(|m| game.legal_moves().contains(m)), "{level}: {m:?}");
        }
    }
}

#[test]
fn a_player_without_moves_passes() {
    // Player 1's only marble is boxed in at the tip of its start.
    let boxed = "
            .
           . .
          . . .
         . . . .
. . . . . . . . . . . . .
 . . . . . . . . . . . .
  . . . . . . . . . . .
   . . . . . . . . . .
    . . . . . . . . .
   . . . . . . . . . .
  . . . . . . . . . . .
 . . . . . . . . . . . .
. . . . . . . . . . . . .
         . 2 2 .
          2 2 2
           2 2
            1
";
    let game = game(2, Rules::default(), Some(boxed));
    assert!(game.legal_moves().is_empty());
    for level in Level::ALL {
        assert_eq!(choose_move(&game, level, 1, &AtomicBool::new(false)), None, "{level}");
    }
}
