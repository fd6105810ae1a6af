//! Robustness: thousands of seeded corruptions of valid replay files (bytes
//! changed, turns swapped, lines cut or repeated) never panic, and each ends
//! in a valid replay or in one error of one line naming the file.

use super::replays::recorded_game;
use super::{data, seats};
use chinese_checkers_engine::Level;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};
use rules::{Replay, Rules, Setup, replay_from_bytes};

/// Corruptions tried per file.
const CORRUPTIONS: usize = 3000;

/// Characters that RON and the notation give meaning to, so that changed
/// bytes often make text that parses.
const MEANINGFUL: &[u8] = b"()[],:\"-/ 0123456789abcdefghijklmnopqSomeNnpas\n";

#[test]
fn corrupted_replays_load_or_give_one_clear_error() {
    let example = std::fs::read_to_string(data("replays/rules-md-example.ron")).unwrap();
    let mut setup = Setup::new(seats(3));
    setup.rules = Rules { play_on: true, ..Rules::default() };
    let (recorded, _) = recorded_game(setup, &[Level::EASY, Level::MEDIUM], 11, 60);
    let mut rng = SmallRng::seed_from_u64(2026);
    let (mut valid, mut invalid) = (0, 0);
    for base in [example, recorded.to_ron().unwrap()] {
        let replay = Replay::from_ron(&base).unwrap();
        for _ in 0..CORRUPTIONS {
            let bytes = corrupt(&base, &replay, &mut rng);
            match replay_from_bytes("corrupt.ron", &bytes) {
                Ok(checked) => {
                    valid += 1;
                    assert_eq!(checked.turns().len(), checked.replay().turns.len());
                }
                Err(error) => {
                    invalid += 1;
                    let message = error.to_string();
                    assert!(message.starts_with("corrupt.ron: "), "{message}");
                    assert!(!message.contains('\n') && message.len() > "corrupt.ron: ".len(), "{message:?}");
                }
            }
        }
    }
    assert!(valid > 20 && invalid > 2000, "valid {valid}, invalid {invalid}");
}

/// One random corruption of a replay file's text `base`, whose replay is
/// `replay`.
fn corrupt(base: &str, replay: &Replay, rng: &mut SmallRng) -> Vec<u8> {
    let mut bytes = base.as_bytes().to_vec();
    match rng.random_range(0..6) {
        0 => {
            for _ in 0..rng.random_range(1..4) {
                let at = rng.random_range(0..bytes.len());
                bytes[at] ^= 1 << rng.random_range(0..8);
            }
        }
        1 => {
            let at = rng.random_range(0..bytes.len());
            bytes[at] = MEANINGFUL[rng.random_range(0..MEANINGFUL.len())];
        }
        2 => {
            let mut swapped = replay.clone();
            let n = swapped.turns.len();
            swapped.turns.swap(rng.random_range(0..n), rng.random_range(0..n));
            bytes = swapped.to_ron().unwrap().into_bytes();
        }
        3 => bytes.truncate(rng.random_range(0..bytes.len())),
        4 => {
            let mut lines: Vec<&str> = base.lines().collect();
            let at = rng.random_range(0..lines.len());
            if rng.random_bool(0.5) {
                lines.remove(at);
            } else {
                lines.insert(at, lines[rng.random_range(0..lines.len())]);
            }
            bytes = lines.join("\n").into_bytes();
        }
        _ => {
            let mut cut = replay.clone();
            cut.turns.truncate(rng.random_range(0..=cut.turns.len()));
            if rng.random_bool(0.5) {
                cut.turns.push("pass".into());
            }
            bytes = cut.to_ron().unwrap().into_bytes();
        }
    }
    bytes
}
