//! The title screen: the game's name over the board, the quick-game panel
//! (Start, or Enter, plays it at once) and the main choices: Continue (an
//! unfinished game, when there is one), More games (setup files and the
//! builder), Learn (the lessons), How to play, Saved games, Statistics (the
//! person's record), Settings and Quit. At debug level the log gives where Continue is on the screen, so a
//! script can click it as a player would.

use super::quick_panel::quick_game_panel;
use crate::app::notice::Notice;
use crate::app::ui::widgets::{anchored, notice};
use crate::app::{GameRequest, GoTo, InProgress, Screen, Settings, SettingsChange};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// Size of the title text, in points.
const TITLE_SIZE: f32 = 60.0;

/// How dark the band behind the title is (alpha of black, 0–255).
const TITLE_SHADE: u8 = 120;

/// Room between the quick-game panel and the left edge, in points.
const QUICK_MARGIN: f32 = 24.0;

/// Below this width, in points, the centred buttons would overlap the
/// quick-game panel.
const NARROW: f32 = 2.0 * (QUICK_MARGIN + super::quick_panel::PANEL_WIDTH + 24.0) + BUTTON_SIZE[0];

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
    Learn,
    HowToPlay,
    Settings,
    Quit,
}

fn menu(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    notice_text: Res<Notice>,
    in_progress: Res<InProgress>,
    mut commands: MessageWriter<GameRequest>,
    mut changes: MessageWriter<SettingsChange>,
    mut go: MessageWriter<GoTo>,
    mut exit: MessageWriter<AppExit>,
    mut continue_logged_at: Local<Option<egui::Pos2>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    title(ctx);
    let quick = anchored(ctx, "quick game", egui::Align2::LEFT_CENTER, [QUICK_MARGIN, 40.0])
        .show(ctx, |ui| quick_game_panel(ui, &settings))
        .and_then(|response| response.inner);
    // On a narrow window the buttons move to the right, clear of the panel.
    let (align, offset) = if ctx.content_rect().width() < NARROW {
        (egui::Align2::RIGHT_CENTER, [-QUICK_MARGIN, 60.0])
    } else {
        (egui::Align2::CENTER_CENTER, [0.0, 60.0])
    };
    let (mut choice, continue_at) = anchored(ctx, "menu", align, offset)
        .show(ctx, |ui| buttons(ui, in_progress.0.as_deref().map(continue_text), &notice_text))
        .and_then(|response| response.inner)
        .unwrap_or_default();
    if let Some(at) = continue_at
        && *continue_logged_at != Some(at)
    {
        *continue_logged_at = Some(at);
        debug!("Continue at screen {:.0} {:.0}", at.x, at.y);
    }
    if let Some((edited, start)) = quick {
        if let Some(edited) = edited {
            changes.write(SettingsChange::Edited(Box::new(edited)));
        }
        if start {
            choice = Some(Choice::QuickGame);
        }
    }
    match choice {
        Some(Choice::Continue) => {
            if let Some(game) = &in_progress.0 {
                commands.write(GameRequest::StartFrom(game.clone()));
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

/// The game's name, large, above the middle of the board.
fn title(ctx: &egui::Context) {
    let area = egui::Area::new(egui::Id::new("title")).anchor(egui::Align2::CENTER_TOP, [0.0, 48.0]);
    area.interactable(false).show(ctx, |ui| {
        let frame = egui::Frame::new()
            .fill(egui::Color32::from_black_alpha(TITLE_SHADE))
            .corner_radius(12.0)
            .inner_margin(egui::Margin::symmetric(28, 8));
        frame.show(ui, |ui| {
            ui.vertical_centered(|ui| {
                let title = egui::RichText::new("Chinese checkers").size(TITLE_SIZE).strong();
                ui.label(title.color(egui::Color32::WHITE));
                let subtitle = egui::RichText::new("Race your ten marbles across the star").size(18.0);
                ui.label(subtitle.color(egui::Color32::from_gray(225)));
            });
        });
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
