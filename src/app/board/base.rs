//! The round base under the star, drawn with a small material of its own.
//! It covers half the window, and under a software renderer the full
//! physically based shader on that many pixels halved the frame rate; the
//! base receives no marble shadows, so its lighting is baked into a few
//! colours instead (see `base.wgsl`).

use bevy::asset::embedded_asset;
use bevy::prelude::*;
use bevy::render::render_resource::{AsBindGroup, ShaderType};
use bevy::shader::ShaderRef;

/// The shader, compiled into the program (see [`plugin`]).
const SHADER: &str = "embedded://chinese_checkers/app/board/base.wgsl";

/// The colours of the base, with its lighting baked in.
#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub(super) struct BaseMaterial {
    /// What the shader reads.
    #[uniform(0)]
    look: BaseLook,
}

/// The shader's uniform: see `base.wgsl` for each field.
#[derive(ShaderType, Debug, Clone)]
struct BaseLook {
    top: Vec4,
    glow: Vec4,
    glow_at: Vec4,
    side_shade: Vec4,
}

impl Material for BaseMaterial {
    fn fragment_shader() -> ShaderRef {
        SHADER.into()
    }
}

impl BaseMaterial {
    /// Dark wood under the sun, with a glow of `glow_radius` where the fill
    /// light at `fill_light` falls on it.
    pub(super) fn dark_wood(fill_light: Vec3, glow_radius: f32) -> BaseMaterial {
        let linear = |c: Color| Vec4::from_array(c.to_linear().to_f32_array());
        BaseMaterial {
            look: BaseLook {
                top: linear(Color::srgb(0.50, 0.36, 0.27)),
                glow: linear(Color::srgb(0.20, 0.14, 0.12)),
                glow_at: Vec4::new(fill_light.x, 0.0, fill_light.z, glow_radius),
                side_shade: Vec4::splat(0.55),
            },
        }
    }
}

/// Embeds the shader and registers the material.
pub(super) fn plugin(app: &mut App) {
    embedded_asset!(app, "base.wgsl");
    app.add_plugins(MaterialPlugin::<BaseMaterial>::default());
}
