//! The turn flow: the only module that moves [`TurnPhase`] and [`Pause`],
//! and the only one that writes the [`Session`]: it puts in place the game
//! the lifecycle begins or the position a replay jumps to, plays its turns
//! (a replay's too, as the replay screen steps) and puts it away when the
//! screen leaves it ([`SessionChange`]).
//!
//! A turn starts in `Deciding` (results, a pass, or whose turn it is), waits
//! in `Human`, `Computer` or (for a move made on another machine) `Remote`
//! for a [`MoveChosen`], plays it and shows it in
//! `Animating`, then goes back to `Deciding` when the animation reports
//! [`MoveShown`]. Every step reacts to a message or to the state it is in,
//! never to the frame something else happened in, so a move shown within a
//! single frame ends its turn like any other.
//!
//! Undo, pause and showing moves again come as [`TurnRequest`]s, carried out
//! only when [`TurnActions`] allows them. In a lesson, `app::lesson` judges
//! the learner's move once shown, and this module carries out its
//! [`LessonJudged`]: the lesson done, or the move taken back.

mod actions;

pub use actions::{Offer, Stop, TurnActions};

use crate::app::animation::{MoveShown, ShowAgain};
use crate::app::lesson::{ActiveLesson, LessonJudged, LessonStarted, judge_lesson_move};
use crate::app::names::{ordinal, you};
use crate::app::navigation::GoTo;
use crate::app::net::{Hand, SeatHands};
use crate::app::notice::SetNotice;
use crate::app::selection::HintFound;
use crate::app::session::{MoveChosen, MovePlayed, MovedOnHost, Session, SessionChange, TimedOutOnHost};
use crate::app::{GameSet, PausableSystems, Pause, Screen, TurnPhase, UiTexts};
use bevy::prelude::*;
use rules::{Seat, route_to_string};

/// What a person asks of the game in progress: undo, pause and showing
/// moves again. Read only by this module.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum TurnRequest {
    /// Show again the moves made since the person to move last moved.
    ShowMovesAgain,
    /// Take back moves to the previous turn of a person (when undo is allowed now).
    Undo,
    /// Open the pause overlay, or close it.
    TogglePause,
    /// Close the pause overlay.
    Resume,
}

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

/// Moves of a recap still to be shown. Written only by this module.
#[derive(Resource, Debug, Clone, Copy, Default)]
struct RecapLeft(usize);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<TurnRequest>()
        .add_message::<PlayerFinished>()
        .add_message::<GameOver>()
        .add_message::<YourTurn>()
        .init_resource::<TurnActions>()
        .init_resource::<RecapLeft>()
        .add_systems(Update, actions::update_actions.in_set(GameSet::Session))
        .add_systems(Update, change_session.in_set(GameSet::Select))
        .add_systems(OnEnter(Screen::Menu), put_away)
        .add_systems(OnEnter(Screen::Learn), put_away)
        .add_systems(OnEnter(Screen::SavedGames), put_away)
        .add_systems(Update, (handle_turn_requests, count_hints, start_lesson).in_set(GameSet::Select))
        .add_systems(
            Update,
            (
                decide_turn.run_if(in_state(TurnPhase::Deciding)),
                (apply_time_out, apply_chosen_move).chain().run_if(
                    in_state(TurnPhase::Human)
                        .or_else(in_state(TurnPhase::Computer))
                        .or_else(in_state(TurnPhase::Remote)),
                ),
                redecide_when_hands_change.run_if(
                    resource_changed::<SeatHands>
                        .and_then(in_state(TurnPhase::Computer).or_else(in_state(TurnPhase::Remote))),
                ),
            )
                .in_set(GameSet::ApplyMove)
                .in_set(PausableSystems),
        )
        .add_systems(
            Update,
            (
                end_showing.run_if(in_state(TurnPhase::Animating).and_then(not(resource_exists::<ActiveLesson>))),
                end_lesson_move
                    .after(judge_lesson_move)
                    .run_if(in_state(TurnPhase::Animating).and_then(resource_exists::<ActiveLesson>)),
                end_recap.run_if(in_state(TurnPhase::Recap)),
            )
                .in_set(GameSet::TurnEnd)
                .in_set(PausableSystems),
        );
}

/// Carries out the [`SessionChange`]s in the order sent: a game put in
/// place of the last, and a replay's turns played and shown.
pub(crate) fn change_session(
    mut commands: Commands,
    mut changes: MessageReader<SessionChange>,
    session: Option<ResMut<Session>>,
    mut played: MessageWriter<MovePlayed>,
) {
    let mut session = session;
    let mut begun: Option<Session> = None;
    for change in changes.read() {
        match change {
            SessionChange::Begin(new) => begun = Some((**new).clone()),
            SessionChange::WatchTurn(turn) => {
                let shown = match begun.as_mut() {
                    Some(new) => new.play_checked(turn),
                    None => match session.as_mut() {
                        Some(current) => current.play_checked(turn),
                        None => continue,
                    },
                };
                match shown {
                    Ok(Some(move_played)) => {
                        played.write(move_played);
                    }
                    Ok(None) => {}
                    Err(error) => warn!("a replay's turn was refused: {error}"),
                }
            }
        }
    }
    if let Some(new) = begun {
        commands.insert_resource(new);
    }
}

/// Going to the menu, the lessons or the list of saved games puts the game
/// (or lesson) away.
fn put_away(mut commands: Commands) {
    commands.remove_resource::<Session>();
}

/// A lesson just opened starts at its first turn.
fn start_lesson(
    mut started: MessageReader<LessonStarted>,
    current: Option<Res<State<TurnPhase>>>,
    mut phase: ResMut<NextState<TurnPhase>>,
) {
    if started.read().count() > 0 && current.is_some() {
        phase.set(TurnPhase::Deciding);
    }
}

/// Carries out the lesson's judgement of the move just shown: the
/// lesson done, or the move taken back for another try.
fn end_lesson_move(
    mut judged: MessageReader<LessonJudged>,
    session: Option<ResMut<Session>>,
    mut phase: ResMut<NextState<TurnPhase>>,
) {
    let Some(judged) = judged.read().last() else { return };
    match judged {
        LessonJudged::Done => phase.set(TurnPhase::LessonDone),
        LessonJudged::Wrong => {
            if let Some(mut session) = session {
                session.take_back();
            }
            phase.set(TurnPhase::Deciding);
        }
        LessonJudged::NoMove => phase.set(TurnPhase::Deciding),
    }
}

/// Undo, pause and showing moves again: carried out only when
/// [`TurnActions`] allows them.
fn handle_turn_requests(
    mut requests: MessageReader<TurnRequest>,
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
            TurnRequest::Undo => {
                if actions.can_undo()
                    && let Some(session) = session.as_mut()
                    && session.undo()
                {
                    info!("undo: back to turn {}", session.game().turns() + 1);
                    phase.set(TurnPhase::Deciding);
                }
            }
            TurnRequest::TogglePause if actions.stop() == Stop::Pause => {
                let paused = pause.as_ref().is_some_and(|p| *p.get() == Pause::Paused);
                next_pause.set(if paused { Pause::Running } else { Pause::Paused });
            }
            TurnRequest::Resume if actions.stop() == Stop::Pause => next_pause.set(Pause::Running),
            TurnRequest::ShowMovesAgain if actions.can_recap() => {
                let Some(session) = session.as_ref() else { continue };
                let moves = session.moves_since_last_move();
                info!("showing {} moves again", moves.len());
                recap.0 = moves.len();
                show_again.write(ShowAgain(moves));
                phase.set(TurnPhase::Recap);
            }
            _ => {}
        }
    }
}

/// Counts each hint shown in the session, which the replay keeps: a game
/// with help does not count in the player's rating.
fn count_hints(mut found: MessageReader<HintFound>, session: Option<ResMut<Session>>) {
    let shown = found.read().count();
    if let Some(mut session) = session {
        for _ in 0..shown {
            session.note_hint();
        }
    }
}

/// Starts the next turn: results when the game is over, a pass when the
/// player cannot move, else a person's, a computer's or (over the network)
/// another machine's turn.
fn decide_turn(
    session: Option<ResMut<Session>>,
    hands: Res<SeatHands>,
    texts: Res<UiTexts>,
    mut notice: MessageWriter<SetNotice>,
    mut go: MessageWriter<GoTo>,
    mut phase: ResMut<NextState<TurnPhase>>,
    mut over: MessageWriter<GameOver>,
    mut your_turn: MessageWriter<YourTurn>,
) {
    let Some(mut session) = session else { return };
    let game = session.game();
    if game.is_over() {
        info!("game over after {} turns", game.turns());
        over.write(GameOver { order: game.finishing_order().to_vec() });
        go.write(GoTo::screen(Screen::Results));
        return;
    }
    let player = game.to_move();
    if game.legal_moves().is_empty() {
        if session.pass().is_ok() {
            info!("turn {}: {} passes", session.game().turns(), session.setup().player_name(player));
            // Whether it is the person at the board goes by the setup's own name.
            let person = you(&session.setup().player_name(player));
            let name = session.player_name(&texts, player);
            notice.write(SetNotice::show(texts.with("notice-passes", &[("you", person), ("name", name.into())])));
        }
        return;
    }
    info!("turn {}: {} to move", session.game().turns() + 1, session.setup().player_name(player));
    let hand = hands.hand(&session, player);
    let after_others = session.turns().last().is_some_and(|turn| hands.hand(&session, turn.player()) != Hand::Person);
    if hand == Hand::Person && after_others {
        your_turn.write(YourTurn { player });
    }
    phase.set(match hand {
        Hand::Person => TurnPhase::Human,
        Hand::Computer(_) => TurnPhase::Computer,
        Hand::Elsewhere => TurnPhase::Remote,
    });
}

/// A seat changed hands while waiting for its move (a computer took a
/// dropped player's seat, or the player came back): the turn starts again.
fn redecide_when_hands_change(mut phase: ResMut<NextState<TurnPhase>>) {
    phase.set(TurnPhase::Deciding);
}

/// Plays the move chosen for the player to move, if the rules accept it, and
/// shows it. On a network client the moves played are the host's, and the
/// ones chosen here only go to the host.
fn apply_chosen_move(
    mut chosen: MessageReader<MoveChosen>,
    mut on_host: MessageReader<MovedOnHost>,
    hands: Res<SeatHands>,
    session: Option<ResMut<Session>>,
    mut played: MessageWriter<MovePlayed>,
    mut phase: ResMut<NextState<TurnPhase>>,
    mut notice: MessageWriter<SetNotice>,
) {
    let Some(mut session) = session else { return };
    let choices: Vec<MoveChosen> = if hands.host_decides() {
        chosen.clear();
        on_host.read().map(|m| m.0).collect()
    } else {
        on_host.clear();
        chosen.read().copied().collect()
    };
    for choice in choices {
        if choice.player != session.game().to_move() || session.game().is_over() {
            continue;
        }
        match session.play(choice.mv) {
            Ok(move_played) => {
                let name = session.setup().player_name(move_played.player);
                info!("{name} plays {}", route_to_string(&move_played.route));
                played.write(move_played);
                notice.write(SetNotice::clear());
                phase.set(TurnPhase::Animating);
                return;
            }
            Err(error) => warn!("move refused: {error}"),
        }
    }
}

/// Passes the turn of a player whose time ran out on the host, says so,
/// and goes on to the next turn.
fn apply_time_out(
    mut timed_out: MessageReader<TimedOutOnHost>,
    session: Option<ResMut<Session>>,
    texts: Res<UiTexts>,
    mut notice: MessageWriter<SetNotice>,
    mut phase: ResMut<NextState<TurnPhase>>,
) {
    let Some(mut session) = session else { return };
    for out in timed_out.read() {
        if out.player != session.game().to_move() || session.time_out().is_err() {
            continue;
        }
        info!("turn {}: {} is out of time", session.game().turns(), session.setup().player_name(out.player));
        let person = you(&session.setup().player_name(out.player));
        let name = session.player_name(&texts, out.player);
        notice.write(SetNotice::show(texts.with("notice-out-of-time", &[("you", person), ("name", name.into())])));
        phase.set(TurnPhase::Deciding);
        return;
    }
}

/// Once the move is shown, announces what it brought about and goes on to
/// the next turn.
fn end_showing(
    mut shown: MessageReader<MoveShown>,
    session: Option<Res<Session>>,
    texts: Res<UiTexts>,
    mut finished: MessageWriter<PlayerFinished>,
    mut notice: MessageWriter<SetNotice>,
    mut phase: ResMut<NextState<TurnPhase>>,
) {
    let Some(move_shown) = shown.read().last() else { return };
    let played = &move_shown.0;
    if let (Some(place), Some(session)) = (played.finished, session) {
        let given = session.setup().player_name(played.player);
        info!("{given} finishes in place {place}");
        let name = session.player_name(&texts, played.player);
        let worded = ordinal(&texts, place);
        notice.write(SetNotice::show(
            texts.with("notice-finishes", &[("you", you(&given)), ("name", name.into()), ("place", worded.into())]),
        ));
        finished.write(PlayerFinished { player: played.player, place });
    }
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
