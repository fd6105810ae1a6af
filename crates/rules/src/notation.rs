//! The notation of docs/rules.md: hole names (`m5`), moves as routes (`o1-m5-k5`)
//! and positions as 17-row diagrams, and why a name, route or diagram line
//! does not parse.

use super::board::{HOLE_COUNT, Hole, HoleSet, MARBLES_PER_PLAYER, ROW_COUNT, ROW_WIDTHS};
use super::seat::{MAX_PLAYERS, Seat};
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
/// use chinese_checkers_rules::{NotationError, parse_route, route_to_string};
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

/// Every hole a text names, such as the `j5` of "the back marble (on
/// j5)" or each landing of "o1-m5-k5": a word that is a row letter in
/// lower case followed by a number, and names a hole of the board.
///
/// ```
/// use chinese_checkers_rules::holes_named_in;
/// let named: Vec<String> = holes_named_in("Hop from o1 to m5, then m5-k5 (not z9, nor Q1 or e99).")
///     .iter()
///     .map(|h| h.to_string())
///     .collect();
/// assert_eq!(named, ["k5", "m5", "o1"]);
/// ```
pub fn holes_named_in(text: &str) -> HoleSet {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|word| word.starts_with(|c: char| c.is_ascii_lowercase()))
        .filter_map(|word| word.parse::<Hole>().ok())
        .collect()
}

/// The marbles of a diagram, by player (index 0 is player 1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Diagram {
    /// Each player's holes.
    pub marbles: [HoleSet; MAX_PLAYERS],
}

impl Diagram {
    /// Parses a 17-row diagram for a game of `players` players. Blank lines
    /// are skipped; an error comes with its line, counted from the diagram's
    /// first. [`Diagram::parse`] gives it as a setup error.
    pub(crate) fn parse_lines(text: &str, players: usize) -> Result<Diagram, (usize, DiagramError)> {
        let error = |line: usize, error: DiagramError| (line, error);
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
fn row_letter(row: usize) -> char {
    ROW_LETTERS.get(row).map_or('?', |&l| char::from(l))
}

/// The seat a diagram's player number `1`-`6` stands for.
fn seat_number(token: &str) -> Option<Seat> {
    match token.as_bytes() {
        &[digit @ b'1'..=b'6'] => Some(Seat::from_number(usize::from(digit - b'0'))),
        _ => None,
    }
}

/// Why a hole name (`m5`) or a route (`o1-m5-k5`) does not parse.
///
/// ```
/// use chinese_checkers_rules::{Hole, NotationError};
/// assert_eq!("z1".parse::<Hole>(), Err(NotationError::NoSuchRow { text: "z1".into() }));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// An empty hole name.
    Empty,
    /// The name does not start with a row letter `a` to `q`.
    NoSuchRow {
        /// The name.
        text: String,
    },
    /// The row letter is not followed by a number.
    NoNumber {
        /// The name.
        text: String,
    },
    /// The row has no hole of that number.
    NoSuchHole {
        /// The name.
        text: String,
        /// The row, 0 for `a`.
        row: usize,
    },
    /// A route of fewer than two holes.
    ShortRoute {
        /// The route.
        text: String,
    },
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::Empty => f.write_str("empty hole name"),
            NotationError::NoSuchRow { text } => write!(f, "'{text}' is not a hole: rows are a to q"),
            NotationError::NoNumber { text } => {
                write!(f, "'{text}' is not a hole: a row letter and a number, like m5")
            }
            NotationError::NoSuchHole { text, row } => {
                // The row letter as written (either case).
                let letter = text.chars().next().unwrap_or_else(|| row_letter(*row));
                let width = ROW_WIDTHS.get(*row).copied().unwrap_or(0);
                write!(f, "'{text}' is not a hole: row {letter} has {width} holes")
            }
            NotationError::ShortRoute { text } => {
                write!(f, "'{text}' is not a move: write its holes joined by '-', like n1-m1")
            }
        }
    }
}

impl std::error::Error for NotationError {}

/// What is wrong on one line of a position diagram.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiagramError {
    /// A line after the seventeenth row.
    TooManyRows,
    /// A row with the wrong number of holes.
    RowWidth {
        /// The row, 0 for `a`.
        row: usize,
        /// How many holes the line gives.
        found: usize,
    },
    /// A marble of a player the game does not have.
    NoSuchPlayer {
        /// The player.
        player: Seat,
        /// Where the marble stands.
        hole: Hole,
        /// The number of seats.
        players: usize,
    },
    /// A player with more than ten marbles.
    TooManyMarbles {
        /// The player.
        player: Seat,
    },
    /// A hole that is neither `.` nor a player number.
    BadToken {
        /// What the hole says.
        token: String,
        /// The hole.
        hole: Hole,
    },
    /// The diagram ends before its seventeenth row.
    TooFewRows {
        /// The rows it has.
        rows: usize,
    },
}

impl fmt::Display for DiagramError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DiagramError::TooManyRows => write!(f, "more than {ROW_COUNT} rows"),
            DiagramError::RowWidth { row, found } => {
                let width = ROW_WIDTHS.get(*row).copied().unwrap_or(0);
                write!(f, "row {} needs {width} holes, found {found}", row_letter(*row))
            }
            DiagramError::NoSuchPlayer { player, hole, players } => {
                write!(f, "marble of player {player} on {hole}, but the game has {players} players")
            }
            DiagramError::TooManyMarbles { player } => {
                write!(f, "player {player} has more than {MARBLES_PER_PLAYER} marbles")
            }
            DiagramError::BadToken { token, hole } => {
                write!(f, "'{token}' on {hole} is not '.' or a player number 1-6")
            }
            DiagramError::TooFewRows { rows } => write!(f, "the diagram has {rows} rows; it needs {ROW_COUNT}"),
        }
    }
}

impl std::error::Error for DiagramError {}

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
