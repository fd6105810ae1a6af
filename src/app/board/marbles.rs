//! The marbles as you see them: a glossy sphere in the seat's colour with
//! the seat's white mark (so colour is never the only cue), lifted and
//! glowing while chosen, lit while under the pointer or the keyboard focus,
//! and settling with a small dip and squash where it lands.

use super::super::TurnPhase;
use super::super::animation::{InMotion, MarbleLanded, ShowSpeed, SkipAnimation};
use super::super::layout::{MARBLE_RADIUS, marble_rest};
use super::super::selection::Selection;
use super::super::session::Session;
use super::assets::{BoardAssets, colour_index};
use crate::app::marbles::Marble;
use bevy::prelude::*;
use rules::Mark;

/// How high a lifted marble floats, in world units.
const LIFT: f32 = 0.35;
/// How quickly a marble rises and sinks toward its height: the share of
/// the way left covered per second, as an exponential rate.
const LIFT_RATE: f32 = 14.0;
/// How far a lifted marble bobs up and down, in world units.
const BOB: f32 = 0.04;
/// Seconds of one beat of a lifted marble's bob and glow.
const GLOW_SECONDS: f32 = 1.4;
/// How much a lifted marble's glow swells and fades with each beat, as a
/// share of its glow.
const GLOW_BEAT: f32 = 0.35;
/// Seconds a settle takes at normal animation speed.
const SETTLE_SECONDS: f32 = 0.32;
/// How deep a settle dips, in world units, at full strength.
const DIP: f32 = 0.09;
/// How much a settle squashes the marble at full strength, as a share of
/// its height.
const SQUASH: f32 = 0.16;
/// The strength of a settle on a landing part way through a chain, as a
/// share of a last landing's.
const PART_WAY_SETTLE: f32 = 0.5;

/// Gives new marble entities their mesh, material, mark and picking.
pub(super) fn dress_marbles(
    mut commands: Commands,
    marbles: Query<(Entity, &Marble), Added<Marble>>,
    assets: Option<Res<BoardAssets>>,
    session: Option<Res<Session>>,
) {
    let (Some(assets), Some(session)) = (assets, session) else { return };
    for (entity, marble) in &marbles {
        let looks = session.looks(marble.player);
        let material = assets.marble_materials[colour_index(looks.colour)].clone();
        commands
            .entity(entity)
            .insert((Mesh3d(assets.marble.clone()), MeshMaterial3d(material), Poise::default()))
            .with_children(|marks| {
                for mark in mark_meshes(&assets, looks.mark) {
                    marks.spawn(mark);
                }
            });
    }
}

/// The white mark that tells players apart without colour: none, a dot on
/// top, a ring on top, a band round the middle, two dots, or ring and band.
fn mark_meshes(assets: &BoardAssets, mark: Mark) -> Vec<impl Bundle> {
    let top = Transform::from_xyz(0.0, MARBLE_RADIUS - 0.02, 0.0);
    let ring_top = Transform::from_xyz(0.0, MARBLE_RADIUS - 0.07, 0.0);
    let dot_a = Transform::from_xyz(-0.1, MARBLE_RADIUS - 0.04, 0.0);
    let dot_b = Transform::from_xyz(0.1, MARBLE_RADIUS - 0.04, 0.0);
    let middle = Transform::IDENTITY;
    let parts: Vec<(Handle<Mesh>, Transform)> = match mark {
        Mark::Plain => vec![],
        Mark::Dot => vec![(assets.dot.clone(), top)],
        Mark::Ring => vec![(assets.ring.clone(), ring_top)],
        Mark::Band => vec![(assets.band.clone(), middle)],
        Mark::TwoDots => vec![(assets.dot.clone(), dot_a), (assets.dot.clone(), dot_b)],
        Mark::RingAndBand => vec![(assets.ring.clone(), ring_top), (assets.band.clone(), middle)],
    };
    parts
        .into_iter()
        .map(|(mesh, transform)| {
            (Name::new("Mark"), Mesh3d(mesh), MeshMaterial3d(assets.mark_material.clone()), transform, Pickable::IGNORE)
        })
        .collect()
}

/// How a marble stands apart from its resting place: raised while lifted,
/// and the dip and squash of a settle after it lands. Inserted with the
/// marble's looks and written only by this module.
#[derive(Component, Debug, Clone, Copy, Default, PartialEq)]
pub(super) struct Poise {
    /// Height above the hole, in world units, easing toward [`LIFT`] while
    /// chosen and back to 0 after.
    lift: f32,
    /// The settle under way: its progress from 0 to 1 and its strength
    /// (1 for a move's last landing, less for a landing part way).
    settle: Option<(f32, f32)>,
}

impl Poise {
    /// The settle's swing now: positive while the marble sinks and
    /// squashes, negative while it springs back, 0 at rest.
    fn swing(&self) -> f32 {
        let Some((t, strength)) = self.settle else { return 0.0 };
        strength * (t * std::f32::consts::TAU).sin() * (1.0 - t) * (1.0 - t)
    }
}

/// Starts a settle on each marble that lands (the last landing of a move
/// settles fully, a landing part way through a chain less); a skipped move
/// lands still, and cuts short the settles under way.
pub(super) fn settle_on_landing(
    mut landed: MessageReader<MarbleLanded>,
    mut skips: MessageReader<SkipAnimation>,
    mut marbles: Query<(&Marble, &mut Poise, Has<InMotion>)>,
) {
    if skips.read().count() > 0 {
        landed.clear();
        for (_, mut poise, _) in &mut marbles {
            poise.settle = None;
        }
        return;
    }
    for landing in landed.read() {
        let strength = if landing.last { 1.0 } else { PART_WAY_SETTLE };
        let mut lander = marbles.iter_mut().filter(|(m, _, moving)| *moving || m.hole == landing.hole);
        if let Some((_, mut poise, _)) = lander.next() {
            poise.settle = Some((0.0, strength));
        }
    }
}

/// Lifts the chosen marble (it rises, bobs gently and glows), lights the
/// one under the pointer or focus, and plays each marble's settle. A marble
/// the animation is moving is left where the animation puts it, but still
/// squashes as it lands.
pub(super) fn lift_and_light_marbles(
    selection: Res<Selection>,
    session: Option<Res<Session>>,
    assets: Option<Res<BoardAssets>>,
    phase: Option<Res<State<TurnPhase>>>,
    time: Res<Time>,
    speed: ShowSpeed,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut marbles: Query<(&Marble, &mut Poise, &mut Transform, &mut MeshMaterial3d<StandardMaterial>, Has<InMotion>)>,
) {
    let (Some(session), Some(assets)) = (session, assets) else { return };
    let human = phase.is_some_and(|p| *p.get() == TurnPhase::Human);
    let own = session.game().to_move();
    let seconds = time.delta_secs();
    let settle_step = seconds * speed.now() / SETTLE_SECONDS;
    let lift_ease = 1.0 - (-LIFT_RATE * seconds).exp();
    let beat = (time.elapsed_secs() * std::f32::consts::TAU / GLOW_SECONDS).sin();
    for (marble, mut poise, mut transform, mut material, moving) in &mut marbles {
        let colour = colour_index(session.looks(marble.player).colour);
        let lifted = human && marble.player == own && selection.lifted() == Some(marble.hole);
        let lit = human
            && marble.player == own
            && (selection.hover() == Some(marble.hole) || selection.focus() == Some(marble.hole));
        let wanted = if lifted {
            &assets.lifted_materials[colour]
        } else if lit {
            &assets.lit_materials[colour]
        } else {
            &assets.marble_materials[colour]
        };
        if material.0 != *wanted {
            material.0 = wanted.clone();
        }
        if lifted && let Some(mut glowing) = materials.get_mut(&assets.lifted_materials[colour]) {
            glowing.emissive = assets.lifted_glow[colour] * (1.0 + GLOW_BEAT * beat);
        }
        let mut poise_now = *poise;
        let lift_wanted = if lifted { LIFT } else { 0.0 };
        poise_now.lift += (lift_wanted - poise_now.lift) * lift_ease;
        if (poise_now.lift - lift_wanted).abs() < 0.002 {
            poise_now.lift = lift_wanted;
        }
        poise_now.settle = poise_now.settle.map(|(t, strength)| (t + settle_step, strength)).filter(|&(t, _)| t < 1.0);
        poise.set_if_neq(poise_now);
        let swing = poise_now.swing();
        let scale = Vec3::new(1.0 + SQUASH * swing / 2.0, 1.0 - SQUASH * swing, 1.0 + SQUASH * swing / 2.0);
        if transform.scale != scale {
            transform.scale = scale;
        }
        if !moving {
            let bob = if lifted { BOB * beat } else { 0.0 };
            let rest = marble_rest(marble.hole) + Vec3::Y * (poise_now.lift + bob - DIP * swing);
            if transform.translation != rest {
                transform.translation = rest;
            }
        }
    }
}
