//! The menu's quick-game panel: how many players, your seat and colour, the
//! computers' levels (one for all or one each), long hops and who moves
//! first, then Start. Every choice is kept in the settings, so the panel
//! opens as it was left; the Hops choice is the settings' default rule itself.

use crate::app::names::{colour_name, point_name};
use crate::app::ui::widgets::{marble_button, note};
use crate::app::{FirstMover, Levels, PlayerRating, QuickGame, Settings, level_choice, level_name};
use crate::locale::Texts;
use bevy_egui::egui;
use rules::{Colour, Jumps, Level, Looks, MAX_PLAYERS, Mark, PLAYER_COUNTS, Seat, seat_looks, seat_points};

/// The Start button's fill: green, so the way into a game stands out.
const START_FILL: egui::Color32 = egui::Color32::from_rgb(38, 120, 72);

/// Width of the panel, in points.
pub(crate) const PANEL_WIDTH: f32 = 330.0;

/// Draws the panel over a copy of the settings; returns the edited settings
/// when something changed, and whether Start was pressed.
pub(crate) fn quick_game_panel(
    ui: &mut egui::Ui,
    texts: &Texts,
    settings: &Settings,
    rating: &PlayerRating,
) -> (Option<Settings>, bool) {
    let mut edited = settings.clone();
    ui.set_width(PANEL_WIDTH);
    ui.heading(texts.get("quick-heading"));
    note(ui, texts.get("quick-intro"));
    ui.separator();
    egui::Grid::new("quick game").num_columns(2).spacing([12.0, 8.0]).show(ui, |ui| {
        ui.label(texts.get("quick-players"));
        ui.horizontal(|ui| {
            for count in PLAYER_COUNTS {
                ui.selectable_value(&mut edited.quick_game.players, count, count.to_string());
            }
        });
        ui.end_row();
        ui.label(texts.get("quick-your-seat"));
        your_seat(ui, texts, &mut edited.quick_game);
        ui.end_row();
        ui.label(texts.get("quick-your-colour"));
        your_colour(ui, texts, &mut edited.quick_game);
        ui.end_row();
        ui.label(texts.get("quick-computers"));
        levels(ui, texts, &mut edited.quick_game);
        ui.end_row();
        ui.label(texts.get("quick-hops"));
        let mut long = edited.default_rules.jumps == Jumps::Long;
        if ui.checkbox(&mut long, texts.get("quick-long")).on_hover_text(texts.get("quick-long-hint")).changed() {
            edited.default_rules.jumps = if long { Jumps::Long } else { Jumps::Adjacent };
        }
        ui.end_row();
        ui.label(texts.get("quick-first"));
        first_mover(ui, texts, &mut edited.quick_game);
        ui.end_row();
    });
    suggestion(ui, texts, rating, &mut edited.quick_game);
    ui.separator();
    let start = ui
        .add_sized(
            [PANEL_WIDTH, 36.0],
            egui::Button::new(egui::RichText::new(texts.get("quick-start")).size(18.0).color(egui::Color32::WHITE))
                .fill(START_FILL),
        )
        .on_hover_text(texts.get("quick-start-key"))
        .clicked();
    ((edited != *settings).then_some(edited), start)
}

/// The level nearest an even game for the player, with a button that
/// gives it to every computer; before the player has a rating, how to get
/// one.
fn suggestion(ui: &mut egui::Ui, texts: &Texts, rating: &PlayerRating, quick: &mut QuickGame) {
    let (Some(current), Some(level)) = (rating.current(), rating.suggested_level()) else {
        note(ui, texts.get("quick-no-rating"));
        return;
    };
    ui.horizontal_wrapped(|ui| {
        let args = [("rating", current.shown().into()), ("level", level_name(texts, level).into())];
        note(ui, texts.with("quick-rating", &args));
        if quick.levels != Levels::All(level)
            && ui
                .small_button(texts.get("quick-choose-level"))
                .on_hover_text(texts.get("quick-choose-level-hint"))
                .clicked()
        {
            quick.levels = Levels::All(level);
        }
    });
}

/// The seats' names: "Player 2 (NW)".
fn seat_name(texts: &Texts, seat: usize, players: usize) -> String {
    let point =
        seat_points(players).and_then(|points| points.get(seat)).map_or(String::new(), |&p| point_name(texts, p));
    texts.with("quick-seat", &[("seat", Seat::new(seat).number().into()), ("point", point.into())])
}

fn your_seat(ui: &mut egui::Ui, texts: &Texts, quick: &mut QuickGame) {
    quick.seat = quick.seat.min(quick.players - 1);
    let chosen = seat_name(texts, quick.seat, quick.players);
    egui::ComboBox::from_id_salt("quick seat").selected_text(chosen).show_ui(ui, |ui| {
        for seat in 0..quick.players {
            ui.selectable_value(&mut quick.seat, seat, seat_name(texts, seat, quick.players));
        }
    });
}

/// A row of marbles, one per colour; the chosen one is ringed.
fn your_colour(ui: &mut egui::Ui, texts: &Texts, quick: &mut QuickGame) {
    let shown = seat_looks(&quick.setup(texts, &Default::default(), 0))
        .ok()
        .and_then(|looks| looks.get(quick.seat.min(quick.players - 1)).copied());
    let mark = shown.map_or(Mark::Plain, |l| l.mark);
    ui.horizontal(|ui| {
        for colour in Colour::ALL {
            let chosen = shown.is_some_and(|l| l.colour == colour);
            if marble_button(ui, Looks { colour, mark }, chosen).on_hover_text(colour_name(texts, colour)).clicked() {
                quick.colour = Some(colour);
            }
        }
    });
}

/// One level for every computer, or a level per seat.
fn levels(ui: &mut egui::Ui, texts: &Texts, quick: &mut QuickGame) {
    ui.vertical(|ui| {
        let mut each = matches!(quick.levels, Levels::Each(_));
        ui.horizontal(|ui| {
            ui.radio_value(&mut each, false, texts.get("quick-one-level"));
            ui.radio_value(&mut each, true, texts.get("quick-each-level"));
        });
        match (each, quick.levels) {
            (true, Levels::All(level)) => quick.levels = Levels::Each([level; MAX_PLAYERS]),
            (false, Levels::Each(levels)) => {
                let first_other = usize::from(quick.seat == 0);
                quick.levels = Levels::All(levels[first_other]);
            }
            _ => {}
        }
        match &mut quick.levels {
            Levels::All(level) => level_row(ui, texts, MAX_PLAYERS, level),
            Levels::Each(levels) => {
                for (seat, level) in levels.iter_mut().enumerate().take(quick.players) {
                    if seat != quick.seat {
                        ui.horizontal(|ui| {
                            ui.label(seat_name(texts, seat, quick.players));
                            level_row(ui, texts, seat, level);
                        });
                    }
                }
            }
        }
    });
}

/// The ladder of levels, each with its rating.
fn level_row(ui: &mut egui::Ui, texts: &Texts, id: usize, level: &mut Level) {
    egui::ComboBox::from_id_salt(("quick level", id)).selected_text(level_choice(texts, *level)).show_ui(ui, |ui| {
        for option in Level::ALL {
            ui.selectable_value(level, option, level_choice(texts, option));
        }
    });
}

fn first_mover(ui: &mut egui::Ui, texts: &Texts, quick: &mut QuickGame) {
    // The settings keep your seat from 0 and a first mover's from 1.
    let you = Seat::new(quick.seat);
    let player = |seat: Seat| {
        let key = if seat == you { "quick-player-you" } else { "quick-player" };
        texts.with(key, &[("seat", seat.to_string().into())])
    };
    let name = |first: FirstMover| match first {
        FirstMover::PlayerOne => player(Seat::new(0)),
        FirstMover::Seat(number) => player(Seat::from_number(number)),
        FirstMover::Random => texts.get("quick-random"),
    };
    if let FirstMover::Seat(seat) = quick.first
        && (seat <= 1 || seat > quick.players)
    {
        quick.first = FirstMover::PlayerOne;
    }
    egui::ComboBox::from_id_salt("quick first").selected_text(name(quick.first)).show_ui(ui, |ui| {
        ui.selectable_value(&mut quick.first, FirstMover::PlayerOne, name(FirstMover::PlayerOne));
        for seat in 2..=quick.players {
            ui.selectable_value(&mut quick.first, FirstMover::Seat(seat), name(FirstMover::Seat(seat)));
        }
        ui.selectable_value(&mut quick.first, FirstMover::Random, name(FirstMover::Random));
    });
}
