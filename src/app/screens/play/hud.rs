//! The in-game HUD: whose turn it is, the turn number, every player's
//! marbles home and finishing place, the last move, a cue while a computer
//! thinks, the Hint / Undo / Pause buttons (Leave instead of Pause online),
//! the button between the seat view and the top view, who has dropped out
//! of an online game, the notice and the keys.

use crate::app::input::HintRequested;
use crate::app::names::ordinal;
use crate::app::notice::Notice;
use crate::app::ui::widgets::{SWATCH_SIZE, WARNING, anchored, docked, keys_help, note, notice, swatch};
use crate::app::{
    ActiveLesson, BoardView, ComputerThinking, DockedPanels, GameRequest, Hosting, Joined, Screen, Selection, Session,
    Stop, ToggleView, TurnActions, TurnRequest,
};
use crate::rules::{MARBLES_PER_PLAYER, Seat};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The keys, listed at the HUD's foot.
const KEYS: &str = "(Shift+)Tab choose · Enter lift or play · Esc put down or pause · Space skip · \
                    U undo · H hint · N hole names · T top view · arrows or right-drag turn · wheel or +/- zoom · R reset";

/// The keys of an online game, which has no undo or pause.
const KEYS_ONLINE: &str = "(Shift+)Tab choose · Enter lift or play · Esc put down · Space skip · H hint · \
                           N hole names · T top view · arrows or right-drag turn · wheel or +/- zoom · R reset";

/// Room between the HUD and the window's edge, in points.
const MARGIN: f32 = 12.0;

/// Where the HUD's buttons and keys wrap, in points, so they take no more of
/// the board's room than the list of players does.
const WIDTH: f32 = 330.0;

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
    shown: Shown,
    mut asks: Asks,
    mut docked_panels: MessageWriter<DockedPanels>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Shown { session, notice_text, actions, selection, view, thinking, hosting, joined } = shown;
    let Some(session) = session else { return Ok(()) };
    let shown = anchored(ctx, "hud", egui::Align2::LEFT_TOP, [MARGIN, MARGIN]).show(ctx, |ui| {
        ui.set_max_width(WIDTH);
        to_move(ui, &session, !thinking.is_empty());
        ui.separator();
        players(ui, &session);
        online(ui, hosting.as_deref(), joined.as_deref());
        ui.separator();
        last_move(ui, &session, actions.choose().then_some(&*selection));
        notice(ui, &notice_text);
        let choice = button_row(ui, &actions, *view);
        keys_help(ui, if actions.stop() == Stop::Leave { KEYS_ONLINE } else { KEYS });
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
fn to_move(ui: &mut egui::Ui, session: &Session, thinking: bool) {
    let game = session.game();
    let player = game.to_move();
    ui.horizontal(|ui| {
        ui.label(egui::RichText::new(format!("Turn {}", game.turns() + 1)).strong());
        swatch(ui, session.looks(player));
        ui.label(egui::RichText::new(session.player_name(player)).strong().size(16.0));
        if let Some(kind) = kind_note(session, player) {
            note(ui, kind);
        }
    });
    if thinking {
        ui.horizontal(|ui| {
            ui.add(egui::Spinner::new());
            ui.label("thinking…");
        });
    }
}

/// "Human", or the computer's level when its name does not already say it.
fn kind_note(session: &Session, player: Seat) -> Option<String> {
    let named = session.setup().players.get(player.index()).is_some_and(|seat| seat.name.is_some());
    match session.level(player) {
        None => Some("Human".to_owned()),
        Some(level) => named.then(|| level.to_string()),
    }
}

/// One row per player: colour, name, kind, and marbles home or place.
pub(crate) fn players(ui: &mut egui::Ui, session: &Session) {
    let game = session.game();
    let teams = !game.rules().teams.is_empty();
    let grid = egui::Grid::new("hud players").num_columns(4).spacing([10.0, 3.0]).min_col_width(SWATCH_SIZE);
    grid.show(ui, |ui| {
        for p in game.seats() {
            swatch(ui, session.looks(p));
            let name = if teams {
                format!("{} (team {})", session.player_name(p), game.side_of(p) + 1)
            } else {
                session.player_name(p)
            };
            if p == game.to_move() {
                ui.strong(name);
            } else {
                ui.label(name);
            }
            note(ui, kind_note(session, p).unwrap_or_default());
            ui.label(progress(session, p));
            ui.end_row();
        }
    });
}

/// "finished, 1st" for a finished player, else how many marbles are home.
/// (Under "no blocking" a player can finish with fewer than ten of their
/// own in the target.)
fn progress(session: &Session, player: Seat) -> String {
    let game = session.game();
    match game.finishing_order().iter().position(|&q| q == player) {
        Some(at) => format!("finished, {}", ordinal(at + 1)),
        None => {
            let home = (game.marbles(player) & game.target_point(player).holes()).len();
            format!("{home}/{MARBLES_PER_PLAYER} home")
        }
    }
}

/// The last move in notation, and the hint when one has come in.
fn last_move(ui: &mut egui::Ui, session: &Session, selection: Option<&Selection>) {
    match session.last_move() {
        Some((player, notation)) => {
            ui.horizontal(|ui| {
                ui.label("Last move:");
                swatch(ui, session.looks(player));
                ui.label(format!("{} {notation}", session.player_name(player)));
            });
        }
        None => {
            note(ui, "No move yet.");
        }
    }
    if let Some(hint) = selection.and_then(|s| s.hint()) {
        ui.label(egui::RichText::new(format!("Hint: {hint}")).strong());
    }
}

/// In an online game: the code (for the host), and who has dropped out.
fn online(ui: &mut egui::Ui, hosting: Option<&Hosting>, joined: Option<&Joined>) {
    if let Some(hosting) = hosting {
        note(ui, format!("Online · code {}", hosting.code()));
        for chair in hosting.chairs() {
            if let crate::net::Chair::Remote { name, connected: false, .. } = chair {
                ui.colored_label(WARNING, format!("{name} dropped out: the game waits"));
            }
        }
    }
    if let Some(joined) = joined {
        note(ui, format!("Online · host {}", joined.address()));
        for state in joined.seats() {
            if let crate::net::SeatState::Remote { name, connected: false } = state {
                ui.colored_label(WARNING, format!("{name} dropped out: the game waits"));
            }
        }
    }
}

/// Hint, Undo and Show moves again when the game offers them (greyed out
/// when they cannot be used now), Pause, and the other view.
fn button_row(ui: &mut egui::Ui, actions: &TurnActions, view: BoardView) -> Option<Choice> {
    let mut choice = None;
    ui.horizontal_wrapped(|ui| {
        if actions.hint().is_offered()
            && ui.add_enabled(actions.can_hint(), egui::Button::new("Hint")).on_hover_text("H").clicked()
        {
            choice = Some(Choice::Hint);
        }
        if actions.undo().is_offered()
            && ui.add_enabled(actions.can_undo(), egui::Button::new("Undo")).on_hover_text("U").clicked()
        {
            choice = Some(Choice::Undo);
        }
        if actions.recap().is_offered()
            && ui
                .add_enabled(actions.can_recap(), egui::Button::new("Show moves again"))
                .on_hover_text("The moves made since your last move, once more")
                .clicked()
        {
            choice = Some(Choice::ShowAgain);
        }
        match actions.stop() {
            // Online, nobody stops the game for the others: one leaves it.
            Stop::Leave if ui.button("Leave").on_hover_text("Leave the online game").clicked() => {
                choice = Some(Choice::Leave);
            }
            Stop::Pause if ui.button("Pause").on_hover_text("Esc").clicked() => choice = Some(Choice::Pause),
            _ => {}
        }
        let other = match view {
            BoardView::Seat => "Top view",
            BoardView::Top => "Seat view",
        };
        if ui.button(other).on_hover_text("T").clicked() {
            choice = Some(Choice::View);
        }
    });
    choice
}
