//! The game's states: which screen shows, where the current turn stands,
//! and whether the game is paused. Each names its one writer.

use bevy::prelude::*;

/// Which screen is showing. Changed only by the navigation module, from
/// `GoTo` messages.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Screen {
    /// Title and main choices.
    #[default]
    Menu,
    /// Choosing a setup file or building a setup for a new game.
    NewGame,
    /// Changing settings.
    Settings,
    /// A game in progress.
    Play,
    /// The finishing order of the game just played.
    Results,
    /// The list of lessons.
    Learn,
    /// The how-to-play page.
    HowToPlay,
    /// The saved games, newest first.
    SavedGames,
    /// A saved game shown again, turn by turn.
    Replay,
    /// The person's record over the saved games.
    Statistics,
    /// Hosting a game over the network, or joining one, and its lobby.
    Online,
    /// Playing through a room server: its lobby, tables and chat.
    Room,
}

/// Where the current turn stands, while a game is on. Changed only by the
/// turn flow (the `turn` module).
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(Screen = Screen::Play)]
pub enum TurnPhase {
    /// Working out whose turn it is and what they are.
    #[default]
    Deciding,
    /// Waiting for a person to move.
    Human,
    /// A computer player is searching.
    Computer,
    /// A player on another machine is to move (or, on a client, anyone
    /// but this machine's own seat): the move comes over the network.
    Remote,
    /// A move is being shown.
    Animating,
    /// The lesson's task is done: nothing more is played.
    LessonDone,
    /// The moves since the person to move last moved are shown again; the
    /// same person's turn follows.
    Recap,
}

/// Whether the game is paused (the pause overlay is open). Changed only by
/// the turn flow, from `TurnRequest`s.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[source(Screen = Screen::Play)]
pub enum Pause {
    /// Play goes on.
    #[default]
    Running,
    /// Nothing moves until the player resumes.
    Paused,
}
