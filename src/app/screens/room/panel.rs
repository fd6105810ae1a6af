//! The room screen's panel: the server form until connected; then the
//! lobby, joining by code and "your games" in one column, the table being
//! gathered (or a table to make) in the next, and chat in the last. Back,
//! or Esc, returns to the menu and keeps the connection, so seats stay
//! the player's; Disconnect hangs up.

use super::form::{ClockChoice, RoomForm, TableSeat, room_form_error};
use crate::app::names::{computer_name, level_choice, level_name, seat_line, stand_in_name};
use crate::app::navigation::GoTo;
use crate::app::notice::{Notice, SetNotice};
use crate::app::ui::chat::{ChatAction, chat_box};
use crate::app::ui::widgets::{WARNING, log_place, note, notice, page_with_back, scroll};
use crate::app::{CurrentSettings, Room, RoomPlace, RoomRequest, RoomStatus, Screen, SettingsChange, UiTexts};
use crate::locale::Texts;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use net::SeatWish;
use net::room::{Clock, OutOfTime, Place, SeatView, TableRef, TableState, TableSummary, TableView, ToServer, YourGame};
use rules::{Level, PLAYER_COUNTS};

/// Width of the lobby's column, in points.
const LOBBY_WIDTH: f32 = 260.0;

/// Width of the table's (or the new table's) column, in points.
const TABLE_WIDTH: f32 = 300.0;

/// Width of the chat's column, in points.
const CHAT_WIDTH: f32 = 200.0;

/// Room between columns, in points.
const COLUMN_GAP: f32 = 12.0;

/// Height of the lobby's list and of the chat before they scroll.
const LIST_HEIGHT: f32 = 190.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, room_screen.run_if(in_state(Screen::Room)));
}

/// What the panel asks for this frame.
enum Choice {
    Connect,
    Disconnect,
    Ask(ToServer),
    JoinByCode(SeatWish),
    Create,
    Mute(net::room::PlayerId),
    Unmute(Vec<net::room::PlayerId>),
}

/// The messages the panel sends.
#[derive(SystemParam)]
struct Asks<'w> {
    room: MessageWriter<'w, RoomRequest>,
    notices: MessageWriter<'w, SetNotice>,
    settings: MessageWriter<'w, SettingsChange>,
    go: MessageWriter<'w, GoTo>,
}

fn room_screen(
    mut contexts: EguiContexts,
    mut form: ResMut<RoomForm>,
    settings: Res<CurrentSettings>,
    texts: Res<UiTexts>,
    room: Option<Res<Room>>,
    notice_text: Res<Notice>,
    keys: Option<Res<ButtonInput<KeyCode>>>,
    asks: Asks,
) -> Result {
    let Asks { room: mut requests, mut notices, settings: mut changes, mut go } = asks;
    form.fill_from(&settings);
    let ctx = contexts.ctx_mut()?;
    let mut choice = None;
    let back = page_with_back(ctx, &texts, "room", |ui| {
        ui.heading(texts.get("room-heading"));
        ui.separator();
        match room.as_deref() {
            None => choice = server_form(ui, &texts, &mut form),
            Some(room) => {
                status_line(ui, &texts, room);
                ui.horizontal_top(|ui| {
                    ui.vertical(|ui| {
                        ui.set_width(LOBBY_WIDTH);
                        choice = choice.take().or(lobby(ui, &texts, room));
                        ui.separator();
                        choice = choice.take().or(join_by_code(ui, &texts, &mut form));
                        ui.separator();
                        choice = choice.take().or(your_games(ui, &texts, room));
                    });
                    ui.add_space(COLUMN_GAP);
                    ui.vertical(|ui| {
                        ui.set_width(TABLE_WIDTH);
                        choice = choice.take().or(match room.current() {
                            Some(view) => table(ui, &texts, room, view),
                            None => table_form(ui, &texts, &mut form),
                        });
                    });
                    ui.add_space(COLUMN_GAP);
                    ui.vertical(|ui| {
                        ui.set_width(CHAT_WIDTH);
                        choice = choice.take().or(chat(ui, &texts, room, &mut form));
                    });
                });
                if ui.button(texts.get("room-disconnect")).clicked() {
                    choice = Some(Choice::Disconnect);
                }
            }
        }
        notice(ui, &notice_text);
    });
    let typing = ctx.egui_wants_keyboard_input();
    if room.is_none() && std::mem::take(&mut form.connect_at_once) {
        choice = Some(Choice::Connect);
    }
    if back || (!typing && keys.is_some_and(|k| k.just_pressed(KeyCode::Escape))) {
        go.write(GoTo::screen(Screen::Menu));
    }
    match choice {
        Some(Choice::Connect) => match form.address() {
            Ok(address) => {
                let name = form.name_or_default(&texts);
                changes.write(SettingsChange::RoomUsed(RoomPlace {
                    server: form.server.trim().to_owned(),
                    name: form.name.trim().to_owned(),
                }));
                requests.write(RoomRequest::Connect { address, name });
            }
            Err(error) => {
                notices.write(SetNotice::show(room_form_error(&texts, &error)));
            }
        },
        Some(Choice::Disconnect) => {
            requests.write(RoomRequest::Disconnect);
        }
        Some(Choice::Ask(ask)) => {
            requests.write(RoomRequest::Ask(ask));
        }
        Some(Choice::JoinByCode(wish)) => match form.code() {
            Ok(code) => {
                requests.write(RoomRequest::Ask(ToServer::Join { table: TableRef::Code(code), wish }));
            }
            Err(error) => {
                notices.write(SetNotice::show(room_form_error(&texts, &error)));
            }
        },
        Some(Choice::Create) => {
            requests.write(RoomRequest::Ask(ToServer::Create(form.new_table(&texts, &settings))));
        }
        Some(Choice::Mute(player)) => {
            requests.write(RoomRequest::Mute(player, true));
        }
        Some(Choice::Unmute(players)) => {
            requests.write_batch(players.into_iter().map(|player| RoomRequest::Mute(player, false)));
        }
        None => {}
    }
    Ok(())
}

/// The server's address and the player's name, and Connect.
fn server_form(ui: &mut egui::Ui, texts: &Texts, form: &mut RoomForm) -> Option<Choice> {
    note(ui, texts.get("room-intro"));
    egui::Grid::new("room server form").num_columns(2).show(ui, |ui| {
        ui.label(texts.get("room-server"));
        // An example entry, the same in every language.
        ui.add(egui::TextEdit::singleline(&mut form.server).hint_text("play.example.org").desired_width(220.0));
        ui.end_row();
        ui.label(texts.get("online-your-name"));
        let hint = texts.get("online-default-guest-name");
        ui.add(egui::TextEdit::singleline(&mut form.name).hint_text(hint).desired_width(220.0));
        ui.end_row();
    });
    ui.button(texts.get("room-connect")).clicked().then_some(Choice::Connect)
}

/// Where the connection stands.
fn status_line(ui: &mut egui::Ui, texts: &Texts, room: &Room) {
    let address = ("address", room.address().to_string().into());
    match room.status() {
        RoomStatus::Connecting => ui.label(texts.with("online-connecting", &[address])),
        RoomStatus::Connected => ui.label(texts.with("room-connected", &[address])),
        RoomStatus::Down(why) => {
            let why = why.clone().unwrap_or_else(|| texts.get("room-closed-by-server"));
            ui.colored_label(WARNING, texts.with("room-reconnecting", &[address, ("reason", why.into())]))
        }
        RoomStatus::Refused(why) => ui.colored_label(WARNING, crate::app::room_refused_text(texts, why)),
    };
}

/// The public tables, each with Sit and Watch.
fn lobby(ui: &mut egui::Ui, texts: &Texts, room: &Room) -> Option<Choice> {
    ui.label(egui::RichText::new(texts.get("room-lobby-heading")).strong());
    let mut choice = None;
    if room.lobby().is_empty() {
        note(ui, texts.get("room-lobby-empty"));
    }
    scroll("room lobby", LIST_HEIGHT).show(ui, |ui| {
        for summary in room.lobby() {
            ui.label(table_line(texts, summary));
            ui.horizontal(|ui| {
                let open = summary.seats.contains(&SeatView::Open);
                let id = TableRef::Id(summary.id);
                if ui.add_enabled(open, egui::Button::new(texts.get("room-sit"))).clicked() {
                    choice = Some(Choice::Ask(ToServer::Join { table: id.clone(), wish: SeatWish::AnyOpen }));
                }
                let watch = ui.button(texts.get("online-watch"));
                log_place(ui, &watch, &format!("lobby watch {}", summary.id.0));
                if watch.clicked() {
                    choice = Some(Choice::Ask(ToServer::Join { table: id, wish: SeatWish::Watch }));
                }
            });
        }
    });
    choice
}

/// A table in one line: its name, seats taken, clock and watchers.
fn table_line(texts: &Texts, summary: &TableSummary) -> String {
    let taken = summary.seats.iter().filter(|s| **s != SeatView::Open).count();
    let state = match summary.state {
        TableState::Waiting => texts.get("room-state-waiting"),
        TableState::Playing { number } => texts.with("room-state-playing", &[("game", number.into())]),
        TableState::Over { number, .. } => texts.with("room-state-over", &[("game", number.into())]),
    };
    texts.with(
        "room-table-line",
        &[
            ("name", summary.name.as_str().into()),
            ("taken", taken.into()),
            ("seats", summary.seats.len().into()),
            ("clock", clock_text(texts, summary.clock).into()),
            ("watchers", summary.watchers.into()),
            ("state", state.into()),
        ],
    )
}

/// A table's clock in words.
fn clock_text(texts: &Texts, clock: Clock) -> String {
    match clock {
        Clock::None => texts.get("room-clock-none"),
        Clock::Fischer { base_secs, increment_secs } => texts
            .with("room-clock-fischer", &[("minutes", (base_secs / 60).into()), ("seconds", increment_secs.into())]),
        Clock::Days(days) => texts.with("room-clock-days", &[("days", days.into())]),
    }
}

/// A join code typed, then Sit or Watch.
fn join_by_code(ui: &mut egui::Ui, texts: &Texts, form: &mut RoomForm) -> Option<Choice> {
    let mut choice = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(texts.get("online-code"));
        ui.add(egui::TextEdit::singleline(&mut form.code).hint_text("ABCD-EFGH").desired_width(100.0));
        if ui.button(texts.get("room-sit")).clicked() {
            choice = Some(Choice::JoinByCode(SeatWish::AnyOpen));
        }
        if ui.button(texts.get("online-watch")).clicked() {
            choice = Some(Choice::JoinByCode(SeatWish::Watch));
        }
    });
    choice
}

/// Every table where the player holds a seat, whose turn it is, and Open.
fn your_games(ui: &mut egui::Ui, texts: &Texts, room: &Room) -> Option<Choice> {
    ui.label(egui::RichText::new(texts.get("room-your-games-heading")).strong());
    if room.your_games().is_empty() {
        note(ui, texts.get("room-your-games-none"));
    }
    let mut choice = None;
    for game in room.your_games() {
        ui.horizontal(|ui| {
            ui.label(your_game_line(texts, game));
            if ui.button(texts.get("room-open")).clicked() {
                let table = TableRef::Id(game.id);
                choice = Some(Choice::Ask(ToServer::Join { table, wish: SeatWish::AnyOpen }));
            }
        });
    }
    choice
}

/// One of "your games": its name and whose turn it is.
fn your_game_line(texts: &Texts, game: &YourGame) -> String {
    let name = ("name", game.name.as_str().into());
    match (&game.state, game.to_move) {
        (TableState::Waiting, _) => texts.with("room-your-game-waiting", &[name]),
        (TableState::Playing { .. }, Some(seat)) if seat == game.seat => {
            texts.with("room-your-game-your-turn", &[name])
        }
        (TableState::Playing { .. }, _) => texts.with("room-your-game-their-turn", &[name]),
        (TableState::Over { .. }, _) => texts.with("room-your-game-over", &[name]),
    }
}

/// The table the player is at, before its game: its code, its seats (the
/// maker fills open ones with computers and may send away a player not
/// yet started), and Leave.
fn table(ui: &mut egui::Ui, texts: &Texts, room: &Room, view: &TableView) -> Option<Choice> {
    let mut choice = None;
    let id = view.summary.id;
    ui.label(egui::RichText::new(view.summary.name.as_str()).strong());
    ui.label(texts.get("online-give-code"));
    ui.label(egui::RichText::new(view.code.to_string()).size(24.0).strong().monospace());
    ui.label(clock_text(texts, view.summary.clock));
    let maker = room.you() == Some(view.maker);
    let waiting = view.summary.state == TableState::Waiting;
    for (seat, holder) in view.summary.seats.iter().enumerate() {
        let who = match holder {
            SeatView::Open => texts.get("online-seat-open"),
            SeatView::Player { name, connected: true, .. } => name.clone(),
            SeatView::Player { name, connected: false, .. } => {
                texts.with("online-seat-dropped", &[("name", name.as_str().into())])
            }
            SeatView::Computer { level, stands_in_for: None } => computer_name(texts, level_name(texts, *level)),
            SeatView::Computer { level, stands_in_for: Some(name) } => stand_in_name(texts, *level, name),
        };
        ui.horizontal(|ui| {
            ui.label(seat_line(texts, seat, who));
            let seat = u8::try_from(seat).unwrap_or(u8::MAX);
            if maker && waiting && *holder == SeatView::Open {
                ui.menu_button(texts.get("online-computer-menu"), |ui| {
                    for level in Level::ALL {
                        if ui.button(level_choice(texts, level)).clicked() {
                            choice = Some(Choice::Ask(ToServer::Fill { table: id, seat, level }));
                        }
                    }
                });
            }
            let other = matches!(holder, SeatView::Player { id: player, .. } if Some(*player) != room.you());
            if maker && waiting && other && ui.button(texts.get("room-remove")).clicked() {
                choice = Some(Choice::Ask(ToServer::Remove { table: id, seat }));
            }
        });
    }
    if waiting {
        note(ui, texts.get("room-starts-when-full"));
    }
    if ui.button(texts.get("room-leave-table")).clicked() {
        choice = Some(Choice::Ask(ToServer::Leave(id)));
    }
    choice
}

/// A table to make: its name, seats, whether it is listed, its clock, and
/// what becomes of a player out of time or gone.
fn table_form(ui: &mut egui::Ui, texts: &Texts, form: &mut RoomForm) -> Option<Choice> {
    ui.label(egui::RichText::new(texts.get("room-create-heading")).strong());
    ui.horizontal(|ui| {
        ui.label(texts.get("room-table-name"));
        let hint = texts.get("room-table-name-hint");
        ui.add(egui::TextEdit::singleline(&mut form.table_name).hint_text(hint).desired_width(170.0));
    });
    ui.horizontal(|ui| {
        ui.label(texts.get("online-players"));
        for n in PLAYER_COUNTS {
            ui.selectable_value(&mut form.players, n, n.to_string());
        }
    });
    for seat in 0..form.players {
        ui.horizontal(|ui| {
            ui.label(texts.with("online-seat", &[("seat", (seat + 1).into())]));
            let current = &mut form.seats[seat];
            egui::ComboBox::from_id_salt(("room seat", seat)).selected_text(seat_name(texts, *current)).show_ui(
                ui,
                |ui| {
                    let options =
                        [TableSeat::You, TableSeat::Open].into_iter().chain(Level::ALL.map(TableSeat::Computer));
                    for option in options {
                        ui.selectable_value(current, option, seat_name(texts, option));
                    }
                },
            );
        });
    }
    ui.checkbox(&mut form.public, texts.get("room-public"));
    ui.horizontal_wrapped(|ui| {
        ui.label(texts.get("room-clock"));
        ui.selectable_value(&mut form.clock, ClockChoice::None, texts.get("room-clock-none"));
        ui.selectable_value(&mut form.clock, ClockChoice::Fischer, texts.get("room-clock-game"));
        ui.selectable_value(&mut form.clock, ClockChoice::Days, texts.get("room-clock-correspondence"));
    });
    match form.clock {
        ClockChoice::None => {}
        ClockChoice::Fischer => {
            ui.horizontal(|ui| {
                let minutes = ui.add(egui::DragValue::new(&mut form.minutes).range(1..=1440));
                log_place(ui, &minutes, "room minutes");
                ui.label(texts.get("room-minutes"));
                let increment = ui.add(egui::DragValue::new(&mut form.increment).range(0..=600));
                log_place(ui, &increment, "room increment");
                ui.label(texts.get("room-seconds-a-move"));
            });
        }
        ClockChoice::Days => {
            ui.horizontal(|ui| {
                ui.add(egui::DragValue::new(&mut form.days).range(1..=14));
                ui.label(texts.get("room-days-a-move"));
            });
        }
    }
    if form.clock != ClockChoice::None {
        ui.horizontal_wrapped(|ui| {
            ui.label(texts.get("room-out-of-time"));
            ui.selectable_value(&mut form.out_of_time, OutOfTime::Computer, texts.get("room-out-of-time-computer"));
            let pass = ui.selectable_value(&mut form.out_of_time, OutOfTime::Pass, texts.get("room-out-of-time-pass"));
            log_place(ui, &pass, "room out of time pass");
        });
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(texts.get("room-wait"));
        ui.add(egui::DragValue::new(&mut form.wait_secs).range(0..=86_400));
        ui.label(texts.get("room-wait-seconds"));
    });
    let create = ui.button(texts.get("room-create"));
    log_place(ui, &create, "room create");
    create.clicked().then_some(Choice::Create)
}

/// A choice of the new table's seat menu.
fn seat_name(texts: &Texts, seat: TableSeat) -> String {
    match seat {
        TableSeat::You => texts.get("you"),
        TableSeat::Open => texts.get("online-seat-choice-open"),
        TableSeat::Computer(level) => {
            texts.with("online-seat-computer", &[("level", level_choice(texts, level).into())])
        }
    }
}

/// The lobby's chat, or the table's once at one.
fn chat(ui: &mut egui::Ui, texts: &Texts, room: &Room, form: &mut RoomForm) -> Option<Choice> {
    let current = room.current().map(|view| view.summary.id);
    let heading = if current.is_some() { "room-chat-table" } else { "room-chat-lobby" };
    ui.label(egui::RichText::new(texts.get(heading)).strong());
    let line = if current.is_some() { &mut form.table_line } else { &mut form.lobby_line };
    chat_box(ui, texts, room, current.is_none(), line, (CHAT_WIDTH, LIST_HEIGHT)).map(|action| match action {
        ChatAction::Say(text) => {
            Choice::Ask(ToServer::Chat { place: current.map_or(Place::Lobby, Place::Table), text })
        }
        ChatAction::Mute(player) => Choice::Mute(player),
        ChatAction::Unmute(players) => Choice::Unmute(players),
    })
}
