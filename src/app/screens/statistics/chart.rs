//! What Statistics' charts share: finding the game under the pointer, and
//! the day of a game as the screen writes it.

use crate::locale::Texts;
use bevy_egui::egui;

/// Over a chart of one column per game, the columns sharing `rect`'s
/// width: shows what `describe` says of the game under the pointer.
pub(super) fn hover_game<T>(response: egui::Response, rect: egui::Rect, shown: &[T], describe: impl Fn(&T) -> String) {
    let Some(pointer) = response.hover_pos() else { return };
    let width = rect.width() / shown.len().max(1) as f32;
    let i = (((pointer.x - rect.left()) / width).floor().max(0.0) as usize).min(shown.len().saturating_sub(1));
    if let Some(game) = shown.get(i) {
        response.on_hover_text_at_pointer(describe(game));
    }
}

/// The day a game began, from its time (`2026-11-30T16:20:00Z`), as the
/// catalogue orders a date ("2026-11-30"); `None` if the time does not
/// start with a date.
pub(super) fn day(texts: &Texts, when: &str) -> Option<String> {
    let date = when.get(..10)?;
    let mut parts = date.split('-');
    let (year, month, day) = (parts.next()?, parts.next()?, parts.next()?);
    let digits = |part: &str, len: usize| part.len() == len && part.bytes().all(|b| b.is_ascii_digit());
    if !(digits(year, 4) && digits(month, 2) && digits(day, 2)) {
        return None;
    }
    Some(texts.with("statistics-date", &[("year", year.into()), ("month", month.into()), ("day", day.into())]))
}

/// The day a game began as [`day`] writes it, else its time as stored.
pub(super) fn day_or_time(texts: &Texts, when: &str) -> String {
    day(texts, when).unwrap_or_else(|| when.to_owned())
}
