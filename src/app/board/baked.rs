//! A material with its lighting baked into one colour, for the parts of
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
    side_shade: Vec4,
}

impl Material for BakedMaterial {
    fn fragment_shader() -> ShaderRef {
        SHADER.into()
    }
}

impl BakedMaterial {
    /// The dark wood of the round base, lit by the sun.
    pub(super) fn dark_wood() -> BakedMaterial {
        BakedMaterial::plain(Color::srgb(0.50, 0.36, 0.27), 0.55)
    }

    /// The shadowed bottom of a hole.
    pub(super) fn hole() -> BakedMaterial {
        BakedMaterial::plain(Color::srgb(0.36, 0.30, 0.27), 0.55)
    }

    /// One colour on top; the sides keep `side_shade` of it.
    fn plain(top: Color, side_shade: f32) -> BakedMaterial {
        let top = Vec4::from_array(top.to_linear().to_f32_array());
        BakedMaterial { look: BakedLook { top, side_shade: Vec4::splat(side_shade) } }
    }
}

/// Embeds the shader and registers the material.
pub(super) fn plugin(app: &mut App) {
    embedded_asset!(app, "baked.wgsl");
    app.add_plugins(MaterialPlugin::<BakedMaterial>::default());
}
