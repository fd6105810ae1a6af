//! The camera: a tilted view of the board that orbits and zooms as the
//! view module's [`CameraInput`] says (right-drag or arrows, wheel or +/-,
//! R to reset), turns so the person to move sits nearest (when the setting
//! is on), eases to a straight-down view and back as the view module's
//! [`BoardView`] says, and turns slowly behind the menu. It centres the
//! board beside the panel a screen shows at the window's left
//! ([`DockedPanels`]), never under it, and stands back when that leaves
//! the board a narrow view.

use super::layout::{BOARD_CENTRE, hole_position};
use super::net::{Hand, SeatHands};
use super::quality::GraphicsTier;
use super::session::Session;
use super::view::{BoardView, CameraInput};
use super::{GameSet, Screen, TurnPhase};
use crate::app::settings::CurrentSettings;
use bevy::camera::SubCameraView;
use bevy::light::ShadowFilteringMethod;
use bevy::light::cluster::ClusterConfig;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

/// Default distance from the board's centre, in world units.
const DISTANCE: f32 = 21.0;
/// Default angle above the board, in radians.
const PITCH: f32 = 0.95;
/// Radians turned per second by the arrow keys.
const KEY_TURN_SPEED: f32 = 1.6;
/// Radians turned per pixel of right-drag.
const DRAG_TURN_SPEED: f32 = 0.006;
/// World units per second the zoom keys move the camera.
const KEY_ZOOM_SPEED: f32 = 12.0;
/// World units one wheel line moves the camera.
const WHEEL_ZOOM_STEP: f32 = 1.2;
/// Closest and farthest distance from the board's centre, in world units.
const DISTANCES: (f32, f32) = (9.0, 40.0);
/// Lowest and highest angle above the board, in radians.
const PITCHES: (f32, f32) = (0.35, 1.45);
/// Where the camera looks from the seat: a little below the board's centre
/// and toward the viewer, so the near point is not cut off.
const LOOK_AT: Vec3 = Vec3::new(0.0, -1.0, 0.6);
/// How much farther the top view stands than the seat view at the same
/// zoom, so the whole star fits the window's height.
const TOP_DISTANCE_FACTOR: f32 = 1.22;
/// Seconds the move between the seat view and the top view takes, about.
const VIEW_EASE_SECONDS: f32 = 0.6;
/// Radians per second the board turns behind the menu.
const MENU_TURN_SPEED: f32 = 0.06;
/// The narrowest view, width over height, that holds the whole star at the
/// usual distance; the camera stands back in a narrower one.
const BOARD_ASPECT: f32 = 1.02;
/// The share of the window's height the star takes at the usual distance;
/// the camera stands back when panels leave it less.
const BOARD_HEIGHT: f32 = 0.9;

/// The room, in logical pixels, that a screen's panels take at the
/// window's left and bottom edges. The screen sends it every frame it shows
/// them; the camera centres the board in the rest of the window.
#[derive(Message, Clone, Copy, Debug, Default, PartialEq)]
pub struct DockedPanels {
    /// Width taken at the left edge.
    pub left: f32,
    /// Height taken at the bottom edge.
    pub bottom: f32,
}

/// Where the camera looks from, and where it is turning to. Written only
/// by this module.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
struct Orbit {
    yaw: f32,
    pitch: f32,
    distance: f32,
    target_yaw: f32,
    /// How far the camera has moved from the seat view (0) to the top
    /// view (1).
    top: f32,
    /// How much farther back the camera stands so the star fits a narrow
    /// view (1 in a wide one).
    fit: f32,
}

impl Default for Orbit {
    fn default() -> Orbit {
        Orbit { yaw: 0.0, pitch: PITCH, distance: DISTANCE, target_yaw: 0.0, top: 0.0, fit: 1.0 }
    }
}

impl Orbit {
    fn transform(&self) -> Transform {
        let top = smooth(self.top);
        let pitch = self.pitch + (std::f32::consts::FRAC_PI_2 - self.pitch) * top;
        let distance = self.distance * self.fit * (1.0 + (TOP_DISTANCE_FACTOR - 1.0) * top);
        let turn = Quat::from_rotation_y(self.yaw);
        let look_at = BOARD_CENTRE + turn * LOOK_AT * (1.0 - top);
        let offset = turn * Vec3::new(0.0, pitch.sin(), pitch.cos()) * distance;
        // "Up" on the screen is away from the seat, which stays true when
        // the camera looks straight down.
        Transform::from_translation(look_at.with_y(BOARD_CENTRE.y) + offset).looking_at(look_at, turn * Vec3::NEG_Z)
    }
}

/// Eases in and out: 0 at 0, 1 at 1, flat at both ends.
fn smooth(t: f32) -> f32 {
    let t = t.clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Orbit>()
        .add_message::<DockedPanels>()
        .add_systems(Startup, spawn_camera)
        .add_systems(OnEnter(TurnPhase::Human), face_player_to_move)
        .add_systems(OnExit(Screen::Menu), turn_back_after_menu)
        .add_systems(OnEnter(Screen::Play), face_player_to_move)
        .add_systems(Update, turn_behind_menu.run_if(in_state(Screen::Menu)).before(follow))
        .add_systems(Update, (steer, fit_beside_panels, follow).chain().after(GameSet::Input));
}

fn spawn_camera(mut commands: Commands, orbit: Res<Orbit>, tier: Res<GraphicsTier>) {
    let (msaa, shadows) = image_quality(*tier);
    // One cluster of lights for the whole view: the one fill light reaches
    // every part of the board, so finer clusters only cost a compute pass
    // each frame (and a software renderer's smaller main pass, see
    // `render_scale`, would look up the wrong ones).
    commands.spawn((Name::new("Camera"), Camera3d::default(), orbit.transform(), msaa, shadows, ClusterConfig::Single));
}

/// Anti-aliasing and shadow filtering for the renderer in use. A graphics
/// card gets four samples per pixel and soft shadow edges. A software
/// renderer (such as Mesa's llvmpipe) gets neither: at 1280x720 four-sample
/// anti-aliasing halved its frame rate, for edges that look nearly the
/// same (and it draws no shadow maps to filter).
fn image_quality(tier: GraphicsTier) -> (Msaa, ShadowFilteringMethod) {
    match tier {
        GraphicsTier::Software => (Msaa::Off, ShadowFilteringMethod::Hardware2x2),
        GraphicsTier::Full => (Msaa::Sample4, ShadowFilteringMethod::Gaussian),
    }
}

/// Turns the board so the person to move (or the first person) sits nearest.
fn face_player_to_move(
    session: Option<Res<Session>>,
    hands: Res<SeatHands>,
    settings: Res<CurrentSettings>,
    mut orbit: ResMut<Orbit>,
) {
    let Some(session) = session else { return };
    if !settings.camera_follows_human {
        return;
    }
    let game = session.game();
    let to_move = game.to_move();
    // A person at this machine: online, the players elsewhere do not count.
    let here = |seat| hands.hand(&session, seat) == Hand::Person;
    let person = if here(to_move) { Some(to_move) } else { game.seats().find(|&p| here(p)) };
    let seat = person.unwrap_or_default();
    let tip = hole_position(game.start_point(seat).tip());
    let wanted = tip.x.atan2(tip.z);
    // Turn the short way round.
    let turn = (wanted - orbit.yaw + std::f32::consts::PI).rem_euclid(std::f32::consts::TAU) - std::f32::consts::PI;
    orbit.target_yaw = orbit.yaw + turn;
}

/// Turns the board slowly while the menu is open.
fn turn_behind_menu(time: Res<Time>, mut orbit: ResMut<Orbit>) {
    orbit.target_yaw += MENU_TURN_SPEED * time.delta_secs();
    orbit.yaw = orbit.target_yaw;
}

/// Leaving the menu, the board turns back the short way to its usual side
/// (a game then turns it to the person to move, when the setting says).
fn turn_back_after_menu(mut orbit: ResMut<Orbit>) {
    orbit.target_yaw = (orbit.yaw / std::f32::consts::TAU).round() * std::f32::consts::TAU;
}

/// Applies this frame's steering from the keys and the mouse.
fn steer(mut input: MessageReader<CameraInput>, time: Res<Time>, mut orbit: ResMut<Orbit>) {
    let seconds = time.delta_secs();
    for input in input.read() {
        let turn = input.keys_turn * KEY_TURN_SPEED * seconds;
        orbit.target_yaw += turn.x;
        orbit.pitch = (orbit.pitch + turn.y).clamp(PITCHES.0, PITCHES.1);
        if input.drag != Vec2::ZERO {
            orbit.target_yaw -= input.drag.x * DRAG_TURN_SPEED;
            orbit.yaw = orbit.target_yaw;
            orbit.pitch = (orbit.pitch + input.drag.y * DRAG_TURN_SPEED).clamp(PITCHES.0, PITCHES.1);
        }
        let zoom = input.keys_zoom * KEY_ZOOM_SPEED * seconds + input.wheel_lines * WHEEL_ZOOM_STEP;
        orbit.distance = (orbit.distance - zoom).clamp(DISTANCES.0, DISTANCES.1);
        if input.reset {
            let yaw = orbit.target_yaw;
            *orbit = Orbit { yaw: orbit.yaw, target_yaw: yaw, ..Orbit::default() };
        }
    }
}

/// Centres the board in the part of the window the panels at its left and
/// bottom leave (all of it when none were shown last frame), and stands the
/// camera back if that part is too small for the star. The whole window is
/// still drawn, so the table shows under the panels.
fn fit_beside_panels(
    mut docked: MessageReader<DockedPanels>,
    windows: Query<&Window, With<PrimaryWindow>>,
    mut orbit: ResMut<Orbit>,
    mut cameras: Query<&mut Camera, With<Camera3d>>,
) {
    let panels = docked.read().last().copied().unwrap_or_default();
    let Ok(window) = windows.single() else { return };
    let size = window.physical_size();
    if size.x == 0 || size.y == 0 {
        return;
    }
    let (width, height) = (size.x as f32, size.y as f32);
    // The board keeps at least half the window each way.
    let left = (panels.left * window.scale_factor()).clamp(0.0, width / 2.0);
    let bottom = (panels.bottom * window.scale_factor()).clamp(0.0, height / 2.0);
    // Looking at the full view from a point half the panels' size away
    // moves the board's centre to the middle of the free part.
    let view = (left > 0.0 || bottom > 0.0).then_some(SubCameraView {
        full_size: size,
        offset: Vec2::new(-left / 2.0, bottom / 2.0),
        size,
    });
    for mut camera in &mut cameras {
        if camera.sub_camera_view != view {
            camera.sub_camera_view = view;
        }
    }
    let fit = (BOARD_ASPECT * height / (width - left)).max(BOARD_HEIGHT * height / (height - bottom)).max(1.0);
    if (orbit.fit - fit).abs() > 1e-3 {
        orbit.fit = fit;
    }
}

/// Eases the camera toward the orbit's target and the chosen view.
fn follow(
    time: Res<Time>,
    view: Res<BoardView>,
    mut orbit: ResMut<Orbit>,
    mut cameras: Query<&mut Transform, With<Camera3d>>,
) {
    let wanted_top = if *view == BoardView::Top { 1.0 } else { 0.0 };
    let step = time.delta_secs() / VIEW_EASE_SECONDS;
    orbit.top = if orbit.top < wanted_top { (orbit.top + step).min(1.0) } else { (orbit.top - step).max(0.0) };
    let ease = 1.0 - (-6.0 * time.delta_secs()).exp();
    let gap = orbit.target_yaw - orbit.yaw;
    if gap.abs() > 1e-4 {
        orbit.yaw += gap * ease;
    } else if gap != 0.0 {
        orbit.yaw = orbit.target_yaw;
    }
    let wanted = orbit.transform();
    for mut transform in &mut cameras {
        if *transform != wanted {
            *transform = wanted;
        }
    }
}
