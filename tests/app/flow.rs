//! Whole games between computers through Menu, Setup, Play and Results.

use super::*;
use chinese_checkers::app::{ComputerThinking, GameRequest, GoTo};

#[test]
fn computers_play_a_whole_game_through_every_screen() {
    let mut app = headless_app("whole-game");
    assert_eq!(screen(&app), Screen::Menu);
    app.world_mut().write_message(GoTo::screen(Screen::NewGame));
    assert!(run_until(&mut app, 5, |app| screen(app) == Screen::NewGame));
    let two_computers = setup("(players: [(kind: Computer(Medium)), (kind: Computer(Medium))])");
    app.world_mut().write_message(GameRequest::Start(two_computers));
    assert!(run_until(&mut app, 5, |app| screen(app) == Screen::Play));
    assert!(run_until(&mut app, 20_000, |app| screen(app) == Screen::Results), "the game never ended");
    let session = session(&app);
    assert!(session.game().is_over());
    assert_eq!(session.game().finishing_order().len(), 1, "one player finished first");
    assert_eq!(session.turns().len() as u32, session.game().turns());
    // The record replays to the same position.
    let mut replay = rules::Game::from_setup(session.setup()).expect("setup");
    for turn in session.turns() {
        let mv = turn.played().expect("computers never pass here");
        assert_eq!(replay.route(mv).as_deref(), turn.route(), "the record keeps the route played");
        replay.play(mv).expect("recorded move is legal");
    }
    assert_eq!(&replay, session.game());
    // Play again starts the same setup afresh.
    app.world_mut().write_message(GameRequest::PlayAgain);
    assert!(run_until(&mut app, 5, |app| screen(app) == Screen::Play && super::session(app).turns().is_empty()));
}

#[test]
fn six_computers_play_on_without_input() {
    let mut app = headless_app("six");
    let six = setup(
        "(players: [(kind: Computer(Easy)), (kind: Computer(Medium)), (kind: Computer(Easy)),
                    (kind: Computer(Medium)), (kind: Computer(Easy)), (kind: Computer(Medium))],
          rules: (turn_limit: Some(30)))",
    );
    app.world_mut().write_message(GameRequest::Start(six));
    assert!(run_until(&mut app, 20_000, |app| screen(app) == Screen::Results));
    assert_eq!(session(&app).game().turns(), 30);
}

#[test]
fn leaving_during_a_search_drops_it() {
    let mut app = headless_app("leave");
    let expert_first = setup("(players: [(kind: Computer(Expert)), (kind: Human)])");
    app.world_mut().write_message(GameRequest::Start(expert_first));
    assert!(run_until(&mut app, 10, |app| phase(app) == Some(TurnPhase::Computer)));
    app.update();
    let world = app.world_mut();
    assert_eq!(world.query::<&ComputerThinking>().iter(world).count(), 1, "a search is running");
    world.write_message(GameRequest::Leave);
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Menu);
    // That the search's flag is raised as it is dropped is checked in
    // ai_turns' own test.
    let world = app.world_mut();
    assert_eq!(world.query::<&ComputerThinking>().iter(world).count(), 0);
    assert!(world.get_resource::<Session>().is_none());
}
