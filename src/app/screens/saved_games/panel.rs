//! The saved-games screen: every game played, newest first: when each was
//! played, its players and their levels, its result and its length; each
//! can be watched, exported (copied to the Downloads folder) or deleted.
//! The unfinished game, when there is one, comes first with Continue. A
//! file that does not load is listed with its error (a damaged one once,
//! with a notice, as the store keeps it aside); if the data directory
//! cannot be used, the screen says why.

use super::list::{SavedGameRequest, SavedList, export_dir};
use crate::app::navigation::GoTo;
use crate::app::notice::Notice;
use crate::app::screens::replay::WatchFile;
use crate::app::ui::widgets::{WARNING, anchored, note, notice, scroll};
use crate::app::{GameRequest, GameStore, InProgress, OpenReplay, Screen};
use crate::rules::{CheckedReplay, PlayerKind, ReplayOutcome, Seat};
use crate::saves::ReplaySummary;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use std::path::PathBuf;

/// Room kept free above and below the list, in points.
const MARGIN: f32 = 200.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, saved_games_screen.run_if(in_state(Screen::SavedGames)));
}

/// What the screen asks for this frame.
enum Choice {
    Continue,
    WatchUnfinished,
    Watch(PathBuf),
    Export(usize),
    Delete(usize),
    Back,
}

/// The messages the screen sends.
#[derive(SystemParam)]
struct Asks<'w> {
    requests: MessageWriter<'w, GameRequest>,
    saved: MessageWriter<'w, SavedGameRequest>,
    open: MessageWriter<'w, OpenReplay>,
    watch: MessageWriter<'w, WatchFile>,
    go: MessageWriter<'w, GoTo>,
}

fn saved_games_screen(
    mut contexts: EguiContexts,
    store: Res<GameStore>,
    list: Res<SavedList>,
    in_progress: Res<InProgress>,
    notice_text: Res<Notice>,
    asks: Asks,
) -> Result {
    let Asks { mut requests, mut saved, mut open, mut watch, mut go } = asks;
    let ctx = contexts.ctx_mut()?;
    let height = ctx.content_rect().height() - MARGIN;
    let unfinished = in_progress.replay();
    let choice = anchored(ctx, "saved games", egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.heading("Saved games");
            ui.separator();
            let choice = scroll("saved games list", height).show(ui, |ui| rows(ui, &list, unfinished)).inner;
            ui.separator();
            notice(ui, &notice_text);
            ui.horizontal(|ui| {
                let back = ui.button("Back").clicked();
                note(ui, format!("Exports go to {}", export_dir(&store).display()));
                back
            })
            .inner
            .then_some(Choice::Back)
            .or(choice)
        })
        .and_then(|response| response.inner.flatten());
    match choice {
        Some(Choice::Continue) => {
            if let Some(game) = in_progress.replay() {
                requests.write(GameRequest::StartFrom(Box::new(game.clone())));
            }
        }
        Some(Choice::WatchUnfinished) => {
            if let Some(game) = in_progress.replay() {
                open.write(OpenReplay { replay: Box::new(game.clone()), at: 0, source: None, review: false });
            }
        }
        Some(Choice::Watch(path)) => {
            watch.write(WatchFile { path, review: false });
        }
        Some(Choice::Export(index)) => {
            saved.write(SavedGameRequest::Export(index));
        }
        Some(Choice::Delete(index)) => {
            saved.write(SavedGameRequest::Delete(index));
        }
        Some(Choice::Back) => {
            go.write(GoTo::screen(Screen::Menu));
        }
        None => {}
    }
    Ok(())
}

/// The unfinished game, then one row per saved game.
fn rows(ui: &mut egui::Ui, list: &SavedList, unfinished: Option<&CheckedReplay>) -> Option<Choice> {
    let mut choice = None;
    if let Some(error) = list.error() {
        ui.colored_label(WARNING, error);
    }
    if let Some(game) = unfinished {
        ui.horizontal(|ui| {
            ui.strong("Unfinished");
            ui.label(describe(&ReplaySummary::of(game)));
            if ui.button("Continue").clicked() {
                choice = Some(Choice::Continue);
            }
            if ui.button("Watch").clicked() {
                choice = Some(Choice::WatchUnfinished);
            }
        });
        ui.separator();
    }
    if list.rows().is_empty() && list.error().is_none() {
        note(ui, "No saved games yet: every game you play is kept here.");
    }
    let grid = egui::Grid::new("saved games").num_columns(3).spacing([14.0, 6.0]).striped(true);
    grid.show(ui, |ui| {
        for (index, row) in list.rows().iter().enumerate() {
            ui.label(when(&row.when));
            match &row.summary {
                Ok(summary) => {
                    ui.label(describe(summary));
                    ui.horizontal(|ui| {
                        if ui.button("Watch").clicked() {
                            choice = Some(Choice::Watch(row.path.clone()));
                        }
                        if ui.button("Export").clicked() {
                            choice = Some(Choice::Export(index));
                        }
                        if ui.button("Delete").clicked() {
                            choice = Some(Choice::Delete(index));
                        }
                    });
                }
                Err(error) => {
                    ui.colored_label(WARNING, error.to_string());
                    if ui.button("Delete").clicked() {
                        choice = Some(Choice::Delete(index));
                    }
                }
            }
            ui.end_row();
        }
    });
    choice
}

/// `2026-11-30T16:20:00Z` as `2026-11-30 16:20 UTC`.
fn when(stamp: &str) -> String {
    match (stamp.get(..10), stamp.get(11..16)) {
        (Some(day), Some(time)) => format!("{day} {time} UTC"),
        _ => stamp.to_owned(),
    }
}

/// "Name — Ann (you), Bo (Level 9) — Ann first — 84 turns".
fn describe(summary: &ReplaySummary) -> String {
    let players: Vec<String> = summary
        .players
        .iter()
        .map(|seat| match seat.kind {
            PlayerKind::Human => seat.name.clone(),
            PlayerKind::Computer(level) if seat.name.contains(&level.to_string()) => seat.name.clone(),
            PlayerKind::Computer(level) => format!("{} ({level})", seat.name),
        })
        .collect();
    let first = |order: &[Seat]| order.first().and_then(|&p| summary.players.get(p.index())).map(|p| &p.name);
    let result = match &summary.outcome {
        ReplayOutcome::Unfinished(order) => match first(order) {
            Some(first) => format!("unfinished, {first} first"),
            None => "unfinished".to_owned(),
        },
        ReplayOutcome::Over(order) => match first(order) {
            Some(first) => format!("{first} first"),
            None => "no one finished".to_owned(),
        },
        ReplayOutcome::Drawn(_) => "a draw".to_owned(),
    };
    let name = if summary.name.is_empty() { "Game" } else { &summary.name };
    format!("{name} — {} — {result} — {} turns", players.join(", "), summary.turns)
}
