//! The server's store: an SQLite database in the data folder holding the
//! players' keys, every open table, and each table's games turn by turn.
//! The room writes as it goes, inside one transaction per batch of work;
//! the server commits it before it sends a word of that batch, so a move
//! acknowledged to a client is on disk. A write that fails is kept as the
//! batch's error, and the commit reports it instead.
//!
//! The database runs in write-ahead mode with full synchronisation: a
//! commit is on disk when it returns.

use crate::room::{Clocks, Play, TableRecord};
use net::room::{Clock, PlayerId, TableId};
use rules::{Replay, StandIn};
use rusqlite::{Connection, OptionalExtension, params};
use std::collections::HashMap;
use std::fmt;
use std::path::Path;

/// The database's schema.
const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS players (
    id INTEGER PRIMARY KEY,
    key BLOB NOT NULL,
    name TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS tables (
    id INTEGER PRIMARY KEY,
    record TEXT NOT NULL,
    closed INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS games (
    table_id INTEGER NOT NULL,
    number INTEGER NOT NULL,
    start TEXT NOT NULL,
    stand_ins TEXT NOT NULL DEFAULT '[]',
    finished INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (table_id, number)
);
CREATE TABLE IF NOT EXISTS turns (
    table_id INTEGER NOT NULL,
    number INTEGER NOT NULL,
    turn INTEGER NOT NULL,
    entry TEXT NOT NULL,
    left_ms TEXT,
    PRIMARY KEY (table_id, number, turn)
);
";

/// Why the store could not be opened, read or written.
#[derive(Debug)]
pub enum StoreError {
    /// SQLite's words.
    Database(rusqlite::Error),
    /// A row that does not read back: which, and why.
    Damaged(String),
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Database(error) => write!(f, "the database: {error}"),
            StoreError::Damaged(what) => write!(f, "the database holds {what}"),
        }
    }
}

impl std::error::Error for StoreError {}

impl From<rusqlite::Error> for StoreError {
    fn from(error: rusqlite::Error) -> StoreError {
        StoreError::Database(error)
    }
}

/// A game the store kept: its replay so far and the clocks after its last
/// turn.
#[derive(Clone, Debug)]
pub struct StoredGame {
    /// The replay: setup, turns and stand-ins.
    pub replay: Replay,
    /// Each seat's time left after the last turn, at a table with a clock.
    pub left_ms: Option<Vec<u64>>,
    /// Whether the game was over.
    pub finished: bool,
}

impl StoredGame {
    /// The game to play on at `now_ms` under `clock`, its clocks as they
    /// stood (no time charged for the time the server was down); `None` if
    /// its turns no longer replay.
    pub fn resume(self, clock: Clock, now_ms: u64) -> Option<Play> {
        let replay = self.replay.check().ok()?;
        let game = replay.end().clone();
        let seats = game.player_count();
        let left_ms = self.left_ms.or_else(|| clock.start_ms().map(|start| vec![start; seats]));
        let clocks = left_ms.filter(|_| clock != Clock::None).map(|left_ms| Clocks { left_ms, since_ms: now_ms });
        Some(Play { game, replay: replay.replay().clone(), clocks, searching: false, put_away: self.finished })
    }
}

/// The database, and what the current batch has written of each game.
pub struct Store {
    db: Connection,
    /// Turns and stand-ins kept of each game, by table and number.
    kept: HashMap<(TableId, u32), (usize, usize)>,
    /// The first write of this batch that failed.
    failed: Option<StoreError>,
}

impl fmt::Debug for Store {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Store").field("games", &self.kept.len()).finish()
    }
}

impl Store {
    /// Opens (or makes) the database at `path`.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        Store::with(Connection::open(path)?)
    }

    /// A database in memory, for tests.
    pub fn in_memory() -> Result<Store, StoreError> {
        Store::with(Connection::open_in_memory()?)
    }

    fn with(db: Connection) -> Result<Store, StoreError> {
        db.pragma_update(None, "journal_mode", "WAL")?;
        db.pragma_update(None, "synchronous", "FULL")?;
        db.execute_batch(SCHEMA)?;
        Ok(Store { db, kept: HashMap::new(), failed: None })
    }

    /// Begins a batch of writes.
    pub fn begin(&mut self) -> Result<(), StoreError> {
        self.failed = None;
        Ok(self.db.execute_batch("BEGIN")?)
    }

    /// Ends a batch: commits it, or rolls it back and reports the first
    /// write that failed.
    pub fn commit(&mut self) -> Result<(), StoreError> {
        if let Some(error) = self.failed.take() {
            let _ = self.db.execute_batch("ROLLBACK");
            return Err(error);
        }
        Ok(self.db.execute_batch("COMMIT")?)
    }

    /// Keeps the first failure of the batch.
    fn note(&mut self, result: Result<usize, rusqlite::Error>) {
        if let Err(error) = result
            && self.failed.is_none()
        {
            self.failed = Some(StoreError::Database(error));
        }
    }

    /// Keeps a player's key and name.
    pub fn save_player(&mut self, id: PlayerId, key: &[u8; 32], name: &str) {
        let result = self.db.execute(
            "INSERT INTO players (id, key, name) VALUES (?1, ?2, ?3)
             ON CONFLICT(id) DO UPDATE SET name = excluded.name",
            params![id.0 as i64, key.as_slice(), name],
        );
        self.note(result);
    }

    /// Keeps a table's seats and state.
    pub fn save_table(&mut self, record: &TableRecord) {
        let result = match ron::to_string(record) {
            Ok(text) => self.db.execute(
                "INSERT INTO tables (id, record) VALUES (?1, ?2)
                 ON CONFLICT(id) DO UPDATE SET record = excluded.record",
                params![record.id as i64, text],
            ),
            Err(error) => Err(rusqlite::Error::ToSqlConversionFailure(Box::new(error))),
        };
        self.note(result);
    }

    /// Marks a table closed: it is not loaded again.
    pub fn close_table(&mut self, table: TableId) {
        let result = self.db.execute("UPDATE tables SET closed = 1 WHERE id = ?1", params![table.0 as i64]);
        self.note(result);
    }

    /// Keeps the start of a table's game `number`: its setup, when and
    /// with what seed it began.
    pub fn start_game(&mut self, table: TableId, number: u32, replay: &Replay) {
        let start = Replay { turns: Vec::new(), stand_ins: Vec::new(), ..replay.clone() };
        let result = match start.to_ron() {
            Ok(text) => self.db.execute(
                "INSERT OR REPLACE INTO games (table_id, number, start) VALUES (?1, ?2, ?3)",
                params![table.0 as i64, number, text],
            ),
            Err(error) => Err(rusqlite::Error::ToSqlConversionFailure(Box::new(error))),
        };
        self.kept.insert((table, number), (0, 0));
        self.note(result);
    }

    /// Keeps the turns and stand-ins of a game that the store has not seen
    /// yet, each turn with the clocks after it.
    pub fn keep_game(&mut self, table: TableId, number: u32, replay: &Replay, left_ms: Option<&[u64]>) {
        let (turns, stand_ins) = self.kept.get(&(table, number)).copied().unwrap_or_default();
        let left = left_ms.map(|left| left.iter().map(u64::to_string).collect::<Vec<_>>().join(" "));
        for (turn, entry) in replay.turns.iter().enumerate().skip(turns) {
            // The clocks after the last turn; those after earlier ones of
            // the batch are never read.
            let result = self.db.execute(
                "INSERT OR REPLACE INTO turns (table_id, number, turn, entry, left_ms) VALUES (?1, ?2, ?3, ?4, ?5)",
                params![table.0 as i64, number, turn as i64, entry, left],
            );
            self.note(result);
        }
        if replay.stand_ins.len() != stand_ins {
            let result = match ron::to_string(&replay.stand_ins) {
                Ok(text) => self.db.execute(
                    "UPDATE games SET stand_ins = ?3 WHERE table_id = ?1 AND number = ?2",
                    params![table.0 as i64, number, text],
                ),
                Err(error) => Err(rusqlite::Error::ToSqlConversionFailure(Box::new(error))),
            };
            self.note(result);
        }
        self.kept.insert((table, number), (replay.turns.len(), replay.stand_ins.len()));
    }

    /// Marks a game over.
    pub fn finish_game(&mut self, table: TableId, number: u32) {
        let result = self.db.execute(
            "UPDATE games SET finished = 1 WHERE table_id = ?1 AND number = ?2",
            params![table.0 as i64, number],
        );
        self.note(result);
    }

    /// Every player the store knows: id, key and name.
    pub fn players(&self) -> Result<Vec<(PlayerId, [u8; 32], String)>, StoreError> {
        let mut query = self.db.prepare("SELECT id, key, name FROM players")?;
        let rows = query
            .query_map([], |row| Ok((row.get::<_, i64>(0)?, row.get::<_, Vec<u8>>(1)?, row.get::<_, String>(2)?)))?;
        let mut players = Vec::new();
        for row in rows {
            let (id, key, name) = row?;
            let key: [u8; 32] = key
                .try_into()
                .map_err(|_| StoreError::Damaged(format!("a key of player {id:x} that is not 32 bytes")))?;
            players.push((PlayerId(id as u64), key, name));
        }
        Ok(players)
    }

    /// Every open table, with its last game if it has one.
    pub fn tables(&mut self) -> Result<Vec<(TableRecord, Option<StoredGame>)>, StoreError> {
        let mut query = self.db.prepare("SELECT id, record FROM tables WHERE closed = 0 ORDER BY id")?;
        let rows: Vec<(i64, String)> =
            query.query_map([], |row| Ok((row.get(0)?, row.get(1)?)))?.collect::<Result<_, _>>()?;
        drop(query);
        let mut tables = Vec::new();
        for (id, text) in rows {
            let record: TableRecord =
                ron::from_str(&text).map_err(|e| StoreError::Damaged(format!("table {id} as {e}")))?;
            let game = self.last_game(TableId(id as u64), record.number)?;
            tables.push((record, game));
        }
        Ok(tables)
    }

    /// A table's game `number`, if the store has it.
    fn last_game(&mut self, table: TableId, number: u32) -> Result<Option<StoredGame>, StoreError> {
        let row: Option<(String, String, bool)> = self
            .db
            .query_row(
                "SELECT start, stand_ins, finished FROM games WHERE table_id = ?1 AND number = ?2",
                params![table.0 as i64, number],
                |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)),
            )
            .optional()?;
        let Some((start, stand_ins, finished)) = row else { return Ok(None) };
        let damaged = |what: String| StoreError::Damaged(format!("{table}, game {number}: {what}"));
        let mut replay = Replay::from_ron(&start).map_err(|e| damaged(e.to_string()))?;
        replay.stand_ins = ron::from_str::<Vec<StandIn>>(&stand_ins).map_err(|e| damaged(e.to_string()))?;
        let mut query =
            self.db.prepare("SELECT entry, left_ms FROM turns WHERE table_id = ?1 AND number = ?2 ORDER BY turn")?;
        let turns: Vec<(String, Option<String>)> = query
            .query_map(params![table.0 as i64, number], |row| Ok((row.get(0)?, row.get(1)?)))?
            .collect::<Result<_, _>>()?;
        let left_ms = match turns.last().and_then(|(_, left)| left.as_ref()) {
            Some(left) => Some(
                left.split_whitespace()
                    .map(str::parse)
                    .collect::<Result<Vec<u64>, _>>()
                    .map_err(|e| damaged(e.to_string()))?,
            ),
            None => None,
        };
        replay.turns = turns.into_iter().map(|(entry, _)| entry).collect();
        self.kept.insert((table, number), (replay.turns.len(), replay.stand_ins.len()));
        Ok(Some(StoredGame { replay, left_ms, finished }))
    }
}
