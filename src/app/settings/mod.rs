//! The settings: the player's choices and the file they are kept in
//! ([`file`]), and the settings in force ([`in_force`]), read from the file
//! at start, changed only through [`SettingsChange`] messages and saved as
//! they settle. Every part of the game reads them; the settings screen and
//! the pause overlay edit them through the shared form (`ui::settings_form`).

pub(crate) mod file;
pub(crate) mod in_force;

pub use file::*;
pub use in_force::*;
