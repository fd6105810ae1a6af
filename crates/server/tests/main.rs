//! The room server's tests: the room driven directly, message by message
//! (`room`), and the real server over loopback with computer clients
//! (`server`).

mod room;
mod server;

use chinese_checkers_server::room::{ConnId, Input, Limits, Output, Room, Search};
use chinese_checkers_server::store::Store;
use net::SeatWish;
use net::room::{Clock, Identity, NewTable, OutOfTime, PlayerId, TableId, TableRef, ToClient, ToServer};
use rules::Level;
use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr};

/// A room with a store in memory, its time, and what it said to whom.
pub struct Harness {
    /// The room.
    pub room: Room,
    /// Its store.
    pub store: Store,
    /// The room's time, in milliseconds.
    pub now: u64,
    /// The messages sent to each connection, not yet looked at.
    pub inbox: HashMap<ConnId, Vec<ToClient>>,
    /// The searches asked for, not yet answered.
    pub searches: Vec<Box<Search>>,
    /// The connections closed.
    pub closed: Vec<ConnId>,
    next_conn: ConnId,
}

impl Default for Harness {
    /// An empty room with the default limits.
    fn default() -> Harness {
        Harness::with(Limits::default())
    }
}

impl Harness {
    /// An empty room with these limits.
    pub fn with(limits: Limits) -> Harness {
        let store = Store::in_memory().unwrap_or_else(|e| panic!("{e}"));
        Harness::over(Room::new(limits, 7), store)
    }

    /// A harness over a room and store already made.
    pub fn over(room: Room, store: Store) -> Harness {
        Harness { room, store, now: 0, inbox: HashMap::new(), searches: Vec::new(), closed: Vec::new(), next_conn: 1 }
    }

    /// Hands the room an input at the current time, in a transaction.
    pub fn input(&mut self, input: Input) {
        self.store.begin().unwrap_or_else(|e| panic!("{e}"));
        self.room.tick(self.now, &mut self.store);
        self.room.handle(input, self.now, &mut self.store);
        self.store.commit().unwrap_or_else(|e| panic!("{e}"));
        self.collect();
    }

    /// Lets time pass and the room look at its clocks.
    pub fn wait(&mut self, ms: u64) {
        self.now += ms;
        self.store.begin().unwrap_or_else(|e| panic!("{e}"));
        self.room.tick(self.now, &mut self.store);
        self.store.commit().unwrap_or_else(|e| panic!("{e}"));
        self.collect();
    }

    /// Takes the room's output.
    pub fn collect(&mut self) {
        for output in self.room.take_output() {
            match output {
                Output::Send(conn, message) => self.inbox.entry(conn).or_default().push(message),
                Output::Close(conn) => self.closed.push(conn),
                Output::Search(search) => self.searches.push(search),
                Output::Finished { .. } => {}
            }
        }
    }

    /// A new connection from `address`; its welcome is taken off.
    pub fn open_from(&mut self, address: IpAddr) -> ConnId {
        let conn = self.next_conn;
        self.next_conn += 1;
        self.input(Input::Connected { conn, address, nonce: [conn as u8; 32] });
        self.take(conn);
        conn
    }

    /// A new connection whose player `name` (with a key of its own, made
    /// from `secret`) has said hello.
    pub fn greeted(&mut self, name: &str, secret: u8) -> (ConnId, PlayerId) {
        let conn = self.open_from(IpAddr::V4(Ipv4Addr::LOCALHOST));
        let identity = Identity::from_secret([secret; 32]);
        let hello = ToServer::Hello {
            version: net::room::ROOM_VERSION,
            name: name.into(),
            key: identity.public_key(),
            proof: identity.prove(&[conn as u8; 32]),
        };
        self.ask(conn, hello);
        let said = self.take(conn);
        assert!(matches!(said.as_slice(), [ToClient::Greeted { .. }]), "{said:?}");
        (conn, identity.id())
    }

    /// A request from a connection.
    pub fn ask(&mut self, conn: ConnId, message: ToServer) {
        self.input(Input::Message { conn, message });
    }

    /// What a connection was sent since last asked.
    pub fn take(&mut self, conn: ConnId) -> Vec<ToClient> {
        self.inbox.remove(&conn).unwrap_or_default()
    }

    /// Answers every search with its level's move.
    pub fn answer_searches(&mut self) {
        while !self.searches.is_empty() {
            let search = self.searches.remove(0);
            let stop = std::sync::atomic::AtomicBool::new(false);
            let chosen = engine::game_move(&search.game, search.level, search.seed, &stop);
            self.input(Input::Computed { search: search.key, chosen });
        }
    }

    /// The table made by the last `Create`, from a connection's messages.
    pub fn table_made(said: &[ToClient]) -> TableId {
        said.iter()
            .find_map(|m| match m {
                ToClient::Table(view) => Some(view.summary.id),
                _ => None,
            })
            .unwrap_or_else(|| panic!("no table in {said:?}"))
    }
}

/// A new table of `players` open seats (the maker in seat 0), with no
/// clock and no wait.
pub fn new_table(players: usize) -> NewTable {
    let kinds = vec!["(kind: Human)"; players].join(", ");
    NewTable {
        name: "Ann's table".into(),
        setup: format!("(players: [{kinds}])"),
        seat: Some(0),
        public: true,
        clock: Clock::None,
        out_of_time: OutOfTime::Computer,
        wait_secs: 0,
        stand_in: Level::EASY,
    }
}

/// Joining a table by its number, any open seat.
pub fn join(table: TableId) -> ToServer {
    ToServer::Join { table: TableRef::Id(table), wish: SeatWish::AnyOpen }
}
