//! Replay files (docs/rules.md, section 8 "Replay files"): a whole game as text, the
//! setup it started from and every turn as a route, `"pass"` or `"time"`,
//! and the computers that took over a seat. A
//! [`Replay`] is what a file says, unchecked; [`Replay::check`] plays it
//! through the rules into a [`CheckedReplay`](super::CheckedReplay). A
//! [`ReplayError`] says why a file does not load: for a bad turn, its number
//! and what is wrong with it.

use super::board::Hole;
use super::checked_play::IllegalMove;
use super::game::{Game, Move};
use super::notation::{NotationError, route_to_string};
use super::ron_text::{RonError, SerializeError, read_ron, to_pretty};
use super::seat::{Level, Seat};
use super::setup::{Setup, SetupError};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The newest replay format this game reads. A file without a `version`
/// field is version 1; version 2 adds [`TIME`] turns and stand-ins, and a
/// file is written as version 2 only when it has either.
pub const REPLAY_VERSION: u32 = 2;

/// The word a replay writes for a turn in which the player had no legal move.
pub const PASS: &str = "pass";

/// The word a replay writes for a turn that passed because the player's
/// time ran out (a game with a clock).
pub const TIME: &str = "time";

/// A turn as a replay writes it: the route in notation, or [`PASS`].
///
/// ```
/// use chinese_checkers_rules::{parse_route, turn_text};
/// assert_eq!(turn_text(parse_route("o1-m5-k5").ok().as_deref()), "o1-m5-k5");
/// assert_eq!(turn_text(None), "pass");
/// ```
pub fn turn_text(route: Option<&[Hole]>) -> String {
    route.map_or_else(|| PASS.to_string(), route_to_string)
}

/// A replay as written in a RON file: unchecked input.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Replay {
    /// Format version: 1 for a file without the field. Written as the
    /// lowest version that holds what the replay has ([`Replay::to_ron`]).
    #[serde(default = "first_version", skip_serializing_if = "is_first_version")]
    pub version: u32,
    /// The setup the game began from (its position and player to move).
    pub setup: Setup,
    /// One entry per turn in turn order: a route such as `o1-m5-k5`,
    /// [`PASS`], or [`TIME`].
    #[serde(default)]
    pub turns: Vec<String>,
    /// When the game began, in UTC, as `2026-11-30T16:20:00Z`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub played: Option<String>,
    /// The seed of the game's computer players, so that a game played on
    /// from the replay keeps the same computers. Older files have none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// How much help the people at the board took; left out of files when
    /// they took none (and of older files, which did not count it).
    #[serde(default, skip_serializing_if = "Help::is_none")]
    pub help: Help,
    /// The computers that took over a seat during the game, in the order
    /// they did; left out of files without any.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stand_ins: Vec<StandIn>,
}

/// A computer that took over a seat: from the turn after `turn` turns were
/// played, it played the seat at `level`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StandIn {
    /// Turns played before it took over.
    pub turn: u32,
    /// The seat it took.
    pub seat: Seat,
    /// Its level.
    pub level: Level,
    /// Why the seat's player no longer played it.
    pub why: StandInWhy,
}

/// Why a computer took over a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StandInWhy {
    /// The player left the game, or lost the connection, and did not come
    /// back in time.
    Left,
    /// The player's time ran out.
    OutOfTime,
}

/// How much help the people of a game took: hints asked for and moves
/// taken back. A game with any is not counted in the person's rating.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Help {
    /// Hints shown.
    pub hints: u32,
    /// Times a person's move was taken back.
    pub undos: u32,
}

impl Help {
    /// Whether no help was taken.
    pub fn is_none(&self) -> bool {
        *self == Help::default()
    }
}

fn first_version() -> u32 {
    1
}

fn is_first_version(version: &u32) -> bool {
    *version == 1
}

/// Only the version of a file, read before the rest so that a newer file is
/// reported as newer rather than by the first field this game does not know.
#[derive(Deserialize)]
struct VersionProbe {
    #[serde(default)]
    version: Option<u32>,
}

impl Replay {
    /// An empty replay of a game about to begin from `setup`.
    pub fn new(setup: Setup, played: Option<String>) -> Replay {
        Replay {
            version: 1,
            setup,
            turns: Vec::new(),
            played,
            seed: None,
            help: Help::default(),
            stand_ins: Vec::new(),
        }
    }

    /// Parses a replay from RON text without checking its turns.
    pub fn from_ron(text: &str) -> Result<Replay, ReplayError> {
        if let Ok(VersionProbe { version: Some(version) }) = read_ron::<VersionProbe>(text)
            && version > REPLAY_VERSION
        {
            return Err(ReplayError::NewerVersion { version });
        }
        let replay: Replay = read_ron(text).map_err(ReplayError::from_ron)?;
        if replay.version == 0 {
            return Err(ReplayError::Syntax { line: 1, column: 1, message: "version 0: versions start at 1".into() });
        }
        Ok(replay)
    }

    /// Writes the replay as pretty RON text in the docs/rules.md format, one turn
    /// per line, as the lowest version that holds it: a game without
    /// [`TIME`] turns or stand-ins reads in the game's older versions too.
    pub fn to_ron(&self) -> Result<String, SerializeError> {
        let config = ron::ser::PrettyConfig::new().struct_names(false).escape_strings(false).depth_limit(3);
        let written = Replay { version: self.lowest_version(), ..self.clone() };
        let mut text = to_pretty(&written, config)?;
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

    /// Adds a turn that passed because the player's time ran out.
    pub fn push_time(&mut self) {
        self.turns.push(TIME.to_string());
    }

    /// The lowest format version that holds this replay: 2 with a [`TIME`]
    /// turn or a stand-in, else 1.
    fn lowest_version(&self) -> u32 {
        let time = self.turns.iter().any(|turn| turn.trim().eq_ignore_ascii_case(TIME));
        if time || !self.stand_ins.is_empty() { 2 } else { 1 }
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

/// Why a replay does not load. Turns count from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    /// The file cannot be read (the system's message).
    Unreadable(String),
    /// The file is not UTF-8 text.
    NotText,
    /// The RON text does not parse or misses a field (line and column from 1).
    Syntax {
        /// Line of the error.
        line: usize,
        /// Column of the error.
        column: usize,
        /// What the parser said.
        message: String,
    },
    /// A field this format does not have (line and column from 1).
    UnknownField {
        /// Line of the field.
        line: usize,
        /// Column of the field.
        column: usize,
        /// The field's name.
        field: String,
    },
    /// The file is of a newer format version than this game reads.
    NewerVersion {
        /// The version the file names.
        version: u32,
    },
    /// The setup does not make a game.
    Setup(SetupError),
    /// A turn is neither a route in the notation nor `pass`; the file is
    /// invalid from this turn on.
    Notation {
        /// The turn, from 1.
        turn: usize,
        /// The turn as written.
        text: String,
        /// What is wrong with it.
        error: NotationError,
    },
    /// A stand-in for a seat the game does not have, or from a turn the
    /// replay has not reached.
    StandIn {
        /// The seat it names.
        seat: Seat,
        /// Turns played before it took over, as it says.
        turn: u32,
    },
    /// A turn the rules refuse; the file is invalid from this turn on.
    Refused {
        /// The turn, from 1.
        turn: usize,
        /// The turn as written.
        text: String,
        /// The rule it breaks.
        refusal: IllegalMove,
    },
}

impl ReplayError {
    /// Classifies a RON parser error.
    pub(crate) fn from_ron(error: RonError) -> ReplayError {
        let RonError { line, column, error } = error;
        match error {
            ron::Error::NoSuchStructField { found, .. } => ReplayError::UnknownField { line, column, field: found },
            code => ReplayError::Syntax { line, column, message: code.to_string() },
        }
    }

    /// The turn (from 1) at which the replay stops being valid, if a turn is
    /// at fault.
    pub fn turn(&self) -> Option<usize> {
        match self {
            ReplayError::Notation { turn, .. } | ReplayError::Refused { turn, .. } => Some(*turn),
            _ => None,
        }
    }
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Unreadable(message) => write!(f, "cannot read the file: {}", one_line(message)),
            ReplayError::NotText => f.write_str("not a text file (not UTF-8)"),
            ReplayError::Syntax { line, column, message } => {
                write!(f, "line {line}, column {column}: {}", one_line(message))
            }
            ReplayError::UnknownField { line, column, field } => {
                write!(f, "line {line}, column {column}: unknown field {field:?}")
            }
            ReplayError::StandIn { seat, turn } => {
                write!(f, "a computer takes over seat {seat} after turn {turn}, which this game does not have")
            }
            ReplayError::NewerVersion { version } => {
                write!(f, "replay format version {version} is newer than this game reads (up to {})", REPLAY_VERSION)
            }
            ReplayError::Setup(error) => write!(f, "setup: {}", one_line(&error.to_string())),
            ReplayError::Notation { turn, text, error } => {
                write!(f, "turn {turn} {text:?}: {}", one_line(&error.to_string()))
            }
            ReplayError::Refused { turn, text, refusal } => write!(f, "turn {turn} {text:?}: {}", TurnReport(refusal)),
        }
    }
}

impl std::error::Error for ReplayError {}

/// `text` with control characters (line breaks among them) escaped, so that
/// an error stays on one line whatever a file holds.
fn one_line(text: &str) -> String {
    text.chars().map(|c| if c.is_control() { c.escape_default().to_string() } else { c.to_string() }).collect()
}

/// A refused turn as a replay's error words it: short, lower case, naming
/// the player where the rule is about whose move it is.
struct TurnReport<'a>(&'a IllegalMove);

impl fmt::Display for TurnReport<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            IllegalMove::GameOver => f.write_str("the game is already over"),
            IllegalMove::CannotPass { player } => write!(f, "player {player} passes but has a legal move"),
            IllegalMove::NoMarble { player, hole } | IllegalMove::NotOwnMarble { player, hole, .. } => {
                write!(f, "no marble of player {player} on {hole}")
            }
            IllegalMove::SameHole => f.write_str("the move ends where it started"),
            IllegalMove::NoParking { player, hole, .. } => {
                write!(f, "a move of player {player} may not end on {hole}")
            }
            IllegalMove::TargetLock { to, .. } => {
                write!(f, "a marble in its target may only move within it, not to {to}")
            }
            other => write!(f, "{other}"),
        }
    }
}
