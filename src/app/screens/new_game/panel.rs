//! The new-game screen: on the left the setup files found, each with a
//! Start button (a file that failed to load is listed with its error); on
//! the right a builder for a game of one's own: seats and every rule option.

use crate::app::names::{PERSON_NAME, colour_name, level_choice, mark_name, player_name, point_name, seat_name};
use crate::app::navigation::GoTo;
use crate::app::notice::Notice;
use crate::app::setup_error::file_error_text;
use crate::app::ui::help::HelpPage;
use crate::app::ui::rules_form::rules_editor;
use crate::app::ui::widgets::marble_button;
use crate::app::ui::widgets::{WARNING, anchored, note, notice, scroll};
use crate::app::{CurrentSettings, FirstMover, GameRequest, Screen, SetupCatalogue, SetupEntry, UiTexts};
use crate::locale::Texts;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use rules::{
    Colour, Level, Looks, MAX_PLAYERS, Mark, PLAYER_COUNTS, PlayerKind, PlayerSpec, Rules, Setup, seat_looks,
    seat_points,
};

/// Width of the list of setup files, in points.
const COLUMN_WIDTH: f32 = 400.0;

/// Width of the setup builder, in points.
const BUILDER_WIDTH: f32 = 560.0;

/// Room kept free above and below the windows, in points.
const MARGIN: f32 = 16.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::NewGame), prepare_builder)
        .add_systems(EguiPrimaryContextPass, new_game_screen.run_if(in_state(Screen::NewGame)));
}

/// One seat of the builder.
#[derive(Debug, Clone)]
struct Seat {
    /// Human or computer at a level.
    kind: PlayerKind,
    /// A person's name (left out of the setup when blank).
    name: String,
    /// The colour chosen, if any.
    colour: Option<Colour>,
    /// The mark chosen, if any.
    mark: Option<Mark>,
}

impl Seat {
    fn spec(&self) -> PlayerSpec {
        let name = self.name.trim();
        let named = self.kind == PlayerKind::Human && !name.is_empty();
        PlayerSpec { kind: self.kind, name: named.then(|| name.to_owned()), colour: self.colour, mark: self.mark }
    }
}

/// The game being built on the right of the screen; kept while the app
/// runs, so leaving the screen does not lose it. Written only by this
/// screen's panel.
#[derive(Resource, Debug)]
struct SetupBuilder {
    /// How many seats play (2, 3, 4 or 6).
    players: usize,
    /// Every possible seat; the first `players` play.
    seats: [Seat; MAX_PLAYERS],
    /// The rules; teams as edited by the rules form.
    rules: Rules,
    /// The settings' default rules the builder last took, to tell the
    /// player's own edits from rules nobody has touched yet.
    defaults: Rules,
    /// Who moves first.
    first: FirstMover,
}

impl SetupBuilder {
    /// You against one computer at Medium, with these rules.
    fn new(rules: &Rules) -> SetupBuilder {
        let computer =
            Seat { kind: PlayerKind::Computer(Level::MEDIUM), name: String::new(), colour: None, mark: None };
        let mut seats: [Seat; MAX_PLAYERS] = std::array::from_fn(|_| computer.clone());
        seats[0] = Seat { kind: PlayerKind::Human, name: PERSON_NAME.to_owned(), ..computer };
        SetupBuilder { players: 2, seats, rules: rules.clone(), defaults: rules.clone(), first: FirstMover::PlayerOne }
    }

    /// Takes new default rules, unless the player has edited the rules.
    fn follow_defaults(&mut self, defaults: &Rules) {
        if self.rules == self.defaults && self.defaults != *defaults {
            self.rules = defaults.clone();
            self.defaults = defaults.clone();
        }
    }

    /// The setup built so far, its name and description in the language
    /// of `texts`.
    fn setup(&self, texts: &Texts) -> Setup {
        let seats = &self.seats[..self.players];
        let mut setup = Setup::new(seats.iter().map(Seat::spec).collect());
        setup.rules = self.rules.for_players(self.players);
        setup.description = rules::Seat::all(self.players)
            .map(|p| player_name(texts, &setup, p))
            .collect::<Vec<_>>()
            .join(&texts.get("list-separator"));
        setup.name = texts.get("new-game-custom-name");
        setup.to_move = self.first.seat(self.players, 0);
        setup
    }

    /// What Start asks for: the setup, with the first mover drawn when
    /// that is the choice.
    fn start(&self, texts: &Texts) -> GameRequest {
        match self.first {
            FirstMover::Random => GameRequest::StartDrawingFirst(self.setup(texts)),
            _ => GameRequest::Start(self.setup(texts)),
        }
    }
}

/// Makes the builder on the first visit; on later visits, rules the player
/// has not edited follow the settings' default rules, which may have
/// changed meanwhile.
fn prepare_builder(mut commands: Commands, builder: Option<ResMut<SetupBuilder>>, settings: Res<CurrentSettings>) {
    match builder {
        None => commands.insert_resource(SetupBuilder::new(&settings.default_rules)),
        Some(mut builder) => builder.follow_defaults(&settings.default_rules),
    }
}

/// What the screen asks for this frame.
enum Choice {
    Start(GameRequest),
    Back,
}

fn new_game_screen(
    mut contexts: EguiContexts,
    catalogue: Res<SetupCatalogue>,
    builder: Option<ResMut<SetupBuilder>>,
    notice_text: Res<Notice>,
    help: Res<HelpPage>,
    texts: Res<UiTexts>,
    mut commands: MessageWriter<GameRequest>,
    mut go: MessageWriter<GoTo>,
) -> Result {
    let Some(mut builder) = builder else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let height = ctx.content_rect().height() - 2.0 * MARGIN - 40.0;
    let listed = anchored(ctx, "setup files", egui::Align2::LEFT_TOP, [MARGIN, MARGIN])
        .show(ctx, |ui| setup_list(ui, &texts, &catalogue, height))
        .and_then(|response| response.inner.flatten());
    let built = anchored(ctx, "setup builder", egui::Align2::RIGHT_TOP, [-MARGIN, MARGIN])
        .show(ctx, |ui| builder_form(ui, &texts, &mut builder, &help, &notice_text, height))
        .and_then(|response| response.inner.flatten());
    match listed.or(built) {
        Some(Choice::Start(request)) => {
            commands.write(request);
        }
        Some(Choice::Back) => {
            go.write(GoTo::screen(Screen::Menu));
        }
        None => {}
    }
    Ok(())
}

/// The setup files, each with a Start button, or its error.
fn setup_list(ui: &mut egui::Ui, texts: &Texts, catalogue: &SetupCatalogue, height: f32) -> Option<Choice> {
    ui.set_width(COLUMN_WIDTH);
    ui.heading(texts.get("new-game-setups"));
    ui.separator();
    if catalogue.entries().is_empty() {
        note(ui, texts.get("new-game-no-setups"));
    }
    let mut choice = None;
    scroll("setup files", height).show(ui, |ui| {
        for entry in catalogue.entries() {
            if let Some(setup) = setup_entry(ui, texts, entry) {
                choice = Some(Choice::Start(GameRequest::Start(setup)));
            }
            ui.separator();
        }
    });
    choice
}

/// One setup file; returns its setup when its Start button is pressed.
fn setup_entry(ui: &mut egui::Ui, texts: &Texts, entry: &SetupEntry) -> Option<Setup> {
    let file = entry.name.clone();
    match &entry.setup {
        Ok(setup) => {
            let title = if setup.name.is_empty() { file } else { setup.name.clone() };
            let line =
                if setup.description.is_empty() { seat_summary(texts, setup) } else { setup.description.clone() };
            let start = ui
                .horizontal(|ui| {
                    let start = ui.button(texts.get("new-game-start")).clicked();
                    ui.vertical(|ui| {
                        ui.strong(title);
                        note(ui, line);
                    });
                    start
                })
                .inner;
            start.then(|| setup.clone())
        }
        Err(error) => {
            ui.strong(file);
            ui.colored_label(WARNING, file_error_text(texts, error));
            None
        }
    }
}

/// "2 players: You, Computer 2 (Level 5)".
fn seat_summary(texts: &Texts, setup: &Setup) -> String {
    let names: Vec<String> = rules::Seat::all(setup.players.len()).map(|p| player_name(texts, setup, p)).collect();
    texts.with(
        "new-game-seat-summary",
        &[("count", names.len().into()), ("names", names.join(&texts.get("list-separator")).into())],
    )
}

/// The builder: seats, rules and the Start / Back buttons.
fn builder_form(
    ui: &mut egui::Ui,
    texts: &Texts,
    builder: &mut SetupBuilder,
    help: &HelpPage,
    notice_text: &Notice,
    height: f32,
) -> Option<Choice> {
    ui.set_width(BUILDER_WIDTH);
    ui.heading(texts.get("new-game-build"));
    ui.separator();
    scroll("setup builder", height - 60.0).show(ui, |ui| {
        player_count(ui, texts, &mut builder.players);
        seats(ui, texts, builder);
        first_mover(ui, texts, builder);
        ui.add_space(8.0);
        ui.strong(texts.get("new-game-rules"));
        rules_editor(ui, texts, "builder rules", &mut builder.rules, Some(builder.players), help);
    });
    ui.separator();
    notice(ui, notice_text);
    ui.horizontal(|ui| {
        if ui.button(texts.get("ui-back")).clicked() {
            return Some(Choice::Back);
        }
        ui.button(texts.get("new-game-start")).clicked().then(|| Choice::Start(builder.start(texts)))
    })
    .inner
}

fn player_count(ui: &mut egui::Ui, texts: &Texts, players: &mut usize) {
    ui.horizontal(|ui| {
        ui.label(texts.get("new-game-players"));
        for count in PLAYER_COUNTS {
            ui.selectable_value(players, count, count.to_string());
        }
    });
}

/// One line per playing seat: its marble (click to choose the colour and
/// the mark), start point, who plays it.
fn seats(ui: &mut egui::Ui, texts: &Texts, builder: &mut SetupBuilder) {
    let points = seat_points(builder.players).unwrap_or_default();
    let looks = seat_looks(&builder.setup(texts)).unwrap_or_default();
    egui::Grid::new("seats").num_columns(4).spacing([10.0, 4.0]).show(ui, |ui| {
        for (p, (seat, point)) in builder.seats.iter_mut().zip(points).enumerate() {
            if let Some(&shown) = looks.get(p) {
                seat_looks_menu(ui, texts, p, seat, shown, &looks);
            } else {
                ui.label("");
            }
            let player = seat_name(texts, rules::Seat::new(p));
            ui.label(
                texts.with("new-game-seat", &[("player", player.into()), ("point", point_name(texts, *point).into())]),
            );
            seat_kind(ui, texts, p, &mut seat.kind);
            if seat.kind == PlayerKind::Human {
                let hint = texts.get("new-game-name-hint");
                ui.add(egui::TextEdit::singleline(&mut seat.name).hint_text(hint).desired_width(140.0));
            } else {
                ui.label("");
            }
            ui.end_row();
        }
    });
}

/// A seat's marble; clicked, it opens the colours (those of other seats
/// greyed out) and the marks.
fn seat_looks_menu(ui: &mut egui::Ui, texts: &Texts, p: usize, seat: &mut Seat, shown: Looks, all: &[Looks]) {
    let response = marble_button(ui, shown, false).on_hover_text(texts.get("new-game-looks"));
    let popup = egui::Popup::menu(&response).id(egui::Id::new(("seat looks", p)));
    popup.close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside).show(|ui| {
        ui.horizontal(|ui| {
            for colour in Colour::ALL {
                let others = all.iter().enumerate().any(|(q, l)| q != p && l.colour == colour);
                let marble = ui
                    .add_enabled_ui(!others, |ui| marble_button(ui, Looks { colour, ..shown }, colour == shown.colour));
                if marble.inner.on_hover_text(colour_name(texts, colour)).clicked() {
                    seat.colour = Some(colour);
                }
            }
        });
        ui.horizontal(|ui| {
            for mark in Mark::ALL {
                let marble = marble_button(ui, Looks { mark, ..shown }, mark == shown.mark);
                if marble.on_hover_text(mark_name(texts, mark)).clicked() {
                    seat.mark = Some(mark);
                }
            }
        });
    });
}

/// Player 1, another seat, or a seat drawn at random.
fn first_mover(ui: &mut egui::Ui, texts: &Texts, builder: &mut SetupBuilder) {
    if let FirstMover::Seat(seat) = builder.first
        && seat > builder.players
    {
        builder.first = FirstMover::PlayerOne;
    }
    let name = |first: FirstMover| match first {
        FirstMover::PlayerOne => seat_name(texts, rules::Seat::new(0)),
        FirstMover::Seat(seat) => seat_name(texts, rules::Seat::from_number(seat)),
        FirstMover::Random => texts.get("new-game-random"),
    };
    ui.horizontal(|ui| {
        ui.label(texts.get("new-game-first"));
        egui::ComboBox::from_id_salt("builder first").selected_text(name(builder.first)).show_ui(ui, |ui| {
            ui.selectable_value(&mut builder.first, FirstMover::PlayerOne, name(FirstMover::PlayerOne));
            for seat in 2..=builder.players {
                ui.selectable_value(&mut builder.first, FirstMover::Seat(seat), name(FirstMover::Seat(seat)));
            }
            ui.selectable_value(&mut builder.first, FirstMover::Random, name(FirstMover::Random));
        });
    });
}

fn seat_kind(ui: &mut egui::Ui, texts: &Texts, seat: usize, kind: &mut PlayerKind) {
    egui::ComboBox::from_id_salt(("seat kind", seat)).selected_text(kind_name(texts, *kind)).show_ui(ui, |ui| {
        ui.selectable_value(kind, PlayerKind::Human, kind_name(texts, PlayerKind::Human));
        for level in Level::ALL {
            ui.selectable_value(kind, PlayerKind::Computer(level), kind_name(texts, PlayerKind::Computer(level)));
        }
    });
}

/// Who plays a seat: "Human", "Computer (Level 5 · Medium · about 1230)".
fn kind_name(texts: &Texts, kind: PlayerKind) -> String {
    match kind {
        PlayerKind::Human => texts.get("new-game-human"),
        PlayerKind::Computer(level) => texts.with("new-game-computer", &[("level", level_choice(texts, level).into())]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::Language;
    use rules::{Game, Seat};

    fn english() -> Texts {
        Texts::new(Language::English)
    }

    #[test]
    fn the_default_is_you_against_one_computer_at_medium() {
        let setup = SetupBuilder::new(&Rules::default()).setup(&english());
        assert_eq!(setup.players.len(), 2);
        assert_eq!(setup.players[0], PlayerSpec::new(PlayerKind::Human).named("You"));
        assert_eq!(setup.players[1].kind, PlayerKind::Computer(Level::MEDIUM));
        assert_eq!(setup.rules, Rules::default());
        assert!(Game::from_setup(&setup).is_ok());
    }

    #[test]
    fn the_builder_names_its_game_and_its_seats() {
        let texts = english();
        let setup = SetupBuilder::new(&Rules::default()).setup(&texts);
        assert_eq!(setup.name, "Custom game");
        assert_eq!(setup.description, "You, Computer 2 (Level 5 · Medium)");
        assert_eq!(seat_summary(&texts, &setup), "2 players: You, Computer 2 (Level 5 · Medium)");
        let computer = kind_name(&texts, PlayerKind::Computer(Level::MEDIUM));
        assert!(computer.starts_with("Computer (Level 5 · Medium · about ") && computer.ends_with(')'), "{computer}");
    }

    #[test]
    fn every_player_count_builds_a_playable_setup_with_partners() {
        let partners = Rules {
            teams: [[1, 4], [2, 5], [3, 6]].map(|team| team.map(Seat::from_number).to_vec()).to_vec(),
            ..Rules::default()
        };
        for players in PLAYER_COUNTS {
            let mut builder = SetupBuilder::new(&partners);
            builder.players = players;
            let setup = builder.setup(&english());
            assert_eq!(setup.players.len(), players);
            assert_eq!(setup.rules.teams.is_empty(), players < 4, "{players} players");
            assert!(Game::from_setup(&setup).is_ok(), "{players} players");
        }
    }

    #[test]
    fn a_fresh_builder_takes_the_settings_rules_and_the_first_mover_chosen() {
        use bevy::ecs::system::RunSystemOnce;
        let removed = Rules { unused_points: rules::UnusedPoints::Removed, ..Rules::default() };
        let mut world = World::new();
        let settings = crate::app::Settings { default_rules: removed.clone(), ..Default::default() };
        world.insert_resource(CurrentSettings::for_test(settings));
        world.run_system_once(prepare_builder).expect("the system runs");
        world.flush();
        let builder = world.resource::<SetupBuilder>();
        assert_eq!(builder.setup(&english()).rules, removed, "the builder starts from the settings' rules");
        let first = SetupBuilder { first: FirstMover::Seat(2), ..SetupBuilder::new(&removed) };
        assert_eq!(first.setup(&english()).to_move, rules::Seat::new(1));
        assert!(matches!(first.start(&english()), GameRequest::Start(_)));
        let drawn = SetupBuilder { first: FirstMover::Random, ..SetupBuilder::new(&removed) };
        assert!(matches!(drawn.start(&english()), GameRequest::StartDrawingFirst(_)));
    }

    #[test]
    fn untouched_rules_follow_the_settings_and_edited_rules_stay() {
        let long = Rules { jumps: rules::Jumps::Long, ..Rules::default() };
        let mut untouched = SetupBuilder::new(&Rules::default());
        untouched.follow_defaults(&long);
        assert_eq!(untouched.rules, long, "new defaults reach a builder nobody edited");
        let mut edited = SetupBuilder::new(&Rules::default());
        edited.rules.target_lock = rules::TargetLock::EndOfMove;
        edited.follow_defaults(&long);
        assert!(
            edited.rules.target_lock == rules::TargetLock::EndOfMove && edited.rules.jumps == rules::Jumps::Adjacent,
            "edits stay"
        );
    }
}
