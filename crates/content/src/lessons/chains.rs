//! Hop chains of a move, for the lesson checks: whether some chain hops over
//! (or lands on, on the way) given holes. (Whether a written route is legal
//! is the rules' own `Game::check_route`.)
//!
//! A move is a start and an end hole; several chains may join them. A check
//! about the chain looks at the chains with the fewest hops, the routes the
//! game shows, and holds when one of them satisfies it: the player is never
//! refused because the game drew another of equal length.

use rules::{Game, Hole, HoleSet, Move, hop_landings};

/// The most holes one chain check may name: the search keeps one bit per
/// named hole for each landing.
pub(crate) const MAX_NAMED: usize = 8;

/// What a chain must do with the named holes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Along {
    /// Each named hole holds a marble the chain hops over.
    Over,
    /// The chain lands on each named hole and hops on from it.
    Through,
}

/// The marbles a hop may use as hurdles and the holes it may land in, with
/// the moving marble lifted from `from`.
fn lifted(game: &Game, from: Hole) -> (HoleSet, HoleSet) {
    let mut occupied = game.occupied();
    occupied.remove(from);
    let empty = game.board() & !occupied;
    (occupied, empty)
}

/// The hole a hop from `at` to `landing` passes over: the midpoint, for
/// adjacent hops and long jumps alike.
fn hurdle(at: Hole, landing: Hole) -> Option<Hole> {
    Hole::at((at.row() + landing.row()) / 2, (at.col() + landing.col()) / 2)
}

/// The fewest hops from `from` to each hole a chain can reach (`u8::MAX`
/// where none reaches).
fn hop_distances(game: &Game, from: Hole, occupied: HoleSet, empty: HoleSet) -> [u8; 121] {
    let mut distance = [u8::MAX; 121];
    distance[from.index()] = 0;
    let mut queue = std::collections::VecDeque::from([from]);
    while let Some(at) = queue.pop_front() {
        for landing in hop_landings(at, occupied, empty, game.rules().jumps) {
            if distance[landing.index()] == u8::MAX {
                distance[landing.index()] = distance[at.index()] + 1;
                queue.push_back(landing);
            }
        }
    }
    distance
}

/// Whether one of the shortest hop chains from `m.from` to `m.to` (the
/// routes the game shows) does `along` with every hole of `named` (at most
/// [`MAX_NAMED`]). Longer chains are not asked about: a detour could add
/// any hurdle to almost any move.
pub(crate) fn some_chain(game: &Game, m: Move, named: &[Hole], along: Along) -> bool {
    let (occupied, empty) = lifted(game, m.from);
    let distance = hop_distances(game, m.from, occupied, empty);
    let full = (1u16 << named.len().min(MAX_NAMED)) - 1;
    let bits = |hole: Option<Hole>| -> u16 {
        named.iter().enumerate().filter(|&(_, &n)| Some(n) == hole).fold(0, |acc, (i, _)| acc | 1 << i)
    };
    // Per landing, the sets of named holes (as bit masks) with which some
    // shortest chain has reached it.
    let mut seen = vec![[false; 1 << MAX_NAMED]; 121];
    let mut queue = std::collections::VecDeque::from([(m.from, 0u16)]);
    while let Some((at, done)) = queue.pop_front() {
        for landing in hop_landings(at, occupied, empty, game.rules().jumps) {
            if distance[landing.index()] != distance[at.index()] + 1 {
                continue;
            }
            let gained = match along {
                Along::Over => bits(hurdle(at, landing)),
                Along::Through if at != m.from => bits(Some(at)),
                Along::Through => 0,
            };
            let next = done | gained;
            if landing == m.to {
                if next & full == full {
                    return true;
                }
            } else if !seen[landing.index()][usize::from(next)] {
                seen[landing.index()][usize::from(next)] = true;
                queue.push_back((landing, next));
            }
        }
    }
    false
}
