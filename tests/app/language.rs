//! The interface's language: chosen in the settings, it takes effect at
//! once and is kept for the next launch.

use super::{headless_app_in, scratch};
use bevy::prelude::*;
use chinese_checkers::app::{CurrentSettings, SettingsChange, SettingsEdit, UiTexts};
use chinese_checkers::locale::Language;

#[test]
fn a_language_chosen_in_the_settings_words_the_interface_at_once_and_is_kept() {
    let dir = scratch("language");
    let mut app = headless_app_in(&dir);
    app.update();
    assert_eq!(app.world().resource::<UiTexts>().get("menu-quit"), "Quit");
    app.world_mut().write_message(SettingsChange::Set(SettingsEdit::Language(Some(Language::Pseudo))));
    app.update();
    app.update();
    let quit = app.world().resource::<UiTexts>().get("menu-quit");
    assert!(quit.starts_with('[') && quit.contains('û'), "the pseudo-language is in force: {quit}");
    assert_eq!(app.world().resource::<CurrentSettings>().language, Some(Language::Pseudo));
    app.world_mut().write_message(AppExit::Success);
    app.update();
    drop(app);
    let again = headless_app_in(&dir);
    assert_eq!(again.world().resource::<UiTexts>().language(), Language::Pseudo, "kept for the next launch");
}
