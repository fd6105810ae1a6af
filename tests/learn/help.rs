//! The how-to-play page, `assets/help/how-to-play.ron` for its order and
//! the catalogues for its texts: it parses, has every section, every
//! paragraph has its text, and each rule option's "?" button has its own.

use chinese_checkers::locale::{Language, Texts};
use content::lessons::how_to_play::{Help, OPTION_KEYS, TITLE_KEY, paragraph_key};

fn help() -> Help {
    Help::built_in().unwrap_or_else(|e| panic!("{e}"))
}

/// A paragraph's English text.
fn text(key: &str) -> String {
    Texts::new(Language::English).find(&paragraph_key(key), None, &[]).unwrap_or_else(|| panic!("no text for {key}"))
}

#[test]
fn the_page_parses_with_every_section() {
    let help = help();
    for key in ["goal", "setup", "turn", "controls", "holes", "variants", "tips", "questions", "history"] {
        let section = help.section(key).unwrap_or_else(|| panic!("no section {key}"));
        assert!(!section.paragraphs.is_empty(), "{key}");
    }
}

#[test]
fn every_heading_and_paragraph_has_its_text() {
    let texts = Texts::new(Language::English);
    assert_eq!(texts.get(TITLE_KEY), "How to play");
    for section in help().sections {
        assert!(texts.find(&section.title_key(), None, &[]).is_some(), "{}", section.key);
        for key in &section.paragraphs {
            assert!(text(key).len() > 20, "{key}");
        }
    }
}

#[test]
fn every_rule_option_has_its_own_paragraph() {
    let help = help();
    for key in OPTION_KEYS {
        assert!(help.has_paragraph(key), "no paragraph for {key}");
        assert!(text(key).len() > 40, "{key}");
    }
}

#[test]
fn paragraph_keys_are_unique() {
    let help = help();
    let mut keys: Vec<&String> = help.sections.iter().flat_map(|s| &s.paragraphs).collect();
    let count = keys.len();
    keys.sort();
    keys.dedup();
    assert_eq!(keys.len(), count);
}

#[test]
fn the_parking_paragraph_says_what_the_rule_forbids() {
    let text = text("parking");
    for phrase in ["start or target", "own target", "two players"] {
        assert!(text.contains(phrase), "{phrase}: {text}");
    }
}

#[test]
fn a_broken_page_names_its_line() {
    let error = Help::from_ron("(\n sections: [(key: 1)])").unwrap_err();
    assert_eq!(error.line, 2);
    assert!(error.to_string().starts_with("line 2"), "{error}");
}

#[test]
fn each_option_paragraph_is_headed_with_the_setup_screens_name() {
    // The names of the rows in src/app/ui/rules_form.rs.
    let texts = Texts::new(Language::English);
    for (key, name) in [
        ("presets", "Preset"),
        ("jumps", "Hops"),
        ("parking", "Parking"),
        ("win", "Finishing"),
        ("unused_points", "Unused points"),
        ("target_lock", "Target lock"),
        ("play_on", "Play on"),
        ("equal_turns", "Equal turns"),
        ("turn_limit", "Turn limit"),
        ("repetition_draw", "Draw by repetition"),
        ("teams", "Teams"),
    ] {
        assert_eq!(texts.find(&paragraph_key(key), Some("heading"), &[]).as_deref(), Some(name), "{key}");
    }
}
