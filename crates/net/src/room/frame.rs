//! Messages on a byte stream: each is its length (four bytes, big-endian)
//! then its postcard bytes. A reader refuses a length over its limit before
//! reading the message, so a client cannot make the server hold more than
//! one message's worth of its bytes.

use serde::Serialize;
use serde::de::DeserializeOwned;
use std::fmt;
use std::io::{self, Read, Write};

/// Why no message could be read.
#[derive(Debug)]
pub enum FrameError {
    /// The stream ended (or failed) at a message's boundary or inside one.
    Io(io::Error),
    /// The length announced is over the reader's limit.
    TooLong {
        /// The length announced.
        length: usize,
        /// The limit.
        limit: usize,
    },
    /// The bytes are not a message of this protocol: the decoder's words.
    Unreadable(String),
    /// A message could not be written as bytes: the encoder's words.
    Unwritable(String),
}

impl fmt::Display for FrameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FrameError::Io(error) => error.fmt(f),
            FrameError::TooLong { length, limit } => {
                write!(f, "a message of {length} bytes, more than the {limit} allowed")
            }
            FrameError::Unreadable(why) => write!(f, "not a message of this protocol: {why}"),
            FrameError::Unwritable(why) => write!(f, "a message that cannot be written: {why}"),
        }
    }
}

impl std::error::Error for FrameError {}

impl From<io::Error> for FrameError {
    fn from(error: io::Error) -> FrameError {
        FrameError::Io(error)
    }
}

/// The bytes of one message: its length, then the message.
pub fn encode<T: Serialize>(message: &T) -> Result<Vec<u8>, FrameError> {
    let body = postcard::to_allocvec(message).map_err(|error| FrameError::Unwritable(error.to_string()))?;
    let length = u32::try_from(body.len()).map_err(|_| FrameError::Unwritable(format!("{} bytes", body.len())))?;
    let mut bytes = Vec::with_capacity(body.len() + 4);
    bytes.extend_from_slice(&length.to_be_bytes());
    bytes.extend_from_slice(&body);
    Ok(bytes)
}

/// Writes one message and flushes it.
pub fn write_message<T: Serialize>(writer: &mut impl Write, message: &T) -> Result<(), FrameError> {
    writer.write_all(&encode(message)?)?;
    Ok(writer.flush()?)
}

/// Reads one message of at most `limit` bytes.
pub fn read_message<T: DeserializeOwned>(reader: &mut impl Read, limit: usize) -> Result<T, FrameError> {
    let mut length = [0; 4];
    reader.read_exact(&mut length)?;
    let length = u32::from_be_bytes(length) as usize;
    if length > limit {
        return Err(FrameError::TooLong { length, limit });
    }
    let mut body = vec![0; length];
    reader.read_exact(&mut body)?;
    postcard::from_bytes(&body).map_err(|error| FrameError::Unreadable(error.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::room::{MAX_TO_SERVER_BYTES, Place, TableId, ToServer};

    #[test]
    fn a_message_reads_back() {
        let chat = ToServer::Chat { place: Place::Table(TableId(3)), text: "good game".into() };
        let mut stream = Vec::new();
        write_message(&mut stream, &chat).expect("written");
        write_message(&mut stream, &ToServer::Lobby).expect("written");
        let mut reader = stream.as_slice();
        assert_eq!(read_message::<ToServer>(&mut reader, MAX_TO_SERVER_BYTES).ok(), Some(chat));
        assert_eq!(read_message::<ToServer>(&mut reader, MAX_TO_SERVER_BYTES).ok(), Some(ToServer::Lobby));
        assert!(matches!(read_message::<ToServer>(&mut reader, 64), Err(FrameError::Io(_))), "the end");
    }

    #[test]
    fn a_length_over_the_limit_is_refused_before_its_bytes_are_read() {
        let mut stream = (1_000_000u32).to_be_bytes().to_vec();
        stream.extend_from_slice(&[0; 16]);
        let refused = read_message::<ToServer>(&mut stream.as_slice(), MAX_TO_SERVER_BYTES);
        assert!(matches!(refused, Err(FrameError::TooLong { length: 1_000_000, .. })), "{refused:?}");
    }

    #[test]
    fn garbage_is_named_unreadable() {
        let mut stream = 3u32.to_be_bytes().to_vec();
        stream.extend_from_slice(&[250, 251, 252]);
        let refused = read_message::<ToServer>(&mut stream.as_slice(), 64);
        assert!(matches!(refused, Err(FrameError::Unreadable(_))), "{refused:?}");
        assert!(refused.err().is_some_and(|e| e.to_string().starts_with("not a message of this protocol")));
    }
}
