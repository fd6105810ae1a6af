//! Lessons: small positions on the real board, each with one task, read
//! from RON files (see `docs/rules.md`, "Lesson files"). A new lesson is a
//! new file: the task's check is data, so no code changes. The how-to-play
//! page, the other teaching text, is [`how_to_play`].
//!
//! A built-in lesson's texts are in the language catalogues, under
//! `lesson-<id>` (`assets/locales/<code>/lessons.ftl`); a player's own
//! lesson may write its texts in its file, in the player's language, and
//! those take their place.
//!
//! ```
//! use chinese_checkers_content::lessons::{Lesson, Part, Verdict};
//! use rules::Move;
//! let text = r#"(
//!     title: "One step",
//!     intro: "A step moves a marble to an empty hole next to it.",
//!     task: "Step the marble on n1 out of your start point.",
//!     hint: "Pick the empty hole just above and to the left of it.",
//!     done: "One step, one turn.",
//!     setup: (players: [(kind: Human), (kind: Human)]),
//!     check: [StartsOn(["n1"]), EndsOn(["m5"])],
//!     answer: "n1-m5",
//! )"#;
//! let lesson = Lesson::from_ron("01-step", text).unwrap();
//! assert_eq!(lesson.own_text(Part::Title), Some("One step"));
//! let game = lesson.game();
//! assert_eq!(lesson.check(&game, lesson.answer_move()), Verdict::Done);
//! let other = Move { from: "n4".parse().unwrap(), to: "m8".parse().unwrap() };
//! assert!(matches!(lesson.check(&game, other), Verdict::Wrong(_)));
//! ```

mod chains;
mod check;
pub mod how_to_play;
mod progress;
mod texts;

pub use check::{Check, CheckKind, RuleChange, Verdict};
pub use progress::Progress;
pub use texts::{OwnTexts, Part};

use crate::{LESSONS, with_own};
use rules::{Game, Hole, Move, Setup, game_from_text_setup, parse_route, read_ron};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::fmt;
use std::path::Path;

/// A lesson file as written: unchecked input.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LessonFile {
    #[serde(default)]
    title: Option<String>,
    #[serde(default)]
    intro: Option<String>,
    #[serde(default)]
    task: Option<String>,
    #[serde(default)]
    hint: Option<String>,
    #[serde(default)]
    done: Option<String>,
    #[serde(default)]
    why: BTreeMap<CheckKind, String>,
    setup: Setup,
    check: Vec<Check>,
    answer: String,
}

/// A checked lesson: its starting game, its task and the answer, and any
/// texts its file writes itself.
#[derive(Clone, Debug)]
pub struct Lesson {
    /// The lesson's id: its file name without `.ron` (what [`Progress`]
    /// records, and the key of its texts in the catalogues).
    pub id: String,
    /// The setup the lesson starts from (seats, rules, position).
    pub setup: Setup,
    texts: OwnTexts,
    checks: Vec<Check>,
    answer: Vec<Hole>,
    answer_move: Move,
    game: Game,
}

/// Why a lesson file cannot be used: the file (or id) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonError {
    /// The file, or the id of a lesson read from text.
    pub file: String,
    /// What is wrong, with a line number where there is one.
    pub message: String,
}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.file, self.message)
    }
}

impl std::error::Error for LessonError {}

impl LessonError {
    /// A lesson that leaves out texts every lesson has (`fields`, as lesson
    /// files name them) and that no catalogue gives it.
    pub fn missing_texts(id: &str, fields: &[&str]) -> LessonError {
        let message = format!("the lesson has no {}: a lesson of your own writes its texts", fields.join(", "));
        LessonError { file: id.to_owned(), message }
    }
}

impl Lesson {
    /// Reads a lesson from RON text and checks it: the setup must make a
    /// game, the answer must be a legal route, and it must do the task.
    /// Errors name `id`.
    pub fn from_ron(id: &str, text: &str) -> Result<Lesson, LessonError> {
        let error = |message: String| LessonError { file: id.to_string(), message };
        let file: LessonFile = read_ron(text).map_err(|e| error(e.to_string()))?;
        let game = game_from_text_setup(&file.setup, text).map_err(|e| error(e.to_string()))?;
        if file.check.is_empty() {
            return Err(error("the lesson has no check".into()));
        }
        if let Some(fault) = file.check.iter().find_map(Check::fault) {
            return Err(error(fault));
        }
        let answer = parse_route(&file.answer).map_err(|e| error(format!("answer: {e}")))?;
        if let Err(fault) = game.check_route(&answer) {
            return Err(error(format!("answer \"{}\": {fault}", file.answer)));
        }
        let (Some(&from), Some(&to)) = (answer.first(), answer.last()) else {
            return Err(error("the answer has no holes".into()));
        };
        let lesson = Lesson {
            id: id.to_string(),
            setup: file.setup,
            texts: OwnTexts {
                title: file.title,
                intro: file.intro,
                task: file.task,
                hint: file.hint,
                done: file.done,
                why: file.why,
            },
            checks: file.check,
            answer,
            answer_move: Move { from, to },
            game,
        };
        match lesson.check(&lesson.game, lesson.answer_move()) {
            Verdict::Done => Ok(lesson),
            verdict => Err(error(format!("answer \"{}\" does not do the task: {verdict:?}", file.answer))),
        }
    }

    /// The game the lesson starts from.
    pub fn game(&self) -> Game {
        self.game.clone()
    }

    /// The verdict on `m` played in `before`: any move that passes every
    /// check does the task.
    pub fn check(&self, before: &Game, m: Move) -> Verdict {
        check::judge(before, m, &self.checks)
    }

    /// The task's checks, in the order they are tried.
    pub fn checks(&self) -> &[Check] {
        &self.checks
    }

    /// One of the texts the lesson's own file writes, if it writes it.
    pub fn own_text(&self, part: Part) -> Option<&str> {
        self.texts.get(part)
    }

    /// The answer's route, every landing listed (for "show the answer").
    pub fn answer(&self) -> &[Hole] {
        &self.answer
    }

    /// The answer as a move.
    pub fn answer_move(&self) -> Move {
        self.answer_move
    }
}

/// The built-in lessons, then the player's own from the folder `own`
/// (see [`with_own`]): each checked, or what is wrong with it.
pub fn load_all(own: Option<&Path>) -> Vec<Result<Lesson, LessonError>> {
    with_own(LESSONS, own)
        .iter()
        .map(|file| {
            let error = |message: String| LessonError { file: file.label(), message };
            let text = file.text.as_ref().map_err(|e| error(e.to_string()))?;
            Lesson::from_ron(file.stem(), text).map_err(|e| error(e.message))
        })
        .collect()
}
