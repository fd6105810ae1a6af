//! Chinese checkers, the game: the 3D window and the headless command line,
//! built on the workspace's library crates.
//!
//! - [`cli`]: the headless command line (perft, moves, bestmove, match,
//!   replay, review, lesson, and the `ccp` engine protocol).
//! - `locale` (feature `game`): the interface's texts in the player's
//!   language, from Fluent catalogues, no Bevy.
//! - `app` (feature `game`): the Bevy game.
//!
//! The rules (`chinese-checkers-rules`), the computer players
//! (`chinese-checkers-engine`), the files the game ships with
//! (`chinese-checkers-content`), saved games (`chinese-checkers-saves`) and
//! what crosses the network (`chinese-checkers-net`) are crates of their
//! own, which this one uses as `rules`, `engine`, `content`, `saves` and
//! `net`; docs/architecture.md draws them.

#[cfg(feature = "game")]
pub mod app;
pub mod cli;
#[cfg(feature = "game")]
pub mod locale;
