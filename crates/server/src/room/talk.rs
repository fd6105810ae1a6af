//! Chat: a line to the lobby, or to everyone at a table. Chat is words,
//! never commands: the server checks its length and its rate, strips
//! control characters, and never keeps it.

use super::state::Room;
use super::table::ConnId;
use net::room::{MAX_CHAT_CHARS, Place, PlayerId, RoomRefused, ToClient};

impl Room {
    /// Says a line of chat for `player`.
    pub(super) fn chat(
        &mut self,
        conn: ConnId,
        player: PlayerId,
        place: Place,
        text: &str,
        now_ms: u64,
    ) -> Result<(), RoomRefused> {
        let text: String = text.chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
        let text = text.trim();
        if text.is_empty() || text.chars().count() > MAX_CHAT_CHARS {
            return Err(RoomRefused::ChatLength);
        }
        let hearers: Vec<ConnId> = match place {
            Place::Lobby => self.conns.iter().filter(|(_, c)| c.lobby).map(|(id, _)| *id).collect(),
            Place::Table(id) => {
                let table = self.tables.get(&id).ok_or(RoomRefused::NoSuchTable(id))?;
                if !table.present.contains(&conn) {
                    return Err(RoomRefused::NotAtTable(id));
                }
                table.present.iter().copied().collect()
            }
        };
        if let Some(state) = self.conns.get_mut(&conn)
            && let Err(wait) = state.chat.take(now_ms)
        {
            return Err(RoomRefused::TooFast(wait));
        }
        let name = self.name_of(player);
        for hearer in hearers {
            let line = ToClient::Chat { place, from: player, name: name.clone(), text: text.to_owned() };
            self.send(hearer, line);
        }
        Ok(())
    }
}
