//! Legal moves. A move is a start–end pair, so the moves of one marble are a
//! [`HoleSet`] of destinations: generating every move of a position fills at
//! most ten sets on the stack and allocates nothing.
//!
//! Hop chains are found by flood fill: adjacent hops bit-parallel, a whole
//! class of holes at once (see [`HopGraph`]); long jumps hole by hole, per
//! marble, as they depend on which marble moves (it stops being a hurdle
//! and frees its hole).

use super::board::{Direction, Hole, HoleSet, LINES, MARBLES_PER_PLAYER};
use super::game::{Game, Move};
use super::hops::{ClassSets, HopGraph, holes_of};
use super::seat::Seat;
use super::setup::{Jumps, TargetLock};

/// The legal moves of one player: each marble with its destinations.
#[derive(Clone, Copy, Debug, Default)]
pub struct MoveList {
    from: [Option<Hole>; MARBLES_PER_PLAYER],
    to: [HoleSet; MARBLES_PER_PLAYER],
    len: usize,
}

impl MoveList {
    /// Number of moves.
    #[inline]
    pub fn len(&self) -> usize {
        self.to[..self.len].iter().map(|d| d.len() as usize).sum()
    }

    /// Whether there is no legal move (the player must pass).
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether `m` is among the moves.
    #[inline]
    pub fn contains(&self, m: Move) -> bool {
        self.destinations(m.from).contains(m.to)
    }

    /// The holes the marble on `from` may move to (empty if it cannot move).
    #[inline]
    pub fn destinations(&self, from: Hole) -> HoleSet {
        (0..self.len).find(|&i| self.from[i] == Some(from)).map_or(HoleSet::EMPTY, |i| self.to[i])
    }

    /// The marbles that have at least one move.
    pub fn movable(&self) -> HoleSet {
        self.from[..self.len].iter().flatten().copied().collect()
    }

    /// Each marble that has a move, with its destinations, in hole order.
    #[inline]
    pub fn by_marble(&self) -> impl Iterator<Item = (Hole, HoleSet)> + '_ {
        (0..self.len).filter_map(move |i| self.from[i].map(|from| (from, self.to[i])))
    }

    /// Every move, marble by marble in hole order.
    #[inline]
    pub fn iter(&self) -> impl Iterator<Item = Move> + '_ {
        (0..self.len).flat_map(move |i| {
            let from = self.from[i];
            self.to[i].iter().filter_map(move |to| from.map(|from| Move { from, to }))
        })
    }

    #[inline]
    fn push(&mut self, from: Hole, to: HoleSet) {
        if !to.is_empty() && self.len < MARBLES_PER_PLAYER {
            self.from[self.len] = Some(from);
            self.to[self.len] = to;
            self.len += 1;
        }
    }
}

impl Game {
    /// The legal moves of the player to move (none once the game is over).
    #[inline]
    pub fn legal_moves(&self) -> MoveList {
        if self.is_over() {
            return MoveList::default();
        }
        self.moves_of(self.to_move())
    }

    /// The moves `player` could make in this position if it were their turn
    /// (a seat past the game's players has none; see [`Game`] for a seat
    /// past [`MAX_PLAYERS`](super::MAX_PLAYERS)).
    pub fn moves_of(&self, player: Seat) -> MoveList {
        let mut list = MoveList::default();
        self.each_marble_moves(player, |from, to| list.push(from, to.holes()));
        list
    }

    /// Number of moves of the player to move, counted marble by marble
    /// without listing them (for long jumps and the whole-move target lock).
    pub(super) fn count_moves_by_marble(&self) -> u64 {
        let mut count = 0;
        self.each_marble_moves(self.to_move(), |_, to| count += u64::from(to.len()));
        count
    }

    /// Calls `visit` with each of `player`'s marbles and its destinations.
    #[inline(always)]
    fn each_marble_moves(&self, player: Seat, mut visit: impl FnMut(Hole, Ends)) {
        let empty = self.board() & !self.occupied();
        let allowed = self.allowed_ends(player);
        let target = self.target_point(player).holes();
        let lock = self.rules().target_lock;
        if self.rules().jumps == Jumps::Long {
            for from in self.marbles(player) {
                let mut hops = long_hop_reach(from, self.occupied(), empty);
                // A chain that never lands in the target is free of the lock.
                if lock == TargetLock::WholeMove && (target.contains(from) || !(hops & target).is_empty()) {
                    hops = self.locked_reach(from, target, empty);
                }
                let mut to = (from.neighbours() & empty | hops) & allowed;
                if lock != TargetLock::Off && target.contains(from) {
                    to &= target;
                }
                to.remove(from);
                visit(from, Ends::set(to));
            }
            return;
        }
        let occupied = self.occupied_classes();
        let board = self.board_classes();
        let empty_classes = ClassSets(std::array::from_fn(|c| board.0[c] & !occupied.0[c]));
        let graph = HopGraph::new(occupied, &empty_classes);
        let allowed_classes = self.allowed_classes(player);
        let target_classes = self.target_classes(player);
        for from in self.marbles(player) {
            let (class, hops) = graph.reach(from);
            let locked = lock != TargetLock::Off && target.contains(from);
            // A chain that never lands in the target is free of the lock.
            if lock == TargetLock::WholeMove && (locked || hops & target_classes.0[class] != 0) {
                let mut to = (from.neighbours() & empty | self.locked_reach(from, target, empty)) & allowed;
                if locked {
                    to &= target;
                }
                to.remove(from);
                visit(from, Ends::set(to));
                continue;
            }
            let (ends, ends_class) = if locked {
                (allowed & target, allowed_classes.0[class] & target_classes.0[class])
            } else {
                (allowed, allowed_classes.0[class])
            };
            visit(from, Ends { steps: from.neighbours() & empty & ends, class, hops: hops & ends_class });
        }
    }

    /// Whether the player to move could make `m` if the target lock only
    /// looked at where a move ends: a move that
    /// [`TargetLock::WholeMove`] forbids for its chains alone.
    pub(crate) fn reaches_past_lock(&self, m: Move) -> bool {
        let player = self.to_move();
        if !self.marbles(player).contains(m.from) {
            return false;
        }
        let empty = self.board() & !self.occupied();
        let hops = match self.rules().jumps {
            Jumps::Adjacent => {
                let occupied = self.occupied_classes();
                let empty_classes = ClassSets::of(empty);
                let (class, hops) = HopGraph::new(occupied, &empty_classes).reach(m.from);
                holes_of(class, hops)
            }
            Jumps::Long => long_hop_reach(m.from, self.occupied(), empty),
        };
        (m.from.neighbours() & empty | hops).contains(m.to) && self.allowed_ends(player).contains(m.to)
    }

    /// Every landing of the hop chains from `from` that keep
    /// [`TargetLock::WholeMove`]: after a landing in `target` (the start
    /// counting as one), every later landing is in `target` too.
    fn locked_reach(&self, from: Hole, target: HoleSet, empty: HoleSet) -> HoleSet {
        let mut occupied = self.occupied();
        occupied.remove(from);
        let mut free = empty;
        free.insert(from);
        let (mut reached, mut frontier) = (from.bit(), from.bit());
        while let Some(at) = frontier.first() {
            frontier.remove(at);
            let mut landings = hop_landings(at, occupied, free, self.rules().jumps) & !reached;
            if target.contains(at) {
                landings &= target;
            }
            reached |= landings;
            frontier |= landings;
        }
        reached
    }

    /// The route the game shows for a legal move: the step itself, or the
    /// hop chain with the fewest hops, every landing listed from start to end.
    /// With [`TargetLock::WholeMove`], only chains that keep the lock count.
    pub fn route(&self, m: Move) -> Option<Vec<Hole>> {
        let target = self.target_point(self.to_move()).holes();
        let whole = self.rules().target_lock == TargetLock::WholeMove;
        self.route_where(m, |at, landing| !whole || !target.contains(at) || target.contains(landing))
    }

    /// Like [`Game::route`], with every hop of the chain from `at` to
    /// `landing` also allowed by `hop_allowed(at, landing)`: the fewest
    /// hops among such chains, or `None` if there is none.
    pub(crate) fn route_where(&self, m: Move, hop_allowed: impl Fn(Hole, Hole) -> bool) -> Option<Vec<Hole>> {
        if !self.legal_moves().contains(m) {
            return None;
        }
        if m.from.neighbours().contains(m.to) {
            return Some(vec![m.from, m.to]);
        }
        let mut occupied = self.occupied();
        occupied.remove(m.from);
        let empty = self.board() & !occupied;
        let mut parent: [Option<Hole>; 121] = [None; 121];
        let mut seen = m.from.bit();
        let mut queue = std::collections::VecDeque::from([m.from]);
        while let Some(at) = queue.pop_front() {
            for landing in hop_landings(at, occupied, empty, self.rules().jumps) {
                if seen.contains(landing) || !hop_allowed(at, landing) {
                    continue;
                }
                seen.insert(landing);
                parent[landing.index()] = Some(at);
                if landing == m.to {
                    let mut route = vec![landing];
                    let mut hole = landing;
                    while let Some(before) = parent[hole.index()] {
                        route.push(before);
                        hole = before;
                    }
                    route.reverse();
                    return Some(route);
                }
                queue.push_back(landing);
            }
        }
        None
    }
}

/// The holes one hop from `from` can land in, given the marbles on
/// `occupied` and the free holes `empty` (the moving marble's hole counts as
/// free, and is in neither set as a hurdle).
pub fn hop_landings(from: Hole, occupied: HoleSet, empty: HoleSet, jumps: Jumps) -> HoleSet {
    let mut landings = HoleSet::EMPTY;
    match jumps {
        Jumps::Adjacent => {
            for dir in Direction::ALL {
                if let Some(over) = from.neighbour(dir)
                    && let Some(land) = over.neighbour(dir)
                    && occupied.contains(over)
                    && empty.contains(land)
                {
                    landings.insert(land);
                }
            }
        }
        Jumps::Long => {
            for dir in 0..6 {
                landings |= HoleSet::from_hole_bits(long_hop(from.index(), dir, occupied.bits(), empty.bits()));
            }
        }
    }
    landings
}

/// The landing of a long jump from hole `from` along direction `dir`, as a
/// one-bit set (empty if there is none): the first marble met is the
/// hurdle, `k` holes away; the landing is `k` holes beyond it, and every hole
/// before the hurdle and after it up to the landing must be free.
#[inline]
fn long_hop(from: usize, dir: usize, occupied: u128, free: u128) -> u128 {
    let ray = LINES.mask[from][dir];
    let blockers = ray & !free;
    if blockers == 0 {
        return 0;
    }
    // The first three directions run toward higher hole numbers.
    let hurdle = if dir < 3 { blockers.trailing_zeros() } else { 127 - blockers.leading_zeros() } as usize;
    // Blockers that are not marbles are removed holes; with none on the ray
    // the nearest blocker is a marble.
    if blockers & !occupied != 0 && occupied >> hurdle & 1 == 0 {
        return 0;
    }
    let k = usize::from(LINES.steps[from][hurdle]);
    // A ray has at most 16 holes, so a hurdle more than 8 away has no landing.
    let Some(&landing) = LINES.holes[from][dir].get(2 * k - 1) else { return 0 };
    if landing == u8::MAX {
        return 0;
    }
    let beyond = LINES.mask[hurdle][dir] & !LINES.mask[usize::from(landing)][dir];
    if beyond & !free != 0 {
        return 0;
    }
    1u128 << landing
}

/// The holes along the lines through `hole`: those whose long jumps may
/// change when a marble arrives on `hole` or leaves it.
pub(super) fn line_zone(hole: Hole) -> HoleSet {
    HoleSet::from_hole_bits(LINES.mask[hole.index()].iter().fold(0, |zone, ray| zone | ray))
}

/// Every hole a chain of long jumps from `from` can land in, `from`
/// included (the marble on `from` is no hurdle).
pub(super) fn long_hop_reach(from: Hole, occupied: HoleSet, empty: HoleSet) -> HoleSet {
    let occupied = occupied.bits() & !from.bit().bits();
    let free = empty.bits() | from.bit().bits();
    let mut reached = from.bit().bits();
    let mut frontier = reached;
    while frontier != 0 {
        let at = frontier.trailing_zeros() as usize;
        frontier &= frontier - 1;
        let mut landings = 0;
        for dir in 0..6 {
            landings |= long_hop(at, dir, occupied, free);
        }
        let fresh = landings & !reached;
        reached |= fresh;
        frontier |= fresh;
    }
    HoleSet::from_hole_bits(reached)
}

/// One marble's destinations: the steps and hop landings as a hole set,
/// and the adjacent hop landings of one class (disjoint from the set).
#[derive(Clone, Copy)]
struct Ends {
    steps: HoleSet,
    class: usize,
    hops: u64,
}

impl Ends {
    /// Destinations given as a hole set alone.
    #[inline]
    fn set(to: HoleSet) -> Ends {
        Ends { steps: to, class: 0, hops: 0 }
    }

    /// Number of destinations.
    #[inline(always)]
    fn len(self) -> u32 {
        self.steps.len() + self.hops.count_ones()
    }

    /// The destinations as one hole set.
    #[inline]
    fn holes(self) -> HoleSet {
        self.steps | holes_of(self.class, self.hops)
    }
}
