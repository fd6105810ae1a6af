//! `review FILE`, run as a separate process: one JSON object per turn with
//! exactly the fields of docs/rules.md and a summary line, progress on
//! stderr, and a bad file refused with `replay --check`'s own line.

use super::commands::{path, run, text};
use super::data;

#[test]
fn json_gives_one_object_per_turn_then_a_summary() {
    let output = run(&["review", path(&data("replays/planted-bad-move.ron")), "--json"]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(text(&output.stderr).contains("review: turn 3 of 3"), "progress goes to stderr");
    let lines: Vec<serde_json::Value> =
        text(&output.stdout).lines().map(|l| serde_json::from_str(l).expect("a JSON line")).collect();
    assert_eq!(lines.len(), 4, "three turns and a summary");
    for (i, line) in lines[..3].iter().enumerate() {
        let object = line.as_object().expect("an object");
        let mut keys: Vec<&str> = object.keys().map(String::as_str).collect();
        keys.sort_unstable();
        assert_eq!(keys, ["best", "loss", "played", "player", "race", "turn", "verdict"]);
        assert_eq!(line["turn"], i + 1);
        assert_eq!(line["race"].as_array().map(Vec::len), Some(2));
        assert!(line["loss"].as_f64().is_some_and(|loss| loss >= 0.0));
    }
    assert_eq!(lines[2]["played"], "i7-j8");
    assert!(["mistake", "blunder"].contains(&lines[2]["verdict"].as_str().unwrap_or("")), "{}", lines[2]);
    assert_eq!(lines[3]["summary"], true);
}

#[test]
fn a_bad_file_is_refused_with_the_check_line() {
    let file = data("replays/bad/illegal-turn.ron");
    let review = run(&["review", path(&file)]);
    let check = run(&["replay", path(&file), "--check"]);
    assert_eq!(review.status.code(), Some(2));
    assert_eq!(text(&review.stderr), text(&check.stderr));
    assert_eq!(text(&review.stdout), "");
}
