//! `chinese-checkers-server`: runs a room server, or puts one under load.

use chinese_checkers_server::load::{self, LoadOptions};
use chinese_checkers_server::room::Limits;
use chinese_checkers_server::{Server, ServerOptions};
use clap::{Args, Parser, Subcommand};
use net::room::DEFAULT_ROOM_PORT;
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
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Some(Command::Load { address, tables, per_table, level, games, hostile, think_ms, patience }) => {
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
            let options = LoadOptions { address, tables, per_table, level, games, hostile, think, patience };
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
