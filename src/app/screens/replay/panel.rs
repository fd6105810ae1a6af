//! The replay screen's panels: whose turn it is and every player's progress
//! (as in the game's HUD); the move list in notation, the turn shown
//! highlighted, a click jumping to a turn; and the controls: start, back,
//! play or pause, forward, end, a slider to any turn, the speed, the
//! Review switch, "Take over from here" and Back. With Review on, the
//! status shows the verdict on the move just shown, the move list marks
//! mistakes, and the race chart runs above the controls.

use super::chart::RaceChart;
use super::playback::SPEEDS;
use super::review::{ReplayReview, ToggleReview};
use crate::app::names::{note_text, you};
use crate::app::palette::colour32;
use crate::app::ui::players::players;
use crate::app::ui::review_progress::{review_progress, review_progress_bar};
use crate::app::ui::widgets::{anchored, docked_below, note, swatch};
use crate::app::{DockedPanels, ReplayPlayback, ReplayRequest, Screen, Session, UiTexts};
use crate::locale::Texts;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use engine::Verdict;
use fluent_bundle::FluentValue;
use rules::{Hole, Seat, route_to_string};

/// Room between the panels and the window's edge, in points.
const MARGIN: f32 = 12.0;
/// Height of the move list, in points.
const LIST_HEIGHT: f32 = 420.0;
/// Size of the race chart, in points.
const CHART_SIZE: [f32; 2] = [720.0, 130.0];

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, replay_panels.run_if(in_state(Screen::Replay)));
}

fn replay_panels(
    mut contexts: EguiContexts,
    texts: Res<UiTexts>,
    playback: Option<Res<ReplayPlayback>>,
    session: Option<Res<Session>>,
    review: Option<Res<ReplayReview>>,
    mut requests: MessageWriter<ReplayRequest>,
    mut toggles: MessageWriter<ToggleReview>,
    mut docked_panels: MessageWriter<DockedPanels>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let (Some(playback), Some(session)) = (playback, session) else { return Ok(()) };
    let review = review.as_deref().filter(|r| r.shown());
    let mut asked = Vec::new();
    anchored(ctx, "replay status", egui::Align2::LEFT_TOP, [MARGIN, MARGIN]).show(ctx, |ui| {
        status(ui, &texts, &playback, &session);
        if let Some(review) = review {
            verdict(ui, &texts, &playback, &session, review);
        }
    });
    anchored(ctx, "replay moves", egui::Align2::RIGHT_TOP, [-MARGIN, MARGIN]).show(ctx, |ui| {
        asked.extend(move_list(ui, &texts, &playback, &session, review));
    });
    let mut toggle = false;
    let controls_shown =
        anchored(ctx, "replay controls", egui::Align2::CENTER_BOTTOM, [0.0, -MARGIN]).show(ctx, |ui| {
            if let Some(review) = review {
                asked.extend(race_chart(ui, &texts, &playback, &session, review));
            }
            let (more, toggled) = controls(ui, &texts, &playback, review.is_some());
            asked.extend(more);
            toggle = toggled;
        });
    // The status and the moves sit in the top corners, beside the star's top
    // point; the controls (with the race chart) span the bottom.
    if let Some(shown) = controls_shown {
        docked_panels.write(docked_below(ctx, shown.response.rect.min.y));
    }
    for request in asked {
        requests.write(request);
    }
    if toggle {
        toggles.write(ToggleReview);
    }
    Ok(())
}

/// The verdict on the move just shown: who played what, the turns it lost,
/// and the reviewer's move.
fn verdict(ui: &mut egui::Ui, texts: &Texts, playback: &ReplayPlayback, session: &Session, review: &ReplayReview) {
    ui.separator();
    let Some(index) = playback.at().checked_sub(1) else {
        note(ui, texts.get("replay-review-step-forward"));
        return;
    };
    let Some(judged) = review.turn(index) else {
        note(ui, review_progress(texts, review.progress()));
        return;
    };
    let played = playback.turns().get(index).and_then(|t| t.route());
    ui.horizontal(|ui| {
        swatch(ui, session.looks(judged.player));
        let name = session.player_name(texts, judged.player);
        // Whether it is the person at the board goes by the setup's own name.
        let person = you(&session.setup().player_name(judged.player));
        let text = match played {
            Some(route) => texts.with(
                "replay-played",
                &[("you", person), ("name", name.into()), ("move", route_to_string(route).into())],
            ),
            None => texts.with("replay-passed", &[("you", person), ("name", name.into())]),
        };
        ui.label(text);
    });
    let text = verdict_text(texts, judged.verdict);
    ui.label(egui::RichText::new(text).strong().color(verdict_colour(judged.verdict)));
    if judged.loss > 0.0 {
        // One decimal, as a number, so that a language may choose its word by it.
        let loss = format!("{:.1}", judged.loss);
        ui.label(texts.with("replay-turns-lost", &[("loss", FluentValue::try_number(&loss))]));
    }
    if let Some(what) = judged.note {
        ui.label(texts.with("replay-note", &[("note", note_text(texts, what).into())]));
    }
    if judged.best != judged.played {
        let best = move_text(texts, judged.best_route.as_deref());
        note(ui, texts.with("replay-expert-move", &[("move", best.into())]));
    }
}

/// A move in notation, or the word for a pass.
fn move_text(texts: &Texts, route: Option<&[Hole]>) -> String {
    route.map_or_else(|| texts.get("replay-pass"), route_to_string)
}

/// A verdict as the review's heading shows it, with its mark: "Mistake?".
fn verdict_text(texts: &Texts, verdict: Verdict) -> String {
    let key = match verdict {
        Verdict::Best => "replay-verdict-best",
        Verdict::Good => "replay-verdict-good",
        Verdict::Inaccuracy => "replay-verdict-inaccuracy",
        Verdict::Mistake => "replay-verdict-mistake",
        Verdict::Blunder => "replay-verdict-blunder",
    };
    texts.with(key, &[("mark", verdict.mark().into())])
}

/// The colour a verdict is shown in.
fn verdict_colour(verdict: Verdict) -> egui::Color32 {
    match verdict {
        Verdict::Best | Verdict::Good => egui::Color32::from_rgb(120, 220, 130),
        Verdict::Inaccuracy => egui::Color32::from_rgb(240, 210, 90),
        Verdict::Mistake => egui::Color32::from_rgb(250, 150, 60),
        Verdict::Blunder => egui::Color32::from_rgb(250, 90, 80),
    }
}

/// The race chart, with a progress bar while the review goes on; a click
/// asks for the turn under it.
fn race_chart(
    ui: &mut egui::Ui,
    texts: &Texts,
    playback: &ReplayPlayback,
    session: &Session,
    review: &ReplayReview,
) -> Option<ReplayRequest> {
    let (done, total) = review.progress();
    if done < total {
        ui.add(review_progress_bar(texts, (done, total)).desired_width(CHART_SIZE[0]));
    }
    let chart = RaceChart::of(review);
    let (rect, response) = ui.allocate_exact_size(egui::vec2(CHART_SIZE[0], CHART_SIZE[1]), egui::Sense::click());
    debug!("review chart at screen {:.0} {:.0} {:.0} {:.0}", rect.left(), rect.top(), rect.width(), rect.height());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, egui::Color32::from_black_alpha(140));
    let point = |turn: usize, estimate: f32| {
        egui::pos2(
            rect.left() + chart.fraction_of(turn) * rect.width(),
            rect.bottom() - 6.0 - estimate / chart.top * (rect.height() - 12.0),
        )
    };
    for (p, line) in chart.lines.iter().enumerate() {
        let colour = colour32(session.looks(Seat::new(p)).colour);
        let points: Vec<egui::Pos2> = line.iter().enumerate().map(|(turn, &e)| point(turn, e)).collect();
        painter.add(egui::Shape::line(points, egui::Stroke::new(2.0, colour)));
    }
    for &(turn, seat, verdict) in &chart.marks {
        let Some(&estimate) = chart.lines[seat.index()].get(turn).or(chart.lines[seat.index()].get(turn - 1)) else {
            continue;
        };
        painter.circle_filled(point(turn, estimate), 4.0, verdict_colour(verdict));
    }
    let x = rect.left() + chart.fraction_of(playback.at()) * rect.width();
    painter.line_segment(
        [egui::pos2(x, rect.top()), egui::pos2(x, rect.bottom())],
        egui::Stroke::new(1.5, egui::Color32::WHITE),
    );
    painter.text(
        rect.left_top() + egui::vec2(6.0, 4.0),
        egui::Align2::LEFT_TOP,
        texts.get("replay-chart-title"),
        egui::FontId::proportional(13.0),
        egui::Color32::from_gray(220),
    );
    let clicked = response.clicked().then(|| response.interact_pointer_pos()).flatten()?;
    Some(ReplayRequest::Seek(chart.turn_at((clicked.x - rect.left()) / rect.width())))
}

/// The game's name, the turn shown, who moves next, and the players.
fn status(ui: &mut egui::Ui, texts: &Texts, playback: &ReplayPlayback, session: &Session) {
    let name = &session.setup().name;
    ui.strong(if name.is_empty() { texts.get("replay-untitled") } else { name.clone() });
    let (turn, total) = (playback.at(), playback.turns().len());
    ui.label(texts.with("replay-turn-of", &[("turn", turn.into()), ("total", total.into())]));
    let game = session.game();
    if game.is_over() {
        note(ui, texts.get("replay-game-over"));
    } else {
        ui.horizontal(|ui| {
            ui.label(texts.get("replay-next"));
            swatch(ui, session.looks(game.to_move()));
            ui.label(session.player_name(texts, game.to_move()));
        });
    }
    ui.separator();
    players(ui, texts, session);
}

/// Every turn in notation; the one shown is highlighted, a click jumps there.
fn move_list(
    ui: &mut egui::Ui,
    texts: &Texts,
    playback: &ReplayPlayback,
    session: &Session,
    review: Option<&ReplayReview>,
) -> Option<ReplayRequest> {
    let mut asked = None;
    ui.strong(texts.get("replay-moves"));
    let shown = playback.at();
    egui::ScrollArea::vertical().id_salt("replay move list").max_height(LIST_HEIGHT).show(ui, |ui| {
        ui.set_min_width(190.0);
        if ui.selectable_label(shown == 0, texts.get("replay-start-position")).clicked() {
            asked = Some(ReplayRequest::Seek(0));
        }
        for (index, turn) in playback.turns().iter().enumerate() {
            let mark = review.and_then(|r| r.turn(index)).map_or("", |t| t.verdict.mark());
            let text = texts.with(
                "replay-move-row",
                &[
                    ("number", (index + 1).into()),
                    ("move", move_text(texts, turn.route()).into()),
                    ("mark", mark.into()),
                ],
            );
            ui.horizontal(|ui| {
                ui.add_space(2.0);
                swatch(ui, session.looks(turn.player()));
                let row = ui.selectable_label(shown == index + 1, text);
                if shown == index + 1 {
                    row.scroll_to_me(None);
                }
                if row.clicked() {
                    asked = Some(ReplayRequest::Seek(index + 1));
                }
            });
        }
    });
    asked
}

/// The buttons, the turn slider, the speed and the Review switch (whether
/// it was flipped is the second answer).
fn controls(
    ui: &mut egui::Ui,
    texts: &Texts,
    playback: &ReplayPlayback,
    reviewing: bool,
) -> (Vec<ReplayRequest>, bool) {
    let mut asked = Vec::new();
    let mut toggled = false;
    ui.horizontal(|ui| {
        let button = |ui: &mut egui::Ui, text: &str, key: &str| {
            ui.button(texts.get(text)).on_hover_text(texts.get(key)).clicked()
        };
        if button(ui, "replay-to-start", "replay-key-home") {
            asked.push(ReplayRequest::ToStart);
        }
        if button(ui, "replay-back", "replay-key-left") {
            asked.push(ReplayRequest::Back);
        }
        if button(ui, if playback.playing() { "replay-pause" } else { "replay-play" }, "replay-key-space") {
            asked.push(ReplayRequest::PlayPause);
        }
        if button(ui, "replay-forward", "replay-key-right") {
            asked.push(ReplayRequest::Forward);
        }
        if button(ui, "replay-to-end", "replay-key-end") {
            asked.push(ReplayRequest::ToEnd);
        }
        ui.separator();
        let mut turn = playback.at();
        let slider = egui::Slider::new(&mut turn, 0..=playback.turns().len()).text(texts.get("replay-turn-slider"));
        if ui.add(slider).changed() {
            asked.push(ReplayRequest::Seek(turn));
        }
        let mut speed = playback.speed();
        let slider = egui::Slider::new(&mut speed, SPEEDS.0..=SPEEDS.1)
            .logarithmic(true)
            .custom_formatter(|value, _| speed_text(texts, value))
            .custom_parser(parse_speed)
            .text(texts.get("replay-speed-slider"));
        if ui.add(slider).changed() {
            asked.push(ReplayRequest::Speed(speed));
        }
    });
    ui.horizontal(|ui| {
        let mut on = reviewing;
        let switch = ui.checkbox(&mut on, texts.get("replay-review")).on_hover_text(texts.get("replay-review-hint"));
        toggled = switch.changed();
        if ui.button(texts.get("replay-take-over")).on_hover_text(texts.get("replay-take-over-hint")).clicked() {
            asked.push(ReplayRequest::TakeOver);
        }
        if ui.button(texts.get("replay-back-to-list")).clicked() {
            asked.push(ReplayRequest::Close);
        }
    });
    (asked, toggled)
}

/// A viewing speed as the slider shows it: "2×", "0.35×".
fn speed_text(texts: &Texts, speed: f64) -> String {
    // Two decimals at most, as a number: "2", "0.25", "1.41".
    let rounded = (speed * 100.0).round() / 100.0;
    texts.with("replay-speed", &[("speed", rounded.into())])
}

/// A speed typed into the slider: its number, whatever stands around it
/// ("2×", "×2", "2").
fn parse_speed(text: &str) -> Option<f64> {
    text.trim_matches(|c: char| !c.is_ascii_digit() && c != '.' && c != ',').replace(',', ".").parse().ok()
}
