//! Replay files (docs/rules.md, section 8 "Replay files"): a whole game as text, the
//! setup it started from and every turn as a route or `"pass"`. A
//! [`Replay`] is what a file says, unchecked; [`Replay::check`] plays it
//! through the rules into a [`CheckedReplay`](super::CheckedReplay).

use super::board::Hole;
use super::game::{Game, Move};
use super::notation::route_to_string;
use super::replay_error::ReplayError;
use super::ron_text::{SerializeError, to_pretty};
use super::setup::Setup;
use serde::{Deserialize, Serialize};

/// The newest replay format this game reads and the one it writes. A file
/// without a `version` field is version 1.
pub const REPLAY_VERSION: u32 = 1;

/// The word a replay writes for a turn in which the player had no legal move.
pub const PASS: &str = "pass";

/// A replay as written in a RON file: unchecked input.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Replay {
    /// Format version; left out of files of the current version.
    #[serde(default = "current_version", skip_serializing_if = "is_current_version")]
    pub version: u32,
    /// The setup the game began from (its position and player to move).
    pub setup: Setup,
    /// One entry per turn in turn order: a route such as `o1-m5-k5`, or
    /// [`PASS`].
    #[serde(default)]
    pub turns: Vec<String>,
    /// When the game began, in UTC, as `2026-11-30T16:20:00Z`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub played: Option<String>,
}

fn current_version() -> u32 {
    REPLAY_VERSION
}

fn is_current_version(version: &u32) -> bool {
    *version == REPLAY_VERSION
}

/// Only the version of a file, read before the rest so that a newer file is
/// reported as newer rather than by the first field this game does not know.
#[derive(Deserialize)]
struct VersionProbe {
    #[serde(default)]
    version: Option<u32>,
}

/// The RON options replays are read with: optional values may be written
/// bare, as setup files allow.
fn ron_options() -> ron::Options {
    ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
}

impl Replay {
    /// An empty replay of a game about to begin from `setup`.
    pub fn new(setup: Setup, played: Option<String>) -> Replay {
        Replay { version: REPLAY_VERSION, setup, turns: Vec::new(), played }
    }

    /// Parses a replay from RON text without checking its turns.
    pub fn from_ron(text: &str) -> Result<Replay, ReplayError> {
        if let Ok(VersionProbe { version: Some(version) }) = ron_options().from_str::<VersionProbe>(text)
            && version > REPLAY_VERSION
        {
            return Err(ReplayError::NewerVersion { version });
        }
        let replay: Replay = ron_options().from_str(text).map_err(ReplayError::from_ron)?;
        if replay.version == 0 {
            return Err(ReplayError::Syntax { line: 1, column: 1, message: "version 0: versions start at 1".into() });
        }
        Ok(replay)
    }

    /// Writes the replay as pretty RON text in the docs/rules.md format, one turn
    /// per line.
    pub fn to_ron(&self) -> Result<String, SerializeError> {
        let config = ron::ser::PrettyConfig::new().struct_names(false).escape_strings(false).depth_limit(3);
        let mut text = to_pretty(self, config)?;
        text.push('\n');
        Ok(text)
    }

    /// Adds a turn written as a route (every landing of the move).
    pub fn push_route(&mut self, route: &[Hole]) {
        self.turns.push(route_to_string(route));
    }

    /// Adds a pass.
    pub fn push_pass(&mut self) {
        self.turns.push(PASS.to_string());
    }

    /// Adds the turn `played` (a move, or `None` for a pass) of the player to
    /// move in `before`, the game just before the turn. A move is written as
    /// the route the game shows for it; a move that is not legal in `before`
    /// is written from start to end, and checking the replay will refuse it.
    pub fn push_turn(&mut self, before: &Game, played: Option<Move>) {
        match played {
            Some(m) => {
                let route = before.route(m).unwrap_or_else(|| vec![m.from, m.to]);
                self.push_route(&route);
            }
            None => self.push_pass(),
        }
    }
}
