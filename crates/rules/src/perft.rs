//! Perft: the number of move sequences of a given length, the standard check
//! of a move generator (docs/rules.md, "Perft").

use super::game::Game;

/// Counts the move sequences of `depth` turns from the game's position, as
/// docs/rules.md defines: a finished game counts 0, a player without a move
/// passes, and a move is a distinct start–end pair.
///
/// ```
/// use chinese_checkers_rules::{Game, Setup, PlayerSpec, PlayerKind, perft};
/// let seat = PlayerSpec::new(PlayerKind::Human);
/// let mut game = Game::from_setup(&Setup::new(vec![seat.clone(), seat])).unwrap();
/// assert_eq!(perft(&mut game, 2), 196);
/// ```
pub fn perft(game: &mut Game, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if game.is_over() {
        return 0;
    }
    if depth == 1 {
        // Counting the moves is enough; a player without one passes (1).
        return game.count_moves().max(1);
    }
    if depth == 2
        && let Some(count) = game.count_two_plies()
    {
        return count;
    }
    let moves = game.legal_moves();
    if moves.is_empty() {
        let undo = game.pass_unchecked();
        let count = perft(game, depth - 1);
        game.take_back(undo);
        return count;
    }
    let mut count = 0;
    for m in moves.iter() {
        let undo = game.play_unchecked(m);
        count += perft(game, depth - 1);
        game.take_back(undo);
    }
    count
}
