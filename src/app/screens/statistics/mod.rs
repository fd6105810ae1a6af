//! Statistics: the person's record, computed from the saved games each time
//! the screen opens (see [`crate::saves::record`] for what counts). A saved
//! game that does not load is left out, and the notice line names it.

mod panel;

use crate::app::notice::SetNotice;
use crate::app::{GameStore, Screen};
use crate::saves::{Record, record};
use bevy::prelude::*;

/// The person's record as last computed from the saved games. Written only
/// by `read_record`, on entering the statistics screen.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Statistics {
    /// The record over the saved games that loaded.
    pub record: Record,
    /// The files left out because they do not load (a damaged one where the
    /// store has kept it aside).
    pub left_out: Vec<String>,
    /// Why the saved games could not be read at all, if they could not.
    pub error: Option<String>,
}

/// The record's computation, which needs no window.
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Statistics>().add_systems(OnEnter(Screen::Statistics), read_record);
}

/// The statistics screen.
pub(super) fn panels(app: &mut App) {
    app.add_plugins(panel::plugin);
}

/// Reads every saved game and computes the record; each file that does not
/// load is named in the notice line (with where it is kept, if the store
/// has just kept it aside) and left out.
fn read_record(store: Res<GameStore>, mut statistics: ResMut<Statistics>, mut notice: MessageWriter<SetNotice>) {
    *statistics = Statistics::default();
    let rows = match &store.0 {
        Ok(store) => match store.list() {
            Ok(rows) => rows,
            Err(error) => {
                statistics.error = Some(error.to_string());
                return;
            }
        },
        Err(error) => {
            statistics.error = Some(format!("Saved games are off: {error}"));
            return;
        }
    };
    let mut games = Vec::with_capacity(rows.len());
    for row in &rows {
        match row.load() {
            Ok(replay) => games.push((row.when.clone(), replay)),
            Err(error) => {
                let why = row.kept_aside_notice().unwrap_or_else(|| error.to_string());
                let text = format!("Left out of the statistics: {why}");
                warn!("{text}");
                notice.write(SetNotice::add(text));
                statistics.left_out.push(row.path.display().to_string());
            }
        }
    }
    statistics.record = record(&games);
}
