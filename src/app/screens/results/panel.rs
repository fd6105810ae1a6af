//! The results screen: the finishing order (place, name, finished or the
//! distance still to go), each player's moves, the turns played, the teams'
//! order when there were teams, what the game did to the player's rating
//! (and the next level up after a run of wins), each player's figures from
//! the game's review once it is ready, and Play again / Watch replay /
//! Review this game / New game / Menu.

use super::figures::GameFigures;
use crate::ai::Verdict;
use crate::app::names::{level_choice, level_name, opponents_text, ordinal, verb_for};
use crate::app::navigation::GoTo;
use crate::app::notice::Notice;
use crate::app::screens::replay::WatchFile;
use crate::app::ui::widgets::{anchored, note, notice, swatch};
use crate::app::{GameRequest, LastGame, LastSaved, PlayerRating, Screen, Session};
use crate::rules::{Level, PlayerKind, Setup, Standing};
use crate::saves::WINS_FOR_NEXT_LEVEL;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, results.run_if(in_state(Screen::Results)));
}

/// What the screen asks for this frame.
enum Choice {
    PlayAgain,
    NextLevel(Level),
    WatchReplay,
    Review,
    NewGame,
    Menu,
}

/// The messages the screen sends.
#[derive(SystemParam)]
struct Asks<'w> {
    commands: MessageWriter<'w, GameRequest>,
    watch: MessageWriter<'w, WatchFile>,
    go: MessageWriter<'w, GoTo>,
}

fn results(
    mut contexts: EguiContexts,
    session: Option<Res<Session>>,
    figures: Option<Res<GameFigures>>,
    last: Res<LastSaved>,
    rating: Res<PlayerRating>,
    notice_text: Res<Notice>,
    mut offer_logged_at: Local<Option<egui::Pos2>>,
    asks: Asks,
) -> Result {
    let Asks { mut commands, mut watch, mut go } = asks;
    let ctx = contexts.ctx_mut()?;
    let choice = anchored(ctx, "results", egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| ui.heading(egui::RichText::new("Results").size(28.0)));
            ui.separator();
            let mut offer = None;
            if let Some(session) = &session {
                summary(ui, session);
                offer = rating_change(ui, &rating, &mut offer_logged_at);
                ui.separator();
                match &figures {
                    Some(figures) => player_figures(ui, session, figures),
                    None => note(ui, "Reviewing the game…"),
                }
            }
            ui.separator();
            notice(ui, &notice_text);
            offer.or(buttons(ui, session.is_some(), last.path().is_some()))
        })
        .and_then(|response| response.inner.flatten());
    match choice {
        Some(Choice::PlayAgain) => {
            commands.write(GameRequest::PlayAgain);
        }
        Some(Choice::NextLevel(next)) => {
            if let Some(session) = &session {
                commands.write(GameRequest::Start(one_level_up(session, next)));
            }
        }
        Some(Choice::WatchReplay) => {
            if let Some(path) = last.path() {
                watch.write(WatchFile { path: path.to_path_buf(), review: false });
            }
        }
        Some(Choice::Review) => {
            if let Some(path) = last.path() {
                watch.write(WatchFile { path: path.to_path_buf(), review: true });
            }
        }
        Some(Choice::NewGame) => {
            go.write(GoTo::screen(Screen::NewGame));
        }
        Some(Choice::Menu) => {
            commands.write(GameRequest::Leave);
        }
        None => {}
    }
    Ok(())
}

/// What the game did to the player's rating, or why it did not count; after
/// a run of wins against one level, the offer of the next (its button's
/// place logged once, for the window test's clicks).
fn rating_change(ui: &mut egui::Ui, rating: &PlayerRating, logged_at: &mut Option<egui::Pos2>) -> Option<Choice> {
    let mut choice = None;
    match rating.last_game() {
        Some(LastGame::Rated(game)) => {
            ui.vertical_centered(|ui| {
                let text = format!("Your rating {} → {}", game.before.shown(), game.after.shown());
                ui.label(egui::RichText::new(text).strong())
                    .on_hover_text(format!("Give or take {} while it settles", game.after.deviation.round()));
                if let Some(next) = rating.next_level_offer().filter(|_| game.won) {
                    ui.label(format!(
                        "{WINS_FOR_NEXT_LEVEL} wins in a row against {}: ready for the next level?",
                        level_name(game.strongest)
                    ));
                    let button = ui.button(format!("Play {}", level_choice(next)));
                    let at = button.rect.center();
                    if *logged_at != Some(at) {
                        *logged_at = Some(at);
                        debug!("Play {next} at screen {:.0} {:.0}", at.x, at.y);
                    }
                    if button.clicked() {
                        choice = Some(Choice::NextLevel(next));
                    }
                }
            });
        }
        Some(LastGame::NotRated(reason)) => {
            ui.vertical_centered(|ui| note(ui, format!("Not counted in your rating: a game {reason}.")));
        }
        None => {}
    }
    choice
}

/// The session's setup with every computer of the strongest level raised
/// to `next`; a description that named the levels names the new ones.
fn one_level_up(session: &Session, next: Level) -> Setup {
    let strongest = session.difficulty();
    let mut raised = session.setup().clone();
    let named_levels = raised.description == opponents_text(&raised);
    for player in &mut raised.players {
        if let PlayerKind::Computer(level) = player.kind
            && Some(level) == strongest
        {
            player.kind = PlayerKind::Computer(next);
        }
    }
    if named_levels {
        raised.description = opponents_text(&raised);
    }
    raised
}

/// The players' standings, the turns played and, with teams, the teams'.
fn summary(ui: &mut egui::Ui, session: &Session) {
    let game = session.game();
    ui.vertical_centered(|ui| ui.label(egui::RichText::new(headline(session)).size(20.0).strong()));
    ui.add_space(6.0);
    let grid = egui::Grid::new("standings").num_columns(4).spacing([16.0, 6.0]).striped(true);
    grid.show(ui, |ui| {
        ui.strong("Place");
        ui.strong("Player");
        ui.strong("Result");
        ui.strong("Moves");
        ui.end_row();
        for standing in game.standings() {
            for &p in &standing.players {
                ui.label(ordinal(standing.place));
                ui.horizontal(|ui| {
                    swatch(ui, session.looks(p));
                    ui.label(session.player_name(p));
                });
                ui.label(result(&standing));
                ui.label(session.moves_made(p).to_string());
                ui.end_row();
            }
        }
    });
    let limit_reached = game.rules().turn_limit.is_some_and(|limit| game.turns() >= limit);
    let limit_note = if limit_reached { " (the turn limit)" } else { "" };
    ui.label(format!("Turns played: {}{limit_note}", game.turns()));
    if !game.rules().teams.is_empty() {
        ui.add_space(8.0);
        teams(ui, session);
    }
}

/// The sides' order: teams (and any seat playing alone).
fn teams(ui: &mut egui::Ui, session: &Session) {
    egui::Grid::new("team standings").num_columns(3).spacing([16.0, 6.0]).striped(true).show(ui, |ui| {
        ui.strong("Place");
        ui.strong("Team");
        ui.strong("Result");
        ui.end_row();
        for standing in session.game().side_standings() {
            ui.label(ordinal(standing.place));
            let members: Vec<String> = standing.players.iter().map(|&p| session.player_name(p)).collect();
            ui.label(members.join(" & "));
            ui.label(result(&standing));
            ui.end_row();
        }
    });
}

/// Who won: the first side, if it finished; or how the game was drawn.
fn headline(session: &Session) -> String {
    let sides = session.game().side_standings();
    let winners: Vec<String> = sides
        .iter()
        .take_while(|side| side.place == 1 && side.finished)
        .flat_map(|side| side.players.iter().map(|&p| session.player_name(p)))
        .collect();
    let game = session.game();
    if game.is_drawn() {
        return match winners.len() {
            0 if game.repetitions() >= 3 => "A draw: the same position came a third time".to_owned(),
            0 => "A draw at the turn limit".to_owned(),
            _ => format!("A draw: {} finished in the same round", winners.join(" & ")),
        };
    }
    match winners.len() {
        0 if game.ended_in_draw_rule() => "Nobody finished: the game is drawn".to_owned(),
        0 => "Nobody finished: places go by distance to go".to_owned(),
        1 => format!("{} {}!", winners[0], verb_for(&winners[0], "win", "wins")),
        _ => format!("{} win!", winners.join(" & ")),
    }
}

/// Each player's figures from the review, or its progress.
fn player_figures(ui: &mut egui::Ui, session: &Session, figures: &GameFigures) {
    let Some(summaries) = figures.summaries() else {
        let (done, total) = figures.progress();
        let bar = egui::ProgressBar::new(done as f32 / total.max(1) as f32)
            .text(format!("Reviewing the game: {done} of {total} turns"));
        ui.add(bar);
        return;
    };
    // The turns each player took are the standings' Moves column.
    let grid = egui::Grid::new("figures").num_columns(5).spacing([14.0, 6.0]).striped(true);
    grid.show(ui, |ui| {
        for heading in ["Player", "Longest chain", "Mistakes", "Blunders", "Mean loss"] {
            ui.strong(heading);
        }
        ui.end_row();
        for s in summaries {
            ui.horizontal(|ui| {
                swatch(ui, session.looks(s.seat));
                ui.label(session.player_name(s.seat));
            });
            ui.label(format!("{} hops", s.longest_chain));
            ui.label(s.count(Verdict::Mistake).to_string());
            ui.label(s.count(Verdict::Blunder).to_string());
            ui.label(format!("{:.2} turns", s.mean_loss));
            ui.end_row();
        }
    });
    note(ui, "Judged by Expert: the turns each move lost against its own choice.");
}

/// "finished", or the steps still to go.
fn result(standing: &Standing) -> String {
    if standing.finished { "finished".to_owned() } else { format!("{} to go", standing.distance) }
}

/// Play again (when the game is still at hand), Watch replay (when it was
/// saved), New game and Menu.
fn buttons(ui: &mut egui::Ui, can_play_again: bool, saved: bool) -> Option<Choice> {
    let mut choice = None;
    ui.horizontal(|ui| {
        if ui.add_enabled(can_play_again, egui::Button::new("Play again")).clicked() {
            choice = Some(Choice::PlayAgain);
        }
        if ui.add_enabled(saved, egui::Button::new("Watch replay")).on_hover_text("Watch this game again").clicked() {
            choice = Some(Choice::WatchReplay);
        }
        let review = egui::Button::new("Review this game");
        if ui.add_enabled(saved, review).on_hover_text("Watch it again with every move judged by Expert").clicked() {
            choice = Some(Choice::Review);
        }
        if ui.button("New game").clicked() {
            choice = Some(Choice::NewGame);
        }
        if ui.button("Menu").clicked() {
            choice = Some(Choice::Menu);
        }
    });
    choice
}
