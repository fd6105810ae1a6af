//! The server's connections: a thread accepts them, and each has a thread
//! that reads its messages and one that writes what the room sends it.
//! Everything read becomes an [`Event`] on the server loop's channel; the
//! loop alone decides. A client that sends a message longer than allowed,
//! stays silent for longer than [`SILENCE_SECS`], or does not read what it
//! is sent fast enough, is disconnected.

use crate::room::{ConnId, Input};
use net::room::{FrameError, MAX_TO_SERVER_BYTES, SILENCE_SECS, ToServer, read_message};
use std::io::{ErrorKind, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, Sender, SyncSender, sync_channel};
use std::thread;
use std::time::Duration;

/// Messages a connection may have waiting to be written before it is taken
/// to be too slow and closed.
const OUTBOX: usize = 4096;

/// What the server's loop is told.
pub enum Event {
    /// A connection opened: where to send it messages.
    Opened {
        /// The connection.
        conn: ConnId,
        /// Its outbox: encoded messages, written in order.
        outbox: SyncSender<Vec<u8>>,
    },
    /// Something for the room.
    Room(Input),
    /// Stop the server's loop.
    Stop,
}

/// Accepts connections on `listener`, telling `events` of each and of
/// everything it sends, until the loop has gone or `stopping` is set (then
/// the next connection, which the loop makes to wake it, closes the
/// listener).
pub fn accept(listener: TcpListener, events: Sender<Event>, stopping: &AtomicBool) {
    let next = AtomicU64::new(1);
    for stream in listener.incoming() {
        if stopping.load(Ordering::Relaxed) {
            return;
        }
        match stream {
            Ok(stream) => {
                let conn = next.fetch_add(1, Ordering::Relaxed);
                if !open(conn, stream, &events) {
                    return;
                }
            }
            // Out of file descriptors, or a connection reset before it was
            // accepted: the next one may do better.
            Err(error) => {
                eprintln!("chinese-checkers-server: a connection could not be accepted: {error}");
                thread::sleep(Duration::from_millis(50));
            }
        }
    }
}

/// Starts a connection's reader and writer; `false` once the loop has gone.
fn open(conn: ConnId, stream: TcpStream, events: &Sender<Event>) -> bool {
    let Ok(address) = stream.peer_addr() else { return true };
    let _ = stream.set_nodelay(true);
    let _ = stream.set_read_timeout(Some(Duration::from_secs(SILENCE_SECS)));
    let Ok(writing) = stream.try_clone() else { return true };
    let (outbox, outgoing) = sync_channel::<Vec<u8>>(OUTBOX);
    let nonce: [u8; 32] = rand::random();
    if events.send(Event::Opened { conn, outbox }).is_err() {
        return false;
    }
    let connected = Input::Connected { conn, address: address.ip(), nonce };
    if events.send(Event::Room(connected)).is_err() {
        return false;
    }
    let reader_events = events.clone();
    let named = |what: &str| thread::Builder::new().name(format!("{what} {conn}"));
    let started = named("reader").spawn(move || read(conn, stream, address, &reader_events));
    let started = started.and_then(|_| named("writer").spawn(move || write(writing, outgoing)));
    if let Err(error) = started {
        eprintln!("chinese-checkers-server: connection {conn}: {error}");
    }
    true
}

/// Reads a connection's messages until it ends, then says so.
fn read(conn: ConnId, mut stream: TcpStream, address: SocketAddr, events: &Sender<Event>) {
    loop {
        let input = match read_message::<ToServer>(&mut stream, MAX_TO_SERVER_BYTES) {
            Ok(message) => Input::Message { conn, message },
            // The length was read and the bytes after it skipped: the
            // next message starts where it should.
            Err(FrameError::Unreadable(why)) => Input::Unreadable { conn, why },
            Err(FrameError::TooLong { length, limit }) => {
                let why = format!("{length} bytes from {address}, more than the {limit} allowed");
                let _ = events.send(Event::Room(Input::Unreadable { conn, why }));
                break;
            }
            Err(FrameError::Io(error))
                if error.kind() == ErrorKind::WouldBlock || error.kind() == ErrorKind::TimedOut =>
            {
                break;
            }
            Err(_) => break,
        };
        if events.send(Event::Room(input)).is_err() {
            break;
        }
    }
    let _ = stream.shutdown(Shutdown::Both);
    let _ = events.send(Event::Room(Input::Disconnected { conn }));
}

/// Writes a connection's messages until its outbox closes (the loop
/// dropped it) or the connection fails, then closes the connection.
fn write(mut stream: TcpStream, outgoing: Receiver<Vec<u8>>) {
    for bytes in outgoing {
        if stream.write_all(&bytes).is_err() {
            break;
        }
    }
    let _ = stream.shutdown(Shutdown::Both);
}
