//! Broken replay files, one of each kind: each is reported as its kind of
//! error, naming the file and, for a bad turn, the turn.

use super::data;
use chinese_checkers_rules::{IllegalMove, ReplayError, Seat, SetupError, load_replay};

/// What the error of a file must be.
type Expect = fn(&ReplayError) -> bool;

#[test]
fn every_kind_of_broken_file_is_reported_by_name_and_turn() {
    let cases: [(&str, Option<usize>, Expect); 11] = [
        ("broken-ron", None, |e| matches!(e, ReplayError::Syntax { line: 7, .. })),
        ("truncated", None, |e| matches!(e, ReplayError::Syntax { line: 8, .. })),
        ("unknown-field", None, |e| matches!(e, ReplayError::UnknownField { line: 8, field, .. } if field == "winner")),
        ("newer-version", None, |e| matches!(e, ReplayError::NewerVersion { version: 3 })),
        ("bad-setup", None, |e| matches!(e, ReplayError::Setup(SetupError::PlayerCount { players: 5 }))),
        ("not-text", None, |e| matches!(e, ReplayError::NotText)),
        ("no-such-file", None, |e| matches!(e, ReplayError::Unreadable(_))),
        (
            "illegal-turn",
            Some(2),
            |e| matches!(e, ReplayError::Refused { refusal: IllegalMove::NotOwnMarble { player, .. }, .. } if *player == Seat::new(1)),
        ),
        ("bad-notation", Some(3), |e| matches!(e, ReplayError::Notation { .. })),
        (
            "pass-with-moves",
            Some(2),
            |e| matches!(e, ReplayError::Refused { refusal: IllegalMove::CannotPass { player }, .. } if *player == Seat::new(1)),
        ),
        ("after-the-end", Some(2), |e| matches!(e, ReplayError::Refused { refusal: IllegalMove::GameOver, .. })),
    ];
    for (name, turn, expect) in cases {
        let path = data(&format!("replays/bad/{name}.ron"));
        let error = match load_replay(&path) {
            Ok(_) => panic!("{name} loads"),
            Err(error) => error,
        };
        assert!(expect(&error.error), "{name}: {:?}", error.error);
        assert_eq!(error.error.turn(), turn, "{name}");
        let message = error.to_string();
        assert!(message.starts_with(&path.display().to_string()), "{message}");
        if let Some(turn) = turn {
            assert!(message.contains(&format!(": turn {turn} \"")), "{message}");
        }
        assert!(!message.contains('\n'), "{message}");
    }
}

#[test]
fn a_setup_error_in_a_replay_names_the_file_line_of_the_diagram() {
    let text = std::fs::read_to_string(data("replays/bad/after-the-end.ron")).unwrap();
    let broken = text.replace("2 2 2 1 . .", "2 2 2 1 x .");
    let error = chinese_checkers_rules::replay_from_bytes("game.ron", broken.as_bytes()).unwrap_err();
    assert!(matches!(error.error, ReplayError::Setup(SetupError::Diagram { line: 11, .. })), "{error}");
}
