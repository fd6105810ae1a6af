//! The menu's quick game, started by its key as a player would, and the
//! choices that must take effect: the settings' default rules, the seats,
//! levels and first mover chosen, and each seat's colour through a save and
//! a load.

use super::replays::{persons_move_and_reply, store};
use super::turns::set_speed;
use super::*;
use chinese_checkers::app::{FirstMover, GameRequest, InProgress, Levels, QuickGame};
use rules::{
    Colour, Jumps, Level, Looks, MAX_PLAYERS, Mark, Parking, PlayerKind, Rules, Seat, TargetLock, UnusedPoints, Win,
    seat_looks,
};

/// Chooses the quick game and default rules in the settings, as the menu's
/// panel and the settings screen do, then presses Enter on the menu.
fn start_quick_game(app: &mut App, quick: QuickGame, rules: Rules) {
    edit_setting(app, SettingsEdit::QuickGame(quick));
    edit_setting(app, SettingsEdit::DefaultRules(rules));
    assert_eq!(screen(app), Screen::Menu);
    press(app, KeyCode::Enter);
    assert!(run_until(app, 20, |app| screen(app) == Screen::Play && phase(app).is_some()));
}

#[test]
fn the_settings_rules_reach_the_quick_game() {
    let mut app = headless_app("quick-rules");
    let rules = Rules {
        jumps: Jumps::Long,
        parking: Parking::Anywhere,
        win: Win::AllOwn,
        unused_points: UnusedPoints::Removed,
        target_lock: TargetLock::WholeMove,
        equal_turns: true,
        repetition_draw: true,
        ..Rules::default()
    };
    start_quick_game(&mut app, QuickGame::default(), rules.clone());
    assert_eq!(session(&app).setup().rules, rules);
    assert_eq!(session(&app).game().rules(), &rules, "the game itself plays by them");
}

#[test]
fn the_quick_game_starts_the_chosen_seats_levels_and_first_player() {
    let mut app = headless_app("quick-seats");
    let mut levels = [Level::EASY; MAX_PLAYERS];
    levels[0] = Level::HARD;
    levels[2] = Level::EXPERT;
    levels[3] = Level::MEDIUM;
    let quick = QuickGame {
        players: 4,
        seat: 1,
        colour: Some(Colour::Orange),
        levels: Levels::Each(levels),
        first: FirstMover::Seat(2),
    };
    start_quick_game(&mut app, quick, Rules::default());
    let kinds: Vec<PlayerKind> = session(&app).setup().players.iter().map(|p| p.kind).collect();
    assert_eq!(
        kinds,
        [
            PlayerKind::Computer(Level::HARD),
            PlayerKind::Human,
            PlayerKind::Computer(Level::EXPERT),
            PlayerKind::Computer(Level::MEDIUM)
        ]
    );
    assert_eq!(session(&app).game().to_move(), Seat::new(1), "player 2, the person, moves first");
    assert!(run_until(&mut app, 5, |app| phase(app) == Some(TurnPhase::Human)), "the person's turn, no computer's");
    assert!(session(&app).turns().is_empty());
    assert_eq!(session(&app).looks(Seat::new(1)).colour, Colour::Orange);
}

#[test]
fn a_computer_chosen_to_move_first_does() {
    let mut app = headless_app("quick-first");
    let quick = QuickGame { players: 3, first: FirstMover::Seat(3), ..QuickGame::default() };
    start_quick_game(&mut app, quick, Rules::default());
    assert_eq!(session(&app).setup().to_move, Seat::new(2));
    assert!(run_until(&mut app, 200, |app| !session(app).turns().is_empty()));
    assert_eq!(session(&app).turns()[0].player(), Seat::new(2), "player 3 made the first move");
}

#[test]
fn a_random_first_mover_is_drawn_again_for_each_game() {
    let mut app = headless_app("quick-random");
    let quick = QuickGame { players: 6, first: FirstMover::Random, ..QuickGame::default() };
    start_quick_game(&mut app, quick, Rules::default());
    let mut firsts = vec![session(&app).setup().to_move];
    for _ in 0..40 {
        let generation = session(&app).generation();
        app.world_mut().write_message(GameRequest::PlayAgain);
        assert!(run_until(&mut app, 10, |app| session(app).generation() != generation));
        assert!(session(&app).first_drawn());
        firsts.push(session(&app).setup().to_move);
    }
    assert!(firsts.iter().all(|seat| seat.index() < 6));
    firsts.sort_unstable();
    firsts.dedup();
    assert!(firsts.len() > 1, "playing again draws again: {firsts:?}");
}

#[test]
fn the_quick_game_is_remembered_across_runs() {
    let mut app = headless_app("quick-remembered");
    let quick = QuickGame { players: 3, seat: 2, levels: Levels::All(Level::HARD), ..QuickGame::default() };
    edit_setting(&mut app, SettingsEdit::QuickGame(quick));
    app.world_mut().write_message(AppExit::Success);
    app.update();
    let path = app.world().resource::<LaunchOptions>().settings_path.clone().expect("a settings path");
    assert_eq!(chinese_checkers::app::load_settings(&path).quick_game, quick);
}

#[test]
fn chosen_colours_and_marks_persist_through_a_save_and_a_load() {
    let mut app = headless_app("colours");
    set_speed(&mut app, 4.0);
    let chosen = setup(
        "(players: [(kind: Human, colour: Purple, mark: Ring), (kind: Computer(Easy), colour: Yellow, mark: TwoDots)])",
    );
    let looks = seat_looks(&chosen).expect("two colours");
    assert_eq!(looks[0], Looks { colour: Colour::Purple, mark: Mark::Ring });
    super::turns::start(&mut app, chosen);
    persons_move_and_reply(&mut app);
    let saved = store(&app).load_in_progress().expect("readable").expect("the game in progress is saved");
    assert_eq!(seat_looks(&saved.replay().setup), Ok(looks.clone()), "the replay file keeps the colours");
    app.world_mut().write_message(GameRequest::Leave);
    assert!(run_until(&mut app, 5, |app| screen(app) == Screen::Menu));
    let unfinished = Box::new(app.world().resource::<InProgress>().replay().expect("Continue is offered").clone());
    app.world_mut().write_message(GameRequest::StartFrom(unfinished));
    assert!(run_until(&mut app, 10, |app| phase(app) == Some(TurnPhase::Human)));
    assert_eq!([session(&app).looks(Seat::new(0)), session(&app).looks(Seat::new(1))], [looks[0], looks[1]]);
}

#[test]
fn two_seats_of_one_colour_are_refused_with_a_reason() {
    let mut app = headless_app("same-colour");
    let twins = setup("(players: [(kind: Human, colour: Blue), (kind: Computer(Easy), colour: Blue)])");
    app.world_mut().write_message(GameRequest::Start(twins));
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Menu);
    let notice = app.world().resource::<chinese_checkers::app::Notice>().text().map(str::to_owned).expect("a notice");
    assert!(notice.contains("players 1 and 2 both chose the colour Blue"), "{notice}");
}
