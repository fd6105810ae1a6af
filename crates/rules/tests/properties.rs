//! Properties over arbitrary input: no hole set, name, route, diagram or
//! setup text makes the public API panic. Case counts stay modest so the
//! test binary stays quick.

use chinese_checkers_rules::{
    Diagram, DiagramError, Game, HOLE_COUNT, Hole, HoleSet, Point, Seat, Setup, Side, distance_to_tip,
    game_from_text_setup, parse_route, route_to_string,
};
use proptest::prelude::*;

/// A line of diagram-like tokens: mostly holes and player numbers.
fn diagram_line() -> impl Strategy<Value = String> {
    proptest::collection::vec(prop_oneof![Just("."), Just("1"), Just("2"), Just("3"), Just("7"), Just("x")], 0..15)
        .prop_map(|tokens| tokens.join(" "))
}

/// A setup text close enough to the format to reach the checks.
fn setup_text() -> impl Strategy<Value = String> {
    (
        0usize..8,
        0usize..9,
        proptest::collection::vec(proptest::collection::vec(0usize..9, 0..4), 0..3),
        proptest::option::of(proptest::collection::vec(diagram_line(), 0..20)),
        any::<bool>(),
    )
        .prop_map(|(players, to_move, teams, position, removed)| {
            let seats = vec!["(kind: Human)"; players].join(", ");
            let teams: Vec<String> = teams
                .iter()
                .map(|t| format!("[{}]", t.iter().map(usize::to_string).collect::<Vec<_>>().join(", ")))
                .collect();
            let unused = if removed { "Removed" } else { "Open" };
            let position =
                position.map_or(String::new(), |lines| format!(", position: Some(\"\n{}\n\")", lines.join("\n")));
            format!(
                "(players: [{seats}], to_move: {to_move}, rules: (teams: [{}], unused_points: {unused}){position})",
                teams.join(", ")
            )
        })
}

/// Checks a setup text the way `load_game` does, and uses the game a little.
fn check(text: &str) {
    if let Ok(setup) = Setup::from_ron(text)
        && let Ok(game) = game_from_text_setup(&setup, text)
    {
        let moves = game.legal_moves();
        for m in moves.iter() {
            assert!(game.route(m).is_some());
        }
        let _ = (game.standings(), game.side_standings(), game.diagram().to_text());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn any_bits_make_a_set_of_holes(bits in any::<u128>(), other in any::<u128>()) {
        let set = HoleSet::from_bits(bits);
        prop_assert_eq!(set.iter().count(), set.len() as usize);
        for hole in set.iter().chain(!set).chain(set ^ HoleSet::from_bits(other)) {
            prop_assert!(hole.index() < HOLE_COUNT);
            let _ = (hole.to_string(), hole.neighbours(), hole.point(), distance_to_tip(Point::N, hole));
        }
        prop_assert_eq!(HoleSet::from_bits(set.bits()), set);
    }

    #[test]
    fn any_name_or_route_parses_or_is_refused(text in "\\PC{0,12}", notation in "[a-rA-R0-9 -]{0,16}") {
        for text in [&text, &notation] {
            if let Ok(hole) = text.parse::<Hole>() {
                prop_assert_eq!(hole.to_string().parse::<Hole>(), Ok(hole));
            }
            if let Ok(route) = parse_route(text) {
                prop_assert_eq!(parse_route(&route_to_string(&route)), Ok(route));
            }
        }
    }

    #[test]
    fn any_diagram_parses_or_is_refused(lines in proptest::collection::vec(diagram_line(), 0..20), players in 0usize..9) {
        let _ = Diagram::parse(&lines.join("\n"), players).map(|d| d.to_text());
    }

    #[test]
    fn any_setup_text_loads_or_is_refused(text in "\\PC{0,80}", near in setup_text()) {
        check(&text);
        check(&near);
    }

    #[test]
    fn any_move_is_legal_or_breaks_a_named_rule(from in 0usize..HOLE_COUNT, to in 0usize..HOLE_COUNT, players in 0usize..4) {
        let players = [2, 3, 4, 6][players];
        let seat = chinese_checkers_rules::PlayerSpec::new(chinese_checkers_rules::PlayerKind::Human);
        let game = Game::from_setup(&Setup::new(vec![seat; players])).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let (Some(from), Some(to)) = (Hole::new(from), Hole::new(to)) else { return Err(TestCaseError::fail("hole")) };
        let m = chinese_checkers_rules::Move { from, to };
        prop_assert_eq!(game.why_illegal(m).is_none(), game.legal_moves().contains(m));
        prop_assert_eq!(game.clone().play(m).is_ok(), game.legal_moves().contains(m));
    }

    #[test]
    fn errors_and_sides_built_from_any_numbers_do_not_panic(row in any::<usize>(), player in any::<usize>()) {
        let _ = DiagramError::RowWidth { row, found: player }.to_string();
        let side = Side::alone(Seat::new(player)).with(Seat::new(row));
        prop_assert!(side.players().all(|p| side.contains(p)));
        let game = Game::from_setup(&Setup::new(vec![
            chinese_checkers_rules::PlayerSpec::new(chinese_checkers_rules::PlayerKind::Human);
            2
        ]))
        .map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert!(game.side(row).is_empty() || row < game.side_count());
        prop_assert!(!game.side_finished(row));
    }
}
