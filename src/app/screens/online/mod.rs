//! Play online: host a game (each seat you, a computer or open for a
//! friend), or join one by its address and code, or from the games
//! announced on the local network. Once hosting or joined, the screen is
//! the lobby: the code and addresses to give out, and who sits where. The
//! game itself starts on the board like any other.
//!
//! The connection itself lives in `app::net`, outside this folder on
//! purpose: the headless `serve` and `join` commands use it too, with no
//! screen. This screen only fills in the forms and sends its requests.

mod panel;

use crate::app::net::{HostingOptions, JoinRequest};
use crate::app::{Hosting, Screen, Settings};
use crate::net::discovery::Listener;
use crate::net::protocol::DEFAULT_PORT;
use crate::net::{AddressError, CodeError, JoinCode, SeatWish, parse_address};
use crate::rules::{Level, MAX_PLAYERS, PlayerKind, PlayerSpec, Seat, Setup, seat_points};
use bevy::prelude::*;
use std::fmt;
use std::time::Duration;

/// The host's name when none is typed.
const HOST_NAME: &str = "Host";
/// A joining player's name when none is typed.
const GUEST_NAME: &str = "Guest";

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
    players: usize,
    /// Who takes each seat.
    seats: [SeatChoice; MAX_PLAYERS],
    /// The port to host on, as typed.
    port: String,
    /// Seconds a dropped player's seat waits before a computer takes it,
    /// as typed; empty: it waits.
    stand_in_after: String,
    /// The host's address, as typed.
    address: String,
    /// The join code, as typed.
    code: String,
    /// The player's name; empty: "Host" or "Guest".
    name: String,
    /// The seat to ask for.
    wish: SeatWish,
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

/// What is wrong with the online form's choices (the screen shows it
/// after "Cannot host:" or "Cannot join:").
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

impl fmt::Display for FormError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FormError::Port(port) => write!(f, "port {port:?}: a number up to 65535"),
            FormError::Wait(wait) => write!(f, "wait {wait:?}: a number of seconds, or nothing"),
            FormError::NoOpenSeat => f.write_str("open at least one seat for a friend"),
            FormError::Address(error) => write!(f, "{error}"),
            FormError::Code(error) => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for FormError {}

impl OnlineForm {
    /// The hosted game these choices make, with a fresh code drawn from
    /// `random`, or what is wrong with them.
    pub fn hosting(&self, settings: &Settings, random: u64) -> Result<HostingOptions, FormError> {
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
        let specs = seats
            .iter()
            .map(|choice| match choice {
                SeatChoice::You => PlayerSpec::new(PlayerKind::Human).named(&self.name_or(HOST_NAME)),
                SeatChoice::Open => PlayerSpec::new(PlayerKind::Human),
                SeatChoice::Computer(level) => PlayerSpec::new(PlayerKind::Computer(*level)),
            })
            .collect();
        let mut setup = Setup::new(specs);
        setup.rules = settings.default_rules.for_players(players);
        setup.name = format!("{}'s game", self.name_or(HOST_NAME));
        setup.description = "Played online".into();
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

    /// The request that joins the game these choices name, or what is
    /// wrong with them.
    pub fn join(&self) -> Result<JoinRequest, FormError> {
        let address = parse_address(&self.address).map_err(FormError::Address)?;
        let code = JoinCode::parse(&self.code).map_err(FormError::Code)?;
        Ok(JoinRequest::Dial { address, code, name: self.name_or(GUEST_NAME), wish: self.wish, computer: None })
    }

    /// The name typed, or `default` when none was.
    fn name_or(&self, default: &str) -> String {
        let name = self.name.trim();
        if name.is_empty() { default.to_string() } else { name.to_string() }
    }
}

/// Seconds between tries to listen for games, while the discovery port is
/// held by another program (such as a second copy of the game hosting).
const RETRY_SECONDS: f32 = 3.0;

/// The games heard of on the local network, while the online screen is
/// open and this machine is not hosting. Inserted, written and removed only
/// by this module.
#[derive(Resource, Debug, Default)]
pub struct LanGames {
    /// The listener, once it could listen.
    listener: Option<Listener>,
    /// Why it cannot listen, after its last try.
    problem: Option<String>,
    /// Seconds since its last try.
    since_try: f32,
}

impl LanGames {
    /// The listener, if it is listening.
    pub fn listener(&self) -> Option<&Listener> {
        self.listener.as_ref()
    }

    /// Why it cannot listen, if it cannot.
    pub fn problem(&self) -> Option<&str> {
        self.problem.as_deref()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<OnlineForm>()
        .add_systems(OnEnter(Screen::Online), start_listening)
        .add_systems(OnExit(Screen::Online), stop_listening)
        .add_systems(Update, listen.run_if(resource_exists::<LanGames>));
}

/// The online screen's panel.
pub(super) fn panels(app: &mut App) {
    app.add_plugins(panel::plugin);
}

fn start_listening(mut commands: Commands) {
    commands.insert_resource(LanGames { since_try: RETRY_SECONDS, ..LanGames::default() });
}

fn stop_listening(mut commands: Commands) {
    commands.remove_resource::<LanGames>();
}

/// Listens for announced games; a host does not listen, which leaves the
/// port to a second copy of the game on the same machine.
fn listen(mut games: ResMut<LanGames>, hosting: Option<Res<Hosting>>, time: Res<Time>) {
    if hosting.is_some() {
        games.listener = None;
        return;
    }
    games.since_try += time.delta_secs();
    if games.listener.is_none() && games.since_try >= RETRY_SECONDS {
        games.since_try = 0.0;
        match Listener::new() {
            Ok(listener) => (games.listener, games.problem) = (Some(listener), None),
            Err(e) => games.problem = Some(format!("Cannot listen for games on this network now: {e}.")),
        }
    }
    if let Some(listener) = games.listener.as_mut() {
        listener.listen();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hosted_game_has_the_seats_chosen() {
        let mut form = OnlineForm { players: 3, name: "Ann".into(), ..OnlineForm::default() };
        form.seats[2] = SeatChoice::Computer(Level::HARD);
        let options = form.hosting(&Settings::default(), 7).expect("a game");
        assert_eq!(options.open, vec![Seat::new(1)]);
        assert_eq!(options.setup.player_name(Seat::new(0)), "Ann");
        assert_eq!(options.setup.players[2].kind, PlayerKind::Computer(Level::HARD));
        assert_eq!(options.stand_in_after, Some(Duration::from_secs(60)));
    }

    #[test]
    fn a_game_without_an_open_seat_or_with_a_bad_port_is_named() {
        let mut form = OnlineForm::default();
        form.seats[1] = SeatChoice::Computer(Level::EASY);
        assert_eq!(form.hosting(&Settings::default(), 7).err(), Some(FormError::NoOpenSeat));
        let form = OnlineForm { port: "99999".into(), ..OnlineForm::default() };
        let error = form.hosting(&Settings::default(), 7).err();
        assert_eq!(error, Some(FormError::Port("99999".into())));
        assert!(error.is_some_and(|error| error.to_string().contains("port \"99999\"")));
    }

    #[test]
    fn joining_needs_an_address_and_a_code() {
        let form = OnlineForm { address: "127.0.0.1".into(), code: "abcd-efgh".into(), ..OnlineForm::default() };
        assert!(matches!(form.join(), Ok(JoinRequest::Dial { .. })));
        let form = OnlineForm { code: "x".into(), ..form };
        assert!(matches!(form.join(), Err(FormError::Code(_))));
    }
}
