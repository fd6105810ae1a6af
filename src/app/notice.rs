//! The notice line: a short message for the player (a file that failed, a
//! pass, a finish). Anything may ask for one with [`SetNotice`]; only
//! [`show_notices`] writes [`Notice`].

use bevy::prelude::*;

/// The message the screens show under their panels, if any. Written only by
/// [`show_notices`].
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Notice(Option<String>);

impl Notice {
    /// The message shown, if any.
    pub fn text(&self) -> Option<&str> {
        self.0.as_deref()
    }
}

/// Show this message in the notice line, or clear it with `None`.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub struct SetNotice(pub Option<String>);

impl SetNotice {
    /// Show `text`.
    pub fn show(text: impl Into<String>) -> SetNotice {
        SetNotice(Some(text.into()))
    }

    /// Clear the notice line.
    pub fn clear() -> SetNotice {
        SetNotice(None)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Notice>().add_message::<SetNotice>().add_systems(Last, show_notices);
}

/// The one writer of [`Notice`]: the frame's messages in the order they
/// were sent, so the last one stands.
pub fn show_notices(mut requests: MessageReader<SetNotice>, mut notice: ResMut<Notice>) {
    if let Some(SetNotice(text)) = requests.read().last()
        && notice.0 != *text
    {
        notice.0 = text.clone();
    }
}
