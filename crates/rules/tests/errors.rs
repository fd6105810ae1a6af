//! Every kind of error the rules report, each caused through the public API
//! and checked by its kind and location, not by its message.

use super::{data, seats, teams};
use chinese_checkers_rules::{
    DiagramError, FileError, Game, Hole, IllegalMove, Move, NotationError, Parking, Seat, Setup, SetupError,
    TargetLock, UnusedPoints, load_game, parse_route,
};
use std::io::ErrorKind;

fn hole(name: &str) -> Hole {
    name.parse().unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The error of loading `tests/data/bad/NAME`.
fn bad(name: &str) -> SetupError {
    load_game(&data(&format!("bad/{name}"))).map(|_| ()).unwrap_err().error
}

/// The setup with `n` human seats after `change`, checked.
fn checked(n: usize, change: impl FnOnce(&mut Setup)) -> Result<Game, SetupError> {
    let mut setup = Setup::new(seats(n));
    change(&mut setup);
    Game::from_setup(&setup)
}

#[test]
fn setup_errors_have_kinds() {
    assert!(matches!(bad("malformed.ron"), SetupError::Syntax { line: 5, column: 5, .. }));
    assert!(matches!(bad("unknown-rule.ron"), SetupError::Syntax { line: 6, .. }));
    assert_eq!(bad("five-players.ron"), SetupError::PlayerCount { players: 5 });
    assert_eq!(bad("to-move.ron"), SetupError::ToMove { to_move: Seat::new(2), players: 2 });
    let first_mover = checked(2, |s| s.first_mover = Some(Seat::new(2)));
    assert_eq!(first_mover, Err(SetupError::FirstMover { first_mover: Seat::new(2), players: 2 }));
    assert_eq!(bad("team-seat-seven.ron"), SetupError::TeamMember { seat: Seat::new(6), players: 6 });
    assert_eq!(bad("team-twice.ron"), SetupError::SeatInTwoTeams { seat: Seat::new(2) });
    assert_eq!(bad("marble-on-removed.ron"), SetupError::MarbleOffBoard { hole: hole("e1") });
    assert_eq!(checked(3, |s| s.rules.teams = teams(&[&[1, 2]])), Err(SetupError::TeamsNotAllowed { players: 3 }));
    let missing = load_game(&data("no-such-setup.ron")).map(|_| ()).unwrap_err();
    assert!(matches!(missing, FileError { error: SetupError::Read { kind: ErrorKind::NotFound, .. }, .. }));
}

#[test]
fn diagram_errors_have_kinds_and_lines() {
    let at = |line, error| SetupError::Diagram { line, error };
    assert_eq!(bad("bad-token.ron"), at(13, DiagramError::BadToken { token: "x".into(), hole: hole("i5") }));
    assert_eq!(bad("short-row.ron"), at(9, DiagramError::RowWidth { row: 4, found: 12 }));
    assert_eq!(bad("sixteen-rows.ron"), at(20, DiagramError::TooFewRows { rows: 16 }));
    assert_eq!(bad("eleven-marbles.ron"), at(21, DiagramError::TooManyMarbles { player: Seat::new(0) }));
    assert_eq!(
        bad("player-three-of-two.ron"),
        at(13, DiagramError::NoSuchPlayer { player: Seat::new(2), hole: hole("i5"), players: 2 })
    );
    let eighteen = format!("{}.\n", Game::from_setup(&Setup::new(seats(2))).unwrap().diagram().to_text());
    assert_eq!(checked(2, |s| s.position = Some(eighteen)), Err(at(18, DiagramError::TooManyRows)));
}

#[test]
fn notation_errors_have_kinds() {
    assert_eq!("".parse::<Hole>(), Err(NotationError::Empty));
    assert_eq!("z1".parse::<Hole>(), Err(NotationError::NoSuchRow { text: "z1".into() }));
    assert_eq!("m".parse::<Hole>(), Err(NotationError::NoNumber { text: "m".into() }));
    assert_eq!("mx".parse::<Hole>(), Err(NotationError::NoNumber { text: "mx".into() }));
    assert_eq!("a2".parse::<Hole>(), Err(NotationError::NoSuchHole { text: "a2".into(), row: 0 }));
    assert_eq!("M0".parse::<Hole>(), Err(NotationError::NoSuchHole { text: "M0".into(), row: 12 }));
    assert_eq!(parse_route("n1"), Err(NotationError::ShortRoute { text: "n1".into() }));
    assert_eq!(parse_route("n1-q9"), Err(NotationError::NoSuchHole { text: "q9".into(), row: 16 }));
}

#[test]
fn move_errors_have_kinds() {
    let mut game = Game::from_setup(&Setup::new(seats(2))).unwrap();
    let leap = Move { from: hole("q1"), to: hole("a1") };
    assert_eq!(game.play(leap), Err(IllegalMove::NotLegal(leap)));
    assert_eq!(game.pass(), Err(IllegalMove::CannotPass { player: Seat::new(0) }));
    let mut over = checked(2, |s| s.rules.turn_limit = Some(0)).unwrap();
    assert!(over.is_over());
    assert_eq!(over.pass(), Err(IllegalMove::GameOver));
    assert_eq!(over.play(leap), Err(IllegalMove::GameOver));
}

#[test]
fn illegal_moves_say_which_rule_they_break() {
    let mv = |from: &str, to: &str| Move { from: hole(from), to: hole(to) };
    let two = Game::from_setup(&Setup::new(seats(2))).unwrap();
    assert_eq!(two.why_illegal(mv("n1", "m5")), None);
    assert_eq!(two.why_illegal(mv("n1", "n1")), Some(IllegalMove::SameHole));
    assert_eq!(two.why_illegal(mv("i5", "h5")), Some(IllegalMove::NoMarble { player: Seat::new(0), hole: hole("i5") }));
    assert_eq!(
        two.why_illegal(mv("a1", "e5")),
        Some(IllegalMove::NotOwnMarble { player: Seat::new(0), hole: hole("a1"), owner: Seat::new(1) })
    );
    assert_eq!(two.why_illegal(mv("q1", "p1")), Some(IllegalMove::Taken { hole: hole("p1") }));
    assert_eq!(
        two.why_illegal(mv("q1", "i5")),
        Some(IllegalMove::Unreachable { from: hole("q1"), to: hole("i5"), leg: None })
    );
    let removed = checked(2, |s| s.rules.unused_points = UnusedPoints::Removed).unwrap();
    assert_eq!(removed.why_illegal(mv("n1", "e1")), Some(IllegalMove::OffBoard { hole: hole("e1") }));
    let three = checked(3, |_| {}).unwrap();
    assert_eq!(
        three.why_illegal(mv("n1", "m13")),
        Some(IllegalMove::NoParking { player: Seat::new(0), hole: hole("m13"), parking: Parking::NotInOthersPoints })
    );
    let mut home = three.diagram();
    home.marbles[0] ^= hole("q1").bit() | hole("a1").bit();
    let locked = checked(3, |s| {
        s.rules.target_lock = TargetLock::EndOfMove;
        s.position = Some(home.to_text());
    })
    .unwrap();
    assert_eq!(locked.why_illegal(mv("a1", "e5")), Some(IllegalMove::TargetLock { from: hole("a1"), to: hole("e5") }));
    let over = checked(2, |s| s.rules.turn_limit = Some(0)).unwrap();
    assert_eq!(over.why_illegal(mv("n1", "m5")), Some(IllegalMove::GameOver));
}

#[test]
fn messages_name_the_fault_as_the_command_line_prints_it() {
    // One message per family; the command-line tests check every file's.
    assert_eq!(SetupError::PlayerCount { players: 5 }.to_string(), "5 players: a game has 2, 3, 4 or 6");
    assert_eq!(DiagramError::RowWidth { row: 4, found: 12 }.to_string(), "row e needs 13 holes, found 12");
    assert_eq!(
        NotationError::NoSuchHole { text: "M14".into(), row: 12 }.to_string(),
        "'M14' is not a hole: row M has 13 holes"
    );
    assert_eq!(IllegalMove::Taken { hole: hole("p1") }.to_string(), "p1 is taken: a move ends in an empty hole.");
}
