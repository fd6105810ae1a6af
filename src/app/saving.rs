//! Games saved as they are played, so none is lost: the game in progress
//! after every turn (in the "in progress" slot, written to a temporary file
//! and renamed), a finished game to the list of replays, and an unfinished
//! game to the list when a new one would take its slot. The menu offers
//! Continue while an unfinished game waits in the slot.
//!
//! Saved games live in the platform's data directory
//! (`~/.local/share/chinese-checkers/replays` on Linux). If it cannot be
//! used, the game says so once and plays on without saving. A game in
//! progress that does not load is kept aside as `in-progress.ron.bad`, and
//! the player told once.

use super::notice::{SetNotice, tell_at_start};
use super::session::Session;
use super::turn::GameOver;
use super::{GameSet, LaunchOptions, Screen, UiTexts};
use crate::locale::Texts;
use bevy::prelude::*;
use rules::CheckedReplay;
use saves::{ReplayStore, SaveError, SavedReplay};
use std::fmt;
use std::path::{Path, PathBuf};

/// The saved games' store, or why there is none. Opened once, when the
/// plugin is built, by this module.
#[derive(Resource, Debug)]
pub struct GameStore(Result<ReplayStore, StoreOff>);

/// Why the game plays on without saving.
#[derive(Debug)]
pub enum StoreOff {
    /// The platform names no data folder.
    NoDataFolder,
    /// The folder cannot be made or used.
    Unusable(SaveError),
}

impl StoreOff {
    /// Why, as the player reads it (a folder's error names the folder and
    /// may stay in English).
    pub fn text(&self, texts: &Texts) -> String {
        match self {
            StoreOff::NoDataFolder => texts.get("notice-no-data-folder"),
            StoreOff::Unusable(error) => error.to_string(),
        }
    }
}

impl fmt::Display for StoreOff {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreOff::NoDataFolder => f.write_str("the platform has no data directory"),
            StoreOff::Unusable(error) => error.fmt(f),
        }
    }
}

/// Why the list of saved games could not be read.
#[derive(Debug)]
pub enum NotListed<'a> {
    /// Saving is off, and why.
    Off(&'a StoreOff),
    /// The folder could not be read.
    Unreadable(SaveError),
}

impl NotListed<'_> {
    /// Why, as the player reads it.
    pub fn text(&self, texts: &Texts) -> String {
        match self {
            NotListed::Off(why) => texts.with("notice-saving-off", &[("reason", why.text(texts).into())]),
            NotListed::Unreadable(error) => error.to_string(),
        }
    }
}

impl fmt::Display for NotListed<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotListed::Off(why) => write!(f, "Saved games are off: {why}"),
            NotListed::Unreadable(error) => error.fmt(f),
        }
    }
}

impl GameStore {
    /// The store, or why saving is off.
    pub fn replays(&self) -> Result<&ReplayStore, &StoreOff> {
        self.0.as_ref()
    }

    /// The saved games' files, newest first, without loading them.
    pub fn list(&self) -> Result<Vec<SavedReplay>, NotListed<'_>> {
        self.0.as_ref().map_err(NotListed::Off)?.list().map_err(NotListed::Unreadable)
    }

    /// Every saved game, read anew: those that load with when each began
    /// and its file, and each file that does not load with why (where the
    /// store has just kept it aside, saying so). Fails when the saved games
    /// cannot be read at all.
    pub fn load_all(&self) -> Result<SavedGames, NotListed<'_>> {
        let rows = self.list()?;
        let mut saved = SavedGames::default();
        for row in &rows {
            match row.load() {
                Ok(replay) => saved.games.push((row.when.clone(), replay, row.path.clone())),
                Err(error) => saved.left_out.push(LeftOut {
                    path: row.path.clone(),
                    error: error.to_string(),
                    kept_aside: row.kept_aside_notice().is_some(),
                }),
            }
        }
        Ok(saved)
    }
}

/// The saved games as [`GameStore::load_all`] read them.
#[derive(Debug, Default)]
pub struct SavedGames {
    /// Each game that loads: when it began, the checked replay, its file.
    pub games: Vec<(String, CheckedReplay, PathBuf)>,
    /// Each file that does not load, and why.
    pub left_out: Vec<LeftOut>,
}

/// A saved game that does not load, so is left out of the record.
#[derive(Debug, Clone)]
pub struct LeftOut {
    /// Its file (where it is now, if it was just kept aside).
    pub path: PathBuf,
    /// What is wrong with it, naming the file (the loader's English).
    error: String,
    /// Whether the store has just renamed it aside.
    kept_aside: bool,
}

impl LeftOut {
    /// Why it is left out, in the player's language where the game words
    /// it: what is wrong, and where the file is kept if it was set aside.
    pub fn text(&self, texts: &Texts) -> String {
        if self.kept_aside {
            let path = self.path.display().to_string();
            texts.with("saved-kept-aside", &[("error", self.error.as_str().into()), ("path", path.into())])
        } else {
            self.error.clone()
        }
    }
}

/// Says why in English, for the log.
impl std::fmt::Display for LeftOut {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.kept_aside {
            write!(f, "{}; the file is kept as {}", self.error, self.path.display())
        } else {
            f.write_str(&self.error)
        }
    }
}

impl SavedGames {
    /// The games with when each began, as the record and the rating take
    /// them.
    pub fn dated(&self) -> Vec<(String, CheckedReplay)> {
        self.games.iter().map(|(when, replay, _)| (when.clone(), replay.clone())).collect()
    }
}

/// The replay file of the game that has just ended, for "Watch replay".
/// Written only by this module.
#[derive(Resource, Debug, Clone, Default)]
pub struct LastSaved(Option<PathBuf>);

impl LastSaved {
    /// The file, once a game has ended and been saved.
    pub fn path(&self) -> Option<&Path> {
        self.0.as_deref()
    }
}

/// The unfinished game waiting in the "in progress" slot, for Continue.
/// Written only by this module, whenever the menu or the saved games show.
#[derive(Resource, Debug, Clone, Default)]
pub struct InProgress(Option<Box<CheckedReplay>>);

impl InProgress {
    /// The unfinished game, if one waits.
    pub fn replay(&self) -> Option<&CheckedReplay> {
        self.0.as_deref()
    }
}

pub(super) fn plugin(app: &mut App) {
    let dir = app.world().get_resource::<LaunchOptions>().and_then(|o| o.data_dir.clone()).or_else(default_dir);
    let store = match dir {
        Some(dir) => ReplayStore::open(&dir).map_err(StoreOff::Unusable),
        None => Err(StoreOff::NoDataFolder),
    };
    // Worded at start, once the player's language is known.
    let off = store.as_ref().err().map(|error| {
        let why = match error {
            StoreOff::NoDataFolder => None,
            StoreOff::Unusable(error) => Some(error.to_string()),
        };
        move |texts: &Texts| {
            let reason = why.clone().unwrap_or_else(|| texts.get("notice-no-data-folder"));
            texts.with("notice-saving-off-plays-on", &[("reason", reason.into())])
        }
    });
    app.insert_resource(GameStore(store))
        .add_systems(Startup, tell_at_start(off))
        .init_resource::<LastSaved>()
        .init_resource::<InProgress>()
        .add_systems(Update, (save_finished, save_progress).chain().in_set(GameSet::React))
        .add_systems(OnEnter(Screen::Menu), look_for_unfinished)
        .add_systems(OnEnter(Screen::SavedGames), look_for_unfinished);
}

/// `replays` in the game's data folder.
fn default_dir() -> Option<PathBuf> {
    crate::app::data_home().map(|dir| dir.join("replays"))
}

/// What was saved last: the game (by its id), its generation and its number
/// of turns.
type SavedKey = (u64, u64, usize);

/// Saves the game in progress whenever a turn was played or taken back.
/// The slot is this game's only once an unfinished other game there has
/// been moved to the list; until then nothing is written over it, and the
/// move is tried again at the next turn.
fn save_progress(
    session: Option<Res<Session>>,
    store: Res<GameStore>,
    screen: Res<State<Screen>>,
    texts: Res<UiTexts>,
    mut notice: MessageWriter<SetNotice>,
    mut saved: Local<Option<SavedKey>>,
    mut slot_owner: Local<Option<u64>>,
) {
    let Some(session) = session else { return };
    if *screen.get() != Screen::Play || session.game().is_over() {
        return;
    }
    let key = (session.id(), session.generation(), session.turns().len());
    if saved.as_ref() == Some(&key) {
        return;
    }
    *saved = Some(key);
    let Ok(store) = store.replays() else { return };
    if *slot_owner != Some(session.id()) {
        if !keep_unfinished(store, &session, &texts, &mut notice) {
            return;
        }
        *slot_owner = Some(session.id());
    }
    if let Err(error) = store.save_in_progress(&session.to_replay()) {
        tell_not_saved(NotSaved::Game, &error, &texts, &mut notice);
    }
}

/// Before a new game takes the "in progress" slot, an unfinished other game
/// there moves to the list of replays. (A continued game finds itself
/// there: the same start and the same turns.) A damaged file there is kept
/// aside, and the player told. Whether the slot is free for the new game.
fn keep_unfinished(
    store: &ReplayStore,
    session: &Session,
    texts: &Texts,
    notice: &mut MessageWriter<SetNotice>,
) -> bool {
    let same_game = |old: &CheckedReplay| {
        old.replay().played.as_deref() == Some(session.started()) && old.replay().turns == session.to_replay().turns
    };
    match store.load_in_progress() {
        Ok(Some(old)) if !same_game(&old) && !old.turns().is_empty() => match store.save(old.replay()) {
            Ok(path) => {
                info!("unfinished game kept as {}", path.display());
                true
            }
            Err(error) => {
                tell_not_saved(NotSaved::Unfinished, &error, texts, notice);
                false
            }
        },
        Ok(_) => true,
        Err(error) => {
            warn!("{error}");
            notice.write(SetNotice::add(unfinished_notice(texts, &error)));
            true
        }
    }
}

/// Saves a finished game to the list of replays and empties the slot.
fn save_finished(
    mut over: MessageReader<GameOver>,
    session: Option<Res<Session>>,
    store: Res<GameStore>,
    texts: Res<UiTexts>,
    mut last: ResMut<LastSaved>,
    mut notice: MessageWriter<SetNotice>,
) {
    if over.read().count() == 0 {
        return;
    }
    let (Some(session), Ok(store)) = (session, store.replays()) else { return };
    match store.save_finished(&session.to_replay()) {
        Ok(path) => {
            info!("game saved as {}", path.display());
            last.0 = Some(path);
        }
        Err(error) => tell_not_saved(NotSaved::Game, &error, &texts, &mut notice),
    }
}

/// What was not saved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum NotSaved {
    /// The game in progress, or the game just finished.
    Game,
    /// The unfinished other game in the slot, so the new game is not saved.
    Unfinished,
}

/// Tells the player that `what` failed to save, why, and what is still
/// safe.
fn tell_not_saved(what: NotSaved, error: &SaveError, texts: &Texts, notice: &mut MessageWriter<SetNotice>) {
    let key = match (what, error.is_disk_full()) {
        (NotSaved::Game, false) => "notice-save-failed",
        (NotSaved::Game, true) => "notice-save-failed-disk-full",
        (NotSaved::Unfinished, false) => "notice-keep-failed",
        (NotSaved::Unfinished, true) => "notice-keep-failed-disk-full",
    };
    warn!("not saved ({what:?}): {error}");
    notice.write(SetNotice::show(texts.with(key, &[("error", error.to_string().into())])));
}

/// Looks in the "in progress" slot for a game to continue.
fn look_for_unfinished(
    store: Res<GameStore>,
    texts: Res<UiTexts>,
    mut in_progress: ResMut<InProgress>,
    mut notice: MessageWriter<SetNotice>,
) {
    in_progress.0 = None;
    let Ok(store) = store.replays() else { return };
    match store.load_in_progress() {
        Ok(found) => in_progress.0 = found.filter(|game| !game.end().is_over()).map(Box::new),
        Err(error) => {
            warn!("{error}");
            notice.write(SetNotice::add(unfinished_notice(&texts, &error)));
        }
    }
}

/// What to tell the player when the "in progress" slot does not load (the
/// error names the file, and where it was kept aside).
fn unfinished_notice(texts: &Texts, error: &SaveError) -> String {
    texts.with("notice-unfinished-not-loaded", &[("error", error.to_string().into())])
}
