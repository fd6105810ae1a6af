//! The real server over loopback: computer clients make a private table,
//! join it by its code and play a whole game to its replay file; a server
//! stopped and started again on its data goes on with the game.

use super::new_table;
use chinese_checkers_server::bot::Bot;
use chinese_checkers_server::room::{Limits, Rate};
use chinese_checkers_server::{Server, ServerOptions, Stopper};
use net::SeatWish;
use net::room::{Identity, TableId, TableRef, TableState, ToClient, ToServer};
use rules::{Level, load_replay};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::thread::{self, JoinHandle};
use std::time::Duration;

/// How long a bot waits for a message before the test fails.
const PATIENCE: Duration = Duration::from_secs(20);

/// A server on a free loopback port with its data in `data`, running on a
/// thread of its own.
fn running(data: &Path) -> (SocketAddr, Stopper, JoinHandle<()>) {
    let options = ServerOptions {
        listen: "127.0.0.1:0".parse().expect("an address"),
        data: data.to_path_buf(),
        // Computers move at once: more requests a second than a person's.
        limits: Limits { requests: Rate { burst: 1000.0, per_second: 1000.0 }, ..Limits::default() },
        computers: 1,
    };
    let server = Server::start(&options).unwrap_or_else(|e| panic!("{e}"));
    let (address, stopper) = (server.address(), server.stopper());
    let handle = thread::spawn(move || server.run().unwrap_or_else(|e| panic!("{e}")));
    (address, stopper, handle)
}

/// A fresh data folder.
fn data_folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("room-server-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Plays the bots' moves at `table` until the game is over or `turns`
/// turns have been played; the turns played then.
fn play(bots: &mut [Bot], table: TableId, turns: u32) -> u32 {
    loop {
        let played = bots[0].tables.get(&table).and_then(|t| t.game.as_ref()).map_or(0, |(g, _)| g.turns());
        let over = bots[0].tables.get(&table).and_then(|t| t.game.as_ref()).is_some_and(|(g, _)| g.is_over());
        if over || played >= turns {
            return played;
        }
        for bot in bots.iter_mut() {
            if let Some((turn, route)) = bot.choose(table, Level::EASY) {
                bot.send(&ToServer::Move { table, turn, route }).expect("sent");
            }
        }
        for bot in bots.iter_mut() {
            let next = bot.wait_for(PATIENCE, |m| matches!(m, ToClient::Played { .. } | ToClient::Refused(_)));
            match next {
                Ok(ToClient::Played { .. }) => {}
                other => panic!("no move came: {other:?}"),
            }
        }
    }
}

#[test]
fn two_clients_play_a_private_table_to_the_end_and_its_replay_is_kept() {
    let data = data_folder("whole");
    let (address, stopper, handle) = running(&data);
    let mut ann = Bot::connect(address, &Identity::from_secret([1; 32]), "Ann").expect("Ann connects");
    let mut bob = Bot::connect(address, &Identity::from_secret([2; 32]), "Bob").expect("Bob connects");
    ann.send(&ToServer::Create(net::room::NewTable { public: false, ..new_table(2) })).expect("sent");
    let ToClient::Table(view) = ann.wait_for(PATIENCE, |m| matches!(m, ToClient::Table(_))).expect("a table") else {
        unreachable!()
    };
    let table = view.summary.id;
    bob.send(&ToServer::Join { table: TableRef::Code(view.code.clone()), wish: SeatWish::AnyOpen }).expect("sent");
    for bot in [&mut ann, &mut bob] {
        bot.wait_for(PATIENCE, |m| matches!(m, ToClient::Game { .. })).expect("the game begins");
    }
    let turns = play(&mut [ann, bob], table, u32::MAX);
    assert!(turns > 40, "a whole game: {turns} turns");
    let replay = data.join("replays").join(format!("table-{}-game-1.ron", table.0));
    let checked = load_replay(&replay).unwrap_or_else(|e| panic!("{e}"));
    assert!(checked.end().is_over());
    assert_eq!(checked.turns().len() as u32, turns);
    stopper.stop();
    handle.join().expect("the loop ends");
    std::fs::remove_dir_all(&data).expect("clean up");
}

#[test]
fn a_server_started_again_on_its_data_goes_on_with_every_game() {
    let data = data_folder("again");
    let (address, stopper, handle) = running(&data);
    let identities = [Identity::from_secret([3; 32]), Identity::from_secret([4; 32])];
    let mut ann = Bot::connect(address, &identities[0], "Ann").expect("Ann connects");
    let mut bob = Bot::connect(address, &identities[1], "Bob").expect("Bob connects");
    ann.send(&ToServer::Create(new_table(2))).expect("sent");
    let table = match ann.wait_for(PATIENCE, |m| matches!(m, ToClient::Table(_))) {
        Ok(ToClient::Table(view)) => view.summary.id,
        other => panic!("{other:?}"),
    };
    bob.send(&ToServer::Join { table: TableRef::Id(table), wish: SeatWish::AnyOpen }).expect("sent");
    for bot in [&mut ann, &mut bob] {
        bot.wait_for(PATIENCE, |m| matches!(m, ToClient::Game { .. })).expect("the game begins");
    }
    assert_eq!(play(&mut [ann, bob], table, 6), 6);
    stopper.stop();
    handle.join().expect("the loop ends");

    let (address, stopper, handle) = running(&data);
    let mut bots = Vec::new();
    for (identity, name) in identities.iter().zip(["Ann", "Bob"]) {
        let mut bot = Bot::connect(address, identity, name).expect("connects again");
        bot.send(&ToServer::YourGames).expect("sent");
        let games = bot.wait_for(PATIENCE, |m| matches!(m, ToClient::YourGames(_))).expect("its games");
        assert!(
            matches!(&games, ToClient::YourGames(g) if g.iter().any(|g| g.id == table && g.state == TableState::Playing { number: 1 })),
            "{games:?}"
        );
        bot.send(&ToServer::Join { table: TableRef::Id(table), wish: SeatWish::AnyOpen }).expect("sent");
        let game = bot.wait_for(PATIENCE, |m| matches!(m, ToClient::Game { .. })).expect("the game as it stood");
        assert!(matches!(game, ToClient::Game { .. }));
        bots.push(bot);
    }
    let turns = play(&mut bots, table, u32::MAX);
    assert!(turns > 40, "the game went on to its end: {turns} turns");
    let replay = data.join("replays").join(format!("table-{}-game-1.ron", table.0));
    assert!(load_replay(&replay).is_ok_and(|r| r.end().is_over()));
    stopper.stop();
    handle.join().expect("the loop ends");

    // A server killed between a game's end and its file: started again,
    // it writes the file from the store.
    std::fs::remove_file(&replay).expect("the file goes");
    let (_, stopper, handle) = running(&data);
    stopper.stop();
    handle.join().expect("the loop ends");
    assert!(load_replay(&replay).is_ok_and(|r| r.end().is_over()), "the replay is written again");
    std::fs::remove_dir_all(&data).expect("clean up");
}

#[test]
fn a_computer_sits_at_a_table_by_its_number_greets_and_plays_its_seat_to_the_end() {
    use chinese_checkers_server::bot::{SeatOptions, play_seat};
    let data = data_folder("seat");
    let (address, stopper, handle) = running(&data);
    let mut ann = Bot::connect(address, &Identity::from_secret([5; 32]), "Ann").expect("Ann connects");
    ann.send(&ToServer::Create(new_table(2))).expect("sent");
    let table = match ann.wait_for(PATIENCE, |m| matches!(m, ToClient::Table(_))) {
        Ok(ToClient::Table(view)) => view.summary.id,
        other => panic!("{other:?}"),
    };
    let options = SeatOptions {
        address,
        table: TableRef::Id(table),
        name: "Bob".into(),
        level: Level::EASY,
        games: 1,
        say: Some("good luck".into()),
        think: Duration::ZERO,
    };
    let bob = thread::spawn(move || play_seat(&options));
    let said = ann.wait_for(PATIENCE, |m| matches!(m, ToClient::Chat { .. })).expect("Bob speaks");
    assert!(matches!(said, ToClient::Chat { ref text, .. } if text == "good luck"));
    let turns = play(&mut [ann], table, u32::MAX);
    assert!(turns > 40, "a whole game: {turns} turns");
    assert_eq!(bob.join().expect("Bob's thread"), Ok(1), "Bob played his one game");
    stopper.stop();
    handle.join().expect("the loop ends");
    std::fs::remove_dir_all(&data).expect("clean up");
}
