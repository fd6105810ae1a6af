//! The stop flag ends even an Expert search promptly.

use super::{MIDDLE_GAME, game};
use chinese_checkers::ai::{Config, Level, think};
use chinese_checkers::rules::Rules;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

#[test]
fn a_raised_flag_stops_an_expert_search() {
    let game = game(2, Rules::default(), Some(MIDDLE_GAME));
    // Budgets no search would finish: only the flag can end it.
    let mut config = Config::for_level(Level::Expert);
    config.limits.nodes = u64::MAX / 4;
    config.limits.max_depth = 40;
    config.limits.time_cap = Duration::from_secs(600);
    let stop = AtomicBool::new(false);
    std::thread::scope(|scope| {
        let search = scope.spawn(|| {
            let report = think(&game, &config, 1, &stop);
            (report, Instant::now())
        });
        std::thread::sleep(Duration::from_millis(300));
        let raised = Instant::now();
        stop.store(true, Ordering::Relaxed);
        let (report, ended) = search.join().expect("the search thread");
        let m = report.best.expect("a move");
        assert!(game.legal_moves().contains(m));
        let late = ended.saturating_duration_since(raised);
        assert!(late < Duration::from_millis(200), "the search ended {late:?} after the flag");
    });
}

#[test]
fn a_flag_raised_before_the_search_still_gives_a_legal_move() {
    let game = game(2, Rules::default(), Some(MIDDLE_GAME));
    for level in Level::ALL {
        let report = think(&game, &Config::for_level(level), 1, &AtomicBool::new(true));
        assert!(report.best.is_some_and(|m| game.legal_moves().contains(m)), "{level}");
    }
}
