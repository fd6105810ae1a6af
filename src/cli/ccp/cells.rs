//! The benchmark's numbering and ours. Its cells 0–120 go row by row from
//! the top tip, left to right, which is exactly our hole index
//! ([`Hole::index`]), so a cell id is a hole index. Its player 0 starts at
//! the top (our point `N`) and moves first; in our two-player game that
//! point is seat 2's (index 1), and seat 1 (index 0) starts at `S`. So the
//! benchmark's player `p` is our seat index `1 - p`, and a position sets
//! whose turn it is explicitly.

use crate::rules::{
    Game, HOLE_COUNT, Hole, MARBLES_PER_PLAYER, Parking, PlayerKind, PlayerSpec, ROW_WIDTHS, Rules, Seat, Setup,
};

/// Our seat for the benchmark's player `player` (0 or 1).
pub(super) fn seat_of(player: u8) -> Seat {
    Seat::new(usize::from(player != 1))
}

/// The benchmark's player number of one of our two seats.
pub(super) fn player_of(seat: Seat) -> u8 {
    u8::from(seat.index() == 0)
}

/// The rules of ours closest to the benchmark's (see docs/rules.md, "CCP"):
/// the target lock on, and a move may end anywhere (the side points are
/// open and playable).
pub(super) fn rules() -> Rules {
    Rules { target_lock: true, parking: Parking::Anywhere, ..Rules::default() }
}

/// The compact cells of the standard start (`position startpos`).
pub(super) fn start_cells() -> String {
    match Game::from_setup(&two_seats(None, Seat::new(1))) {
        Ok(game) => cells_of(&game),
        Err(_) => String::new(),
    }
}

/// The game described by `position cells CELLS player PLAYER`, or why it
/// is impossible: not 121 cells, a character other than `.`, `0` and `1`,
/// or a player without exactly ten marbles.
pub(super) fn game_from_cells(cells: &str, player: u8) -> Result<Game, String> {
    if player > 1 {
        return Err(format!("player {player}: the players are 0 and 1"));
    }
    let chars: Vec<char> = cells.chars().collect();
    if chars.len() != HOLE_COUNT {
        return Err(format!("the position has {} cells, not {HOLE_COUNT}", chars.len()));
    }
    let mut counts = [0usize; 2];
    let mut tokens = Vec::with_capacity(HOLE_COUNT);
    for (cell, &c) in chars.iter().enumerate() {
        tokens.push(match c {
            '.' => ".",
            '0' | '1' => {
                let p = u8::from(c == '1');
                counts[usize::from(p)] += 1;
                if seat_of(p).index() == 0 { "1" } else { "2" }
            }
            other => return Err(format!("cell {cell} holds {other:?}: a cell is '.', '0' or '1'")),
        });
    }
    for (p, &count) in counts.iter().enumerate() {
        if count != MARBLES_PER_PLAYER {
            return Err(format!("player {p} has {count} marbles, not {MARBLES_PER_PLAYER}"));
        }
    }
    let mut diagram = String::new();
    let mut rest = tokens.as_slice();
    for &width in &ROW_WIDTHS {
        let (row, after) = rest.split_at(usize::from(width));
        diagram.push_str(&row.join(" "));
        diagram.push('\n');
        rest = after;
    }
    Game::from_setup(&two_seats(Some(diagram), seat_of(player))).map_err(|e| e.to_string())
}

/// A two-player setup of our rules for the benchmark.
fn two_seats(position: Option<String>, to_move: Seat) -> Setup {
    let mut setup = Setup::new(vec![PlayerSpec::new(PlayerKind::Human); 2]);
    setup.rules = rules();
    setup.position = position;
    setup.to_move = to_move;
    setup
}

/// The compact cells of a two-player game.
pub(super) fn cells_of(game: &Game) -> String {
    Hole::all()
        .map(|hole| match game.owner(hole) {
            Some(seat) => char::from(b'0' + player_of(seat)),
            None => '.',
        })
        .collect()
}

/// A route as the benchmark writes a move: its cells joined by `-`
/// (`4-15-28`).
pub(super) fn path_text(route: &[Hole]) -> String {
    route.iter().map(|h| h.index().to_string()).collect::<Vec<_>>().join("-")
}

/// Reads a move written as cells joined by `-` (or `,`) into holes.
pub(super) fn parse_path(text: &str) -> Result<Vec<Hole>, String> {
    let holes = text
        .split(['-', ','])
        .map(|cell| cell.parse().ok().and_then(Hole::new).ok_or_else(|| format!("{cell:?} is not a cell 0–120")))
        .collect::<Result<Vec<Hole>, String>>()?;
    if holes.len() < 2 {
        return Err(format!("{text:?}: a move names at least two cells"));
    }
    Ok(holes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Point;

    #[test]
    fn player_0_starts_at_the_top_and_moves_first() {
        let start = start_cells();
        assert_eq!(&start[..10], "0000000000");
        assert_eq!(&start[111..], "1111111111");
        let game = game_from_cells(&start, 0).expect("the start is a position");
        assert_eq!(game.start_point(game.to_move()), Point::N);
        assert_eq!(player_of(game.to_move()), 0);
        assert_eq!(cells_of(&game), start);
        assert_eq!(game_from_cells(&start, 1).map(|g| g.start_point(g.to_move())), Ok(Point::S));
    }

    #[test]
    fn impossible_positions_are_refused() {
        let start = start_cells();
        assert!(game_from_cells(&start[1..], 0).unwrap_err().contains("120 cells"));
        let bad = format!("x{}", &start[1..]);
        assert!(game_from_cells(&bad, 0).unwrap_err().contains("cell 0"));
        let short = format!(".{}", &start[1..]);
        assert!(game_from_cells(&short, 0).unwrap_err().contains("9 marbles"));
        assert!(game_from_cells(&start, 2).is_err());
    }

    #[test]
    fn paths_read_back() {
        let holes = parse_path("4-15-28").expect("a path");
        assert_eq!(path_text(&holes), "4-15-28");
        assert!(parse_path("4").is_err());
        assert!(parse_path("4-121").is_err());
    }
}
