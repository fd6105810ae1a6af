//! The room: every table, player and connection of the server, and the one
//! place their state changes. The server's loop hands it what happened
//! ([`Input`]) with the time, and sends what it says ([`Output`]); the
//! room itself does no input or output, so a test drives it directly.

use super::limits::{Bucket, Limits};
use super::table::{ConnId, Holder, Table};
use crate::store::{Store, StoreError};
use net::room::{PlayerId, RoomRefused, TableId, ToClient, ToServer};
use rules::{Game, Level, Move, Replay};
use std::collections::{BTreeMap, HashMap};
use std::net::IpAddr;

/// What happened, for the room to take in.
#[derive(Clone, Debug)]
pub enum Input {
    /// A connection was made from `address`; `nonce` is fresh randomness
    /// for its hello.
    Connected {
        /// The connection.
        conn: ConnId,
        /// Where from.
        address: IpAddr,
        /// What its hello must sign.
        nonce: [u8; 32],
    },
    /// A message came.
    Message {
        /// From which connection.
        conn: ConnId,
        /// What it asks.
        message: ToServer,
    },
    /// Bytes came that are not a message: why.
    Unreadable {
        /// From which connection.
        conn: ConnId,
        /// The reader's words.
        why: String,
    },
    /// A connection ended.
    Disconnected {
        /// Which.
        conn: ConnId,
    },
    /// A computer chose its move (`None`: it must pass).
    Computed {
        /// The search it answers.
        search: SearchKey,
        /// Its move.
        chosen: Option<Move>,
    },
}

/// What a computer's search is for: a table's game, at a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchKey {
    /// The table.
    pub table: TableId,
    /// The game's number at the table.
    pub number: u32,
    /// Turns played before the move searched for.
    pub turn: u32,
}

/// A computer's move to search for.
#[derive(Clone, Debug)]
pub struct Search {
    /// What it is for.
    pub key: SearchKey,
    /// The game, the computer to move.
    pub game: Game,
    /// The computer's level.
    pub level: Level,
    /// The game's seed.
    pub seed: u64,
}

/// What the room asks of the server.
#[derive(Clone, Debug)]
pub enum Output {
    /// Send a message on a connection.
    Send(ConnId, ToClient),
    /// Close a connection (after what was sent to it).
    Close(ConnId),
    /// Search for a computer's move.
    Search(Box<Search>),
    /// A game is over: write its replay as a file.
    Finished {
        /// Its table.
        table: TableId,
        /// Its number at the table.
        number: u32,
        /// The replay.
        replay: Replay,
    },
}

/// A player the server knows.
#[derive(Clone, Debug)]
pub struct Player {
    /// Their public key.
    pub key: [u8; 32],
    /// Their name, as they last said it.
    pub name: String,
    /// Their connection, while they have one.
    pub conn: Option<ConnId>,
}

/// A connection.
#[derive(Clone, Debug)]
pub struct Conn {
    /// Where from.
    pub address: IpAddr,
    /// What its hello must sign.
    pub nonce: [u8; 32],
    /// The player, once greeted.
    pub player: Option<PlayerId>,
    /// Whether it is sent the public tables.
    pub lobby: bool,
    /// Its allowance of requests.
    pub requests: Bucket,
    /// Its allowance of chat lines.
    pub chat: Bucket,
    /// Its allowance of new tables.
    pub new_tables: Bucket,
    /// Refusals since its last accepted request.
    pub refusals: u32,
}

/// The room.
#[derive(Debug)]
pub struct Room {
    /// The server's limits.
    pub limits: Limits,
    /// Every table not closed.
    pub tables: BTreeMap<TableId, Table>,
    /// Every player the server knows.
    pub players: HashMap<PlayerId, Player>,
    /// Every live connection.
    pub conns: HashMap<ConnId, Conn>,
    /// The number the next table gets.
    pub next_table: u64,
    /// The state of the room's random numbers (join codes, seeds).
    pub rng: u64,
    /// The public tables changed since the lobby was last sent them.
    pub lobby_changed: bool,
    /// The room's time as of the last input, in milliseconds.
    pub now_ms: u64,
    /// What to do, in order.
    pub out: Vec<Output>,
}

impl Room {
    /// An empty room; `seed` starts its random numbers.
    pub fn new(limits: Limits, seed: u64) -> Room {
        Room {
            limits,
            tables: BTreeMap::new(),
            players: HashMap::new(),
            conns: HashMap::new(),
            next_table: 1,
            rng: seed,
            lobby_changed: false,
            now_ms: 0,
            out: Vec::new(),
        }
    }

    /// The room as the store keeps it: its players, its open tables and
    /// their games, which go on from their last turn (the clocks as they
    /// stood then, no time charged for the outage) at `now_ms`. What it
    /// must do at once (a computer to move) is in [`Room::out`].
    pub fn restore(limits: Limits, seed: u64, now_ms: u64, store: &mut Store) -> Result<Room, StoreError> {
        let mut room = Room::new(limits, seed);
        room.now_ms = now_ms;
        for (id, key, name) in store.players()? {
            room.players.insert(id, Player { key, name, conn: None });
        }
        for (record, game) in store.tables()? {
            room.next_table = room.next_table.max(record.id + 1);
            let mut table = Table::from_record(record);
            table.play = game.and_then(|game| game.resume(table.spec.clock, now_ms));
            let id = table.id;
            match &table.play {
                // A game that ended just before the server stopped may not
                // have its replay file yet: it is written (again).
                Some(play) if play.put_away => {
                    let (number, replay) = (table.number, play.replay.clone());
                    room.out.push(Output::Finished { table: id, number, replay });
                }
                // Nobody is connected yet: each player's wait for their
                // seat starts now, as if they had just left.
                Some(play) if !play.game.is_over() => {
                    for (since, holder) in table.gone_since.iter_mut().zip(&table.holders) {
                        if matches!(holder, Holder::Player { .. }) {
                            *since = Some(now_ms);
                        }
                    }
                }
                _ => {}
            }
            room.tables.insert(id, table);
            room.continue_play(id, now_ms, store);
        }
        Ok(room)
    }

    /// Takes in what happened at `now_ms`; what to do is in [`Room::out`].
    pub fn handle(&mut self, input: Input, now_ms: u64, store: &mut Store) {
        self.now_ms = self.now_ms.max(now_ms);
        match input {
            Input::Connected { conn, address, nonce } => self.connected(conn, address, nonce, now_ms),
            Input::Message { conn, message } => self.message(conn, message, now_ms, store),
            Input::Unreadable { conn, why } => self.refuse(conn, RoomRefused::Malformed(why)),
            Input::Disconnected { conn } => self.disconnected(conn, now_ms, store),
            Input::Computed { search, chosen } => self.computed(search, chosen, now_ms, store),
        }
    }

    /// Takes the messages and work to do, after the lobby is told of its
    /// changes.
    pub fn take_output(&mut self) -> Vec<Output> {
        if self.lobby_changed {
            self.lobby_changed = false;
            self.send_lobby();
        }
        std::mem::take(&mut self.out)
    }

    /// Queues a message.
    pub fn send(&mut self, conn: ConnId, message: ToClient) {
        self.out.push(Output::Send(conn, message));
    }

    /// Refuses a request, closing a connection that has been refused too
    /// often since it last asked for something it could have.
    pub fn refuse(&mut self, conn: ConnId, why: RoomRefused) {
        let Some(state) = self.conns.get_mut(&conn) else { return };
        state.refusals += 1;
        let flood = state.refusals >= self.limits.refusals_to_close;
        self.send(conn, ToClient::Refused(why));
        if flood {
            self.out.push(Output::Close(conn));
        }
    }

    /// The next random number.
    pub fn random(&mut self) -> u64 {
        rules::zobrist::splitmix(&mut self.rng)
    }

    /// A new connection: it is welcomed with its nonce, unless its address
    /// holds as many connections as allowed.
    fn connected(&mut self, conn: ConnId, address: IpAddr, nonce: [u8; 32], now_ms: u64) {
        let from_there = self.conns.values().filter(|c| c.address == address).count();
        if from_there >= self.limits.per_address {
            self.send(conn, ToClient::Refused(RoomRefused::TooFast(10)));
            self.out.push(Output::Close(conn));
            return;
        }
        let limits = self.limits;
        self.conns.insert(
            conn,
            Conn {
                address,
                nonce,
                player: None,
                lobby: false,
                requests: Bucket::new(limits.requests, now_ms),
                chat: Bucket::new(limits.chat, now_ms),
                new_tables: Bucket::new(limits.tables, now_ms),
                refusals: 0,
            },
        );
        self.send(conn, ToClient::Welcome { version: net::room::ROOM_VERSION, nonce });
    }

    /// A message: the hello first, then any request, within the
    /// connection's allowance.
    fn message(&mut self, conn: ConnId, message: ToServer, now_ms: u64, store: &mut Store) {
        let Some(state) = self.conns.get_mut(&conn) else { return };
        if let Err(wait) = state.requests.take(now_ms) {
            return self.refuse(conn, RoomRefused::TooFast(wait));
        }
        let greeted = state.player;
        let refused = match (message, greeted) {
            (ToServer::Hello { version, name, key, proof }, None) => {
                self.hello(conn, version, &name, key, &proof, store)
            }
            (ToServer::Hello { .. }, Some(_)) => Err(RoomRefused::Malformed("a second hello".into())),
            (_, None) => Err(RoomRefused::NotGreeted),
            (request, Some(player)) => self.request(conn, player, request, now_ms, store),
        };
        match refused {
            Ok(()) => {
                if let Some(state) = self.conns.get_mut(&conn) {
                    state.refusals = 0;
                }
            }
            Err(why) => self.refuse(conn, why),
        }
    }

    /// A greeted player's request.
    fn request(
        &mut self,
        conn: ConnId,
        player: PlayerId,
        request: ToServer,
        now_ms: u64,
        store: &mut Store,
    ) -> Result<(), RoomRefused> {
        match request {
            ToServer::Hello { .. } => Err(RoomRefused::Malformed("a second hello".into())),
            ToServer::Lobby => {
                if let Some(state) = self.conns.get_mut(&conn) {
                    state.lobby = true;
                }
                let tables = self.lobby();
                self.send(conn, ToClient::Lobby(tables));
                Ok(())
            }
            ToServer::LeaveLobby => {
                if let Some(state) = self.conns.get_mut(&conn) {
                    state.lobby = false;
                }
                Ok(())
            }
            ToServer::YourGames => {
                let games = self.your_games(player);
                self.send(conn, ToClient::YourGames(games));
                Ok(())
            }
            ToServer::Create(new) => self.create(conn, player, new, now_ms, store),
            ToServer::Join { table, wish } => self.join(conn, player, table, wish, now_ms, store),
            ToServer::Leave(table) => self.leave(conn, player, table, now_ms, store),
            ToServer::Fill { table, seat, level } => self.fill(player, table, seat, level, now_ms, store),
            ToServer::Remove { table, seat } => self.remove(player, table, seat, store),
            ToServer::Move { table, turn, route } => self.player_move(player, table, turn, &route, now_ms, store),
            ToServer::Chat { place, text } => self.chat(conn, player, place, &text, now_ms),
            ToServer::Rematch(table) => self.rematch(player, table, now_ms, store),
            ToServer::Ping => {
                self.send(conn, ToClient::Pong);
                Ok(())
            }
        }
    }

    /// A connection ended: its player is gone from the games they play in
    /// (a computer takes their seat after the table's wait), and from the
    /// tables they watch.
    fn disconnected(&mut self, conn: ConnId, now_ms: u64, store: &mut Store) {
        let Some(state) = self.conns.remove(&conn) else { return };
        if let Some(player) = state.player.and_then(|id| self.players.get_mut(&id))
            && player.conn == Some(conn)
        {
            player.conn = None;
        }
        let at: Vec<TableId> =
            self.tables.iter().filter(|(_, table)| table.present.contains(&conn)).map(|(id, _)| *id).collect();
        for id in at {
            self.step_away(conn, state.player, id, now_ms, store);
        }
        self.lobby_changed = true;
    }
}
