//! Sides: the players who win or lose together, a team or a seat playing
//! alone.

use super::seat::{MAX_PLAYERS, Player};

/// The players of one side: a team, or a seat playing alone.
///
/// ```
/// use chinese_checkers::rules::{Game, Setup};
/// let setup = Setup::from_ron(
///     "(players: [(kind: Human), (kind: Human), (kind: Human), (kind: Human)], rules: (teams: [[1, 3], [2, 4]]))",
/// )
/// .unwrap();
/// let game = Game::from_setup(&setup).unwrap();
/// let team = game.side(game.side_of(2));
/// assert_eq!(team.players().collect::<Vec<_>>(), [0, 2]);
/// assert!(team.contains(0) && !team.contains(1));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Side(u8);

impl Side {
    /// No players.
    pub const EMPTY: Side = Side(0);

    /// The side of one seat playing alone (none past the last seat).
    pub const fn alone(player: Player) -> Side {
        if player < MAX_PLAYERS { Side(1 << player) } else { Side::EMPTY }
    }

    /// This side with `player` added (unchanged past the last seat).
    pub const fn with(self, player: Player) -> Side {
        Side(self.0 | Side::alone(player).0)
    }

    /// Whether `player` plays for this side.
    #[inline]
    pub const fn contains(self, player: Player) -> bool {
        player < MAX_PLAYERS && self.0 >> player & 1 != 0
    }

    /// Whether every player of this side is in `other`.
    #[inline]
    pub const fn is_subset(self, other: Side) -> bool {
        self.0 & other.0 == self.0
    }

    /// Number of players.
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the side has no players.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The players, lowest seat first.
    #[inline]
    pub fn players(self) -> SidePlayers {
        SidePlayers(self.0)
    }
}

impl IntoIterator for Side {
    type Item = Player;
    type IntoIter = SidePlayers;
    fn into_iter(self) -> SidePlayers {
        self.players()
    }
}

impl FromIterator<Player> for Side {
    /// The side of these players (seats past the last are left out).
    fn from_iter<I: IntoIterator<Item = Player>>(iter: I) -> Side {
        iter.into_iter().fold(Side::EMPTY, Side::with)
    }
}

/// Iterator over the players of a [`Side`], lowest seat first.
#[derive(Clone, Debug)]
pub struct SidePlayers(u8);

impl Iterator for SidePlayers {
    type Item = Player;
    #[inline]
    fn next(&mut self) -> Option<Player> {
        if self.0 == 0 {
            return None;
        }
        let player = self.0.trailing_zeros() as Player;
        self.0 &= self.0 - 1;
        Some(player)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for SidePlayers {}
