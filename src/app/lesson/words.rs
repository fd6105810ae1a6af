//! A lesson's texts in the player's language: those its own file writes,
//! else the catalogue's message for the lesson (`lesson-<id>`).

use crate::locale::Texts;
use content::lessons::{CheckKind, Lesson, LessonError, Part};

/// The catalogue key of a lesson's texts.
fn key(lesson: &Lesson) -> String {
    format!("lesson-{}", lesson.id)
}

/// One of the lesson's texts, if its file or the catalogue has it.
fn find(texts: &Texts, lesson: &Lesson, part: Part) -> Option<String> {
    match lesson.own_text(part) {
        Some(own) => Some(own.to_owned()),
        None => texts.find(&key(lesson), part.attribute().as_deref(), &[]),
    }
}

/// One of the texts every lesson has (title, explanation, task, hint and
/// closing line); where neither the file nor the catalogue has it, its key,
/// so that the gap shows.
pub(crate) fn lesson_text(texts: &Texts, lesson: &Lesson, part: Part) -> String {
    find(texts, lesson, part).unwrap_or_else(|| match part.attribute() {
        Some(attribute) => format!("{}.{attribute}", key(lesson)),
        None => key(lesson),
    })
}

/// The lesson as listed: a lesson whose file leaves out a text that every
/// lesson has, with no message in `english` (the catalogue every language
/// follows) to give it, is refused, naming what is missing (a player's own
/// lesson writes its texts itself).
pub(crate) fn with_its_texts(english: &Texts, lesson: Lesson) -> Result<Lesson, LessonError> {
    let missing: Vec<&str> =
        PARTS.iter().filter(|(part, _)| find(english, &lesson, *part).is_none()).map(|(_, field)| *field).collect();
    if missing.is_empty() {
        return Ok(lesson);
    }
    Err(LessonError::missing_texts(&lesson.id, &missing))
}

/// The texts every lesson has, with their fields in lesson files.
const PARTS: [(Part, &str); 5] =
    [(Part::Title, "title"), (Part::Intro, "intro"), (Part::Task, "task"), (Part::Hint, "hint"), (Part::Done, "done")];

/// Why a move falls short in this way, if the lesson explains it.
pub(crate) fn lesson_why(texts: &Texts, lesson: &Lesson, kind: CheckKind) -> Option<String> {
    find(texts, lesson, Part::Why(kind))
}
