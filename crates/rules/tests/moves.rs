//! What a move is (docs/rules.md, "Moves"): steps, hops, long jumps and hop
//! chains, each in a hand-built position from `tests/data/positions`.

use super::reference::{Model, Star};
use super::{destinations, hole, marble_counts, mv, position, rebuilt, route, sorted};
use chinese_checkers_rules::{IllegalMove, Jumps, Move, Seat, hop_landings};

#[test]
fn a_lone_marble_steps_to_its_six_neighbours() {
    let (_, mut game) = position("step");
    assert_eq!(destinations(&game, "i5"), sorted("h5 h6 i4 i6 j5 j6"));
    assert_eq!(route(&game, "i5-h5"), "i5-h5");
    game.play(mv("i5-h5")).unwrap();
    assert_eq!(game.owner(hole("h5")), Some(Seat::new(0)));
    assert_eq!(game.owner(hole("i5")), None);
    assert_eq!(game.to_move(), Seat::new(1));
    assert_eq!(game.turns(), 1);
}

#[test]
fn a_marble_hops_over_an_opponent_which_stays() {
    let (_, mut game) = position("hop");
    assert_eq!(destinations(&game, "i5"), sorted("h5 h6 i4 i7 j5 j6"));
    assert_eq!(route(&game, "i5-i7"), "i5-i7");
    game.play(mv("i5-i7")).unwrap();
    assert_eq!(game.owner(hole("i7")), Some(Seat::new(0)));
    assert_eq!(game.owner(hole("i6")), Some(Seat::new(1)), "nothing is captured");
    assert_eq!(marble_counts(&game), [1, 1]);
}

#[test]
fn a_step_and_a_hop_cannot_be_combined() {
    let (_, game) = position("hop");
    // i5-i7 is a hop; i7-i8 would be a step after it.
    assert_eq!(game.clone().play(mv("i5-i8")), Err(IllegalMove::NotLegal(mv("i5-i8"))));
}

#[test]
fn a_long_jump_lands_as_far_beyond_the_hurdle_as_it_started_before_it() {
    let (setup, game) = position("long-jump");
    assert_eq!(destinations(&game, "i1"), sorted("h1 h2 i2 j1 j2 i7"));
    assert_eq!(route(&game, "i1-i7"), "i1-i7");
    let mover = hole("i1");
    let occupied = game.occupied() ^ mover.bit();
    let empty = game.board() & !occupied;
    assert_eq!(super::names(hop_landings(mover, occupied, empty, Jumps::Long)), ["i7"]);
    assert!(hop_landings(mover, occupied, empty, Jumps::Adjacent).is_empty());
    // With adjacent hops the distant marble is no hurdle.
    let adjacent = rebuilt(&setup, |s| s.rules.jumps = Jumps::Adjacent);
    assert_eq!(destinations(&adjacent, "i1"), sorted("h1 h2 i2 j1 j2"));
}

#[test]
fn a_long_jump_is_refused_when_a_hole_past_the_hurdle_is_taken() {
    let (_, mut game) = position("long-jump-blocked");
    assert_eq!(destinations(&game, "i1"), sorted("h1 h2 i2 j1 j2"));
    assert_eq!(game.play(mv("i1-i7")), Err(IllegalMove::NotLegal(mv("i1-i7"))));
    assert_eq!(game.play(mv("i1-i5")), Err(IllegalMove::NotLegal(mv("i1-i5"))));
    assert_eq!(game.turns(), 0);
}

#[test]
fn a_two_hop_chain_over_a_friend_and_an_opponent_removes_neither() {
    let (_, mut game) = position("two-hop-chain");
    assert_eq!(destinations(&game, "o1"), sorted("o2 n2 p1 m5 k5"));
    assert_eq!(route(&game, "o1-k5"), "o1-m5-k5");
    assert_eq!(route(&game, "o1-m5"), "o1-m5");
    let before = marble_counts(&game);
    game.play(mv("o1-k5")).unwrap();
    assert_eq!(marble_counts(&game), before);
    assert_eq!(game.owner(hole("k5")), Some(Seat::new(0)));
    assert_eq!(game.owner(hole("n1")), Some(Seat::new(0)));
    assert_eq!(game.owner(hole("l5")), Some(Seat::new(1)));
    assert_eq!(game.owner(hole("o1")), None);
}

#[test]
fn a_chain_may_pass_through_the_hole_it_started_from() {
    let (setup, game) = position("through-start");
    // i7 needs the hole i3 empty: the last jump, i1-i7, passes over it.
    assert_eq!(destinations(&game, "i3"), sorted("i2 h4 j3 j4 i5 g3 i1 i7"));
    assert_eq!(route(&game, "i3-i7"), "i3-g3-i1-i7");
    // A move that ends where it started is no move.
    assert!(!game.legal_moves().contains(Move { from: hole("i3"), to: hole("i3") }));
    let adjacent = rebuilt(&setup, |s| s.rules.jumps = Jumps::Adjacent);
    assert_eq!(destinations(&adjacent, "i3"), sorted("i2 h4 j3 j4 i5 g3 i1"));
}

#[test]
fn routes_of_a_move_list_the_step_or_the_fewest_hops() {
    let (_, game) = position("through-start");
    assert_eq!(route(&game, "i3-i2"), "i3-i2");
    assert_eq!(route(&game, "i3-i1"), "i3-g3-i1");
    assert_eq!(route(&game, "i3-i6"), "none", "not a legal move");
}

#[test]
fn every_hand_built_position_agrees_with_the_reference_model() {
    let star = Star::new();
    let dir = super::data("positions");
    let mut checked = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let (_, game) = chinese_checkers_rules::load_game(&path).unwrap_or_else(|e| panic!("{e}"));
        let model = Model::of(&star, &game);
        for p in game.seats() {
            let engine: std::collections::BTreeSet<(usize, usize)> =
                game.moves_of(p).iter().map(|m| (star.of(m.from), star.of(m.to))).collect();
            assert_eq!(engine, model.moves(p.index()), "{}: player {p}", path.display());
        }
        checked += 1;
    }
    assert!(checked >= 16, "only {checked} positions in {}", dir.display());
}
