//! A measurement: the headless game with two Expert computers, timing every
//! frame's update while their searches run on the task pool, to show that a
//! search never holds up a frame.

use super::assembly::headless_app;
use super::launch::LaunchOptions;
use super::lifecycle::GameRequest;
use super::state::TurnPhase;
use bevy::prelude::*;
use rules::Setup;
use std::time::{Duration, Instant};

/// Frame update times of a measured run.
#[derive(Debug, Clone)]
pub struct FrameTimes {
    /// Frames measured.
    pub frames: usize,
    /// Frames during which a computer search was running.
    pub frames_while_searching: usize,
    /// Longest update.
    pub worst: Duration,
    /// Mean update.
    pub mean: Duration,
    /// Updates longer than 16 ms.
    pub over_16_ms: usize,
}

/// Runs `frames` frames of a game between two Expert computers, real time,
/// and times each update.
pub fn measure(frames: usize) -> FrameTimes {
    let settings = std::env::temp_dir().join(format!("chinese-checkers-frame-times-{}.ron", std::process::id()));
    let options = LaunchOptions { settings_path: Some(settings.clone()), ..LaunchOptions::default() };
    let mut app = headless_app(MinimalPlugins, options, |_| {});
    app.update();
    let experts = Setup::new(vec![rules::PlayerSpec::new(rules::PlayerKind::Computer(rules::Level::EXPERT)); 2]);
    app.world_mut().write_message(GameRequest::Start(experts));
    let mut times = Vec::with_capacity(frames);
    let mut searching = 0;
    for _ in 0..frames {
        let started = Instant::now();
        app.update();
        times.push(started.elapsed());
        let phase = app.world().get_resource::<State<TurnPhase>>().map(|s| *s.get());
        if phase == Some(TurnPhase::Computer) {
            searching += 1;
        }
        // About 60 frames a second.
        std::thread::sleep(Duration::from_millis(16).saturating_sub(started.elapsed()));
    }
    let _ = std::fs::remove_file(settings);
    let total: Duration = times.iter().sum();
    FrameTimes {
        frames,
        frames_while_searching: searching,
        worst: times.iter().copied().max().unwrap_or_default(),
        mean: total / frames.max(1) as u32,
        over_16_ms: times.iter().filter(|t| **t > Duration::from_millis(16)).count(),
    }
}
