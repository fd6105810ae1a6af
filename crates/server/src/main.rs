//! `chinese-checkers-server`: runs a room server, or puts one under load.

use chinese_checkers_server::room::Limits;
use chinese_checkers_server::{Server, ServerOptions};
use clap::Parser;
use net::room::DEFAULT_ROOM_PORT;
use std::net::{Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::process::ExitCode;

/// A room server for Chinese checkers: many tables in one process, players
/// who connect out to it, games that survive a restart.
#[derive(Debug, Parser)]
#[command(name = "chinese-checkers-server", version, about)]
struct Cli {
    /// The address and port to listen on.
    #[arg(long, value_name = "ADDR:PORT", default_value_t = SocketAddr::from((Ipv4Addr::UNSPECIFIED, DEFAULT_ROOM_PORT)))]
    listen: SocketAddr,
    /// The data folder: the database of tables and games, and the finished
    /// games' replays (made if need be).
    #[arg(long, value_name = "DIR")]
    data: PathBuf,
    /// Connections one address may hold at once.
    #[arg(long, value_name = "N", default_value_t = Limits::default().per_address)]
    per_address: usize,
    /// Threads that search for the computers' moves (default: one per core).
    #[arg(long, value_name = "N")]
    computers: Option<usize>,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let computers = cli.computers.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, usize::from));
    let limits = Limits { per_address: cli.per_address, ..Limits::default() };
    let options = ServerOptions { listen: cli.listen, data: cli.data, limits, computers };
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
