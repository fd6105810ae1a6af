//! Move-generation benchmarks: perft 6 from the two-player start, each run
//! checked against its count (a fast wrong answer cannot pass). Perft counts
//! every sequence of moves by generating them, with no caching of subtrees.
//!
//! `cargo bench -p chinese-checkers-bench --bench movegen`

use rules::{Game, Jumps, PlayerKind, PlayerSpec, Rules, Setup, perft};

fn main() {
    divan::main();
}

fn two_player_start(jumps: Jumps) -> Game {
    let seat = PlayerSpec::new(PlayerKind::Human);
    let setup = Setup { rules: Rules { jumps, ..Rules::default() }, ..Setup::new(vec![seat; 2]) };
    Game::from_setup(&setup).expect("standard start")
}

/// Adjacent hops: docs/rules.md gives 87,946,884.
#[divan::bench(sample_count = 5, sample_size = 1)]
fn perft_6_adjacent() {
    let mut game = two_player_start(Jumps::Adjacent);
    assert_eq!(perft(divan::black_box(&mut game), 6), 87_946_884);
}

/// Long jumps: 147,920,342 (this engine's count; depths 1-3 match docs/rules.md
/// and the random-game tests check every position against an independent
/// model of the rules).
#[divan::bench(sample_count = 5, sample_size = 1)]
fn perft_6_long() {
    let mut game = two_player_start(Jumps::Long);
    assert_eq!(perft(divan::black_box(&mut game), 6), 147_920_342);
}
