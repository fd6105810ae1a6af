//! A table's game: started once its seats are all taken, played a turn at
//! a time (a player's move, a computer's, a pass for want of a move, a
//! turn out of time), each turn kept in the store and told to everyone at
//! the table; and the clocks and the wait for a player who left, which put
//! a computer in the seat when they run out.

use super::state::{Output, Room, Search, SearchKey};
use super::table::{Clocks, ConnId, Holder, Play, Table};
use crate::store::Store;
use net::room::{ClockReading, OutOfTime, PlayerId, RoomRefused, TableId, ToClient};
use rules::{Game, Hole, Move, Replay, Seat, StandIn, StandInWhy, parse_route, route_to_string};

/// A turn to play.
enum Turn {
    /// A move, by its route.
    Route(Vec<Hole>, Move),
    /// A pass: the player has no move.
    Pass,
    /// The player's time ran out.
    Time,
}

/// What a game waits for next.
enum Next {
    /// A turn that needs no one.
    Play(Turn),
    /// A computer's move.
    Search(Box<Search>),
    /// A player's move, or nothing: the game is over.
    Wait,
}

impl Room {
    /// Starts a table's next game once no seat is open.
    pub(super) fn start_if_full(&mut self, id: TableId, now_ms: u64, store: &mut Store) {
        let seed = self.random();
        let Some(table) = self.tables.get_mut(&id) else { return };
        if table.play.is_some() || table.holders.contains(&Holder::Open) {
            return;
        }
        let setup = table.next_setup();
        let Ok(game) = Game::from_setup(&setup) else { return };
        table.number += 1;
        table.gone_since.fill(None);
        let mut replay = Replay::new(setup, Some(saves::utc_now()));
        replay.seed = Some(seed);
        let seats = table.holders.len();
        let clocks = table.spec.clock.start_ms().map(|start| Clocks { left_ms: vec![start; seats], since_ms: now_ms });
        store.start_game(id, table.number, &replay);
        store.save_table(&table.record());
        table.play = Some(Play { game, replay, clocks, searching: false, put_away: false });
        let present: Vec<ConnId> = table.present.iter().copied().collect();
        // The seats first (a rematch turns them), then the game.
        self.tell_table(id);
        for conn in present {
            self.send_game(conn, id);
        }
        self.continue_play(id, now_ms, store);
    }

    /// Sends a table's game as it stands to one connection.
    pub(super) fn send_game(&mut self, conn: ConnId, id: TableId) {
        let Some(table) = self.tables.get(&id) else { return };
        let Some(play) = table.play.as_ref() else { return };
        let Ok(replay) = play.replay.to_ron() else { return };
        let clocks = reading(table, play, self.now_ms);
        self.send(conn, ToClient::Game { table: id, replay, clocks });
    }

    /// A player's move.
    pub(super) fn player_move(
        &mut self,
        player: PlayerId,
        id: TableId,
        turn: u32,
        route: &str,
        now_ms: u64,
        store: &mut Store,
    ) -> Result<(), RoomRefused> {
        let table = self.tables.get(&id).ok_or(RoomRefused::NoSuchTable(id))?;
        let seat = table.seat_of(player).ok_or(RoomRefused::NoSeat)?;
        let play = table.play.as_ref().filter(|play| !play.game.is_over()).ok_or(RoomRefused::NoGame)?;
        let game = &play.game;
        if game.to_move() != seat || !matches!(table.holders[seat.index()], Holder::Player { .. }) {
            return Err(RoomRefused::NotYourTurn);
        }
        if turn != game.turns() {
            return Err(RoomRefused::WrongTurn { asked: turn, now: game.turns() });
        }
        let route = parse_route(route).map_err(|e| RoomRefused::NotLegal(e.to_string()))?;
        let m = game.check_route(&route).map_err(|e| RoomRefused::NotLegal(e.to_string()))?;
        self.apply(id, Turn::Route(route, m), now_ms);
        self.continue_play(id, now_ms, store);
        Ok(())
    }

    /// A computer's move, if it is still for the turn it was searched for.
    pub(super) fn computed(&mut self, search: SearchKey, chosen: Option<Move>, now_ms: u64, store: &mut Store) {
        let Some(table) = self.tables.get_mut(&search.table) else { return };
        let number = table.number;
        let Some(play) = table.play.as_mut() else { return };
        if number != search.number || play.game.turns() != search.turn || play.game.is_over() {
            return;
        }
        play.searching = false;
        let turn = match chosen.and_then(|m| play.game.route(m).map(|route| (route, m))) {
            Some((route, m)) => Turn::Route(route, m),
            None => Turn::Pass,
        };
        self.apply(search.table, turn, now_ms);
        self.continue_play(search.table, now_ms, store);
    }

    /// Plays one turn on a table's game and tells everyone at the table
    /// (a pass is not told: every machine sees that the player had no move).
    fn apply(&mut self, id: TableId, turn: Turn, now_ms: u64) {
        let Some(table) = self.tables.get_mut(&id) else { return };
        let clock = table.spec.clock;
        let Some(play) = table.play.as_mut() else { return };
        let mover = play.game.to_move().index();
        let human = matches!(table.holders[mover], Holder::Player { .. });
        let told = match turn {
            Turn::Route(route, m) => {
                play.game.play_unchecked(m);
                play.replay.push_route(&route);
                Some(route_to_string(&route))
            }
            Turn::Pass => {
                play.game.pass_unchecked();
                play.replay.push_pass();
                None
            }
            Turn::Time => {
                play.game.pass_unchecked();
                play.replay.push_time();
                Some(rules::TIME.to_owned())
            }
        };
        if let Some(clocks) = play.clocks.as_mut() {
            if human {
                let left = clocks.left_ms[mover].saturating_sub(now_ms.saturating_sub(clocks.since_ms));
                clocks.left_ms[mover] = clock.after_move_ms(left);
            }
            clocks.since_ms = now_ms;
        }
        let Some(route) = told else { return };
        let turn = play.game.turns() - 1;
        let Some(table) = self.tables.get(&id) else { return };
        let clocks = table.play.as_ref().and_then(|play| reading(table, play, now_ms));
        let present: Vec<ConnId> = table.present.iter().copied().collect();
        for conn in present {
            self.send(conn, ToClient::Played { table: id, turn, route: route.clone(), clocks: clocks.clone() });
        }
    }

    /// Plays the turns that need no one (passes, turns of a player out of
    /// time), asks for a computer's move when a computer is to move, keeps
    /// what was played, and puts away a game that is over.
    pub(super) fn continue_play(&mut self, id: TableId, now_ms: u64, store: &mut Store) {
        loop {
            match self.next_step(id) {
                Next::Play(turn) => self.apply(id, turn, now_ms),
                Next::Search(search) => {
                    self.out.push(Output::Search(search));
                    break;
                }
                Next::Wait => break,
            }
        }
        self.keep_game(id, store);
    }

    /// What a table's game waits for.
    fn next_step(&mut self, id: TableId) -> Next {
        let Some(table) = self.tables.get_mut(&id) else { return Next::Wait };
        let number = table.number;
        let Some(play) = table.play.as_mut().filter(|play| !play.game.is_over()) else { return Next::Wait };
        let mover = play.game.to_move().index();
        if play.game.legal_moves().is_empty() {
            return Next::Play(Turn::Pass);
        }
        if matches!(table.holders[mover], Holder::OutOfTime { .. }) {
            return Next::Play(Turn::Time);
        }
        match table.holders[mover].computer() {
            Some(level) if !play.searching => {
                play.searching = true;
                let key = SearchKey { table: id, number, turn: play.game.turns() };
                let seed = play.replay.seed.unwrap_or_default();
                Next::Search(Box::new(Search { key, game: play.game.clone(), level, seed }))
            }
            _ => Next::Wait,
        }
    }

    /// Writes what the store has not yet seen of a table's game, and puts
    /// a game that is over away: kept as finished, its replay written as a
    /// file, its table told.
    fn keep_game(&mut self, id: TableId, store: &mut Store) {
        let Some(table) = self.tables.get_mut(&id) else { return };
        let number = table.number;
        let Some(play) = table.play.as_mut() else { return };
        store.keep_game(id, number, &play.replay, play.clocks.as_ref().map(|c| c.left_ms.as_slice()));
        if play.game.is_over() && !play.put_away {
            play.put_away = true;
            store.finish_game(id, number);
            let replay = play.replay.clone();
            self.out.push(Output::Finished { table: id, number, replay });
            self.tell_table(id);
        }
    }

    /// The next time the room must look at its clocks and waits, if any.
    pub fn next_deadline(&self) -> Option<u64> {
        self.tables.values().filter_map(deadline).min()
    }

    /// Looks at the clocks and waits at `now_ms`: a player out of time, or
    /// gone past the table's wait, gives up the seat to a computer (or, out
    /// of time at a table that passes, their turns pass from then on).
    pub fn tick(&mut self, now_ms: u64, store: &mut Store) {
        self.now_ms = self.now_ms.max(now_ms);
        let due: Vec<TableId> =
            self.tables.values().filter(|t| deadline(t).is_some_and(|at| at <= now_ms)).map(|t| t.id).collect();
        for id in due {
            let Some(table) = self.tables.get_mut(&id) else { continue };
            let Some(play) = table.play.as_mut().filter(|p| !p.game.is_over()) else { continue };
            let mover = play.game.to_move().index();
            let out_of_time = matches!(table.holders[mover], Holder::Player { .. })
                && play.clocks.as_ref().is_some_and(|c| now_ms >= c.since_ms + c.left_ms[mover]);
            if out_of_time && let Some(clocks) = play.clocks.as_mut() {
                clocks.left_ms[mover] = 0;
                clocks.since_ms = now_ms;
            }
            if out_of_time {
                match table.spec.out_of_time {
                    OutOfTime::Computer => stand_in(table, mover, StandInWhy::OutOfTime),
                    OutOfTime::Pass => {
                        if let Holder::Player { id: player, name } = table.holders[mover].clone() {
                            table.holders[mover] = Holder::OutOfTime { id: player, name };
                        }
                    }
                }
            }
            let wait = u64::from(table.spec.wait_secs) * 1000;
            for seat in 0..table.holders.len() {
                let gone = table.gone_since[seat].is_some_and(|since| now_ms >= since + wait);
                if wait > 0 && gone && matches!(table.holders[seat], Holder::Player { .. }) {
                    stand_in(table, seat, StandInWhy::Left);
                }
            }
            store.save_table(&table.record());
            self.tell_table(id);
            self.continue_play(id, now_ms, store);
        }
    }
}

/// When a table must next be looked at: its running clock runs out, or a
/// player gone from its game has waited long enough.
fn deadline(table: &Table) -> Option<u64> {
    let play = table.play.as_ref().filter(|p| !p.game.is_over())?;
    let mover = play.game.to_move().index();
    let clock = play
        .clocks
        .as_ref()
        .filter(|_| matches!(table.holders[mover], Holder::Player { .. }))
        .map(|c| c.since_ms + c.left_ms[mover]);
    let wait = u64::from(table.spec.wait_secs) * 1000;
    let gone = table
        .gone_since
        .iter()
        .zip(&table.holders)
        .filter(|(_, holder)| wait > 0 && matches!(holder, Holder::Player { .. }))
        .filter_map(|(since, _)| since.map(|since| since + wait))
        .min();
    clock.into_iter().chain(gone).min()
}

/// Puts a computer of the table's stand-in level in a player's seat for
/// the rest of the game, and records it in the replay.
fn stand_in(table: &mut Table, seat: usize, why: StandInWhy) {
    let Holder::Player { id, name } = table.holders[seat].clone() else { return };
    let level = table.spec.stand_in;
    table.holders[seat] = Holder::StandIn { level, id, name };
    table.gone_since[seat] = None;
    if let Some(play) = table.play.as_mut() {
        let turn = play.game.turns();
        play.replay.stand_ins.push(StandIn { turn, seat: Seat::new(seat), level, why });
    }
}

/// The clocks as they read at `now_ms`: a player's running clock counts
/// down, a computer's never; `None` at a table without a clock.
fn reading(table: &Table, play: &Play, now_ms: u64) -> Option<ClockReading> {
    let clocks = play.clocks.as_ref()?;
    let running = (!play.game.is_over()).then(|| play.game.to_move().index());
    let counting = running.filter(|&seat| matches!(table.holders[seat], Holder::Player { .. }));
    let left_ms =
        clocks
            .left_ms
            .iter()
            .enumerate()
            .map(|(seat, &left)| {
                if Some(seat) == counting { left.saturating_sub(now_ms.saturating_sub(clocks.since_ms)) } else { left }
            })
            .collect();
    Some(ClockReading { left_ms, running: counting.map(|seat| seat as u8) })
}
