//! Joining a hosted game: dialling the host with its code, asking for a
//! seat, and then playing only what the host played. This machine's own
//! moves (a person's, or a computer's for a bot client) go to the host as
//! requests; they are shown once the host has played them.

use super::hands::{Hand, SeatHands};
use super::host_turns::{HostTurns, Next, settled};
use super::transport;
use super::{Asked, Told};
use crate::app::notice::SetNotice;
use crate::app::session::{MoveChosen, MovedOnHost, Session, TimedOutOnHost};
use crate::app::{GameRequest, TurnPhase, UiTexts};
use crate::locale::Texts;
use bevy::prelude::*;
use bevy_replicon_renet::RenetClient;
use net::{Closing, JoinCode, MAX_NAME_CHARS, News, PROTOCOL_VERSION, Refused, Request, SeatState, SeatWish};
use rules::{Level, Replay, Seat, route_to_string};
use std::net::SocketAddr;

/// What the join screen (or `join`) asks. Read only by this module.
#[derive(Message, Clone, Debug)]
pub enum JoinRequest {
    /// Dial a host.
    Dial {
        /// The host's address and port.
        address: SocketAddr,
        /// The join code the host gave out.
        code: JoinCode,
        /// The name to show for this player.
        name: String,
        /// The seat wanted, or watching.
        wish: SeatWish,
        /// A computer of this level plays the seat from here (a bot
        /// client); `None`: the person at this machine does.
        computer: Option<Level>,
    },
    /// Leave the game and hang up.
    Leave,
}

/// Where joining stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JoinedState {
    /// Dialling, or waiting for the host's welcome.
    Connecting,
    /// Seated (or watching), waiting for the game to start.
    Waiting,
    /// A game is being played.
    Playing,
    /// The host closed the game, and why.
    Ended(Closing),
    /// The connection was refused or lost, or the host's game does not
    /// agree with the rules here: why.
    Lost(Lost),
}

/// Why joining ended other than by the host closing the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Lost {
    /// The host refused the hello, and why.
    Refused(Refused),
    /// The host played this move (its route), which the rules here refuse.
    Disagrees(String),
    /// The connection to the host, at this address, went.
    ConnectionLost(SocketAddr),
    /// The host at this address never answered.
    NoAnswer(SocketAddr),
}

/// Why joining ended, as the online screen says it afterwards.
pub fn lost_text(texts: &Texts, lost: &Lost) -> String {
    match lost {
        Lost::Refused(why) => texts.with("online-lost-refused", &[("reason", refused_text(texts, why).into())]),
        Lost::Disagrees(route) => texts.with("online-lost-disagrees", &[("move", route.as_str().into())]),
        Lost::ConnectionLost(address) => {
            texts.with("online-lost-connection", &[("address", address.to_string().into())])
        }
        Lost::NoAnswer(address) => texts.with("online-no-answer", &[("address", address.to_string().into())]),
    }
}

/// Why the host refused a request, in the player's language.
pub fn refused_text(texts: &Texts, why: &Refused) -> String {
    let seat = |seat: &u8| ("seat", (u32::from(*seat) + 1).into());
    match why {
        Refused::Version { asked, spoken } => {
            texts.with("online-refused-version", &[("asked", (*asked).into()), ("spoken", (*spoken).into())])
        }
        Refused::Name => texts.with("online-refused-name", &[("most", MAX_NAME_CHARS.into())]),
        Refused::NoSuchSeat(number) => texts.with("online-refused-no-such-seat", &[seat(number)]),
        Refused::SeatTaken(number) => texts.with("online-refused-seat-taken", &[seat(number)]),
        Refused::NoOpenSeat => texts.get("online-refused-no-open-seat"),
        Refused::AlreadySeated => texts.get("online-refused-already-seated"),
        Refused::NoSeat => texts.get("online-refused-no-seat"),
        Refused::NotYourTurn => texts.get("online-refused-not-your-turn"),
        Refused::WrongTurn { asked, now } => {
            texts.with("online-refused-wrong-turn", &[("asked", (asked + 1).into()), ("now", (now + 1).into())])
        }
        Refused::NoGame => texts.get("online-refused-no-game"),
        Refused::NotLegal(detail) => texts.with("online-refused-not-legal", &[("detail", detail.as_str().into())]),
        Refused::Malformed(detail) => texts.with("online-refused-malformed", &[("detail", detail.as_str().into())]),
    }
}

/// Why the host ends the game, in the player's language.
pub fn closing_text(texts: &Texts, why: Closing) -> String {
    match why {
        Closing::HostLeft => texts.get("online-closing-host-left"),
        Closing::GamesOver(games) => texts.with("online-closing-games-over", &[("games", games.into())]),
    }
}

impl JoinedState {
    /// Whether the connection is over.
    pub fn is_over(&self) -> bool {
        matches!(self, JoinedState::Ended(_) | JoinedState::Lost(_))
    }
}

/// The game joined. Inserted, written and removed only by this module.
#[derive(Resource, Debug)]
pub struct Joined {
    address: SocketAddr,
    name: String,
    wish: SeatWish,
    computer: Option<Level>,
    state: JoinedState,
    said_hello: bool,
    seat: Option<Seat>,
    seats: Vec<SeatState>,
    /// Turns the host played that are still to be played here.
    to_play: HostTurns,
    /// The host is closing the game, for this reason: joining ends once
    /// the moves it sent before have been played here.
    closing: Option<Closing>,
}

impl Joined {
    /// The host's address.
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// Where joining stands.
    pub fn state(&self) -> &JoinedState {
        &self.state
    }

    /// This machine's seat, `None` when watching (or not yet seated).
    pub fn seat(&self) -> Option<Seat> {
        self.seat
    }

    /// Who holds each seat, as the host last said.
    pub fn seats(&self) -> &[SeatState] {
        &self.seats
    }

    /// Ends joining, unless it has ended already.
    fn end(&mut self, state: JoinedState) {
        if !self.state.is_over() {
            self.state = state;
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<JoinRequest>()
        .add_message::<MovedOnHost>()
        .add_systems(Update, handle_join_requests)
        .add_systems(
            Update,
            (say_hello, read_news, send_own_moves, play_host_moves, end_when_caught_up, notice_lost_connection)
                .chain()
                .in_set(crate::app::GameSet::Select)
                .run_if(resource_exists::<Joined>),
        );
}

fn handle_join_requests(mut commands: Commands, mut requests: MessageReader<JoinRequest>, joined: Option<Res<Joined>>) {
    for request in requests.read() {
        match request.clone() {
            JoinRequest::Dial { address, code, name, wish, computer } => {
                if joined.as_ref().is_some_and(|j| !j.state.is_over()) {
                    continue;
                }
                commands.queue(transport::hang_up);
                commands.queue(move |world: &mut World| match transport::dial(world, address, &code) {
                    Ok(()) => {
                        info!("dialling {address}");
                        world.insert_resource(Joined {
                            address,
                            name,
                            wish,
                            computer,
                            state: JoinedState::Connecting,
                            said_hello: false,
                            seat: None,
                            seats: Vec::new(),
                            to_play: HostTurns::default(),
                            closing: None,
                        });
                    }
                    Err(error) => {
                        warn!("{error}");
                        let text = transport::error_text(world.resource::<UiTexts>(), &error);
                        world.write_message(SetNotice::show(text));
                    }
                });
            }
            JoinRequest::Leave => {
                commands.remove_resource::<Joined>();
                commands.insert_resource(SeatHands::default());
                commands.queue(transport::hang_up);
            }
        }
    }
}

/// Asks for the seat once the connection is up.
fn say_hello(client: Option<Res<RenetClient>>, mut joined: ResMut<Joined>, mut asked: MessageWriter<Asked>) {
    if joined.said_hello || !client.is_some_and(|c| c.is_connected()) {
        return;
    }
    joined.said_hello = true;
    info!("connected to {}", joined.address);
    let hello = Request::Hello { version: PROTOCOL_VERSION, name: joined.name.clone(), wish: joined.wish };
    asked.write(Asked(Ok(hello)));
}

/// Takes in the host's news.
fn read_news(
    mut news: MessageReader<Told>,
    mut joined: ResMut<Joined>,
    mut hands: ResMut<SeatHands>,
    mut games: MessageWriter<GameRequest>,
    mut notice: MessageWriter<SetNotice>,
    texts: Res<UiTexts>,
) {
    for Told(news) in news.read() {
        match news {
            News::Welcome { seat } => {
                joined.seat = seat.map(|s| Seat::new(usize::from(s)));
                joined.state = JoinedState::Waiting;
                match joined.seat {
                    Some(seat) => info!("seated at seat {}", seat.index() + 1),
                    None => info!("watching"),
                }
            }
            News::Seats(seats) => joined.seats = seats.clone(),
            News::Game(text) => match Replay::from_ron(text).and_then(Replay::check) {
                Ok(replay) => {
                    let seats = replay.replay().setup.players.len();
                    let own = joined.seat.map(|s| (s, joined.computer.map_or(Hand::Person, Hand::Computer)));
                    *hands = SeatHands::joined(seats, own);
                    joined.to_play.clear();
                    joined.state = JoinedState::Playing;
                    info!("the host's game: turn {}", replay.turns().len() + 1);
                    games.write(GameRequest::StartFrom(Box::new(replay)));
                }
                Err(error) => {
                    warn!("the host sent a game that does not load: {error}");
                    let reason = ("reason", error.to_string().into());
                    notice.write(SetNotice::show(texts.with("online-game-does-not-load", &[reason])));
                }
            },
            News::Played { turn, route } => joined.to_play.push(*turn, route.clone()),
            News::Refused(why) => {
                warn!("the host refused: {why}");
                notice.write(SetNotice::show(
                    texts.with("online-host-refused", &[("reason", refused_text(&texts, why).into())]),
                ));
                // A refused hello leaves no seat: joining is over.
                if joined.state == JoinedState::Connecting {
                    joined.end(JoinedState::Lost(Lost::Refused(why.clone())));
                }
            }
            News::Closing(why) => {
                info!("the host closes the game: {why}");
                notice.write(SetNotice::show(
                    texts.with("online-host-closed", &[("reason", closing_text(&texts, *why).into())]),
                ));
                joined.closing = Some(*why);
            }
        }
    }
}

/// Sends this machine's own moves to the host, which plays them.
fn send_own_moves(
    mut chosen: MessageReader<MoveChosen>,
    joined: Res<Joined>,
    session: Option<Res<Session>>,
    mut asked: MessageWriter<Asked>,
) {
    let Some(session) = session else { return };
    for choice in chosen.read() {
        if Some(choice.player) != joined.seat || choice.player != session.game().to_move() {
            continue;
        }
        let Some(route) = session.game().route(choice.mv) else { continue };
        let route = route_to_string(&route);
        info!("asks the host to play {route}");
        asked.write(Asked(Ok(Request::Move { turn: session.game().turns(), route })));
    }
}

/// Plays the host's next turn once this machine's game has reached it.
fn play_host_moves(
    mut joined: ResMut<Joined>,
    session: Option<Res<Session>>,
    phase: Option<Res<State<TurnPhase>>>,
    mut moved: MessageWriter<MovedOnHost>,
    mut timed_out: MessageWriter<TimedOutOnHost>,
) {
    let Some(session) = session else { return };
    if let Next::Disagrees(route) = joined.to_play.play_next(&session, phase.as_deref(), &mut moved, &mut timed_out) {
        joined.end(JoinedState::Lost(Lost::Disagrees(route)));
    }
}

/// Once the host has closed the game and every move it sent is shown
/// here (and what it brought about: a game over is on the results),
/// joining is over.
fn end_when_caught_up(mut joined: ResMut<Joined>, phase: Option<Res<State<TurnPhase>>>) {
    if let Some(why) = joined.closing
        && joined.to_play.is_empty()
        && settled(phase.as_deref())
    {
        joined.end(JoinedState::Ended(why));
    }
}

/// Says so when the connection to the host is lost.
fn notice_lost_connection(
    client: Option<Res<RenetClient>>,
    mut joined: ResMut<Joined>,
    mut notice: MessageWriter<SetNotice>,
    texts: Res<UiTexts>,
) {
    if joined.state.is_over() || joined.closing.is_some() {
        return;
    }
    if client.is_none_or(|c| c.is_disconnected()) {
        let address = ("address", joined.address.to_string().into());
        let (lost, text) = if joined.said_hello {
            warn!("the connection to {} was lost", joined.address);
            (Lost::ConnectionLost(joined.address), texts.with("online-left-connection-lost", &[address]))
        } else {
            warn!("no answer from {}", joined.address);
            (Lost::NoAnswer(joined.address), texts.with("online-no-answer", &[address]))
        };
        notice.write(SetNotice::show(text));
        joined.end(JoinedState::Lost(lost));
    }
}
