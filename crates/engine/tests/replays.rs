//! Games played by seeded computers, written as replays and read back, end
//! as they ended.

use super::seats;
use chinese_checkers_engine::{Level, choose_move};
use rules::{Game, Replay, ReplayOutcome, Rules, Seat, Setup, replay_from_bytes};
use std::sync::atomic::AtomicBool;

/// Plays a game of seeded computers from `setup` (at most `turns` turns),
/// recording it; returns the replay and the game at its end.
pub fn recorded_game(setup: Setup, levels: &[Level], seed: u64, turns: u32) -> (Replay, Game) {
    let mut game = Game::from_setup(&setup).unwrap();
    let mut replay = Replay::new(setup, Some("2026-11-30T16:20:00Z".into()));
    let stop = AtomicBool::new(false);
    while !game.is_over() && game.turns() < turns {
        let p = game.to_move().index();
        let m = choose_move(&game, levels[p % levels.len()], seed + u64::from(game.turns()), &stop);
        replay.push_turn(&game, m);
        match m {
            Some(m) => game.play(m).map(|_| ()),
            None => game.pass().map(|_| ()),
        }
        .unwrap();
    }
    (replay, game)
}

#[test]
fn a_recorded_game_replays_to_the_same_end() {
    let cases = [
        (2, Rules::default(), 1),
        (3, Rules::default(), 2),
        (4, Rules { play_on: true, ..Rules::default() }, 3),
        (6, Rules { play_on: true, ..Rules::default() }, 4),
        (6, Rules { jumps: rules::Jumps::Long, ..Rules::default() }, 5),
    ];
    for (players, rules, seed) in cases {
        let mut setup = Setup::new(seats(players));
        setup.rules = rules;
        let (replay, end) = recorded_game(setup, &[Level::MEDIUM, Level::EASY], seed, 2000);
        assert!(end.is_over(), "{players} players: the game should end");
        let text = replay.to_ron().unwrap();
        let loaded = replay_from_bytes("game.ron", text.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(loaded.end(), &end, "{players} players");
        assert_eq!(loaded.replay(), &replay);
        let order: Vec<Seat> = end.finishing_order().to_vec();
        assert_eq!(loaded.outcome(), ReplayOutcome::Over(order));
        assert_eq!(loaded.turns().len(), end.turns() as usize);
    }
}
