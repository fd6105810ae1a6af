//! The how-to-play page (`assets/help/how-to-play.ron` for its order, the
//! catalogues' `how-to-play.ftl` for its texts), as the How to play screen
//! and the pause overlay show it, and the small "?" beside each rule option
//! that opens the option's paragraph. A paragraph that a lesson illustrates
//! shows the lesson's position and answer in a small diagram.

use super::diagram::{ILLUSTRATED, board_diagram};
use super::widgets::{WARNING, note, scroll};
use crate::app::lesson::{LessonCatalogue, lesson_text};
use crate::locale::Texts;
use bevy::prelude::*;
use bevy_egui::egui;
use content::lessons::Part;
use content::lessons::how_to_play::{Help, TITLE_KEY, paragraph_key};
use rules::RonError;

/// Width of the page, in points.
const PAGE_WIDTH: f32 = 640.0;

/// Room kept between the text and the scroll bar, in points.
const SCROLL_BAR_ROOM: f32 = 18.0;

/// Width of an option's paragraph when it pops up, in points.
const POPUP_WIDTH: f32 = 360.0;

/// The how-to-play page, or why it could not be read. Read once, when the
/// plugin is built.
#[derive(Resource, Debug, Clone)]
pub(crate) struct HelpPage(Result<Help, RonError>);

/// Reads the page once; a page that does not read is said where it shows.
pub(super) fn plugin(app: &mut App) {
    let page = Help::built_in();
    if let Err(error) = &page {
        warn!("the how-to-play page: {error}");
    }
    app.insert_resource(HelpPage(page));
}

/// The whole page: its title, then each section under its heading, in a
/// scroll area at most `height` points high; `lessons` give the diagrams.
pub(crate) fn help_page(ui: &mut egui::Ui, texts: &Texts, page: &HelpPage, lessons: &LessonCatalogue, height: f32) {
    let help = match &page.0 {
        Ok(help) => help,
        Err(error) => {
            ui.colored_label(WARNING, texts.with("help-unreadable", &[("error", error.to_string().into())]));
            return;
        }
    };
    ui.set_width(PAGE_WIDTH);
    ui.label(egui::RichText::new(texts.get(TITLE_KEY)).size(24.0).strong());
    scroll("how to play page", height).show(ui, |ui| {
        // Room between the text and the scroll bar.
        ui.set_max_width(PAGE_WIDTH - SCROLL_BAR_ROOM);
        for section in &help.sections {
            ui.add_space(8.0);
            ui.label(egui::RichText::new(texts.get(&section.title_key())).size(19.0).strong());
            for key in &section.paragraphs {
                ui.add_space(4.0);
                paragraph(ui, texts, key);
                illustration(ui, texts, lessons, key);
            }
        }
    });
}

/// The diagram of the lesson that illustrates the paragraph `key`, if one
/// does and it loaded: its position, its answer as arrows, and a caption.
fn illustration(ui: &mut egui::Ui, texts: &Texts, lessons: &LessonCatalogue, key: &str) {
    let Some((_, id)) = ILLUSTRATED.iter().find(|(k, _)| *k == key) else { return };
    let Some((index, lesson)) =
        lessons.lessons().iter().enumerate().find_map(|(i, e)| e.as_ref().ok().filter(|l| l.id == *id).map(|l| (i, l)))
    else {
        return;
    };
    ui.vertical_centered(|ui| {
        board_diagram(ui, &lesson.game(), lesson.answer());
        let title = lesson_text(texts, lesson, Part::Title);
        note(ui, texts.with("help-lesson-caption", &[("number", (index + 1).into()), ("title", title.into())]));
    });
}

/// The paragraph `key`, after its heading in bold when it has one.
fn paragraph(ui: &mut egui::Ui, texts: &Texts, key: &str) {
    let key = paragraph_key(key);
    if let Some(heading) = texts.find(&key, Some("heading"), &[]) {
        ui.label(egui::RichText::new(heading).strong());
    }
    ui.label(texts.get(&key));
}

/// A small "?" that opens the paragraph with this key below it; nothing when
/// the page has no such paragraph.
pub(crate) fn option_help(ui: &mut egui::Ui, texts: &Texts, page: &HelpPage, key: &str) {
    if !page.0.as_ref().is_ok_and(|help| help.has_paragraph(key)) {
        return;
    }
    let button = ui.small_button("?").on_hover_text(texts.get("help-what-this-means"));
    egui::Popup::from_toggle_button_response(&button).width(POPUP_WIDTH).show(|ui| {
        ui.set_max_width(POPUP_WIDTH);
        paragraph(ui, texts, key);
        note(ui, texts.get("help-click-to-close"));
    });
}
