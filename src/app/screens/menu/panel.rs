//! The title screen: one card in the middle of the board with the game's
//! name, the quick-game panel (Start, or Enter, plays it at once) and the
//! main choices side by side (on a narrow window the quick game folds
//! away above the choices): Continue (an
//! unfinished game, when there is one), More games (setup files and the
//! builder), Play online (host or join), Learn (the lessons), How to play, Saved games, Statistics (the
//! person's record), Settings and Quit. At debug level the log gives where each button is on the screen
//! (by its catalogue key, `menu-continue` …), so a script can click it as a player would.

use super::quick_panel::quick_game_panel;
use crate::app::notice::Notice;
use crate::app::settings::send_edits;
use crate::app::ui::theme;
use crate::app::ui::widgets::{anchored, notice};
use crate::app::{CurrentSettings, GameRequest, GoTo, InProgress, PlayerRating, Screen, SettingsChange, UiTexts};
use crate::locale::Texts;
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
    texts: Res<UiTexts>,
    mut logged_at: Local<Vec<(&'static str, egui::Pos2)>>,
    asks: Asks,
) -> Result {
    let Asks { mut commands, mut changes, mut go, mut exit } = asks;
    let ctx = contexts.ctx_mut()?;
    let narrow = ctx.content_rect().width() < NARROW;
    let resume = in_progress.replay().map(|game| continue_text(&texts, game));
    let card = anchored(ctx, "menu", egui::Align2::CENTER_CENTER, [0.0, 0.0]).show(ctx, |ui| {
        title(ui, &texts);
        ui.separator();
        if narrow {
            let quick = egui::CollapsingHeader::new(texts.get("menu-quick-game"))
                .default_open(false)
                .show(ui, |ui| quick_game_panel(ui, &texts, &settings, &rating))
                .body_returned;
            (quick, buttons(ui, &texts, resume, &notice_text))
        } else {
            ui.horizontal_top(|ui| {
                let quick = ui.vertical(|ui| quick_game_panel(ui, &texts, &settings, &rating)).inner;
                ui.separator();
                (Some(quick), ui.vertical(|ui| buttons(ui, &texts, resume, &notice_text)).inner)
            })
            .inner
        }
    });
    let (quick, (mut choice, places)) = card.and_then(|response| response.inner).unwrap_or_default();
    if *logged_at != places {
        for (name, at) in &places {
            debug!("{name} at screen {:.0} {:.0}", at.x, at.y);
        }
        *logged_at = places;
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
fn title(ui: &mut egui::Ui, texts: &Texts) {
    ui.vertical_centered(|ui| {
        ui.label(egui::RichText::new(texts.get("menu-title")).size(TITLE_SIZE).strong().color(theme::TEXT));
        ui.label(egui::RichText::new(texts.get("menu-tagline")).size(18.0).color(theme::NOTE));
    });
}

/// What Continue picks up: the game's name and the turn it stands at.
fn continue_text(texts: &Texts, game: &rules::CheckedReplay) -> String {
    let name = game.replay().setup.name.as_str();
    let turn = (game.turns().len() + 1).into();
    if name.is_empty() {
        texts.with("menu-continue-unnamed", &[("turn", turn)])
    } else {
        texts.with("menu-continue-named", &[("name", name.into()), ("turn", turn)])
    }
}

/// The menu's buttons, and where each one's centre is (by its catalogue
/// key), for the log; `resume` says what Continue picks up (no Continue
/// without one).
fn buttons(
    ui: &mut egui::Ui,
    texts: &Texts,
    resume: Option<String>,
    notice_text: &Notice,
) -> (Option<Choice>, Vec<(&'static str, egui::Pos2)>) {
    let mut choice = None;
    let mut places = Vec::new();
    ui.vertical_centered(|ui| {
        if let Some(resume) = resume {
            let button = big_button(ui, &texts.get("menu-continue")).on_hover_text(resume);
            places.push(("menu-continue", button.rect.center()));
            if button.clicked() {
                choice = Some(Choice::Continue);
            }
        }
        let entries = [
            ("menu-more-games", Some("menu-more-games-hint"), Choice::NewGame),
            ("menu-online", Some("menu-online-hint"), Choice::Online),
            ("menu-learn", Some("menu-learn-hint"), Choice::Learn),
            ("menu-how-to-play", Some("menu-how-to-play-hint"), Choice::HowToPlay),
            ("menu-saved-games", Some("menu-saved-games-hint"), Choice::SavedGames),
            ("menu-statistics", Some("menu-statistics-hint"), Choice::Statistics),
            ("menu-settings", None, Choice::Settings),
            ("menu-quit", None, Choice::Quit),
        ];
        for (label, hint, chosen) in entries {
            let mut button = big_button(ui, &texts.get(label));
            places.push((label, button.rect.center()));
            if let Some(hint) = hint {
                button = button.on_hover_text(texts.get(hint));
            }
            if button.clicked() {
                choice = Some(chosen);
            }
        }
        notice(ui, notice_text);
    });
    (choice, places)
}

fn big_button(ui: &mut egui::Ui, text: &str) -> egui::Response {
    ui.add_sized(BUTTON_SIZE, egui::Button::new(egui::RichText::new(text).size(18.0)))
}
