//! A lesson played on the real board: the lessons listed, the one being
//! played and how far the learner has got, its move judged once shown (the
//! shared turn flow plays it), the holes its texts name, and its texts in
//! the player's language. The Learn screen lists the lessons and draws the
//! lesson panel; How to play shows lessons as diagrams.

mod lessons;
mod named_holes;
mod turn;
mod words;

pub(crate) use lessons::why_text;
pub use lessons::{ActiveLesson, LessonCatalogue, LessonRequest, LessonStage, LessonStarted};
pub use named_holes::LessonHoles;
pub(crate) use turn::judge_lesson_move;
pub use turn::{LessonJudged, ShowAnswer};
pub(crate) use words::lesson_text;

use bevy::prelude::*;

/// The lesson catalogue, opening lessons, judging their moves and the
/// holes their texts name.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins((lessons::plugin, named_holes::plugin, turn::plugin));
}
