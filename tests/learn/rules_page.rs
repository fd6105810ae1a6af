//! `docs/rules.md` against the code: its perft tables are those the perft
//! tests run (`tests/data/perft.txt`), its board pictures those the
//! notation tests read, and it names every rule option.

use std::collections::BTreeSet;
use std::path::PathBuf;

fn read(path: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(path);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The perft rows of the rules page as `players jumps parking unused depth
/// count`, the fields of `perft.txt`.
fn page_rows() -> BTreeSet<String> {
    let page = read("docs/rules.md");
    let section = page.split("## 10. Perft").nth(1).expect("the page has a perft section");
    // The section ends where the next one begins.
    let perft = section.split("\n## ").next().unwrap_or(section);
    let mut rows = BTreeSet::new();
    for line in perft.lines().filter(|l| l.starts_with("| ") && l[2..].starts_with(|c: char| c.is_ascii_digit())) {
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        let (players, second) = (cells[0], cells[1]);
        let (jumps, parking, unused, depths) = match second {
            "Adjacent" | "Long" => (second, "NotInOthersPoints", "Open", 1..),
            "Removed" => ("Adjacent", "Anywhere", "Removed", 3..),
            _ => ("Adjacent", "Anywhere", "Open", 3..),
        };
        for (depth, count) in depths.zip(&cells[2..]).filter(|(_, c)| !c.is_empty()) {
            rows.insert(format!("{players} {jumps} {parking} {unused} {depth} {count}"));
        }
    }
    rows
}

#[test]
fn the_perft_tables_are_those_the_tests_run() {
    let data = read("tests/data/perft.txt");
    let tested: BTreeSet<String> = data
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| l.strip_prefix("deep ").unwrap_or(l).to_string())
        .collect();
    assert_eq!(page_rows(), tested);
}

#[test]
fn the_page_names_every_rule_option_and_value() {
    let page = read("docs/rules.md");
    for name in content::lessons::how_to_play::OPTION_KEYS.iter().chain(&[
        "Adjacent",
        "Long",
        "Anywhere",
        "NotInOthersPoints",
        "OwnPointsOnly",
        "FilledWithOneOwn",
        "AllOwn",
        "Open",
        "Removed",
        "Off",
        "EndOfMove",
        "WholeMove",
        "turn_limit_draw",
        "turns_played",
        "first_mover",
    ]) {
        assert!(page.contains(&format!("`{name}")), "docs/rules.md does not name `{name}`");
    }
}

/// A data file without its `#` comment lines.
fn picture(path: &str) -> String {
    read(path).lines().filter(|l| !l.starts_with('#')).map(|l| format!("{l}\n")).collect()
}

#[test]
fn the_pictures_are_those_the_notation_tests_read() {
    let page = read("docs/rules.md");
    for file in ["tests/data/points.txt", "tests/data/three-player-start.txt"] {
        assert!(page.contains(&format!("```\n{}```", picture(file))), "docs/rules.md lacks the picture of {file}");
    }
}
