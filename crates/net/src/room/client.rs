//! A connection to a room server, as a client makes it: TCP to the
//! server, its welcome read, the signed hello sent, and the greeting
//! waited for. After that the connection carries requests one way and
//! what the server tells the other; [`RoomClient::split`] gives a writer
//! for one thread and a reader for another.

use super::frame::{FrameError, read_message, write_message};
use super::identity::Identity;
use super::messages::{MAX_TO_CLIENT_BYTES, PlayerId, ROOM_VERSION, RoomRefused, SILENCE_SECS, ToClient, ToServer};
use std::fmt;
use std::net::{SocketAddr, TcpStream};
use std::time::Duration;

/// How long a client waits for the server to answer the connection and
/// the hello.
const GREETING: Duration = Duration::from_secs(10);

/// Why a connection to a room server failed.
#[derive(Debug)]
pub enum ClientError {
    /// The server could not be reached, or the connection broke: the
    /// system's words.
    Connect(std::io::Error),
    /// The server sent something that is not a message of the protocol.
    Frame(FrameError),
    /// The server refused the hello: why.
    Refused(RoomRefused),
    /// The server answered with something else than the protocol's
    /// greeting.
    Unexpected,
}

impl fmt::Display for ClientError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClientError::Connect(error) => error.fmt(f),
            ClientError::Frame(error) => error.fmt(f),
            ClientError::Refused(why) => write!(f, "the server refused: {why}"),
            ClientError::Unexpected => f.write_str("the server does not speak the room protocol"),
        }
    }
}

impl std::error::Error for ClientError {}

impl From<FrameError> for ClientError {
    fn from(error: FrameError) -> ClientError {
        match error {
            FrameError::Io(error) => ClientError::Connect(error),
            other => ClientError::Frame(other),
        }
    }
}

/// A greeted connection to a room server.
pub struct RoomClient {
    stream: TcpStream,
    you: PlayerId,
}

impl RoomClient {
    /// Connects to the server at `address` as `identity`, named `name`.
    pub fn connect(address: SocketAddr, identity: &Identity, name: &str) -> Result<RoomClient, ClientError> {
        let mut stream = TcpStream::connect_timeout(&address, GREETING).map_err(ClientError::Connect)?;
        stream.set_nodelay(true).map_err(ClientError::Connect)?;
        stream.set_read_timeout(Some(GREETING)).map_err(ClientError::Connect)?;
        let ToClient::Welcome { nonce, .. } = read_message(&mut stream, MAX_TO_CLIENT_BYTES)? else {
            return Err(ClientError::Unexpected);
        };
        let hello = ToServer::Hello {
            version: ROOM_VERSION,
            name: name.to_owned(),
            key: identity.public_key(),
            proof: identity.prove(&nonce),
        };
        write_message(&mut stream, &hello)?;
        let you = match read_message(&mut stream, MAX_TO_CLIENT_BYTES)? {
            ToClient::Greeted { you } => you,
            ToClient::Refused(why) => return Err(ClientError::Refused(why)),
            _ => return Err(ClientError::Unexpected),
        };
        // From now on the server is silent only while nothing happens; the
        // client's pings bring an answer well within the silence allowed.
        stream.set_read_timeout(Some(Duration::from_secs(SILENCE_SECS))).map_err(ClientError::Connect)?;
        Ok(RoomClient { stream, you })
    }

    /// The player's id, as the server greeted them.
    pub fn you(&self) -> PlayerId {
        self.you
    }

    /// Sends a request.
    pub fn send(&mut self, request: &ToServer) -> Result<(), FrameError> {
        write_message(&mut self.stream, request)
    }

    /// Waits for the server's next message.
    pub fn receive(&mut self) -> Result<ToClient, FrameError> {
        read_message(&mut self.stream, MAX_TO_CLIENT_BYTES)
    }

    /// Waits at most `wait` for the server's next message.
    pub fn receive_within(&mut self, wait: Duration) -> Result<ToClient, FrameError> {
        self.stream.set_read_timeout(Some(wait)).map_err(FrameError::Io)?;
        let message = read_message(&mut self.stream, MAX_TO_CLIENT_BYTES);
        self.stream.set_read_timeout(Some(Duration::from_secs(SILENCE_SECS))).map_err(FrameError::Io)?;
        message
    }

    /// A writer and a reader of the same connection, for two threads.
    pub fn split(self) -> Result<(RoomWriter, RoomReader), std::io::Error> {
        let writer = RoomWriter(self.stream.try_clone()?);
        Ok((writer, RoomReader(self.stream)))
    }
}

/// The sending half of a connection.
pub struct RoomWriter(TcpStream);

impl RoomWriter {
    /// Sends a request.
    pub fn send(&mut self, request: &ToServer) -> Result<(), FrameError> {
        write_message(&mut self.0, request)
    }

    /// Ends the connection, both ways: the reader's wait ends too.
    pub fn close(&self) {
        let _ = self.0.shutdown(std::net::Shutdown::Both);
    }
}

/// The receiving half of a connection.
pub struct RoomReader(TcpStream);

impl RoomReader {
    /// Waits for the server's next message.
    pub fn receive(&mut self) -> Result<ToClient, FrameError> {
        read_message(&mut self.0, MAX_TO_CLIENT_BYTES)
    }
}
