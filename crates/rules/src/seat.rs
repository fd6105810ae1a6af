//! Seats: who sits where at the board (a person, or a computer of a
//! level), how many a game has, and the point each starts in. A seat is 0-based in code (it indexes the game's
//! per-player arrays) and numbered from 1 wherever a person sees it: in
//! messages, and in the files that name seats.

use super::board::Point;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A seat at the board, player 1 first: `Seat::new(0)` is player 1.
///
/// `Display` and files show the player number, from 1:
///
/// ```
/// use chinese_checkers_rules::Seat;
/// let third = Seat::new(2);
/// assert_eq!(third.index(), 2);
/// assert_eq!(third.to_string(), "3");
/// assert_eq!(Seat::from_number(3), third);
/// ```
///
/// A file may name a seat no game has, even 0: that seat's index lies past
/// every game's last seat, so the checks refuse it, and it still shows as
/// the number written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Seat(usize);

impl Seat {
    /// The seat at `index`, from 0 (player 1).
    #[inline]
    pub const fn new(index: usize) -> Seat {
        Seat(index)
    }

    /// The seat's index, from 0, into per-seat arrays.
    #[inline]
    pub const fn index(self) -> usize {
        self.0
    }

    /// The first `count` seats, player 1 first.
    #[inline]
    pub fn all(count: usize) -> impl DoubleEndedIterator<Item = Seat> + ExactSizeIterator + Clone + use<> {
        (0..count).map(Seat)
    }

    /// The seat of player `number`, counted from 1 as files and people
    /// count (0 names a seat past every game's last).
    #[inline]
    pub const fn from_number(number: usize) -> Seat {
        Seat(number.wrapping_sub(1))
    }

    /// The player number, from 1 (0 for the seat a file called 0).
    #[inline]
    pub const fn number(self) -> usize {
        self.0.wrapping_add(1)
    }
}

impl fmt::Display for Seat {
    /// The player number, from 1.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.number(), f)
    }
}

impl Serialize for Seat {
    /// The player number, from 1, as files write it.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.number().serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Seat {
    /// A player number, from 1.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Seat, D::Error> {
        usize::deserialize(deserializer).map(Seat::from_number)
    }
}

/// The most seats a game has.
pub const MAX_PLAYERS: usize = 6;

/// The player counts a game can have, fewest first: those
/// [`seat_points`] seats.
pub const PLAYER_COUNTS: [usize; 4] = [2, 3, 4, 6];

/// Start and target points of each seat, in turn order, per player count.
pub fn seat_points(players: usize) -> Option<&'static [Point]> {
    use Point::*;
    match players {
        2 => Some(&[S, N]),
        3 => Some(&[S, NW, NE]),
        4 => Some(&[SW, NW, NE, SE]),
        6 => Some(&[S, SW, NW, N, NE, SE]),
        _ => None,
    }
}

/// A computer player's strength: a level on a ladder from 1, for someone
/// who has just learned the rules, to 10, the strongest. Each level wins
/// most games against the one below it, but not all.
///
/// Four levels also have the names the game first had, which files and
/// commands still accept: Easy (1), Medium (5), Hard (9) and Expert (10).
/// Files write a named level by its name and any other as `Level(N)`:
///
/// ```
/// use chinese_checkers_rules::{Level, PlayerKind};
/// assert_eq!(ron::from_str::<PlayerKind>("Computer(Hard)").ok(), Some(PlayerKind::Computer(Level::HARD)));
/// let six = Level::new(6).unwrap();
/// assert_eq!(ron::to_string(&PlayerKind::Computer(six)).ok().as_deref(), Some("Computer(Level(6))"));
/// assert!(ron::from_str::<PlayerKind>("Computer(Level(11))").is_err());
/// assert_eq!(Level::parse("expert"), Ok(Level::EXPERT));
/// assert_eq!(Level::parse("6"), Ok(six));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "LevelInFile", into = "LevelInFile")]
pub struct Level(u8);

impl Level {
    /// The weakest level.
    pub const WEAKEST: Level = Level(1);
    /// The strongest level.
    pub const STRONGEST: Level = Level(10);
    /// Level 1, for someone who has just learned the rules.
    pub const EASY: Level = Level(1);
    /// Level 5, a casual adult's opponent: the default.
    pub const MEDIUM: Level = Level(5);
    /// Level 9, which looks ahead over the opponents' replies.
    pub const HARD: Level = Level(9);
    /// Level 10, the strongest.
    pub const EXPERT: Level = Level::STRONGEST;
    /// Every level, weakest first.
    pub const ALL: [Level; 10] =
        [Level(1), Level(2), Level(3), Level(4), Level(5), Level(6), Level(7), Level(8), Level(9), Level(10)];
    /// The named levels, weakest first.
    pub const NAMED: [Level; 4] = [Level::EASY, Level::MEDIUM, Level::HARD, Level::EXPERT];

    /// The level numbered `number`, if it is on the ladder (1 to 10).
    #[inline]
    pub const fn new(number: u8) -> Option<Level> {
        if number >= Level::WEAKEST.0 && number <= Level::STRONGEST.0 { Some(Level(number)) } else { None }
    }

    /// The level's number, from 1 (weakest) to 10.
    #[inline]
    pub const fn number(self) -> u8 {
        self.0
    }

    /// The level's name, for the four levels that have one.
    pub const fn name(self) -> Option<&'static str> {
        match self.0 {
            1 => Some("Easy"),
            5 => Some("Medium"),
            9 => Some("Hard"),
            10 => Some("Expert"),
            _ => None,
        }
    }

    /// Parses a level as a person writes it on a command line: its name
    /// (any case), its number, or "Level N".
    pub fn parse(text: &str) -> Result<Level, UnknownLevel> {
        let trimmed = text.trim();
        let named = Level::NAMED.into_iter().find(|l| l.name().is_some_and(|n| n.eq_ignore_ascii_case(trimmed)));
        let number = match trimmed.get(..5) {
            Some(word) if word.eq_ignore_ascii_case("level") => trimmed[5..].trim(),
            _ => trimmed,
        };
        named.or_else(|| number.parse().ok().and_then(Level::new)).ok_or_else(|| UnknownLevel(text.to_string()))
    }
}

/// A text that names no level, as [`Level::parse`] found it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLevel(pub String);

/// Names the text and says what the levels are.
impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:?} is no level: the levels are 1 to 10, and Easy (1), Medium (5), Hard (9) and Expert (10)",
            self.0
        )
    }
}

impl std::error::Error for UnknownLevel {}

/// The level a computer seat gets unless someone chooses: Medium.
impl Default for Level {
    fn default() -> Level {
        Level::MEDIUM
    }
}

/// "Level 6".
impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Level {}", self.0)
    }
}

/// A level as files write it: a named level by its name, any other by its
/// number.
#[derive(Serialize, Deserialize)]
enum LevelInFile {
    Easy,
    Medium,
    Hard,
    Expert,
    Level(u8),
}

impl TryFrom<LevelInFile> for Level {
    type Error = NoSuchLevel;

    fn try_from(level: LevelInFile) -> Result<Level, NoSuchLevel> {
        match level {
            LevelInFile::Easy => Ok(Level::EASY),
            LevelInFile::Medium => Ok(Level::MEDIUM),
            LevelInFile::Hard => Ok(Level::HARD),
            LevelInFile::Expert => Ok(Level::EXPERT),
            LevelInFile::Level(n) => Level::new(n).ok_or(NoSuchLevel(n)),
        }
    }
}

/// A file's `Level(n)` with `n` outside 1 to 10.
#[derive(Debug)]
struct NoSuchLevel(u8);

impl fmt::Display for NoSuchLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "there is no level {}: the levels are 1 to {}", self.0, Level::STRONGEST.0)
    }
}

impl From<Level> for LevelInFile {
    fn from(level: Level) -> LevelInFile {
        match level {
            Level::EASY => LevelInFile::Easy,
            Level::MEDIUM => LevelInFile::Medium,
            Level::HARD => LevelInFile::Hard,
            Level::EXPERT => LevelInFile::Expert,
            Level(n) => LevelInFile::Level(n),
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_count_from_one() {
        assert_eq!(Seat::from_number(1), Seat::new(0));
        assert_eq!(Seat::new(5).to_string(), "6");
        assert_eq!(Seat::from_number(0).to_string(), "0");
        assert!(Seat::from_number(0).index() > Seat::new(255).index());
        assert_eq!(Seat::all(3).map(Seat::index).collect::<Vec<_>>(), [0, 1, 2]);
    }

    #[test]
    fn files_hold_the_number() {
        assert_eq!(ron::to_string(&Seat::new(0)).ok().as_deref(), Some("1"));
        assert_eq!(ron::from_str::<Seat>("4").ok(), Some(Seat::new(3)));
        assert_eq!(ron::to_string(&ron::from_str::<Seat>("0").ok()).ok().as_deref(), Some("Some(0)"));
        assert!(ron::from_str::<Seat>("-1").is_err());
    }
}
