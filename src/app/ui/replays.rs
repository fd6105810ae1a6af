//! The saved games, newest first: when each was played, its players and
//! their levels, its result and its length; each can be watched, exported
//! (copied to the Downloads folder) or deleted. The unfinished game, when
//! there is one, comes first with Continue. A file that does not load is
//! listed with its error (a damaged one once, with a notice, as the store
//! keeps it aside); if the data directory cannot be used, the screen says
//! why.

use super::widgets::{WARNING, anchored, note, notice, scroll};
use crate::app::session::Notice;
use crate::app::{GameRequest, GameStore, InProgress, OpenReplay, Screen};
use crate::rules::{CheckedReplay, PlayerKind, ReplayOutcome, load_replay};
use crate::saves::{ReplaySummary, SavedReplay};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use std::path::{Path, PathBuf};

/// Room kept free above and below the list, in points.
const MARGIN: f32 = 200.0;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SavedList>()
        .add_systems(OnEnter(Screen::Replays), read_list)
        .add_systems(EguiPrimaryContextPass, replays_screen.run_if(in_state(Screen::Replays)));
}

/// The list as last read from disk.
#[derive(Resource, Debug, Clone, Default)]
struct SavedList {
    rows: Vec<SavedReplay>,
    unfinished: Option<Box<CheckedReplay>>,
    error: Option<String>,
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

fn read_list(
    store: Res<GameStore>,
    mut list: ResMut<SavedList>,
    mut in_progress: ResMut<InProgress>,
    mut notice_text: ResMut<Notice>,
) {
    *list = SavedList::default();
    match &store.0 {
        Ok(store) => {
            match store.list() {
                Ok(rows) => {
                    for text in rows.iter().filter_map(SavedReplay::kept_aside_notice) {
                        warn!("{text}");
                        notice_text.add(text);
                    }
                    list.rows = rows;
                }
                Err(error) => list.error = Some(error.to_string()),
            }
            match store.load_in_progress() {
                Ok(found) => list.unfinished = found.filter(|game| !game.end().is_over()).map(Box::new),
                Err(error) => list.error = Some(error.to_string()),
            }
        }
        Err(error) => list.error = Some(format!("Saved games are off: {error}")),
    }
    in_progress.0 = list.unfinished.clone();
}

fn replays_screen(
    mut contexts: EguiContexts,
    store: Res<GameStore>,
    mut list: ResMut<SavedList>,
    mut notice_text: ResMut<Notice>,
    mut requests: MessageWriter<GameRequest>,
    mut open: MessageWriter<OpenReplay>,
    mut screen: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let height = ctx.content_rect().height() - MARGIN;
    let choice = anchored(ctx, "saved games", egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.heading("Saved games");
            ui.separator();
            let choice = scroll("saved games list", height).show(ui, |ui| rows(ui, &list)).inner;
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
            if let Some(game) = &list.unfinished {
                requests.write(GameRequest::StartFrom(game.clone()));
            }
        }
        Some(Choice::WatchUnfinished) => {
            if let Some(game) = &list.unfinished {
                open.write(OpenReplay { replay: game.clone(), at: 0 });
            }
        }
        Some(Choice::Watch(path)) => match load_replay(&path) {
            Ok(replay) => {
                open.write(OpenReplay { replay: Box::new(replay), at: 0 });
            }
            Err(error) => notice_text.0 = Some(error.to_string()),
        },
        Some(Choice::Export(index)) => notice_text.0 = Some(export(&store, &list.rows[index])),
        Some(Choice::Delete(index)) => {
            if let Ok(store) = &store.0 {
                match store.delete(&list.rows[index]) {
                    Ok(()) => {
                        list.rows.remove(index);
                        notice_text.0 = None;
                    }
                    Err(error) => notice_text.0 = Some(error.to_string()),
                }
            }
        }
        Some(Choice::Back) => screen.set(Screen::Menu),
        None => {}
    }
    Ok(())
}

/// The unfinished game, then one row per saved game.
fn rows(ui: &mut egui::Ui, list: &SavedList) -> Option<Choice> {
    let mut choice = None;
    if let Some(error) = &list.error {
        ui.colored_label(WARNING, error);
    }
    if let Some(game) = &list.unfinished {
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
    if list.rows.is_empty() && list.error.is_none() {
        note(ui, "No saved games yet: every game you play is kept here.");
    }
    let grid = egui::Grid::new("saved games").num_columns(3).spacing([14.0, 6.0]).striped(true);
    grid.show(ui, |ui| {
        for (index, row) in list.rows.iter().enumerate() {
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

/// "Name — Ann (you), Bo (Hard) — Ann first — 84 turns".
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
    let result = match &summary.outcome {
        ReplayOutcome::Unfinished => "unfinished".to_owned(),
        ReplayOutcome::Over(order) => match order.first().and_then(|&p| summary.players.get(p)) {
            Some(first) => format!("{} first", first.name),
            None => "no one finished".to_owned(),
        },
    };
    let name = if summary.name.is_empty() { "Game" } else { &summary.name };
    format!("{name} — {} — {result} — {} turns", players.join(", "), summary.turns)
}

/// Where exports go: the Downloads folder, else the saved games' own.
fn export_dir(store: &GameStore) -> PathBuf {
    dirs::download_dir()
        .or_else(|| store.0.as_ref().ok().map(|s| s.dir().join("exports")))
        .unwrap_or_else(|| PathBuf::from("."))
}

/// Copies a saved game to the export folder; says where, or why not.
fn export(store: &GameStore, row: &SavedReplay) -> String {
    let Ok(replays) = &store.0 else { return "Saved games are off.".to_owned() };
    let dir = export_dir(store);
    let name = row.path.file_name().map_or_else(|| Path::new("game.ron").as_os_str().to_owned(), |n| n.to_owned());
    let to = dir.join(format!("chinese-checkers-{}", name.to_string_lossy()));
    match std::fs::create_dir_all(&dir)
        .map_err(|e| e.to_string())
        .and_then(|()| replays.export(row, &to).map_err(|e| e.to_string()))
    {
        Ok(()) => format!("Exported to {}", to.display()),
        Err(error) => format!("Cannot export: {error}"),
    }
}
