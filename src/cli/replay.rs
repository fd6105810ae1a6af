//! `replay FILE --check`: loads a replay headless, checks every turn through
//! the rules and prints how many turns it has and who finished.

use super::CliError;
use rules::load_replay;
use std::path::Path;

/// Prints `turns N` and `result: …`: the finishers numbered from 1 in
/// finishing order, whether or not the game is over (with play-on it goes
/// on after them); `unfinished` when nobody has finished yet, `none` when
/// the game ended with nobody finished. An invalid file is an error naming
/// it and, for a bad turn, the turn.
pub fn check(path: &Path) -> Result<(), CliError> {
    let replay = load_replay(path)?;
    println!("turns {}", replay.turns().len());
    println!("result: {}", replay.outcome());
    Ok(())
}
