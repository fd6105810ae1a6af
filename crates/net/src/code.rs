//! The join code: eight letters and digits a host gives out with its
//! address (`KQ7M-X2PA`). The connection key is made from it, so that a
//! third party who learns the address cannot connect without the code, and
//! every hosted game (a fresh code) has a fresh key.

use rules::zobrist::splitmix;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The letters and digits a code is made of: no 0/O and 1/I, so that a code
/// read aloud or copied by hand comes out right. 32 of them: 5 bits each.
pub const ALPHABET: &[u8; 32] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/// Characters in a code.
pub const LENGTH: usize = 8;

/// Why a typed join code is not one; each names the code as typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// A character codes never use (such as 0, O, 1 or I).
    Character {
        /// The code as typed.
        code: String,
        /// The first character codes do not use.
        bad: char,
    },
    /// Not [`LENGTH`] letters and digits.
    Length {
        /// The code as typed.
        code: String,
    },
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::Character { code, bad } => write!(f, "join code {code:?}: '{bad}' is not used in codes"),
            CodeError::Length { code } => write!(f, "join code {code:?}: a code has {LENGTH} letters and digits"),
        }
    }
}

impl std::error::Error for CodeError {}

/// A join code, always [`LENGTH`] characters of [`ALPHABET`], upper case.
/// It crosses the wire as its text, read back through [`JoinCode::parse`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct JoinCode(String);

impl TryFrom<String> for JoinCode {
    type Error = CodeError;

    fn try_from(text: String) -> Result<JoinCode, CodeError> {
        JoinCode::parse(&text)
    }
}

impl From<JoinCode> for String {
    fn from(code: JoinCode) -> String {
        code.0
    }
}

impl JoinCode {
    /// The code made from 40 random bits (the low 40 of `random`).
    pub fn from_random(random: u64) -> JoinCode {
        let letters = (0..LENGTH).map(|i| char::from(ALPHABET[((random >> (5 * i)) & 31) as usize])).collect();
        JoinCode(letters)
    }

    /// Reads a code as a person typed it: case, spaces and dashes do not
    /// matter. Names what is wrong otherwise.
    pub fn parse(text: &str) -> Result<JoinCode, CodeError> {
        let letters: String =
            text.chars().filter(|c| !c.is_whitespace() && *c != '-').map(|c| c.to_ascii_uppercase()).collect();
        if let Some(bad) = letters.chars().find(|c| !ALPHABET.contains(&(*c as u8)) || !c.is_ascii()) {
            return Err(CodeError::Character { code: text.to_owned(), bad });
        }
        if letters.chars().count() != LENGTH {
            return Err(CodeError::Length { code: text.to_owned() });
        }
        Ok(JoinCode(letters))
    }

    /// The 32-byte key of the connection: the host encrypts and checks
    /// connect tokens with it, and a client makes its token with it. The
    /// code's 40 bits are the secret; the key only spreads them out.
    pub fn key(&self) -> [u8; 32] {
        let mut state =
            self.0.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3));
        let mut key = [0; 32];
        for chunk in key.chunks_mut(8) {
            chunk.copy_from_slice(&splitmix(&mut state).to_le_bytes());
        }
        key
    }
}

impl fmt::Display for JoinCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (head, tail) = self.0.split_at(LENGTH / 2);
        write!(f, "{head}-{tail}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_reads_back_however_it_is_typed() {
        let code = JoinCode::from_random(0x12_3456_789a);
        let shown = code.to_string();
        assert_eq!(shown.len(), LENGTH + 1);
        assert_eq!(JoinCode::parse(&shown), Ok(code.clone()));
        assert_eq!(JoinCode::parse(&shown.to_lowercase().replace('-', " ")), Ok(code));
    }

    #[test]
    fn a_mistyped_code_is_named() {
        assert_eq!(JoinCode::parse("ABCD-EFG"), Err(CodeError::Length { code: "ABCD-EFG".into() }));
        assert!(JoinCode::parse("ABCD-EFG").unwrap_err().to_string().contains("8 letters"));
        assert_eq!(JoinCode::parse("ABCD-EFG0"), Err(CodeError::Character { code: "ABCD-EFG0".into(), bad: '0' }));
        assert!(JoinCode::parse("ABCD-EFG0").unwrap_err().to_string().contains("'0'"));
    }

    #[test]
    fn different_codes_make_different_keys() {
        let a = JoinCode::from_random(1);
        let b = JoinCode::from_random(2);
        assert_ne!(a.key(), b.key());
        assert_eq!(a.key(), JoinCode::from_random(1).key());
    }
}
