//! Each player's figures for the game just played, from the same review as
//! the replay screen's: turns taken, the longest chain, mistakes and
//! blunders, and the mean loss per turn. The review runs in the background
//! while the Results screen is up, and is kept beside the saved game, so
//! "Review this game" then opens at once.

use crate::app::notice::SetNotice;
use crate::app::review_job::ReviewJob;
use crate::app::ui::review_progress::review_not_kept;
use crate::app::{LastSaved, Screen, Session, UiTexts};
use bevy::prelude::*;
use engine::{PlayerSummary, TurnReview, summarise};
use rules::CheckedReplay;

/// The figures of the game on the Results screen. Inserted, changed and
/// removed only by this module.
#[derive(Resource)]
pub struct GameFigures {
    generation: u64,
    replay: CheckedReplay,
    judged: Vec<TurnReview>,
    job: Option<ReviewJob>,
    summaries: Option<Vec<PlayerSummary>>,
}

impl GameFigures {
    /// Each player's figures, by seat, once the review is done.
    pub fn summaries(&self) -> Option<&[PlayerSummary]> {
        self.summaries.as_deref()
    }

    /// Turns judged and turns in all.
    pub fn progress(&self) -> (usize, usize) {
        (self.judged.len(), self.replay.turns().len())
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, review_the_game.run_if(in_state(Screen::Results)))
        .add_systems(OnExit(Screen::Results), put_away);
}

/// Starts the review of the game just played, and collects it.
fn review_the_game(
    mut commands: Commands,
    session: Option<Res<Session>>,
    last: Res<LastSaved>,
    figures: Option<ResMut<GameFigures>>,
    texts: Res<UiTexts>,
    mut notice: MessageWriter<SetNotice>,
) {
    let Some(session) = session else { return };
    let Some(mut figures) = figures.filter(|f| f.generation == session.generation()) else {
        // A session's own record is legal turn by turn.
        let Ok(replay) = session.to_replay().check() else { return };
        let job = ReviewJob::start(replay.clone(), last.path().map(std::path::Path::to_path_buf));
        commands.insert_resource(GameFigures {
            generation: session.generation(),
            replay,
            judged: Vec::new(),
            job: Some(job),
            summaries: None,
        });
        return;
    };
    let figures = figures.as_mut();
    let Some(saved) = ReviewJob::follow(&mut figures.job, &mut figures.judged) else { return };
    if let Err(error) = saved {
        notice.write(SetNotice::show(review_not_kept(&texts, &error)));
    }
    figures.summaries = Some(summarise(&figures.replay, &figures.judged));
}

/// Leaving the screen stops the review.
fn put_away(mut commands: Commands) {
    commands.remove_resource::<GameFigures>();
}
