//! The statistics screen: the person's games and wins by player count and
//! by the strongest computer, the winning streaks, the fastest win (in the
//! winner's own turns), the longest chain of hops, and a chart of the
//! results over time. Back, or Esc, returns to the menu.

use super::Statistics;
use super::chart::hover_game;
use super::rating_panel::rating_section;
use crate::app::navigation::GoTo;
use crate::app::notice::Notice;
use crate::app::ui::widgets::{WARNING, note, notice, page_with_back, scroll};
use crate::app::{Screen, level_name, ordinal};
use crate::saves::{Best, GameResult, Opposition, Played, Record, Tally};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

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
    keys: Option<Res<ButtonInput<KeyCode>>>,
    mut go: MessageWriter<GoTo>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let height = ctx.content_rect().height() - MARGIN;
    let back = page_with_back(ctx, "statistics", |ui| {
        ui.set_width(PAGE_WIDTH);
        ui.heading("Your record");
        ui.separator();
        scroll("statistics page", height).show(ui, |ui| page(ui, &statistics));
        ui.separator();
        notice(ui, &notice_text);
    });
    if back || keys.is_some_and(|k| k.just_pressed(KeyCode::Escape)) {
        go.write(GoTo::screen(Screen::Menu));
    }
    Ok(())
}

/// Everything the record says, or why there is nothing to say.
fn page(ui: &mut egui::Ui, statistics: &Statistics) {
    if let Some(error) = &statistics.error {
        ui.colored_label(WARNING, error);
        return;
    }
    rating_section(ui, &statistics.rating, PAGE_WIDTH);
    ui.separator();
    let record = &statistics.record;
    if record.computers_only > 0 {
        note(ui, format!("{} between computers only (demos) not counted.", count(record.computers_only, "game")));
    }
    if record.total.games == 0 {
        note(ui, "No games of yours saved yet: every game you play counts here.");
        return;
    }
    ui.label(summary(&record.total)).on_hover_text(
        "A win: a side with a person in it finished first. A game left unfinished counts as played, not won, \
         and ends a winning streak.",
    );
    ui.add_space(6.0);
    ui.horizontal_top(|ui| {
        let players = record.by_players.iter().map(|(n, tally)| (format!("{n} players"), *tally));
        table(ui, "by players", "Players", players);
        ui.add_space(24.0);
        // A level without a name gets a row once a game was played against it.
        let shown = |(o, tally): &&(Opposition, Tally)| match o {
            Opposition::Computer(level) => level.name().is_some() || tally.games > 0,
            Opposition::PeopleOnly => true,
        };
        let opposition = record.by_opposition.iter().filter(shown).map(|(o, tally)| (opposition_name(*o), *tally));
        table(ui, "by opposition", "Strongest computer", opposition);
    });
    ui.add_space(6.0);
    highlights(ui, record);
    ui.add_space(6.0);
    ui.strong("Results over time");
    chart(ui, &record.results);
    note(ui, "Up: won · middle: placed · down: lost · hollow: unfinished. The line is the share of games won so far.");
}

/// "12 games: 7 won (58%), 2 unfinished."
fn summary(total: &Tally) -> String {
    let percent = total.win_percent().map_or(String::new(), |p| format!(" ({p}%)"));
    let unfinished = match total.unfinished {
        0 => String::new(),
        n => format!(", {n} unfinished"),
    };
    format!("{}: {} won{percent}{unfinished}.", count(total.games, "game"), total.wins)
}

/// `n` and the word, plural but for 1: "1 hop", "3 hops".
fn count(n: u32, word: &str) -> String {
    if n == 1 { format!("1 {word}") } else { format!("{n} {word}s") }
}

/// The name of a row of the table by opposition.
fn opposition_name(opposition: Opposition) -> String {
    match opposition {
        Opposition::PeopleOnly => "People only".to_owned(),
        Opposition::Computer(level) => level_name(level),
    }
}

/// A table of games, wins and win rate, one row per `(name, tally)`.
fn table(ui: &mut egui::Ui, id: &str, heading: &str, rows: impl Iterator<Item = (String, Tally)>) {
    egui::Grid::new(id).num_columns(4).spacing([12.0, 4.0]).striped(true).show(ui, |ui| {
        ui.strong(heading);
        ui.strong("Games");
        ui.strong("Won");
        ui.strong("Rate");
        ui.end_row();
        for (name, tally) in rows {
            ui.label(name);
            ui.label(tally.games.to_string());
            ui.label(tally.wins.to_string());
            ui.label(tally.win_percent().map_or("–".to_owned(), |p| format!("{p}%")));
            ui.end_row();
        }
    });
}

/// The streaks, the fastest win and the longest chain.
fn highlights(ui: &mut egui::Ui, record: &Record) {
    ui.label(format!("Winning streak: {} now, {} at best.", record.current_streak, record.best_streak));
    match &record.fastest_win {
        Some(best) => ui.label(format!("Fastest win: {} of your own{}.", count(best.value, "turn"), on_day(best))),
        None => ui.label("Fastest win: none yet."),
    }
    .on_hover_text("Counted in the winner's own moves (and passes), not the whole game's turns.");
    match &record.longest_chain {
        Some(best) => ui.label(format!("Longest chain: {} in one move{}.", count(best.value, "hop"), on_day(best))),
        None => ui.label("Longest chain: no hop yet."),
    };
}

/// " on 2026-11-30", the day of the game a best figure came from.
fn on_day(best: &Best) -> String {
    best.when.get(..10).map_or(String::new(), |day| format!(" on {day}"))
}

/// The latest results as dots, left to right (up a win, down a loss, in
/// the middle a place, hollow a game left unfinished), under the running
/// share of games won; hovering a dot names the game.
fn chart(ui: &mut egui::Ui, results: &[Played]) {
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
    hover_game(response, rect, shown, describe);
}

/// "2026-11-30: won", for the chart's hover.
fn describe(played: &Played) -> String {
    let day = played.when.get(..10).unwrap_or(&played.when);
    let result = match played.result {
        GameResult::Won => "won".to_owned(),
        GameResult::Placed(place) => format!("{} place", ordinal(place)),
        GameResult::Lost => "lost".to_owned(),
        GameResult::Unfinished => "unfinished".to_owned(),
    };
    format!("{day}: {result}")
}
