//! A lesson's turn: the learner's move is judged once it is shown, and the
//! turn flow told ([`LessonJudged`]): a move that does the task ends the
//! lesson, any other is taken back for another try. "Show the answer"
//! chooses the lesson's answer for the learner, played and shown like any
//! move. The lesson's own record (its stage, its tick) follows from
//! [`LessonProgress`] messages.

use super::lessons::{ActiveLesson, LessonProgress, LessonStage};
use crate::app::animation::MoveShown;
use crate::app::session::{MoveChosen, Session};
use crate::app::turn::TurnActions;
use crate::app::{GameSet, PausableSystems, TurnPhase};
use bevy::prelude::*;
use content::lessons::Verdict;
use rules::{Move, route_to_string};

/// Play the lesson's answer for the learner (when [`TurnActions`] allows it).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShowAnswer;

/// The learner's move, judged once shown; the turn flow carries it out.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum LessonJudged {
    /// It does the task: the lesson is done.
    Done,
    /// It does not: it is taken back, for another try.
    Wrong,
    /// Nothing was moved: the learner goes on choosing.
    NoMove,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ShowAnswer>()
        .add_message::<LessonJudged>()
        .add_systems(Update, show_answer.in_set(GameSet::Select))
        .add_systems(
            Update,
            judge_lesson_move
                .run_if(in_state(TurnPhase::Animating).and_then(resource_exists::<ActiveLesson>))
                .in_set(GameSet::TurnEnd)
                .in_set(PausableSystems),
        );
}

/// "Show the answer": the lesson's answer is chosen for the learner.
fn show_answer(
    mut requests: MessageReader<ShowAnswer>,
    actions: Res<TurnActions>,
    session: Option<Res<Session>>,
    lesson: Option<Res<ActiveLesson>>,
    mut chosen: MessageWriter<MoveChosen>,
    mut progress: MessageWriter<LessonProgress>,
) {
    let (Some(session), Some(lesson)) = (session, lesson) else {
        requests.clear();
        return;
    };
    if requests.read().count() > 0 && actions.can_show_answer() {
        info!("lesson {}: the answer is shown", lesson.index() + 1);
        progress.write(LessonProgress::AnswerShown);
        chosen.write(MoveChosen { player: session.game().to_move(), mv: lesson.lesson().answer_move() });
    }
}

/// Once the learner's move is shown, judges it against the position before
/// it (the lesson's start: a wrong move is always taken back). A move that
/// does the task ends the lesson; any other is taken back, with the hint,
/// for another try.
pub(crate) fn judge_lesson_move(
    mut shown: MessageReader<MoveShown>,
    lesson: Res<ActiveLesson>,
    mut progress: MessageWriter<LessonProgress>,
    mut judged: MessageWriter<LessonJudged>,
) {
    let Some(move_shown) = shown.read().last() else { return };
    let route = &move_shown.0.route;
    let (Some(&from), Some(&to)) = (route.first(), route.last()) else {
        judged.write(LessonJudged::NoMove);
        return;
    };
    let played = route_to_string(route);
    let number = lesson.index() + 1;
    let verdict = lesson.lesson().check(&lesson.lesson().game(), Move { from, to });
    if verdict == Verdict::Done {
        info!("lesson {number}: done with {played}");
        progress.write(LessonProgress::Tried(LessonStage::Done));
        judged.write(LessonJudged::Done);
        return;
    }
    info!("lesson {number}: {played} does not do the task; taken back");
    progress.write(LessonProgress::Tried(LessonStage::Wrong { played, verdict }));
    judged.write(LessonJudged::Wrong);
}
