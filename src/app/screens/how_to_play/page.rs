//! The how-to-play page (`assets/help/how-to-play.ron`): a screen of its own
//! from the menu, the same text inside the pause overlay, and the small "?"
//! beside each rule option that opens the option's paragraph. A paragraph
//! that a lesson illustrates shows the lesson's position and answer in a
//! small diagram.

use crate::app::navigation::GoTo;
use crate::app::ui::diagram::{ILLUSTRATED, board_diagram};
use crate::app::ui::widgets::{WARNING, note, page_with_back, scroll};
use crate::app::{LessonCatalogue, Screen};
use crate::lessons::how_to_play::Help;
use crate::rules::RonError;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Width of the page, in points.
const PAGE_WIDTH: f32 = 640.0;

/// Room kept free above and below the page, in points.
const MARGIN: f32 = 150.0;

/// Width of an option's paragraph when it pops up, in points.
const POPUP_WIDTH: f32 = 360.0;

/// The how-to-play page, or why it could not be read. Read once, when the
/// plugin is built.
#[derive(Resource, Debug, Clone)]
pub(crate) struct HelpPage(Result<Help, RonError>);

pub(super) fn plugin(app: &mut App) {
    let page = Help::built_in();
    if let Err(error) = &page {
        warn!("the how-to-play page: {error}");
    }
    app.insert_resource(HelpPage(page))
        .add_systems(EguiPrimaryContextPass, how_to_play_screen.run_if(in_state(Screen::HowToPlay)));
}

fn how_to_play_screen(
    mut contexts: EguiContexts,
    page: Res<HelpPage>,
    lessons: Res<LessonCatalogue>,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut go: MessageWriter<GoTo>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let height = ctx.content_rect().height() - MARGIN;
    let back = page_with_back(ctx, "how to play", |ui| help_page(ui, &page, &lessons, height));
    if back || keys.is_some_and(|k| k.just_pressed(KeyCode::Escape)) {
        go.write(GoTo::screen(Screen::Menu));
    }
    Ok(())
}

/// The whole page: its title, then each section under its heading, in a
/// scroll area at most `height` points high; `lessons` give the diagrams.
pub(crate) fn help_page(ui: &mut egui::Ui, page: &HelpPage, lessons: &LessonCatalogue, height: f32) {
    let help = match &page.0 {
        Ok(help) => help,
        Err(error) => {
            ui.colored_label(WARNING, format!("The how-to-play page cannot be read: {error}"));
            return;
        }
    };
    ui.set_width(PAGE_WIDTH);
    ui.label(egui::RichText::new(&help.title).size(24.0).strong());
    scroll("how to play page", height).show(ui, |ui| {
        for section in &help.sections {
            ui.add_space(8.0);
            ui.label(egui::RichText::new(&section.title).size(19.0).strong());
            for paragraph in &section.paragraphs {
                ui.add_space(4.0);
                paragraph_text(ui, paragraph.heading.as_deref(), &paragraph.text);
                if let Some(key) = &paragraph.key {
                    illustration(ui, lessons, key);
                }
            }
        }
    });
}

/// The diagram of the lesson that illustrates the paragraph `key`, if one
/// does and it loaded: its position, its answer as arrows, and a caption.
fn illustration(ui: &mut egui::Ui, lessons: &LessonCatalogue, key: &str) {
    let Some((_, id)) = ILLUSTRATED.iter().find(|(k, _)| *k == key) else { return };
    let Some((index, lesson)) =
        lessons.lessons().iter().enumerate().find_map(|(i, e)| e.as_ref().ok().filter(|l| l.id == *id).map(|l| (i, l)))
    else {
        return;
    };
    ui.vertical_centered(|ui| {
        board_diagram(ui, &lesson.game(), lesson.answer());
        note(ui, format!("Lesson {}, {}: the arrows show the answer.", index + 1, lesson.title));
    });
}

/// A paragraph, after its heading in bold when it has one.
fn paragraph_text(ui: &mut egui::Ui, heading: Option<&str>, text: &str) {
    if let Some(heading) = heading {
        ui.label(egui::RichText::new(heading).strong());
    }
    ui.label(text);
}

/// A small "?" that opens the paragraph with this key below it; nothing when
/// the page has no such paragraph.
pub(crate) fn option_help(ui: &mut egui::Ui, page: &HelpPage, key: &str) {
    let Some(paragraph) = page.0.as_ref().ok().and_then(|help| help.paragraph(key)) else { return };
    let button = ui.small_button("?").on_hover_text("What this means");
    egui::Popup::from_toggle_button_response(&button).width(POPUP_WIDTH).show(|ui| {
        ui.set_max_width(POPUP_WIDTH);
        paragraph_text(ui, paragraph.heading.as_deref(), &paragraph.text);
        note(ui, "Click anywhere to close.");
    });
}
