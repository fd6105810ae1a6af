//! Writing setups and replays as pretty RON text, and the error when a value
//! cannot be written.

use serde::Serialize;
use std::fmt;

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
    fn a_value_that_cannot_be_written_is_an_error_not_empty_text() {
        let error = to_pretty(&Unwritable, ron::ser::PrettyConfig::new()).unwrap_err();
        assert_eq!(error, SerializeError(ron::Error::Message("no text for this".into())));
        assert_eq!(error.to_string(), "cannot write as RON text: no text for this");
    }
}
