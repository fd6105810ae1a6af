//! The pause overlay: the board dimmed and Resume, Settings, How to play
//! and Menu (Lessons in a lesson). The settings and the how-to-play page open
//! inside the overlay, so the game stays where it was (no screen change, no
//! search restarted).

use crate::app::settings::AssistanceInForce;
use crate::app::settings::SettingsChange;
use crate::app::ui::help::{HelpPage, help_page};
use crate::app::ui::settings_form::edit_settings;
use crate::app::ui::widgets::anchored;
use crate::app::{ActiveLesson, CurrentSettings, GameRequest, LessonCatalogue, Pause, TurnRequest, UiTexts};
use crate::locale::Texts;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// How dark the board is dimmed behind the overlay (alpha of black, 0–255).
const DIM_ALPHA: u8 = 110;

/// Room kept free above and below the overlay, in points.
const MARGIN: f32 = 120.0;

/// Size of the overlay's buttons, in points.
const BUTTON_SIZE: [f32; 2] = [200.0, 34.0];

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PauseView>()
        .add_systems(OnEnter(Pause::Paused), |mut view: ResMut<PauseView>| *view = PauseView::Choices)
        .add_systems(EguiPrimaryContextPass, pause_overlay.run_if(in_state(Pause::Paused)));
}

/// What the overlay shows. Written only by the overlay.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
enum PauseView {
    /// Resume, Settings, Menu.
    #[default]
    Choices,
    /// The settings form.
    Settings,
    /// The how-to-play page.
    HowToPlay,
}

/// What the overlay asks for this frame.
enum Choice {
    Resume,
    Show(PauseView),
    Leave,
}

/// The pages the overlay shows: How to play, with the lessons' diagrams.
#[derive(SystemParam)]
struct Pages<'w> {
    help: Res<'w, HelpPage>,
    lessons: Res<'w, LessonCatalogue>,
}

/// The messages the pause overlay sends.
#[derive(SystemParam)]
struct Asks<'w> {
    changes: MessageWriter<'w, SettingsChange>,
    turn_requests: MessageWriter<'w, TurnRequest>,
    requests: MessageWriter<'w, GameRequest>,
}

fn pause_overlay(
    mut contexts: EguiContexts,
    texts: Res<UiTexts>,
    mut view: ResMut<PauseView>,
    settings: Res<CurrentSettings>,
    in_force: Res<AssistanceInForce>,
    pages: Pages,
    lesson: Option<Res<ActiveLesson>>,
    asks: Asks,
) -> Result {
    let Pages { help, lessons } = pages;
    let Asks { mut changes, mut turn_requests, mut requests } = asks;
    let ctx = contexts.ctx_mut()?;
    dim(ctx);
    let height = ctx.content_rect().height() - MARGIN;
    let shown = *view;
    let choice = anchored(ctx, "pause", egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .order(egui::Order::Foreground)
        .show(ctx, |ui| match shown {
            PauseView::Choices => choices(ui, &texts, lesson.is_some()),
            PauseView::Settings => {
                ui.heading(texts.get("play-paused-settings"));
                ui.separator();
                edit_settings(ui, &texts, &settings, &mut changes, in_force.get(), height, &help);
                ui.separator();
                ui.button(texts.get("ui-back")).clicked().then_some(Choice::Show(PauseView::Choices))
            }
            PauseView::HowToPlay => {
                help_page(ui, &texts, &help, &lessons, height - 60.0);
                ui.separator();
                ui.button(texts.get("ui-back")).clicked().then_some(Choice::Show(PauseView::Choices))
            }
        })
        .and_then(|response| response.inner.flatten());
    match choice {
        Some(Choice::Resume) => {
            turn_requests.write(TurnRequest::Resume);
        }
        Some(Choice::Show(next)) => *view = next,
        Some(Choice::Leave) => {
            requests.write(GameRequest::Leave);
        }
        None => {}
    }
    Ok(())
}

/// Darkens the whole board behind the overlay.
fn dim(ctx: &egui::Context) {
    ctx.layer_painter(egui::LayerId::background()).rect_filled(
        ctx.content_rect(),
        0.0,
        egui::Color32::from_black_alpha(DIM_ALPHA),
    );
}

/// The overlay's buttons; in a lesson, Menu leads back to the lessons.
fn choices(ui: &mut egui::Ui, texts: &Texts, in_lesson: bool) -> Option<Choice> {
    let mut choice = None;
    ui.vertical_centered(|ui| {
        ui.heading(texts.get("play-paused"));
        ui.add_space(6.0);
        if button(ui, &texts.get("play-resume")).on_hover_text(texts.get("play-resume-key")).clicked() {
            choice = Some(Choice::Resume);
        }
        if button(ui, &texts.get("play-paused-settings")).clicked() {
            choice = Some(Choice::Show(PauseView::Settings));
        }
        if button(ui, &texts.get("play-paused-how-to-play")).clicked() {
            choice = Some(Choice::Show(PauseView::HowToPlay));
        }
        let (leave, explained) = if in_lesson {
            ("play-paused-lessons", "play-paused-lessons-hint")
        } else {
            ("play-paused-menu", "play-paused-menu-hint")
        };
        if button(ui, &texts.get(leave)).on_hover_text(texts.get(explained)).clicked() {
            choice = Some(Choice::Leave);
        }
    });
    choice
}

fn button(ui: &mut egui::Ui, text: &str) -> egui::Response {
    ui.add_sized(BUTTON_SIZE, egui::Button::new(egui::RichText::new(text).size(17.0)))
}
