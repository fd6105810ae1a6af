//! Fresh computers every game: each game's seed comes from the operating
//! system unless `play --seed` fixes it, a drawn first mover is drawn from
//! it, and the replay keeps it so that a game played on from the replay
//! keeps the same computers.

use super::*;
use chinese_checkers::app::GameRequest;
use rules::Replay;

/// Two computers and a short game.
const TWO_COMPUTERS: &str =
    "(players: [(kind: Computer(Easy)), (kind: Computer(Medium))], rules: (turn_limit: Some(16)))";

/// Starts `text` in `app` and plays it to the results.
fn play_through(app: &mut App, text: &str) {
    app.world_mut().write_message(GameRequest::Start(setup(text)));
    assert!(run_until(app, 5, |app| screen(app) == Screen::Play));
    assert!(run_until(app, 20_000, |app| screen(app) == Screen::Results), "the game never ended");
}

/// The routes played, in order.
fn routes(app: &App) -> Vec<String> {
    session(app).turns().iter().map(|turn| format!("{:?}", turn.route())).collect()
}

#[test]
fn every_launch_draws_its_games_own_seed() {
    let seeds: Vec<u64> = (0..2)
        .map(|n| {
            let mut app = headless_app_seeded(&scratch(&format!("fresh-seed-{n}")), None);
            app.world_mut().write_message(GameRequest::Start(setup(TWO_COMPUTERS)));
            assert!(run_until(&mut app, 5, |app| screen(app) == Screen::Play));
            let session = session(&app);
            assert_eq!(session.to_replay().seed, Some(session.seed()), "the replay keeps the seed");
            session.seed()
        })
        .collect();
    assert_ne!(seeds[0], seeds[1], "two launches, two seeds");
}

#[test]
fn the_same_seed_plays_the_same_computer_moves() {
    let mut games = Vec::new();
    for n in 0..2 {
        let mut app = headless_app_seeded(&scratch(&format!("same-seed-{n}")), Some(42));
        play_through(&mut app, TWO_COMPUTERS);
        assert_eq!(session(&app).seed(), 42);
        games.push(routes(&app));
        // The next game takes the seed after it.
        app.world_mut().write_message(GameRequest::PlayAgain);
        assert!(run_until(&mut app, 5, |app| screen(app) == Screen::Play && session(app).turns().is_empty()));
        assert_eq!(session(&app).seed(), 43);
    }
    assert_eq!(games[0].len(), 16);
    assert_eq!(games[0], games[1]);
}

#[test]
fn a_drawn_first_mover_is_drawn_from_the_seed() {
    for seed in [6, 7] {
        let mut app = headless_app_seeded(&scratch(&format!("drawn-first-{seed}")), Some(seed));
        app.world_mut().write_message(GameRequest::StartDrawingFirst(setup(TWO_COMPUTERS)));
        assert!(run_until(&mut app, 5, |app| screen(app) == Screen::Play));
        assert_eq!(session(&app).setup().to_move.index() as u64, seed % 2);
    }
}

#[test]
fn playing_on_from_a_replay_keeps_its_seed() {
    let mut app = headless_app("seed-of-replay");
    let mut replay = Replay::new(setup(TWO_COMPUTERS), None);
    replay.seed = Some(777);
    let checked = replay.check().expect("an empty replay checks");
    app.world_mut().write_message(GameRequest::StartFrom(Box::new(checked)));
    assert!(run_until(&mut app, 5, |app| screen(app) == Screen::Play));
    assert_eq!(session(&app).seed(), 777);
}
