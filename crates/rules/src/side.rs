//! Sides: the players who win or lose together, a team or a seat playing
//! alone.

use super::seat::{MAX_PLAYERS, Seat};

/// The players of one side: a team, or a seat playing alone.
///
/// ```
/// use chinese_checkers_rules::{Game, Seat, Setup};
/// let setup = Setup::from_ron(
///     "(players: [(kind: Human), (kind: Human), (kind: Human), (kind: Human)], rules: (teams: [[1, 3], [2, 4]]))",
/// )
/// .unwrap();
/// let game = Game::from_setup(&setup).unwrap();
/// let team = game.side(game.side_of(Seat::new(2)));
/// assert_eq!(team.players().map(Seat::index).collect::<Vec<_>>(), [0, 2]);
/// assert!(team.contains(Seat::new(0)) && !team.contains(Seat::new(1)));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Side(u8);

impl Side {
    /// No players.
    pub const EMPTY: Side = Side(0);

    /// The side of one seat playing alone (none past the last seat).
    #[inline]
    pub const fn alone(player: Seat) -> Side {
        if player.index() < MAX_PLAYERS { Side(1 << player.index()) } else { Side::EMPTY }
    }

    /// This side with `player` added (unchanged past the last seat).
    #[inline]
    pub const fn with(self, player: Seat) -> Side {
        Side(self.0 | Side::alone(player).0)
    }

    /// Whether `player` plays for this side.
    #[inline]
    pub const fn contains(self, player: Seat) -> bool {
        player.index() < MAX_PLAYERS && self.0 >> player.index() & 1 != 0
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
    type Item = Seat;
    type IntoIter = SidePlayers;
    #[inline]
    fn into_iter(self) -> SidePlayers {
        self.players()
    }
}

impl FromIterator<Seat> for Side {
    /// The side of these players (seats past the last are left out).
    fn from_iter<I: IntoIterator<Item = Seat>>(iter: I) -> Side {
        iter.into_iter().fold(Side::EMPTY, Side::with)
    }
}

/// Iterator over the players of a [`Side`], lowest seat first.
#[derive(Clone, Debug)]
pub struct SidePlayers(u8);

impl Iterator for SidePlayers {
    type Item = Seat;
    #[inline]
    fn next(&mut self) -> Option<Seat> {
        if self.0 == 0 {
            return None;
        }
        let player = Seat::new(self.0.trailing_zeros() as usize);
        self.0 &= self.0 - 1;
        Some(player)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for SidePlayers {}
