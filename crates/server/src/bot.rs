//! A computer client: it connects to a room server like a player's game,
//! follows the games of the tables it is at through the rules, and plays
//! its seat at a level when its turn comes. The load generator runs many;
//! the tests drive a few; [`play_seat`] sits one at a table, as a partner
//! for a person trying a server.

use net::room::{ClientError, FrameError, Identity, RoomClient, TableId, TableView, ToClient, ToServer};
use rules::{Game, Level, Replay, parse_route, route_to_string};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// A table as a bot follows it.
#[derive(Clone, Debug, Default)]
pub struct Followed {
    /// How the table stands, as last told.
    pub view: Option<TableView>,
    /// Its game, played through the rules here, and the game's seed.
    pub game: Option<(Game, u64)>,
}

/// A connected computer client.
pub struct Bot {
    client: RoomClient,
    /// The tables it is at.
    pub tables: HashMap<TableId, Followed>,
}

impl Bot {
    /// Connects as `identity`, named `name`.
    pub fn connect(address: SocketAddr, identity: &Identity, name: &str) -> Result<Bot, ClientError> {
        Ok(Bot { client: RoomClient::connect(address, identity, name)?, tables: HashMap::new() })
    }

    /// Sends a request.
    pub fn send(&mut self, request: &ToServer) -> Result<(), FrameError> {
        self.client.send(request)
    }

    /// Waits at most `wait` for the server's next message and follows it.
    pub fn next(&mut self, wait: Duration) -> Result<ToClient, FrameError> {
        let message = self.client.receive_within(wait)?;
        self.follow(&message);
        Ok(message)
    }

    /// Waits for a message that `wanted` picks, following the others;
    /// gives up at the first that takes longer than `wait`.
    pub fn wait_for(&mut self, wait: Duration, wanted: impl Fn(&ToClient) -> bool) -> Result<ToClient, FrameError> {
        loop {
            let message = self.next(wait)?;
            if wanted(&message) {
                return Ok(message);
            }
        }
    }

    /// The move this bot's seat plays at `table` if it is its turn: the
    /// turn and the route, chosen by `level`.
    pub fn choose(&self, table: TableId, level: Level) -> Option<(u32, String)> {
        let followed = self.tables.get(&table)?;
        let seat = followed.view.as_ref()?.you?;
        let (game, seed) = followed.game.as_ref()?;
        if game.is_over() || game.to_move().index() != usize::from(seat) {
            return None;
        }
        let m = engine::game_move(game, level, *seed, &AtomicBool::new(false))?;
        Some((game.turns(), route_to_string(&game.route(m)?)))
    }

    /// Follows a message: the tables' views, their games and every turn
    /// played, with the passes every machine plays for itself.
    fn follow(&mut self, message: &ToClient) {
        match message {
            ToClient::Table(view) => self.tables.entry(view.summary.id).or_default().view = Some(view.clone()),
            ToClient::Game { table, replay, .. } => {
                let game = Replay::from_ron(replay)
                    .and_then(Replay::check)
                    .ok()
                    .map(|checked| (checked.end().clone(), checked.replay().seed.unwrap_or_default()));
                let followed = self.tables.entry(*table).or_default();
                followed.game = game;
                if let Some((game, _)) = followed.game.as_mut() {
                    pass_for_want_of_moves(game);
                }
            }
            ToClient::Played { table, turn, route, .. } => {
                let Some((game, _)) = self.tables.get_mut(table).and_then(|t| t.game.as_mut()) else { return };
                if game.turns() != *turn {
                    return;
                }
                if route.trim().eq_ignore_ascii_case(rules::TIME) {
                    let _ = game.time_out();
                } else if let Some(m) = parse_route(route).ok().and_then(|r| game.check_route(&r).ok()) {
                    game.play_unchecked(m);
                }
                pass_for_want_of_moves(game);
            }
            ToClient::Gone { table, .. } => {
                self.tables.remove(table);
            }
            _ => {}
        }
    }
}

/// Passes for every player to move who has no move, as the server does
/// without telling.
fn pass_for_want_of_moves(game: &mut Game) {
    while !game.is_over() && game.legal_moves().is_empty() {
        game.pass_unchecked();
    }
}

/// What a computer client that takes a seat at one table does.
#[derive(Clone, Debug)]
pub struct SeatOptions {
    /// The server.
    pub address: SocketAddr,
    /// The table, by number or join code.
    pub table: net::room::TableRef,
    /// The name it shows.
    pub name: String,
    /// The level it plays at.
    pub level: Level,
    /// Games it plays (offering or accepting a rematch after each but the
    /// last).
    pub games: u32,
    /// A line it says at the table when it sits.
    pub say: Option<String>,
    /// Its time to think before each move.
    pub think: Duration,
}

/// Sits at a table as a computer client and plays its seat for a number
/// of games: a partner for a person trying a server. Returns the games
/// played, or why it stopped.
pub fn play_seat(options: &SeatOptions) -> Result<u32, String> {
    let identity = Identity::from_secret(rand::random());
    let mut bot = Bot::connect(options.address, &identity, &options.name).map_err(|e| e.to_string())?;
    let join = ToServer::Join { table: options.table.clone(), wish: net::SeatWish::AnyOpen };
    bot.send(&join).map_err(|e| e.to_string())?;
    let table = match bot.wait_for(PATIENCE, |m| matches!(m, ToClient::Table(_) | ToClient::Refused(_))) {
        Ok(ToClient::Table(view)) => view.summary.id,
        Ok(ToClient::Refused(why)) => return Err(why.to_string()),
        Ok(_) | Err(_) => return Err("the server did not answer".into()),
    };
    if let Some(text) = &options.say {
        let chat = ToServer::Chat { place: net::room::Place::Table(table), text: text.clone() };
        bot.send(&chat).map_err(|e| e.to_string())?;
    }
    // Games are counted from the first this computer sees over at the
    // table: a table may have played some before it sat.
    let mut played = 0;
    let mut last_over = None;
    let mut sent_for = None;
    while played < options.games {
        let message = match bot.next(QUIET) {
            Ok(message) => message,
            // A person may think long: the connection is kept alive.
            Err(FrameError::Io(error))
                if matches!(error.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut) =>
            {
                bot.send(&ToServer::Ping).map_err(|e| e.to_string())?;
                continue;
            }
            Err(error) => return Err(error.to_string()),
        };
        match &message {
            ToClient::Gone { table: gone, why } if *gone == table => {
                return Err(format!("no longer at the table: {why:?}"));
            }
            ToClient::Table(view) if view.summary.id == table => {
                if let net::room::TableState::Over { number, rematch } = &view.summary.state
                    && last_over < Some(*number)
                {
                    last_over = Some(*number);
                    played += 1;
                    let asked = view.you.is_some_and(|seat| rematch.contains(&seat));
                    if played < options.games && !asked {
                        bot.send(&ToServer::Rematch(table)).map_err(|e| e.to_string())?;
                    }
                }
            }
            _ => {}
        }
        if let Some((turn, route)) = bot.choose(table, options.level)
            && sent_for != Some((played, turn))
        {
            sent_for = Some((played, turn));
            std::thread::sleep(options.think);
            bot.send(&ToServer::Move { table, turn, route }).map_err(|e| e.to_string())?;
        }
    }
    let _ = bot.send(&ToServer::Leave(table));
    Ok(played)
}

/// How long a seat's computer waits for the server's first answers.
const PATIENCE: Duration = Duration::from_secs(20);

/// How long it waits quietly during play before it pings the server.
const QUIET: Duration = Duration::from_secs(20);
