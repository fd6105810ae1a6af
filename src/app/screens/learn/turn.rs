//! The turn flow in a lesson: the learner's move is judged once it is
//! shown. A move that does the task ends the lesson in `LessonDone`; any
//! other is taken back and the learner tries again from `Deciding`. "Show
//! the answer" chooses the lesson's answer for the learner, played and
//! shown like any move. The lesson's own record (its stage, its tick) is
//! the learn screen's, told by [`LessonProgress`] messages.

use super::TurnActions;
use crate::app::TurnPhase;
use crate::app::animation::MoveShown;
use crate::app::screens::learn::{ActiveLesson, LessonProgress, LessonStage, LessonStarted};
use crate::app::session::{MoveChosen, Session};
use crate::lessons::Verdict;
use crate::rules::{Move, route_to_string};
use bevy::prelude::*;

/// Play the lesson's answer for the learner (when [`TurnActions`] allows it).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShowAnswer;

/// "Show the answer": the lesson's answer is chosen for the learner.
pub(super) fn show_answer(
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
        info!("lesson {}: the answer is shown", lesson.index + 1);
        progress.write(LessonProgress::AnswerShown);
        chosen.write(MoveChosen { player: session.game().to_move(), mv: lesson.lesson.answer_move() });
    }
}

/// A lesson just opened starts at its first turn.
pub(super) fn start_lesson(
    mut started: MessageReader<LessonStarted>,
    current: Option<Res<State<TurnPhase>>>,
    mut phase: ResMut<NextState<TurnPhase>>,
) {
    if started.read().count() > 0 && current.is_some() {
        phase.set(TurnPhase::Deciding);
    }
}

/// Once the learner's move is shown, judges it against the position before
/// it (the lesson's start: a wrong move is always taken back). A move that
/// does the task ends the lesson; any other is taken back, with the hint,
/// for another try.
pub(super) fn judge_lesson_move(
    mut shown: MessageReader<MoveShown>,
    session: Option<ResMut<Session>>,
    lesson: Res<ActiveLesson>,
    mut progress: MessageWriter<LessonProgress>,
    mut phase: ResMut<NextState<TurnPhase>>,
) {
    let Some(move_shown) = shown.read().last() else { return };
    let Some(mut session) = session else { return };
    let route = &move_shown.0.route;
    let (Some(&from), Some(&to)) = (route.first(), route.last()) else {
        phase.set(TurnPhase::Deciding);
        return;
    };
    let played = route_to_string(route);
    let number = lesson.index + 1;
    let (hint, why) = match lesson.lesson.check(&lesson.lesson.game(), Move { from, to }) {
        Verdict::Done => {
            info!("lesson {number}: done with {played}");
            progress.write(LessonProgress::Tried(LessonStage::Done));
            phase.set(TurnPhase::LessonDone);
            return;
        }
        Verdict::Wrong { hint, why } => (hint, why),
        Verdict::Illegal { reason } => (lesson.lesson.hint.clone(), Some(reason)),
    };
    info!("lesson {number}: {played} does not do the task; taken back");
    session.take_back();
    progress.write(LessonProgress::Tried(LessonStage::Wrong { played, hint, why }));
    phase.set(TurnPhase::Deciding);
}
