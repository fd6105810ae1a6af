//! Who sits where: making a table, taking a seat or watching, leaving,
//! the maker's computers and removals, and the rematch that turns the
//! seats by one. A table whose seats are all taken starts its game; one
//! that nobody plays at or watches closes.

use super::greeting::valid_name;
use super::state::Room;
use super::table::{ConnId, Holder, Table, TableSpec};
use crate::store::Store;
use net::room::{Gone, MAX_TABLE_NAME_CHARS, NewTable, PlayerId, RoomRefused, TableId, TableRef, ToClient};
use net::{JoinCode, SeatWish};
use rules::{Game, Level, PlayerKind, Setup};
use std::collections::HashSet;

impl Room {
    /// Makes a table, the maker at it (seated, or watching).
    pub(super) fn create(
        &mut self,
        conn: ConnId,
        player: PlayerId,
        new: NewTable,
        now_ms: u64,
        store: &mut Store,
    ) -> Result<(), RoomRefused> {
        if let Some(state) = self.conns.get_mut(&conn)
            && let Err(wait) = state.new_tables.take(now_ms)
        {
            return Err(RoomRefused::TooFast(wait));
        }
        if self.tables.values().filter(|t| t.spec.maker == player).count() >= self.limits.tables_per_player {
            return Err(RoomRefused::TooManyTables);
        }
        let name = new.name.trim();
        if !(valid_name(name) && name.chars().count() <= MAX_TABLE_NAME_CHARS) {
            return Err(RoomRefused::TableName);
        }
        if !new.clock.is_allowed() {
            return Err(RoomRefused::Clock);
        }
        let setup = Setup::from_ron(&new.setup).map_err(|e| RoomRefused::Setup(e.to_string()))?;
        Game::from_setup(&setup).map_err(|e| RoomRefused::Setup(e.to_string()))?;
        if let Some(seat) = new.seat
            && setup.players.get(usize::from(seat)).is_none_or(|p| p.kind != PlayerKind::Human)
        {
            return Err(RoomRefused::NoSuchSeat(seat));
        }
        let id = TableId(self.next_table);
        self.next_table += 1;
        let code = self.fresh_code();
        let spec = TableSpec {
            name: name.to_owned(),
            code,
            public: new.public,
            maker: player,
            setup,
            clock: new.clock,
            out_of_time: new.out_of_time,
            wait_secs: new.wait_secs,
            stand_in: new.stand_in,
        };
        let mut table = Table::new(id, spec);
        if let Some(seat) = new.seat {
            table.holders[usize::from(seat)] = Holder::Player { id: player, name: self.name_of(player) };
        }
        table.present.insert(conn);
        store.save_table(&table.record());
        self.tables.insert(id, table);
        self.tell_table(id);
        self.start_if_full(id, now_ms, store);
        Ok(())
    }

    /// Seats the player of `conn` at a table, or has them watch it. A
    /// player who holds a seat there is seated in it whatever they ask.
    pub(super) fn join(
        &mut self,
        conn: ConnId,
        player: PlayerId,
        table: TableRef,
        wish: SeatWish,
        now_ms: u64,
        store: &mut Store,
    ) -> Result<(), RoomRefused> {
        let id = match table {
            // A private table is found by its code, or by its number by a
            // player who holds a seat at it.
            TableRef::Id(id) => self
                .tables
                .get(&id)
                .filter(|t| t.spec.public || t.seat_of(player).is_some())
                .map(|t| t.id)
                .ok_or(RoomRefused::NoSuchTable(id))?,
            TableRef::Code(code) => {
                self.tables.values().find(|t| t.spec.code == code).map(|t| t.id).ok_or(RoomRefused::NoSuchCode)?
            }
        };
        let name = self.name_of(player);
        let table = self.tables.get_mut(&id).ok_or(RoomRefused::NoSuchTable(id))?;
        let own = table.seat_of(player);
        let taken = match (own, wish) {
            (Some(seat), _) => {
                table.gone_since[seat.index()] = None;
                None
            }
            (None, SeatWish::Watch) => None,
            (None, SeatWish::Seat(seat)) => match table.holders.get(usize::from(seat)) {
                None => return Err(RoomRefused::NoSuchSeat(seat)),
                Some(Holder::Open) => Some(usize::from(seat)),
                Some(_) => return Err(RoomRefused::SeatTaken(seat)),
            },
            (None, SeatWish::AnyOpen) => {
                Some(table.holders.iter().position(|h| *h == Holder::Open).ok_or(RoomRefused::NoOpenSeat)?)
            }
        };
        if let Some(seat) = taken {
            table.holders[seat] = Holder::Player { id: player, name };
            store.save_table(&table.record());
        }
        table.present.insert(conn);
        self.tell_table(id);
        self.send_game(conn, id);
        self.start_if_full(id, now_ms, store);
        Ok(())
    }

    /// The player of `conn` leaves a table: a seat not yet played in opens
    /// again; one in a game under way stays theirs (a computer takes it
    /// after the table's wait).
    pub(super) fn leave(
        &mut self,
        conn: ConnId,
        player: PlayerId,
        id: TableId,
        now_ms: u64,
        store: &mut Store,
    ) -> Result<(), RoomRefused> {
        let table = self.tables.get(&id).ok_or(RoomRefused::NoSuchTable(id))?;
        if !table.present.contains(&conn) && table.seat_of(player).is_none() {
            return Err(RoomRefused::NotAtTable(id));
        }
        let playing = table.playing();
        if let Some(table) = self.tables.get_mut(&id)
            && let Some(seat) = table.seat_of(player)
            && !playing
        {
            table.holders[seat.index()] = Holder::Open;
            table.rematch.remove(&(seat.index() as u8));
            store.save_table(&table.record());
        }
        self.send(conn, ToClient::Gone { table: id, why: Gone::Left });
        self.step_away(conn, Some(player), id, now_ms, store);
        Ok(())
    }

    /// `conn` is no longer at a table (it left, or its connection went):
    /// a player of a game under way is gone from it from now on.
    pub(super) fn step_away(
        &mut self,
        conn: ConnId,
        player: Option<PlayerId>,
        id: TableId,
        now_ms: u64,
        store: &mut Store,
    ) {
        let Some(table) = self.tables.get_mut(&id) else { return };
        table.present.remove(&conn);
        if let Some(seat) = player.and_then(|p| table.seat_of(p))
            && table.playing()
        {
            table.gone_since[seat.index()] = Some(now_ms);
        }
        self.tell_table(id);
        self.close_if_empty(id, store);
    }

    /// The maker puts a computer in an open seat.
    pub(super) fn fill(
        &mut self,
        player: PlayerId,
        id: TableId,
        seat: u8,
        level: Level,
        now_ms: u64,
        store: &mut Store,
    ) -> Result<(), RoomRefused> {
        let table = self.tables.get_mut(&id).ok_or(RoomRefused::NoSuchTable(id))?;
        if table.spec.maker != player {
            return Err(RoomRefused::NotMaker);
        }
        match table.holders.get(usize::from(seat)) {
            None => return Err(RoomRefused::NoSuchSeat(seat)),
            Some(Holder::Open) => table.holders[usize::from(seat)] = Holder::Computer(level),
            Some(_) => return Err(RoomRefused::SeatTaken(seat)),
        }
        store.save_table(&table.record());
        self.tell_table(id);
        self.start_if_full(id, now_ms, store);
        Ok(())
    }

    /// The maker sends a player away from their seat before the game
    /// begins; the seat opens again.
    pub(super) fn remove(
        &mut self,
        player: PlayerId,
        id: TableId,
        seat: u8,
        store: &mut Store,
    ) -> Result<(), RoomRefused> {
        let table = self.tables.get_mut(&id).ok_or(RoomRefused::NoSuchTable(id))?;
        if table.spec.maker != player {
            return Err(RoomRefused::NotMaker);
        }
        let removed = match table.holders.get(usize::from(seat)) {
            None => return Err(RoomRefused::NoSuchSeat(seat)),
            Some(Holder::Player { id, .. }) => *id,
            Some(_) => return Err(RoomRefused::NoSeat),
        };
        if table.play.is_some() {
            return Err(RoomRefused::Started);
        }
        table.holders[usize::from(seat)] = Holder::Open;
        store.save_table(&table.record());
        let gone: Vec<ConnId> = table
            .present
            .iter()
            .copied()
            .filter(|conn| self.conns.get(conn).and_then(|c| c.player) == Some(removed))
            .collect();
        for conn in gone {
            if let Some(table) = self.tables.get_mut(&id) {
                table.present.remove(&conn);
            }
            self.send(conn, ToClient::Gone { table: id, why: Gone::Removed });
        }
        self.tell_table(id);
        Ok(())
    }

    /// A seated player offers (or accepts) another game once this one is
    /// over: a player whose seat a computer took may too. When every player
    /// who plays a seat, and every such player back at the table, has
    /// asked, the seats turn by one (the computers with them): those who
    /// asked keep theirs, a seat a computer played for a player who is gone
    /// opens again, and the next game starts once they are all taken.
    pub(super) fn rematch(
        &mut self,
        player: PlayerId,
        id: TableId,
        now_ms: u64,
        store: &mut Store,
    ) -> Result<(), RoomRefused> {
        let at_table: HashSet<PlayerId> = self.tables.get(&id).map_or_else(HashSet::new, |table| {
            table.present.iter().filter_map(|conn| self.conns.get(conn).and_then(|c| c.player)).collect()
        });
        let table = self.tables.get_mut(&id).ok_or(RoomRefused::NoSuchTable(id))?;
        let seat = table.seat_of(player).ok_or(RoomRefused::NoSeat)?;
        if !table.play.as_ref().is_some_and(|play| play.game.is_over()) {
            return Err(RoomRefused::NoGame);
        }
        table.rematch.insert(seat.index() as u8);
        let asked_of = |holder: &Holder| match holder {
            Holder::StandIn { id, .. } => at_table.contains(id),
            other => other.player().is_some(),
        };
        let players: Vec<u8> =
            (0..table.holders.len() as u8).filter(|&s| asked_of(&table.holders[usize::from(s)])).collect();
        if players.iter().all(|s| table.rematch.contains(s)) {
            for (seat, holder) in table.holders.iter_mut().enumerate() {
                let asked = table.rematch.contains(&(seat as u8));
                *holder = match std::mem::replace(holder, Holder::Open) {
                    Holder::StandIn { id, name, .. } if asked => Holder::Player { id, name },
                    Holder::StandIn { .. } => Holder::Open,
                    Holder::OutOfTime { id, name } => Holder::Player { id, name },
                    other => other,
                };
            }
            table.holders.rotate_right(1);
            table.gone_since.rotate_right(1);
            table.rematch.clear();
            table.play = None;
        }
        store.save_table(&table.record());
        self.tell_table(id);
        self.start_if_full(id, now_ms, store);
        Ok(())
    }

    /// Closes a table that no player holds a seat at and nobody is at.
    pub(super) fn close_if_empty(&mut self, id: TableId, store: &mut Store) {
        let Some(table) = self.tables.get(&id) else { return };
        if table.has_players() || !table.present.is_empty() {
            return;
        }
        if table.spec.public {
            self.lobby_changed = true;
        }
        self.tables.remove(&id);
        store.close_table(id);
    }

    /// A player's name, as the server knows it.
    pub(super) fn name_of(&self, player: PlayerId) -> String {
        self.players.get(&player).map_or_else(|| player.to_string(), |p| p.name.clone())
    }

    /// A join code no open table has.
    fn fresh_code(&mut self) -> JoinCode {
        loop {
            let code = JoinCode::from_random(self.random());
            if !self.tables.values().any(|t| t.spec.code == code) {
                return code;
            }
        }
    }
}
