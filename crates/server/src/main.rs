//! `chinese-checkers-server`: runs a room server, puts one under load, or
//! sits a computer at one of its tables.

use chinese_checkers_server::bot::{self, SeatOptions};
use chinese_checkers_server::load::{self, LoadOptions};
use chinese_checkers_server::room::Limits;
use chinese_checkers_server::{Server, ServerOptions};
use clap::{Args, Parser, Subcommand};
use net::room::{DEFAULT_ROOM_PORT, TableId, TableRef};
use rules::Level;
use std::net::{Ipv4Addr, SocketAddr, ToSocketAddrs};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

/// A room server for Chinese checkers: many tables in one process, players
/// who connect out to it, games that survive a restart.
#[derive(Debug, Parser)]
#[command(name = "chinese-checkers-server", version, about, subcommand_negates_reqs = true)]
struct Cli {
    /// With none, the server runs.
    #[command(subcommand)]
    command: Option<Command>,
    /// How the server runs.
    #[command(flatten)]
    serve: ServeArgs,
}

/// How the server runs.
#[derive(Debug, Args)]
struct ServeArgs {
    /// The address and port to listen on.
    #[arg(long, value_name = "ADDR:PORT", default_value_t = SocketAddr::from((Ipv4Addr::UNSPECIFIED, DEFAULT_ROOM_PORT)))]
    listen: SocketAddr,
    /// The data folder: the database of tables and games, and the finished
    /// games' replays (made if need be).
    #[arg(long, value_name = "DIR", required = true)]
    data: Option<PathBuf>,
    /// Connections one address may hold at once.
    #[arg(long, value_name = "N", default_value_t = Limits::default().per_address)]
    per_address: usize,
    /// Threads that search for the computers' moves (default: one per core).
    #[arg(long, value_name = "N")]
    computers: Option<usize>,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
enum Command {
    /// Puts a running server under load: many computer clients at private
    /// tables, and hostile ones beside them; prints one line of JSON.
    Load {
        /// The server's address and port.
        address: String,
        /// Tables, each with its own group of clients.
        #[arg(long, default_value_t = 10)]
        tables: usize,
        /// Clients at each table: 2, 3, 4 or 6.
        #[arg(long, default_value_t = 4)]
        per_table: usize,
        /// The level the clients play at: 1 to 10 or a name.
        #[arg(long, default_value = "1", value_parser = Level::parse)]
        level: Level,
        /// Games each table plays.
        #[arg(long, default_value_t = 1)]
        games: u32,
        /// Hostile clients beside the honest ones.
        #[arg(long, default_value_t = 0)]
        hostile: usize,
        /// A client's mean time to think before a move, in milliseconds.
        #[arg(long, default_value_t = 1000)]
        think_ms: u64,
        /// Seconds a client waits for the server (a restart included).
        #[arg(long, default_value_t = 60)]
        patience: u64,
        /// List the tables in the lobby (else they are private).
        #[arg(long)]
        public: bool,
    },
    /// Sits a computer at a table and plays its seat, a partner for a
    /// person trying a server: it takes the first open seat, says a line
    /// if asked, and plays its games (a rematch after each but the last).
    Play {
        /// The server's address and port.
        address: String,
        /// The table's number, as the lobby lists it.
        #[arg(long, conflicts_with = "code", required_unless_present = "code")]
        table: Option<u64>,
        /// The table's join code.
        #[arg(long)]
        code: Option<String>,
        /// The level it plays at: 1 to 10 or a name.
        #[arg(long, default_value = "Medium", value_parser = Level::parse)]
        level: Level,
        /// The name it shows.
        #[arg(long, default_value = "Computer")]
        name: String,
        /// Games it plays.
        #[arg(long, default_value_t = 1)]
        games: u32,
        /// A line it says at the table when it sits.
        #[arg(long)]
        say: Option<String>,
        /// Its time to think before each move, in milliseconds.
        #[arg(long, default_value_t = 1000)]
        think_ms: u64,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Play { address, table, code, level, name, games, say, think_ms }) => {
            let Some(address) = address.to_socket_addrs().ok().and_then(|mut a| a.next()) else {
                eprintln!("chinese-checkers-server: {address}: not an address and port");
                return ExitCode::from(2);
            };
            let table = match (table, code.as_deref().map(net::JoinCode::parse)) {
                (Some(id), _) => TableRef::Id(TableId(id)),
                (None, Some(Ok(code))) => TableRef::Code(code),
                (None, Some(Err(error))) => {
                    eprintln!("chinese-checkers-server: {error}");
                    return ExitCode::from(2);
                }
                (None, None) => return ExitCode::from(2),
            };
            let think = Duration::from_millis(think_ms);
            match bot::play_seat(&SeatOptions { address, table, name, level, games, say, think }) {
                Ok(played) => {
                    println!("played {played} games");
                    ExitCode::SUCCESS
                }
                Err(error) => {
                    eprintln!("chinese-checkers-server: {error}");
                    ExitCode::FAILURE
                }
            }
        }
        Some(Command::Load { address, tables, per_table, level, games, hostile, think_ms, patience, public }) => {
            if !rules::PLAYER_COUNTS.contains(&per_table) {
                eprintln!("chinese-checkers-server: --per-table {per_table}: a table has 2, 3, 4 or 6 players");
                return ExitCode::from(2);
            }
            let Some(address) = address.to_socket_addrs().ok().and_then(|mut a| a.next()) else {
                eprintln!("chinese-checkers-server: {address}: not an address and port");
                return ExitCode::from(2);
            };
            let think = Duration::from_millis(think_ms);
            let patience = Duration::from_secs(patience);
            let options = LoadOptions { address, tables, per_table, level, games, hostile, think, patience, public };
            let report = load::run(&options);
            match serde_json::to_string(&report) {
                Ok(line) => println!("{line}"),
                Err(error) => eprintln!("chinese-checkers-server: {error}"),
            }
            if report.gave_up > 0 { ExitCode::FAILURE } else { ExitCode::SUCCESS }
        }
        None => serve(cli.serve),
    }
}

/// Runs the server until it fails.
fn serve(args: ServeArgs) -> ExitCode {
    let Some(data) = args.data else {
        eprintln!("chinese-checkers-server: --data DIR is needed");
        return ExitCode::from(2);
    };
    let computers = args.computers.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from));
    let limits = Limits { per_address: args.per_address, ..Limits::default() };
    let options = ServerOptions { listen: args.listen, data, limits, computers };
    let server = match Server::start(&options) {
        Ok(server) => server,
        Err(error) => {
            eprintln!("chinese-checkers-server: {error}");
            return ExitCode::from(2);
        }
    };
    eprintln!("chinese-checkers-server: listening on {}, data in {}", server.address(), options.data.display());
    match server.run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("chinese-checkers-server: {error}");
            ExitCode::FAILURE
        }
    }
}
