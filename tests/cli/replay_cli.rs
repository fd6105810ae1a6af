//! `replay FILE --check` and `match --record DIR`, run as a separate
//! process: the turns and result of a replay, one line naming the file and
//! turn of a bad one, and a recorded match whose replays end as it reported.

use super::commands::{path, run, text};
use super::data;
use rules::{PlayerKind, load_replay};
use std::path::{Path, PathBuf};

/// An empty scratch directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("replay-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `replay FILE --check` and returns its stdout, which must succeed.
fn check(file: &Path) -> String {
    let output = run(&["replay", path(file), "--check"]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert_eq!(text(&output.stderr), "");
    text(&output.stdout)
}

#[test]
fn check_prints_the_turns_and_the_result() {
    // Play-on: four have finished and two play on, so the game is not over;
    // the result names the finishers so far, in order.
    assert_eq!(check(&data("replays/six-players-400.ron")), "turns 400\nresult: 1 3 5 4\n");
    assert_eq!(check(&data("replays/rules-md-example.ron")), "turns 4\nresult: unfinished\n");
    let dir = scratch("finished");
    let finished = dir.join("finished.ron");
    let setup = std::fs::read_to_string(data("positions/three-player-finish.ron")).unwrap();
    std::fs::write(&finished, format!("(setup: {setup}, turns: [\"f4-d1\"])")).unwrap();
    assert_eq!(check(&finished), "turns 1\nresult: 1\n");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_bad_replay_gives_one_line_naming_the_file_and_turn() {
    for (name, turn) in [("illegal-turn", Some(2)), ("truncated", None), ("newer-version", None)] {
        let file = data(&format!("replays/bad/{name}.ron"));
        let output = run(&["replay", path(&file), "--check"]);
        assert_eq!(output.status.code(), Some(2), "{name}");
        let stderr = text(&output.stderr);
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains(path(&file)), "{stderr}");
        if let Some(turn) = turn {
            assert!(stderr.contains(&format!("turn {turn} ")), "{stderr}");
        }
        assert_eq!(text(&output.stdout), "");
    }
}

#[cfg(not(feature = "game"))]
#[test]
fn the_viewer_needs_the_game_window() {
    let output = run(&["replay", path(&data("replays/rules-md-example.ron")), "--turn", "3"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("no game window"), "{}", text(&output.stderr));
}

#[test]
fn a_recorded_match_replays_to_the_results_it_reported() {
    let dir = scratch("record");
    let setup = data("replays/two-computers-setup.ron");
    let output =
        run(&["match", path(&setup), "--games", "4", "--seed", "40", "--max-turns", "300", "--record", path(&dir)]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let reports: Vec<String> = text(&output.stderr).lines().map(String::from).collect();
    assert_eq!(reports.len(), 4, "{reports:?}");
    for report in reports {
        // "game 2/4: Level 5 (seat 1) won in 57 turns"
        let words: Vec<&str> = report.split_whitespace().collect();
        let number: usize = words[1].split('/').next().unwrap().parse().unwrap();
        let file = dir.join(format!("game-{number:04}-seed-{}.ron", 40 + number - 1));
        let replay = load_replay(&file).unwrap_or_else(|e| panic!("{e}"));
        let turns = words[words.iter().position(|&w| w == "turns").unwrap() - 1];
        assert_eq!(replay.turns().len().to_string(), turns, "{report}");
        let printed = check(&file);
        assert!(printed.starts_with(&format!("turns {turns}\n")), "{printed}");
        if words[4] == "(seat" {
            let seat: usize = words[5].trim_end_matches(')').parse().unwrap();
            assert!(printed.ends_with(&format!("result: {seat}\n")), "{report}: {printed}");
            let level = replay.replay().setup.players[seat - 1].kind;
            assert_eq!(PlayerKind::Computer(rules::Level::parse(&words[2..4].join(" ")).expect("a level")), level);
        } else {
            assert!(report.contains("nobody finished"), "{report}");
            assert!(!printed.contains("result: 1") && !printed.contains("result: 2"), "{printed}");
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
