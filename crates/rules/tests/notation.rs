//! The notation (docs/rules.md, "The board", "Notation"): hole names, doubled
//! coordinates, routes, and 17-row diagrams, checked against docs/rules.md's own
//! pictures in `tests/data`.

use super::reference::{Compass, Star};
use super::{data, hole, seats};
use chinese_checkers_rules::{
    Diagram, DiagramError, Game, Hole, Move, Point, Seat, Setup, SetupError, parse_route, route_to_string,
};

fn read(path: &str) -> String {
    std::fs::read_to_string(data(path)).unwrap()
}

#[test]
fn holes_are_named_by_row_letter_and_number_from_the_left() {
    assert_eq!(hole("a1").index(), 0, "the top tip");
    assert_eq!(hole("q1").index(), 120, "the bottom tip");
    assert_eq!((hole("e1").row(), hole("e1").col()), (4, 0), "left end of the widest top row");
    assert_eq!((hole("e13").row(), hole("e13").col()), (4, 24));
    assert_eq!(hole("m5").to_string(), "m5");
    assert_eq!("M5".parse::<Hole>(), Ok(hole("m5")));
    for bad in ["", "m", "z1", "e14", "a0", "a2", "q-1", "m5x", "5m"] {
        assert!(bad.parse::<Hole>().is_err(), "{bad:?} parsed");
    }
}

#[test]
fn every_hole_has_the_doubled_coordinates_and_neighbours_of_rules_md() {
    let star = Star::new();
    for i in 0..star.len() {
        let h = hole(&star.names[i]);
        assert_eq!(h.to_string(), star.names[i]);
        let (r, c) = star.coords[i];
        assert_eq!((h.row(), h.col()), (r as usize, c as usize), "{h}");
        assert_eq!(Hole::at(r as usize, c as usize), Some(h));
        let neighbours: Vec<Hole> = star.neighbours(i).into_iter().map(|n| star.hole(n)).collect();
        assert_eq!(super::names(h.neighbours()), super::names(neighbours), "neighbours of {h}");
    }
}

#[test]
fn the_points_are_those_of_the_rules_md_picture() {
    let text = read("points.txt");
    let rows: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(rows.len(), 17);
    let star = Star::new();
    for (r, row) in rows.iter().enumerate() {
        for (n, token) in row.split_whitespace().enumerate() {
            let h = Hole::in_row(r, n).unwrap();
            let point = match token {
                "n" => Some(Point::N),
                "s" => Some(Point::S),
                "w" => Some(Point::NW),
                "e" => Some(Point::NE),
                "v" => Some(Point::SW),
                "f" => Some(Point::SE),
                "." => None,
                other => panic!("token {other}"),
            };
            assert_eq!(h.point(), point, "{h}");
            let model = star.points[star.of(h)].map(|c| Point::ALL[c as usize]);
            assert_eq!(model, point, "reference model at {h}");
        }
    }
    for (p, c) in
        Point::ALL.into_iter().zip([Compass::S, Compass::SW, Compass::NW, Compass::N, Compass::NE, Compass::SE])
    {
        assert_eq!(p.opposite(), Point::ALL[c.opposite() as usize]);
        assert_eq!(p.tip(), hole(c.tip()), "{}", p.name());
    }
}

#[test]
fn routes_join_every_landing_with_dashes() {
    let route = parse_route("o1-m5-k5").unwrap();
    assert_eq!(route, [hole("o1"), hole("m5"), hole("k5")]);
    assert_eq!(route_to_string(&route), "o1-m5-k5");
    assert_eq!(parse_route(" n1-m1 ").unwrap(), [hole("n1"), hole("m1")]);
    for bad in ["", "n1", "n1-", "-m1", "n1-x9", "n1--m1"] {
        assert!(parse_route(bad).is_err(), "{bad:?} parsed");
    }
    assert_eq!(Move { from: hole("o1"), to: hole("k5") }.to_string(), "o1-k5");
}

#[test]
fn the_three_player_start_prints_as_the_rules_md_picture() {
    let picture = read("three-player-start.txt");
    let game = Game::from_setup(&Setup::new(seats(3))).unwrap();
    assert_eq!(game.diagram().to_text(), picture);
    assert_eq!(Diagram::parse(&picture, 3).unwrap(), game.diagram());
    for (p, point) in game.seats().zip([Point::S, Point::NW, Point::NE]) {
        assert_eq!(game.marbles(p), point.holes());
        assert_eq!(game.start_point(p), point);
    }
}

#[test]
fn diagrams_round_trip_through_text() {
    for name in ["two-hop-chain", "four-player-finish", "teams", "play-on"] {
        let (setup, game) = super::position(name);
        let players = game.player_count();
        let parsed = Diagram::parse(setup.position.as_deref().unwrap(), players).unwrap();
        assert_eq!(parsed, game.diagram(), "{name}");
        let printed = parsed.to_text();
        let again = Diagram::parse(&printed, players).unwrap();
        assert_eq!(again, parsed, "{name}");
        assert_eq!(again.to_text(), printed, "{name}");
        let reloaded = Game::from_setup(&Setup { position: Some(printed.clone()), ..setup.clone() }).unwrap();
        for h in Hole::all() {
            assert_eq!(reloaded.owner(h), game.owner(h), "{name}: {h}");
        }
    }
}

#[test]
fn only_the_tokens_of_a_diagram_count() {
    let picture = read("three-player-start.txt");
    let expected = Diagram::parse(&picture, 3).unwrap();
    // Rows flush left, with Windows line ends and blank lines around.
    let flush: String = picture.lines().map(|l| format!("{}\r\n", l.trim())).collect();
    assert_eq!(Diagram::parse(&format!("\n\n{flush}\n"), 3).unwrap(), expected);
    // Rows indented further than in the picture.
    let indented: String = picture.lines().map(|l| format!("        {l}\n")).collect();
    assert_eq!(Diagram::parse(&indented, 3).unwrap(), expected);
}

#[test]
fn bad_diagrams_are_refused_with_their_line() {
    let picture = read("three-player-start.txt");
    let with_line = |line: usize, token: &str| -> String {
        let mut lines: Vec<String> = picture.lines().map(String::from).collect();
        lines[line - 1] = lines[line - 1].replacen('.', token, 1);
        lines.join("\n")
    };
    let line_of = |text: &str, players| match Diagram::parse(text, players) {
        Err(SetupError::Diagram { line, error }) => (line, error),
        other => panic!("{other:?}"),
    };
    assert!(matches!(line_of(&with_line(9, "x"), 3), (9, DiagramError::BadToken { .. })));
    assert!(matches!(line_of(&with_line(9, "7"), 3).1, DiagramError::BadToken { token, .. } if token == "7"));
    assert!(
        matches!(line_of(&with_line(9, "4"), 3).1, DiagramError::NoSuchPlayer { player, players: 3, .. } if player == Seat::new(3))
    );
    assert!(matches!(line_of(&with_line(9, "0"), 3).1, DiagramError::BadToken { token, .. } if token == "0"));
    assert!(matches!(line_of(&with_line(9, ". ."), 3), (9, DiagramError::RowWidth { row: 8, found: 10 })));
    let short: String = picture.lines().take(16).map(|l| format!("{l}\n")).collect();
    assert_eq!(line_of(&short, 3), (16, DiagramError::TooFewRows { rows: 16 }));
    let long = format!("{picture}. \n");
    assert_eq!(line_of(&long, 3), (18, DiagramError::TooManyRows));
    assert_eq!(line_of("", 2), (1, DiagramError::TooFewRows { rows: 0 }));
}
