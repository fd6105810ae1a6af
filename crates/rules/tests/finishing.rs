//! Finishing and winning (docs/rules.md, section 5): the two win
//! rules, passing, play-on, the turn limit, the ranking by distance to go,
//! and teams.

use super::reference::{Model, Star};
use super::{hole, mv, position, rebuilt, route, seats, teams};
use chinese_checkers_rules::{Game, IllegalMove, Seat, Setup, Standing, Win, distance_to_go, perft};

/// Places as (player numbers, place, finished) for short asserts.
fn places(standings: &[Standing]) -> Vec<(Vec<String>, usize, bool)> {
    standings.iter().map(|s| (s.players.iter().map(Seat::to_string).collect(), s.place, s.finished)).collect()
}

/// Player numbers as [`places`] gives them.
fn numbers(players: &[usize]) -> Vec<String> {
    players.iter().map(usize::to_string).collect()
}

/// Checks that the game is over: no moves, and neither moves nor passes
/// are accepted.
fn assert_over(game: &Game) {
    assert!(game.is_over());
    assert!(game.legal_moves().is_empty());
    let mut game = game.clone();
    assert_eq!(game.pass(), Err(IllegalMove::GameOver));
    let any = game.moves_of(game.to_move()).iter().next();
    if let Some(m) = any {
        assert_eq!(game.play(m), Err(IllegalMove::GameOver));
    }
}

/// Checks each standing's distance against the reference model.
fn assert_distances(game: &Game) {
    let star = Star::new();
    let model = Model::of(&star, game);
    for standing in game.standings() {
        let p = standing.players[0];
        assert_eq!(distance_to_go(game, p), model.distance_to_go(p.index()), "player {p}");
        let expected = if standing.finished { 0 } else { model.distance_to_go(p.index()) };
        assert_eq!(standing.distance, expected, "player {p}");
    }
}

#[test]
fn no_blocking_a_marble_left_in_the_target_cannot_stop_a_finish() {
    let (_, mut game) = position("no-blocking");
    assert!(!game.has_filled_target(Seat::new(0)));
    game.play(mv("e5-d1")).unwrap();
    assert!(game.has_filled_target(Seat::new(0)));
    assert!(game.is_finished(Seat::new(0)));
    assert_eq!(game.finishing_order(), [Seat::new(0)]);
    assert_over(&game);
    assert_eq!(places(&game.standings()), [(numbers(&[1]), 1, true), (numbers(&[2]), 2, false)]);
    assert_distances(&game);
}

#[test]
fn all_own_needs_every_target_hole_to_hold_ones_own_marble() {
    let (setup, _) = position("no-blocking");
    let mut game = rebuilt(&setup, |s| s.rules.win = Win::AllOwn);
    game.play(mv("e5-d1")).unwrap();
    assert!(!game.has_filled_target(Seat::new(0)));
    assert!(!game.is_finished(Seat::new(0)));
    assert!(!game.is_over());
    assert_eq!(game.to_move(), Seat::new(1));
    assert!(game.finishing_order().is_empty());
}

#[test]
fn three_players_one_hop_from_player_1s_finish() {
    let (_, mut game) = position("three-player-finish");
    assert_eq!(route(&game, "f4-d1"), "f4-d1");
    game.play(mv("f4-d1")).unwrap();
    assert_eq!(game.finishing_order(), [Seat::new(0)]);
    assert_over(&game);
    let standings = game.standings();
    assert_eq!(places(&standings)[0], (numbers(&[1]), 1, true));
    // Players 2 and 3 follow by distance to go, lower first.
    assert!(standings[1].distance < standings[2].distance, "{standings:?}");
    assert_eq!((standings[1].place, standings[2].place), (2, 3));
    assert_distances(&game);
}

#[test]
fn four_players_filling_the_last_hole_of_the_target_wins() {
    let (_, mut game) = position("four-player-finish");
    game.play(mv("h9-h10")).unwrap();
    assert_eq!(game.finishing_order(), [Seat::new(0)]);
    assert_over(&game);
    assert_eq!(game.standings()[0], Standing { players: vec![Seat::new(0)], place: 1, finished: true, distance: 0 });
}

#[test]
fn another_players_marble_can_fill_the_last_hole_for_you() {
    // NE is player 3's start, so player 3 may end in it, completing player 1's target.
    let (setup, _) = position("four-player-finish");
    let mut game = rebuilt(&setup, |s| s.to_move = Seat::new(2));
    game.play(mv("i9-h10")).unwrap();
    assert_eq!(game.finishing_order(), [Seat::new(0)], "no blocking: player 1 finishes on player 3's move");
    assert_over(&game);
    let mut all_own = rebuilt(&setup, |s| {
        s.to_move = Seat::new(2);
        s.rules.win = Win::AllOwn;
    });
    all_own.play(mv("i9-h10")).unwrap();
    assert!(!all_own.is_over());
    assert_eq!(all_own.to_move(), Seat::new(3));
}

/// The setup of a position file with player 1's e5 moved to d1, which
/// fills N.
fn finished_at_the_start(name: &str) -> chinese_checkers_rules::Setup {
    let (mut setup, game) = position(name);
    let mut diagram = game.diagram();
    diagram.marbles[0].remove(hole("e5"));
    diagram.marbles[0].insert(hole("d1"));
    setup.position = Some(diagram.to_text());
    setup
}

#[test]
fn a_player_may_have_finished_in_the_setup() {
    let setup = finished_at_the_start("no-blocking");
    let game = Game::from_setup(&setup).unwrap();
    assert_eq!(game.finishing_order(), [Seat::new(0)]);
    assert_over(&game);
    // Two players: with one finished nobody is left to play on.
    let play_on = rebuilt(&setup, |s| s.rules.play_on = true);
    assert_over(&play_on);
}

#[test]
fn a_player_finished_in_the_setup_is_skipped_when_others_play_on() {
    let setup = finished_at_the_start("play-on");
    let game = Game::from_setup(&setup).unwrap();
    assert_eq!(game.finishing_order(), [Seat::new(0)]);
    assert!(!game.is_over());
    assert_eq!(game.to_move(), Seat::new(1), "player 1 was to move, but has finished");
    let player_3 = rebuilt(&setup, |s| s.to_move = Seat::new(2));
    assert_eq!(player_3.to_move(), Seat::new(2));
}

#[test]
fn a_player_with_no_legal_move_passes() {
    let (_, mut game) = position("pass");
    assert!(game.legal_moves().is_empty());
    assert_eq!(game.play(mv("a1-b1")), Err(IllegalMove::NotLegal(mv("a1-b1"))));
    let before = game.clone();
    let undo = game.pass().unwrap();
    assert_eq!(undo.played(), None);
    assert_eq!((game.to_move(), game.turns()), (Seat::new(1), 1));
    assert!(!game.is_over());
    // Player 2 has moves, so may not pass.
    assert!(!game.legal_moves().is_empty());
    assert_eq!(game.clone().pass(), Err(IllegalMove::CannotPass { player: Seat::new(1) }));
    game.take_back(undo);
    assert_eq!(game, before);
    // Perft passes too: two turns from here are player 2's moves.
    let replies = {
        let mut after = before.clone();
        after.pass().unwrap();
        after.legal_moves().len() as u64
    };
    assert_eq!(perft(&mut game, 1), 1);
    assert_eq!(perft(&mut game, 2), replies);
    assert_eq!(game, before);
}

#[test]
fn play_on_ranks_the_others_and_skips_finished_players() {
    let (_, mut game) = position("play-on");
    game.play(mv("e5-d1")).unwrap();
    assert_eq!(game.finishing_order(), [Seat::new(0)]);
    assert!(!game.is_over());
    assert_eq!(game.to_move(), Seat::new(1));
    let standings = game.standings();
    assert_eq!(places(&standings), [(numbers(&[1]), 1, true), (numbers(&[2]), 2, false), (numbers(&[3]), 3, false)]);
    assert_distances(&game);

    game.play(mv("j9-i9")).unwrap();
    assert_eq!(game.to_move(), Seat::new(2));
    let m = game.legal_moves().iter().next().unwrap();
    game.play(m).unwrap();
    assert_eq!(game.to_move(), Seat::new(1), "player 1 has finished and is skipped");
    game.play(mv("i9-j10")).unwrap();
    assert_eq!(game.finishing_order(), [Seat::new(0), Seat::new(1)]);
    assert_over(&game);
    assert_eq!(
        places(&game.standings()),
        [(numbers(&[1]), 1, true), (numbers(&[2]), 2, true), (numbers(&[3]), 3, false)]
    );
    assert_eq!(game.turns(), 4);
}

#[test]
fn the_turn_limit_ends_the_game_and_ranks_by_distance_with_ties_sharing() {
    let mut setup = Setup::new(seats(3));
    setup.rules.turn_limit = Some(3);
    let mut game = Game::from_setup(&setup).unwrap();
    // Player 1 hops two rows forward; players 2 and 3 step one row, mirror images.
    for m in ["o1-m5", "h1-i1", "h10-i9"] {
        assert!(!game.is_over(), "over before {m}");
        game.play(mv(m)).unwrap();
    }
    assert_eq!(game.turns(), 3);
    assert!(game.finishing_order().is_empty());
    assert_over(&game);
    let standings = game.standings();
    assert_eq!(places(&standings), [(numbers(&[1]), 1, false), (numbers(&[2]), 2, false), (numbers(&[3]), 2, false)]);
    assert!(standings[0].distance < standings[1].distance);
    assert_eq!(standings[1].distance, standings[2].distance);
    assert_distances(&game);
}

#[test]
fn a_turn_limit_counts_passes() {
    let (setup, _) = position("pass");
    let mut game = rebuilt(&setup, |s| s.rules.turn_limit = Some(1));
    game.pass().unwrap();
    assert_over(&game);
    // Player 1's one marble stands on its target's far tip: nothing to go.
    assert_eq!(game.standings()[0], Standing { players: vec![Seat::new(0)], place: 1, finished: false, distance: 0 });
}

#[test]
fn a_team_finishes_when_both_members_have() {
    let (_, mut game) = position("teams");
    assert_eq!(game.side_count(), 2);
    assert_eq!((game.side_of(Seat::new(0)), game.side_of(Seat::new(2))), (0, 0));
    assert_eq!((game.side_of(Seat::new(1)), game.side_of(Seat::new(3))), (1, 1));
    game.play(mv("h9-h10")).unwrap();
    assert!(game.is_finished(Seat::new(0)));
    assert!(!game.is_over(), "player 3, player 1's partner, has not finished");
    let m = game.legal_moves().iter().next().unwrap();
    game.play(m).unwrap();
    assert_eq!(game.to_move(), Seat::new(2));

    let mut finish = game.clone();
    finish.play(mv("i1-j1")).unwrap();
    assert_eq!(finish.finishing_order(), [Seat::new(0), Seat::new(2)]);
    assert_over(&finish);
    let sides = finish.side_standings();
    assert_eq!(places(&sides), [(numbers(&[1, 3]), 1, true), (numbers(&[2, 4]), 2, false)]);

    game.play(mv("i1-i2")).unwrap();
    let m = game.legal_moves().iter().next().unwrap();
    game.play(m).unwrap();
    assert_eq!(game.to_move(), Seat::new(1), "player 1 has finished and is skipped");
    assert!(!game.is_over());
}

#[test]
fn six_players_play_in_three_teams_of_opposite_seats() {
    let mut setup = Setup::new(seats(6));
    setup.rules.teams = teams(&[&[1, 4], &[2, 5], &[3, 6]]);
    let game = Game::from_setup(&setup).unwrap();
    assert_eq!(game.side_count(), 3);
    for p in 0..6 {
        assert_eq!(game.side_of(Seat::new(p)), p % 3);
        assert_eq!(game.start_point(Seat::new(p)), game.target_point(Seat::new((p + 3) % 6)), "partners sit opposite");
    }
    assert_eq!(game.side(0).players().collect::<Vec<_>>(), [Seat::new(0), Seat::new(3)]);
    // A seat in no team plays alone.
    setup.rules.teams = teams(&[&[1, 4]]);
    let game = Game::from_setup(&setup).unwrap();
    assert_eq!(game.side_count(), 5);
}
