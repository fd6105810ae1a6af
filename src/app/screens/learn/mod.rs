//! Learn: the list of lessons, a lesson played on the real board (its
//! turn judged here, played by the shared turn flow), the holes its text
//! names, and the lesson panel beside it.

mod lessons;
mod list;
mod named_holes;
mod panel;
mod turn;
mod words;

pub use lessons::{ActiveLesson, LessonCatalogue, LessonProgress, LessonRequest, LessonStage, LessonStarted};
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

/// The list of lessons and the lesson panel.
pub(super) fn panels(app: &mut App) {
    app.add_plugins((list::plugin, panel::plugin));
}
