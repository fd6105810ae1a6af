//! The game's RON files, read and written: one reader for every file (setups,
//! replays, lessons, the help page, reviews and settings), with the options
//! docs/rules.md promises (an optional value may be written bare or as
//! `Some(..)`) and one error that says where the text went wrong; and pretty
//! writing, with the error when a value cannot be written.

use serde::Serialize;
use serde::de::DeserializeOwned;
use std::fmt;

/// RON text that could not be read: where, and the reader's reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RonError {
    /// Line of the fault, from 1.
    pub line: usize,
    /// Column of the fault, from 1.
    pub column: usize,
    /// What is wrong there.
    pub error: ron::Error,
}

impl fmt::Display for RonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}: {}", self.line, self.column, self.error)
    }
}

impl std::error::Error for RonError {}

/// Reads a value of type `T` from RON text.
///
/// # Errors
///
/// Where and why the text is not a `T`.
pub fn read_ron<T: DeserializeOwned>(text: &str) -> Result<T, RonError> {
    ron::Options::default()
        .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
        .from_str(text)
        .map_err(|e| RonError { line: e.span.start.line, column: e.span.start.col, error: e.code })
}

/// A value could not be written as RON text (the serialiser's reason), so
/// that no empty or partial file is saved in its place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SerializeError(pub ron::Error);

impl fmt::Display for SerializeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot write as RON text: {}", self.0)
    }
}

impl std::error::Error for SerializeError {}

/// `value` as pretty RON text under `config`.
pub(super) fn to_pretty(value: &impl Serialize, config: ron::ser::PrettyConfig) -> Result<String, SerializeError> {
    ron::ser::to_string_pretty(value, config).map_err(SerializeError)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Serializer;

    /// A value whose serialisation always fails, as a value of a future
    /// format might.
    struct Unwritable;

    impl Serialize for Unwritable {
        fn serialize<S: Serializer>(&self, _: S) -> Result<S::Ok, S::Error> {
            Err(serde::ser::Error::custom("no text for this"))
        }
    }

    #[test]
    fn a_fault_is_placed_by_line_and_column() {
        let error = read_ron::<Vec<u8>>("[1,\n 2,\n x]").unwrap_err();
        assert_eq!((error.line, error.column), (3, 2));
        assert!(error.to_string().starts_with("line 3, column 2: "), "{error}");
        assert_eq!(read_ron::<Option<u8>>("4"), Ok(Some(4)));
        assert_eq!(read_ron::<Option<u8>>("Some(4)"), Ok(Some(4)));
    }

    #[test]
    fn a_value_that_cannot_be_written_is_an_error_not_empty_text() {
        let error = to_pretty(&Unwritable, ron::ser::PrettyConfig::new()).unwrap_err();
        assert_eq!(error, SerializeError(ron::Error::Message("no text for this".into())));
        assert_eq!(error.to_string(), "cannot write as RON text: no text for this");
    }
}
