//! `match --record DIR`: one replay file per game of a match, named after the
//! game's number and seed, so that any game behind a figure can be watched.

use super::CliError;
use engine::Level;
use rules::{Game, Move, PlayerKind, PlayerSpec, Replay, Setup};
use saves::write_atomically;
use std::path::Path;

/// Makes sure the replays can be written before any game is played.
pub(super) fn prepare(dir: &Path) -> Result<(), CliError> {
    std::fs::create_dir_all(dir).map_err(|error| CliError::Write { path: dir.to_path_buf(), error })
}

/// Writes the replay of game `number` (from 1), played from `start` with a
/// computer of `seats[p]` in each seat, as `game-NNNN-seed-SEED.ron`.
pub(super) fn write_game(
    dir: &Path,
    setup: &Setup,
    start: &Game,
    seats: &[Level],
    number: usize,
    seed: u64,
    played: &[Option<Move>],
) -> Result<(), CliError> {
    let mut setup = setup.clone();
    setup.players = seats.iter().map(|&level| PlayerSpec::new(PlayerKind::Computer(level))).collect();
    let mut replay = Replay::new(setup, None);
    let mut game = start.clone();
    for &turn in played {
        replay.push_turn(&game, turn);
        match turn {
            Some(m) => game.play_unchecked(m),
            None => game.pass_unchecked(),
        };
    }
    write_atomically(&dir.join(format!("game-{number:04}-seed-{seed}.ron")), replay.to_ron()?.as_bytes())?;
    Ok(())
}
