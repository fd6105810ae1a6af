//! The player's rating as the game shows it: computed from the saved games
//! when the game starts and again each time a finished game is saved (see
//! [`saves::rating_summary`]), never stored apart from them.

use super::GameSet;
use super::language::UiTexts;
use super::notice::SetNotice;
use super::saving::{GameStore, LastSaved};
use bevy::prelude::*;
use rules::Level;
use saves::{NotRated, RatedGame, Rating, RatingSummary, counts, rating_summary};

/// The player's rating over the saved games, and what the game just saved
/// did to it. Written only by `rate_saved_games`.
#[derive(Resource, Debug, Clone, Default)]
pub struct PlayerRating {
    record: RatingSummary,
    last_game: Option<LastGame>,
}

/// What the game just saved did to the rating.
#[derive(Debug, Clone, PartialEq)]
pub enum LastGame {
    /// It counted, and moved the rating so.
    Rated(RatedGame),
    /// It did not count, for this reason.
    NotRated(NotRated),
}

impl PlayerRating {
    /// The rating after every counted game; `None` before any.
    pub fn current(&self) -> Option<Rating> {
        self.record.current
    }

    /// The level nearest an even game for the player, once rated.
    pub fn suggested_level(&self) -> Option<Level> {
        self.record.suggested_level()
    }

    /// The next level up after a run of wins against one level.
    pub fn next_level_offer(&self) -> Option<Level> {
        self.record.next_level_offer()
    }

    /// What the game just saved did to the rating.
    pub fn last_game(&self) -> Option<&LastGame> {
        self.last_game.as_ref()
    }
}

pub(super) fn plugin(app: &mut App) {
    // The first frame finds `LastSaved` just added, which counts as a change.
    app.init_resource::<PlayerRating>()
        .add_systems(Update, rate_saved_games.run_if(resource_changed::<LastSaved>).in_set(GameSet::React));
}

/// Reads the saved games and rates them; notes what the game just saved
/// did. Each file that does not load is left out and named in the notice
/// line (a damaged one is kept aside on the way, so it is named once).
fn rate_saved_games(
    store: Res<GameStore>,
    last: Res<LastSaved>,
    texts: Res<UiTexts>,
    mut rating: ResMut<PlayerRating>,
    mut notice: MessageWriter<SetNotice>,
) {
    let saved = match store.load_all() {
        Ok(saved) => saved,
        Err(error) => {
            debug!("no rating: {error}");
            return;
        }
    };
    for left in &saved.left_out {
        warn!("Left out of your rating: {left}");
        let why = left.text(&texts);
        notice.write(SetNotice::add(texts.with("statistics-left-out-of-rating", &[("why", why.into())])));
    }
    let record = rating_summary(&saved.dated());
    let just_saved = last.path().and_then(|path| saved.games.iter().find(|(_, _, file)| file == path));
    let last_game = just_saved.and_then(|(when, replay, _)| match counts(replay) {
        Ok(()) => record.change_of(when).cloned().map(LastGame::Rated),
        Err(reason) => Some(LastGame::NotRated(reason)),
    });
    if let Some(current) = record.current {
        info!(
            "rating {} ± {} after {} counted games",
            current.shown(),
            current.deviation.round(),
            record.history.len()
        );
    }
    *rating = PlayerRating { record, last_game };
}
