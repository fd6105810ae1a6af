//! Which screen shows: screens, the turn flow and the game's lifecycle ask
//! to go somewhere with a [`GoTo`] message, and `navigate` alone sets
//! `NextState<Screen>`.

use super::Screen;
use bevy::prelude::*;

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

pub(super) fn plugin(app: &mut App) {
    app.add_message::<GoTo>().add_systems(Last, navigate);
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
