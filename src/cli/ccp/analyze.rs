//! `analyze topk N`: the position's value and its best moves in JSON, as
//! the protocol's analysis extension asks. It is a one-move look by the race
//! estimate (the turns a player still needs, [`race_estimate`]), not the
//! level's search: quick, and honest about how little it sees.
//!
//! - `value`: the side to move's race lead in turns (the opponent's
//!   estimate minus its own, plus half a turn for the move in hand),
//!   squashed into −1..1 by `tanh(lead / 4)`.
//! - `moves`: the legal moves, fewest turns left after the move first; each `policy` is a
//!   softmax of minus those turns (one turn of temperature) over all of
//!   them, so the listed ones sum to at most 1.

use super::cells::path_text;
use engine::race_estimate;
use rules::Game;
use serde_json::json;

/// Turns of race lead that make the value about ±0.76.
const LEAD_SCALE: f32 = 4.0;

/// The `analysis {…}` line for the `topk` best moves of `game`.
pub(super) fn analysis(game: &Game, topk: usize) -> String {
    let mover = game.to_move();
    let mut scored: Vec<(f32, String)> = Vec::new();
    for m in game.legal_moves().iter() {
        let Some(route) = game.route(m) else { continue };
        let mut after = game.clone();
        after.play_unchecked(m);
        scored.push((race_estimate(&after, mover), path_text(&route)));
    }
    scored.sort_by(|a, b| a.0.total_cmp(&b.0));
    let fewest = scored.first().map_or(0.0, |s| s.0);
    let total: f32 = scored.iter().map(|s| (fewest - s.0).exp()).sum();
    let moves: Vec<_> = scored
        .iter()
        .take(topk)
        .map(|(turns, path)| json!({ "move": path, "policy": round((fewest - turns).exp() / total, 4) }))
        .collect();
    let value = match game.seats().find(|&p| p != mover) {
        Some(other) if !game.is_over() => {
            let lead = race_estimate(game, other) - race_estimate(game, mover) + 0.5;
            (lead / LEAD_SCALE).tanh()
        }
        _ => 0.0,
    };
    format!("analysis {}", json!({ "value": round(value, 3), "moves": moves }))
}

/// `x` to `places` decimals, as a JSON number.
fn round(x: f32, places: i32) -> f64 {
    let scale = 10f64.powi(places);
    (f64::from(x) * scale).round() / scale
}

#[cfg(test)]
mod tests {
    use super::super::cells::{game_from_cells, rules, start_cells};
    use super::*;
    use rules::CCERL_PLY_LIMIT;

    #[test]
    fn the_start_lists_its_best_moves() {
        let game = game_from_cells(&start_cells(), 0, 0, &rules(CCERL_PLY_LIMIT)).expect("the start");
        let line = analysis(&game, 3);
        let text = line.strip_prefix("analysis ").expect("the prefix");
        let value: serde_json::Value = serde_json::from_str(text).expect("JSON");
        assert_eq!(value["moves"].as_array().map(Vec::len), Some(3));
        assert!(value["value"].as_f64().is_some_and(|v| v > 0.0 && v < 1.0), "{line}");
    }
}
