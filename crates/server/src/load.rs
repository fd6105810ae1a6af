//! The load generator: many computer clients in one process, each at a
//! private table of its own group, playing their seats at a level for a
//! number of games (a rematch after each), thinking a while before each
//! move as a person would. It measures how long a move takes to reach
//! every other client at its table, and reconnects a client whose
//! connection drops (a server killed and started again). Hostile clients
//! beside them send everything a server must refuse.

use crate::bot::Bot;
use net::room::{
    Clock, FrameError, Identity, MAX_TO_SERVER_BYTES, NewTable, OutOfTime, Place, RoomRefused, TableId, TableRef,
    TableState, ToClient, ToServer, encode,
};
use net::{JoinCode, SeatWish};
use rules::Level;
use serde::Serialize;
use std::io::Write;
use std::net::{SocketAddr, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// How a load is made.
#[derive(Clone, Debug)]
pub struct LoadOptions {
    /// The server.
    pub address: SocketAddr,
    /// Tables, each with its own group of clients.
    pub tables: usize,
    /// Clients at each table: 2, 3, 4 or 6.
    pub per_table: usize,
    /// The level each client plays at.
    pub level: Level,
    /// Games each table plays.
    pub games: u32,
    /// Hostile clients beside them.
    pub hostile: usize,
    /// A client's mean time to think before a move (each draws from half
    /// to one and a half times it).
    pub think: Duration,
    /// How long a client waits for the server (a restart included) before
    /// it gives up.
    pub patience: Duration,
    /// Whether the tables are listed in the lobby.
    pub public: bool,
}

/// What a load measured: printed as one line of JSON.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct LoadReport {
    /// Tables played at.
    pub tables: usize,
    /// Honest clients.
    pub clients: usize,
    /// Games played to their end.
    pub games_finished: u64,
    /// Moves the honest clients made.
    pub moves: u64,
    /// The median time from a move's sending until every other client at
    /// its table had it, in milliseconds.
    pub relay_ms_median: f64,
    /// The 99th percentile of the same.
    pub relay_ms_p99: f64,
    /// Requests of the honest clients that the server refused.
    pub refused: u64,
    /// Times an honest client connected again after its connection dropped.
    pub reconnects: u64,
    /// Honest clients that gave up (the server stayed away too long).
    pub gave_up: u64,
}

/// What every client of a load adds to.
#[derive(Default)]
struct Tally {
    games_finished: AtomicU64,
    moves: AtomicU64,
    refused: AtomicU64,
    reconnects: AtomicU64,
    gave_up: AtomicU64,
    /// When each move was sent: (table, turn) → instant.
    sent: Mutex<std::collections::HashMap<(TableId, u32), Instant>>,
    /// Each move's arrival at each other client: (table, turn, delay).
    arrivals: Mutex<Vec<(TableId, u32, Duration)>>,
}

/// Runs a load to its end.
pub fn run(options: &LoadOptions) -> LoadReport {
    let tally = Arc::new(Tally::default());
    let honest_done = Arc::new(AtomicBool::new(false));
    let mut hostile = Vec::new();
    for n in 0..options.hostile {
        let (options, done) = (options.clone(), Arc::clone(&honest_done));
        hostile.push(thread::spawn(move || hostile_client(&options, n as u64, &done)));
    }
    let mut honest = Vec::new();
    for t in 0..options.tables {
        let (codes, code) = channel::<(TableId, JoinCode)>();
        let code = Arc::new(Mutex::new(code));
        for seat in 0..options.per_table {
            let (options, tally) = (options.clone(), Arc::clone(&tally));
            let share = (seat == 0).then(|| codes.clone());
            let code = Arc::clone(&code);
            let secret = secret_of(t, seat);
            honest.push(thread::spawn(move || {
                let mut client = Client::new(&options, &tally, secret, format!("T{t}S{seat}"));
                client.play(share, &code);
            }));
            // Connections open a little apart, as players' would.
            thread::sleep(Duration::from_millis(2));
        }
    }
    for handle in honest {
        let _ = handle.join();
    }
    honest_done.store(true, Ordering::Relaxed);
    for handle in hostile {
        let _ = handle.join();
    }
    report(options, &tally)
}

/// The report of a finished load.
fn report(options: &LoadOptions, tally: &Tally) -> LoadReport {
    let mut worst: std::collections::HashMap<(TableId, u32), Duration> = std::collections::HashMap::new();
    for (table, turn, delay) in tally.arrivals.lock().map(|a| a.clone()).unwrap_or_default() {
        let entry = worst.entry((table, turn)).or_default();
        *entry = (*entry).max(delay);
    }
    let mut relays: Vec<f64> = worst.values().map(|d| d.as_secs_f64() * 1000.0).collect();
    relays.sort_by(f64::total_cmp);
    let at = |share: f64| relays.get(((relays.len() as f64 - 1.0) * share).round() as usize).copied().unwrap_or(0.0);
    LoadReport {
        tables: options.tables,
        clients: options.tables * options.per_table,
        games_finished: tally.games_finished.load(Ordering::Relaxed),
        moves: tally.moves.load(Ordering::Relaxed),
        relay_ms_median: (at(0.5) * 100.0).round() / 100.0,
        relay_ms_p99: (at(0.99) * 100.0).round() / 100.0,
        refused: tally.refused.load(Ordering::Relaxed),
        reconnects: tally.reconnects.load(Ordering::Relaxed),
        gave_up: tally.gave_up.load(Ordering::Relaxed),
    }
}

/// The secret of the client in `seat` at table `t`: each client its own
/// key, the same from run to run.
fn secret_of(t: usize, seat: usize) -> [u8; 32] {
    let mut secret = [0x5a; 32];
    secret[..8].copy_from_slice(&(t as u64).to_le_bytes());
    secret[8..16].copy_from_slice(&(seat as u64).to_le_bytes());
    secret
}

/// An honest client.
struct Client<'a> {
    options: &'a LoadOptions,
    tally: &'a Tally,
    identity: Identity,
    name: String,
    bot: Option<Bot>,
    /// Whether it made the table, and counts its games.
    maker: bool,
    /// The last game over it counted.
    counted: u32,
    /// The state of its random think times.
    rng: u64,
    /// The turn it last sent a move for, which it does not send again
    /// while the server has not told it played.
    sent_for: Option<(u32, u32)>,
}

impl<'a> Client<'a> {
    fn new(options: &'a LoadOptions, tally: &'a Tally, secret: [u8; 32], name: String) -> Client<'a> {
        let rng = u64::from_le_bytes([secret[0], secret[8], 1, 2, 3, 4, 5, 6]);
        let identity = Identity::from_secret(secret);
        Client { options, tally, identity, name, bot: None, maker: false, counted: 0, rng, sent_for: None }
    }

    /// Makes (seat 0) or joins the table, then plays its games.
    fn play(&mut self, share: Option<Sender<(TableId, JoinCode)>>, code: &Mutex<Receiver<(TableId, JoinCode)>>) {
        if !self.connect() {
            return;
        }
        let table = match share {
            Some(share) => {
                self.maker = true;
                let Some((table, code)) = self.make_table() else { return self.give_up() };
                for _ in 1..self.options.per_table {
                    let _ = share.send((table, code.clone()));
                }
                table
            }
            None => {
                let Some((table, code)) = code.lock().ok().and_then(|c| c.recv_timeout(self.options.patience).ok())
                else {
                    return self.give_up();
                };
                let join = ToServer::Join { table: TableRef::Code(code), wish: SeatWish::AnyOpen };
                if !self.request(&join) {
                    return self.give_up();
                }
                table
            }
        };
        let mut finished = 0;
        while finished < self.options.games {
            match self.step(table) {
                Step::Went => {}
                Step::GameOver(number) => {
                    if number > finished {
                        finished = number;
                        if number < self.options.games {
                            self.request(&ToServer::Rematch(table));
                        }
                    }
                }
                Step::Lost => {
                    // A move sent before the connection went may never
                    // have been played: the game as the server kept it
                    // says.
                    self.sent_for = None;
                    if !self.connect()
                        || !self.request(&ToServer::Join { table: TableRef::Id(table), wish: SeatWish::AnyOpen })
                    {
                        return self.give_up();
                    }
                    self.tally.reconnects.fetch_add(1, Ordering::Relaxed);
                }
            }
        }
        self.request(&ToServer::Leave(table));
    }

    /// Connects, trying again until the patience runs out.
    fn connect(&mut self) -> bool {
        let started = Instant::now();
        while started.elapsed() < self.options.patience {
            match Bot::connect(self.options.address, &self.identity, &self.name) {
                Ok(bot) => {
                    self.bot = Some(bot);
                    return true;
                }
                Err(_) => thread::sleep(Duration::from_millis(200)),
            }
        }
        false
    }

    fn give_up(&mut self) {
        self.tally.gave_up.fetch_add(1, Ordering::Relaxed);
    }

    /// Sends a request; `false` if the connection is gone.
    fn request(&mut self, request: &ToServer) -> bool {
        self.bot.as_mut().is_some_and(|bot| bot.send(request).is_ok())
    }

    /// Makes a private table of open seats, itself in the first.
    fn make_table(&mut self) -> Option<(TableId, JoinCode)> {
        let kinds = vec!["(kind: Human)"; self.options.per_table].join(", ");
        let new = NewTable {
            name: self.name.clone(),
            setup: format!("(players: [{kinds}])"),
            seat: Some(0),
            public: self.options.public,
            clock: Clock::None,
            out_of_time: OutOfTime::Computer,
            wait_secs: 0,
            stand_in: self.options.level,
        };
        let bot = self.bot.as_mut()?;
        bot.send(&ToServer::Create(new)).ok()?;
        match bot.wait_for(self.options.patience, |m| matches!(m, ToClient::Table(_) | ToClient::Refused(_))) {
            Ok(ToClient::Table(view)) => Some((view.summary.id, view.code)),
            _ => None,
        }
    }

    /// Waits for the next message and answers it: a move when it is this
    /// client's turn.
    fn step(&mut self, table: TableId) -> Step {
        let Some(bot) = self.bot.as_mut() else { return Step::Lost };
        let message = match bot.next(self.options.patience) {
            Ok(message) => message,
            Err(FrameError::Io(_)) | Err(_) => return Step::Lost,
        };
        match &message {
            ToClient::Played { table: at, turn, .. } if *at == table => {
                let sent = self.tally.sent.lock().ok().and_then(|s| s.get(&(table, *turn)).copied());
                if let Some(sent) = sent
                    && let Ok(mut arrivals) = self.tally.arrivals.lock()
                {
                    arrivals.push((table, *turn, sent.elapsed()));
                }
            }
            ToClient::Refused(why) if !matches!(why, RoomRefused::WrongTurn { .. }) => {
                self.tally.refused.fetch_add(1, Ordering::Relaxed);
            }
            ToClient::Table(view) if view.summary.id == table => {
                if let TableState::Over { number, .. } = view.summary.state {
                    if self.maker && number > self.counted {
                        self.counted = number;
                        self.tally.games_finished.fetch_add(1, Ordering::Relaxed);
                    }
                    return Step::GameOver(number);
                }
            }
            _ => {}
        }
        let game = bot.tables.get(&table).map(|t| {
            t.view.as_ref().map_or(0, |v| match v.summary.state {
                TableState::Playing { number } | TableState::Over { number, .. } => number,
                TableState::Waiting => 0,
            })
        });
        if let Some((turn, route)) = bot.choose(table, self.options.level)
            && self.sent_for != Some((game.unwrap_or(0), turn))
        {
            self.sent_for = Some((game.unwrap_or(0), turn));
            let think = self.think();
            thread::sleep(think);
            if let Ok(mut sent) = self.tally.sent.lock() {
                sent.insert((table, turn), Instant::now());
            }
            let Some(bot) = self.bot.as_mut() else { return Step::Lost };
            if bot.send(&ToServer::Move { table, turn, route }).is_err() {
                return Step::Lost;
            }
            self.tally.moves.fetch_add(1, Ordering::Relaxed);
        }
        Step::Went
    }

    /// The next time to think: from half to one and a half times the mean.
    fn think(&mut self) -> Duration {
        let draw = rules::zobrist::splitmix(&mut self.rng) % 1000;
        self.options.think.mul_f64(0.5 + draw as f64 / 1000.0)
    }
}

/// What a client's step came to.
enum Step {
    /// A message handled.
    Went,
    /// The table's game of this number is over.
    GameOver(u32),
    /// The connection is gone.
    Lost,
}

/// A hostile client: until the honest ones are done, it sends what a
/// server must refuse, over and over: bytes that are no message, a message
/// too long, requests before its hello, moves for seats and turns not its
/// own and illegal ones, floods of chat and of moves, tables made and
/// left.
fn hostile_client(options: &LoadOptions, n: u64, done: &AtomicBool) {
    let identity = Identity::from_secret([n as u8 ^ 0xa5; 32]);
    let mut round = 0u64;
    while !done.load(Ordering::Relaxed) {
        round += 1;
        match round % 6 {
            0 => raw(options.address, &[0, 0, 0, 3, 250, 251, 252]),
            1 => raw(options.address, &((MAX_TO_SERVER_BYTES as u32 + 1).to_be_bytes())),
            2 => {
                let before_hello = encode(&ToServer::Lobby).unwrap_or_default();
                raw(options.address, &before_hello);
            }
            _ => {
                let Ok(mut bot) = Bot::connect(options.address, &identity, "Mallory") else {
                    thread::sleep(Duration::from_millis(100));
                    continue;
                };
                for k in 0..40u64 {
                    let table = TableId(1 + (n + k) % options.tables.max(1) as u64);
                    let nasty = match k % 8 {
                        0 => ToServer::Move { table, turn: k as u32, route: "n1-m5".into() },
                        1 => ToServer::Move { table, turn: 0, route: "a1-q1".into() },
                        2 => ToServer::Chat { place: Place::Lobby, text: "spam".repeat(10) },
                        3 => ToServer::Join { table: TableRef::Id(table), wish: SeatWish::Seat(0) },
                        4 => ToServer::Create(NewTable {
                            name: "trap".into(),
                            setup: "(players: [(kind: Human), (kind: Human)])".into(),
                            seat: Some(0),
                            public: true,
                            clock: Clock::None,
                            out_of_time: OutOfTime::Computer,
                            wait_secs: 0,
                            stand_in: Level::EASY,
                        }),
                        5 => ToServer::Leave(table),
                        6 => ToServer::Remove { table, seat: 1 },
                        _ => ToServer::Chat { place: Place::Table(table), text: "x".repeat(500) },
                    };
                    if bot.send(&nasty).is_err() {
                        break;
                    }
                    // Read what came, so the server never waits on this
                    // client: its refusals, or its closing.
                    while bot.next(Duration::from_millis(1)).is_ok() {}
                }
            }
        }
    }
}

/// Opens a connection, sends `bytes` as they are, and closes it.
fn raw(address: SocketAddr, bytes: &[u8]) {
    if let Ok(mut stream) = TcpStream::connect(address) {
        let _ = stream.write_all(bytes);
        let _ = stream.set_read_timeout(Some(Duration::from_millis(200)));
        let mut sink = [0u8; 256];
        let _ = std::io::Read::read(&mut stream, &mut sink);
    }
}
