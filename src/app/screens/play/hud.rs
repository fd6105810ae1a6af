//! The in-game HUD: whose turn it is, the turn number, every player's
//! marbles home and finishing place, the last move, a cue while a computer
//! thinks, the Hint / Undo / Pause buttons (Leave instead of Pause online),
//! the button between the seat view and the top view, who has dropped out
//! of an online game, the notice and the keys.

use crate::app::input::HintRequested;
use crate::app::notice::Notice;
use crate::app::ui::players::{kind_note, players};
use crate::app::ui::widgets::{WARNING, anchored, docked, keys_help, note, notice, swatch};
use crate::app::{
    ActiveLesson, BoardView, ComputerThinking, DockedPanels, GameRequest, Hosting, Joined, Screen, Selection, Session,
    Stop, ToggleView, TurnActions, TurnRequest, UiTexts,
};
use crate::locale::Texts;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Room between the HUD and the window's edge, in points.
const MARGIN: f32 = 12.0;

/// Where the HUD's buttons and keys wrap, in points, so they take no more of
/// the board's room than the list of players does.
pub(super) const WIDTH: f32 = 330.0;

pub(super) fn plugin(app: &mut App) {
    // A lesson shows its own panel instead.
    app.add_systems(
        EguiPrimaryContextPass,
        hud.run_if(in_state(Screen::Play).and_then(not(resource_exists::<ActiveLesson>))),
    );
}

/// What the HUD asks for this frame.
enum Choice {
    Hint,
    Undo,
    ShowAgain,
    Pause,
    Leave,
    View,
}

/// What the HUD shows: the game and the turn's state.
#[derive(SystemParam)]
struct Shown<'w, 's> {
    session: Option<Res<'w, Session>>,
    notice_text: Res<'w, Notice>,
    actions: Res<'w, TurnActions>,
    selection: Res<'w, Selection>,
    view: Res<'w, BoardView>,
    thinking: Query<'w, 's, (), With<ComputerThinking>>,
    hosting: Option<Res<'w, Hosting>>,
    joined: Option<Res<'w, Joined>>,
}

/// The messages the HUD's buttons send.
#[derive(SystemParam)]
struct Asks<'w> {
    hints: MessageWriter<'w, HintRequested>,
    requests: MessageWriter<'w, TurnRequest>,
    games: MessageWriter<'w, GameRequest>,
    views: MessageWriter<'w, ToggleView>,
}

fn hud(
    mut contexts: EguiContexts,
    texts: Res<UiTexts>,
    shown: Shown,
    mut asks: Asks,
    mut docked_panels: MessageWriter<DockedPanels>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Shown { session, notice_text, actions, selection, view, thinking, hosting, joined } = shown;
    let Some(session) = session else { return Ok(()) };
    let shown = anchored(ctx, "hud", egui::Align2::LEFT_TOP, [MARGIN, MARGIN]).show(ctx, |ui| {
        ui.set_max_width(WIDTH);
        to_move(ui, &texts, &session, !thinking.is_empty());
        ui.separator();
        players(ui, &texts, &session);
        online(ui, &texts, hosting.as_deref(), joined.as_deref());
        ui.separator();
        last_move(ui, &texts, &session, actions.choose().then_some(&*selection));
        notice(ui, &notice_text);
        let choice = button_row(ui, &texts, &actions, *view);
        keys_help(ui, &keys_text(&texts, &actions));
        choice
    });
    let panel_right = shown.as_ref().map_or(0.0, |s| s.response.rect.max.x);
    docked_panels.write(docked(ctx, panel_right));
    let choice = shown.and_then(|response| response.inner.flatten());
    match choice {
        Some(Choice::Hint) => {
            asks.hints.write(HintRequested);
        }
        Some(Choice::Undo) => {
            asks.requests.write(TurnRequest::Undo);
        }
        Some(Choice::ShowAgain) => {
            asks.requests.write(TurnRequest::ShowMovesAgain);
        }
        Some(Choice::Pause) => {
            asks.requests.write(TurnRequest::TogglePause);
        }
        Some(Choice::Leave) => {
            asks.games.write(GameRequest::Leave);
        }
        Some(Choice::View) => {
            asks.views.write(ToggleView);
        }
        None => {}
    }
    Ok(())
}

/// Who plays this turn, the turn number, and a cue while a computer thinks.
fn to_move(ui: &mut egui::Ui, texts: &Texts, session: &Session, thinking: bool) {
    let game = session.game();
    let player = game.to_move();
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new(texts.with("play-turn", &[("turn", (game.turns() + 1).into())])).strong());
        swatch(ui, session.looks(player));
        ui.label(egui::RichText::new(session.player_name(texts, player)).strong().size(16.0));
        if let Some(kind) = kind_note(texts, session, player) {
            note(ui, kind);
        }
    });
    if thinking {
        ui.horizontal(|ui| {
            ui.add(egui::Spinner::new());
            ui.label(texts.get("play-thinking"));
        });
    }
}

/// The last move in notation, and the hint when one has come in.
fn last_move(ui: &mut egui::Ui, texts: &Texts, session: &Session, selection: Option<&Selection>) {
    match session.last_move() {
        Some((player, notation)) => {
            ui.horizontal(|ui| {
                ui.label(texts.get("play-last-move"));
                swatch(ui, session.looks(player));
                let name = session.player_name(texts, player);
                ui.label(texts.with("play-last-move-by", &[("name", name.into()), ("move", notation.into())]));
            });
        }
        None => {
            note(ui, texts.get("play-no-move-yet"));
        }
    }
    if let Some(hint) = selection.and_then(|s| s.hint()) {
        ui.label(egui::RichText::new(texts.with("play-hint-shown", &[("move", hint.to_string().into())])).strong());
    }
}

/// In an online game: the code (for the host), and who has dropped out.
fn online(ui: &mut egui::Ui, texts: &Texts, hosting: Option<&Hosting>, joined: Option<&Joined>) {
    let dropped_out = |name: &str| texts.with("play-dropped-out", &[("name", name.into())]);
    if let Some(hosting) = hosting {
        note(ui, texts.with("play-online-code", &[("code", hosting.code().to_string().into())]));
        for chair in hosting.chairs() {
            if let net::Chair::Remote { name, connected: false, .. } = chair {
                ui.colored_label(WARNING, dropped_out(name));
            }
        }
    }
    if let Some(joined) = joined {
        note(ui, texts.with("play-online-host", &[("address", joined.address().to_string().into())]));
        for state in joined.seats() {
            if let net::SeatState::Remote { name, connected: false } = state {
                ui.colored_label(WARNING, dropped_out(name));
            }
        }
    }
}

/// The keys, listed at the HUD's foot: Undo and Hint only where this game
/// offers them, and Esc pauses only where the game can be paused (not
/// online).
fn keys_text(texts: &Texts, actions: &TurnActions) -> String {
    let esc = if actions.stop() == Stop::Pause { "play-key-esc-pause" } else { "play-key-esc" };
    let keys = [
        Some("play-key-tab"),
        Some("play-key-enter"),
        Some(esc),
        Some("play-key-space"),
        actions.undo().is_offered().then_some("play-key-undo"),
        actions.hint().is_offered().then_some("play-key-hint"),
        Some("play-key-names"),
        Some("play-key-view"),
        Some("play-key-turn"),
        Some("play-key-zoom"),
        Some("play-key-reset"),
    ];
    let keys: Vec<String> = keys.into_iter().flatten().map(|key| texts.get(key)).collect();
    keys.join(&texts.get("play-keys-separator"))
}

/// Hint, Undo and Show moves again when the game offers them (greyed out
/// when they cannot be used now), Pause, and the other view.
fn button_row(ui: &mut egui::Ui, texts: &Texts, actions: &TurnActions, view: BoardView) -> Option<Choice> {
    let mut choice = None;
    ui.horizontal_wrapped(|ui| {
        if actions.hint().is_offered()
            && ui
                .add_enabled(actions.can_hint(), egui::Button::new(texts.get("play-hint")))
                .on_hover_text(texts.get("play-hint-key"))
                .clicked()
        {
            choice = Some(Choice::Hint);
        }
        if actions.undo().is_offered()
            && ui
                .add_enabled(actions.can_undo(), egui::Button::new(texts.get("play-undo")))
                .on_hover_text(texts.get("play-undo-key"))
                .clicked()
        {
            choice = Some(Choice::Undo);
        }
        if actions.recap().is_offered()
            && ui
                .add_enabled(actions.can_recap(), egui::Button::new(texts.get("play-show-again")))
                .on_hover_text(texts.get("play-show-again-hint"))
                .clicked()
        {
            choice = Some(Choice::ShowAgain);
        }
        match actions.stop() {
            // Online, nobody stops the game for the others: one leaves it.
            Stop::Leave if ui.button(texts.get("play-leave")).on_hover_text(texts.get("play-leave-hint")).clicked() => {
                choice = Some(Choice::Leave);
            }
            Stop::Pause if ui.button(texts.get("play-pause")).on_hover_text(texts.get("play-pause-key")).clicked() => {
                choice = Some(Choice::Pause)
            }
            _ => {}
        }
        let other = match view {
            BoardView::Seat => "play-top-view",
            BoardView::Top => "play-seat-view",
        };
        if ui.button(texts.get(other)).on_hover_text(texts.get("play-view-key")).clicked() {
            choice = Some(Choice::View);
        }
    });
    choice
}
