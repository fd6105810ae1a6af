//! Saved games on disk: listed newest first with their rows, broken files
//! listed with their error, the game in progress kept across a cut-short
//! save, and clear errors for a directory that cannot be used.

use chinese_checkers_saves::{ReplayStore, SaveError, write_atomically_with};
use engine::{Level, choose_move};
use rules::{Game, PlayerKind, PlayerSpec, Replay, ReplayError, ReplayOutcome, Setup};
use std::io::{self, Write};
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;

/// A file under the workspace's `tests/data`.
fn data(path: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data").join(path)
}

/// An empty scratch directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("saves-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// A short replay of two seeded computers, begun at `played`: at most
/// `turns` turns, each chosen by level 1 with the seed 5 plus the turn.
fn replay(played: &str, turns: u32) -> Replay {
    let mut setup = Setup::new(vec![PlayerSpec::new(PlayerKind::Human); 2]);
    setup.players[1].kind = PlayerKind::Computer(Level::HARD);
    setup.players[0].name = Some("Ann".into());
    let mut game = Game::from_setup(&setup).unwrap();
    let mut replay = Replay::new(setup, Some(played.into()));
    let stop = AtomicBool::new(false);
    while !game.is_over() && game.turns() < turns {
        let m = choose_move(&game, Level::EASY, 5 + u64::from(game.turns()), &stop);
        replay.push_turn(&game, m);
        match m {
            Some(m) => game.play(m).map(|_| ()),
            None => game.pass().map(|_| ()),
        }
        .unwrap();
    }
    replay
}

/// The files in `dir`, sorted.
fn files(dir: &std::path::Path) -> Vec<String> {
    let mut names: Vec<String> =
        std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    names.sort();
    names
}

#[test]
fn saved_replays_are_listed_newest_first_with_their_rows() {
    let dir = scratch("list");
    let store = ReplayStore::open(&dir).unwrap();
    let old = store.save(&replay("2026-11-28T09:00:00Z", 6)).unwrap();
    let new = store.save(&replay("2026-11-30T18:05:00Z", 3)).unwrap();
    let twin = store.save(&replay("2026-11-30T18:05:00Z", 4)).unwrap();
    assert_ne!(new, twin, "a save never replaces another");
    assert!(new.ends_with("2026-11-30_18-05-00.ron"), "{}", new.display());
    std::fs::copy(data("replays/bad/illegal-turn.ron"), dir.join("broken.ron")).unwrap();
    std::fs::write(dir.join(".half.ron.1.0.tmp"), "(setup: (players: [").unwrap();
    std::fs::write(dir.join("notes.txt"), "not a replay").unwrap();
    store.save_in_progress(&replay("2026-11-30T19:00:00Z", 2)).unwrap();

    let list = store.list().unwrap();
    let paths: Vec<&PathBuf> = list.iter().map(|s| &s.path).collect();
    assert_eq!(list.len(), 4, "{paths:?}");
    assert_eq!(paths[3], &old);
    assert_eq!(list[3].when, "2026-11-28T09:00:00Z");
    let broken = list.iter().find(|s| s.path.ends_with("broken.ron")).unwrap();
    let error = broken.summary.as_ref().unwrap_err();
    assert!(matches!(error.error, ReplayError::Refused { turn: 2, .. }), "{error}");
    assert!(error.to_string().contains("broken.ron"), "{error}");
    let row = list.iter().find(|s| s.path == new).unwrap().summary.as_ref().unwrap();
    assert_eq!(row.turns, 3);
    assert_eq!(row.outcome, ReplayOutcome::Unfinished(Vec::new()));
    assert_eq!(row.players[0].name, "Ann");
    assert_eq!(row.players[1].kind, PlayerKind::Computer(Level::HARD));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn replays_are_deleted_and_exported() {
    let dir = scratch("delete");
    let store = ReplayStore::open(dir.join("replays")).unwrap();
    let saved = replay("2026-11-30T10:00:00Z", 5);
    store.save(&saved).unwrap();
    let list = store.list().unwrap();
    let exported = dir.join("game.ron");
    store.export(&list[0], &exported).unwrap();
    let loaded = rules::load_replay(&exported).unwrap();
    assert_eq!(loaded.replay(), &saved);
    store.delete(&list[0]).unwrap();
    assert!(store.list().unwrap().is_empty());
    assert!(matches!(store.delete(&list[0]), Err(SaveError::File { kind: io::ErrorKind::NotFound, .. })));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn the_game_in_progress_is_saved_every_turn_and_finished_into_the_list() {
    let dir = scratch("progress");
    let store = ReplayStore::open(&dir).unwrap();
    assert!(store.load_in_progress().unwrap().is_none());
    let whole = replay("2026-11-30T11:00:00Z", 40);
    let mut partial = Replay::new(whole.setup.clone(), whole.played.clone());
    for turn in &whole.turns {
        partial.turns.push(turn.clone());
        store.save_in_progress(&partial).unwrap();
        let continued = store.load_in_progress().unwrap().unwrap();
        assert_eq!(continued.replay(), &partial);
    }
    assert!(store.list().unwrap().is_empty(), "the game in progress is not in the list");
    let path = store.save_finished(&whole).unwrap();
    assert!(store.load_in_progress().unwrap().is_none());
    assert_eq!(store.list().unwrap()[0].path, path);
    assert_eq!(files(&dir).len(), 1, "{:?}", files(&dir));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_save_cut_short_leaves_the_previous_file_intact() {
    let dir = scratch("cut");
    let store = ReplayStore::open(&dir).unwrap();
    let before = replay("2026-11-30T12:00:00Z", 10);
    store.save_in_progress(&before).unwrap();
    let after = replay("2026-11-30T12:00:00Z", 11).to_ron().unwrap();
    // The disk fills up halfway through the new save.
    let error = write_atomically_with(&store.in_progress_path(), |file| {
        file.write_all(&after.as_bytes()[..after.len() / 2])?;
        Err(io::Error::from(io::ErrorKind::StorageFull))
    })
    .unwrap_err();
    assert!(error.is_disk_full(), "{error}");
    assert!(error.to_string().contains("in-progress.ron"), "{error}");
    assert_eq!(store.load_in_progress().unwrap().unwrap().replay(), &before);
    assert_eq!(files(&dir), ["in-progress.ron"], "no temporary file is left behind");
    // A save that never finished (the game was killed) left half a file.
    std::fs::write(dir.join(".in-progress.ron.4242.0.tmp"), &after.as_bytes()[..after.len() / 3]).unwrap();
    assert_eq!(store.load_in_progress().unwrap().unwrap().replay(), &before);
    assert!(store.list().unwrap().is_empty());
    // Opening the store again sweeps away such leftovers once they are old.
    let old = std::fs::File::options().write(true).open(dir.join(".in-progress.ron.4242.0.tmp")).unwrap();
    old.set_modified(std::time::SystemTime::now() - std::time::Duration::from_secs(7200)).unwrap();
    std::fs::write(dir.join(".in-progress.ron.4243.0.tmp"), "a save under way").unwrap();
    ReplayStore::open(&dir).unwrap();
    assert_eq!(files(&dir), [".in-progress.ron.4243.0.tmp", "in-progress.ron"]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_directory_that_cannot_be_used_gives_a_clear_error() {
    let dir = scratch("unusable");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("a-file");
    std::fs::write(&file, "").unwrap();
    for path in [file.clone(), file.join("replays")] {
        match ReplayStore::open(&path) {
            Err(error @ SaveError::Directory { .. }) => {
                assert!(error.to_string().contains(&path.display().to_string()), "{error}")
            }
            other => panic!("{}: {other:?}", path.display()),
        }
    }
    let store = ReplayStore::open(dir.join("gone")).unwrap();
    std::fs::remove_dir(dir.join("gone")).unwrap();
    assert!(matches!(store.list(), Err(SaveError::Directory { .. })));
    let error = store.save_in_progress(&replay("2026-11-30T12:00:00Z", 1)).unwrap_err();
    assert!(matches!(error, SaveError::Write { .. }) && error.to_string().contains("in-progress.ron"), "{error}");
    std::fs::create_dir_all(store.dir()).unwrap();
    std::fs::write(store.in_progress_path(), "(setup: (players: []), turns: [])").unwrap();
    assert!(matches!(store.load_in_progress(), Err(SaveError::KeptAside { .. })));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_damaged_game_in_progress_is_kept_aside_not_overwritten() {
    let dir = scratch("damaged-progress");
    let store = ReplayStore::open(&dir).unwrap();
    let game = replay("2026-11-30T13:00:00Z", 8).to_ron().unwrap();
    let cut = &game.as_bytes()[..game.len() / 2];
    for (text, kept) in [(&b""[..], "in-progress.ron.bad"), (cut, "in-progress.ron.2.bad")] {
        std::fs::write(store.in_progress_path(), text).unwrap();
        let error = store.load_in_progress().unwrap_err();
        let SaveError::KeptAside { error: ref why, ref kept_as } = error else { panic!("{error:?}") };
        assert!(matches!(why.error, ReplayError::Syntax { .. }), "{error}");
        assert_eq!(kept_as, &dir.join(kept));
        assert!(error.to_string().contains("in-progress.ron:"), "the notice names the file: {error}");
        assert!(error.to_string().ends_with(&format!("kept as {}", kept_as.display())), "{error}");
        assert_eq!(std::fs::read(kept_as).unwrap(), text, "kept as it was");
        assert!(store.load_in_progress().unwrap().is_none(), "reported once: the slot is empty now");
        store.save_in_progress(&replay("2026-11-30T14:00:00Z", 2)).unwrap();
        assert_eq!(std::fs::read(kept_as).unwrap(), text, "the next save does not touch it");
    }
    // A game from a newer version is kept too, not overwritten.
    std::fs::write(store.in_progress_path(), "(version: 9, setup: (players: []))").unwrap();
    assert!(matches!(store.load_in_progress(), Err(SaveError::KeptAside { .. })));
    assert_eq!(
        files(&dir),
        ["in-progress.ron.2.bad", "in-progress.ron.3.bad", "in-progress.ron.bad"],
        "nothing else is written"
    );
    assert!(store.list().unwrap().is_empty(), "files kept aside are not listed");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn damaged_replays_are_listed_once_and_kept_aside() {
    let dir = scratch("damaged-list");
    let store = ReplayStore::open(&dir).unwrap();
    let good = store.save(&replay("2026-11-30T15:00:00Z", 6)).unwrap();
    let text = std::fs::read(&good).unwrap();
    std::fs::write(dir.join("empty.ron"), "").unwrap();
    std::fs::write(dir.join("cut.ron"), &text[..text.len() / 3]).unwrap();
    std::fs::write(dir.join("binary.ron"), [0xff, 0xfe, 0x00, 0x28]).unwrap();
    std::fs::write(dir.join("cut.ron.bad"), "kept aside before").unwrap();
    std::fs::copy(data("replays/bad/illegal-turn.ron"), dir.join("refused.ron")).unwrap();

    let list = store.list().unwrap();
    assert_eq!(list.len(), 5);
    let kept: Vec<&std::path::Path> = list.iter().filter(|r| r.kept_aside).map(|r| r.path.as_path()).collect();
    let mut kept_names: Vec<String> =
        kept.iter().map(|p| p.file_name().unwrap().to_string_lossy().into_owned()).collect();
    kept_names.sort();
    assert_eq!(kept_names, ["binary.ron.bad", "cut.ron.2.bad", "empty.ron.bad"]);
    for row in list.iter().filter(|r| r.kept_aside) {
        let notice = row.kept_aside_notice().unwrap();
        let old = row.summary.as_ref().unwrap_err().path.clone();
        assert!(notice.starts_with(&format!("{old}: ")), "names the file: {notice}");
        assert!(notice.ends_with(&format!("kept as {}", row.path.display())), "{notice}");
    }
    let refused = list.iter().find(|r| r.path.ends_with("refused.ron")).unwrap();
    assert!(!refused.kept_aside && refused.kept_aside_notice().is_none(), "a replay the rules refuse stays");
    assert!(list.iter().find(|r| r.path == good).unwrap().kept_aside_notice().is_none());
    assert_eq!(std::fs::read(dir.join("cut.ron.2.bad")).unwrap(), &text[..text.len() / 3]);
    assert_eq!(std::fs::read_to_string(dir.join("cut.ron.bad")).unwrap(), "kept aside before");

    let again = store.list().unwrap();
    assert_eq!(again.len(), 2, "listed once: {again:?}");
    assert!(again.iter().all(|r| !r.kept_aside));
    std::fs::remove_dir_all(&dir).unwrap();
}
