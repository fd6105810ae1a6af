//! The notice line: a short message for the player (a file that failed, a
//! pass, a finish). Anything may ask for one with [`SetNotice`]; only
//! `show_notices` writes [`Notice`]. Problems found while the app was built
//! (the settings file, the sound device, the saved games' folder) are told
//! here once the player's texts exist.

use super::UiTexts;
use super::settings::SettingsProblemAtStart;
use crate::locale::{Language, Texts};
use bevy::prelude::*;

/// The message the screens show under their panels, if any. Written only by
/// `show_notices`.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Notice(Option<String>);

impl Notice {
    /// The message shown, if any.
    pub fn text(&self) -> Option<&str> {
        self.0.as_deref()
    }
}

/// A startup system that logs `problem` (something found wrong while the
/// app was built: the settings file, the sound device, the saved games'
/// folder), worded by the closure once the texts of the player's language
/// are at hand, and tells the player once, in the player's language.
pub(crate) fn tell_at_start(
    mut problem: Option<impl Fn(&Texts) -> String + Send + Sync + 'static>,
) -> impl FnMut(Option<Res<UiTexts>>, MessageWriter<SetNotice>) + Send + Sync + 'static {
    move |texts: Option<Res<UiTexts>>, mut notice: MessageWriter<SetNotice>| {
        if let Some(problem) = problem.take() {
            tell(&problem, texts.as_deref(), &mut notice);
        }
    }
}

/// Tells the problem the settings file had when the settings were read at
/// start, if it had one.
fn tell_settings_problem(
    problem: Res<SettingsProblemAtStart>,
    texts: Option<Res<UiTexts>>,
    mut notice: MessageWriter<SetNotice>,
) {
    if let Some(problem) = problem.get() {
        tell(&|texts: &Texts| problem.text(texts), texts.as_deref(), &mut notice);
    }
}

/// Logs a problem in English, whatever the player's language, and adds it
/// to the notice line in the player's; `word` words it in a language.
fn tell(word: &dyn Fn(&Texts) -> String, texts: Option<&UiTexts>, notice: &mut MessageWriter<SetNotice>) {
    let english = word(&Texts::new(Language::English));
    warn!("{english}");
    notice.write(SetNotice::add(texts.map_or(english, |texts| word(texts))));
}

/// A change to the notice line.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum SetNotice {
    /// Show this message instead of what is shown.
    Show(String),
    /// Add this message on a line of its own below what is shown, so that
    /// two problems found at once are both seen.
    Add(String),
    /// Clear the notice line.
    Clear,
}

impl SetNotice {
    /// Show `text`.
    pub fn show(text: impl Into<String>) -> SetNotice {
        SetNotice::Show(text.into())
    }

    /// Add `text` below what is shown.
    pub fn add(text: impl Into<String>) -> SetNotice {
        SetNotice::Add(text.into())
    }

    /// Clear the notice line.
    pub fn clear() -> SetNotice {
        SetNotice::Clear
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Notice>()
        .add_message::<SetNotice>()
        .add_systems(Startup, tell_settings_problem.run_if(resource_exists::<SettingsProblemAtStart>))
        .add_systems(Last, show_notices);
}

/// The one writer of [`Notice`]: the frame's changes in the order they were
/// sent. Each text shown is logged as the player reads it, so a script can
/// follow what the player was told.
fn show_notices(mut changes: MessageReader<SetNotice>, mut notice: ResMut<Notice>) {
    let mut text = notice.0.clone();
    for change in changes.read() {
        if let SetNotice::Show(told) | SetNotice::Add(told) = change {
            info!("notice: {told}");
        }
        text = match change {
            SetNotice::Show(shown) => Some(shown.clone()),
            SetNotice::Add(added) => Some(match text {
                Some(before) => format!("{before}\n{added}"),
                None => added.clone(),
            }),
            SetNotice::Clear => None,
        };
    }
    if notice.0 != text {
        notice.0 = text;
    }
}
