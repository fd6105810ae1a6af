//! The player's key, their identity on every room server: made at random
//! on first use and kept in the game's data folder (`player.key`, the
//! secret in hex). A file that does not read is kept aside and a new key
//! made, with a warning: the player shows up as someone new.

use net::room::Identity;
use std::path::Path;

/// The key file's name in the data folder.
pub(super) const KEY_FILE: &str = "player.key";

/// The player's identity from `dir`, made and saved there on first use.
/// Without a folder (or when it cannot be written) the key lives only as
/// long as the game: said in the log.
pub(super) fn load_or_make(dir: Option<&Path>) -> Identity {
    let Some(dir) = dir else {
        bevy::log::warn!("no data folder: this player's key is kept only until the game closes");
        return fresh();
    };
    let path = dir.join(KEY_FILE);
    match std::fs::read(&path) {
        Ok(bytes) => match parse(&String::from_utf8_lossy(&bytes)) {
            Some(secret) => return Identity::from_secret(secret),
            None => {
                let aside = dir.join(format!("{KEY_FILE}.unreadable"));
                bevy::log::warn!(
                    "{} is not a key; it is kept as {} and a new key made",
                    path.display(),
                    aside.display()
                );
                let _ = std::fs::rename(&path, &aside);
            }
        },
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => {}
        Err(error) => {
            bevy::log::warn!("cannot read {}: {error}; a key for this session only", path.display());
            return fresh();
        }
    }
    let identity = fresh();
    let text = hex(&identity.secret());
    let kept = std::fs::create_dir_all(dir)
        .map_err(|error| error.to_string())
        .and_then(|()| saves::write_atomically(&path, text.as_bytes()).map_err(|error| error.to_string()));
    match kept {
        Ok(()) => keep_private(&path),
        Err(error) => bevy::log::warn!("cannot keep the player's key in {}: {error}", path.display()),
    }
    identity
}

/// Lets only the player's own account read the key file.
#[cfg(unix)]
fn keep_private(path: &Path) {
    use std::os::unix::fs::PermissionsExt;
    if let Err(error) = std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600)) {
        bevy::log::warn!("cannot make {} private: {error}", path.display());
    }
}

/// Elsewhere the data folder is the account's own.
#[cfg(not(unix))]
fn keep_private(_: &Path) {}

/// A key drawn from the system's randomness.
fn fresh() -> Identity {
    Identity::from_secret(rand::random())
}

/// The secret of a key file: 64 hex digits, blanks around them allowed.
fn parse(text: &str) -> Option<[u8; 32]> {
    let text = text.trim();
    if text.len() != 64 || !text.is_ascii() {
        return None;
    }
    let mut secret = [0u8; 32];
    for (byte, pair) in secret.iter_mut().zip(text.as_bytes().chunks(2)) {
        *byte = u8::from_str_radix(std::str::from_utf8(pair).ok()?, 16).ok()?;
    }
    Some(secret)
}

/// Bytes as lowercase hex.
fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh folder of this test process.
    fn scratch(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("chinese-checkers-key-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn a_key_is_made_once_and_read_back() {
        let dir = scratch("made");
        let made = load_or_make(Some(&dir));
        let again = load_or_make(Some(&dir));
        assert_eq!(made.public_key(), again.public_key(), "the same player after a restart");
    }

    #[test]
    fn a_broken_key_file_is_kept_aside_and_replaced() {
        let dir = scratch("broken");
        std::fs::create_dir_all(&dir).expect("a folder");
        std::fs::write(dir.join(KEY_FILE), "not a key").expect("written");
        let made = load_or_make(Some(&dir));
        assert!(dir.join("player.key.unreadable").exists(), "the broken file is kept");
        assert_eq!(load_or_make(Some(&dir)).public_key(), made.public_key());
        assert_eq!(parse(&hex(&[7; 32])), Some([7; 32]));
    }
}
