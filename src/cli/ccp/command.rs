//! Reading one line of the protocol into a command, or saying what is
//! wrong with it.

use std::fmt;

/// One command from the referee or the user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Command {
    /// `ccp`: introduce the engine and its options.
    Ccp,
    /// `protocol`: name the protocol spoken.
    Protocol,
    /// `isready`: answer `readyok`.
    IsReady,
    /// `position startpos` or `position cells … player … ply …`, either
    /// followed by `moves M1 M2 …` played from there.
    Position {
        /// The 121 compact cells (not yet checked); `None` for the start.
        cells: Option<String>,
        /// The player to move, 0 or 1.
        player: u8,
        /// Plies played before this position.
        ply: u32,
        /// Moves played from it, as written (cells joined by `-`).
        moves: Vec<String>,
    },
    /// `setoption name NAME [value VALUE]`.
    SetOption {
        /// The option's name as written.
        name: String,
        /// Its value, if one was given.
        value: Option<String>,
    },
    /// `go …`: search the position.
    Go(GoLimits),
    /// `stop`: end the search and answer with its move.
    Stop,
    /// `analyze topk N`: the N best moves in JSON.
    Analyze {
        /// How many moves to list.
        topk: usize,
    },
    /// `quit`: leave.
    Quit,
}

/// What `go` asks for; every field unset means the level's own budget.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct GoLimits {
    /// `movetime`: milliseconds for this move.
    pub(super) movetime: Option<u64>,
    /// `nodes`: the look-ahead search's node budget.
    pub(super) nodes: Option<u64>,
    /// `depth`: the deepest iteration, in plies.
    pub(super) depth: Option<u32>,
    /// `wtime`, `btime`: milliseconds left on player 0's and player 1's
    /// clocks.
    pub(super) clock: [Option<u64>; 2],
    /// `winc`, `binc`: milliseconds added per move.
    pub(super) increment: [Option<u64>; 2],
    /// `movestogo`: moves until the clocks are refilled.
    pub(super) moves_to_go: Option<u64>,
    /// `infinite`: search until `stop`.
    pub(super) infinite: bool,
}

/// What is wrong with a line of the protocol; its `Display` is the message
/// the engine answers with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum CommandError {
    /// A command that takes no arguments was given some.
    TakesNoArguments(String),
    /// No such command.
    Unknown(String),
    /// A keyword without the value that must follow it.
    NeedsValue(String),
    /// A keyword's value is not a number, or not one in its range.
    NotANumber {
        /// The keyword.
        key: String,
        /// The value as written.
        value: String,
    },
    /// `position … cells` with no cells after it.
    NoCells,
    /// `position` with neither `startpos` nor cells and a player.
    PositionForm,
    /// `position` with a word it does not know.
    PositionWord(String),
    /// `setoption` without `name NAME`, or with an empty value.
    SetOptionForm,
    /// `go` with a limit it does not know.
    GoLimit(String),
    /// `analyze` with anything but `topk N`.
    AnalyzeForm,
}

impl fmt::Display for CommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CommandError::TakesNoArguments(command) => write!(f, "{command} takes no arguments"),
            CommandError::Unknown(command) => write!(f, "unknown command {command:?}"),
            CommandError::NoCells => f.write_str("cells needs 121 characters"),
            CommandError::NeedsValue(key) => write!(f, "{key} needs a value"),
            CommandError::NotANumber { key, value } => write!(f, "{key} {value}: not a number in range"),
            CommandError::PositionForm => f.write_str("position needs `startpos` or `cells CELLS player P [ply N]`"),
            CommandError::PositionWord(word) => write!(f, "position: unexpected {word:?}"),
            CommandError::SetOptionForm => f.write_str("setoption needs `name NAME [value VALUE]`"),
            CommandError::GoLimit(limit) => write!(f, "go: unknown limit {limit:?}"),
            CommandError::AnalyzeForm => f.write_str("analyze takes `topk N`"),
        }
    }
}

/// Reads a line: `Ok(None)` for a blank one, what is wrong with a
/// malformed or unknown one.
pub(super) fn parse(line: &str) -> Result<Option<Command>, CommandError> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some((&first, rest)) = words.split_first() else {
        return Ok(None);
    };
    let simple = |command: Command| {
        if rest.is_empty() { Ok(command) } else { Err(CommandError::TakesNoArguments(first.to_owned())) }
    };
    let command = match first {
        "ccp" => simple(Command::Ccp),
        "protocol" => simple(Command::Protocol),
        "isready" => simple(Command::IsReady),
        "stop" => simple(Command::Stop),
        "quit" => simple(Command::Quit),
        "position" => position(rest),
        "setoption" => set_option(rest),
        "go" => go(rest).map(Command::Go),
        "analyze" => analyze(rest),
        other => Err(CommandError::Unknown(other.to_owned())),
    };
    command.map(Some)
}

/// A number after a keyword.
fn number<T: std::str::FromStr>(key: &str, value: Option<&&str>) -> Result<T, CommandError> {
    let value = value.ok_or_else(|| CommandError::NeedsValue(key.to_owned()))?;
    value.parse().map_err(|_| CommandError::NotANumber { key: key.to_owned(), value: (*value).to_owned() })
}

fn position(words: &[&str]) -> Result<Command, CommandError> {
    let (words, moves) = match words.iter().position(|&w| w == "moves") {
        Some(i) => (&words[..i], words[i + 1..].iter().map(|m| m.to_string()).collect()),
        None => (words, Vec::new()),
    };
    if words == ["startpos"] {
        return Ok(Command::Position { cells: None, player: 0, ply: 0, moves });
    }
    let (mut cells, mut player, mut ply) = (None, None, 0);
    let mut at = 0;
    while at < words.len() {
        let key = words[at];
        let value = words.get(at + 1);
        match key {
            "cells" => cells = Some(value.ok_or(CommandError::NoCells)?.to_string()),
            "player" => player = Some(number(key, value)?),
            "ply" => ply = number(key, value)?,
            other => return Err(CommandError::PositionWord(other.to_owned())),
        }
        at += 2;
    }
    match (cells, player) {
        (Some(cells), Some(player)) => Ok(Command::Position { cells: Some(cells), player, ply, moves }),
        _ => Err(CommandError::PositionForm),
    }
}

fn set_option(words: &[&str]) -> Result<Command, CommandError> {
    let Some((&"name", rest)) = words.split_first() else {
        return Err(CommandError::SetOptionForm);
    };
    let value_at = rest.iter().position(|&w| w == "value");
    let (name, value) = match value_at {
        Some(i) => (&rest[..i], Some(rest[i + 1..].join(" "))),
        None => (rest, None),
    };
    if name.is_empty() || value.as_ref().is_some_and(String::is_empty) {
        return Err(CommandError::SetOptionForm);
    }
    Ok(Command::SetOption { name: name.join(" "), value })
}

fn go(words: &[&str]) -> Result<GoLimits, CommandError> {
    let mut limits = GoLimits::default();
    let mut at = 0;
    while at < words.len() {
        let key = words[at];
        let value = words.get(at + 1);
        match key {
            "infinite" => {
                limits.infinite = true;
                at += 1;
                continue;
            }
            "movetime" => limits.movetime = Some(number(key, value)?),
            "nodes" => limits.nodes = Some(number(key, value)?),
            "depth" => limits.depth = Some(number(key, value)?),
            "wtime" => limits.clock[0] = Some(number(key, value)?),
            "btime" => limits.clock[1] = Some(number(key, value)?),
            "winc" => limits.increment[0] = Some(number(key, value)?),
            "binc" => limits.increment[1] = Some(number(key, value)?),
            "movestogo" => limits.moves_to_go = Some(number(key, value)?),
            other => return Err(CommandError::GoLimit(other.to_owned())),
        }
        at += 2;
    }
    Ok(limits)
}

fn analyze(words: &[&str]) -> Result<Command, CommandError> {
    match words {
        [] => Ok(Command::Analyze { topk: 10 }),
        ["topk", n] => Ok(Command::Analyze { topk: number("topk", Some(n))? }),
        _ => Err(CommandError::AnalyzeForm),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_read() {
        assert_eq!(parse("  "), Ok(None));
        assert_eq!(parse("isready"), Ok(Some(Command::IsReady)));
        assert_eq!(
            parse("position cells abc player 1 ply 73"),
            Ok(Some(Command::Position { cells: Some("abc".into()), player: 1, ply: 73, moves: vec![] }))
        );
        assert_eq!(
            parse("position startpos moves 7-16 115-103"),
            Ok(Some(Command::Position {
                cells: None,
                player: 0,
                ply: 0,
                moves: vec!["7-16".into(), "115-103".into()]
            }))
        );
        assert_eq!(
            parse("setoption name Level value Hard"),
            Ok(Some(Command::SetOption { name: "Level".into(), value: Some("Hard".into()) }))
        );
        let Ok(Some(Command::Go(limits))) = parse("go wtime 600 btime 500 nodes 7") else { panic!("go reads") };
        assert_eq!((limits.clock, limits.nodes), ([Some(600), Some(500)], Some(7)));
        assert_eq!(parse("analyze topk 3"), Ok(Some(Command::Analyze { topk: 3 })));
    }

    #[test]
    fn malformed_lines_say_why() {
        for line in
            ["jump", "go movetime", "go movetime -5", "go sideways 3", "position cells", "setoption", "isready now"]
        {
            assert!(parse(line).is_err(), "{line}");
        }
    }
}
