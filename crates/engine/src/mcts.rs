//! Monte-Carlo tree search for three or more players, each playing alone.
//!
//! Every iteration walks down the tree, each player choosing the child best
//! for itself (a max-n tree: there is no single opponent to minimise for),
//! by the PUCT rule with priors from each move's progress and the progress
//! of the best move it sets up for the same player. It adds the
//! children of the node it reaches, then plays the game out to its first
//! finish with quick greedy moves: every player takes its move of most
//! progress. The player who finishes first scores a win (a little less the
//! longer it took), the others nothing, and each node on the way counts
//! the result of the player who moved into it. Where
//! [`TreeLimits::margin_scale`] says so (with six players), each player
//! scores instead by how far ahead of or behind the best of the others it
//! ends: a race won by a step scores little more than one lost by a step.
//! The root move played most often is chosen, unless it lets another
//! player finish at once and some other move does not. Where the
//! look-ahead search gives a second opinion (with three players), its move
//! is played instead if the playouts went through it at least
//! [`TreeLimits::second_opinion_percent`] as often as through that choice
//! and it lets nobody finish at once.
//!
//! Whole playouts judge what the distance tables cannot: a move that looks
//! like progress now but leaves a marble that later finds nothing to hop
//! over shows up as a race lost many turns later.

use super::eval::{Eval, Weights};
use super::greedy::{finishing_move, follow_up};
use super::rng::Rng;
use super::search::Found;
use rules::{Game, MAX_PLAYERS, Move, Seat, Undo};
use std::ops::Range;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Bounds and settings of the tree search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TreeLimits {
    /// Playouts per move by player count (index 3 for three players); 0
    /// where the look-ahead search of [`super::Limits`] is used instead.
    /// Counting playouts rather than time is what makes results
    /// reproducible.
    pub playouts: [u32; MAX_PLAYERS + 1],
    /// Children kept per node below the root, most progress first (the
    /// root keeps every move).
    pub width: usize,
    /// The exploration constant of the PUCT rule, in hundredths.
    pub exploration_percent: u32,
    /// Evaluation units of progress that make a move's prior e times
    /// another's.
    pub prior_scale: u32,
    /// How much of the best move a move sets up for the same player (its
    /// follow-up) counts towards the move's progress in the priors, in
    /// hundredths. A step that opens a long hop chain for next turn then
    /// gets tried before a step of the same length that opens nothing.
    pub follow_up_percent: i32,
    /// Turns after which a playout that nobody has finished stops; the
    /// player with the least to go then counts as the winner.
    pub playout_turns: u32,
    /// How a playout is scored, by player count (index 6 for six
    /// players). 0: the first to finish scores a win, the others nothing.
    /// Otherwise each player still racing scores the logistic of its
    /// margin when the playout ends, in evaluation units divided by this
    /// scale: its margin is how much more the best of the others still
    /// has to go than it has, counting only what lies beyond a full
    /// target (nothing once a player has finished). A playout
    /// won by a step then scores a little over half, one won by many steps
    /// nearly a whole win. The playouts' quick greedy moves foretell the
    /// real race only roughly, and a race they show won by a step is
    /// about as often lost when the others play better; scoring by margin
    /// tells the moves that win by more from those that barely win.
    pub margin_scale: [u32; MAX_PLAYERS + 1],
    /// How many times the usual straggler penalty the progress of a move
    /// counts, in the priors and in the playouts, by player count (index 4
    /// for four players). A heavier penalty brings a marble left behind
    /// along sooner; see [`super::Weights::stragglers`] for the look-ahead
    /// search's.
    pub stragglers: [i32; MAX_PLAYERS + 1],
    /// By player count, how a second opinion from the look-ahead search is
    /// taken: 0 for none. Otherwise the look-ahead search (with
    /// [`super::Limits`] and [`super::Weights`]) chooses a move first, and
    /// the tree search plays that move instead of its own choice (the most
    /// played move that lets no other player finish at once) if the
    /// playouts went through it at least this many percent as often and it
    /// lets no other player finish at once either. The two searches share
    /// [`TreeLimits::time_cap`]. The playouts judge the long race well but
    /// see a block or a hop chain two turns ahead only blurred by their
    /// greedy moves; the look-ahead search sees those exactly, so among
    /// moves the playouts rate alike its choice is the sharper one.
    pub second_opinion_percent: [u32; MAX_PLAYERS + 1],
    /// A safety net: the search stops after this long whatever its
    /// playouts (counted from the start of the second opinion, where there
    /// is one).
    pub time_cap: Duration,
}

impl TreeLimits {
    /// No tree search at any player count.
    pub const NONE: TreeLimits = TreeLimits {
        playouts: [0; MAX_PLAYERS + 1],
        width: 0,
        exploration_percent: 0,
        prior_scale: 1,
        follow_up_percent: 0,
        playout_turns: 0,
        margin_scale: [0; MAX_PLAYERS + 1],
        stragglers: Weights::USUAL_STRAGGLERS,
        second_opinion_percent: [0; MAX_PLAYERS + 1],
        time_cap: Duration::ZERO,
    };

    /// The playouts per move in `game`: 0 (no tree search) for a player
    /// count without any, and for games with teams, where finishing first
    /// alone does not win.
    ///
    /// ```
    /// use chinese_checkers_engine::{Config, Level};
    /// use rules::{Game, Setup};
    ///
    /// let game = |ron: &str| Game::from_setup(&Setup::from_ron(ron).unwrap()).unwrap();
    /// let four = "[(kind: Human), (kind: Human), (kind: Human), (kind: Human)]";
    /// let alone = game(&format!("(players: {four})"));
    /// let teams = game(&format!("(players: {four}, rules: (teams: [[1, 3], [2, 4]]))"));
    /// let expert = Config::for_level(Level::EXPERT).tree;
    /// assert!(expert.playouts_for(&alone) > 0);
    /// assert_eq!(expert.playouts_for(&teams), 0);
    /// assert!(Config::for_level(Level::HARD).tree.playouts_for(&alone) < expert.playouts_for(&alone));
    /// ```
    pub fn playouts_for(&self, game: &Game) -> u32 {
        if game.side_count() != game.player_count() {
            return 0;
        }
        self.playouts.get(game.player_count()).copied().unwrap_or(0)
    }

    /// The [`TreeLimits::second_opinion_percent`] for `game`: 0 where there
    /// is no second opinion or no tree search.
    ///
    /// ```
    /// use chinese_checkers_engine::{Config, Level};
    /// use rules::{Game, Setup};
    ///
    /// let game = |seats: usize| {
    ///     let players = vec!["(kind: Human)"; seats].join(", ");
    ///     Game::from_setup(&Setup::from_ron(&format!("(players: [{players}])")).unwrap()).unwrap()
    /// };
    /// let expert = Config::for_level(Level::EXPERT).tree;
    /// assert!(expert.second_opinion_for(&game(3)) > 0);
    /// assert_eq!(expert.second_opinion_for(&game(2)), 0);
    /// ```
    pub fn second_opinion_for(&self, game: &Game) -> u32 {
        if self.playouts_for(game) == 0 {
            return 0;
        }
        self.second_opinion_percent.get(game.player_count()).copied().unwrap_or(0)
    }
}

/// One position of the tree: the move into it and its statistics.
#[derive(Clone, Copy, Debug)]
struct Node {
    /// The move that leads here; `None` for a pass.
    m: Option<Move>,
    /// Index of the first child; meaningless while `children` is 0.
    first_child: u32,
    /// Number of children; 0 until expanded.
    children: u16,
    /// Playouts through this node.
    visits: u32,
    /// What the player who made `m` scored in the playouts through this
    /// node.
    wins: f32,
    /// The prior probability of `m` among its siblings.
    prior: f32,
}

impl Node {
    const fn new(m: Option<Move>, prior: f32) -> Node {
        Node { m, first_child: 0, children: 0, visits: 0, wins: 0.0, prior }
    }

    fn children(&self) -> Range<usize> {
        let first = self.first_child as usize;
        first..first + usize::from(self.children)
    }
}

/// How often (in playouts) the stop flag and the clock are read.
const CHECK_EVERY: u64 = 32;

/// What each turn before the finish takes off a win, so that of two sure
/// wins the sooner counts for more (a playout lasts at most a few hundred
/// turns, so a win still counts far more than a loss).
const FINISH_DISCOUNT: f32 = 0.001;

/// The value an unvisited child starts from, below its parent's mean: a
/// move not yet tried is assumed a little worse than those that were.
const UNVISITED_DISCOUNT: f32 = 0.1;

/// One search: the game, played down the tree and taken back after each
/// iteration, and the tree itself.
struct Tree<'a> {
    game: Game,
    eval: Eval,
    limits: TreeLimits,
    /// Players who had finished at the root: the race is for the next
    /// place.
    finished_at_root: usize,
    /// The [`TreeLimits::margin_scale`] for this game's player count.
    margin_scale: u32,
    /// The cost of each player's target filled with its marbles: the
    /// least it can have to go before it finishes.
    full_target: [i32; MAX_PLAYERS],
    nodes: Vec<Node>,
    undos: Vec<Undo>,
    /// The nodes of the current iteration below the root, with the player
    /// who moved into each.
    path: Vec<(usize, Seat)>,
    /// Scratch list of one node's moves and their progress.
    scored: Vec<(i32, Move)>,
    rng: Rng,
    stop: &'a AtomicBool,
    started: Instant,
}

/// Searches the position for the player to move with `playouts` playouts
/// (fewer if `stop` is set or the time cap is reached); `advice` is the
/// look-ahead search's move where it gives a second opinion (see
/// [`TreeLimits::second_opinion_percent`]).
pub(crate) fn search(
    game: &Game,
    limits: &TreeLimits,
    playouts: u32,
    advice: Option<Move>,
    seed: u64,
    stop: &AtomicBool,
) -> Found {
    let (tree, done) = grow(game, limits, playouts, seed, stop);
    tree.found(done, advice)
}

/// The tree of the position after `playouts` playouts (fewer if `stop` is
/// set or the time cap is reached), and the playouts run.
fn grow<'a>(game: &Game, limits: &TreeLimits, playouts: u32, seed: u64, stop: &'a AtomicBool) -> (Tree<'a>, u64) {
    let eval = Eval::with_stragglers(game, limits.stragglers.get(game.player_count()).copied().unwrap_or(1));
    let mut full_target = [0; MAX_PLAYERS];
    for (p, cost) in game.seats().zip(full_target.iter_mut()) {
        *cost = eval.full_target_cost(p, game.marbles(p).len() as usize);
    }
    let mut tree = Tree {
        game: game.clone(),
        eval,
        limits: *limits,
        finished_at_root: game.finishing_order().len(),
        margin_scale: limits.margin_scale.get(game.player_count()).copied().unwrap_or(0),
        full_target,
        // Room for the usual budgets; a larger one grows the list as it goes.
        nodes: Vec::with_capacity(playouts.min(1 << 16) as usize * 8 + 256),
        undos: Vec::with_capacity(1024),
        path: Vec::with_capacity(128),
        scored: Vec::with_capacity(256),
        rng: Rng::new(seed),
        stop,
        started: Instant::now(),
    };
    tree.nodes.push(Node::new(None, 1.0));
    tree.expand(0, usize::MAX);
    let mut done = 0;
    while done < u64::from(playouts) {
        tree.iterate();
        done += 1;
        if done.is_multiple_of(CHECK_EVERY) && tree.must_stop() {
            break;
        }
    }
    (tree, done)
}

impl Tree<'_> {
    /// Whether the stop flag is raised or the time cap reached.
    fn must_stop(&self) -> bool {
        self.stop.load(Ordering::Relaxed) || self.started.elapsed() >= self.limits.time_cap
    }

    /// One iteration: down the tree, expand, play out, count the result.
    fn iterate(&mut self) {
        self.path.clear();
        self.nodes[0].visits += 1;
        let mut node = 0;
        while self.nodes[node].children > 0 && !self.decided() {
            let mover = self.game.to_move();
            let child = self.select(node);
            let undo = match self.nodes[child].m {
                Some(m) => self.game.play_unchecked(m),
                None => self.game.pass_unchecked(),
            };
            self.undos.push(undo);
            self.path.push((child, mover));
            self.nodes[child].visits += 1;
            node = child;
        }
        if !self.decided() {
            self.expand(node, self.limits.width);
        }
        self.playout();
        let scores = self.scores();
        let sooner = 1.0 - FINISH_DISCOUNT * self.undos.len() as f32;
        for &(child, mover) in &self.path {
            self.nodes[child].wins += sooner * scores[mover.index()];
        }
        while let Some(undo) = self.undos.pop() {
            self.game.take_back(undo);
        }
    }

    /// Whether the race this search is about is over: a player finished
    /// since the root, or the game ended.
    fn decided(&self) -> bool {
        self.game.finishing_order().len() > self.finished_at_root || self.game.is_over()
    }

    /// The child of `node` with the best PUCT value for the player to move.
    fn select(&self, node: usize) -> usize {
        let parent = self.nodes[node];
        let children = &self.nodes[parent.children()];
        let (wins, visits) = children.iter().fold((0.0, 0), |(w, v), c| (w + c.wins, v + c.visits));
        let unvisited = if visits > 0 { wins / visits as f32 - UNVISITED_DISCOUNT } else { 0.0 };
        let explore = self.limits.exploration_percent as f32 / 100.0 * (parent.visits as f32).sqrt();
        let value = |c: &Node| {
            let mean = if c.visits > 0 { c.wins / c.visits as f32 } else { unvisited };
            mean + explore * c.prior / (1.0 + c.visits as f32)
        };
        let mut best = (0, f32::MIN);
        for (i, c) in children.iter().enumerate() {
            let v = value(c);
            if v > best.1 {
                best = (i, v);
            }
        }
        parent.first_child as usize + best.0
    }

    /// Adds the children of `node`: the `width` moves of most progress of
    /// the player to move, follow-up counted (or a pass), with priors by
    /// that progress.
    fn expand(&mut self, node: usize, width: usize) {
        let mover = self.game.to_move();
        let first = self.nodes.len();
        self.scored.clear();
        let share = self.limits.follow_up_percent;
        for m in self.game.legal_moves().iter() {
            let next = if share == 0 { 0 } else { follow_up(&mut self.game, &self.eval, m) * share / 100 };
            self.scored.push((self.eval.gain(mover, m) + next, m));
        }
        if self.scored.is_empty() {
            self.nodes.push(Node::new(None, 1.0));
        } else {
            self.scored.sort_unstable_by_key(|&(progress, m)| (-progress, m.from.index(), m.to.index()));
            self.scored.truncate(width.min(usize::from(u16::MAX)));
            let top = self.scored[0].0;
            let scale = self.limits.prior_scale.max(1) as f32;
            let weight = |progress: i32| ((progress - top) as f32 / scale).exp();
            let total: f32 = self.scored.iter().map(|&(progress, _)| weight(progress)).sum();
            for &(progress, m) in &self.scored {
                self.nodes.push(Node::new(Some(m), weight(progress) / total));
            }
        }
        let children = (self.nodes.len() - first) as u16;
        let n = &mut self.nodes[node];
        n.first_child = first as u32;
        n.children = children;
    }

    /// Plays greedy moves (the most progress, ties broken at random) until
    /// a player finishes or [`TreeLimits::playout_turns`] have been played.
    /// The turns are left on the undo stack.
    fn playout(&mut self) {
        let mut turns = 0;
        while !self.decided() && turns < self.limits.playout_turns {
            let mover = self.game.to_move();
            let mut best: Option<(i32, Move)> = None;
            for m in self.game.legal_moves().iter() {
                let key = (self.eval.gain(mover, m) << 4) + self.rng.below(16) as i32;
                if best.is_none_or(|(b, _)| key > b) {
                    best = Some((key, m));
                }
            }
            let undo = match best {
                Some((_, m)) => self.game.play_unchecked(m),
                None => self.game.pass_unchecked(),
            };
            self.undos.push(undo);
            turns += 1;
        }
    }

    /// What each player scores for the playout that has just ended (see
    /// [`TreeLimits::margin_scale`]): a whole or nothing, or by margin.
    fn scores(&self) -> [f32; MAX_PLAYERS] {
        let mut scores = [0.0; MAX_PLAYERS];
        if self.margin_scale == 0 {
            if let Some(winner) = self.winner() {
                scores[winner.index()] = 1.0;
            }
            return scores;
        }
        let g = &self.game;
        let racing = || g.seats().filter(|&p| !g.finishing_order()[..self.finished_at_root].contains(&p));
        let mut to_go = [0; MAX_PLAYERS];
        for p in racing() {
            let full = if g.is_finished(p) { 0 } else { self.full_target[p.index()] };
            to_go[p.index()] = (self.eval.player_cost(g, p) - full).max(0);
        }
        let scale = self.margin_scale as f32;
        for p in racing() {
            let Some(best_other) = racing().filter(|&q| q != p).map(|q| to_go[q.index()]).min() else {
                scores[p.index()] = 1.0;
                continue;
            };
            let margin = (best_other - to_go[p.index()]) as f32;
            scores[p.index()] = 1.0 / (1.0 + (-margin / scale).exp());
        }
        scores
    }

    /// The first to finish since the root, or else the player still
    /// playing with the least to go.
    fn winner(&self) -> Option<Seat> {
        let g = &self.game;
        if g.is_drawn() {
            return None;
        }
        if let Some(&first) = g.finishing_order().get(self.finished_at_root) {
            return Some(first);
        }
        g.seats().filter(|&p| !g.is_finished(p)).min_by_key(|&p| self.eval.player_cost(g, p))
    }

    /// The root children, most played first. Ties (never visited, say) go
    /// to the higher prior.
    fn by_playouts(&self) -> Vec<usize> {
        let mut root: Vec<usize> = self.nodes[0].children().collect();
        root.sort_unstable_by_key(|&c| std::cmp::Reverse(self.played(c)));
        root
    }

    /// How often the playouts went through `c`, then its prior: the order
    /// in which children count as played most.
    fn played(&self, c: usize) -> (u32, u32) {
        (self.nodes[c].visits, (self.nodes[c].prior * 1e6) as u32)
    }

    /// The root child played most often of those that let no other player
    /// finish at once (of all root children if each does), or the
    /// look-ahead search's `advice` where [`Tree::take_advice`] takes it.
    fn choice(&self, advice: Option<Move>) -> Option<usize> {
        let root = self.by_playouts();
        let chosen = root.iter().copied().find(|&c| !self.opens_a_finish(self.nodes[c].m)).or(root.first().copied());
        chosen.map(|c| self.take_advice(c, advice))
    }

    /// The tree's [`Tree::choice`] as [`Tree::report`] gives it.
    fn found(&self, playouts: u64, advice: Option<Move>) -> Found {
        self.report(self.choice(advice), playouts)
    }

    /// The root child `best` as a search result: its move, the mover's
    /// mean score in the playouts through it (in thousandths: how often it
    /// finished first, unless they are scored by margin), the line of most
    /// played moves below it, and the playouts run.
    fn report(&self, best: Option<usize>, playouts: u64) -> Found {
        let most_played = |node: usize| self.nodes[node].children().max_by_key(|&c| self.played(c));
        let mut depth = 0;
        let mut node = best;
        while let Some(n) = node.filter(|&n| self.nodes[n].visits > 0) {
            depth += 1;
            node = if self.nodes[n].children > 0 { most_played(n) } else { None };
        }
        let (best_move, score_per_mille) = best.map_or((None, 0), |b| {
            let n = self.nodes[b];
            (n.m, (1000.0 * n.wins / n.visits.max(1) as f32) as i32)
        });
        Found { best: best_move, score: score_per_mille, depth, nodes: playouts }
    }

    /// The root child of `advice` if the playouts went through it at least
    /// [`TreeLimits::second_opinion_percent`] as often as through `chosen`
    /// and it lets no other player finish at once; `chosen` otherwise.
    fn take_advice(&self, chosen: usize, advice: Option<Move>) -> usize {
        let percent = u64::from(self.limits.second_opinion_for(&self.game));
        let Some(advised) = advice.and_then(|m| self.nodes[0].children().find(|&c| self.nodes[c].m == Some(m))) else {
            return chosen;
        };
        let played_alike =
            u64::from(self.nodes[advised].visits) * 100 >= u64::from(self.nodes[chosen].visits) * percent;
        if percent > 0 && played_alike && !self.opens_a_finish(advice) { advised } else { chosen }
    }

    /// Whether after the root move `m` (`None`: a pass) another player can
    /// finish on its next turn, the players before it passing. Playouts
    /// score every loss alike, so when the mover loses most of them
    /// whatever it does, they cannot tell the move that stops a finish now
    /// from one that lets it happen; this check can.
    fn opens_a_finish(&self, m: Option<Move>) -> bool {
        let mut after = self.game.clone();
        match m {
            Some(m) => after.play_unchecked(m),
            None => after.pass_unchecked(),
        };
        let mover = self.game.to_move();
        after.seats().filter(|&p| p != mover && !after.is_finished(p)).any(|p| {
            let mut turn = after.clone();
            while turn.to_move() != p && !turn.is_over() {
                turn.pass_unchecked();
            }
            !turn.is_over() && finishing_move(&turn).is_some()
        })
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::{Config, Level, greedy::best_forward};
    use rules::{PlayerKind, PlayerSpec, Setup};

    /// A game of `seats` computer-free seats, from `position` if given.
    pub(crate) fn game(seats: usize, position: Option<&str>) -> Game {
        let mut setup = Setup::new(vec![PlayerSpec::new(PlayerKind::Human); seats]);
        setup.position = position.map(str::to_owned);
        Game::from_setup(&setup).expect("a valid game")
    }

    /// A game of three computer-free seats, from `position` if given.
    fn three_players(position: Option<&str>) -> Game {
        game(3, position)
    }

    /// Expert's tree grown from `game` with `playouts` playouts, its clock
    /// lifted.
    fn expert_tree_of<'a>(game: &Game, playouts: u32, stop: &'a AtomicBool) -> Tree<'a> {
        let limits = TreeLimits { time_cap: Duration::from_secs(600), ..Config::for_level(Level::EXPERT).tree };
        grow(game, &limits, playouts, 1, stop).0
    }

    /// Expert's three-player tree grown from `game`, its clock lifted.
    fn expert_tree<'a>(game: &Game, stop: &'a AtomicBool) -> Tree<'a> {
        expert_tree_of(game, Config::for_level(Level::EXPERT).tree.playouts[3], stop)
    }

    /// The logistic of a margin at Expert's six-player scale.
    fn share(margin: i32) -> f32 {
        let scale = Config::for_level(Level::EXPERT).tree.margin_scale[6] as f32;
        1.0 / (1.0 + (-margin as f32 / scale).exp())
    }

    /// With six players a playout is scored by margin. At the start every
    /// player is as far from its target as the others: each scores a half.
    /// Once player 1 has made a move, it scores the logistic of that move's
    /// progress and the others the logistic of its opposite; scored whole
    /// or nothing instead, player 1 would take the whole win.
    #[test]
    fn six_player_playouts_are_scored_by_margin() {
        let mut start = game(6, None);
        let stop = AtomicBool::new(false);
        let tree = expert_tree_of(&start, 0, &stop);
        assert!(tree.margin_scale > 0, "six-player playouts are scored whole or nothing");
        assert_eq!(tree.scores()[..6], [0.5; 6]);
        let m = best_forward(&start, 1).expect("a forward move");
        let gain = tree.eval.gain(Seat::new(0), m);
        assert!(gain > 0, "{m} brings player 1 no closer");
        start.play_unchecked(m);
        let mut tree = expert_tree_of(&start, 0, &stop);
        let scores = tree.scores();
        assert!((scores[0] - share(gain)).abs() < 1e-6, "player 1 scored {}", scores[0]);
        for (p, &score) in Seat::all(6).zip(&scores).skip(1) {
            assert!((score - share(-gain)).abs() < 1e-6, "player {p} scored {score}");
        }
        tree.margin_scale = 0;
        assert_eq!(tree.scores()[..6], [1.0, 0.0, 0.0, 0.0, 0.0, 0.0]);
    }

    /// A six-player playout run to its end: the player who finished scores
    /// more than a half, and more than any other.
    #[test]
    fn the_first_to_finish_a_six_player_playout_scores_the_most() {
        let start = game(6, None);
        let stop = AtomicBool::new(false);
        let mut tree = expert_tree_of(&start, 0, &stop);
        tree.playout();
        let &winner = tree.game.finishing_order().first().expect("nobody finished the playout");
        let scores = tree.scores();
        let winner = winner.index();
        assert!(scores[winner] > 0.5, "the winner scored {}", scores[winner]);
        let best_other = (0..6).filter(|&p| p != winner).map(|p| scores[p]).fold(0.0, f32::max);
        assert!(scores[winner] > best_other, "the winner scored {} and another {best_other}", scores[winner]);
    }

    /// The root children, most played first.
    fn most_played_first(tree: &Tree) -> Vec<usize> {
        let mut root: Vec<usize> = tree.nodes[0].children().collect();
        root.sort_by_key(|&c| std::cmp::Reverse(tree.nodes[c].visits));
        root
    }

    /// In a three-player opening the runner-up among the root moves is
    /// taken as advice at its share of the most played move's playouts,
    /// and not a percent above.
    #[test]
    fn advice_is_taken_from_its_share_of_the_playouts_up() {
        let mut opening = three_players(None);
        for seed in 0..15 {
            let m = best_forward(&opening, seed).expect("a forward move");
            opening.play_unchecked(m);
        }
        let stop = AtomicBool::new(false);
        let mut tree = expert_tree(&opening, &stop);
        let root = most_played_first(&tree);
        let (chosen, runner_up) = (root[0], root[1]);
        let share = tree.nodes[runner_up].visits * 100 / tree.nodes[chosen].visits;
        assert!((1..99).contains(&share), "the runner-up's share is {share}%");
        let advice = tree.nodes[runner_up].m;
        tree.limits.second_opinion_percent[3] = share;
        assert_eq!(tree.take_advice(chosen, advice), runner_up);
        tree.limits.second_opinion_percent[3] = share + 1;
        assert_eq!(tree.take_advice(chosen, advice), chosen);
        tree.limits.second_opinion_percent[3] = 0;
        assert_eq!(tree.take_advice(chosen, advice), chosen, "taken with no second opinion");
    }

    /// Player 2 can finish next turn unless player 1 moves its blocking
    /// marble (see the position's file). Advice that lets it finish is not
    /// taken, even when the playouts went through it more often than
    /// through the tree's own choice.
    #[test]
    fn advice_that_lets_another_player_finish_is_not_taken() {
        let block = three_players(Some(include_str!("../../../tests/data/three-player-block.txt")));
        let stop = AtomicBool::new(false);
        let mut tree = expert_tree(&block, &stop);
        tree.limits.second_opinion_percent[3] = 1;
        let found = tree.found(0, None);
        let chosen = tree.nodes[0].children().find(|&c| tree.nodes[c].m == found.best).expect("the choice");
        assert!(!tree.opens_a_finish(found.best), "the tree's own choice lets player 2 finish");
        let open = most_played_first(&tree).into_iter().find(|&c| tree.opens_a_finish(tree.nodes[c].m));
        let open = open.expect("no move lets player 2 finish");
        let often_enough = tree.nodes[open].visits * 100 >= tree.nodes[chosen].visits;
        assert!(often_enough, "the test needs advice played at least 1% as often as the choice");
        assert_eq!(tree.take_advice(chosen, tree.nodes[open].m), chosen);
    }
}
