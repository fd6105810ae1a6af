//! Hosting: the machine that owns the game. It listens, seats the players
//! who join with the code, checks every request with its [`Table`] and
//! the rules, plays accepted moves through the turn flow, and tells every
//! client what was played. A seat whose player dropped waits for them, and
//! after a wait the host chose a computer takes it.

use super::hands::SeatHands;
use super::transport;
use super::{Asked, Told};
use crate::app::notice::SetNotice;
use crate::app::session::{MoveChosen, MovePlayed, Session};
use crate::app::turn::GameOver;
use crate::app::{GameRequest, Screen, UiTexts};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use bevy_replicon::shared::backend::connected_client::NetworkId;
use net::discovery::{Announcer, announcement};
use net::{Chair, Closing, JoinCode, News, Refusal, Request, Table};
use rules::{Level, PlayerKind, Seat, Setup, route_to_string};
use std::net::SocketAddr;
use std::time::Duration;

/// How a game is hosted.
#[derive(Clone, Debug)]
pub struct HostingOptions {
    /// The game: its open seats are `open`, its other people play at this
    /// machine, its computers here.
    pub setup: Setup,
    /// The seats players join.
    pub open: Vec<Seat>,
    /// The UDP port to listen on (0: any free port).
    pub port: u16,
    /// The join code.
    pub code: JoinCode,
    /// Addresses players dial that are not this machine's own (a router's
    /// forwarded port), so connections made to them are accepted.
    pub extra_addresses: Vec<SocketAddr>,
    /// How long a seat waits for a dropped player before a computer takes
    /// it; `None`: it waits as long as the game lasts.
    pub stand_in_after: Option<Duration>,
    /// The level of a computer that takes a dropped player's seat.
    pub stand_in_level: Level,
    /// Start each game as soon as every seat is taken (a dedicated server);
    /// else the host starts it.
    pub auto_start: bool,
    /// Games to play before closing (a dedicated server); `None`: one game,
    /// then as the host chooses.
    pub games: Option<u32>,
}

/// What the host's screens (or `serve`) ask of hosting. Read only by this
/// module.
#[derive(Message, Clone, Debug)]
pub enum HostRequest {
    /// Start listening.
    Open(Box<HostingOptions>),
    /// Start the game (when every seat is taken).
    Start,
    /// Put a computer of this level in an open seat.
    FillSeat(Seat, Level),
    /// End the game for everyone and stop listening, for this reason.
    Close(Closing),
}

/// The hosted game: the table of seats, the code and where players dial.
/// Inserted, written and removed only by this module.
#[derive(Resource, Debug)]
pub struct Hosting {
    options: HostingOptions,
    table: Table,
    addresses: Vec<SocketAddr>,
    /// When each dropped player's connection went, by seat.
    dropped_at: Vec<(Seat, Duration)>,
    /// Games started so far.
    games_started: u32,
    /// Games played to the end so far.
    games_over: u32,
    /// The session id of the game being played, once started.
    game: Option<u64>,
    /// A game was asked for and has not begun yet.
    starting: bool,
    /// When closing began: the clients are told, and the connections close
    /// a moment later, once the news has gone out.
    closing_since: Option<Duration>,
    /// Announces the game on the local network while seats are open.
    announcer: Option<Announcer>,
}

impl Hosting {
    /// Where players dial (every address of this machine, and the port).
    pub fn addresses(&self) -> &[SocketAddr] {
        &self.addresses
    }

    /// The join code.
    pub fn code(&self) -> &JoinCode {
        &self.options.code
    }

    /// Who holds each seat.
    pub fn chairs(&self) -> &[Chair] {
        self.table.chairs()
    }

    /// Whether every seat is taken, so the game can start.
    pub fn is_full(&self) -> bool {
        self.table.is_full()
    }

    /// Games started so far.
    pub fn games_started(&self) -> u32 {
        self.games_started
    }

    /// The setup of the next game: open seats named for their players,
    /// computers where the host put them.
    fn setup(&self) -> Setup {
        let mut setup = self.options.setup.clone();
        for (spec, chair) in setup.players.iter_mut().zip(self.table.chairs()) {
            match chair {
                Chair::Remote { name, .. } | Chair::StandIn { name, .. } => {
                    spec.kind = PlayerKind::Human;
                    spec.name = Some(name.clone());
                }
                Chair::Computer(level) => spec.kind = PlayerKind::Computer(*level),
                Chair::Host(_) | Chair::Open => {}
            }
        }
        setup
    }

    /// Who moves for each seat on this machine.
    fn hands(&self) -> SeatHands {
        let stand_ins: Vec<(Seat, Level)> = self
            .table
            .chairs()
            .iter()
            .enumerate()
            .filter_map(|(i, c)| match c {
                Chair::StandIn { level, .. } => Some((Seat::new(i), *level)),
                _ => None,
            })
            .collect();
        SeatHands::hosting(&self.table.remote_seats(), &stand_ins)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<HostRequest>()
        .add_systems(Update, handle_host_requests)
        .add_systems(
            Update,
            (
                answer_requests,
                tell_new_game,
                tell_moves,
                stand_in_for_dropped,
                close_after_last_game,
                start_when_full,
                announce,
                finish_closing,
            )
                .chain()
                .run_if(resource_exists::<Hosting>),
        )
        .add_observer(client_dropped);
}

/// Opens, starts and closes the hosted game.
fn handle_host_requests(
    mut commands: Commands,
    mut requests: MessageReader<HostRequest>,
    hosting: Option<ResMut<Hosting>>,
    mut games: MessageWriter<GameRequest>,
    mut notice: MessageWriter<SetNotice>,
    mut told: MessageWriter<ToClients<Told>>,
    time: Res<Time<Real>>,
    texts: Res<UiTexts>,
) {
    let mut hosting = hosting;
    for request in requests.read() {
        match request {
            HostRequest::Open(options) => {
                let options = (**options).clone();
                commands.queue(move |world: &mut World| open(world, options));
            }
            HostRequest::Start => {
                let Some(hosting) = hosting.as_mut() else { continue };
                if !hosting.table.is_full() {
                    notice.write(SetNotice::show(texts.get("online-seats-not-full")));
                    continue;
                }
                start_game(hosting, &mut games);
            }
            HostRequest::FillSeat(seat, level) => {
                let Some(hosting) = hosting.as_mut() else { continue };
                if hosting.table.fill(*seat, *level) {
                    info!("a {level} computer takes seat {}", seat.index() + 1);
                    tell_seats(hosting, &mut told);
                }
            }
            HostRequest::Close(why) => {
                let Some(hosting) = hosting.as_mut().filter(|h| h.closing_since.is_none()) else { continue };
                told.write(ToClients { targets: SendTargets::CLIENTS_ONLY, message: Told(News::Closing(*why)) });
                info!("hosting closes: {why}");
                hosting.closing_since = Some(time.elapsed());
            }
        }
    }
}

/// Starts listening and sets up the table.
fn open(world: &mut World, options: HostingOptions) {
    let chairs = options
        .setup
        .players
        .iter()
        .enumerate()
        .map(|(i, spec)| match spec.kind {
            _ if options.open.contains(&Seat::new(i)) => Chair::Open,
            PlayerKind::Computer(level) => Chair::Computer(level),
            PlayerKind::Human => Chair::Host(options.setup.player_name(Seat::new(i))),
        })
        .collect();
    match transport::listen(world, options.port, &options.code, &options.extra_addresses) {
        Ok(addresses) => {
            let shown: Vec<String> = addresses.iter().map(ToString::to_string).collect();
            info!("hosting {} with code {} at {}", options.setup.name, options.code, shown.join(", "));
            let hosting = Hosting {
                options,
                table: Table::new(chairs),
                addresses,
                dropped_at: Vec::new(),
                games_started: 0,
                games_over: 0,
                game: None,
                starting: false,
                closing_since: None,
                announcer: Announcer::new().map_err(|e| warn!("the game is not announced on the network: {e}")).ok(),
            };
            world.insert_resource(hosting.hands());
            world.insert_resource(hosting);
        }
        Err(error) => {
            warn!("{error}");
            let text = transport::error_text(world.resource::<UiTexts>(), &error);
            world.write_message(SetNotice::show(text));
        }
    }
}

fn start_game(hosting: &mut Hosting, games: &mut MessageWriter<GameRequest>) {
    hosting.games_started += 1;
    hosting.starting = true;
    info!("game {} starts", hosting.games_started);
    games.write(GameRequest::Start(hosting.setup()));
}

/// Tells every client who holds each seat.
fn tell_seats(hosting: &Hosting, told: &mut MessageWriter<ToClients<Told>>) {
    let states = hosting.table.states();
    told.write(ToClients { targets: SendTargets::CLIENTS_ONLY, message: Told(News::Seats(states)) });
}

/// The game as it stands, as news.
fn game_news(session: &Session) -> Option<News> {
    match session.to_replay().to_ron() {
        Ok(text) => Some(News::Game(text)),
        Err(error) => {
            warn!("cannot send the game: {error}");
            None
        }
    }
}

/// The messages the host sends in answer.
#[derive(SystemParam)]
struct Answers<'w> {
    told: MessageWriter<'w, ToClients<Told>>,
    chosen: MessageWriter<'w, MoveChosen>,
    disconnect: MessageWriter<'w, DisconnectRequest>,
}

/// Answers hellos and moves, and refuses what the table refuses.
fn answer_requests(
    mut asked: MessageReader<FromClient<Asked>>,
    mut hosting: ResMut<Hosting>,
    mut hands: ResMut<SeatHands>,
    session: Option<Res<Session>>,
    networks: Query<&NetworkId>,
    transport: Option<Res<bevy_replicon_renet::netcode::NetcodeServerTransport>>,
    answers: Answers,
) {
    let Answers { mut told, mut chosen, mut disconnect } = answers;
    for FromClient { client_id, message } in asked.read() {
        let Some(entity) = client_id.entity() else { continue };
        let client = entity.to_bits();
        let address = networks
            .get(entity)
            .ok()
            .and_then(|id| transport.as_ref().and_then(|t| t.client_addr(id.get())))
            .map_or_else(|| "an unknown address".to_string(), |a| a.to_string());
        let game = session.as_deref().filter(|s| hosting.game == Some(s.id()));
        let answer = match &message.0 {
            Err(why) => Err(Refusal::Malformed(why.clone())),
            Ok(Request::Hello { version, name, wish }) => {
                hosting.table.hello(client, *version, name, *wish).map(|seat| {
                    let where_ = seat.map_or("watches".to_string(), |s| format!("takes seat {}", s.index() + 1));
                    info!("join: {name} ({address}) {where_}");
                    hosting.dropped_at.retain(|(s, _)| Some(*s) != seat);
                    let to = SendTargets::Single(*client_id);
                    told.write(ToClients {
                        targets: to,
                        message: Told(News::Welcome { seat: seat.map(|s| s.index() as u8) }),
                    });
                    if let Some(news) = game.and_then(game_news) {
                        told.write(ToClients { targets: to, message: Told(news) });
                    }
                    tell_seats(&hosting, &mut told);
                    let wanted = hosting.hands();
                    if *hands != wanted {
                        *hands = wanted;
                    }
                })
            }
            Ok(Request::Move { turn, route }) => {
                hosting.table.check_move(game.map(Session::game), client, *turn, route).map(|mv| {
                    let player = game.map(|g| g.game().to_move()).unwrap_or_default();
                    chosen.write(MoveChosen { player, mv });
                })
            }
        };
        if let Err(refusal) = answer {
            warn!("refused {address}: {refusal}");
            told.write(ToClients {
                targets: SendTargets::Single(*client_id),
                message: Told(News::Refused(refusal.news())),
            });
            if hosting.table.strike(client) {
                warn!("disconnecting {address}: too many refused requests");
                disconnect.write(DisconnectRequest { client: entity });
            }
        }
    }
}

/// A client's connection went: its seat waits for it.
fn client_dropped(
    gone: On<Remove, ConnectedClient>,
    hosting: Option<ResMut<Hosting>>,
    time: Res<Time<Real>>,
    mut told: MessageWriter<ToClients<Told>>,
) {
    let Some(mut hosting) = hosting else { return };
    if let Some(seat) = hosting.table.dropped(gone.entity.to_bits()) {
        info!("seat {} dropped out; the game waits for them", seat.index() + 1);
        hosting.dropped_at.push((seat, time.elapsed()));
        tell_seats(&hosting, &mut told);
    }
}

/// Sends each new game to every client, and notes it as the hosted game.
fn tell_new_game(
    session: Option<Res<Session>>,
    mut hosting: ResMut<Hosting>,
    mut told: MessageWriter<ToClients<Told>>,
) {
    let Some(session) = session else { return };
    if hosting.game == Some(session.id()) || hosting.games_started == 0 {
        return;
    }
    hosting.game = Some(session.id());
    hosting.starting = false;
    if let Some(news) = game_news(&session) {
        told.write(ToClients { targets: SendTargets::CLIENTS_ONLY, message: Told(news) });
    }
}

/// Tells every client each move played here.
fn tell_moves(
    mut played: MessageReader<MovePlayed>,
    session: Option<Res<Session>>,
    mut told: MessageWriter<ToClients<Told>>,
) {
    let Some(session) = session else { return };
    for played in played.read() {
        let turn = session.game().turns().saturating_sub(1);
        let route = route_to_string(&played.route);
        told.write(ToClients { targets: SendTargets::CLIENTS_ONLY, message: Told(News::Played { turn, route }) });
    }
}

/// After the wait the host chose, a computer takes a dropped player's seat.
fn stand_in_for_dropped(
    time: Res<Time<Real>>,
    mut hosting: ResMut<Hosting>,
    mut hands: ResMut<SeatHands>,
    mut told: MessageWriter<ToClients<Told>>,
) {
    let Some(wait) = hosting.options.stand_in_after else { return };
    let now = time.elapsed();
    let due: Vec<Seat> =
        hosting.dropped_at.iter().filter(|(_, at)| now.saturating_sub(*at) >= wait).map(|(s, _)| *s).collect();
    if due.is_empty() {
        return;
    }
    hosting.dropped_at.retain(|(s, _)| !due.contains(s));
    let level = hosting.options.stand_in_level;
    for seat in due {
        if hosting.table.stand_in(seat, level) {
            info!("a computer ({level}) takes seat {}", seat.index() + 1);
        }
    }
    *hands = hosting.hands();
    tell_seats(&hosting, &mut told);
}

/// A dedicated server starts each game once every seat is taken, and the
/// next one once the last is over.
fn start_when_full(
    mut hosting: ResMut<Hosting>,
    screen: Res<State<Screen>>,
    session: Option<Res<Session>>,
    mut games: MessageWriter<GameRequest>,
) {
    let between_games = !hosting.starting && (session.is_none() || *screen.get() == Screen::Results);
    let games_left = hosting.options.games.is_none_or(|n| hosting.games_started < n);
    let between_games = between_games && hosting.closing_since.is_none();
    if hosting.options.auto_start && hosting.table.is_full() && between_games && games_left {
        start_game(&mut hosting, &mut games);
    }
}

/// A dedicated server closes once its last game is over.
fn close_after_last_game(
    mut over: MessageReader<GameOver>,
    mut hosting: ResMut<Hosting>,
    mut requests: MessageWriter<HostRequest>,
) {
    let ended = over.read().count() as u32;
    if ended == 0 {
        return;
    }
    hosting.games_over += ended;
    let Some(games) = hosting.options.games else { return };
    if hosting.games_over >= games {
        requests.write(HostRequest::Close(Closing::GamesOver(games)));
    }
}

/// Announces the game on the local network while a seat is open or waits
/// for its player.
fn announce(mut hosting: ResMut<Hosting>) {
    let open =
        hosting.table.chairs().iter().filter(|c| matches!(c, Chair::Open)).count() + hosting.table.waiting_for().len();
    let port = hosting.addresses.first().map_or(0, SocketAddr::port);
    let line = announcement(port, open, &hosting.options.setup.name);
    if let Some(announcer) = hosting.announcer.as_mut().filter(|_| open > 0) {
        announcer.announce(&line);
    }
}

/// Seconds between telling the clients the game is closing and closing the
/// connections, so the news reaches them first.
const CLOSING_SECONDS: f32 = 0.5;

/// Closes the connections once the clients have been told.
fn finish_closing(mut commands: Commands, hosting: Res<Hosting>, time: Res<Time<Real>>) {
    let Some(since) = hosting.closing_since else { return };
    if time.elapsed().saturating_sub(since).as_secs_f32() >= CLOSING_SECONDS {
        commands.remove_resource::<Hosting>();
        commands.insert_resource(SeatHands::default());
        commands.queue(transport::stop_listening);
    }
}
