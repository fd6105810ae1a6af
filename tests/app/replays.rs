//! Saved games and the replay screen: a finished game is saved and replays
//! to the same end; an unfinished game is kept, continued with its undo
//! history, and never overwritten by a new one; the replay screen steps exactly
//! through a whole game; moves can be shown again during a game; a game can
//! be taken over from any turn of a replay.

use super::turns::{a_good_move, play_by_clicks, set_speed, start, two_people, until_persons_turn};
use super::*;
use chinese_checkers::app::{
    GameRequest, GameStore, InProgress, LastSaved, OpenReplay, ReplayPlayback, ReplayRequest, TurnRequest,
};
use rules::{CheckedReplay, Replay, Seat, load_replay, route_to_string};

/// Plays a whole game between two Medium computers, to the Results screen.
fn computers_game(app: &mut App) {
    start(app, setup("(players: [(kind: Computer(Medium)), (kind: Computer(Medium))])"));
    assert!(run_until(app, 20_000, |app| screen(app) == Screen::Results), "the game ended");
}

/// Plays a whole game between two Medium computers and loads the replay it
/// was saved as.
fn saved_computers_game(app: &mut App) -> CheckedReplay {
    computers_game(app);
    app.update();
    let path = app.world().resource::<LastSaved>().path().expect("the game was saved");
    load_replay(path).expect("the saved game loads")
}

pub(super) fn store(app: &App) -> saves::ReplayStore {
    app.world().resource::<GameStore>().replays().expect("a store in the scratch folder").clone()
}

/// Plays one move of a person (and the computer's reply) by clicks.
pub(super) fn persons_move_and_reply(app: &mut App) {
    let mv = a_good_move(app);
    let turns = session(app).turns().len();
    play_by_clicks(app, mv);
    assert!(
        run_until(app, 4_000, |app| phase(app) == Some(TurnPhase::Human) && session(app).turns().len() == turns + 2)
    );
}

#[test]
fn a_finished_game_is_saved_and_replays_to_the_same_end() {
    let mut app = headless_app("saved-finished");
    let replay = saved_computers_game(&mut app);
    let game = session(&app).game();
    assert_eq!(replay.end(), game);
    assert_eq!(replay.end().finishing_order(), game.finishing_order());
    assert_eq!(replay.turns().len(), session(&app).turns().len());
    assert!(store(&app).load_in_progress().expect("slot readable").is_none(), "the slot is emptied");
}

#[test]
fn an_unfinished_game_continues_with_its_undo_history() {
    let mut app = headless_app("continue");
    set_speed(&mut app, 4.0);
    start(&mut app, setup("(players: [(kind: Human), (kind: Computer(Easy))])"));
    persons_move_and_reply(&mut app);
    persons_move_and_reply(&mut app);
    let before = session(&app).game().clone();
    app.world_mut().write_message(GameRequest::Leave);
    assert!(run_until(&mut app, 5, |app| screen(app) == Screen::Menu));
    let unfinished = Box::new(app.world().resource::<InProgress>().replay().expect("Continue is offered").clone());
    assert_eq!(unfinished.turns().len(), 4);
    app.world_mut().write_message(GameRequest::StartFrom(unfinished));
    assert!(run_until(&mut app, 10, |app| phase(app) == Some(TurnPhase::Human)));
    assert_eq!(session(&app).game(), &before, "the position and the player to move are back");
    assert_eq!(session(&app).turns().len(), 4);
    app.world_mut().write_message(TurnRequest::Undo);
    assert!(run_until(&mut app, 10, |app| session(app).turns().len() == 2), "undo takes back the last move pair");
}

#[test]
fn a_new_game_keeps_the_unfinished_one_in_the_list() {
    let mut app = headless_app("keep-unfinished");
    set_speed(&mut app, 4.0);
    start(&mut app, setup("(players: [(kind: Human), (kind: Computer(Easy))])"));
    persons_move_and_reply(&mut app);
    app.world_mut().write_message(GameRequest::Leave);
    assert!(run_until(&mut app, 5, |app| screen(app) == Screen::Menu));
    start(&mut app, two_people());
    app.update();
    let list = store(&app).list().expect("list");
    assert_eq!(list.len(), 1, "the unfinished game moved to the list");
    let kept = list[0].summary.as_ref().expect("it loads");
    assert_eq!(kept.turns, 2);
}

/// Opens the replay screen on a replay and waits for it.
fn open_replay_screen(app: &mut App, replay: CheckedReplay, at: usize) {
    app.world_mut().write_message(OpenReplay { replay: Box::new(replay), at, source: None, review: false });
    assert!(run_until(app, 5, |app| screen(app) == Screen::Replay));
}

fn playback(app: &App) -> &ReplayPlayback {
    app.world().resource::<ReplayPlayback>()
}

/// The holes of the marble entities, sorted, against the game's marbles.
fn marbles_match_the_game(app: &mut App) -> bool {
    let game = session(app).game().clone();
    let world = app.world_mut();
    let mut shown: Vec<(Seat, Hole)> = world.query::<&Marble>().iter(world).map(|m| (m.player, m.hole)).collect();
    shown.sort();
    let mut wanted: Vec<(Seat, Hole)> =
        game.seats().flat_map(|p| game.marbles(p).iter().map(move |h| (p, h))).collect();
    wanted.sort();
    shown == wanted
}

#[test]
fn the_replay_screen_steps_exactly_through_a_whole_game() {
    let mut app = headless_app("viewer");
    let replay = saved_computers_game(&mut app);
    let turns = replay.turns().len();
    open_replay_screen(&mut app, replay.clone(), 0);
    set_speed(&mut app, 4.0);
    for k in 1..=turns {
        app.world_mut().write_message(ReplayRequest::Forward);
        app.update();
        assert_eq!(playback(&app).at(), k);
        assert_eq!(Some(session(&app).game()), replay.position(k).as_ref(), "turn {k} forward");
    }
    run_until(&mut app, 200, |_| false);
    assert!(marbles_match_the_game(&mut app), "the board shows the last position");
    for k in (0..turns).rev() {
        app.world_mut().write_message(ReplayRequest::Back);
        app.update();
        app.update();
        assert_eq!(Some(session(&app).game()), replay.position(k).as_ref(), "turn {k} back");
        assert!(marbles_match_the_game(&mut app), "the board shows turn {k}");
    }
    app.world_mut().write_message(ReplayRequest::Seek(turns / 2));
    app.update();
    app.update();
    assert_eq!(Some(session(&app).game()), replay.position(turns / 2).as_ref(), "a jump");
    app.world_mut().write_message(ReplayRequest::TakeOver);
    assert!(run_until(&mut app, 10, |app| screen(app) == Screen::Play));
    assert_eq!(session(&app).turns().len(), turns / 2, "the new game goes on from the turn shown");
    assert_eq!(Some(session(&app).game()), replay.position(turns / 2).as_ref());
}

#[test]
fn the_replay_screen_shows_a_route_as_the_file_wrote_it() {
    let mut app = headless_app("replay-route");
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/positions/two-hop-chain.ron");
    let (setup, _) = rules::load_game(&path).expect("the position loads");
    // A longer way to make the move o1-k5 than the shortest, o1-m5-k5.
    let written = "o1-m5-o1-m5-k5";
    let replay = Replay { turns: vec![written.to_owned()], ..Replay::new(setup, None) }.check().expect("legal");
    open_replay_screen(&mut app, replay, 0);
    app.world_mut().write_message(ReplayRequest::Forward);
    app.update();
    let shown = |app: &App| session(app).turns()[0].route().map(route_to_string).unwrap_or_default();
    assert_eq!(shown(&app), written, "stepped forward");
    app.world_mut().write_message(ReplayRequest::ToStart);
    app.update();
    app.world_mut().write_message(ReplayRequest::ToEnd);
    app.update();
    assert_eq!(shown(&app), written, "jumped to the end");
}

#[test]
fn the_replay_screen_plays_a_game_to_its_end() {
    let mut app = headless_app("viewer-play");
    let replay = saved_computers_game(&mut app);
    open_replay_screen(&mut app, replay.clone(), 0);
    app.world_mut().write_message(ReplayRequest::Speed(4.0));
    app.world_mut().write_message(ReplayRequest::PlayPause);
    assert!(run_until(&mut app, 20_000, |app| playback(app).at() == replay.turns().len() && !playback(app).playing()));
    assert_eq!(session(&app).game(), replay.end());
}

#[test]
fn moves_are_shown_again_and_the_persons_turn_goes_on() {
    let mut app = headless_app("recap");
    set_speed(&mut app, 2.0);
    start(&mut app, setup("(players: [(kind: Human), (kind: Computer(Easy))])"));
    persons_move_and_reply(&mut app);
    app.update();
    assert_eq!(app.world().resource::<chinese_checkers::app::TurnActions>().recap(), chinese_checkers::app::Offer::Now);
    let game = session(&app).game().clone();
    app.world_mut().write_message(TurnRequest::ShowMovesAgain);
    assert!(run_until(&mut app, 5, |app| phase(app) == Some(TurnPhase::Recap)));
    assert!(until_persons_turn(&mut app, 2_000) || phase(&app) == Some(TurnPhase::Human));
    assert!(run_until(&mut app, 2_000, |app| phase(app) == Some(TurnPhase::Human)));
    assert_eq!(session(&app).game(), &game, "nothing was played");
    assert!(marbles_match_the_game(&mut app), "the marbles are back where the game has them");
}

#[test]
fn an_unusable_data_directory_turns_saving_off_and_the_game_plays_on() {
    let dir = scratch("no-data-dir");
    let blocker = dir.join("not-a-folder");
    std::fs::write(&blocker, "a file where the folder should be").expect("write");
    let options = LaunchOptions {
        settings_path: Some(dir.join("settings.ron")),
        data_dir: Some(blocker.join("replays")),
        ..LaunchOptions::default()
    };
    let mut app = game_app(MinimalPlugins, options, |app| {
        app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    });
    app.update();
    let error = app.world().resource::<GameStore>().replays().expect_err("no store").to_string();
    assert!(error.contains("not-a-folder"), "the error names the folder: {error}");
    let notice = app.world().resource::<chinese_checkers::app::Notice>().text().map(str::to_owned).unwrap_or_default();
    assert!(notice.contains("Saved games are off") && notice.contains("not-a-folder"), "the player is told: {notice}");
    computers_game(&mut app);
}
