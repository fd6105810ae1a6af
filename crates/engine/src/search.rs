//! The look-ahead search: alpha-beta with iterative deepening, a
//! transposition table, and move ordering by progress, killer moves and
//! history. With two sides it is plain minimax. With more it is Best-Reply
//! Search: between two moves of the searching player, only the single
//! strongest reply of any one opponent is played (the others pass), which
//! keeps the tree as deep as a two-player one. Focused, those replies are
//! further limited to the leading opponent's and those of the player who
//! moves next.

use super::eval::{Eval, Weights};
use super::rng::Rng;
use super::tt::{Bound, Table, WIN, from_stored, to_stored};
use rules::zobrist::KEYS;
use rules::{Game, HOLE_COUNT, MAX_PLAYERS, Move, Seat, Undo};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Bounds on one search: how far and how wide it looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Nodes to search with two players (with `n` players, `(2/n)²` of it,
    /// as each node then weighs every opponent's moves, times
    /// [`Limits::crowd_percent`]): no new iteration starts past a third of
    /// it, and the search stops at it. Counting nodes rather than time is
    /// what makes results reproducible.
    pub nodes: u64,
    /// By player count (index 3 for three players), the percentage of the
    /// usual `(2/n)²` share of [`Limits::nodes`] searched: 100 for the
    /// usual share.
    pub crowd_percent: [u64; MAX_PLAYERS + 1],
    /// The deepest iteration, in plies.
    pub max_depth: u32,
    /// Moves searched at each node below the root, best ordered first
    /// (the root searches them all).
    pub width: usize,
    /// A safety net: the search stops after this long whatever its nodes.
    pub time_cap: Duration,
    /// By player count, whether Best-Reply Search is focused: the replies
    /// weighed are only those of the strongest other side (the one with
    /// the least to go) and of the player who moves right after the
    /// searching one, instead of every opponent's.
    pub focused: [bool; MAX_PLAYERS + 1],
}

impl Limits {
    /// The usual share of nodes whatever the player count.
    pub const USUAL_CROWD: [u64; MAX_PLAYERS + 1] = [100; MAX_PLAYERS + 1];
    /// Every opponent's replies weighed, whatever the player count.
    pub const EVERY_REPLY: [bool; MAX_PLAYERS + 1] = [false; MAX_PLAYERS + 1];
}

/// What a search found (this one or the tree search).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Found {
    /// The move chosen.
    pub(crate) best: Option<Move>,
    /// Its score: see [`super::SearchReport::score`].
    pub(crate) score: i32,
    /// See [`super::SearchReport::depth`].
    pub(crate) depth: u32,
    /// Positions looked at, or playouts run by the tree search.
    pub(crate) nodes: u64,
}

/// How often (in nodes) the stop flag and the clock are read.
const CHECK_EVERY: u64 = 128;
/// Deepest ply the scratch buffers hold.
const MAX_PLY: usize = 64;
const INFINITY: i32 = WIN * 2;

/// A move to try, with its ordering key and who plays it.
#[derive(Clone, Copy, Debug)]
struct Candidate {
    order: i32,
    player: Seat,
    m: Move,
}

struct Searcher<'a> {
    game: Game,
    root: Seat,
    root_side: usize,
    opponents: Vec<Seat>,
    eval: Eval,
    limits: Limits,
    weights: Weights,
    tt: Table,
    nodes: u64,
    started: Instant,
    seed: u64,
    stop: &'a AtomicBool,
    aborted: bool,
    undos: Vec<Undo>,
    lists: Vec<Vec<Candidate>>,
    killers: [[Option<Move>; 2]; MAX_PLY],
    history: Vec<i32>,
}

/// Searches the position for the player to move.
pub(crate) fn search(game: &Game, limits: &Limits, weights: &Weights, seed: u64, stop: &AtomicBool) -> Found {
    searcher(game, limits, weights, seed, stop).root_search(None, None).0
}

/// [`search`] with the mover's choice limited to `among` (legal moves of
/// the position).
pub(crate) fn search_among(
    game: &Game,
    among: &[Move],
    limits: &Limits,
    weights: &Weights,
    seed: u64,
    stop: &AtomicBool,
) -> Found {
    searcher(game, limits, weights, seed, stop).root_search(None, Some(among)).0
}

/// Searches the position for the player to move like [`search`], and also
/// scores `played`, one of its legal moves, exactly: at every iteration it
/// is searched first with the whole window, so that its score comes from
/// the same tree as the best move's and is never above it. Returns what
/// the search found and the score of `played` at the last completed
/// iteration.
pub(crate) fn search_scoring(
    game: &Game,
    played: Move,
    limits: &Limits,
    weights: &Weights,
    stop: &AtomicBool,
) -> (Found, i32) {
    let (found, played_score) = searcher(game, limits, weights, 0, stop).root_search(Some(played), None);
    (found, played_score.unwrap_or(found.score))
}

/// A searcher for the player to move, its budget shared out by the player
/// count.
fn searcher<'a>(game: &Game, limits: &Limits, weights: &Weights, seed: u64, stop: &'a AtomicBool) -> Searcher<'a> {
    let root = game.to_move();
    let eval = Eval::with_stragglers(game, weights.straggler_weight(game.player_count()));
    let root_side = game.side_of(root);
    let opponents = game.seats().filter(|&p| game.side_of(p) != root_side).collect();
    let bits = if limits.nodes > 1 << 20 { 20 } else { 17 };
    let n = game.player_count() as u64;
    let percent = limits.crowd_percent.get(game.player_count()).copied().unwrap_or(100);
    let share = u128::from(limits.nodes) * 4 * u128::from(percent) / u128::from(n * n * 100);
    let limits = Limits { nodes: u64::try_from(share).unwrap_or(u64::MAX), ..*limits };
    Searcher {
        game: game.clone(),
        root,
        root_side,
        opponents,
        eval,
        limits,
        weights: *weights,
        tt: Table::new(bits),
        nodes: 0,
        started: Instant::now(),
        seed: Rng::new(seed).next_u64(),
        stop,
        aborted: false,
        undos: Vec::with_capacity(4 * MAX_PLY),
        lists: (0..MAX_PLY).map(|_| Vec::with_capacity(256)).collect(),
        killers: [[None; 2]; MAX_PLY],
        history: vec![0; HOLE_COUNT * HOLE_COUNT],
    }
}

impl Searcher<'_> {
    /// Iterative deepening at the root. With `played`, that move is
    /// searched first at every iteration, so its score is exact; returns
    /// it beside what was found. With `among`, only those moves are
    /// searched at the root.
    fn root_search(&mut self, played: Option<Move>, among: Option<&[Move]>) -> (Found, Option<i32>) {
        let mut root: Vec<Candidate> = self
            .game
            .legal_moves()
            .iter()
            .filter(|m| among.is_none_or(|among| among.contains(m)))
            .map(|m| Candidate { order: self.eval.gain(self.root, m), player: self.root, m })
            .collect();
        root.sort_by_key(|c| (Some(c.m) != played, -c.order));
        let mut found = Found { best: root.first().map(|c| c.m), score: 0, depth: 0, nodes: 0 };
        let mut played_score = None;
        if root.len() <= 1 {
            return (found, played_score);
        }
        let max_depth = self.limits.max_depth.min(MAX_PLY as u32 - 2);
        for depth in 1..=max_depth {
            let mut alpha = -INFINITY;
            let mut best: Option<(Move, i32)> = None;
            let mut this_played = None;
            for c in root.iter_mut() {
                let undo = self.game.play_unchecked(c.m);
                let v = self.min_node(depth - 1, alpha, INFINITY, 1);
                self.game.take_back(undo);
                if self.aborted {
                    break;
                }
                c.order = v;
                if Some(c.m) == played {
                    this_played = Some(v);
                }
                if v > alpha {
                    alpha = v;
                    best = Some((c.m, v));
                }
            }
            if self.aborted {
                // A cut-short iteration's best is kept (its moves were
                // searched best first), but not its score for `played`,
                // which may not have been compared with all of them.
                if let Some((m, v)) = best.filter(|_| played.is_none()) {
                    found = Found { best: Some(m), score: v, depth, nodes: self.nodes };
                }
                break;
            }
            if let Some((m, v)) = best {
                found = Found { best: Some(m), score: v, depth, nodes: self.nodes };
                played_score = this_played;
            }
            // The played move first, then the best, then by score (fail-low
            // scores are bounds, good enough for ordering).
            if let Some((m, _)) = best {
                root.sort_by_key(|c| (Some(c.m) != played, c.m != m, -c.order));
            }
            if found.score.abs() >= WIN / 2 || self.nodes >= self.limits.nodes / 3 {
                break;
            }
        }
        found.nodes = self.nodes;
        (found, played_score)
    }

    /// Counts a node; says whether the search must stop.
    #[inline]
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        let checked = self.nodes.is_multiple_of(CHECK_EVERY);
        if self.nodes >= self.limits.nodes
            || checked && (self.stop.load(Ordering::Relaxed) || self.started.elapsed() >= self.limits.time_cap)
        {
            self.aborted = true;
        }
        self.aborted
    }

    /// The score of a position where the game is decided for the root. A
    /// draw scores as even ([`Eval::draw_score`]): a root ahead avoids one,
    /// and a root behind seeks it.
    fn terminal(&self, ply: u32) -> Option<i32> {
        let g = &self.game;
        if g.is_drawn() {
            return Some(self.eval.draw_score(g, self.root_side));
        }
        // With equal turns, the round is played out before a finish counts.
        let finish_counts = g.is_over() || !g.rules().equal_turns || g.rules().play_on;
        if g.is_finished(self.root) && finish_counts {
            return Some(if g.side_finished(self.root_side) {
                WIN - ply as i32
            } else {
                WIN / 4 + self.eval.score(g, self.root_side)
            });
        }
        if g.is_over() {
            let someone_finished = !g.finishing_order().is_empty();
            return Some(if someone_finished { -(WIN - ply as i32) } else { self.eval.score(g, self.root_side) });
        }
        None
    }

    /// The static score with its seeded noise, plus (with `tempo`) half the
    /// best progress the side to move could make next.
    fn leaf(&mut self, root_to_move: bool) -> i32 {
        let mut score = self.eval.score(&self.game, self.root_side);
        if self.weights.noise > 0 {
            score += Rng::new(self.game.marble_hash() ^ self.seed).below(self.weights.noise + 1) as i32;
        }
        if !self.weights.tempo {
            return score;
        }
        if root_to_move {
            let best = self.game.legal_moves().iter().map(|m| self.eval.gain(self.root, m)).max().unwrap_or(0);
            score + best.max(0) / 2
        } else {
            let mut best = 0;
            for &p in &self.opponents {
                if !self.game.is_finished(p) {
                    best = self.game.moves_of(p).iter().map(|m| self.eval.gain(p, m)).fold(best, i32::max);
                }
            }
            score - best / 2
        }
    }

    /// Passes until `player` is to move; false if that cannot happen (the
    /// game ended, or the player has finished).
    fn pass_until(&mut self, player: Seat) -> bool {
        for _ in 0..self.game.player_count() {
            if self.game.is_over() {
                return false;
            }
            if self.game.to_move() == player {
                return true;
            }
            let undo = self.game.pass_unchecked();
            self.undos.push(undo);
        }
        self.game.to_move() == player && !self.game.is_over()
    }

    /// Takes back turns down to `mark` entries on the undo stack.
    fn unwind(&mut self, mark: usize) {
        while self.undos.len() > mark {
            if let Some(undo) = self.undos.pop() {
                self.game.take_back(undo);
            }
        }
    }

    /// The ordering key of a move: progress, then killer and history.
    fn order(&self, player: Seat, m: Move, tt_move: Option<Move>, ply: usize) -> i32 {
        if tt_move == Some(m) {
            return i32::MAX;
        }
        let killer = if self.killers[ply].contains(&Some(m)) { 128 } else { 0 };
        let history = self.history[m.from.index() * HOLE_COUNT + m.to.index()].min(127);
        (self.eval.gain(player, m) << 8) + killer + history
    }

    /// Fills the list of `ply` with the root player's moves, best first.
    fn fill_max(&mut self, ply: usize, tt_move: Option<Move>) {
        let mut list = std::mem::take(&mut self.lists[ply]);
        list.clear();
        let root = self.root;
        for m in self.game.legal_moves().iter() {
            list.push(Candidate { order: self.order(root, m, tt_move, ply), player: root, m });
        }
        self.finish_list(&mut list, ply);
        self.lists[ply] = list;
    }

    /// Fills the list of `ply` with every opponent's moves, best first.
    /// Focused ([`Limits::focused`]), only the leading other side's and
    /// the next player's.
    fn fill_min(&mut self, ply: usize, tt_move: Option<Move>) {
        let mut list = std::mem::take(&mut self.lists[ply]);
        list.clear();
        let players = self.game.player_count();
        let focused = self.limits.focused.get(players).copied().unwrap_or(false);
        let leader = if focused { self.eval.leader(&self.game, self.root_side) } else { None };
        let next = Seat::new((self.root.index() + 1) % players);
        for i in 0..self.opponents.len() {
            let p = self.opponents[i];
            if self.game.is_finished(p) || focused && leader != Some(self.game.side_of(p)) && p != next {
                continue;
            }
            for m in self.game.moves_of(p).iter() {
                list.push(Candidate { order: self.order(p, m, tt_move, ply), player: p, m });
            }
        }
        self.finish_list(&mut list, ply);
        self.lists[ply] = list;
    }

    fn finish_list(&self, list: &mut Vec<Candidate>, ply: usize) {
        list.sort_unstable_by_key(|c| (-c.order, c.m.from.index(), c.m.to.index()));
        if ply > 0 {
            list.truncate(self.limits.width);
        }
    }

    /// Records a move that caused a cut-off.
    fn reward(&mut self, m: Move, depth: u32, ply: usize) {
        if self.killers[ply][0] != Some(m) {
            self.killers[ply][1] = self.killers[ply][0];
            self.killers[ply][0] = Some(m);
        }
        let h = &mut self.history[m.from.index() * HOLE_COUNT + m.to.index()];
        *h = (*h + (depth * depth) as i32).min(1 << 20);
    }

    /// The root player to move: the best of its moves.
    fn max_node(&mut self, depth: u32, mut alpha: i32, beta: i32, ply: u32) -> i32 {
        if let Some(v) = self.terminal(ply) {
            return v;
        }
        if depth == 0 {
            return self.leaf(true);
        }
        if self.tick() {
            return 0;
        }
        let key = self.game.marble_hash() ^ KEYS.to_move(self.root);
        let (tt_move, cut) = self.probe(key, depth, alpha, beta, ply);
        if let Some(v) = cut {
            return v;
        }
        let p = ply as usize;
        self.fill_max(p, tt_move);
        if self.lists[p].is_empty() {
            let mark = self.undos.len();
            let undo = self.game.pass_unchecked();
            self.undos.push(undo);
            let v = self.min_node(depth - 1, alpha, beta, ply + 1);
            self.unwind(mark);
            return v;
        }
        let alpha0 = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        for i in 0..self.lists[p].len() {
            let m = self.lists[p][i].m;
            let undo = self.game.play_unchecked(m);
            let v = self.min_node(depth - 1, alpha, beta, ply + 1);
            self.game.take_back(undo);
            if self.aborted {
                return 0;
            }
            if v > best {
                best = v;
                best_move = Some(m);
                if v > alpha {
                    alpha = v;
                    if v >= beta {
                        self.reward(m, depth, p);
                        break;
                    }
                }
            }
        }
        self.store(key, best_move, best, depth, alpha0, beta, ply);
        best
    }

    /// An opponent to move: the strongest single reply of any opponent.
    fn min_node(&mut self, depth: u32, alpha: i32, mut beta: i32, ply: u32) -> i32 {
        if let Some(v) = self.terminal(ply) {
            return v;
        }
        if depth == 0 {
            return self.leaf(false);
        }
        if self.tick() {
            return 0;
        }
        // Opponent nodes follow a root move, so the key of the root player
        // to move is left out: it marks them apart from root nodes.
        let key = self.game.marble_hash();
        let (tt_move, cut) = self.probe(key, depth, alpha, beta, ply);
        if let Some(v) = cut {
            return v;
        }
        let p = ply as usize;
        self.fill_min(p, tt_move);
        if self.lists[p].is_empty() {
            let mark = self.undos.len();
            self.pass_until(self.root);
            let v = self.max_node(depth - 1, alpha, beta, ply + 1);
            self.unwind(mark);
            return v;
        }
        let beta0 = beta;
        let mut best = INFINITY;
        let mut best_move = None;
        for i in 0..self.lists[p].len() {
            let Candidate { player, m, .. } = self.lists[p][i];
            let mark = self.undos.len();
            if !self.pass_until(player) {
                self.unwind(mark);
                continue;
            }
            let undo = self.game.play_unchecked(m);
            self.undos.push(undo);
            self.pass_until(self.root);
            let v = self.max_node(depth - 1, alpha, beta, ply + 1);
            self.unwind(mark);
            if self.aborted {
                return 0;
            }
            if v < best {
                best = v;
                best_move = Some(m);
                if v < beta {
                    beta = v;
                    if v <= alpha {
                        self.reward(m, depth, p);
                        break;
                    }
                }
            }
        }
        if best_move.is_none() {
            return self.eval.score(&self.game, self.root_side);
        }
        // Stored with the bound seen from a maximising node's window.
        let bound = if best <= alpha {
            Bound::Upper
        } else if best >= beta0 {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.tt.store(key, best_move, to_stored(best, ply), depth as u8, bound);
        best
    }

    /// Looks a node up: the stored best move, and a score when the stored
    /// result already decides the node.
    fn probe(&self, key: u64, depth: u32, alpha: i32, beta: i32, ply: u32) -> (Option<Move>, Option<i32>) {
        let Some(entry) = self.tt.probe(key) else {
            return (None, None);
        };
        let cut = if u32::from(entry.depth) >= depth {
            let s = from_stored(entry.score, ply);
            match entry.bound {
                Bound::Exact => Some(s),
                Bound::Lower if s >= beta => Some(s),
                Bound::Upper if s <= alpha => Some(s),
                _ => None,
            }
        } else {
            None
        };
        (entry.best(), cut)
    }

    fn store(&mut self, key: u64, best_move: Option<Move>, best: i32, depth: u32, alpha0: i32, beta: i32, ply: u32) {
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha0 {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(key, best_move, to_stored(best, ply), depth as u8, bound);
    }
}
