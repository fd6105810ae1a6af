//! Every rule option of docs/rules.md as a row of choices with a one-line
//! explanation of the option chosen: shared by the setup builder and the
//! settings' default rules. The names shown here are the options' names on
//! every screen, in How to play, the lessons and docs/rules.md.
//!
//! Each option's name has a small "?" beside it that opens the option's
//! paragraph of the how-to-play page.
//!
//! Teams are edited as one choice, "None" or "Partners opposite". The
//! settings keep partners as the six-player teams; a setup gets the teams of
//! its own player count from [`Rules::for_players`].

use super::widgets::{choice, note};
use crate::app::screens::how_to_play::{HelpPage, option_help};
use crate::rules::{Jumps, Parking, Preset, Rules, TargetLock, UnusedPoints, Win, partners_opposite};
use bevy_egui::egui;

/// The limit offered when a turn limit is switched on, in turns in total.
const DEFAULT_TURN_LIMIT: u32 = 300;

/// The largest turn limit offered, in turns in total.
const MAX_TURN_LIMIT: u32 = 10_000;

/// Shows every rule option in a grid. `players` is the seat count when it is
/// known (the setup builder) and `None` for the default rules; `help` holds
/// the paragraphs the "?" buttons open. Returns whether anything changed.
pub(crate) fn rules_editor(
    ui: &mut egui::Ui,
    id: &str,
    rules: &mut Rules,
    players: Option<usize>,
    help: &HelpPage,
) -> bool {
    let before = rules.clone();
    egui::Grid::new(id).num_columns(2).spacing([12.0, 8.0]).striped(true).show(ui, |ui| {
        name_cell(ui, ("Preset", "presets", help));
        preset_row(ui, rules, players);
        option_row(ui, ("Hops", "jumps", help), &mut rules.jumps, JUMPS);
        name_cell(ui, ("Parking", "parking", help));
        parking_row(ui, &mut rules.parking, players);
        option_row(ui, ("Finishing", "win", help), &mut rules.win, WIN);
        name_cell(ui, ("Unused points", "unused_points", help));
        unused_points_row(ui, &mut rules.unused_points, players);
        option_row(ui, ("Target lock", "target_lock", help), &mut rules.target_lock, TARGET_LOCK);
        option_row(ui, ("Play on", "play_on", help), &mut rules.play_on, PLAY_ON);
        option_row(ui, ("Equal turns", "equal_turns", help), &mut rules.equal_turns, EQUAL_TURNS);
        name_cell(ui, ("Turn limit", "turn_limit", help));
        turn_limit_row(ui, &mut rules.turn_limit, &mut rules.turn_limit_draw);
        option_row(ui, ("Draw by repetition", "repetition_draw", help), &mut rules.repetition_draw, REPETITION);
        name_cell(ui, ("Teams", "teams", help));
        teams_row(ui, &mut rules.teams, players);
    });
    *rules != before
}

/// An option: its value, its name, and what it means.
type Options<T> = &'static [(T, &'static str, &'static str)];

const JUMPS: Options<Jumps> = &[
    (Jumps::Adjacent, "Adjacent", "Hop over a marble right next to yours."),
    (Jumps::Long, "Long", "Hop over a marble farther away, landing the same distance beyond it."),
];

const PARKING: Options<Parking> = &[
    (Parking::Anywhere, "Anywhere", "A move may end in any hole."),
    (
        Parking::NotInOthersPoints,
        "Not in others' points",
        "No stopping in another player's start or target point; your own target is always open.",
    ),
    (Parking::OwnPointsOnly, "Own points only", "End only in the centre or in your own start or target."),
];

const WIN: Options<Win> = &[
    (
        Win::FilledWithOneOwn,
        "Target full",
        "Finished when every hole of your target holds a marble, at least one of them yours.",
    ),
    (Win::AllOwn, "All own", "Finished when all ten target holes hold your own marbles."),
];

const UNUSED_POINTS: Options<UnusedPoints> = &[
    (UnusedPoints::Open, "Open", "Points nobody uses are ordinary holes."),
    (UnusedPoints::Removed, "Removed", "Points nobody uses are not part of the board."),
];

const TARGET_LOCK: Options<TargetLock> = &[
    (TargetLock::Off, "Off", "Marbles in their target may leave it again."),
    (TargetLock::EndOfMove, "End of move", "A marble in its target must end its move inside it."),
    (TargetLock::WholeMove, "Whole move", "Once in its target, a marble never lands outside it, even mid-chain."),
];

const EQUAL_TURNS: Options<bool> = &[
    (false, "Off", "The first to finish wins at once."),
    (true, "On", "The round is played out; all who finish in it share first place."),
];

const REPETITION: Options<bool> = &[
    (false, "Off", "A position may come again and again."),
    (true, "On", "The third time a position comes, the game is drawn."),
];

const PLAY_ON: Options<bool> = &[
    (false, "Off", "The game ends when the first player finishes."),
    (true, "On", "The others play on for the lower places."),
];

const TEAMS: Options<bool> = &[
    (false, "None", "Everyone plays alone."),
    (true, "Partners opposite", "Partners sit opposite; a team finishes when all its members have."),
];

/// An option's name, its key in the how-to-play page and the page.
type Name<'a> = (&'a str, &'a str, &'a HelpPage);

/// The first cell of a row: the option's name and its "?".
fn name_cell(ui: &mut egui::Ui, (name, key, help): Name) {
    ui.horizontal(|ui| {
        ui.label(name);
        option_help(ui, help, key);
    });
}

/// A grid row: the option's name, then its choices over the explanation of
/// the one chosen.
fn option_row<T: PartialEq + Copy>(ui: &mut egui::Ui, name: Name, value: &mut T, options: Options<T>) {
    name_cell(ui, name);
    ui.vertical(|ui| {
        choice(ui, value, options);
        note(ui, explanation(value, options));
    });
    ui.end_row();
}

fn explanation<T: PartialEq>(value: &T, options: Options<T>) -> &'static str {
    options.iter().find(|(option, ..)| option == value).map_or("", |(_, _, help)| help)
}

fn unused_points_row(ui: &mut egui::Ui, value: &mut UnusedPoints, players: Option<usize>) {
    ui.vertical(|ui| {
        choice(ui, value, UNUSED_POINTS);
        note(
            ui,
            if matches!(players, Some(3 | 6)) {
                "Every point is in use with 3 or 6 players."
            } else {
                explanation(value, UNUSED_POINTS)
            },
        );
    });
    ui.end_row();
}

fn parking_row(ui: &mut egui::Ui, value: &mut Parking, players: Option<usize>) {
    ui.vertical(|ui| {
        choice(ui, value, PARKING);
        note(
            ui,
            if players == Some(2) && *value == Parking::NotInOthersPoints {
                "With two players this changes nothing: the other's start and target are your target and start."
            } else {
                explanation(value, PARKING)
            },
        );
    });
    ui.end_row();
}

fn turn_limit_row(ui: &mut egui::Ui, limit: &mut Option<u32>, draw: &mut bool) {
    ui.vertical(|ui| {
        ui.horizontal(|ui| {
            let mut on = limit.is_some();
            if ui.checkbox(&mut on, "Limit").changed() {
                *limit = on.then_some(DEFAULT_TURN_LIMIT);
            }
            if let Some(turns) = limit {
                ui.add(egui::DragValue::new(turns).range(1..=MAX_TURN_LIMIT).suffix(" turns"));
                ui.checkbox(draw, "Draw");
            }
        });
        note(
            ui,
            match (limit, *draw) {
                (None, _) => "No limit: play until the game is decided.",
                (Some(_), false) => "The game ends after this many turns in all; the rest rank by distance to go.",
                (Some(_), true) => "The game ends after this many turns in all; the rest share a place.",
            },
        );
    });
    ui.end_row();
}

/// The presets as buttons; the one the rules match is shown selected. A
/// preset for two players only keeps the teams off.
fn preset_row(ui: &mut egui::Ui, rules: &mut Rules, players: Option<usize>) {
    let current = Preset::of(rules);
    ui.vertical(|ui| {
        ui.horizontal(|ui| {
            for preset in Preset::ALL {
                if ui.selectable_label(current == Some(preset), preset.name()).clicked() {
                    *rules = preset.rules().for_players(players.unwrap_or(2));
                }
            }
        });
        note(
            ui,
            match current {
                Some(Preset::Standard) => "Every rule as most families play it.",
                Some(Preset::Ccerl2p10v2) => "The rules of the CCERL rating list of two-player engines.",
                None => "Your own choice of rules.",
            },
        );
    });
    ui.end_row();
}

fn teams_row(ui: &mut egui::Ui, teams: &mut Vec<Vec<crate::rules::Seat>>, players: Option<usize>) {
    let allowed = players.is_none_or(|n| n == 4 || n == 6);
    let mut partners = !teams.is_empty();
    let changed = ui
        .vertical(|ui| {
            let changed = ui.add_enabled_ui(allowed, |ui| choice(ui, &mut partners, TEAMS)).inner;
            note(ui, if allowed { explanation(&partners, TEAMS) } else { "Teams are played with 4 or 6 players." });
            changed
        })
        .inner;
    ui.end_row();
    if changed {
        *teams = if partners { partners_opposite(players.unwrap_or(6)) } else { Vec::new() };
    }
}
