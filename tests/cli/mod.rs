//! The command line, run as a separate process: `perft`, `moves`, `replay`,
//! `review`, the `ccp` engine protocol, and the one-line errors.

mod ccp;
mod commands;
mod replay_cli;
mod review_cli;

use std::path::PathBuf;

/// A file under `tests/data`.
pub fn data(path: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(path)
}
