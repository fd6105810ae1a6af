//! The settings screen: the interface's language, then the settings form
//! the pause overlay shares (`ui::settings_form`). Its words are in
//! `settings.ftl`.

use crate::app::settings::{AssistanceInForce, CurrentSettings, SettingsChange, SettingsEdit};
use crate::app::ui::help::HelpPage;
use crate::app::ui::settings_form::edit_settings;
use crate::app::ui::widgets::anchored;
use crate::app::{GoTo, Screen, UiTexts};
use crate::locale::{Language, Texts};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Room kept free above and below the settings window, in points.
const MARGIN: f32 = 190.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, settings_screen.run_if(in_state(Screen::Settings)));
}

fn settings_screen(
    mut contexts: EguiContexts,
    settings: Res<CurrentSettings>,
    in_force: Res<AssistanceInForce>,
    help: Res<HelpPage>,
    texts: Res<UiTexts>,
    mut changes: MessageWriter<SettingsChange>,
    mut go: MessageWriter<GoTo>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let height = ctx.content_rect().height() - MARGIN;
    let back = anchored(ctx, "settings", egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.heading(texts.get("settings-heading"));
            ui.separator();
            if let Some(chosen) = language(ui, &texts, settings.language) {
                changes.write(SettingsChange::Set(SettingsEdit::Language(chosen)));
            }
            edit_settings(ui, &texts, &settings, &mut changes, in_force.get(), height, &help);
            ui.separator();
            ui.button(texts.get("ui-back")).clicked()
        })
        .and_then(|response| response.inner)
        .unwrap_or(false);
    if back {
        go.write(GoTo::screen(Screen::Menu));
    }
    Ok(())
}

/// The interface's language: as the system, or one chosen; the new
/// choice, if one was made.
fn language(ui: &mut egui::Ui, texts: &Texts, chosen: Option<Language>) -> Option<Option<Language>> {
    let mut edited = chosen;
    let name = |language: Option<Language>| {
        language.map_or_else(|| texts.get("settings-language-system"), |l| l.name().to_owned())
    };
    ui.horizontal(|ui| {
        ui.label(texts.get("settings-language"));
        egui::ComboBox::from_id_salt("language").selected_text(name(chosen)).show_ui(ui, |ui| {
            ui.selectable_value(&mut edited, None, name(None));
            for language in Language::OFFERED.into_iter().chain([Language::Pseudo]) {
                ui.selectable_value(&mut edited, Some(language), language.name());
            }
        });
    });
    (edited != chosen).then_some(edited)
}
