//! The review of a played game: for every turn, the reviewer (a computer
//! level, Expert unless told) judges the move that was played against its
//! own choice, in turns lost, and gives each player's race estimate, so
//! that a player can see where a game was won or lost.
//!
//! The judgement is the reviewer's own look-ahead search, run once per
//! turn with the played move searched first: both moves are scored in the
//! same tree, so the loss of the reviewer's own move is 0 and never
//! negative, and a move the reviewer would play is judged best. The score
//! difference, in the evaluation's units, becomes turns at the rate the
//! mover has been making progress (its evaluation cost beyond a full
//! target over its race estimate); with more than two players the score is
//! the mover's standing against the leader, as the computers weigh it.
//! docs/rules.md gives the thresholds of the verdicts.
//!
//! ```
//! use chinese_checkers_engine::{Level, review_turn, Verdict};
//! use rules::{Game, Setup};
//! use std::sync::atomic::AtomicBool;
//!
//! let setup = Setup::from_ron("(players: [(kind: Human), (kind: Human)])").unwrap();
//! let game = Game::from_setup(&setup).unwrap();
//! let review = review_turn(&game, game.legal_moves().iter().next(), Level::HARD, &AtomicBool::new(false));
//! assert!(review.loss >= 0.0);
//! assert_eq!(review.race.len(), 2);
//! ```

mod judge;
mod race_estimate;
mod summary;
mod verdict;

pub use judge::{GameReview, MOST_TURNS_LOST, TurnReview, review_game, review_turn};
pub use race_estimate::{RaceMeasures, race_estimate, race_estimates};
pub use summary::{PlayerSummary, summarise};
pub use verdict::{Note, Verdict};
