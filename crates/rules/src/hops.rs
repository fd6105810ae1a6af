//! Adjacent hop chains, filled bit-parallel.
//!
//! In the axial coordinates `u = (col + row) / 2`, `v = row`, a hop moves a
//! marble by two along one of the six directions, so a chain never changes
//! the parities of `u` and `v`: the holes fall into four classes that chains
//! never leave, and every hurdle of a chain lies in another class than the
//! chain. Each class is kept as one `u64` in which the hole at `(u, v)` has
//! bit `(u / 2 + 7 · (v / 2)) mod 64` (no two holes of a class share one),
//! so a hop in a given direction moves every bit of a set by the same
//! rotation. A flood fill then expands all it has reached at once: six
//! rotations a step, and as many steps as the longest chain has hops.

use super::board::{COL_COUNT, HOLE_COUNT, Hole, HoleSet, ROW_COUNT};

/// Number of parity classes.
pub(crate) const CLASSES: usize = 4;

/// A class's bit of the hole at axial `(u, v)`, from the halved coordinates.
const fn slot(u: usize, v: usize) -> usize {
    (u / 2 + 7 * (v / 2)) % 64
}

/// The rotation (left) that carries a hole's bit to that of the hole two
/// steps away in each direction, `Direction::ALL` order.
const HOP_ROTATION: [u32; 6] = {
    let mut rotation = [0; 6];
    let mut d = 0;
    while d < 6 {
        let (du, dv) = AXIAL_STEP[d];
        rotation[d] = (du + 7 * dv).rem_euclid(64) as u32;
        d += 1;
    }
    rotation
};

/// One step along each direction in axial coordinates, `Direction::ALL` order.
const AXIAL_STEP: [(i32, i32); 6] = [(1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1), (0, -1)];

/// The class layout of the board, built at compile time.
struct Layout {
    /// Per hole: its class.
    class: [u8; HOLE_COUNT],
    /// Per hole: its bit in its class.
    bit: [u8; HOLE_COUNT],
    /// Per class and bit: the hole there (`u8::MAX` for none).
    hole: [[u8; 64]; CLASSES],
    /// Per class and direction: the holes that have a neighbour and a hole
    /// beyond it in that direction (a hop from them stays on the board).
    hop_from: [[u64; 6]; CLASSES],
    /// Per class and bit: the neighbours of the hole there.
    neighbours: [[u128; 64]; CLASSES],
    /// Per hole: the holes one and two steps from it along each line, whose
    /// hops are the only ones a marble arriving there or leaving can change.
    hop_zone: [u128; HOLE_COUNT],
    /// Per class and direction: the class of the neighbours.
    hurdle_class: [[u8; 6]; CLASSES],
    /// Per class and direction: the rotation (right) that carries each
    /// neighbour's bit in its class to the bit of the hole it neighbours.
    hurdle_rotation: [[u32; 6]; CLASSES],
}

static LAYOUT: Layout = build_layout();

/// The axial coordinates of a hole.
const fn axial(hole: Hole) -> (usize, usize) {
    ((hole.col() + hole.row()) / 2, hole.row())
}

/// The hole at axial `(u, v)`, if there is one.
const fn at_axial(u: i32, v: i32) -> Option<Hole> {
    let col = 2 * u - v;
    if v < 0 || col < 0 || v >= ROW_COUNT as i32 || col >= COL_COUNT as i32 {
        return None;
    }
    Hole::at(v as usize, col as usize)
}

const fn build_layout() -> Layout {
    let mut layout = Layout {
        class: [0; HOLE_COUNT],
        bit: [0; HOLE_COUNT],
        hole: [[u8::MAX; 64]; CLASSES],
        hop_from: [[0; 6]; CLASSES],
        neighbours: [[0; 64]; CLASSES],
        hop_zone: [0; HOLE_COUNT],
        hurdle_class: [[0; 6]; CLASSES],
        hurdle_rotation: [[0; 6]; CLASSES],
    };
    let mut h = 0;
    while h < HOLE_COUNT {
        let hole = match Hole::new(h) {
            Some(hole) => hole,
            None => panic!("every index below HOLE_COUNT is a hole"),
        };
        let (u, v) = axial(hole);
        let class = u % 2 + 2 * (v % 2);
        let bit = slot(u, v);
        assert!(layout.hole[class][bit] == u8::MAX, "two holes of a class share a bit");
        layout.class[h] = class as u8;
        layout.bit[h] = bit as u8;
        layout.hole[class][bit] = h as u8;
        let mut d = 0;
        while d < 6 {
            let (du, dv) = AXIAL_STEP[d];
            let (u, v) = (u as i32, v as i32);
            if let Some(neighbour) = at_axial(u + du, v + dv) {
                layout.neighbours[class][bit] |= 1 << neighbour.index();
                layout.hop_zone[h] |= 1 << neighbour.index();
                if let Some(beyond) = at_axial(u + 2 * du, v + 2 * dv) {
                    layout.hop_from[class][d] |= 1 << bit;
                    layout.hop_zone[h] |= 1 << beyond.index();
                }
            }
            d += 1;
        }
        h += 1;
    }
    let mut class = 0;
    while class < CLASSES {
        let (a, b) = ((class % 2) as i32, (class / 2) as i32);
        let mut d = 0;
        while d < 6 {
            let (du, dv) = AXIAL_STEP[d];
            layout.hurdle_class[class][d] = ((a + du).rem_euclid(2) + 2 * (b + dv).rem_euclid(2)) as u8;
            // The neighbour's halved coordinates differ from the hole's by these.
            let (hu, hv) = ((a + du).div_euclid(2), (b + dv).div_euclid(2));
            layout.hurdle_rotation[class][d] = (hu + 7 * hv).rem_euclid(64) as u32;
            d += 1;
        }
        class += 1;
    }
    layout
}

/// The class and bit of a hole.
#[inline(always)]
pub(crate) fn class_bit(hole: Hole) -> (usize, u64) {
    let h = hole.index();
    (usize::from(LAYOUT.class[h]), 1 << LAYOUT.bit[h])
}

/// The holes whose hops (a marble next to them, the hole beyond it free)
/// change when a marble arrives on `hole` or leaves it: those one and two
/// steps from it along each line.
#[inline(always)]
pub(crate) fn hop_zone(hole: Hole) -> HoleSet {
    HoleSet::from_hole_bits(LAYOUT.hop_zone[hole.index()])
}

/// A set of holes as four class sets.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct ClassSets(pub(crate) [u64; CLASSES]);

impl ClassSets {
    /// The class sets of `holes`.
    pub(crate) fn of(holes: HoleSet) -> ClassSets {
        let mut sets = ClassSets::default();
        for hole in holes {
            sets.toggle(hole);
        }
        sets
    }

    /// Adds `hole` if it is not in the set, removes it if it is.
    #[inline(always)]
    pub(crate) fn toggle(&mut self, hole: Hole) {
        let (class, bit) = class_bit(hole);
        self.0[class] ^= bit;
    }
}

/// The holes of the bits `bits` of class `class`.
#[inline]
pub(crate) fn holes_of(class: usize, mut bits: u64) -> HoleSet {
    let mut holes = 0u128;
    while bits != 0 {
        holes |= 1 << LAYOUT.hole[class][bits.trailing_zeros() as usize];
        bits &= bits - 1;
    }
    HoleSet::from_hole_bits(holes)
}

/// The adjacent-hop graph of one position: per class and direction, the
/// holes with a hop that way (a marble on the neighbour, the hole beyond it
/// free).
pub(crate) struct HopGraph {
    edges: [[u64; 6]; CLASSES],
    /// Per class: the holes with at least one hop.
    hoppers: [u64; CLASSES],
}

impl HopGraph {
    /// The graph of the marbles on `occupied`, with the free holes `empty`.
    #[inline(always)]
    pub(crate) fn new(occupied: &ClassSets, empty: &ClassSets) -> HopGraph {
        let edges = std::array::from_fn(|class| class_edges(class, occupied, empty.0[class]));
        let hoppers = edges.map(hoppers_of);
        HopGraph { edges, hoppers }
    }

    /// The landings of every hop chain of the marble on `from`, as its class
    /// and the bits in it (`from` itself not included).
    #[inline(always)]
    pub(crate) fn reach(&self, from: Hole) -> (usize, u64) {
        let (class, start) = class_bit(from);
        (class, reach_in(class, &self.edges[class], self.hoppers[class], start))
    }
}

/// The hops of class `class`, per direction (`Direction::ALL` order): the
/// holes with a marble of `occupied` next to them that way and the hole
/// beyond it in `empty` (the class's free holes).
#[inline(always)]
pub(crate) fn class_edges(class: usize, occupied: &ClassSets, empty: u64) -> [u64; 6] {
    let mut dirs = [0; 6];
    for d in 0..3 {
        let over = occupied.0[usize::from(LAYOUT.hurdle_class[class][d])];
        let hurdled = over.rotate_right(LAYOUT.hurdle_rotation[class][d]) & LAYOUT.hop_from[class][d];
        dirs[d] = hurdled & empty.rotate_right(HOP_ROTATION[d]);
        // The hop back lands where this one starts, over the same marble.
        dirs[d + 3] = (hurdled & empty).rotate_left(HOP_ROTATION[d]);
    }
    dirs
}

/// The holes with at least one of the hops `edges`.
#[inline(always)]
pub(crate) fn hoppers_of(edges: [u64; 6]) -> u64 {
    edges.iter().fold(0, |all, &dir| all | dir)
}

/// The landings of every chain of the hops `edges` of class `class` from the
/// one bit `start` (`start` not included); `hoppers` are the holes with a
/// hop.
#[inline(always)]
pub(crate) fn reach_in(class: usize, edges: &[u64; 6], hoppers: u64, start: u64) -> u64 {
    debug_assert!(class < CLASSES);
    let mut reached = start;
    let mut frontier = start;
    loop {
        let mut next = 0;
        for (d, &edge) in edges.iter().enumerate() {
            next |= (frontier & edge).rotate_left(HOP_ROTATION[d]);
        }
        let fresh = next & !reached;
        reached |= fresh;
        // A landing with no hop of its own ends its chains: most do.
        frontier = fresh & hoppers;
        if frontier == 0 {
            return reached ^ start;
        }
    }
}

/// The number of hop-chain destinations of the marbles `marbles` of class
/// `class`, given the class's hops `edges` and the holes with a hop
/// `hoppers`: each marble's landings in `ends`, but only those in `locked`
/// for a marble that stands on `locked` (a target under the target lock;
/// 0 without it). Every landing is a free hole, so `ends` need not leave
/// out the taken ones.
#[inline(always)]
pub(crate) fn class_hop_count(
    class: usize,
    edges: &[u64; 6],
    hoppers: u64,
    marbles: u64,
    ends: u64,
    locked: u64,
) -> u32 {
    let mut count = 0;
    let mut hopping = marbles & hoppers;
    while hopping != 0 {
        let start = hopping & hopping.wrapping_neg();
        hopping ^= start;
        let to = if locked & start == 0 { ends } else { ends & locked };
        count += (reach_in(class, edges, hoppers, start) & to).count_ones();
    }
    count
}

/// The neighbours of the hole at bit `bit` (one bit) of class `class`.
#[inline(always)]
pub(crate) fn neighbours_at(class: usize, bit: u64) -> HoleSet {
    HoleSet::from_hole_bits(LAYOUT.neighbours[class][bit.trailing_zeros() as usize & 63])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hop_landings;
    use crate::{Direction, Jumps, Point};

    #[test]
    fn a_hop_is_a_rotation_of_its_class() {
        for hole in Hole::all() {
            let (class, bit) = class_bit(hole);
            assert_eq!(holes_of(class, bit), hole.bit());
            for (d, dir) in Direction::ALL.into_iter().enumerate() {
                let Some(over) = hole.neighbour(dir) else { continue };
                let Some(land) = over.neighbour(dir) else { continue };
                let (over_class, over_bit) = class_bit(over);
                let (land_class, land_bit) = class_bit(land);
                assert_eq!(land_class, class, "{hole} {dir:?}");
                assert_eq!(bit.rotate_left(HOP_ROTATION[d]), land_bit, "{hole} {dir:?}");
                assert_eq!(usize::from(LAYOUT.hurdle_class[class][d]), over_class, "{hole} {dir:?}");
                assert_eq!(over_bit.rotate_right(LAYOUT.hurdle_rotation[class][d]), bit, "{hole} {dir:?}");
                assert!(LAYOUT.hop_from[class][d] & bit != 0, "{hole} {dir:?}");
            }
        }
    }

    fn bits_of(hole: Hole) -> u64 {
        class_bit(hole).1
    }

    #[test]
    fn chains_match_single_hops() {
        // Two starting triangles and a few marbles in the middle.
        let mut occupied = Point::N.holes() | Point::S.holes();
        for i in [50, 56, 60, 61, 62, 70, 72] {
            occupied.insert(Hole::new(i).unwrap());
        }
        let empty = !occupied;
        let graph = HopGraph::new(&ClassSets::of(occupied), &ClassSets::of(empty));
        for from in occupied {
            let mut reached = from.bit();
            let mut frontier = from.bit();
            while let Some(at) = frontier.first() {
                frontier.remove(at);
                let fresh = hop_landings(at, occupied, empty, Jumps::Adjacent) & !reached;
                reached |= fresh;
                frontier |= fresh;
            }
            reached.remove(from);
            let (class, bits) = graph.reach(from);
            assert_eq!(holes_of(class, bits), reached, "from {from}");
            assert_eq!(neighbours_at(class, bits_of(from)), from.neighbours(), "from {from}");
        }
    }

    #[test]
    fn a_marble_coming_or_going_changes_only_the_hops_of_its_zone() {
        let mut occupied = Point::N.holes() | Point::S.holes();
        for i in [50, 56, 60, 61, 62, 70, 72] {
            occupied.insert(Hole::new(i).unwrap());
        }
        let edges_of = |occupied: HoleSet| -> [[u64; 6]; CLASSES] {
            let (taken, free) = (ClassSets::of(occupied), ClassSets::of(!occupied));
            std::array::from_fn(|class| class_edges(class, &taken, free.0[class]))
        };
        let before = edges_of(occupied);
        let mut changes = 0;
        for hole in Hole::all() {
            let after = edges_of(occupied ^ hole.bit());
            for class in 0..CLASSES {
                let changed = (0..6).fold(0, |bits, d| bits | (before[class][d] ^ after[class][d]));
                assert!((holes_of(class, changed) & !hop_zone(hole)).is_empty(), "{hole}");
                changes += changed.count_ones();
            }
        }
        assert!(changes > 100, "the position has hops to change");
    }
}
