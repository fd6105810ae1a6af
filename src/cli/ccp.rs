//! `ccp`: the engine speaks CCP, the Chinese Checkers Protocol of the
//! CCERL rating list, on stdin and stdout (docs/rules.md, "CCP"). One
//! command a line; the search runs on a worker thread so `stop` and
//! `isready` are answered while it thinks. Whatever is wrong with a line
//! is answered with `info string error …`, and the engine reads on.

mod analyze;
mod cells;
mod command;
mod output;
mod think;

use super::CliError;
use command::{Command, parse};
use engine::Level;
use output::Output;
use rules::{CCERL_PLY_LIMIT, Game};
use std::io::BufRead;
use think::{Running, Settings};

/// The most threads `Threads` accepts (the search uses one whatever it says).
const MAX_THREADS: u64 = 128;
/// The most nodes `Nodes` accepts.
const MAX_NODES: u64 = 1_000_000_000;
/// The longest game `MaxPly` accepts, in plies.
const MAX_PLY: u64 = 100_000;

/// Runs the protocol on stdin and stdout until `quit` or the end of input.
pub fn ccp() -> Result<(), CliError> {
    serve(std::io::stdin().lock(), Output::new(std::io::stdout()));
    Ok(())
}

/// Spreads the seeds of the games one engine plays (an odd number, so
/// each game begun moves the seed to a new value).
const GAMES_APART: u64 = 0xD1B5_4A32_D192_ED03;

/// The engine's state between commands.
struct Session {
    out: Output,
    settings: Settings,
    /// The position to search and its benchmark player to move, or `None`
    /// after an impossible `position`. The game holds every position
    /// since the last one it could not be played on to.
    position: Option<(Game, u8)>,
    /// The seed this game's form is drawn from (see
    /// [`engine::played_as`]): the position the game began at and how
    /// many games began before it, so the games of one match differ.
    game_seed: u64,
    /// Games begun: positions that did not follow from the one before.
    games_begun: u64,
    search: Option<Running>,
}

/// Reads commands from `input` until `quit` or its end; a search still
/// running then is stopped and answers first.
fn serve(mut input: impl BufRead, out: Output) {
    let mut session = Session {
        out,
        settings: Settings { level: Level::EXPERT, nodes: 0, max_ply: CCERL_PLY_LIMIT },
        position: None,
        game_seed: 0,
        games_begun: 0,
        search: None,
    };
    session.set_position(None, 0, 0);
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        match input.read_until(b'\n', &mut bytes) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        let line = String::from_utf8_lossy(&bytes);
        match parse(&line) {
            Ok(None) => {}
            Ok(Some(Command::Quit)) => break,
            Ok(Some(command)) => session.run(command),
            Err(unreadable) => session.out.error(&unreadable.to_string()),
        }
    }
    if let Some(search) = session.search.take() {
        search.stop();
    }
}

impl Session {
    fn run(&mut self, command: Command) {
        if self.search.as_ref().is_some_and(Running::is_finished)
            && let Some(done) = self.search.take()
        {
            done.stop();
        }
        match command {
            Command::Ccp => self.introduce(),
            Command::Protocol => self.out.line("protocol ccp"),
            Command::IsReady => self.out.line("readyok"),
            Command::Position { cells, player, ply, moves } => {
                let before = self.position.as_ref().map(|(game, _)| game.clone());
                self.set_position(cells.as_deref(), player, ply);
                self.play_moves(&moves);
                self.count_games_begun(before.as_ref());
            }
            Command::SetOption { name, value } => self.set_option(&name, value.as_deref()),
            Command::Go(limits) => {
                if self.search.is_some() {
                    return self.out.error("a search is running: send stop first");
                }
                let Some((game, player)) = &self.position else {
                    self.out.error("no position to search: send a possible position first");
                    return self.out.line("bestmove 0000");
                };
                let budget = think::budget(&self.settings, &limits, *player, self.game_seed);
                self.search = Some(think::start(game.clone(), budget, self.out.clone()));
            }
            Command::Stop => {
                if let Some(search) = self.search.take() {
                    search.stop();
                }
            }
            Command::Analyze { topk } => match &self.position {
                Some((game, _)) => self.out.line(&analyze::analysis(game, topk)),
                None => self.out.error("no position to analyze"),
            },
            Command::Quit => {}
        }
    }

    /// Answers `ccp`: who the engine is, its options, `ccpok`.
    fn introduce(&self) {
        let numbers = Level::ALL.iter().map(|l| l.number().to_string());
        let levels: Vec<String> = numbers
            .chain(Level::NAMED.iter().filter_map(|l| l.name()).map(str::to_string))
            .map(|l| format!("var {l}"))
            .collect();
        for line in [
            format!("id name {} {} (one search thread)", env!("CARGO_PKG_NAME"), env!("CARGO_PKG_VERSION")),
            "id author the chinese-checkers authors".to_string(),
            format!("option name Level type combo default {} {}", self.settings.level.number(), levels.join(" ")),
            format!("option name Nodes type spin default 0 min 0 max {MAX_NODES}"),
            format!("option name Threads type spin default 1 min 1 max {MAX_THREADS}"),
            format!("option name MaxPly type spin default {CCERL_PLY_LIMIT} min 1 max {MAX_PLY}"),
            "ccpok".to_string(),
        ] {
            self.out.line(&line);
        }
    }

    /// `position`: the start (`cells` absent) or the given cells, `ply`
    /// plies into the game. When the last position leads to it by a turn or
    /// two, the game is played on from there, so that it keeps the
    /// positions before it. An impossible one leaves no position to search.
    fn set_position(&mut self, cells: Option<&str>, player: u8, ply: u32) {
        let start;
        let cells = match cells {
            Some(cells) => cells,
            None => {
                start = cells::start_cells();
                &start
            }
        };
        match cells::game_from_cells(cells, player, ply, &cells::rules(self.settings.max_ply)) {
            Ok(game) => {
                // A controller that asks for a move in a position our rules
                // call drawn by repetition decides otherwise: the history
                // then starts again from here.
                let earlier = self.position.as_ref().and_then(|(earlier, _)| cells::played_on(earlier, &game));
                self.position = Some((earlier.filter(|g| !g.is_over()).unwrap_or(game), player));
            }
            Err(message) => {
                self.position = None;
                self.out.error(&format!("impossible position: {message}"));
            }
        }
    }

    /// After a `position` (and its moves): unless it is the position
    /// before it again, or follows it by a turn or two, a new game has
    /// begun, which draws its own form.
    fn count_games_begun(&mut self, before: Option<&Game>) {
        let Some((now, _)) = &self.position else { return };
        let same_game = before.is_some_and(|before| {
            let again = before.turns() == now.turns() && before.marble_hash() == now.marble_hash();
            again || cells::played_on(before, now).is_some()
        });
        if !same_game {
            self.games_begun += 1;
            self.game_seed = now.marble_hash().wrapping_add(self.games_begun.wrapping_mul(GAMES_APART));
        }
    }

    /// Plays `position … moves …` in turn, each checked by the rules; at
    /// the first that is not legal, no position
    /// is left to search.
    fn play_moves(&mut self, moves: &[String]) {
        for (n, text) in moves.iter().enumerate() {
            let Some((game, player)) = &mut self.position else { return };
            let played = match cells::parse_path(text) {
                Ok(route) => game.check_route(&route).map_err(|refused| refused.to_string()),
                Err(unreadable) => Err(unreadable.to_string()),
            };
            match played {
                Ok(m) => {
                    game.play_unchecked(m);
                    *player = cells::player_of(game.to_move());
                }
                Err(message) => {
                    self.position = None;
                    return self.out.error(&format!("impossible position: move {} ({text}): {message}", n + 1));
                }
            }
        }
    }

    fn set_option(&mut self, name: &str, value: Option<&str>) {
        let value = value.unwrap_or("");
        let number = |max: u64| value.parse::<u64>().ok().filter(|&n| n <= max);
        match name.to_ascii_lowercase().as_str() {
            "level" => match Level::parse(value) {
                Ok(level) => self.settings.level = level,
                Err(unknown) => self.out.error(&format!("Level: {unknown}")),
            },
            "nodes" => match number(MAX_NODES) {
                Some(nodes) => self.settings.nodes = nodes,
                None => self.out.error(&format!("Nodes {value:?}: a number from 0 (the level's) to {MAX_NODES}")),
            },
            "threads" => match number(MAX_THREADS).filter(|&n| n >= 1) {
                Some(1) => {}
                Some(_) => self.out.line("info string Threads: the search runs on one thread"),
                None => self.out.error(&format!("Threads {value:?}: a number from 1 to {MAX_THREADS}")),
            },
            "maxply" => match number(MAX_PLY).filter(|&n| n >= 1).and_then(|n| u32::try_from(n).ok()) {
                Some(plies) => self.settings.max_ply = plies,
                None => self.out.error(&format!("MaxPly {value:?}: a number of plies from 1 to {MAX_PLY}")),
            },
            _ => self.out.error(&format!("unknown option {name:?}: the options are Level, Nodes, Threads and MaxPly")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;
    use std::sync::{Arc, Mutex};

    /// A writer the test can read back.
    #[derive(Clone, Default)]
    struct Shared(Arc<Mutex<Vec<u8>>>);

    impl Write for Shared {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap_or_else(|p| p.into_inner()).extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    fn session(input: &str) -> Vec<String> {
        let shared = Shared::default();
        serve(input.as_bytes(), Output::new(shared.clone()));
        let bytes = shared.0.lock().unwrap_or_else(|p| p.into_inner()).clone();
        String::from_utf8_lossy(&bytes).lines().map(String::from).collect()
    }

    #[test]
    fn the_handshake_lists_the_options() {
        let lines = session("ccp\nisready\n");
        assert!(lines[0].starts_with("id name chinese-checkers"));
        assert!(lines.iter().any(|l| l.starts_with("option name Level type combo default 10 var 1 var 2")));
        assert_eq!(lines[lines.len() - 2..], ["ccpok", "readyok"]);
    }

    #[test]
    fn bad_lines_are_answered_and_reading_goes_on() {
        let lines = session(
            "fly\nsetoption name Colour value red\nsetoption name Level value Hard\nsetoption name Level value 6\n\
             setoption name Level value 11\nisready\n",
        );
        assert!(lines[0].starts_with("info string error unknown command"));
        assert!(lines[1].starts_with("info string error unknown option"));
        assert!(
            lines[2].starts_with("info string error Level: \"11\" is no level: the levels are 1 to 10"),
            "{lines:?}"
        );
        assert_eq!(lines[3..], ["readyok"]);
    }

    #[test]
    fn each_game_begun_draws_its_own_form_and_keeps_it_while_played_on() {
        let mut session = Session {
            out: Output::new(Shared::default()),
            settings: Settings { level: Level::new(7).expect("a level"), nodes: 0, max_ply: CCERL_PLY_LIMIT },
            position: None,
            game_seed: 0,
            games_begun: 0,
            search: None,
        };
        let start = || Command::Position { cells: None, player: 0, ply: 0, moves: Vec::new() };
        session.run(start());
        let first = session.game_seed;
        session.run(start());
        assert_eq!(session.game_seed, first, "the same position sent again");
        let Some((game, _)) = &session.position else { panic!("the start is a position") };
        let mut next = game.clone();
        let mut moves = Vec::new();
        for _ in 0..2 {
            let step = next.legal_moves().iter().next().expect("a move");
            moves.push(cells::path_text(&next.route(step).expect("a route")));
            next.play_unchecked(step);
            let cells = Some(cells::cells_of(&next));
            session.run(Command::Position {
                cells,
                player: cells::player_of(next.to_move()),
                ply: next.turns(),
                moves: Vec::new(),
            });
            assert_eq!(session.game_seed, first, "played on from the position before");
        }
        session.run(Command::Position { cells: None, player: 0, ply: 0, moves: moves.clone() });
        assert_eq!(session.game_seed, first, "the same game, sent as the start and its moves");
        session.run(Command::Position { cells: None, player: 0, ply: 0, moves: moves[..1].to_vec() });
        assert_ne!(session.game_seed, first, "a turn back is another game");
        let second = session.game_seed;
        session.run(start());
        assert!(![first, second].contains(&session.game_seed), "the same start again is another game");
    }

    #[test]
    fn go_answers_with_a_move_before_quitting() {
        let lines = session("setoption name Level value Medium\nposition startpos\ngo movetime 100\nquit\n");
        let last = lines.last().map(String::as_str).unwrap_or("");
        assert!(last.starts_with("bestmove ") && last != "bestmove 0000", "{lines:?}");
    }

    #[test]
    fn a_position_our_rules_call_a_third_repetition_still_gets_a_move() {
        use rules::{CCERL_PLY_LIMIT, Move};
        let rules = cells::rules(CCERL_PLY_LIMIT);
        let mut game = cells::game_from_cells(&cells::start_cells(), 0, 0, &rules).expect("the start");
        // Each player steps out and back twice: the start comes a third time.
        let steps: Vec<Move> = (0..2)
            .map(|_| {
                let step = game.legal_moves().iter().find(|m| m.from.neighbours().contains(m.to)).expect("a step");
                game.play_unchecked(step);
                step
            })
            .collect();
        let mut input = String::new();
        let mut replay = cells::game_from_cells(&cells::start_cells(), 0, 0, &rules).expect("the start");
        for ply in 0..8u32 {
            let step = steps[(ply % 2) as usize];
            let m = if ply % 4 < 2 { step } else { Move { from: step.to, to: step.from } };
            replay.play_unchecked(m);
            let player = cells::player_of(replay.to_move());
            input.push_str(&format!("position cells {} player {player} ply {}\n", cells::cells_of(&replay), ply + 1));
        }
        assert!(replay.is_over(), "a third repetition under our rules");
        input.push_str("go nodes 300\nquit\n");
        let lines = session(&input);
        let last = lines.last().map(String::as_str).unwrap_or("");
        assert!(last.starts_with("bestmove ") && last != "bestmove 0000", "{lines:?}");
    }
}
