//! How the game words the things every screen names, in the player's
//! language: a seat's player (the person at the board is spoken to in the
//! second person, "You win", everyone else in the third), the levels, the
//! colours and marks, the points of the star, places, refusals of a move
//! and the review's notes on a move. The catalogue is `common.ftl`.

use crate::locale::Texts;
use engine::Note;
use engine::rating;
use fluent_bundle::FluentValue;
use rules::{Colour, IllegalMove, Level, Mark, Parking, PlayerKind, PlayerSpec, Point, Seat, Setup};

/// The name the quick game and the new-game screen give the person at the
/// board, as setup files write it. A seat of exactly this name (from a
/// setup file too) is spoken to in the second person, in every language.
pub const PERSON_NAME: &str = "You";

/// The Fluent variable `you` of a message about `name`: `"yes"` for the
/// person at the board, so that the message can say "You win" rather than
/// "You wins"; `"no"` for anyone else.
pub fn you(name: &str) -> FluentValue<'static> {
    FluentValue::from(if name == PERSON_NAME { "yes" } else { "no" })
}

/// How the interface names seat `player` of `setup`: a name the setup gives
/// ("You" in the player's language), else "Computer 2 (Level 6)" or
/// "Player 2".
pub fn player_name(texts: &Texts, setup: &Setup, player: Seat) -> String {
    match setup.players.get(player.index()) {
        Some(PlayerSpec { name: Some(name), .. }) if name == PERSON_NAME => texts.get("you"),
        Some(PlayerSpec { name: Some(name), .. }) => name.clone(),
        Some(PlayerSpec { kind: PlayerKind::Computer(level), .. }) => texts
            .with("player-computer", &[("seat", player.number().into()), ("level", level_name(texts, *level).into())]),
        _ => seat_name(texts, player),
    }
}

/// "Player 2".
pub fn seat_name(texts: &Texts, player: Seat) -> String {
    texts.with("player-seat", &[("seat", player.number().into())])
}

/// A level by its number alone: "Level 9".
pub fn level_number(texts: &Texts, level: Level) -> String {
    texts.with("level", &[("number", level.number().into())])
}

/// A level with its name, if it has one: "Level 6", "Level 9 · Hard".
pub fn level_name(texts: &Texts, level: Level) -> String {
    match level.name() {
        Some(name) => {
            let name = texts.get(&format!("level-{}", name.to_lowercase()));
            texts.with("level-named", &[("number", level.number().into()), ("name", name.into())])
        }
        None => level_number(texts, level),
    }
}

/// How a level is offered where a player picks one: its number, its name
/// if it has one, and its rating ("Level 9 · Hard · about 2030").
pub fn level_choice(texts: &Texts, level: Level) -> String {
    texts.with("level-choice", &[("level", level_name(texts, level).into()), ("rating", rating(level).into())])
}

/// Who the person plays against, by the computers' levels in seat order:
/// "You against Level 1, Level 5, Level 9". The quick game's description,
/// written again when the next level up replaces a level.
pub fn opponents_text(texts: &Texts, setup: &Setup) -> String {
    let levels: Vec<String> = setup
        .players
        .iter()
        .filter_map(|spec| match spec.kind {
            PlayerKind::Computer(level) => Some(level_number(texts, level)),
            PlayerKind::Human => None,
        })
        .collect();
    texts.with("opponents", &[("levels", levels.join(&texts.get("list-separator")).into())])
}

/// A place in the standings: "1st", "2nd", …
pub fn ordinal(texts: &Texts, place: usize) -> String {
    texts.with("place", &[("place", place.into())])
}

/// The day of a time as stored (`2026-11-30T16:20:00Z`), as the player's
/// language writes a date ("30.11.2026"); `None` if the time does not start
/// with a date.
pub fn date(texts: &Texts, when: &str) -> Option<String> {
    let date = when.get(..10)?;
    let mut parts = date.split('-');
    let (year, month, day) = (parts.next()?, parts.next()?, parts.next()?);
    let digits = |part: &str, len: usize| part.len() == len && part.bytes().all(|b| b.is_ascii_digit());
    if !(digits(year, 4) && digits(month, 2) && digits(day, 2)) {
        return None;
    }
    Some(texts.with("date", &[("year", year.into()), ("month", month.into()), ("day", day.into())]))
}

/// The day of a time as [`date`] writes it, else the time as stored.
pub fn date_or_time(texts: &Texts, when: &str) -> String {
    date(texts, when).unwrap_or_else(|| when.to_owned())
}

/// A colour's name.
pub fn colour_name(texts: &Texts, colour: Colour) -> String {
    texts.get(&format!("colour-{}", colour.name().to_lowercase()))
}

/// A mark's name.
pub fn mark_name(texts: &Texts, mark: Mark) -> String {
    texts.get(&format!("mark-{}", mark.name().to_lowercase()))
}

/// A point of the star by its compass name ("S", "NW").
pub fn point_name(texts: &Texts, point: Point) -> String {
    texts.get(&format!("point-{}", point.name().to_lowercase()))
}

/// Why a move is refused, as the player reads it.
pub fn illegal_move(texts: &Texts, why: &IllegalMove) -> String {
    let hole = |hole: &rules::Hole| FluentValue::from(hole.to_string());
    match why {
        IllegalMove::GameOver => texts.get("illegal-game-over"),
        IllegalMove::CannotPass { .. } => texts.get("illegal-cannot-pass"),
        IllegalMove::NotLegal(m) => texts.with("illegal-not-legal", &[("move", m.to_string().into())]),
        IllegalMove::SameHole => texts.get("illegal-same-hole"),
        IllegalMove::NoMarble { hole: at, .. } => texts.with("illegal-no-marble", &[("hole", hole(at))]),
        IllegalMove::NotOwnMarble { hole: at, owner, .. } => {
            texts.with("illegal-not-own", &[("hole", hole(at)), ("owner", owner.number().into())])
        }
        IllegalMove::Taken { hole: at } => texts.with("illegal-taken", &[("hole", hole(at))]),
        IllegalMove::OffBoard { hole: at } => texts.with("illegal-off-board", &[("hole", hole(at))]),
        IllegalMove::NoParking { hole: at, parking: Parking::OwnPointsOnly, .. } => {
            texts.with("illegal-own-points-only", &[("hole", hole(at))])
        }
        IllegalMove::NoParking { hole: at, .. } => texts.with("illegal-no-parking", &[("hole", hole(at))]),
        IllegalMove::TargetLock { from, .. } => texts.with("illegal-target-lock", &[("hole", hole(from))]),
        IllegalMove::LeavesTarget { leg, from, to } => {
            texts.with("illegal-leaves-target", &[("leg", (*leg).into()), ("from", hole(from)), ("to", hole(to))])
        }
        IllegalMove::ChainLeavesTarget { from, to } => {
            texts.with("illegal-chain-leaves-target", &[("from", hole(from)), ("to", hole(to))])
        }
        IllegalMove::Unreachable { from, to, leg: None } => {
            texts.with("illegal-unreachable", &[("from", hole(from)), ("to", hole(to))])
        }
        IllegalMove::Unreachable { from, to, leg: Some(leg) } => {
            texts.with("illegal-unreachable-leg", &[("leg", (*leg).into()), ("from", hole(from)), ("to", hole(to))])
        }
        IllegalMove::StepAmongHops { leg, from, to } => {
            texts.with("illegal-step-among-hops", &[("leg", (*leg).into()), ("from", hole(from)), ("to", hole(to))])
        }
        IllegalMove::NoRoute => texts.get("illegal-no-route"),
    }
}

/// What the review adds to a verdict: "misses a finish", …
pub fn note_text(texts: &Texts, note: Note) -> String {
    match note {
        Note::MissedFinish => texts.get("note-missed-finish"),
        Note::LetsFinish(seat) => texts.with("note-lets-finish", &[("seat", seat.number().into())]),
        Note::GivesAwayGame => texts.get("note-gives-away"),
    }
}

/// A line of a seat list: "Seat 2: Ann", seat `index` from 0.
pub(crate) fn seat_line(texts: &Texts, index: usize, who: String) -> String {
    texts.with("online-seat-line", &[("seat", (index + 1).into()), ("who", who.into())])
}

/// A computer's seat, the one way every seat list names it: "Computer
/// (Level 9 · Hard)". `level` is the level's name, or the level as offered
/// with its rating where a player picks one.
pub(crate) fn computer_name(texts: &Texts, level: String) -> String {
    texts.with("online-seat-computer", &[("level", level.into())])
}

/// A computer standing in for a player who dropped out: "Computer (Level 9
/// · Hard), standing in for Ann".
pub(crate) fn stand_in_name(texts: &Texts, level: Level, name: &str) -> String {
    texts.with("online-seat-stand-in", &[("level", level_name(texts, level).into()), ("name", name.into())])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::Language;
    use rules::Hole;

    #[test]
    fn the_person_is_spoken_to() {
        let texts = Texts::new(Language::English);
        let setup =
            Setup::from_ron(r#"(players: [(kind: Human, name: "You"), (kind: Computer(Hard)), (kind: Human)])"#)
                .expect("a setup");
        assert_eq!(player_name(&texts, &setup, Seat::new(0)), "You");
        assert_eq!(player_name(&texts, &setup, Seat::new(1)), "Computer 2 (Level 9 · Hard)");
        assert_eq!(player_name(&texts, &setup, Seat::new(2)), "Player 3");
        assert_eq!(you(PERSON_NAME), FluentValue::from("yes"));
        assert_eq!(you("Youssef"), FluentValue::from("no"));
    }

    #[test]
    fn places_and_levels() {
        let texts = Texts::new(Language::English);
        let places: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21].into_iter().map(|n| ordinal(&texts, n)).collect();
        assert_eq!(places, ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st"]);
        assert_eq!(level_name(&texts, Level::new(6).expect("a level")), "Level 6");
        assert_eq!(level_name(&texts, Level::HARD), "Level 9 · Hard");
        assert!(level_choice(&texts, Level::HARD).starts_with("Level 9 · Hard · about "));
    }

    #[test]
    fn every_colour_mark_and_refusal_is_worded() {
        let texts = Texts::new(Language::English);
        for colour in Colour::ALL {
            assert!(!colour_name(&texts, colour).starts_with("colour-"), "{colour:?}");
        }
        for mark in Mark::ALL {
            assert!(!mark_name(&texts, mark).starts_with("mark-"), "{mark:?}");
        }
        let hole: Hole = "e5".parse().expect("a hole");
        let taken = illegal_move(&texts, &IllegalMove::Taken { hole });
        assert_eq!(taken, "e5 is taken: a move ends in an empty hole.");
    }
}
