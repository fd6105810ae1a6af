//! Zobrist keys: a 64-bit hash of a position (each player's marbles and who
//! is to move), updated by two XORs per move.

use super::rng::Rng;
use crate::rules::{Game, HOLE_COUNT, MAX_PLAYERS, Move, Seat};

/// One random key per player and hole, and one per player to move.
pub(crate) struct Keys {
    marble: [[u64; HOLE_COUNT]; MAX_PLAYERS],
    to_move: [u64; MAX_PLAYERS],
}

/// The keys, fixed at compile time.
pub(crate) static KEYS: Keys = build();

const fn build() -> Keys {
    let mut rng = Rng::new(0x5EED_C0DE_CAFE_F00D);
    let mut keys = Keys { marble: [[0; HOLE_COUNT]; MAX_PLAYERS], to_move: [0; MAX_PLAYERS] };
    let mut p = 0;
    while p < MAX_PLAYERS {
        let mut h = 0;
        while h < HOLE_COUNT {
            keys.marble[p][h] = rng.next_u64();
            h += 1;
        }
        keys.to_move[p] = rng.next_u64();
        p += 1;
    }
    keys
}

impl Keys {
    /// The hash of the marbles alone (who is to move not included).
    pub(crate) fn marbles(&self, game: &Game) -> u64 {
        game.seats()
            .flat_map(|p| game.marbles(p).iter().map(move |hole| self.marble[p.index()][hole.index()]))
            .fold(0, |a, b| a ^ b)
    }

    /// What a move by `player` changes in the marble hash.
    #[inline]
    pub(crate) fn delta(&self, player: Seat, m: Move) -> u64 {
        self.marble[player.index()][m.from.index()] ^ self.marble[player.index()][m.to.index()]
    }

    /// The key of the player to move.
    #[inline]
    pub(crate) fn to_move(&self, player: Seat) -> u64 {
        self.to_move[player.index()]
    }
}
