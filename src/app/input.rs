//! The keyboard: Tab / Shift+Tab move the focus, Enter lifts or plays, Esc
//! puts down (or pauses), Space finishes the move being shown, U undoes and
//! H asks for a hint. Mouse picking on the board sends the same intents
//! (see the board plugin).

use super::animation::SkipAnimation;
use super::selection::{Intent, Selection};
use super::session::Command;
use super::{GameSet, Pause, Screen};
use bevy::prelude::*;

/// Asks for a hint: the move the strongest computer would play.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HintRequested;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<HintRequested>().add_systems(
        Update,
        read_keyboard
            .in_set(GameSet::Input)
            .run_if(in_state(Screen::Play).and_then(resource_exists::<ButtonInput<KeyCode>>)),
    );
}

fn read_keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    selection: Res<Selection>,
    pause: Res<State<Pause>>,
    mut next_pause: ResMut<NextState<Pause>>,
    mut intents: MessageWriter<Intent>,
    mut skip: MessageWriter<SkipAnimation>,
    mut commands: MessageWriter<Command>,
    mut hint: MessageWriter<HintRequested>,
) {
    let paused = *pause.get() == Pause::Paused;
    if keys.just_pressed(KeyCode::Escape) {
        if selection.lifted.is_some() && !paused {
            intents.write(Intent::Back);
        } else {
            next_pause.set(if paused { Pause::Running } else { Pause::Paused });
        }
    }
    if paused {
        return;
    }
    if keys.just_pressed(KeyCode::Tab) {
        let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
        intents.write(if shift { Intent::FocusPrevious } else { Intent::FocusNext });
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
        intents.write(Intent::Confirm);
    }
    if keys.just_pressed(KeyCode::Space) {
        skip.write(SkipAnimation);
    }
    if keys.just_pressed(KeyCode::KeyU) {
        commands.write(Command::Undo);
    }
    if keys.just_pressed(KeyCode::KeyH) {
        hint.write(HintRequested);
    }
}
