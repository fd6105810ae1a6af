//! The pseudo-language: English with every letter accented and about 40%
//! more length, in brackets, so that a screenshot shows both a text no
//! catalogue holds (it stays plain) and a panel too narrow for longer words.
//! Hole names (e5, n13) stay plain, as they do in every language, so that
//! the board can still find the holes a text names; so does a text with no
//! letters at all.

/// The share of a text's length added to it.
const LONGER_BY: f32 = 0.4;

/// `text` accented, lengthened and bracketed; a text with no letters (a
/// separator such as " · ", a number) as it is, since no language words it
/// otherwise.
pub(super) fn stretch(text: &str) -> String {
    if !text.chars().any(char::is_alphabetic) {
        return text.to_owned();
    }
    let mut accented = String::with_capacity(text.len() * 2);
    let mut word = String::new();
    for c in text.chars().chain(std::iter::once(' ')) {
        if c.is_alphanumeric() {
            word.push(c);
            continue;
        }
        if is_hole_name(&word) {
            accented.push_str(&word);
        } else {
            accented.extend(word.chars().map(accent));
        }
        word.clear();
        accented.push(c);
    }
    accented.pop();
    let extra = (text.chars().count() as f32 * LONGER_BY).ceil() as usize;
    format!("[{accented} {}]", "·".repeat(extra.max(1)))
}

/// Whether `word` is written like a hole's name: a row letter from a to q,
/// then a number.
fn is_hole_name(word: &str) -> bool {
    let mut chars = word.chars();
    let row = chars.next().is_some_and(|c| ('a'..='q').contains(&c));
    let number = chars.as_str();
    row && (1..=2).contains(&number.len()) && number.chars().all(|c| c.is_ascii_digit())
}

/// A letter with an accent of its own; any other character as it is.
fn accent(letter: char) -> char {
    const PLAIN: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const ACCENTED: &str = "åƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ";
    PLAIN.chars().position(|plain| plain == letter).and_then(|at| ACCENTED.chars().nth(at)).unwrap_or(letter)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_is_accented_longer_and_bracketed() {
        assert_eq!(stretch("Start game"), "[Šţåŕţ ĝåɱé ····]");
        assert_eq!(stretch("12"), "12");
        assert_eq!(stretch(" · "), " · ");
        assert_eq!(stretch("Hop e5-c7"), "[Ĥöþ e5-c7 ····]");
    }
}
