//! The one-move players, levels 1 to 5: they look at their own next move
//! only, the way a person new to the game does. What such a player sees and
//! weighs is its [`Glance`]: how long a hop chain it notices and how often
//! it overlooks the longest, whether it counts the move a move sets up (a
//! ladder), and how roughly it judges close moves. Every one of them minds
//! a marble left behind: forgetting one loses a game late, by moves that
//! are then the best left, so the review could not show a player where
//! such a game went wrong. Every move it makes goes forward, so it never
//! steps back while a forward move is open and never shuffles a marble to
//! and fro.

use super::eval::Eval;
use super::rng::Rng;
use rules::{Game, Hole, HoleSet, Move, Seat, hop_landings};

/// What a one-move player sees and weighs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Glance {
    /// The longest hop chain it notices, in hops: a landing that takes more
    /// hops to reach is overlooked (the chain's first hops are still seen,
    /// as moves of their own). [`Glance::EVERY_CHAIN`] sees them all.
    pub chain_hops: u32,
    /// In what share of its turns, in percent, it overlooks its longest
    /// chains and notices only chains one hop shorter than `chain_hops`
    /// (never shorter than one hop). A player that sees every chain
    /// overlooks none.
    pub overlook_percent: u32,
    /// How much of the best move a move sets up for the next turn counts,
    /// in percent: 0 builds no ladders; 50 counts half of it.
    pub follow_up_percent: i32,
    /// Most evaluation units (16 a step) of seeded noise on each move's
    /// worth, so that moves of nearly the same worth are mixed up; with 0
    /// only exact ties are broken at random.
    pub noise: u32,
}

impl Glance {
    /// Sees hop chains of any length.
    pub const EVERY_CHAIN: u32 = u32::MAX;
}

/// A move that finishes the mover, if there is one.
pub(crate) fn finishing_move(game: &Game) -> Option<Move> {
    let me = game.to_move();
    let mut scratch = game.clone();
    game.legal_moves().iter().find(|&m| {
        let undo = scratch.play_unchecked(m);
        let done = scratch.is_finished(me);
        scratch.take_back(undo);
        done
    })
}

/// The moves of `player` that a player noticing chains of at most
/// `chain_hops` hops sees: every step, and every hop chain landing within
/// that many hops.
fn seen_moves(game: &Game, player: Seat, chain_hops: u32) -> impl Iterator<Item = Move> + '_ {
    let moves = game.moves_of(player);
    let seen: Vec<(Hole, HoleSet)> = moves
        .by_marble()
        .map(|(from, ends)| match chain_hops {
            Glance::EVERY_CHAIN => (from, ends),
            hops => (from, ends & (from.neighbours() | chain_landings(game, from, hops))),
        })
        .collect();
    seen.into_iter().flat_map(|(from, ends)| ends.iter().map(move |to| Move { from, to }))
}

/// The holes a marble on `from` can land in with at most `hops` hops.
fn chain_landings(game: &Game, from: Hole, hops: u32) -> HoleSet {
    let mut occupied = game.occupied();
    occupied.remove(from);
    let empty = game.board() & !occupied;
    let mut reached = HoleSet::EMPTY;
    let mut frontier = from.bit();
    for _ in 0..hops {
        let mut next = HoleSet::EMPTY;
        for at in frontier {
            next |= hop_landings(at, occupied, empty, game.rules().jumps);
        }
        frontier = next & !reached & !from.bit();
        if frontier == HoleSet::EMPTY {
            break;
        }
        reached |= frontier;
    }
    reached
}

/// The follow-up the mover of `m` has after it: the progress of its best
/// move then, the others standing still; 0 when it has none going forward,
/// and [`FINISHED_FOLLOW_UP`] when `m` finishes. `game` is left as it was.
pub(crate) fn follow_up(game: &mut Game, eval: &Eval, m: Move) -> i32 {
    follow_up_seen(game, eval, m, Glance::EVERY_CHAIN)
}

/// [`follow_up`] among the moves a player noticing chains of at most
/// `chain_hops` hops sees.
fn follow_up_seen(game: &mut Game, eval: &Eval, m: Move, chain_hops: u32) -> i32 {
    let me = game.to_move();
    let undo = game.play_unchecked(m);
    let best = if game.is_finished(me) {
        FINISHED_FOLLOW_UP
    } else if chain_hops == Glance::EVERY_CHAIN {
        game.moves_of(me).iter().map(|n| eval.gain(me, n)).max().unwrap_or(0).max(0)
    } else {
        seen_moves(game, me, chain_hops).map(|n| eval.gain(me, n)).max().unwrap_or(0).max(0)
    };
    game.take_back(undo);
    best
}

/// The follow-up counted for a move that finishes: more than any move's
/// progress.
const FINISHED_FOLLOW_UP: i32 = 1000;

/// The move of a one-move player that sees and weighs as `glance` says:
/// the seen forward move of most worth (its progress, plus the share of its
/// follow-up, plus noise), ties broken at random; `None` when it sees no
/// move forward.
pub(crate) fn glance(game: &Game, glance: &Glance, seed: u64) -> Option<Move> {
    let me = game.to_move();
    let eval = Eval::new(game);
    let mut rng = Rng::new(seed);
    // Only a player that overlooks draws for it, so that the others' noise
    // and ties, and so their moves for a seed, stay as they were measured.
    let overlooks = glance.overlook_percent > 0 && rng.below(100) < glance.overlook_percent;
    let chain_hops = match glance.chain_hops {
        hops if overlooks && (2..Glance::EVERY_CHAIN).contains(&hops) => hops - 1,
        hops => hops,
    };
    let mut scratch = game.clone();
    let mut best: Option<(i64, u32, Move)> = None;
    for m in seen_moves(game, me, chain_hops) {
        let gain = eval.gain(me, m);
        if gain <= 0 {
            continue;
        }
        let follow_up = match glance.follow_up_percent {
            0 => 0,
            share => follow_up_seen(&mut scratch, &eval, m, chain_hops) * share,
        };
        let noise = match glance.noise {
            0 => 0,
            most => rng.below(most + 1),
        };
        let worth = 100 * i64::from(gain) + i64::from(follow_up) + 100 * i64::from(noise);
        let tie = rng.below(1 << 16);
        if best.is_none_or(|(w, t, _)| (worth, tie) > (w, t)) {
            best = Some((worth, tie, m));
        }
    }
    best.map(|(_, _, m)| m)
}

/// Medium's move (see [`glance`]): the most progress counting half of the
/// best own move it sets up, ties broken at random.
#[cfg(test)]
pub(crate) fn best_forward(game: &Game, seed: u64) -> Option<Move> {
    match super::Config::for_level(rules::Level::MEDIUM).strategy {
        super::Strategy::OneMove(medium) => glance(game, &medium, seed),
        super::Strategy::Search => None,
    }
}
