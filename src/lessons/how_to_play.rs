//! The how-to-play text as data (`assets/help/how-to-play.ron`, built into
//! the program as [`HELP`](crate::content::HELP)): sections
//! of paragraphs, some of them keyed so a screen can show one on its own
//! (the "?" button beside each rule option uses the option's name).

use crate::rules::{RonError, read_ron};
use serde::Deserialize;

/// The keys of the paragraphs that explain each rule option, named as in
/// setup files.
pub const OPTION_KEYS: [&str; 10] = [
    "jumps",
    "parking",
    "win",
    "unused_points",
    "target_lock",
    "play_on",
    "equal_turns",
    "turn_limit",
    "repetition_draw",
    "teams",
];

/// The whole how-to-play page.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Help {
    /// The page's title.
    pub title: String,
    /// The sections, in reading order.
    pub sections: Vec<Section>,
}

/// One section of the page.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Section {
    /// A short name for linking to the section (`"goal"`, `"tips"`).
    pub key: String,
    /// The section's heading.
    pub title: String,
    /// Its paragraphs.
    pub paragraphs: Vec<Paragraph>,
}

/// One paragraph, with an optional key and heading.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Paragraph {
    /// The key to show this paragraph on its own (a rule option's name for
    /// the option paragraphs).
    #[serde(default)]
    pub key: Option<String>,
    /// A heading, bold or on its own line.
    #[serde(default)]
    pub heading: Option<String>,
    /// The text.
    pub text: String,
}

impl Help {
    /// Parses the page from RON text.
    ///
    /// # Errors
    ///
    /// Where and why the text is not a help page.
    pub fn from_ron(text: &str) -> Result<Help, RonError> {
        read_ron(text)
    }

    /// The page built into the program.
    ///
    /// # Errors
    ///
    /// Where and why the built-in text is not a help page (a test keeps it
    /// one).
    pub fn built_in() -> Result<Help, RonError> {
        Help::from_ron(crate::content::HELP)
    }

    /// The paragraph with this key, if there is one.
    pub fn paragraph(&self, key: &str) -> Option<&Paragraph> {
        self.sections.iter().flat_map(|s| &s.paragraphs).find(|p| p.key.as_deref() == Some(key))
    }

    /// The section with this key, if there is one.
    pub fn section(&self, key: &str) -> Option<&Section> {
        self.sections.iter().find(|s| s.key == key)
    }
}
