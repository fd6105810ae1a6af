//! Replays: a viewer steps through them exactly; routes are accepted when
//! they are legal ways to make legal moves, and each fault of a turn is
//! named; turns out of time and stand-ins are kept. (Games played by the
//! computers and read back are the engine's tests.)

use super::{data, hole, position, seats};
use chinese_checkers_rules::{
    CheckedReplay, Diagram, HoleSet, IllegalMove, Level, Parking, Replay, ReplayError, ReplayOutcome, Seat, Setup,
    StandIn, StandInWhy, load_replay, replay_from_bytes,
};

/// A replay of `setup` with these turns, checked.
fn checked(setup: Setup, turns: &[&str]) -> Result<CheckedReplay, ReplayError> {
    let mut replay = Replay::new(setup, None);
    replay.turns = turns.iter().map(|t| t.to_string()).collect();
    replay.check()
}

/// The rule broken by the turn at which a replay fails, with the turn number.
fn fault(setup: Setup, turns: &[&str]) -> (usize, IllegalMove) {
    match checked(setup, turns) {
        Err(ReplayError::Refused { turn, refusal, .. }) => (turn, refusal),
        other => panic!("expected a bad turn, got {other:?}"),
    }
}

#[test]
fn stepping_back_and_forth_is_exact_at_every_turn() {
    let replay = load_replay(&data("replays/six-players-400.ron")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(replay.turns().len(), 400);
    assert_eq!(replay.start().player_count(), 6);
    let mut forward = vec![replay.start().clone()];
    let mut cursor = replay.clone().into_cursor();
    while let Some(turn) = cursor.forward() {
        assert!(turn.route().is_some() || turn.played().is_none());
        forward.push(cursor.game().clone());
    }
    assert_eq!(forward.len(), 401);
    assert_eq!(cursor.game(), replay.end());
    let finishers = [1, 3, 5, 4].map(Seat::from_number).to_vec();
    assert_eq!(replay.outcome(), ReplayOutcome::Unfinished(finishers), "play-on goes on after four finish");
    for (k, game) in forward.iter().enumerate() {
        assert_eq!(replay.position(k).as_ref(), Some(game), "position after {k} turns");
    }
    assert_eq!(replay.position(401), None);
    for k in (0..400).rev() {
        assert!(cursor.back().is_some());
        assert_eq!(cursor.at(), k);
        assert_eq!(cursor.game(), &forward[k], "back to turn {k}");
    }
    assert!(cursor.back().is_none());
    for k in [17, 399, 3, 250, 400, 0, 201, 200] {
        cursor.seek(k);
        assert_eq!((cursor.at(), cursor.game()), (k, &forward[k]), "seek to {k}");
    }
    cursor.seek(9999);
    assert_eq!(cursor.at(), 400);
}

#[test]
fn the_rules_md_example_loads() {
    let replay = load_replay(&data("replays/rules-md-example.ron")).unwrap_or_else(|e| panic!("{e}"));
    let routes: Vec<String> = replay
        .turns()
        .iter()
        .map(|t| t.route().map_or("pass".into(), chinese_checkers_rules::route_to_string))
        .collect();
    assert_eq!(routes, ["o1-m5", "e3-e5", "e11-e9", "n2-m6"]);
    assert_eq!(replay.outcome(), ReplayOutcome::Unfinished(Vec::new()));
    assert_eq!(replay.replay().played.as_deref(), Some("2026-11-30T16:20:00Z"));
    assert_eq!(replay.turns()[1].player(), Seat::new(1));
    assert_eq!(replay.end().to_move(), Seat::new(1));
}

#[test]
fn written_replays_read_back_the_same() {
    let replay = load_replay(&data("replays/rules-md-example.ron")).unwrap().replay().clone();
    let text = replay.to_ron().unwrap();
    for field in ["setup:", "turns:", "played:", "\"o1-m5\","] {
        assert!(text.contains(field), "{field} in {text}");
    }
    assert!(!text.contains("version"), "{text}");
    assert_eq!(Replay::from_ron(&text), Ok(replay));
    // A setup from a position diagram is written as the diagram, row by row.
    let (setup, _) = position("two-hop-chain");
    let replay = Replay::new(setup, None);
    let text = replay.to_ron().unwrap();
    assert!(text.contains("\n. . . . . . . . . . . . .\n"), "{text}");
    assert_eq!(Replay::from_ron(&text), Ok(replay));
}

#[test]
fn a_legal_route_that_is_not_the_shortest_loads() {
    let (setup, game) = position("two-hop-chain");
    assert_eq!(super::route(&game, "o1-k5"), "o1-m5-k5");
    for route in ["o1-m5-k5", "o1-m5-o1-m5-k5", "o1-m5-k5-m5-k5"] {
        let replay = checked(setup.clone(), &[route]).unwrap_or_else(|e| panic!("{route}: {e}"));
        let written = chinese_checkers_rules::route_to_string(replay.turns()[0].route().unwrap());
        assert_eq!(written, route, "the replay screen shows the route as written");
        assert!(replay.end().marbles(Seat::new(0)).contains(hole("k5")));
    }
}

#[test]
fn a_shortest_route_that_is_wrong_does_not_load() {
    let (setup, _) = position("two-hop-chain");
    let wrong = |route: &str| fault(setup.clone(), &[route]);
    assert_eq!(wrong("o1-m3-k5"), (1, IllegalMove::Unreachable { from: hole("o1"), to: hole("m3"), leg: Some(1) }));
    assert_eq!(wrong("o1-k5"), (1, IllegalMove::Unreachable { from: hole("o1"), to: hole("k5"), leg: Some(1) }));
    assert_eq!(wrong("o1-m5-k3"), (1, IllegalMove::Unreachable { from: hole("m5"), to: hole("k3"), leg: Some(2) }));
    assert_eq!(wrong("o1-m5-m6"), (1, IllegalMove::StepAmongHops { leg: 2, from: hole("m5"), to: hole("m6") }));
    assert_eq!(wrong("o1-m5-o1"), (1, IllegalMove::SameHole));
    assert_eq!(wrong("n1-o1"), (1, IllegalMove::Unreachable { from: hole("n1"), to: hole("o1"), leg: Some(1) }));
    assert_eq!(
        wrong("l5-k5"),
        (1, IllegalMove::NotOwnMarble { player: Seat::new(0), hole: hole("l5"), owner: Seat::new(1) })
    );
    let notation = |route: &str| checked(setup.clone(), &[route]);
    assert!(matches!(notation("o1-m5-"), Err(ReplayError::Notation { turn: 1, .. })));
    assert!(matches!(notation("o1"), Err(ReplayError::Notation { turn: 1, .. })));
}

#[test]
fn each_rule_a_turn_breaks_is_named() {
    let two = Setup::new(seats(2));
    assert_eq!(fault(two.clone(), &["n1-m5", "pass"]), (2, IllegalMove::CannotPass { player: Seat::new(1) }));
    assert_eq!(
        fault(two.clone(), &["a1-b1"]),
        (1, IllegalMove::NotOwnMarble { player: Seat::new(0), hole: hole("a1"), owner: Seat::new(1) })
    );
    let (setup, _) = position("pass");
    assert!(checked(setup.clone(), &["pass", "b1-d1"]).is_ok(), "a pass without a move is a turn");
    assert!(checked(setup, &[" Pass "]).is_ok(), "a hand-written pass in another case");
    let (setup, _) = position("target-lock");
    assert_eq!(fault(setup.clone(), &["d1-f6"]), (1, IllegalMove::TargetLock { from: hole("d1"), to: hole("f6") }));
    assert!(checked(setup, &["d1-f6-d3"]).is_ok(), "a chain may leave the target and come back");
    let (setup, _) = position("three-player-finish");
    assert_eq!(fault(setup, &["f4-d1", "e1-e3"]), (2, IllegalMove::GameOver));
    // Three players: player 1 may not end in NW, player 2's start.
    let mut diagram = Diagram::default();
    diagram.marbles[0] = HoleSet::from_iter([hole("e5")]);
    diagram.marbles[1] = HoleSet::from_iter([hole("h1")]);
    diagram.marbles[2] = HoleSet::from_iter([hole("h10")]);
    let mut three = Setup::new(seats(3));
    three.position = Some(diagram.to_text());
    assert_eq!(
        fault(three.clone(), &["e5-e4"]),
        (1, IllegalMove::NoParking { player: Seat::new(0), hole: hole("e4"), parking: Parking::NotInOthersPoints })
    );
    assert!(checked(three, &["e5-f5"]).is_ok());
}

#[test]
fn a_turn_error_says_the_turn_and_what_is_wrong() {
    let error = checked(Setup::new(seats(2)), &["n1-m5", "o1-m5"]).unwrap_err();
    assert_eq!(error.turn(), Some(2));
    assert_eq!(error.to_string(), "turn 2 \"o1-m5\": no marble of player 2 on o1");
}

#[test]
fn a_turn_out_of_time_passes_whatever_the_moves_and_reads_back() {
    let two = Setup::new(seats(2));
    let replay = checked(two.clone(), &["n1-m5", "time", "m5-l5"]).unwrap_or_else(|e| panic!("{e}"));
    let timed_out = &replay.turns()[1];
    assert!(timed_out.is_time_out() && timed_out.is_pass(), "player 2 could move, yet the turn passed");
    assert_eq!(timed_out.text(), "time");
    assert_eq!(replay.turns()[0].text(), "n1-m5");
    assert!(replay.end().marbles(Seat::new(0)).contains(hole("l5")), "player 1 moved twice");
    let text = replay.replay().to_ron().unwrap_or_else(|e| panic!("{e}"));
    assert!(text.contains("version: 2"), "a file with a turn out of time says its version:\n{text}");
    let back = replay_from_bytes("game.ron", text.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(back.replay().turns, replay.replay().turns, "and reads back the same");
    assert_eq!(back.end(), replay.end());
}

#[test]
fn a_stand_in_is_kept_and_a_game_without_one_stays_version_one() {
    let plain = checked(Setup::new(seats(2)), &["n1-m5", "d1-e5"]).unwrap_or_else(|e| panic!("{e}"));
    let text = plain.replay().to_ron().unwrap_or_else(|e| panic!("{e}"));
    assert!(!text.contains("version") && !text.contains("stand_ins"), "readable by older games:\n{text}");
    let mut replay = plain.replay().clone();
    let stand_in = StandIn { turn: 1, seat: Seat::new(1), level: Level::EASY, why: StandInWhy::Left };
    replay.stand_ins.push(stand_in);
    let text = replay.to_ron().unwrap_or_else(|e| panic!("{e}"));
    assert!(text.contains("version: 2") && text.contains("stand_ins"), "{text}");
    let back = replay_from_bytes("game.ron", text.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(back.replay().stand_ins, [stand_in]);
    for bad in [StandIn { seat: Seat::new(2), ..stand_in }, StandIn { turn: 3, ..stand_in }] {
        let mut replay = plain.replay().clone();
        replay.stand_ins = vec![bad];
        let error = replay.check().map(|_| ()).unwrap_err();
        assert_eq!(error, ReplayError::StandIn { seat: bad.seat, turn: bad.turn });
        assert!(error.to_string().contains("which this game does not have"), "{error}");
    }
}
