//! Lessons in the game: the lessons found in the lessons folder (a file that
//! does not load keeps its error), the lesson being played and how far the
//! learner has got with it, and opening a lesson as a game on the real
//! board. Judging the learner's move belongs to the turn flow.

use super::session::{Notice, Session};
use super::{GameSet, LaunchOptions, Screen, Settings};
use crate::lessons::{Lesson, LessonError, load_dir};
use bevy::prelude::*;

/// Every lesson file of the lessons folder, sorted by file name: the
/// lesson, or what is wrong with the file.
#[derive(Resource, Debug, Clone, Default)]
pub struct LessonCatalogue(pub Vec<Result<Lesson, LessonError>>);

impl LessonCatalogue {
    /// The lesson at `index`, if it is there and loaded.
    pub fn lesson(&self, index: usize) -> Option<&Lesson> {
        self.0.get(index).and_then(|entry| entry.as_ref().ok())
    }
}

/// What the learner asks of a lesson.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum LessonRequest {
    /// Open the lesson at this index of the catalogue (from the start, even
    /// when it is the one being played).
    Open(usize),
    /// Play the lesson's answer for the learner.
    ShowAnswer,
    /// Go on to the next lesson (skipping this one if it is not done); after
    /// the last, back to the list.
    Next,
}

/// A lesson has just been opened: the turn flow starts its first turn.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct LessonStarted(pub usize);

/// How far the learner has got with the lesson being played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LessonStage {
    /// Waiting for the learner's move.
    Trying,
    /// The last move did not do the task and was taken back.
    Wrong {
        /// The move that was taken back, in notation.
        played: String,
        /// The lesson's hint.
        hint: String,
        /// Why that move fell short, when the lesson says.
        why: Option<String>,
    },
    /// The task is done.
    Done,
}

/// The lesson being played, while a game in [`Screen::Play`] is a lesson.
#[derive(Resource, Debug, Clone)]
pub struct ActiveLesson {
    /// Its index in the [`LessonCatalogue`].
    pub index: usize,
    /// The lesson.
    pub lesson: Lesson,
    /// How far the learner has got.
    pub stage: LessonStage,
    /// Whether the answer was shown (then the lesson is not ticked).
    pub answer_shown: bool,
}

pub(super) fn plugin(app: &mut App) {
    let dir = app.world().get_resource::<LaunchOptions>().map(|o| o.lessons_dir.clone());
    let catalogue = dir.map(|dir| scan(&dir)).unwrap_or_default();
    app.insert_resource(catalogue)
        .add_message::<LessonRequest>()
        .add_message::<LessonStarted>()
        .add_systems(OnEnter(Screen::Learn), rescan)
        .add_systems(Update, open_lessons.in_set(GameSet::Session));
}

/// Reads the lessons folder, warning about each file that does not load.
fn scan(dir: &std::path::Path) -> LessonCatalogue {
    let entries = load_dir(dir);
    for error in entries.iter().filter_map(|entry| entry.as_ref().err()) {
        warn!("{error}");
    }
    LessonCatalogue(entries)
}

fn rescan(mut catalogue: ResMut<LessonCatalogue>, options: Res<LaunchOptions>) {
    *catalogue = scan(&options.lessons_dir);
}

/// Opens a lesson: its setup becomes the game in progress, on the board.
fn open_lessons(
    mut commands: Commands,
    mut requests: MessageReader<LessonRequest>,
    catalogue: Res<LessonCatalogue>,
    session: Option<Res<Session>>,
    active: Option<Res<ActiveLesson>>,
    settings: Res<Settings>,
    mut notice: ResMut<Notice>,
    mut screen: ResMut<NextState<Screen>>,
    mut started: MessageWriter<LessonStarted>,
) {
    for request in requests.read() {
        let index = match (*request, &active) {
            (LessonRequest::Open(index), _) => index,
            (LessonRequest::Next, Some(active)) if active.index + 1 < catalogue.0.len() => active.index + 1,
            (LessonRequest::Next, Some(_)) => {
                screen.set(Screen::Learn);
                continue;
            }
            (LessonRequest::Next | LessonRequest::ShowAnswer, _) => continue,
        };
        let lesson = match catalogue.0.get(index) {
            Some(Ok(lesson)) => lesson,
            Some(Err(error)) => {
                notice.0 = Some(format!("Cannot open the lesson: {error}"));
                continue;
            }
            None => {
                notice.0 = Some(format!("There is no lesson {}.", index + 1));
                continue;
            }
        };
        match Session::new(lesson.setup.clone(), settings.seed) {
            Ok(mut new) => {
                info!("lesson {}: {}", index + 1, lesson.title);
                new.generation = session.as_ref().map_or(0, |s| s.generation + 1);
                commands.insert_resource(new);
                commands.insert_resource(ActiveLesson {
                    index,
                    lesson: lesson.clone(),
                    stage: LessonStage::Trying,
                    answer_shown: false,
                });
                notice.0 = None;
                started.write(LessonStarted(index));
                NextState::set_if_neq(&mut *screen, Screen::Play);
            }
            Err(error) => notice.0 = Some(format!("Cannot open the lesson: {error}")),
        }
    }
}
