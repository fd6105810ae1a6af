//! What a long game leaves behind: the board's scene, made headless, holds
//! as many meshes, materials, images and entities after a hundred turns
//! played and shown as after ten.

use super::*;
use bevy::asset::AssetPlugin;
use chinese_checkers::app::{GameRequest, SceneCensus, headless_scene_plugin};

/// Runs until `turns` turns have been played and shown: the turn flow has
/// gone on to decide who moves next.
fn play_to(app: &mut App, turns: u32) {
    let shown = |app: &App| {
        let played = app.world().get_resource::<Session>().is_some_and(|s| s.game().turns() == turns);
        played && phase(app) == Some(TurnPhase::Deciding)
    };
    assert!(run_until(app, 50_000, shown), "turn {turns} was never shown");
}

/// The census, with the trail markers (as many as the last moves' hops,
/// which differ from turn to turn) counted apart from the other entities.
fn census_and_trails(app: &mut App) -> (SceneCensus, u32) {
    let world = app.world_mut();
    let trails = world.query::<&Name>().iter(world).filter(|name| name.as_str() == "Trail marker").count() as u32;
    let mut census = SceneCensus::of(app.world());
    census.entities -= trails;
    (census, trails)
}

/// Trail markers for the last moves: a dot at every hole of each player's
/// last route but the landing, and a line for each leg.
fn expected_trails(app: &App) -> u32 {
    let session = session(app);
    session
        .game()
        .seats()
        .filter_map(|player| session.turns().iter().rev().find_map(|t| t.route().filter(|_| t.player() == player)))
        .map(|route| 2 * (route.len() as u32 - 1))
        .sum()
}

#[test]
fn a_hundred_turns_shown_leave_as_much_as_ten() {
    let mut app = headless_app_with(&scratch("scene"), Some(1), |app| {
        app.add_plugins(AssetPlugin::default()).add_plugins(headless_scene_plugin);
    });
    let six = setup(
        "(players: [(kind: Computer(Easy)), (kind: Computer(Medium)), (kind: Computer(Easy)),
                    (kind: Computer(Medium)), (kind: Computer(Easy)), (kind: Computer(Medium))])",
    );
    app.world_mut().write_message(GameRequest::Start(six));
    play_to(&mut app, 10);
    let (after_ten, trails) = census_and_trails(&mut app);
    assert!(after_ten.meshes > 0 && after_ten.materials > 0 && after_ten.images > 0, "the board was made");
    assert_eq!(trails, expected_trails(&app));
    play_to(&mut app, 100);
    let (after_hundred, trails) = census_and_trails(&mut app);
    assert_eq!(trails, expected_trails(&app));
    assert_eq!(after_hundred, after_ten);
}
