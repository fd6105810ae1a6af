//! The interface's language: the texts in force, from the language the
//! settings name or, until a player chooses one, the operating system's
//! (English where the game has no catalogue for it). A change in Settings
//! takes effect at once.

use super::CurrentSettings;
use crate::locale::{Language, Texts};
use bevy::prelude::*;

/// The texts every panel words itself with. Written only by
/// `follow_the_settings`, whenever the language in force changes.
#[derive(Resource, Debug)]
pub struct UiTexts {
    texts: Texts,
    /// The operating system's language where the game offers it, else
    /// English: read once, at start.
    system: Language,
}

impl std::ops::Deref for UiTexts {
    type Target = Texts;

    fn deref(&self) -> &Texts {
        &self.texts
    }
}

pub(super) fn plugin(app: &mut App) {
    let system = sys_locale::get_locale().as_deref().and_then(Language::of_locale).unwrap_or_default();
    let chosen = app.world().get_resource::<CurrentSettings>().and_then(|settings| settings.language);
    let language = chosen.unwrap_or(system);
    info!("interface in {language:?}");
    app.insert_resource(UiTexts { texts: Texts::new(language), system })
        .add_systems(PreUpdate, follow_the_settings.run_if(resource_changed::<CurrentSettings>));
}

/// Makes the texts anew when the settings name another language.
fn follow_the_settings(settings: Res<CurrentSettings>, mut texts: ResMut<UiTexts>) {
    let language = settings.language.unwrap_or(texts.system);
    if texts.language() != language {
        info!("interface in {language:?}");
        texts.texts = Texts::new(language);
    }
}
