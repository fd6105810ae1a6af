//! The online screen's panel: the host and join forms side by side, then
//! the lobby of the game hosted or joined. Back, or Esc, stops hosting or
//! leaves, and returns to the menu.

use super::form::{OnlineForm, SeatChoice, form_error};
use super::lan::LanGames;
use crate::app::names::{computer_name, level_choice, level_name, seat_line, stand_in_name};
use crate::app::navigation::GoTo;
use crate::app::net::Turned;
use crate::app::net::{TurnedAway, closing_text, lost_text};
use crate::app::notice::{Notice, SetNotice};
use crate::app::ui::widgets::{WARNING, note, notice, page_with_back};
use crate::app::{CurrentSettings, Door, HostRequest, Hosting, JoinRequest, Joined, JoinedState, Screen, UiTexts};
use crate::locale::Texts;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use net::{Chair, Closing, SeatState, SeatWish};
use rules::{Level, PLAYER_COUNTS, Seat};

/// Width of each form, in points.
const FORM_WIDTH: f32 = 300.0;

/// Room between the two forms, in points.
const COLUMN_GAP: f32 = 24.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, online_screen.run_if(in_state(Screen::Online)));
}

/// What the panel asks for this frame.
enum Choice {
    Host,
    Join,
    Start,
    Fill(Vec<Seat>, Level),
    Leave,
}

/// The games the panel shows: hosted, joined or found on the network.
#[derive(SystemParam)]
struct Games<'w> {
    hosting: Option<Res<'w, Hosting>>,
    door: Option<Res<'w, Door>>,
    joined: Option<Res<'w, Joined>>,
    lan: Option<Res<'w, LanGames>>,
}

/// The messages the panel sends.
#[derive(SystemParam)]
struct Asks<'w> {
    host: MessageWriter<'w, HostRequest>,
    join: MessageWriter<'w, JoinRequest>,
    notices: MessageWriter<'w, SetNotice>,
    go: MessageWriter<'w, GoTo>,
}

fn online_screen(
    mut contexts: EguiContexts,
    mut form: ResMut<OnlineForm>,
    settings: Res<CurrentSettings>,
    texts: Res<UiTexts>,
    games: Games,
    notice_text: Res<Notice>,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    asks: Asks,
) -> Result {
    let Games { hosting, door, joined, lan } = games;
    let Asks { mut host, mut join, mut notices, mut go } = asks;
    let ctx = contexts.ctx_mut()?;
    let mut choice = None;
    let joined = joined.filter(|j| !j.state().is_over() || hosting.is_none());
    let back = page_with_back(ctx, &texts, "online", |ui| {
        ui.heading(texts.get("online-heading"));
        ui.separator();
        if let Some(hosting) = &hosting {
            choice = host_lobby(ui, &texts, hosting, door.as_deref());
        } else if let Some(joined) = joined.as_ref().filter(|j| !j.state().is_over()) {
            choice = join_lobby(ui, &texts, joined);
        } else {
            ui.horizontal_wrapped(|ui| {
                if ui.button(texts.get("room-open-screen")).clicked() {
                    go.write(GoTo::screen(Screen::Room));
                }
                note(ui, texts.get("room-open-screen-note"));
            });
            ui.separator();
            match joined.as_ref().map(|j| j.state()) {
                Some(JoinedState::Lost(lost)) => {
                    ui.colored_label(WARNING, lost_text(&texts, lost));
                }
                Some(JoinedState::Ended(why)) => {
                    ui.colored_label(
                        WARNING,
                        texts.with("online-last-game-ended", &[("reason", closing_text(&texts, *why).into())]),
                    );
                }
                _ => {}
            }
            ui.horizontal_top(|ui| {
                ui.vertical(|ui| {
                    ui.set_width(FORM_WIDTH);
                    choice = choice.take().or(host_form(ui, &texts, &mut form));
                });
                ui.add_space(COLUMN_GAP);
                ui.vertical(|ui| {
                    ui.set_width(FORM_WIDTH);
                    choice = choice.take().or(join_form(ui, &texts, &mut form, lan.as_deref()));
                });
            });
        }
        notice(ui, &notice_text);
    });
    let back = back || keys.is_some_and(|k| k.just_pressed(KeyCode::Escape));
    if back {
        choice = Some(Choice::Leave);
    }
    match choice {
        Some(Choice::Host) => match form.hosting(&texts, &settings, rand::random()) {
            Ok(options) => {
                host.write(HostRequest::Open(Box::new(options)));
            }
            Err(error) => {
                notices.write(SetNotice::show(form_error(&texts, &error)));
            }
        },
        Some(Choice::Join) => match form.join(&texts) {
            Ok(request) => {
                join.write(request);
            }
            Err(error) => {
                notices.write(SetNotice::show(form_error(&texts, &error)));
            }
        },
        Some(Choice::Start) => {
            host.write(HostRequest::Start);
        }
        Some(Choice::Fill(seats, level)) => {
            host.write_batch(seats.into_iter().map(|seat| HostRequest::FillSeat(seat, level)));
        }
        Some(Choice::Leave) => {
            if hosting.is_some() {
                // Crosses the network to the players, in the protocol's
                // English: they may read another language.
                host.write(HostRequest::Close(Closing::HostLeft));
            }
            if joined.is_some() {
                join.write(JoinRequest::Leave);
            }
            if back {
                go.write(GoTo::screen(Screen::Menu));
            }
        }
        None => {}
    }
    Ok(())
}

/// Hosting: how many seats, who takes each, the port.
fn host_form(ui: &mut egui::Ui, texts: &Texts, form: &mut OnlineForm) -> Option<Choice> {
    ui.label(egui::RichText::new(texts.get("online-host-heading")).strong());
    note(ui, texts.get("online-host-intro"));
    ui.horizontal(|ui| {
        ui.label(texts.get("online-players"));
        for n in PLAYER_COUNTS {
            ui.selectable_value(&mut form.players, n, n.to_string());
        }
    });
    for seat in 0..form.players {
        ui.horizontal(|ui| {
            ui.label(texts.with("online-seat", &[("seat", (seat + 1).into())]));
            let choice = &mut form.seats[seat];
            let selected = seat_choice_name(texts, *choice);
            egui::ComboBox::from_id_salt(("online seat", seat)).selected_text(selected).show_ui(ui, |ui| {
                let options =
                    [SeatChoice::You, SeatChoice::Open].into_iter().chain(Level::ALL.map(SeatChoice::Computer));
                for option in options {
                    ui.selectable_value(choice, option, seat_choice_name(texts, option));
                }
            });
        });
    }
    ui.horizontal(|ui| {
        ui.label(texts.get("online-your-name"));
        let hint = texts.get("online-default-host-name");
        ui.add(egui::TextEdit::singleline(&mut form.name).hint_text(hint).desired_width(170.0));
    });
    ui.horizontal(|ui| {
        ui.label(texts.get("online-port"));
        ui.add(egui::TextEdit::singleline(&mut form.port).desired_width(70.0));
    });
    // Wrapped: the label is long in some languages.
    ui.horizontal_wrapped(|ui| {
        let hover = texts.get("online-stand-in-after-hover");
        ui.label(texts.get("online-stand-in-after")).on_hover_text(&hover);
        ui.add(egui::TextEdit::singleline(&mut form.stand_in_after).desired_width(40.0)).on_hover_text(hover);
    });
    note(ui, texts.get("online-no-undo"));
    ui.button(texts.get("online-host-button")).clicked().then_some(Choice::Host)
}

/// Joining: address, code, name, seat, and the games heard on this network.
fn join_form(ui: &mut egui::Ui, texts: &Texts, form: &mut OnlineForm, lan: Option<&LanGames>) -> Option<Choice> {
    ui.label(egui::RichText::new(texts.get("online-join-heading")).strong());
    let mut choice = None;
    egui::Grid::new("join form").num_columns(2).show(ui, |ui| {
        ui.label(texts.get("online-address"));
        // Example entries, the same in every language.
        ui.add(egui::TextEdit::singleline(&mut form.address).hint_text("192.168.1.20").desired_width(170.0));
        ui.end_row();
        ui.label(texts.get("online-code"));
        ui.add(egui::TextEdit::singleline(&mut form.code).hint_text("ABCD-EFGH").desired_width(170.0));
        ui.end_row();
        ui.label(texts.get("online-your-name"));
        let hint = texts.get("online-default-guest-name");
        ui.add(egui::TextEdit::singleline(&mut form.name).hint_text(hint).desired_width(170.0));
        ui.end_row();
    });
    ui.horizontal(|ui| {
        ui.selectable_value(&mut form.wish, SeatWish::AnyOpen, texts.get("online-any-open-seat"));
        ui.selectable_value(&mut form.wish, SeatWish::Watch, texts.get("online-watch"));
    });
    ui.horizontal(|ui| {
        ui.label(texts.get("online-seat-wish"));
        for seat in 0..6u8 {
            ui.selectable_value(&mut form.wish, SeatWish::Seat(seat), (seat + 1).to_string());
        }
    });
    if ui.button(texts.get("online-join-button")).clicked() {
        choice = Some(Choice::Join);
    }
    ui.separator();
    ui.label(texts.get("online-lan-heading"));
    let mut any = false;
    for game in lan.and_then(LanGames::listener).into_iter().flat_map(|l| l.games()) {
        any = true;
        let text = texts.with(
            "online-lan-game",
            &[
                ("name", game.name.as_str().into()),
                ("address", game.address.to_string().into()),
                ("open", game.open.into()),
            ],
        );
        if ui.button(text).on_hover_text(texts.get("online-lan-game-hover")).clicked() {
            form.address = game.address.to_string();
        }
    }
    match lan.and_then(LanGames::problem) {
        Some(problem) => note(ui, texts.with("online-lan-cannot-listen", &[("reason", problem.into())])),
        None if !any => note(ui, texts.get("online-lan-none")),
        None => {}
    }
    choice
}

/// The host's lobby: the code and addresses to give out, the seats, who was
/// turned away, Start.
fn host_lobby(ui: &mut egui::Ui, texts: &Texts, hosting: &Hosting, door: Option<&Door>) -> Option<Choice> {
    let mut choice = None;
    ui.label(texts.get("online-give-code"));
    ui.label(egui::RichText::new(hosting.code().to_string()).size(28.0).strong().monospace());
    for address in hosting.addresses() {
        ui.label(egui::RichText::new(address.to_string()).monospace());
    }
    ui.separator();
    for (seat, chair) in hosting.chairs().iter().enumerate() {
        let who = match chair {
            Chair::Host(name) => texts.with("online-seat-here", &[("name", name.as_str().into())]),
            Chair::Computer(level) => computer_name(texts, level_name(texts, *level)),
            Chair::Open => texts.get("online-seat-open"),
            Chair::Remote { name, connected: true, .. } => name.clone(),
            Chair::Remote { name, connected: false, .. } => {
                texts.with("online-seat-dropped", &[("name", name.as_str().into())])
            }
            Chair::StandIn { level, name } => stand_in_name(texts, *level, name),
        };
        ui.horizontal(|ui| {
            ui.label(seat_line(texts, seat, who));
            if *chair == Chair::Open {
                let menu = texts.get("online-computer-menu");
                choice = choice.take().or(computer_menu(ui, texts, &menu, vec![Seat::new(seat)]));
            }
        });
    }
    for turned in door.map_or(&[][..], Door::turned_away) {
        ui.colored_label(WARNING, turned_away_text(texts, turned));
    }
    let open: Vec<Seat> =
        hosting.chairs().iter().enumerate().filter(|(_, c)| **c == Chair::Open).map(|(i, _)| Seat::new(i)).collect();
    ui.horizontal(|ui| {
        if open.len() > 1 {
            let menu = texts.get("online-computers-menu");
            choice = choice.take().or(computer_menu(ui, texts, &menu, open));
        }
        let start = ui.add_enabled(hosting.is_full(), egui::Button::new(texts.get("online-start")));
        if start.clicked() {
            choice = Some(Choice::Start);
        }
        if ui.button(texts.get("online-stop-hosting")).clicked() {
            choice = Some(Choice::Leave);
        }
    });
    choice
}

/// A menu of levels: the chosen one's computers take `seats`.
fn computer_menu(ui: &mut egui::Ui, texts: &Texts, text: &str, seats: Vec<Seat>) -> Option<Choice> {
    let mut level = None;
    ui.menu_button(text, |ui| {
        for option in Level::ALL {
            if ui.button(level_choice(texts, option)).clicked() {
                level = Some(option);
            }
        }
    });
    level.map(|level| Choice::Fill(seats, level))
}

/// A joined player's lobby: who sits where, until the host starts.
fn join_lobby(ui: &mut egui::Ui, texts: &Texts, joined: &Joined) -> Option<Choice> {
    match joined.state() {
        JoinedState::Connecting => {
            ui.label(texts.with("online-connecting", &[("address", joined.address().to_string().into())]))
        }
        _ => ui.label(match joined.seat() {
            Some(seat) => texts.with("online-your-seat", &[("seat", seat.number().into())]),
            None => texts.get("online-watching"),
        }),
    };
    for (seat, state) in joined.seats().iter().enumerate() {
        let who = match state {
            SeatState::Host(name) => texts.with("online-seat-host", &[("name", name.as_str().into())]),
            SeatState::Computer { level, stands_in_for: None } => computer_name(texts, level_name(texts, *level)),
            SeatState::Computer { level, stands_in_for: Some(name) } => stand_in_name(texts, *level, name),
            SeatState::Open => texts.get("online-seat-open"),
            SeatState::Remote { name, connected: true } => name.clone(),
            SeatState::Remote { name, connected: false } => {
                texts.with("online-seat-dropped", &[("name", name.as_str().into())])
            }
        };
        ui.label(seat_line(texts, seat, who));
    }
    ui.button(texts.get("online-leave")).clicked().then_some(Choice::Leave)
}

/// A choice of the host form's seat menu.
fn seat_choice_name(texts: &Texts, choice: SeatChoice) -> String {
    match choice {
        SeatChoice::You => texts.get("you"),
        SeatChoice::Open => texts.get("online-seat-choice-open"),
        SeatChoice::Computer(level) => computer_name(texts, level_choice(texts, level)),
    }
}

/// A connection the host's door turned away, one sentence per reason.
fn turned_away_text(texts: &Texts, turned: &TurnedAway) -> String {
    let key = match turned.why {
        Turned::WrongCode => "online-turned-away-wrong-code",
        Turned::Protocol => "online-turned-away-protocol",
        Turned::NetcodeVersion => "online-turned-away-netcode",
    };
    texts.with(key, &[("address", turned.address.to_string().into())])
}
