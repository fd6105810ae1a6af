//! What the room shows: the lobby's list of public tables, a table as each
//! player and watcher at it sees it, and a player's own games.

use super::state::Room;
use super::table::{ConnId, Table};
use net::room::{PlayerId, TableId, TableSummary, TableView, ToClient, YourGame};

impl Room {
    /// What the lobby lists of a table.
    pub(super) fn summary(&self, table: &Table) -> TableSummary {
        let connected = |id: PlayerId| self.players.get(&id).is_some_and(|p| p.conn.is_some());
        let watchers = table
            .present
            .iter()
            .filter(|conn| {
                let player = self.conns.get(conn).and_then(|c| c.player);
                player.is_none_or(|id| table.seat_of(id).is_none())
            })
            .count();
        table.summary(&connected, watchers as u32)
    }

    /// A table as the player of `conn` sees it.
    pub(super) fn view_for(&self, table: &Table, conn: ConnId) -> TableView {
        let you = self.conns.get(&conn).and_then(|c| c.player).and_then(|id| table.seat_of(id));
        table.view(self.summary(table), you)
    }

    /// The public tables, as the lobby lists them.
    pub(super) fn lobby(&self) -> Vec<TableSummary> {
        self.tables.values().filter(|t| t.spec.public).map(|t| self.summary(t)).collect()
    }

    /// Sends the public tables to every connection in the lobby.
    pub(super) fn send_lobby(&mut self) {
        let watching: Vec<ConnId> = self.conns.iter().filter(|(_, c)| c.lobby).map(|(id, _)| *id).collect();
        if watching.is_empty() {
            return;
        }
        let tables = self.lobby();
        for conn in watching {
            self.send(conn, ToClient::Lobby(tables.clone()));
        }
    }

    /// Tells everyone at a table how it stands now.
    pub(super) fn tell_table(&mut self, id: TableId) {
        let Some(table) = self.tables.get(&id) else { return };
        let public = table.spec.public;
        let views: Vec<(ConnId, TableView)> =
            table.present.iter().map(|&conn| (conn, self.view_for(table, conn))).collect();
        for (conn, view) in views {
            self.send(conn, ToClient::Table(view));
        }
        if public {
            self.lobby_changed = true;
        }
    }

    /// The tables where `player` holds a seat.
    pub(super) fn your_games(&self, player: PlayerId) -> Vec<YourGame> {
        self.tables
            .values()
            .filter_map(|table| {
                let seat = table.seat_of(player)?;
                let to_move = table
                    .play
                    .as_ref()
                    .filter(|play| !play.game.is_over())
                    .map(|play| play.game.to_move().index() as u8);
                Some(YourGame {
                    id: table.id,
                    name: table.spec.name.clone(),
                    seat: seat.index() as u8,
                    state: table.state(),
                    to_move,
                })
            })
            .collect()
    }
}
