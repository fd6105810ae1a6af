//! Random games under every player count and rule variant, from the standard
//! start and from random positions, checked after every turn against the
//! independent model of `reference.rs`: the legal moves, the routes, the
//! marbles, finishing and whose turn it is, the end of the game (equal
//! turns and repetitions too) and the places, that taking a turn back
//! restores the game exactly, and that perft's bulk count of the last two
//! plies agrees with playing each move and counting the replies.
//!
//! The games are seeded and repeat exactly; set `RANDOM_GAMES_SEED` to a
//! number to play other ones.

use super::reference::{Model, Star, starts};
use super::{seats, teams};
use chinese_checkers_rules::{
    Diagram, Game, IllegalMove, Jumps, Move, Parking, Rules, Seat, Setup, TargetLock, UnusedPoints, Win, perft,
};
use rand::rngs::SmallRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use std::collections::BTreeSet;

/// Games are cut off after this many turns.
const MOVE_LIMIT: u32 = 60;
/// Routes checked per position, besides the one of the move played.
const ROUTES_PER_POSITION: usize = 2;
/// How often a player takes the move that gains most toward its target
/// rather than any move (so that games reach their finish).
const GREED: f64 = 0.7;

/// What the games covered, to check that they exercised the rules.
#[derive(Debug, Default)]
struct Tally {
    games: usize,
    turns: usize,
    passes: usize,
    finishes: usize,
    games_over: usize,
}

#[test]
fn random_two_player_games_follow_the_rules() {
    check(2, 400, 2);
}

#[test]
fn random_three_player_games_follow_the_rules() {
    check(3, 400, 3);
}

#[test]
fn random_four_player_games_follow_the_rules() {
    check(4, 400, 4);
}

#[test]
fn random_six_player_games_follow_the_rules() {
    check(6, 400, 6);
}

#[test]
fn the_model_seats_players_where_the_engine_does() {
    let star = Star::new();
    for players in [2, 3, 4, 6] {
        let game = Game::from_setup(&Setup::new(seats(players))).unwrap();
        for (p, start) in game.seats().zip(starts(players)) {
            let holes: BTreeSet<usize> = game.marbles(p).iter().map(|h| star.of(h)).collect();
            let expected: BTreeSet<usize> = star.point(*start).into_iter().collect();
            assert_eq!(holes, expected, "{players} players, player {p}");
        }
    }
}

/// Plays `games` games and checks that they covered finishes and ends.
fn check(players: usize, games: usize, seed: u64) {
    let extra = std::env::var("RANDOM_GAMES_SEED").map_or(0, |s| s.parse::<u64>().unwrap() << 8);
    let tally = play_games(players, games, seed + extra);
    assert_eq!(tally.games, games);
    assert!(tally.turns >= games * 10, "{tally:?}");
    assert!(tally.finishes > games / 10, "{tally:?}");
    assert!(tally.games_over > games / 10, "{tally:?}");
}

/// Plays `games` random games with `players` players, checking every turn.
fn play_games(players: usize, games: usize, seed: u64) -> Tally {
    let star = Star::new();
    let tips: Vec<Vec<u32>> = starts(players).iter().map(|s| star.steps_from(star.index(s.opposite().tip()))).collect();
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut tally = Tally::default();
    for g in 0..games {
        let setup = random_setup(&mut rng, &star, players);
        let context = format!("{players} players, seed {seed}, game {g}");
        let mut game = Game::from_setup(&setup).unwrap_or_else(|e| panic!("{context}: {e}\n{setup:?}"));
        let counts: Vec<u32> = game.seats().map(|p| game.marbles(p).len()).collect();
        let mut model = Model::of(&star, &game);
        let first = setup.to_move.index();
        let mut seen = vec![(model.owner.clone(), game.to_move().index())];
        let mut expected = check_loaded(&game, &setup, &model, &context);
        tally.games += 1;

        while !game.is_over() && game.turns() < MOVE_LIMIT {
            let context = format!("{context}, turn {}\n{}", game.turns(), game.diagram().to_text());
            let p = game.to_move().index();
            let moves = check_position(&game, &model, &counts, &context);
            let before = game.clone();
            let undo = if moves.is_empty() {
                tally.passes += 1;
                game.pass().unwrap_or_else(|e| panic!("{context}: pass refused: {e}"))
            } else {
                check_refusals(&game, &moves, &star, &mut rng, &context);
                for &m in moves.sample(&mut rng, ROUTES_PER_POSITION) {
                    check_route(&game, &model, m, &context);
                }
                let m = choose_move(&mut rng, &moves, &star, &tips[p]);
                check_route(&game, &model, m, &context);
                game.play(m).unwrap_or_else(|e| panic!("{context}: {e}"))
            };
            tally.turns += 1;

            let after = game.clone();
            game.take_back(undo);
            assert_eq!(game, before, "{context}: take_back did not restore the game");
            game = after;

            model = Model::of(&star, &game);
            let finished_before = expected.finished.len();
            let round_ended = (p + 1) % players == first;
            expected = settle(&model, &expected.finished, game.turns(), round_ended);
            if !expected.over {
                let next = next_player(p, players, &expected.finished);
                seen.push((model.owner.clone(), next));
                let times = seen.iter().filter(|&key| *key == (model.owner.clone(), next)).count();
                if model.rules.repetition_draw && times >= 3 {
                    expected.over = true;
                    expected.drawn = true;
                }
            }
            assert!(expected.finished.len() <= finished_before + 1, "{context}: two finished at once");
            tally.finishes += expected.finished.len() - finished_before;
            assert_eq!(game.turns(), before.turns() + 1, "{context}");
            assert_state(&game, &expected, &context);
            if !expected.over {
                let next = next_player(p, players, &expected.finished);
                assert_eq!(game.to_move().index(), next, "{context}: next to move");
            }
        }
        if game.is_over() {
            tally.games_over += 1;
            assert!(game.legal_moves().is_empty(), "{context}: moves after the end");
            assert_eq!(game.ended_in_draw_rule(), expected.drawn, "{context}: ended by a rule that draws");
            let tie = model.rules.equal_turns && !model.rules.play_on && expected.sides_done > 1;
            let no_winner = expected.drawn && expected.sides_done == 0 || tie;
            assert_eq!(game.is_drawn(), no_winner, "{context}: drawn");
            check_standings(&game, &model, &context);
        }
    }
    tally
}

/// Random seats, rules and player to move; the standard start or a random
/// position.
fn random_setup(rng: &mut SmallRng, star: &Star, players: usize) -> Setup {
    let mut setup = Setup::new(seats(players));
    setup.rules = random_rules(rng, players);
    setup.to_move = Seat::from_number(rng.random_range(1..=players));
    if rng.random_bool(0.7) {
        setup.position = Some(random_position(rng, star, players, &setup.rules));
    }
    setup
}

fn random_rules(rng: &mut SmallRng, players: usize) -> Rules {
    let teams = match players {
        4 if rng.random_bool(0.3) => teams(&[&[1, 3], &[2, 4]]),
        6 => {
            let choices: [&[&[usize]]; 4] = [&[], &[&[1, 4], &[2, 5], &[3, 6]], &[&[1, 3, 5], &[2, 4, 6]], &[&[1, 4]]];
            teams(choices.choose(rng).unwrap())
        }
        _ => vec![],
    };
    let parkings = [Parking::Anywhere, Parking::NotInOthersPoints, Parking::OwnPointsOnly];
    Rules {
        jumps: *[Jumps::Adjacent, Jumps::Long].choose(rng).unwrap(),
        parking: *parkings.choose(rng).unwrap(),
        win: *[Win::FilledWithOneOwn, Win::AllOwn].choose(rng).unwrap(),
        unused_points: *[UnusedPoints::Open, UnusedPoints::Removed].choose(rng).unwrap(),
        target_lock: *[TargetLock::Off, TargetLock::Off, TargetLock::EndOfMove, TargetLock::WholeMove]
            .choose(rng)
            .unwrap(),
        play_on: rng.random_bool(0.5),
        turn_limit: rng.random_bool(0.2).then(|| rng.random_range(1..MOVE_LIMIT)),
        turn_limit_draw: rng.random_bool(0.5),
        equal_turns: rng.random_bool(0.3),
        repetition_draw: rng.random_bool(0.3),
        teams,
    }
}

/// A random position, many marbles in or near their targets, written as a
/// diagram with random indentation.
fn random_position(rng: &mut SmallRng, star: &Star, players: usize, rules: &Rules) -> String {
    let empty = Model { star, rules: rules.clone(), players, owner: vec![None; star.len()] };
    let mut owner: Vec<Option<usize>> = vec![None; star.len()];
    for (p, start) in starts(players).iter().enumerate() {
        let target = star.point(start.opposite());
        let count = if rng.random_bool(0.7) { 10 } else { rng.random_range(1..=10) };
        let near = rng.random_range(0.0..1.0);
        for _ in 0..count {
            for attempt in 0.. {
                let h = if attempt < 20 && rng.random_bool(near) {
                    *target.choose(rng).unwrap()
                } else {
                    rng.random_range(0..star.len())
                };
                if empty.in_play(h) && owner[h].is_none() {
                    owner[h] = Some(p);
                    break;
                }
            }
        }
    }
    let mut text = String::from("\n");
    let mut rows = star.names.iter().zip(&owner).peekable();
    while let Some((name, marble)) = rows.next() {
        if &name[1..] == "1" {
            text += &" ".repeat(rng.random_range(0..14));
        } else {
            text += " ";
        }
        text += &marble.map_or(".".to_string(), |p| (p + 1).to_string());
        if rows.peek().is_none_or(|(next, _)| next[..1] != name[..1]) {
            text += "\n";
        }
    }
    text
}

/// The finishing order and end of the game that the model expects.
struct Expected {
    finished: Vec<usize>,
    /// Sides whose players have all finished.
    sides_done: usize,
    over: bool,
    /// Whether the game ended by a rule that draws: repetition, or a turn
    /// limit that draws.
    drawn: bool,
}

/// Checks a freshly loaded game: players whose targets are filled have
/// finished, in player order, and the first player to move is the setup's,
/// or the next one who has not finished.
fn check_loaded(game: &Game, setup: &Setup, model: &Model, context: &str) -> Expected {
    let round_ended = setup.to_move == setup.first_mover.unwrap_or(setup.to_move);
    let expected = settle(model, &[], 0, round_ended);
    assert_state(game, &expected, context);
    if !expected.over {
        let first = setup.to_move.index();
        let first = if expected.finished.contains(&first) {
            next_player(first, model.players, &expected.finished)
        } else {
            first
        };
        assert_eq!(game.to_move().index(), first, "{context}: first to move");
    }
    expected
}

/// Adds the players whose targets are now filled to `finished`, and says
/// whether the game is over after `turns` turns; `round_ended` says whether
/// the next turn in seat order starts a round (equal turns).
fn settle(model: &Model, finished: &[usize], turns: u32, round_ended: bool) -> Expected {
    let mut finished = finished.to_vec();
    for p in 0..model.players {
        if !finished.contains(&p) && model.filled(p) {
            finished.push(p);
        }
    }
    let sides = model.sides();
    let done = sides.iter().filter(|side| side.iter().all(|p| finished.contains(p))).count();
    let someone_won = if model.rules.play_on {
        sides.len() - done <= 1
    } else {
        done > 0 && (!model.rules.equal_turns || round_ended)
    };
    let out_of_turns = model.rules.turn_limit.is_some_and(|limit| turns >= limit);
    let over = out_of_turns || (!finished.is_empty() && someone_won);
    let drawn = out_of_turns && model.rules.turn_limit_draw;
    Expected { finished, sides_done: done, over, drawn }
}

/// The next player after `p` in turn order who has not finished.
fn next_player(p: usize, players: usize, finished: &[usize]) -> usize {
    (1..=players).map(|k| (p + k) % players).find(|q| !finished.contains(q)).unwrap()
}

fn assert_state(game: &Game, expected: &Expected, context: &str) {
    let order: Vec<usize> = game.finishing_order().iter().map(|p| p.index()).collect();
    assert_eq!(order, expected.finished, "{context}: finishing order");
    assert_eq!(game.is_over(), expected.over, "{context}: game over");
    for p in game.seats() {
        let finished = expected.finished.contains(&p.index());
        assert_eq!(game.is_finished(p), finished, "{context}: player {p} finished");
    }
}

/// Checks the marbles, the diagram round trip, and the legal moves against
/// the model; returns the moves.
fn check_position(game: &Game, model: &Model, counts: &[u32], context: &str) -> Vec<Move> {
    let star = model.star;
    let players = game.player_count();
    let now: Vec<u32> = game.seats().map(|p| game.marbles(p).len()).collect();
    assert_eq!(now, counts, "{context}: marble counts");
    assert_eq!(now.iter().sum::<u32>(), game.occupied().len(), "{context}: a shared hole");
    let diagram = game.diagram();
    let again = Diagram::parse(&diagram.to_text(), players);
    assert_eq!(again, Ok(diagram), "{context}: diagram round trip");

    let list = game.legal_moves();
    let moves: Vec<Move> = list.iter().collect();
    let engine: BTreeSet<(usize, usize)> = moves.iter().map(|m| (star.of(m.from), star.of(m.to))).collect();
    let p = game.to_move();
    assert_eq!(engine, model.moves(p.index()), "{context}: legal moves of player {p}");
    assert_eq!(list.len(), moves.len(), "{context}: a move listed twice");
    assert_eq!(game.count_moves(), moves.len() as u64, "{context}: count_moves");
    assert_eq!(perft(&mut game.clone(), 2), two_plies_played(game, &moves), "{context}: perft 2");
    moves
}

/// Perft 2 the slow way: each move (or the pass) played, the replies
/// counted after it (1 for a pass, 0 once the game is over).
fn two_plies_played(game: &Game, moves: &[Move]) -> u64 {
    let replies = |after: Game| if after.is_over() { 0 } else { after.count_moves().max(1) };
    if moves.is_empty() {
        let mut after = game.clone();
        after.pass().expect("a player without a move passes");
        return replies(after);
    }
    moves
        .iter()
        .map(|&m| {
            let mut after = game.clone();
            after.play(m).expect("a listed move is legal");
            replies(after)
        })
        .sum()
}

/// Checks that a player with a move may not pass, and that a random move
/// not among `moves` (the model's, checked) is refused and changes nothing.
fn check_refusals(game: &Game, moves: &[Move], star: &Star, rng: &mut SmallRng, context: &str) {
    assert_eq!(game.clone().pass(), Err(IllegalMove::CannotPass { player: game.to_move() }), "{context}");
    let marbles: Vec<_> = game.marbles(game.to_move()).iter().collect();
    let from = *marbles.choose(rng).unwrap();
    let bad = Move { from, to: star.hole(rng.random_range(0..star.len())) };
    if moves.contains(&bad) {
        return;
    }
    let mut probe = game.clone();
    assert_eq!(probe.play(bad), Err(IllegalMove::NotLegal(bad)), "{context}");
    assert_eq!(&probe, game, "{context}: a refused move changed the game");
    assert_eq!(game.route(bad), None, "{context}: a route for the illegal {bad}");
}

/// The move that gains most toward the target (ties broken at random), or
/// now and then any move.
fn choose_move(rng: &mut SmallRng, moves: &[Move], star: &Star, tip: &[u32]) -> Move {
    if !rng.random_bool(GREED) {
        return *moves.choose(rng).unwrap();
    }
    let gain = |m: &Move| i64::from(tip[star.of(m.from)]) - i64::from(tip[star.of(m.to)]);
    let best = moves.iter().map(gain).max().unwrap();
    let best: Vec<&Move> = moves.iter().filter(|m| gain(m) == best).collect();
    **best.choose(rng).unwrap()
}

/// Checks the route the engine shows for a legal move: a step to a
/// neighbour, otherwise a chain of hops as short as the model's shortest.
fn check_route(game: &Game, model: &Model, m: Move, context: &str) {
    let star = model.star;
    let route = game.route(m).unwrap_or_else(|| panic!("{context}: no route for {m}"));
    let route: Vec<usize> = route.into_iter().map(|h| star.of(h)).collect();
    let (from, to) = (star.of(m.from), star.of(m.to));
    let ends = (route[0], route[route.len() - 1]);
    assert_eq!(ends, (from, to), "{context}: route of {m}");
    if star.neighbours(from).contains(&to) {
        assert_eq!(route, [from, to], "{context}: {m} is a step");
        return;
    }
    for pair in route.windows(2) {
        let hop = model.hops(from, pair[0]).contains(&pair[1]);
        assert!(hop, "{context}: {m}: {} is no hop", star.names[pair[1]]);
    }
    let fewest = model.fewest_hops(from, to);
    assert_eq!(Some(route.len() - 1), fewest, "{context}: route of {m} is not the shortest");
}

/// Checks the standings of a game that has ended: finishers first in
/// finishing order (all first with equal turns), then the others by
/// distance to go, equal distances sharing a place (all of them after a
/// draw by rule).
fn check_standings(game: &Game, model: &Model, context: &str) {
    let standings = game.standings();
    let order = game.finishing_order();
    let finishers_tie = model.rules.equal_turns && !model.rules.play_on;
    assert_eq!(standings.len(), game.player_count(), "{context}");
    for (i, s) in standings.iter().enumerate() {
        let p = s.players[0];
        if i < order.len() {
            let place = if finishers_tie { 1 } else { i + 1 };
            let entry = (p, s.place, s.finished, s.distance);
            assert_eq!(entry, (order[i], place, true, 0), "{context}: {standings:?}");
            continue;
        }
        assert!(!s.finished, "{context}: {standings:?}");
        let distance = model.distance_to_go(p.index());
        assert_eq!(s.distance, distance, "{context}: distance of player {p}");
        if i == order.len() {
            assert_eq!(s.place, i + 1, "{context}: {standings:?}");
        } else {
            let before = &standings[i - 1];
            assert!(before.distance <= s.distance, "{context}: out of order: {standings:?}");
            let tie = before.distance == s.distance || game.ended_in_draw_rule();
            assert_eq!(tie, before.place == s.place, "{context}: places: {standings:?}");
        }
    }
    assert_eq!(game.side_standings().len(), model.sides().len(), "{context}: sides");
}
