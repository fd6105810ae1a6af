//! The transposition table: search results by position hash, so positions
//! reached by different move orders are searched once and the best move
//! found before is tried first.

use rules::{Hole, Move};

/// How a stored score bounds the true score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The score is exact.
    Exact,
    /// The true score is at least this (a beta cut-off).
    Lower,
    /// The true score is at most this (no move reached alpha).
    Upper,
}

/// One stored search result.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry {
    key: u64,
    /// The best move found, as hole indices `(from, to)`.
    best: Option<(u8, u8)>,
    /// The score, relative to the stored node (see [`to_stored`]).
    pub(crate) score: i32,
    /// The depth the score was searched to.
    pub(crate) depth: u8,
    /// How the score bounds the true one.
    pub(crate) bound: Bound,
}

impl Entry {
    /// The best move stored with the entry.
    pub(crate) fn best(&self) -> Option<Move> {
        let (from, to) = self.best?;
        Some(Move { from: Hole::new(usize::from(from))?, to: Hole::new(usize::from(to))? })
    }
}

/// A fixed-size table, always replacing (deeper entries win a tie of keys).
pub(crate) struct Table {
    entries: Vec<Option<Entry>>,
    mask: usize,
}

impl Table {
    /// A table of `2^bits` entries.
    pub(crate) fn new(bits: u32) -> Table {
        let size = 1usize << bits;
        Table { entries: vec![None; size], mask: size - 1 }
    }

    /// The entry stored for `key`, if any.
    #[inline]
    pub(crate) fn probe(&self, key: u64) -> Option<Entry> {
        self.entries[key as usize & self.mask].filter(|e| e.key == key)
    }

    /// Stores a result, keeping a deeper result for the same position.
    #[inline]
    pub(crate) fn store(&mut self, key: u64, best: Option<Move>, score: i32, depth: u8, bound: Bound) {
        let slot = &mut self.entries[key as usize & self.mask];
        if let Some(old) = slot
            && old.key == key
            && old.depth > depth
        {
            return;
        }
        let best = best.map(|m| (m.from.index() as u8, m.to.index() as u8));
        *slot = Some(Entry { key, best, score, depth, bound });
    }
}

/// Scores at least this far from zero are finishes, counted in plies.
pub(crate) const WIN: i32 = 1 << 24;

/// A finish score made relative to the node that stores it (the table is
/// shared by nodes at different plies).
pub(crate) fn to_stored(score: i32, ply: u32) -> i32 {
    let ply = ply as i32;
    if score >= WIN / 2 {
        score + ply
    } else if score <= -WIN / 2 {
        score - ply
    } else {
        score
    }
}

/// A stored score made relative to the root again.
pub(crate) fn from_stored(score: i32, ply: u32) -> i32 {
    let ply = ply as i32;
    if score >= WIN / 2 {
        score - ply
    } else if score <= -WIN / 2 {
        score + ply
    } else {
        score
    }
}
