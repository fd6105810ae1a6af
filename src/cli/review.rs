//! `review FILE`: the review of a replay, headless: one line per turn
//! (who moved, the move, the reviewer's move, the turns lost and the
//! verdict), then each player's summary; with `--json`, one JSON object per
//! line. Progress goes to stderr.

use super::CliError;
use engine::{GameReview, Level, PlayerSummary, TurnReview, Verdict, review_game, summarise};
use rules::{CheckedReplay, load_replay, turn_text};
use serde::Serialize;
use std::io::Write;
use std::path::Path;
use std::sync::atomic::AtomicBool;

/// One turn of `review --json`.
#[derive(Serialize)]
struct TurnLine {
    turn: usize,
    player: usize,
    played: String,
    best: String,
    loss: f64,
    verdict: &'static str,
    race: Vec<f64>,
}

/// The last line of `review --json`.
#[derive(Serialize)]
struct SummaryLine {
    summary: bool,
    players: Vec<PlayerLine>,
}

/// One player in the summary line.
#[derive(Serialize)]
struct PlayerLine {
    player: usize,
    turns: u32,
    longest_chain: u32,
    best: u32,
    good: u32,
    inaccuracy: u32,
    mistake: u32,
    blunder: u32,
    mean_loss: f64,
}

/// Reviews the replay in `path` at `level` and prints the review.
pub fn review(path: &Path, level: Level, json: bool) -> Result<(), CliError> {
    let replay = load_replay(path)?;
    let total = replay.turns().len();
    let mut stderr = std::io::stderr();
    let mut done = 0;
    let progress = |_: &TurnReview| {
        done += 1;
        if done % 10 == 0 || done == total {
            // Progress is a courtesy: a closed stderr does not stop the review.
            let _ = writeln!(stderr, "review: turn {done} of {total}");
        }
    };
    let review = review_game(&replay, level, progress, &AtomicBool::new(false)).ok_or(CliError::ReviewStopped)?;
    let lines = turn_lines(&replay, &review);
    let summaries = summarise(&replay, &review.turns);
    if json {
        for line in &lines {
            println!("{}", serde_json::to_string(line)?);
        }
        let players = summaries.iter().map(player_line).collect();
        println!("{}", serde_json::to_string(&SummaryLine { summary: true, players })?);
    } else {
        println!("{:>5} {:>6}  {:<24} {:<24} {:>5}  verdict", "turn", "player", "played", level.to_string(), "loss");
        for (line, turn) in lines.iter().zip(&review.turns) {
            let note = turn.note.map(|n| format!(" ({n})")).unwrap_or_default();
            println!(
                "{:>5} {:>6}  {:<24} {:<24} {:>5.2}  {}{note}",
                line.turn, line.player, line.played, line.best, line.loss, line.verdict
            );
        }
        for s in &summaries {
            println!(
                "player {}: {} turns, longest chain {} hops, {} inaccuracies, {} mistakes, {} blunders, mean loss {:.2} turns",
                s.seat,
                s.turns,
                s.longest_chain,
                s.count(Verdict::Inaccuracy),
                s.count(Verdict::Mistake),
                s.count(Verdict::Blunder),
                s.mean_loss
            );
        }
    }
    Ok(())
}

/// The turns as the JSON lines give them: the route played as the replay
/// writes it, the reviewer's as the game shows it.
fn turn_lines(replay: &CheckedReplay, review: &GameReview) -> Vec<TurnLine> {
    let turns = replay.turns().iter().zip(&review.turns).enumerate();
    turns
        .map(|(i, (turn, judged))| TurnLine {
            turn: i + 1,
            player: judged.player.index() + 1,
            played: turn.text(),
            best: turn_text(judged.best_route.as_deref()),
            loss: hundredths(judged.loss),
            verdict: judged.verdict.name(),
            race: judged.race.iter().map(|&r| hundredths(r)).collect(),
        })
        .collect()
}

/// A figure rounded to hundredths, for printing.
fn hundredths(x: f32) -> f64 {
    (f64::from(x) * 100.0).round() / 100.0
}

/// A player's summary as the JSON summary line gives it.
fn player_line(s: &PlayerSummary) -> PlayerLine {
    PlayerLine {
        player: s.seat.index() + 1,
        turns: s.turns,
        longest_chain: s.longest_chain,
        best: s.count(Verdict::Best),
        good: s.count(Verdict::Good),
        inaccuracy: s.count(Verdict::Inaccuracy),
        mistake: s.count(Verdict::Mistake),
        blunder: s.count(Verdict::Blunder),
        mean_loss: hundredths(s.mean_loss),
    }
}
