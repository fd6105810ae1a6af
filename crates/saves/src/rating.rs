//! The person's rating, computed from the saved games like the record: it is
//! never kept anywhere else, so it cannot drift from the games it rests on.
//!
//! Each counted game moves the rating by how the person did against the
//! computers at the table, whose levels' ratings ([`engine::rating`]) are
//! fixed anchors on the same scale. Two-player games use Glicko-2, games of
//! three to six players (by places, partners as teams) Weng-Lin. A game counts when
//! exactly one person played it against computers, from the usual start, to
//! the end, and took no hints and took no move back; every other game is
//! counted apart with the reason ([`NotRated`]).
//!
//! ```
//! use rules::{Replay, Setup};
//! use chinese_checkers_saves::{NotRated, rating_summary};
//! let setup = Setup::from_ron("(players: [(kind: Human), (kind: Computer(Hard))])").unwrap();
//! let mut replay = Replay::new(setup, None);
//! replay.turns.push("n1-m5".into());
//! let games = [("2026-11-30T16:20:00Z".to_string(), replay.check().unwrap())];
//! let rating = rating_summary(&games);
//! assert_eq!(rating.current, None);
//! assert_eq!(rating.not_counted, [(NotRated::Unfinished, 1)]);
//! ```

use super::Opposition;
use engine::rating as level_rating;
use rules::{CheckedReplay, Level, PlayerKind, ReplayOutcome, Seat};
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};
use skillratings::{MultiTeamOutcome, Outcomes};

/// A rating and how uncertain it still is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// The rating, on the scale of the levels' ratings.
    pub value: f64,
    /// Its standard deviation: about 95% sure the true rating lies within
    /// twice this of `value`.
    pub deviation: f64,
    /// Glicko-2's volatility: how erratic the results have been.
    volatility: f64,
}

impl Rating {
    /// A new player's rating: between levels 2 and 3, very uncertain.
    pub const START: Rating = Rating { value: 700.0, deviation: 350.0, volatility: 0.06 };

    /// The rating rounded to a whole number, as the game shows it.
    pub fn shown(&self) -> i64 {
        self.value.round() as i64
    }

    fn glicko(self) -> Glicko2Rating {
        Glicko2Rating { rating: self.value, deviation: self.deviation, volatility: self.volatility }
    }

    fn weng_lin(self) -> WengLinRating {
        WengLinRating { rating: self.value, uncertainty: self.deviation }
    }
}

/// How sure the anchors' ratings are taken to be (their fit's standard
/// error is about this).
const ANCHOR_DEVIATION: f64 = 50.0;

/// Weng-Lin's skill-class width on this scale: the gap that makes a
/// 1/(1 + 10^(-d/400)) chance of winning, the same odds the levels are
/// rated by.
const WENG_LIN_BETA: f64 = 400.0 / std::f64::consts::LN_10 / std::f64::consts::SQRT_2;

/// Why a saved game does not count in the rating.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum NotRated {
    /// Computers only: nobody's game.
    ComputersOnly,
    /// Two or more people played (at one screen or online).
    People,
    /// It began from a set-up position (a lesson, an ending), not the start.
    SetPosition,
    /// Hints were shown or moves taken back.
    Helped,
    /// It was left before it ended.
    Unfinished,
}

impl NotRated {
    /// Every reason, in the order Statistics lists them.
    pub const ALL: [NotRated; 5] =
        [NotRated::People, NotRated::Helped, NotRated::SetPosition, NotRated::Unfinished, NotRated::ComputersOnly];
}

/// One counted game and what it did to the rating.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedGame {
    /// When the game began (`2026-11-30T16:20:00Z`).
    pub when: String,
    /// The rating before the game.
    pub before: Rating,
    /// The rating after it.
    pub after: Rating,
    /// The strongest computer at the table.
    pub strongest: Level,
    /// Whether the person's side finished first.
    pub won: bool,
}

/// The rating over the saved games.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RatingSummary {
    /// The rating after the last counted game; `None` before any.
    pub current: Option<Rating>,
    /// Each counted game in date order, earliest first.
    pub history: Vec<RatedGame>,
    /// The games not counted, by reason (only reasons with games, in the
    /// order of [`NotRated::ALL`]).
    pub not_counted: Vec<(NotRated, u32)>,
}

impl RatingSummary {
    /// The level nearest an even game for the person, once rated.
    pub fn suggested_level(&self) -> Option<Level> {
        self.current.map(|rating| nearest_level(rating.value))
    }

    /// The next level up, when the person has won the last
    /// [`WINS_FOR_NEXT_LEVEL`] counted games in a row against the same
    /// strongest level, below the top.
    pub fn next_level_offer(&self) -> Option<Level> {
        let last = self.history.len().checked_sub(WINS_FOR_NEXT_LEVEL)?;
        let streak = &self.history[last..];
        let level = streak[0].strongest;
        let all_won = streak.iter().all(|game| game.won && game.strongest == level);
        all_won.then(|| Level::new(level.number() + 1)).flatten()
    }

    /// What the game that began at `when` did to the rating, if it counted.
    pub fn change_of(&self, when: &str) -> Option<&RatedGame> {
        self.history.iter().rev().find(|game| game.when == when)
    }
}

/// Wins in a row against a level after which the next one is offered.
pub const WINS_FOR_NEXT_LEVEL: usize = 3;

/// The level whose rating is nearest `rating`.
pub fn nearest_level(rating: f64) -> Level {
    let distance = |level: &Level| (f64::from(level_rating(*level)) - rating).abs();
    Level::ALL.into_iter().min_by(|a, b| distance(a).total_cmp(&distance(b))).unwrap_or(Level::WEAKEST)
}

/// Whether a saved game counts in the rating, and if not, why.
pub fn counts(replay: &CheckedReplay) -> Result<(), NotRated> {
    let setup = &replay.replay().setup;
    let people = setup.players.iter().filter(|spec| spec.kind == PlayerKind::Human).count();
    match people {
        0 => Err(NotRated::ComputersOnly),
        1 => Ok(()),
        _ => Err(NotRated::People),
    }?;
    if setup.position.is_some() {
        return Err(NotRated::SetPosition);
    }
    if !replay.replay().help.is_none() {
        return Err(NotRated::Helped);
    }
    if let ReplayOutcome::Unfinished(_) = replay.outcome() {
        return Err(NotRated::Unfinished);
    }
    Ok(())
}

/// The rating over `games`, each with when it began (timestamps as the
/// saved games list gives them); the order given does not matter.
pub fn rating_summary(games: &[(String, CheckedReplay)]) -> RatingSummary {
    let mut dated: Vec<&(String, CheckedReplay)> = games.iter().collect();
    dated.sort_by(|a, b| a.0.cmp(&b.0));
    let mut record = RatingSummary::default();
    let mut not_counted = [0u32; NotRated::ALL.len()];
    for (when, replay) in dated {
        if let Err(reason) = counts(replay) {
            if let Some(slot) = NotRated::ALL.iter().position(|&r| r == reason) {
                not_counted[slot] += 1;
            }
            continue;
        }
        let before = record.current.unwrap_or(Rating::START);
        let Some(rated) = rate_game(before, replay) else { continue };
        record.current = Some(rated.0);
        record.history.push(RatedGame { when: when.clone(), before, after: rated.0, strongest: rated.1, won: rated.2 });
    }
    record.not_counted = NotRated::ALL.into_iter().zip(not_counted).filter(|&(_, games)| games > 0).collect();
    record
}

/// The person's new rating after a counted game, the strongest computer at
/// the table, and whether the person's side finished first.
fn rate_game(before: Rating, replay: &CheckedReplay) -> Option<(Rating, Level, bool)> {
    let setup = &replay.replay().setup;
    let kind = |seat: &Seat| setup.players.get(seat.index()).map(|spec| spec.kind);
    let person = |seat: &Seat| kind(seat) == Some(PlayerKind::Human);
    let standings = replay.end().side_standings();
    let mine = standings.iter().position(|standing| standing.players.iter().any(person))?;
    let Opposition::Computer(strongest) = Opposition::of(replay) else { return None };
    let drawn = replay.end().is_drawn();
    let won = standings[mine].place == 1 && standings[mine].finished && !drawn;
    let after = if setup.players.len() == 2 {
        let other = &standings[1 - mine];
        let opponent = anchor(strongest).glicko();
        let outcome = match standings[mine].place.cmp(&other.place) {
            _ if drawn => Outcomes::DRAW,
            std::cmp::Ordering::Less => Outcomes::WIN,
            std::cmp::Ordering::Greater => Outcomes::LOSS,
            std::cmp::Ordering::Equal => Outcomes::DRAW,
        };
        let (new, _) = glicko2(&before.glicko(), &opponent, &outcome, &Glicko2Config::new());
        Rating { value: new.rating, deviation: new.deviation, volatility: new.volatility }
    } else {
        multi_player(before, replay, &standings, mine)?
    };
    Some((after, strongest, won))
}

/// Weng-Lin over the sides' places (three to six players, or partners):
/// each side a team of its seats, the person's own rating and the
/// computers' anchors.
fn multi_player(before: Rating, replay: &CheckedReplay, standings: &[rules::Standing], mine: usize) -> Option<Rating> {
    let setup = &replay.replay().setup;
    let mut person_at = 0;
    let teams: Vec<Vec<WengLinRating>> = standings
        .iter()
        .enumerate()
        .map(|(side, standing)| {
            let mut team = Vec::new();
            for seat in &standing.players {
                match setup.players.get(seat.index()).map(|spec| spec.kind) {
                    Some(PlayerKind::Computer(level)) => team.push(anchor(level).weng_lin()),
                    _ => {
                        if side == mine {
                            person_at = team.len();
                        }
                        team.push(before.weng_lin());
                    }
                }
            }
            team
        })
        .collect();
    let ranked: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(standings)
        .map(|(team, standing)| (team.as_slice(), MultiTeamOutcome::new(standing.place)))
        .collect();
    let config = WengLinConfig { beta: WENG_LIN_BETA, ..WengLinConfig::new() };
    let new = weng_lin_multi_team(&ranked, &config);
    let mine = new.get(mine)?.get(person_at)?;
    Some(Rating { value: mine.rating, deviation: mine.uncertainty, volatility: before.volatility })
}

/// A level's fixed rating.
fn anchor(level: Level) -> Rating {
    Rating { value: f64::from(level_rating(level)), deviation: ANCHOR_DEVIATION, volatility: Rating::START.volatility }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::choose_move;
    use rules::{Game, Help, Replay, Setup};
    use std::sync::atomic::AtomicBool;

    /// A whole game from the start between `seats` (RON player kinds),
    /// every seat played by the level given for it in `play_as`.
    fn played(seats: &str, play_as: &[u8], seed: u64) -> CheckedReplay {
        let setup = Setup::from_ron(&format!("(players: [{seats}])")).expect("a setup");
        let mut game = Game::from_setup(&setup).expect("a game");
        let mut replay = Replay::new(setup, None);
        while !game.is_over() {
            let level = Level::new(play_as[game.to_move().index()]).expect("a level");
            match choose_move(&game, level, seed + u64::from(game.turns()), &AtomicBool::new(false)) {
                Some(m) => {
                    replay.push_route(&game.route(m).expect("a route"));
                    game.play(m).expect("a legal move");
                }
                None => {
                    replay.push_pass();
                    game.pass().expect("a pass");
                }
            }
        }
        replay.check().expect("the game replays")
    }

    fn dated(games: Vec<CheckedReplay>) -> Vec<(String, CheckedReplay)> {
        games.into_iter().enumerate().map(|(i, game)| (format!("2026-12-{:02}T10:00:00Z", i + 1), game)).collect()
    }

    #[test]
    fn winning_raises_the_rating_and_losing_lowers_it() {
        let wins =
            dated((1..=4).map(|seed| played("(kind: Human), (kind: Computer(Level(1)))", &[5, 1], seed)).collect());
        let rated = rating_summary(&wins);
        assert_eq!(rated.history.len(), 4);
        assert!(rated.history.iter().all(|game| game.won && game.strongest == Level::EASY));
        let after_wins = rated.current.expect("rated");
        assert!(after_wins.value > Rating::START.value, "{after_wins:?}");
        assert!(after_wins.deviation < Rating::START.deviation, "each game makes it surer");
        let losses =
            dated((1..=4).map(|seed| played("(kind: Human), (kind: Computer(Medium))", &[1, 5], seed)).collect());
        let after_losses = rating_summary(&losses).current.expect("rated");
        assert!(after_losses.value < Rating::START.value, "{after_losses:?}");
    }

    #[test]
    fn the_order_of_the_files_does_not_matter_but_the_dates_do() {
        let games = dated(vec![
            played("(kind: Human), (kind: Computer(Level(1)))", &[5, 1], 1),
            played("(kind: Human), (kind: Computer(Medium))", &[1, 5], 2),
        ]);
        let reversed: Vec<_> = games.iter().rev().cloned().collect();
        assert_eq!(rating_summary(&games), rating_summary(&reversed));
    }

    #[test]
    fn games_that_do_not_count_are_counted_apart_with_their_reason() {
        let counted = played("(kind: Human), (kind: Computer(Level(2)))", &[5, 2], 1);
        let mut helped = counted.replay().clone();
        helped.help = Help { hints: 1, undos: 0 };
        let mut unfinished = counted.replay().clone();
        unfinished.turns.truncate(10);
        // The same game, its start written out as a set-up position.
        let start = Game::from_setup(&counted.replay().setup).expect("a game").diagram().to_text();
        let mut set_position = counted.replay().clone();
        set_position.setup.position = Some(start);
        let people = played("(kind: Human), (kind: Human)", &[5, 1], 1);
        let computers = played("(kind: Computer(Level(1))), (kind: Computer(Level(2)))", &[1, 2], 1);
        let games = dated(vec![
            counted.clone(),
            helped.check().expect("replays"),
            unfinished.check().expect("replays"),
            set_position.check().expect("replays"),
            people,
            computers,
        ]);
        let rated = rating_summary(&games);
        assert_eq!(rated.history.len(), 1);
        let expected = [
            (NotRated::People, 1),
            (NotRated::Helped, 1),
            (NotRated::SetPosition, 1),
            (NotRated::Unfinished, 1),
            (NotRated::ComputersOnly, 1),
        ];
        assert_eq!(rated.not_counted, expected);
        assert_eq!(rated.current, rating_summary(&dated(vec![counted])).current);
    }

    #[test]
    fn three_player_places_move_the_rating() {
        let first = played("(kind: Human), (kind: Computer(Level(1))), (kind: Computer(Level(1)))", &[5, 1, 1], 3);
        let rated = rating_summary(&dated(vec![first]));
        assert!(rated.history[0].won, "level 5's moves beat two level 1s");
        assert!(rated.current.expect("rated").value > Rating::START.value);
        let last = played("(kind: Human), (kind: Computer(Medium)), (kind: Computer(Medium))", &[1, 5, 5], 3);
        assert!(rating_summary(&dated(vec![last])).current.expect("rated").value < Rating::START.value);
    }

    #[test]
    fn the_suggested_level_follows_the_rating() {
        assert_eq!(nearest_level(0.0), Level::WEAKEST);
        assert_eq!(nearest_level(f64::from(level_rating(Level::MEDIUM)) + 20.0), Level::MEDIUM);
        assert_eq!(nearest_level(10_000.0), Level::STRONGEST);
        let mut games = Vec::new();
        for seed in 1..=6 {
            games.push(played("(kind: Human), (kind: Computer(Level(1)))", &[5, 1], seed));
        }
        let rated = rating_summary(&dated(games));
        assert_eq!(rated.suggested_level(), rated.current.map(|r| nearest_level(r.value)));
        assert!(rated.suggested_level() > Some(Level::EASY), "{:?}", rated.current);
        assert_eq!(rated.next_level_offer(), Level::new(2), "three wins in a row against level 1");
        assert_eq!(RatingSummary::default().suggested_level(), None);
    }

    #[test]
    fn a_loss_ends_the_streak_before_the_next_level_is_offered() {
        let games = dated(vec![
            played("(kind: Human), (kind: Computer(Level(1)))", &[5, 1], 1),
            played("(kind: Human), (kind: Computer(Level(1)))", &[5, 1], 2),
            played("(kind: Human), (kind: Computer(Level(1)))", &[1, 5], 3),
            played("(kind: Human), (kind: Computer(Level(1)))", &[5, 1], 4),
        ]);
        let rated = rating_summary(&games);
        assert!(!rated.history[2].won);
        assert_eq!(rated.next_level_offer(), None);
        assert!(rated.change_of("2026-12-04T10:00:00Z").is_some_and(|game| game.after.value > game.before.value));
    }
}
