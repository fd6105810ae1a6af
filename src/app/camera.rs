//! The camera: a tilted view of the board that orbits with a right-drag or
//! the arrow keys, zooms with the wheel or +/-, resets with R, and turns so
//! the person to move sits nearest (when the setting is on).

use super::animation::hole_position;
use super::session::Session;
use super::settings::Settings;
use super::{Screen, TurnPhase};
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll, MouseScrollUnit};
use bevy::light::ShadowFilteringMethod;
use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;
use wgpu_types::DeviceType;

/// Default distance from the board's centre, in world units.
const DISTANCE: f32 = 21.0;
/// Default angle above the board, in radians.
const PITCH: f32 = 0.95;
/// Radians turned per second by the arrow keys.
const KEY_TURN_SPEED: f32 = 1.6;
/// Radians turned per pixel of right-drag.
const DRAG_TURN_SPEED: f32 = 0.006;

/// Where the camera looks from, and where it is turning to.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
struct Orbit {
    yaw: f32,
    pitch: f32,
    distance: f32,
    target_yaw: f32,
}

impl Default for Orbit {
    fn default() -> Orbit {
        Orbit { yaw: 0.0, pitch: PITCH, distance: DISTANCE, target_yaw: 0.0 }
    }
}

impl Orbit {
    fn transform(&self) -> Transform {
        let offset = Vec3::new(self.yaw.sin() * self.pitch.cos(), self.pitch.sin(), self.yaw.cos() * self.pitch.cos())
            * self.distance;
        Transform::from_translation(offset + Vec3::new(0.0, 0.0, 0.6)).looking_at(Vec3::new(0.0, -1.0, 0.6), Vec3::Y)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Orbit>()
        .add_systems(Startup, spawn_camera)
        .add_systems(OnEnter(TurnPhase::Human), face_player_to_move)
        .add_systems(OnEnter(Screen::Play), face_player_to_move)
        .add_systems(Update, (steer, follow).chain());
}

fn spawn_camera(mut commands: Commands, orbit: Res<Orbit>, adapter: Option<Res<RenderAdapterInfo>>) {
    let software = adapter.is_some_and(|info| info.device_type == DeviceType::Cpu);
    if software {
        info!("software renderer: anti-aliasing off, hard-edged shadows");
    }
    let (msaa, shadows) = image_quality(software);
    commands.spawn((Name::new("Camera"), Camera3d::default(), orbit.transform(), msaa, shadows));
}

/// Anti-aliasing and shadow filtering for the renderer in use. A graphics
/// card gets four samples per pixel and soft shadow edges. A software
/// renderer (such as Mesa's llvmpipe) gets neither: at 1280x720 four-sample
/// anti-aliasing halved its frame rate and Gaussian shadow filtering cost a
/// further quarter, for edges that look nearly the same.
fn image_quality(software: bool) -> (Msaa, ShadowFilteringMethod) {
    if software {
        (Msaa::Off, ShadowFilteringMethod::Hardware2x2)
    } else {
        (Msaa::Sample4, ShadowFilteringMethod::Gaussian)
    }
}

/// Turns the board so the person to move (or the first person) sits nearest.
fn face_player_to_move(session: Option<Res<Session>>, settings: Res<Settings>, mut orbit: ResMut<Orbit>) {
    let Some(session) = session else { return };
    if !settings.camera_follows_human {
        return;
    }
    let game = &session.game;
    let to_move = game.to_move();
    let person = if session.level(to_move).is_none() {
        Some(to_move)
    } else {
        (0..game.player_count()).find(|&p| session.level(p).is_none())
    };
    let seat = person.unwrap_or(0);
    let tip = hole_position(game.start_point(seat).tip());
    let wanted = tip.x.atan2(tip.z);
    // Turn the short way round.
    let turn = (wanted - orbit.yaw + std::f32::consts::PI).rem_euclid(std::f32::consts::TAU) - std::f32::consts::PI;
    orbit.target_yaw = orbit.yaw + turn;
}

fn steer(
    keys: Option<Res<ButtonInput<KeyCode>>>,
    buttons: Option<Res<ButtonInput<MouseButton>>>,
    motion: Option<Res<AccumulatedMouseMotion>>,
    scroll: Option<Res<AccumulatedMouseScroll>>,
    time: Res<Time>,
    mut orbit: ResMut<Orbit>,
) {
    let turn = KEY_TURN_SPEED * time.delta_secs();
    if let Some(keys) = keys {
        if keys.pressed(KeyCode::ArrowLeft) {
            orbit.target_yaw -= turn;
        }
        if keys.pressed(KeyCode::ArrowRight) {
            orbit.target_yaw += turn;
        }
        if keys.pressed(KeyCode::ArrowUp) {
            orbit.pitch = (orbit.pitch + turn).min(1.45);
        }
        if keys.pressed(KeyCode::ArrowDown) {
            orbit.pitch = (orbit.pitch - turn).max(0.35);
        }
        if keys.any_pressed([KeyCode::Equal, KeyCode::NumpadAdd]) {
            orbit.distance = (orbit.distance - 12.0 * time.delta_secs()).max(9.0);
        }
        if keys.any_pressed([KeyCode::Minus, KeyCode::NumpadSubtract]) {
            orbit.distance = (orbit.distance + 12.0 * time.delta_secs()).min(40.0);
        }
        if keys.just_pressed(KeyCode::KeyR) {
            let yaw = orbit.target_yaw;
            *orbit = Orbit { yaw: orbit.yaw, target_yaw: yaw, ..Orbit::default() };
        }
    }
    if let (Some(buttons), Some(motion)) = (buttons, motion)
        && buttons.pressed(MouseButton::Right)
    {
        orbit.target_yaw -= motion.delta.x * DRAG_TURN_SPEED;
        orbit.yaw = orbit.target_yaw;
        orbit.pitch = (orbit.pitch + motion.delta.y * DRAG_TURN_SPEED).clamp(0.35, 1.45);
    }
    if let Some(scroll) = scroll {
        let lines = match scroll.unit {
            MouseScrollUnit::Line => scroll.delta.y,
            MouseScrollUnit::Pixel => scroll.delta.y / 40.0,
        };
        orbit.distance = (orbit.distance - lines * 1.2).clamp(9.0, 40.0);
    }
}

/// Eases the camera toward the orbit's target.
fn follow(time: Res<Time>, mut orbit: ResMut<Orbit>, mut cameras: Query<&mut Transform, With<Camera3d>>) {
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
