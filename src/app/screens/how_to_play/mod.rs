//! How to play: the rules explained in the game's words, as a screen of its
//! own, inside the pause overlay, and as the one-line help of each rule
//! option.

mod page;

pub(crate) use page::{HelpPage, help_page, option_help};

use bevy::prelude::*;

/// The how-to-play screen.
pub(super) fn panels(app: &mut App) {
    app.add_plugins(page::plugin);
}
