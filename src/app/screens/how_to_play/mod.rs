//! How to play: the rules explained in the game's words, as a screen of its
//! own. The page itself, which the pause overlay and the rule options'
//! help show too, is `ui::help`.

mod page;

use bevy::prelude::*;

/// The how-to-play screen.
pub(super) fn panels(app: &mut App) {
    app.add_plugins(page::plugin);
}
