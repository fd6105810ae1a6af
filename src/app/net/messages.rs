//! The typed messages that cross the connection, as bevy_replicon carries
//! them: a client's request, read by the host with its size checked first,
//! and the host's news.

use bevy::prelude::*;
use bevy_replicon::bytes::Bytes;
use bevy_replicon::postcard_utils;
use bevy_replicon::shared::message::ctx::{ClientSendCtx, ServerReceiveCtx};
use net::protocol::MAX_REQUEST_BYTES;
use net::{News, Request, Unreadable};

/// A client's request as the host received it: the request, or why it
/// could not be read (too long, or not a request of this protocol).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct Asked(pub Result<Request, Unreadable>);

/// The host's news, as a client receives it.
#[derive(Message, Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Told(pub News);

/// Writes a request as postcard bytes. An unreadable request is never sent.
pub(super) fn write_request(_ctx: &mut ClientSendCtx, asked: &Asked, bytes: &mut Vec<u8>) -> Result<()> {
    match &asked.0 {
        Ok(request) => Ok(postcard_utils::to_extend_mut(request, bytes)?),
        Err(why) => Err(why.clone().into()),
    }
}

/// Reads a request. One that is too long or does not read is still
/// delivered, as the reason, so the host can refuse it and count it
/// against the client.
pub(super) fn read_request(_ctx: &mut ServerReceiveCtx, bytes: &mut Bytes) -> Result<Asked> {
    Ok(decode_request(bytes))
}

/// A request from its bytes, or why it cannot be one.
fn decode_request(bytes: &mut Bytes) -> Asked {
    if bytes.len() > MAX_REQUEST_BYTES {
        return Asked(Err(Unreadable::TooLong(bytes.len())));
    }
    Asked(postcard_utils::from_buf(bytes).map_err(|e| Unreadable::NotARequest(e.to_string())))
}

#[cfg(test)]
mod tests {
    use super::*;
    use net::SeatWish;

    #[test]
    fn a_request_reads_back_and_garbage_or_an_oversized_one_is_named() {
        let hello = Request::Hello { version: 1, name: "Ann".into(), wish: SeatWish::Watch };
        let mut bytes = Vec::new();
        postcard_utils::to_extend_mut(&hello, &mut bytes).expect("a request writes");
        assert_eq!(decode_request(&mut Bytes::from(bytes)), Asked(Ok(hello)));
        assert!(decode_request(&mut Bytes::from_static(&[250, 1, 2])).0.is_err());
        let long = Request::Move { turn: 0, route: "a1-".repeat(400) };
        let mut bytes = Vec::new();
        postcard_utils::to_extend_mut(&long, &mut bytes).expect("a request writes");
        let refused = decode_request(&mut Bytes::from(bytes)).0.expect_err("too long");
        assert!(matches!(refused, Unreadable::TooLong(_)), "{refused:?}");
        assert!(refused.to_string().contains("more than the 512"), "{refused}");
    }
}
