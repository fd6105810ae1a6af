//! The how-to-play page's order as data (`assets/help/how-to-play.ron`,
//! built into the program as [`HELP`](crate::HELP)): its sections,
//! each with its paragraphs, by key. The texts are in the language
//! catalogues (`assets/locales/<code>/how-to-play.ftl`), under the keys
//! [`TITLE_KEY`], [`Section::title_key`] and [`paragraph_key`]. Some
//! paragraphs are keyed so a screen can show one on its own: the "?" button
//! beside each rule option uses the option's name.

use rules::{RonError, read_ron};
use serde::Deserialize;

/// The catalogue key of the page's title.
pub const TITLE_KEY: &str = "help-title";

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
    /// The sections, in reading order.
    pub sections: Vec<Section>,
}

/// One section of the page.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Section {
    /// A short name for linking to the section (`"goal"`, `"tips"`).
    pub key: String,
    /// The keys of its paragraphs, in reading order (a rule option's name
    /// for the option paragraphs).
    pub paragraphs: Vec<String>,
}

impl Section {
    /// The catalogue key of the section's heading.
    pub fn title_key(&self) -> String {
        format!("help-section-{}", self.key)
    }
}

/// The catalogue key of the paragraph `key`: its text, with its heading,
/// if it has one, as the attribute `heading`.
pub fn paragraph_key(key: &str) -> String {
    format!("help-{key}")
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
        Help::from_ron(crate::HELP)
    }

    /// Whether the page has a paragraph with this key.
    pub fn has_paragraph(&self, key: &str) -> bool {
        self.sections.iter().flat_map(|s| &s.paragraphs).any(|p| p == key)
    }

    /// The section with this key, if there is one.
    pub fn section(&self, key: &str) -> Option<&Section> {
        self.sections.iter().find(|s| s.key == key)
    }
}
