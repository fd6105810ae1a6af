//! The record and rating the statistics screen shows, computed from the
//! saved games each time it opens.

use crate::app::notice::SetNotice;
use crate::app::{GameStore, Screen, UiTexts};
use bevy::prelude::*;
use saves::{RatingSummary, Record, rating_summary, record};

/// The person's record as last computed from the saved games. Written only
/// by `read_record`, on entering the statistics screen.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct Statistics {
    /// The record over the saved games that loaded.
    record: Record,
    /// The rating over the same games.
    rating: RatingSummary,
    /// The files left out because they do not load (a damaged one where the
    /// store has kept it aside).
    left_out: Vec<String>,
    /// Why the saved games could not be read at all, if they could not.
    error: Option<String>,
}

impl Statistics {
    /// The record over the saved games that loaded.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The rating over the same games.
    pub fn rating(&self) -> &RatingSummary {
        &self.rating
    }

    /// The files left out because they do not load.
    pub fn left_out(&self) -> &[String] {
        &self.left_out
    }

    /// Why the saved games could not be read at all, if they could not.
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }
}

/// The record's computation, which needs no window.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Statistics>().add_systems(OnEnter(Screen::Statistics), read_record);
}

/// Reads every saved game and computes the record and the rating; each
/// file that does not load is named in the notice line (with where it is
/// kept, if the store has just kept it aside) and left out.
fn read_record(
    store: Res<GameStore>,
    texts: Res<UiTexts>,
    mut statistics: ResMut<Statistics>,
    mut notice: MessageWriter<SetNotice>,
) {
    *statistics = Statistics::default();
    let saved = match store.load_all() {
        Ok(saved) => saved,
        Err(error) => {
            statistics.error = Some(error.text(&texts));
            return;
        }
    };
    for left in &saved.left_out {
        warn!("Left out of the statistics: {left}");
        notice.write(SetNotice::add(texts.with("statistics-left-out", &[("why", left.text(&texts).into())])));
        statistics.left_out.push(left.path.display().to_string());
    }
    let games = saved.dated();
    statistics.record = record(&games);
    statistics.rating = rating_summary(&games);
}
