//! `bestmove`: the move a level would play in a setup's position (the hint).

use super::CliError;
use content::load_setup;
use engine::{Config, Level, Method, think};
use rules::route_to_string;
use std::path::Path;
use std::sync::atomic::AtomicBool;

/// Prints how the move was found, then the move's route (or `pass`) as the
/// last line.
pub fn bestmove(setup: &Path, level: Level, seed: u64) -> Result<(), CliError> {
    let (_, game) = load_setup(setup)?;
    let report = think(&game, &Config::for_level(level), seed, &AtomicBool::new(false));
    let counted = if report.method == Method::Tree { "playouts" } else { "nodes" };
    println!(
        "{level} for player {}: {:?}, depth {}, {} {counted}, score {}, {:.1} ms",
        game.to_move(),
        report.method,
        report.depth,
        report.nodes,
        report.score,
        report.elapsed.as_secs_f64() * 1e3
    );
    match report.best.and_then(|m| game.route(m)) {
        Some(route) => println!("{}", route_to_string(&route)),
        None => println!("pass"),
    }
    Ok(())
}
