//! The game's own look for every panel: its font (Inter, and Noto Sans SC
//! for Chinese, built into the program from `assets/fonts/`, where their
//! licences are), text sizes readable at 1280×720, and
//! colours taken from the board, a dark walnut panel with cream text and
//! amber for what is chosen. Panels are opaque, so nothing behind them
//! shows through the letters. The interface size setting scales it all.
//!
//! Written once, when the egui context first exists; the zoom follows
//! [`Settings::ui_scale`].

use crate::app::CurrentSettings;
use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, CornerRadius, FontFamily, FontId, Stroke, TextStyle};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use std::sync::Arc;

/// Panels and windows: dark walnut, opaque.
pub(crate) const PANEL: Color32 = Color32::from_rgb(34, 27, 22);
/// Text: cream, about 14:1 against [`PANEL`].
pub(crate) const TEXT: Color32 = Color32::from_rgb(240, 231, 214);
/// Secondary text: about 8:1 against [`PANEL`].
pub(crate) const NOTE: Color32 = Color32::from_rgb(196, 182, 160);
/// What is chosen or active: amber, as the board's lit holes.
pub(crate) const ACCENT: Color32 = Color32::from_rgb(214, 150, 60);
/// The filled part of a progress bar: a dark amber that [`TEXT`] reads on
/// at about 5:1, where it is about 2:1 on [`ACCENT`].
pub(crate) const PROGRESS: Color32 = Color32::from_rgb(128, 88, 40);
/// Text on [`ACCENT`].
const ON_ACCENT: Color32 = Color32::from_rgb(30, 22, 16);
/// Widgets at rest, hovered and pressed.
const WIDGET: Color32 = Color32::from_rgb(62, 49, 38);
const WIDGET_HOVERED: Color32 = Color32::from_rgb(84, 66, 49);
const WIDGET_ACTIVE: Color32 = Color32::from_rgb(104, 81, 58);
/// Frames' edges.
const EDGE: Color32 = Color32::from_rgb(96, 74, 52);
/// Text fields and the like, darker than the panel.
const WELL: Color32 = Color32::from_rgb(22, 17, 14);

/// Corner radius of widgets and windows, in points.
const ROUNDING: u8 = 6;

/// Text sizes in points: body text 16 (at least 14 px at 100%).
const SIZES: [(TextStyle, f32, FontFamily); 5] = [
    (TextStyle::Small, 14.0, FontFamily::Proportional),
    (TextStyle::Body, 16.0, FontFamily::Proportional),
    (TextStyle::Button, 16.0, FontFamily::Proportional),
    (TextStyle::Heading, 24.0, FontFamily::Proportional),
    (TextStyle::Monospace, 15.0, FontFamily::Monospace),
];

/// The interface's font, Inter (`assets/fonts`, with its licence).
const FONT: &[u8] = include_bytes!("../../../assets/fonts/Inter-Regular.otf");

/// The font for the Chinese characters Inter lacks: Noto Sans SC, cut down
/// by `tools/cut-chinese-font.py` to the catalogues' characters and the
/// common ones players' names use
/// (its licence is beside it in `assets/fonts/`).
const CHINESE_FONT: &[u8] = include_bytes!("../../../assets/fonts/NotoSansSC-Subset.otf");

/// The smallest and largest interface size offered.
pub(crate) const UI_SCALES: std::ops::RangeInclusive<f32> = 0.75..=2.0;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, (dress_once, follow_ui_scale));
}

/// Sets the font and the style the first time the context exists.
fn dress_once(mut contexts: EguiContexts, mut done: Local<bool>) -> Result {
    if *done {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    ctx.set_fonts(fonts(FONT, CHINESE_FONT));
    ctx.all_styles_mut(style);
    *done = true;
    Ok(())
}

/// egui's fonts with `main` first for proportional text and `chinese` after
/// it, for the characters `main` lacks (egui falls back along the list).
fn fonts(main: &'static [u8], chinese: &'static [u8]) -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert("inter".to_owned(), Arc::new(egui::FontData::from_static(main)));
    fonts.font_data.insert("noto-sans-sc".to_owned(), Arc::new(egui::FontData::from_static(chinese)));
    for family in [FontFamily::Proportional, FontFamily::Monospace] {
        if let Some(list) = fonts.families.get_mut(&family) {
            if family == FontFamily::Proportional {
                list.insert(0, "inter".to_owned());
            }
            list.push("noto-sans-sc".to_owned());
        }
    }
    fonts
}

/// The game's style on top of egui's dark one.
fn style(style: &mut egui::Style) {
    for (text, size, family) in SIZES {
        style.text_styles.insert(text, FontId::new(size, family));
    }
    style.spacing.item_spacing = egui::vec2(10.0, 7.0);
    style.spacing.button_padding = egui::vec2(10.0, 5.0);
    let v = &mut style.visuals;
    v.dark_mode = true;
    v.override_text_color = None;
    v.panel_fill = PANEL;
    v.window_fill = PANEL;
    v.window_stroke = Stroke::new(1.0, EDGE);
    v.window_corner_radius = CornerRadius::same(ROUNDING * 2);
    v.menu_corner_radius = CornerRadius::same(ROUNDING);
    v.extreme_bg_color = WELL;
    v.faint_bg_color = Color32::from_rgb(42, 34, 27);
    v.code_bg_color = WELL;
    v.hyperlink_color = ACCENT;
    v.warn_fg_color = ACCENT;
    v.selection.bg_fill = ACCENT;
    v.selection.stroke = Stroke::new(1.0, ON_ACCENT);
    let widgets = &mut v.widgets;
    for (visuals, fill) in [
        (&mut widgets.noninteractive, PANEL),
        (&mut widgets.inactive, WIDGET),
        (&mut widgets.hovered, WIDGET_HOVERED),
        (&mut widgets.active, WIDGET_ACTIVE),
        (&mut widgets.open, WIDGET_ACTIVE),
    ] {
        visuals.bg_fill = fill;
        visuals.weak_bg_fill = fill;
        visuals.corner_radius = CornerRadius::same(ROUNDING);
        visuals.fg_stroke = Stroke::new(1.0, TEXT);
    }
    widgets.noninteractive.bg_stroke = Stroke::new(1.0, EDGE);
    widgets.noninteractive.fg_stroke = Stroke::new(1.0, TEXT);
    widgets.hovered.bg_stroke = Stroke::new(1.0, ACCENT);
    widgets.active.bg_stroke = Stroke::new(1.5, ACCENT);
}

/// Keeps the zoom at the interface size chosen in the settings.
fn follow_ui_scale(mut contexts: EguiContexts, settings: Res<CurrentSettings>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let scale = settings.ui_scale.clamp(*UI_SCALES.start(), *UI_SCALES.end());
    if (ctx.zoom_factor() - scale).abs() > f32::EPSILON {
        ctx.set_zoom_factor(scale);
    }
    Ok(())
}
