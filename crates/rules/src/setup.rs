//! Setups: what a RON setup file says (who plays, which rules, which
//! position), before it is checked and becomes a [`Game`](super::Game);
//! what can be wrong with one ([`SetupError`]), and how its seats' marbles
//! look.

use super::board::{Hole, Point};
use super::looks::{Colour, Looks, Mark};
use super::notation::{Diagram, DiagramError};
use super::ron_text::{SerializeError, read_ron, to_pretty};
use super::seat::{PlayerKind, Seat, seat_points};
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

/// Whether a marble that has reached its target may leave it again.
///
/// Setup files written before the third choice existed say `true` (today's
/// [`TargetLock::EndOfMove`]) or `false`; both still load.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "TargetLockInFile")]
pub enum TargetLock {
    /// No restriction.
    #[default]
    Off,
    /// A marble standing in its target may only move to another hole of the
    /// target; a chain may leave the target and come back.
    EndOfMove,
    /// Once a marble stands in its target, or lands in it during a chain, it
    /// never lands outside it again, not even in the middle of a chain.
    WholeMove,
}

/// How a setup file may write [`TargetLock`]: by name, or as the `true` or
/// `false` of older files.
#[derive(Deserialize)]
#[serde(untagged)]
enum TargetLockInFile {
    Old(bool),
    Named(TargetLockName),
}

/// [`TargetLock`]'s names, read through [`TargetLockInFile`].
#[derive(Deserialize)]
enum TargetLockName {
    Off,
    EndOfMove,
    WholeMove,
}

impl From<TargetLockInFile> for TargetLock {
    fn from(written: TargetLockInFile) -> TargetLock {
        match written {
            TargetLockInFile::Old(false) | TargetLockInFile::Named(TargetLockName::Off) => TargetLock::Off,
            TargetLockInFile::Old(true) | TargetLockInFile::Named(TargetLockName::EndOfMove) => TargetLock::EndOfMove,
            TargetLockInFile::Named(TargetLockName::WholeMove) => TargetLock::WholeMove,
        }
    }
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
    /// Whether a marble in its target may leave it.
    pub target_lock: TargetLock,
    /// Whether the others play on for the lower places after the first finishes.
    pub play_on: bool,
    /// Ends the game after this many turns in total.
    pub turn_limit: Option<u32>,
    /// Whether a game ended by the turn limit is a draw for those who have
    /// not finished, instead of ranking them by distance to go.
    pub turn_limit_draw: bool,
    /// Whether a finish ends the game only at the end of its round, so that
    /// every player has had as many turns; all who finish in that round
    /// share first place. Nothing changes with [`Rules::play_on`].
    pub equal_turns: bool,
    /// Whether the third time a position comes, with the same player to
    /// move, ends the game in a draw for those who have not finished.
    pub repetition_draw: bool,
    /// Seats that play as a team (in files, player numbers from 1).
    pub teams: Vec<Vec<Seat>>,
}

/// Whether a count is 0 (a field left out of a file when it is).
fn is_zero(count: &u32) -> bool {
    *count == 0
}

/// A named set of rule options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Preset {
    /// Every option at its default.
    Standard,
    /// The rules of the CCERL-2P10-v2 rating list of two-player engines:
    /// a move may end anywhere, the target lock holds for the whole move,
    /// equal turns, a draw by repetition, and a draw after 240 turns.
    Ccerl2p10v2,
}

impl Preset {
    /// Every preset, as offered.
    pub const ALL: [Preset; 2] = [Preset::Standard, Preset::Ccerl2p10v2];

    /// The name players see.
    pub fn name(self) -> &'static str {
        match self {
            Preset::Standard => "Standard",
            Preset::Ccerl2p10v2 => "CCERL-2P10-v2",
        }
    }

    /// The rules it sets.
    pub fn rules(self) -> Rules {
        match self {
            Preset::Standard => Rules::default(),
            Preset::Ccerl2p10v2 => Rules {
                parking: Parking::Anywhere,
                target_lock: TargetLock::WholeMove,
                turn_limit: Some(CCERL_PLY_LIMIT),
                turn_limit_draw: true,
                equal_turns: true,
                repetition_draw: true,
                ..Rules::default()
            },
        }
    }

    /// The preset these rules are, if any.
    pub fn of(rules: &Rules) -> Option<Preset> {
        Preset::ALL.into_iter().find(|preset| preset.rules() == *rules)
    }
}

/// The CCERL-2P10-v2 list's game length, in plies (turns in all).
pub const CCERL_PLY_LIMIT: u32 = 240;

impl Rules {
    /// These rules for a game of `players` seats: chosen teams become the
    /// partners sitting opposite, when that player count has teams.
    pub fn for_players(&self, players: usize) -> Rules {
        let teams = if self.teams.is_empty() { Vec::new() } else { partners_opposite(players) };
        Rules { teams, ..self.clone() }
    }
}

/// Seats paired with the seat whose start point is opposite theirs; empty
/// unless the player count has teams (4 or 6).
pub fn partners_opposite(players: usize) -> Vec<Vec<Seat>> {
    let Some(points) = seat_points(players).filter(|_| players == 4 || players == 6) else {
        return Vec::new();
    };
    (0..players)
        .filter_map(|a| {
            let b = points.iter().position(|&p| p == points[a].opposite())?;
            (a < b).then(|| vec![Seat::new(a), Seat::new(b)])
        })
        .collect()
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
    /// The player who moves first (in files, a number from 1; player 1
    /// when absent).
    #[serde(default)]
    pub to_move: Seat,
    /// For a position taken from a game in progress, the turns already
    /// played in it: the turn limit counts them. 0 when absent.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub turns_played: u32,
    /// For a position taken from a game in progress, the player who moved
    /// first in that game: each round of turns starts with this player
    /// (see [`Rules::equal_turns`]). `to_move` when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_mover: Option<Seat>,
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
            to_move: Seat::new(0),
            turns_played: 0,
            first_mover: None,
        }
    }

    /// Parses a setup from RON text. Optional fields may be written bare, as
    /// docs/rules.md does (`name: "You"`), or as `Some(..)`.
    pub fn from_ron(text: &str) -> Result<Setup, SetupError> {
        read_ron(text).map_err(|e| SetupError::Syntax { line: e.line, column: e.column, message: e.error.to_string() })
    }

    /// Writes the setup as pretty RON text.
    pub fn to_ron(&self) -> Result<String, SerializeError> {
        to_pretty(self, ron::ser::PrettyConfig::new().struct_names(false))
    }

    /// The display name of seat `player`.
    pub fn player_name(&self, player: Seat) -> String {
        match self.players.get(player.index()) {
            Some(PlayerSpec { name: Some(name), .. }) => name.clone(),
            Some(PlayerSpec { kind: PlayerKind::Computer(level), .. }) => {
                format!("Computer {player} ({level})")
            }
            _ => format!("Player {player}"),
        }
    }
}

/// The looks of every seat of `setup`, player 1 first.
///
/// A seat without a chosen colour gets its start point's, unless a seat
/// chose that one: then the first colour of [`Colour::ALL`] nobody has.
/// Marks are filled in the same way.
///
/// # Errors
///
/// [`SetupError::PlayerCount`] for a seat count the game does not have, and
/// [`SetupError::SameColour`] when two seats chose the same colour.
pub fn seat_looks(setup: &Setup) -> Result<Vec<Looks>, SetupError> {
    let players = setup.players.len();
    let points = seat_points(players).ok_or(SetupError::PlayerCount { players })?;
    let chosen: Vec<Option<Colour>> = setup.players.iter().map(|p| p.colour).collect();
    for (seat, colour) in chosen.iter().enumerate() {
        if let Some(colour) = colour
            && let Some(first) = chosen[..seat].iter().position(|c| c == &Some(*colour))
        {
            return Err(SetupError::SameColour { first: Seat::new(first), second: Seat::new(seat), colour: *colour });
        }
    }
    let colours = fill(&chosen, points, Colour::of_point, &Colour::ALL);
    let marks = fill(&setup.players.iter().map(|p| p.mark).collect::<Vec<_>>(), points, Mark::of_point, &Mark::ALL);
    Ok(colours.into_iter().zip(marks).map(|(colour, mark)| Looks { colour, mark }).collect())
}

/// Each seat's chosen value, or its point's own when nobody chose that, or
/// else the first of `all` nobody has yet.
fn fill<T: Copy + PartialEq>(chosen: &[Option<T>], points: &[Point], of_point: fn(Point) -> T, all: &[T]) -> Vec<T> {
    let mut taken: Vec<T> = chosen.iter().flatten().copied().collect();
    chosen
        .iter()
        .zip(points)
        .map(|(choice, &point)| {
            choice.unwrap_or_else(|| {
                let own = of_point(point);
                let value = if taken.contains(&own) {
                    all.iter().copied().find(|v| !taken.contains(v)).unwrap_or(own)
                } else {
                    own
                };
                taken.push(value);
                value
            })
        })
        .collect()
}

impl Diagram {
    /// Parses a 17-row diagram for a game of `players` players, as a setup's
    /// position. Blank lines are skipped; error lines count from the
    /// diagram's first line.
    pub fn parse(text: &str, players: usize) -> Result<Diagram, SetupError> {
        Diagram::parse_lines(text, players).map_err(|(line, error)| SetupError::Diagram { line, error })
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

/// What is wrong with a setup or its position.
///
/// ```
/// use chinese_checkers_rules::{Game, Setup, SetupError};
/// let setup = Setup::from_ron("(players: [(kind: Human)])").unwrap();
/// assert_eq!(Game::from_setup(&setup), Err(SetupError::PlayerCount { players: 1 }));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The setup file could not be read.
    Read {
        /// The kind of input/output failure.
        kind: std::io::ErrorKind,
        /// What the system said.
        message: String,
    },
    /// The RON text does not parse (line and column from 1).
    Syntax {
        /// Line of the error.
        line: usize,
        /// Column of the error.
        column: usize,
        /// What the parser said.
        message: String,
    },
    /// A fault in the position diagram, on a line counted from 1: from the
    /// diagram's first line, or from the file's once read by
    /// [`load_game`](super::load_game).
    Diagram {
        /// Line of the fault.
        line: usize,
        /// What is wrong there.
        error: DiagramError,
    },
    /// The number of seats is not 2, 3, 4 or 6.
    PlayerCount {
        /// The number of seats the setup has.
        players: usize,
    },
    /// `to_move` names no seat.
    ToMove {
        /// The seat named.
        to_move: Seat,
        /// The number of seats.
        players: usize,
    },
    /// `first_mover` names no seat.
    FirstMover {
        /// The seat named.
        first_mover: Seat,
        /// The number of seats.
        players: usize,
    },
    /// Teams in a game of a player count that has none (teams need 4 or 6).
    TeamsNotAllowed {
        /// The number of seats.
        players: usize,
    },
    /// A team member names no seat.
    TeamMember {
        /// The seat named.
        seat: Seat,
        /// The number of seats.
        players: usize,
    },
    /// A seat is in more than one team.
    SeatInTwoTeams {
        /// The seat.
        seat: Seat,
    },
    /// A marble stands in a point removed from the board.
    MarbleOffBoard {
        /// Where it stands.
        hole: Hole,
    },
    /// Two seats chose the same colour.
    SameColour {
        /// The first seat with it.
        first: Seat,
        /// The second seat with it.
        second: Seat,
        /// The colour both chose.
        colour: Colour,
    },
}

impl SetupError {
    /// Shifts a diagram error's line by `offset` so it names the file line.
    pub(crate) fn shifted(self, offset: usize) -> SetupError {
        match self {
            SetupError::Diagram { line, error } => SetupError::Diagram { line: line + offset, error },
            other => other,
        }
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Read { message, .. } => f.write_str(message),
            SetupError::Syntax { line, column, message } => write!(f, "line {line}, column {column}: {message}"),
            SetupError::Diagram { line, error } => write!(f, "line {line}: {error}"),
            SetupError::PlayerCount { players } => write!(f, "{players} players: a game has 2, 3, 4 or 6"),
            SetupError::ToMove { to_move, players } => {
                write!(f, "to_move is {to_move}, but players are numbered 1 to {players}")
            }
            SetupError::FirstMover { first_mover, players } => {
                write!(f, "first_mover is {first_mover}, but players are numbered 1 to {players}")
            }
            SetupError::TeamsNotAllowed { players } => {
                write!(f, "teams are played with 4 or 6 players, not {players}")
            }
            SetupError::TeamMember { seat, players } => {
                write!(f, "team member {seat}: players are numbered 1 to {players}")
            }
            SetupError::SeatInTwoTeams { seat } => write!(f, "player {seat} is in more than one team"),
            SetupError::MarbleOffBoard { hole } => {
                write!(f, "a marble stands on {hole}, in a point removed from the board")
            }
            SetupError::SameColour { first, second, colour } => {
                write!(f, "players {first} and {second} both chose the colour {colour}")
            }
        }
    }
}

impl std::error::Error for SetupError {}

#[cfg(test)]
mod tests {
    use super::*;

    /// Teams as files write them, seats numbered from 1.
    fn numbered(teams: &[&[usize]]) -> Vec<Vec<Seat>> {
        teams.iter().map(|team| team.iter().map(|&n| Seat::from_number(n)).collect()).collect()
    }

    #[test]
    fn partners_sit_opposite() {
        assert_eq!(partners_opposite(6), numbered(&[&[1, 4], &[2, 5], &[3, 6]]));
        assert_eq!(partners_opposite(4), numbered(&[&[1, 3], &[2, 4]]));
        assert!(partners_opposite(2).is_empty());
        assert!(partners_opposite(3).is_empty());
    }

    #[test]
    fn teams_follow_the_player_count() {
        let partners = Rules { teams: partners_opposite(6), ..Rules::default() };
        assert_eq!(partners.for_players(4).teams, numbered(&[&[1, 3], &[2, 4]]));
        assert!(partners.for_players(2).teams.is_empty());
        assert!(Rules::default().for_players(6).teams.is_empty());
    }

    fn seats(choices: &[(Option<Colour>, Option<Mark>)]) -> Setup {
        Setup::new(
            choices
                .iter()
                .map(|&(colour, mark)| PlayerSpec { kind: PlayerKind::Human, name: None, colour, mark })
                .collect(),
        )
    }

    #[test]
    fn unchosen_seats_take_their_points_looks() {
        let looks = seat_looks(&seats(&[(None, None); 3])).unwrap();
        let expected: Vec<Looks> = [Point::S, Point::NW, Point::NE]
            .into_iter()
            .map(|p| Looks { colour: Colour::of_point(p), mark: Mark::of_point(p) })
            .collect();
        assert_eq!(looks, expected);
    }

    #[test]
    fn a_chosen_colour_moves_the_seat_that_had_it_by_default() {
        // Player 1 (S) takes blue, which player 2 (N) would have had.
        let looks = seat_looks(&seats(&[(Some(Colour::Blue), Some(Mark::Ring)), (None, None)])).unwrap();
        assert_eq!(looks[0], Looks { colour: Colour::Blue, mark: Mark::Ring });
        assert_eq!(looks[1], Looks { colour: Colour::Vermillion, mark: Mark::Band });
        let six = seat_looks(&seats(&[
            (Some(Colour::Orange), None),
            (None, None),
            (None, None),
            (None, None),
            (None, None),
            (Some(Colour::Vermillion), None),
        ]))
        .unwrap();
        let colours: Vec<Colour> = six.iter().map(|l| l.colour).collect();
        assert_eq!(
            colours,
            [Colour::Orange, Colour::Yellow, Colour::Green, Colour::Blue, Colour::Purple, Colour::Vermillion]
        );
    }

    #[test]
    fn two_seats_may_not_choose_one_colour() {
        let setup = seats(&[(Some(Colour::Green), None), (None, None), (Some(Colour::Green), None), (None, None)]);
        let error = seat_looks(&setup).unwrap_err();
        assert_eq!(error, SetupError::SameColour { first: Seat::new(0), second: Seat::new(2), colour: Colour::Green });
        assert_eq!(error.to_string(), "players 1 and 3 both chose the colour Green");
    }

    #[test]
    fn looks_survive_the_ron_round_trip() {
        let text = "(players: [(kind: Human, colour: Orange, mark: TwoDots), (kind: Computer(Hard))])";
        let setup = Setup::from_ron(text).unwrap();
        assert_eq!(setup.players[0].colour, Some(Colour::Orange));
        assert_eq!(setup.players[0].mark, Some(Mark::TwoDots));
        assert_eq!(Setup::from_ron(&setup.to_ron().unwrap()).unwrap(), setup);
        assert!(!setup.to_ron().unwrap().contains("colour: None"), "unchosen looks are left out");
    }
}
