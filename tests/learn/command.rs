//! `chinese-checkers lesson N`: without the game window it fails with the
//! one-line "no game window" error; a lesson number must be 1 or more, and
//! one past the last lesson is one line on stderr and exit code 2.

use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_chinese-checkers")).args(args).output().expect("the binary runs")
}

#[cfg(not(feature = "game"))]
#[test]
fn a_lesson_needs_the_game_window() {
    let output = run(&["lesson", "3", "--screenshot", "lesson.png", "--frames", "5"]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("no game window"), "{stderr}");
}

#[test]
fn lesson_numbers_start_at_one() {
    let output = run(&["lesson", "0"]);
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("0"));
    assert!(!run(&["lesson", "two"]).status.success());
}

#[cfg(feature = "game")]
#[test]
fn a_lesson_that_is_not_there_is_one_line_and_exit_2() {
    let output = run(&["lesson", "99", "--screenshot", "lesson.png", "--frames", "5"]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("lesson 99") && stderr.contains("lessons"), "{stderr}");
}
