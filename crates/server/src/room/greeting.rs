//! The hello: a player says who they are, proves their key by signing the
//! connection's nonce, and is greeted by their id. A player who connects
//! again while an older connection of theirs lingers takes over from it.

use super::state::{Output, Player, Room};
use super::table::ConnId;
use crate::store::Store;
use net::MAX_NAME_CHARS;
use net::room::{PlayerId, ROOM_VERSION, RoomRefused, ToClient, proves};

impl Room {
    /// Greets the player of `conn`, or says why not.
    pub(super) fn hello(
        &mut self,
        conn: ConnId,
        version: u32,
        name: &str,
        key: [u8; 32],
        proof: &[u8],
        store: &mut Store,
    ) -> Result<(), RoomRefused> {
        if version != ROOM_VERSION {
            self.out.push(Output::Close(conn));
            return Err(RoomRefused::Version { asked: version, spoken: ROOM_VERSION });
        }
        let name = name.trim();
        if !valid_name(name) {
            return Err(RoomRefused::Name);
        }
        let nonce = self.conns.get(&conn).map(|c| c.nonce).ok_or(RoomRefused::NotGreeted)?;
        if !proves(&key, &nonce, proof) {
            return Err(RoomRefused::Proof);
        }
        let id = PlayerId::of(&key);
        if self.players.get(&id).is_some_and(|p| p.key != key) {
            // Two keys that share their first eight bytes: as good as never.
            return Err(RoomRefused::Proof);
        }
        let before = self.players.get(&id).and_then(|p| p.conn);
        if let Some(old) = before.filter(|&old| old != conn) {
            self.send(old, ToClient::Refused(RoomRefused::Elsewhere));
            self.out.push(Output::Close(old));
            if let Some(state) = self.conns.get_mut(&old) {
                state.player = None;
            }
        }
        self.players.insert(id, Player { key, name: name.to_owned(), conn: Some(conn) });
        if let Some(state) = self.conns.get_mut(&conn) {
            state.player = Some(id);
        }
        store.save_player(id, &key, name);
        self.send(conn, ToClient::Greeted { you: id });
        self.lobby_changed = true;
        Ok(())
    }
}

/// Whether a name is one to show: 1 to [`MAX_NAME_CHARS`] characters,
/// none of them a control character.
pub(super) fn valid_name(name: &str) -> bool {
    let count = name.chars().count();
    (1..=MAX_NAME_CHARS).contains(&count) && !name.chars().any(char::is_control)
}
