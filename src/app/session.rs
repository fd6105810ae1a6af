//! The game in progress as a Bevy resource: the rules state, who sits where,
//! the record of every turn, and the turn flow that moves between deciding,
//! a person's or a computer's turn, and showing the move.

use super::{Screen, TurnPhase};
use crate::rules::{Game, Hole, Level, Move, MoveError, Player, PlayerKind, Setup, route_to_string};
use bevy::prelude::*;

/// Game-level commands from the screens (and tests).
#[derive(Message, Debug, Clone)]
pub enum Command {
    /// Start a new game of this setup.
    Start(Setup),
    /// Start the last game's setup again.
    PlayAgain,
    /// Take back moves to the previous turn of a person.
    Undo,
    /// Leave the game for the menu.
    Leave,
}

/// A move chosen for the player to move, by a person or a computer.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveChosen {
    /// Whose move it is meant to be.
    pub player: Player,
    /// The move.
    pub mv: Move,
}

/// A move the rules accepted: the animation shows it.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct MovePlayed {
    /// Who moved.
    pub player: Player,
    /// Every hole the marble visits, start and end included.
    pub route: Vec<Hole>,
}

/// One turn of the record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordedTurn {
    /// Whose turn it was.
    pub player: Player,
    /// The route played, or `None` for a pass.
    pub route: Option<Vec<Hole>>,
}

/// A short message for the player (a file that failed, a pass, …).
#[derive(Resource, Debug, Clone, Default)]
pub struct Notice(pub Option<String>);

/// The game being played: the rules state, the setup it came from and the
/// record of every turn since the first.
#[derive(Resource, Debug, Clone)]
pub struct Session {
    /// The setup as started (computer seats included).
    pub setup: Setup,
    /// The rules state: the single source of truth.
    pub game: Game,
    /// Every turn played, in order.
    pub record: Vec<RecordedTurn>,
    /// Seed for the computer players of this game.
    pub seed: u64,
    /// Changes whenever the position is replaced rather than moved on
    /// (new game, undo), so views rebuild.
    pub generation: u32,
}

impl Session {
    /// Starts a game of a setup.
    pub fn new(setup: Setup, seed: u64) -> Result<Session, String> {
        let game = Game::from_setup(&setup).map_err(|e| format!("{}: {e}", display_name(&setup)))?;
        Ok(Session { setup, game, record: Vec::new(), seed, generation: 0 })
    }

    /// Who sits in a seat.
    pub fn kind(&self, player: Player) -> PlayerKind {
        self.setup.players.get(player).map_or(PlayerKind::Human, |p| p.kind)
    }

    /// The level of a computer seat, `None` for a person.
    pub fn level(&self, player: Player) -> Option<Level> {
        match self.kind(player) {
            PlayerKind::Computer(level) => Some(level),
            PlayerKind::Human => None,
        }
    }

    /// The strongest computer in the game: it sets the default assistance.
    pub fn difficulty(&self) -> Option<Level> {
        (0..self.game.player_count()).filter_map(|p| self.level(p)).max()
    }

    /// Whether any seat is a person.
    pub fn has_humans(&self) -> bool {
        (0..self.game.player_count()).any(|p| self.level(p).is_none())
    }

    /// Plays a move for the player to move and records it.
    pub fn play(&mut self, mv: Move) -> Result<MovePlayed, MoveError> {
        let route = self.game.route(mv).ok_or(MoveError::Illegal(mv))?;
        let player = self.game.to_move();
        self.game.play(mv)?;
        self.record.push(RecordedTurn { player, route: Some(route.clone()) });
        Ok(MovePlayed { player, route })
    }

    /// Passes for a player who cannot move, and records it.
    pub fn pass(&mut self) -> Result<(), MoveError> {
        let player = self.game.to_move();
        self.game.pass()?;
        self.record.push(RecordedTurn { player, route: None });
        Ok(())
    }

    /// Takes back turns until a person is to move again, having undone at
    /// least one of a person's moves. Returns whether anything was undone.
    pub fn undo(&mut self) -> bool {
        let Some(last_human) = self.record.iter().rposition(|t| self.level(t.player).is_none() && t.route.is_some())
        else {
            return false;
        };
        let Ok(mut game) = Game::from_setup(&self.setup) else { return false };
        for turn in &self.record[..last_human] {
            let replayed = match &turn.route {
                Some(route) => game.play(Move { from: route[0], to: route[route.len() - 1] }).map(|_| ()),
                None => game.pass().map(|_| ()),
            };
            if replayed.is_err() {
                return false;
            }
        }
        self.game = game;
        self.record.truncate(last_human);
        self.generation += 1;
        true
    }

    /// Moves (not passes) a player has made.
    pub fn moves_made(&self, player: Player) -> usize {
        self.record.iter().filter(|t| t.player == player && t.route.is_some()).count()
    }

    /// The last move in RULES.md notation, with its player.
    pub fn last_move(&self) -> Option<(Player, String)> {
        self.record.iter().rev().find_map(|t| t.route.as_ref().map(|r| (t.player, route_to_string(r))))
    }

    /// A player's name for display.
    pub fn player_name(&self, player: Player) -> String {
        self.setup.player_name(player)
    }
}

fn display_name(setup: &Setup) -> &str {
    if setup.name.is_empty() { "setup" } else { &setup.name }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Command>()
        .add_message::<MoveChosen>()
        .add_message::<MovePlayed>()
        .init_resource::<Notice>()
        .add_systems(Update, handle_commands.before(super::GameSet::Input))
        .add_systems(Update, decide_turn.in_set(super::GameSet::ApplyMove).run_if(in_state(TurnPhase::Deciding)))
        .add_systems(
            Update,
            apply_chosen_move
                .in_set(super::GameSet::ApplyMove)
                .run_if(in_state(TurnPhase::Human).or_else(in_state(TurnPhase::Computer))),
        )
        .add_systems(OnEnter(Screen::Menu), end_session);
}

/// Carries out the screens' commands.
fn handle_commands(
    mut commands: Commands,
    mut reader: MessageReader<Command>,
    mut session: Option<ResMut<Session>>,
    mut notice: ResMut<Notice>,
    mut screen: ResMut<NextState<Screen>>,
    mut phase: ResMut<NextState<TurnPhase>>,
    options: Res<super::LaunchOptions>,
    mut settings: ResMut<super::Settings>,
    assistance: Res<super::settings::AssistanceInForce>,
) {
    for command in reader.read() {
        match command {
            Command::Start(chosen) => {
                let mut setup = chosen.clone();
                if options.autoplay {
                    for seat in &mut setup.players {
                        if seat.kind == PlayerKind::Human {
                            seat.kind = PlayerKind::Computer(Level::Medium);
                        }
                    }
                }
                let seed = session.as_ref().map_or(settings.seed, |s| s.seed.wrapping_add(1));
                match Session::new(setup, seed) {
                    Ok(mut new) => {
                        new.generation = session.as_ref().map_or(0, |s| s.generation + 1);
                        commands.insert_resource(new);
                        if settings.last_setup.as_ref() != Some(chosen) {
                            settings.last_setup = Some(chosen.clone());
                        }
                        notice.0 = None;
                        screen.set(Screen::Play);
                    }
                    Err(error) => {
                        warn!("cannot start the game: {error}");
                        notice.0 = Some(format!("Cannot start the game: {error}"));
                    }
                }
            }
            Command::PlayAgain => {
                if let Some(session) = &session {
                    let setup = session.setup.clone();
                    commands.write_message(Command::Start(setup));
                }
            }
            Command::Undo => {
                if let Some(session) = session.as_mut()
                    && assistance.0.undo
                    && session.undo()
                {
                    phase.set(TurnPhase::Deciding);
                }
            }
            Command::Leave => screen.set(Screen::Menu),
        }
    }
}

/// Starts the next turn: results when the game is over, a pass when the
/// player cannot move, else a person's or a computer's turn.
fn decide_turn(
    session: Option<ResMut<Session>>,
    mut notice: ResMut<Notice>,
    mut screen: ResMut<NextState<Screen>>,
    mut phase: ResMut<NextState<TurnPhase>>,
    pause: Res<State<super::Pause>>,
) {
    let Some(mut session) = session else { return };
    if *pause.get() == super::Pause::Paused {
        return;
    }
    if session.game.is_over() {
        screen.set(Screen::Results);
        return;
    }
    let player = session.game.to_move();
    if session.game.legal_moves().is_empty() {
        if session.pass().is_ok() {
            notice.0 = Some(format!("{} cannot move and passes.", session.player_name(player)));
        }
        return;
    }
    info!("turn {}: {} to move", session.game.turns() + 1, session.player_name(player));
    phase.set(if session.level(player).is_some() { TurnPhase::Computer } else { TurnPhase::Human });
}

/// Plays the move chosen for the player to move, if the rules accept it.
fn apply_chosen_move(
    mut chosen: MessageReader<MoveChosen>,
    session: Option<ResMut<Session>>,
    mut played: MessageWriter<MovePlayed>,
    mut phase: ResMut<NextState<TurnPhase>>,
    mut notice: ResMut<Notice>,
) {
    let Some(mut session) = session else { return };
    for choice in chosen.read() {
        if choice.player != session.game.to_move() || session.game.is_over() {
            continue;
        }
        match session.play(choice.mv) {
            Ok(move_played) => {
                info!("{} plays {}", session.player_name(move_played.player), route_to_string(&move_played.route));
                played.write(move_played);
                notice.0 = None;
                phase.set(TurnPhase::Animating);
                return;
            }
            Err(error) => warn!("move refused: {error}"),
        }
    }
}

/// Leaving for the menu ends the game.
fn end_session(mut commands: Commands) {
    commands.remove_resource::<Session>();
}
