//! The statistics screen: the person's games and wins by player count and
//! by the strongest computer, the winning streaks, the fastest win (in the
//! winner's own turns), the longest chain of hops, and a chart of the
//! results over time. Back, or Esc, returns to the menu.

use super::chart::hover_game;
use super::rating_panel::rating_section;
use super::record::Statistics;
use crate::app::names::{date, date_or_time};
use crate::app::navigation::GoTo;
use crate::app::notice::Notice;
use crate::app::ui::widgets::{WARNING, note, notice, page_with_back, scroll};
use crate::app::{Screen, UiTexts, level_name, ordinal};
use crate::locale::Texts;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use saves::{Best, GameResult, Opposition, Played, Record, Tally};

/// Width of the page, in points.
const PAGE_WIDTH: f32 = 520.0;

/// Room kept free above and below the page, in points.
const MARGIN: f32 = 150.0;

/// Height of the chart of results, in points.
const CHART_HEIGHT: f32 = 90.0;

/// The most games the chart shows (the latest ones).
const CHART_GAMES: usize = 100;

/// Radius of a game's dot on the chart, in points.
const DOT_RADIUS: f32 = 3.5;

/// Colour of a win on the chart.
const WON: egui::Color32 = egui::Color32::from_rgb(110, 200, 120);

/// Colour of a place between first and last on the chart.
const PLACED: egui::Color32 = egui::Color32::from_rgb(220, 190, 90);

/// Colour of a loss on the chart.
const LOST: egui::Color32 = egui::Color32::from_rgb(230, 110, 100);

/// Colour of the running win rate and the chart's middle line.
const LINE: egui::Color32 = egui::Color32::from_gray(160);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, statistics_screen.run_if(in_state(Screen::Statistics)));
}

fn statistics_screen(
    mut contexts: EguiContexts,
    statistics: Res<Statistics>,
    notice_text: Res<Notice>,
    texts: Res<UiTexts>,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut go: MessageWriter<GoTo>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let height = ctx.content_rect().height() - MARGIN;
    let back = page_with_back(ctx, &texts, "statistics", |ui| {
        ui.set_width(PAGE_WIDTH);
        ui.heading(texts.get("statistics-heading"));
        ui.separator();
        scroll("statistics page", height).show(ui, |ui| page(ui, &texts, &statistics));
        ui.separator();
        notice(ui, &notice_text);
    });
    if back || keys.is_some_and(|k| k.just_pressed(KeyCode::Escape)) {
        go.write(GoTo::screen(Screen::Menu));
    }
    Ok(())
}

/// Everything the record says, or why there is nothing to say.
fn page(ui: &mut egui::Ui, texts: &Texts, statistics: &Statistics) {
    if let Some(error) = statistics.error() {
        ui.colored_label(WARNING, error);
        return;
    }
    rating_section(ui, texts, statistics.rating(), PAGE_WIDTH);
    ui.separator();
    let record = statistics.record();
    if record.computers_only > 0 {
        note(ui, texts.with("statistics-demos", &[("games", record.computers_only.into())]));
    }
    if record.total.games == 0 {
        note(ui, texts.get("statistics-no-games"));
        return;
    }
    ui.label(summary(texts, &record.total)).on_hover_text(texts.get("statistics-summary-hint"));
    ui.add_space(6.0);
    ui.horizontal_top(|ui| {
        let players = record
            .by_players
            .iter()
            .map(|(n, tally)| (texts.with("statistics-players-row", &[("players", (*n).into())]), *tally));
        table(ui, texts, "by players", &texts.get("statistics-players"), players);
        ui.add_space(24.0);
        // A level without a name gets a row once a game was played against it.
        let shown = |(o, tally): &&(Opposition, Tally)| match o {
            Opposition::Computer(level) => level.name().is_some() || tally.games > 0,
            Opposition::PeopleOnly => true,
        };
        let opposition =
            record.by_opposition.iter().filter(shown).map(|(o, tally)| (opposition_name(texts, *o), *tally));
        table(ui, texts, "by opposition", &texts.get("statistics-strongest-computer"), opposition);
    });
    ui.add_space(6.0);
    highlights(ui, texts, record);
    ui.add_space(6.0);
    ui.strong(texts.get("statistics-results-over-time"));
    chart(ui, texts, &record.results);
    note(ui, texts.get("statistics-chart-key"));
}

/// "12 games: 7 won (58%), 2 unfinished."
fn summary(texts: &Texts, total: &Tally) -> String {
    let key = if total.unfinished == 0 { "statistics-summary" } else { "statistics-summary-unfinished" };
    texts.with(
        key,
        &[
            ("games", total.games.into()),
            ("wins", total.wins.into()),
            // Only a record with games is summed up.
            ("percent", total.win_percent().unwrap_or(0).into()),
            ("unfinished", total.unfinished.into()),
        ],
    )
}

/// The name of a row of the table by opposition.
fn opposition_name(texts: &Texts, opposition: Opposition) -> String {
    match opposition {
        Opposition::PeopleOnly => texts.get("statistics-people-only"),
        Opposition::Computer(level) => level_name(texts, level),
    }
}

/// A table of games, wins and win rate, one row per `(name, tally)`.
fn table(ui: &mut egui::Ui, texts: &Texts, id: &str, heading: &str, rows: impl Iterator<Item = (String, Tally)>) {
    egui::Grid::new(id).num_columns(4).spacing([12.0, 4.0]).striped(true).show(ui, |ui| {
        ui.strong(heading);
        ui.strong(texts.get("statistics-games"));
        ui.strong(texts.get("statistics-won"));
        ui.strong(texts.get("statistics-rate"));
        ui.end_row();
        for (name, tally) in rows {
            ui.label(name);
            ui.label(tally.games.to_string());
            ui.label(tally.wins.to_string());
            ui.label(tally.win_percent().map_or_else(
                || texts.get("statistics-no-rate"),
                |p| texts.with("statistics-percent", &[("percent", p.into())]),
            ));
            ui.end_row();
        }
    });
}

/// The streaks, the fastest win and the longest chain.
fn highlights(ui: &mut egui::Ui, texts: &Texts, record: &Record) {
    let streaks = [("now", record.current_streak.into()), ("best", record.best_streak.into())];
    ui.label(texts.with("statistics-streak", &streaks));
    match &record.fastest_win {
        Some(best) => ui.label(best_text(texts, "statistics-fastest-win", "turns", best)),
        None => ui.label(texts.get("statistics-fastest-win-none")),
    }
    .on_hover_text(texts.get("statistics-fastest-win-hint"));
    match &record.longest_chain {
        Some(best) => ui.label(best_text(texts, "statistics-longest-chain", "hops", best)),
        None => ui.label(texts.get("statistics-longest-chain-none")),
    };
}

/// A best figure (its value the variable `figure`) with the day of the game
/// it came from: message `key`, or `key` and `-undated` without the day.
fn best_text(texts: &Texts, key: &str, figure: &str, best: &Best) -> String {
    match date(texts, &best.when) {
        Some(date) => texts.with(key, &[(figure, best.value.into()), ("date", date.into())]),
        None => texts.with(&format!("{key}-undated"), &[(figure, best.value.into())]),
    }
}

/// The latest results as dots, left to right (up a win, down a loss, in
/// the middle a place, hollow a game left unfinished), under the running
/// share of games won; hovering a dot names the game.
fn chart(ui: &mut egui::Ui, texts: &Texts, results: &[Played]) {
    let shown = &results[results.len().saturating_sub(CHART_GAMES)..];
    let skipped = results.len() - shown.len();
    let (response, painter) = ui.allocate_painter(egui::vec2(PAGE_WIDTH, CHART_HEIGHT), egui::Sense::hover());
    let rect = response.rect.shrink(DOT_RADIUS * 2.0);
    painter.line_segment([rect.left_center(), rect.right_center()], egui::Stroke::new(1.0, LINE.gamma_multiply(0.4)));
    let step = rect.width() / shown.len().max(1) as f32;
    let x = |i: usize| rect.left() + step * (i as f32 + 0.5);
    let mut won = results[..skipped].iter().filter(|p| p.result == GameResult::Won).count();
    let mut rate = Vec::with_capacity(shown.len());
    for (i, played) in shown.iter().enumerate() {
        let (y, colour) = match played.result {
            GameResult::Won => (rect.top(), WON),
            GameResult::Placed(_) | GameResult::Unfinished => (rect.center().y, PLACED),
            GameResult::Lost => (rect.bottom(), LOST),
        };
        let at = egui::pos2(x(i), y);
        if played.result == GameResult::Unfinished {
            painter.circle_stroke(at, DOT_RADIUS, egui::Stroke::new(1.0, LINE));
        } else {
            painter.circle_filled(at, DOT_RADIUS, colour);
        }
        won += usize::from(played.result == GameResult::Won);
        let share = won as f32 / (skipped + i + 1) as f32;
        rate.push(egui::pos2(x(i), rect.bottom() - share * rect.height()));
    }
    painter.add(egui::Shape::line(rate, egui::Stroke::new(1.5, LINE)));
    hover_game(response, rect, shown, |played| describe(texts, played));
}

/// "2026-11-30: won", for the chart's hover.
fn describe(texts: &Texts, played: &Played) -> String {
    let date = ("date", date_or_time(texts, &played.when).into());
    match played.result {
        GameResult::Won => texts.with("statistics-game-won", &[date]),
        GameResult::Placed(place) => {
            texts.with("statistics-game-placed", &[date, ("place", ordinal(texts, place).into())])
        }
        GameResult::Lost => texts.with("statistics-game-lost", &[date]),
        GameResult::Unfinished => texts.with("statistics-game-unfinished", &[date]),
    }
}
