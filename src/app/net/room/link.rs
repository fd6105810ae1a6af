//! The connection to a room server, kept on two threads of its own so the
//! window never waits on the network: one connects (and connects again
//! after a drop, with a growing pause), sends the game's requests and
//! pings while all is quiet; the other reads what the server tells. The
//! app sees only two channels: requests in, [`LinkEvent`]s out.

use net::room::{ClientError, Identity, PlayerId, RoomClient, RoomRefused, SILENCE_SECS, ToClient, ToServer};
use std::net::SocketAddr;
use std::sync::Mutex;
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::thread;
use std::time::{Duration, Instant};

/// How often a quiet connection pings the server: well within the
/// silence after which the server takes a client to be gone.
const PING_EVERY: Duration = Duration::from_secs(SILENCE_SECS / 3);

/// The longest pause between two tries to connect.
const MOST_PATIENT: Duration = Duration::from_secs(10);

/// What the connection tells the app.
#[derive(Debug)]
pub(super) enum LinkEvent {
    /// Connected (again), and greeted as this player.
    Connected(PlayerId),
    /// The server told this.
    Told(ToClient),
    /// The connection failed or dropped: the system's words, or `None`
    /// when the server closed it. The link tries again.
    Down(Option<String>),
    /// The server refused the hello: the link has stopped.
    Refused(RoomRefused),
}

/// What the sending thread is asked.
enum Outgoing {
    /// Send this request.
    Request(ToServer),
    /// The reader of connection `n` found it closed.
    ReaderGone(u64),
    /// The server closed connection `n` because the same player connected
    /// from elsewhere: this link gives way for good.
    Ousted(u64),
    /// The app dropped its link: hang up.
    HangUp,
}

/// A live link to a room server: dropping it hangs up.
pub(super) struct Link {
    outgoing: Sender<Outgoing>,
    events: Mutex<Receiver<LinkEvent>>,
}

impl Link {
    /// Starts connecting to `address` as `identity`, named `name`.
    pub(super) fn open(address: SocketAddr, identity: Identity, name: String) -> Link {
        let (outgoing, requests) = channel();
        let (tell, events) = channel();
        let own = outgoing.clone();
        thread::Builder::new()
            .name("room link".into())
            .spawn(move || keep_connected(address, &identity, &name, &requests, &own, &tell))
            .map_or_else(|error| bevy::log::warn!("cannot start the room link: {error}"), drop);
        Link { outgoing, events: Mutex::new(events) }
    }

    /// Sends a request (dropped while the connection is down, and one
    /// queued when it dropped is dropped with it: the app asks again for
    /// what it needs once it is back).
    pub(super) fn send(&self, request: ToServer) {
        let _ = self.outgoing.send(Outgoing::Request(request));
    }

    /// What happened since the last call.
    pub(super) fn events(&self) -> Vec<LinkEvent> {
        self.events.lock().map(|events| events.try_iter().collect()).unwrap_or_default()
    }
}

impl Drop for Link {
    fn drop(&mut self) {
        let _ = self.outgoing.send(Outgoing::HangUp);
    }
}

/// Connects, serves the connection until it drops, and connects again,
/// until the app drops its link or the server refuses the hello.
fn keep_connected(
    address: SocketAddr,
    identity: &Identity,
    name: &str,
    requests: &Receiver<Outgoing>,
    own: &Sender<Outgoing>,
    tell: &Sender<LinkEvent>,
) {
    let mut pause = Duration::from_millis(250);
    let mut connection = 0u64;
    loop {
        match RoomClient::connect(address, identity, name) {
            Ok(client) => {
                pause = Duration::from_millis(250);
                connection += 1;
                if tell.send(LinkEvent::Connected(client.you())).is_err() {
                    return;
                }
                match serve(client, connection, requests, own, tell) {
                    Served::Dropped(why) => {
                        if tell.send(LinkEvent::Down(why)).is_err() {
                            return;
                        }
                    }
                    Served::HungUp | Served::Ousted => return,
                }
            }
            Err(ClientError::Refused(why)) => {
                let _ = tell.send(LinkEvent::Refused(why));
                return;
            }
            Err(error) => {
                if tell.send(LinkEvent::Down(Some(error.to_string()))).is_err() {
                    return;
                }
            }
        }
        // Wait before the next try, dropping what is asked meanwhile, but
        // hang up at once if asked to.
        let until = Instant::now() + pause;
        while let Some(left) = until.checked_duration_since(Instant::now()) {
            match requests.recv_timeout(left) {
                Ok(Outgoing::HangUp) | Err(RecvTimeoutError::Disconnected) => return,
                Ok(_) => {}
                Err(RecvTimeoutError::Timeout) => break,
            }
        }
        pause = (pause * 2).min(MOST_PATIENT);
    }
}

/// How serving a connection ended.
enum Served {
    /// It dropped: why.
    Dropped(Option<String>),
    /// The app hung up.
    HungUp,
    /// The same player connected from elsewhere.
    Ousted,
}

/// Sends the app's requests on a greeted connection, and pings while it is
/// quiet, until it drops or the app hangs up.
fn serve(
    client: RoomClient,
    connection: u64,
    requests: &Receiver<Outgoing>,
    own: &Sender<Outgoing>,
    tell: &Sender<LinkEvent>,
) -> Served {
    let (mut writer, mut reader) = match client.split() {
        Ok(halves) => halves,
        Err(error) => return Served::Dropped(Some(error.to_string())),
    };
    let (own, tell) = (own.clone(), tell.clone());
    let reading = thread::Builder::new().name("room reader".into()).spawn(move || {
        loop {
            match reader.receive() {
                Ok(ToClient::Refused(RoomRefused::Elsewhere)) => {
                    let _ = tell.send(LinkEvent::Refused(RoomRefused::Elsewhere));
                    let _ = own.send(Outgoing::Ousted(connection));
                    return;
                }
                Ok(message) => {
                    if tell.send(LinkEvent::Told(message)).is_err() {
                        return;
                    }
                }
                Err(_) => {
                    let _ = own.send(Outgoing::ReaderGone(connection));
                    return;
                }
            }
        }
    });
    if let Err(error) = reading {
        writer.close();
        return Served::Dropped(Some(error.to_string()));
    }
    loop {
        let sent = match requests.recv_timeout(PING_EVERY) {
            Ok(Outgoing::Request(request)) => writer.send(&request),
            Ok(Outgoing::ReaderGone(gone)) if gone == connection => {
                writer.close();
                return Served::Dropped(None);
            }
            Ok(Outgoing::ReaderGone(_)) => Ok(()),
            Ok(Outgoing::Ousted(gone)) if gone == connection => {
                writer.close();
                return Served::Ousted;
            }
            Ok(Outgoing::Ousted(_)) => Ok(()),
            Err(RecvTimeoutError::Timeout) => writer.send(&ToServer::Ping),
            Ok(Outgoing::HangUp) | Err(RecvTimeoutError::Disconnected) => {
                writer.close();
                return Served::HungUp;
            }
        };
        if let Err(error) = sent {
            writer.close();
            return Served::Dropped(Some(error.to_string()));
        }
    }
}
