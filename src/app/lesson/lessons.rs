//! Lessons in the game: the lessons found in the lessons folder (a file that
//! does not load keeps its error), the lesson being played and how far the
//! learner has got with it, and opening a lesson as a game on the real
//! board. Judging the learner's move belongs to the turn flow, which tells
//! this module what became of each try.

use super::words::{lesson_text, lesson_why, with_its_texts};
use crate::app::UiTexts;
use crate::app::lifecycle::{GameRequest, handle_requests};
use crate::app::names::illegal_move;
use crate::app::navigation::GoTo;
use crate::app::notice::SetNotice;
use crate::app::session::Session;
use crate::app::settings::SettingsChange;
use crate::app::{GameSet, LaunchOptions, Screen};
use crate::locale::{Language, Texts};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use content::lessons::{Lesson, LessonError, Part, Verdict, load_all};
use content::{LESSONS, own_files_go_in};

/// The built-in lessons, then the player's own sorted by file name: the
/// lesson, or what is wrong with the file. Written only by this module.
#[derive(Resource, Debug, Clone, Default)]
pub struct LessonCatalogue(Vec<Result<Lesson, LessonError>>);

impl LessonCatalogue {
    /// Every lesson listed, each checked or with what is wrong with it.
    pub fn lessons(&self) -> &[Result<Lesson, LessonError>] {
        &self.0
    }
}

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
    /// Go on to the next lesson (skipping this one if it is not done); after
    /// the last, back to the list.
    Next,
}

/// What the turn flow tells of the lesson being played, for this module to
/// record.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum LessonProgress {
    /// The answer was shown for the learner (the lesson will not be ticked).
    AnswerShown,
    /// The learner's move was judged.
    Tried(LessonStage),
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
        /// Why: the lesson's verdict on it, a check it failed or the rule
        /// that refuses it.
        verdict: Verdict,
    },
    /// The task is done.
    Done,
}

/// The lesson being played, while a game in [`Screen::Play`] is a lesson.
/// Inserted, changed and removed only by this module.
#[derive(Resource, Debug, Clone)]
pub struct ActiveLesson {
    /// Its index in the [`LessonCatalogue`].
    index: usize,
    /// The lesson.
    lesson: Lesson,
    /// How far the learner has got.
    stage: LessonStage,
    /// Whether the answer was shown (then the lesson is not ticked).
    answer_shown: bool,
}

impl ActiveLesson {
    /// Its index in the [`LessonCatalogue`].
    pub fn index(&self) -> usize {
        self.index
    }

    /// The lesson.
    pub fn lesson(&self) -> &Lesson {
        &self.lesson
    }

    /// How far the learner has got.
    pub fn stage(&self) -> &LessonStage {
        &self.stage
    }

    /// Whether the answer was shown (then the lesson is not ticked).
    pub fn answer_shown(&self) -> bool {
        self.answer_shown
    }

    /// The lesson's texts the lesson panel shows at this stage: the
    /// explanation and the task, then the reason and the hint after a wrong
    /// try, or the closing line once done.
    pub fn shown_texts(&self, texts: &Texts) -> Vec<String> {
        let lesson = &self.lesson;
        let mut shown = vec![lesson_text(texts, lesson, Part::Intro), lesson_text(texts, lesson, Part::Task)];
        match &self.stage {
            LessonStage::Trying => {}
            LessonStage::Wrong { verdict, .. } => {
                shown.extend(why_text(texts, lesson, verdict));
                shown.push(lesson_text(texts, lesson, Part::Hint));
            }
            LessonStage::Done => shown.push(lesson_text(texts, lesson, Part::Done)),
        }
        shown
    }
}

/// Why a move fell short, as the lesson panel says it: the lesson's own
/// explanation of the check it failed, if it has one, or the rule that
/// refuses it.
pub(crate) fn why_text(texts: &Texts, lesson: &Lesson, verdict: &Verdict) -> Option<String> {
    match verdict {
        Verdict::Wrong(kind) => lesson_why(texts, lesson, *kind),
        Verdict::Illegal(refused) => Some(illegal_move(texts, refused)),
        Verdict::Done => None,
    }
}

pub(super) fn plugin(app: &mut App) {
    let own = app.world().get_resource::<LaunchOptions>().and_then(|o| o.own_lessons.clone());
    let catalogue = scan(own.as_deref());
    app.insert_resource(catalogue)
        .add_message::<LessonRequest>()
        .add_message::<LessonStarted>()
        .add_systems(OnEnter(Screen::Learn), rescan)
        .add_systems(Update, open_lessons.in_set(GameSet::Session).before(handle_requests))
        .add_systems(Update, forget_lesson.in_set(GameSet::Session).after(handle_requests))
        .add_message::<LessonProgress>()
        .add_systems(Update, record_progress.in_set(GameSet::React))
        .add_systems(OnEnter(Screen::Menu), end_lesson)
        .add_systems(OnEnter(Screen::Learn), end_lesson)
        .add_systems(OnEnter(Screen::SavedGames), end_lesson);
}

/// Reads the lessons, warning about each file that does not load.
fn scan(own_folder: Option<&std::path::Path>) -> LessonCatalogue {
    let english = Texts::new(Language::English);
    let entries: Vec<_> = load_all(own_folder)
        .into_iter()
        .map(|entry| entry.and_then(|lesson| with_its_texts(&english, lesson)))
        .collect();
    for error in entries.iter().filter_map(|entry| entry.as_ref().err()) {
        warn!("{error}");
    }
    info!("{} lessons listed, {} built in{}", entries.len(), LESSONS.len(), own_files_go_in(own_folder));
    LessonCatalogue(entries)
}

fn rescan(mut catalogue: ResMut<LessonCatalogue>, options: Res<LaunchOptions>) {
    *catalogue = scan(options.own_lessons.as_deref());
}

/// The messages [`open_lessons`] sends: the notice line, the screen, the
/// lesson's game and the news that it started.
#[derive(SystemParam)]
struct Opens<'w> {
    notice: MessageWriter<'w, SetNotice>,
    go: MessageWriter<'w, GoTo>,
    games: MessageWriter<'w, GameRequest>,
    started: MessageWriter<'w, LessonStarted>,
}

/// Opens a lesson: its setup becomes the game in progress, on the board.
fn open_lessons(
    mut commands: Commands,
    mut requests: MessageReader<LessonRequest>,
    catalogue: Res<LessonCatalogue>,
    active: Option<Res<ActiveLesson>>,
    texts: Res<UiTexts>,
    opens: Opens,
) {
    let Opens { mut notice, mut go, mut games, mut started } = opens;
    for request in requests.read() {
        let index = match (*request, &active) {
            (LessonRequest::Open(index), _) => index,
            (LessonRequest::Next, Some(active)) if active.index + 1 < catalogue.0.len() => active.index + 1,
            (LessonRequest::Next, Some(_)) => {
                go.write(GoTo::screen(Screen::Learn));
                continue;
            }
            (LessonRequest::Next, None) => continue,
        };
        let lesson = match catalogue.0.get(index) {
            Some(Ok(lesson)) => lesson,
            Some(Err(error)) => {
                notice.write(SetNotice::show(texts.with("learn-cannot-open", &[("error", error.to_string().into())])));
                continue;
            }
            None => {
                notice.write(SetNotice::show(texts.with("learn-no-such-lesson", &[("number", (index + 1).into())])));
                continue;
            }
        };
        info!("lesson {}: {}", index + 1, lesson.id);
        games.write(GameRequest::StartLesson(Box::new(lesson.setup.clone())));
        commands.insert_resource(ActiveLesson {
            index,
            lesson: lesson.clone(),
            stage: LessonStage::Trying,
            answer_shown: false,
        });
        started.write(LessonStarted(index));
    }
}

/// Records what the turn flow tells of the lesson: the answer shown, what
/// became of each try. A lesson done without its answer shown is ticked in
/// the settings.
fn record_progress(
    mut progress: MessageReader<LessonProgress>,
    lesson: Option<ResMut<ActiveLesson>>,
    mut settings: MessageWriter<SettingsChange>,
    mut notice: MessageWriter<SetNotice>,
) {
    let Some(mut lesson) = lesson else {
        progress.clear();
        return;
    };
    for told in progress.read() {
        let LessonProgress::Tried(stage) = told else {
            lesson.answer_shown = true;
            continue;
        };
        if *stage == LessonStage::Done {
            if !lesson.answer_shown {
                settings.write(SettingsChange::LessonCompleted(lesson.lesson.id.clone()));
            }
            notice.write(SetNotice::clear());
        }
        lesson.stage = stage.clone();
    }
}

/// A game that is not a lesson has taken the board: the lesson is over.
fn forget_lesson(mut commands: Commands, session: Option<Res<Session>>, lesson: Option<Res<ActiveLesson>>) {
    if lesson.is_some() && session.is_some_and(|s| !s.is_lesson()) {
        commands.remove_resource::<ActiveLesson>();
    }
}

/// Going to the menu, the lessons or the list of saved games puts the
/// lesson away.
fn end_lesson(mut commands: Commands) {
    commands.remove_resource::<ActiveLesson>();
}
