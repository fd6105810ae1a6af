//! Statistics' rating section: the player's rating and how sure it is, the
//! level nearest an even game, a chart of the rating over the counted
//! games with the levels' ratings as guide lines, and the games not counted.

use super::chart::hover_game;
use crate::app::level_name;
use crate::app::names::date_or_time;
use crate::app::ui::widgets::note;
use crate::locale::Texts;
use bevy_egui::egui;
use engine::rating as level_rating;
use rules::Level;
use saves::{NotRated, RatedGame, RatingSummary};

/// Height of the rating chart, in points.
const CHART_HEIGHT: f32 = 120.0;

/// The most counted games the chart shows (the latest ones).
const CHART_GAMES: usize = 100;

/// Colour of the rating's line.
const RATING: egui::Color32 = egui::Color32::from_rgb(120, 170, 230);

/// Colour of the band of uncertainty around it.
const BAND: egui::Color32 = egui::Color32::from_rgba_premultiplied(40, 60, 90, 90);

/// Colour of a level's guide line and its label.
const GUIDE: egui::Color32 = egui::Color32::from_gray(110);

/// The rating, the suggested level, the chart and what was not counted.
pub(super) fn rating_section(ui: &mut egui::Ui, texts: &Texts, rating: &RatingSummary, width: f32) {
    ui.strong(texts.get("statistics-rating-heading"));
    match rating.current {
        Some(current) => {
            let args = [
                ("rating", current.shown().into()),
                ("spread", ((2.0 * current.deviation).round() as i64).into()),
                ("games", rating.history.len().into()),
            ];
            ui.label(texts.with("statistics-rating", &args)).on_hover_text(texts.get("statistics-rating-hint"));
            if let Some(level) = rating.suggested_level() {
                let args = [("level", level_name(texts, level).into()), ("rating", level_rating(level).into())];
                note(ui, texts.with("statistics-even-game", &args));
            }
            chart(ui, texts, &rating.history, width);
        }
        None => note(ui, texts.get("statistics-no-rating")),
    }
    for (reason, games) in &rating.not_counted {
        if let Some(key) = not_counted_key(*reason) {
            note(ui, texts.with(key, &[("games", (*games).into())]));
        }
    }
}

/// The message on the games not counted for `reason`; none for games
/// between computers only, which the record tells of.
fn not_counted_key(reason: NotRated) -> Option<&'static str> {
    Some(match reason {
        NotRated::ComputersOnly => return None,
        NotRated::People => "statistics-not-counted-people",
        NotRated::SetPosition => "statistics-not-counted-set-position",
        NotRated::Helped => "statistics-not-counted-helped",
        NotRated::Unfinished => "statistics-not-counted-unfinished",
    })
}

/// The rating after each counted game, with its band of uncertainty and
/// the levels' ratings in range as guide lines.
fn chart(ui: &mut egui::Ui, texts: &Texts, history: &[RatedGame], width: f32) {
    let shown = &history[history.len().saturating_sub(CHART_GAMES)..];
    let (response, painter) = ui.allocate_painter(egui::vec2(width, CHART_HEIGHT), egui::Sense::hover());
    let rect = response.rect.shrink(6.0);
    let low = shown.iter().map(|g| g.after.value - g.after.deviation).fold(f64::MAX, f64::min);
    let high = shown.iter().map(|g| g.after.value + g.after.deviation).fold(f64::MIN, f64::max);
    let (low, high) = (low.min(high - 100.0), high.max(low + 100.0));
    let y = |value: f64| rect.bottom() - ((value - low) / (high - low)) as f32 * rect.height();
    let step = rect.width() / shown.len().max(1) as f32;
    let x = |i: usize| rect.left() + step * (i as f32 + 0.5);
    for level in Level::ALL {
        let value = f64::from(level_rating(level));
        if (low..=high).contains(&value) {
            painter.line_segment(
                [egui::pos2(rect.left(), y(value)), egui::pos2(rect.right(), y(value))],
                egui::Stroke::new(1.0, GUIDE.gamma_multiply(0.5)),
            );
            let font = egui::FontId::proportional(11.0);
            let label = texts.with("statistics-chart-level", &[("number", level.number().into())]);
            painter.text(egui::pos2(rect.right(), y(value)), egui::Align2::RIGHT_BOTTOM, label, font, GUIDE);
        }
    }
    for (i, game) in shown.iter().enumerate() {
        let (top, bottom) = (y(game.after.value + game.after.deviation), y(game.after.value - game.after.deviation));
        let band = egui::Rect::from_min_max(egui::pos2(x(i) - step / 2.0, top), egui::pos2(x(i) + step / 2.0, bottom));
        painter.rect_filled(band, 0.0, BAND);
    }
    let line: Vec<egui::Pos2> =
        shown.iter().enumerate().map(|(i, game)| egui::pos2(x(i), y(game.after.value))).collect();
    if let [only] = line.as_slice() {
        painter.circle_filled(*only, 3.0, RATING);
    }
    painter.add(egui::Shape::line(line, egui::Stroke::new(2.0, RATING)));
    hover_game(response, rect, shown, |game| describe(texts, game));
}

/// "2026-11-30: 812 → 845, won against Level 4".
fn describe(texts: &Texts, game: &RatedGame) -> String {
    let key = if game.won { "statistics-rated-game-won" } else { "statistics-rated-game-not-won" };
    let args = [
        ("date", date_or_time(texts, &game.when).into()),
        ("before", game.before.shown().into()),
        ("after", game.after.shown().into()),
        ("level", level_name(texts, game.strongest).into()),
    ];
    texts.with(key, &args)
}
