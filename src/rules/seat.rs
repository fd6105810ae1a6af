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
/// use chinese_checkers::rules::Seat;
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
    pub fn all(count: usize) -> impl DoubleEndedIterator<Item = Seat> + ExactSizeIterator + Clone + use<> {
        (0..count).map(Seat)
    }

    /// The seat of player `number`, counted from 1 as files and people
    /// count (0 names a seat past every game's last).
    pub const fn from_number(number: usize) -> Seat {
        Seat(number.wrapping_sub(1))
    }

    /// The player number, from 1 (0 for the seat a file called 0).
    const fn number(self) -> usize {
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
