//! The Learn screen: every lesson in order, ticked once completed, each
//! with a button to play it (again); a lesson file that does not load is
//! listed with its error.

use crate::app::UiTexts;
use crate::app::lesson::lesson_text;
use crate::app::navigation::GoTo;
use crate::app::notice::Notice;
use crate::app::ui::widgets::{WARNING, anchored, note, notice, scroll};
use crate::app::{CurrentSettings, LessonCatalogue, LessonRequest, Screen};
use crate::locale::Texts;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use content::lessons::{Part, Progress};

/// Width of the list, in points.
const LIST_WIDTH: f32 = 560.0;

/// Room kept free above and below the list, in points.
const MARGIN: f32 = 170.0;

/// Colour of the tick of a completed lesson.
const TICK: egui::Color32 = egui::Color32::from_rgb(120, 220, 130);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, learn_screen.run_if(in_state(Screen::Learn)));
}

/// What the screen asks for this frame.
enum Choice {
    Open(usize),
    Back,
}

fn learn_screen(
    mut contexts: EguiContexts,
    catalogue: Res<LessonCatalogue>,
    settings: Res<CurrentSettings>,
    notice_text: Res<Notice>,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    texts: Res<UiTexts>,
    mut requests: MessageWriter<LessonRequest>,
    mut go: MessageWriter<GoTo>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let height = ctx.content_rect().height() - MARGIN;
    let choice = anchored(ctx, "lessons", egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| lesson_list(ui, &texts, &catalogue, &settings.progress, &notice_text, height))
        .and_then(|response| response.inner.flatten());
    match choice {
        Some(Choice::Open(index)) => {
            requests.write(LessonRequest::Open(index));
        }
        Some(Choice::Back) => {
            go.write(GoTo::screen(Screen::Menu));
        }
        None if keys.is_some_and(|k| k.just_pressed(KeyCode::Escape)) => {
            go.write(GoTo::screen(Screen::Menu));
        }
        None => {}
    }
    Ok(())
}

/// The heading, one row per lesson, and the Continue and Back buttons.
fn lesson_list(
    ui: &mut egui::Ui,
    texts: &Texts,
    catalogue: &LessonCatalogue,
    progress: &Progress,
    notice_text: &Notice,
    height: f32,
) -> Option<Choice> {
    ui.set_width(LIST_WIDTH);
    ui.heading(texts.get("learn-heading"));
    note(ui, texts.get("learn-intro"));
    ui.separator();
    let mut choice = None;
    scroll("lesson list", height).show(ui, |ui| {
        egui::Grid::new("lessons").num_columns(3).spacing([10.0, 8.0]).striped(true).show(ui, |ui| {
            for (index, entry) in catalogue.lessons().iter().enumerate() {
                if lesson_row(ui, texts, index, entry, progress) {
                    choice = Some(Choice::Open(index));
                }
                ui.end_row();
            }
        });
        if catalogue.lessons().is_empty() {
            ui.colored_label(WARNING, texts.get("learn-none"));
        }
    });
    notice(ui, notice_text);
    ui.separator();
    let ids = catalogue.lessons().iter().map(|entry| entry.as_ref().map_or("", |lesson| lesson.id.as_str()));
    let next = progress.next(ids).filter(|&index| catalogue.lesson(index).is_some());
    ui.horizontal(|ui| {
        if let Some(index) = next
            && ui.button(texts.with("learn-continue", &[("number", (index + 1).into())])).clicked()
        {
            choice = Some(Choice::Open(index));
        }
        if ui.button(texts.get("ui-back")).on_hover_text(texts.get("ui-back-key")).clicked() {
            choice = Some(Choice::Back);
        }
    });
    choice
}

/// A lesson's row: its number and tick, its title (or its file's error) and
/// its button. Returns whether the button was clicked.
fn lesson_row(
    ui: &mut egui::Ui,
    texts: &Texts,
    index: usize,
    entry: &Result<content::lessons::Lesson, content::lessons::LessonError>,
    progress: &Progress,
) -> bool {
    let lesson = match entry {
        Ok(lesson) => lesson,
        Err(error) => {
            ui.label(format!("{}.", index + 1));
            ui.colored_label(WARNING, error.to_string());
            ui.label("");
            return false;
        }
    };
    let done = progress.is_complete(&lesson.id);
    ui.horizontal(|ui| {
        ui.label(format!("{}.", index + 1));
        if done {
            ui.colored_label(TICK, "✔").on_hover_text(texts.get("learn-completed"));
        }
    });
    ui.label(egui::RichText::new(lesson_text(texts, lesson, Part::Title)).size(16.0));
    ui.button(texts.get(if done { "learn-play-again" } else { "learn-start" })).clicked()
}
