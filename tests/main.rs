//! The game's integration tests: one binary, one module per part. The
//! rules, the computer players and the saved games have their own, in
//! their crates (`crates/*/tests`).

#[cfg(feature = "game")]
mod app;
mod cli;
mod learn;
