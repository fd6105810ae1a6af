//! Search benchmarks: each level's move in a few fixed positions, each
//! result checked legal (a fast illegal answer must not pass).

use engine::{Config, Level, Method, TreeLimits, choose_move, think};
use rules::{Game, Setup};
use std::sync::atomic::AtomicBool;

fn main() {
    divan::main();
}

/// The positions: a two-player start, a two-player middle game, a
/// six-player start.
fn position(name: &str) -> Game {
    let ron = match name {
        "two_start" => "(players: [(kind: Human), (kind: Human)])".to_string(),
        "two_middle" => format!("(players: [(kind: Human), (kind: Human)], position: Some(\"{MIDDLE_GAME}\"))"),
        _ => "(players: [(kind: Human), (kind: Human), (kind: Human), (kind: Human), (kind: Human), (kind: Human)])"
            .to_string(),
    };
    let setup = Setup::from_ron(&ron).expect("a valid setup");
    Game::from_setup(&setup).expect("a valid game")
}

/// A two-player middle game (the diagram the AI tests use too).
const MIDDLE_GAME: &str = include_str!("../../../tests/data/middle-game.txt");

/// One level's move (`LEVEL` indexes `Level::ALL`: 0 Easy, 1 Medium, 2 Hard,
/// 3 Expert) in one position.
#[divan::bench(args = ["two_start", "two_middle", "six_start"], consts = [0, 1, 2, 3], sample_count = 5, sample_size = 1)]
fn level_move<const LEVEL: usize>(bencher: divan::Bencher, name: &str) {
    let game = position(name);
    let level = Level::ALL[LEVEL];
    bencher.bench(|| {
        let m = choose_move(&game, level, 1, &AtomicBool::new(false));
        assert!(m.is_some_and(|m| game.legal_moves().contains(m)), "{level} in {name}: {m:?}");
        m
    });
}

/// A start of `players` computer-free seats.
fn start(players: usize) -> Game {
    let seats = vec!["(kind: Human)"; players].join(", ");
    let setup = Setup::from_ron(&format!("(players: [{seats}])")).expect("a valid setup");
    Game::from_setup(&setup).expect("a valid game")
}

/// Expert's look-ahead search (what it plays in games without the tree
/// search, and its second opinion with three players) at a three-player
/// start, where it searches more than
/// the usual `(2/n)²` share of its nodes, and at a four-player start. Every timed search must
/// look at the same number of nodes as an untimed one, within the budget:
/// a search that stopped early, or ran on the clock, cannot pass.
#[divan::bench(args = [3, 4], sample_count = 5, sample_size = 1)]
fn expert_crowded_start(bencher: divan::Bencher, players: usize) {
    let game = start(players);
    let config = Config { tree: TreeLimits::NONE, ..Config::for_level(Level::EXPERT) };
    let n = players as u64;
    let budget = config.limits.nodes * 4 * config.limits.crowd_percent[players] / (n * n * 100);
    let expected = think(&game, &config, 1, &AtomicBool::new(false));
    assert!(expected.method == Method::Search && expected.nodes <= budget, "{players} players: {expected:?}");
    bencher.bench(|| {
        let report = think(&game, &config, 1, &AtomicBool::new(false));
        assert_eq!((report.best, report.nodes), (expected.best, expected.nodes), "{players} players");
        report.nodes
    });
}

/// Expert's focused Best-Reply Search (only the leading opponent's and the
/// next player's replies; what it plays with four or six players in
/// teams) at a four- and a six-player start, with the nodes it must look
/// at: a change of the search that changes what it looks at fails here
/// before it is timed.
#[divan::bench(args = [4, 6], sample_count = 5, sample_size = 1)]
fn expert_focused_start(bencher: divan::Bencher, players: usize) {
    let game = start(players);
    let config = Config { tree: TreeLimits::NONE, ..Config::for_level(Level::EXPERT) };
    assert!(config.limits.focused[players], "{players} players: not focused");
    let expected = match players {
        4 => 31_224,
        _ => 8_212,
    };
    bencher.bench(|| {
        let report = think(&game, &config, 1, &AtomicBool::new(false));
        assert_eq!((report.method, report.nodes), (Method::Search, expected), "{players} players");
        report.nodes
    });
}

/// Expert's Monte-Carlo tree search at a three-, four- and six-player
/// start: it must run exactly its playouts (no fewer: a search cut short
/// by the clock cannot pass), and choose the same move every time. With
/// three players the time includes the look-ahead search's second opinion,
/// whose nodes `expert_crowded_start` checks.
#[divan::bench(args = [3, 4, 6], sample_count = 5, sample_size = 1)]
fn expert_tree_start(bencher: divan::Bencher, players: usize) {
    let game = start(players);
    let config = Config::for_level(Level::EXPERT);
    let playouts = u64::from(config.tree.playouts[players]);
    let expected = think(&game, &config, 1, &AtomicBool::new(false));
    assert_eq!((expected.method, expected.nodes), (Method::Tree, playouts), "{players} players: {expected:?}");
    bencher.bench(|| {
        let report = think(&game, &config, 1, &AtomicBool::new(false));
        assert_eq!((report.best, report.nodes), (expected.best, playouts), "{players} players");
        report.nodes
    });
}
