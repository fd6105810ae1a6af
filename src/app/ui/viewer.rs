//! The replay viewer's panels: whose turn it is and every player's progress
//! (as in the game's HUD); the move list in notation, the turn shown
//! highlighted, a click jumping to a turn; and the controls: start, back,
//! play or pause, forward, end, a slider to any turn, the speed, "Take over
//! from here" and Back.

use super::hud::players;
use super::widgets::{anchored, note, swatch};
use crate::app::viewer::SPEEDS;
use crate::app::{Screen, Session, Viewer, ViewerRequest};
use crate::rules::route_to_string;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Room between the panels and the window's edge, in points.
const MARGIN: f32 = 12.0;
/// Height of the move list, in points.
const LIST_HEIGHT: f32 = 420.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, viewer_panels.run_if(in_state(Screen::Watch)));
}

fn viewer_panels(
    mut contexts: EguiContexts,
    viewer: Option<Res<Viewer>>,
    session: Option<Res<Session>>,
    mut requests: MessageWriter<ViewerRequest>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let (Some(viewer), Some(session)) = (viewer, session) else { return Ok(()) };
    let mut asked = Vec::new();
    anchored(ctx, "viewer status", egui::Align2::LEFT_TOP, [MARGIN, MARGIN]).show(ctx, |ui| {
        status(ui, &viewer, &session);
    });
    anchored(ctx, "viewer moves", egui::Align2::RIGHT_TOP, [-MARGIN, MARGIN]).show(ctx, |ui| {
        asked.extend(move_list(ui, &viewer, &session));
    });
    anchored(ctx, "viewer controls", egui::Align2::CENTER_BOTTOM, [0.0, -MARGIN]).show(ctx, |ui| {
        asked.extend(controls(ui, &viewer));
    });
    for request in asked {
        requests.write(request);
    }
    Ok(())
}

/// The game's name, the turn shown, who moves next, and the players.
fn status(ui: &mut egui::Ui, viewer: &Viewer, session: &Session) {
    let name = &session.setup.name;
    ui.strong(if name.is_empty() { "Replay" } else { name });
    ui.label(format!("Turn {} of {}", viewer.at(), viewer.turns().len()));
    let game = &session.game;
    if game.is_over() {
        note(ui, "The game is over.");
    } else {
        ui.horizontal(|ui| {
            ui.label("Next:");
            swatch(ui, session.looks(game.to_move()));
            ui.label(session.player_name(game.to_move()));
        });
    }
    ui.separator();
    players(ui, session);
}

/// Every turn in notation; the one shown is highlighted, a click jumps there.
fn move_list(ui: &mut egui::Ui, viewer: &Viewer, session: &Session) -> Option<ViewerRequest> {
    let mut asked = None;
    ui.strong("Moves");
    let shown = viewer.at();
    egui::ScrollArea::vertical().id_salt("viewer move list").max_height(LIST_HEIGHT).show(ui, |ui| {
        ui.set_min_width(190.0);
        if ui.selectable_label(shown == 0, "Start").clicked() {
            asked = Some(ViewerRequest::Seek(0));
        }
        for (index, turn) in viewer.turns().iter().enumerate() {
            let text = turn.route().map_or_else(|| "pass".to_owned(), route_to_string);
            ui.horizontal(|ui| {
                ui.add_space(2.0);
                swatch(ui, session.looks(turn.player()));
                let row = ui.selectable_label(shown == index + 1, format!("{}. {text}", index + 1));
                if shown == index + 1 {
                    row.scroll_to_me(None);
                }
                if row.clicked() {
                    asked = Some(ViewerRequest::Seek(index + 1));
                }
            });
        }
    });
    asked
}

/// The buttons, the turn slider and the speed.
fn controls(ui: &mut egui::Ui, viewer: &Viewer) -> Vec<ViewerRequest> {
    let mut asked = Vec::new();
    ui.horizontal(|ui| {
        let button = |ui: &mut egui::Ui, text: &str, key: &str| ui.button(text).on_hover_text(key).clicked();
        if button(ui, "⏮ Start", "Home") {
            asked.push(ViewerRequest::ToStart);
        }
        if button(ui, "◀ Back", "Left arrow") {
            asked.push(ViewerRequest::Back);
        }
        if button(ui, if viewer.playing { "⏸ Pause" } else { "▶ Play" }, "Space") {
            asked.push(ViewerRequest::PlayPause);
        }
        if button(ui, "Forward ▶", "Right arrow") {
            asked.push(ViewerRequest::Forward);
        }
        if button(ui, "End ⏭", "End") {
            asked.push(ViewerRequest::ToEnd);
        }
        ui.separator();
        let mut turn = viewer.at();
        let slider = egui::Slider::new(&mut turn, 0..=viewer.turns().len()).text("turn");
        if ui.add(slider).changed() {
            asked.push(ViewerRequest::Seek(turn));
        }
        let mut speed = viewer.speed;
        let slider = egui::Slider::new(&mut speed, SPEEDS.0..=SPEEDS.1).logarithmic(true).suffix("×").text("speed");
        if ui.add(slider).changed() {
            asked.push(ViewerRequest::Speed(speed));
        }
    });
    ui.horizontal(|ui| {
        if ui.button("Take over from here").on_hover_text("Play on from this position, same seats and rules").clicked()
        {
            asked.push(ViewerRequest::TakeOver);
        }
        if ui.button("Back to the list").clicked() {
            asked.push(ViewerRequest::Close);
        }
    });
    asked
}
