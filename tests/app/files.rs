//! Bad setup and settings files are reported and the game carries on; a
//! broken settings file or game in progress is kept aside and named in one
//! notice; settings are saved whole.

use super::*;
use chinese_checkers::app::{CurrentSettings, GameRequest, Notice, Settings, SetupCatalogue};

#[test]
fn own_setups_follow_the_built_in_ones_and_a_broken_one_is_listed_with_its_error() {
    let dir = scratch("catalogue");
    std::fs::write(dir.join("good.ron"), "(name: \"Good\", players: [(kind: Human), (kind: Computer(Easy))])")
        .expect("write");
    std::fs::write(dir.join("broken.ron"), "(players: [(kind: Human), (kind: Robot)])").expect("write");
    let built_in = SetupCatalogue::scan(None).entries().len();
    let catalogue = SetupCatalogue::scan(Some(&dir));
    assert_eq!(catalogue.entries().len(), built_in + 2);
    let names: Vec<&str> = catalogue.entries()[built_in..].iter().map(|e| e.name.as_str()).collect();
    assert_eq!(names, ["broken.ron", "good.ron"]);
    let error = catalogue.entries()[built_in].setup.as_ref().expect_err("broken file fails").to_string();
    assert!(error.contains(&dir.join("broken.ron").display().to_string()) && error.contains("line 1"), "{error}");
    assert_eq!(catalogue.entries()[built_in + 1].setup.as_ref().map(|s| s.name.as_str()), Ok("Good"));
}

#[test]
fn an_own_setup_with_a_built_in_name_takes_its_place() {
    let dir = scratch("catalogue-replace");
    let first = SetupCatalogue::scan(None).entries()[0].name.clone();
    std::fs::write(dir.join(&first), "(name: \"Mine\", players: [(kind: Human), (kind: Human)])").expect("write");
    let catalogue = SetupCatalogue::scan(Some(&dir));
    assert_eq!(catalogue.entries().len(), SetupCatalogue::scan(None).entries().len());
    assert_eq!(catalogue.entries()[0].setup.as_ref().map(|s| s.name.as_str()), Ok("Mine"));
}

#[test]
fn built_in_setups_all_load_without_the_source_tree() {
    let catalogue = SetupCatalogue::scan(Some(&scratch("no-own-setups").join("missing")));
    let shipped = std::fs::read_dir(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets/setups"))
        .expect("the setups folder")
        .filter(|entry| entry.as_ref().is_ok_and(|e| e.path().extension().is_some_and(|x| x == "ron")))
        .count();
    assert_eq!(catalogue.entries().len(), shipped, "every file of assets/setups is built in");
    for entry in catalogue.entries() {
        assert!(entry.setup.is_ok(), "{}: {:?}", entry.name, entry.setup);
    }
}

#[test]
fn an_impossible_setup_is_reported_and_the_menu_stays() {
    let mut app = headless_app("impossible");
    let five = setup("(players: [(kind: Human), (kind: Human), (kind: Human), (kind: Human), (kind: Human)])");
    app.world_mut().write_message(GameRequest::Start(five));
    app.update();
    app.update();
    assert_eq!(screen(&app), Screen::Menu);
    let notice = app.world().resource::<Notice>().text().map(str::to_owned).expect("a notice");
    assert!(notice.contains("5 players"), "{notice}");
}

#[test]
fn corrupt_settings_mean_defaults_and_saving_replaces_the_file_whole() {
    let dir = scratch("settings");
    let path = dir.join("settings.ron");
    std::fs::write(&path, "(animation_speed: \"fast\"").expect("write");
    assert_eq!(chinese_checkers::app::load_settings(&path), Settings::default());
    assert_eq!(
        std::fs::read_to_string(dir.join("settings.ron.bad")).expect("kept aside"),
        "(animation_speed: \"fast\""
    );
    let settings = Settings { animation_speed: 2.5, ..Settings::default() };
    chinese_checkers::app::save_settings(&settings, &path).expect("saved");
    assert_eq!(chinese_checkers::app::load_settings(&path), settings);
    let mut left: Vec<_> = std::fs::read_dir(&dir).expect("folder").flatten().map(|e| e.file_name()).collect();
    left.sort();
    assert_eq!(left, ["settings.ron", "settings.ron.bad"], "no temporary file left behind");
    // A missing file means defaults too.
    assert_eq!(chinese_checkers::app::load_settings(&dir.join("missing.ron")), Settings::default());
}

#[test]
fn a_dragged_slider_saves_once_it_settles() {
    let mut app = headless_app("settle");
    let path = app.world().resource::<LaunchOptions>().settings_path.clone().expect("a settings path");
    // A drag changes the speed every frame for a second of frames.
    let speed = |frame: u16| 1.0 + f32::from(frame) / 100.0;
    for frame in 0..60u16 {
        edit_setting(&mut app, SettingsEdit::AnimationSpeed(speed(frame)));
        assert!(!path.exists(), "nothing is written while the slider moves");
    }
    run_until(&mut app, 20, |_| false);
    let saved = chinese_checkers::app::load_settings(&path);
    assert_eq!(saved.animation_speed, speed(59), "the settled value is saved");
}

#[test]
fn broken_settings_and_game_in_progress_are_kept_aside_with_one_notice_each() {
    let dir = scratch("kept-aside");
    std::fs::write(dir.join("settings.ron"), "").expect("write");
    std::fs::create_dir_all(dir.join("replays")).expect("folder");
    std::fs::write(dir.join("replays/in-progress.ron"), "(setup: (players: [(kind: Human), (ki").expect("write");
    let mut app = headless_app_in(&dir);
    app.update();
    assert_eq!(screen(&app), Screen::Menu, "the game goes on");
    assert_eq!(**app.world().resource::<CurrentSettings>(), Settings::default());
    assert!(app.world().resource::<chinese_checkers::app::InProgress>().replay().is_none());
    let notice = app.world().resource::<Notice>().text().map(str::to_owned).expect("a notice");
    let lines: Vec<&str> = notice.lines().collect();
    assert_eq!(lines.len(), 2, "{notice}");
    let settings_bad = dir.join("settings.ron.bad").display().to_string();
    let progress_bad = dir.join("replays/in-progress.ron.bad").display().to_string();
    assert!(lines.iter().any(|l| l.contains("settings.ron:") && l.ends_with(&settings_bad)), "{notice}");
    assert!(lines.iter().any(|l| l.contains("in-progress.ron:") && l.ends_with(&progress_bad)), "{notice}");
    assert_eq!(std::fs::read(&settings_bad).expect("kept"), b"");
    assert!(!dir.join("settings.ron").exists() && !dir.join("replays/in-progress.ron").exists());

    // A new game saves its turns into an empty slot and leaves the kept file be.
    app.world_mut().write_message(GameRequest::Start(setup("(players: [(kind: Human), (kind: Computer(Easy))])")));
    run_until(&mut app, 20, |app| screen(app) == Screen::Play);
    edit_setting(&mut app, SettingsEdit::AnimationSpeed(3.0));
    run_until(&mut app, 20, |_| false);
    assert_eq!(chinese_checkers::app::load_settings(&dir.join("settings.ron")).animation_speed, 3.0);
    assert_eq!(std::fs::read(&settings_bad).expect("kept"), b"", "the next save does not touch it");
    let kept = std::fs::read_to_string(&progress_bad).expect("kept");
    assert_eq!(kept, "(setup: (players: [(kind: Human), (ki");
}
