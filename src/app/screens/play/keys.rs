//! A game's keys, following the same [`TurnActions`] that enable the
//! HUD's buttons: Tab / Shift+Tab move the focus, Enter lifts or plays, Esc
//! puts the lifted marble down or pauses, Space finishes the move being
//! shown, U undoes, H asks for a hint; in a lesson A shows the answer and,
//! once it is done, Enter goes on to the next lesson.

use crate::app::animation::SkipAnimation;
use crate::app::input::{HintRequested, KeyboardTaken};
use crate::app::lesson::LessonRequest;
use crate::app::lesson::ShowAnswer;
use crate::app::selection::{Intent, Selection};
use crate::app::turn::{Stop, TurnActions, TurnRequest};
use crate::app::{GameSet, Screen};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        game_keys
            .run_if(in_state(Screen::Play).and_then(resource_exists::<ButtonInput<KeyCode>>))
            .in_set(GameSet::Input),
    );
}

/// The messages the game's keys send.
#[derive(SystemParam)]
struct Asks<'w> {
    intents: MessageWriter<'w, Intent>,
    skip: MessageWriter<'w, SkipAnimation>,
    requests: MessageWriter<'w, TurnRequest>,
    hint: MessageWriter<'w, HintRequested>,
    lesson: MessageWriter<'w, LessonRequest>,
    answer: MessageWriter<'w, ShowAnswer>,
}

/// The game's keys during play.
fn game_keys(
    keys: Res<ButtonInput<KeyCode>>,
    taken: Res<KeyboardTaken>,
    actions: Res<TurnActions>,
    selection: Res<Selection>,
    asks: Asks,
) {
    let Asks { mut intents, mut skip, mut requests, mut hint, mut lesson, mut answer } = asks;
    if taken.is_taken() {
        return;
    }
    if keys.just_pressed(KeyCode::Escape) {
        if actions.choose() && selection.lifted().is_some() {
            intents.write(Intent::Back);
        } else if actions.stop() == Stop::Pause {
            requests.write(TurnRequest::TogglePause);
        }
    }
    if actions.choose() {
        if keys.just_pressed(KeyCode::Tab) {
            let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
            intents.write(if shift { Intent::FocusPrevious } else { Intent::FocusNext });
        }
        if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
            intents.write(Intent::Confirm);
        }
    }
    if actions.skip() && keys.just_pressed(KeyCode::Space) {
        skip.write(SkipAnimation);
    }
    if actions.can_undo() && keys.just_pressed(KeyCode::KeyU) {
        requests.write(TurnRequest::Undo);
    }
    if actions.can_hint() && keys.just_pressed(KeyCode::KeyH) {
        hint.write(HintRequested);
    }
    if actions.can_show_answer() && keys.just_pressed(KeyCode::KeyA) {
        answer.write(ShowAnswer);
    }
    if actions.next_lesson() && keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
        lesson.write(LessonRequest::Next);
    }
}
