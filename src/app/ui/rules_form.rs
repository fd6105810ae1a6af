//! Every rule option of docs/rules.md as a row of choices with a one-line
//! explanation of the option chosen: shared by the setup builder and the
//! settings' default rules. The names shown here are the options' names on
//! every screen, in How to play, the lessons and docs/rules.md.
//!
//! The names, choices and notes are the messages of `rules.ftl`; the tables
//! below hold their keys.
//!
//! Each option's name has a small "?" beside it that opens the option's
//! paragraph of the how-to-play page.
//!
//! Teams are edited as one choice, "None" or "Partners opposite". The
//! settings keep partners as the six-player teams; a setup gets the teams of
//! its own player count from [`Rules::for_players`].

use super::widgets::{choice, note, number_in};
use crate::app::ui::help::{HelpPage, option_help};
use crate::locale::Texts;
use bevy_egui::egui;
use rules::{Jumps, Parking, Preset, Rules, TargetLock, UnusedPoints, Win, partners_opposite};

/// The limit offered when a turn limit is switched on, in turns in total.
const DEFAULT_TURN_LIMIT: u32 = 300;

/// The largest turn limit offered, in turns in total.
const MAX_TURN_LIMIT: u32 = 10_000;

/// Shows every rule option in a grid. `players` is the seat count when it is
/// known (the setup builder) and `None` for the default rules; `help` holds
/// the paragraphs the "?" buttons open; `texts` words the form. Returns
/// whether anything changed.
pub(crate) fn rules_editor(
    ui: &mut egui::Ui,
    texts: &Texts,
    id: &str,
    rules: &mut Rules,
    players: Option<usize>,
    help: &HelpPage,
) -> bool {
    let before = rules.clone();
    egui::Grid::new(id).num_columns(2).spacing([12.0, 8.0]).striped(true).show(ui, |ui| {
        let name = |key, help_key| (key, help_key, help, texts);
        name_cell(ui, name("rules-preset", "presets"));
        preset_row(ui, texts, rules, players);
        option_row(ui, name("rules-jumps", "jumps"), &mut rules.jumps, JUMPS);
        name_cell(ui, name("rules-parking", "parking"));
        parking_row(ui, texts, &mut rules.parking, players);
        option_row(ui, name("rules-win", "win"), &mut rules.win, WIN);
        name_cell(ui, name("rules-unused-points", "unused_points"));
        unused_points_row(ui, texts, &mut rules.unused_points, players);
        option_row(ui, name("rules-target-lock", "target_lock"), &mut rules.target_lock, TARGET_LOCK);
        option_row(ui, name("rules-play-on", "play_on"), &mut rules.play_on, PLAY_ON);
        option_row(ui, name("rules-equal-turns", "equal_turns"), &mut rules.equal_turns, EQUAL_TURNS);
        name_cell(ui, name("rules-turn-limit", "turn_limit"));
        turn_limit_row(ui, texts, &mut rules.turn_limit, &mut rules.turn_limit_draw);
        option_row(ui, name("rules-repetition", "repetition_draw"), &mut rules.repetition_draw, REPETITION);
        name_cell(ui, name("rules-teams", "teams"));
        teams_row(ui, texts, &mut rules.teams, players);
    });
    *rules != before
}

/// The widest an option's choices and explanation grow, in points: longer
/// texts wrap, so the form fits a narrow window in every language.
pub(crate) const VALUE_WIDTH: f32 = 460.0;

/// An option: its value, and the keys of its name and of what it means.
type Options<T> = &'static [(T, &'static str, &'static str)];

const JUMPS: Options<Jumps> = &[
    (Jumps::Adjacent, "rules-jumps-adjacent", "rules-jumps-adjacent-note"),
    (Jumps::Long, "rules-jumps-long", "rules-jumps-long-note"),
];

const PARKING: Options<Parking> = &[
    (Parking::Anywhere, "rules-parking-anywhere", "rules-parking-anywhere-note"),
    (Parking::NotInOthersPoints, "rules-parking-others", "rules-parking-others-note"),
    (Parking::OwnPointsOnly, "rules-parking-own", "rules-parking-own-note"),
];

const WIN: Options<Win> = &[
    (Win::FilledWithOneOwn, "rules-win-target-full", "rules-win-target-full-note"),
    (Win::AllOwn, "rules-win-all-own", "rules-win-all-own-note"),
];

const UNUSED_POINTS: Options<UnusedPoints> = &[
    (UnusedPoints::Open, "rules-unused-open", "rules-unused-open-note"),
    (UnusedPoints::Removed, "rules-unused-removed", "rules-unused-removed-note"),
];

const TARGET_LOCK: Options<TargetLock> = &[
    (TargetLock::Off, "rules-lock-off", "rules-lock-off-note"),
    (TargetLock::EndOfMove, "rules-lock-end-of-move", "rules-lock-end-of-move-note"),
    (TargetLock::WholeMove, "rules-lock-whole-move", "rules-lock-whole-move-note"),
];

const EQUAL_TURNS: Options<bool> = &[
    (false, "rules-equal-turns-off", "rules-equal-turns-off-note"),
    (true, "rules-equal-turns-on", "rules-equal-turns-on-note"),
];

const REPETITION: Options<bool> = &[
    (false, "rules-repetition-off", "rules-repetition-off-note"),
    (true, "rules-repetition-on", "rules-repetition-on-note"),
];

const PLAY_ON: Options<bool> =
    &[(false, "rules-play-on-off", "rules-play-on-off-note"), (true, "rules-play-on-on", "rules-play-on-on-note")];

const TEAMS: Options<bool> = &[
    (false, "rules-teams-none", "rules-teams-none-note"),
    (true, "rules-teams-partners", "rules-teams-partners-note"),
];

/// An option's name (the key of its message), its key in the how-to-play
/// page, the page, and the texts.
type Name<'a> = (&'a str, &'a str, &'a HelpPage, &'a Texts);

/// The first cell of a row: the option's name and its "?".
fn name_cell(ui: &mut egui::Ui, (name, key, help, texts): Name) {
    ui.horizontal(|ui| {
        ui.label(texts.get(name));
        option_help(ui, texts, help, key);
    });
}

/// A grid row: the option's name, then its choices over the explanation of
/// the one chosen.
fn option_row<T: PartialEq + Copy>(ui: &mut egui::Ui, name: Name, value: &mut T, options: Options<T>) {
    let texts = name.3;
    name_cell(ui, name);
    ui.vertical(|ui| {
        ui.set_max_width(VALUE_WIDTH);
        choice(ui, texts, value, options);
        note(ui, explanation(texts, value, options));
    });
    ui.end_row();
}

/// What the option chosen means.
fn explanation<T: PartialEq>(texts: &Texts, value: &T, options: Options<T>) -> String {
    options.iter().find(|(option, ..)| option == value).map_or_else(String::new, |(_, _, help)| texts.get(help))
}

fn unused_points_row(ui: &mut egui::Ui, texts: &Texts, value: &mut UnusedPoints, players: Option<usize>) {
    ui.vertical(|ui| {
        ui.set_max_width(VALUE_WIDTH);
        choice(ui, texts, value, UNUSED_POINTS);
        note(
            ui,
            if matches!(players, Some(3 | 6)) {
                texts.get("rules-unused-all-in-use")
            } else {
                explanation(texts, value, UNUSED_POINTS)
            },
        );
    });
    ui.end_row();
}

fn parking_row(ui: &mut egui::Ui, texts: &Texts, value: &mut Parking, players: Option<usize>) {
    ui.vertical(|ui| {
        ui.set_max_width(VALUE_WIDTH);
        choice(ui, texts, value, PARKING);
        note(
            ui,
            if players == Some(2) && *value == Parking::NotInOthersPoints {
                texts.get("rules-parking-two-players")
            } else {
                explanation(texts, value, PARKING)
            },
        );
    });
    ui.end_row();
}

fn turn_limit_row(ui: &mut egui::Ui, texts: &Texts, limit: &mut Option<u32>, draw: &mut bool) {
    ui.vertical(|ui| {
        ui.set_max_width(VALUE_WIDTH);
        ui.horizontal_wrapped(|ui| {
            let mut on = limit.is_some();
            if ui.checkbox(&mut on, texts.get("rules-turn-limit-on")).changed() {
                *limit = on.then_some(DEFAULT_TURN_LIMIT);
            }
            if let Some(turns) = limit {
                ui.add(
                    egui::DragValue::new(turns)
                        .range(1..=MAX_TURN_LIMIT)
                        .custom_formatter(|turns, _| texts.with("rules-turn-limit-turns", &[("turns", turns.into())]))
                        .custom_parser(number_in),
                );
                ui.checkbox(draw, texts.get("rules-turn-limit-draw"));
            }
        });
        note(
            ui,
            texts.get(match (limit, *draw) {
                (None, _) => "rules-turn-limit-none-note",
                (Some(_), false) => "rules-turn-limit-rank-note",
                (Some(_), true) => "rules-turn-limit-draw-note",
            }),
        );
    });
    ui.end_row();
}

/// The presets as buttons; the one the rules match is shown selected. A
/// preset for two players only keeps the teams off.
fn preset_row(ui: &mut egui::Ui, texts: &Texts, rules: &mut Rules, players: Option<usize>) {
    let current = Preset::of(rules);
    ui.vertical(|ui| {
        ui.set_max_width(VALUE_WIDTH);
        ui.horizontal_wrapped(|ui| {
            for preset in Preset::ALL {
                if ui.selectable_label(current == Some(preset), preset_name(texts, preset)).clicked() {
                    *rules = preset.rules().for_players(players.unwrap_or(2));
                }
            }
        });
        note(
            ui,
            texts.get(match current {
                Some(Preset::Standard) => "rules-preset-standard-note",
                Some(Preset::Ccerl2p10v2) => "rules-preset-ccerl-note",
                None => "rules-preset-custom-note",
            }),
        );
    });
    ui.end_row();
}

/// A preset's name: Standard in the player's language, the rating list's
/// rule set by its own name, the same in every language.
fn preset_name(texts: &Texts, preset: Preset) -> String {
    match preset {
        Preset::Standard => texts.get("rules-preset-standard"),
        Preset::Ccerl2p10v2 => preset.name().to_owned(),
    }
}

fn teams_row(ui: &mut egui::Ui, texts: &Texts, teams: &mut Vec<Vec<rules::Seat>>, players: Option<usize>) {
    let allowed = players.is_none_or(|n| n == 4 || n == 6);
    let mut partners = !teams.is_empty();
    let changed = ui
        .vertical(|ui| {
            ui.set_max_width(VALUE_WIDTH);
            let changed = ui.add_enabled_ui(allowed, |ui| choice(ui, texts, &mut partners, TEAMS)).inner;
            note(ui, if allowed { explanation(texts, &partners, TEAMS) } else { texts.get("rules-teams-not-allowed") });
            changed
        })
        .inner;
    ui.end_row();
    if changed {
        *teams = if partners { partners_opposite(players.unwrap_or(6)) } else { Vec::new() };
    }
}
