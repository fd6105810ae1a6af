//! An independent, deliberately slow model of docs/rules.md, built from the
//! spec's words only (rows, doubled coordinates, points, seats, parking, hop
//! and long-jump rules) and never from the engine's tables or move
//! generator. It meets the engine only through hole names and setups.

use chinese_checkers_rules::{Game, Hole, Jumps, Parking, Rules, Seat, TargetLock, UnusedPoints, Win};
use std::collections::{BTreeSet, HashMap, VecDeque};

/// Holes per row, `a` to `q` (docs/rules.md, "The board").
const WIDTHS: [i32; 17] = [1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1];
const LETTERS: &str = "abcdefghijklmnopq";
/// The six directions in doubled coordinates: `(r, c±2)` and `(r±1, c±1)`.
const DIRECTIONS: [(i32, i32); 6] = [(0, 2), (1, 1), (1, -1), (0, -2), (-1, -1), (-1, 1)];

/// The six points in docs/rules.md's clockwise order; `(i + 3) % 6` is opposite.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compass {
    S,
    SW,
    NW,
    N,
    NE,
    SE,
}

const CLOCKWISE: [Compass; 6] = [Compass::S, Compass::SW, Compass::NW, Compass::N, Compass::NE, Compass::SE];

impl Compass {
    pub fn opposite(self) -> Compass {
        CLOCKWISE[(self as usize + 3) % 6]
    }

    /// The far tip: N `a1`, S `q1`, NW `e1`, NE `e13`, SW `m1`, SE `m13`.
    pub fn tip(self) -> &'static str {
        match self {
            Compass::N => "a1",
            Compass::S => "q1",
            Compass::NW => "e1",
            Compass::NE => "e13",
            Compass::SW => "m1",
            Compass::SE => "m13",
        }
    }
}

/// Where players 1, 2, ... start, by player count (docs/rules.md's seat table).
pub fn starts(players: usize) -> &'static [Compass] {
    use Compass::*;
    match players {
        2 => &[S, N],
        3 => &[S, NW, NE],
        4 => &[SW, NW, NE, SE],
        6 => &[S, SW, NW, N, NE, SE],
        _ => panic!("no seats for {players} players"),
    }
}

/// The star: every hole's name, doubled coordinates and point.
pub struct Star {
    pub names: Vec<String>,
    pub coords: Vec<(i32, i32)>,
    pub points: Vec<Option<Compass>>,
    /// The hole at each doubled coordinate, 17 rows by 25 columns.
    grid: [[Option<usize>; 25]; 17],
    by_name: HashMap<String, usize>,
    /// The model's index of each engine hole, matched by name.
    of_engine: Vec<usize>,
}

impl Star {
    pub fn new() -> Star {
        let mut star = Star {
            names: Vec::new(),
            coords: Vec::new(),
            points: Vec::new(),
            grid: [[None; 25]; 17],
            by_name: HashMap::new(),
            of_engine: Vec::new(),
        };
        for (r, &width) in WIDTHS.iter().enumerate() {
            let r = r as i32;
            for n in 0..width {
                // Rows are centred on text column 12, holes two columns apart.
                let c = 12 - (width - 1) + 2 * n;
                let name = format!("{}{}", &LETTERS[r as usize..r as usize + 1], n + 1);
                // N rows a-d, S rows n-q; NW/NE the outer 4, 3, 2, 1 holes of
                // rows e-h; SW/SE the outer 1, 2, 3, 4 holes of rows j-m.
                let point = match r {
                    0..=3 => Some(Compass::N),
                    13..=16 => Some(Compass::S),
                    4..=7 | 9..=12 => {
                        let outer = if r <= 7 { 8 - r } else { r - 8 };
                        let (left, right) =
                            if r <= 7 { (Compass::NW, Compass::NE) } else { (Compass::SW, Compass::SE) };
                        if n < outer {
                            Some(left)
                        } else if n >= width - outer {
                            Some(right)
                        } else {
                            None
                        }
                    }
                    _ => None,
                };
                star.grid[r as usize][c as usize] = Some(star.names.len());
                star.by_name.insert(name.clone(), star.names.len());
                star.names.push(name);
                star.coords.push((r, c));
                star.points.push(point);
            }
        }
        assert_eq!(star.names.len(), 121);
        let mut of_engine = vec![usize::MAX; 121];
        for (i, name) in star.names.iter().enumerate() {
            let hole = star.hole(i);
            assert_eq!(hole.to_string(), *name);
            of_engine[hole.index()] = i;
        }
        star.of_engine = of_engine;
        star
    }

    pub fn len(&self) -> usize {
        self.names.len()
    }

    /// The hole at doubled coordinates, if the star has one there.
    pub fn at(&self, r: i32, c: i32) -> Option<usize> {
        let row = self.grid.get(usize::try_from(r).ok()?)?;
        *row.get(usize::try_from(c).ok()?)?
    }

    pub fn index(&self, name: &str) -> usize {
        self.by_name[name]
    }

    /// The model's index of an engine hole (matched by name).
    pub fn of(&self, hole: Hole) -> usize {
        self.of_engine[hole.index()]
    }

    /// The engine hole of a model index (through its name).
    pub fn hole(&self, i: usize) -> Hole {
        self.names[i].parse().unwrap()
    }

    pub fn neighbours(&self, i: usize) -> Vec<usize> {
        let (r, c) = self.coords[i];
        DIRECTIONS.iter().filter_map(|&(dr, dc)| self.at(r + dr, c + dc)).collect()
    }

    /// Steps from `from` to every hole of the empty star, by breadth-first
    /// search.
    pub fn steps_from(&self, from: usize) -> Vec<u32> {
        let mut dist = vec![u32::MAX; self.len()];
        dist[from] = 0;
        let mut queue = VecDeque::from([from]);
        while let Some(at) = queue.pop_front() {
            for n in self.neighbours(at) {
                if dist[n] == u32::MAX {
                    dist[n] = dist[at] + 1;
                    queue.push_back(n);
                }
            }
        }
        dist
    }

    /// The holes of a point.
    pub fn point(&self, point: Compass) -> Vec<usize> {
        (0..self.len()).filter(|&i| self.points[i] == Some(point)).collect()
    }
}

/// A position under a set of rules, as docs/rules.md describes it.
pub struct Model<'a> {
    pub star: &'a Star,
    pub rules: Rules,
    pub players: usize,
    /// The player whose marble stands on each hole.
    pub owner: Vec<Option<usize>>,
}

impl<'a> Model<'a> {
    /// Reads a game's position hole by hole.
    pub fn of(star: &'a Star, game: &Game) -> Model<'a> {
        let players = game.player_count();
        let mut owner = vec![None; star.len()];
        for p in 0..players {
            for hole in game.marbles(Seat::new(p)) {
                let i = star.of(hole);
                assert_eq!(owner[i], None, "two marbles on {}", star.names[i]);
                owner[i] = Some(p);
            }
        }
        Model { star, rules: game.rules().clone(), players, owner }
    }

    pub fn start(&self, p: usize) -> Compass {
        starts(self.players)[p]
    }

    pub fn target(&self, p: usize) -> Compass {
        self.start(p).opposite()
    }

    /// Whether any player starts in or aims for the point.
    fn used(&self, point: Compass) -> bool {
        (0..self.players).any(|q| self.start(q) == point || self.target(q) == point)
    }

    /// Whether a hole is part of the board (unused points may be removed).
    pub fn in_play(&self, i: usize) -> bool {
        match (self.rules.unused_points, self.star.points[i]) {
            (UnusedPoints::Removed, Some(point)) => self.used(point),
            _ => true,
        }
    }

    fn free(&self, i: usize, start: usize) -> bool {
        self.in_play(i) && (self.owner[i].is_none() || i == start)
    }

    /// Whether player `p` may end a move on hole `i`.
    pub fn may_end(&self, p: usize, i: usize) -> bool {
        if !self.in_play(i) {
            return false;
        }
        let Some(point) = self.star.points[i] else {
            return true;
        };
        let own = point == self.start(p) || point == self.target(p);
        match self.rules.parking {
            Parking::Anywhere => true,
            Parking::NotInOthersPoints => own || !self.used(point),
            Parking::OwnPointsOnly => own,
        }
    }

    /// The landings of one hop from `at`, for the marble that started on
    /// `start` (whose hole counts as empty while it hops).
    pub fn hops(&self, start: usize, at: usize) -> Vec<usize> {
        let (r, c) = self.star.coords[at];
        let mut landings = Vec::new();
        'direction: for (dr, dc) in DIRECTIONS {
            let along = |k: i32| self.star.at(r + k * dr, c + k * dc);
            // The first marble on the line is the hurdle, `k` holes away.
            let mut k = 1;
            loop {
                let Some(i) = along(k) else {
                    continue 'direction;
                };
                if !self.in_play(i) {
                    continue 'direction;
                }
                if !self.free(i, start) {
                    break;
                }
                if self.rules.jumps == Jumps::Adjacent {
                    continue 'direction;
                }
                k += 1;
            }
            // The landing is `k` holes beyond it, every hole on the way free.
            for j in k + 1..=2 * k {
                match along(j) {
                    Some(i) if self.free(i, start) => {}
                    _ => continue 'direction,
                }
            }
            landings.push(along(2 * k).unwrap());
        }
        landings
    }

    /// The hops a chain of the marble from `start` may make from `at`: with
    /// the target lock on the whole move, none from its target to outside.
    fn chain_hops(&self, start: usize, at: usize) -> Vec<usize> {
        let mut hops = self.hops(start, at);
        if let Some(p) = self.owner[start].filter(|_| self.rules.target_lock == TargetLock::WholeMove) {
            let target = Some(self.target(p));
            if self.star.points[at] == target {
                hops.retain(|&landing| self.star.points[landing] == target);
            }
        }
        hops
    }

    /// Every landing of every hop chain from `start`: a plain recursive
    /// depth-first search.
    fn chain_landings(&self, start: usize, at: usize, seen: &mut BTreeSet<usize>) {
        for landing in self.chain_hops(start, at) {
            if seen.insert(landing) {
                self.chain_landings(start, landing, seen);
            }
        }
    }

    /// The legal moves of player `p` as (from, to) pairs.
    pub fn moves(&self, p: usize) -> BTreeSet<(usize, usize)> {
        let target = self.target(p);
        let mut moves = BTreeSet::new();
        for from in (0..self.star.len()).filter(|&i| self.owner[i] == Some(p)) {
            let mut ends: BTreeSet<usize> =
                self.star.neighbours(from).into_iter().filter(|&n| self.free(n, from) && n != from).collect();
            self.chain_landings(from, from, &mut ends);
            ends.remove(&from);
            let locked = self.rules.target_lock != TargetLock::Off && self.star.points[from] == Some(target);
            for to in ends {
                if self.may_end(p, to) && (!locked || self.star.points[to] == Some(target)) {
                    moves.insert((from, to));
                }
            }
        }
        moves
    }

    /// The fewest hops from `from` to `to`, by breadth-first search.
    pub fn fewest_hops(&self, from: usize, to: usize) -> Option<usize> {
        let mut dist = vec![usize::MAX; self.star.len()];
        dist[from] = 0;
        let mut queue = VecDeque::from([from]);
        while let Some(at) = queue.pop_front() {
            if at == to {
                return Some(dist[at]);
            }
            for landing in self.chain_hops(from, at) {
                if dist[landing] == usize::MAX {
                    dist[landing] = dist[at] + 1;
                    queue.push_back(landing);
                }
            }
        }
        None
    }

    /// Whether player `p`'s target is filled as the win rule demands.
    pub fn filled(&self, p: usize) -> bool {
        let target = self.star.point(self.target(p));
        let own = target.iter().filter(|&&i| self.owner[i] == Some(p)).count();
        match self.rules.win {
            Win::FilledWithOneOwn => own > 0 && target.iter().all(|&i| self.owner[i].is_some()),
            Win::AllOwn => own == target.len(),
        }
    }

    /// Sum over `p`'s marbles of the steps to their target's far tip.
    pub fn distance_to_go(&self, p: usize) -> u32 {
        let steps = self.star.steps_from(self.star.index(self.target(p).tip()));
        (0..self.star.len()).filter(|&i| self.owner[i] == Some(p)).map(|i| steps[i]).sum()
    }

    /// The sides: each team, then each seat in no team, as player lists.
    pub fn sides(&self) -> Vec<Vec<usize>> {
        let mut sides: Vec<Vec<usize>> = self
            .rules
            .teams
            .iter()
            .filter(|t| !t.is_empty())
            .map(|t| t.iter().map(|&seat| seat.index()).collect())
            .collect();
        for p in 0..self.players {
            if !sides.iter().any(|s| s.contains(&p)) {
                sides.push(vec![p]);
            }
        }
        sides
    }
}
