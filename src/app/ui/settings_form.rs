//! The settings form, which the settings screen and the pause overlay
//! both show: default rules, animation speed, assistance, camera and
//! sound. The settings save themselves when they change, so the form only
//! writes them back after a real edit. Its words are in `settings.ftl`, the
//! rule options' in `rules.ftl`.

use super::help::HelpPage;
use super::rules_form::{VALUE_WIDTH, rules_editor};
use super::widgets::{note, number_in};
use crate::app::settings::{Assistance, RenderScale, Settings, SettingsChange, send_edits};
use crate::locale::Texts;
use bevy::prelude::*;
use bevy_egui::egui;
use fluent_bundle::FluentValue;

/// Slowest and fastest animation speed offered (multiples of normal).
const ANIMATION_SPEEDS: std::ops::RangeInclusive<f32> = 0.25..=4.0;

/// Width of the column of play options, in points.
const OPTIONS_WIDTH: f32 = 300.0;

/// The narrowest window, in points, that holds the default rules and the
/// play options side by side: the rules' names and values, the gap and the
/// options, with room to spare.
const SIDE_BY_SIDE: f32 = 200.0 + VALUE_WIDTH + 24.0 + OPTIONS_WIDTH + 60.0;

/// Shows the settings form and sends the edited settings only when a widget
/// changed something (every change saves the file). `in_force` is the
/// assistance the current game gets, shown while it follows the difficulty;
/// `help` holds the rule options' paragraphs; `texts` words the form.
pub(crate) fn edit_settings(
    ui: &mut egui::Ui,
    texts: &Texts,
    settings: &Settings,
    changes: &mut MessageWriter<SettingsChange>,
    in_force: Assistance,
    height: f32,
    help: &HelpPage,
) {
    if let Some(edited) = settings_form(ui, texts, settings, in_force, height, help) {
        send_edits(settings, &edited, changes);
    }
}

/// The whole settings form over a copy of `current`: the copy if anything
/// changed.
fn settings_form(
    ui: &mut egui::Ui,
    texts: &Texts,
    current: &Settings,
    in_force: Assistance,
    height: f32,
    help: &HelpPage,
) -> Option<Settings> {
    let mut edited = current.clone();
    // Side by side where the window is wide enough, else one above the other.
    let wide = ui.ctx().content_rect().width() >= SIDE_BY_SIDE;
    egui::ScrollArea::vertical().id_salt("settings form").max_height(height).show(ui, |ui| {
        let rules = |ui: &mut egui::Ui, edited: &mut Settings| {
            ui.vertical(|ui| {
                ui.strong(texts.get("settings-default-rules"));
                note(ui, texts.get("settings-default-rules-note"));
                rules_editor(ui, texts, "default rules", &mut edited.default_rules, None, help);
            });
        };
        let options = |ui: &mut egui::Ui, edited: &mut Settings| {
            ui.vertical(|ui| {
                ui.set_width(OPTIONS_WIDTH);
                play_options(ui, texts, edited);
                ui.add_space(8.0);
                assistance(ui, texts, &mut edited.assistance, in_force);
            });
        };
        if wide {
            ui.horizontal_top(|ui| {
                rules(ui, &mut edited);
                ui.add_space(24.0);
                options(ui, &mut edited);
            });
        } else {
            options(ui, &mut edited);
            ui.separator();
            rules(ui, &mut edited);
        }
    });
    (edited != *current).then_some(edited)
}

/// Animation speed, camera and sound.
fn play_options(ui: &mut egui::Ui, texts: &Texts, settings: &mut Settings) {
    ui.strong(texts.get("settings-animation-speed"));
    ui.add(
        egui::Slider::new(&mut settings.animation_speed, ANIMATION_SPEEDS)
            .logarithmic(true)
            .custom_formatter(|speed, decimals| {
                let shown = egui::emath::format_with_decimals_in_range(speed, decimals);
                texts.with("settings-animation-speed-value", &[("speed", FluentValue::try_number(&shown))])
            })
            .custom_parser(number_in),
    );
    ui.add_space(8.0);
    ui.add(
        egui::Slider::new(&mut settings.ui_scale, crate::app::ui::theme::UI_SCALES)
            .step_by(0.05)
            .custom_formatter(|scale, _| percent(texts, scale))
            .custom_parser(|text| number_in(text).map(|percent| percent / 100.0))
            .text(texts.get("settings-interface-size")),
    );
    ui.checkbox(&mut settings.camera_follows_human, texts.get("settings-camera-follows"));
    ui.checkbox(&mut settings.hole_names, texts.get("settings-hole-names"));
    render_scale(ui, texts, &mut settings.render_scale);
    ui.checkbox(&mut settings.sound, texts.get("settings-sound"));
    ui.add_enabled_ui(settings.sound, |ui| {
        for (volume, label) in [
            (&mut settings.master_volume, "settings-master-volume"),
            (&mut settings.effects_volume, "settings-effects-volume"),
        ] {
            ui.add(
                egui::Slider::new(volume, 0.0..=1.0)
                    .custom_formatter(|volume, _| percent(texts, volume))
                    .custom_parser(|text| number_in(text).map(|percent| percent / 100.0))
                    .text(texts.get(label)),
            );
        }
    });
}

/// A share (1 for the whole) as a whole percentage: "80%".
fn percent(texts: &Texts, share: f64) -> String {
    texts.with("settings-percent", &[("percent", (share * 100.0).round().into())])
}

/// The board's sharpness against its speed: Auto, 50%, 75% or 100%.
fn render_scale(ui: &mut egui::Ui, texts: &Texts, chosen: &mut RenderScale) {
    ui.horizontal(|ui| {
        ui.label(texts.get("settings-render-scale")).on_hover_text(texts.get("settings-render-scale-hint"));
        for scale in RenderScale::ALL {
            ui.selectable_value(chosen, scale, scale.label(texts));
        }
    });
}

/// "By difficulty", or four helps chosen one by one.
fn assistance(ui: &mut egui::Ui, texts: &Texts, chosen: &mut Option<Assistance>, in_force: Assistance) {
    ui.strong(texts.get("settings-assistance"));
    let mut custom = chosen.is_some();
    ui.radio_value(&mut custom, false, texts.get("settings-assistance-by-difficulty"))
        .on_hover_text(texts.get("settings-assistance-by-difficulty-hint"));
    ui.radio_value(&mut custom, true, texts.get("settings-assistance-custom"));
    if custom != chosen.is_some() {
        *chosen = custom.then_some(in_force);
    }
    let mut helps = chosen.unwrap_or(in_force);
    ui.add_enabled_ui(custom, |ui| {
        ui.checkbox(&mut helps.highlight_moves, texts.get("settings-highlight-moves"));
        ui.checkbox(&mut helps.show_route, texts.get("settings-show-route"));
        ui.checkbox(&mut helps.undo, texts.get("settings-allow-undo"));
        ui.checkbox(&mut helps.hints, texts.get("settings-allow-hints"));
    });
    if custom {
        *chosen = Some(helps);
    }
}
