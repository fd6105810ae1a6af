//! The integration tests: one binary, one module per part of the crate.

mod ai;
#[cfg(feature = "game")]
mod app;
mod learn;
mod rules;
