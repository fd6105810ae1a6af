//! The statistics screen: entering it reads the saved games and computes
//! the person's record (a game played on the board and games saved before
//! count; a demo between computers is counted apart); a saved game that
//! does not load is named in a notice and left out.

use super::replays::store;
use super::turns::{play_by_clicks, set_speed, start};
use super::*;
use chinese_checkers::app::{GoTo, Notice, Statistics};
use rules::{Level, Move, PlayerKind, Replay, load_game};
use saves::{Best, GameResult, Opposition, Tally};

/// Three players, player 1 one hop (f4-d1, over e5) from finishing first;
/// seat 1 is `first`, the others computers of `others`.
fn near_the_finish(first: PlayerKind, others: Level) -> Setup {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/positions/three-player-finish.ron");
    let (mut setup, _) = load_game(&path).expect("the position loads");
    for (i, seat) in setup.players.iter_mut().enumerate() {
        seat.kind = if i == 0 { first } else { PlayerKind::Computer(others) };
    }
    setup
}

/// A game from [`near_the_finish`] in which player 1 finishes at once,
/// begun on `when`.
fn finished_at_once(seat_one: PlayerKind, seat_two: PlayerKind, when: &str) -> Replay {
    let mut setup = near_the_finish(seat_one, Level::EASY);
    setup.players[1].kind = seat_two;
    let mut replay = Replay::new(setup, Some(when.to_owned()));
    replay.turns.push("f4-d1".to_owned());
    replay
}

/// Opens the statistics screen as the menu's button does.
fn open_statistics(app: &mut App) {
    app.world_mut().write_message(GoTo::screen(Screen::Statistics));
    assert!(run_until(app, 5, |app| screen(app) == Screen::Statistics));
    app.update();
}

#[test]
fn the_record_counts_the_saved_games_and_leaves_out_what_does_not_load() {
    let mut app = headless_app("statistics");
    let saves = store(&app);
    let lost = finished_at_once(PlayerKind::Computer(Level::HARD), PlayerKind::Human, "2020-01-01T10:00:00Z");
    let demo = finished_at_once(
        PlayerKind::Computer(Level::MEDIUM),
        PlayerKind::Computer(Level::EXPERT),
        "2020-01-02T10:00:00Z",
    );
    for replay in [lost, demo] {
        saves.save(&replay).expect("saved");
    }
    std::fs::write(saves.dir().join("damaged.ron"), "(setup: (players: [(kind: Hu").expect("write");
    let mut refused = finished_at_once(PlayerKind::Human, PlayerKind::Human, "2020-01-03T10:00:00Z");
    refused.turns = vec!["f4-d1".to_owned(), "a1-a1".to_owned()];
    std::fs::write(saves.dir().join("refused.ron"), refused.to_ron().expect("text")).expect("write");

    // A game won on the board, now: the person hops f4-d1 and finishes first.
    set_speed(&mut app, 4.0);
    start(&mut app, near_the_finish(PlayerKind::Human, Level::EASY));
    let (from, to) = ("f4".parse().expect("hole"), "d1".parse().expect("hole"));
    play_by_clicks(&mut app, Move { from, to });
    assert!(run_until(&mut app, 200, |app| screen(app) == Screen::Results), "the game ended");
    app.update();
    // Rating the saved games after this one finds the damaged file first,
    // names it and keeps it aside.
    let notice = app.world().resource::<Notice>().text().unwrap_or_default().to_owned();
    assert!(notice.contains("damaged.ron") && notice.contains("kept as"), "{notice}");

    open_statistics(&mut app);
    let statistics = app.world().resource::<Statistics>().clone();
    let record = &statistics.record();
    assert_eq!(statistics.error(), None);
    assert_eq!(record.computers_only, 1, "the demo is counted apart");
    assert_eq!(record.total, Tally { games: 2, wins: 1, unfinished: 0 });
    assert_eq!(
        record.by_players,
        [(2, Tally::default()), (3, record.total), (4, Tally::default()), (6, Tally::default())]
    );
    let row = |o: Opposition| record.by_opposition.iter().find(|(x, _)| *x == o).map(|(_, tally)| *tally);
    assert_eq!(row(Opposition::Computer(Level::EASY)), Some(Tally { games: 1, wins: 1, unfinished: 0 }));
    assert_eq!(row(Opposition::Computer(Level::HARD)), Some(Tally { games: 1, wins: 0, unfinished: 0 }));
    let results: Vec<GameResult> = record.results.iter().map(|played| played.result).collect();
    assert_eq!(results.len(), 2);
    assert_ne!(results[0], GameResult::Won, "the saved loss comes first");
    assert_eq!(results[1], GameResult::Won, "the game just played comes last");
    assert_eq!((record.current_streak, record.best_streak), (1, 1));
    assert_eq!(record.fastest_win.as_ref().map(|best| best.value), Some(1));
    assert!(matches!(&record.longest_chain, Some(Best { value: 1, .. })), "{:?}", record.longest_chain);

    assert_eq!(statistics.left_out().len(), 1, "{:?}", statistics.left_out());
    let notice = app.world().resource::<Notice>().text().unwrap_or_default().to_owned();
    assert!(notice.contains("refused.ron"), "{notice}");
    assert!(notice.contains("Left out of the statistics"), "{notice}");

    // Back on the menu and in again: the damaged file, kept aside, is no
    // longer listed; the refused one still is, and still left out.
    app.world_mut().write_message(GoTo::screen(Screen::Menu));
    assert!(run_until(&mut app, 5, |app| screen(app) == Screen::Menu));
    open_statistics(&mut app);
    let again = app.world().resource::<Statistics>();
    assert_eq!(again.record(), *record, "the same record");
    assert_eq!(again.left_out().len(), 1, "{:?}", again.left_out());
}
