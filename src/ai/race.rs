//! The race: once the two players of a two-player game have passed each
//! other, neither can help or hinder the other, and each only wants to fill
//! its target in the fewest moves. A beam search over the mover's own move
//! sequences (the other marbles standing still) plays that near optimally.

use super::eval::Eval;
use super::zobrist::KEYS;
use crate::rules::{Game, HoleSet, Move, Player, Win};
use std::sync::atomic::{AtomicBool, Ordering};

/// Whether the game is a pure race for the player to move: two players,
/// every marble of the mover beyond (nearer its target than) every marble of
/// the other, so that no hop over each other can help either any more.
pub(crate) fn is_race(game: &Game) -> bool {
    if game.player_count() != 2 || game.side_count() != 2 {
        return false;
    }
    let me = game.to_move();
    let other = 1 - me;
    // Rows count down towards N; the mover heads for its target point.
    let rows = |p: Player| game.marbles(p).iter().map(|h| h.row());
    let heading_north = game.target_point(me).tip().row() == 0;
    let (mine, theirs) = (rows(me), rows(other));
    if heading_north {
        match (mine.max(), theirs.min()) {
            (Some(my_last), Some(their_last)) => my_last < their_last,
            _ => true,
        }
    } else {
        match (mine.min(), theirs.max()) {
            (Some(my_last), Some(their_last)) => my_last > their_last,
            _ => true,
        }
    }
}

/// A line of the beam: the position after some of the mover's moves.
struct Line {
    game: Game,
    first: Option<Move>,
    cost: i32,
    hash: u64,
}

/// A move from a line, before it is kept or dropped.
#[derive(Clone, Copy)]
struct Child {
    cost: i32,
    hash: u64,
    line: usize,
    m: Move,
    finishes: bool,
}

/// What the beam found: the first move and how many moves its line takes to
/// finish (if it finishes within the horizon).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Plan {
    pub(crate) first: Move,
    pub(crate) moves_to_finish: Option<u32>,
    pub(crate) nodes: u64,
}

/// Plans the mover's fastest way to fill its target, the other marbles
/// standing still: a beam of `width` lines, `horizon` moves deep at most,
/// `nodes` moves looked at at most, ties between lines ordered by `seed`.
pub(crate) fn plan(game: &Game, width: usize, horizon: u32, nodes: u64, seed: u64, stop: &AtomicBool) -> Option<Plan> {
    let me = game.to_move();
    let eval = Eval::new(game);
    let target = game.target_point(me).holes();
    let all_own = game.rules().win == Win::AllOwn;
    let filled = |own: HoleSet, occupied: HoleSet| {
        if all_own { target & own == target } else { target & occupied == target && !(target & own).is_empty() }
    };
    let mut beam =
        vec![Line { game: game.clone(), first: None, cost: eval.player_cost(game, me), hash: KEYS.marbles(game) }];
    let mut children: Vec<Child> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let mut looked = 0u64;
    for depth in 1..=horizon {
        children.clear();
        for (i, line) in beam.iter().enumerate() {
            let own = line.game.marbles(me);
            let occupied = line.game.occupied();
            let moves = line.game.moves_of(me);
            looked += moves.len() as u64;
            for m in moves.iter() {
                let change = HoleSet(m.from.bit().0 | m.to.bit().0);
                let finishes = filled(HoleSet(own.0 ^ change.0), HoleSet(occupied.0 ^ change.0));
                children.push(Child {
                    cost: line.cost - eval.gain(me, m),
                    hash: line.hash ^ KEYS.delta(me, m),
                    line: i,
                    m,
                    finishes,
                });
            }
            if looked >= nodes || stop.load(Ordering::Relaxed) {
                break;
            }
        }
        if let Some(win) = children.iter().find(|c| c.finishes) {
            let first = beam[win.line].first.unwrap_or(win.m);
            return Some(Plan { first, moves_to_finish: Some(depth), nodes: looked });
        }
        // Equal costs are ordered by the seed, so seeds vary the games.
        children.sort_unstable_by_key(|c| (c.cost, c.hash ^ seed));
        seen.clear();
        let mut next = Vec::with_capacity(width);
        for c in &children {
            if next.len() == width {
                break;
            }
            if !seen.insert(c.hash) {
                continue;
            }
            let parent = &beam[c.line];
            let mut child = parent.game.clone();
            child.play_unchecked(c.m);
            // The other players stand still.
            while !child.is_over() && child.to_move() != me {
                child.pass_unchecked();
            }
            if child.is_over() {
                continue;
            }
            next.push(Line { game: child, first: parent.first.or(Some(c.m)), cost: c.cost, hash: c.hash });
        }
        if next.is_empty() || looked >= nodes || stop.load(Ordering::Relaxed) {
            break;
        }
        beam = next;
    }
    let best = beam.first()?;
    Some(Plan { first: best.first?, moves_to_finish: None, nodes: looked })
}
