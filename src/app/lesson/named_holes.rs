//! The holes a lesson's text names ("the back marble, on j5"), gathered
//! from the texts its panel shows at each stage, so the board can ring
//! every one of them.

use super::lessons::ActiveLesson;
use crate::app::{GameSet, UiTexts};
use bevy::prelude::*;
use rules::{HoleSet, holes_named_in};

/// Every hole named in the lesson texts shown now; empty when no lesson is
/// played. Written only by this module.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct LessonHoles(HoleSet);

impl LessonHoles {
    /// The holes to ring.
    pub fn holes(&self) -> HoleSet {
        self.0
    }
}

pub(super) fn plugin(app: &mut App) {
    // The texts change only with the lesson's stage or the language.
    let texts_changed = resource_changed_or_removed::<ActiveLesson>.or_else(resource_changed::<UiTexts>);
    app.init_resource::<LessonHoles>()
        .add_systems(Update, gather_named_holes.run_if(texts_changed).in_set(GameSet::React));
}

/// Gathers the holes named in the texts of the lesson being played.
fn gather_named_holes(lesson: Option<Res<ActiveLesson>>, texts: Res<UiTexts>, mut holes: ResMut<LessonHoles>) {
    let named = lesson.map_or(HoleSet::EMPTY, |lesson| {
        lesson.shown_texts(&texts).iter().map(|text| holes_named_in(text)).fold(HoleSet::EMPTY, |all, some| all | some)
    });
    holes.set_if_neq(LessonHoles(named));
}
