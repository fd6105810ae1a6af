//! The turn flow: the only module that moves [`TurnPhase`] and [`Pause`].
//!
//! A turn starts in `Deciding` (results, a pass, or whose turn it is), waits
//! in `Human` or `Computer` for a [`MoveChosen`], plays it and shows it in
//! `Animating`, then goes back to `Deciding` when the animation reports
//! [`MoveShown`]. Every step reacts to a message or to the state it is in,
//! never to the frame something else happened in, so a move shown within a
//! single frame ends its turn like any other.
//!
//! In a lesson the learner's move is judged once it is shown: a move that
//! does the task ends the lesson in `LessonDone`; any other is taken back
//! and the learner tries again from `Deciding`. "Show the answer" chooses the
//! lesson's answer for the learner, played and shown like any move.
//!
//! The module also says which of a person's actions are available now
//! ([`TurnActions`]): the HUD's buttons and the keys both follow it.

use super::animation::{MoveShown, ShowAgain};
use super::learn::{ActiveLesson, LessonRequest, LessonStage, LessonStarted};
use super::session::{GameRequest, MoveChosen, MovePlayed, Notice, Session, verb_for};
use super::settings::{AssistanceInForce, Settings};
use super::{GameSet, PausableSystems, Pause, Screen, TurnPhase};
use crate::lessons::Verdict;
use crate::rules::{Move, Seat, route_to_string};
use bevy::prelude::*;

/// A player has finished (their target is complete).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayerFinished {
    /// Who finished.
    pub player: Seat,
    /// Their place: 1 for first.
    pub place: usize,
}

/// The game has ended; the results follow.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct GameOver {
    /// The players who finished, in finishing order.
    pub order: Vec<Seat>,
}

/// A person's turn has come after one or more computers moved.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct YourTurn {
    /// Who is to move.
    pub player: Seat,
}

/// What a person may do at this moment. The HUD's buttons and the keys both
/// follow it, so a key never does what its button would refuse.
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

/// Moves of a recap still to be shown.
#[derive(Resource, Debug, Clone, Copy, Default)]
struct RecapLeft(usize);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<PlayerFinished>()
        .add_message::<GameOver>()
        .add_message::<YourTurn>()
        .init_resource::<TurnActions>()
        .init_resource::<RecapLeft>()
        .add_systems(Update, update_actions.in_set(GameSet::Session))
        .add_systems(Update, (handle_turn_requests, handle_lesson_requests).in_set(GameSet::Select))
        .add_systems(
            Update,
            (
                decide_turn.run_if(in_state(TurnPhase::Deciding)),
                apply_chosen_move.run_if(in_state(TurnPhase::Human).or_else(in_state(TurnPhase::Computer))),
            )
                .in_set(GameSet::ApplyMove)
                .in_set(PausableSystems),
        )
        .add_systems(
            Update,
            (
                end_showing.run_if(in_state(TurnPhase::Animating).and_then(not(resource_exists::<ActiveLesson>))),
                judge_lesson_move.run_if(in_state(TurnPhase::Animating).and_then(resource_exists::<ActiveLesson>)),
                end_recap.run_if(in_state(TurnPhase::Recap)),
            )
                .in_set(GameSet::TurnEnd)
                .in_set(PausableSystems),
        );
}

/// Works out which actions a person has right now.
fn update_actions(
    session: Option<Res<Session>>,
    phase: Option<Res<State<TurnPhase>>>,
    pause: Option<Res<State<Pause>>>,
    assistance: Res<AssistanceInForce>,
    lesson: Option<Res<ActiveLesson>>,
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
            TurnActions {
                hint: (people && assistance.0.hints).then_some(persons_turn),
                undo: (people && assistance.0.undo).then_some(between_moves && session.can_undo()),
                recap: people.then_some(persons_turn && !moves_since_last_move(&session).is_empty()),
                choose: persons_turn,
                skip: running && matches!(phase, TurnPhase::Animating | TurnPhase::Recap),
                pause: true,
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

/// The moves (not passes) made since the player to move last moved, oldest
/// first, as they were played.
fn moves_since_last_move(session: &Session) -> Vec<MovePlayed> {
    let player = session.game.to_move();
    let since = session.record.iter().rposition(|t| t.player == player && !t.is_pass()).map_or(0, |at| at + 1);
    session.record[since..]
        .iter()
        .filter(|t| !t.is_pass())
        .map(|t| MovePlayed { player: t.player, route: t.route.clone(), finished: None, game_over: false })
        .collect()
}

/// Undo, pause and showing moves again: carried out only when
/// [`TurnActions`] allows them.
fn handle_turn_requests(
    mut requests: MessageReader<GameRequest>,
    actions: Res<TurnActions>,
    session: Option<ResMut<Session>>,
    pause: Option<Res<State<Pause>>>,
    mut next_pause: ResMut<NextState<Pause>>,
    mut phase: ResMut<NextState<TurnPhase>>,
    mut recap: ResMut<RecapLeft>,
    mut show_again: MessageWriter<ShowAgain>,
) {
    let mut session = session;
    for request in requests.read() {
        match request {
            GameRequest::Undo => {
                if actions.can_undo()
                    && let Some(session) = session.as_mut()
                    && session.undo()
                {
                    info!("undo: back to turn {}", session.game.turns() + 1);
                    phase.set(TurnPhase::Deciding);
                }
            }
            GameRequest::TogglePause if actions.pause => {
                let paused = pause.as_ref().is_some_and(|p| *p.get() == Pause::Paused);
                next_pause.set(if paused { Pause::Running } else { Pause::Paused });
            }
            GameRequest::Resume if actions.pause => next_pause.set(Pause::Running),
            GameRequest::ShowMovesAgain if actions.can_recap() => {
                let Some(session) = session.as_ref() else { continue };
                let moves = moves_since_last_move(session);
                info!("showing {} moves again", moves.len());
                recap.0 = moves.len();
                show_again.write(ShowAgain(moves));
                phase.set(TurnPhase::Recap);
            }
            _ => {}
        }
    }
}

/// A lesson just opened starts at its first turn; "show the answer" chooses
/// the lesson's answer for the learner (when [`TurnActions`] allows it).
fn handle_lesson_requests(
    mut started: MessageReader<LessonStarted>,
    mut requests: MessageReader<LessonRequest>,
    actions: Res<TurnActions>,
    session: Option<Res<Session>>,
    lesson: Option<ResMut<ActiveLesson>>,
    current: Option<Res<State<TurnPhase>>>,
    mut phase: ResMut<NextState<TurnPhase>>,
    mut chosen: MessageWriter<MoveChosen>,
) {
    if started.read().count() > 0 && current.is_some() {
        phase.set(TurnPhase::Deciding);
    }
    let (Some(session), Some(mut lesson)) = (session, lesson) else {
        requests.clear();
        return;
    };
    for request in requests.read() {
        if *request == LessonRequest::ShowAnswer && actions.can_show_answer() {
            info!("lesson {}: the answer is shown", lesson.index + 1);
            lesson.answer_shown = true;
            chosen.write(MoveChosen { player: session.game.to_move(), mv: lesson.lesson.answer_move() });
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
    mut over: MessageWriter<GameOver>,
    mut your_turn: MessageWriter<YourTurn>,
) {
    let Some(mut session) = session else { return };
    if session.game.is_over() {
        info!("game over after {} turns", session.game.turns());
        over.write(GameOver { order: session.game.finishing_order().to_vec() });
        screen.set(Screen::Results);
        return;
    }
    let player = session.game.to_move();
    if session.game.legal_moves().is_empty() {
        if session.pass().is_ok() {
            let name = session.player_name(player);
            info!("turn {}: {name} passes", session.game.turns());
            notice.0 = Some(format!("{name} cannot move and {}.", verb_for(&name, "pass", "passes")));
        }
        return;
    }
    info!("turn {}: {} to move", session.game.turns() + 1, session.player_name(player));
    let computer = session.level(player).is_some();
    let after_computer = session.record.last().is_some_and(|turn| session.level(turn.player).is_some());
    if !computer && after_computer {
        your_turn.write(YourTurn { player });
    }
    phase.set(if computer { TurnPhase::Computer } else { TurnPhase::Human });
}

/// Plays the move chosen for the player to move, if the rules accept it, and
/// shows it.
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

/// Once the move is shown, announces what it brought about and goes on to
/// the next turn.
fn end_showing(
    mut shown: MessageReader<MoveShown>,
    session: Option<Res<Session>>,
    mut finished: MessageWriter<PlayerFinished>,
    mut notice: ResMut<Notice>,
    mut phase: ResMut<NextState<TurnPhase>>,
) {
    let Some(move_shown) = shown.read().last() else { return };
    let played = &move_shown.0;
    if let (Some(place), Some(session)) = (played.finished, session) {
        let name = session.player_name(played.player);
        info!("{name} finishes in place {place}");
        notice.0 = Some(format!("{name} {} {}.", verb_for(&name, "finish", "finishes"), ordinal(place)));
        finished.write(PlayerFinished { player: played.player, place });
    }
    phase.set(TurnPhase::Deciding);
}

/// Once the learner's move is shown, judges it against the position before
/// it (the lesson's start: a wrong move is always taken back). A move that
/// does the task ends the lesson, ticked unless the answer was shown; any
/// other is taken back, with the hint, for another try.
fn judge_lesson_move(
    mut shown: MessageReader<MoveShown>,
    session: Option<ResMut<Session>>,
    mut lesson: ResMut<ActiveLesson>,
    mut settings: ResMut<Settings>,
    mut notice: ResMut<Notice>,
    mut phase: ResMut<NextState<TurnPhase>>,
) {
    let Some(move_shown) = shown.read().last() else { return };
    let Some(mut session) = session else { return };
    let route = &move_shown.0.route;
    let (Some(&from), Some(&to)) = (route.first(), route.last()) else {
        phase.set(TurnPhase::Deciding);
        return;
    };
    let played = route_to_string(route);
    let number = lesson.index + 1;
    let (hint, why) = match lesson.lesson.check(&lesson.lesson.game(), Move { from, to }) {
        Verdict::Done => {
            info!("lesson {number}: done with {played}");
            if !lesson.answer_shown && !settings.progress.is_complete(&lesson.lesson.id) {
                settings.progress.complete(&lesson.lesson.id);
            }
            lesson.stage = LessonStage::Done;
            notice.0 = None;
            phase.set(TurnPhase::LessonDone);
            return;
        }
        Verdict::Wrong { hint, why } => (hint, why),
        Verdict::Illegal { reason } => (lesson.lesson.hint.clone(), Some(reason)),
    };
    info!("lesson {number}: {played} does not do the task; taken back");
    session.take_back();
    lesson.stage = LessonStage::Wrong { played, hint, why };
    phase.set(TurnPhase::Deciding);
}

/// Once the last move of a recap is shown, the same person's turn goes on.
fn end_recap(
    mut shown: MessageReader<MoveShown>,
    mut left: ResMut<RecapLeft>,
    mut phase: ResMut<NextState<TurnPhase>>,
) {
    left.0 = left.0.saturating_sub(shown.read().count());
    if left.0 == 0 {
        phase.set(TurnPhase::Human);
    }
}

/// "1st", "2nd", "3rd", "4th", …
pub fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

#[cfg(test)]
mod tests {
    use super::ordinal;

    #[test]
    fn ordinals() {
        let names: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21].into_iter().map(ordinal).collect();
        assert_eq!(names, ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st"]);
    }
}
