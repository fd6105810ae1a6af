//! Sound: a soft click for a step, a brighter clack for each hop's landing
//! and a chime when a player finishes, synthesised at start-up (no sound
//! files to go missing). Each sound answers a message that carries its fact.
//! Without a sound device the game plays on silently.

use super::GameSet;
use super::animation::HopLanded;
use super::settings::Settings;
use super::turn::PlayerFinished;
use bevy::prelude::*;
use bevy_kira_audio::prelude::*;

/// Samples per second of the synthesised sounds.
const SAMPLE_RATE: u32 = 44_100;

/// The game's sounds.
#[derive(Resource)]
struct Sounds {
    step: Handle<AudioSource>,
    hop: Handle<AudioSource>,
    finish: Handle<AudioSource>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(AudioPlugin)
        .add_systems(Startup, make_sounds)
        .add_systems(Update, (play_landings, play_finishes).in_set(GameSet::React));
}

fn make_sounds(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    let mut add = |frames: Vec<Frame>| {
        sources.add(AudioSource {
            sound: StaticSoundData {
                sample_rate: SAMPLE_RATE,
                frames: frames.into(),
                settings: StaticSoundSettings::default(),
                slice: None,
            },
        })
    };
    commands.insert_resource(Sounds {
        step: add(knock(420.0, 0.09, 0.35)),
        hop: add(knock(760.0, 0.12, 0.5)),
        finish: add(chime(&[523.25, 659.25, 783.99, 1046.5])),
    });
}

/// A marble-on-wood knock: a quickly fading tone with a touch of overtone.
fn knock(pitch: f32, seconds: f32, volume: f32) -> Vec<Frame> {
    let count = (seconds * SAMPLE_RATE as f32) as usize;
    (0..count)
        .map(|i| {
            let t = i as f32 / SAMPLE_RATE as f32;
            let envelope = (-t * 45.0).exp() * (t * 2000.0).min(1.0);
            let tone =
                (t * pitch * std::f32::consts::TAU).sin() + 0.35 * (t * pitch * 2.7 * std::f32::consts::TAU).sin();
            Frame::from_mono(tone * envelope * volume)
        })
        .collect()
}

/// A rising arpeggio of soft bell tones.
fn chime(notes: &[f32]) -> Vec<Frame> {
    let note_seconds = 0.12;
    let total = note_seconds * notes.len() as f32 + 0.6;
    let count = (total * SAMPLE_RATE as f32) as usize;
    (0..count)
        .map(|i| {
            let t = i as f32 / SAMPLE_RATE as f32;
            let value: f32 = notes
                .iter()
                .enumerate()
                .map(|(n, &pitch)| {
                    let start = n as f32 * note_seconds;
                    if t < start {
                        return 0.0;
                    }
                    let local = t - start;
                    (local * pitch * std::f32::consts::TAU).sin() * (-local * 5.0).exp() * 0.18
                })
                .sum();
            Frame::from_mono(value)
        })
        .collect()
}

/// A knock for every landing of a move being shown.
fn play_landings(
    mut landed: MessageReader<HopLanded>,
    sounds: Option<Res<Sounds>>,
    settings: Res<Settings>,
    audio: Res<Audio>,
) {
    let Some(sounds) = sounds else { return };
    for landing in landed.read() {
        if settings.sound {
            audio.play(if landing.hop { sounds.hop.clone() } else { sounds.step.clone() });
        }
    }
}

/// The chime when a player's finishing move has been shown.
fn play_finishes(
    mut finished: MessageReader<PlayerFinished>,
    sounds: Option<Res<Sounds>>,
    settings: Res<Settings>,
    audio: Res<Audio>,
) {
    let Some(sounds) = sounds else { return };
    if finished.read().count() > 0 && settings.sound {
        audio.play(sounds.finish.clone());
    }
}
