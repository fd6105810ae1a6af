//! The notation of docs/rules.md: hole names (`m5`), moves as routes (`o1-m5-k5`)
//! and positions as 17-row diagrams.

use super::board::{HOLE_COUNT, Hole, HoleSet, MARBLES_PER_PLAYER, ROW_COUNT, ROW_WIDTHS};
use super::error::{DiagramError, NotationError, SetupError};
use super::game::MAX_PLAYERS;
use super::seat::Seat;
use std::fmt;

/// Row letters, `a` (top) to `q` (bottom).
const ROW_LETTERS: &[u8; ROW_COUNT] = b"abcdefghijklmnopq";

impl fmt::Display for Hole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", ROW_LETTERS[self.row()] as char, self.index_in_row() + 1)
    }
}

impl std::str::FromStr for Hole {
    type Err = NotationError;

    /// Parses a hole name such as `m5` (the row letter in either case).
    fn from_str(text: &str) -> Result<Hole, NotationError> {
        let mut chars = text.chars();
        let letter = chars.next().ok_or(NotationError::Empty)?;
        let row = ROW_LETTERS
            .iter()
            .position(|&l| l as char == letter.to_ascii_lowercase())
            .ok_or_else(|| NotationError::NoSuchRow { text: text.to_string() })?;
        let number: usize = chars.as_str().parse().map_err(|_| NotationError::NoNumber { text: text.to_string() })?;
        number
            .checked_sub(1)
            .and_then(|n| Hole::in_row(row, n))
            .ok_or_else(|| NotationError::NoSuchHole { text: text.to_string(), row })
    }
}

/// Writes a route (every landing of a move) as `o1-m5-k5`.
pub fn route_to_string(route: &[Hole]) -> String {
    route.iter().map(Hole::to_string).collect::<Vec<_>>().join("-")
}

/// Parses a route written as `o1-m5-k5` into its holes.
///
/// ```
/// use chinese_checkers::rules::{NotationError, parse_route, route_to_string};
/// assert_eq!(route_to_string(&parse_route("o1-m5-k5").unwrap()), "o1-m5-k5");
/// assert_eq!(parse_route("o1"), Err(NotationError::ShortRoute { text: "o1".into() }));
/// ```
pub fn parse_route(text: &str) -> Result<Vec<Hole>, NotationError> {
    let holes = text.trim().split('-').map(str::parse).collect::<Result<Vec<Hole>, _>>()?;
    if holes.len() < 2 {
        return Err(NotationError::ShortRoute { text: text.to_string() });
    }
    Ok(holes)
}

/// The marbles of a diagram, by player (index 0 is player 1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Diagram {
    /// Each player's holes.
    pub marbles: [HoleSet; MAX_PLAYERS],
}

impl Diagram {
    /// Parses a 17-row diagram for a game of `players` players. Blank lines
    /// are skipped; error lines count from the diagram's first line.
    pub fn parse(text: &str, players: usize) -> Result<Diagram, SetupError> {
        let error = |line: usize, error: DiagramError| SetupError::Diagram { line, error };
        let mut diagram = Diagram::default();
        let mut counts = [0usize; MAX_PLAYERS];
        let mut row = 0;
        let mut last_line = 0;
        for (number, line) in text.lines().enumerate().map(|(i, l)| (i + 1, l)) {
            if line.trim().is_empty() {
                continue;
            }
            last_line = number;
            if row == ROW_COUNT {
                return Err(error(number, DiagramError::TooManyRows));
            }
            let tokens: Vec<&str> = line.split_whitespace().collect();
            let width = ROW_WIDTHS[row] as usize;
            if tokens.len() != width {
                return Err(error(number, DiagramError::RowWidth { row, found: tokens.len() }));
            }
            for (n, token) in tokens.into_iter().enumerate() {
                let Some(hole) = Hole::in_row(row, n) else { continue };
                match (token, seat_number(token)) {
                    (".", _) => {}
                    (_, Some(player)) => {
                        if player.index() >= players {
                            return Err(error(number, DiagramError::NoSuchPlayer { player, hole, players }));
                        }
                        counts[player.index()] += 1;
                        if counts[player.index()] > MARBLES_PER_PLAYER {
                            return Err(error(number, DiagramError::TooManyMarbles { player }));
                        }
                        diagram.marbles[player.index()].insert(hole);
                    }
                    (other, None) => {
                        return Err(error(number, DiagramError::BadToken { token: other.to_string(), hole }));
                    }
                }
            }
            row += 1;
        }
        if row != ROW_COUNT {
            return Err(error(last_line.max(1), DiagramError::TooFewRows { rows: row }));
        }
        Ok(diagram)
    }

    /// The player whose marble is on `hole`, if any.
    pub fn owner(&self, hole: Hole) -> Option<Seat> {
        self.marbles.iter().position(|set| set.contains(hole)).map(Seat::new)
    }

    /// Prints the diagram with rows indented as on the board.
    pub fn to_text(&self) -> String {
        let mut text = String::new();
        let mut cells = [None; HOLE_COUNT];
        for (player, set) in Seat::all(MAX_PLAYERS).zip(&self.marbles) {
            for hole in set.iter() {
                cells[hole.index()] = Some(player);
            }
        }
        for hole in Hole::all() {
            if hole.index_in_row() == 0 {
                text.push_str(&" ".repeat(hole.col()));
            } else {
                text.push(' ');
            }
            match cells[hole.index()] {
                Some(player) => text.push_str(&player.to_string()),
                None => text.push('.'),
            }
            if hole.index_in_row() + 1 == ROW_WIDTHS[hole.row()] as usize {
                text.push('\n');
            }
        }
        text
    }
}

/// The letter of a row (`a` for row 0), or `?` past the last row.
pub(crate) fn row_letter(row: usize) -> char {
    ROW_LETTERS.get(row).map_or('?', |&l| char::from(l))
}

/// The seat a diagram's player number `1`-`6` stands for.
fn seat_number(token: &str) -> Option<Seat> {
    match token.as_bytes() {
        &[digit @ b'1'..=b'6'] => Some(Seat::from_number(usize::from(digit - b'0'))),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hole_names_round_trip() {
        for hole in Hole::all() {
            assert_eq!(hole.to_string().parse::<Hole>(), Ok(hole));
        }
        assert_eq!("a1".parse::<Hole>().map(Hole::index), Ok(0));
        assert_eq!("e13".parse::<Hole>().map(Hole::index), Ok(22));
        assert!("e14".parse::<Hole>().is_err());
        assert!("z1".parse::<Hole>().is_err());
    }
}
