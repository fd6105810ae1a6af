//! A material with its lighting baked into a few colours, for the parts of
//! the board that need no shadows: the round base and the holes. Under a
//! software renderer the full physically based shader on these surfaces
//! cost most of each frame (the base alone covers half the window); this
//! one is a few instructions per pixel (see `baked.wgsl`).

use bevy::asset::embedded_asset;
use bevy::prelude::*;
use bevy::render::render_resource::{AsBindGroup, ShaderType};
use bevy::shader::ShaderRef;

/// The shader, compiled into the program (see [`plugin`]).
const SHADER: &str = "embedded://chinese_checkers/app/board/baked.wgsl";

/// Colours with the lighting baked in.
#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub(super) struct BakedMaterial {
    /// What the shader reads.
    #[uniform(0)]
    look: BakedLook,
}

/// The shader's uniform: see `baked.wgsl` for each field.
#[derive(ShaderType, Debug, Clone)]
struct BakedLook {
    top: Vec4,
    glow: Vec4,
    glow_at: Vec4,
    side_shade: Vec4,
}

impl Material for BakedMaterial {
    fn fragment_shader() -> ShaderRef {
        SHADER.into()
    }
}

impl BakedMaterial {
    /// Dark wood under the sun, with a glow of `glow_radius` where the fill
    /// light at `fill_light` falls on it.
    pub(super) fn dark_wood(fill_light: Vec3, glow_radius: f32) -> BakedMaterial {
        BakedMaterial::plain(Color::srgb(0.50, 0.36, 0.27), 0.55).with_glow(
            Color::srgb(0.20, 0.14, 0.12),
            fill_light,
            glow_radius,
        )
    }

    /// The shadowed bottom of a hole.
    pub(super) fn hole() -> BakedMaterial {
        BakedMaterial::plain(Color::srgb(0.36, 0.30, 0.27), 0.55)
    }

    /// One colour on top; the sides keep `side_shade` of it.
    fn plain(top: Color, side_shade: f32) -> BakedMaterial {
        BakedMaterial {
            look: BakedLook {
                top: linear(top),
                glow: Vec4::ZERO,
                glow_at: Vec4::new(0.0, 0.0, 0.0, 1.0),
                side_shade: Vec4::splat(side_shade),
            },
        }
    }

    /// Adds a soft glow of `colour` and `radius` under a light at `at`.
    fn with_glow(mut self, colour: Color, at: Vec3, radius: f32) -> BakedMaterial {
        self.look.glow = linear(colour);
        self.look.glow_at = Vec4::new(at.x, 0.0, at.z, radius);
        self
    }
}

/// A colour's linear RGBA, as the shader takes it.
fn linear(colour: Color) -> Vec4 {
    Vec4::from_array(colour.to_linear().to_f32_array())
}

/// Embeds the shader and registers the material.
pub(super) fn plugin(app: &mut App) {
    embedded_asset!(app, "baked.wgsl");
    app.add_plugins(MaterialPlugin::<BakedMaterial>::default());
}
