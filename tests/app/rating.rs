//! The player's rating in the game: computed from the saved games (those
//! that do not count, and files that do not load, left out), moved by a
//! whole game played on the board by clicks, shown on the results screen
//! and in Statistics, and behind the quick game's suggested level.

use super::replays::store;
use super::turns::{a_good_move, play_by_clicks, set_speed, start, until_persons_turn};
use super::*;
use chinese_checkers::app::{GoTo, LastGame, Notice, PlayerRating, Statistics};
use engine::choose_move;
use rules::{Game, Help, Level, Replay};
use saves::{NotRated, nearest_level};
use std::sync::atomic::AtomicBool;

/// A whole game from the start between `seats` (RON player kinds), every
/// seat's moves chosen by the level given for it in `play_as`, begun on
/// `when`.
fn whole_game(seats: &str, play_as: [u8; 2], when: &str) -> Replay {
    let setup = Setup::from_ron(&format!("(players: [{seats}])")).expect("a setup");
    let mut game = Game::from_setup(&setup).expect("a game");
    let mut replay = Replay::new(setup, Some(when.to_owned()));
    while !game.is_over() {
        let level = Level::new(play_as[game.to_move().index()]).expect("a level");
        match choose_move(&game, level, u64::from(game.turns()), &AtomicBool::new(false)) {
            Some(m) => {
                replay.push_route(&game.route(m).expect("a route"));
                game.play(m).expect("legal");
            }
            None => {
                replay.push_pass();
                game.pass().expect("a pass");
            }
        }
    }
    replay
}

#[test]
fn a_whole_game_on_the_board_moves_the_rating_shown_in_results_and_statistics() {
    let mut app = headless_app("rating");
    let saves = store(&app);
    let against_one = "(kind: Human), (kind: Computer(Level(1)))";
    for (day, play_as) in [(1, [5, 1]), (2, [1, 1])] {
        let replay = whole_game(against_one, play_as, &format!("2020-01-0{day}T10:00:00Z"));
        saves.save(&replay).expect("saved");
    }
    let mut helped = whole_game(against_one, [5, 1], "2020-01-03T10:00:00Z");
    helped.help = Help { hints: 2, undos: 1 };
    saves.save(&helped).expect("saved");
    saves.save(&whole_game("(kind: Human), (kind: Human)", [3, 3], "2020-01-04T10:00:00Z")).expect("saved");
    std::fs::write(saves.dir().join("damaged.ron"), "(setup: (players: [(kind: Hu").expect("write");

    // A whole game against level 1, every move by two clicks.
    set_speed(&mut app, 4.0);
    start(&mut app, setup(&format!("(players: [{against_one}])")));
    let mut moves = 0;
    while screen(&app) != Screen::Results {
        assert_eq!(phase(&app), Some(TurnPhase::Human), "a person's turn after {moves} moves");
        let mv = a_good_move(&app);
        play_by_clicks(&mut app, mv);
        moves += 1;
        assert!(until_persons_turn(&mut app, 200) && moves < 200, "the game goes on after {moves} moves");
    }
    app.update();
    let notice = app.world().resource::<Notice>().text().unwrap_or_default().to_owned();
    assert!(notice.contains("Left out of your rating") && notice.contains("damaged.ron"), "{notice}");

    let rating = app.world().resource::<PlayerRating>().clone();
    let Some(LastGame::Rated(game)) = rating.last_game().cloned() else {
        panic!("the game counted: {:?}", rating.last_game());
    };
    assert_eq!(game.strongest, Level::EASY);
    assert_eq!(game.won, game.after.value > game.before.value, "{game:?}");
    assert_eq!(rating.current(), Some(game.after), "the game just played is the latest");
    let current = rating.current().expect("rated");
    assert_eq!(rating.suggested_level(), Some(nearest_level(current.value)), "the quick game's suggestion");

    app.world_mut().write_message(GoTo::screen(Screen::Statistics));
    assert!(run_until(&mut app, 5, |app| screen(app) == Screen::Statistics));
    app.update();
    let statistics = app.world().resource::<Statistics>();
    assert_eq!(statistics.rating().history.len(), 3, "two saved games and the one just played");
    assert_eq!(statistics.rating().current, Some(current), "the same rating from the same games");
    assert_eq!(statistics.rating().not_counted, [(NotRated::People, 1), (NotRated::Helped, 1)]);
    assert!(
        statistics.left_out().is_empty(),
        "the damaged file, named once, is kept aside: {:?}",
        statistics.left_out()
    );
}

#[test]
fn a_game_from_a_set_position_says_it_does_not_count() {
    let mut app = headless_app("rating-unrated");
    set_speed(&mut app, 4.0);
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/positions/three-player-finish.ron");
    let (mut setup, _) = rules::load_game(&path).expect("the position loads");
    for seat in &mut setup.players[1..] {
        seat.kind = rules::PlayerKind::Computer(Level::EASY);
    }
    start(&mut app, setup);
    let (from, to) = ("f4".parse().expect("hole"), "d1".parse().expect("hole"));
    play_by_clicks(&mut app, rules::Move { from, to });
    assert!(run_until(&mut app, 200, |app| screen(app) == Screen::Results), "the game ended");
    app.update();
    let rating = app.world().resource::<PlayerRating>();
    assert_eq!(rating.last_game(), Some(&LastGame::NotRated(NotRated::SetPosition)));
    assert_eq!(rating.current(), None);
}
