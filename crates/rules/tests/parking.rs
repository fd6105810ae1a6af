//! Where a move may end (docs/rules.md, "Where a move may end", "Unused points"):
//! no parking, own points only, removed points and the target lock.

use super::{destinations, hole, mv, position, rebuilt, route, sorted};
use chinese_checkers_rules::{IllegalMove, Parking, Point, Seat, TargetLock, UnusedPoints, centre};

#[test]
fn no_parking_refuses_a_step_or_hop_ending_in_another_players_point() {
    let (_, mut game) = position("no-parking-3p");
    // f3 and g1 are in NW, player 2's start.
    assert_eq!(destinations(&game, "g3"), sorted("g4 f4 h2 h3 i1"));
    assert_eq!(game.play(mv("g3-f3")), Err(IllegalMove::NotLegal(mv("g3-f3"))));
    assert_eq!(game.play(mv("g3-g1")), Err(IllegalMove::NotLegal(mv("g3-g1"))));
    // With three players a move ends only in the centre or one's own points.
    assert_eq!(game.allowed_ends(Seat::new(0)), centre() | Point::S.holes() | Point::N.holes());
    assert_eq!(game.turns(), 0);
}

#[test]
fn no_parking_lets_a_hop_chain_pass_through_a_forbidden_point() {
    let (_, mut game) = position("no-parking-3p");
    assert_eq!(route(&game, "g3-i1"), "g3-g1-i1");
    game.play(mv("g3-i1")).unwrap();
    assert_eq!(game.owner(hole("i1")), Some(Seat::new(0)));
}

#[test]
fn parking_anywhere_allows_the_same_ends() {
    let (setup, _) = position("no-parking-3p");
    let game = rebuilt(&setup, |s| s.rules.parking = Parking::Anywhere);
    assert_eq!(destinations(&game, "g3"), sorted("g4 f4 h2 h3 i1 f3 g1"));
}

#[test]
fn no_parking_leaves_unused_points_open() {
    // Four players: N and S are unused, SE is player 4's start.
    let (_, game) = position("no-parking-4p");
    assert_eq!(destinations(&game, "m5"), sorted("m4 m6 l4 l5 n1"));
    assert_eq!(destinations(&game, "m9"), sorted("m8 l8 l9 n4"));
}

#[test]
fn own_points_only_allows_the_centre_and_ones_own_points() {
    let (setup, _) = position("no-parking-4p");
    let game = rebuilt(&setup, |s| s.rules.parking = Parking::OwnPointsOnly);
    assert_eq!(destinations(&game, "m5"), sorted("m4 m6 l4 l5"));
    assert_eq!(destinations(&game, "m9"), sorted("m8 l8 l9"));
    assert_eq!(game.allowed_ends(Seat::new(0)), centre() | Point::SW.holes() | Point::NE.holes());
    let anywhere = rebuilt(&setup, |s| s.rules.parking = Parking::Anywhere);
    assert_eq!(destinations(&anywhere, "m9"), sorted("m8 m10 l8 l9 n4"));
}

#[test]
fn removed_points_take_no_landing() {
    let (setup, game) = position("removed-points");
    assert_eq!(game.board(), centre() | Point::N.holes() | Point::S.holes());
    // Steps to h1 (NW) and j1 (SW), and the hop h3-h1, would land in removed holes.
    assert_eq!(destinations(&game, "i1"), sorted("i2 j2 g3 i3"));
    assert!(!game.legal_moves().contains(mv("h3-h1")));
    let open = rebuilt(&setup, |s| s.rules.unused_points = UnusedPoints::Open);
    assert_eq!(open.board().len(), 121);
    assert_eq!(destinations(&open, "i1"), sorted("h1 j1 i2 j2 g3 i3"));
    assert!(open.legal_moves().contains(mv("h3-h1")));
}

#[test]
fn removed_points_stop_a_long_jump_across_them() {
    let (setup, game) = position("removed-points");
    // e9 over e6 would pass e4 and land on e3, both in the removed NW.
    assert_eq!(destinations(&game, "e9"), sorted("e8 d4 f8 f9"));
    let open = rebuilt(&setup, |s| s.rules.unused_points = UnusedPoints::Open);
    // Open, e9 lands on e3 and jumps on over h3 to k5.
    assert_eq!(destinations(&open, "e9"), sorted("e8 e10 d4 f8 f9 e3 k5"));
    assert_eq!(route(&open, "e9-e3"), "e9-e3");
    assert_eq!(route(&open, "e9-k5"), "e9-e3-k5");
}

#[test]
fn removed_points_refuse_a_marble_in_them() {
    let (setup, _) = position("no-parking-4p");
    // Player 2's marble on e1 is in NW, which four players use; N and S are removed.
    let mut moved = setup.clone();
    moved.rules.unused_points = UnusedPoints::Removed;
    assert!(chinese_checkers_rules::Game::from_setup(&moved).is_ok());
    moved.position = moved.position.map(|p| p.replacen('.', "2", 1));
    let error = chinese_checkers_rules::Game::from_setup(&moved).unwrap_err();
    assert!(error.to_string().contains("a1"), "{error}");
}

#[test]
fn target_lock_keeps_a_marble_in_its_target_but_lets_it_hop_out_and_back() {
    let (setup, game) = position("target-lock");
    assert_eq!(destinations(&game, "d1"), sorted("c1 d2 d3"));
    assert_eq!(route(&game, "d1-d3"), "d1-f6-d3");
    assert_eq!(game.clone().play(mv("d1-e5")), Err(IllegalMove::NotLegal(mv("d1-e5"))));
    let unlocked = rebuilt(&setup, |s| s.rules.target_lock = TargetLock::Off);
    assert_eq!(destinations(&unlocked, "d1"), sorted("c1 d2 e5 f6 d3"));
}

#[test]
fn the_lock_on_the_whole_move_forbids_hopping_out_and_back() {
    let (setup, _) = position("target-lock");
    let whole = rebuilt(&setup, |s| s.rules.target_lock = TargetLock::WholeMove);
    assert_eq!(destinations(&whole, "d1"), sorted("c1 d2"));
    let refused = whole.why_illegal(mv("d1-d3"));
    assert_eq!(refused, Some(IllegalMove::ChainLeavesTarget { from: hole("d1"), to: hole("d3") }));
    let written = chinese_checkers_rules::parse_route("d1-f6-d3").unwrap();
    let leg = IllegalMove::LeavesTarget { leg: 1, from: hole("d1"), to: hole("f6") };
    assert_eq!(whole.check_route(&written), Err(leg));
}

#[test]
fn target_lock_leaves_marbles_outside_their_target_free() {
    let (setup, _) = position("target-lock");
    // Player 2's e6 is outside its target S: the lock does not apply to it.
    let mut game = rebuilt(&setup, |s| s.to_move = Seat::new(1));
    assert!(destinations(&game, "e6").contains(&"e5".to_string()));
    game.play(mv("e6-e5")).unwrap();
}
