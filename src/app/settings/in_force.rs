//! The settings in force: read once when the plugin is built, changed only
//! by [`SettingsChange`] messages, and saved once a change settles (dragging
//! a slider is one save, not one per frame), and at once on leaving the
//! settings or the game and when a lesson is done. Also the assistance the
//! current game gets.

use super::file::{
    Assistance, RoomPlace, Settings, SettingsEdit, SettingsProblem, WindowPlacement, default_path, open, save,
};
use crate::app::launch::LaunchOptions;
use crate::app::session::Session;
use crate::app::state::{Pause, Screen, TurnPhase};
use bevy::prelude::*;
use std::path::PathBuf;

/// Seconds a change must rest before it is saved.
const SETTLE_SECONDS: f32 = 0.5;

/// Sends the edits that turn `settings` into `edited`, if any.
pub(crate) fn send_edits(settings: &Settings, edited: &Settings, changes: &mut MessageWriter<SettingsChange>) {
    changes.write_batch(settings.edits_to(edited).into_iter().map(SettingsChange::Set));
}

/// A change to the settings, for `apply_changes` to make.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum SettingsChange {
    /// One setting a form (the settings screen, the pause overlay, the
    /// menu's quick game) or a key changed. Each names its field, so that
    /// two edits in one frame both land.
    Set(SettingsEdit),
    /// The lesson of this id was completed.
    LessonCompleted(String),
    /// The window was moved or resized to here.
    WindowPlaced(WindowPlacement),
    /// A room server was connected to, at this address and with this name.
    RoomUsed(RoomPlace),
}

/// The settings in force, read through `Deref` as [`Settings`]. Written
/// only by `apply_changes`, from [`SettingsChange`]s: no other module can
/// make or change one.
#[derive(Resource, Debug)]
pub struct CurrentSettings(Settings);

impl std::ops::Deref for CurrentSettings {
    type Target = Settings;

    fn deref(&self) -> &Settings {
        &self.0
    }
}

#[cfg(test)]
impl CurrentSettings {
    /// Settings in force for a unit test of a system that reads them.
    pub(crate) fn for_test(settings: Settings) -> CurrentSettings {
        CurrentSettings(settings)
    }
}

/// Where the settings live. Set once, when the plugin is built.
#[derive(Resource, Clone, Debug)]
pub struct SettingsFile(Option<PathBuf>);

/// Settings changed but not saved yet: seconds since the last change.
/// Written only by this module's saving systems.
#[derive(Resource, Clone, Copy, Debug, Default)]
struct UnsavedFor(Option<f32>);

/// The assistance in force for the current game. Written only by
/// `update_assistance`.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct AssistanceInForce(Assistance);

impl AssistanceInForce {
    /// The helps a person gets now.
    pub fn get(&self) -> Assistance {
        self.0
    }
}

/// The settings resource, read from its file unless the launch gave them.
pub(crate) fn plugin(app: &mut App) {
    let options = app.world().get_resource::<LaunchOptions>();
    let path = options.and_then(|o| o.settings_path.clone()).or_else(default_path);
    let given = options.and_then(|o| o.settings.clone());
    let settings = match given {
        Some(settings) => settings,
        None => {
            let (settings, problem) = path.as_deref().map(open).unwrap_or_default();
            app.insert_resource(SettingsProblemAtStart(problem));
            settings
        }
    };
    app.insert_resource(CurrentSettings(settings))
        .insert_resource(SettingsFile(path))
        .init_resource::<AssistanceInForce>()
        .init_resource::<UnsavedFor>()
        .add_message::<SettingsChange>()
        .add_systems(Update, (save_when_settled, update_assistance))
        .add_systems(Last, apply_changes.before(save_now))
        .add_systems(OnExit(Screen::Settings), save_now)
        .add_systems(OnExit(Pause::Paused), save_now)
        .add_systems(OnEnter(TurnPhase::LessonDone), save_progress)
        .add_systems(Last, save_now.run_if(on_message::<AppExit>));
}

/// What was wrong with the settings file when this module's plugin read
/// it, for the notice line to tell once the player's texts exist. Inserted
/// only by the plugin, when it reads the file itself.
#[derive(Resource, Debug)]
pub struct SettingsProblemAtStart(Option<SettingsProblem>);

impl SettingsProblemAtStart {
    /// The problem, if the file had one.
    pub fn get(&self) -> Option<&SettingsProblem> {
        self.0.as_ref()
    }
}

/// The one writer of [`Settings`]: makes the frame's changes in the order
/// they were sent. It runs last in the frame, after the panels.
fn apply_changes(mut changes: MessageReader<SettingsChange>, mut current: ResMut<CurrentSettings>) {
    for change in changes.read() {
        match change {
            SettingsChange::Set(edit) => {
                let mut edited = current.0.clone();
                edited.apply(edit);
                if edited != current.0 {
                    current.0 = edited;
                }
            }
            SettingsChange::LessonCompleted(id) => {
                if !current.progress.is_complete(id) {
                    current.0.progress.complete(id);
                }
            }
            SettingsChange::RoomUsed(place) => {
                if current.room.as_ref() != Some(place) {
                    current.0.room = Some(place.clone());
                }
            }
            SettingsChange::WindowPlaced(placement) => {
                if current.window != Some(*placement) {
                    current.0.window = Some(*placement);
                }
            }
        }
    }
}

/// Saves a change once nothing has changed for [`SETTLE_SECONDS`].
fn save_when_settled(
    settings: Res<CurrentSettings>,
    file: Res<SettingsFile>,
    time: Res<Time<Real>>,
    mut unsaved: ResMut<UnsavedFor>,
) {
    if settings.is_changed() && !settings.is_added() {
        unsaved.0 = Some(0.0);
        return;
    }
    let Some(seconds) = unsaved.0.as_mut() else { return };
    *seconds += time.delta_secs();
    if *seconds >= SETTLE_SECONDS {
        unsaved.0 = None;
        write_file(&settings, &file);
    }
}

/// Saves a change not saved yet, now.
fn save_now(settings: Res<CurrentSettings>, file: Res<SettingsFile>, mut unsaved: ResMut<UnsavedFor>) {
    let changed = settings.is_changed() && !settings.is_added();
    if unsaved.0.take().is_some() || changed {
        write_file(&settings, &file);
    }
}

/// Saves at once when a lesson is done, so its tick survives whatever
/// happens next.
fn save_progress(settings: Res<CurrentSettings>, file: Res<SettingsFile>, mut unsaved: ResMut<UnsavedFor>) {
    unsaved.0 = None;
    write_file(&settings, &file);
}

fn write_file(settings: &Settings, file: &SettingsFile) {
    if let Some(path) = &file.0
        && let Err(error) = save(settings, path)
    {
        warn!("cannot save settings: {error}");
    }
}

fn update_assistance(
    settings: Res<CurrentSettings>,
    session: Option<Res<Session>>,
    mut in_force: ResMut<AssistanceInForce>,
) {
    let wanted = settings
        .assistance
        .unwrap_or_else(|| Assistance::for_difficulty(session.as_ref().and_then(|s| s.difficulty())));
    if in_force.0 != wanted {
        in_force.0 = wanted;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_edits_in_one_frame_both_land() {
        let mut app = App::new();
        app.add_message::<SettingsChange>()
            .insert_resource(CurrentSettings(Settings::default()))
            .add_systems(Update, apply_changes);
        let world = app.world_mut();
        world.write_message(SettingsChange::Set(SettingsEdit::HoleNames(true)));
        world.write_message(SettingsChange::Set(SettingsEdit::AnimationSpeed(2.0)));
        app.update();
        let settings = app.world().resource::<CurrentSettings>();
        assert!(settings.hole_names);
        assert_eq!(settings.animation_speed, 2.0);
    }
}
