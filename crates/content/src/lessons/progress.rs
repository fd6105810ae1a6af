//! Which lessons a player has completed: a small value the game saves with
//! its settings.

use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// The ids of the completed lessons (file names without `.ron`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Progress {
    /// Completed lesson ids.
    pub completed: BTreeSet<String>,
}

impl Progress {
    /// Records a lesson as completed.
    pub fn complete(&mut self, id: &str) {
        self.completed.insert(id.to_string());
    }

    /// Whether a lesson has been completed.
    pub fn is_complete(&self, id: &str) -> bool {
        self.completed.contains(id)
    }

    /// The index of the first lesson of `ids` not yet completed (where
    /// "continue" leads), or `None` when all are done.
    pub fn next<'a>(&self, ids: impl IntoIterator<Item = &'a str>) -> Option<usize> {
        ids.into_iter().position(|id| !self.is_complete(id))
    }
}
