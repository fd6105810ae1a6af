//! A small deterministic random number generator (SplitMix64): the same seed
//! gives the same choices on every machine and every version of `rand`.

/// SplitMix64: 64 bits of state, good enough for noise and hash keys.
#[derive(Clone, Debug)]
pub(crate) struct Rng(u64);

impl Rng {
    /// A generator started from `seed`.
    pub(crate) const fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub(crate) const fn next_u64(&mut self) -> u64 {
        rules::zobrist::splitmix(&mut self.0)
    }

    /// A number in `0..bound` (`bound` > 0).
    pub(crate) fn below(&mut self, bound: u32) -> u32 {
        (((self.next_u64() >> 32) * u64::from(bound)) >> 32) as u32
    }
}
