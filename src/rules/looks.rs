//! How each seat's marbles look: a colour from a palette that colour-blind
//! players can tell apart, and a mark on top of the marble. A setup may
//! choose them per seat; a seat that does not gets its start point's own.
//!
//! Looks change nothing in play, but they are part of the setup so that a
//! saved game or replay shows the colours its players chose.

use super::board::Point;
use super::error::SetupError;
use super::game::seat_points;
use super::setup::Setup;
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
            return Err(SetupError::SameColour { first: first + 1, second: seat + 1, colour: *colour });
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{PlayerKind, PlayerSpec};

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
        assert_eq!(error, SetupError::SameColour { first: 1, second: 3, colour: Colour::Green });
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
