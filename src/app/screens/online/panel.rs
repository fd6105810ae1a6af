//! The online screen's panel: the host and join forms side by side, then
//! the lobby of the game hosted or joined. Back, or Esc, stops hosting or
//! leaves, and returns to the menu.

use super::{LanGames, OnlineForm, SeatChoice};
use crate::app::names::level_choice;
use crate::app::navigation::GoTo;
use crate::app::notice::{Notice, SetNotice};
use crate::app::ui::widgets::{WARNING, note, notice, page_with_back};
use crate::app::{CurrentSettings, Door, HostRequest, Hosting, JoinRequest, Joined, JoinedState, Screen};
use crate::net::{Chair, SeatState, SeatWish};
use crate::rules::{Level, PLAYER_COUNTS, Seat};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

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
    let back = page_with_back(ctx, "online", |ui| {
        ui.heading("Play online");
        ui.separator();
        if let Some(hosting) = &hosting {
            choice = host_lobby(ui, hosting, door.as_deref());
        } else if let Some(joined) = joined.as_ref().filter(|j| !j.state().is_over()) {
            choice = join_lobby(ui, joined);
        } else {
            if let Some(JoinedState::Lost(why) | JoinedState::Ended(why)) = joined.as_ref().map(|j| j.state()) {
                ui.colored_label(WARNING, format!("The last game ended: {why}."));
            }
            ui.horizontal_top(|ui| {
                ui.vertical(|ui| {
                    ui.set_width(FORM_WIDTH);
                    choice = choice.take().or(host_form(ui, &mut form));
                });
                ui.add_space(COLUMN_GAP);
                ui.vertical(|ui| {
                    ui.set_width(FORM_WIDTH);
                    choice = choice.take().or(join_form(ui, &mut form, lan.as_deref()));
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
        Some(Choice::Host) => match form.hosting(&settings, rand::random()) {
            Ok(options) => {
                host.write(HostRequest::Open(Box::new(options)));
            }
            Err(error) => {
                notices.write(SetNotice::show(format!("Cannot host: {error}.")));
            }
        },
        Some(Choice::Join) => match form.join() {
            Ok(request) => {
                join.write(request);
            }
            Err(error) => {
                notices.write(SetNotice::show(format!("Cannot join: {error}.")));
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
                host.write(HostRequest::Close("the host left".into()));
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
fn host_form(ui: &mut egui::Ui, form: &mut OnlineForm) -> Option<Choice> {
    ui.label(egui::RichText::new("Host a game").strong());
    note(ui, "Friends join the open seats from their own computers.");
    ui.horizontal(|ui| {
        ui.label("Players");
        for n in PLAYER_COUNTS {
            ui.selectable_value(&mut form.players, n, n.to_string());
        }
    });
    for seat in 0..form.players {
        ui.horizontal(|ui| {
            ui.label(format!("Seat {}", seat + 1));
            let choice = &mut form.seats[seat];
            egui::ComboBox::from_id_salt(("online seat", seat)).selected_text(seat_name(*choice)).show_ui(ui, |ui| {
                let options =
                    [SeatChoice::You, SeatChoice::Open].into_iter().chain(Level::ALL.map(SeatChoice::Computer));
                for option in options {
                    ui.selectable_value(choice, option, seat_name(option));
                }
            });
        });
    }
    ui.horizontal(|ui| {
        ui.label("Your name");
        ui.add(egui::TextEdit::singleline(&mut form.name).hint_text("Host").desired_width(170.0));
    });
    ui.horizontal(|ui| {
        ui.label("Port");
        ui.add(egui::TextEdit::singleline(&mut form.port).desired_width(70.0));
    });
    ui.horizontal(|ui| {
        ui.label("A computer takes a dropped seat after");
        ui.add(egui::TextEdit::singleline(&mut form.stand_in_after).desired_width(40.0));
        ui.label("s");
    });
    note(ui, "Undo and pause are off in online games.");
    ui.button("Host online").clicked().then_some(Choice::Host)
}

/// Joining: address, code, name, seat, and the games heard on this network.
fn join_form(ui: &mut egui::Ui, form: &mut OnlineForm, lan: Option<&LanGames>) -> Option<Choice> {
    ui.label(egui::RichText::new("Join a game").strong());
    let mut choice = None;
    egui::Grid::new("join form").num_columns(2).show(ui, |ui| {
        ui.label("Address");
        ui.add(egui::TextEdit::singleline(&mut form.address).hint_text("192.168.1.20").desired_width(170.0));
        ui.end_row();
        ui.label("Code");
        ui.add(egui::TextEdit::singleline(&mut form.code).hint_text("ABCD-EFGH").desired_width(170.0));
        ui.end_row();
        ui.label("Your name");
        ui.add(egui::TextEdit::singleline(&mut form.name).hint_text("Guest").desired_width(170.0));
        ui.end_row();
    });
    ui.horizontal(|ui| {
        ui.selectable_value(&mut form.wish, SeatWish::AnyOpen, "Any open seat");
        ui.selectable_value(&mut form.wish, SeatWish::Watch, "Watch");
    });
    ui.horizontal(|ui| {
        ui.label("Seat");
        for seat in 0..6u8 {
            ui.selectable_value(&mut form.wish, SeatWish::Seat(seat), (seat + 1).to_string());
        }
    });
    if ui.button("Join").clicked() {
        choice = Some(Choice::Join);
    }
    ui.separator();
    ui.label("Games on this network");
    let mut any = false;
    for game in lan.and_then(LanGames::listener).into_iter().flat_map(|l| l.games()) {
        any = true;
        let text = format!("{} at {}, {} open", game.name, game.address, game.open);
        if ui.button(text).on_hover_text("Fill in its address; the code comes from the host").clicked() {
            form.address = game.address.to_string();
        }
    }
    match lan.and_then(LanGames::problem) {
        Some(problem) => note(ui, problem),
        None if !any => note(ui, "None heard yet."),
        None => {}
    }
    choice
}

/// The host's lobby: the code and addresses to give out, the seats, who was
/// turned away, Start.
fn host_lobby(ui: &mut egui::Ui, hosting: &Hosting, door: Option<&Door>) -> Option<Choice> {
    let mut choice = None;
    ui.label("Give your friends the code and one of the addresses:");
    ui.label(egui::RichText::new(hosting.code().to_string()).size(28.0).strong().monospace());
    for address in hosting.addresses() {
        ui.label(egui::RichText::new(address.to_string()).monospace());
    }
    ui.separator();
    for (seat, chair) in hosting.chairs().iter().enumerate() {
        let who = match chair {
            Chair::Host(name) => format!("{name} (here)"),
            Chair::Computer(level) => format!("Computer ({level})"),
            Chair::Open => "open: waiting for a player".to_string(),
            Chair::Remote { name, connected: true, .. } => name.clone(),
            Chair::Remote { name, connected: false, .. } => format!("{name} (dropped out)"),
            Chair::StandIn { level, name } => format!("Computer ({level}) for {name}"),
        };
        ui.horizontal(|ui| {
            ui.label(format!("Seat {}: {who}", seat + 1));
            if *chair == Chair::Open {
                choice = choice.take().or(computer_menu(ui, "Computer", vec![Seat::new(seat)]));
            }
        });
    }
    for turned in door.map_or(&[][..], Door::turned_away) {
        ui.colored_label(WARNING, format!("Turned away {}: {}.", turned.address, turned.why));
    }
    let open: Vec<Seat> =
        hosting.chairs().iter().enumerate().filter(|(_, c)| **c == Chair::Open).map(|(i, _)| Seat::new(i)).collect();
    ui.horizontal(|ui| {
        if open.len() > 1 {
            choice = choice.take().or(computer_menu(ui, "Computers in open seats", open));
        }
        let start = ui.add_enabled(hosting.is_full(), egui::Button::new("Start the game"));
        if start.clicked() {
            choice = Some(Choice::Start);
        }
        if ui.button("Stop hosting").clicked() {
            choice = Some(Choice::Leave);
        }
    });
    choice
}

/// A menu of levels: the chosen one's computers take `seats`.
fn computer_menu(ui: &mut egui::Ui, text: &str, seats: Vec<Seat>) -> Option<Choice> {
    let mut level = None;
    ui.menu_button(text, |ui| {
        for option in Level::ALL {
            if ui.button(level_choice(option)).clicked() {
                level = Some(option);
            }
        }
    });
    level.map(|level| Choice::Fill(seats, level))
}

/// A joined player's lobby: who sits where, until the host starts.
fn join_lobby(ui: &mut egui::Ui, joined: &Joined) -> Option<Choice> {
    match joined.state() {
        JoinedState::Connecting => ui.label(format!("Connecting to {}…", joined.address())),
        _ => ui.label(match joined.seat() {
            Some(seat) => format!("You have seat {}. The host starts the game.", seat.index() + 1),
            None => "You are watching. The host starts the game.".to_string(),
        }),
    };
    for (seat, state) in joined.seats().iter().enumerate() {
        let who = match state {
            SeatState::Host(name) => format!("{name} (the host)"),
            SeatState::Computer(name) => name.clone(),
            SeatState::Open => "open".to_string(),
            SeatState::Remote { name, connected: true } => name.clone(),
            SeatState::Remote { name, connected: false } => format!("{name} (dropped out)"),
        };
        ui.label(format!("Seat {}: {who}", seat + 1));
    }
    ui.button("Leave").clicked().then_some(Choice::Leave)
}

fn seat_name(choice: SeatChoice) -> String {
    match choice {
        SeatChoice::You => "You".into(),
        SeatChoice::Open => "Open for a friend".into(),
        SeatChoice::Computer(level) => format!("Computer, {}", level_choice(level)),
    }
}
