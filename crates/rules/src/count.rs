//! Counting moves without listing them: perft's last ply, and its last two
//! plies at once.
//!
//! With adjacent hops, a player's moves are counted class by class (see
//! [`super::hops`]): the steps marble by marble, the hop chains by flood
//! fill. For the last two plies, the next player's moves are counted once,
//! marble by marble, before the mover moves; each of the mover's moves then
//! changes them only near the hole it leaves and the hole it takes. The
//! steps change by the next player's marbles beside those two holes. A
//! marble's chains change only if a hop from its hole or from one of their
//! landings does, and a hop changes only where a marble comes or goes one or
//! two holes along its line (anywhere along it, for long jumps): only the
//! marbles whose chains pass near the move are filled again. Nothing is
//! played, and nothing is remembered from one position to the next.

use super::board::{Hole, HoleSet, MARBLES_PER_PLAYER};
use super::game::{Game, Move};
use super::hops::{
    CLASSES, ClassSets, class_bit, class_edges, class_hop_count, holes_of, hop_zone, hoppers_of, neighbours_at,
    reach_in,
};
use super::movegen::{MoveList, line_zone, long_hop_reach};
use super::seat::Seat;
use super::setup::{Jumps, TargetLock};

/// One player's marbles and the holes their moves may end in: what counting
/// their moves needs besides where the marbles stand. The target lock of
/// [`TargetLock::EndOfMove`] is kept; a [`TargetLock::WholeMove`] lock is
/// not.
struct Counter<'a> {
    board: &'a ClassSets,
    marbles: &'a ClassSets,
    /// The holes the player's moves may end in.
    ends: &'a ClassSets,
    /// Under the target lock, the target (its marbles there may only move
    /// within it); without, nothing.
    locked: ClassSets,
    /// `locked` as a hole set.
    target: HoleSet,
    /// The holes a step may end in, free or not.
    step_ends: HoleSet,
    /// The holes in play.
    board_set: HoleSet,
    /// The player's marbles, and those of them the lock leaves free.
    marble_set: HoleSet,
    free_marbles: HoleSet,
}

impl<'a> Counter<'a> {
    fn new(game: &'a Game, player: Seat) -> Counter<'a> {
        let locked = game.rules().target_lock != TargetLock::Off;
        let target = if locked { game.target_point(player).holes() } else { HoleSet::EMPTY };
        Counter {
            board: game.board_classes(),
            marbles: game.marble_classes(player),
            ends: game.allowed_classes(player),
            locked: if locked { *game.target_classes(player) } else { ClassSets::default() },
            target,
            step_ends: game.allowed_ends(player) & game.board(),
            board_set: game.board(),
            marble_set: game.marbles(player),
            free_marbles: game.marbles(player) & !target,
        }
    }

    /// The player's moves with the marbles on `occupied` (`free`: the
    /// board's free holes).
    #[inline(always)]
    fn count(&self, occupied: &ClassSets, free: HoleSet) -> u32 {
        let mut count = self.steps(free);
        for class in 0..CLASSES {
            let edges = class_edges(class, occupied, self.board.0[class] & !occupied.0[class]);
            let hoppers = hoppers_of(edges);
            count += class_hop_count(
                class,
                &edges,
                hoppers,
                self.marbles.0[class],
                self.ends.0[class],
                self.locked.0[class],
            );
        }
        count
    }

    /// The player's steps, with `free` the board's free holes.
    #[inline(always)]
    fn steps(&self, free: HoleSet) -> u32 {
        let step_ends = self.step_ends & free;
        let mut count = 0;
        for class in 0..CLASSES {
            let mut marbles = self.marbles.0[class];
            while marbles != 0 {
                let start = marbles & marbles.wrapping_neg();
                marbles ^= start;
                let steps = neighbours_at(class, start) & step_ends;
                count += if self.locked.0[class] & start == 0 { steps.len() } else { (steps & self.target).len() };
            }
        }
        count
    }

    /// The hop-chain moves of the player's marble on bit `start` of class
    /// `class`, whose chains land on `reach`.
    #[inline(always)]
    fn hops(&self, class: usize, start: u64, reach: u64) -> u32 {
        let locked = self.locked.0[class];
        let ends = if locked & start == 0 { self.ends.0[class] } else { self.ends.0[class] & locked };
        (reach & ends).count_ones()
    }

    /// The long-jump moves of the player's marble on `hole`, whose chains
    /// land on `reach` (`hole` may be in it).
    #[inline(always)]
    fn long_hops(&self, hole: Hole, reach: HoleSet) -> u32 {
        let ends = if self.target.contains(hole) { self.step_ends & self.target } else { self.step_ends };
        (reach & ends & !hole.bit()).len()
    }

    /// The player's marbles that could step into `hole` were it free.
    #[inline(always)]
    fn stepping_into(&self, hole: Hole) -> u32 {
        if !self.step_ends.contains(hole) {
            return 0;
        }
        let movers = if self.target.contains(hole) { self.marble_set } else { self.free_marbles };
        (hole.neighbours() & movers).len()
    }
}

/// The next player's moves in the position before the mover's move, kept
/// marble by marble so that each of the mover's moves recounts only what it
/// changes.
struct Replies<'a> {
    counter: Counter<'a>,
    occupied: ClassSets,
    taken: HoleSet,
    steps: u32,
    marbles: [Chains; MARBLES_PER_PLAYER],
    marble_count: usize,
}

/// One marble's hop chains in the position before the mover's move.
#[derive(Clone, Copy)]
struct Chains {
    hole: Hole,
    /// The marble's class, and its bit there.
    class: usize,
    bit: u64,
    /// The marble's hole and the landings of its chains: the chains change
    /// only if a hop from one of these does.
    chained: HoleSet,
    /// The hop-chain moves.
    moves: u32,
}

impl<'a> Replies<'a> {
    /// The replies of `counter`'s player in `game`, whose hops are long
    /// jumps if `LONG`.
    fn new<const LONG: bool>(counter: Counter<'a>, game: &Game) -> Replies<'a> {
        let (occupied, taken) = (*game.occupied_classes(), game.occupied());
        let free = game.board() & !taken;
        let edges: [[u64; 6]; CLASSES] =
            std::array::from_fn(|class| class_edges(class, &occupied, counter.board.0[class] & !occupied.0[class]));
        let unused = Chains { hole: Hole::CENTRE, class: 0, bit: 0, chained: HoleSet::EMPTY, moves: 0 };
        let mut marbles = [unused; MARBLES_PER_PLAYER];
        let mut marble_count = 0;
        for (hole, slot) in counter.marble_set.iter().zip(&mut marbles) {
            let (class, bit) = class_bit(hole);
            let (chained, moves) = if LONG {
                let reach = long_hop_reach(hole, taken, free);
                (reach, counter.long_hops(hole, reach))
            } else {
                let reach = reach_in(class, &edges[class], hoppers_of(edges[class]), bit);
                (holes_of(class, reach | bit), counter.hops(class, bit, reach))
            };
            *slot = Chains { hole, class, bit, chained, moves };
            marble_count += 1;
        }
        let steps = counter.steps(free);
        Replies { counter, occupied, taken, steps, marbles, marble_count }
    }

    /// The replies after the move from `from` to `to`, a move of the
    /// mover's that finishes no one, with `left` the replies' state once the
    /// marble has left `from`. A marble's chains change only if a hop from its
    /// hole or one of their landings does, and only the hops near the
    /// move's two holes change (along their lines, for long jumps): the
    /// other marbles' counts stand.
    #[inline(always)]
    fn after<const LONG: bool>(&self, left: &Left, to: Hole) -> u32 {
        let counter = &self.counter;
        let mut occupied = left.occupied;
        occupied.toggle(to);
        let taken = left.taken | to.bit();
        let zone = left.zone | if LONG { line_zone(to) } else { hop_zone(to) };
        let mut edges = [[0; 6]; CLASSES];
        let mut known = [false; CLASSES];
        let mut count = left.steps - counter.stepping_into(to);
        for marble in &self.marbles[..self.marble_count] {
            let Chains { hole, class, bit, chained, moves } = *marble;
            count += if (chained & zone).is_empty() {
                moves
            } else if LONG {
                counter.long_hops(hole, long_hop_reach(hole, taken, counter.board_set & !taken))
            } else {
                if !known[class] {
                    edges[class] = class_edges(class, &occupied, counter.board.0[class] & !occupied.0[class]);
                    known[class] = true;
                }
                counter.hops(class, bit, reach_in(class, &edges[class], hoppers_of(edges[class]), bit))
            };
        }
        count
    }

    /// What a move's leaving `from` does to the replies, whatever its end.
    #[inline(always)]
    fn leaving<const LONG: bool>(&self, from: Hole) -> Left {
        let mut occupied = self.occupied;
        occupied.toggle(from);
        Left {
            occupied,
            taken: self.taken ^ from.bit(),
            zone: if LONG { line_zone(from) } else { hop_zone(from) },
            steps: self.steps + self.counter.stepping_into(from),
        }
    }
}

/// The position once the mover's marble has left its hole, for
/// [`Replies::after`]: the marbles by class and as a set, the holes whose
/// hops may have changed, and the replies' steps.
struct Left {
    occupied: ClassSets,
    taken: HoleSet,
    zone: HoleSet,
    steps: u32,
}

impl Game {
    /// Number of legal moves of the player to move, without listing them
    /// (perft's last ply).
    pub fn count_moves(&self) -> u64 {
        if self.is_over() {
            return 0;
        }
        if self.rules().jumps == Jumps::Long || self.rules().target_lock == TargetLock::WholeMove {
            return self.count_moves_by_marble();
        }
        let counter = Counter::new(self, self.to_move());
        u64::from(counter.count(self.occupied_classes(), self.board() & !self.occupied()))
    }

    /// Perft's last two plies (see [`super::perft`]): the sum over the
    /// moves of the player to move of the next player's moves after each
    /// (1 where that player would pass, 0 where the game ends). `None` where
    /// the shortcut does not apply: the whole-move target lock, no move to
    /// make, or a turn after which the next player does not follow from the
    /// seat order alone.
    pub(crate) fn count_two_plies(&mut self) -> Option<u64> {
        if self.rules().target_lock == TargetLock::WholeMove {
            return None;
        }
        let next = self.plain_next_turn()?;
        let moves = self.legal_moves();
        if moves.is_empty() {
            return None;
        }
        let (mut total, filling) = match self.rules().jumps {
            Jumps::Adjacent => self.count_replies::<false>(&moves, next),
            Jumps::Long => self.count_replies::<true>(&moves, next),
        };
        if filling {
            for m in moves.iter() {
                if self.fills_a_target(m) {
                    let undo = self.play_unchecked(m);
                    total += if self.is_over() { 0 } else { self.count_moves().max(1) };
                    self.take_back(undo);
                }
            }
        }
        Some(total)
    }

    /// The sum over `moves` that fill no target of `next`'s moves after
    /// each (1 for none), and whether any move fills a target.
    #[inline(always)]
    fn count_replies<const LONG: bool>(&self, moves: &MoveList, next: Seat) -> (u64, bool) {
        let replies = Replies::new::<LONG>(Counter::new(self, next), self);
        let mut total = 0;
        let mut filling = false;
        for (from, ends) in moves.by_marble() {
            let left = replies.leaving::<LONG>(from);
            for to in ends {
                // A move that fills a target may finish its owner: played apart.
                if self.fills_a_target(Move { from, to }) {
                    filling = true;
                } else {
                    total += u64::from(replies.after::<LONG>(&left, to)).max(1);
                }
            }
        }
        (total, filling)
    }
}
