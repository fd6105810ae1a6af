//! The lesson panel, in place of the HUD while a lesson is played: the
//! lesson's explanation and task, what became of the last try (the hint
//! after a wrong move, the done text at the end) and its buttons: Show the
//! answer, Skip, and once done Next lesson and Try again; Lessons leads back
//! to the list.

use crate::app::UiTexts;
use crate::app::lesson::{lesson_text, why_text};
use crate::app::notice::Notice;
use crate::app::ui::widgets::{anchored, docked, keys_help, note, notice};
use crate::app::{
    ActiveLesson, DockedPanels, GameRequest, LessonCatalogue, LessonRequest, LessonStage, Screen, ShowAnswer,
    TurnActions,
};
use crate::locale::Texts;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use content::lessons::Part;

/// Width of the panel, in points.
const PANEL_WIDTH: f32 = 340.0;

/// Room between the panel and the window's edge, in points.
const MARGIN: f32 = 12.0;

/// Colour of the line saying the task is done.
const DONE: egui::Color32 = egui::Color32::from_rgb(120, 220, 130);

/// Colour of the line saying a move was taken back.
const TAKEN_BACK: egui::Color32 = egui::Color32::from_rgb(255, 190, 110);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        lesson_panel.run_if(in_state(Screen::Play).and_then(resource_exists::<ActiveLesson>)),
    );
}

/// What the panel asks for this frame.
enum Choice {
    Lesson(LessonRequest),
    ShowAnswer,
    Leave,
}

/// The messages the lesson panel sends.
#[derive(SystemParam)]
struct Asks<'w> {
    lessons: MessageWriter<'w, LessonRequest>,
    answers: MessageWriter<'w, ShowAnswer>,
    requests: MessageWriter<'w, GameRequest>,
    docked_panels: MessageWriter<'w, DockedPanels>,
}

fn lesson_panel(
    mut contexts: EguiContexts,
    lesson: Res<ActiveLesson>,
    catalogue: Res<LessonCatalogue>,
    actions: Res<TurnActions>,
    notice_text: Res<Notice>,
    texts: Res<UiTexts>,
    asks: Asks,
) -> Result {
    let Asks { mut lessons, mut answers, mut requests, mut docked_panels } = asks;
    let ctx = contexts.ctx_mut()?;
    let last = lesson.index() + 1 >= catalogue.lessons().len();
    let shown = anchored(ctx, "lesson", egui::Align2::LEFT_TOP, [MARGIN, MARGIN]).show(ctx, |ui| {
        ui.set_width(PANEL_WIDTH);
        lesson_texts(ui, &texts, &lesson);
        notice(ui, &notice_text);
        ui.separator();
        let choice = buttons(ui, &texts, &lesson, &actions, last);
        keys_help(ui, &texts.get("learn-keys"));
        choice
    });
    let panel_right = shown.as_ref().map_or(0.0, |s| s.response.rect.max.x);
    docked_panels.write(docked(ctx, panel_right));
    let choice = shown.and_then(|response| response.inner.flatten());
    match choice {
        Some(Choice::Lesson(request)) => {
            lessons.write(request);
        }
        Some(Choice::ShowAnswer) => {
            answers.write(ShowAnswer);
        }
        Some(Choice::Leave) => {
            requests.write(GameRequest::Leave);
        }
        None => {}
    }
    Ok(())
}

/// The title, the explanation, the task and what became of the last try.
fn lesson_texts(ui: &mut egui::Ui, texts: &Texts, active: &ActiveLesson) {
    let lesson = active.lesson();
    let title = [("number", (active.index() + 1).into()), ("title", lesson_text(texts, lesson, Part::Title).into())];
    ui.label(egui::RichText::new(texts.with("learn-lesson-title", &title)).size(18.0).strong());
    ui.add_space(4.0);
    ui.label(lesson_text(texts, lesson, Part::Intro));
    ui.add_space(6.0);
    let task = texts.with("learn-task", &[("task", lesson_text(texts, lesson, Part::Task).into())]);
    ui.label(egui::RichText::new(task).strong());
    ui.add_space(6.0);
    match active.stage() {
        LessonStage::Trying => note(ui, texts.get("learn-trying")),
        LessonStage::Wrong { played, verdict } => {
            ui.colored_label(TAKEN_BACK, texts.with("learn-taken-back", &[("move", played.as_str().into())]));
            if let Some(why) = why_text(texts, lesson, verdict) {
                ui.label(why);
            }
            let hint = texts.with("learn-hint", &[("hint", lesson_text(texts, lesson, Part::Hint).into())]);
            ui.label(egui::RichText::new(hint).strong());
        }
        LessonStage::Done => {
            ui.colored_label(DONE, egui::RichText::new(texts.get("learn-done")).size(17.0).strong());
            ui.label(lesson_text(texts, lesson, Part::Done));
            if active.answer_shown() {
                note(ui, texts.get("learn-watched"));
            } else {
                note(ui, texts.get("learn-ticked"));
            }
        }
    }
}

/// Show the answer and Skip while trying; Next lesson and Try again once
/// done; Lessons always. Each follows [`TurnActions`].
fn buttons(
    ui: &mut egui::Ui,
    texts: &Texts,
    lesson: &ActiveLesson,
    actions: &TurnActions,
    last: bool,
) -> Option<Choice> {
    let mut choice = None;
    let mut button = |ui: &mut egui::Ui, enabled: bool, text: &str, keys: Option<&str>, wanted: Choice| {
        let response = ui.add_enabled(enabled, egui::Button::new(texts.get(text)));
        let response = match keys {
            Some(keys) => response.on_hover_text(texts.get(keys)),
            None => response,
        };
        if response.clicked() {
            choice = Some(wanted);
        }
    };
    ui.horizontal_wrapped(|ui| {
        let next = if last { "learn-back-to-list" } else { "learn-next" };
        if *lesson.stage() == LessonStage::Done {
            button(ui, actions.change_lesson(), next, Some("learn-next-key"), Choice::Lesson(LessonRequest::Next));
            let again = LessonRequest::Open(lesson.index());
            button(ui, actions.change_lesson(), "learn-try-again", None, Choice::Lesson(again));
        } else {
            let answer = Some("learn-show-answer-key");
            button(ui, actions.can_show_answer(), "learn-show-answer", answer, Choice::ShowAnswer);
            let skip = if last { "learn-skip" } else { "learn-skip-to-next" };
            button(ui, actions.change_lesson(), skip, None, Choice::Lesson(LessonRequest::Next));
        }
        button(ui, true, "learn-lessons", Some("learn-lessons-hint"), Choice::Leave);
    });
    choice
}
