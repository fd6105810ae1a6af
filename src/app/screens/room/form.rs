//! The room screen's forms: the server to connect to, a table to make
//! (its seats, whether it is listed, its clock and what becomes of a
//! player out of time or gone), the join code typed, and the chat lines
//! being written.

use crate::app::{Settings, address_error_text, code_error_text};
use crate::locale::Texts;
use bevy::prelude::*;
use net::room::{Clock, DEFAULT_ROOM_PORT, NewTable, OutOfTime};
use net::{AddressError, CodeError, JoinCode, parse_address_or_port};
use rules::{Level, MAX_PLAYERS, PlayerKind, PlayerSpec, Setup, seat_points};
use std::net::SocketAddr;

/// Who takes a seat of a table being made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum TableSeat {
    /// The player making the table.
    You,
    /// Open for anyone who joins.
    Open,
    /// A computer of the server's.
    Computer(Level),
}

/// Which clock a table being made has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum ClockChoice {
    /// None.
    None,
    /// Minutes for the game and seconds added a move.
    Fischer,
    /// Days a move.
    Days,
}

/// The room screen's forms. Written only by its panel, and inserted
/// filled by `online ADDR` before the app runs.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct RoomForm {
    /// The server's address, as typed.
    pub(super) server: String,
    /// The player's name there.
    pub(super) name: String,
    /// Whether the form was filled from the settings.
    pub(super) filled: bool,
    /// Connect at once (`online ADDR`).
    pub(super) connect_at_once: bool,
    /// The new table's name.
    pub(super) table_name: String,
    /// Its seats: 2, 3, 4 or 6.
    pub(super) players: usize,
    /// Who takes each.
    pub(super) seats: [TableSeat; MAX_PLAYERS],
    /// Listed in the lobby.
    pub(super) public: bool,
    /// Its clock.
    pub(super) clock: ClockChoice,
    /// Minutes for the game, with [`ClockChoice::Fischer`].
    pub(super) minutes: u32,
    /// Seconds added a move, with [`ClockChoice::Fischer`].
    pub(super) increment: u32,
    /// Days a move, with [`ClockChoice::Days`].
    pub(super) days: u8,
    /// What becomes of a player out of time.
    pub(super) out_of_time: OutOfTime,
    /// Seconds a gone player's seat waits for them; 0 waits for good.
    pub(super) wait_secs: u32,
    /// The level of a computer that takes over a seat.
    pub(super) stand_in: Level,
    /// The join code, as typed.
    pub(super) code: String,
    /// The lobby's chat line being written.
    pub(super) lobby_line: String,
    /// The table's chat line being written.
    pub(super) table_line: String,
}

impl Default for RoomForm {
    fn default() -> RoomForm {
        let mut seats = [TableSeat::Open; MAX_PLAYERS];
        seats[0] = TableSeat::You;
        RoomForm {
            server: String::new(),
            name: String::new(),
            filled: false,
            connect_at_once: false,
            table_name: String::new(),
            players: 2,
            seats,
            public: true,
            clock: ClockChoice::Fischer,
            minutes: 5,
            increment: 5,
            days: 2,
            out_of_time: OutOfTime::Computer,
            wait_secs: 120,
            stand_in: Level::HARD,
            code: String::new(),
            lobby_line: String::new(),
            table_line: String::new(),
        }
    }
}

/// What is wrong with the room form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum RoomFormError {
    /// The server's address names no host.
    Address(AddressError),
    /// The join code is not one.
    Code(CodeError),
}

/// What is wrong, as the notice line says it.
pub(super) fn room_form_error(texts: &Texts, error: &RoomFormError) -> String {
    match error {
        RoomFormError::Address(error) => address_error_text(texts, error),
        RoomFormError::Code(error) => code_error_text(texts, error),
    }
}

impl RoomForm {
    /// A form that connects to `server` as soon as the screen shows.
    pub fn connecting_to(server: String) -> RoomForm {
        RoomForm { server, connect_at_once: true, ..RoomForm::default() }
    }

    /// Fills the server (unless given) and the name from where the player
    /// last played, once.
    pub(super) fn fill_from(&mut self, settings: &Settings) {
        if self.filled {
            return;
        }
        self.filled = true;
        if let Some(place) = &settings.room {
            if self.server.is_empty() {
                self.server.clone_from(&place.server);
            }
            self.name.clone_from(&place.name);
        }
    }

    /// The server's address.
    pub(super) fn address(&self) -> Result<SocketAddr, RoomFormError> {
        parse_address_or_port(&self.server, DEFAULT_ROOM_PORT).map_err(RoomFormError::Address)
    }

    /// The name typed, or "Guest" in the player's language.
    pub(super) fn name_or_default(&self, texts: &Texts) -> String {
        let name = self.name.trim();
        if name.is_empty() { texts.get("online-default-guest-name") } else { name.to_owned() }
    }

    /// The join code typed.
    pub(super) fn code(&self) -> Result<JoinCode, RoomFormError> {
        JoinCode::parse(&self.code).map_err(RoomFormError::Code)
    }

    /// The table these choices make, with the game's rules from the
    /// settings; the server checks it all again.
    pub(super) fn new_table(&self, texts: &Texts, settings: &Settings) -> NewTable {
        let players = if seat_points(self.players).is_some() { self.players } else { 2 };
        let seats = &self.seats[..players];
        let name = self.name_or_default(texts);
        let specs = seats
            .iter()
            .map(|seat| match seat {
                TableSeat::You | TableSeat::Open => PlayerSpec::new(PlayerKind::Human),
                TableSeat::Computer(level) => PlayerSpec::new(PlayerKind::Computer(*level)),
            })
            .collect();
        let mut setup = Setup::new(specs);
        setup.rules = settings.default_rules.for_players(players);
        let table_name = self.table_name.trim();
        setup.name = if table_name.is_empty() {
            texts.with("online-game-name", &[("name", name.as_str().into())])
        } else {
            table_name.to_owned()
        };
        let clock = match self.clock {
            ClockChoice::None => Clock::None,
            ClockChoice::Fischer => Clock::Fischer { base_secs: self.minutes * 60, increment_secs: self.increment },
            ClockChoice::Days => Clock::Days(self.days),
        };
        NewTable {
            name: setup.name.clone(),
            // A setup of our own making always writes; the server names
            // what it refuses.
            setup: setup.to_ron().unwrap_or_default(),
            seat: seats.iter().position(|s| *s == TableSeat::You).and_then(|s| u8::try_from(s).ok()),
            public: self.public,
            clock,
            out_of_time: self.out_of_time,
            wait_secs: self.wait_secs,
            stand_in: self.stand_in,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::Language;

    #[test]
    fn a_table_has_the_seats_and_clock_chosen() {
        let texts = Texts::new(Language::English);
        let mut form = RoomForm { players: 3, name: "Ann".into(), ..RoomForm::default() };
        form.seats[2] = TableSeat::Computer(Level::HARD);
        let table = form.new_table(&texts, &Settings::default());
        assert_eq!(table.seat, Some(0));
        assert_eq!(table.name, "Ann's game");
        assert_eq!(table.clock, Clock::Fischer { base_secs: 300, increment_secs: 5 });
        let setup = Setup::from_ron(&table.setup).expect("the setup reads back");
        assert_eq!(setup.players.len(), 3);
        assert_eq!(setup.players[2].kind, PlayerKind::Computer(Level::HARD));
    }

    #[test]
    fn a_server_address_takes_the_room_port_and_a_bad_code_is_named() {
        let form = RoomForm { server: "127.0.0.1".into(), code: "x".into(), ..RoomForm::default() };
        assert_eq!(form.address().map(|a| a.port()), Ok(DEFAULT_ROOM_PORT));
        let texts = Texts::new(Language::English);
        let error = form.code().expect_err("not a code");
        assert!(!room_form_error(&texts, &error).starts_with("online-"));
    }
}
