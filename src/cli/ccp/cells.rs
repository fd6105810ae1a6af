//! The benchmark's numbering and ours. Its cells 0–120 go row by row from
//! the top tip, left to right, which is exactly our hole index
//! ([`Hole::index`]), so a cell id is a hole index. Its player 0 starts at
//! the top (our point `N`) and moves first; in our two-player game that
//! point is seat 2's (index 1), and seat 1 (index 0) starts at `S`. So the
//! benchmark's player `p` is our seat index `1 - p`, and a position sets
//! whose turn it is explicitly.

use rules::{
    Game, HOLE_COUNT, Hole, MARBLES_PER_PLAYER, PlayerKind, PlayerSpec, Preset, ROW_WIDTHS, Rules, Seat, Setup,
    SetupError,
};
use std::fmt;

/// Why `position cells …` describes no game; its `Display` is what the
/// engine answers after "impossible position: ".
#[derive(Clone, Debug, PartialEq)]
pub(super) enum CellsError {
    /// A player number other than 0 and 1.
    Player(u8),
    /// Not 121 cells.
    CellCount(usize),
    /// A cell other than `.`, `0` and `1`.
    Cell {
        /// The cell's number.
        cell: usize,
        /// What it holds.
        holds: char,
    },
    /// A player without exactly ten marbles.
    Marbles {
        /// The player, 0 or 1.
        player: usize,
        /// How many marbles they have.
        count: usize,
    },
    /// The position breaks a rule of the setup.
    Setup(SetupError),
}

impl fmt::Display for CellsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CellsError::Player(player) => write!(f, "player {player}: the players are 0 and 1"),
            CellsError::CellCount(count) => write!(f, "the position has {count} cells, not {HOLE_COUNT}"),
            CellsError::Cell { cell, holds } => write!(f, "cell {cell} holds {holds:?}: a cell is '.', '0' or '1'"),
            CellsError::Marbles { player, count } => {
                write!(f, "player {player} has {count} marbles, not {MARBLES_PER_PLAYER}")
            }
            CellsError::Setup(error) => error.fmt(f),
        }
    }
}

/// Why a move written as cells names no route.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum PathError {
    /// A part that is not a cell number from 0 to 120.
    NotACell(String),
    /// Fewer than two cells.
    TooShort(String),
}

impl fmt::Display for PathError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PathError::NotACell(cell) => write!(f, "{cell:?} is not a cell 0–120"),
            PathError::TooShort(text) => write!(f, "{text:?}: a move names at least two cells"),
        }
    }
}

/// Our seat for the benchmark's player `player` (0 or 1).
pub(super) fn seat_of(player: u8) -> Seat {
    Seat::new(usize::from(player != 1))
}

/// The benchmark's player number of one of our two seats.
pub(super) fn player_of(seat: Seat) -> u8 {
    u8::from(seat.index() == 0)
}

/// The benchmark's rules: the CCERL-2P10-v2 preset (docs/rules.md, "CCP"),
/// with games drawn after `max_ply` plies.
pub(super) fn rules(max_ply: u32) -> Rules {
    Rules { turn_limit: Some(max_ply), ..Preset::Ccerl2p10v2.rules() }
}

/// The compact cells of the standard start (`position startpos`).
pub(super) fn start_cells() -> String {
    match Game::from_setup(&two_seats(None, seat_of(0), &rules(rules::CCERL_PLY_LIMIT))) {
        Ok(game) => cells_of(&game),
        Err(_) => String::new(),
    }
}

/// The game described by `position cells CELLS player PLAYER ply PLY`,
/// under `rules`, or why it is impossible: not 121 cells, a character other
/// than `.`, `0` and `1`, or a player without exactly ten marbles. The
/// benchmark's player 0 moved first, `ply` turns ago.
pub(super) fn game_from_cells(cells: &str, player: u8, ply: u32, rules: &Rules) -> Result<Game, CellsError> {
    if player > 1 {
        return Err(CellsError::Player(player));
    }
    let chars: Vec<char> = cells.chars().collect();
    if chars.len() != HOLE_COUNT {
        return Err(CellsError::CellCount(chars.len()));
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
            holds => return Err(CellsError::Cell { cell, holds }),
        });
    }
    for (player, &count) in counts.iter().enumerate() {
        if count != MARBLES_PER_PLAYER {
            return Err(CellsError::Marbles { player, count });
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
    let mut setup = two_seats(Some(diagram), seat_of(player), rules);
    setup.turns_played = ply;
    setup.first_mover = Some(seat_of(0));
    Game::from_setup(&setup).map_err(CellsError::Setup)
}

/// `earlier`, a position of the game in progress, played on to `now` by
/// the `now.turns() - earlier.turns()` turns (one or two) that lead there,
/// each worked out from the marble its player moved: the game with the
/// positions in between, so that repetitions count them. `None` when no
/// such turns lead from one to the other.
pub(super) fn played_on(earlier: &Game, now: &Game) -> Option<Game> {
    let turns = now.turns().checked_sub(earlier.turns()).filter(|&n| (1..=2).contains(&n))?;
    let mut game = earlier.clone();
    for _ in 0..turns {
        if game.is_over() {
            return None;
        }
        let p = game.to_move();
        let (gone, came) = (game.marbles(p) & !now.marbles(p), now.marbles(p) & !game.marbles(p));
        match (gone.first(), came.first()) {
            (Some(from), Some(to)) if gone.len() == 1 && came.len() == 1 => {
                let m = rules::Move { from, to };
                if !game.legal_moves().contains(m) {
                    return None;
                }
                game.play_unchecked(m);
            }
            (None, None) if game.legal_moves().is_empty() => {
                game.pass_unchecked();
            }
            _ => return None,
        }
    }
    let same = game.seats().all(|p| game.marbles(p) == now.marbles(p)) && game.to_move() == now.to_move();
    same.then_some(game)
}

/// A two-player setup of `rules` for the benchmark.
fn two_seats(position: Option<String>, to_move: Seat, rules: &Rules) -> Setup {
    let mut setup = Setup::new(vec![PlayerSpec::new(PlayerKind::Human); 2]);
    setup.rules = rules.clone();
    setup.position = position;
    setup.to_move = to_move;
    setup.first_mover = Some(seat_of(0));
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
pub(super) fn parse_path(text: &str) -> Result<Vec<Hole>, PathError> {
    let holes = text
        .split(['-', ','])
        .map(|cell| cell.parse().ok().and_then(Hole::new).ok_or_else(|| PathError::NotACell(cell.to_owned())))
        .collect::<Result<Vec<Hole>, PathError>>()?;
    if holes.len() < 2 {
        return Err(PathError::TooShort(text.to_owned()));
    }
    Ok(holes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{CCERL_PLY_LIMIT, Point};

    /// The game of `cells` at ply 0 under the benchmark's rules.
    fn read(cells: &str, player: u8) -> Result<Game, CellsError> {
        game_from_cells(cells, player, 0, &rules(CCERL_PLY_LIMIT))
    }

    #[test]
    fn player_0_starts_at_the_top_and_moves_first() {
        let start = start_cells();
        assert_eq!(&start[..10], "0000000000");
        assert_eq!(&start[111..], "1111111111");
        let game = read(&start, 0).expect("the start is a position");
        assert_eq!(game.start_point(game.to_move()), Point::N);
        assert_eq!(player_of(game.to_move()), 0);
        assert_eq!(cells_of(&game), start);
        assert_eq!(read(&start, 1).map(|g| g.start_point(g.to_move())), Ok(Point::S));
    }

    #[test]
    fn impossible_positions_are_refused() {
        let start = start_cells();
        assert!(read(&start[1..], 0).unwrap_err().to_string().contains("120 cells"));
        let bad = format!("x{}", &start[1..]);
        assert!(read(&bad, 0).unwrap_err().to_string().contains("cell 0"));
        let short = format!(".{}", &start[1..]);
        assert!(read(&short, 0).unwrap_err().to_string().contains("9 marbles"));
        assert!(read(&start, 2).is_err());
    }

    #[test]
    fn paths_read_back() {
        let holes = parse_path("4-15-28").expect("a path");
        assert_eq!(path_text(&holes), "4-15-28");
        assert!(parse_path("4").is_err());
        assert!(parse_path("4-121").is_err());
    }

    #[test]
    fn a_position_two_turns_on_continues_the_game_and_its_history() {
        let start = read(&start_cells(), 0).expect("the start");
        let mut later = start.clone();
        for m in [later.legal_moves().iter().next(), None] {
            let m = m.or_else(|| later.legal_moves().iter().last()).expect("a move");
            later.play_unchecked(m);
        }
        let fresh = game_from_cells(&cells_of(&later), 0, 2, &rules(CCERL_PLY_LIMIT)).expect("two plies on");
        assert_eq!(fresh.turns(), 2);
        assert_eq!(played_on(&start, &fresh), Some(later.clone()), "the same game, history and all");
        let unrelated = game_from_cells(&cells_of(&later), 0, 7, &rules(CCERL_PLY_LIMIT)).expect("seven plies on");
        assert_eq!(played_on(&start, &unrelated), None, "seven plies are not two turns");
        assert_eq!(played_on(&later, &fresh), None, "no turn leads back");
    }
}
