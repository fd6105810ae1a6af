//! Chinese checkers: the rules engine, computer players and the 3D game.
//!
//! - [`rules`]: the rules of RULES.md as plain Rust, no engine.
//! - [`cli`]: the headless command line (perft, moves).

pub mod cli;
pub mod rules;
