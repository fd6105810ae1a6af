//! The saved games as last read from disk, and what the saved-games screen
//! does with them: export a game (copy it to the Downloads folder) or delete
//! it. The panel asks with a [`SavedGameRequest`]; this module alone touches
//! the files, through the game store.

use crate::app::notice::SetNotice;
use crate::app::{GameStore, Screen, UiTexts};
use crate::locale::Texts;
use bevy::prelude::*;
use saves::SavedReplay;
use std::path::{Path, PathBuf};

/// The saved games as last read from disk. Written only by this module.
#[derive(Resource, Debug, Clone, Default)]
pub(crate) struct SavedList {
    /// One row per saved game, newest first.
    rows: Vec<SavedReplay>,
    /// Why the list could not be read, if it could not.
    error: Option<String>,
}

impl SavedList {
    /// One row per saved game, newest first.
    pub(crate) fn rows(&self) -> &[SavedReplay] {
        &self.rows
    }

    /// Why the list could not be read, if it could not.
    pub(crate) fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }
}

/// What the saved-games screen asks to do with a row of the list.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum SavedGameRequest {
    /// Copy the game of this row to the export folder.
    Export(usize),
    /// Delete the game of this row.
    Delete(usize),
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SavedList>()
        .add_message::<SavedGameRequest>()
        .add_systems(OnEnter(Screen::SavedGames), read_list)
        .add_systems(Update, handle_requests.run_if(in_state(Screen::SavedGames)));
}

/// Reads the list; a damaged file the store has just kept aside is named in
/// the notice line.
fn read_list(
    store: Res<GameStore>,
    texts: Res<UiTexts>,
    mut list: ResMut<SavedList>,
    mut notice: MessageWriter<SetNotice>,
) {
    *list = SavedList::default();
    match store.list() {
        Ok(rows) => {
            for row in &rows {
                if let (Some(text), Err(error)) = (row.kept_aside_notice(), &row.summary) {
                    warn!("{text}");
                    let path = row.path.display().to_string();
                    let args = [("error", error.to_string().into()), ("path", path.into())];
                    notice.write(SetNotice::add(texts.with("saved-kept-aside", &args)));
                }
            }
            list.rows = rows;
        }
        Err(error) => list.error = Some(error.text(&texts)),
    }
}

fn handle_requests(
    mut requests: MessageReader<SavedGameRequest>,
    store: Res<GameStore>,
    texts: Res<UiTexts>,
    mut list: ResMut<SavedList>,
    mut notice: MessageWriter<SetNotice>,
) {
    for request in requests.read() {
        match *request {
            SavedGameRequest::Export(index) => {
                if let Some(row) = list.rows.get(index) {
                    notice.write(SetNotice::show(export(&texts, &store, row)));
                }
            }
            SavedGameRequest::Delete(index) => {
                let (Ok(replays), Some(row)) = (store.replays(), list.rows.get(index)) else { continue };
                match replays.delete(row) {
                    Ok(()) => {
                        list.rows.remove(index);
                        notice.write(SetNotice::clear());
                    }
                    Err(error) => {
                        warn!("cannot delete {}: {error}", row.path.display());
                        let text = texts.with("saved-delete-failed", &[("error", error.to_string().into())]);
                        notice.write(SetNotice::show(text));
                    }
                }
            }
        }
    }
}

/// Where exports go: the Downloads folder, else the saved games' own.
pub(crate) fn export_dir(store: &GameStore) -> PathBuf {
    dirs::download_dir()
        .or_else(|| store.replays().ok().map(|s| s.dir().join("exports")))
        .unwrap_or_else(|| PathBuf::from("."))
}

/// Copies a saved game to the export folder; says where, or why not.
fn export(texts: &Texts, store: &GameStore, row: &SavedReplay) -> String {
    let Ok(replays) = store.replays() else { return texts.get("saved-export-off") };
    let dir = export_dir(store);
    let name = row.path.file_name().map_or_else(|| Path::new("game.ron").as_os_str().to_owned(), |n| n.to_owned());
    let to = dir.join(format!("chinese-checkers-{}", name.to_string_lossy()));
    match std::fs::create_dir_all(&dir)
        .map_err(|e| e.to_string())
        .and_then(|()| replays.export(row, &to).map_err(|e| e.to_string()))
    {
        Ok(()) => texts.with("saved-exported", &[("path", to.display().to_string().into())]),
        Err(error) => texts.with("saved-export-failed", &[("error", error.into())]),
    }
}
