//! A table of the room: what it was made with, who holds each seat, its
//! game and clocks, and who is at it; and what the lobby and its players
//! are shown of it.

use net::JoinCode;
use net::room::{Clock, OutOfTime, PlayerId, SeatView, TableId, TableState, TableSummary, TableView};
use rules::{Game, Level, PlayerKind, Replay, Seat, Setup};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// A connection, numbered by the server in the order they came.
pub type ConnId = u64;

/// What a table was made with; never changes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableSpec {
    /// Its name in the lobby.
    pub name: String,
    /// The code that finds it.
    pub code: JoinCode,
    /// Listed in the lobby.
    pub public: bool,
    /// Who made it.
    pub maker: PlayerId,
    /// The game: its seats' kinds say which are the server's computers.
    pub setup: Setup,
    /// The clock of its games.
    pub clock: Clock,
    /// What becomes of a player whose time runs out.
    pub out_of_time: OutOfTime,
    /// Seconds a seat waits for a player who left; 0 waits for ever.
    pub wait_secs: u32,
    /// The level of a computer that takes over a seat.
    pub stand_in: Level,
}

/// Who holds a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Holder {
    /// Nobody yet.
    Open,
    /// A player.
    Player {
        /// Who.
        id: PlayerId,
        /// Their name when they sat down.
        name: String,
    },
    /// A computer the table was made with, or put in an open seat.
    Computer(Level),
    /// A computer playing for a player who left or ran out of time.
    StandIn {
        /// Its level.
        level: Level,
        /// The player it plays for.
        id: PlayerId,
        /// Their name.
        name: String,
    },
    /// A player whose time ran out at a table whose rule passes their
    /// turns.
    OutOfTime {
        /// Who.
        id: PlayerId,
        /// Their name.
        name: String,
    },
}

impl Holder {
    /// The player who holds the seat, if a player does (and still plays
    /// it, though their time may be out).
    pub fn player(&self) -> Option<PlayerId> {
        match self {
            Holder::Player { id, .. } | Holder::OutOfTime { id, .. } => Some(*id),
            _ => None,
        }
    }

    /// The player the seat belongs to: its player, or the one a computer
    /// stands in for, who may come back to the table and ask for a
    /// rematch, and gets the seat back in it.
    pub fn owner(&self) -> Option<PlayerId> {
        match self {
            Holder::StandIn { id, .. } => Some(*id),
            other => other.player(),
        }
    }

    /// The computer's level, if a computer plays the seat.
    pub fn computer(&self) -> Option<Level> {
        match self {
            Holder::Computer(level) | Holder::StandIn { level, .. } => Some(*level),
            _ => None,
        }
    }
}

/// A table as the store keeps it: everything but its game, which the
/// store keeps turn by turn.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableRecord {
    /// Its number.
    pub id: u64,
    /// What it was made with.
    pub spec: TableSpec,
    /// Who holds each seat.
    pub holders: Vec<Holder>,
    /// Games started at it.
    pub number: u32,
    /// Seats whose players asked for another game.
    pub rematch: Vec<u8>,
}

/// Each seat's time left and when the running clock started.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clocks {
    /// By seat, in milliseconds, as at the start of the turn.
    pub left_ms: Vec<u64>,
    /// The room's time when the current turn began.
    pub since_ms: u64,
}

/// A game at a table.
#[derive(Clone, Debug)]
pub struct Play {
    /// The game as it stands.
    pub game: Game,
    /// Its record: the setup, every turn, the stand-ins.
    pub replay: Replay,
    /// The clocks, at a table with a clock.
    pub clocks: Option<Clocks>,
    /// A computer's search is out for the turn now.
    pub searching: bool,
    /// The game is over and has been put away (kept as finished, its
    /// replay written).
    pub put_away: bool,
}

/// A table of the room.
#[derive(Clone, Debug)]
pub struct Table {
    /// Its number.
    pub id: TableId,
    /// What it was made with.
    pub spec: TableSpec,
    /// Who holds each seat.
    pub holders: Vec<Holder>,
    /// Since when (the room's time) each seat's player has been gone from
    /// a game under way; `None` while they are at it.
    pub gone_since: Vec<Option<u64>>,
    /// Games started at it.
    pub number: u32,
    /// Seats whose players asked for another game.
    pub rematch: BTreeSet<u8>,
    /// The game being played, or the last one, once over.
    pub play: Option<Play>,
    /// The connections at it: its players' and its watchers'.
    pub present: BTreeSet<ConnId>,
}

impl Table {
    /// A new table, its seats open or the setup's computers.
    pub fn new(id: TableId, spec: TableSpec) -> Table {
        let holders = spec
            .setup
            .players
            .iter()
            .map(|player| match player.kind {
                PlayerKind::Human => Holder::Open,
                PlayerKind::Computer(level) => Holder::Computer(level),
            })
            .collect();
        Table::from_record(TableRecord { id: id.0, spec, holders, number: 0, rematch: Vec::new() })
    }

    /// The table a record keeps, without its game.
    pub fn from_record(record: TableRecord) -> Table {
        let seats = record.holders.len();
        Table {
            id: TableId(record.id),
            spec: record.spec,
            holders: record.holders,
            gone_since: vec![None; seats],
            number: record.number,
            rematch: record.rematch.into_iter().collect(),
            play: None,
            present: BTreeSet::new(),
        }
    }

    /// The record to keep.
    pub fn record(&self) -> TableRecord {
        TableRecord {
            id: self.id.0,
            spec: self.spec.clone(),
            holders: self.holders.clone(),
            number: self.number,
            rematch: self.rematch.iter().copied().collect(),
        }
    }

    /// Where its play stands.
    pub fn state(&self) -> TableState {
        match &self.play {
            None => TableState::Waiting,
            Some(play) if play.game.is_over() => {
                TableState::Over { number: self.number, rematch: self.rematch.iter().copied().collect() }
            }
            Some(_) => TableState::Playing { number: self.number },
        }
    }

    /// Whether a game is being played.
    pub fn playing(&self) -> bool {
        self.play.as_ref().is_some_and(|play| !play.game.is_over())
    }

    /// The seat `player` holds, if any.
    pub fn seat_of(&self, player: PlayerId) -> Option<Seat> {
        self.holders.iter().position(|h| h.owner() == Some(player)).map(Seat::new)
    }

    /// Whether any player holds a seat.
    pub fn has_players(&self) -> bool {
        self.holders.iter().any(|h| h.player().is_some())
    }

    /// The setup of its next game: each seat as its holder plays it, named
    /// for its player.
    pub fn next_setup(&self) -> Setup {
        let mut setup = self.spec.setup.clone();
        for (spec, holder) in setup.players.iter_mut().zip(&self.holders) {
            match holder {
                Holder::Player { name, .. } | Holder::OutOfTime { name, .. } => {
                    spec.kind = PlayerKind::Human;
                    spec.name = Some(name.clone());
                }
                Holder::Computer(level) | Holder::StandIn { level, .. } => spec.kind = PlayerKind::Computer(*level),
                Holder::Open => spec.kind = PlayerKind::Human,
            }
        }
        setup
    }

    /// What the lobby lists; `connected` says whether a player is connected.
    pub fn summary(&self, connected: &dyn Fn(PlayerId) -> bool, watchers: u32) -> TableSummary {
        let seats = self
            .holders
            .iter()
            .map(|holder| match holder {
                Holder::Open => SeatView::Open,
                Holder::Player { id, name } | Holder::OutOfTime { id, name } => {
                    SeatView::Player { id: *id, name: name.clone(), connected: connected(*id) }
                }
                Holder::Computer(level) => SeatView::Computer { level: *level, stands_in_for: None },
                Holder::StandIn { level, name, .. } => {
                    SeatView::Computer { level: *level, stands_in_for: Some(name.clone()) }
                }
            })
            .collect();
        TableSummary {
            id: self.id,
            name: self.spec.name.clone(),
            seats,
            clock: self.spec.clock,
            watchers,
            state: self.state(),
        }
    }

    /// What a player (or a watcher, `you` = `None`) at the table is shown.
    pub fn view(&self, summary: TableSummary, you: Option<Seat>) -> TableView {
        TableView {
            summary,
            code: self.spec.code.clone(),
            public: self.spec.public,
            maker: self.spec.maker,
            you: you.map(|seat| seat.index() as u8),
            out_of_time: self.spec.out_of_time,
            wait_secs: self.spec.wait_secs,
            stand_in: self.spec.stand_in,
        }
    }
}
