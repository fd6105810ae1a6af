//! What a person may do at this moment ([`TurnActions`]): the HUD's
//! buttons, the lesson panel and the keys all follow it, so a key never
//! does what its button would refuse.

use crate::app::lesson::ActiveLesson;
use crate::app::net::SeatHands;
use crate::app::session::Session;
use crate::app::settings::AssistanceInForce;
use crate::app::{Pause, TurnPhase};
use bevy::prelude::*;

/// What a person may do at this moment. Written only by [`update_actions`]:
/// its fields are private, and others read them through its methods.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TurnActions {
    /// Hint: offered where the game's help allows it, to the person to move.
    hint: Offer,
    /// Undo: offered where the game's help allows it and the game is not
    /// online; usable between moves while there is a move to take back.
    undo: Offer,
    /// Show moves again: offered in a game with people; usable when there
    /// are moves since the person to move last moved.
    recap: Offer,
    /// A person is to move and may choose marbles and destinations.
    choose: bool,
    /// A move is being shown and may be finished at once.
    skip: bool,
    /// How a person stops the game: pause it, or leave it online.
    stop: Stop,
    /// Show the answer: offered in a lesson, to the learner at their turn.
    answer: Offer,
    /// A lesson is on and may be skipped, started again or left now (no
    /// move is being shown).
    change_lesson: bool,
    /// The lesson's task is done: Enter goes on to the next lesson.
    next_lesson: bool,
}

/// Whether an action is part of this game, and if so whether it can be
/// used at this moment (a button shown, or shown greyed out).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Offer {
    /// Not part of this game: no button.
    #[default]
    NotOffered,
    /// Part of this game, but not usable now.
    NotNow,
    /// Usable now.
    Now,
}

impl Offer {
    /// `Now` or `NotNow` as `now` says, where `offered`; else `NotOffered`.
    fn when(offered: bool, now: bool) -> Offer {
        match (offered, now) {
            (false, _) => Offer::NotOffered,
            (true, false) => Offer::NotNow,
            (true, true) => Offer::Now,
        }
    }

    /// Whether the action is part of this game.
    pub fn is_offered(self) -> bool {
        self != Offer::NotOffered
    }
}

/// How a person stops the game for a while.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Stop {
    /// No game is on.
    #[default]
    Nothing,
    /// At one screen: pause it (Esc), and resume.
    Pause,
    /// Online, where nobody stops the game for the others: leave it.
    Leave,
}

impl TurnActions {
    /// Hint: offered where the game's help allows it, to the person to move.
    pub fn hint(&self) -> Offer {
        self.hint
    }

    /// Undo: offered where the game's help allows it and the game is not
    /// online; usable between moves while there is a move to take back.
    pub fn undo(&self) -> Offer {
        self.undo
    }

    /// Show moves again: offered in a game with people; usable when there
    /// are moves since the person to move last moved.
    pub fn recap(&self) -> Offer {
        self.recap
    }

    /// A person is to move and may choose marbles and destinations.
    pub fn choose(&self) -> bool {
        self.choose
    }

    /// A move is being shown and may be finished at once.
    pub fn skip(&self) -> bool {
        self.skip
    }

    /// How a person stops the game: pause it, or leave it online.
    pub fn stop(&self) -> Stop {
        self.stop
    }

    /// Show the answer: offered in a lesson, to the learner at their turn.
    pub fn answer(&self) -> Offer {
        self.answer
    }

    /// A lesson is on and may be skipped, started again or left now (no
    /// move is being shown).
    pub fn change_lesson(&self) -> bool {
        self.change_lesson
    }

    /// The lesson's task is done: Enter goes on to the next lesson.
    pub fn next_lesson(&self) -> bool {
        self.next_lesson
    }

    /// Whether a hint can be asked for now.
    pub fn can_hint(&self) -> bool {
        self.hint == Offer::Now
    }

    /// Whether undo can be used now.
    pub fn can_undo(&self) -> bool {
        self.undo == Offer::Now
    }

    /// Whether the moves since the person's last move can be shown again now.
    pub fn can_recap(&self) -> bool {
        self.recap == Offer::Now
    }

    /// Whether the lesson's answer can be shown now.
    pub fn can_show_answer(&self) -> bool {
        self.answer == Offer::Now
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
                hint: Offer::when(people && assistance.get().hints, persons_turn),
                undo: Offer::when(people && assistance.get().undo && !online, between_moves && session.can_undo()),
                recap: Offer::when(people, persons_turn && !session.moves_since_last_move().is_empty()),
                choose: persons_turn,
                skip: running && matches!(phase, TurnPhase::Animating | TurnPhase::Recap),
                stop: if online { Stop::Leave } else { Stop::Pause },
                answer: Offer::when(lesson.is_some(), persons_turn),
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
