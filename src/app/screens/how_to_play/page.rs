//! The How to play screen: the how-to-play page (`ui::help`) on a screen of
//! its own, from the menu.

use crate::app::Screen;
use crate::app::UiTexts;
use crate::app::lesson::LessonCatalogue;
use crate::app::navigation::GoTo;
use crate::app::ui::help::{HelpPage, help_page};
use crate::app::ui::widgets::page_with_back;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

/// Room kept free above and below the page, in points.
const MARGIN: f32 = 150.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, how_to_play_screen.run_if(in_state(Screen::HowToPlay)));
}

fn how_to_play_screen(
    mut contexts: EguiContexts,
    page: Res<HelpPage>,
    lessons: Res<LessonCatalogue>,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    texts: Res<UiTexts>,
    mut go: MessageWriter<GoTo>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let height = ctx.content_rect().height() - MARGIN;
    let back = page_with_back(ctx, &texts, "how to play", |ui| help_page(ui, &texts, &page, &lessons, height));
    if back || keys.is_some_and(|k| k.just_pressed(KeyCode::Escape)) {
        go.write(GoTo::screen(Screen::Menu));
    }
    Ok(())
}
