//! The stop flag ends even an Expert search promptly, look-ahead or tree.

use super::{MIDDLE_GAME, game};
use chinese_checkers_engine::{Config, Level, Method, think};
use rules::{Game, Rules};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

#[test]
fn a_raised_flag_stops_an_expert_search() {
    // Budgets no search would finish: only the flag can end it.
    let mut config = Config::for_level(Level::EXPERT);
    config.limits.nodes = u64::MAX / 4;
    config.limits.max_depth = 40;
    config.limits.time_cap = Duration::from_secs(600);
    stops_promptly(&game(2, Rules::default(), Some(MIDDLE_GAME)), &config, Method::Search);
}

#[test]
fn a_raised_flag_stops_a_tree_search() {
    // Playouts no search would finish: only the flag can end it.
    let mut config = Config::for_level(Level::EXPERT);
    config.tree.playouts[6] = u32::MAX;
    config.tree.time_cap = Duration::from_secs(600);
    stops_promptly(&game(6, Rules::default(), None), &config, Method::Tree);
}

#[test]
fn a_raised_flag_stops_a_tree_search_and_its_second_opinion() {
    // With three players the look-ahead search runs first, then the tree
    // search: budgets neither would finish, so only the flag can end them.
    let mut config = Config::for_level(Level::EXPERT);
    assert!(config.tree.second_opinion_percent[3] > 0, "no second opinion with three players");
    config.limits.nodes = u64::MAX / 4;
    config.limits.max_depth = 40;
    config.limits.time_cap = Duration::from_secs(600);
    config.tree.playouts[3] = u32::MAX;
    config.tree.time_cap = Duration::from_secs(600);
    stops_promptly(&game(3, Rules::default(), None), &config, Method::Tree);
}

/// Raises the flag 300 ms into a search by `config` that only the flag can
/// end, and checks that it ends soon after with a legal move, found by
/// `method`.
fn stops_promptly(game: &Game, config: &Config, method: Method) {
    let stop = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let search = scope.spawn(|| {
            let report = think(game, config, 1, &stop);
            (report, Instant::now())
        });
        std::thread::sleep(Duration::from_millis(300));
        let raised = Instant::now();
        stop.store(true, Ordering::Relaxed);
        let (report, ended) = search.join().expect("the search thread");
        assert_eq!(report.method, method, "{report:?}");
        let m = report.best.expect("a move");
        assert!(game.legal_moves().contains(m));
        let late = ended.saturating_duration_since(raised);
        assert!(late < Duration::from_millis(200), "the search ended {late:?} after the flag");
    });
}

#[test]
fn a_flag_raised_before_the_search_still_gives_a_legal_move() {
    for game in
        [game(2, Rules::default(), Some(MIDDLE_GAME)), game(3, Rules::default(), None), game(6, Rules::default(), None)]
    {
        for level in Level::ALL {
            let report = think(&game, &Config::for_level(level), 1, &AtomicBool::new(true));
            let players = game.player_count();
            assert!(report.best.is_some_and(|m| game.legal_moves().contains(m)), "{level}, {players} players");
        }
    }
}
