//! At a room server's table: each seat's clock (the one that runs is
//! marked), who has dropped out or been replaced by a computer, and the
//! table's chat, in a panel under the HUD, as wide as it,
//! so the board beside them stays clear.

use super::hud::WIDTH;
use crate::app::names::stand_in_name;
use crate::app::ui::chat::{ChatAction, chat_box};
use crate::app::ui::widgets::{WARNING, anchored, note, swatch};
use crate::app::{Room, RoomRequest, Screen, Session, UiTexts};
use crate::locale::Texts;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use net::room::{Place, SeatView, ToServer};
use std::time::Duration;

/// Room between the panel and the window's edge, in points.
const MARGIN: f32 = 12.0;

/// Height of the chat's lines before they scroll, in points.
const CHAT_HEIGHT: f32 = 80.0;

/// A clock under this much time is shown as short.
const SHORT: Duration = Duration::from_secs(30);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ChatLine>().add_systems(
        EguiPrimaryContextPass,
        room_table.run_if(in_state(Screen::Play).and_then(resource_exists::<Room>)),
    );
}

/// The table's chat line being written. Written only by this panel.
#[derive(Resource, Default)]
struct ChatLine(String);

fn room_table(
    mut contexts: EguiContexts,
    texts: Res<UiTexts>,
    room: Res<Room>,
    session: Option<Res<Session>>,
    mut line: ResMut<ChatLine>,
    mut requests: MessageWriter<RoomRequest>,
) -> Result {
    let (Some(view), Some(session)) = (room.current(), session) else { return Ok(()) };
    let table = view.summary.id;
    let ctx = contexts.ctx_mut()?;
    let action = anchored(ctx, "room table", egui::Align2::LEFT_BOTTOM, [MARGIN, -MARGIN])
        .show(ctx, |ui| {
            ui.set_width(WIDTH);
            ui.label(egui::RichText::new(view.summary.name.as_str()).strong());
            clocks(ui, &texts, &room, &session);
            seat_news(ui, &texts, &view.summary.seats);
            ui.separator();
            ui.label(texts.get("room-chat-table"));
            chat_box(ui, &texts, &room, false, &mut line.0, (WIDTH, CHAT_HEIGHT))
        })
        .and_then(|shown| shown.inner.flatten());
    match action {
        Some(ChatAction::Say(text)) => {
            requests.write(RoomRequest::Ask(ToServer::Chat { place: Place::Table(table), text }));
        }
        Some(ChatAction::Mute(player)) => {
            requests.write(RoomRequest::Mute(player, true));
        }
        Some(ChatAction::Unmute(players)) => {
            requests.write_batch(players.into_iter().map(|player| RoomRequest::Mute(player, false)));
        }
        None => {}
    }
    Ok(())
}

/// Each seat's time left, the running one strong, a short one in warning
/// colours; nothing at a table without a clock.
fn clocks(ui: &mut egui::Ui, texts: &Texts, room: &Room, session: &Session) {
    for seat in session.game().seats() {
        let Some((left, running)) = room.time_left(seat) else { return };
        ui.horizontal(|ui| {
            swatch(ui, session.looks(seat));
            ui.label(session.player_name(texts, seat));
            let text = egui::RichText::new(time_text(texts, left)).monospace();
            let text = if running { text.strong().size(16.0) } else { text };
            if running && left < SHORT {
                ui.colored_label(WARNING, text);
            } else {
                ui.label(text);
            }
        });
    }
}

/// Who has dropped out, and which computers stand in for whom: the
/// opponents are told as it happens.
fn seat_news(ui: &mut egui::Ui, texts: &Texts, seats: &[SeatView]) {
    for seat in seats {
        match seat {
            SeatView::Player { name, connected: false, .. } => {
                ui.colored_label(WARNING, texts.with("play-dropped-out", &[("name", name.as_str().into())]));
            }
            SeatView::Computer { level, stands_in_for: Some(name) } => {
                note(ui, stand_in_name(texts, *level, name));
            }
            _ => {}
        }
    }
}

/// Time left in words: `4:05`, `1:02:03`, or days and hours.
fn time_text(texts: &Texts, left: Duration) -> String {
    let secs = left.as_secs();
    let (days, hours, minutes, seconds) = (secs / 86_400, secs / 3600 % 24, secs / 60 % 60, secs % 60);
    if days > 0 {
        texts.with("room-time-days", &[("days", days.into()), ("hours", hours.into())])
    } else if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else {
        format!("{minutes}:{seconds:02}")
    }
}
