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
    heard: Vec<(Announced, Instant)>,
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
                    let text = String::from_utf8_lossy(&buffer[..len]);
                    if let Some(game) = read_announcement(&text, from.ip()) {
                        self.heard.retain(|(g, _)| g.address != game.address);
                        self.heard.push((game, Instant::now()));
                    }
                }
                Err(e) if e.kind() == ErrorKind::WouldBlock => break,
                Err(_) => break,
            }
        }
        self.heard.retain(|(_, at)| at.elapsed() < FORGET_AFTER);
    }

    /// The games heard of lately, in the order first heard.
    pub fn games(&self) -> impl Iterator<Item = &Announced> {
        self.heard.iter().map(|(g, _)| g)
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
}
