//! The game review in the app: the replay screen's Review switch (the V
//! key) judges every turn in the background, fills the race chart and
//! keeps the review beside the file; the Results screen shows each
//! player's figures from the same review, and "Review this game" opens
//! the replay with Review on at once.

use super::turns::start;
use super::*;
use chinese_checkers::app::{
    GameFigures, LastSaved, RaceChart, ReplayPlayback, ReplayRequest, ReplayReview, WatchFile,
};
use engine::Verdict;
use rules::Seat;
use saves::review_path;

fn review(app: &App) -> &ReplayReview {
    app.world().resource::<ReplayReview>()
}

/// Copies a test replay into `dir`, as a saved game.
fn saved_copy(dir: &std::path::Path, name: &str) -> PathBuf {
    let from = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/replays").join(name);
    let to = dir.join(name);
    std::fs::copy(&from, &to).expect("the test replay copies");
    to
}

#[test]
fn review_on_fills_the_race_chart_and_a_click_on_it_picks_the_turn() {
    let dir = scratch("review-chart");
    let mut app = headless_app_in(&dir);
    let file = saved_copy(&dir, "planted-bad-move.ron");
    app.world_mut().write_message(WatchFile { path: file.clone(), review: false });
    assert!(run_until(&mut app, 10, |app| screen(app) == Screen::Replay));
    assert!(!review(&app).shown(), "Review starts off");

    press(&mut app, KeyCode::KeyV);
    assert!(review(&app).shown(), "V turns Review on");
    assert!(run_until(&mut app, 2_000, |app| {
        std::thread::sleep(Duration::from_millis(5));
        review(app).complete()
    }));
    let chart = RaceChart::of(review(&app));
    assert_eq!(chart.lines.len(), 2, "a line per player");
    assert!(chart.lines.iter().all(|line| line.len() == 3), "a point per turn: {:?}", chart.lines);
    let planted = chart.marks.iter().find(|(turn, _, _)| *turn == 3).expect("turn 3 is marked");
    assert_eq!(planted.1, Seat::new(0));
    assert!(planted.2 >= Verdict::Mistake);

    // A click two thirds of the way across the chart picks turn 2.
    let turn = chart.turn_at(2.0 / 3.0);
    app.world_mut().write_message(ReplayRequest::Seek(turn));
    app.update();
    assert_eq!(app.world().resource::<ReplayPlayback>().at(), 2);

    // The finished review is kept beside the file...
    assert!(
        run_until(&mut app, 1_000, |_| {
            std::thread::sleep(Duration::from_millis(5));
            review_path(&file).exists()
        }),
        "the review is kept"
    );
    app.world_mut().write_message(ReplayRequest::Close);
    assert!(run_until(&mut app, 10, |app| screen(app) == Screen::SavedGames));

    // ...so opening the game again with Review on shows every verdict at once.
    app.world_mut().write_message(WatchFile { path: file, review: true });
    assert!(run_until(&mut app, 10, |app| screen(app) == Screen::Replay));
    assert!(review(&app).shown() && review(&app).complete(), "read back from the file");
}

#[test]
fn the_results_show_each_players_figures_and_review_this_game_opens_the_review() {
    let mut app = headless_app("review-results");
    let near_end =
        std::fs::read_to_string(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/window/near-end.ron"))
            .expect("the test setup reads")
            .replace("kind: Human", "kind: Computer(Medium)");
    start(&mut app, setup(&near_end));
    assert!(run_until(&mut app, 2_000, |app| screen(app) == Screen::Results), "the game ended");
    assert!(run_until(&mut app, 2_000, |app| {
        std::thread::sleep(Duration::from_millis(5));
        app.world().get_resource::<GameFigures>().is_some_and(|f| f.summaries().is_some())
    }));
    let figures = app.world().resource::<GameFigures>();
    let summaries = figures.summaries().expect("the figures are ready");
    assert_eq!(summaries.len(), 2);
    let turns: u32 = summaries.iter().map(|s| s.turns).sum();
    assert_eq!(turns as usize, session(&app).turns().iter().filter(|t| !t.is_pass()).count());
    for s in summaries {
        assert_eq!(s.verdicts.iter().sum::<u32>(), s.turns, "a verdict for each move of {}", s.seat);
    }

    // "Review this game" opens the saved game with Review on, judged already.
    let saved = app.world().resource::<LastSaved>().path().expect("the game was saved").to_path_buf();
    app.world_mut().write_message(WatchFile { path: saved, review: true });
    assert!(run_until(&mut app, 10, |app| screen(app) == Screen::Replay));
    assert!(review(&app).shown() && review(&app).complete());
}
