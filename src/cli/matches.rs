//! `match`: the computer seats of a setup play each other, seats rotating
//! between games, and the figures per level are printed (or given as JSON).

use super::CliError;
use content::load_setup;
use engine::{Config, Level, think};
use rules::{Game, Move, PlayerKind, Seat, Setup};
use serde::Serialize;
use std::path::Path;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

/// How a match is run.
#[derive(Clone, Copy, Debug)]
pub struct MatchOptions {
    /// Games to play.
    pub games: usize,
    /// Seed of the first game (game `i` uses `seed + i`).
    pub seed: u64,
    /// Games played at once, one thread each.
    pub jobs: usize,
    /// Turns after which a game is stopped and reported.
    pub max_turns: u32,
    /// Print one JSON object as the last line.
    pub json: bool,
}

/// One finished game.
#[derive(Clone, Debug)]
struct PlayedGame {
    /// Level of each seat in this game.
    levels: Vec<Level>,
    /// Place of each seat (1 = first).
    places: Vec<usize>,
    /// The seat that finished first, if any.
    winner: Option<Seat>,
    /// Moves the winner made.
    winner_moves: u32,
    turns: u32,
    capped: bool,
    /// Per seat: think time of each move (passes left out).
    think: Vec<Vec<Duration>>,
    /// Every turn: the move, or `None` for a pass.
    played: Vec<Option<Move>>,
}

/// Plays the match and prints the figures; with `record`, writes each
/// game's replay there.
pub fn run_match(path: &Path, options: MatchOptions, record: Option<&Path>) -> Result<(), CliError> {
    let (setup, game) = load_setup(path)?;
    if let Some(dir) = record {
        super::match_replays::prepare(dir)?;
    }
    let levels = seat_levels(&setup);
    let next = AtomicUsize::new(0);
    let records = Mutex::new(vec![None; options.games]);
    std::thread::scope(|scope| {
        for _ in 0..options.jobs.max(1) {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= options.games {
                        break;
                    }
                    let n = levels.len();
                    let seats: Vec<Level> = (0..n).map(|s| levels[(s + i) % n]).collect();
                    let record = play_one(&game, &seats, options.seed.wrapping_add(i as u64), options.max_turns);
                    eprintln!("{}", progress_line(i, options.games, &record));
                    if let Ok(mut all) = records.lock() {
                        all[i] = Some(record);
                    }
                }
            });
        }
    });
    let records: Vec<PlayedGame> =
        records.into_inner().map_err(|_| CliError::MatchThread)?.into_iter().flatten().collect();
    if let Some(dir) = record {
        for (i, r) in records.iter().enumerate() {
            let seed = options.seed.wrapping_add(i as u64);
            super::match_replays::write_game(dir, &setup, &game, &r.levels, i + 1, seed, &r.played)?;
        }
    }
    let summary = summarise(&setup, &levels, &records, options);
    print_summary(&summary);
    if options.json {
        println!("{}", serde_json::to_string(&summary)?);
    }
    Ok(())
}

/// The level of each seat: humans are played by Medium.
fn seat_levels(setup: &Setup) -> Vec<Level> {
    setup
        .players
        .iter()
        .map(|p| match p.kind {
            PlayerKind::Computer(level) => level,
            PlayerKind::Human => Level::MEDIUM,
        })
        .collect()
}

fn play_one(start: &Game, seats: &[Level], seed: u64, max_turns: u32) -> PlayedGame {
    let mut game = start.clone();
    let configs: Vec<Config> =
        seats.iter().enumerate().map(|(seat, &l)| Config::for_game(l, seats.len(), seat, seed)).collect();
    let mut think_times = vec![Vec::new(); seats.len()];
    let mut moves = vec![0u32; seats.len()];
    let mut played = Vec::new();
    let stop = AtomicBool::new(false);
    while !game.is_over() && game.turns() < max_turns {
        let p = game.to_move().index();
        let report =
            think(&game, &configs[p], seed.wrapping_mul(0x9E37_79B9).wrapping_add(u64::from(game.turns())), &stop);
        if report.best.is_some() {
            // Passes take no thought: they would only flatter the means.
            think_times[p].push(report.elapsed);
        }
        let result = match report.best {
            Some(m) => game.play(m).map(|_| moves[p] += 1),
            None => game.pass().map(|_| ()),
        };
        played.push(report.best);
        if let Err(error) = result {
            // The computer players never do this; if they did, the figures
            // would be worthless, so say so loudly.
            panic!("illegal choice by {} at turn {}: {error}", seats[p], game.turns());
        }
    }
    let standings = game.standings();
    let mut places = vec![0; seats.len()];
    for standing in &standings {
        for &p in &standing.players {
            places[p.index()] = standing.place;
        }
    }
    let winner = game.finishing_order().first().copied();
    PlayedGame {
        levels: seats.to_vec(),
        places,
        winner,
        winner_moves: winner.map_or(0, |w| moves[w.index()]),
        turns: game.turns(),
        capped: !game.is_over(),
        think: think_times,
        played,
    }
}

fn progress_line(i: usize, games: usize, r: &PlayedGame) -> String {
    let winner = match r.winner {
        Some(w) => format!("{} (seat {w}) won", r.levels[w.index()]),
        None => "nobody finished".to_string(),
    };
    let capped = if r.capped { ", STOPPED AT THE TURN CAP" } else { "" };
    format!("game {}/{games}: {winner} in {} turns{capped}", i + 1, r.turns)
}

/// The figures of one level over the match. Fields are in alphabetical
/// order, the order the JSON line has always had.
#[derive(Clone, Debug, Serialize)]
struct LevelSummary {
    /// The level.
    level: Level,
    /// Moves it played (passes left out).
    moves: usize,
    /// How often it took each place, first place first.
    places: Vec<usize>,
    /// Seats it played, over all games.
    seats: usize,
    /// Mean think time per move, in milliseconds (two decimals).
    think_mean_ms: f64,
    /// Longest think time of a move, in milliseconds (two decimals).
    think_worst_ms: f64,
    /// Games it won, as a percentage of all games.
    win_percent: f64,
    /// Games it won.
    wins: usize,
}

/// The figures of a match, printed as text and, with `--json`, as one JSON
/// object. Fields are in alphabetical order, the order the JSON line has
/// always had.
#[derive(Clone, Debug, Serialize)]
struct Summary {
    /// The games stopped at the turn cap, numbered from 1.
    capped_games: Vec<usize>,
    /// Games played.
    games: usize,
    /// Of every pair of seats of different levels in a game, those where
    /// the higher level finished ahead (a shared place counts half): the
    /// share in percent, `None` when all seats are of one level.
    higher_ahead_percent: Option<f64>,
    /// Per level, weakest first.
    levels: Vec<LevelSummary>,
    /// The turn cap.
    max_turns: u32,
    /// Seats in each game.
    players: usize,
    /// Seed of the first game.
    seed: u64,
    /// The setup's name.
    setup: String,
    /// Longest game, in turns.
    turns_max: u32,
    /// Mean game length, in turns.
    turns_mean: f64,
    /// Games in which nobody finished.
    unfinished_games: usize,
    /// Most moves a winner took.
    winner_moves_max: u32,
    /// Mean moves a winner took.
    winner_moves_mean: f64,
}

/// Of the pairs of seats of different levels over all games, the share (in
/// percent, one decimal) where the higher level took the better place, a
/// shared place counting half; `None` without such a pair.
fn higher_ahead_percent(records: &[PlayedGame]) -> Option<f64> {
    let (mut pairs, mut ahead) = (0u32, 0.0);
    for r in records {
        for i in 0..r.levels.len() {
            for j in 0..r.levels.len() {
                if r.levels[i] > r.levels[j] {
                    pairs += 1;
                    ahead += match r.places[i].cmp(&r.places[j]) {
                        std::cmp::Ordering::Less => 1.0,
                        std::cmp::Ordering::Equal => 0.5,
                        std::cmp::Ordering::Greater => 0.0,
                    };
                }
            }
        }
    }
    (pairs > 0).then(|| (1000.0 * ahead / f64::from(pairs)).round() / 10.0)
}

/// Rounds to two decimals.
fn hundredths(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}

fn summarise(setup: &Setup, levels: &[Level], records: &[PlayedGame], options: MatchOptions) -> Summary {
    let mut distinct: Vec<Level> = levels.to_vec();
    distinct.sort();
    distinct.dedup();
    let per_level = distinct
        .iter()
        .map(|&level| {
            let mut seats = 0usize;
            let mut wins = 0usize;
            let mut places = vec![0usize; levels.len()];
            let mut times: Vec<Duration> = Vec::new();
            for r in records {
                for (s, &l) in r.levels.iter().enumerate() {
                    if l != level {
                        continue;
                    }
                    seats += 1;
                    places[r.places[s].saturating_sub(1).min(levels.len() - 1)] += 1;
                    times.extend(&r.think[s]);
                }
                if r.winner.is_some_and(|w| r.levels[w.index()] == level) {
                    wins += 1;
                }
            }
            let ms = |d: Duration| d.as_secs_f64() * 1e3;
            let mean =
                if times.is_empty() { 0.0 } else { times.iter().map(|&d| ms(d)).sum::<f64>() / times.len() as f64 };
            let worst = times.iter().map(|&d| ms(d)).fold(0.0, f64::max);
            LevelSummary {
                level,
                moves: times.len(),
                places,
                seats,
                think_mean_ms: hundredths(mean),
                think_worst_ms: hundredths(worst),
                win_percent: 100.0 * wins as f64 / records.len().max(1) as f64,
                wins,
            }
        })
        .collect();
    let turns: Vec<u32> = records.iter().map(|r| r.turns).collect();
    let finished: Vec<&PlayedGame> = records.iter().filter(|r| r.winner.is_some()).collect();
    Summary {
        capped_games: records.iter().enumerate().filter(|(_, r)| r.capped).map(|(i, _)| i + 1).collect(),
        games: records.len(),
        higher_ahead_percent: higher_ahead_percent(records),
        levels: per_level,
        max_turns: options.max_turns,
        players: levels.len(),
        seed: options.seed,
        setup: setup.name.clone(),
        turns_max: turns.iter().copied().max().unwrap_or(0),
        turns_mean: turns.iter().map(|&t| f64::from(t)).sum::<f64>() / turns.len().max(1) as f64,
        unfinished_games: records.len() - finished.len(),
        winner_moves_max: finished.iter().map(|r| r.winner_moves).max().unwrap_or(0),
        winner_moves_mean: finished.iter().map(|r| f64::from(r.winner_moves)).sum::<f64>()
            / finished.len().max(1) as f64,
    }
}

fn print_summary(s: &Summary) {
    println!("{}: {} games, {} players, seed {}", s.setup, s.games, s.players, s.seed);
    println!(
        "{:<18} {:>6} {:>6} {:>7}  {:<24} {:>11} {:>11}",
        "level", "seats", "wins", "win %", "places 1st, 2nd, ...", "think mean", "think worst"
    );
    for l in &s.levels {
        let places = l.places.iter().map(usize::to_string).collect::<Vec<_>>().join(", ");
        println!(
            "{:<18} {:>6} {:>6} {:>7.1}  {:<24} {:>8.2} ms {:>8.2} ms",
            l.level.to_string(),
            l.seats,
            l.wins,
            l.win_percent,
            places,
            l.think_mean_ms,
            l.think_worst_ms,
        );
    }
    if let Some(percent) = s.higher_ahead_percent {
        println!("the higher level finished ahead in {percent:.1}% of the pairs of seats of different levels");
    }
    let capped = s.capped_games.iter().map(usize::to_string).collect::<Vec<_>>().join(",");
    println!(
        "turns: mean {:.1}, max {}; winner's moves: mean {:.1}, max {}; unfinished games: {}; stopped at the cap (turn {}): [{capped}]",
        s.turns_mean, s.turns_max, s.winner_moves_mean, s.winner_moves_max, s.unfinished_games, s.max_turns,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(levels: [u8; 3], places: [usize; 3]) -> PlayedGame {
        PlayedGame {
            levels: levels.iter().filter_map(|&n| Level::new(n)).collect(),
            places: places.to_vec(),
            winner: None,
            winner_moves: 0,
            turns: 0,
            capped: false,
            think: Vec::new(),
            played: Vec::new(),
        }
    }

    #[test]
    fn pairs_of_levels_count_who_finished_ahead() {
        // Levels 2, 5 and 8: 8 ahead of both, 5 behind 2, then all level.
        let records = [game([2, 5, 8], [2, 3, 1]), game([2, 5, 8], [1, 1, 1])];
        // Pairs: 2 of 3 won in the first game, 3 halves in the second.
        assert_eq!(higher_ahead_percent(&records), Some(58.3));
        assert_eq!(higher_ahead_percent(&[game([3, 3, 3], [1, 2, 3])]), None);
    }
}
