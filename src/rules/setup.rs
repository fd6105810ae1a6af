//! Setups: what a RON setup file says (who plays, which rules, which
//! position), before it is checked and becomes a [`Game`](super::Game).

use super::error::SetupError;
use super::game::{Player, seat_points};
use super::looks::{Colour, Mark};
use super::ron_text::{SerializeError, to_pretty};
use serde::{Deserialize, Serialize};
use std::fmt;

/// How hops work.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Jumps {
    /// Over one marble directly next to yours into the hole right behind it.
    #[default]
    Adjacent,
    /// Over the first marble on a line, `k` holes away, landing `k` holes
    /// beyond it ("long jump", Super Chinese checkers).
    Long,
}

/// Where a move may end.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Parking {
    /// No restriction.
    Anywhere,
    /// Not in a point that is another player's start or target, unless it is
    /// also one's own ("no parking").
    #[default]
    NotInOthersPoints,
    /// Only in the centre or in one's own start or target.
    OwnPointsOnly,
}

/// When a player has finished.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Win {
    /// Every target hole holds a marble and at least one is the player's own
    /// ("no blocking").
    #[default]
    FilledWithOneOwn,
    /// All ten target holes hold the player's own marbles.
    AllOwn,
}

/// What becomes of points no player starts in or aims for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum UnusedPoints {
    /// Ordinary holes.
    #[default]
    Open,
    /// Not part of the board.
    Removed,
}

/// Every rule option of docs/rules.md.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Rules {
    /// How hops work.
    pub jumps: Jumps,
    /// Where a move may end.
    pub parking: Parking,
    /// When a player has finished.
    pub win: Win,
    /// Whether unused points are open or removed.
    pub unused_points: UnusedPoints,
    /// A marble in its target may only move to another hole of the target.
    pub target_lock: bool,
    /// Whether the others play on for the lower places after the first finishes.
    pub play_on: bool,
    /// Ends the game after this many turns in total.
    pub turn_limit: Option<u32>,
    /// Seats (player numbers from 1) that play as a team.
    pub teams: Vec<Vec<usize>>,
}

impl Rules {
    /// These rules for a game of `players` seats: chosen teams become the
    /// partners sitting opposite, when that player count has teams.
    pub fn for_players(&self, players: usize) -> Rules {
        let teams = if self.teams.is_empty() { Vec::new() } else { partners_opposite(players) };
        Rules { teams, ..self.clone() }
    }
}

/// Seats (numbered from 1) paired with the seat whose start point is
/// opposite theirs; empty unless the player count has teams (4 or 6).
pub fn partners_opposite(players: usize) -> Vec<Vec<usize>> {
    let Some(points) = seat_points(players).filter(|_| players == 4 || players == 6) else {
        return Vec::new();
    };
    (0..players)
        .filter_map(|a| {
            let b = points.iter().position(|&p| p == points[a].opposite())?;
            (a < b).then(|| vec![a + 1, b + 1])
        })
        .collect()
}

/// A computer player's strength.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Level {
    /// For someone who has just learned the rules.
    Easy,
    /// A casual adult's opponent.
    #[default]
    Medium,
    /// Looks ahead over the opponents' replies.
    Hard,
    /// The strongest.
    Expert,
}

impl Level {
    /// All levels, weakest first.
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    /// The level's name as written in setup files.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "Easy",
            Level::Medium => "Medium",
            Level::Hard => "Hard",
            Level::Expert => "Expert",
        }
    }

    /// Parses a level name (any case).
    pub fn parse(text: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name().eq_ignore_ascii_case(text))
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Who sits in a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlayerKind {
    /// A person at the screen.
    Human,
    /// A computer player at a level.
    Computer(Level),
}

/// One seat of a setup.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerSpec {
    /// Human or computer.
    pub kind: PlayerKind,
    /// Display name; a default is made from the seat and kind when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The marbles' colour; the start point's own when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub colour: Option<Colour>,
    /// The mark on the marbles; the start point's own when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mark: Option<Mark>,
}

impl PlayerSpec {
    /// A seat of this kind, with the default name and looks.
    pub fn new(kind: PlayerKind) -> PlayerSpec {
        PlayerSpec { kind, name: None, colour: None, mark: None }
    }

    /// The same seat with a display name.
    pub fn named(self, name: &str) -> PlayerSpec {
        PlayerSpec { name: Some(name.to_owned()), ..self }
    }
}

/// A setup as written in a RON file: unchecked input.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    /// Title shown in the setup list.
    #[serde(default)]
    pub name: String,
    /// One line describing the setup.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
    /// The seats, player 1 first (2, 3, 4 or 6 of them).
    pub players: Vec<PlayerSpec>,
    /// Rule options.
    #[serde(default)]
    pub rules: Rules,
    /// A custom position as a 17-row diagram; `None` for the standard start.
    #[serde(default)]
    pub position: Option<String>,
    /// The player (from 1) who moves first.
    #[serde(default = "first_player")]
    pub to_move: usize,
}

/// The default of [`Setup::to_move`]: player 1.
fn first_player() -> usize {
    1
}

impl Setup {
    /// A setup with these seats, default rules and the standard start.
    pub fn new(players: Vec<PlayerSpec>) -> Setup {
        Setup {
            name: String::new(),
            description: String::new(),
            players,
            rules: Rules::default(),
            position: None,
            to_move: 1,
        }
    }

    /// Parses a setup from RON text. Optional fields may be written bare, as
    /// docs/rules.md does (`name: "You"`), or as `Some(..)`.
    pub fn from_ron(text: &str) -> Result<Setup, SetupError> {
        let options = ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME);
        options.from_str(text).map_err(|e| SetupError::Syntax {
            line: e.span.start.line,
            column: e.span.start.col,
            message: e.code.to_string(),
        })
    }

    /// Writes the setup as pretty RON text.
    pub fn to_ron(&self) -> Result<String, SerializeError> {
        to_pretty(self, ron::ser::PrettyConfig::new().struct_names(false))
    }

    /// The display name of seat `player` (0-based).
    pub fn player_name(&self, player: Player) -> String {
        match self.players.get(player) {
            Some(PlayerSpec { name: Some(name), .. }) => name.clone(),
            Some(PlayerSpec { kind: PlayerKind::Computer(level), .. }) => {
                format!("Computer {} ({level})", player + 1)
            }
            _ => format!("Player {}", player + 1),
        }
    }
}

/// The file line (from 0) on which a setup's position diagram starts, so a
/// diagram error can name the line in the file.
///
/// The word "position" elsewhere (a comment, the name, the description) is
/// skipped: only the field `position: Some("` (or `Some(r#"`, or the bare
/// string) counts.
pub(crate) fn diagram_line_offset(text: &str) -> usize {
    let mut search = 0;
    while let Some(found) = text[search..].find("position") {
        let key = search + found;
        search = key + "position".len();
        let line = &text[text[..key].rfind('\n').map_or(0, |i| i + 1)..key];
        let joined = line.chars().next_back().is_some_and(|c| c.is_alphanumeric() || c == '_');
        if joined || line.contains("//") {
            continue;
        }
        let Some(value) = text[search..].trim_start().strip_prefix(':') else { continue };
        let mut value = value.trim_start();
        if let Some(inner) = value.strip_prefix("Some") {
            let Some(inner) = inner.trim_start().strip_prefix('(') else { continue };
            value = inner.trim_start();
        }
        let value = value.strip_prefix('r').map_or(value, |raw| raw.trim_start_matches('#'));
        if value.starts_with('"') {
            // Diagram line 1 is the rest of the line the string opens on.
            return text[..text.len() - value.len()].matches('\n').count();
        }
    }
    0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partners_sit_opposite() {
        assert_eq!(partners_opposite(6), vec![vec![1, 4], vec![2, 5], vec![3, 6]]);
        assert_eq!(partners_opposite(4), vec![vec![1, 3], vec![2, 4]]);
        assert!(partners_opposite(2).is_empty());
        assert!(partners_opposite(3).is_empty());
    }

    #[test]
    fn teams_follow_the_player_count() {
        let partners = Rules { teams: partners_opposite(6), ..Rules::default() };
        assert_eq!(partners.for_players(4).teams, vec![vec![1, 3], vec![2, 4]]);
        assert!(partners.for_players(2).teams.is_empty());
        assert!(Rules::default().for_players(6).teams.is_empty());
    }
}
