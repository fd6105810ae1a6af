//! Seats: who sits where at the board. A seat is 0-based in code (it
//! indexes the game's per-player arrays) and numbered from 1 wherever a
//! person sees it: in messages, and in the files that name seats.

use serde::de::{Error, Unexpected};
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
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Seat(u8);

impl Seat {
    /// The seat at `index`, from 0 (player 1). Indices past 255 name no
    /// seat: debug builds panic on them.
    #[inline]
    pub const fn new(index: usize) -> Seat {
        debug_assert!(index <= u8::MAX as usize, "seat index past 255");
        Seat(index as u8)
    }

    /// The seat's index, from 0, into per-seat arrays.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The first `count` seats, player 1 first.
    pub fn all(count: usize) -> impl DoubleEndedIterator<Item = Seat> + ExactSizeIterator + Clone + use<> {
        (0..count.min(usize::from(u8::MAX) + 1)).map(Seat::new)
    }

    /// The seat of player `number`, counted from 1 as files and people count
    /// (`None` for 0, or past the last seat a `Seat` can name).
    pub fn from_number(number: usize) -> Option<Seat> {
        let index = u8::try_from(number.checked_sub(1)?).ok()?;
        Some(Seat(index))
    }
}

impl fmt::Display for Seat {
    /// The player number, from 1.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&(u16::from(self.0) + 1), f)
    }
}

impl Serialize for Seat {
    /// The player number, from 1, as files write it.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u16(u16::from(self.0) + 1)
    }
}

impl<'de> Deserialize<'de> for Seat {
    /// A player number, from 1.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Seat, D::Error> {
        let number = usize::deserialize(deserializer)?;
        Seat::from_number(number)
            .ok_or_else(|| D::Error::invalid_value(Unexpected::Unsigned(number as u64), &"a player number from 1"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_count_from_one() {
        assert_eq!(Seat::from_number(1), Some(Seat::new(0)));
        assert_eq!(Seat::from_number(256), Some(Seat::new(255)));
        assert_eq!(Seat::from_number(0), None);
        assert_eq!(Seat::from_number(257), None);
        assert_eq!(Seat::new(255).to_string(), "256");
        assert_eq!(Seat::all(3).map(Seat::index).collect::<Vec<_>>(), [0, 1, 2]);
    }

    #[test]
    fn files_hold_the_number() {
        assert_eq!(ron::to_string(&Seat::new(0)).ok().as_deref(), Some("1"));
        assert_eq!(ron::from_str::<Seat>("4").ok(), Some(Seat::new(3)));
        assert!(ron::from_str::<Seat>("0").is_err());
        assert!(ron::from_str::<Seat>("-1").is_err());
    }
}
