//! The headless command line, run as a separate process: `perft`, `moves`,
//! and the one-line error with exit code 2.

use super::data;
use rules::{load_game, route_to_string};
use std::path::Path;
use std::process::{Command, Output};

/// Runs the binary with these arguments.
pub(super) fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_chinese-checkers")).args(args).output().expect("the binary runs")
}

/// Output as text.
pub(super) fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8 output")
}

/// A path as an argument.
pub(super) fn path(p: &Path) -> &str {
    p.to_str().unwrap()
}

#[test]
fn perft_prints_one_line_per_depth() {
    let output = run(&["perft", path(&data("minimal.ron")), "3"]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert_eq!(text(&output.stdout), "1 14\n2 196\n3 4760\n");
    assert_eq!(text(&output.stderr), "");
}

#[test]
fn moves_prints_the_route_of_every_legal_move() {
    let file = data("positions/two-hop-chain.ron");
    let output = run(&["moves", path(&file)]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let mut printed: Vec<String> = text(&output.stdout).lines().map(String::from).collect();
    printed.sort();
    let (_, game) = load_game(&file).unwrap();
    let mut expected: Vec<String> =
        game.legal_moves().iter().map(|m| route_to_string(&game.route(m).unwrap())).collect();
    expected.sort();
    assert_eq!(printed, expected);
    assert!(printed.contains(&"o1-m5-k5".to_string()), "{printed:?}");
    assert!(printed.contains(&"o1-o2".to_string()), "{printed:?}");
}

#[test]
fn a_bad_file_gives_exit_code_2_and_one_line_naming_it() {
    for (file, args) in [
        (data("bad/bad-token.ron"), vec!["perft"]),
        (data("bad/malformed.ron"), vec!["moves"]),
        (data("no-such-setup.ron"), vec!["perft"]),
    ] {
        let mut args: Vec<&str> = args;
        args.push(path(&file));
        if args[0] == "perft" {
            args.push("1");
        }
        let output = run(&args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let stderr = text(&output.stderr);
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.ends_with('\n'));
        assert!(stderr.contains(path(&file)), "{stderr}");
        assert_eq!(text(&output.stdout), "", "{args:?}");
    }
}
