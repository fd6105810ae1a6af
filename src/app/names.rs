//! How the game speaks of a seat's player: the person at the board is
//! spoken to in the second person ("You win"), everyone else in the third
//! ("Computer 2 (Level 10) wins"); and how a level is offered.

use crate::ai::rating;
use crate::rules::{Level, PlayerKind, Setup};

/// The name the quick game and the new-game screen give the person at the
/// board. A seat of exactly this name (from a setup file too) is spoken
/// to in the second person: "You win", not "You wins".
pub const PERSON_NAME: &str = "You";

/// The present tense of a verb that agrees with `name`: `person` ("win")
/// after [`PERSON_NAME`], `others` ("wins") after any other name.
pub fn verb_for<'a>(name: &str, person: &'a str, others: &'a str) -> &'a str {
    if name == PERSON_NAME { person } else { others }
}

/// A level with its name, if it has one: "Level 6", "Level 9 · Hard".
pub fn level_name(level: Level) -> String {
    match level.name() {
        Some(name) => format!("{level} · {name}"),
        None => level.to_string(),
    }
}

/// How a level is offered where a player picks one: its number, its name
/// if it has one, and its rating ("Level 9 · Hard · about 2480").
pub fn level_choice(level: Level) -> String {
    format!("{} · about {}", level_name(level), rating(level))
}

/// Who the person plays against, by the computers' levels in seat order:
/// "You against Level 1, Level 5, Level 9". The quick game's description,
/// written again when the next level up replaces a level.
pub fn opponents_text(setup: &Setup) -> String {
    let levels: Vec<String> = setup
        .players
        .iter()
        .filter_map(|spec| match spec.kind {
            PlayerKind::Computer(level) => Some(level.to_string()),
            PlayerKind::Human => None,
        })
        .collect();
    format!("You against {}", levels.join(", "))
}

/// "1st", "2nd", "3rd", "4th", …
pub fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_verb_agrees_with_the_name() {
        assert_eq!(verb_for(PERSON_NAME, "win", "wins"), "win");
        assert_eq!(verb_for("Computer 2 (Level 10)", "win", "wins"), "wins");
        assert_eq!(verb_for("Youssef", "pass", "passes"), "passes");
    }

    #[test]
    fn ordinals() {
        let names: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21].into_iter().map(ordinal).collect();
        assert_eq!(names, ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st"]);
    }
}
