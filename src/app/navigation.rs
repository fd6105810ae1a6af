//! Which screen shows: screens, the turn flow and the game's lifecycle ask
//! to go somewhere with a [`GoTo`] message, and `navigate` alone sets
//! `NextState<Screen>`. A screen that opens another on something of its
//! own says what with a message here: the replay screen opens on a
//! replay ([`OpenReplay`]) or a saved game's file ([`WatchFile`]).

use super::Screen;
use bevy::prelude::*;
use rules::CheckedReplay;
use std::path::PathBuf;

/// A request to show a screen. Read only by `navigate`.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct GoTo {
    screen: Screen,
    again: bool,
}

impl GoTo {
    /// Show `screen`; if it is showing already, leave it and enter it
    /// again, so it starts afresh (a new game on the play screen).
    pub fn screen(screen: Screen) -> GoTo {
        GoTo { screen, again: true }
    }

    /// Show `screen`, staying on it if it is showing already.
    pub fn stay_on(screen: Screen) -> GoTo {
        GoTo { screen, again: false }
    }
}

/// Open the replay screen on a checked replay, at a turn (0 is the start).
#[derive(Message, Debug, Clone)]
pub struct OpenReplay {
    /// The replay to show.
    pub replay: Box<CheckedReplay>,
    /// Turns already played when the replay screen opens.
    pub at: usize,
    /// The file it was read from, beside which its review is kept; `None`
    /// for a game that has no file of its own.
    pub source: Option<PathBuf>,
    /// Whether the review is on when the screen opens.
    pub review: bool,
}

/// Open the replay screen on a saved game's file, at its start; a file that
/// does not load is named in the notice line.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct WatchFile {
    /// The replay file.
    pub path: PathBuf,
    /// Whether the review is on when the screen opens.
    pub review: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<GoTo>().add_message::<OpenReplay>().add_message::<WatchFile>().add_systems(Last, navigate);
}

/// The one writer of `NextState<Screen>`: the frame's last request wins. It
/// runs last in the frame, after the panels, so every request of a frame
/// takes effect at the next frame's state transition, as a direct write
/// would.
fn navigate(mut requests: MessageReader<GoTo>, mut next: ResMut<NextState<Screen>>) {
    if let Some(request) = requests.read().last() {
        if request.again {
            next.set(request.screen);
        } else {
            NextState::set_if_neq(&mut *next, request.screen);
        }
    }
}
