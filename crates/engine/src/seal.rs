//! Seals: under `win: FilledWithOneOwn` an opponent may wall the mover's
//! target shut. It keeps marbles at home, in the mover's target, two rows
//! deep across it, and the holes behind them, nearer the tip, are free but
//! can never be reached: no step leads there and no hop lands there. Then
//! neither side can finish while the opponent holds the wall, and the game
//! is drawn however far ahead the mover is. The search does not see a
//! seal coming (its evaluation counts steps, and a sealed hole costs no
//! more than an open one), so before it searches, the mover keeps every
//! free hole of its target within reach: it plays only moves after which
//! no reply of the opponent's seals a hole, while there are such moves.

use rules::{Game, HoleSet, Move, Seat, Win, hop_landings};

/// The moves the search may choose from so that the opponent cannot seal
/// the mover's target with its next move, if that threatens and some move
/// prevents it; `None` otherwise (every move will do, or none helps).
pub(crate) fn unsealing_moves(game: &Game) -> Option<Vec<Move>> {
    if game.player_count() != 2 || game.side_count() != 2 || game.rules().win != Win::FilledWithOneOwn {
        return None;
    }
    let me = game.to_move();
    let other = Seat::new(1 - me.index());
    if game.is_over() || game.is_finished(other) || sealed(game, me) {
        return None;
    }
    // No threat if, the mover passing, no reply of the opponent's seals.
    let mut passed = game.clone();
    passed.pass_unchecked();
    if passed.is_over() || passed.to_move() != other || !can_seal(&mut passed, me) {
        return None;
    }
    let mut after = game.clone();
    let safe: Vec<Move> = game
        .legal_moves()
        .iter()
        .filter(|&m| {
            let undo = after.play_unchecked(m);
            let safe =
                after.is_over() || !sealed(&after, me) && (after.to_move() != other || !can_seal(&mut after, me));
            after.take_back(undo);
            safe
        })
        .collect();
    (!safe.is_empty()).then_some(safe)
}

/// Whether the player to move (the opponent) has a move into `me`'s target
/// after which a free hole of that target is out of `me`'s reach.
fn can_seal(game: &mut Game, me: Seat) -> bool {
    let target = game.target_point(me).holes();
    let moves = game.legal_moves();
    moves.iter().filter(|m| target.contains(m.to)).any(|m| {
        let undo = game.play_unchecked(m);
        let sealed = sealed(game, me);
        game.take_back(undo);
        sealed
    })
}

/// Whether a free hole of `me`'s target is out of reach of `me`'s marbles
/// outside it: no number of steps and hops, the other marbles standing
/// still, takes one there. The mover's marbles already in the target can
/// step deeper to make room, so their holes count as free on the way; but
/// they cannot fill the holes behind a wall on their own, one marble for
/// two holes.
pub(crate) fn sealed(game: &Game, me: Seat) -> bool {
    let target = game.target_point(me).holes();
    let empty = game.board() & !game.occupied();
    let free = target & empty;
    if free.is_empty() {
        return false;
    }
    let mine = game.marbles(me);
    let reach = reach(game, mine & !target, empty | mine & target);
    !(free & !reach).is_empty()
}

/// The holes of `empty` (where a marble may land) some marble on `from`
/// could reach in any number of moves, the other marbles standing still
/// (a marble leaving its hole is not counted: it only widens the reach a
/// little, late).
fn reach(game: &Game, from: HoleSet, empty: HoleSet) -> HoleSet {
    let occupied = game.occupied();
    let jumps = game.rules().jumps;
    let mut reached = HoleSet::EMPTY;
    let mut frontier = from;
    while let Some(at) = frontier.first() {
        frontier.remove(at);
        let fresh = (at.neighbours() & empty | hop_landings(at, occupied, empty, jumps)) & !reached;
        reached |= fresh;
        frontier |= fresh;
    }
    reached
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{Game, PlayerKind, PlayerSpec, Preset, Setup};

    /// A two-player game under the benchmark's rules from a diagram.
    fn game(rows: &str) -> Game {
        let mut setup = Setup::new(vec![PlayerSpec::new(PlayerKind::Human); 2]);
        setup.rules = Preset::Ccerl2p10v2.rules();
        setup.position = Some(rows.to_string());
        // Player 1, whose target is the north point, moves first.
        Game::from_setup(&setup).expect("a test position")
    }

    /// Player 2 has filled rows d and c of player 1's target but c3; b and
    /// a are free. Player 1's marbles wait in front; player 2's e9 can hop
    /// over d4 into c3 and seal a and b.
    const ONE_GAP: &str = "
            .
           . .
          2 2 .
         2 2 2 2
. . . . . 1 1 1 2 1 . . .
 . . . 1 1 1 1 1 1 . . .
  . . . . . . . . . . .
   . . . . . . . . . .
    . . . . . . . . .
   . . . . . . . . . .
  . . . . . . . . . . .
 . . . . . . . . . . . .
. . . . . . . . . . . . .
         2 . 2 .
          . 2 .
           . .
            .
";

    #[test]
    fn a_gap_in_the_wall_keeps_the_target_open_and_closing_it_seals() {
        let game = game(ONE_GAP);
        let me = game.to_move();
        assert!(!sealed(&game, me), "c3 is a way in");
        let mut closed = game.clone();
        closed.pass_unchecked();
        assert!(can_seal(&mut closed, me), "player 2 hops e9-c3");
    }

    /// Rows d and c of player 1's target are player 2's; player 1 has one
    /// marble behind them, on a1, and b1 and b2 are free.
    const WALLED: &str = "
            1
           . .
          2 2 2
         2 2 2 2
. . . . . 1 1 1 . . . . .
 . . . 1 1 1 1 1 1 . . .
  . . . . . . . . . . .
   . . . . . . . . . .
    . . . . . . . . .
   . . . . . . . . . .
  . . . . . . . . . . .
 . . . . . . . . . . . .
. . . . . . . . . . . . .
         2 . 2 .
          . 2 .
           . .
            .
";

    #[test]
    fn one_own_marble_behind_a_closed_wall_cannot_fill_the_holes_beside_it() {
        let mut closed = game(ONE_GAP);
        let me = closed.to_move();
        // e7 hops into c3: the wall is whole, but the marble is through.
        let into_c3 = closed.legal_moves().iter().find(|m| m.to.to_string() == "c3").expect("a move into c3");
        closed.play_unchecked(into_c3);
        assert!(!sealed(&closed, me), "the marble on c3 steps deeper and another takes its place");
        let walled = game(WALLED);
        assert!(sealed(&walled, walled.to_move()), "a1's marble alone cannot fill b1, b2 and its own hole");
    }

    #[test]
    fn with_a_seal_threatening_the_mover_keeps_a_way_in() {
        let game = game(ONE_GAP);
        let me = game.to_move();
        let safe = unsealing_moves(&game).expect("a threat, and moves that meet it");
        assert!(safe.len() < game.legal_moves().len(), "some moves leave the gap to the opponent");
        for m in safe {
            let mut after = game.clone();
            after.play_unchecked(m);
            assert!(!sealed(&after, me));
            assert!(!can_seal(&mut after, me), "{m} leaves a seal to the opponent");
        }
    }
}
