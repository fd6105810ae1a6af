//! Replay benchmark: reading and checking every turn of a 400-turn
//! six-player replay, as `replay --check` does, checked against its turn
//! count. The goal is 20 ms; the process around it adds about a millisecond.
//!
//! `cargo bench -p chinese-checkers-bench --bench replay`

use rules::replay_from_bytes;

fn main() {
    divan::main();
}

/// The 400-turn six-player replay of the tests.
const SIX_PLAYERS_400: &[u8] = include_bytes!("../../../tests/data/replays/six-players-400.ron");

#[divan::bench(sample_count = 50)]
fn check_400_turns_six_players() {
    let replay = replay_from_bytes("six-players-400.ron", divan::black_box(SIX_PLAYERS_400));
    assert_eq!(replay.map(|r| r.turns().len()).ok(), Some(400));
}
