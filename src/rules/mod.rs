//! The rules of Chinese checkers as plain Rust (docs/rules.md): the board,
//! setups, legal moves and routes, sides and teams, finishing and rankings,
//! notation, perft, replays (a whole game as a file, checked turn by turn),
//! and the errors each can report.
//!
//! Unchecked input ([`Setup`], read from RON) becomes a checked [`Game`] only
//! through [`Game::from_setup`]:
//!
//! ```
//! use chinese_checkers::rules::{Game, Setup};
//! let setup = Setup::from_ron("(players: [(kind: Human), (kind: Computer(Easy))])").unwrap();
//! let mut game = Game::from_setup(&setup).unwrap();
//! let first = game.legal_moves().iter().next().unwrap();
//! game.play(first).unwrap();
//! assert_eq!(game.to_move(), 1);
//! ```

mod board;
mod error;
mod game;
mod looks;
mod movegen;
mod notation;
mod outcome;
mod perft;
mod refusal;
mod replay;
mod replay_check;
mod replay_error;
mod ron_text;
mod route_check;
mod setup;
mod side;

pub use board::{
    COL_COUNT, Direction, HOLE_COUNT, Hole, HoleSet, HoleSetIter, MARBLES_PER_PLAYER, Point, ROW_COUNT, ROW_WIDTHS,
    centre, distance_to_tip,
};
pub use error::{DiagramError, FileError, IllegalMove, MoveError, NotationError, SetupError};
pub use game::{Game, MAX_PLAYERS, Move, Player, Undo, seat_points};
pub use looks::{Colour, Looks, Mark, seat_looks};
pub use movegen::{MoveList, hop_landings};
pub use notation::{Diagram, parse_route, route_to_string};
pub use outcome::{Standing, distance_to_go};
pub use perft::perft;
pub use replay::{PASS, REPLAY_VERSION, Replay};
pub use replay_check::{CheckedReplay, CheckedTurn, ReplayCursor, ReplayOutcome, load_replay, replay_from_bytes};
pub use replay_error::{ReplayError, ReplayFileError, TurnFault};
pub use ron_text::SerializeError;
pub use setup::{Jumps, Level, Parking, PlayerKind, PlayerSpec, Rules, Setup, UnusedPoints, Win, partners_opposite};
pub use side::{Side, SidePlayers};

use std::path::Path;

/// Reads a setup file and checks it into a game; errors name the file, and
/// diagram errors the file's line.
pub fn load_game(path: &Path) -> Result<(Setup, Game), FileError> {
    let file_error = |error| FileError { path: path.display().to_string(), error };
    let text = std::fs::read_to_string(path)
        .map_err(|e| file_error(SetupError::Read { kind: e.kind(), message: e.to_string() }))?;
    let setup = Setup::from_ron(&text).map_err(file_error)?;
    let game = game_from_text_setup(&setup, &text).map_err(file_error)?;
    Ok((setup, game))
}

/// Checks a setup parsed from `text`, naming the file line of a diagram
/// error.
pub fn game_from_text_setup(setup: &Setup, text: &str) -> Result<Game, SetupError> {
    Game::from_setup(setup).map_err(|e| e.shifted(setup::diagram_line_offset(text)))
}
