//! The endings the rating list's rules add (docs/rules.md, section 5):
//! equal turns, a draw by repetition, a turn limit that draws, and the
//! preset that sets them all with the target lock on the whole move.

use super::{mv, position, rebuilt, seats};
use chinese_checkers_rules::{
    CCERL_PLY_LIMIT, Game, Parking, Preset, Replay, ReplayOutcome, Seat, Setup, Standing, TargetLock,
};

/// Each player's place, player 1 first.
fn places(game: &Game) -> Vec<usize> {
    let standings = game.standings();
    game.seats().map(|p| standings.iter().find(|s: &&Standing| s.players.contains(&p)).map_or(0, |s| s.place)).collect()
}

#[test]
fn with_equal_turns_the_second_player_answers_a_finish_and_may_draw() {
    let (_, mut game) = position("both-one-step-away");
    game.play(mv("e5-d1")).unwrap();
    assert!(game.is_finished(Seat::new(0)) && !game.is_over(), "player 2 still has its turn");
    assert_eq!(game.to_move(), Seat::new(1));
    let mut missed = game.clone();
    game.play(mv("m5-n1")).unwrap();
    assert!(game.is_over() && game.is_drawn());
    assert_eq!(places(&game), [1, 1]);

    let away = missed.moves_of(Seat::new(1)).iter().find(|m| m.to != mv("m5-n1").to).unwrap();
    missed.play(away).unwrap();
    assert!(missed.is_over() && !missed.is_drawn());
    assert_eq!(places(&missed), [1, 2]);
}

#[test]
fn with_equal_turns_a_finish_by_the_second_player_ends_the_game_at_once() {
    let (setup, _) = position("both-one-step-away");
    let mut game = rebuilt(&setup, |s| s.to_move = Seat::new(1));
    // Player 2 moved first here, so player 1 answers its finish.
    game.play(mv("m5-n1")).unwrap();
    assert!(!game.is_over());
    let mut game = rebuilt(&setup, |s| {
        s.to_move = Seat::new(1);
        s.first_mover = Some(Seat::new(0));
    });
    game.play(mv("m5-n1")).unwrap();
    assert!(game.is_over() && !game.is_drawn());
    assert_eq!(places(&game), [2, 1]);
}

#[test]
fn without_equal_turns_the_first_finish_ends_the_game() {
    let (setup, _) = position("both-one-step-away");
    let mut game = rebuilt(&setup, |s| s.rules.equal_turns = false);
    game.play(mv("e5-d1")).unwrap();
    assert!(game.is_over() && !game.is_drawn());
    assert_eq!(places(&game), [1, 2]);
}

/// Player 1 steps n1-m5 and back, player 2 d1-e5 and back, `rounds` times.
fn shuffle(game: &mut Game, rounds: usize) {
    for _ in 0..rounds {
        for step in ["n1-m5", "d1-e5", "m5-n1", "e5-d1"] {
            game.play(mv(step)).unwrap_or_else(|e| panic!("{step}: {e}"));
        }
    }
}

#[test]
fn the_third_time_a_position_comes_the_game_is_drawn() {
    let mut setup = Setup::new(seats(2));
    setup.rules.repetition_draw = true;
    let mut game = Game::from_setup(&setup).unwrap();
    shuffle(&mut game, 1);
    assert_eq!(game.repetitions(), 2);
    assert!(!game.is_over());
    let before_last = game.clone();
    shuffle(&mut game, 1);
    assert_eq!(game.repetitions(), 3);
    assert!(game.is_over() && game.is_drawn() && game.ended_in_draw_rule());
    assert_eq!(places(&game), [1, 1]);

    // Taking the turns back forgets the positions they brought.
    let mut undone = before_last.clone();
    let undos: Vec<_> = ["n1-m5", "d1-e5", "m5-n1", "e5-d1"].iter().map(|s| undone.play(mv(s)).unwrap()).collect();
    assert!(undone.is_over());
    for undo in undos.into_iter().rev() {
        undone.take_back(undo);
    }
    assert_eq!(undone, before_last);
    assert_eq!(undone.repetitions(), 2);
}

#[test]
fn without_the_repetition_rule_positions_may_come_again_and_again() {
    let mut game = Game::from_setup(&Setup::new(seats(2))).unwrap();
    shuffle(&mut game, 3);
    assert!(!game.is_over());
    assert_eq!(game.repetitions(), 1, "no history is kept");
}

#[test]
fn a_turn_limit_that_draws_leaves_everyone_sharing_a_place() {
    let mut setup = Setup::new(seats(3));
    setup.rules.turn_limit = Some(3);
    let mut game = Game::from_setup(&setup).unwrap();
    for _ in 0..3 {
        let m = game.legal_moves().iter().next().unwrap();
        game.play(m).unwrap();
    }
    assert!(game.is_over() && !game.is_drawn());
    assert_ne!(places(&game), [1, 1, 1], "ranked by distance to go");
    setup.rules.turn_limit_draw = true;
    let mut drawn = Game::from_setup(&setup).unwrap();
    for _ in 0..3 {
        let m = drawn.legal_moves().iter().next().unwrap();
        drawn.play(m).unwrap();
    }
    assert!(drawn.is_over() && drawn.is_drawn());
    assert_eq!(places(&drawn), [1, 1, 1]);
}

#[test]
fn a_position_from_a_game_in_progress_counts_its_turns_toward_the_limit() {
    let mut setup = Setup::new(seats(2));
    setup.rules.turn_limit = Some(10);
    setup.turns_played = 9;
    let mut game = Game::from_setup(&setup).unwrap();
    assert_eq!(game.turns(), 9);
    let m = game.legal_moves().iter().next().unwrap();
    game.play(m).unwrap();
    assert!(game.is_over());
}

#[test]
fn the_rating_lists_preset_sets_every_option_it_plays() {
    let rules = Preset::Ccerl2p10v2.rules();
    assert_eq!(Preset::Ccerl2p10v2.name(), "CCERL-2P10-v2");
    assert_eq!(rules.parking, Parking::Anywhere);
    assert_eq!(rules.target_lock, TargetLock::WholeMove);
    assert_eq!(rules.turn_limit, Some(CCERL_PLY_LIMIT));
    assert!(rules.turn_limit_draw && rules.equal_turns && rules.repetition_draw && !rules.play_on);
    assert_eq!(Preset::of(&rules), Some(Preset::Ccerl2p10v2));
    assert_eq!(Preset::of(&Setup::new(seats(2)).rules), Some(Preset::Standard));
    let text = Setup { rules, ..Setup::new(seats(2)) }.to_ron().unwrap();
    assert!(text.contains("target_lock: WholeMove"), "{text}");
    assert_eq!(Setup::from_ron(&text).map(|s| s.rules), Ok(Preset::Ccerl2p10v2.rules()));
}

#[test]
fn older_files_that_write_the_lock_as_true_or_false_still_load() {
    for (written, lock) in
        [("true", TargetLock::EndOfMove), ("false", TargetLock::Off), ("WholeMove", TargetLock::WholeMove)]
    {
        let text = format!("(players: [(kind: Human), (kind: Human)], rules: (target_lock: {written}))");
        assert_eq!(Setup::from_ron(&text).map(|s| s.rules.target_lock), Ok(lock), "{written}");
    }
    let unknown = "(players: [(kind: Human), (kind: Human)], rules: (target_lock: Sometimes))";
    assert!(Setup::from_ron(unknown).is_err());
}

#[test]
fn a_replay_of_a_drawn_game_says_so() {
    let (setup, _) = position("both-one-step-away");
    let mut replay = Replay::new(setup, None);
    replay.turns = vec!["e5-d1".into(), "m5-n1".into()];
    let outcome = replay.check().expect("two legal turns").outcome();
    assert_eq!(outcome, ReplayOutcome::Drawn(vec![Seat::new(0), Seat::new(1)]));
    assert_eq!(outcome.to_string(), "draw 1 2");
}
