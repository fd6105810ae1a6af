//! A finished review kept beside its replay (`GAME.ron` → `GAME.review`),
//! so that watching a game again costs nothing. The file is RON, written
//! atomically, and lists each turn's played route beside the review's
//! verdict: a review whose routes or level no longer match its replay is
//! ignored, and reviewed again.

use super::{SaveError, write_atomically};
use engine::{GameReview, Level, Note, TurnReview, Verdict};
use rules::{CheckedReplay, Game, Hole, Move, PASS, Seat, SerializeError, parse_route, read_ron, turn_text};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The version of the review file this game writes.
const REVIEW_VERSION: u32 = 1;

/// The review file of a replay file: the same name, extension `review`.
pub fn review_path(replay: &Path) -> PathBuf {
    replay.with_extension("review")
}

/// A review file.
#[derive(Serialize, Deserialize)]
struct ReviewFile {
    version: u32,
    level: Level,
    turns: Vec<TurnEntry>,
}

/// One turn of a review file.
#[derive(Serialize, Deserialize)]
struct TurnEntry {
    /// The route played, or `pass`, as the replay gives it.
    played: String,
    /// The reviewer's route, or `pass`.
    best: String,
    loss: f32,
    verdict: Verdict,
    /// The seat a [`Note::LetsFinish`] names, from 1.
    note: Option<(NoteKind, Option<usize>)>,
    race: Vec<f32>,
}

/// What a note says, as written in the file.
#[derive(Clone, Copy, Serialize, Deserialize)]
enum NoteKind {
    MissedFinish,
    LetsFinish,
    GivesAwayGame,
}

/// Writes the review of the replay at `replay_path` beside it, atomically.
pub fn save_review(replay_path: &Path, replay: &CheckedReplay, review: &GameReview) -> Result<(), SaveError> {
    let path = review_path(replay_path);
    let turns = replay
        .turns()
        .iter()
        .zip(&review.turns)
        .map(|(turn, judged)| TurnEntry {
            played: turn.text(),
            best: turn_text(judged.best_route.as_deref()),
            loss: judged.loss,
            verdict: judged.verdict,
            note: judged.note.map(|note| match note {
                Note::MissedFinish => (NoteKind::MissedFinish, None),
                Note::LetsFinish(seat) => (NoteKind::LetsFinish, Some(seat.index() + 1)),
                Note::GivesAwayGame => (NoteKind::GivesAwayGame, None),
            }),
            race: judged.race.clone(),
        })
        .collect();
    let file = ReviewFile { version: REVIEW_VERSION, level: review.level, turns };
    let text = ron::ser::to_string_pretty(&file, ron::ser::PrettyConfig::default())
        .map_err(|error| SaveError::Serialize { path: path.clone(), error: SerializeError(error) })?;
    write_atomically(&path, text.as_bytes())
}

/// The review at `level` kept beside the replay at `replay_path`, if there
/// is one that matches the replay turn for turn. A file that cannot be
/// read is an error naming it; one written for other turns or another
/// level is `None`.
pub fn load_review(replay_path: &Path, replay: &CheckedReplay, level: Level) -> Result<Option<GameReview>, SaveError> {
    let path = review_path(replay_path);
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(error) => return Err(SaveError::file(&path, &error)),
    };
    let file: ReviewFile = read_ron(&text).map_err(|error| SaveError::Review { path: path.clone(), error })?;
    if file.version != REVIEW_VERSION || file.level != level || file.turns.len() != replay.turns().len() {
        return Ok(None);
    }
    let mut game = replay.start().clone();
    let mut turns = Vec::with_capacity(file.turns.len());
    for (turn, entry) in replay.turns().iter().zip(file.turns) {
        if entry.played != turn.text() || entry.race.len() != game.player_count() {
            return Ok(None);
        }
        let Some((best, best_route)) = best_of(&game, &entry.best) else { return Ok(None) };
        let note = match entry.note {
            None => None,
            Some((NoteKind::MissedFinish, _)) => Some(Note::MissedFinish),
            Some((NoteKind::GivesAwayGame, _)) => Some(Note::GivesAwayGame),
            Some((NoteKind::LetsFinish, seat)) => match seat.map(Seat::from_number) {
                Some(seat) if seat.index() < game.player_count() => Some(Note::LetsFinish(seat)),
                _ => return Ok(None),
            },
        };
        turns.push(TurnReview {
            player: turn.player(),
            played: turn.played(),
            best,
            best_route,
            loss: entry.loss,
            verdict: entry.verdict,
            note,
            race: entry.race,
        });
        play(&mut game, turn.played());
    }
    Ok(Some(GameReview { level, turns }))
}

/// The move a written route makes in `game`, with the route (both `None`
/// for a pass), or `None` if it is not a legal route there.
fn best_of(game: &Game, text: &str) -> Option<(Option<Move>, Option<Vec<Hole>>)> {
    if text == PASS {
        return Some((None, None));
    }
    let route = parse_route(text).ok()?;
    let m = game.check_route(&route).ok()?;
    Some((Some(m), Some(route)))
}

/// Plays a replay's turn on `game`.
fn play(game: &mut Game, played: Option<Move>) {
    match played {
        Some(m) => game.play_unchecked(m),
        None => game.pass_unchecked(),
    };
}
