//! The room, driven message by message: hellos, tables made and joined,
//! games played with every check, computers, clocks, players who leave or
//! come back, rematches, chat and its limits, and a room restored from its
//! store.

use super::{Harness, join, new_table};
use chinese_checkers_server::room::{Holder, Input, Limits, Room};
use chinese_checkers_server::store::Store;
use net::SeatWish;
use net::room::{
    Clock, Gone, Identity, OutOfTime, Place, ROOM_VERSION, RoomRefused, SeatView, TableRef, TableState, ToClient,
    ToServer,
};
use rules::{Level, Replay, StandInWhy};
use std::net::{IpAddr, Ipv4Addr};

/// A two-player game where player 1 finishes with `e5-d1`.
const ONE_STEP: &str = r#"(players: [(kind: Human), (kind: Human)], position: Some("
            1
           1 1
          1 1 1
         . 1 1 1
. . . . 1 . . . . . . . .
 . . . . . . . . . . . .
  . . . . . . . . . . .
   . . . . . . . . . .
    . . . . . . . . .
   . . . . . . . . . .
  . . . . . . . . . . .
 . . . . . . . . . . . .
. . . . 2 . . . . . . . .
         . 2 2 2
          2 2 2
           2 2
            2
"))"#;

/// The refusal among a connection's messages.
fn refusal(said: &[ToClient]) -> Option<RoomRefused> {
    said.iter().find_map(|m| match m {
        ToClient::Refused(why) => Some(why.clone()),
        _ => None,
    })
}

/// A game of Ann (seat 1, who made the table) and Bob, started.
fn two_at_a_table(h: &mut Harness, new: net::room::NewTable) -> (u64, u64, net::room::TableId) {
    let (ann, _) = h.greeted("Ann", 1);
    let (bob, _) = h.greeted("Bob", 2);
    h.ask(ann, ToServer::Create(new));
    let table = Harness::table_made(&h.take(ann));
    h.ask(bob, join(table));
    (ann, bob, table)
}

#[test]
fn a_hello_must_speak_the_version_prove_its_key_and_give_a_name() {
    let mut h = Harness::default();
    let ann = Identity::from_secret([1; 32]);
    let hello = |version: u32, name: &str, proof_of: u8| ToServer::Hello {
        version,
        name: name.into(),
        key: ann.public_key(),
        proof: ann.prove(&[proof_of; 32]),
    };
    let conn = h.open_from(IpAddr::V4(Ipv4Addr::LOCALHOST));
    h.ask(conn, ToServer::Lobby);
    assert_eq!(refusal(&h.take(conn)), Some(RoomRefused::NotGreeted));
    h.ask(conn, hello(ROOM_VERSION, "Ann", 99));
    assert_eq!(refusal(&h.take(conn)), Some(RoomRefused::Proof), "signed another nonce");
    h.ask(conn, hello(ROOM_VERSION, "", conn as u8));
    assert_eq!(refusal(&h.take(conn)), Some(RoomRefused::Name));
    h.ask(conn, hello(ROOM_VERSION, &"x".repeat(25), conn as u8));
    assert_eq!(refusal(&h.take(conn)), Some(RoomRefused::Name));
    h.ask(conn, hello(ROOM_VERSION + 1, "Ann", conn as u8));
    assert_eq!(refusal(&h.take(conn)), Some(RoomRefused::Version { asked: ROOM_VERSION + 1, spoken: ROOM_VERSION }));
    assert_eq!(h.closed, [conn], "a client of another version is told, then let go");
    let conn = h.open_from(IpAddr::V4(Ipv4Addr::LOCALHOST));
    h.ask(conn, hello(ROOM_VERSION, "Ann", conn as u8));
    assert_eq!(h.take(conn), [ToClient::Greeted { you: ann.id() }]);
}

#[test]
fn a_player_who_connects_again_takes_over_from_the_old_connection() {
    let mut h = Harness::default();
    let (old, ann) = h.greeted("Ann", 1);
    let (new, again) = h.greeted("Ann", 1);
    assert_eq!(ann, again, "the key is the identity");
    assert_eq!(refusal(&h.take(old)), Some(RoomRefused::Elsewhere));
    assert!(h.closed.contains(&old) && !h.closed.contains(&new));
}

#[test]
fn a_new_table_must_be_a_game_with_a_name_and_an_allowed_clock() {
    let mut h = Harness::default();
    let (ann, _) = h.greeted("Ann", 1);
    let cases = [
        (net::room::NewTable { setup: "(players: [(kind: Human)])".into(), ..new_table(2) }, "Setup"),
        (net::room::NewTable { setup: "(players: [".into(), ..new_table(2) }, "Setup"),
        (net::room::NewTable { seat: Some(2), ..new_table(2) }, "NoSuchSeat"),
        (net::room::NewTable { name: " ".into(), ..new_table(2) }, "TableName"),
        (net::room::NewTable { name: "x".repeat(41), ..new_table(2) }, "TableName"),
        (net::room::NewTable { clock: Clock::Fischer { base_secs: 5, increment_secs: 0 }, ..new_table(2) }, "Clock"),
        (net::room::NewTable { clock: Clock::Days(30), ..new_table(2) }, "Clock"),
    ];
    for (new, kind) in cases {
        // Five new tables a minute, refused ones counted.
        h.wait(12_000);
        h.ask(ann, ToServer::Create(new));
        let why = refusal(&h.take(ann)).unwrap_or_else(|| panic!("{kind}: accepted"));
        assert!(format!("{why:?}").starts_with(kind), "{kind}: {why:?}");
    }
    assert!(h.room.tables.is_empty());
}

#[test]
fn a_table_whose_seats_fill_starts_its_game_and_checks_every_move() {
    let mut h = Harness::default();
    let (lobby, _) = h.greeted("Cy", 3);
    h.ask(lobby, ToServer::Lobby);
    assert_eq!(h.take(lobby), [ToClient::Lobby(Vec::new())]);
    let (ann, bob, table) = two_at_a_table(&mut h, new_table(2));
    let listed = h.take(lobby);
    assert!(
        listed.iter().any(
            |m| matches!(m, ToClient::Lobby(t) if t.len() == 1 && t[0].state == TableState::Playing { number: 1 })
        ),
        "{listed:?}"
    );
    for conn in [ann, bob] {
        let said = h.take(conn);
        assert!(said.iter().any(|m| matches!(m, ToClient::Game { .. })), "{said:?}");
    }
    let mv = |turn, route: &str| ToServer::Move { table, turn, route: route.into() };
    h.ask(bob, mv(0, "d1-e5"));
    assert_eq!(refusal(&h.take(bob)), Some(RoomRefused::NotYourTurn));
    h.ask(ann, mv(3, "n1-m5"));
    assert_eq!(refusal(&h.take(ann)), Some(RoomRefused::WrongTurn { asked: 3, now: 0 }));
    h.ask(ann, mv(0, "n1-k5"));
    assert!(matches!(refusal(&h.take(ann)), Some(RoomRefused::NotLegal(_))));
    h.ask(ann, mv(0, "n1-m5"));
    for conn in [ann, bob] {
        let played = ToClient::Played { table, turn: 0, route: "n1-m5".into(), clocks: None };
        assert_eq!(h.take(conn), [played]);
    }
    h.ask(ann, ToServer::YourGames);
    let games = h.take(ann);
    assert!(matches!(&games[..], [ToClient::YourGames(g)] if g.len() == 1 && g[0].to_move == Some(1)), "{games:?}");
}

#[test]
fn a_private_table_is_found_by_its_code_alone() {
    let mut h = Harness::default();
    let (ann, _) = h.greeted("Ann", 1);
    let (bob, _) = h.greeted("Bob", 2);
    h.ask(ann, ToServer::Create(net::room::NewTable { public: false, ..new_table(2) }));
    let said = h.take(ann);
    let code = said
        .iter()
        .find_map(|m| match m {
            ToClient::Table(view) => Some(view.code.clone()),
            _ => None,
        })
        .expect("the maker is told the code");
    h.ask(bob, ToServer::Lobby);
    assert_eq!(h.take(bob), [ToClient::Lobby(Vec::new())], "not listed");
    let table = Harness::table_made(&said);
    h.ask(bob, ToServer::Join { table: TableRef::Id(table), wish: SeatWish::Watch });
    assert_eq!(refusal(&h.take(bob)), Some(RoomRefused::NoSuchTable(table)), "nor found by its number");
    h.ask(bob, ToServer::Join { table: TableRef::Code(code), wish: SeatWish::Seat(1) });
    assert!(h.take(bob).iter().any(|m| matches!(m, ToClient::Game { .. })), "seated, and the game began");
}

#[test]
fn a_computer_s_seat_is_searched_for_and_played_on_the_server() {
    let mut h = Harness::default();
    let (ann, _) = h.greeted("Ann", 1);
    let new =
        net::room::NewTable { setup: "(players: [(kind: Human), (kind: Computer(Easy))])".into(), ..new_table(2) };
    h.ask(ann, ToServer::Create(new));
    let table = Harness::table_made(&h.take(ann));
    assert!(h.searches.is_empty(), "the person moves first");
    h.ask(ann, ToServer::Move { table, turn: 0, route: "n1-m5".into() });
    assert_eq!(h.searches.len(), 1);
    assert_eq!(h.searches[0].level, Level::EASY);
    h.take(ann);
    h.answer_searches();
    let said = h.take(ann);
    assert!(matches!(said.as_slice(), [ToClient::Played { turn: 1, .. }]), "{said:?}");
}

#[test]
fn a_player_out_of_time_gives_the_seat_to_a_computer_or_passes() {
    for rule in [OutOfTime::Computer, OutOfTime::Pass] {
        let mut h = Harness::default();
        let clock = Clock::Fischer { base_secs: 10, increment_secs: 2 };
        let new = net::room::NewTable { clock, out_of_time: rule, ..new_table(2) };
        let (ann, bob, table) = two_at_a_table(&mut h, new);
        h.take(bob);
        h.wait(4_000);
        h.ask(ann, ToServer::Move { table, turn: 0, route: "n1-m5".into() });
        let told = h.take(bob);
        let Some(ToClient::Played { clocks: Some(clocks), .. }) = told.first() else { panic!("{told:?}") };
        assert_eq!(clocks.left_ms, [8_000, 10_000], "6 s left, 2 s more; Bob's clock starts");
        assert_eq!(h.room.next_deadline(), Some(14_000));
        h.wait(10_000);
        let replay = h.room.tables[&table].play.as_ref().expect("a game").replay.clone();
        match rule {
            OutOfTime::Computer => {
                assert_eq!(replay.stand_ins.len(), 1);
                assert_eq!(replay.stand_ins[0].why, StandInWhy::OutOfTime);
                assert_eq!(h.searches.len(), 1, "the computer is asked for Bob's move");
                let views = h.take(ann);
                assert!(
                    views.iter().any(|m| matches!(m, ToClient::Table(v)
                        if matches!(&v.summary.seats[1], SeatView::Computer { stands_in_for: Some(name), .. } if name == "Bob"))),
                    "{views:?}"
                );
            }
            OutOfTime::Pass => {
                assert_eq!(replay.turns, ["n1-m5", "time"]);
                let said = h.take(ann);
                assert!(
                    said.iter().any(|m| matches!(m, ToClient::Played { route, .. } if route == "time")),
                    "{said:?}"
                );
                h.ask(ann, ToServer::Move { table, turn: 2, route: "m5-l5".into() });
                assert_eq!(
                    h.room.tables[&table].play.as_ref().map(|p| p.replay.turns.len()),
                    Some(4),
                    "Bob's turn passed at once"
                );
            }
        }
        let replay = h.room.tables[&table].play.as_ref().expect("a game").replay.clone();
        assert!(Replay::check(replay).is_ok(), "the record replays");
    }
}

#[test]
fn a_player_gone_past_the_wait_is_replaced_and_one_who_comes_back_in_time_is_not() {
    let mut h = Harness::default();
    let (ann, bob, table) = two_at_a_table(&mut h, net::room::NewTable { wait_secs: 30, ..new_table(2) });
    h.input(Input::Disconnected { conn: bob });
    h.wait(20_000);
    let (bob, _) = h.greeted("Bob", 2);
    h.ask(bob, join(table));
    assert!(h.take(bob).iter().any(|m| matches!(m, ToClient::Game { .. })), "Bob is back in his seat");
    h.wait(20_000);
    assert!(h.room.tables[&table].play.as_ref().is_some_and(|p| p.replay.stand_ins.is_empty()));
    h.ask(bob, ToServer::Leave(table));
    assert!(h.take(bob).contains(&ToClient::Gone { table, why: Gone::Left }));
    h.wait(31_000);
    let replay = &h.room.tables[&table].play.as_ref().expect("a game").replay;
    assert_eq!(replay.stand_ins.len(), 1);
    assert_eq!(replay.stand_ins[0].why, StandInWhy::Left);
    h.take(ann);
}

#[test]
fn after_a_game_a_rematch_turns_the_seats_and_the_maker_may_fill_and_free_seats_before_it_begins() {
    let mut h = Harness::default();
    let new = net::room::NewTable { setup: ONE_STEP.into(), ..new_table(2) };
    let (ann, bob, table) = two_at_a_table(&mut h, new);
    let (cy, _) = h.greeted("Cy", 3);
    h.ask(cy, ToServer::Join { table: TableRef::Id(table), wish: SeatWish::Watch });
    h.ask(ann, ToServer::Move { table, turn: 0, route: "e5-d1".into() });
    assert!(matches!(h.room.tables[&table].state(), TableState::Over { number: 1, .. }));
    h.ask(cy, ToServer::Rematch(table));
    assert_eq!(refusal(&h.take(cy)), Some(RoomRefused::NoSeat), "a watcher has no say");
    h.ask(ann, ToServer::Rematch(table));
    assert!(matches!(h.room.tables[&table].state(), TableState::Over { rematch, .. } if rematch == [0]));
    h.ask(bob, ToServer::Rematch(table));
    let seats = &h.room.tables[&table].holders;
    assert!(
        matches!(&seats[1], chinese_checkers_server::room::Holder::Player { name, .. } if name == "Ann"),
        "{seats:?}"
    );
    assert!(matches!(h.room.tables[&table].state(), TableState::Playing { number: 2 }));
    let said = h.take(cy);
    assert!(said.iter().any(|m| matches!(m, ToClient::Game { .. })), "the watcher follows to the new game");

    let (dan, _) = h.greeted("Dan", 4);
    h.take(ann);
    h.ask(ann, ToServer::Create(new_table(3)));
    let second = Harness::table_made(&h.take(ann));
    h.ask(dan, join(second));
    h.ask(bob, ToServer::Remove { table: second, seat: 1 });
    assert_eq!(refusal(&h.take(bob)), Some(RoomRefused::NotMaker));
    h.ask(ann, ToServer::Remove { table: second, seat: 1 });
    let said = h.take(dan);
    assert!(said.contains(&ToClient::Gone { table: second, why: Gone::Removed }), "{said:?}");
    h.ask(ann, ToServer::Fill { table: second, seat: 1, level: Level::MEDIUM });
    h.ask(ann, ToServer::Fill { table: second, seat: 2, level: Level::EASY });
    assert!(matches!(h.room.tables[&second].state(), TableState::Playing { number: 1 }), "full: it begins");
    h.ask(ann, ToServer::Remove { table: second, seat: 1 });
    assert_eq!(refusal(&h.take(ann)), Some(RoomRefused::NoSeat), "a computer's seat");
    h.ask(ann, ToServer::Remove { table: second, seat: 0 });
    assert_eq!(refusal(&h.take(ann)), Some(RoomRefused::Started), "once the game has begun");
}

#[test]
fn chat_reaches_its_place_within_its_limits_and_a_flood_is_closed() {
    let mut h = Harness::default();
    let (ann, bob, table) = two_at_a_table(&mut h, new_table(2));
    let (cy, _) = h.greeted("Cy", 3);
    h.ask(cy, ToServer::Lobby);
    h.take(cy);
    h.take(bob);
    h.ask(ann, ToServer::Chat { place: Place::Table(table), text: "good\nluck".into() });
    assert!(matches!(&h.take(bob)[..], [ToClient::Chat { text, .. }] if text == "good luck"));
    assert!(h.take(cy).is_empty(), "not at the table");
    h.ask(cy, ToServer::Chat { place: Place::Table(table), text: "hi".into() });
    assert_eq!(refusal(&h.take(cy)), Some(RoomRefused::NotAtTable(table)));
    h.ask(ann, ToServer::Chat { place: Place::Lobby, text: "x".repeat(201) });
    assert_eq!(refusal(&h.take(ann)), Some(RoomRefused::ChatLength));
    for _ in 0..3 {
        h.ask(cy, ToServer::Chat { place: Place::Lobby, text: "anyone?".into() });
    }
    h.ask(ann, ToServer::Lobby);
    h.take(ann);
    h.ask(cy, ToServer::Chat { place: Place::Lobby, text: "four".into() });
    assert!(matches!(&h.take(ann)[..], [ToClient::Chat { text, .. }] if text == "four"));
    h.ask(cy, ToServer::Chat { place: Place::Lobby, text: "five".into() });
    assert_eq!(refusal(&h.take(cy)), Some(RoomRefused::TooFast(3)), "four lines in ten seconds");
    for _ in 0..60 {
        h.ask(bob, ToServer::Move { table, turn: 9, route: "a1-a2".into() });
    }
    assert!(h.closed.contains(&bob), "a client that keeps sending what is refused is closed");
    assert!(!h.closed.contains(&ann));
}

#[test]
fn an_address_holds_only_so_many_connections() {
    let mut h = Harness::with(Limits { per_address: 2, ..Limits::default() });
    let home = IpAddr::V4(Ipv4Addr::new(10, 0, 0, 1));
    h.open_from(home);
    h.open_from(home);
    let third = h.open_from(home);
    assert!(h.closed.contains(&third));
    let other = h.open_from(IpAddr::V4(Ipv4Addr::new(10, 0, 0, 2)));
    assert!(!h.closed.contains(&other));
}

#[test]
fn a_table_nobody_plays_at_or_watches_closes() {
    let mut h = Harness::default();
    let (ann, _) = h.greeted("Ann", 1);
    h.ask(ann, ToServer::Create(new_table(2)));
    let table = Harness::table_made(&h.take(ann));
    h.ask(ann, ToServer::Leave(table));
    assert!(h.room.tables.is_empty());
}

#[test]
fn a_room_restored_from_its_store_goes_on_from_the_last_move_with_its_clocks_and_waits_only_so_long() {
    let dir = std::env::temp_dir().join(format!("room-restore-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder");
    let path = dir.join("server.sqlite");
    let clock = Clock::Fischer { base_secs: 60, increment_secs: 0 };
    let table = {
        let store = Store::open(&path).expect("a store");
        let mut h = Harness::over(Room::new(Limits::default(), 1), store);
        let new = net::room::NewTable { clock, wait_secs: 30, ..new_table(2) };
        let (ann, _bob, table) = two_at_a_table(&mut h, new);
        h.wait(5_000);
        h.ask(ann, ToServer::Move { table, turn: 0, route: "n1-m5".into() });
        table
    };
    let mut store = Store::open(&path).expect("the store again");
    store.begin().expect("a batch");
    let room = Room::restore(Limits::default(), 2, 0, &mut store).expect("restored");
    store.commit().expect("committed");
    let play = room.tables[&table].play.as_ref().expect("the game goes on");
    assert_eq!(play.replay.turns, ["n1-m5"]);
    assert_eq!(play.clocks.as_ref().map(|c| c.left_ms.clone()), Some(vec![55_000, 60_000]), "no time charged");
    let mut h = Harness::over(room, store);
    let (bob, _) = h.greeted("Bob", 2);
    h.ask(bob, join(table));
    assert!(h.take(bob).iter().any(|m| matches!(m, ToClient::Game { .. })));
    h.ask(bob, ToServer::Move { table, turn: 1, route: "d1-e5".into() });
    assert!(refusal(&h.take(bob)).is_none());
    // Ann never comes back: past the table's wait, counted from the
    // restart, a computer takes her seat; Bob, who came back, keeps his.
    h.wait(31_000);
    let holders = &h.room.tables[&table].holders;
    assert!(matches!(holders[0], Holder::StandIn { .. }), "{holders:?}");
    assert!(matches!(holders[1], Holder::Player { .. }), "{holders:?}");
    std::fs::remove_dir_all(&dir).expect("clean up");
}

#[test]
fn requests_and_new_tables_have_their_limits_each_answered_with_the_wait() {
    let mut h = Harness::default();
    let (ann, _) = h.greeted("Ann", 1);
    // New tables: five at once, then one a minute.
    for n in 0..5 {
        h.ask(ann, ToServer::Create(net::room::NewTable { name: format!("T{n}"), ..new_table(2) }));
        assert!(refusal(&h.take(ann)).is_none(), "table {n}");
    }
    h.ask(ann, ToServer::Create(new_table(2)));
    assert_eq!(refusal(&h.take(ann)), Some(RoomRefused::TooFast(12)), "the sixth waits for the bucket");
    // Tables open at once: ten a player.
    for _ in 0..5 {
        h.wait(12_000);
        h.ask(ann, ToServer::Create(new_table(2)));
        assert!(refusal(&h.take(ann)).is_none());
    }
    h.wait(12_000);
    h.ask(ann, ToServer::Create(new_table(2)));
    assert_eq!(refusal(&h.take(ann)), Some(RoomRefused::TooManyTables));
    // Requests of any kind: forty at once (the hello was one), then twenty
    // a second.
    let (bob, _) = h.greeted("Bob", 2);
    for _ in 0..39 {
        h.ask(bob, ToServer::Ping);
    }
    assert!(refusal(&h.take(bob)).is_none());
    h.ask(bob, ToServer::Ping);
    assert_eq!(refusal(&h.take(bob)), Some(RoomRefused::TooFast(1)));
    assert!(!h.closed.contains(&bob), "one request too many is answered, not punished");
}

#[test]
fn a_player_whose_seat_a_computer_took_keeps_it_for_the_rematch_if_still_at_the_table() {
    let mut h = Harness::default();
    let clock = Clock::Fischer { base_secs: 10, increment_secs: 0 };
    let new = net::room::NewTable { setup: ONE_STEP.into(), clock, out_of_time: OutOfTime::Computer, ..new_table(2) };
    let (ann, bob, table) = two_at_a_table(&mut h, new);
    h.wait(10_500);
    assert!(matches!(h.room.tables[&table].holders[0], Holder::StandIn { .. }), "Ann's time ran out");
    h.answer_searches();
    assert!(matches!(h.room.tables[&table].state(), TableState::Over { number: 1, .. }), "the computer won for her");
    h.ask(bob, ToServer::Rematch(table));
    assert!(matches!(h.room.tables[&table].state(), TableState::Over { .. }), "Ann, still here, has a say");
    h.ask(ann, ToServer::Rematch(table));
    let seats = &h.room.tables[&table].holders;
    assert!(matches!(&seats[1], Holder::Player { name, .. } if name == "Ann"), "{seats:?}");
    assert!(matches!(h.room.tables[&table].state(), TableState::Playing { number: 2 }));
}
