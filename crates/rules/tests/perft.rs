//! Perft against the tables of docs/rules.md, kept in `tests/data/perft.txt`.

use super::data;
use chinese_checkers_rules::{Game, Setup, TargetLock, perft};

/// One line of the perft table.
struct Case {
    line: usize,
    players: usize,
    rules: String,
    depth: u32,
    count: u64,
}

impl std::fmt::Display for Case {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "perft.txt line {}: {} players, {}, depth {}", self.line, self.players, self.rules, self.depth)
    }
}

/// The table's cases, without the `deep` ones unless `deep` is set.
fn cases(deep: bool) -> Vec<Case> {
    let text = std::fs::read_to_string(data("perft.txt")).unwrap();
    let mut cases = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let mut fields: Vec<&str> = line.split_whitespace().collect();
        if fields.is_empty() || fields[0].starts_with('#') {
            continue;
        }
        if fields[0] == "deep" {
            if !deep {
                continue;
            }
            fields.remove(0);
        }
        let [players, jumps, parking, unused, depth, count] = fields[..] else {
            panic!("perft.txt line {}: expected 6 fields: {line}", i + 1);
        };
        let number = |s: &str| s.parse::<u64>().unwrap_or_else(|e| panic!("perft.txt line {}: {s}: {e}", i + 1));
        cases.push(Case {
            line: i + 1,
            players: number(players) as usize,
            rules: format!("jumps: {jumps}, parking: {parking}, unused_points: {unused}"),
            depth: number(depth) as u32,
            count: number(count),
        });
    }
    cases
}

#[test]
fn perft_matches_the_tables_of_rules_md() {
    let deep = std::env::var("PERFT_DEEP").is_ok_and(|v| v == "1");
    let cases = cases(deep);
    assert!(cases.len() >= 36, "only {} cases in perft.txt", cases.len());
    let mut failures = Vec::new();
    for case in &cases {
        let seats = vec!["(kind: Human)"; case.players].join(", ");
        let ron = format!("(players: [{seats}], rules: ({}))", case.rules);
        let setup = Setup::from_ron(&ron).unwrap_or_else(|e| panic!("{case}: {e}"));
        let mut game = Game::from_setup(&setup).unwrap_or_else(|e| panic!("{case}: {e}"));
        let before = game.clone();
        let count = perft(&mut game, case.depth);
        if count != case.count {
            failures.push(format!("{case}: expected {}, got {count}", case.count));
        }
        assert_eq!(game, before, "{case}: perft left the game changed");
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn perft_of_depth_zero_is_one_and_of_a_finished_game_zero() {
    let (_, mut game) = super::position("no-blocking");
    assert_eq!(perft(&mut game, 0), 1);
    game.play(super::mv("e5-d1")).unwrap();
    assert!(game.is_over());
    assert_eq!(perft(&mut game, 0), 1);
    assert_eq!(perft(&mut game, 1), 0);
    assert_eq!(perft(&mut game, 3), 0);
}

/// The end game of `tests/data/positions/ccerl-endgame.ron` under each
/// target lock (docs/rules.md, "Perft"). Under the list's own rules, the
/// lock on the whole move, the counts are those of the list's rules engine.
#[test]
fn perft_of_an_end_game_under_each_target_lock() {
    let table = [
        (TargetLock::WholeMove, [8, 272, 2584, 83_296]),
        (TargetLock::EndOfMove, [8, 272, 2584, 83_676]),
        (TargetLock::Off, [19, 855, 21_420, 958_188]),
    ];
    let (setup, _) = super::position("ccerl-endgame");
    for (lock, counts) in table {
        let mut game = super::rebuilt(&setup, |s| s.rules.target_lock = lock);
        for (depth, &count) in (1..).zip(&counts) {
            assert_eq!(perft(&mut game, depth), count, "{lock:?}, depth {depth}");
        }
    }
}
