//! The replay screen's panels: whose turn it is and every player's progress
//! (as in the game's HUD); the move list in notation, the turn shown
//! highlighted, a click jumping to a turn; and the controls: start, back,
//! play or pause, forward, end, a slider to any turn, the speed, "Take over
//! from here" and Back.

use crate::app::screens::play::hud::players;
use crate::app::screens::replay::SPEEDS;
use crate::app::ui::widgets::{anchored, note, swatch};
use crate::app::{ReplayPlayback, ReplayRequest, Screen, Session};
use crate::rules::route_to_string;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Room between the panels and the window's edge, in points.
const MARGIN: f32 = 12.0;
/// Height of the move list, in points.
const LIST_HEIGHT: f32 = 420.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, replay_panels.run_if(in_state(Screen::Replay)));
}

fn replay_panels(
    mut contexts: EguiContexts,
    playback: Option<Res<ReplayPlayback>>,
    session: Option<Res<Session>>,
    mut requests: MessageWriter<ReplayRequest>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let (Some(playback), Some(session)) = (playback, session) else { return Ok(()) };
    let mut asked = Vec::new();
    anchored(ctx, "replay status", egui::Align2::LEFT_TOP, [MARGIN, MARGIN]).show(ctx, |ui| {
        status(ui, &playback, &session);
    });
    anchored(ctx, "replay moves", egui::Align2::RIGHT_TOP, [-MARGIN, MARGIN]).show(ctx, |ui| {
        asked.extend(move_list(ui, &playback, &session));
    });
    anchored(ctx, "replay controls", egui::Align2::CENTER_BOTTOM, [0.0, -MARGIN]).show(ctx, |ui| {
        asked.extend(controls(ui, &playback));
    });
    for request in asked {
        requests.write(request);
    }
    Ok(())
}

/// The game's name, the turn shown, who moves next, and the players.
fn status(ui: &mut egui::Ui, playback: &ReplayPlayback, session: &Session) {
    let name = &session.setup().name;
    ui.strong(if name.is_empty() { "Replay" } else { name });
    ui.label(format!("Turn {} of {}", playback.at(), playback.turns().len()));
    let game = session.game();
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
fn move_list(ui: &mut egui::Ui, playback: &ReplayPlayback, session: &Session) -> Option<ReplayRequest> {
    let mut asked = None;
    ui.strong("Moves");
    let shown = playback.at();
    egui::ScrollArea::vertical().id_salt("replay move list").max_height(LIST_HEIGHT).show(ui, |ui| {
        ui.set_min_width(190.0);
        if ui.selectable_label(shown == 0, "Start").clicked() {
            asked = Some(ReplayRequest::Seek(0));
        }
        for (index, turn) in playback.turns().iter().enumerate() {
            let text = turn.route().map_or_else(|| "pass".to_owned(), route_to_string);
            ui.horizontal(|ui| {
                ui.add_space(2.0);
                swatch(ui, session.looks(turn.player()));
                let row = ui.selectable_label(shown == index + 1, format!("{}. {text}", index + 1));
                if shown == index + 1 {
                    row.scroll_to_me(None);
                }
                if row.clicked() {
                    asked = Some(ReplayRequest::Seek(index + 1));
                }
            });
        }
    });
    asked
}

/// The buttons, the turn slider and the speed.
fn controls(ui: &mut egui::Ui, playback: &ReplayPlayback) -> Vec<ReplayRequest> {
    let mut asked = Vec::new();
    ui.horizontal(|ui| {
        let button = |ui: &mut egui::Ui, text: &str, key: &str| ui.button(text).on_hover_text(key).clicked();
        if button(ui, "⏮ Start", "Home") {
            asked.push(ReplayRequest::ToStart);
        }
        if button(ui, "◀ Back", "Left arrow") {
            asked.push(ReplayRequest::Back);
        }
        if button(ui, if playback.playing { "⏸ Pause" } else { "▶ Play" }, "Space") {
            asked.push(ReplayRequest::PlayPause);
        }
        if button(ui, "Forward ▶", "Right arrow") {
            asked.push(ReplayRequest::Forward);
        }
        if button(ui, "End ⏭", "End") {
            asked.push(ReplayRequest::ToEnd);
        }
        ui.separator();
        let mut turn = playback.at();
        let slider = egui::Slider::new(&mut turn, 0..=playback.turns().len()).text("turn");
        if ui.add(slider).changed() {
            asked.push(ReplayRequest::Seek(turn));
        }
        let mut speed = playback.speed;
        let slider = egui::Slider::new(&mut speed, SPEEDS.0..=SPEEDS.1).logarithmic(true).suffix("×").text("speed");
        if ui.add(slider).changed() {
            asked.push(ReplayRequest::Speed(speed));
        }
    });
    ui.horizontal(|ui| {
        if ui.button("Take over from here").on_hover_text("Play on from this position, same seats and rules").clicked()
        {
            asked.push(ReplayRequest::TakeOver);
        }
        if ui.button("Back to the list").clicked() {
            asked.push(ReplayRequest::Close);
        }
    });
    asked
}
