//! The replay screen's keys: Space plays and pauses, the left and right
//! arrows step, Home and End jump, - and + set the speed and V turns the
//! review on and off.

use super::{ReplayPlayback, ReplayRequest, ToggleReview};
use crate::app::input::KeyboardTaken;
use crate::app::{GameSet, Screen};
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        replay_keys
            .run_if(in_state(Screen::Replay).and_then(resource_exists::<ButtonInput<KeyCode>>))
            .in_set(GameSet::Input),
    );
}

/// The replay screen's keys: Space plays and pauses, the left and right
/// arrows step, Home and End jump to the start and the end, - and + halve
/// and double the speed, V turns the review on and off.
fn replay_keys(
    keys: Res<ButtonInput<KeyCode>>,
    taken: Res<KeyboardTaken>,
    shown: Option<Res<ReplayPlayback>>,
    mut requests: MessageWriter<ReplayRequest>,
    mut review: MessageWriter<ToggleReview>,
) {
    if taken.is_taken() {
        return;
    }
    if keys.just_pressed(KeyCode::KeyV) {
        review.write(ToggleReview);
    }
    let speed = shown.map_or(1.0, |v| v.speed());
    if keys.any_just_pressed([KeyCode::Minus, KeyCode::NumpadSubtract]) {
        requests.write(ReplayRequest::Speed(speed / 2.0));
    }
    if keys.any_just_pressed([KeyCode::Equal, KeyCode::NumpadAdd]) {
        requests.write(ReplayRequest::Speed(speed * 2.0));
    }
    for (key, request) in [
        (KeyCode::Space, ReplayRequest::PlayPause),
        (KeyCode::ArrowLeft, ReplayRequest::Back),
        (KeyCode::ArrowRight, ReplayRequest::Forward),
        (KeyCode::Home, ReplayRequest::ToStart),
        (KeyCode::End, ReplayRequest::ToEnd),
    ] {
        if keys.just_pressed(key) {
            requests.write(request);
        }
    }
}
