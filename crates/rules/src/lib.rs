//! The rules of Chinese checkers as plain Rust (docs/rules.md): the board,
//! setups, legal moves and routes, sides and teams, finishing and rankings,
//! notation, perft, replays (a whole game as a file, checked turn by turn),
//! and the errors each can report.
//!
//! Unchecked input ([`Setup`], read from RON) becomes a checked [`Game`] only
//! through [`Game::from_setup`]:
//!
//! ```
//! use chinese_checkers_rules::{Game, Setup};
//! let setup = Setup::from_ron("(players: [(kind: Human), (kind: Computer(Easy))])").unwrap();
//! let mut game = Game::from_setup(&setup).unwrap();
//! let first = game.legal_moves().iter().next().unwrap();
//! game.play(first).unwrap();
//! assert_eq!(game.to_move().index(), 1);
//! assert_eq!(game.to_move().to_string(), "2");
//! ```

#![deny(missing_docs)]

/// The README's example, compiled and run as a test.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeExample;

mod board;
mod checked_play;
mod count;
mod file;
mod game;
mod hops;
mod looks;
mod movegen;
mod notation;
mod outcome;
mod perft;
mod replay;
mod replay_check;
mod ron_text;
mod route_check;
mod seat;
mod setup;
mod side;
pub mod zobrist;

pub use board::{
    COL_COUNT, Direction, HOLE_COUNT, Hole, HoleSet, HoleSetIter, MARBLES_PER_PLAYER, Point, ROW_COUNT, ROW_WIDTHS,
    centre, distance_to_tip,
};
pub use checked_play::IllegalMove;
pub use file::{FileError, game_from_text, game_from_text_setup, load_game};
pub use game::{Game, Move, Undo};
pub use looks::{Colour, Looks, Mark};
pub use movegen::{MoveList, hop_landings};
pub use notation::{Diagram, DiagramError, NotationError, holes_named_in, parse_route, route_to_string};
pub use outcome::{Standing, distance_to_go};
pub use perft::perft;
pub use replay::{Help, PASS, REPLAY_VERSION, Replay, ReplayError, StandIn, StandInWhy, TIME, turn_text};
pub use replay_check::{CheckedReplay, CheckedTurn, ReplayCursor, ReplayOutcome, load_replay, replay_from_bytes};
pub use ron_text::{RonError, SerializeError, read_ron};
pub use route_check::hops_in_route;
pub use seat::{Level, MAX_PLAYERS, PLAYER_COUNTS, PlayerKind, Seat, UnknownLevel, seat_points};
pub use setup::{
    CCERL_PLY_LIMIT, Jumps, Parking, PlayerSpec, Preset, Rules, Setup, SetupError, TargetLock, UnusedPoints, Win,
    partners_opposite, seat_looks,
};
pub use side::{Side, SidePlayers};
