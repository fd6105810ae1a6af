//! Play through a room server: one connection to a server of many
//! tables, kept by [`link`] on threads of its own and made again after a
//! drop. The lobby, "your games", the tables this player is at, their
//! chat and clocks are kept in [`Room`]; the game of the table on the
//! board is played like a hosted game's: the server's turns only, this
//! machine's own moves sent as requests.

mod key;
mod link;

use super::hands::{Hand, SeatHands};
use super::host_turns::{HostTurns, Next};
use super::words::{gone_text, room_refused_text};
use crate::app::launch::{LaunchOptions, data_home};
use crate::app::notice::SetNotice;
use crate::app::session::{MoveChosen, MovedOnHost, Session, TimedOutOnHost};
use crate::app::{GameRequest, Screen, TurnPhase, UiTexts};
use bevy::prelude::*;
use link::{Link, LinkEvent};
use net::SeatWish;
use net::room::{
    ClockReading, Gone, PlayerId, RoomRefused, SeatView, TableId, TableRef, TableSummary, TableView, ToClient,
    ToServer, YourGame,
};
use rules::{Replay, Seat, route_to_string};
use std::collections::{BTreeMap, HashSet, VecDeque};
use std::net::SocketAddr;
use std::time::{Duration, Instant};

/// Chat lines kept for showing, per place.
const CHAT_KEPT: usize = 100;

/// What the room screen, the table's panels and `online ADDR` ask of the
/// connection. Read only by this module.
#[derive(Message, Clone, Debug)]
pub enum RoomRequest {
    /// Connect to the server at this address, as this name (hanging up any
    /// other).
    Connect {
        /// The server's address and port.
        address: SocketAddr,
        /// The name to show for this player.
        name: String,
    },
    /// Hang up.
    Disconnect,
    /// Send this request to the server. Joining a table by its number also
    /// puts that table's game on the board.
    Ask(ToServer),
    /// Hide (`true`) or show again a player's chat, on this machine only.
    Mute(PlayerId, bool),
}

/// Where the connection stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoomStatus {
    /// Connecting for the first time.
    Connecting,
    /// Connected and greeted.
    Connected,
    /// The connection dropped or could not be made (the system's words, or
    /// `None` when the server closed it); it is being made again.
    Down(Option<String>),
    /// The server refused the hello, and why: the connection has stopped.
    Refused(RoomRefused),
}

/// A line of chat as received.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChatLine {
    /// Who said it.
    pub from: PlayerId,
    /// Their name.
    pub name: String,
    /// What they said.
    pub text: String,
}

/// The connection to a room server and all it has told. Inserted,
/// written and removed only by this module.
#[derive(Resource)]
pub struct Room {
    link: Link,
    address: SocketAddr,
    status: RoomStatus,
    you: Option<PlayerId>,
    in_lobby: bool,
    lobby: Vec<TableSummary>,
    your_games: Vec<YourGame>,
    /// The tables this player is at (seated or watching).
    tables: BTreeMap<TableId, TableView>,
    /// The table whose game is on the board, or is to be once it starts.
    current: Option<TableId>,
    /// A join or a new table was asked for and not yet answered: the next
    /// table the server seats or shows this player at becomes the current
    /// one.
    joining: bool,
    lobby_chat: VecDeque<ChatLine>,
    table_chat: VecDeque<ChatLine>,
    muted: HashSet<PlayerId>,
    /// The current table's clocks as last told, and when.
    clocks: Option<(ClockReading, Instant)>,
    to_play: HostTurns,
}

impl Room {
    /// The server's address.
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// Where the connection stands.
    pub fn status(&self) -> &RoomStatus {
        &self.status
    }

    /// This player's id, once greeted.
    pub fn you(&self) -> Option<PlayerId> {
        self.you
    }

    /// The public tables, as last told.
    pub fn lobby(&self) -> &[TableSummary] {
        &self.lobby
    }

    /// Whether the lobby's tables are being sent.
    pub fn in_lobby(&self) -> bool {
        self.in_lobby
    }

    /// The tables where this player holds a seat, as last told.
    pub fn your_games(&self) -> &[YourGame] {
        &self.your_games
    }

    /// The table whose game is on the board (or will be once it starts).
    pub fn current(&self) -> Option<&TableView> {
        self.current.and_then(|id| self.tables.get(&id))
    }

    /// The lobby's chat, or the current table's, without muted players.
    pub fn chat(&self, lobby: bool) -> impl Iterator<Item = &ChatLine> {
        let lines = if lobby { &self.lobby_chat } else { &self.table_chat };
        lines.iter().filter(|line| !self.muted.contains(&line.from))
    }

    /// The players whose chat is hidden here.
    pub fn muted(&self) -> impl Iterator<Item = PlayerId> + '_ {
        self.muted.iter().copied()
    }

    /// The time `seat` of the current table has left now, and whether it
    /// runs; `None` without a clock.
    pub fn time_left(&self, seat: Seat) -> Option<(Duration, bool)> {
        let (reading, when) = self.clocks.as_ref()?;
        let left = Duration::from_millis(*reading.left_ms.get(seat.index())?);
        let running = reading.running == u8::try_from(seat.index()).ok();
        Some((if running { left.saturating_sub(when.elapsed()) } else { left }, running))
    }

    /// This player's own seat at the current table while they play it
    /// (not while a computer stands in for them).
    fn own_seat(&self) -> Option<Seat> {
        let view = self.current()?;
        let seat = view.you?;
        let plays = matches!(view.summary.seats.get(usize::from(seat)), Some(SeatView::Player { id, .. }) if Some(*id) == self.you);
        plays.then(|| Seat::new(usize::from(seat)))
    }

    /// Puts `table` on the board in place of the current one: the last
    /// table's chat, clocks and turns are forgotten, and a table only
    /// watched is left, so the server stops sending it.
    fn make_current(&mut self, table: Option<TableId>) {
        if self.current == table {
            return;
        }
        if let Some(old) = self.current.take()
            && self.tables.get(&old).is_some_and(|view| view.you.is_none())
        {
            self.tables.remove(&old);
            self.link.send(ToServer::Leave(old));
        }
        self.current = table;
        self.table_chat.clear();
        self.clocks = None;
        self.to_play.clear();
    }

    /// Asks the server again for what this client follows, after a
    /// connection is (re)made: the lobby, "your games", and each table it
    /// is at, whose seat comes back by the player's key.
    fn ask_again(&self) {
        if self.in_lobby {
            self.link.send(ToServer::Lobby);
        }
        self.link.send(ToServer::YourGames);
        // A seat comes back by the player's key whatever is asked; asking
        // to watch never takes a seat the player no longer holds.
        for view in self.tables.values() {
            self.link.send(ToServer::Join { table: TableRef::Id(view.summary.id), wish: SeatWish::Watch });
        }
    }

    /// Who moves for each seat of the current table's game here: this
    /// player's own seat while they still hold it, every other elsewhere.
    fn hands(&self) -> Option<SeatHands> {
        let view = self.current()?;
        Some(SeatHands::joined(view.summary.seats.len(), self.own_seat().map(|seat| (seat, Hand::Person))))
    }
}

pub(in crate::app) fn plugin(app: &mut App) {
    app.add_message::<RoomRequest>().add_systems(Update, handle_requests).add_systems(
        Update,
        (read_link, send_own_moves, play_server_turns)
            .chain()
            .in_set(crate::app::GameSet::Select)
            .run_if(resource_exists::<Room>),
    );
    // Where the board shows something else than a table's game.
    let away = [
        Screen::Menu,
        Screen::NewGame,
        Screen::Learn,
        Screen::SavedGames,
        Screen::Replay,
        Screen::Statistics,
        Screen::Online,
    ];
    for screen in away {
        app.add_systems(OnEnter(screen), leave_board.run_if(resource_exists::<Room>));
    }
}

fn handle_requests(
    mut commands: Commands,
    mut requests: MessageReader<RoomRequest>,
    room: Option<ResMut<Room>>,
    options: Res<LaunchOptions>,
) {
    let mut room = room;
    for request in requests.read() {
        match request.clone() {
            RoomRequest::Connect { address, name } => {
                let dir = options.data_dir.clone().or_else(data_home);
                let identity = key::load_or_make(dir.as_deref());
                info!("connecting to the room server at {address}");
                commands.insert_resource(Room {
                    link: Link::open(address, identity, name),
                    address,
                    status: RoomStatus::Connecting,
                    you: None,
                    // Connecting opens the lobby.
                    in_lobby: true,
                    lobby: Vec::new(),
                    your_games: Vec::new(),
                    tables: BTreeMap::new(),
                    current: None,
                    joining: false,
                    lobby_chat: VecDeque::new(),
                    table_chat: VecDeque::new(),
                    muted: HashSet::new(),
                    clocks: None,
                    to_play: HostTurns::default(),
                });
            }
            RoomRequest::Disconnect => {
                if room.take().is_some() {
                    commands.remove_resource::<Room>();
                    commands.insert_resource(SeatHands::default());
                }
            }
            RoomRequest::Ask(ask) => {
                let Some(room) = room.as_mut() else { continue };
                match &ask {
                    ToServer::Lobby => room.in_lobby = true,
                    ToServer::LeaveLobby => room.in_lobby = false,
                    // A table this player is at already comes back at once.
                    ToServer::Join { table: TableRef::Id(id), .. } if room.tables.contains_key(id) => {
                        room.make_current(Some(*id));
                    }
                    ToServer::Join { .. } | ToServer::Create(_) => room.joining = true,
                    _ => {}
                }
                room.link.send(ask);
            }
            RoomRequest::Mute(player, hide) => {
                let Some(room) = room.as_mut() else { continue };
                if hide {
                    room.muted.insert(player);
                } else {
                    room.muted.remove(&player);
                }
            }
        }
    }
}

/// Away from a table (the menu, another game, a replay), no table's game
/// is on the board: this player keeps their seats, and "your games" takes
/// them back to one.
fn leave_board(mut room: ResMut<Room>, mut hands: ResMut<SeatHands>) {
    room.joining = false;
    if room.current.is_some() {
        room.make_current(None);
        *hands = SeatHands::default();
    }
}

/// Takes in what the connection brought.
fn read_link(
    mut room: ResMut<Room>,
    mut hands: ResMut<SeatHands>,
    mut games: MessageWriter<GameRequest>,
    mut notice: MessageWriter<SetNotice>,
    texts: Res<UiTexts>,
) {
    for event in room.link.events() {
        match event {
            LinkEvent::Connected(you) => {
                info!("greeted by the room server at {} as {you}", room.address);
                room.you = Some(you);
                room.status = RoomStatus::Connected;
                room.ask_again();
            }
            LinkEvent::Down(why) => {
                if room.status == RoomStatus::Connected {
                    warn!(
                        "the connection to the room server dropped: {}",
                        why.as_deref().unwrap_or("closed by the server")
                    );
                }
                room.status = RoomStatus::Down(why);
            }
            LinkEvent::Refused(why) => {
                warn!("the room server refused: {why}");
                notice.write(SetNotice::show(room_refused_text(&texts, &why)));
                room.status = RoomStatus::Refused(why);
            }
            LinkEvent::Told(told) => take_in(&mut room, told, &mut games, &mut notice, &texts),
        }
    }
    if let Some(new) = room.hands()
        && *hands != new
    {
        *hands = new;
    }
}

/// Takes in one message of the server's.
fn take_in(
    room: &mut Room,
    told: ToClient,
    games: &mut MessageWriter<GameRequest>,
    notice: &mut MessageWriter<SetNotice>,
    texts: &UiTexts,
) {
    match told {
        ToClient::Welcome { .. } | ToClient::Greeted { .. } | ToClient::Pong => {}
        ToClient::Refused(why) => {
            info!("the room server refused: {why}");
            if let RoomRefused::NoSuchTable(gone) | RoomRefused::NotAtTable(gone) = why {
                room.tables.remove(&gone);
                if room.current == Some(gone) {
                    room.make_current(None);
                }
            }
            room.joining = false;
            notice.write(SetNotice::show(room_refused_text(texts, &why)));
        }
        ToClient::Lobby(tables) => room.lobby = tables,
        ToClient::YourGames(list) => room.your_games = list,
        ToClient::Table(view) => {
            let id = view.summary.id;
            let new = !room.tables.contains_key(&id);
            if new {
                info!("at {id} ({})", if view.you.is_some() { "seated" } else { "watching" });
            }
            room.tables.insert(id, view);
            if new && std::mem::take(&mut room.joining) {
                room.make_current(Some(id));
            }
        }
        ToClient::Game { table, replay, clocks } => {
            if room.current != Some(table) {
                return;
            }
            match Replay::from_ron(&replay).and_then(Replay::check) {
                Ok(checked) => {
                    let seat = room.current().and_then(|view| view.you);
                    let seat = seat.map_or_else(|| "watching".to_owned(), |s| format!("seat {}", s + 1));
                    info!("{table}: its game at turn {}, {seat}", checked.turns().len() + 1);
                    room.to_play.clear();
                    room.clocks = clocks.map(|c| (c, Instant::now()));
                    games.write(GameRequest::StartFrom(Box::new(checked)));
                }
                Err(error) => {
                    warn!("the room server sent a game that does not load: {error}");
                    let reason = ("reason", error.to_string().into());
                    notice.write(SetNotice::show(texts.with("online-game-does-not-load", &[reason])));
                }
            }
        }
        ToClient::Played { table, turn, route, clocks } => {
            if room.current == Some(table) {
                room.to_play.push(turn, route);
                if let Some(clocks) = clocks {
                    room.clocks = Some((clocks, Instant::now()));
                }
            }
        }
        ToClient::Chat { place, from, name, text } => {
            let lines = match place {
                net::room::Place::Lobby => &mut room.lobby_chat,
                net::room::Place::Table(id) if room.current == Some(id) => &mut room.table_chat,
                net::room::Place::Table(_) => return,
            };
            // Who said something is logged, never what: chat is not kept.
            info!("chat from {name}");
            lines.push_back(ChatLine { from, name, text });
            if lines.len() > CHAT_KEPT {
                lines.pop_front();
            }
        }
        ToClient::Gone { table, why } => {
            if room.current == Some(table) {
                room.make_current(None);
            }
            room.tables.remove(&table);
            if why != Gone::Left {
                notice.write(SetNotice::show(gone_text(texts, table, why)));
            }
        }
    }
}

/// Sends this player's own moves at the current table to the server, which
/// plays them.
fn send_own_moves(mut chosen: MessageReader<MoveChosen>, room: Res<Room>, session: Option<Res<Session>>) {
    let (Some(session), Some(view)) = (session, room.current()) else {
        chosen.clear();
        return;
    };
    for choice in chosen.read() {
        if Some(choice.player) != room.own_seat() || choice.player != session.game().to_move() {
            continue;
        }
        let Some(route) = session.game().route(choice.mv) else { continue };
        let route = route_to_string(&route);
        info!("asks the room server to play {route}");
        room.link.send(ToServer::Move { table: view.summary.id, turn: session.game().turns(), route });
    }
}

/// Plays the server's next turn once this machine's game has reached it.
fn play_server_turns(
    mut room: ResMut<Room>,
    session: Option<Res<Session>>,
    phase: Option<Res<State<TurnPhase>>>,
    mut moved: MessageWriter<MovedOnHost>,
    mut timed_out: MessageWriter<TimedOutOnHost>,
    mut notice: MessageWriter<SetNotice>,
    texts: Res<UiTexts>,
) {
    let Some(session) = session else { return };
    if let Next::Disagrees(route) = room.to_play.play_next(&session, phase.as_deref(), &mut moved, &mut timed_out) {
        notice.write(SetNotice::show(texts.with("online-lost-disagrees", &[("move", route.as_str().into())])));
    }
}
