//! The results screen: the finishing order (place, name, finished or the
//! distance still to go), each player's moves, the turns played, the teams'
//! order when there were teams, what the game did to the player's rating
//! (and the next level up after a run of wins), each player's figures from
//! the game's review once it is ready, at a room server's table the
//! rematch, and Play again / Watch replay / Review this game / New game /
//! Menu.

use super::figures::GameFigures;
use crate::app::names::{level_choice, level_name, opponents_text, ordinal, you};
use crate::app::navigation::GoTo;
use crate::app::navigation::WatchFile;
use crate::app::notice::Notice;
use crate::app::ui::review_progress::review_progress_bar;
use crate::app::ui::widgets::{anchored, log_place, note, notice, swatch};
use crate::app::{GameRequest, LastGame, LastSaved, PlayerRating, Room, RoomRequest, Screen, Session, UiTexts};
use crate::locale::Texts;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use engine::Verdict;
use fluent_bundle::FluentValue;
use net::room::{SeatView, TableState, TableView, ToServer};
use rules::{Level, PlayerKind, Seat, Setup, Standing};
use saves::{NotRated, WINS_FOR_NEXT_LEVEL};

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
    Rematch(net::room::TableId),
}

/// What the screen shows besides the game: its figures, where it was
/// saved, and the player's rating.
#[derive(SystemParam)]
struct Shown<'w> {
    figures: Option<Res<'w, GameFigures>>,
    last: Res<'w, LastSaved>,
    rating: Res<'w, PlayerRating>,
    room: Option<Res<'w, Room>>,
}

/// The messages the screen sends.
#[derive(SystemParam)]
struct Asks<'w> {
    commands: MessageWriter<'w, GameRequest>,
    watch: MessageWriter<'w, WatchFile>,
    go: MessageWriter<'w, GoTo>,
    room: MessageWriter<'w, RoomRequest>,
}

fn results(
    mut contexts: EguiContexts,
    session: Option<Res<Session>>,
    shown: Shown,
    notice_text: Res<Notice>,
    texts: Res<UiTexts>,
    mut offer_logged_at: Local<Option<egui::Pos2>>,
    asks: Asks,
) -> Result {
    let Asks { mut commands, mut watch, mut go, room: mut room_requests } = asks;
    let Shown { figures, last, rating, room } = shown;
    let table = room.as_deref().and_then(Room::current);
    let ctx = contexts.ctx_mut()?;
    let choice = anchored(ctx, "results", egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .show(ctx, |ui| {
            ui.vertical_centered(|ui| ui.heading(egui::RichText::new(texts.get("results-heading")).size(28.0)));
            ui.separator();
            let mut offer = None;
            if let Some(session) = &session {
                summary(ui, &texts, session);
                offer = rating_change(ui, &texts, &rating, &mut offer_logged_at);
                ui.separator();
                match &figures {
                    Some(figures) => player_figures(ui, &texts, session, figures),
                    None => note(ui, texts.get("results-reviewing")),
                }
            }
            ui.separator();
            if let Some(table) = table {
                offer = offer.or(rematch(ui, &texts, table));
                ui.separator();
            }
            notice(ui, &notice_text);
            // A room's game is played again by a rematch, never alone here.
            let can_play_again = session.is_some() && table.is_none();
            offer.or(buttons(ui, &texts, can_play_again, last.path().is_some()))
        })
        .and_then(|response| response.inner.flatten());
    match choice {
        Some(Choice::PlayAgain) => {
            commands.write(GameRequest::PlayAgain);
        }
        Some(Choice::NextLevel(next)) => {
            if let Some(session) = &session {
                commands.write(GameRequest::Start(one_level_up(&texts, session, next)));
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
        Some(Choice::Rematch(table)) => {
            room_requests.write(RoomRequest::Ask(ToServer::Rematch(table)));
        }
        None => {}
    }
    Ok(())
}

/// What the game did to the player's rating, or why it did not count; after
/// a run of wins against one level, the offer of the next (its button's
/// place logged once, for the window test's clicks).
fn rating_change(
    ui: &mut egui::Ui,
    texts: &Texts,
    rating: &PlayerRating,
    logged_at: &mut Option<egui::Pos2>,
) -> Option<Choice> {
    let mut choice = None;
    match rating.last_game() {
        Some(LastGame::Rated(game)) => {
            ui.vertical_centered(|ui| {
                let text = texts.with(
                    "results-rating",
                    &[("before", game.before.shown().into()), ("after", game.after.shown().into())],
                );
                let deviation = game.after.deviation.round() as i64;
                ui.label(egui::RichText::new(text).strong())
                    .on_hover_text(texts.with("results-rating-hint", &[("deviation", deviation.into())]));
                if let Some(next) = rating.next_level_offer().filter(|_| game.won) {
                    ui.label(texts.with(
                        "results-next-level",
                        &[("wins", WINS_FOR_NEXT_LEVEL.into()), ("level", level_name(texts, game.strongest).into())],
                    ));
                    let button =
                        ui.button(texts.with("results-play-level", &[("level", level_choice(texts, next).into())]));
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
            ui.vertical_centered(|ui| note(ui, not_rated(texts, *reason)));
        }
        None => {}
    }
    choice
}

/// Why the game just played did not count in the rating.
fn not_rated(texts: &Texts, reason: NotRated) -> String {
    texts.get(match reason {
        NotRated::ComputersOnly => "results-not-rated-computers-only",
        NotRated::People => "results-not-rated-people",
        NotRated::SetPosition => "results-not-rated-set-position",
        NotRated::Helped => "results-not-rated-helped",
        NotRated::Unfinished => "results-not-rated-unfinished",
    })
}

/// The session's setup with every computer of the strongest level raised
/// to `next`; a description that named the levels names the new ones.
fn one_level_up(texts: &Texts, session: &Session, next: Level) -> Setup {
    let strongest = session.difficulty();
    let mut raised = session.setup().clone();
    let named_levels = raised.description == opponents_text(texts, &raised);
    for player in &mut raised.players {
        if let PlayerKind::Computer(level) = player.kind
            && Some(level) == strongest
        {
            player.kind = PlayerKind::Computer(next);
        }
    }
    if named_levels {
        raised.description = opponents_text(texts, &raised);
    }
    raised
}

/// The players' standings, the turns played and, with teams, the teams'.
fn summary(ui: &mut egui::Ui, texts: &Texts, session: &Session) {
    let game = session.game();
    ui.vertical_centered(|ui| ui.label(egui::RichText::new(headline(texts, session)).size(20.0).strong()));
    ui.add_space(6.0);
    let grid = egui::Grid::new("standings").num_columns(4).spacing([16.0, 6.0]).striped(true);
    grid.show(ui, |ui| {
        ui.strong(texts.get("results-place"));
        ui.strong(texts.get("results-player"));
        ui.strong(texts.get("results-result"));
        ui.strong(texts.get("results-moves"));
        ui.end_row();
        for standing in game.standings() {
            for &p in &standing.players {
                ui.label(ordinal(texts, standing.place));
                ui.horizontal(|ui| {
                    swatch(ui, session.looks(p));
                    ui.label(session.player_name(texts, p));
                });
                ui.label(result(texts, &standing));
                ui.label(session.moves_made(p).to_string());
                ui.end_row();
            }
        }
    });
    let limit_reached = game.rules().turn_limit.is_some_and(|limit| game.turns() >= limit);
    let key = if limit_reached { "results-turns-played-limit" } else { "results-turns-played" };
    ui.label(texts.with(key, &[("turns", game.turns().into())]));
    if !game.rules().teams.is_empty() {
        ui.add_space(8.0);
        teams(ui, texts, session);
    }
}

/// The sides' order: teams (and any seat playing alone).
fn teams(ui: &mut egui::Ui, texts: &Texts, session: &Session) {
    egui::Grid::new("team standings").num_columns(3).spacing([16.0, 6.0]).striped(true).show(ui, |ui| {
        ui.strong(texts.get("results-place"));
        ui.strong(texts.get("results-team"));
        ui.strong(texts.get("results-result"));
        ui.end_row();
        for standing in session.game().side_standings() {
            ui.label(ordinal(texts, standing.place));
            let members: Vec<String> = standing.players.iter().map(|&p| session.player_name(texts, p)).collect();
            ui.label(members.join(&texts.get("results-names-separator")));
            ui.label(result(texts, &standing));
            ui.end_row();
        }
    });
}

/// Who won: the first side, if it finished; or how the game was drawn.
fn headline(texts: &Texts, session: &Session) -> String {
    let sides = session.game().side_standings();
    let winners: Vec<Seat> = sides
        .iter()
        .take_while(|side| side.place == 1 && side.finished)
        .flat_map(|side| side.players.iter().copied())
        .collect();
    let names = || {
        let names: Vec<String> = winners.iter().map(|&p| session.player_name(texts, p)).collect();
        FluentValue::from(names.join(&texts.get("results-names-separator")))
    };
    let game = session.game();
    if game.is_drawn() {
        return match winners.len() {
            0 if game.repetitions() >= 3 => texts.get("results-draw-repetition"),
            0 => texts.get("results-draw-turn-limit"),
            _ => texts.with("results-draw-together", &[("names", names())]),
        };
    }
    match winners.as_slice() {
        [] if game.ended_in_draw_rule() => texts.get("results-nobody-finished-drawn"),
        [] => texts.get("results-nobody-finished"),
        &[winner] => {
            let name = session.player_name(texts, winner);
            // The name as the setup writes it tells the person at the board.
            let you =
                you(session.setup().players.get(winner.index()).and_then(|spec| spec.name.as_deref()).unwrap_or(""));
            texts.with("results-wins", &[("you", you), ("name", name.into())])
        }
        _ => texts.with("results-win-together", &[("names", names())]),
    }
}

/// Each player's figures from the review, or its progress.
fn player_figures(ui: &mut egui::Ui, texts: &Texts, session: &Session, figures: &GameFigures) {
    let Some(summaries) = figures.summaries() else {
        ui.add(review_progress_bar(texts, figures.progress()));
        return;
    };
    // The turns each player took are the standings' Moves column.
    let grid = egui::Grid::new("figures").num_columns(5).spacing([14.0, 6.0]).striped(true);
    grid.show(ui, |ui| {
        for heading in
            ["results-player", "results-longest-chain", "results-mistakes", "results-blunders", "results-mean-loss"]
        {
            ui.strong(texts.get(heading));
        }
        ui.end_row();
        for s in summaries {
            ui.horizontal(|ui| {
                swatch(ui, session.looks(s.seat));
                ui.label(session.player_name(texts, s.seat));
            });
            ui.label(texts.with("results-hops", &[("hops", s.longest_chain.into())]));
            ui.label(s.count(Verdict::Mistake).to_string());
            ui.label(s.count(Verdict::Blunder).to_string());
            // Two decimals, as a number, so that a language may choose its word by it.
            let loss = format!("{:.2}", s.mean_loss);
            ui.label(texts.with("results-loss", &[("loss", FluentValue::try_number(&loss))]));
            ui.end_row();
        }
    });
    note(ui, texts.get("results-judged-by"));
}

/// "finished", or the steps still to go.
fn result(texts: &Texts, standing: &Standing) -> String {
    if standing.finished {
        texts.get("results-finished")
    } else {
        texts.with("results-to-go", &[("steps", standing.distance.into())])
    }
}

/// At a room server's table: the computers that stood in for players, who
/// has offered a rematch, and the offer (or its acceptance) for a seated
/// player who has not.
fn rematch(ui: &mut egui::Ui, texts: &Texts, table: &TableView) -> Option<Choice> {
    for seat in &table.summary.seats {
        if let SeatView::Computer { level, stands_in_for: Some(name) } = seat {
            let level = level_name(texts, *level);
            note(ui, texts.with("results-stood-in", &[("level", level.into()), ("name", name.as_str().into())]));
        }
    }
    let TableState::Over { rematch: offered, .. } = &table.summary.state else { return None };
    let names: Vec<String> = offered
        .iter()
        .filter_map(|&seat| match table.summary.seats.get(usize::from(seat)) {
            Some(SeatView::Player { name, .. }) => Some(name.clone()),
            _ => None,
        })
        .collect();
    if !names.is_empty() {
        ui.label(texts.with("results-rematch-offered", &[("names", names.join(", ").into())]));
    }
    let seated = table.you.filter(|seat| !offered.contains(seat));
    if seated.is_none() {
        if table.you.is_some() {
            note(ui, texts.get("results-rematch-waiting"));
        } else {
            note(ui, texts.get("results-rematch-watching"));
        }
        return None;
    }
    let key = if names.is_empty() { "results-rematch-offer" } else { "results-rematch-accept" };
    let button = ui.button(texts.get(key));
    log_place(ui, &button, "rematch");
    button.clicked().then_some(Choice::Rematch(table.summary.id))
}

/// Play again (when the game is still at hand), Watch replay (when it was
/// saved), New game and Menu.
fn buttons(ui: &mut egui::Ui, texts: &Texts, can_play_again: bool, saved: bool) -> Option<Choice> {
    let mut choice = None;
    ui.horizontal(|ui| {
        if ui.add_enabled(can_play_again, egui::Button::new(texts.get("results-play-again"))).clicked() {
            choice = Some(Choice::PlayAgain);
        }
        let watch = egui::Button::new(texts.get("results-watch-replay"));
        if ui.add_enabled(saved, watch).on_hover_text(texts.get("results-watch-replay-hint")).clicked() {
            choice = Some(Choice::WatchReplay);
        }
        let review = egui::Button::new(texts.get("results-review"));
        if ui.add_enabled(saved, review).on_hover_text(texts.get("results-review-hint")).clicked() {
            choice = Some(Choice::Review);
        }
        if ui.button(texts.get("results-new-game")).clicked() {
            choice = Some(Choice::NewGame);
        }
        if ui.button(texts.get("results-menu")).clicked() {
            choice = Some(Choice::Menu);
        }
    });
    choice
}
