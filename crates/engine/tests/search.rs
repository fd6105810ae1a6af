//! The look-ahead search and the tree search with more than two players,
//! on small positions whose best move can be worked out by hand: a finish
//! two moves away that nobody can stop, the one kind of move that stops an
//! opponent's finish, a step that opens a chain, a marble left behind, and
//! how the tree search takes the look-ahead search's second opinion.

use super::game;
use chinese_checkers_engine::{Config, Level, Method, TreeLimits, Weights, choose_move, think};
use rules::{Game, Hole, MAX_PLAYERS, Rules, Seat};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Three players, player 1 (heading north) to move: nine marbles home, the
/// tenth on f6, two steps from the empty d2 (f6 to e6 or e7, then into
/// d2); no hop reaches d2 at once. Filling d2 for player 1 would finish it
/// (a full target with one own marble counts), so once a marble stands on
/// e6 or e7 nobody can stop the finish. The others' marbles stand level
/// with player 1's, so the search runs, not the race planner.
const FINISH_IN_TWO: &str = "
            1
           1 1
          1 1 1
         1 . 1 1
2 . . . . . . . . . . . 3
 . . . . . 1 . . . . . .
  . . . . . . . . . . .
   2 2 . . . . . . 3 3
    2 2 2 . . . 3 3 3
   2 2 2 . . . . . 3 3
  . . . . . . . . . . .
 . . . . . . . . . . . .
. . . . . . . . . . . . .
         . . . .
          . . .
           . .
            .
";

/// Three players, player 1 (heading north) to move. Its marble on i6 can
/// step to h6 (one row forward), after which its marble on i5 has a chain
/// over h6 and player 3's marble on f8 to e9: four rows next turn. Every
/// other forward move of player 1 is also one row (i5 or i6 to h5, h6 or
/// h7) and sets up nothing as long; the marbles in its target can only
/// leave it. Player 2 has a marble parked on player 1's tip.
const SETS_UP_A_CHAIN: &str = "
            2
           1 1
          1 1 1
         1 . 1 1
2 . . . . . . . . . . . 3
 . . . . . . . 3 . . . .
  . . . . . . . . . . .
   2 2 . . . . . . 3 3
    2 2 2 . 1 1 3 3 3
   2 2 2 . . . . . 3 3
  . . . . . . . . . . .
 . . . . . . . . . . . .
. . . . . . . . . . . . .
         . . . .
          . . .
           . .
            .
";

/// Three players, player 1 (heading north) to move, player 2 (heading
/// south-east) next: player 2's target lacks only m10, and its marble on m8
/// hops over player 1's marble on m9 into it. Player 1 can stop this only
/// by moving the m9 marble, and not into m10 (filling the target with one
/// own marble would finish player 2 all the same).
const BLOCK: &str = include_str!("../../../tests/data/three-player-block.txt");

fn expert() -> Config {
    Config::for_level(Level::EXPERT)
}

/// Expert's settings with only its look-ahead search.
fn look_ahead_only() -> Config {
    Config { tree: TreeLimits::NONE, ..expert() }
}

/// Expert's settings with its tree search alone, without the look-ahead
/// search's second opinion.
fn tree_only() -> Config {
    let config = expert();
    Config { tree: TreeLimits { second_opinion_percent: [0; MAX_PLAYERS + 1], ..config.tree }, ..config }
}

/// Whether `player` has a move that finishes it at once, the players
/// before it passing.
fn can_finish(game: &Game, player: Seat) -> bool {
    let mut turn = game.clone();
    while turn.to_move() != player {
        turn.pass_unchecked();
    }
    turn.legal_moves().iter().any(|m| {
        let mut after = turn.clone();
        after.play(m).is_ok() && after.is_finished(player)
    })
}

#[test]
fn the_look_ahead_search_finds_a_finish_two_moves_away() {
    let game = game(3, Rules::default(), Some(FINISH_IN_TWO));
    assert!(!can_finish(&game, Seat::new(0)), "the test position is wrong: a finish in one");
    let report = think(&game, &look_ahead_only(), 1, &AtomicBool::new(false));
    assert_eq!(report.method, Method::Search, "{report:?}");
    // Beyond 2^23 the score is a forced finish.
    assert!(report.score > 1 << 23, "no forced finish seen: {report:?}");
    let m = report.best.expect("a move");
    let e6: Hole = "e6".parse().expect("a hole");
    let e7: Hole = "e7".parse().expect("a hole");
    assert!(m.from == "f6".parse().expect("a hole") && (m.to == e6 || m.to == e7), "played {m}");
    let mut after = game.clone();
    assert!(after.play(m).is_ok());
    assert!(can_finish(&after, Seat::new(0)), "after {m} no finish");
}

#[test]
fn the_tree_search_finds_a_finish_two_moves_away() {
    let game = game(3, Rules::default(), Some(FINISH_IN_TWO));
    for seed in 1..4 {
        let report = think(&game, &expert(), seed, &AtomicBool::new(false));
        assert_eq!(report.method, Method::Tree, "{report:?}");
        // Every playout through the move finishes player 1 first, two turns
        // of the others later.
        assert!(report.score > 990, "seed {seed}: not a sure win: {report:?}");
        let m = report.best.expect("a move");
        let mut after = game.clone();
        assert!(after.play(m).is_ok());
        assert!(can_finish(&after, Seat::new(0)), "seed {seed}: after {m} no finish");
    }
}

#[test]
fn the_tree_search_stops_a_finish_with_three_players() {
    let game = game(3, Rules::default(), Some(BLOCK));
    assert!(can_finish(&game, Seat::new(1)), "the test position is wrong: player 2 cannot finish");
    for seed in 1..4 {
        let report = think(&game, &expert(), seed, &AtomicBool::new(false));
        assert_eq!(report.method, Method::Tree, "{report:?}");
        let m = report.best.expect("a move");
        let mut after = game.clone();
        assert!(after.play(m).is_ok());
        assert!(
            !after.is_finished(Seat::new(1)) && !can_finish(&after, Seat::new(1)),
            "seed {seed}: played {m}: player 2 still finishes"
        );
    }
}

/// With a single playout the tree search plays the child it tries first,
/// the one of highest prior. Counting the follow-up, that is the step that
/// opens the chain; by progress alone it is another step of one row.
#[test]
fn the_tree_search_first_tries_the_step_that_opens_a_chain() {
    let game = game(3, Rules::default(), Some(SETS_UP_A_CHAIN));
    let mut config = tree_only();
    config.tree.playouts[3] = 1;
    assert!(config.tree.follow_up_percent > 0, "Expert's priors count no follow-up");
    let progress_only = Config { tree: TreeLimits { follow_up_percent: 0, ..config.tree }, ..config };
    let (i6, h6): (Hole, Hole) = ("i6".parse().expect("a hole"), "h6".parse().expect("a hole"));
    for seed in 1..4 {
        let report = think(&game, &config, seed, &AtomicBool::new(false));
        assert_eq!((report.method, report.nodes), (Method::Tree, 1), "{report:?}");
        let m = report.best.expect("a move");
        assert!(m.from == i6 && m.to == h6, "seed {seed}: played {m}");
        let mut after = game.clone();
        assert!(after.play(m).is_ok());
        while after.to_move() != Seat::new(0) {
            after.pass_unchecked();
        }
        let chain = after.legal_moves().iter().any(|n| n.to_string() == "i5-e9");
        assert!(chain, "seed {seed}: after {m} no chain from i5 to e9");
        let plain = think(&game, &progress_only, seed, &AtomicBool::new(false)).best.expect("a move");
        assert!(plain.from != i6 || plain.to != h6, "seed {seed}: i6-h6 even by progress alone");
    }
}

/// A three-player game after each player's first five moves, all
/// Medium's.
fn three_player_opening() -> Game {
    let mut opening = game(3, Rules::default(), None);
    for seed in 0..15 {
        let m = choose_move(&opening, Level::MEDIUM, seed, &AtomicBool::new(false)).expect("a move");
        assert!(opening.play(m).is_ok(), "Medium played {m}");
    }
    opening
}

/// With three players Expert's tree search plays the look-ahead search's
/// move when the playouts went through it often enough. In a three-player
/// opening where the two searches alone choose differently, asked for
/// only 1% of its own choice's playouts it plays the look-ahead move;
/// asked for as many playouts as its own choice, its own. (The time caps
/// are lifted, so that a loaded machine cannot cut a search short.)
#[test]
fn with_three_players_the_tree_search_takes_the_look_ahead_searchs_move() {
    let game = three_player_opening();
    let uncapped = |mut config: Config| {
        config.limits.time_cap = Duration::from_secs(600);
        config.tree.time_cap = Duration::from_secs(600);
        config
    };
    assert!(expert().tree.second_opinion_percent[3] > 0, "Expert takes no second opinion with three players");
    let with_percent = |percent| {
        let mut config = uncapped(expert());
        config.tree.second_opinion_percent[3] = percent;
        config
    };
    let mut disagreed = 0;
    for seed in 1..4 {
        let advice = think(&game, &uncapped(look_ahead_only()), seed, &AtomicBool::new(false)).best;
        let alone = think(&game, &uncapped(tree_only()), seed, &AtomicBool::new(false)).best;
        let eager = think(&game, &with_percent(1), seed, &AtomicBool::new(false));
        assert_eq!((eager.method, eager.best), (Method::Tree, advice), "seed {seed}: the tree alone plays {alone:?}");
        let strict = think(&game, &with_percent(100), seed, &AtomicBool::new(false)).best;
        assert_eq!(strict, alone, "seed {seed}: the look-ahead search plays {advice:?}");
        disagreed += usize::from(advice != alone);
    }
    assert!(disagreed > 0, "the test position is wrong: the two searches always agree");
}

/// However often the playouts went through it, a second opinion that lets
/// another player finish at once is not taken: a look-ahead search one
/// ply deep, without the tempo term, sees no reply and takes its longest
/// move in [`BLOCK`], yet the tree search still blocks.
#[test]
fn the_tree_search_takes_no_second_opinion_that_lets_another_player_finish() {
    let game = game(3, Rules::default(), Some(BLOCK));
    let mut short_sighted = expert();
    short_sighted.limits.max_depth = 1;
    short_sighted.weights.tempo = false;
    short_sighted.tree.second_opinion_percent[3] = 1;
    let look_ahead = Config { tree: TreeLimits::NONE, ..short_sighted };
    let advice = think(&game, &look_ahead, 1, &AtomicBool::new(false)).best.expect("a move");
    let mut after = game.clone();
    assert!(after.play(advice).is_ok());
    assert!(can_finish(&after, Seat::new(1)), "the test position is wrong: one ply deep {advice} blocks");
    for seed in 1..4 {
        let report = think(&game, &short_sighted, seed, &AtomicBool::new(false));
        assert_eq!(report.method, Method::Tree, "{report:?}");
        let m = report.best.expect("a move");
        let mut after = game.clone();
        assert!(after.play(m).is_ok());
        assert!(
            !after.is_finished(Seat::new(1)) && !can_finish(&after, Seat::new(1)),
            "seed {seed}: played {m}: player 2 still finishes"
        );
    }
}

/// Four players, player 1 (heading north-east, to the tip e13) to move:
/// eight marbles in its target, one on k9 and one left behind on its own
/// tip m1. The k9 marble's best chain, k9-i9-g11, goes four rows forward,
/// from six steps from the tip to two; the straggler's best move, the hop
/// m1-k1 over player 3's l1, goes two, from sixteen to fourteen. Each
/// leaves the other for next turn. With the usual straggler penalty
/// (`16·d + d²` a marble) the chain counts for more, 96 against 92 (142
/// against 140 with half the other's move as follow-up); at three times the
/// penalty the hop does, 212 against 160 (292 against 266).
const STRAGGLER_OR_CHAIN: &str = "
            .
           . .
          . . .
         . . . .
4 4 2 2 . . . . . . 1 1 1
 4 2 . . . . . . . 1 1 1
  . . . . . . . . . 1 .
   . . . . . . . . . 1
    . . . . . . . . .
   . . . . . . . . 2 .
  . . . . . . . . 1 . .
 3 . 3 . . . . . . . . .
1 . 3 3 . . . . . . . . .
         . . . .
          . . .
           . .
            .
";

/// With four players Expert's tree search weighs a marble left behind
/// three times as heavily as usual: it brings the straggler along before
/// it takes a longer chain elsewhere, which it takes with the usual
/// weight.
#[test]
fn with_four_players_the_tree_search_brings_the_straggler_along() {
    let game = game(4, Rules::default(), Some(STRAGGLER_OR_CHAIN));
    let config = expert();
    let usual = Config { tree: TreeLimits { stragglers: Weights::USUAL_STRAGGLERS, ..config.tree }, ..config };
    for seed in 1..4 {
        let report = think(&game, &config, seed, &AtomicBool::new(false));
        assert_eq!(report.method, Method::Tree, "{report:?}");
        let m = report.best.expect("a move");
        assert_eq!(m.to_string(), "m1-k1", "seed {seed}: Expert played {m}");
        let plain = think(&game, &usual, seed, &AtomicBool::new(false)).best.expect("a move");
        assert_eq!(plain.to_string(), "k9-g11", "seed {seed}: with the usual weight");
    }
}

#[test]
fn the_look_ahead_searches_of_hard_and_expert_stop_a_finish_with_three_players() {
    let game = game(3, Rules::default(), Some(BLOCK));
    assert!(can_finish(&game, Seat::new(1)), "the test position is wrong: player 2 cannot finish");
    assert!(
        !can_finish(&game, Seat::new(0)) && !can_finish(&game, Seat::new(2)),
        "the test position is wrong: another finish"
    );
    // Progress alone takes a longer move elsewhere.
    let greedy = think(&game, &Config::for_level(Level::MEDIUM), 1, &AtomicBool::new(false)).best.expect("a move");
    assert_ne!(greedy.from, "m9".parse().expect("a hole"), "the test position is wrong: Medium played {greedy}");
    let hard = Config { tree: TreeLimits::NONE, ..Config::for_level(Level::HARD) };
    for (level, config) in [("Hard", hard), ("Expert", look_ahead_only())] {
        let report = think(&game, &config, 1, &AtomicBool::new(false));
        assert_eq!(report.method, Method::Search, "{level}: {report:?}");
        let m = report.best.expect("a move");
        assert_eq!(m.from, "m9".parse().expect("a hole"), "{level} played {m}");
        let mut after = game.clone();
        assert!(after.play(m).is_ok());
        assert!(
            !after.is_finished(Seat::new(1)) && !can_finish(&after, Seat::new(1)),
            "{level} played {m}: player 2 still finishes"
        );
    }
}

/// Four players, player 1 (heading north-east) to move, player 2 (heading
/// south-east) next: as in [`BLOCK`], player 2's marble on m8 would hop over
/// player 1's on m9 into m10, the last hole of its target.
const BLOCK_NEXT: &str = "
            .
           . .
          . . .
         . . . .
. . . . . . . . . . . . .
 . . . . . . . . . . 3 3
  . 4 4 4 . . . . 3 3 3
   4 4 4 . 1 1 . 3 3 3
    4 4 . 1 1 1 . 3 3
   4 4 . . 1 1 1 . . 2
  . . . . . 1 . . . 2 2
 . . . . . . . . . 2 2 2
. . . . . . . 2 1 . 2 2 2
         . . . .
          . . .
           . .
            .
";

/// Four players, player 1 (heading north-east) to move: player 4 (heading
/// north-west), the leader though it moves last, would hop from e6 over
/// player 1's marble on e5 into e4, the last hole of its target.
const BLOCK_LEADER: &str = "
            .
           . .
          . . .
         . . . .
4 4 4 . 1 4 . . . . . . .
 4 4 4 . . . . . . . 3 3
  4 4 . . . . . . 3 3 3
   4 . . . 1 1 . 3 3 3
    . . . 1 1 1 . 3 3
   . . . . 1 1 1 . . .
  2 2 2 . . 1 . . . . .
 2 2 2 2 . . . . . . . .
2 2 2 . . . . . . . . . .
         . . . .
          . . .
           . .
            .
";

/// With four players Expert's tree search, and its focused Best-Reply
/// Search (what it plays when teams play), stop the finishes that matter:
/// the next player's, and the leader's.
#[test]
fn four_player_searches_stop_the_next_player_and_the_leader() {
    assert!(expert().limits.focused[4], "Expert's look-ahead search with four players is not focused");
    for (config, method) in [(expert(), Method::Tree), (look_ahead_only(), Method::Search)] {
        for (diagram, threat, from) in [(BLOCK_NEXT, Seat::new(1), "m9"), (BLOCK_LEADER, Seat::new(3), "e5")] {
            let game = game(4, Rules::default(), Some(diagram));
            assert!(can_finish(&game, threat), "the test position is wrong: player {threat} cannot finish");
            assert!(game.seats().filter(|&p| p != threat).all(|p| !can_finish(&game, p)), "the test position is wrong");
            let report = think(&game, &config, 1, &AtomicBool::new(false));
            assert_eq!(report.method, method, "{report:?}");
            let m = report.best.expect("a move");
            assert_eq!(m.from, from.parse().expect("a hole"), "{method:?} played {m}");
            let mut after = game.clone();
            assert!(after.play(m).is_ok());
            assert!(
                !after.is_finished(threat) && !can_finish(&after, threat),
                "{method:?} played {m}: player {threat} finishes"
            );
        }
    }
}
