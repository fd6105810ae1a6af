//! What a person may do at this moment ([`TurnActions`]): the HUD's
//! buttons, the lesson panel and the keys all follow it, so a key never
//! does what its button would refuse.

use crate::app::net::SeatHands;
use crate::app::screens::learn::ActiveLesson;
use crate::app::screens::settings::AssistanceInForce;
use crate::app::session::Session;
use crate::app::{Pause, TurnPhase};
use bevy::prelude::*;

/// What a person may do at this moment. Written only by [`update_actions`].
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TurnActions {
    /// Hint: `None` when hints are not offered in this game, else whether
    /// one can be asked for now.
    pub hint: Option<bool>,
    /// Undo: `None` when undo is not offered in this game, else whether it
    /// can be used now.
    pub undo: Option<bool>,
    /// Show moves again: `None` in a game without people, else whether
    /// there are moves since the person to move last moved to show now.
    pub recap: Option<bool>,
    /// A person is to move and may choose marbles and destinations.
    pub choose: bool,
    /// A move is being shown and may be finished at once.
    pub skip: bool,
    /// The game can be paused or resumed.
    pub pause: bool,
    /// Show the answer: `None` when no lesson is on, else whether the
    /// answer can be shown now.
    pub answer: Option<bool>,
    /// A lesson is on and may be skipped, started again or left now (no
    /// move is being shown).
    pub change_lesson: bool,
    /// The lesson's task is done: Enter goes on to the next lesson.
    pub next_lesson: bool,
}

impl TurnActions {
    /// Whether a hint can be asked for now.
    pub fn can_hint(&self) -> bool {
        self.hint == Some(true)
    }

    /// Whether undo can be used now.
    pub fn can_undo(&self) -> bool {
        self.undo == Some(true)
    }

    /// Whether the moves since the person's last move can be shown again now.
    pub fn can_recap(&self) -> bool {
        self.recap == Some(true)
    }

    /// Whether the lesson's answer can be shown now.
    pub fn can_show_answer(&self) -> bool {
        self.answer == Some(true)
    }
}

/// Works out which actions a person has right now: the one writer of
/// [`TurnActions`].
pub(super) fn update_actions(
    session: Option<Res<Session>>,
    phase: Option<Res<State<TurnPhase>>>,
    pause: Option<Res<State<Pause>>>,
    assistance: Res<AssistanceInForce>,
    lesson: Option<Res<ActiveLesson>>,
    hands: Res<SeatHands>,
    mut actions: ResMut<TurnActions>,
) {
    let wanted = match (session, phase) {
        (Some(session), Some(phase)) => {
            let running = pause.is_none_or(|p| *p.get() == Pause::Running);
            let phase = *phase.get();
            // A lesson offers its answer instead of hints and undo.
            let people = session.has_humans() && lesson.is_none();
            let persons_turn = running && phase == TurnPhase::Human;
            let between_moves = running && matches!(phase, TurnPhase::Human | TurnPhase::Computer);
            // Over the network, nobody takes a move back, and nobody stops
            // the game for the others.
            let online = hands.is_online();
            TurnActions {
                hint: (people && assistance.0.hints).then_some(persons_turn),
                undo: (people && assistance.0.undo && !online).then_some(between_moves && session.can_undo()),
                recap: people.then_some(persons_turn && !session.moves_since_last_move().is_empty()),
                choose: persons_turn,
                skip: running && matches!(phase, TurnPhase::Animating | TurnPhase::Recap),
                pause: !online,
                answer: lesson.is_some().then_some(persons_turn),
                change_lesson: lesson.is_some() && running && matches!(phase, TurnPhase::Human | TurnPhase::LessonDone),
                next_lesson: lesson.is_some() && running && phase == TurnPhase::LessonDone,
            }
        }
        _ => TurnActions::default(),
    };
    if *actions != wanted {
        *actions = wanted;
    }
}
