//! The host's table: who holds each seat, and the checks every request
//! meets before it changes anything. A client may take only an open seat
//! (or its own again after a dropped connection), and may move only its own
//! seat, only on its turn, and only a legal move.
//!
//! Clients are numbered by the caller (the network layer's client ids);
//! the table knows nothing of connections beyond that.

use super::protocol::{MAX_NAME_CHARS, PROTOCOL_VERSION, Refused, SeatState, SeatWish, Unreadable};
use rules::{Game, IllegalMove, Level, Move, NotationError, Seat, parse_route};
use std::fmt;

/// Refused requests after which a client is disconnected.
pub const STRIKES_TO_DISCONNECT: u32 = 5;

/// Who holds one seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Chair {
    /// A person at the host's own machine.
    Host(String),
    /// A computer playing on the host.
    Computer(Level),
    /// Waiting for a player to join.
    Open,
    /// A player on another machine.
    Remote {
        /// The client holding it.
        client: u64,
        /// The player's name.
        name: String,
        /// Whether the connection is up; a dropped player may take the seat
        /// again.
        connected: bool,
    },
    /// A computer playing, on the host, a seat whose player dropped out.
    StandIn {
        /// Its level.
        level: Level,
        /// The player who dropped.
        name: String,
    },
}

/// Why a request was refused, in words for the player and the host's log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The client speaks another protocol version.
    Version(u32),
    /// A name that is empty or too long.
    Name,
    /// There is no such seat.
    NoSuchSeat(u8),
    /// The seat is someone else's.
    SeatTaken(u8),
    /// No seat is open.
    NoOpenSeat,
    /// The client has already said hello.
    AlreadySeated,
    /// The client has no seat (it is watching, or has not said hello).
    NoSeat,
    /// It is not the client's seat's turn.
    NotYourTurn,
    /// The move was meant for an earlier or later position.
    WrongTurn {
        /// The turn the client named.
        asked: u32,
        /// Turns played.
        now: u32,
    },
    /// The game has not started or is over.
    NoGame,
    /// The route is not written as holes joined by dashes: why.
    NotARoute(NotationError),
    /// The route is not a legal move: why.
    Illegal(IllegalMove),
    /// The request could not be read: why.
    Malformed(Unreadable),
}

impl Refusal {
    /// What the client is told: the kind, and the host's words where only
    /// the host can say it.
    pub fn news(&self) -> Refused {
        match self {
            Refusal::Version(asked) => Refused::Version { asked: *asked, spoken: PROTOCOL_VERSION },
            Refusal::Name => Refused::Name,
            Refusal::NoSuchSeat(seat) => Refused::NoSuchSeat(*seat),
            Refusal::SeatTaken(seat) => Refused::SeatTaken(*seat),
            Refusal::NoOpenSeat => Refused::NoOpenSeat,
            Refusal::AlreadySeated => Refused::AlreadySeated,
            Refusal::NoSeat => Refused::NoSeat,
            Refusal::NotYourTurn => Refused::NotYourTurn,
            Refusal::WrongTurn { asked, now } => Refused::WrongTurn { asked: *asked, now: *now },
            Refusal::NoGame => Refused::NoGame,
            Refusal::NotARoute(why) => Refused::NotLegal(why.to_string()),
            Refusal::Illegal(why) => Refused::NotLegal(why.to_string()),
            Refusal::Malformed(why) => Refused::Malformed(why.to_string()),
        }
    }
}

/// Says why in English, as the client is told it.
impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.news().fmt(f)
    }
}

/// The seats of the hosted game and the clients at it. Written only by
/// the host's network plugin (or the server's), which owns it.
#[derive(Clone, Debug)]
pub struct Table {
    chairs: Vec<Chair>,
    /// Clients that have said hello: their seat, or `None` when watching.
    joined: Vec<(u64, Option<Seat>)>,
    /// Refused requests so far, by client.
    strikes: Vec<(u64, u32)>,
}

impl Table {
    /// A table with these chairs, one per seat.
    pub fn new(chairs: Vec<Chair>) -> Table {
        Table { chairs, joined: Vec::new(), strikes: Vec::new() }
    }

    /// Who holds each seat.
    pub fn chairs(&self) -> &[Chair] {
        &self.chairs
    }

    /// Whether every seat has a player (or a computer), so a game can start.
    pub fn is_full(&self) -> bool {
        !self.chairs.iter().any(|c| matches!(c, Chair::Open))
    }

    /// The seats held by players who are not connected now.
    pub fn waiting_for(&self) -> Vec<Seat> {
        self.seats_where(|c| matches!(c, Chair::Remote { connected: false, .. }))
    }

    /// The seats played from another machine (connected or not): this
    /// machine waits for their moves.
    pub fn remote_seats(&self) -> Vec<Seat> {
        self.seats_where(|c| matches!(c, Chair::Remote { .. } | Chair::Open))
    }

    fn seats_where(&self, keep: impl Fn(&Chair) -> bool) -> Vec<Seat> {
        (0..self.chairs.len()).filter(|&i| keep(&self.chairs[i])).map(Seat::new).collect()
    }

    /// A client's seat, if it has one.
    pub fn seat_of(&self, client: u64) -> Option<Seat> {
        self.joined.iter().find(|(c, _)| *c == client).and_then(|(_, seat)| *seat)
    }

    /// Every client that has said hello.
    pub fn clients(&self) -> impl Iterator<Item = u64> + '_ {
        self.joined.iter().map(|(c, _)| *c)
    }

    /// Seats a client who said hello: the seat it wished for if open (or
    /// its own after a drop; a player who dropped keeps the name it had),
    /// else none when watching. Returns the seat given.
    pub fn hello(&mut self, client: u64, version: u32, name: &str, wish: SeatWish) -> Result<Option<Seat>, Refusal> {
        if version != PROTOCOL_VERSION {
            return Err(Refusal::Version(version));
        }
        if self.joined.iter().any(|(c, _)| *c == client) {
            return Err(Refusal::AlreadySeated);
        }
        let name = name.trim();
        if name.is_empty() || name.chars().count() > MAX_NAME_CHARS || name.chars().any(char::is_control) {
            return Err(Refusal::Name);
        }
        let seat = match wish {
            SeatWish::Watch => None,
            SeatWish::AnyOpen => {
                Some(self.chairs.iter().position(|c| matches!(c, Chair::Open)).ok_or(Refusal::NoOpenSeat)?)
            }
            SeatWish::Seat(s) => {
                let chair = self.chairs.get(usize::from(s)).ok_or(Refusal::NoSuchSeat(s))?;
                let takeable = match chair {
                    Chair::Open => true,
                    Chair::Remote { name: held_by, connected: false, .. } | Chair::StandIn { name: held_by, .. } => {
                        held_by == name
                    }
                    _ => false,
                };
                if !takeable {
                    return Err(Refusal::SeatTaken(s));
                }
                Some(usize::from(s))
            }
        };
        if let Some(index) = seat {
            self.chairs[index] = Chair::Remote { client, name: name.to_string(), connected: true };
        }
        let seat = seat.map(Seat::new);
        self.joined.push((client, seat));
        Ok(seat)
    }

    /// A client's connection dropped: its seat waits for it.
    pub fn dropped(&mut self, client: u64) -> Option<Seat> {
        self.joined.retain(|(c, _)| *c != client);
        self.strikes.retain(|(c, _)| *c != client);
        let index =
            self.chairs.iter().position(|c| matches!(c, Chair::Remote { client: held, .. } if *held == client))?;
        if let Chair::Remote { connected, .. } = &mut self.chairs[index] {
            *connected = false;
        }
        Some(Seat::new(index))
    }

    /// A computer takes a seat whose player dropped. Returns whether it did.
    pub fn stand_in(&mut self, seat: Seat, level: Level) -> bool {
        let Some(chair) = self.chairs.get_mut(seat.index()) else { return false };
        let Chair::Remote { name, connected: false, .. } = chair else { return false };
        *chair = Chair::StandIn { level, name: std::mem::take(name) };
        true
    }

    /// A computer takes an open seat (the host fills it before starting).
    pub fn fill(&mut self, seat: Seat, level: Level) -> bool {
        let Some(chair) = self.chairs.get_mut(seat.index()) else { return false };
        if *chair != Chair::Open {
            return false;
        }
        *chair = Chair::Computer(level);
        true
    }

    /// Checks a client's move: its own seat, its turn, the turn it names, a
    /// legal route. Returns the move to play.
    pub fn check_move(&self, game: Option<&Game>, client: u64, turn: u32, route: &str) -> Result<Move, Refusal> {
        let game = game.filter(|g| !g.is_over()).ok_or(Refusal::NoGame)?;
        let seat = self.seat_of(client).ok_or(Refusal::NoSeat)?;
        if game.to_move() != seat {
            return Err(Refusal::NotYourTurn);
        }
        if turn != game.turns() {
            return Err(Refusal::WrongTurn { asked: turn, now: game.turns() });
        }
        let route = parse_route(route).map_err(Refusal::NotARoute)?;
        game.check_route(&route).map_err(Refusal::Illegal)
    }

    /// Counts a refused request against a client. Returns whether it has
    /// now been refused too often and is to be disconnected.
    pub fn strike(&mut self, client: u64) -> bool {
        let count = match self.strikes.iter_mut().find(|(c, _)| *c == client) {
            Some((_, count)) => {
                *count += 1;
                *count
            }
            None => {
                self.strikes.push((client, 1));
                1
            }
        };
        count >= STRIKES_TO_DISCONNECT
    }

    /// Who holds each seat, as clients are told: the people by name, the
    /// computers by level, for each client to word.
    pub fn states(&self) -> Vec<SeatState> {
        self.chairs
            .iter()
            .map(|chair| match chair {
                Chair::Host(n) => SeatState::Host(n.clone()),
                Chair::Computer(level) => SeatState::Computer { level: *level, stands_in_for: None },
                Chair::StandIn { level, name } => {
                    SeatState::Computer { level: *level, stands_in_for: Some(name.clone()) }
                }
                Chair::Open => SeatState::Open,
                Chair::Remote { name, connected, .. } => {
                    SeatState::Remote { name: name.clone(), connected: *connected }
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::{Setup, route_to_string};

    fn two_open() -> Table {
        Table::new(vec![Chair::Open, Chair::Open])
    }

    fn start() -> Game {
        let setup = Setup::from_ron("(players: [(kind: Human), (kind: Human)])").expect("setup");
        Game::from_setup(&setup).expect("game")
    }

    #[test]
    fn a_seat_is_taken_once() {
        let mut table = two_open();
        assert_eq!(table.hello(7, PROTOCOL_VERSION, "Ann", SeatWish::Seat(1)), Ok(Some(Seat::new(1))));
        assert_eq!(table.hello(8, PROTOCOL_VERSION, "Bob", SeatWish::Seat(1)), Err(Refusal::SeatTaken(1)));
        assert_eq!(table.hello(8, PROTOCOL_VERSION, "Bob", SeatWish::Seat(5)), Err(Refusal::NoSuchSeat(5)));
        assert_eq!(table.hello(8, PROTOCOL_VERSION, "Bob", SeatWish::AnyOpen), Ok(Some(Seat::new(0))));
        assert!(table.is_full());
        assert_eq!(table.hello(9, PROTOCOL_VERSION, "Cy", SeatWish::AnyOpen), Err(Refusal::NoOpenSeat));
        assert_eq!(table.hello(9, PROTOCOL_VERSION, "Cy", SeatWish::Watch), Ok(None));
        assert_eq!(table.hello(9, PROTOCOL_VERSION, "Cy", SeatWish::Watch), Err(Refusal::AlreadySeated));
    }

    #[test]
    fn another_version_or_a_bad_name_is_refused() {
        let mut table = two_open();
        assert_eq!(
            table.hello(1, PROTOCOL_VERSION + 1, "Ann", SeatWish::AnyOpen),
            Err(Refusal::Version(PROTOCOL_VERSION + 1))
        );
        assert_eq!(table.hello(1, PROTOCOL_VERSION, "  ", SeatWish::AnyOpen), Err(Refusal::Name));
        assert_eq!(table.hello(1, PROTOCOL_VERSION, &"x".repeat(25), SeatWish::AnyOpen), Err(Refusal::Name));
        assert!(!table.is_full());
    }

    #[test]
    fn a_dropped_player_takes_its_own_seat_again() {
        let mut table = two_open();
        table.hello(1, PROTOCOL_VERSION, "Ann", SeatWish::Seat(0)).expect("seated");
        assert_eq!(table.dropped(1), Some(Seat::new(0)));
        assert_eq!(table.waiting_for(), vec![Seat::new(0)]);
        assert_eq!(table.hello(2, PROTOCOL_VERSION, "Eve", SeatWish::Seat(0)), Err(Refusal::SeatTaken(0)));
        assert_eq!(table.hello(3, PROTOCOL_VERSION, "Ann", SeatWish::Seat(0)), Ok(Some(Seat::new(0))));
        assert_eq!(table.seat_of(3), Some(Seat::new(0)));
        assert!(table.waiting_for().is_empty());
    }

    #[test]
    fn a_computer_stands_in_only_for_a_dropped_player() {
        let mut table = two_open();
        table.hello(1, PROTOCOL_VERSION, "Ann", SeatWish::Seat(0)).expect("seated");
        assert!(!table.stand_in(Seat::new(0), Level::HARD), "Ann is still connected");
        table.dropped(1);
        assert!(table.stand_in(Seat::new(0), Level::HARD));
        assert_eq!(table.remote_seats(), vec![Seat::new(1)]);
    }

    #[test]
    fn only_the_seat_to_move_may_play_a_legal_move_for_this_turn() {
        let mut table = two_open();
        table.hello(10, PROTOCOL_VERSION, "Ann", SeatWish::Seat(0)).expect("seated");
        table.hello(11, PROTOCOL_VERSION, "Bob", SeatWish::Seat(1)).expect("seated");
        table.hello(12, PROTOCOL_VERSION, "Cy", SeatWish::Watch).expect("watching");
        let game = start();
        let legal = game.legal_moves().iter().next().expect("a move");
        let route = route_to_string(&game.route(legal).expect("route"));
        assert_eq!(table.check_move(Some(&game), 10, 0, &route), Ok(legal));
        assert_eq!(table.check_move(Some(&game), 11, 0, &route), Err(Refusal::NotYourTurn));
        assert_eq!(table.check_move(Some(&game), 12, 0, &route), Err(Refusal::NoSeat));
        assert_eq!(table.check_move(Some(&game), 99, 0, &route), Err(Refusal::NoSeat));
        assert_eq!(table.check_move(Some(&game), 10, 3, &route), Err(Refusal::WrongTurn { asked: 3, now: 0 }));
        assert_eq!(table.check_move(None, 10, 0, &route), Err(Refusal::NoGame));
        let mut backwards = game.route(legal).expect("route");
        backwards.reverse();
        let from_an_empty_hole = route_to_string(&backwards);
        assert!(matches!(table.check_move(Some(&game), 10, 0, &from_an_empty_hole), Err(Refusal::Illegal(_))));
        assert!(matches!(table.check_move(Some(&game), 10, 0, "q9-q1"), Err(Refusal::NotARoute(_))));
        assert!(matches!(table.check_move(Some(&game), 10, 0, "nonsense"), Err(Refusal::NotARoute(_))));
    }

    #[test]
    fn a_client_is_disconnected_after_repeated_refusals() {
        let mut table = two_open();
        let strikes: Vec<bool> = (0..STRIKES_TO_DISCONNECT).map(|_| table.strike(4)).collect();
        assert_eq!(strikes.iter().filter(|s| **s).count(), 1);
        assert_eq!(strikes.last(), Some(&true));
    }
}
