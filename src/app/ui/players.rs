//! The players of the game shown, a row each: colour, name, kind, and
//! marbles home or place. The play screen's panel and the replay's show it
//! alike.

use super::widgets::{SWATCH_SIZE, note, swatch};
use crate::app::names::{level_number, ordinal};
use crate::app::session::Session;
use crate::locale::Texts;
use bevy_egui::egui;
use rules::{MARBLES_PER_PLAYER, Seat};

/// The widest a player's name grows in the list of players, in points.
const NAME_WIDTH: f32 = 190.0;

/// One row per player: colour, name, kind, and marbles home or place.
pub(crate) fn players(ui: &mut egui::Ui, texts: &Texts, session: &Session) {
    let game = session.game();
    let teams = !game.rules().teams.is_empty();
    let grid = egui::Grid::new("hud players").num_columns(4).spacing([10.0, 3.0]).min_col_width(SWATCH_SIZE);
    grid.show(ui, |ui| {
        for p in game.seats() {
            swatch(ui, session.looks(p));
            let name = if teams {
                let team = game.side_of(p) + 1;
                texts.with("play-player-team", &[("name", session.player_name(texts, p).into()), ("team", team.into())])
            } else {
                session.player_name(texts, p)
            };
            let name = egui::RichText::new(name);
            let name = if p == game.to_move() { name.strong() } else { name };
            // A long name wraps rather than widen the panel over the board.
            ui.scope(|ui| {
                ui.set_max_width(NAME_WIDTH);
                ui.add(egui::Label::new(name).wrap());
            });
            note(ui, kind_note(texts, session, p).unwrap_or_default());
            ui.label(progress(texts, session, p));
            ui.end_row();
        }
    });
}

/// "finished, 1st" for a finished player, else how many marbles are home.
/// (Under "no blocking" a player can finish with fewer than ten of their
/// own in the target.)
fn progress(texts: &Texts, session: &Session, player: Seat) -> String {
    let game = session.game();
    match game.finishing_order().iter().position(|&q| q == player) {
        Some(at) => texts.with("play-finished", &[("place", ordinal(texts, at + 1).into())]),
        None => {
            let home = (game.marbles(player) & game.target_point(player).holes()).len();
            texts.with("play-home", &[("home", home.into()), ("total", MARBLES_PER_PLAYER.into())])
        }
    }
}

/// "Human", or the computer's level when its name does not already say it.
pub(crate) fn kind_note(texts: &Texts, session: &Session, player: Seat) -> Option<String> {
    let named = session.setup().players.get(player.index()).is_some_and(|seat| seat.name.is_some());
    match session.level(player) {
        None => Some(texts.get("play-human")),
        Some(level) => named.then(|| level_number(texts, level)),
    }
}
