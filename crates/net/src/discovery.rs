//! Finding games on the same network without typing an address: a host
//! broadcasts a short line once a second on the discovery port, and the
//! Join screen listens for it. The line is plain text:
//! `chinese-checkers 1 PORT OPEN NAME` (protocol version, the game's port,
//! open seats, the game's name). It carries no code: a player still needs
//! the code from the host.

use super::protocol::PROTOCOL_VERSION;
use std::io::ErrorKind;
use std::net::{IpAddr, Ipv4Addr, SocketAddr, UdpSocket};
use std::time::{Duration, Instant};

/// The UDP port games are announced on.
pub const DISCOVERY_PORT: u16 = 28_542;
/// How often a host announces its game.
pub const ANNOUNCE_EVERY: Duration = Duration::from_secs(1);
/// A game not heard of for this long has gone from the list.
const FORGET_AFTER: Duration = Duration::from_secs(4);
/// The first word of every announcement.
const MAGIC: &str = "chinese-checkers";

/// A game announced on the network.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Announced {
    /// Where to dial it.
    pub address: SocketAddr,
    /// Its open seats.
    pub open: usize,
    /// Its name.
    pub name: String,
}

/// The line a host announces.
pub fn announcement(port: u16, open: usize, name: &str) -> String {
    let name: String = name.chars().filter(|c| !c.is_control()).take(40).collect();
    format!("{MAGIC} {PROTOCOL_VERSION} {port} {open} {name}")
}

/// Reads an announcement heard from `from`: `None` if it is not one of this
/// protocol's.
pub fn read_announcement(text: &str, from: IpAddr) -> Option<Announced> {
    let mut words = text.splitn(5, ' ');
    if words.next()? != MAGIC || words.next()?.parse::<u32>().ok()? != PROTOCOL_VERSION {
        return None;
    }
    let port = words.next()?.parse().ok()?;
    let open = words.next()?.parse().ok()?;
    let name = words.next().unwrap_or("").to_string();
    Some(Announced { address: SocketAddr::new(from, port), open, name })
}

/// A host's announcer.
#[derive(Debug)]
pub struct Announcer {
    socket: UdpSocket,
    last: Option<Instant>,
}

impl Announcer {
    /// An announcer on a fresh socket allowed to broadcast.
    pub fn new() -> std::io::Result<Announcer> {
        let socket = UdpSocket::bind(SocketAddr::new(IpAddr::V4(Ipv4Addr::UNSPECIFIED), 0))?;
        socket.set_broadcast(true)?;
        Ok(Announcer { socket, last: None })
    }

    /// Announces the game if a second has passed since the last time.
    /// A network that refuses broadcasts is no error: the game is simply
    /// not listed.
    pub fn announce(&mut self, line: &str) {
        if self.last.is_some_and(|at| at.elapsed() < ANNOUNCE_EVERY) {
            return;
        }
        self.last = Some(Instant::now());
        for to in [Ipv4Addr::BROADCAST, Ipv4Addr::LOCALHOST] {
            let _ = self.socket.send_to(line.as_bytes(), SocketAddr::new(IpAddr::V4(to), DISCOVERY_PORT));
        }
    }
}

/// The Join screen's list of games heard of.
#[derive(Debug)]
pub struct Listener {
    socket: UdpSocket,
    heard: Vec<Heard>,
}

/// A game heard, the port its announcements come from, and when last.
#[derive(Debug)]
struct Heard {
    game: Announced,
    from_port: u16,
    at: Instant,
}

impl Heard {
    /// Whether `game`, heard from `from_port`, is this game: a host on this
    /// machine is heard twice, by broadcast and on the loopback address,
    /// from the same announcer's port.
    fn is(&self, game: &Announced, from_port: u16) -> bool {
        self.from_port == from_port && self.game.address.port() == game.address.port() && self.game.name == game.name
    }
}

impl Listener {
    /// Listens on the discovery port; fails if another program holds it.
    pub fn new() -> std::io::Result<Listener> {
        let socket = UdpSocket::bind(SocketAddr::new(IpAddr::V4(Ipv4Addr::UNSPECIFIED), DISCOVERY_PORT))?;
        socket.set_nonblocking(true)?;
        Ok(Listener { socket, heard: Vec::new() })
    }

    /// Reads what has been heard since the last call, and forgets games
    /// gone quiet.
    pub fn listen(&mut self) {
        let mut buffer = [0u8; 256];
        loop {
            match self.socket.recv_from(&mut buffer) {
                Ok((len, from)) => {
                    if let Some(game) = read_announcement(&String::from_utf8_lossy(&buffer[..len]), from.ip()) {
                        self.hear(game, from.port());
                    }
                }
                Err(e) if e.kind() == ErrorKind::WouldBlock => break,
                Err(_) => break,
            }
        }
        self.heard.retain(|h| h.at.elapsed() < FORGET_AFTER);
    }

    /// Notes a game heard. A game heard on two addresses is listed once,
    /// at the one other machines could dial too.
    fn hear(&mut self, game: Announced, from_port: u16) {
        let at = Instant::now();
        match self.heard.iter_mut().find(|h| h.is(&game, from_port)) {
            Some(known) => {
                let keep_address = game.address.ip().is_loopback() && !known.game.address.ip().is_loopback();
                let address = if keep_address { known.game.address } else { game.address };
                *known = Heard { game: Announced { address, ..game }, from_port, at };
            }
            None => self.heard.push(Heard { game, from_port, at }),
        }
    }

    /// The games heard of lately, in the order first heard.
    pub fn games(&self) -> impl Iterator<Item = &Announced> {
        self.heard.iter().map(|h| &h.game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_announcement_reads_back() {
        let from = IpAddr::V4(Ipv4Addr::new(192, 168, 1, 20));
        let line = announcement(28_541, 2, "Friday game");
        let game = read_announcement(&line, from).expect("an announcement");
        assert_eq!(game, Announced { address: SocketAddr::new(from, 28_541), open: 2, name: "Friday game".into() });
    }

    #[test]
    fn other_lines_are_not_games() {
        let from = IpAddr::V4(Ipv4Addr::LOCALHOST);
        assert_eq!(read_announcement("hello world", from), None);
        assert_eq!(read_announcement("chinese-checkers 99 28541 2 x", from), None);
        assert_eq!(read_announcement("chinese-checkers 1 port 2 x", from), None);
    }

    #[test]
    fn a_game_heard_by_broadcast_and_on_loopback_is_listed_once_at_its_network_address() {
        let socket = UdpSocket::bind((Ipv4Addr::LOCALHOST, 0)).expect("a socket");
        let mut listener = Listener { socket, heard: Vec::new() };
        let lan = IpAddr::V4(Ipv4Addr::new(192, 168, 1, 20));
        let line = announcement(28_541, 1, "Ann's game");
        for from in [lan, IpAddr::V4(Ipv4Addr::LOCALHOST), lan, IpAddr::V4(Ipv4Addr::LOCALHOST)] {
            listener.hear(read_announcement(&line, from).expect("an announcement"), 40_000);
        }
        listener.hear(read_announcement(&line, lan).expect("an announcement"), 40_001);
        let games: Vec<&Announced> = listener.games().collect();
        assert_eq!(games.len(), 2, "one game per announcer: {games:?}");
        assert_eq!(games[0].address, SocketAddr::new(lan, 28_541));
    }
}
