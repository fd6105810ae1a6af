//! A room server's chat as the room screen and the table's panel on the
//! board both show it: the lines (a name clicked hides that player's
//! lines here), the muted players heard again all at once, and a line to
//! say.

use crate::app::Room;
use crate::app::ui::widgets::{log_place, scroll};
use crate::locale::Texts;
use bevy_egui::egui;
use net::room::PlayerId;

/// What the chat asks for this frame.
pub(crate) enum ChatAction {
    /// Say this line.
    Say(String),
    /// Hide this player's lines here.
    Mute(PlayerId),
    /// Show these players' lines again.
    Unmute(Vec<PlayerId>),
}

/// The lobby's chat (`lobby`) or the current table's, `height` points of
/// lines, then the line being written in `line`, `width` points wide.
pub(crate) fn chat_box(
    ui: &mut egui::Ui,
    texts: &Texts,
    room: &Room,
    lobby: bool,
    line: &mut String,
    (width, height): (f32, f32),
) -> Option<ChatAction> {
    let mut action = None;
    scroll(if lobby { "lobby chat" } else { "table chat" }, height).stick_to_bottom(true).show(ui, |ui| {
        ui.set_width(width);
        for said in room.chat(lobby) {
            ui.horizontal_wrapped(|ui| {
                let name = ui.add(egui::Button::new(egui::RichText::new(&said.name).strong()).frame(false));
                if Some(said.from) != room.you() && name.on_hover_text(texts.get("room-mute-hover")).clicked() {
                    action = Some(ChatAction::Mute(said.from));
                }
                ui.label(&said.text);
            });
        }
    });
    let muted: Vec<PlayerId> = room.muted().collect();
    if !muted.is_empty() && ui.button(texts.with("room-unmute", &[("muted", muted.len().into())])).clicked() {
        action = Some(ChatAction::Unmute(muted));
    }
    let said = ui.horizontal(|ui| {
        let field = ui.add(egui::TextEdit::singleline(line).desired_width(width - 70.0));
        log_place(ui, &field, if lobby { "lobby chat line" } else { "table chat line" });
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let say = ui.button(texts.get("room-say"));
        log_place(ui, &say, if lobby { "lobby say" } else { "table say" });
        say.clicked() || entered
    });
    if said.inner && !line.trim().is_empty() {
        action = Some(ChatAction::Say(std::mem::take(line)));
    }
    action
}
