//! The setups offered on the new-game screen: the built-in ones, then the
//! player's own from their setups folder, each with its name and
//! description, or the error that stopped it from loading (listed, never
//! dropped silently).

use bevy::prelude::*;
use content::{ReadError, SETUPS, own_files_go_in, with_own};
use rules::{FileError, Setup, SetupError, game_from_text};
use std::path::Path;

/// One setup file.
#[derive(Debug, Clone)]
pub struct SetupEntry {
    /// The file's name.
    pub name: String,
    /// The setup, or what is wrong with the file.
    pub setup: Result<Setup, FileError<SetupError>>,
}

/// The setup files found: the built-in ones, then the player's own sorted
/// by file name. Written only by this module, each time the new-game
/// screen opens.
#[derive(Resource, Debug, Clone, Default)]
pub struct SetupCatalogue(Vec<SetupEntry>);

impl SetupCatalogue {
    /// The setups listed: the built-in ones, then the player's own.
    pub fn entries(&self) -> &[SetupEntry] {
        &self.0
    }

    /// The built-in setups and the `*.ron` files of the player's folder
    /// `own`; a file that fails keeps its error.
    pub fn scan(own_folder: Option<&Path>) -> SetupCatalogue {
        let entries = with_own(SETUPS, own_folder)
            .into_iter()
            .map(|file| {
                let read = |error: ReadError| SetupError::Read { kind: error.kind, message: error.message };
                let setup = match &file.text {
                    Ok(text) => game_from_text(text).map(|(setup, _)| setup),
                    Err(error) => Err(read(error.clone())),
                }
                .map_err(|error| FileError { path: file.label(), error });
                if let Err(error) = &setup {
                    warn!("{error}");
                }
                SetupEntry { name: file.name, setup }
            })
            .collect::<Vec<SetupEntry>>();
        info!("{} setups listed, {} built in{}", entries.len(), SETUPS.len(), own_files_go_in(own_folder));
        SetupCatalogue(entries)
    }
}

pub(super) fn plugin(app: &mut App) {
    let own = app.world().get_resource::<crate::app::LaunchOptions>().and_then(|o| o.own_setups.clone());
    app.insert_resource(SetupCatalogue::scan(own.as_deref())).add_systems(OnEnter(crate::app::Screen::NewGame), rescan);
}

fn rescan(mut catalogue: ResMut<SetupCatalogue>, options: Res<crate::app::LaunchOptions>) {
    *catalogue = SetupCatalogue::scan(options.own_setups.as_deref());
}
