//! The how-to-play page, `assets/help/how-to-play.ron`: it parses, has
//! every section, and a paragraph for each rule option's "?" button.

use chinese_checkers::lessons::how_to_play::{Help, OPTION_KEYS};

fn help() -> Help {
    Help::built_in().unwrap_or_else(|e| panic!("{e}"))
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
fn every_rule_option_has_its_own_paragraph() {
    let help = help();
    for key in OPTION_KEYS {
        let paragraph = help.paragraph(key).unwrap_or_else(|| panic!("no paragraph for {key}"));
        assert!(paragraph.text.len() > 40, "{key}");
    }
}

#[test]
fn paragraph_keys_are_unique() {
    let help = help();
    let mut keys: Vec<&str> =
        help.sections.iter().flat_map(|s| &s.paragraphs).filter_map(|p| p.key.as_deref()).collect();
    let count = keys.len();
    keys.sort();
    keys.dedup();
    assert_eq!(keys.len(), count);
}

#[test]
fn the_parking_paragraph_says_what_the_rule_forbids() {
    let help = help();
    let text = &help.paragraph("parking").unwrap().text;
    for phrase in ["start or target", "own target", "two players"] {
        assert!(text.contains(phrase), "{phrase}: {text}");
    }
}

#[test]
fn a_broken_page_names_its_line() {
    let error = Help::from_ron("(title: \"x\",\n sections: [(key: 1)])").unwrap_err();
    assert_eq!(error.line, 2);
    assert!(error.to_string().starts_with("line 2"), "{error}");
}

#[test]
fn each_option_paragraph_is_headed_with_the_setup_screens_name() {
    // The names of the rows in src/app/ui/rules_form.rs.
    let help = help();
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
        assert_eq!(help.paragraph(key).and_then(|p| p.heading.as_deref()), Some(name), "{key}");
    }
}
