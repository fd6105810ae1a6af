//! Blockades under the benchmark's rules (`win: FilledWithOneOwn`, the
//! target lock, parking anywhere): the opponent keeps marbles at home, in
//! the mover's target, and the mover must fill every hole they leave free
//! before its own marbles and theirs wall the far holes in. The positions
//! are in `tests/data/blockade/`, most taken from games against the
//! benchmark's `tt-pvs` bot that ended drawn at its 240-ply limit. Each
//! file says who moves, the moves that keep the win (any one will do), and
//! in how many moves the mover fills its target when the opponent stands
//! still, or when the opponent's guard steps to and fro between two holes
//! (as `tt-pvs` did, so that a plan made as if it stood still went to and
//! fro with it).

use super::game_after;
use chinese_checkers_engine::{Config, Level, think};
use rules::{Game, Hole, Preset, Rules};
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;

/// One test position and what the levels named must do there.
struct Case {
    name: String,
    game: Game,
    /// Acceptable first moves, as (from, to); none where only the filling
    /// against a guard is checked.
    expect: Vec<(Hole, Hole)>,
    /// Two holes an opponent's marble steps or hops between, when it can.
    guard: Option<(Hole, Hole)>,
    /// The most own moves the mover may take to fill its target, the
    /// opponent passing.
    fills_within: u32,
    levels: Vec<Level>,
}

/// The rules `ccp` plays: the CCERL-2P10-v2 preset.
fn benchmark_rules() -> Rules {
    Preset::Ccerl2p10v2.rules()
}

fn hole(text: &str, name: &str) -> Hole {
    text.parse().unwrap_or_else(|e| panic!("{name}: bad hole {text:?}: {e}"))
}

/// Reads a case: `#` comments, `to move: N`, `expect: a-b c-d` (from and
/// to of each acceptable move), `turns: N` (turns played before),
/// `guard: a b`, `fills within: N`, `levels: Expert Hard`, and the
/// position's 17 rows.
fn read_case(name: &str, text: &str) -> Case {
    let (mut to_move, mut expect, mut fills_within, mut levels) = (1, Vec::new(), 0, Vec::new());
    let (mut guard, mut turns) = (None, 0);
    let mut rows = String::new();
    for line in text.lines() {
        let line = line.trim_end();
        if line.trim_start().starts_with('#') {
            continue;
        }
        if let Some(v) = line.strip_prefix("to move:") {
            to_move = v.trim().parse().unwrap_or_else(|e| panic!("{name}: to move: {e}"));
        } else if let Some(v) = line.strip_prefix("expect:") {
            for m in v.split_whitespace() {
                let (from, to) = m.split_once('-').unwrap_or_else(|| panic!("{name}: bad move {m:?}"));
                expect.push((hole(from, name), hole(to, name)));
            }
        } else if let Some(v) = line.strip_prefix("turns:") {
            turns = v.trim().parse().unwrap_or_else(|e| panic!("{name}: turns: {e}"));
        } else if let Some(v) = line.strip_prefix("guard:") {
            let holes: Vec<Hole> = v.split_whitespace().map(|h| hole(h, name)).collect();
            let [a, b] = holes[..] else { panic!("{name}: a guard walks between two holes") };
            guard = Some((a, b));
        } else if let Some(v) = line.strip_prefix("fills within:") {
            fills_within = v.trim().parse().unwrap_or_else(|e| panic!("{name}: fills within: {e}"));
        } else if let Some(v) = line.strip_prefix("levels:") {
            levels = v
                .split_whitespace()
                .map(|l| match l {
                    "Expert" => Level::EXPERT,
                    "Hard" => Level::HARD,
                    other => panic!("{name}: unknown level {other:?}"),
                })
                .collect();
        } else {
            rows.push_str(line);
            rows.push('\n');
        }
    }
    let mut game = game_after(2, benchmark_rules(), Some(&rows), turns);
    if to_move == 2 {
        game.pass_unchecked();
    }
    let checks = !expect.is_empty() || guard.is_some();
    assert!(checks && fills_within > 0 && !levels.is_empty(), "{name}: incomplete case");
    Case { name: name.to_string(), game, expect, guard, fills_within, levels }
}

fn cases() -> Vec<Case> {
    let dir = super::data("blockade");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    paths.sort();
    assert!(paths.len() >= 3, "too few blockade positions in {}", dir.display());
    paths
        .iter()
        .map(|p| {
            let text = std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            read_case(&p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default(), &text)
        })
        .collect()
}

#[test]
fn each_position_test_is_legal_and_the_expected_moves_exist() {
    for case in cases() {
        let moves = case.game.legal_moves();
        for &(from, to) in &case.expect {
            assert!(moves.destinations(from).contains(to), "{}: {from}-{to} is not a legal move", case.name);
        }
    }
}

#[test]
fn the_levels_find_the_move_that_keeps_the_win() {
    for case in cases().into_iter().filter(|c| !c.expect.is_empty()) {
        for &level in &case.levels {
            for seed in 0..2 {
                let report = think(&case.game, &Config::for_level(level), seed, &AtomicBool::new(false));
                let m = report.best.unwrap_or_else(|| panic!("{}: {level} passes", case.name));
                assert!(
                    case.expect.contains(&(m.from, m.to)),
                    "{}: {level} (seed {seed}) played {}-{}, not one of {:?}: {report:?}",
                    case.name,
                    m.from,
                    m.to,
                    case.expect.iter().map(|(f, t)| format!("{f}-{t}")).collect::<Vec<_>>()
                );
            }
        }
    }
}

#[test]
fn expert_fills_its_target_while_the_opponent_stands_still() {
    for case in cases() {
        let mut game = case.game.clone();
        let me = game.to_move();
        let config = Config::for_level(Level::EXPERT);
        let mut played = 0;
        while !game.is_finished(me) {
            assert!(played < case.fills_within, "{}: Expert has not filled its target in {played} moves", case.name);
            let m = think(&game, &config, 1, &AtomicBool::new(false)).best;
            let m = m.unwrap_or_else(|| panic!("{}: Expert passes after {played} moves", case.name));
            assert!(game.legal_moves().contains(m), "{}: Expert's move {m} is not legal", case.name);
            game.play_unchecked(m);
            played += 1;
            if !game.is_over() {
                game.pass_unchecked();
            }
        }
    }
}

#[test]
fn the_levels_fill_their_target_while_a_guard_steps_to_and_fro() {
    let mut guarded = 0;
    for case in cases() {
        let Some((a, b)) = case.guard else { continue };
        guarded += 1;
        for &level in &case.levels {
            let mut game = case.game.clone();
            let me = game.to_move();
            let config = Config::for_level(level);
            let mut played = 0;
            while !game.is_finished(me) {
                assert!(!game.is_over(), "{}: {level}: drawn by repetition after {played} moves", case.name);
                assert!(
                    played < case.fills_within,
                    "{}: {level} has not filled its target in {played} moves",
                    case.name
                );
                let m = think(&game, &config, 1, &AtomicBool::new(false)).best;
                let m = m.unwrap_or_else(|| panic!("{}: {level} passes after {played} moves", case.name));
                game.play_unchecked(m);
                played += 1;
                if game.is_over() {
                    break;
                }
                // The guard goes to the other of its holes if it can.
                let moves = game.legal_moves();
                match [(a, b), (b, a)].into_iter().find(|&(from, to)| moves.destinations(from).contains(to)) {
                    Some((from, to)) => game.play_unchecked(rules::Move { from, to }),
                    None => game.pass_unchecked(),
                };
            }
        }
    }
    assert!(guarded > 0, "no position with a guard in tests/data/blockade");
}

/// Player 1 holds rows n and o of player 2's target but o3, and its m9 can
/// hop over n4 into o3: then p and q, behind the wall, could never be
/// reached, and the game could never be won. Player 2 must take o3 first.
const ONE_GAP: &str = "
            .
           . .
          . 1 .
         1 . 1 .
. . . . . . . . . . . . .
 . . . . . . . . . . . .
  . . . . . . . . . . .
   . . . . . . . . . .
    . . . . . . . . .
   . . . . . . . . . .
  . . . . . . . . . . .
 . . . 2 2 2 2 2 2 . . .
. . . . . 2 2 2 1 2 . . .
         1 1 1 1
          1 1 .
           . .
            .
";

#[test]
fn the_levels_take_the_last_gap_before_the_opponent_seals_their_target() {
    let mut game = game_after(2, benchmark_rules(), Some(ONE_GAP), 20);
    game.pass_unchecked();
    let o3 = hole("o3", "one gap");
    for level in [Level::HARD, Level::EXPERT] {
        let m = think(&game, &Config::for_level(level), 1, &AtomicBool::new(false)).best.expect("a move");
        assert_eq!(m.to, o3, "{level} played {m}, leaving o3 to player 1's m9");
    }
}

/// From official_elo_v2_0024, Expert at 10,000 nodes against tt-pvs, drawn
/// at 240 plies; the position before ply 72. Player 1's target, the north
/// point, holds its b1 and six blockers of player 2's, and c1 is the last
/// gap in their wall: player 2's e7 can hop over e6 and d1 into it, and then
/// a1 and b2 could never be reached. The blockade planner, which plans as if
/// the opponent stood still, stepped f6-g6, and the game was drawn. Player 1
/// must close the gap itself.
const PLANNED_PAST_A_SEAL: &str = "
            .
           1 .
          . 2 2
         2 2 2 2
. . . . . 1 2 1 1 . . . .
 . . . . 1 1 1 1 . 1 . .
  . . . . . . 1 . . . .
   . . . . . . . . . .
    . . . . . . . . .
   . . . . . . . . . .
  . . . . . . . . . . .
 . . . . . . . . . . . .
. . . . . . . . . . . . .
         . 2 . .
          2 . .
           2 .
            .
";

#[test]
fn a_blockade_plan_never_leaves_the_opponent_a_seal() {
    let game = game_after(2, benchmark_rules(), Some(PLANNED_PAST_A_SEAL), 72);
    let c1 = hole("c1", "planned past a seal");
    for level in [Level::HARD, Level::EXPERT] {
        let m = think(&game, &Config::for_level(level), 1, &AtomicBool::new(false)).best.expect("a move");
        assert_eq!(m.to, c1, "{level} played {m}, leaving c1 to player 2's e7");
    }
}
