//! Where the engine's answers go.

use std::io::Write;
use std::sync::{Arc, Mutex};

/// Where answers go: shared by the reader and the search thread, one whole
/// line at a time, flushed at once.
#[derive(Clone)]
pub(super) struct Output(Arc<Mutex<Box<dyn Write + Send>>>);

impl Output {
    /// Answers written to `writer`.
    pub(super) fn new(writer: impl Write + Send + 'static) -> Output {
        Output(Arc::new(Mutex::new(Box::new(writer))))
    }

    /// Writes one line. A closed stdout ends nothing here: the next read
    /// of stdin will find the end too.
    pub(super) fn line(&self, text: &str) {
        let mut writer = self.0.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let _ = writeln!(writer, "{text}").and_then(|()| writer.flush());
    }

    /// Writes an error line: `info string error MESSAGE`.
    pub(super) fn error(&self, message: &str) {
        self.line(&format!("info string error {message}"));
    }
}
