//! The lesson panel, in place of the HUD while a lesson is played: the
//! lesson's explanation and task, what became of the last try (the hint
//! after a wrong move, the done text at the end) and its buttons: Show the
//! answer, Skip, and once done Next lesson and Try again; Lessons leads back
//! to the list.

use crate::app::notice::Notice;
use crate::app::ui::widgets::{anchored, docked, keys_help, note, notice};
use crate::app::{
    ActiveLesson, DockedPanels, GameRequest, LessonCatalogue, LessonRequest, LessonStage, Screen, ShowAnswer,
    TurnActions,
};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Width of the panel, in points.
const PANEL_WIDTH: f32 = 340.0;

/// Room between the panel and the window's edge, in points.
const MARGIN: f32 = 12.0;

/// Colour of the line saying the task is done.
const DONE: egui::Color32 = egui::Color32::from_rgb(120, 220, 130);

/// Colour of the line saying a move was taken back.
const TAKEN_BACK: egui::Color32 = egui::Color32::from_rgb(255, 190, 110);

/// The keys in a lesson, listed at the panel's foot.
const KEYS: &str = "(Shift+)Tab choose · Enter lift, play or next lesson · Esc put down or pause · \
                    Space skip · A answer · N hole names · T top view · arrows or right-drag turn · wheel or +/- zoom · R reset";

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
    asks: Asks,
) -> Result {
    let Asks { mut lessons, mut answers, mut requests, mut docked_panels } = asks;
    let ctx = contexts.ctx_mut()?;
    let last = lesson.index() + 1 >= catalogue.lessons().len();
    let shown = anchored(ctx, "lesson", egui::Align2::LEFT_TOP, [MARGIN, MARGIN]).show(ctx, |ui| {
        ui.set_width(PANEL_WIDTH);
        texts(ui, &lesson);
        notice(ui, &notice_text);
        ui.separator();
        let choice = buttons(ui, &lesson, &actions, last);
        keys_help(ui, KEYS);
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
fn texts(ui: &mut egui::Ui, lesson: &ActiveLesson) {
    let number = lesson.index() + 1;
    ui.label(egui::RichText::new(format!("Lesson {number}: {}", lesson.lesson().title)).size(18.0).strong());
    ui.add_space(4.0);
    ui.label(&lesson.lesson().intro);
    ui.add_space(6.0);
    ui.label(egui::RichText::new(format!("Task: {}", lesson.lesson().task)).strong());
    ui.add_space(6.0);
    match &lesson.stage() {
        LessonStage::Trying => note(ui, "Lift a marble and play a move, with the mouse or the keyboard."),
        LessonStage::Wrong { played, hint, why } => {
            ui.colored_label(TAKEN_BACK, format!("{played} does not do the task, so it was taken back."));
            if let Some(why) = why {
                ui.label(why);
            }
            ui.label(egui::RichText::new(format!("Hint: {hint}")).strong());
        }
        LessonStage::Done => {
            ui.colored_label(DONE, egui::RichText::new("Done!").size(17.0).strong());
            ui.label(&lesson.lesson().done);
            if lesson.answer_shown() {
                note(ui, "You watched the answer: Try again to play it yourself and tick the lesson.");
            } else {
                note(ui, "Ticked in the list of lessons.");
            }
        }
    }
}

/// Show the answer and Skip while trying; Next lesson and Try again once
/// done; Lessons always. Each follows [`TurnActions`].
fn buttons(ui: &mut egui::Ui, lesson: &ActiveLesson, actions: &TurnActions, last: bool) -> Option<Choice> {
    let mut choice = None;
    let mut button = |ui: &mut egui::Ui, enabled: bool, text: &str, keys: &str, wanted: Choice| {
        let response = ui.add_enabled(enabled, egui::Button::new(text));
        let response = if keys.is_empty() { response } else { response.on_hover_text(keys) };
        if response.clicked() {
            choice = Some(wanted);
        }
    };
    ui.horizontal(|ui| {
        let next = if last { "Back to the list" } else { "Next lesson" };
        if *lesson.stage() == LessonStage::Done {
            button(ui, actions.change_lesson(), next, "Enter", Choice::Lesson(LessonRequest::Next));
            let again = LessonRequest::Open(lesson.index());
            button(ui, actions.change_lesson(), "Try again", "", Choice::Lesson(again));
        } else {
            button(ui, actions.can_show_answer(), "Show the answer", "A", Choice::ShowAnswer);
            let skip = if last { "Skip" } else { "Skip to the next" };
            button(ui, actions.change_lesson(), skip, "", Choice::Lesson(LessonRequest::Next));
        }
        button(ui, true, "Lessons", "Back to the list", Choice::Leave);
    });
    choice
}
