//! Setup files (docs/rules.md, "Setup files"): the format's defaults, the
//! RON round trip, and every kind of bad file, each refused with a message
//! that names the file and, where there is one, the line.

use super::{data, seats, teams};
use chinese_checkers_rules::{
    DiagramError, Game, Jumps, Level, Parking, PlayerKind, PlayerSpec, Rules, Seat, Setup, SetupError, TargetLock,
    UnusedPoints, Win, load_game,
};
use std::path::Path;

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn ron_files(dir: &str) -> Vec<std::path::PathBuf> {
    let mut files: Vec<_> = std::fs::read_dir(data(dir)).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    files
}

#[test]
fn the_minimal_file_takes_every_default() {
    let (setup, game) = load_game(&data("minimal.ron")).unwrap();
    assert_eq!(
        setup.players,
        [PlayerSpec::new(PlayerKind::Human), PlayerSpec::new(PlayerKind::Computer(Level::EASY)),]
    );
    assert_eq!(setup.name, "");
    assert_eq!(setup.description, "");
    assert_eq!(setup.rules, Rules::default());
    assert_eq!(setup.position, None);
    assert_eq!(setup.to_move, Seat::new(0));
    assert_eq!(game, Game::from_setup(&Setup::new(seats(2))).unwrap());
    assert_eq!(setup.player_name(Seat::new(0)), "Player 1");
    assert_eq!(setup.player_name(Seat::new(1)), "Computer 2 (Level 1)");
}

#[test]
fn the_defaults_are_those_of_rules_md() {
    let rules = Rules::default();
    assert_eq!(rules.jumps, Jumps::Adjacent);
    assert_eq!(rules.parking, Parking::NotInOthersPoints);
    assert_eq!(rules.win, Win::FilledWithOneOwn);
    assert_eq!(rules.unused_points, UnusedPoints::Open);
    assert_eq!(rules.target_lock, TargetLock::Off);
    assert!(!rules.play_on);
    assert_eq!(rules.turn_limit, None);
    assert!(rules.teams.is_empty());
}

#[test]
fn the_rules_md_example_parses() {
    let (setup, game) = load_game(&data("rules-md-example.ron")).unwrap();
    assert_eq!(setup.name, "Three players");
    assert_eq!(setup.player_name(Seat::new(0)), "You");
    assert_eq!(setup.players[2].kind, PlayerKind::Computer(Level::HARD));
    assert_eq!(setup.rules, Rules::default());
    assert_eq!(game.player_count(), 3);
    assert!(Level::parse("Grandmaster").is_err_and(|e| e.to_string().contains("the levels are 1 to 10")));
}

#[test]
fn levels_are_named_or_numbered_from_one_to_ten() {
    for level in Level::NAMED {
        let name = level.name().expect("a named level");
        assert_eq!(Level::parse(&name.to_lowercase()), Ok(level));
        let written = ron::to_string(&PlayerKind::Computer(level)).expect("a level writes");
        assert_eq!(written, format!("Computer({name})"), "the old name stays in files");
    }
    let named = [("Easy", 1), ("Medium", 5), ("Hard", 9), ("Expert", 10)];
    for (name, number) in named {
        let kind: PlayerKind = ron::from_str(&format!("Computer({name})")).expect("an old name loads");
        assert_eq!(kind, PlayerKind::Computer(Level::new(number).expect("on the ladder")));
    }
    for number in 1..=10 {
        let level = Level::new(number).expect("on the ladder");
        assert_eq!(Level::parse(&number.to_string()), Ok(level));
        assert_eq!(Level::parse(&format!("level {number}")), Ok(level));
        let kind: PlayerKind = ron::from_str(&format!("Computer(Level({number}))")).expect("a numbered level loads");
        assert_eq!(kind, PlayerKind::Computer(level));
        let back: PlayerKind = ron::from_str(&ron::to_string(&kind).expect("writes")).expect("reads back");
        assert_eq!(back, kind);
    }
    assert_eq!(Level::ALL.map(Level::number), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for wrong in [0, 11] {
        assert_eq!(Level::new(wrong), None);
        assert!(Level::parse(&wrong.to_string()).is_err());
        let text = format!("(players: [(kind: Human), (kind: Computer(Level({wrong})))])");
        let error = Setup::from_ron(&text).expect_err("no such level").to_string();
        assert!(error.contains(&format!("there is no level {wrong}: the levels are 1 to 10")), "{error}");
    }
}

#[test]
fn a_full_setup_survives_the_ron_round_trip() {
    let (_, game) = super::position("teams");
    let setup = Setup {
        name: "Everything \"quoted\"".into(),
        description: "Every field away from its default.".into(),
        players: vec![
            PlayerSpec::new(PlayerKind::Human).named("Ann"),
            PlayerSpec::new(PlayerKind::Computer(Level::EXPERT)),
            PlayerSpec::new(PlayerKind::Computer(Level::MEDIUM)).named("Bo"),
            PlayerSpec::new(PlayerKind::Human),
        ],
        rules: Rules {
            jumps: Jumps::Long,
            parking: Parking::OwnPointsOnly,
            win: Win::AllOwn,
            unused_points: UnusedPoints::Removed,
            target_lock: TargetLock::WholeMove,
            play_on: true,
            turn_limit: Some(200),
            turn_limit_draw: true,
            equal_turns: true,
            repetition_draw: true,
            teams: teams(&[&[1, 3], &[2, 4]]),
        },
        position: Some(game.diagram().to_text()),
        to_move: Seat::new(1),
        turns_played: 17,
        first_mover: Some(Seat::new(2)),
    };
    let text = setup.to_ron().unwrap();
    // Files number seats from 1.
    assert!(text.contains("to_move: 2"), "{text}");
    assert_eq!(text.split_whitespace().collect::<String>().matches("teams:[[1,3,],[2,4,],]").count(), 1, "{text}");
    assert_eq!(Setup::from_ron(&text), Ok(setup.clone()), "{text}");
    let game = Game::from_setup(&setup).unwrap();
    assert_eq!(Game::from_setup(&Setup::from_ron(&text).unwrap()).unwrap(), game);
}

#[test]
fn every_setup_file_survives_the_ron_round_trip() {
    let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/setups");
    let mut files = ron_files("positions");
    files.extend(std::fs::read_dir(assets).unwrap().map(|e| e.unwrap().path()));
    files.push(data("minimal.ron"));
    files.push(data("rules-md-example.ron"));
    for path in files {
        let (setup, game) = load_game(&path).unwrap_or_else(|e| panic!("{e}"));
        let again =
            Setup::from_ron(&setup.to_ron().expect("writes")).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(again, setup, "{}", path.display());
        assert_eq!(Game::from_setup(&again).unwrap(), game, "{}", path.display());
    }
}

/// Every bad file of `tests/data/bad`: the file line of the error (if it
/// has one) and a piece of its message.
const BAD_FILES: &[(&str, Option<usize>, &str)] = &[
    ("sixteen-rows.ron", Some(20), "16 rows"),
    ("short-row.ron", Some(9), "row e needs 13 holes, found 12"),
    ("bad-token.ron", Some(13), "'x' on i5"),
    ("eleven-marbles.ron", Some(21), "player 1 has more than 10 marbles"),
    ("player-three-of-two.ron", Some(13), "marble of player 3 on i5"),
    ("word-before-position.ron", Some(14), "'x' on i5"),
    ("raw-string.ron", Some(12), "'x' on i5"),
    ("five-players.ron", None, "5 players"),
    ("to-move.ron", None, "to_move is 3"),
    ("team-twice.ron", None, "player 3 is in more than one team"),
    ("team-seat-seven.ron", None, "team member 7"),
    ("marble-on-removed.ron", None, "e1"),
    ("malformed.ron", Some(5), "line 5, column 5"),
    ("unknown-rule.ron", Some(6), "Nowhere"),
];

#[test]
fn every_bad_file_is_refused_naming_the_file_and_line() {
    let mut failures = Vec::new();
    for &(name, line, fragment) in BAD_FILES {
        let path = data(&format!("bad/{name}"));
        let message = match load_game(&path) {
            Ok(_) => {
                failures.push(format!("{name}: accepted"));
                continue;
            }
            Err(e) => e.to_string(),
        };
        let mut expect = vec![format!("{}: ", path.display()), fragment.to_string()];
        if let Some(line) = line {
            expect.push(format!("line {line}"));
        }
        for piece in expect {
            if !message.contains(&piece) {
                failures.push(format!("{name}: {message:?} lacks {piece:?}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(ron_files("bad").len(), BAD_FILES.len(), "a file in tests/data/bad has no entry");
}

#[test]
fn the_error_kinds_are_kept_apart() {
    let load = |name: &str| load_game(&data(&format!("bad/{name}"))).unwrap_err().error;
    assert!(matches!(load("malformed.ron"), SetupError::Syntax { line: 5, .. }));
    assert!(matches!(load("bad-token.ron"), SetupError::Diagram { line: 13, error: DiagramError::BadToken { .. } }));
    assert!(matches!(load("five-players.ron"), SetupError::PlayerCount { players: 5 }));
    // Without a file, diagram lines count from the diagram's first line.
    let text = read(&data("bad/bad-token.ron"));
    let setup = Setup::from_ron(&text).unwrap();
    assert!(matches!(Game::from_setup(&setup), Err(SetupError::Diagram { line: 10, .. })));
}

#[test]
fn a_missing_file_is_an_error_naming_it() {
    let path = data("no-such-setup.ron");
    let error = load_game(&path).unwrap_err();
    let message = error.to_string();
    assert!(message.starts_with(&format!("{}: ", path.display())), "{message}");
    assert_eq!(error.path, path.display().to_string());
    let folder = data("positions");
    let message = load_game(&folder).unwrap_err().to_string();
    assert!(message.starts_with(&format!("{}: ", folder.display())), "{message}");
}

#[test]
fn bad_setups_built_in_code_are_refused() {
    let with = |players: usize, change: &dyn Fn(&mut Setup)| {
        let mut setup = Setup::new(seats(players));
        change(&mut setup);
        Game::from_setup(&setup)
    };
    for players in [0, 1, 5, 7] {
        assert!(with(players, &|_| {}).is_err(), "{players} players");
    }
    for players in [2, 3, 4, 6] {
        assert!(with(players, &|_| {}).is_ok(), "{players} players");
    }
    assert!(with(2, &|s| s.to_move = Seat::from_number(0)).is_err());
    assert!(with(3, &|s| s.rules.teams = teams(&[&[1, 2]])).is_err(), "teams need 4 or 6 players");
    assert!(with(4, &|s| s.rules.teams = teams(&[&[0, 2]])).is_err(), "seats count from 1");
    assert!(with(4, &|s| s.rules.teams = teams(&[&[1, 3], &[2, 4]])).is_ok());
    assert!(with(2, &|s| s.position = Some(String::new())).is_err());
    assert!(with(2, &|s| s.position = Some("1 2".into())).is_err());
}

#[test]
fn unknown_fields_and_bad_values_are_refused_with_their_line() {
    for text in [
        "(players: [(kind: Human), (kind: Human)], colour: Red)",
        "(players: [(kind: Human, level: Easy), (kind: Human)])",
        "(players: [(kind: Human), (kind: Human)], rules: (jump: Long))",
        "(players: [(kind: Robot), (kind: Human)])",
        "(players: [(kind: Computer(Godlike)), (kind: Human)])",
        "(players: [(kind: Human), (kind: Human)], to_move: -1)",
        "(players: [(kind: Human), (kind: Human)], rules: (turn_limit: Some(-1)))",
        "(players: [(kind: Human), (kind: Human)], rules: (teams: [[1, -2]]))",
        "(players: [(kind: Human), (kind: Human)], position: Some(5))",
    ] {
        assert!(matches!(Setup::from_ron(text), Err(SetupError::Syntax { line: 1, .. })), "{text}");
    }
}
