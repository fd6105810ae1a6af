//! Play through a room server: the real server, started in-process on the
//! loopback address, and game `App`s connected to it over TCP as on other
//! machines. People's moves are clicked on the board's holes, as the
//! mouse does; a table's maker, a player who joins by code and a watcher
//! each have their own `App`.

use super::{click_hole, phase, run_all, scratch, screen, session};
use bevy::prelude::*;
use chinese_checkers::app::{GameRequest, Room, RoomRequest, RoomStatus, Screen, SeatHands, Session, TurnPhase};
use chinese_checkers_server::room::{Limits, Rate};
use chinese_checkers_server::{Server, ServerOptions, Stopper};
use net::room::{Clock, NewTable, OutOfTime, Place, TableRef, TableState, ToServer};
use net::{JoinCode, SeatWish};
use rules::{Level, Seat};
use std::net::SocketAddr;
use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::thread::JoinHandle;
use std::time::Duration;

/// A server with its data in `data`, on `listen` (port 0: a free one),
/// running on a thread of its own.
fn server(data: &Path, listen: SocketAddr) -> (SocketAddr, Stopper, JoinHandle<()>) {
    let options = ServerOptions {
        listen,
        data: data.to_path_buf(),
        limits: Limits { requests: Rate { burst: 1000.0, per_second: 1000.0 }, ..Limits::default() },
        computers: 1,
    };
    let server = Server::start(&options).unwrap_or_else(|e| panic!("{e}"));
    let (address, stopper) = (server.address(), server.stopper());
    let handle = std::thread::spawn(move || server.run().unwrap_or_else(|e| panic!("{e}")));
    (address, stopper, handle)
}

/// A game `App` with its data in `dir`, connecting to the server as `name`.
fn player(dir: &Path, address: SocketAddr, name: &str) -> App {
    let mut app = super::headless_app_in(dir);
    app.world_mut().write_message(RoomRequest::Connect { address, name: name.into() });
    app.update();
    app
}

fn room(app: &App) -> &Room {
    app.world().get_resource::<Room>().expect("connected to a room server")
}

fn connected(app: &App) -> bool {
    app.world().get_resource::<Room>().is_some_and(|r| *r.status() == RoomStatus::Connected)
}

fn ask(app: &mut App, request: ToServer) {
    app.world_mut().write_message(RoomRequest::Ask(request));
}

fn turns(app: &App) -> Option<u32> {
    app.world().get_resource::<Session>().map(|s| s.game().turns())
}

/// A private table of two open seats, its maker in the first.
fn two_seats(clock: Clock, out_of_time: OutOfTime) -> NewTable {
    NewTable {
        name: "Ann's table".into(),
        setup: "(players: [(kind: Human), (kind: Human)])".into(),
        seat: Some(0),
        public: false,
        clock,
        out_of_time,
        wait_secs: 0,
        stand_in: Level::EASY,
    }
}

/// Makes the table from `maker` and returns its join code.
fn make_table(maker: &mut App, others: &mut [&mut App], table: NewTable) -> JoinCode {
    let mut all: Vec<&mut App> = vec![maker];
    all.extend(others.iter_mut().map(|a| &mut **a));
    assert!(run_all(&mut all, 20, |apps| apps.iter().all(|a| connected(a))), "everyone connects");
    ask(all[0], ToServer::Create(table));
    assert!(run_all(&mut all, 20, |apps| room(apps[0]).current().is_some()), "the table is made");
    room(all[0]).current().map(|t| t.code.clone()).expect("a code")
}

/// Whether the person at `app` may move: their seat's turn, waiting for
/// them.
fn may_move(app: &App) -> bool {
    let own = app.world().get_resource::<Room>().and_then(|r| r.current()).and_then(|t| t.you);
    phase(app) == Some(TurnPhase::Human)
        && app
            .world()
            .get_resource::<Session>()
            .is_some_and(|s| Some(s.game().to_move()) == own.map(|s| Seat::new(usize::from(s))) && !s.game().is_over())
}

/// Clicks a move for the person of `app` and waits until every app shows
/// it.
fn click_a_move(apps: &mut [&mut App], mover: usize, seed: u64) {
    let game = session(apps[mover]).game().clone();
    let stop = AtomicBool::new(false);
    let first = game.legal_moves().iter().next();
    let mv = engine::choose_move(&game, Level::EASY, seed, &stop).or(first).expect("a move");
    click_hole(apps[mover], mv.from);
    apps[mover].update();
    click_hole(apps[mover], mv.to);
    let turn = game.turns();
    let played = run_all(apps, 20, |apps| apps.iter().all(|app| turns(app).is_some_and(|t| t > turn)));
    assert!(played, "the move clicked at turn {} is played on every machine", turn + 1);
}

/// Plays the game on the board to its end by clicks, the two players'
/// apps first in `apps`.
fn play_to_the_end(apps: &mut [&mut App]) {
    for moves in 0..600u64 {
        let ready = run_all(apps, 30, |apps| {
            may_move(apps[0]) || may_move(apps[1]) || apps.iter().all(|a| screen(a) == Screen::Results)
        });
        assert!(ready, "a person's turn comes, or the game ends");
        if apps.iter().all(|a| screen(a) == Screen::Results) {
            return;
        }
        let mover = if may_move(apps[0]) { 0 } else { 1 };
        click_a_move(apps, mover, moves);
    }
    panic!("the game did not end in 600 moves");
}

#[test]
fn two_people_and_a_watcher_play_through_a_room_server_chat_and_play_a_rematch() {
    let dirs = [scratch("room-server"), scratch("room-ann"), scratch("room-bob"), scratch("room-cat")];
    let (address, stopper, handle) = server(&dirs[0], "127.0.0.1:0".parse().expect("an address"));
    let mut ann = player(&dirs[1], address, "Ann");
    let mut bob = player(&dirs[2], address, "Bob");
    let mut cat = player(&dirs[3], address, "Cat");
    let clock = Clock::Fischer { base_secs: 600, increment_secs: 5 };
    let code = make_table(&mut ann, &mut [&mut bob, &mut cat], two_seats(clock, OutOfTime::Computer));
    ask(&mut cat, ToServer::Join { table: TableRef::Code(code.clone()), wish: SeatWish::Watch });
    let watching = run_all(&mut [&mut ann, &mut bob, &mut cat], 20, |apps| room(apps[2]).current().is_some());
    assert!(watching, "Cat watches the table found by its code");
    ask(&mut bob, ToServer::Join { table: TableRef::Code(code), wish: SeatWish::AnyOpen });

    let started = run_all(&mut [&mut ann, &mut bob, &mut cat], 20, |apps| {
        apps.iter().all(|a| screen(a) == Screen::Play && a.world().get_resource::<Session>().is_some())
    });
    assert!(started, "the game starts on all three boards once Bob sits");
    assert_eq!(room(&bob).current().and_then(|t| t.you), Some(1), "Bob has the second seat");
    assert_eq!(room(&cat).current().and_then(|t| t.you), None, "Cat watches");
    let (left, running) = room(&ann).time_left(Seat::new(0)).expect("the table has a clock");
    assert!(running && left <= Duration::from_secs(600), "Ann's clock runs: {left:?}");

    let table = room(&ann).current().map(|t| t.summary.id).expect("a table");
    ask(&mut ann, ToServer::Chat { place: Place::Table(table), text: "good luck".into() });
    let heard = run_all(&mut [&mut ann, &mut bob, &mut cat], 20, |apps| {
        apps.iter().all(|a| room(a).chat(false).any(|line| line.name == "Ann" && line.text == "good luck"))
    });
    assert!(heard, "the chat line reaches the players and the watcher");
    let ann_id = room(&ann).you().expect("greeted");
    bob.world_mut().write_message(RoomRequest::Mute(ann_id, true));
    bob.update();
    assert_eq!(room(&bob).chat(false).count(), 0, "muted on Bob's machine");
    assert_eq!(room(&cat).chat(false).count(), 1, "and only there");

    play_to_the_end(&mut [&mut ann, &mut bob, &mut cat]);
    let turns_played = session(&ann).turns().len();
    assert_eq!(session(&bob).turns().len(), turns_played);
    assert_eq!(session(&cat).turns().len(), turns_played, "the watcher saw every turn");
    let over = run_all(&mut [&mut ann, &mut bob, &mut cat], 20, |apps| {
        matches!(room(apps[0]).current().map(|t| &t.summary.state), Some(TableState::Over { .. }))
    });
    assert!(over, "the table's game is over");

    ask(&mut ann, ToServer::Rematch(table));
    ask(&mut bob, ToServer::Rematch(table));
    let again = run_all(&mut [&mut ann, &mut bob, &mut cat], 20, |apps| {
        apps.iter().all(|a| screen(a) == Screen::Play && turns(a) == Some(0))
    });
    assert!(again, "the rematch starts on all three boards, the watcher's too");
    assert_eq!(room(&ann).current().and_then(|t| t.you), Some(1), "the seats turned: Ann has the second");
    assert_eq!(room(&bob).current().and_then(|t| t.you), Some(0));
    let replays = std::fs::read_dir(dirs[0].join("replays")).map(|d| d.count()).unwrap_or(0);
    assert_eq!(replays, 1, "the server wrote the finished game's replay");
    stopper.stop();
    handle.join().expect("the server stops");
}

#[test]
fn a_clock_running_out_passes_the_turn_and_players_come_back_after_the_server_restarts() {
    let dirs = [scratch("room-restart-server"), scratch("room-restart-ann"), scratch("room-restart-bob")];
    let (address, stopper, handle) = server(&dirs[0], "127.0.0.1:0".parse().expect("an address"));
    let mut ann = player(&dirs[1], address, "Ann");
    let mut bob = player(&dirs[2], address, "Bob");
    let clock = Clock::Fischer { base_secs: 15, increment_secs: 0 };
    let code = make_table(&mut ann, &mut [&mut bob], two_seats(clock, OutOfTime::Pass));
    ask(&mut bob, ToServer::Join { table: TableRef::Code(code), wish: SeatWish::AnyOpen });
    let started = run_all(&mut [&mut ann, &mut bob], 20, |apps| may_move(apps[0]) && turns(apps[1]) == Some(0));
    assert!(started, "the game starts, Ann to move");
    click_a_move(&mut [&mut ann, &mut bob], 0, 0);

    // Bob lets his fifteen seconds run out: his turn passes on both boards.
    let passed = run_all(&mut [&mut ann, &mut bob], 30, |apps| apps.iter().all(|a| turns(a) == Some(2)));
    assert!(passed, "Bob's time runs out and his turn passes");
    for app in [&ann, &bob] {
        assert!(session(app).turns()[1].is_time_out(), "turn 2 is a time-out on every board");
    }

    // The server stops and starts again on its data, on the same address:
    // both players come back to their seats by themselves.
    stopper.stop();
    handle.join().expect("the server stops");
    let lost = run_all(&mut [&mut ann, &mut bob], 20, |apps| apps.iter().all(|a| !connected(a)));
    assert!(lost, "both see the connection go");
    let (_, stopper, handle) = server(&dirs[0], address);
    let back = run_all(&mut [&mut ann, &mut bob], 30, |apps| {
        apps.iter().all(|a| connected(a) && a.world().get_resource::<Session>().is_some_and(|s| s.game().turns() == 2))
    });
    assert!(back, "both reconnect and the game goes on from its last turn");
    assert!(run_all(&mut [&mut ann, &mut bob], 20, |apps| may_move(apps[0])), "Ann is to move again");
    click_a_move(&mut [&mut ann, &mut bob], 0, 1);

    // Ann leaves for the menu and plays a quick game here: the table keeps
    // her seat, but it no longer has a say on her board.
    ann.world_mut().write_message(GameRequest::Leave);
    assert!(run_all(&mut [&mut ann, &mut bob], 20, |apps| screen(apps[0]) == Screen::Menu), "back at the menu");
    ann.world_mut().write_message(GameRequest::QuickGame);
    let local =
        run_all(&mut [&mut ann, &mut bob], 20, |apps| screen(apps[0]) == Screen::Play && turns(apps[0]) == Some(0));
    assert!(local, "a quick game starts");
    for _ in 0..30 {
        ann.update();
    }
    assert!(!ann.world().resource::<SeatHands>().is_online(), "the quick game is played here alone");
    assert!(room(&ann).current().is_none(), "no table is on the board");
    assert!(room(&ann).your_games().iter().any(|g| g.seat == 0), "Ann still holds her seat");
    stopper.stop();
    handle.join().expect("the server stops");
}
