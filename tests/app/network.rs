//! Games over the network: real `App`s (a host and its clients) connected
//! through renet on the loopback address, as on two machines. The host's
//! checks are driven by requests sent over that connection, as a cheating
//! or broken client would send them.

use super::{headless_app_in, run_all, scratch, screen, session, setup};
use bevy::prelude::*;
use chinese_checkers::app::Turned;
use chinese_checkers::app::{
    Asked, Door, HostRequest, Hosting, HostingOptions, JoinRequest, Joined, JoinedState, Lost, Screen, Session,
};
use net::{JoinCode, Refused, Request, SeatWish};
use rules::{Level, Seat, route_to_string};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::Duration;

const CODE: u64 = 0xc0ff_ee42;

/// Two open seats, both played from other machines.
fn two_open_seats() -> HostingOptions {
    HostingOptions {
        setup: setup("(name: \"Online\", players: [(kind: Human), (kind: Human)])"),
        open: vec![Seat::new(0), Seat::new(1)],
        port: 0,
        code: JoinCode::from_random(CODE),
        extra_addresses: Vec::new(),
        stand_in_after: None,
        stand_in_level: Level::EASY,
        auto_start: true,
        games: Some(1),
    }
}

/// A host listening on a free port; returns it and its loopback address.
fn host(dir: &Path, options: HostingOptions) -> (App, SocketAddr) {
    let mut app = headless_app_in(dir);
    app.world_mut().write_message(HostRequest::Open(Box::new(options)));
    app.update();
    app.update();
    let hosting = app.world().get_resource::<Hosting>().expect("the host listens");
    let address = *hosting.addresses().iter().find(|a| a.ip().is_loopback()).expect("a loopback address");
    (app, address)
}

/// A client dialling the host.
fn client(dir: &Path, address: SocketAddr, code: u64, name: &str, wish: SeatWish, computer: Option<Level>) -> App {
    let mut app = headless_app_in(dir);
    let code = JoinCode::from_random(code);
    app.world_mut().write_message(JoinRequest::Dial { address, code, name: name.into(), wish, computer });
    app.update();
    app
}

fn joined_state(app: &App) -> Option<JoinedState> {
    app.world().get_resource::<Joined>().map(|j| j.state().clone())
}

fn turns(app: &App) -> Option<u32> {
    app.world().get_resource::<Session>().map(|s| s.game().turns())
}

/// The finished games' replay files in a saves folder, by text.
fn finished_replays(dir: &Path) -> Vec<String> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir.join("replays"))
        .map(|entries| entries.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|e| e == "ron") && !p.to_string_lossy().contains("in-progress"));
    files.sort();
    files.iter().map(|p| std::fs::read_to_string(p).expect("a replay reads")).collect()
}

#[test]
fn two_bot_clients_play_a_whole_game_through_the_host_and_every_machine_saves_the_same_replay() {
    let dirs = [scratch("net-host"), scratch("net-client-1"), scratch("net-client-2")];
    let (mut host, address) = host(&dirs[0], two_open_seats());
    let mut one = client(&dirs[1], address, CODE, "Ann", SeatWish::Seat(0), Some(Level::EASY));
    let mut two = client(&dirs[2], address, CODE, "Bob", SeatWish::AnyOpen, Some(Level::EASY));
    let over = run_all(&mut [&mut host, &mut one, &mut two], 120, |apps| {
        apps.iter().all(|app| screen(app) == Screen::Results)
    });
    assert!(over, "the game ends on every machine (turns {:?}, {:?}, {:?})", turns(&host), turns(&one), turns(&two));
    let names: Vec<String> = [0, 1].map(|i| session(&host).setup().player_name(Seat::new(i))).to_vec();
    assert_eq!(names, ["Ann", "Bob"], "the host names the seats for their players");
    run_all(&mut [&mut host, &mut one, &mut two], 10, |apps| {
        apps[1..].iter().all(|app| joined_state(app).is_some_and(|s| s.is_over()))
    });
    assert!(matches!(joined_state(&one), Some(JoinedState::Ended(_))), "the host closed after its one game");
    let saved: Vec<Vec<String>> = dirs.iter().map(|d| finished_replays(d)).collect();
    assert_eq!(saved[0].len(), 1, "the host saved the game");
    assert_eq!(saved[1], saved[0], "the first client saved the same replay");
    assert_eq!(saved[2], saved[0], "the second client saved the same replay");
}

#[test]
fn a_wrong_code_never_connects() {
    let dirs = [scratch("net-code-host"), scratch("net-code-client")];
    let (mut host, address) = host(&dirs[0], two_open_seats());
    let mut stranger = client(&dirs[1], address, CODE + 1, "Eve", SeatWish::AnyOpen, None);
    let refused = run_all(&mut [&mut host, &mut stranger], 30, |apps| {
        joined_state(apps[1]).is_some_and(|s| matches!(s, JoinedState::Lost(_)))
    });
    assert!(refused, "the stranger gives up: {:?}", joined_state(&stranger));
    let hosting = host.world().resource::<Hosting>();
    assert!(!hosting.is_full() && hosting.chairs().iter().all(|c| *c == net::Chair::Open));
    // The host names who knocked: the stranger's loopback address, once.
    let turned = host.world().resource::<Door>().turned_away();
    assert!(
        matches!(turned, [t] if t.why == Turned::WrongCode && t.address.ip().is_loopback()),
        "the wrong code is logged with its address: {turned:?}"
    );
}

#[test]
fn the_host_refuses_moves_out_of_turn_for_another_seat_or_illegal_and_the_position_stays() {
    let dirs = [scratch("net-refuse-host"), scratch("net-refuse-1"), scratch("net-refuse-2"), scratch("net-refuse-3")];
    let (mut host, address) = host(&dirs[0], two_open_seats());
    // People at both clients: nobody moves unless the test does.
    let mut first = client(&dirs[1], address, CODE, "Ann", SeatWish::Seat(0), None);
    let mut second = client(&dirs[2], address, CODE, "Bob", SeatWish::Seat(1), None);
    let started = run_all(&mut [&mut host, &mut first, &mut second], 30, |apps| {
        apps.iter().all(|app| app.world().contains_resource::<Session>())
    });
    assert!(started, "the game starts on every machine");
    assert_eq!(host.world().resource::<Door>().turned_away(), &[], "a right code is never turned away");
    // A third client takes a seat that is taken.
    let mut thief = client(&dirs[3], address, CODE, "Eve", SeatWish::Seat(0), None);
    run_all(&mut [&mut host, &mut first, &mut second, &mut thief], 20, |apps| {
        joined_state(apps[3]).is_some_and(|s| s.is_over())
    });
    assert!(
        matches!(joined_state(&thief), Some(JoinedState::Lost(Lost::Refused(Refused::SeatTaken(0))))),
        "a taken seat is refused: {:?}",
        joined_state(&thief)
    );

    let game = session(&host).game().clone();
    let legal = game.legal_moves().iter().next().expect("a first move");
    let route = route_to_string(&game.route(legal).expect("its route"));
    let send = |app: &mut App, turn: u32, route: &str| {
        app.world_mut().write_message(Asked(Ok(Request::Move { turn, route: route.into() })));
    };
    send(&mut second, 0, &route); // out of turn, and not Bob's marbles
    send(&mut first, 0, "q1-q9"); // not a move
    send(&mut first, 5, &route); // for another turn
    run_all(&mut [&mut host, &mut first, &mut second], 2, |_| false);
    assert_eq!(turns(&host), Some(0), "nothing was played");
    assert_eq!(session(&host).game().marbles(Seat::new(0)), game.marbles(Seat::new(0)));

    send(&mut first, 0, &route);
    let played =
        run_all(&mut [&mut host, &mut first, &mut second], 20, |apps| apps.iter().all(|app| turns(app) == Some(1)));
    assert!(
        played,
        "Ann's legal move is played everywhere: {:?} {:?} {:?}",
        turns(&host),
        turns(&first),
        turns(&second)
    );
}

fn chair(app: &App, seat: usize) -> net::Chair {
    app.world().resource::<Hosting>().chairs()[seat].clone()
}

#[test]
fn the_host_puts_a_computer_in_one_open_seat_and_a_player_joins_the_other() {
    use net::Chair;
    let dirs = [scratch("net-fill-host"), scratch("net-fill-ann")];
    let options = HostingOptions { auto_start: false, ..two_open_seats() };
    let (mut host, address) = host(&dirs[0], options);
    host.world_mut().write_message(HostRequest::FillSeat(Seat::new(0), Level::EASY));
    host.update();
    assert_eq!(chair(&host, 0), Chair::Computer(Level::EASY), "the computer takes the seat the host chose");
    assert_eq!(chair(&host, 1), Chair::Open, "the other seat stays open");

    let mut ann = client(&dirs[1], address, CODE, "Ann", SeatWish::AnyOpen, Some(Level::EASY));
    let seated = run_all(&mut [&mut host, &mut ann], 20, |apps| {
        apps[0].world().resource::<Hosting>().is_full()
            && joined_state(apps[1]).is_some_and(|s| s == JoinedState::Waiting)
    });
    assert!(seated, "Ann takes the open seat: {:?}", chair(&host, 1));
    assert_eq!(ann.world().resource::<Joined>().seat(), Some(Seat::new(1)));
    host.world_mut().write_message(HostRequest::FillSeat(Seat::new(1), Level::HARD));
    host.update();
    assert!(matches!(chair(&host, 1), Chair::Remote { .. }), "a taken seat is not given to a computer");

    host.world_mut().write_message(HostRequest::Start);
    let played = run_all(&mut [&mut host, &mut ann], 60, |apps| {
        turns(apps[0]).is_some_and(|t| t >= 6) && turns(apps[1]) == turns(apps[0])
    });
    assert!(played, "the host's computer and Ann play: {:?} {:?}", turns(&host), turns(&ann));
}

#[test]
fn a_dropped_player_rejoins_the_seat_then_a_computer_takes_it_after_the_wait_and_a_watcher_sees_every_move() {
    use net::Chair;
    let dirs = [
        scratch("net-drop-host"),
        scratch("net-drop-ann"),
        scratch("net-drop-bob"),
        scratch("net-drop-bob-again"),
        scratch("net-drop-watcher"),
    ];
    let options = HostingOptions { stand_in_after: Some(Duration::from_secs(2)), ..two_open_seats() };
    let (mut host, address) = host(&dirs[0], options);
    let mut ann = client(&dirs[1], address, CODE, "Ann", SeatWish::Seat(0), Some(Level::EASY));
    // Bob is a person who never moves: the game waits on his turn.
    let mut bob = client(&dirs[2], address, CODE, "Bob", SeatWish::Seat(1), None);
    let mut watcher = client(&dirs[4], address, CODE, "Cy", SeatWish::Watch, None);
    let bobs_turn = run_all(&mut [&mut host, &mut ann, &mut bob, &mut watcher], 30, |apps| turns(apps[0]) == Some(1));
    assert!(bobs_turn, "Ann moves first, then it is Bob's turn");

    bob.world_mut().write_message(JoinRequest::Leave);
    let dropped = run_all(&mut [&mut host, &mut ann, &mut bob, &mut watcher], 20, |apps| {
        matches!(chair(apps[0], 1), Chair::Remote { connected: false, .. })
    });
    assert!(dropped, "the host sees Bob drop out: {:?}", chair(&host, 1));
    let mut bob_again = client(&dirs[3], address, CODE, "Bob", SeatWish::Seat(1), None);
    let back = run_all(&mut [&mut host, &mut ann, &mut bob_again, &mut watcher], 20, |apps| {
        matches!(chair(apps[0], 1), Chair::Remote { connected: true, .. }) && turns(apps[2]) == Some(1)
    });
    assert!(back, "Bob takes his seat again and gets the game as it stands");
    assert_eq!(bob_again.world().resource::<Joined>().seat(), Some(Seat::new(1)));
    assert_eq!(turns(&host), Some(1), "the game waited for Bob");

    bob_again.world_mut().write_message(JoinRequest::Leave);
    let stood_in = run_all(&mut [&mut host, &mut ann, &mut bob_again, &mut watcher], 30, |apps| {
        turns(apps[0]).is_some_and(|t| t >= 4)
    });
    assert!(stood_in, "after the wait a computer plays Bob's seat: {:?}", chair(&host, 1));
    assert!(matches!(chair(&host, 1), Chair::StandIn { level: Level::EASY, .. }));

    let caught_up = run_all(&mut [&mut host, &mut ann, &mut watcher], 20, |apps| {
        let host_turns = turns(apps[0]);
        host_turns == turns(apps[2]) && host_turns == turns(apps[1])
    });
    assert!(
        caught_up,
        "the watcher and Ann follow the host: {:?} {:?} {:?}",
        turns(&host),
        turns(&ann),
        turns(&watcher)
    );
    let routes = |app: &App| session(app).turns().iter().map(|t| t.route().map(<[_]>::to_vec)).collect::<Vec<_>>();
    assert_eq!(routes(&watcher), routes(&host), "the watcher saw every move");
    assert_eq!(watcher.world().resource::<Joined>().seat(), None);
}

#[test]
fn a_person_at_the_host_and_a_person_at_a_client_play_a_whole_game_by_pointer() {
    use super::{click_hole, phase};
    use chinese_checkers::app::TurnPhase;
    use rules::{PlayerKind, PlayerSpec, Setup};
    use std::sync::atomic::AtomicBool;
    let dirs = [scratch("net-people-host"), scratch("net-people-client")];
    let mut setup =
        Setup::new(vec![PlayerSpec::new(PlayerKind::Human).named("Ann"), PlayerSpec::new(PlayerKind::Human)]);
    setup.name = "Ann's game".into();
    let options = HostingOptions { setup, open: vec![Seat::new(1)], auto_start: false, ..two_open_seats() };
    let (mut host, address) = host(&dirs[0], options);
    let mut guest = client(&dirs[1], address, CODE, "Bob", SeatWish::AnyOpen, None);
    let seated = run_all(&mut [&mut host, &mut guest], 20, |apps| apps[0].world().resource::<Hosting>().is_full());
    assert!(seated, "Bob takes the open seat");
    host.world_mut().write_message(HostRequest::Start);

    let stop = AtomicBool::new(false);
    let mut moves = 0;
    while moves < 400 {
        // A machine's person may move when it is their seat's turn there.
        let may_move = |app: &App, seat: usize| {
            phase(app) == Some(TurnPhase::Human)
                && app
                    .world()
                    .get_resource::<Session>()
                    .is_some_and(|s| s.game().to_move() == Seat::new(seat) && !s.game().is_over())
        };
        let ready = run_all(&mut [&mut host, &mut guest], 20, |apps| {
            may_move(apps[0], 0) || may_move(apps[1], 1) || screen(apps[0]) == Screen::Results
        });
        assert!(ready, "a person's turn comes, or the game ends");
        if screen(&host) == Screen::Results {
            break;
        }
        let mover = if may_move(&host, 0) { &mut host } else { &mut guest };
        let game = session(mover).game().clone();
        let first = game.legal_moves().iter().next();
        let mv = engine::choose_move(&game, Level::EASY, moves, &stop).or(first).expect("a move");
        click_hole(mover, mv.from);
        mover.update();
        click_hole(mover, mv.to);
        let turn = game.turns();
        let played = run_all(&mut [&mut host, &mut guest], 20, |apps| {
            apps.iter().all(|app| turns(app).is_some_and(|t| t > turn))
        });
        assert!(played, "the move clicked at turn {} is played on both machines", turn + 1);
        moves += 1;
    }
    let over = run_all(&mut [&mut host, &mut guest], 20, |apps| apps.iter().all(|app| screen(app) == Screen::Results));
    assert!(over, "the game ends on both machines after {moves} moves");
    assert!(session(&host).game().is_over() && session(&guest).game().is_over());
    assert_eq!(session(&host).turns().len(), session(&guest).turns().len());
}

#[test]
fn a_client_that_keeps_sending_bad_requests_is_disconnected() {
    let dirs = [scratch("net-strikes-host"), scratch("net-strikes-client")];
    let (mut host, address) = host(&dirs[0], two_open_seats());
    let mut pest = client(&dirs[1], address, CODE, "Eve", SeatWish::Watch, None);
    let watching = run_all(&mut [&mut host, &mut pest], 20, |apps| joined_state(apps[1]) == Some(JoinedState::Waiting));
    assert!(watching, "Eve watches");
    for _ in 0..net::table::STRIKES_TO_DISCONNECT {
        pest.world_mut().write_message(Asked(Ok(Request::Move { turn: 0, route: "a1-b1".into() })));
        pest.update();
    }
    let gone =
        run_all(&mut [&mut host, &mut pest], 20, |apps| matches!(joined_state(apps[1]), Some(JoinedState::Lost(_))));
    assert!(gone, "the host disconnects Eve: {:?}", joined_state(&pest));
}
