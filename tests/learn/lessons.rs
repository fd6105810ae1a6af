//! The lessons of `assets/lessons`, built into the program: every one
//! loads, every answer does its task, other correct moves count too, wrong
//! moves get the lesson's hint and illegal ones the rule that refuses them;
//! the player's own lessons follow them, and a broken file is listed with
//! its error while the rest still load.

use chinese_checkers::locale::{Language, Texts};
use content::lessons::{Check, CheckKind, Lesson, Part, Progress, Verdict, load_all};
use rules::{Move, Seat, route_to_string};
use std::path::PathBuf;

/// The English catalogue, where the built-in lessons' texts are.
fn english() -> Texts {
    Texts::new(Language::English)
}

/// The shipped lessons folder.
fn lessons_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets/lessons")
}

/// Every built-in lesson; panics naming any broken one.
fn lessons() -> Vec<Lesson> {
    load_all(None).into_iter().map(|l| l.unwrap_or_else(|e| panic!("{e}"))).collect()
}

/// The lesson with this id.
fn lesson(id: &str) -> Lesson {
    lessons().into_iter().find(|l| l.id == id).unwrap_or_else(|| panic!("no lesson {id}"))
}

/// The move `from-to` of a route such as `o1-m5-k5`.
fn mv(route: &str) -> Move {
    let holes: Vec<&str> = route.split('-').collect();
    let hole = |name: &str| name.parse().unwrap_or_else(|e| panic!("{e}"));
    Move { from: hole(holes[0]), to: hole(holes[holes.len() - 1]) }
}

/// Per lesson: the answer, other moves that do the task, legal moves that
/// do not (with the kind of mistake whose "why" they get), and moves the
/// rules refuse (with a piece of the reason).
struct Case {
    id: &'static str,
    answer: &'static str,
    also_right: &'static [&'static str],
    wrong: &'static [(&'static str, CheckKind)],
    illegal: &'static [(&'static str, &'static str)],
}

const CASES: &[Case] = &[
    Case {
        id: "01-step",
        answer: "i5-h5",
        also_right: &["i5-h6"],
        wrong: &[("i5-i4", CheckKind::EndsOn), ("i5-j6", CheckKind::EndsOn)],
        illegal: &[("i5-g5", "No single step"), ("c2-c3", "Player 2's"), ("i5-i5", "another hole")],
    },
    Case {
        id: "02-hop",
        answer: "k6-i6",
        also_right: &[],
        wrong: &[("k6-j5", CheckKind::HopsOver), ("k6-k7", CheckKind::HopsOver)],
        illegal: &[("k6-j6", "taken"), ("k6-h6", "No single step")],
    },
    Case {
        id: "03-chain",
        answer: "j5-f6",
        also_right: &[],
        wrong: &[("j5-h6", CheckKind::HopsOver), ("i5-h5", CheckKind::StartsOn), ("j5-k5", CheckKind::HopsOver)],
        illegal: &[("j5-g6", "taken")],
    },
    Case {
        id: "04-sideways-first",
        answer: "i5-c1",
        also_right: &["i5-a1"],
        wrong: &[("i5-e7", CheckKind::EndsOn), ("i5-i7", CheckKind::EndsOn), ("i5-h5", CheckKind::EndsOn)],
        illegal: &[("i5-c2", "No single step")],
    },
    Case {
        id: "05-ladders",
        answer: "o1-g9",
        also_right: &[],
        wrong: &[
            ("o1-m7", CheckKind::MinHops),
            ("o1-i7", CheckKind::MinHops),
            ("o1-o2", CheckKind::MinHops),
            ("h8-g8", CheckKind::StartsOn),
        ],
        illegal: &[("o1-f10", "No single step")],
    },
    Case {
        id: "06-long-jumps",
        answer: "m7-g9",
        also_right: &[],
        wrong: &[("m7-l7", CheckKind::HopsOver), ("m7-m8", CheckKind::HopsOver)],
        illegal: &[("m7-h8", "No single step")],
    },
    Case {
        id: "07-no-parking",
        answer: "g9-i9",
        also_right: &[],
        wrong: &[("g9-f9", CheckKind::PassesThrough), ("g9-h9", CheckKind::PassesThrough)],
        illegal: &[("g9-g11", "another player's point"), ("g9-g10", "taken")],
    },
    Case {
        id: "08-three-players",
        answer: "f8-d3",
        also_right: &[],
        wrong: &[("f8-f9", CheckKind::Finishes), ("d4-d3", CheckKind::Finishes)],
        illegal: &[("f8-e7", "No single step"), ("e8-d3", "Player 2's")],
    },
    Case {
        id: "09-four-players",
        answer: "i8-g10",
        also_right: &[],
        wrong: &[("i8-i7", CheckKind::Finishes), ("h10-g10", CheckKind::Finishes)],
        illegal: &[("i8-h9", "taken")],
    },
    Case {
        id: "10-no-blocking",
        answer: "e9-c3",
        also_right: &[],
        wrong: &[("e9-e8", CheckKind::Finishes), ("k6-j6", CheckKind::Finishes)],
        illegal: &[("e9-b2", "taken")],
    },
];

#[test]
fn every_lesson_file_loads_in_file_name_order() {
    let ids: Vec<String> = lessons().into_iter().map(|l| l.id).collect();
    let expected: Vec<&str> = CASES.iter().map(|c| c.id).collect();
    assert_eq!(ids, expected);
}

#[test]
fn every_answer_does_its_task_along_its_written_route() {
    for case in CASES {
        let lesson = lesson(case.id);
        assert_eq!(lesson.answer_move(), mv(case.answer), "{}", case.id);
        let game = lesson.game();
        assert_eq!(lesson.check(&game, lesson.answer_move()), Verdict::Done, "{}", case.id);
        assert!(!route_to_string(lesson.answer()).is_empty());
    }
}

#[test]
fn other_moves_that_do_the_task_count_too() {
    for case in CASES {
        let lesson = lesson(case.id);
        for right in case.also_right {
            assert_eq!(lesson.check(&lesson.game(), mv(right)), Verdict::Done, "{}: {right}", case.id);
        }
    }
}

#[test]
fn a_legal_move_that_misses_the_task_gets_the_hint_and_its_why() {
    for case in CASES {
        let lesson = lesson(case.id);
        for &(wrong, kind) in case.wrong {
            assert_eq!(lesson.check(&lesson.game(), mv(wrong)), Verdict::Wrong(kind), "{}: {wrong}", case.id);
            let why = english().find(&format!("lesson-{}", case.id), Part::Why(kind).attribute().as_deref(), &[]);
            assert!(why.is_some(), "{}: no why for {kind:?}", case.id);
        }
    }
}

#[test]
fn an_illegal_move_gets_the_rule_that_refuses_it() {
    for case in CASES {
        let lesson = lesson(case.id);
        for &(illegal, reason) in case.illegal {
            match lesson.check(&lesson.game(), mv(illegal)) {
                Verdict::Illegal(given) => {
                    let given = given.to_string();
                    assert!(given.contains(reason), "{}: {illegal}: {given}", case.id)
                }
                other => panic!("{}: {illegal}: {other:?}", case.id),
            }
        }
    }
}

#[test]
fn the_long_jump_lesson_switches_the_variant_on() {
    let lesson = lesson("06-long-jumps");
    assert_eq!(lesson.setup.rules.jumps, rules::Jumps::Long);
    let mut adjacent = lesson.setup.clone();
    adjacent.rules.jumps = rules::Jumps::Adjacent;
    let game = rules::Game::from_setup(&adjacent).unwrap();
    assert!(!game.legal_moves().contains(mv("m7-g9")), "no long jump under the standard rule");
}

#[test]
fn the_ladder_is_a_straight_line_climbed_rung_by_rung() {
    let lesson = lesson("05-ladders");
    let game = lesson.game();
    let route = game.route(lesson.answer_move()).expect("the answer is legal");
    let step = |a: rules::Hole, b: rules::Hole| (b.row() as i32 - a.row() as i32, b.col() as i32 - a.col() as i32);
    let direction = step(route[0], route[1]);
    assert!(route.windows(2).all(|w| step(w[0], w[1]) == direction), "the climb goes one way: {route:?}");
    // Every marble of the ladder is a rung: one per hop, each between two landings.
    let rungs: Vec<_> = route
        .windows(2)
        .map(|w| rules::Hole::at((w[0].row() + w[1].row()) / 2, (w[0].col() + w[1].col()) / 2).unwrap())
        .collect();
    let own: Vec<_> = rules::Hole::all().filter(|&h| h != route[0] && game.owner(h) == Some(Seat::new(0))).collect();
    assert_eq!(own, rungs.iter().rev().copied().collect::<Vec<_>>(), "the ladder is the rungs hopped");
    let mut after = lesson.game();
    after.play(lesson.answer_move()).unwrap();
    assert!(rungs.iter().all(|&h| after.owner(h) == Some(Seat::new(0))), "the ladder still stands");
}

#[test]
fn the_no_blocking_lesson_finishes_only_under_its_own_rule() {
    let lesson = lesson("10-no-blocking");
    assert!(lesson.checks().iter().any(|c| matches!(c, Check::Under(..))));
    let mut game = lesson.game();
    game.play(lesson.answer_move()).unwrap();
    assert!(game.is_finished(Seat::new(0)));
    assert_eq!(game.owner("b2".parse().unwrap()), Some(Seat::new(1)), "Player 2's marble is still in the target");
    let mut all_own = lesson.setup.clone();
    all_own.rules.win = rules::Win::AllOwn;
    let mut game = rules::Game::from_setup(&all_own).unwrap();
    game.play(lesson.answer_move()).unwrap();
    assert!(!game.is_finished(Seat::new(0)));
}

#[test]
fn the_player_counts_are_those_the_lessons_teach() {
    for (id, players) in [("07-no-parking", 3), ("08-three-players", 3), ("09-four-players", 4), ("10-no-blocking", 2)]
    {
        assert_eq!(lesson(id).game().player_count(), players, "{id}");
    }
}

/// A temporary folder of its own for one test.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("chinese-checkers-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn own_lessons_follow_the_built_in_ones_and_a_broken_file_is_listed_with_its_error() {
    let dir = temp_dir("broken-lesson");
    let step = std::fs::read_to_string(lessons_dir().join("01-step.ron")).unwrap();
    std::fs::write(dir.join("01-step.ron"), step.replacen("(", "(\n    title: \"My own step\",", 1)).unwrap();
    std::fs::write(dir.join("zz-broken.ron"), "(title: \"Half a lesson\",").unwrap();
    std::fs::write(dir.join("notes.txt"), "not a lesson").unwrap();
    let loaded = load_all(Some(&dir));
    let built_in = load_all(None).len();
    assert_eq!(loaded.len(), built_in + 1, "the own 01-step takes the built-in one's place");
    let own_step = loaded[0].as_ref().expect("the own 01-step loads");
    assert_eq!(own_step.own_text(Part::Title), Some("My own step"));
    assert!(loaded[1..built_in].iter().all(Result::is_ok));
    let error = loaded[built_in].as_ref().expect_err("the broken file is an error");
    assert!(error.to_string().contains(&dir.join("zz-broken.ron").display().to_string()), "{error}");
    assert!(error.message.contains("line 1"), "{error}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_lesson_whose_answer_misses_its_task_or_is_no_route_is_refused() {
    let text = std::fs::read_to_string(lessons_dir().join("03-chain.ron")).unwrap();
    let short = text.replace("answer: \"j5-h6-f6\"", "answer: \"j5-h6\"");
    let error = Lesson::from_ron("short", &short).unwrap_err();
    assert!(error.to_string().starts_with("short: answer \"j5-h6\" does not do the task"), "{error}");
    let broken_route = text.replace("answer: \"j5-h6-f6\"", "answer: \"j5-h5-f6\"");
    let error = Lesson::from_ron("route", &broken_route).unwrap_err();
    assert!(error.message.contains("leg 1, j5-h5, is neither a step to an empty hole nor a hop"), "{error}");
    let bad_hole = text.replace("HopsOver([\"i5\", \"g6\"])", "HopsOver([\"i5\", \"z9\"])");
    let error = Lesson::from_ron("hole", &bad_hole).unwrap_err();
    assert!(error.message.contains("z9"), "{error}");
}

#[test]
fn a_diagram_error_names_the_line_of_the_lesson_file() {
    let text = std::fs::read_to_string(lessons_dir().join("01-step.ron")).unwrap();
    let line = text.lines().position(|l| l.trim() == ". . . . 1 . . . .").unwrap() + 1;
    let broken = text.replace(". . . . 1 . . . .", ". . . . 1 . . . . .");
    let error = Lesson::from_ron("01-step", &broken).unwrap_err();
    assert!(error.message.starts_with(&format!("line {line}:")), "{error} (expected line {line})");
}

#[test]
fn progress_records_completed_lessons_and_round_trips() {
    let ids: Vec<String> = lessons().into_iter().map(|l| l.id).collect();
    let mut progress = Progress::default();
    assert_eq!(progress.next(ids.iter().map(String::as_str)), Some(0));
    progress.complete(&ids[0]);
    progress.complete(&ids[0]);
    assert!(progress.is_complete(&ids[0]));
    assert_eq!(progress.next(ids.iter().map(String::as_str)), Some(1));
    let text = ron::to_string(&progress).unwrap();
    assert_eq!(ron::from_str::<Progress>(&text).unwrap(), progress);
    for id in &ids {
        progress.complete(id);
    }
    assert_eq!(progress.next(ids.iter().map(String::as_str)), None);
}

#[test]
fn every_built_in_lesson_has_its_texts_in_the_catalogue_and_writes_none_itself() {
    let texts = english();
    for lesson in lessons() {
        let key = format!("lesson-{}", lesson.id);
        for part in [Part::Title, Part::Intro, Part::Task, Part::Hint, Part::Done] {
            assert_eq!(lesson.own_text(part), None, "{}: {part:?} belongs in the catalogue", lesson.id);
            let text = texts.find(&key, part.attribute().as_deref(), &[]);
            assert!(text.is_some_and(|text| text.len() > 3), "{}: no {part:?}", lesson.id);
        }
    }
}
