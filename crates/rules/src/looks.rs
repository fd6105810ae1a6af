//! How each seat's marbles look: a colour from a palette that colour-blind
//! players can tell apart, and a mark on top of the marble. A setup may
//! choose them per seat; a seat that does not gets its start point's own.
//!
//! Looks change nothing in play, but they are part of the setup so that a
//! saved game or replay shows the colours its players chose.

use super::board::Point;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A marble colour, from the Okabe–Ito palette (its black left out: it
/// would vanish on the dark board).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Colour {
    /// Reddish orange.
    Vermillion,
    /// Yellow.
    Yellow,
    /// Bluish green.
    Green,
    /// Dark blue.
    Blue,
    /// Reddish purple.
    Purple,
    /// Light blue.
    SkyBlue,
    /// Orange.
    Orange,
}

impl Colour {
    /// Every colour, in the order the setup builder offers them.
    pub const ALL: [Colour; 7] = [
        Colour::Vermillion,
        Colour::Yellow,
        Colour::Green,
        Colour::Blue,
        Colour::Purple,
        Colour::SkyBlue,
        Colour::Orange,
    ];

    /// The colour's name as written in setup files.
    pub const fn name(self) -> &'static str {
        match self {
            Colour::Vermillion => "Vermillion",
            Colour::Yellow => "Yellow",
            Colour::Green => "Green",
            Colour::Blue => "Blue",
            Colour::Purple => "Purple",
            Colour::SkyBlue => "SkyBlue",
            Colour::Orange => "Orange",
        }
    }

    /// The colour of a seat that starts in `point` and chose none.
    pub const fn of_point(point: Point) -> Colour {
        match point {
            Point::S => Colour::Vermillion,
            Point::SW => Colour::Yellow,
            Point::NW => Colour::Green,
            Point::N => Colour::Blue,
            Point::NE => Colour::Purple,
            Point::SE => Colour::SkyBlue,
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A shape on top of a seat's marbles, so that seats differ by more than
/// colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Mark {
    /// No mark.
    Plain,
    /// A round spot.
    Dot,
    /// A ring on top.
    Ring,
    /// A band round the middle.
    Band,
    /// Two spots side by side.
    TwoDots,
    /// A ring on top and a band round the middle.
    RingAndBand,
}

impl Mark {
    /// Every mark, in the order the setup builder offers them.
    pub const ALL: [Mark; 6] = [Mark::Plain, Mark::Dot, Mark::Ring, Mark::Band, Mark::TwoDots, Mark::RingAndBand];

    /// The mark's name as written in setup files.
    pub const fn name(self) -> &'static str {
        match self {
            Mark::Plain => "Plain",
            Mark::Dot => "Dot",
            Mark::Ring => "Ring",
            Mark::Band => "Band",
            Mark::TwoDots => "TwoDots",
            Mark::RingAndBand => "RingAndBand",
        }
    }

    /// The mark of a seat that starts in `point` and chose none: every point
    /// its own, so no two seats look alike even without colour.
    pub const fn of_point(point: Point) -> Mark {
        match point {
            Point::S => Mark::Plain,
            Point::SW => Mark::Dot,
            Point::NW => Mark::Ring,
            Point::N => Mark::Band,
            Point::NE => Mark::TwoDots,
            Point::SE => Mark::RingAndBand,
        }
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How one seat's marbles look.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Looks {
    /// The marbles' colour.
    pub colour: Colour,
    /// The mark on top.
    pub mark: Mark,
}
