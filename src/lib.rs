//! Chinese checkers: the rules engine, computer players and the 3D game.
//!
//! - [`rules`]: the rules of docs/rules.md as plain Rust, no engine.
//! - [`ai`]: the computer players, no engine.
//! - [`cli`]: the headless command line (perft, moves, bestmove, match,
//!   replay, review, lesson, and the `ccp` engine protocol).
//! - [`saves`]: saved games and the game in progress on disk, no engine.
//! - [`lessons`]: the lessons of the Learn screen and their checks, and the
//!   how-to-play text, no engine.
//! - [`content`]: the setups, lessons, help and font built into the
//!   program, and the player's own setups and lessons beside them.
//! - `locale` (feature `game`): the interface's texts in the player's
//!   language, from Fluent catalogues, no engine.
//! - [`net`]: what crosses the network in a game played online, and the
//!   host's checks, no engine.
//! - `app` (feature `game`): the Bevy game.

pub mod ai;
#[cfg(feature = "game")]
pub mod app;
pub mod cli;
pub mod content;
pub mod lessons;
#[cfg(feature = "game")]
pub mod locale;
pub mod net;
pub mod rules;
pub mod saves;
