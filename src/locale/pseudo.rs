//! The pseudo-language: English with every letter accented and about 40%
//! more length, in brackets, so that a screenshot shows both a text no
//! catalogue holds (it stays plain) and a panel too narrow for longer words.

/// The share of a text's length added to it.
const LONGER_BY: f32 = 0.4;

/// `text` accented, lengthened and bracketed.
pub(super) fn stretch(text: &str) -> String {
    let accented: String = text.chars().map(accent).collect();
    let extra = (text.chars().count() as f32 * LONGER_BY).ceil() as usize;
    format!("[{accented} {}]", "·".repeat(extra.max(1)))
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
        assert_eq!(stretch("12"), "[12 ·]");
    }
}
