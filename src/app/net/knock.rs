//! A connection request read at the door: the host looks at each one before
//! netcode does, so that a refused one can be logged with the address it
//! came from (netcode refuses it silently, address unknown).
//!
//! A netcode connection request is sent in the clear except for its connect
//! token's private part, which the client sealed with the key made from the
//! join code (XChaCha20-Poly1305, the clear header as additional data). A
//! token that does not open with the host's key was made with another code.
//! Layout of the request, in bytes: the packet type (0), netcode's version
//! text (13), the protocol id (8, little-endian), the token's expiry (8),
//! the nonce (24) and the sealed token (1,024, its last 16 the tag).

use chacha20poly1305::aead::AeadInPlace;
use chacha20poly1305::{KeyInit, Tag, XChaCha20Poly1305, XNonce};
use std::fmt;

/// The version text of the netcode protocol renet speaks.
const NETCODE_VERSION: &[u8; 13] = b"NETCODE 1.02\0";
/// Bytes of a sealed connect token, its tag included.
const SEALED_TOKEN_BYTES: usize = 1024;
/// Bytes of the tag that ends a sealed token.
const TAG_BYTES: usize = 16;
/// Where each field of a request begins.
const VERSION_AT: usize = 1;
const PROTOCOL_AT: usize = VERSION_AT + 13;
const EXPIRY_AT: usize = PROTOCOL_AT + 8;
const NONCE_AT: usize = EXPIRY_AT + 8;
const TOKEN_AT: usize = NONCE_AT + 24;
/// Bytes of a whole connection request.
pub const REQUEST_BYTES: usize = TOKEN_AT + SEALED_TOKEN_BYTES;

/// Why a connection request is turned away.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turned {
    /// It speaks another version of netcode.
    NetcodeVersion,
    /// It is for another program, or another version of this game's
    /// protocol.
    Protocol,
    /// Its token was made with another join code.
    WrongCode,
}

impl fmt::Display for Turned {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Turned::NetcodeVersion => "another version of the network protocol",
            Turned::Protocol => "another program, or another version of the game",
            Turned::WrongCode => "a wrong join code",
        })
    }
}

/// Reads a datagram that reached the host: `None` if it is not a connection
/// request (netcode's other packets are sealed with the session's keys and
/// need no look), else whether a host with this protocol id and key lets it
/// in.
pub fn read_request(datagram: &[u8], protocol_id: u64, key: &[u8; 32]) -> Option<Result<(), Turned>> {
    if datagram.first() != Some(&0) || datagram.len() != REQUEST_BYTES {
        return None;
    }
    if &datagram[VERSION_AT..PROTOCOL_AT] != NETCODE_VERSION {
        return Some(Err(Turned::NetcodeVersion));
    }
    if datagram[PROTOCOL_AT..EXPIRY_AT] != protocol_id.to_le_bytes() {
        return Some(Err(Turned::Protocol));
    }
    // The additional data is the version text, the protocol id and the
    // expiry: the request's bytes from its version text to its nonce.
    let additional = &datagram[VERSION_AT..NONCE_AT];
    let nonce = XNonce::from_slice(&datagram[NONCE_AT..TOKEN_AT]);
    let mut token = [0; SEALED_TOKEN_BYTES - TAG_BYTES];
    token.copy_from_slice(&datagram[TOKEN_AT..REQUEST_BYTES - TAG_BYTES]);
    let tag = Tag::from_slice(&datagram[REQUEST_BYTES - TAG_BYTES..]);
    let cipher = XChaCha20Poly1305::new(key.into());
    Some(cipher.decrypt_in_place_detached(nonce, additional, &mut token, tag).map_err(|_| Turned::WrongCode))
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy_replicon_renet::RenetClient;
    use bevy_replicon_renet::netcode::{ClientAuthentication, ConnectToken, NetcodeClientTransport};
    use bevy_replicon_renet::renet::ConnectionConfig;
    use std::net::UdpSocket;
    use std::time::Duration;

    const PROTOCOL: u64 = 0x5445_5354;

    /// The first connection request renet's own client sends, with a token
    /// sealed with `key`, as a host on loopback receives it.
    fn request(key: &[u8; 32]) -> Vec<u8> {
        let host = UdpSocket::bind("127.0.0.1:0").expect("a host socket");
        let address = host.local_addr().expect("its address");
        let now = Duration::from_secs(1_000);
        let token = ConnectToken::generate(now, PROTOCOL, 300, 7, 8, vec![address], None, key).expect("a token");
        let socket = UdpSocket::bind("127.0.0.1:0").expect("a client socket");
        let auth = ClientAuthentication::Secure { connect_token: token };
        let mut transport = NetcodeClientTransport::new(now, auth, socket).expect("a client");
        let mut client = RenetClient::new(ConnectionConfig::default());
        transport.update(Duration::from_millis(200), &mut client).expect("the request is sent");
        let mut datagram = [0; 2048];
        let (length, _) = host.recv_from(&mut datagram).expect("the request arrives");
        datagram[..length].to_vec()
    }

    #[test]
    fn a_request_sealed_with_the_hosts_key_is_let_in() {
        let packet = request(&[3; 32]);
        assert_eq!(packet.len(), REQUEST_BYTES);
        assert_eq!(read_request(&packet, PROTOCOL, &[3; 32]), Some(Ok(())));
    }

    #[test]
    fn a_request_sealed_with_another_key_is_a_wrong_code() {
        assert_eq!(read_request(&request(&[4; 32]), PROTOCOL, &[3; 32]), Some(Err(Turned::WrongCode)));
    }

    #[test]
    fn another_protocol_or_netcode_version_is_named() {
        let packet = request(&[3; 32]);
        assert_eq!(read_request(&packet, PROTOCOL + 1, &[3; 32]), Some(Err(Turned::Protocol)));
        let mut other = packet.clone();
        other[VERSION_AT + 10] = b'9';
        assert_eq!(read_request(&other, PROTOCOL, &[3; 32]), Some(Err(Turned::NetcodeVersion)));
    }

    #[test]
    fn other_packets_are_not_read() {
        let packet = request(&[3; 32]);
        assert_eq!(read_request(&packet[..100], PROTOCOL, &[3; 32]), None);
        let mut payload = packet.clone();
        payload[0] = 0x14;
        assert_eq!(read_request(&payload, PROTOCOL, &[3; 32]), None);
        assert_eq!(read_request(&[], PROTOCOL, &[3; 32]), None);
    }
}
