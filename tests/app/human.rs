//! A person's turn through the same intents the mouse and keyboard send,
//! and undo.

use super::*;
use chinese_checkers::app::{GameRequest, Intent, Selection, TurnRequest};
use rules::Seat;

fn start_human_game(app: &mut App) {
    let game = setup("(players: [(kind: Human, name: \"Ann\"), (kind: Computer(Easy))])");
    app.world_mut().write_message(GameRequest::Start(game));
    assert!(run_until(app, 10, |app| phase(app) == Some(TurnPhase::Human)));
}

#[test]
fn keyboard_alone_plays_a_move() {
    let mut app = headless_app("keyboard");
    start_human_game(&mut app);
    let before = session(&app).game().clone();
    press(&mut app, KeyCode::Tab);
    let focus = app.world().resource::<Selection>().focus().expect("Tab focuses a marble");
    assert_eq!(before.owner(focus), Some(rules::Seat::new(0)));
    press(&mut app, KeyCode::Enter);
    let selection = app.world().resource::<Selection>().clone();
    assert_eq!(selection.lifted(), Some(focus));
    assert_eq!(selection.destinations(), before.legal_moves().destinations(focus));
    press(&mut app, KeyCode::Tab);
    let to = app.world().resource::<Selection>().focus().expect("Tab focuses a destination");
    assert!(selection.destinations().contains(to));
    press(&mut app, KeyCode::Enter);
    assert!(run_until(&mut app, 5, |app| !session(app).turns().is_empty()));
    let game = session(&app).game();
    assert!(game.marbles(Seat::new(0)).contains(to) && !game.marbles(Seat::new(0)).contains(focus), "the marble moved");
    // The computer replies, then it is the person's turn again.
    assert!(run_until(&mut app, 2_000, |app| session(app).turns().len() == 2 && phase(app) == Some(TurnPhase::Human)));
}

#[test]
fn clicks_lift_put_down_and_play() {
    let mut app = headless_app("clicks");
    start_human_game(&mut app);
    let game = session(&app).game().clone();
    let moves = game.legal_moves();
    let mv = moves.iter().next().expect("a legal move");
    let send = |app: &mut App, intent: Intent| {
        app.world_mut().write_message(intent);
        app.update();
    };
    // An empty hole with nothing lifted is refused gently.
    let empty = (!game.occupied()).first().expect("an empty hole");
    send(&mut app, Intent::Click(empty));
    assert_eq!(app.world().resource::<Selection>().refused(), Some(empty));
    send(&mut app, Intent::Click(mv.from));
    assert_eq!(app.world().resource::<Selection>().lifted(), Some(mv.from));
    send(&mut app, Intent::Hover(Some(mv.to)));
    assert_eq!(app.world().resource::<Selection>().route(), game.route(mv).expect("route"));
    send(&mut app, Intent::ClickNothing);
    assert_eq!(app.world().resource::<Selection>().lifted(), None);
    send(&mut app, Intent::Click(mv.from));
    send(&mut app, Intent::Click(mv.to));
    assert!(run_until(&mut app, 5, |app| !session(app).turns().is_empty()));
    assert_eq!(session(&app).turns()[0].route(), game.route(mv).as_deref());
}

#[test]
fn undo_takes_back_the_computers_reply_too() {
    let mut app = headless_app("undo");
    start_human_game(&mut app);
    let start = session(&app).game().clone();
    let mv = start.legal_moves().iter().next().expect("a legal move");
    app.world_mut().write_message(Intent::Click(mv.from));
    app.update();
    app.world_mut().write_message(Intent::Click(mv.to));
    assert!(run_until(&mut app, 2_000, |app| session(app).turns().len() == 2 && phase(app) == Some(TurnPhase::Human)));
    app.world_mut().write_message(TurnRequest::Undo);
    assert!(run_until(&mut app, 10, |app| session(app).turns().is_empty() && phase(app) == Some(TurnPhase::Human)));
    assert_eq!(session(&app).game(), &start);
}

#[test]
fn a_hint_shows_a_legal_move() {
    let mut app = headless_app("hint");
    start_human_game(&mut app);
    press(&mut app, KeyCode::KeyH);
    assert!(run_until(&mut app, 2_000, |app| {
        std::thread::sleep(std::time::Duration::from_millis(2));
        app.world().resource::<Selection>().hint().is_some()
    }));
    let hint = app.world().resource::<Selection>().hint().expect("hint");
    assert!(session(&app).game().legal_moves().contains(hint));
}
