//! The online screen's forms: who takes each seat of a hosted game, the
//! address and code to join with, and what is wrong with them.

use crate::app::net::{HostingOptions, JoinRequest};
use crate::app::{Settings, address_error_text, code_error_text};
use crate::locale::Texts;
use bevy::prelude::*;
use net::protocol::DEFAULT_PORT;
use net::{AddressError, CodeError, JoinCode, SeatWish, parse_address};
use rules::{Level, MAX_PLAYERS, PlayerKind, PlayerSpec, Seat, Setup, seat_points};
use std::time::Duration;

/// Who takes a seat of a hosted game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatChoice {
    /// The person at this machine.
    You,
    /// A friend who joins.
    Open,
    /// A computer here.
    Computer(Level),
}

/// The online screen's forms. Written only by its panel.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct OnlineForm {
    /// Seats of the hosted game: 2, 3, 4 or 6.
    pub(super) players: usize,
    /// Who takes each seat.
    pub(super) seats: [SeatChoice; MAX_PLAYERS],
    /// The port to host on, as typed.
    pub(super) port: String,
    /// Seconds a dropped player's seat waits before a computer takes it,
    /// as typed; empty: it waits.
    pub(super) stand_in_after: String,
    /// The host's address, as typed.
    pub(super) address: String,
    /// The join code, as typed.
    pub(super) code: String,
    /// The player's name; empty: "Host" or "Guest" in the player's
    /// language.
    pub(super) name: String,
    /// The seat to ask for.
    pub(super) wish: SeatWish,
}

impl Default for OnlineForm {
    fn default() -> OnlineForm {
        let mut seats = [SeatChoice::Open; MAX_PLAYERS];
        seats[0] = SeatChoice::You;
        OnlineForm {
            players: 2,
            seats,
            port: DEFAULT_PORT.to_string(),
            stand_in_after: "60".into(),
            address: String::new(),
            code: String::new(),
            name: String::new(),
            wish: SeatWish::AnyOpen,
        }
    }
}

/// What is wrong with the online form's choices (the screen words it with
/// [`form_error`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormError {
    /// The port, as typed, is not a number up to 65535.
    Port(String),
    /// The stand-in's wait, as typed, is not a number of seconds.
    Wait(String),
    /// No seat is open for a friend.
    NoOpenSeat,
    /// The host's address names no host.
    Address(AddressError),
    /// The join code is not one.
    Code(CodeError),
}

/// Why the form cannot host or join, as the notice line says it: "Cannot
/// host: …" or "Cannot join: …".
pub fn form_error(texts: &Texts, error: &FormError) -> String {
    match error {
        FormError::Port(port) => texts.with("online-error-port", &[("port", port.as_str().into())]),
        FormError::Wait(wait) => texts.with("online-error-wait", &[("wait", wait.as_str().into())]),
        FormError::NoOpenSeat => texts.get("online-error-no-open-seat"),
        FormError::Address(error) => address_error_text(texts, error),
        FormError::Code(error) => code_error_text(texts, error),
    }
}

impl OnlineForm {
    /// The hosted game these choices make, with a fresh code drawn from
    /// `random` and the host's default name and the game's name and
    /// description in the language of `texts`, or what is wrong with them.
    pub fn hosting(&self, texts: &Texts, settings: &Settings, random: u64) -> Result<HostingOptions, FormError> {
        let players = if seat_points(self.players).is_some() { self.players } else { 2 };
        let port = self.port.trim().parse::<u16>().map_err(|_| FormError::Port(self.port.clone()))?;
        let stand_in_after = match self.stand_in_after.trim() {
            "" => None,
            text => Some(Duration::from_secs(text.parse::<u64>().map_err(|_| FormError::Wait(text.to_owned()))?)),
        };
        let seats = &self.seats[..players];
        if !seats.contains(&SeatChoice::Open) {
            return Err(FormError::NoOpenSeat);
        }
        let host_name = self.name_or(&texts.get("online-default-host-name"));
        let specs = seats
            .iter()
            .map(|choice| match choice {
                SeatChoice::You => PlayerSpec::new(PlayerKind::Human).named(&host_name),
                SeatChoice::Open => PlayerSpec::new(PlayerKind::Human),
                SeatChoice::Computer(level) => PlayerSpec::new(PlayerKind::Computer(*level)),
            })
            .collect();
        let mut setup = Setup::new(specs);
        setup.rules = settings.default_rules.for_players(players);
        setup.name = texts.with("online-game-name", &[("name", host_name.as_str().into())]);
        setup.description = texts.get("online-game-description");
        let open = (0..players).filter(|&i| seats[i] == SeatChoice::Open).map(Seat::new).collect();
        Ok(HostingOptions {
            setup,
            open,
            port,
            code: JoinCode::from_random(random),
            extra_addresses: Vec::new(),
            stand_in_after,
            stand_in_level: Level::HARD,
            auto_start: false,
            games: None,
        })
    }

    /// The request that joins the game these choices name (with the guest's
    /// default name in the language of `texts`), or what is wrong with them.
    pub fn join(&self, texts: &Texts) -> Result<JoinRequest, FormError> {
        let address = parse_address(&self.address).map_err(FormError::Address)?;
        let code = JoinCode::parse(&self.code).map_err(FormError::Code)?;
        Ok(JoinRequest::Dial {
            address,
            code,
            name: self.name_or(&texts.get("online-default-guest-name")),
            wish: self.wish,
            computer: None,
        })
    }

    /// The name typed, or `default` when none was.
    fn name_or(&self, default: &str) -> String {
        let name = self.name.trim();
        if name.is_empty() { default.to_string() } else { name.to_string() }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::Language;

    #[test]
    fn a_hosted_game_has_the_seats_chosen() {
        let texts = Texts::new(Language::English);
        let mut form = OnlineForm { players: 3, name: "Ann".into(), ..OnlineForm::default() };
        form.seats[2] = SeatChoice::Computer(Level::HARD);
        let options = form.hosting(&texts, &Settings::default(), 7).expect("a game");
        assert_eq!(options.open, vec![Seat::new(1)]);
        assert_eq!(options.setup.player_name(Seat::new(0)), "Ann");
        assert_eq!(options.setup.name, "Ann's game");
        assert_eq!(options.setup.players[2].kind, PlayerKind::Computer(Level::HARD));
        assert_eq!(options.stand_in_after, Some(Duration::from_secs(60)));
    }

    #[test]
    fn a_game_without_an_open_seat_or_with_a_bad_port_is_named() {
        let texts = Texts::new(Language::English);
        let mut form = OnlineForm::default();
        form.seats[1] = SeatChoice::Computer(Level::EASY);
        assert_eq!(form.hosting(&texts, &Settings::default(), 7).err(), Some(FormError::NoOpenSeat));
        let form = OnlineForm { port: "99999".into(), ..OnlineForm::default() };
        let error = form.hosting(&texts, &Settings::default(), 7).err();
        assert_eq!(error, Some(FormError::Port("99999".into())));
        assert!(error.is_some_and(|error| form_error(&texts, &error).contains("port \"99999\"")));
    }

    #[test]
    fn joining_needs_an_address_and_a_code() {
        let texts = Texts::new(Language::English);
        let form = OnlineForm { address: "127.0.0.1".into(), code: "abcd-efgh".into(), ..OnlineForm::default() };
        assert!(matches!(form.join(&texts), Ok(JoinRequest::Dial { ref name, .. }) if name == "Guest"));
        let form = OnlineForm { code: "x".into(), ..form };
        let error = form.join(&texts).err();
        assert!(matches!(error, Some(FormError::Code(_))));
        assert!(error.is_some_and(|error| !form_error(&texts, &error).starts_with("online-")));
    }
}
