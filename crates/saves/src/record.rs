//! The person's record, computed from the saved games: games and wins by
//! player count and by the strongest computer, winning streaks, the fastest
//! win, the longest chain of hops, and each game's result in date order.
//!
//! The person's games are those with at least one `Human` seat; games
//! between computers only (autoplay demos) are counted apart and left out of
//! everything else. With several people at one screen, the game is won when
//! a side with a person in it finishes first. A game left unfinished (the
//! replay stops before the game is over) counts as played, never as won, and
//! ends a winning streak. The fastest win counts the winner's own turns, not
//! the whole game's.
//!
//! ```
//! use rules::{Replay, Setup};
//! use chinese_checkers_saves::{GameResult, record};
//! let setup = Setup::from_ron("(players: [(kind: Human), (kind: Computer(Hard))])").unwrap();
//! let mut replay = Replay::new(setup, None);
//! replay.turns.push("n1-m5".into());
//! let games = [("2026-11-30T16:20:00Z".to_string(), replay.check().unwrap())];
//! let record = record(&games);
//! assert_eq!((record.total.games, record.total.wins, record.total.unfinished), (1, 0, 1));
//! assert_eq!(record.results[0].result, GameResult::Unfinished);
//! ```

use rules::{CheckedReplay, Level, PLAYER_COUNTS, PlayerKind, ReplayOutcome, hops_in_route};

/// Games and wins in one row of the record's tables.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games played, unfinished ones included.
    pub games: u32,
    /// Games won.
    pub wins: u32,
    /// Games left unfinished (counted in `games`, never in `wins`).
    pub unfinished: u32,
}

impl Tally {
    /// Wins as a whole percentage of the games, or `None` with no games.
    pub fn win_percent(&self) -> Option<u32> {
        (self.games > 0).then(|| (self.wins * 100 + self.games / 2) / self.games)
    }

    /// Counts one game with this result.
    fn add(&mut self, result: GameResult) {
        self.games += 1;
        match result {
            GameResult::Won => self.wins += 1,
            GameResult::Unfinished => self.unfinished += 1,
            GameResult::Placed(_) | GameResult::Lost => {}
        }
    }
}

/// Whom the person played against: the strongest computer in the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Opposition {
    /// People only, no computer.
    PeopleOnly,
    /// The strongest computer in the game (partner or opponent) was of this
    /// level.
    Computer(Level),
}

impl Opposition {
    /// Every row of the record's table, people only first, then the levels
    /// weakest first.
    pub const ALL: [Opposition; 11] = {
        let mut all = [Opposition::PeopleOnly; 11];
        let mut i = 0;
        while i < Level::ALL.len() {
            all[i + 1] = Opposition::Computer(Level::ALL[i]);
            i += 1;
        }
        all
    };

    /// The strongest computer among a game's seats.
    pub fn of(replay: &CheckedReplay) -> Opposition {
        let levels = replay.replay().setup.players.iter().filter_map(|seat| match seat.kind {
            PlayerKind::Computer(level) => Some(level),
            PlayerKind::Human => None,
        });
        levels.max().map_or(Opposition::PeopleOnly, Opposition::Computer)
    }
}

/// How one of the person's games went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// A side with a person in it finished first.
    Won,
    /// The game is over and the person's best side came at this place
    /// (from 1), neither first to finish nor last: a lower place with
    /// play-on, or a place by distance to go. A game that ended at the turn
    /// limit before anyone finished is won by nobody, so its leader is
    /// `Placed(1)`.
    Placed(usize),
    /// The game is over and the person's best side came last.
    Lost,
    /// The replay stops before the game is over (the game was left): played,
    /// but not won, whoever had finished.
    Unfinished,
}

/// One of the person's games in the series of results.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    /// When the game began, as the saved games list gives it
    /// (`2026-11-30T16:20:00Z`).
    pub when: String,
    /// How it went.
    pub result: GameResult,
}

/// A best figure and the game it came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Best {
    /// The figure (turns, or hops).
    pub value: u32,
    /// When the game began.
    pub when: String,
}

/// The person's record over the saved games.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// All the person's games.
    pub total: Tally,
    /// By player count: one row for each of [`PLAYER_COUNTS`], in order.
    pub by_players: Vec<(usize, Tally)>,
    /// By the strongest computer: one row for each of [`Opposition::ALL`],
    /// in order.
    pub by_opposition: Vec<(Opposition, Tally)>,
    /// Wins in a row up to the latest game. Anything but a win ends a
    /// streak, an unfinished game too.
    pub current_streak: u32,
    /// The most wins in a row.
    pub best_streak: u32,
    /// The win in the fewest of the winner's own turns (the moves and passes
    /// of the person who won; in a team, of its person who played the
    /// most), earliest such game if several.
    pub fastest_win: Option<Best>,
    /// The most hops a person made in one move, in any of the person's games
    /// (finished or not), earliest such game if several; `None` when no
    /// person has hopped.
    pub longest_chain: Option<Best>,
    /// Each of the person's games in date order, earliest first.
    pub results: Vec<Played>,
    /// Games between computers only, left out of the rest.
    pub computers_only: u32,
}

/// The person's result in a game, or `None` if no seat is a person's.
pub fn result_of(replay: &CheckedReplay) -> Option<GameResult> {
    let is_person = |seat: &rules::Seat| {
        replay.replay().setup.players.get(seat.index()).is_some_and(|spec| spec.kind == PlayerKind::Human)
    };
    let standings = replay.end().side_standings();
    let persons = standings.iter().filter(|standing| standing.players.iter().any(is_person));
    let best = persons.min_by_key(|standing| standing.place)?;
    if let ReplayOutcome::Unfinished(_) = replay.outcome() {
        return Some(GameResult::Unfinished);
    }
    let last = standings.iter().map(|standing| standing.place).max().unwrap_or(1);
    Some(match best.place {
        1 if best.finished && !replay.end().is_drawn() => GameResult::Won,
        place if place > 1 && place == last => GameResult::Lost,
        place => GameResult::Placed(place),
    })
}

/// The record of `games`, each with when it began (timestamps as the saved
/// games list gives them, so that they sort by date); the order given does
/// not matter.
pub fn record(games: &[(String, CheckedReplay)]) -> Record {
    let mut dated: Vec<&(String, CheckedReplay)> = games.iter().collect();
    dated.sort_by(|a, b| a.0.cmp(&b.0));
    let mut record = Record {
        by_players: PLAYER_COUNTS.iter().map(|&n| (n, Tally::default())).collect(),
        by_opposition: Opposition::ALL.iter().map(|&o| (o, Tally::default())).collect(),
        ..Record::default()
    };
    for (when, replay) in dated {
        let Some(result) = result_of(replay) else {
            record.computers_only += 1;
            continue;
        };
        record.total.add(result);
        let players = replay.replay().setup.players.len();
        if let Some((_, tally)) = record.by_players.iter_mut().find(|(n, _)| *n == players) {
            tally.add(result);
        }
        let opposition = Opposition::of(replay);
        if let Some((_, tally)) = record.by_opposition.iter_mut().find(|(o, _)| *o == opposition) {
            tally.add(result);
        }
        if result == GameResult::Won {
            record.current_streak += 1;
            record.best_streak = record.best_streak.max(record.current_streak);
            if let Some(turns) = winners_turns(replay) {
                keep_best(&mut record.fastest_win, turns, when, |new, old| new < old);
            }
        } else {
            record.current_streak = 0;
        }
        if let Some(hops) = persons_longest_chain(replay).filter(|&hops| hops > 0) {
            keep_best(&mut record.longest_chain, hops, when, |new, old| new > old);
        }
        record.results.push(Played { when: when.clone(), result });
    }
    record
}

/// Replaces `best` with `value` from the game of `when` if there is none
/// yet or `better(value, best)`.
fn keep_best(best: &mut Option<Best>, value: u32, when: &str, better: impl Fn(u32, u32) -> bool) {
    if best.as_ref().is_none_or(|old| better(value, old.value)) {
        *best = Some(Best { value, when: when.to_owned() });
    }
}

/// The turns the winner played in a game a person won: of the winning side's
/// people, the most turns one of them played (a seat has no turns after it
/// finishes, so these are the turns it took to finish).
fn winners_turns(replay: &CheckedReplay) -> Option<u32> {
    let setup = &replay.replay().setup;
    let winner = replay.end().side_standings().into_iter().find(|standing| standing.place == 1 && standing.finished)?;
    winner
        .players
        .iter()
        .filter(|seat| setup.players.get(seat.index()).is_some_and(|spec| spec.kind == PlayerKind::Human))
        .map(|&seat| replay.turns().iter().filter(|turn| turn.player() == seat).count() as u32)
        .max()
}

/// The most hops a person made in one move of the game, or `None` if no
/// person moved.
fn persons_longest_chain(replay: &CheckedReplay) -> Option<u32> {
    let setup = &replay.replay().setup;
    replay
        .turns()
        .iter()
        .filter(|turn| setup.players.get(turn.player().index()).is_some_and(|spec| spec.kind == PlayerKind::Human))
        .filter_map(|turn| turn.route().map(hops_in_route))
        .max()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{Replay, Setup};

    /// Two players; player 1 (first to move) finishes with the step e5-d1.
    /// Player 2 may step j9-i9 and back.
    const NEAR_THE_END: &str = "
            1
           1 1
          1 1 1
         . 1 1 1
. . . . 1 . . . . . . . .
 . . . . . . . . . . . .
  . . . . . . . . . . .
   . . . . . . . . . .
    . . . . . . . . .
   . . . . . . . . 2 .
  . . . . . . . . . 2 2
 . . . . . . . . . 2 2 2
. . . . . . . . . 2 2 2 2
         . . . .
          . . .
           . .
            .
";

    /// The game of `kinds` (RON seat kinds) from `position` (the standard
    /// start if empty), through `turns`, begun at `when`.
    fn game(when: &str, kinds: &[&str], position: &str, turns: &[&str]) -> (String, CheckedReplay) {
        let players: Vec<String> = kinds.iter().map(|kind| format!("(kind: {kind})")).collect();
        let position = if position.is_empty() { String::new() } else { format!(", position: Some(\"{position}\")") };
        let setup = Setup::from_ron(&format!("(players: [{}]{position})", players.join(", "))).expect("setup");
        let mut replay = Replay::new(setup, Some(when.to_owned()));
        replay.turns = turns.iter().map(|&t| t.to_owned()).collect();
        (when.to_owned(), replay.check().expect("the turns are legal"))
    }

    /// A game player 1 wins at once.
    fn first_wins(when: &str, first: &str, second: &str) -> (String, CheckedReplay) {
        game(when, &[first, second], NEAR_THE_END, &["e5-d1"])
    }

    fn day(n: u32) -> String {
        format!("2026-01-{n:02}T10:00:00Z")
    }

    #[test]
    fn a_win_and_a_loss() {
        let won = first_wins(&day(1), "Human", "Computer(Hard)");
        let lost = first_wins(&day(2), "Computer(Easy)", "Human");
        assert_eq!(result_of(&won.1), Some(GameResult::Won));
        assert_eq!(result_of(&lost.1), Some(GameResult::Lost));
        let record = record(&[lost, won]);
        assert_eq!(record.total, Tally { games: 2, wins: 1, unfinished: 0 });
        assert_eq!(record.total.win_percent(), Some(50));
        assert_eq!(record.by_players[0], (2, Tally { games: 2, wins: 1, unfinished: 0 }));
        assert!(record.by_players[1..].iter().all(|(_, tally)| tally.games == 0));
        let row = |o: Opposition| record.by_opposition.iter().find(|(x, _)| *x == o).map(|(_, t)| *t);
        assert_eq!(row(Opposition::Computer(Level::HARD)), Some(Tally { games: 1, wins: 1, unfinished: 0 }));
        assert_eq!(row(Opposition::Computer(Level::EASY)), Some(Tally { games: 1, wins: 0, unfinished: 0 }));
        assert_eq!(row(Opposition::PeopleOnly), Some(Tally::default()));
        let results: Vec<GameResult> = record.results.iter().map(|p| p.result).collect();
        assert_eq!(results, [GameResult::Won, GameResult::Lost], "date order, whatever the order given");
        assert_eq!((record.current_streak, record.best_streak), (0, 1));
        assert_eq!(record.fastest_win, Some(Best { value: 1, when: day(1) }));
        assert_eq!(record.longest_chain, None, "steps only");
    }

    #[test]
    fn games_between_computers_are_counted_apart() {
        let demo = first_wins(&day(1), "Computer(Medium)", "Computer(Expert)");
        assert_eq!(result_of(&demo.1), None);
        let record = record(&[demo, first_wins(&day(2), "Human", "Human")]);
        assert_eq!(record.computers_only, 1);
        assert_eq!(record.total, Tally { games: 1, wins: 1, unfinished: 0 });
        assert_eq!(record.by_opposition[0], (Opposition::PeopleOnly, Tally { games: 1, wins: 1, unfinished: 0 }));
        assert!(record.by_opposition[1..].iter().all(|(_, tally)| tally.games == 0));
        assert_eq!(record.results.len(), 1);
    }

    #[test]
    fn streaks_count_wins_in_a_row() {
        let w = |n| first_wins(&day(n), "Human", "Computer(Medium)");
        let l = |n| first_wins(&day(n), "Computer(Medium)", "Human");
        let demo = |n| first_wins(&day(n), "Computer(Medium)", "Computer(Medium)");
        let games = [w(1), w(2), l(3), w(4), demo(5), w(6), w(7), l(8), w(9), w(10)];
        let record = record(&games);
        assert_eq!(record.best_streak, 3, "a demo between them does not break a streak");
        assert_eq!(record.current_streak, 2);
        let unfinished = game(&day(11), &["Human", "Computer(Medium)"], "", &["n1-m5"]);
        let after = super::record(&[&games[..], &[unfinished]].concat());
        assert_eq!((after.best_streak, after.current_streak), (3, 0), "an unfinished game ends a streak");
    }

    #[test]
    fn the_fastest_win_counts_the_winners_own_turns() {
        let slow =
            game(&day(1), &["Human", "Computer(Easy)"], NEAR_THE_END, &["e5-e6", "j9-i9", "e6-e5", "i9-j9", "e5-d1"]);
        let fast = first_wins(&day(2), "Human", "Computer(Easy)");
        let record = record(&[slow.clone(), fast]);
        assert_eq!(record.fastest_win, Some(Best { value: 1, when: day(2) }));
        assert_eq!(super::record(&[slow]).fastest_win, Some(Best { value: 3, when: day(1) }), "not 5");
    }

    #[test]
    fn an_unfinished_game_is_played_not_won_and_its_chains_count() {
        let chain = "
            .
           . .
          . . .
         . . . .
. . . . . . . . . . . . .
 . . . . . . . . . . . .
  . . . . . . . . . . .
   . . . . . . . . . .
    . . . . . . . . .
   . . . . . . . . . .
  . . . . . . . . . . .
 . . . . 2 . . . . . . .
. . . . . . . . . . . . .
         1 . . .
          1 . .
           . .
            .
";
        let left = game(&day(1), &["Human", "Computer(Expert)"], chain, &["o1-m5-k5"]);
        assert_eq!(result_of(&left.1), Some(GameResult::Unfinished));
        let record = record(&[left]);
        assert_eq!(record.total, Tally { games: 1, wins: 0, unfinished: 1 });
        assert_eq!(record.by_opposition[10], (Opposition::Computer(Level::EXPERT), record.total));
        assert_eq!(record.longest_chain, Some(Best { value: 2, when: day(1) }));
        assert_eq!(record.fastest_win, None);
    }
}
