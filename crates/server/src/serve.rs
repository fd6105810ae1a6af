//! The server's loop: it opens the store and restores the room, starts the
//! computers and the listener, then waits for the next event or the next
//! deadline (a clock, a player's wait), and nothing else: an idle server
//! sleeps. Each wake-up takes every event waiting, lets the room handle
//! them in one transaction, commits it, and only then sends what the room
//! said, so that nothing is told that is not on disk.

use crate::computers::Computers;
use crate::network::{self, Event};
use crate::room::{ConnId, Input, Limits, Output, Room};
use crate::store::{Store, StoreError};
use net::room::{TableId, encode};
use rules::Replay;
use std::collections::HashMap;
use std::fmt;
use std::net::{Ipv4Addr, Ipv6Addr, SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, SyncSender, TrySendError, channel};
use std::thread;
use std::time::{Duration, Instant};

/// Events handled in one transaction at most.
const BATCH: usize = 512;

/// How the server runs.
#[derive(Clone, Debug)]
pub struct ServerOptions {
    /// The address and port to listen on.
    pub listen: SocketAddr,
    /// The data folder: the database and the finished games' replays.
    pub data: PathBuf,
    /// The limits on each connection.
    pub limits: Limits,
    /// Threads that search for the computers' moves.
    pub computers: usize,
}

/// Why the server stopped or could not start.
#[derive(Debug)]
pub enum ServerError {
    /// The data folder cannot be made.
    Data {
        /// The folder.
        path: PathBuf,
        /// The system's words.
        error: std::io::Error,
    },
    /// The store cannot be opened, read or written.
    Store(StoreError),
    /// The address cannot be listened on.
    Listen {
        /// The address.
        address: SocketAddr,
        /// The system's words.
        error: std::io::Error,
    },
}

impl fmt::Display for ServerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ServerError::Data { path, error } => write!(f, "{}: cannot use this data folder: {error}", path.display()),
            ServerError::Store(error) => error.fmt(f),
            ServerError::Listen { address, error } => write!(f, "cannot listen on {address}: {error}"),
        }
    }
}

impl std::error::Error for ServerError {}

impl From<StoreError> for ServerError {
    fn from(error: StoreError) -> ServerError {
        ServerError::Store(error)
    }
}

/// Stops a running server's loop: its listener and connections close.
#[derive(Clone)]
pub struct Stopper(Sender<Event>);

impl Stopper {
    /// Stops the loop once it has carried out what it was doing.
    pub fn stop(&self) {
        let _ = self.0.send(Event::Stop);
    }
}

/// A server listening, before its loop runs.
pub struct Server {
    room: Room,
    store: Store,
    computers: Computers,
    events: Receiver<Event>,
    stopper: Stopper,
    replays: PathBuf,
    started: Instant,
    address: SocketAddr,
    /// Set when the loop stops: the listener closes.
    stopping: Arc<AtomicBool>,
}

impl Server {
    /// Opens the data folder and the store, restores the room, and starts
    /// listening; the games under way go on once [`Server::run`] runs.
    pub fn start(options: &ServerOptions) -> Result<Server, ServerError> {
        let replays = options.data.join("replays");
        std::fs::create_dir_all(&replays).map_err(|error| ServerError::Data { path: replays.clone(), error })?;
        let mut store = Store::open(&options.data.join("server.sqlite"))?;
        store.begin()?;
        let room = Room::restore(options.limits, rand::random(), 0, &mut store)?;
        store.commit()?;
        let listener = TcpListener::bind(options.listen)
            .map_err(|error| ServerError::Listen { address: options.listen, error })?;
        let address = listener.local_addr().unwrap_or(options.listen);
        let (sender, events) = channel();
        let stopper = Stopper(sender.clone());
        let computed = sender.clone();
        let computers = Computers::start(options.computers, move |search, chosen| {
            let _ = computed.send(Event::Room(Input::Computed { search, chosen }));
        });
        let stopping = Arc::new(AtomicBool::new(false));
        let stops = Arc::clone(&stopping);
        thread::Builder::new()
            .name("listener".into())
            .spawn(move || network::accept(listener, sender, &stops))
            .map_err(|error| ServerError::Listen { address, error })?;
        Ok(Server { room, store, computers, events, stopper, replays, started: Instant::now(), address, stopping })
    }

    /// The address it listens on (with the port the system chose, for
    /// port 0).
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// What stops its loop.
    pub fn stopper(&self) -> Stopper {
        self.stopper.clone()
    }

    /// Runs until stopped, or until the store fails.
    pub fn run(mut self) -> Result<(), ServerError> {
        let mut outboxes: HashMap<ConnId, SyncSender<Vec<u8>>> = HashMap::new();
        // The room's first work: computers to move in the games restored.
        let mut pending = self.room.take_output();
        loop {
            self.carry_out(std::mem::take(&mut pending), &mut outboxes);
            let now = self.now_ms();
            let wait = self
                .room
                .next_deadline()
                .map_or(Duration::from_secs(3600), |at| Duration::from_millis(at.saturating_sub(now)));
            let mut batch = Vec::new();
            match self.events.recv_timeout(wait) {
                Ok(event) => batch.push(event),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => return Ok(()),
            }
            while batch.len() < BATCH
                && let Ok(event) = self.events.try_recv()
            {
                batch.push(event);
            }
            let now = self.now_ms();
            self.store.begin()?;
            self.room.tick(now, &mut self.store);
            let stop = batch.iter().any(|event| matches!(event, Event::Stop));
            for event in batch {
                match event {
                    Event::Stop => {}
                    Event::Opened { conn, outbox } => {
                        outboxes.insert(conn, outbox);
                    }
                    Event::Room(input) => {
                        if let Input::Disconnected { conn } = input {
                            outboxes.remove(&conn);
                        }
                        self.room.handle(input, now, &mut self.store);
                    }
                }
            }
            self.store.commit()?;
            pending = self.room.take_output();
            if stop {
                self.carry_out(std::mem::take(&mut pending), &mut outboxes);
                self.close_listener();
                return Ok(());
            }
        }
    }

    /// Does what the room said, in order, but for the replays of games
    /// just over, which are written first: a player told of a game's last
    /// move finds its file.
    fn carry_out(&mut self, outputs: Vec<Output>, outboxes: &mut HashMap<ConnId, SyncSender<Vec<u8>>>) {
        let (finished, outputs): (Vec<Output>, Vec<Output>) =
            outputs.into_iter().partition(|output| matches!(output, Output::Finished { .. }));
        for output in finished.into_iter().chain(outputs) {
            match output {
                Output::Send(conn, message) => {
                    let Some(outbox) = outboxes.get(&conn) else { continue };
                    let Ok(bytes) = encode(&message) else { continue };
                    if let Err(TrySendError::Full(_)) = outbox.try_send(bytes) {
                        // A client that does not read is dropped; the
                        // others never wait for it.
                        outboxes.remove(&conn);
                    }
                }
                Output::Close(conn) => {
                    outboxes.remove(&conn);
                }
                Output::Search(search) => self.computers.search(search),
                Output::Finished { table, number, replay } => write_replay(&self.replays, table, number, &replay),
            }
        }
    }

    /// Closes the listener, so that the address is free again: its thread
    /// is woken by a connection of the server's own.
    fn close_listener(&self) {
        self.stopping.store(true, Ordering::Relaxed);
        let mut wake = self.address;
        if wake.ip().is_unspecified() {
            wake.set_ip(if wake.is_ipv4() { Ipv4Addr::LOCALHOST.into() } else { Ipv6Addr::LOCALHOST.into() });
        }
        let _ = TcpStream::connect_timeout(&wake, Duration::from_secs(1));
    }

    /// Milliseconds since the server started.
    fn now_ms(&self) -> u64 {
        self.started.elapsed().as_millis() as u64
    }
}

/// Writes a finished game's replay as `table-T-game-N.ron`; a failure is
/// logged, the game is in the store still.
fn write_replay(dir: &Path, table: TableId, number: u32, replay: &Replay) {
    let path = dir.join(format!("table-{}-game-{number}.ron", table.0));
    let written = match replay.to_ron() {
        Ok(text) => saves::write_atomically(&path, text.as_bytes()).map_err(|e| e.to_string()),
        Err(error) => Err(error.to_string()),
    };
    if let Err(error) = written {
        eprintln!("chinese-checkers-server: {}: {error}", path.display());
    }
}
