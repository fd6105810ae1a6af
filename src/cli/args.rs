//! The command line's definition: the options and subcommands clap parses,
//! which the manual pages and completion scripts are also made from.

use clap::{Parser, Subcommand};
use rules::Level;
use std::path::PathBuf;

/// Chinese checkers on a 3D marble board.
#[derive(Debug, Parser)]
#[command(name = "chinese-checkers", version, about, long_about = LONG_ABOUT)]
pub struct Cli {
    /// What to do; with none, the game opens at its menu.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Save a screenshot of the window to FILE after `--frames` frames, then exit.
    #[arg(long, value_name = "FILE", global = true)]
    pub screenshot: Option<PathBuf>,
    /// Frames to draw before the screenshot.
    #[arg(long, default_value_t = 90, global = true)]
    pub frames: u32,
    /// Computers take every seat (a demo).
    #[arg(long, global = true)]
    pub autoplay: bool,
}

/// What `--help` and the manual page say of the program as a whole.
const LONG_ABOUT: &str = "Chinese checkers on a 3D marble board, for 2, 3, 4 or 6 players: against \
computer opponents on ten rated levels, with several people at one screen, or with friends on \
other machines. With no subcommand the game opens at its menu.

Files (on Linux): settings in ~/.config/chinese-checkers/settings.ron; saved games in \
~/.local/share/chinese-checkers/replays/; your own setups and lessons in \
~/.local/share/chinese-checkers/setups/ and lessons/, listed after the built-in ones. \
Setup and lesson files are RON, described in the game's docs/rules.md.";

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Opens the game straight into a game of this setup.
    Play {
        /// Setup file (RON), or a built-in setup's file name (`03-you-vs-hard.ron`).
        setup: PathBuf,
        /// Seed of the computers and of a drawn first mover, for tests and
        /// demos: the next game uses the seed after it. Without it every
        /// game draws a fresh seed.
        #[arg(long)]
        seed: Option<u64>,
    },
    /// Opens the game at a lesson of the Learn screen.
    Lesson {
        /// The lesson's number, from 1, in the order of the lesson list.
        #[arg(value_parser = clap::value_parser!(u32).range(1..))]
        number: u32,
    },
    /// Opens the game at a room server's lobby.
    Online {
        /// The room server's address, with its port unless it is the
        /// default (28543).
        address: String,
    },
    /// Times the headless game's frames while two Expert computers search,
    /// to show that a search never holds up a frame.
    FrameTimes {
        /// Frame updates to measure (about 60 a second).
        #[arg(long, default_value_t = 600)]
        updates: usize,
    },
    /// Counts move sequences from a setup's position, one line `D COUNT` per depth.
    Perft {
        /// Setup file (RON), or a built-in setup's file name (`03-you-vs-hard.ron`).
        setup: PathBuf,
        /// Deepest depth to count.
        depth: u32,
    },
    /// Lists the legal moves of the side to move, each as its route.
    Moves {
        /// Setup file (RON), or a built-in setup's file name (`03-you-vs-hard.ron`).
        setup: PathBuf,
    },
    /// Prints the move a computer level would play for the side to move (its
    /// route as the last line, or `pass`).
    Bestmove {
        /// Setup file (RON), or a built-in setup's file name (`03-you-vs-hard.ron`).
        setup: PathBuf,
        /// A level from 1 to 10, or Easy (1), Medium (5), Hard (9) or Expert (10).
        #[arg(long, default_value = "Expert", value_parser = Level::parse)]
        level: Level,
        /// Seed of the level's random choices.
        #[arg(long, default_value_t = 0)]
        seed: u64,
    },
    /// Plays the setup's computer seats against each other (humans played by
    /// Medium), rotating seats between games, and prints per-level figures.
    Match {
        /// Setup file (RON), or a built-in setup's file name (`03-you-vs-hard.ron`).
        setup: PathBuf,
        /// Games to play.
        #[arg(long)]
        games: usize,
        /// Seed of the first game; game `i` uses `seed + i`.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Games played at once (threads).
        #[arg(long, default_value_t = 1)]
        jobs: usize,
        /// Turns after which a game is stopped (and reported).
        #[arg(long, default_value_t = 1000)]
        max_turns: u32,
        /// Also print the figures as one JSON object on the last line.
        #[arg(long)]
        json: bool,
        /// Write each game's replay into DIR (`game-0001-seed-17.ron`).
        #[arg(long, value_name = "DIR")]
        record: Option<PathBuf>,
    },
    /// Speaks CCP, the engine protocol of the CCERL rating list, on stdin
    /// and stdout (docs/rules.md, "CCP"): `ccp`, `isready`, `position`,
    /// `setoption`, `go`, `stop`, `analyze`, `quit`.
    Ccp,
    /// Reviews a replay headless: each turn's move against the reviewer's,
    /// the turns it lost and the verdict, then a summary per player.
    Review {
        /// Replay file (RON).
        file: PathBuf,
        /// The reviewer: a level from 1 to 10, or Easy, Medium, Hard or Expert.
        #[arg(long, default_value = "Expert", value_parser = Level::parse)]
        level: Level,
        /// One JSON object per turn, then one summary object.
        #[arg(long)]
        json: bool,
    },
    /// Hosts games over the network without a window: players join the
    /// setup's people's seats with `join` or from the game's Join screen;
    /// its computers play here. Logs joins, moves and results, saves each
    /// replay, and exits once its games are over.
    Serve {
        /// Setup file (RON), or a built-in setup's file name (`03-you-vs-hard.ron`).
        setup: PathBuf,
        /// UDP port to listen on.
        #[arg(long, default_value_t = net::protocol::DEFAULT_PORT)]
        port: u16,
        /// The join code to give out (a fresh one when left out).
        #[arg(long)]
        code: Option<String>,
        /// Games to play, one after the other.
        #[arg(long, default_value_t = 1)]
        games: u32,
        /// Folder to save the replays in (default: where the game saves).
        #[arg(long, value_name = "DIR")]
        replays: Option<PathBuf>,
        /// Seconds a dropped player's seat waits before a Hard computer
        /// takes it (default: it waits).
        #[arg(long, value_name = "SECONDS")]
        stand_in_after: Option<u64>,
        /// An address players dial that is not this machine's own, such as
        /// a router's forwarded port (may be given more than once).
        #[arg(long, value_name = "ADDR:PORT")]
        public: Vec<std::net::SocketAddr>,
    },
    /// Joins a hosted game without a window; a computer of the given level
    /// plays the seat from here (a bot client). Exits when the host closes.
    Join {
        /// The host's address, with its port unless it is the default.
        address: String,
        /// The join code the host gave out.
        #[arg(long)]
        code: String,
        /// The seat to take, from 1 (default: the first open one).
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=6))]
        seat: Option<u8>,
        /// The computer that plays the seat.
        #[arg(long, default_value = "Medium", value_parser = Level::parse)]
        level: Level,
        /// The name to show (default: the level's name).
        #[arg(long)]
        name: Option<String>,
        /// Folder to save the replays in (default: where the game saves).
        #[arg(long, value_name = "DIR")]
        replays: Option<PathBuf>,
    },
    /// Opens a replay file in the game's viewer; with `--check`, checks every
    /// turn headless and prints `turns N` and `result: …`.
    Replay {
        /// Replay file (RON).
        file: PathBuf,
        /// Check the file without opening a window.
        #[arg(long, conflicts_with = "turn")]
        check: bool,
        /// Open the viewer at the position after this many turns.
        #[arg(long, value_name = "K")]
        turn: Option<u32>,
    },
    /// Writes the manual pages and the bash, zsh and fish completion
    /// scripts into DIR, for a package to install.
    #[command(hide = true)]
    Generate {
        /// The folder to write into (made if missing).
        dir: PathBuf,
    },
}
