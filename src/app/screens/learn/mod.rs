//! Learn: the list of lessons, a lesson played on the real board, and the
//! lesson panel beside it.

mod lessons;
mod list;
mod panel;

pub use lessons::{ActiveLesson, LessonCatalogue, LessonProgress, LessonRequest, LessonStage, LessonStarted};

use bevy::prelude::*;

/// The lesson catalogue and opening lessons.
pub(super) fn plugin(app: &mut App) {
    app.add_plugins(lessons::plugin);
}

/// The list of lessons and the lesson panel.
pub(super) fn panels(app: &mut App) {
    app.add_plugins((list::plugin, panel::plugin));
}
