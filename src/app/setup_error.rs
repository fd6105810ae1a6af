//! What is wrong with a setup file, as the game tells the player (the
//! new-game screen's list, and a game that cannot start): each
//! [`SetupError`] and [`DiagramError`] worded from `new-game.ftl`, not by
//! their `Display` (the command line's English).

use crate::app::names::colour_name;
use crate::locale::Texts;
use rules::{DiagramError, FileError, MARBLES_PER_PLAYER, ROW_COUNT, ROW_WIDTHS, SetupError};

/// A setup file that cannot be used: its name, then what is wrong.
pub(crate) fn file_error_text(texts: &Texts, error: &FileError<SetupError>) -> String {
    texts.with(
        "new-game-file-error",
        &[("file", error.path.clone().into()), ("error", setup_error(texts, &error.error).into())],
    )
}

/// What is wrong with a setup.
pub(crate) fn setup_error(texts: &Texts, error: &SetupError) -> String {
    match error {
        SetupError::Read { message, .. } => texts.with("new-game-error-read", &[("message", message.clone().into())]),
        SetupError::Syntax { line, column, message } => texts.with(
            "new-game-error-syntax",
            &[("line", (*line).into()), ("column", (*column).into()), ("message", message.clone().into())],
        ),
        SetupError::Diagram { line, error } => diagram_error(texts, *line, error),
        SetupError::PlayerCount { players } => {
            texts.with("new-game-error-player-count", &[("players", (*players).into())])
        }
        SetupError::ToMove { to_move: seat, players } => {
            texts.with("new-game-error-to-move", &[("seat", seat.number().into()), ("players", (*players).into())])
        }
        SetupError::FirstMover { first_mover: seat, players } => {
            texts.with("new-game-error-first-mover", &[("seat", seat.number().into()), ("players", (*players).into())])
        }
        SetupError::TeamsNotAllowed { players } => {
            texts.with("new-game-error-teams-not-allowed", &[("players", (*players).into())])
        }
        SetupError::TeamMember { seat, players } => {
            texts.with("new-game-error-team-member", &[("seat", seat.number().into()), ("players", (*players).into())])
        }
        SetupError::SeatInTwoTeams { seat } => {
            texts.with("new-game-error-seat-in-two-teams", &[("seat", seat.number().into())])
        }
        SetupError::MarbleOffBoard { hole } => {
            texts.with("new-game-error-marble-off-board", &[("hole", hole.to_string().into())])
        }
        SetupError::SameColour { first, second, colour } => texts.with(
            "new-game-error-same-colour",
            &[
                ("first", first.number().into()),
                ("second", second.number().into()),
                ("colour", colour_name(texts, *colour).into()),
            ],
        ),
    }
}

/// A fault in a setup's drawing of the position, on the file's `line`.
fn diagram_error(texts: &Texts, line: usize, error: &DiagramError) -> String {
    let line = ("line", line.into());
    match error {
        DiagramError::TooManyRows => texts.with("new-game-error-too-many-rows", &[line, ("rows", ROW_COUNT.into())]),
        DiagramError::RowWidth { row, found } => {
            let letter = u8::try_from(*row).ok().and_then(|row| b'a'.checked_add(row)).map_or('?', char::from);
            let width = ROW_WIDTHS.get(*row).copied().unwrap_or(0);
            texts.with(
                "new-game-error-row-width",
                &[line, ("row", letter.to_string().into()), ("width", width.into()), ("found", (*found).into())],
            )
        }
        DiagramError::NoSuchPlayer { player, hole, players } => texts.with(
            "new-game-error-no-such-player",
            &[
                line,
                ("seat", player.number().into()),
                ("hole", hole.to_string().into()),
                ("players", (*players).into()),
            ],
        ),
        DiagramError::TooManyMarbles { player } => texts.with(
            "new-game-error-too-many-marbles",
            &[line, ("seat", player.number().into()), ("marbles", MARBLES_PER_PLAYER.into())],
        ),
        DiagramError::BadToken { token, hole } => texts.with(
            "new-game-error-bad-token",
            &[line, ("token", token.clone().into()), ("hole", hole.to_string().into())],
        ),
        DiagramError::TooFewRows { rows } => {
            texts.with("new-game-error-too-few-rows", &[line, ("found", (*rows).into()), ("rows", ROW_COUNT.into())])
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::Language;
    use rules::{Colour, Seat};

    /// The player reads what the command line prints.
    #[test]
    fn the_english_is_the_command_line_s() {
        let texts = Texts::new(Language::English);
        let errors = [
            SetupError::PlayerCount { players: 5 },
            SetupError::ToMove { to_move: Seat::from_number(4), players: 3 },
            SetupError::SameColour { first: Seat::from_number(1), second: Seat::from_number(2), colour: Colour::Blue },
            SetupError::Diagram { line: 7, error: DiagramError::RowWidth { row: 4, found: 3 } },
            SetupError::Diagram { line: 9, error: DiagramError::TooFewRows { rows: 12 } },
            SetupError::Diagram { line: 3, error: DiagramError::TooManyMarbles { player: Seat::from_number(2) } },
        ];
        for error in errors {
            assert_eq!(setup_error(&texts, &error), error.to_string());
        }
    }
}
