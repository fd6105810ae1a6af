//! Writing a file so that it is never half-written: the bytes go to a fresh
//! temporary file beside it, reach the disk, and only then replace the file
//! by a rename. A failure at any point leaves the old file as it was.

use super::SaveError;
use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Temporary files end with this; listings skip them.
pub(super) const TEMP_SUFFIX: &str = ".tmp";

/// Writes `bytes` to `path` atomically: readers see the old file or the new
/// one, never a mixture, and a failure leaves the old file intact.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<(), SaveError> {
    write_atomically_with(path, |file| file.write_all(bytes))
}

/// Like [`write_atomically`], with the content written by `write` into the
/// temporary file. If `write` fails, the temporary file is removed and the
/// file at `path` is untouched.
pub fn write_atomically_with(path: &Path, write: impl FnOnce(&mut File) -> io::Result<()>) -> Result<(), SaveError> {
    let failed = |error: io::Error| SaveError::write(path, &error);
    let (temp, mut file) = create_temp(path).map_err(failed)?;
    let written = write(&mut file).and_then(|()| file.sync_all());
    drop(file);
    if let Err(error) = written.and_then(|()| std::fs::rename(&temp, path)) {
        // The temporary file is ours; if it cannot be removed either, the
        // listing skips it.
        let _ = std::fs::remove_file(&temp);
        return Err(failed(error));
    }
    sync_directory(path);
    Ok(())
}

/// Creates a temporary file beside `path` whose name no other writer uses.
fn create_temp(path: &Path) -> io::Result<(PathBuf, File)> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    loop {
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let temp = path.with_file_name(format!(".{name}.{}.{n}{TEMP_SUFFIX}", std::process::id()));
        match OpenOptions::new().write(true).create_new(true).open(&temp) {
            Ok(file) => return Ok((temp, file)),
            Err(error) if error.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(error) => return Err(error),
        }
    }
}

/// Makes the rename itself durable where the system allows it.
pub(super) fn sync_directory(path: &Path) {
    #[cfg(unix)]
    if let Some(dir) = path.parent() {
        let dir = if dir.as_os_str().is_empty() { Path::new(".") } else { dir };
        // The file is already complete and renamed; a directory that cannot
        // be synced only makes the rename less certain to survive a crash.
        let _ = File::open(dir).and_then(|d| d.sync_all());
    }
    #[cfg(not(unix))]
    let _ = path;
}
