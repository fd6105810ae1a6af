//! The benchmark's goal lock inside a chain, until it is one of our rule
//! options: once a marble lands in its target, every later landing of that
//! marble stays in the target, even in the middle of a hop chain. Our
//! `target_lock` only looks at where a move ends, so a legal move of ours
//! may have no route the benchmark accepts; these helpers find one that
//! keeps to the stricter lock, or another move when there is none.

use crate::rules::{Game, Hole, Move, distance_to_tip};

/// A route for the legal move `m` that the stricter lock allows, the one
/// with the fewest hops; `None` if `m` is not legal or every route of it
/// leaves the target after reaching it.
pub(super) fn locked_route(game: &Game, m: Move) -> Option<Vec<Hole>> {
    let target = game.target_point(game.to_move()).holes();
    game.route_where(m, |at, landing| !target.contains(at) || target.contains(landing))
}

/// Whether `route`, a route of the player to move, keeps to the stricter
/// lock: no landing outside the target after one inside it (the start
/// counting as a landing).
pub(super) fn keeps_lock(game: &Game, route: &[Hole]) -> bool {
    let target = game.target_point(game.to_move()).holes();
    route.windows(2).all(|leg| !target.contains(leg[0]) || target.contains(leg[1]))
}

/// `chosen` with its route if the stricter lock allows it; otherwise the
/// legal move it allows that brings its marble the most steps nearer the
/// target's tip (the first such, in the order of the move list), or `None`
/// when no move has an allowed route.
pub(super) fn playable(game: &Game, chosen: Move) -> Option<(Move, Vec<Hole>)> {
    if let Some(route) = locked_route(game, chosen) {
        return Some((chosen, route));
    }
    let tip = game.target_point(game.to_move());
    let gain = |m: Move| i32::from(distance_to_tip(tip, m.from)) - i32::from(distance_to_tip(tip, m.to));
    let mut best: Option<(i32, Move, Vec<Hole>)> = None;
    for m in game.legal_moves().iter() {
        if best.as_ref().is_some_and(|(g, _, _)| *g >= gain(m)) {
            continue;
        }
        if let Some(route) = locked_route(game, m) {
            best = Some((gain(m), m, route));
        }
    }
    best.map(|(_, m, route)| (m, route))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::route_to_string;

    #[test]
    fn every_start_move_has_the_route_the_game_shows() {
        let game = super::super::cells::game_from_cells(&super::super::cells::start_cells(), 0).expect("the start");
        for m in game.legal_moves().iter() {
            let ours = game.route(m).map(|r| route_to_string(&r));
            assert_eq!(locked_route(&game, m).map(|r| route_to_string(&r)), ours);
        }
    }

    #[test]
    fn a_route_may_not_leave_the_target_once_in_it() {
        // Player 0 (our seat 2) aims for the bottom point, cells 111–120.
        let game = super::super::cells::game_from_cells(&super::super::cells::start_cells(), 0).expect("the start");
        let holes = |cells: &[usize]| cells.iter().filter_map(|&c| Hole::new(c)).collect::<Vec<_>>();
        assert!(keeps_lock(&game, &holes(&[100, 102])));
        assert!(keeps_lock(&game, &holes(&[100, 111, 113])));
        assert!(!keeps_lock(&game, &holes(&[111, 100, 113])));
        assert!(!keeps_lock(&game, &holes(&[98, 111, 100])));
    }
}
