//! Bad setup and settings files are reported and the game carries on;
//! settings are saved whole.

use super::*;
use chinese_checkers::app::{GameRequest, Notice, Settings, SetupCatalogue};

#[test]
fn a_broken_setup_file_is_listed_with_its_error() {
    let dir = scratch("catalogue");
    std::fs::write(dir.join("good.ron"), "(name: \"Good\", players: [(kind: Human), (kind: Computer(Easy))])")
        .expect("write");
    std::fs::write(dir.join("broken.ron"), "(players: [(kind: Human), (kind: Robot)])").expect("write");
    let catalogue = SetupCatalogue::scan(&dir);
    assert_eq!(catalogue.0.len(), 2);
    let broken = catalogue.0.iter().find(|e| e.path.ends_with("broken.ron")).expect("listed");
    let error = broken.setup.as_ref().expect_err("broken file fails");
    assert!(error.contains("broken.ron") && error.contains("line 1"), "{error}");
    let good = catalogue.0.iter().find(|e| e.path.ends_with("good.ron")).expect("listed");
    assert_eq!(good.setup.as_ref().map(|s| s.name.as_str()), Ok("Good"));
}

#[test]
fn shipped_setups_all_load() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets/setups");
    let catalogue = SetupCatalogue::scan(&dir);
    assert!(!catalogue.0.is_empty());
    for entry in &catalogue.0 {
        assert!(entry.setup.is_ok(), "{}: {:?}", entry.path.display(), entry.setup);
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
    let settings = Settings { animation_speed: 2.5, ..Settings::default() };
    chinese_checkers::app::save_settings(&settings, &path).expect("saved");
    assert_eq!(chinese_checkers::app::load_settings(&path), settings);
    let left: Vec<_> = std::fs::read_dir(&dir).expect("folder").flatten().map(|e| e.file_name()).collect();
    assert_eq!(left, ["settings.ron"], "no temporary file left behind");
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
        app.world_mut().resource_mut::<Settings>().animation_speed = speed(frame);
        app.update();
        assert!(!path.exists(), "nothing is written while the slider moves");
    }
    run_until(&mut app, 20, |_| false);
    let saved = chinese_checkers::app::load_settings(&path);
    assert_eq!(saved.animation_speed, speed(59), "the settled value is saved");
}
