//! The turns a host played (a player's host or a room server), waiting to
//! be played here in their order: each once this machine's game has
//! reached its turn, its passes and the last move's animation done. Both
//! kinds of client keep their queue here, so both play a host's turn the
//! same way.

use crate::app::TurnPhase;
use crate::app::session::{MoveChosen, MovedOnHost, Session, TimedOutOnHost};
use bevy::prelude::*;
use rules::{TIME, parse_route};
use std::collections::VecDeque;

/// The turns a host played that are still to be played here, with the
/// turn (from 0) each was played at.
#[derive(Debug, Default)]
pub(super) struct HostTurns(VecDeque<(u32, String)>);

/// What playing the next turn came to.
pub(super) enum Next {
    /// Nothing to play yet.
    Wait,
    /// A turn went to the turn flow.
    Played,
    /// The host played this route, which the rules here refuse.
    Disagrees(String),
}

impl HostTurns {
    /// A turn the host played: a route, or [`TIME`].
    pub(super) fn push(&mut self, turn: u32, route: String) {
        self.0.push_back((turn, route));
    }

    /// Forgets them all (a new game came whole).
    pub(super) fn clear(&mut self) {
        self.0.clear();
    }

    /// Whether every turn the host played is played here.
    pub(super) fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Hands the next turn to the turn flow if the game here waits for it;
    /// a turn older than the game here is dropped.
    pub(super) fn play_next(
        &mut self,
        session: &Session,
        phase: Option<&State<TurnPhase>>,
        moved: &mut MessageWriter<MovedOnHost>,
        timed_out: &mut MessageWriter<TimedOutOnHost>,
    ) -> Next {
        let waiting =
            phase.is_some_and(|p| matches!(p.get(), TurnPhase::Human | TurnPhase::Computer | TurnPhase::Remote));
        let Some((turn, route)) = self.0.front().cloned() else { return Next::Wait };
        let now = session.game().turns();
        if turn < now {
            warn!("the host's turn {} came after turn {}; it is dropped", turn + 1, now + 1);
            self.0.pop_front();
            return Next::Wait;
        }
        if !waiting || turn != now {
            return Next::Wait;
        }
        self.0.pop_front();
        let player = session.game().to_move();
        if route == TIME {
            timed_out.write(TimedOutOnHost { player });
            return Next::Played;
        }
        match parse_route(&route)
            .map_err(|e| e.to_string())
            .and_then(|r| session.game().check_route(&r).map_err(|e| e.to_string()))
        {
            Ok(mv) => {
                moved.write(MovedOnHost(MoveChosen { player, mv }));
                Next::Played
            }
            Err(error) => {
                warn!("the host played {route}, which the rules here refuse: {error}");
                Next::Disagrees(route)
            }
        }
    }
}

/// Whether the game here has settled: no move being shown, so what the
/// host played has been seen.
pub(super) fn settled(phase: Option<&State<TurnPhase>>) -> bool {
    phase.is_none_or(|p| matches!(p.get(), TurnPhase::Human | TurnPhase::Computer | TurnPhase::Remote))
}
