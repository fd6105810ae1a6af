//! The order of a frame's work ([`GameSet`]) and the systems a pause
//! stops ([`PausableSystems`]); `assembly` configures both.

use bevy::prelude::*;

/// The order of the game's work within a frame.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub enum GameSet {
    /// Games started, undone and left; the marbles rebuilt to match; the
    /// actions a person has this frame.
    Session,
    /// Keyboard and mouse turned into intents.
    Input,
    /// Intents turned into a selection or a chosen move; undo and pause
    /// requests carried out.
    Select,
    /// Computer players' searches started and collected.
    Ai,
    /// Chosen moves checked against the rules and played.
    ApplyMove,
    /// Moves shown on the board.
    Animate,
    /// A shown move ends its turn.
    TurnEnd,
    /// Sound and other reactions to what happened.
    React,
}

/// Everything that stands still while the game is paused: the turn flow,
/// a person's choices, collecting computer moves, the animation. This is the
/// one place the pause is checked.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct PausableSystems;
