//! Sound: a soft click for a step, a brighter clack for each hop's landing
//! (rising in pitch along a chain), a chime when a player finishes, a call
//! when your turn comes after the computers have moved, a short fanfare at
//! the game's end and a soft low note for a refused choice. All are
//! synthesised at start-up (no sound files to go missing) and each answers
//! a message that carries its fact. The volume is the master volume times
//! the effects volume of the settings. Without a sound device the game plays
//! on silently, and says so once at the start (when sound is on).

use super::GameSet;
use super::animation::MarbleLanded;
use super::selection::ChoiceRefused;
use super::turn::{GameOver, PlayerFinished, YourTurn};
use crate::app::notice::tell_at_start;
use crate::app::settings::{CurrentSettings, Settings};
use crate::locale::Texts;
use bevy::prelude::*;
use bevy_kira_audio::prelude::*;

/// Samples per second of the synthesised sounds.
const SAMPLE_RATE: u32 = 44_100;

/// The game's sounds. Made once, at startup, by this module.
#[derive(Resource)]
struct Sounds {
    step: Handle<AudioSource>,
    hop: Handle<AudioSource>,
    finish: Handle<AudioSource>,
    your_turn: Handle<AudioSource>,
    game_over: Handle<AudioSource>,
    refused: Handle<AudioSource>,
}

/// How much higher each further hop of a chain sounds (playback rate added
/// per landing).
const PITCH_RISE_PER_HOP: f64 = 0.08;

pub(super) fn plugin(app: &mut App) {
    // Asked before the audio plugin opens the device, so that the two
    // never hold it at once.
    let sound_on = app.world().get_resource::<CurrentSettings>().is_none_or(|settings| settings.sound);
    let problem = sound_on.then(sound_device_problem).flatten().map(|problem| move |texts: &Texts| problem.text(texts));
    app.add_plugins(AudioPlugin)
        .add_systems(Startup, (make_sounds, tell_at_start(problem)))
        .add_systems(Update, (play_landings, play_facts).in_set(GameSet::React));
}

/// Why a machine cannot play sound.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum NoSound {
    /// No output device was found.
    NoDevice,
    /// The device will not say how it plays.
    Unavailable,
}

impl NoSound {
    /// What the player is told at the start.
    fn text(self, texts: &Texts) -> String {
        match self {
            NoSound::NoDevice => texts.get("notice-no-sound-device"),
            NoSound::Unavailable => texts.get("notice-sound-unavailable"),
        }
    }
}

/// Why this machine cannot play sound, if it cannot: no output device, or
/// one that will not say how it plays.
fn sound_device_problem() -> Option<NoSound> {
    use cpal::traits::{DeviceTrait, HostTrait};
    let Some(device) = cpal::default_host().default_output_device() else {
        return Some(NoSound::NoDevice);
    };
    let error = device.default_output_config().err()?;
    info!("the sound device: {error}");
    Some(NoSound::Unavailable)
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
        your_turn: add(chime(&[659.25, 880.0])),
        game_over: add(chime(&[392.0, 523.25, 659.25, 783.99, 1046.5, 1318.5])),
        refused: add(knock(180.0, 0.14, 0.3)),
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

/// The settings' volume, in decibels (the master volume times the effects
/// volume; silence below a thousandth).
fn volume_db(settings: &Settings) -> f32 {
    let amplitude = (settings.master_volume * settings.effects_volume).clamp(0.0, 1.0);
    20.0 * amplitude.max(0.001).log10()
}

/// A knock for every landing of a move being shown, each hop of a chain a
/// little higher than the one before.
fn play_landings(
    mut landed: MessageReader<MarbleLanded>,
    sounds: Option<Res<Sounds>>,
    settings: Res<CurrentSettings>,
    audio: Res<Audio>,
) {
    let Some(sounds) = sounds else { return };
    for landing in landed.read() {
        if settings.sound {
            let (sound, rate) = if landing.hop {
                (sounds.hop.clone(), 1.0 + PITCH_RISE_PER_HOP * (landing.landing.saturating_sub(1)) as f64)
            } else {
                (sounds.step.clone(), 1.0)
            };
            audio.play(sound).with_playback_rate(rate).with_volume(volume_db(&settings));
        }
    }
}

/// The chime of a finish, the call of a person's turn after the computers,
/// the fanfare at the game's end and the note of a refused choice.
fn play_facts(
    mut finished: MessageReader<PlayerFinished>,
    mut your_turn: MessageReader<YourTurn>,
    mut over: MessageReader<GameOver>,
    mut refused: MessageReader<ChoiceRefused>,
    sounds: Option<Res<Sounds>>,
    settings: Res<CurrentSettings>,
    audio: Res<Audio>,
) {
    let heard = [
        finished.read().count() > 0,
        your_turn.read().count() > 0,
        over.read().count() > 0,
        refused.read().count() > 0,
    ];
    let Some(sounds) = sounds else { return };
    if !settings.sound {
        return;
    }
    let all = [&sounds.finish, &sounds.your_turn, &sounds.game_over, &sounds.refused];
    for (sound, heard) in all.into_iter().zip(heard) {
        if heard {
            audio.play(sound.clone()).with_volume(volume_db(&settings));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Renders a sound to a 16-bit WAV file and returns its peak, 0 to 1.
    fn render(name: &str, frames: &[Frame]) -> f32 {
        let samples: Vec<i16> = frames.iter().map(|f| (f.left.clamp(-1.0, 1.0) * f32::from(i16::MAX)) as i16).collect();
        let data: Vec<u8> = samples.iter().flat_map(|s| s.to_le_bytes()).collect();
        let mut wav = Vec::new();
        wav.extend(b"RIFF");
        wav.extend(&(36 + data.len() as u32).to_le_bytes());
        wav.extend(b"WAVEfmt ");
        wav.extend(&16u32.to_le_bytes());
        wav.extend(&1u16.to_le_bytes());
        wav.extend(&1u16.to_le_bytes());
        wav.extend(&SAMPLE_RATE.to_le_bytes());
        wav.extend(&(SAMPLE_RATE * 2).to_le_bytes());
        wav.extend(&2u16.to_le_bytes());
        wav.extend(&16u16.to_le_bytes());
        wav.extend(b"data");
        wav.extend(&(data.len() as u32).to_le_bytes());
        wav.extend(&data);
        let path = std::env::temp_dir().join(format!("chinese-checkers-sound-{name}.wav"));
        std::fs::write(&path, &wav).expect("the WAV file is written");
        frames.iter().map(|f| f.left.abs().max(f.right.abs())).fold(0.0, f32::max)
    }

    #[test]
    fn every_sound_is_heard_and_none_clips() {
        let sounds = [
            ("step", knock(420.0, 0.09, 0.35)),
            ("hop", knock(760.0, 0.12, 0.5)),
            ("finish", chime(&[523.25, 659.25, 783.99, 1046.5])),
            ("your-turn", chime(&[659.25, 880.0])),
            ("game-over", chime(&[392.0, 523.25, 659.25, 783.99, 1046.5, 1318.5])),
            ("refused", knock(180.0, 0.14, 0.3)),
        ];
        for (name, frames) in sounds {
            let peak = render(name, &frames);
            assert!(peak > 0.05, "{name} is not silent (peak {peak})");
            assert!(peak < 1.0, "{name} does not clip (peak {peak})");
        }
    }
}
