//! What the review shows on the board: on the replay screen with Review
//! on, the move just shown and, where it differs, the reviewer's move. The
//! board draws them ([`ReviewGhost`]): the played move's landings traced,
//! the reviewer's as see-through rings along its route and a see-through
//! marble where it would have ended.

use super::{ReplayPlayback, ReplayReview};
use crate::app::board::{GhostRoutes, ReviewGhost};
use crate::app::{GameSet, Screen};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ReviewGhost>()
        .add_systems(Update, tell_ghost.run_if(in_state(Screen::Replay)).in_set(GameSet::React));
}

/// Tells the board the picture of the verdict on the move just shown,
/// whenever the turn shown or the review changes, or a replay opens.
fn tell_ghost(
    playback: Option<Res<ReplayPlayback>>,
    review: Option<Res<ReplayReview>>,
    mut ghost: MessageWriter<ReviewGhost>,
    mut told: Local<Option<(usize, usize, bool)>>,
) {
    let (Some(playback), Some(review)) = (playback, review) else { return };
    let now = (playback.at(), review.progress().0, review.shown());
    if *told == Some(now) && !playback.is_added() {
        return;
    }
    *told = Some(now);
    ghost.write(ReviewGhost(ghost_routes(&playback, &review)));
}

/// The routes to show for the turn just shown, if the review is on and
/// judged another move better.
fn ghost_routes(playback: &ReplayPlayback, review: &ReplayReview) -> Option<GhostRoutes> {
    let index = playback.at().checked_sub(1).filter(|_| review.shown())?;
    let judged = review.turn(index).filter(|j| j.best != j.played)?;
    let played = playback.turns().get(index)?.route()?.to_vec();
    let best = judged.best_route.clone()?;
    Some(GhostRoutes { played, best })
}
