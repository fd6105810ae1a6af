//! Keeping a damaged file aside: it is renamed `NAME.bad` (or `NAME.2.bad`,
//! `NAME.3.bad`, … when that is taken) beside where it was, so that the
//! next save does not overwrite it and the next listing does not read it
//! again. A file that is read but will be written over without some of its
//! contents (settings from a newer version) keeps a copy the same way.

use super::SaveError;
use super::atomic::sync_directory;
use std::io;
use std::path::{Path, PathBuf};

/// The extension of a file kept aside.
const BAD_EXTENSION: &str = "bad";

/// Renames the file at `path` to the first free `NAME.bad`, `NAME.2.bad`, …
/// beside it and returns the new path. A file kept aside earlier is never
/// replaced.
pub fn set_aside(path: &Path) -> Result<PathBuf, SaveError> {
    let aside = keep_copy(path, BAD_EXTENSION)?;
    if let Err(error) = std::fs::remove_file(path) {
        // Back to how it was: one file, not two.
        let _ = std::fs::remove_file(&aside);
        return Err(SaveError::file(path, &error));
    }
    sync_directory(path);
    Ok(aside)
}

/// Keeps a copy of the file at `path` as the first free `NAME.EXTENSION`,
/// `NAME.2.EXTENSION`, … beside it, and returns the copy's path; the file
/// itself stays. A copy kept earlier is never replaced.
pub fn keep_copy(path: &Path, extension: &str) -> Result<PathBuf, SaveError> {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let failed = |error: io::Error| SaveError::file(path, &error);
    for n in 1u32.. {
        let copy = path.with_file_name(match n {
            1 => format!("{name}.{extension}"),
            n => format!("{name}.{n}.{extension}"),
        });
        // A hard link is never made over an existing file, even by another
        // copy of the game doing the same at the same moment; the file's
        // next save replaces its name, never its old contents.
        match std::fs::hard_link(path, &copy) {
            Ok(()) => {}
            Err(error) if error.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(error) if error.kind() == io::ErrorKind::NotFound => return Err(failed(error)),
            // A file system without hard links: a copy, once the name is
            // seen to be free.
            Err(_) if copy.exists() => continue,
            Err(_) => {
                std::fs::copy(path, &copy).map_err(failed)?;
            }
        }
        sync_directory(path);
        return Ok(copy);
    }
    Err(failed(io::Error::from(io::ErrorKind::AlreadyExists)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_set_aside_without_replacing_one_set_aside_before() {
        let dir = std::env::temp_dir().join(format!("saves-aside-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("settings.ron");
        for (n, expected) in ["settings.ron.bad", "settings.ron.2.bad", "settings.ron.3.bad"].iter().enumerate() {
            std::fs::write(&path, format!("broken {n}")).unwrap();
            let aside = set_aside(&path).unwrap();
            assert_eq!(aside, dir.join(expected));
            assert!(!path.exists());
        }
        for (n, name) in ["settings.ron.bad", "settings.ron.2.bad", "settings.ron.3.bad"].iter().enumerate() {
            assert_eq!(std::fs::read_to_string(dir.join(name)).unwrap(), format!("broken {n}"), "{name}");
        }
        std::fs::write(&path, "newer").unwrap();
        assert_eq!(keep_copy(&path, "newer").unwrap(), dir.join("settings.ron.newer"));
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "newer", "the file stays");
        std::fs::remove_file(&path).unwrap();
        let missing = set_aside(&path).unwrap_err();
        assert!(matches!(missing, SaveError::File { kind: io::ErrorKind::NotFound, .. }), "{missing}");
        assert!(missing.to_string().contains("settings.ron"), "{missing}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
