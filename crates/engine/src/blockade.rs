//! The blockade: under `win: FilledWithOneOwn` (a full target holding at
//! least one own marble finishes) an opponent may keep marbles at home, in
//! the mover's target, so that it can never fill the target with its own
//! ten. The mover then wins by filling every hole those marbles leave free.
//! The look-ahead search does not see that: its evaluation counts every
//! marble's steps to the target's tip, so it packs its marbles below the
//! target, fills the holes of the entrance first, and leaves the far ones
//! walled in behind the blockers and its own marbles, or it needs a marble
//! in the target to step back to let the last one in, a move that only
//! ever looks like a loss. Both sides then wait for ever.
//!
//! So in a blockade the mover plans the filling of those holes with the
//! race planner, the other marbles standing still (the blockers are walls
//! the plan goes round), and plays its first move if the plan finishes
//! sooner than the opponent could finish the same way. A blockade is a
//! two-player game where the opponent keeps marbles in the mover's target,
//! three holes of it at most are free, and every other marble of the
//! opponent's either guards the target (stands next to it) or has passed
//! all the mover's marbles, which have all left their start: then little
//! but the blockers and guards stands in the mover's way, and they are
//! there to stay. Once the game has run past the turns after which the
//! search grows impatient, any number of free holes and of other marbles
//! will do, and marbles of the mover's may still be at home: the search
//! keeps the opponent's blockers locked in (they count as far behind), and
//! so they lock its own target too, and with marbles of its own left at
//! home it counts itself behind and is content to repeat the position,
//! until the game runs out. (In the opening too the opponent's marbles
//! fill the mover's target, but there they leave it move by move, and a
//! plan that rushes a marble into the first hole they leave is no plan.)

use super::eval::patience_over;
use super::race::passed_marbles;
use super::race::{self, Plan};
use rules::{Game, Seat, Win, distance_to_tip};
use std::sync::atomic::AtomicBool;

/// How the blockade planner searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BlockadeLimits {
    /// The longest filling planned, in own moves; 0 turns the planner off.
    /// It runs only while no more holes of the target are free than this.
    pub horizon: u32,
    /// Lines kept by the planner's beam.
    pub width: usize,
    /// Moves the planner may look at, the opponent's check included.
    pub nodes: u64,
}

impl BlockadeLimits {
    /// No blockade planner.
    pub const NONE: BlockadeLimits = BlockadeLimits { horizon: 0, width: 0, nodes: 0 };
}

/// Steps from the target's tip within which an opponent's marble guards
/// the target: the target's four rows (0 to 3 steps) and the five holes
/// next to its widest row.
const GUARD_STEPS: u8 = 4;

/// Marbles of the opponent's that neither guard the mover's target nor
/// have passed the mover's marbles, beyond which there is no blockade: the
/// middle game is still on. (Allowing one, the planner also took over in
/// mid-game standoffs, where it made things worse.)
const MOST_STRAYS: usize = 0;

/// Free holes of the target beyond which there is no blockade: the mover
/// still has room, and its search fills the target well enough.
const MOST_FREE: u32 = 3;

/// The move that starts the mover's quickest filling of its target around
/// the opponent's marbles kept there, if the game is such a blockade and the
/// filling takes fewer moves than the opponent would need to finish, both
/// planned with the other marbles standing still.
pub(crate) fn plan(game: &Game, limits: &BlockadeLimits, seed: u64, stop: &AtomicBool) -> Option<Plan> {
    if limits.horizon == 0
        || game.player_count() != 2
        || game.side_count() != 2
        || game.rules().win != Win::FilledWithOneOwn
        || game.is_over()
    {
        return None;
    }
    let me = game.to_move();
    let other = Seat::new(1 - me.index());
    if game.is_finished(other) {
        return None;
    }
    let point = game.target_point(me);
    let target = point.holes();
    let blockers = game.marbles(other) & target;
    let free = (target & !game.occupied()).len();
    let coming = game.marbles(me) & !target;
    let home = game.start_point(me).holes();
    // Once the game has run long, any blockade counts: the search has had
    // its chance, and waiting only runs down the clock.
    let late = patience_over(game);
    let most_free = if late { limits.horizon } else { limits.horizon.min(MOST_FREE) };
    if blockers.is_empty()
        || free == 0
        || free > most_free
        || coming.len() < free
        || (!late && !(game.marbles(me) & home).is_empty())
    {
        return None;
    }
    let guards = game.marbles(other).iter().filter(|&h| distance_to_tip(point, h) <= GUARD_STEPS);
    let guards = guards.fold(blockers, |set, h| set | h.bit());
    let strays = (game.marbles(other) & !guards).iter().filter(|&h| !passed_marbles(game, other, h.bit(), coming));
    if !late && strays.count() > MOST_STRAYS {
        return None;
    }
    let mine = race::plan(game, limits.width, limits.horizon, limits.nodes, seed, stop)?;
    let moves = mine.moves_to_finish?;
    // The opponent moves after each of our moves: it must not be able to
    // finish within `moves - 1` moves of its own.
    if moves > 1 && could_finish_within(game, other, moves - 1, limits, mine.nodes, seed, stop) {
        return None;
    }
    Some(mine)
}

/// Whether `other` could fill its own target within `moves` of its moves,
/// the mover's marbles standing still.
fn could_finish_within(
    game: &Game,
    other: Seat,
    moves: u32,
    limits: &BlockadeLimits,
    spent: u64,
    seed: u64,
    stop: &AtomicBool,
) -> bool {
    let target = game.target_point(other).holes();
    let free = (target & !game.occupied()).len();
    // Each free hole of its target takes one of its moves at least.
    if free > moves || (game.marbles(other) & !target).len() < free {
        return false;
    }
    let mut theirs = game.clone();
    theirs.pass_unchecked();
    if theirs.is_over() || theirs.to_move() != other {
        return false;
    }
    let nodes = limits.nodes.saturating_sub(spent).max(1);
    race::plan(&theirs, limits.width, moves, nodes, seed, stop).is_some_and(|p| p.moves_to_finish.is_some())
}
