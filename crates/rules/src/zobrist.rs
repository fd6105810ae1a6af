//! Zobrist keys: a 64-bit hash of a position (each player's marbles and who
//! is to move), updated by two XORs per move. The game keeps one to find
//! repeated positions ([`Game::marble_hash`](crate::Game::marble_hash));
//! a search keys its tables with them.

use super::board::{HOLE_COUNT, Hole};
use super::seat::{MAX_PLAYERS, Seat};

/// One step of SplitMix64 on `state`: the next 64 random bits. The keys are
/// made with it at compile time; it is public so that a program built on
/// the rules can draw its numbers the same way (the game's computer
/// players' noise and the key a join code stands for do).
#[inline]
pub const fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// One random key per player and hole, and one per player to move.
pub struct Keys {
    marble: [[u64; HOLE_COUNT]; MAX_PLAYERS],
    to_move: [u64; MAX_PLAYERS],
}

/// The keys, fixed at compile time.
pub static KEYS: Keys = build();

/// Draws every key from SplitMix64, from a fixed seed.
const fn build() -> Keys {
    let mut state = 0x5EED_C0DE_CAFE_F00D;
    let mut keys = Keys { marble: [[0; HOLE_COUNT]; MAX_PLAYERS], to_move: [0; MAX_PLAYERS] };
    let mut p = 0;
    while p < MAX_PLAYERS {
        let mut h = 0;
        while h < HOLE_COUNT {
            keys.marble[p][h] = splitmix(&mut state);
            h += 1;
        }
        keys.to_move[p] = splitmix(&mut state);
        p += 1;
    }
    keys
}

impl Keys {
    /// The hash of the marbles alone (who is to move not included), each
    /// given as its player and its hole.
    pub fn marbles(&self, marbles: impl Iterator<Item = (Seat, Hole)>) -> u64 {
        marbles.map(|(player, hole)| self.marble[player.index()][hole.index()]).fold(0, |a, b| a ^ b)
    }

    /// What moving a marble of `player`'s from `from` to `to` changes in
    /// the marble hash.
    #[inline]
    pub fn delta(&self, player: Seat, from: Hole, to: Hole) -> u64 {
        self.marble[player.index()][from.index()] ^ self.marble[player.index()][to.index()]
    }

    /// The key of the player to move.
    #[inline]
    pub fn to_move(&self, player: Seat) -> u64 {
        self.to_move[player.index()]
    }
}
