//! Who a player is on a room server: an Ed25519 key pair of their own,
//! made at random on first use and kept in the game's data folder. The
//! public key is the identity; a hello proves it by signing the server's
//! nonce, so the secret never crosses the wire and a name alone takes no
//! one's seat.

use super::messages::{PROOF_CONTEXT, PlayerId};
use ed25519_dalek::{Signature, Signer, SigningKey, VerifyingKey};
use std::fmt;

/// A player's key pair.
#[derive(Clone)]
pub struct Identity(SigningKey);

/// The secret stays out of logs.
impl fmt::Debug for Identity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Identity({})", self.id())
    }
}

impl Identity {
    /// The identity made from 32 secret bytes: fresh random ones for a new
    /// player, or those kept from before.
    pub fn from_secret(secret: [u8; 32]) -> Identity {
        Identity(SigningKey::from_bytes(&secret))
    }

    /// The 32 secret bytes, to keep.
    pub fn secret(&self) -> [u8; 32] {
        self.0.to_bytes()
    }

    /// The public key: the identity the server knows.
    pub fn public_key(&self) -> [u8; 32] {
        self.0.verifying_key().to_bytes()
    }

    /// The player's id, as others see it.
    pub fn id(&self) -> PlayerId {
        PlayerId::of(&self.public_key())
    }

    /// The proof of the key for a server's `nonce`: the signature of
    /// [`PROOF_CONTEXT`] then the nonce.
    pub fn prove(&self, nonce: &[u8; 32]) -> Vec<u8> {
        self.0.sign(&signed_bytes(nonce)).to_bytes().to_vec()
    }
}

/// Whether `proof` proves `key` for `nonce`: a valid signature, in the
/// strict sense that leaves no other signature valid for the same bytes.
pub fn proves(key: &[u8; 32], nonce: &[u8; 32], proof: &[u8]) -> bool {
    let (Ok(key), Ok(signature)) = (VerifyingKey::from_bytes(key), Signature::from_slice(proof)) else {
        return false;
    };
    key.verify_strict(&signed_bytes(nonce), &signature).is_ok()
}

/// What a hello signs.
fn signed_bytes(nonce: &[u8; 32]) -> Vec<u8> {
    [PROOF_CONTEXT, nonce].concat()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_proof_holds_for_its_key_and_nonce_only() {
        let ann = Identity::from_secret([7; 32]);
        let bob = Identity::from_secret([8; 32]);
        let nonce = [1; 32];
        let proof = ann.prove(&nonce);
        assert!(proves(&ann.public_key(), &nonce, &proof));
        assert!(!proves(&bob.public_key(), &nonce, &proof), "another key");
        assert!(!proves(&ann.public_key(), &[2; 32], &proof), "another nonce: a proof cannot be replayed");
        assert!(!proves(&ann.public_key(), &nonce, &proof[..63]), "cut short");
        assert!(!proves(&[0; 32], &nonce, &proof), "not a key");
        assert_eq!(Identity::from_secret(ann.secret()).public_key(), ann.public_key(), "kept and read back");
        assert!(!format!("{ann:?}").contains("7, 7"), "the secret stays out of logs");
    }
}
