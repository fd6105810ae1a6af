//! The notation of docs/rules.md: hole names (`m5`), moves as routes (`o1-m5-k5`)
//! and positions as 17-row diagrams.

use super::board::{HOLE_COUNT, Hole, HoleSet, MARBLES_PER_PLAYER, ROW_COUNT, ROW_WIDTHS};
use super::setup::SetupError;
use std::fmt;

/// Row letters, `a` (top) to `q` (bottom).
const ROW_LETTERS: &[u8; ROW_COUNT] = b"abcdefghijklmnopq";

impl fmt::Display for Hole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", ROW_LETTERS[self.row()] as char, self.index_in_row() + 1)
    }
}

impl std::str::FromStr for Hole {
    type Err = String;

    /// Parses a hole name such as `m5`.
    fn from_str(text: &str) -> Result<Hole, String> {
        let mut chars = text.chars();
        let letter = chars.next().ok_or_else(|| "empty hole name".to_string())?;
        let row = ROW_LETTERS
            .iter()
            .position(|&l| l as char == letter.to_ascii_lowercase())
            .ok_or_else(|| format!("'{text}' is not a hole: rows are a to q"))?;
        let number: usize = chars
            .as_str()
            .parse()
            .map_err(|_| format!("'{text}' is not a hole: a row letter and a number, like m5"))?;
        number
            .checked_sub(1)
            .and_then(|n| Hole::in_row(row, n))
            .ok_or_else(|| format!("'{text}' is not a hole: row {letter} has {} holes", ROW_WIDTHS[row]))
    }
}

/// Writes a route (every landing of a move) as `o1-m5-k5`.
pub fn route_to_string(route: &[Hole]) -> String {
    route.iter().map(Hole::to_string).collect::<Vec<_>>().join("-")
}

/// Parses a route written as `o1-m5-k5` into its holes.
pub fn parse_route(text: &str) -> Result<Vec<Hole>, String> {
    let holes = text.trim().split('-').map(str::parse).collect::<Result<Vec<Hole>, _>>()?;
    if holes.len() < 2 {
        return Err(format!("'{text}' is not a move: write its holes joined by '-', like n1-m1"));
    }
    Ok(holes)
}

/// The marbles of a diagram, by player (index 0 is player 1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Diagram {
    /// Each player's holes.
    pub marbles: [HoleSet; 6],
}

impl Diagram {
    /// Parses a 17-row diagram for a game of `players` players. Blank lines
    /// are skipped; error lines count from the diagram's first line.
    pub fn parse(text: &str, players: usize) -> Result<Diagram, SetupError> {
        let error = |line: usize, message: String| SetupError::Diagram { line, message };
        let mut diagram = Diagram::default();
        let mut counts = [0usize; 6];
        let mut row = 0;
        let mut last_line = 0;
        for (number, line) in text.lines().enumerate().map(|(i, l)| (i + 1, l)) {
            if line.trim().is_empty() {
                continue;
            }
            last_line = number;
            if row == ROW_COUNT {
                return Err(error(number, format!("more than {ROW_COUNT} rows")));
            }
            let tokens: Vec<&str> = line.split_whitespace().collect();
            let width = ROW_WIDTHS[row] as usize;
            if tokens.len() != width {
                return Err(error(
                    number,
                    format!("row {} needs {width} holes, found {}", row_letter(row), tokens.len()),
                ));
            }
            for (n, token) in tokens.into_iter().enumerate() {
                let Some(hole) = Hole::in_row(row, n) else { continue };
                match token {
                    "." => {}
                    "1" | "2" | "3" | "4" | "5" | "6" => {
                        let player = usize::from(token.as_bytes()[0] - b'1');
                        if player >= players {
                            return Err(error(
                                number,
                                format!("marble of player {token} on {hole}, but the game has {players} players"),
                            ));
                        }
                        counts[player] += 1;
                        if counts[player] > MARBLES_PER_PLAYER {
                            return Err(error(
                                number,
                                format!("player {token} has more than {MARBLES_PER_PLAYER} marbles"),
                            ));
                        }
                        diagram.marbles[player].insert(hole);
                    }
                    other => {
                        return Err(error(number, format!("'{other}' on {hole} is not '.' or a player number 1-6")));
                    }
                }
            }
            row += 1;
        }
        if row != ROW_COUNT {
            return Err(error(last_line.max(1), format!("the diagram has {row} rows; it needs {ROW_COUNT}")));
        }
        Ok(diagram)
    }

    /// The player (index) whose marble is on `hole`, if any.
    pub fn owner(&self, hole: Hole) -> Option<usize> {
        self.marbles.iter().position(|set| set.contains(hole))
    }

    /// Prints the diagram with rows indented as on the board.
    pub fn to_text(&self) -> String {
        let mut text = String::new();
        let mut cells = [b'.'; HOLE_COUNT];
        for (player, set) in self.marbles.iter().enumerate() {
            for hole in set.iter() {
                cells[hole.index()] = b'1' + player as u8;
            }
        }
        for hole in Hole::all() {
            if hole.index_in_row() == 0 {
                text.push_str(&" ".repeat(hole.col()));
            } else {
                text.push(' ');
            }
            text.push(cells[hole.index()] as char);
            if hole.index_in_row() + 1 == ROW_WIDTHS[hole.row()] as usize {
                text.push('\n');
            }
        }
        text
    }
}

fn row_letter(row: usize) -> char {
    ROW_LETTERS[row] as char
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
