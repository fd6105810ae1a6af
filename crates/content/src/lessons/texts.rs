//! A lesson's texts: which ones there are, and those a lesson's own file
//! writes. A built-in lesson writes none: its texts are in the language
//! catalogues, one message per lesson (`lesson-<id>`) whose value is the
//! title and whose attributes are the other texts (see [`Part::attribute`]).

use super::CheckKind;
use std::collections::BTreeMap;

/// One of a lesson's texts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The title in the lesson list.
    Title,
    /// A short explanation of the idea, shown first.
    Intro,
    /// What to do on the board.
    Task,
    /// Shown after a legal move that does not do the task.
    Hint,
    /// Shown when the task is done.
    Done,
    /// Why a move falls short in this way: optional, for some kinds only.
    Why(CheckKind),
}

impl Part {
    /// The attribute of the lesson's catalogue message that holds this
    /// text (`intro`, `why-hops-over`); `None` for the title, the message's
    /// own value.
    pub fn attribute(self) -> Option<String> {
        let name = match self {
            Part::Title => return None,
            Part::Intro => "intro",
            Part::Task => "task",
            Part::Hint => "hint",
            Part::Done => "done",
            Part::Why(kind) => return Some(format!("why-{}", kind.key())),
        };
        Some(name.to_owned())
    }
}

/// The texts a lesson file writes itself, each optional: a player's own
/// lesson, written in the player's language.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OwnTexts {
    pub(super) title: Option<String>,
    pub(super) intro: Option<String>,
    pub(super) task: Option<String>,
    pub(super) hint: Option<String>,
    pub(super) done: Option<String>,
    pub(super) why: BTreeMap<CheckKind, String>,
}

impl OwnTexts {
    /// The text for `part`, if the file writes it.
    pub fn get(&self, part: Part) -> Option<&str> {
        match part {
            Part::Title => self.title.as_deref(),
            Part::Intro => self.intro.as_deref(),
            Part::Task => self.task.as_deref(),
            Part::Hint => self.hint.as_deref(),
            Part::Done => self.done.as_deref(),
            Part::Why(kind) => self.why.get(&kind).map(String::as_str),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_part_has_its_attribute() {
        assert_eq!(Part::Title.attribute(), None);
        assert_eq!(Part::Intro.attribute().as_deref(), Some("intro"));
        assert_eq!(Part::Why(CheckKind::HopsOver).attribute().as_deref(), Some("why-hops-over"));
        assert_eq!(Part::Why(CheckKind::DoesNotFinish).attribute().as_deref(), Some("why-does-not-finish"));
    }
}
