//! The star board: its 121 holes, their neighbours and the six points.
//!
//! Holes are numbered 0..121 row by row, top to bottom and left to right, so a
//! set of holes fits in one `u128` ([`HoleSet`]). Geometry uses the "doubled"
//! coordinates of docs/rules.md: `(row, col)` with `col` the hole's text column in
//! the board diagram, where the neighbours of `(r, c)` are `(r, c±2)` and
//! `(r±1, c±1)`. All tables are computed at compile time.

/// Number of holes on the board.
pub const HOLE_COUNT: usize = 121;
/// Number of rows, `a` (top) to `q` (bottom).
pub const ROW_COUNT: usize = 17;
/// Holes in each row, top to bottom.
pub const ROW_WIDTHS: [u8; ROW_COUNT] = [1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1];
/// Number of text columns in the doubled coordinates (0..25).
pub const COL_COUNT: usize = 25;
/// Largest number of holes a player may have.
pub const MARBLES_PER_PLAYER: usize = 10;

/// Marker for "no hole" in the neighbour tables.
const NONE: u8 = u8::MAX;

/// One hole of the board, by index 0..121 (row-major from `a1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Hole(u8);

impl Hole {
    /// The hole at the middle of the board, `i5` (row 8, doubled column 12).
    pub const CENTRE: Hole = match Hole::at(ROW_COUNT / 2, COL_COUNT / 2) {
        Some(hole) => hole,
        None => panic!("the board has a middle hole"),
    };

    /// The hole with this index, if it is on the board.
    #[inline]
    pub const fn new(index: usize) -> Option<Hole> {
        if index < HOLE_COUNT { Some(Hole(index as u8)) } else { None }
    }

    /// The hole at doubled coordinates `(row, col)`, if there is one.
    #[inline]
    pub const fn at(row: usize, col: usize) -> Option<Hole> {
        if row >= ROW_COUNT || col >= COL_COUNT {
            return None;
        }
        match TABLES.index_of[row][col] {
            NONE => None,
            i => Some(Hole(i)),
        }
    }

    /// The `n`-th hole (0-based) of `row`, if the row has that many.
    pub const fn in_row(row: usize, n: usize) -> Option<Hole> {
        if row >= ROW_COUNT || n >= ROW_WIDTHS[row] as usize {
            return None;
        }
        Some(Hole(TABLES.row_start[row] + n as u8))
    }

    /// Index 0..121.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Row 0..17 (`a` is 0).
    #[inline]
    pub const fn row(self) -> usize {
        TABLES.row[self.0 as usize] as usize
    }

    /// Doubled column 0..25.
    #[inline]
    pub const fn col(self) -> usize {
        TABLES.col[self.0 as usize] as usize
    }

    /// Position within its row, 0-based (the notation's number minus one).
    #[inline]
    pub const fn index_in_row(self) -> usize {
        (self.0 - TABLES.row_start[self.row()]) as usize
    }

    /// The neighbour in direction `dir`, if it is on the board.
    #[inline]
    pub fn neighbour(self, dir: Direction) -> Option<Hole> {
        match TABLES.neighbour[self.0 as usize][dir as usize] {
            NONE => None,
            i => Some(Hole(i)),
        }
    }

    /// All holes next to this one.
    #[inline]
    pub fn neighbours(self) -> HoleSet {
        HoleSet(TABLES.neighbour_mask[self.0 as usize])
    }

    /// The holes in a straight line from here in direction `dir`, nearest
    /// first, up to the board's edge.
    #[inline]
    pub fn ray(self, dir: Direction) -> impl Iterator<Item = Hole> {
        let ray = &TABLES.ray[self.0 as usize][dir as usize];
        ray.iter().take_while(|&&i| i != NONE).map(|&i| Hole(i))
    }

    /// Which point this hole belongs to, or `None` for the centre hexagon.
    #[inline]
    pub fn point(self) -> Option<Point> {
        Point::ALL.into_iter().find(|p| p.holes().contains(self))
    }

    /// The set holding just this hole.
    #[inline]
    pub const fn bit(self) -> HoleSet {
        HoleSet(1u128 << self.0)
    }

    /// Every hole, in index order.
    pub fn all() -> impl Iterator<Item = Hole> {
        (0..HOLE_COUNT as u8).map(Hole)
    }
}

/// One of the six directions along the board's lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Right along the row.
    East,
    /// Down and to the right.
    SouthEast,
    /// Down and to the left.
    SouthWest,
    /// Left along the row.
    West,
    /// Up and to the left.
    NorthWest,
    /// Up and to the right.
    NorthEast,
}

impl Direction {
    /// All six, clockwise from east; `ALL[(i + 3) % 6]` is opposite `ALL[i]`.
    pub const ALL: [Direction; 6] = [
        Direction::East,
        Direction::SouthEast,
        Direction::SouthWest,
        Direction::West,
        Direction::NorthWest,
        Direction::NorthEast,
    ];

    /// Step in doubled coordinates `(row, col)`.
    const fn delta(self) -> (isize, isize) {
        match self {
            Direction::East => (0, 2),
            Direction::SouthEast => (1, 1),
            Direction::SouthWest => (1, -1),
            Direction::West => (0, -2),
            Direction::NorthWest => (-1, -1),
            Direction::NorthEast => (-1, 1),
        }
    }
}

/// A set of holes, one bit per hole (bit `i` for the hole of index `i`).
///
/// Only the low 121 bits are holes; every way in keeps the others clear, so
/// every member of a set is a hole of the board.
///
/// ```
/// use chinese_checkers_rules::{Hole, HoleSet};
/// let set = HoleSet::from_bits(u128::MAX);
/// assert_eq!(set, HoleSet::ALL);
/// assert_eq!(set.iter().last(), Hole::new(120));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct HoleSet(u128);

impl HoleSet {
    /// No holes.
    pub const EMPTY: HoleSet = HoleSet(0);
    /// All 121 holes.
    pub const ALL: HoleSet = HoleSet((1u128 << HOLE_COUNT) - 1);

    /// The set of the holes whose bits are set in `bits`; bits past the
    /// board's holes are ignored.
    #[inline]
    pub const fn from_bits(bits: u128) -> HoleSet {
        HoleSet(bits & HoleSet::ALL.0)
    }

    /// The set from bits known to name holes only (the board's own tables).
    #[inline]
    pub(crate) const fn from_hole_bits(bits: u128) -> HoleSet {
        debug_assert!(bits & !HoleSet::ALL.0 == 0, "bits past the board's holes");
        HoleSet(bits)
    }

    /// The set as bits, bit `i` for the hole of index `i`.
    #[inline]
    pub const fn bits(self) -> u128 {
        self.0
    }

    /// Whether `hole` is in the set.
    #[inline]
    pub const fn contains(self, hole: Hole) -> bool {
        self.0 >> hole.0 & 1 != 0
    }

    /// Number of holes in the set.
    #[inline]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set has no holes.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Adds a hole.
    #[inline]
    pub fn insert(&mut self, hole: Hole) {
        self.0 |= 1u128 << hole.0;
    }

    /// Removes a hole.
    #[inline]
    pub fn remove(&mut self, hole: Hole) {
        self.0 &= !(1u128 << hole.0);
    }

    /// The lowest-numbered hole, if any.
    #[inline]
    pub fn first(self) -> Option<Hole> {
        (self.0 != 0).then(|| Hole(self.0.trailing_zeros() as u8))
    }

    /// The holes in index order.
    #[inline]
    pub fn iter(self) -> HoleSetIter {
        HoleSetIter(self.0)
    }
}

impl std::ops::BitOr for HoleSet {
    type Output = HoleSet;
    #[inline]
    fn bitor(self, rhs: HoleSet) -> HoleSet {
        HoleSet(self.0 | rhs.0)
    }
}

impl std::ops::BitAnd for HoleSet {
    type Output = HoleSet;
    #[inline]
    fn bitand(self, rhs: HoleSet) -> HoleSet {
        HoleSet(self.0 & rhs.0)
    }
}

impl std::ops::BitOrAssign for HoleSet {
    #[inline]
    fn bitor_assign(&mut self, rhs: HoleSet) {
        self.0 |= rhs.0;
    }
}

impl std::ops::BitAndAssign for HoleSet {
    #[inline]
    fn bitand_assign(&mut self, rhs: HoleSet) {
        self.0 &= rhs.0;
    }
}

impl std::ops::BitXor for HoleSet {
    type Output = HoleSet;
    /// The holes in exactly one of the two sets.
    #[inline]
    fn bitxor(self, rhs: HoleSet) -> HoleSet {
        HoleSet(self.0 ^ rhs.0)
    }
}

impl std::ops::BitXorAssign for HoleSet {
    #[inline]
    fn bitxor_assign(&mut self, rhs: HoleSet) {
        self.0 ^= rhs.0;
    }
}

impl std::ops::Not for HoleSet {
    type Output = HoleSet;
    /// The holes of the board not in the set.
    #[inline]
    fn not(self) -> HoleSet {
        HoleSet(!self.0 & HoleSet::ALL.0)
    }
}

impl IntoIterator for HoleSet {
    type Item = Hole;
    type IntoIter = HoleSetIter;
    #[inline]
    fn into_iter(self) -> HoleSetIter {
        self.iter()
    }
}

impl FromIterator<Hole> for HoleSet {
    fn from_iter<I: IntoIterator<Item = Hole>>(iter: I) -> HoleSet {
        let mut set = HoleSet::EMPTY;
        for hole in iter {
            set.insert(hole);
        }
        set
    }
}

/// Iterator over the holes of a [`HoleSet`], lowest index first.
#[derive(Clone, Debug)]
pub struct HoleSetIter(u128);

impl Iterator for HoleSetIter {
    type Item = Hole;
    #[inline]
    fn next(&mut self) -> Option<Hole> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Hole(index))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for HoleSetIter {}

/// One of the six triangular points of the star, named by compass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Point {
    /// Bottom point, rows n–q (nearest the viewer).
    S,
    /// Lower left point, rows j–m.
    SW,
    /// Upper left point, rows e–h.
    NW,
    /// Top point, rows a–d.
    N,
    /// Upper right point, rows e–h.
    NE,
    /// Lower right point, rows j–m.
    SE,
}

impl Point {
    /// The six points in clockwise order seen from above with `S` nearest.
    pub const ALL: [Point; 6] = [Point::S, Point::SW, Point::NW, Point::N, Point::NE, Point::SE];

    /// The point across the board.
    #[inline]
    pub const fn opposite(self) -> Point {
        Point::ALL[(self as usize + 3) % 6]
    }

    /// The ten holes of the point.
    #[inline]
    pub const fn holes(self) -> HoleSet {
        HoleSet(TABLES.point_mask[self as usize])
    }

    /// The hole at the point's far tip (the last one a marble reaches).
    #[inline]
    pub const fn tip(self) -> Hole {
        Hole(TABLES.tip[self as usize])
    }

    /// The compass name, as in docs/rules.md.
    pub const fn name(self) -> &'static str {
        match self {
            Point::S => "S",
            Point::SW => "SW",
            Point::NW => "NW",
            Point::N => "N",
            Point::NE => "NE",
            Point::SE => "SE",
        }
    }
}

/// The 61 holes of the centre hexagon.
pub const fn centre() -> HoleSet {
    let mut all = HoleSet::ALL.0;
    let mut p = 0;
    while p < 6 {
        all &= !TABLES.point_mask[p];
        p += 1;
    }
    HoleSet(all)
}

/// Steps from each hole to each point's tip on an empty board, indexed
/// `[point as usize][hole.index()]`.
#[inline]
pub fn distance_to_tip(point: Point, hole: Hole) -> u8 {
    TABLES.tip_distance[point as usize][hole.index()]
}

/// The precomputed geometry.
struct Tables {
    row_start: [u8; ROW_COUNT],
    row: [u8; HOLE_COUNT],
    col: [u8; HOLE_COUNT],
    index_of: [[u8; COL_COUNT]; ROW_COUNT],
    neighbour: [[u8; 6]; HOLE_COUNT],
    neighbour_mask: [u128; HOLE_COUNT],
    ray: [[[u8; ROW_COUNT]; 6]; HOLE_COUNT],
    point_mask: [u128; 6],
    tip: [u8; 6],
    tip_distance: [[u8; HOLE_COUNT]; 6],
}

/// The board's geometry, built at compile time.
static TABLES: Tables = build_tables();

/// For long jumps: every straight line from every hole.
pub(crate) struct Lines {
    /// The holes along the ray from a hole in a direction, as a set.
    pub mask: [[u128; 6]; HOLE_COUNT],
    /// The holes along the ray by distance (index 0 is the neighbour),
    /// `u8::MAX` past the board's edge.
    pub holes: [[[u8; 16]; 6]; HOLE_COUNT],
    /// Steps from one hole to another along a line (0 if not on one).
    pub steps: [[u8; HOLE_COUNT]; HOLE_COUNT],
}

/// The lines of the board, for long jumps.
pub(crate) static LINES: Lines = build_lines();

const fn build_tables() -> Tables {
    let mut t = Tables {
        row_start: [0; ROW_COUNT],
        row: [0; HOLE_COUNT],
        col: [0; HOLE_COUNT],
        index_of: [[NONE; COL_COUNT]; ROW_COUNT],
        neighbour: [[NONE; 6]; HOLE_COUNT],
        neighbour_mask: [0; HOLE_COUNT],
        ray: [[[NONE; ROW_COUNT]; 6]; HOLE_COUNT],
        point_mask: [0; 6],
        tip: [0; 6],
        tip_distance: [[0; HOLE_COUNT]; 6],
    };
    let mut index = 0usize;
    let mut r = 0;
    while r < ROW_COUNT {
        t.row_start[r] = index as u8;
        let width = ROW_WIDTHS[r] as usize;
        let mut n = 0;
        while n < width {
            let c = 13 - width + 2 * n;
            t.row[index] = r as u8;
            t.col[index] = c as u8;
            t.index_of[r][c] = index as u8;
            index += 1;
            n += 1;
        }
        r += 1;
    }
    let mut h = 0;
    while h < HOLE_COUNT {
        let mut d = 0;
        while d < 6 {
            let (dr, dc) = Direction::ALL[d].delta();
            let (mut r, mut c) = (t.row[h] as isize, t.col[h] as isize);
            let mut k = 0;
            loop {
                r += dr;
                c += dc;
                if r < 0 || c < 0 || r >= ROW_COUNT as isize || c >= COL_COUNT as isize {
                    break;
                }
                let i = t.index_of[r as usize][c as usize];
                if i == NONE {
                    break;
                }
                t.ray[h][d][k] = i;
                k += 1;
            }
            t.neighbour[h][d] = t.ray[h][d][0];
            if t.ray[h][d][0] != NONE {
                t.neighbour_mask[h] |= 1u128 << t.ray[h][d][0];
            }
            d += 1;
        }
        h += 1;
    }
    // Points: N rows 0-3, S rows 13-16; the side points are the outer four,
    // three, two and one holes of rows 4-7 (NW, NE) and 9-12 (SW, SE).
    let mut h = 0;
    while h < HOLE_COUNT {
        let r = t.row[h] as usize;
        let n = h - t.row_start[r] as usize;
        let width = ROW_WIDTHS[r] as usize;
        let bit = 1u128 << h;
        if r <= 3 {
            t.point_mask[Point::N as usize] |= bit;
        } else if r >= 13 {
            t.point_mask[Point::S as usize] |= bit;
        } else if r <= 7 {
            let outer = 8 - r; // 4, 3, 2, 1 holes at each end
            if n < outer {
                t.point_mask[Point::NW as usize] |= bit;
            } else if n >= width - outer {
                t.point_mask[Point::NE as usize] |= bit;
            }
        } else if r >= 9 {
            let outer = r - 8; // 1, 2, 3, 4 holes at each end
            if n < outer {
                t.point_mask[Point::SW as usize] |= bit;
            } else if n >= width - outer {
                t.point_mask[Point::SE as usize] |= bit;
            }
        }
        h += 1;
    }
    // Far tips: N a1, S q1, NW e1, NE e13, SW m1, SE m13.
    t.tip[Point::N as usize] = t.row_start[0];
    t.tip[Point::S as usize] = t.row_start[16];
    t.tip[Point::NW as usize] = t.row_start[4];
    t.tip[Point::NE as usize] = t.row_start[4] + 12;
    t.tip[Point::SW as usize] = t.row_start[12];
    t.tip[Point::SE as usize] = t.row_start[12] + 12;
    // Step distances on an empty board, by breadth-first search from each tip.
    let mut p = 0;
    while p < 6 {
        let mut dist = [NONE; HOLE_COUNT];
        let mut queue = [0u8; HOLE_COUNT];
        let (mut head, mut tail) = (0, 1);
        queue[0] = t.tip[p];
        dist[t.tip[p] as usize] = 0;
        while head < tail {
            let h = queue[head] as usize;
            head += 1;
            let mut d = 0;
            while d < 6 {
                let nb = t.neighbour[h][d];
                if nb != NONE && dist[nb as usize] == NONE {
                    dist[nb as usize] = dist[h] + 1;
                    queue[tail] = nb;
                    tail += 1;
                }
                d += 1;
            }
        }
        t.tip_distance[p] = dist;
        p += 1;
    }
    t
}

const fn build_lines() -> Lines {
    let mut lines = Lines {
        mask: [[0; 6]; HOLE_COUNT],
        holes: [[[NONE; 16]; 6]; HOLE_COUNT],
        steps: [[0; HOLE_COUNT]; HOLE_COUNT],
    };
    let mut h = 0;
    while h < HOLE_COUNT {
        let mut d = 0;
        while d < 6 {
            let mut i = 0;
            while i < ROW_COUNT && TABLES.ray[h][d][i] != NONE {
                let hole = TABLES.ray[h][d][i];
                lines.mask[h][d] |= 1u128 << hole;
                lines.holes[h][d][i] = hole;
                lines.steps[h][hole as usize] = (i + 1) as u8;
                i += 1;
            }
            d += 1;
        }
        h += 1;
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_and_points_have_the_right_sizes() {
        assert_eq!(ROW_WIDTHS.iter().map(|&w| w as usize).sum::<usize>(), HOLE_COUNT);
        for p in Point::ALL {
            assert_eq!(p.holes().len(), 10, "{p:?}");
            assert!(p.holes().contains(p.tip()), "{p:?}");
        }
        assert_eq!(centre().len(), 61);
    }

    #[test]
    fn neighbours_are_symmetric() {
        for h in Hole::all() {
            for (i, d) in Direction::ALL.into_iter().enumerate() {
                if let Some(n) = h.neighbour(d) {
                    assert_eq!(n.neighbour(Direction::ALL[(i + 3) % 6]), Some(h));
                }
            }
        }
    }

    #[test]
    fn tips_are_far_apart() {
        assert_eq!(distance_to_tip(Point::N, Point::S.tip()), 16);
        assert_eq!(distance_to_tip(Point::NW, Point::SE.tip()), 16);
        assert_eq!(distance_to_tip(Point::S, Point::S.tip()), 0);
    }
}
