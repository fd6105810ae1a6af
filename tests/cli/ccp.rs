//! `ccp`, the engine protocol, driven through stdin and stdout as a
//! referee would: the handshake, a position and its move checked by our
//! rules, errors that leave the engine running, and `stop` in a long search.

use rules::{Game, Hole, Move, PlayerKind, PlayerSpec, Preset, Seat, Setup, distance_to_tip};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

/// A running `ccp` engine.
struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_chinese-checkers"))
            .arg("ccp")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the binary runs");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let (send, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Engine { child, stdin, lines }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").expect("the engine reads");
        self.stdin.flush().expect("the engine reads");
    }

    /// The lines up to and including the first that starts with `prefix`.
    fn until(&self, prefix: &str, within: Duration) -> Vec<String> {
        let deadline = Instant::now() + within;
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let done = line.starts_with(prefix);
                    seen.push(line);
                    if done {
                        return seen;
                    }
                }
                Err(_) => panic!("no {prefix:?} within {within:?}; got {seen:?}"),
            }
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Our two-player game with the benchmark's player `player` to move: its
/// player 0 starts at the top, our seat 2.
fn start_game(player: usize) -> Game {
    let mut setup = Setup::new(vec![PlayerSpec::new(PlayerKind::Human); 2]);
    setup.rules = Preset::Ccerl2p10v2.rules();
    setup.first_mover = Some(Seat::new(1));
    setup.to_move = Seat::new(1 - player);
    Game::from_setup(&setup).expect("the start")
}

/// The benchmark's cells of a game: hole index is cell id, seat 2 is `0`.
fn cells(game: &Game) -> String {
    Hole::all()
        .map(|h| match game.owner(h).map(Seat::index) {
            Some(1) => '0',
            Some(_) => '1',
            None => '.',
        })
        .collect()
}

/// The holes of a `bestmove` answer.
fn route(answer: &str) -> Vec<Hole> {
    let path = answer.strip_prefix("bestmove ").expect("a bestmove line");
    path.split('-').map(|c| c.parse().ok().and_then(Hole::new).expect("a cell")).collect()
}

#[test]
fn a_referee_session_plays_legal_moves_and_survives_bad_input() {
    let mut engine = Engine::start();
    engine.send("ccp");
    let intro = engine.until("ccpok", Duration::from_secs(5));
    assert!(intro.iter().any(|l| l.starts_with("id name ")), "{intro:?}");
    assert!(intro.iter().any(|l| l.starts_with("option name Nodes ")), "{intro:?}");
    engine.send("isready");
    engine.until("readyok", Duration::from_secs(5));
    engine.send("setoption name Level value Hard");

    // A position some plies in, with hops about, for each player.
    let mut game = start_game(0);
    for _ in 0..12 {
        let tip = game.target_point(game.to_move());
        let gain = |m: &Move| i32::from(distance_to_tip(tip, m.from)) - i32::from(distance_to_tip(tip, m.to));
        let m = game.legal_moves().iter().max_by_key(gain).expect("a move");
        game.play_unchecked(m);
    }
    for _ in 0..2 {
        let player = usize::from(game.to_move().index() == 0);
        engine.send(&format!("position cells {} player {player} ply 12", cells(&game)));
        engine.send("go movetime 300");
        let lines = engine.until("bestmove", Duration::from_secs(10));
        assert!(lines.iter().any(|l| l.starts_with("info depth ")), "{lines:?}");
        let path = route(lines.last().expect("bestmove"));
        let m = game.check_route(&path).unwrap_or_else(|e| panic!("{lines:?}: {e}"));
        game.play_unchecked(m);
    }

    engine.send("go sideways 3");
    assert!(engine.until("info string error", Duration::from_secs(5)).len() == 1);
    engine.send("position cells 0000.... player 0 ply 0");
    engine.until("info string error", Duration::from_secs(5));
    engine.send("setoption name Colour value red");
    engine.until("info string error", Duration::from_secs(5));
    engine.send("isready");
    engine.until("readyok", Duration::from_secs(5));

    engine.send("position startpos");
    engine.send("analyze topk 3");
    let analysis = engine.until("analysis ", Duration::from_secs(5));
    assert!(analysis.last().is_some_and(|l| l.contains("\"moves\":[{\"move\":")), "{analysis:?}");

    engine.send("quit");
    let status = engine.child.wait().expect("the engine exits");
    assert!(status.success());
}

#[test]
fn stop_ends_a_long_search_with_a_move_at_once() {
    let mut engine = Engine::start();
    engine.send("ccp");
    engine.until("ccpok", Duration::from_secs(5));
    engine.send("position startpos");
    engine.send("go depth 30");
    std::thread::sleep(Duration::from_millis(300));
    engine.send("isready");
    let ready = engine.until("readyok", Duration::from_secs(1));
    assert!(!ready.iter().any(|l| l.starts_with("bestmove")), "the search is still running: {ready:?}");
    let asked = Instant::now();
    engine.send("stop");
    let lines = engine.until("bestmove", Duration::from_secs(1));
    let answered = asked.elapsed();
    eprintln!("stop answered in {answered:?}");
    let game = start_game(0);
    let path = route(lines.last().expect("bestmove"));
    assert!(game.check_route(&path).is_ok(), "{lines:?}");
}
