//! The turn flow as players meet it: moves played through picking's pointer
//! events and through key presses, with skip requests in the same frame, at
//! every animation speed and at smooth and slow frame times; pause in every
//! phase; keys that follow their buttons; whole games by mouse alone and by
//! keyboard alone.

use super::*;
use chinese_checkers::app::{
    Assistance, BoardView, CurrentSettings, GameRequest, Offer, Pause, PlayerFinished, Selection, TurnActions,
    UiWantsInput,
};
use engine::choose_move;
use rules::{Level, Move, Seat};
use std::sync::atomic::AtomicBool;

/// Animation speeds the settings offer, slowest to fastest.
const SPEEDS: [f32; 5] = [0.25, 0.5, 1.0, 2.0, 4.0];
/// A smooth frame and a frame of a slow software renderer.
const FRAMES: [Duration; 2] = [Duration::from_millis(16), Duration::from_millis(250)];

pub(super) fn two_people() -> Setup {
    setup("(players: [(kind: Human, name: \"Ann\"), (kind: Human, name: \"Bo\")])")
}

/// A two-person game at this animation speed and frame length, waiting
/// for the first move.
fn two_people_at(name: &str, speed: f32, frame: Duration) -> App {
    let mut app = headless_app(name);
    set_speed(&mut app, speed);
    set_frame(&mut app, frame);
    start(&mut app, two_people());
    app
}

/// Starts a game and runs until its first turn is waiting for someone.
pub(super) fn start(app: &mut App, game: Setup) {
    app.world_mut().write_message(GameRequest::Start(game));
    assert!(run_until(app, 20, |app| matches!(phase(app), Some(TurnPhase::Human | TurnPhase::Computer))));
}

pub(super) fn set_speed(app: &mut App, speed: f32) {
    edit_setting(app, SettingsEdit::AnimationSpeed(speed));
}

/// The move a Medium computer would play for the side to move: a sensible
/// move for a simulated person to make.
pub(super) fn a_good_move(app: &App) -> Move {
    let game = &session(app).game();
    choose_move(game, Level::MEDIUM, u64::from(game.turns()), &AtomicBool::new(false)).expect("a legal move")
}

/// After a person's move: runs until the move has left the person's turn,
/// then until a person is to move again (or the game is over).
pub(super) fn until_persons_turn(app: &mut App, frames: usize) -> bool {
    let over = |app: &App| screen(app) == Screen::Results;
    run_until(app, 3, |app| over(app) || phase(app) != Some(TurnPhase::Human))
        && run_until(app, frames, |app| over(app) || phase(app) == Some(TurnPhase::Human))
}

/// Plays a move with two clicks, as the mouse does.
pub(super) fn play_by_clicks(app: &mut App, mv: Move) {
    click_hole(app, mv.from);
    app.update();
    assert_eq!(app.world().resource::<Selection>().lifted(), Some(mv.from), "the click lifted the marble");
    click_hole(app, mv.to);
    app.update();
}

/// Plays a move with Tab and Enter only, as the keyboard does.
fn play_by_keys(app: &mut App, mv: Move) {
    for target in [mv.from, mv.to] {
        let mut presses = 0;
        while app.world().resource::<Selection>().focus() != Some(target) {
            press(app, KeyCode::Tab);
            presses += 1;
            assert!(presses <= 130, "Tab never reached {target}");
        }
        press(app, KeyCode::Enter);
    }
}

#[test]
fn a_click_with_a_skip_in_the_same_frame_never_freezes_the_game() {
    for speed in SPEEDS {
        for frame in FRAMES {
            let mut app = two_people_at("same-frame-skip", speed, frame);
            for turn in 0..4 {
                let mv = a_good_move(&app);
                click_hole(&mut app, mv.from);
                app.update();
                // The destination click and a skip (Space, and a second
                // click) reach the game in the same frame.
                press_with(&mut app, KeyCode::Space, |app| {
                    click_hole(app, mv.to);
                    click_hole(app, mv.to);
                });
                let who = format!("speed {speed}, frames of {frame:?}, turn {}", turn + 1);
                assert!(until_persons_turn(&mut app, 2_000), "{who}: the game froze");
                assert_eq!(session(&app).turns().len(), turn + 1, "{who}: one move per turn");
                assert_eq!(
                    session(&app).game().to_move(),
                    Seat::new((turn + 1) % 2),
                    "{who}: the other person moves next"
                );
            }
        }
    }
}

#[test]
fn a_skip_during_the_animation_lands_the_marble_at_once() {
    let mut app = headless_app("skip");
    set_speed(&mut app, 0.25);
    set_frame(&mut app, Duration::from_millis(16));
    start(&mut app, two_people());
    let mv = a_good_move(&app);
    play_by_clicks(&mut app, mv);
    assert!(run_until(&mut app, 5, |app| phase(app) == Some(TurnPhase::Animating)));
    app.update();
    assert!(app.world().resource::<TurnActions>().skip());
    press(&mut app, KeyCode::Space);
    assert!(until_persons_turn(&mut app, 3), "Space finished the move being shown");
}

#[test]
fn every_speed_and_frame_time_shows_moves_to_the_end() {
    for speed in SPEEDS {
        for frame in FRAMES {
            let mut app = two_people_at("speeds", speed, frame);
            for _ in 0..3 {
                let mv = a_good_move(&app);
                play_by_clicks(&mut app, mv);
                assert!(until_persons_turn(&mut app, 2_000), "speed {speed}, frames of {frame:?}: the game froze");
                let world = app.world_mut();
                let marble = world.query::<&Marble>().iter(world).find(|m| m.hole == mv.to).copied();
                assert!(marble.is_some(), "the marble rests on its destination");
            }
        }
    }
}

/// Plays a whole game: the person to move plays a good move with `play`
/// (clicks or keys), then the game runs until a person is to move again,
/// until the Results screen.
fn play_whole_game(app: &mut App, play: fn(&mut App, Move)) {
    while screen(app) != Screen::Results {
        let mv = a_good_move(app);
        let turns = session(app).turns().len();
        play(app, mv);
        assert!(until_persons_turn(app, 4_000), "the game froze after turn {}", turns + 1);
        assert!(session(app).turns().len() > turns, "the move was played");
        assert!(turns < 1_000, "the game never ended");
    }
    assert!(session(app).game().is_over());
}

#[test]
fn two_people_play_a_whole_game_by_clicks_alone() {
    let mut app = headless_app("whole-by-clicks");
    set_speed(&mut app, 4.0);
    set_frame(&mut app, Duration::from_millis(16));
    start(&mut app, two_people());
    play_whole_game(&mut app, play_by_clicks);
    assert_eq!(session(&app).game().finishing_order().len(), 1, "one person finished first");
}

#[test]
fn a_whole_game_against_a_computer_by_keys_alone() {
    let mut app = headless_app("whole-by-keys");
    set_speed(&mut app, 2.0);
    start(&mut app, setup("(players: [(kind: Human, name: \"Ann\"), (kind: Computer(Easy))])"));
    play_whole_game(&mut app, play_by_keys);
}

/// Runs `frames` paused frames and checks that nothing moved on.
fn stays_paused(app: &mut App, frames: usize) {
    let turns = session(app).turns().len();
    let phase_before = phase(app);
    let marbles = |app: &mut App| {
        let world = app.world_mut();
        let mut places: Vec<(Vec3, Hole)> =
            world.query::<(&Marble, &Transform)>().iter(world).map(|(m, t)| (t.translation, m.hole)).collect();
        places.sort_by_key(|place| place.1);
        places
    };
    let before = marbles(app);
    for _ in 0..frames {
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    assert_eq!(session(app).turns().len(), turns, "no turn was played while paused");
    assert_eq!(phase(app), phase_before, "the phase stayed while paused");
    assert_eq!(marbles(app), before, "no marble moved while paused");
}

fn pause_by_key(app: &mut App) {
    press(app, KeyCode::Escape);
    app.update();
    assert_eq!(*app.world().resource::<State<Pause>>().get(), Pause::Paused);
}

fn resume_by_key(app: &mut App) {
    press(app, KeyCode::Escape);
    app.update();
    assert_eq!(*app.world().resource::<State<Pause>>().get(), Pause::Running);
}

#[test]
fn pause_holds_every_phase_and_resume_goes_on() {
    let mut app = headless_app("pause");
    set_speed(&mut app, 0.25);
    set_frame(&mut app, Duration::from_millis(16));
    start(&mut app, setup("(players: [(kind: Human), (kind: Computer(Easy))])"));
    // A person's turn: the keys that choose do nothing while paused.
    pause_by_key(&mut app);
    press(&mut app, KeyCode::Tab);
    assert_eq!(app.world().resource::<Selection>().focus(), None, "Tab does nothing while paused");
    stays_paused(&mut app, 30);
    resume_by_key(&mut app);
    // Showing a move.
    let mv = a_good_move(&app);
    play_by_clicks(&mut app, mv);
    assert!(run_until(&mut app, 5, |app| phase(app) == Some(TurnPhase::Animating)));
    app.update();
    pause_by_key(&mut app);
    stays_paused(&mut app, 60);
    resume_by_key(&mut app);
    // The computer's turn: its move waits for the resume.
    assert!(run_until(&mut app, 400, |app| phase(app) == Some(TurnPhase::Computer)));
    pause_by_key(&mut app);
    stays_paused(&mut app, 120);
    resume_by_key(&mut app);
    // Deciding: a pause asked for as a move ends takes hold at the next turn.
    assert!(run_until(&mut app, 2_000, |app| phase(app) == Some(TurnPhase::Deciding)));
    pause_by_key(&mut app);
    stays_paused(&mut app, 30);
    resume_by_key(&mut app);
    assert!(run_until(&mut app, 5, |app| phase(app) == Some(TurnPhase::Human)), "play goes on after every pause");
    assert_eq!(session(&app).turns().len(), 2);
}

#[test]
fn keys_follow_the_rules_of_their_buttons() {
    // With undo and hints switched off (as against Expert), U and H do nothing.
    let mut app = headless_app("keys-no-help");
    let no_help = Assistance { highlight_moves: true, show_route: false, undo: false, hints: false };
    edit_setting(&mut app, SettingsEdit::Assistance(Some(no_help)));
    start(&mut app, two_people());
    let mv = a_good_move(&app);
    play_by_clicks(&mut app, mv);
    assert!(until_persons_turn(&mut app, 2_000));
    app.update();
    assert_eq!(app.world().resource::<TurnActions>().undo(), Offer::NotOffered);
    assert_eq!(app.world().resource::<TurnActions>().hint(), Offer::NotOffered);
    press(&mut app, KeyCode::KeyU);
    press(&mut app, KeyCode::KeyH);
    run_until(&mut app, 30, |_| false);
    assert_eq!(session(&app).turns().len(), 1, "U did not undo");
    assert_eq!(app.world().resource::<Selection>().hint(), None, "H gave no hint");

    // Against Easy, U undoes between moves, but not while a move is shown.
    let mut app = headless_app("keys-easy");
    set_speed(&mut app, 0.25);
    set_frame(&mut app, Duration::from_millis(16));
    start(&mut app, setup("(players: [(kind: Human), (kind: Computer(Easy))])"));
    let mv = a_good_move(&app);
    play_by_clicks(&mut app, mv);
    assert!(run_until(&mut app, 5, |app| phase(app) == Some(TurnPhase::Animating)));
    app.update();
    assert_eq!(app.world().resource::<TurnActions>().undo(), Offer::NotNow, "Undo is greyed out while a move is shown");
    press(&mut app, KeyCode::KeyU);
    assert_eq!(session(&app).turns().len(), 1, "U did nothing while the move was shown");
    assert!(until_persons_turn(&mut app, 4_000));
    app.update();
    assert_eq!(app.world().resource::<TurnActions>().undo(), Offer::Now);
    press(&mut app, KeyCode::KeyU);
    assert!(run_until(&mut app, 10, |app| session(app).turns().is_empty()), "U undid the person's move");
}

#[test]
fn no_key_acts_while_the_ui_has_the_keyboard() {
    let mut app = headless_app("keyboard-taken");
    start(&mut app, two_people());
    app.world_mut().write_message(UiWantsInput { keyboard: true, pointer: false });
    for key in [KeyCode::Tab, KeyCode::Enter, KeyCode::Escape, KeyCode::KeyR, KeyCode::ArrowLeft] {
        press(&mut app, key);
    }
    assert_eq!(*app.world().resource::<Selection>(), Selection::default(), "Tab and Enter did nothing");
    assert_eq!(*app.world().resource::<State<Pause>>().get(), Pause::Running, "Esc did not pause");
    app.world_mut().write_message(UiWantsInput { keyboard: false, pointer: false });
    press(&mut app, KeyCode::Tab);
    assert!(app.world().resource::<Selection>().focus().is_some(), "Tab acts once the UI lets the keyboard go");
}

#[test]
fn a_finish_is_announced_when_its_move_has_been_shown() {
    let text = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/positions/three-player-finish.ron"),
    )
    .expect("position file");
    let mut app = headless_app("finish");
    set_speed(&mut app, 0.5);
    set_frame(&mut app, Duration::from_millis(16));
    let mut one_from_the_finish = setup(&text);
    one_from_the_finish.players[0] = one_from_the_finish.players[0].clone().named("You");
    start(&mut app, one_from_the_finish);
    let mut finished = app.world().resource::<Messages<PlayerFinished>>().get_cursor();
    let mv = Move { from: "f4".parse().expect("hole"), to: "d1".parse().expect("hole") };
    play_by_clicks(&mut app, mv);
    let mut heard = Vec::new();
    for _ in 0..2_000 {
        if screen(&app) == Screen::Results {
            break;
        }
        app.update();
        heard.extend(finished.read(app.world().resource::<Messages<PlayerFinished>>()).copied());
    }
    assert_eq!(screen(&app), Screen::Results, "the game ended");
    assert_eq!(heard, [PlayerFinished { player: Seat::new(0), place: 1 }]);
    // The person the game calls "You" is spoken to as such.
    let notice = app.world().resource::<chinese_checkers::app::Notice>().text().map(str::to_owned).unwrap_or_default();
    assert_eq!(notice, "You finish 1st.");
}

#[test]
fn the_window_tests_scripted_games_play_to_the_results_by_clicks() {
    let data = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/window");
    for name in ["near-end", "hop-chain"] {
        let text = std::fs::read_to_string(data.join(format!("{name}.ron"))).expect("setup file");
        let moves = std::fs::read_to_string(data.join(format!("{name}.moves"))).expect("moves file");
        let mut app = headless_app("window-script");
        start(&mut app, setup(&text));
        for notation in moves.lines() {
            let (from, to) = notation.split_once('-').expect("a move in from-to notation");
            let mv = Move { from: from.parse().expect("hole"), to: to.parse().expect("hole") };
            assert!(session(&app).game().legal_moves().contains(mv), "{name}: {notation} is legal");
            play_by_clicks(&mut app, mv);
            assert!(until_persons_turn(&mut app, 2_000), "{name}: the game froze after {notation}");
        }
        assert_eq!(screen(&app), Screen::Results, "{name}: the last scripted move ends the game");
    }
}

#[test]
fn a_whole_game_with_three_computers_by_clicks_with_slow_frames() {
    let mut app = headless_app("three-computers");
    set_speed(&mut app, 0.5);
    set_frame(&mut app, Duration::from_millis(250));
    let four = "(players: [(kind: Human, name: \"Ann\"), (kind: Computer(Easy)), (kind: Computer(Easy)),
                           (kind: Computer(Easy))])";
    start(&mut app, setup(four));
    play_whole_game(&mut app, play_by_clicks);
}

#[test]
fn removed_points_take_no_clicks() {
    let mut app = headless_app("removed");
    let four = "(players: [(kind: Human), (kind: Human), (kind: Human), (kind: Human)],
                 rules: (unused_points: Removed))";
    start(&mut app, setup(four));
    app.update();
    let game = session(&app).game().clone();
    let removed = Hole::all().find(|&h| !game.board().contains(h)).expect("a removed hole");
    click_hole(&mut app, removed);
    app.update();
    assert_eq!(
        app.world().resource::<Selection>().refused(),
        None,
        "a removed hole is not even refused: it is not there"
    );
    let world = app.world_mut();
    let hidden =
        world.query::<(&HoleSpot, &Visibility)>().iter(world).filter(|(_, v)| **v == Visibility::Hidden).count();
    assert_eq!(hidden as u32, 121 - game.board().len(), "every removed hole is hidden");
    // An open empty hole is refused gently, as always.
    let open = (game.board() & !game.occupied()).first().expect("an open empty hole");
    click_hole(&mut app, open);
    app.update();
    assert_eq!(app.world().resource::<Selection>().refused(), Some(open));
}

#[test]
fn a_refused_click_and_a_turn_after_the_computer_are_announced() {
    use chinese_checkers::app::{ChoiceRefused, YourTurn};
    let mut app = headless_app("facts");
    set_speed(&mut app, 4.0);
    start(&mut app, setup("(players: [(kind: Human), (kind: Computer(Easy))])"));
    let mut refused = app.world().resource::<Messages<ChoiceRefused>>().get_cursor();
    let mut your_turn = app.world().resource::<Messages<YourTurn>>().get_cursor();
    let empty = (!session(&app).game().occupied()).first().expect("an empty hole");
    click_hole(&mut app, empty);
    app.update();
    let heard: Vec<ChoiceRefused> = refused.read(app.world().resource::<Messages<ChoiceRefused>>()).copied().collect();
    assert_eq!(heard, [ChoiceRefused(empty)]);
    let mv = a_good_move(&app);
    play_by_clicks(&mut app, mv);
    let mut calls = Vec::new();
    for _ in 0..4_000 {
        app.update();
        calls.extend(your_turn.read(app.world().resource::<Messages<YourTurn>>()).copied());
        if phase(&app) == Some(TurnPhase::Human) && session(&app).turns().len() == 2 {
            break;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    assert_eq!(calls, [YourTurn { player: Seat::new(0) }], "the person is called once the computer has moved");
}

#[test]
fn n_shows_and_hides_the_hole_names_and_the_choice_is_kept() {
    let mut app = two_people_at("hole-names-key", 1.0, FRAME);
    assert!(!app.world().resource::<CurrentSettings>().hole_names);
    press(&mut app, KeyCode::KeyN);
    app.update();
    assert!(app.world().resource::<CurrentSettings>().hole_names, "N shows the names");
    press(&mut app, KeyCode::KeyN);
    app.update();
    assert!(!app.world().resource::<CurrentSettings>().hole_names, "N again hides them");
}

#[test]
fn t_switches_to_the_top_view_and_back_and_r_returns_to_the_seat() {
    let mut app = two_people_at("top-view-key", 1.0, FRAME);
    assert_eq!(*app.world().resource::<BoardView>(), BoardView::Seat);
    press(&mut app, KeyCode::KeyT);
    assert_eq!(*app.world().resource::<BoardView>(), BoardView::Top, "T looks down from above");
    press(&mut app, KeyCode::KeyT);
    assert_eq!(*app.world().resource::<BoardView>(), BoardView::Seat, "T again goes back to the seat");
    press(&mut app, KeyCode::KeyT);
    press(&mut app, KeyCode::KeyR);
    assert_eq!(*app.world().resource::<BoardView>(), BoardView::Seat, "R brings back the usual view");
    app.world_mut().write_message(UiWantsInput { keyboard: true, pointer: false });
    press(&mut app, KeyCode::KeyT);
    assert_eq!(*app.world().resource::<BoardView>(), BoardView::Seat, "T does nothing while the UI has the keys");
}
