//! Small pieces every screen uses: the translucent frame drawn over the
//! board, a seat's marble swatch, the notice line and a row of choices.
//! Their own words are in `ui.ftl`.

use crate::app::notice::Notice;
use crate::app::palette::{colour32, paint_marble};
use crate::locale::Texts;
use bevy_egui::egui;
use rules::Looks;

/// Colour of error and notice text.
pub(crate) const WARNING: egui::Color32 = egui::Color32::from_rgb(255, 120, 100);

/// Colour of explanations and other secondary text: dimmer than labels, but
/// still readable on the panels.
const NOTE: egui::Color32 = super::theme::NOTE;

/// Diameter of a player's colour swatch, in points.
pub(crate) const SWATCH_SIZE: f32 = 16.0;

/// Room between a panel at the window's left and the board, in points.
const PANEL_GAP: f32 = 12.0;

/// The frame of every window drawn over the board: the theme's opaque
/// panel.
pub(crate) fn overlay_frame(ctx: &egui::Context) -> egui::Frame {
    egui::Frame::window(&ctx.global_style()).inner_margin(12.0)
}

/// A fixed window without title bar, anchored to a corner of the screen.
pub(crate) fn anchored(ctx: &egui::Context, id: &str, align: egui::Align2, offset: [f32; 2]) -> egui::Window<'static> {
    egui::Window::new(id.to_owned())
        .id(egui::Id::new(id))
        .title_bar(false)
        .resizable(false)
        .collapsible(false)
        .movable(false)
        .anchor(align, offset)
        .frame(overlay_frame(ctx))
}

/// A vertical scroll area that takes up to `height` points before it scrolls.
pub(crate) fn scroll(id: &str, height: f32) -> egui::ScrollArea {
    egui::ScrollArea::vertical().id_salt(id).max_height(height).min_scrolled_height(height)
}

/// A seat's marble, small: its colour and its mark.
pub(crate) fn swatch(ui: &mut egui::Ui, looks: Looks) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(SWATCH_SIZE, SWATCH_SIZE), egui::Sense::hover());
    paint_marble(ui.painter(), rect.center(), SWATCH_SIZE, looks);
}

/// A marble to click; `chosen` rings it.
pub(crate) fn marble_button(ui: &mut egui::Ui, looks: Looks, chosen: bool) -> egui::Response {
    let size = SWATCH_SIZE + 6.0;
    let (rect, response) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::click());
    paint_marble(ui.painter(), rect.center(), SWATCH_SIZE, looks);
    if chosen || response.hovered() {
        let stroke = if chosen {
            egui::Stroke::new(2.0, egui::Color32::WHITE)
        } else {
            egui::Stroke::new(1.0, colour32(looks.colour))
        };
        ui.painter().circle_stroke(rect.center(), size / 2.0, stroke);
    }
    response
}

/// A page in the middle of the window: `body`, then a Back button (Esc
/// does the same where the screen reads it), worded by `texts`. Says
/// whether Back was clicked.
pub(crate) fn page_with_back(ctx: &egui::Context, texts: &Texts, id: &str, body: impl FnOnce(&mut egui::Ui)) -> bool {
    anchored(ctx, id, egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            body(ui);
            ui.separator();
            ui.button(texts.get("ui-back")).on_hover_text(texts.get("ui-back-key")).clicked()
        })
        .and_then(|response| response.inner)
        .unwrap_or(false)
}

/// Secondary text: an explanation, a hint of what something means.
pub(crate) fn note(ui: &mut egui::Ui, text: impl Into<String>) {
    ui.label(egui::RichText::new(text).color(NOTE));
}

/// The notice line, when there is something to say.
pub(crate) fn notice(ui: &mut egui::Ui, notice: &Notice) {
    if let Some(text) = notice.text() {
        ui.colored_label(WARNING, text);
    }
}

/// A row of buttons of which one is selected; returns whether the choice
/// changed. Each option has a name and a hover explanation, given as the
/// keys of their messages in `texts`.
pub(crate) fn choice<T: PartialEq + Copy>(
    ui: &mut egui::Ui,
    texts: &Texts,
    value: &mut T,
    options: &[(T, &str, &str)],
) -> bool {
    let mut changed = false;
    // Wrapped, so that longer names in another language stay in the panel.
    ui.horizontal_wrapped(|ui| {
        for &(option, name, help) in options {
            changed |= ui.selectable_value(value, option, texts.get(name)).on_hover_text(texts.get(help)).changed();
        }
    });
    changed
}

/// The first number in `text`, such as a player typed into a box that shows
/// its number inside a message ("300 turns", "80%"); `None` if there is
/// none. A comma is read as a decimal point.
pub(crate) fn number_in(text: &str) -> Option<f64> {
    let start = text.find(|c: char| c.is_ascii_digit() || c == '-' || c == '.' || c == ',')?;
    let number: String = text[start..]
        .chars()
        .take_while(|c| c.is_ascii_digit() || matches!(c, '-' | '.' | ','))
        .map(|c| if c == ',' { '.' } else { c })
        .collect();
    number.parse().ok()
}

/// The keys, small, at the foot of a panel: `keys` lists them as "key
/// action" items between " · ", as every catalogue writes them. The lines
/// break between items, never inside one, so a key stays beside what it
/// does.
pub(crate) fn keys_help(ui: &mut egui::Ui, keys: &str) {
    ui.separator();
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 0.0;
        let mut items = keys.split(" · ").peekable();
        while let Some(item) = items.next() {
            // The dot ends a line rather than starting the next.
            let text = if items.peek().is_some() { format!("{item} · ") } else { item.to_owned() };
            ui.add(egui::Label::new(egui::RichText::new(text).small().color(NOTE)).extend());
        }
    });
}

/// The message that keeps the board clear of a panel at the window's left
/// whose right edge is at `panel_right` points.
pub(crate) fn docked(ctx: &egui::Context, panel_right: f32) -> crate::app::DockedPanels {
    crate::app::DockedPanels { left: (panel_right + PANEL_GAP) * ctx.zoom_factor(), bottom: 0.0 }
}

/// The message that keeps the board above a panel at the window's foot
/// whose top edge is at `panel_top` points.
pub(crate) fn docked_below(ctx: &egui::Context, panel_top: f32) -> crate::app::DockedPanels {
    let bottom = ctx.content_rect().max.y - panel_top + PANEL_GAP;
    crate::app::DockedPanels { left: 0.0, bottom: bottom * ctx.zoom_factor() }
}

/// Logs (at debug level) where `response`'s widget is on the screen, named
/// `what`, whenever that place changes: the window test clicks there, as
/// a person would.
pub(crate) fn log_place(ui: &egui::Ui, response: &egui::Response, what: &str) {
    let at = response.rect.center();
    let id = egui::Id::new(("logged place", what));
    let logged = ui.ctx().data(|d| d.get_temp::<egui::Pos2>(id));
    if logged != Some(at) {
        ui.ctx().data_mut(|d| d.insert_temp(id, at));
        bevy::log::debug!("{what} at screen {:.0} {:.0}", at.x, at.y);
    }
}

#[cfg(test)]
mod tests {
    use super::number_in;
    use crate::locale::{Language, Texts};

    #[test]
    fn every_language_lists_its_keys_between_the_dots_the_key_strip_breaks_at() {
        for language in Language::OFFERED {
            let texts = Texts::new(language);
            assert_eq!(texts.get("play-keys-separator"), " · ", "{language:?}");
            let items = texts.get("learn-keys").split(" · ").count();
            assert!(items >= 8, "{language:?}: {items} items in learn-keys");
        }
    }

    #[test]
    fn a_number_is_read_out_of_its_message() {
        assert_eq!(number_in("300 turns"), Some(300.0));
        assert_eq!(number_in("80%"), Some(80.0));
        assert_eq!(number_in("1,5×"), Some(1.5));
        assert_eq!(number_in("  2.25 ×"), Some(2.25));
        assert_eq!(number_in("turns"), None);
    }
}
