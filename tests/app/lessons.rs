//! Lessons played through the same input path as a person: picking's
//! clicks and key presses. Every lesson's answer completes it; a wrong move
//! is shown, taken back and explained; Show the answer and Skip; progress
//! saved and read back; a broken lesson file listed while the rest work.

use super::*;
use chinese_checkers::app::{
    ActiveLesson, CurrentSettings, GameRequest, LessonCatalogue, LessonHoles, LessonRequest, LessonStage, Selection,
    load_settings,
};
use content::lessons::{Lesson, Verdict};
use rules::Move;
use std::path::Path;

/// The logic plugins with settings in `dir`, and the player's own lessons
/// in its `lessons` folder.
fn lesson_app(dir: &Path) -> App {
    let options = LaunchOptions {
        settings_path: Some(dir.join("settings.ron")),
        own_lessons: Some(dir.join("lessons")),
        ..LaunchOptions::default()
    };
    let mut app = game_app(MinimalPlugins, options, |app| {
        app.insert_resource(TimeUpdateStrategy::ManualDuration(FRAME));
    });
    app.update();
    app
}

fn lesson(app: &App) -> &ActiveLesson {
    app.world().resource::<ActiveLesson>()
}

fn catalogue(app: &App) -> &LessonCatalogue {
    app.world().resource::<LessonCatalogue>()
}

/// Opens lesson `index` and waits for the learner's turn.
fn open(app: &mut App, index: usize) {
    let before = app.world().get_resource::<Session>().map(|s| s.generation());
    app.world_mut().write_message(LessonRequest::Open(index));
    let opened = |app: &App| {
        let generation = app.world().get_resource::<Session>().map(|s| s.generation());
        generation.is_some() && generation != before && phase(app) == Some(TurnPhase::Human)
    };
    assert!(run_until(app, 10, opened), "lesson {} opens", index + 1);
    assert_eq!(lesson(app).index(), index);
    assert_eq!(*lesson(app).stage(), LessonStage::Trying);
}

/// Plays `mv` by clicking its marble, then its destination, and waits until
/// the move has been shown and judged.
fn click_move(app: &mut App, mv: Move) {
    click_hole(app, mv.from);
    app.update();
    assert_eq!(app.world().resource::<Selection>().lifted(), Some(mv.from), "{} lifts", mv.from);
    click_hole(app, mv.to);
    assert!(run_until(app, 5, |app| phase(app) == Some(TurnPhase::Animating)), "{} to {} is played", mv.from, mv.to);
    assert!(run_until(app, 100, |app| matches!(phase(app), Some(TurnPhase::Human | TurnPhase::LessonDone))));
}

/// Presses Tab until the keyboard focus is on `hole`, then Enter.
fn focus_and_enter(app: &mut App, hole: rules::Hole) {
    for _ in 0..130 {
        if app.world().resource::<Selection>().focus() == Some(hole) {
            press(app, KeyCode::Enter);
            return;
        }
        press(app, KeyCode::Tab);
    }
    panic!("Tab never reached {hole}");
}

/// A legal move of the lesson's start that does not do its task.
fn wrong_move(lesson: &Lesson) -> Move {
    let game = lesson.game();
    game.legal_moves()
        .iter()
        .find(|&m| matches!(lesson.check(&game, m), Verdict::Wrong { .. }))
        .expect("a legal move that misses the task")
}

#[test]
fn every_lessons_answer_clicked_completes_it() {
    let dir = scratch("lessons-answers");
    let mut app = lesson_app(&dir);
    let count = catalogue(&app).lessons().len();
    assert!(count >= 10, "the game's lessons load");
    for index in 0..count {
        open(&mut app, index);
        let answer = lesson(&app).lesson().answer_move();
        let id = lesson(&app).lesson().id.clone();
        click_move(&mut app, answer);
        assert_eq!(phase(&app), Some(TurnPhase::LessonDone), "lesson {} is done", index + 1);
        assert_eq!(*lesson(&app).stage(), LessonStage::Done);
        assert!(app.world().resource::<CurrentSettings>().progress.is_complete(&id), "lesson {} is ticked", index + 1);
        // Nothing more is played: a click on the board does nothing.
        let record = session(&app).turns().len();
        click_hole(&mut app, answer.to);
        app.update();
        assert_eq!(session(&app).turns().len(), record);
    }
}

#[test]
fn a_lesson_by_keyboard_and_on_to_the_next() {
    let dir = scratch("lessons-keys");
    let mut app = lesson_app(&dir);
    open(&mut app, 1);
    let answer = lesson(&app).lesson().answer_move();
    focus_and_enter(&mut app, answer.from);
    focus_and_enter(&mut app, answer.to);
    assert!(run_until(&mut app, 100, |app| phase(app) == Some(TurnPhase::LessonDone)));
    // Enter goes on to the next lesson.
    press(&mut app, KeyCode::Enter);
    assert!(run_until(&mut app, 10, |app| lesson(app).index() == 2 && phase(app) == Some(TurnPhase::Human)));
    assert_eq!(session(&app).game(), &lesson(&app).lesson().game());
}

#[test]
fn a_wrong_move_is_shown_taken_back_and_explained() {
    let dir = scratch("lessons-wrong");
    let mut app = lesson_app(&dir);
    for index in 0..catalogue(&app).lessons().len() {
        open(&mut app, index);
        let start = lesson(&app).lesson().game();
        let wrong = wrong_move(lesson(&app).lesson());
        let id = lesson(&app).lesson().id.clone();
        click_hole(&mut app, wrong.from);
        app.update();
        click_hole(&mut app, wrong.to);
        // The move is played and shown first.
        assert!(run_until(&mut app, 5, |app| phase(app) == Some(TurnPhase::Animating)));
        assert_eq!(session(&app).turns().len(), 1);
        assert!(run_until(&mut app, 100, |app| phase(app) == Some(TurnPhase::Human)));
        assert_eq!(session(&app).game(), &start, "lesson {}: the move is taken back", index + 1);
        assert!(session(&app).turns().is_empty());
        let LessonStage::Wrong { verdict, .. } = &lesson(&app).stage() else {
            panic!("lesson {}: the panel shows the hint", index + 1)
        };
        assert_eq!(*verdict, lesson(&app).lesson().check(&start, wrong), "lesson {}", index + 1);
        assert!(!app.world().resource::<CurrentSettings>().progress.is_complete(&id));
        // The marbles are back where they started.
        let world = app.world_mut();
        let mut marbles: Vec<_> = world.query::<&Marble>().iter(world).map(|m| (m.player, m.hole)).collect();
        marbles.sort();
        let mut expected: Vec<_> =
            start.seats().flat_map(|p| start.marbles(p).into_iter().map(move |h| (p, h))).collect();
        expected.sort();
        assert_eq!(marbles, expected);
        // And the learner tries again.
        let answer = lesson(&app).lesson().answer_move();
        click_move(&mut app, answer);
        assert_eq!(phase(&app), Some(TurnPhase::LessonDone));
    }
}

#[test]
fn show_the_answer_plays_it_without_ticking() {
    let dir = scratch("lessons-answer");
    let mut app = lesson_app(&dir);
    open(&mut app, 2);
    let answer = lesson(&app).lesson().answer().to_vec();
    press(&mut app, KeyCode::KeyA);
    assert!(run_until(&mut app, 5, |app| phase(app) == Some(TurnPhase::Animating)));
    assert!(run_until(&mut app, 100, |app| phase(app) == Some(TurnPhase::LessonDone)));
    assert_eq!(session(&app).turns()[0].route().and_then(<[_]>::first), answer.first());
    assert_eq!(session(&app).turns()[0].route().and_then(<[_]>::last), answer.last());
    assert!(lesson(&app).answer_shown());
    let id = lesson(&app).lesson().id.clone();
    assert!(!app.world().resource::<CurrentSettings>().progress.is_complete(&id));
    // Try again starts the lesson afresh.
    open(&mut app, 2);
    assert!(!lesson(&app).answer_shown());
    assert!(session(&app).turns().is_empty());
}

#[test]
fn skip_goes_to_the_next_lesson_and_leave_to_the_list() {
    let dir = scratch("lessons-skip");
    let mut app = lesson_app(&dir);
    open(&mut app, 0);
    app.world_mut().write_message(LessonRequest::Next);
    assert!(run_until(&mut app, 10, |app| lesson(app).index() == 1 && phase(app) == Some(TurnPhase::Human)));
    assert_eq!(session(&app).game(), &lesson(&app).lesson().game());
    assert!(app.world().resource::<CurrentSettings>().progress.completed.is_empty(), "skipping ticks nothing");
    // Skipping the last lesson leads back to the list.
    let last = catalogue(&app).lessons().len() - 1;
    open(&mut app, last);
    app.world_mut().write_message(LessonRequest::Next);
    assert!(run_until(&mut app, 10, |app| screen(app) == Screen::Learn));
    assert!(app.world().get_resource::<ActiveLesson>().is_none());
    // Leaving a lesson from the pause overlay leads back to the list too.
    open(&mut app, 0);
    app.world_mut().write_message(GameRequest::Leave);
    assert!(run_until(&mut app, 10, |app| screen(app) == Screen::Learn));
}

#[test]
fn progress_is_saved_and_read_back() {
    let dir = scratch("lessons-progress");
    let mut app = lesson_app(&dir);
    open(&mut app, 0);
    let id = lesson(&app).lesson().id.clone();
    let answer = lesson(&app).lesson().answer_move();
    click_move(&mut app, answer);
    assert!(run_until(&mut app, 5, |app| phase(app) == Some(TurnPhase::LessonDone)));
    app.update();
    assert!(load_settings(&dir.join("settings.ron")).progress.is_complete(&id), "saved at once");
    drop(app);
    let app = lesson_app(&dir);
    assert!(app.world().resource::<CurrentSettings>().progress.is_complete(&id), "read back at the next launch");
}

#[test]
fn an_own_lesson_without_its_texts_is_listed_with_what_it_lacks() {
    let dir = scratch("lessons-without-texts");
    let lessons = dir.join("lessons");
    std::fs::create_dir_all(&lessons).expect("lessons folder");
    // A built-in lesson's file, which writes no texts (the catalogues give
    // them), copied under a name of its own: nothing gives it texts.
    let step = content::LESSONS[0].text;
    std::fs::write(lessons.join("20-mine.ron"), step).expect("write an own lesson");
    std::fs::write(lessons.join("21-titled.ron"), step.replacen('(', "(\n    title: \"Mine\",", 1))
        .expect("write an own lesson with one text");
    let app = lesson_app(&dir);
    let built_in = content::LESSONS.len();
    let entries = catalogue(&app).lessons();
    let bare = entries[built_in].as_ref().expect_err("a lesson with no texts is refused");
    assert!(bare.message.contains("title, intro, task, hint, done"), "{bare}");
    let titled = entries[built_in + 1].as_ref().expect_err("a lesson with a title alone is refused");
    assert!(titled.message.contains("no intro, task, hint, done"), "{titled}");
}

#[test]
fn a_broken_lesson_is_listed_and_the_rest_still_work() {
    let dir = scratch("lessons-broken");
    let lessons = dir.join("lessons");
    std::fs::create_dir_all(&lessons).expect("lessons folder");
    std::fs::write(lessons.join("015-broken.ron"), "(title: \"Half a lesson\",").expect("write a broken lesson");
    let mut app = lesson_app(&dir);
    let entries = &catalogue(&app).lessons();
    let broken = content::LESSONS.len();
    assert_eq!(entries.len(), broken + 1, "the built-in lessons, then the player's own");
    let error = entries[broken].as_ref().expect_err("the broken file is listed with its error");
    assert!(error.file.contains("015-broken.ron"), "{error}");
    // Opening it says why and starts nothing.
    app.world_mut().write_message(LessonRequest::Open(broken));
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Menu);
    let notice = app.world().resource::<chinese_checkers::app::Notice>().text().map(str::to_owned).unwrap_or_default();
    assert!(notice.contains("015-broken.ron"), "{notice}");
    // The others work.
    open(&mut app, 2);
    let answer = lesson(&app).lesson().answer_move();
    click_move(&mut app, answer);
    assert_eq!(phase(&app), Some(TurnPhase::LessonDone));
}

/// The holes the board rings in the lesson being played, by name.
fn ringed(app: &App) -> Vec<String> {
    app.world().resource::<LessonHoles>().holes().iter().map(|hole| hole.to_string()).collect()
}

#[test]
fn the_board_rings_every_hole_the_lessons_text_names() {
    let dir = scratch("lessons-named-holes");
    let mut app = lesson_app(&dir);
    let ladders = (0..catalogue(&app).lessons().len())
        .find(|&i| catalogue(&app).lesson(i).is_some_and(|l| l.id == "05-ladders"))
        .expect("the ladders lesson");
    open(&mut app, ladders);
    app.update();
    assert_eq!(ringed(&app), ["o1"], "the task names the marble on o1");
    // A wrong try shows the hint, which names the first hurdle.
    let wrong = wrong_move(lesson(&app).lesson());
    click_move(&mut app, wrong);
    app.update();
    assert!(matches!(lesson(&app).stage(), LessonStage::Wrong { .. }));
    assert_eq!(ringed(&app), ["n2", "o1"], "the hint's hurdle is ringed too");
    // Done, the text names where the marble came out.
    let answer = lesson(&app).lesson().answer_move();
    click_move(&mut app, answer);
    app.update();
    assert_eq!(ringed(&app), ["g9", "o1"], "the done text's holes are ringed");
    // Leaving the lesson takes the rings away.
    app.world_mut().write_message(GameRequest::Leave);
    assert!(run_until(&mut app, 10, |app| screen(app) == Screen::Learn));
    app.update();
    assert!(ringed(&app).is_empty());
}
