//! The title screen: one card in the middle of the board with the game's
//! name, the quick-game panel (Start, or Enter, plays it at once) and the
//! main choices side by side (on a narrow window the quick game folds
//! away above the choices): Continue (an
//! unfinished game, when there is one), More games (setup files and the
//! builder), Play online (host or join), Learn (the lessons), How to play, Saved games, Statistics (the
//! person's record), Settings and Quit. At debug level the log gives where Continue is on the screen, so a
//! script can click it as a player would.

use super::quick_panel::quick_game_panel;
use crate::app::notice::Notice;
use crate::app::screens::settings::send_edits;
use crate::app::ui::theme;
use crate::app::ui::widgets::{anchored, notice};
use crate::app::{CurrentSettings, GameRequest, GoTo, InProgress, PlayerRating, Screen, SettingsChange};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Size of the title text, in points.
const TITLE_SIZE: f32 = 44.0;

/// Below this width, in points, the card cannot hold the quick game and
/// the choices side by side.
const NARROW: f32 = super::quick_panel::PANEL_WIDTH + BUTTON_SIZE[0] + 120.0;

/// Size of the menu buttons, in points.
const BUTTON_SIZE: [f32; 2] = [220.0, 38.0];

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, menu.run_if(in_state(Screen::Menu)));
}

/// What the menu asks for this frame.
enum Choice {
    Continue,
    QuickGame,
    SavedGames,
    Statistics,
    NewGame,
    Online,
    Learn,
    HowToPlay,
    Settings,
    Quit,
}

/// The messages the menu sends.
#[derive(SystemParam)]
struct Asks<'w> {
    commands: MessageWriter<'w, GameRequest>,
    changes: MessageWriter<'w, SettingsChange>,
    go: MessageWriter<'w, GoTo>,
    exit: MessageWriter<'w, AppExit>,
}

fn menu(
    mut contexts: EguiContexts,
    settings: Res<CurrentSettings>,
    rating: Res<PlayerRating>,
    notice_text: Res<Notice>,
    in_progress: Res<InProgress>,
    mut continue_logged_at: Local<Option<egui::Pos2>>,
    asks: Asks,
) -> Result {
    let Asks { mut commands, mut changes, mut go, mut exit } = asks;
    let ctx = contexts.ctx_mut()?;
    let narrow = ctx.content_rect().width() < NARROW;
    let resume = in_progress.replay().map(continue_text);
    let card = anchored(ctx, "menu", egui::Align2::CENTER_CENTER, [0.0, 0.0]).show(ctx, |ui| {
        title(ui);
        ui.separator();
        if narrow {
            let quick = egui::CollapsingHeader::new("Quick game")
                .default_open(false)
                .show(ui, |ui| quick_game_panel(ui, &settings, &rating))
                .body_returned;
            (quick, buttons(ui, resume, &notice_text))
        } else {
            ui.horizontal_top(|ui| {
                let quick = ui.vertical(|ui| quick_game_panel(ui, &settings, &rating)).inner;
                ui.separator();
                (Some(quick), ui.vertical(|ui| buttons(ui, resume, &notice_text)).inner)
            })
            .inner
        }
    });
    let (quick, (mut choice, continue_at)) = card.and_then(|response| response.inner).unwrap_or_default();
    if let Some(at) = continue_at
        && *continue_logged_at != Some(at)
    {
        *continue_logged_at = Some(at);
        debug!("Continue at screen {:.0} {:.0}", at.x, at.y);
    }
    if let Some((edited, start)) = quick {
        if let Some(edited) = edited {
            send_edits(&settings, &edited, &mut changes);
        }
        if start {
            choice = Some(Choice::QuickGame);
        }
    }
    match choice {
        Some(Choice::Continue) => {
            if let Some(game) = in_progress.replay() {
                commands.write(GameRequest::StartFrom(Box::new(game.clone())));
            }
        }
        Some(Choice::SavedGames) => {
            go.write(GoTo::screen(Screen::SavedGames));
        }
        Some(Choice::Statistics) => {
            go.write(GoTo::screen(Screen::Statistics));
        }
        Some(Choice::QuickGame) => {
            commands.write(GameRequest::QuickGame);
        }
        Some(Choice::NewGame) => {
            go.write(GoTo::screen(Screen::NewGame));
        }
        Some(Choice::Online) => {
            go.write(GoTo::screen(Screen::Online));
        }
        Some(Choice::Learn) => {
            go.write(GoTo::screen(Screen::Learn));
        }
        Some(Choice::HowToPlay) => {
            go.write(GoTo::screen(Screen::HowToPlay));
        }
        Some(Choice::Settings) => {
            go.write(GoTo::screen(Screen::Settings));
        }
        Some(Choice::Quit) => {
            exit.write(AppExit::Success);
        }
        None => {}
    }
    Ok(())
}

/// The game's name, large, at the top of the card.
fn title(ui: &mut egui::Ui) {
    ui.vertical_centered(|ui| {
        ui.label(egui::RichText::new("Chinese checkers").size(TITLE_SIZE).strong().color(theme::TEXT));
        ui.label(egui::RichText::new("Race your ten marbles across the star").size(18.0).color(theme::NOTE));
    });
}

/// What Continue picks up: the game's name and the turn it stands at.
fn continue_text(game: &crate::rules::CheckedReplay) -> String {
    let name = &game.replay().setup.name;
    let turn = game.turns().len() + 1;
    if name.is_empty() { format!("The unfinished game, at turn {turn}") } else { format!("{name}, at turn {turn}") }
}

/// The menu's buttons, and where Continue's centre is; `resume` says what
/// Continue picks up (no Continue without one).
fn buttons(ui: &mut egui::Ui, resume: Option<String>, notice_text: &Notice) -> (Option<Choice>, Option<egui::Pos2>) {
    let mut choice = None;
    let mut continue_at = None;
    ui.vertical_centered(|ui| {
        if let Some(resume) = resume {
            let button = big_button(ui, "Continue").on_hover_text(resume);
            continue_at = Some(button.rect.center());
            if button.clicked() {
                choice = Some(Choice::Continue);
            }
        }
        if big_button(ui, "More games").on_hover_text("Setups to play, or build your own").clicked() {
            choice = Some(Choice::NewGame);
        }
        if big_button(ui, "Play online").on_hover_text("Host a game for friends, or join one").clicked() {
            choice = Some(Choice::Online);
        }
        if big_button(ui, "Learn").on_hover_text("Lessons on the board, one idea each").clicked() {
            choice = Some(Choice::Learn);
        }
        if big_button(ui, "How to play").on_hover_text("The rules, the variants and some tips").clicked() {
            choice = Some(Choice::HowToPlay);
        }
        if big_button(ui, "Saved games").on_hover_text("Watch, export or delete the games played").clicked() {
            choice = Some(Choice::SavedGames);
        }
        if big_button(ui, "Statistics").on_hover_text("Your record: wins, streaks, best games").clicked() {
            choice = Some(Choice::Statistics);
        }
        if big_button(ui, "Settings").clicked() {
            choice = Some(Choice::Settings);
        }
        if big_button(ui, "Quit").clicked() {
            choice = Some(Choice::Quit);
        }
        notice(ui, notice_text);
    });
    (choice, continue_at)
}

fn big_button(ui: &mut egui::Ui, text: &str) -> egui::Response {
    ui.add_sized(BUTTON_SIZE, egui::Button::new(egui::RichText::new(text).size(18.0)))
}
