//! The workspace's benchmarks, in `benches/`: the move generator (perft),
//! reading a replay, and the computer players' moves. This library is
//! empty; the crate exists so that the rules and the engine need no
//! benchmark harness to build their tests.
//!
//! `cargo bench -p chinese-checkers-bench --bench movegen` (or `replay`,
//! `search`), in release mode.
