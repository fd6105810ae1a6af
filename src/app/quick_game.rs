//! The menu's quick game: you against computers, chosen in a few clicks
//! (how many players, your seat and colour, the computers' levels, who
//! moves first) and remembered in the settings. The rules are the
//! settings' default rules, so the quick game and the setup builder always
//! agree on them.

use crate::app::names::{PERSON_NAME, opponents_text};
use crate::locale::Texts;
use rules::{Colour, Level, MAX_PLAYERS, PlayerKind, PlayerSpec, Rules, Seat, Setup};
use serde::{Deserialize, Serialize};

/// Who moves first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum FirstMover {
    /// Player 1, as the rule book has it.
    #[default]
    PlayerOne,
    /// This seat (from 1).
    Seat(usize),
    /// A seat drawn at random when the game starts.
    Random,
}

impl FirstMover {
    /// The seat that moves first in a game of `players` seats; `draw` is a
    /// random number, used only by [`FirstMover::Random`].
    pub fn seat(self, players: usize, draw: u64) -> Seat {
        match self {
            FirstMover::PlayerOne => Seat::new(0),
            FirstMover::Seat(seat) => Seat::from_number(seat.clamp(1, players.max(1))),
            FirstMover::Random => Seat::new((draw % players.max(1) as u64) as usize),
        }
    }
}

/// The computers' levels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Levels {
    /// Every computer at one level.
    All(Level),
    /// Each seat at its own level (seat order; your seat's entry is unused).
    Each([Level; MAX_PLAYERS]),
}

/// The quick game as last chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct QuickGame {
    /// Seats: 2, 3, 4 or 6.
    pub players: usize,
    /// Your seat, from 0.
    pub seat: usize,
    /// Your colour; `None` keeps your start point's own.
    pub colour: Option<Colour>,
    /// The computers' levels.
    pub levels: Levels,
    /// Who moves first.
    pub first: FirstMover,
}

impl Default for QuickGame {
    fn default() -> QuickGame {
        QuickGame {
            players: 2,
            seat: 0,
            colour: None,
            levels: Levels::All(Level::MEDIUM),
            first: FirstMover::PlayerOne,
        }
    }
}

impl QuickGame {
    /// The level of the computer in `seat` (from 0).
    pub fn level(&self, seat: usize) -> Level {
        match self.levels {
            Levels::All(level) => level,
            Levels::Each(levels) => levels.get(seat).copied().unwrap_or_default(),
        }
    }

    /// The setup this quick game starts, with these rules and the first
    /// mover already drawn (`draw` is used only for a random first mover),
    /// named and described in the player's language.
    pub fn setup(&self, texts: &Texts, rules: &Rules, draw: u64) -> Setup {
        let players = if rules::seat_points(self.players).is_some() { self.players } else { 2 };
        let you = self.seat.min(players - 1);
        let seats = (0..players)
            .map(|seat| {
                if seat == you {
                    PlayerSpec { colour: self.colour, ..PlayerSpec::new(PlayerKind::Human).named(PERSON_NAME) }
                } else {
                    PlayerSpec::new(PlayerKind::Computer(self.level(seat)))
                }
            })
            .collect();
        let mut setup = Setup::new(seats);
        setup.rules = rules.for_players(players);
        setup.to_move = self.first.seat(players, draw);
        setup.name = texts.get("quick-game-name");
        setup.description = opponents_text(texts, &setup);
        setup
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::Language;
    use rules::{Game, Jumps};

    fn english() -> Texts {
        Texts::new(Language::English)
    }

    #[test]
    fn the_quick_game_seats_you_and_the_computers_as_chosen() {
        let mut levels = [Level::EASY; MAX_PLAYERS];
        levels[1] = Level::EXPERT;
        levels[3] = Level::HARD;
        let quick = QuickGame {
            players: 4,
            seat: 2,
            colour: Some(Colour::Orange),
            levels: Levels::Each(levels),
            first: FirstMover::Seat(3),
        };
        let long = Rules { jumps: Jumps::Long, ..Rules::default() };
        let setup = quick.setup(&english(), &long, 0);
        let kinds: Vec<PlayerKind> = setup.players.iter().map(|p| p.kind).collect();
        assert_eq!(
            kinds,
            [
                PlayerKind::Computer(Level::EASY),
                PlayerKind::Computer(Level::EXPERT),
                PlayerKind::Human,
                PlayerKind::Computer(Level::HARD)
            ]
        );
        assert_eq!(setup.players[2].colour, Some(Colour::Orange));
        assert_eq!(setup.rules.jumps, Jumps::Long);
        assert_eq!(setup.to_move, Seat::new(2));
        assert_eq!(Game::from_setup(&setup).map(|g| g.to_move()), Ok(Seat::new(2)));
    }

    #[test]
    fn a_random_first_mover_is_any_seat() {
        let quick = QuickGame { players: 3, first: FirstMover::Random, ..QuickGame::default() };
        let firsts: Vec<Seat> = (0..30).map(|draw| quick.setup(&english(), &Rules::default(), draw).to_move).collect();
        for seat in Seat::all(3) {
            assert!(firsts.contains(&seat), "seat {seat} never drawn");
        }
    }

    #[test]
    fn a_seat_beyond_the_table_falls_back_to_the_last() {
        let quick = QuickGame { players: 2, seat: 5, first: FirstMover::Seat(6), ..QuickGame::default() };
        let setup = quick.setup(&english(), &Rules::default(), 0);
        assert_eq!(setup.players[1].kind, PlayerKind::Human);
        assert_eq!(setup.to_move, Seat::new(1));
    }
}
