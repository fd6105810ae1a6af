//! The saved-games screen: every game played, newest first: when each was
//! played, its players and their levels, its result and its length; each
//! can be watched, exported (copied to the Downloads folder) or deleted.
//! The unfinished game, when there is one, comes first with Continue. A
//! file that does not load is listed with its error (a damaged one once,
//! with a notice, as the store keeps it aside); if the data directory
//! cannot be used, the screen says why.

use super::list::{SavedGameRequest, SavedList, export_dir};
use crate::app::names::{PERSON_NAME, date, level_number, player_name};
use crate::app::navigation::GoTo;
use crate::app::navigation::WatchFile;
use crate::app::notice::Notice;
use crate::app::ui::widgets::{WARNING, anchored, note, notice, scroll};
use crate::app::{GameRequest, GameStore, InProgress, OpenReplay, Screen, UiTexts};
use crate::locale::Texts;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use rules::{CheckedReplay, PlayerKind, PlayerSpec, ReplayOutcome, Seat, Setup};
use saves::{ReplaySummary, SeatSummary};
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
    texts: Res<UiTexts>,
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
            ui.heading(texts.get("saved-heading"));
            ui.separator();
            let choice = scroll("saved games list", height).show(ui, |ui| rows(ui, &texts, &list, unfinished)).inner;
            ui.separator();
            notice(ui, &notice_text);
            ui.horizontal(|ui| {
                let back = ui.button(texts.get("ui-back")).clicked();
                let folder = export_dir(&store).display().to_string();
                note(ui, texts.with("saved-exports-go-to", &[("path", folder.into())]));
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
fn rows(ui: &mut egui::Ui, texts: &Texts, list: &SavedList, unfinished: Option<&CheckedReplay>) -> Option<Choice> {
    let mut choice = None;
    if let Some(error) = list.error() {
        ui.colored_label(WARNING, error);
    }
    if let Some(game) = unfinished {
        ui.horizontal(|ui| {
            ui.strong(texts.get("saved-unfinished-heading"));
            ui.label(describe(texts, &ReplaySummary::of(game)));
            if ui.button(texts.get("saved-continue")).clicked() {
                choice = Some(Choice::Continue);
            }
            if ui.button(texts.get("saved-watch")).clicked() {
                choice = Some(Choice::WatchUnfinished);
            }
        });
        ui.separator();
    }
    if list.rows().is_empty() && list.error().is_none() {
        note(ui, texts.get("saved-none-yet"));
    }
    let grid = egui::Grid::new("saved games").num_columns(3).spacing([14.0, 6.0]).striped(true);
    grid.show(ui, |ui| {
        for (index, row) in list.rows().iter().enumerate() {
            ui.label(when(texts, &row.when));
            match &row.summary {
                Ok(summary) => {
                    ui.label(describe(texts, summary));
                    ui.horizontal(|ui| {
                        if ui.button(texts.get("saved-watch")).clicked() {
                            choice = Some(Choice::Watch(row.path.clone()));
                        }
                        if ui.button(texts.get("saved-export")).clicked() {
                            choice = Some(Choice::Export(index));
                        }
                        if ui.button(texts.get("saved-delete")).clicked() {
                            choice = Some(Choice::Delete(index));
                        }
                    });
                }
                Err(error) => {
                    ui.colored_label(WARNING, texts.with("saved-not-loaded", &[("error", error.to_string().into())]));
                    if ui.button(texts.get("saved-delete")).clicked() {
                        choice = Some(Choice::Delete(index));
                    }
                }
            }
            ui.end_row();
        }
    });
    choice
}

/// `2026-11-30T16:20:00Z` as the player's language writes the day, with
/// the time: `2026-11-30 16:20 UTC`.
fn when(texts: &Texts, stamp: &str) -> String {
    match (date(texts, stamp), stamp.get(11..16)) {
        (Some(day), Some(time)) => texts.with("saved-when", &[("day", day.into()), ("time", time.into())]),
        _ => stamp.to_owned(),
    }
}

/// A seat's name in the player's language. The list row holds the name
/// the setup gave the seat, or else the one the rules make up in English
/// ("Computer 2 (Level 6)"); the person's name and a made-up one are
/// worded anew, as [`player_name`] words them.
fn seat_name(texts: &Texts, seat: Seat, summary: &SeatSummary) -> String {
    // The setup as it would be with this seat unnamed.
    let unnamed = Setup::new(vec![PlayerSpec::new(summary.kind); seat.index() + 1]);
    if summary.name == PERSON_NAME {
        texts.get("you")
    } else if summary.name == unnamed.player_name(seat) {
        player_name(texts, &unnamed, seat)
    } else {
        summary.name.clone()
    }
}

/// "Name — Ann, Bo (Level 9) — Ann first — 84 turns".
fn describe(texts: &Texts, summary: &ReplaySummary) -> String {
    let name_of = |seat: Seat| summary.players.get(seat.index()).map(|p| seat_name(texts, seat, p));
    let players: Vec<String> = Seat::all(summary.players.len())
        .zip(&summary.players)
        .map(|(seat, spec)| {
            let name = seat_name(texts, seat, spec);
            match spec.kind {
                PlayerKind::Human => name,
                PlayerKind::Computer(level) if spec.name.contains(&level.to_string()) => name,
                PlayerKind::Computer(level) => {
                    let level = level_number(texts, level);
                    texts.with("saved-computer", &[("name", name.into()), ("level", level.into())])
                }
            }
        })
        .collect();
    let first = |order: &[Seat]| order.first().and_then(|&p| name_of(p));
    let result = match &summary.outcome {
        ReplayOutcome::Unfinished(order) => match first(order) {
            Some(first) => texts.with("saved-unfinished-first", &[("name", first.into())]),
            None => texts.get("saved-unfinished"),
        },
        ReplayOutcome::Over(order) => match first(order) {
            Some(first) => texts.with("saved-first", &[("name", first.into())]),
            None => texts.get("saved-no-one-finished"),
        },
        ReplayOutcome::Drawn(_) => texts.get("saved-draw"),
    };
    let name = if summary.name.is_empty() { texts.get("saved-untitled") } else { summary.name.clone() };
    let players = players.join(&texts.get("list-separator"));
    texts.with(
        "saved-description",
        &[
            ("name", name.into()),
            ("players", players.into()),
            ("result", result.into()),
            ("turns", summary.turns.into()),
        ],
    )
}
