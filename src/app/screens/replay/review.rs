//! The replay screen's review: with the Review switch on, every turn is
//! judged in the background by the strongest computer (see
//! [`engine::review_turn`]), and the panels show the verdicts, the race
//! chart and the reviewer's move. A review already kept beside the file is
//! read at once instead.

use crate::app::navigation::OpenReplay;
use crate::app::notice::SetNotice;
use crate::app::review_job::{REVIEWER, ReviewJob};
use crate::app::ui::review_progress::review_not_kept;
use crate::app::{GameSet, Screen, UiTexts};
use bevy::prelude::*;
use engine::TurnReview;
use rules::CheckedReplay;
use saves::load_review;
use std::path::PathBuf;

/// Turn the review on or off (the Review switch, and the V key).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ToggleReview;

/// The review of the replay being watched: whether it is shown, the turns
/// judged so far, and the job judging the rest. Inserted, changed and
/// removed only by this module.
#[derive(Resource)]
pub struct ReplayReview {
    shown: bool,
    judged: Vec<TurnReview>,
    total: usize,
    replay: CheckedReplay,
    source: Option<PathBuf>,
    /// Whether the job has been started for this replay.
    started: bool,
    job: Option<ReviewJob>,
}

impl ReplayReview {
    /// Whether the review is shown.
    pub fn shown(&self) -> bool {
        self.shown
    }

    /// The turns judged so far, from the first.
    pub fn judged(&self) -> &[TurnReview] {
        &self.judged
    }

    /// The review of turn `index` (from 0), once judged.
    pub fn turn(&self, index: usize) -> Option<&TurnReview> {
        self.judged.get(index)
    }

    /// Turns judged and turns in all.
    pub fn progress(&self) -> (usize, usize) {
        (self.judged.len(), self.total)
    }

    /// Whether every turn has been judged.
    pub fn complete(&self) -> bool {
        self.judged.len() == self.total
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ToggleReview>()
        .add_systems(Update, open_review.in_set(GameSet::Session))
        .add_systems(
            Update,
            (toggle_review, run_review, log_review).chain().in_set(GameSet::React).run_if(in_state(Screen::Replay)),
        )
        .add_systems(OnExit(Screen::Replay), close_review);
}

/// A replay opens: its kept review is read, if it has one.
fn open_review(
    mut commands: Commands,
    mut requests: MessageReader<OpenReplay>,
    texts: Res<UiTexts>,
    mut notice: MessageWriter<SetNotice>,
) {
    let Some(request) = requests.read().last() else { return };
    let replay = (*request.replay).clone();
    let kept = match &request.source {
        Some(path) => load_review(path, &replay, REVIEWER).unwrap_or_else(|error| {
            let text = texts.with("replay-review-unreadable", &[("error", error.to_string().into())]);
            notice.write(SetNotice::show(text));
            None
        }),
        None => None,
    };
    commands.insert_resource(ReplayReview {
        shown: request.review,
        judged: kept.map(|review| review.turns).unwrap_or_default(),
        total: replay.turns().len(),
        replay,
        source: request.source.clone(),
        started: false,
        job: None,
    });
}

fn toggle_review(mut toggles: MessageReader<ToggleReview>, review: Option<ResMut<ReplayReview>>) {
    let Some(mut review) = review else { return };
    if toggles.read().count() % 2 == 1 {
        review.shown = !review.shown;
    }
}

/// Starts the job the first time the review is shown while it is not
/// complete (once only: a job that failed is not started again every
/// frame); hands its verdicts over as they come.
fn run_review(review: Option<ResMut<ReplayReview>>, texts: Res<UiTexts>, mut notice: MessageWriter<SetNotice>) {
    let Some(mut review) = review else { return };
    let review = review.as_mut();
    if review.shown && !review.complete() && !review.started {
        review.started = true;
        review.job = Some(ReviewJob::start(review.replay.clone(), review.source.clone()));
    }
    if let Some(Err(error)) = ReviewJob::follow(&mut review.job, &mut review.judged) {
        notice.write(SetNotice::show(review_not_kept(&texts, &error)));
    }
}

/// Logs the review's progress, for scripts that follow the game's log.
fn log_review(review: Option<Res<ReplayReview>>, mut logged: Local<Option<(bool, usize)>>) {
    let Some(review) = review else { return };
    let now = (review.shown, review.judged.len());
    if *logged != Some(now) {
        *logged = Some(now);
        let (done, total) = review.progress();
        if review.shown && (done == total || done % 10 == 0) {
            info!("review: {done} of {total} turns judged");
        }
    }
}

/// Leaving the screen stops the job and puts the review away.
fn close_review(mut commands: Commands) {
    commands.remove_resource::<ReplayReview>();
}
