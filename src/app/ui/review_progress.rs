//! What the Results and replay screens both say of a game's review: how
//! far it has gone, as words and as a bar, and why a finished review was
//! not kept.

use super::theme;
use crate::app::review_job::NotKept;
use crate::locale::Texts;
use bevy_egui::egui;

/// How far a review has gone: "Reviewing the game: 12 of 80 turns" (the
/// Results and replay screens say it alike).
pub fn review_progress(texts: &Texts, (done, total): (usize, usize)) -> String {
    texts.with("review-progress", &[("done", done.into()), ("total", total.into())])
}

/// A bar filling as the review judges the turns, with [`review_progress`]
/// on it in the panels' text colour over a dark amber fill, readable on
/// both parts of the bar: egui's own choice, the colour of text on the
/// accent, is unreadable on the bar's dark unfilled part.
pub fn review_progress_bar(texts: &Texts, (done, total): (usize, usize)) -> egui::ProgressBar {
    let text = egui::RichText::new(review_progress(texts, (done, total))).color(theme::TEXT);
    egui::ProgressBar::new(done as f32 / total.max(1) as f32).text(text).fill(theme::PROGRESS)
}

/// Why a finished review was not kept, as the player reads it (the
/// Results and replay screens say it alike).
pub fn review_not_kept(texts: &Texts, why: &NotKept) -> String {
    match why {
        NotKept::NotStarted(error) => texts.with("review-not-started", &[("error", error.to_string().into())]),
        NotKept::Stopped => texts.get("review-stopped"),
        NotKept::NotSaved(error) => texts.with("review-not-saved", &[("error", error.to_string().into())]),
    }
}
