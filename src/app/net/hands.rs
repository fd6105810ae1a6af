//! Who moves for each seat on this machine, where that is not what the
//! setup says: in a game over the network, the seats played on other
//! machines, and computers standing in for players who dropped out.

use crate::app::session::Session;
use bevy::prelude::*;
use rules::{Level, Seat};

/// Who moves for a seat on this machine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hand {
    /// A person here, with the mouse, keys or touch.
    Person,
    /// A computer here, at this level.
    Computer(Level),
    /// Someone on another machine: the move comes over the network.
    Elsewhere,
}

/// Who moves for each seat where the setup does not say it. Written only
/// by the network module, by whichever side (host or client) this machine
/// is; in a local game it stays empty and the setup says it all.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct SeatHands {
    /// Each seat's hand where it differs from the setup.
    overrides: Vec<(Seat, Hand)>,
    /// Whether the game is played over the network.
    online: bool,
    /// Whether the moves come from a host (this machine is a client): then
    /// even this machine's own moves are played only once the host has
    /// played them.
    host_decides: bool,
}

impl SeatHands {
    /// The hands of a hosted game: these seats are played elsewhere, these
    /// by computers standing in.
    pub(super) fn hosting(elsewhere: &[Seat], stand_ins: &[(Seat, Level)]) -> SeatHands {
        let mut overrides: Vec<(Seat, Hand)> = elsewhere.iter().map(|&s| (s, Hand::Elsewhere)).collect();
        overrides.extend(stand_ins.iter().map(|&(s, level)| (s, Hand::Computer(level))));
        SeatHands { overrides, online: true, host_decides: false }
    }

    /// The hands of a client's game of `seats` seats: every seat elsewhere
    /// but its own (if it has one), played by `own`.
    pub(super) fn joined(seats: usize, own: Option<(Seat, Hand)>) -> SeatHands {
        let overrides = (0..seats)
            .map(Seat::new)
            .map(|seat| match own {
                Some((mine, hand)) if mine == seat => (seat, hand),
                _ => (seat, Hand::Elsewhere),
            })
            .collect();
        SeatHands { overrides, online: true, host_decides: true }
    }

    /// Who moves for `seat` in this session.
    pub fn hand(&self, session: &Session, seat: Seat) -> Hand {
        match self.overrides.iter().find(|(s, _)| *s == seat) {
            Some((_, hand)) => *hand,
            None => session.level(seat).map_or(Hand::Person, Hand::Computer),
        }
    }

    /// Whether the game is played over the network.
    pub fn is_online(&self) -> bool {
        self.online
    }

    /// Whether this machine is a client, whose moves the host plays.
    pub fn host_decides(&self) -> bool {
        self.host_decides
    }
}
