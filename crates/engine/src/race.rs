//! The race: once a player's marbles have passed every other player's,
//! nobody can help or hinder it any more, and it only wants to fill its
//! target in the fewest moves. A beam search over the mover's own move
//! sequences (the other marbles standing still) plays that near optimally.

use super::eval::Eval;
use rules::zobrist::KEYS;
use rules::{Game, Hole, HoleSet, Move, Point, Seat};
use std::sync::atomic::{AtomicBool, Ordering};

/// Whether the game is a pure race for the player to move: its marbles and
/// those of every other player still playing have passed each other, so that
/// no hop over each other can help or hinder either any more (see
/// [`passed`]). With more than two players this is only asked when
/// `more_players` is set.
pub(crate) fn is_race(game: &Game, more_players: bool) -> bool {
    if game.player_count() > 2 && !more_players || game.player_count() == 2 && game.side_count() != 2 {
        return false;
    }
    let me = game.to_move();
    game.seats().filter(|&p| p != me && !game.is_finished(p)).all(|p| passed(game, me, p) || passed(game, p, me))
}

/// Whether every marble of `ahead` lies beyond every marble of `behind`
/// along the line towards `ahead`'s target. Each player's moves lead away
/// from the other's target (straight back with two players, at an angle
/// with more), so once true, the two sets only draw apart.
fn passed(game: &Game, ahead: Seat, behind: Seat) -> bool {
    passed_marbles(game, ahead, game.marbles(ahead), game.marbles(behind))
}

/// Whether every one of `ahead_marbles` lies beyond every one of
/// `behind_marbles` along the line towards the target of `ahead`, their
/// owner (see [`passed`]); true when either set is empty.
pub(crate) fn passed_marbles(game: &Game, ahead: Seat, ahead_marbles: HoleSet, behind_marbles: HoleSet) -> bool {
    let target = game.target_point(ahead);
    let last = ahead_marbles.iter().map(|h| along(target, h)).min();
    let first = behind_marbles.iter().map(|h| along(target, h)).max();
    match (last, first) {
        (Some(last), Some(first)) => last > first,
        _ => true,
    }
}

/// How far `hole` lies towards the tip of `point`: its position, seen from
/// the centre of the board, projected on the line from the centre to the tip
/// (in units that keep the doubled coordinates integral).
fn along(point: Point, hole: Hole) -> i32 {
    let from_centre = |h: Hole| (h.row() as i32 - CENTRE_ROW, h.col() as i32 - CENTRE_COL);
    let (tip_row, tip_col) = from_centre(point.tip());
    let (row, col) = from_centre(hole);
    // A row is sqrt(3) half-columns high.
    3 * row * tip_row + col * tip_col
}

/// The row of the centre hole.
const CENTRE_ROW: i32 = Hole::CENTRE.row() as i32;
/// The doubled column of the centre hole.
const CENTRE_COL: i32 = Hole::CENTRE.col() as i32;

/// A line of the beam: the position after some of the mover's moves.
struct Line {
    game: Game,
    first: Option<Move>,
    cost: i32,
    hash: u64,
}

/// A move from a line, before it is kept or dropped.
#[derive(Clone, Copy)]
struct Child {
    cost: i32,
    hash: u64,
    line: usize,
    m: Move,
    /// What the line's first move gains.
    first_gain: i32,
    finishes: bool,
}

/// What the beam found: the first move and how many moves its line takes to
/// finish (if it finishes within the horizon).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Plan {
    pub(crate) first: Move,
    pub(crate) moves_to_finish: Option<u32>,
    pub(crate) nodes: u64,
}

/// Whether `m` brings back a position the game has had (only known where
/// the repetition rule keeps the history). A plan never starts with one:
/// an opponent's guard stepping to and fro would otherwise make the plan
/// step to and fro with it, for ever.
fn repeats(game: &Game, m: Move) -> bool {
    if !game.rules().repetition_draw {
        return false;
    }
    let mut after = game.clone();
    after.play_unchecked(m);
    after.repetitions() > 1
}

/// Plans the mover's fastest way to fill its target, the other marbles
/// standing still: a beam of `width` lines, `horizon` moves deep at most,
/// `nodes` moves looked at at most, ties between lines ordered by `seed`.
/// Its first move never brings back an earlier position ([`repeats`]).
pub(crate) fn plan(game: &Game, width: usize, horizon: u32, nodes: u64, seed: u64, stop: &AtomicBool) -> Option<Plan> {
    let me = game.to_move();
    let eval = Eval::new(game);
    let target = game.target_point(me).holes();
    let win = game.rules().win;
    let mut beam =
        vec![Line { game: game.clone(), first: None, cost: eval.player_cost(game, me), hash: game.marble_hash() }];
    let mut children: Vec<Child> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    let mut looked = 0u64;
    for depth in 1..=horizon {
        children.clear();
        for (i, line) in beam.iter().enumerate() {
            let own = line.game.marbles(me);
            let occupied = line.game.occupied();
            let moves = line.game.moves_of(me);
            looked += moves.len() as u64;
            for m in moves.iter() {
                if line.first.is_none() && repeats(&line.game, m) {
                    continue;
                }
                let change = m.from.bit() | m.to.bit();
                let finishes = win.target_filled(target, own ^ change, occupied ^ change);
                children.push(Child {
                    cost: line.cost - eval.gain(me, m),
                    hash: line.hash ^ KEYS.delta(me, m.from, m.to),
                    line: i,
                    m,
                    first_gain: eval.gain(me, line.first.unwrap_or(m)),
                    finishes,
                });
            }
            if looked >= nodes || stop.load(Ordering::Relaxed) {
                break;
            }
        }
        // Of plans as short, the one that gains most at once: one that
        // starts by stepping aside is no sooner, and re-planned every turn
        // it could step aside for ever.
        if let Some(win) = children.iter().filter(|c| c.finishes).max_by_key(|c| c.first_gain) {
            let first = beam[win.line].first.unwrap_or(win.m);
            return Some(Plan { first, moves_to_finish: Some(depth), nodes: looked });
        }
        // Equal costs go to the line that gained most with its first move
        // (two orders of the same moves are one line), then by the seed, so
        // seeds vary the games.
        children.sort_unstable_by_key(|c| (c.cost, -c.first_gain, c.hash ^ seed));
        seen.clear();
        let mut next = Vec::with_capacity(width);
        for c in &children {
            if next.len() == width {
                break;
            }
            if !seen.insert(c.hash) {
                continue;
            }
            let parent = &beam[c.line];
            let mut child = parent.game.clone();
            child.play_unchecked(c.m);
            // The other players stand still.
            while !child.is_over() && child.to_move() != me {
                child.pass_unchecked();
            }
            if child.is_over() {
                continue;
            }
            next.push(Line { game: child, first: parent.first.or(Some(c.m)), cost: c.cost, hash: c.hash });
        }
        if next.is_empty() || looked >= nodes || stop.load(Ordering::Relaxed) {
            break;
        }
        beam = next;
    }
    let best = beam.first()?;
    Some(Plan { first: best.first?, moves_to_finish: None, nodes: looked })
}
