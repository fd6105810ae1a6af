//! The setups offered on the new-game screen: every `*.ron` file in the setups
//! folder, each with its name and description, or the error that stopped
//! it from loading (listed, never dropped silently).

use crate::rules::{Setup, load_game};
use bevy::prelude::*;
use std::path::PathBuf;

/// One setup file.
#[derive(Debug, Clone)]
pub struct SetupEntry {
    /// The file.
    pub path: PathBuf,
    /// The setup, or what is wrong with the file.
    pub setup: Result<Setup, String>,
}

/// The setup files found, sorted by file name. Written only by this
/// module, each time the new-game screen opens.
#[derive(Resource, Debug, Clone, Default)]
pub struct SetupCatalogue(pub Vec<SetupEntry>);

impl SetupCatalogue {
    /// Reads every `*.ron` file of a folder; a file that fails keeps its error.
    pub fn scan(dir: &std::path::Path) -> SetupCatalogue {
        let mut paths: Vec<PathBuf> = match std::fs::read_dir(dir) {
            Ok(entries) => entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "ron"))
                .collect(),
            Err(error) => {
                warn!("{}: {error}", dir.display());
                Vec::new()
            }
        };
        paths.sort();
        let entries = paths
            .into_iter()
            .map(|path| {
                let setup = load_game(&path).map(|(setup, _)| setup).map_err(|e| e.to_string());
                if let Err(error) = &setup {
                    warn!("{error}");
                }
                SetupEntry { path, setup }
            })
            .collect();
        SetupCatalogue(entries)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SetupCatalogue>().add_systems(OnEnter(crate::app::Screen::NewGame), rescan);
}

fn rescan(mut catalogue: ResMut<SetupCatalogue>, options: Res<crate::app::LaunchOptions>) {
    *catalogue = SetupCatalogue::scan(&options.setups_dir);
}
