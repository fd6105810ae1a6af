//! A material with its lighting baked into one colour, for the parts of
//! the board that need no shadows: the round base and the holes (and, on a
//! software renderer, the star). Under a
//! software renderer the full physically based shader on these surfaces
//! cost most of each frame (the base alone covers half the window); this
//! one is a few instructions per pixel (see `baked.wgsl`).

use bevy::asset::embedded_asset;
use bevy::mesh::MeshVertexBufferLayoutRef;
use bevy::pbr::{MaterialPipeline, MaterialPipelineKey};
use bevy::prelude::*;
use bevy::render::render_resource::{AsBindGroup, RenderPipelineDescriptor, ShaderType, SpecializedMeshPipelineError};
use bevy::shader::ShaderRef;

/// The shader, compiled into the program (see [`plugin`]).
const SHADER: &str = "embedded://chinese_checkers/app/board/baked.wgsl";

/// Colours with the lighting baked in.
#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
#[bind_group_data(Touch)]
pub(super) struct BakedMaterial {
    /// What the shader reads.
    #[uniform(0)]
    look: BakedLook,
    /// The one touch drawn on the surface, chosen when its pipeline is made.
    touch: Touch,
}

/// The shader's uniform: see `baked.wgsl` for each field.
#[derive(ShaderType, Debug, Clone)]
struct BakedLook {
    top: Vec4,
    shade: Vec4,
}

/// What a surface draws on top of its colour. Each is its own pipeline (a
/// shader definition), never a branch on the uniform: lavapipe compiles a
/// shader that branches on a uniform again at every draw and leaks the
/// copies (see `baked.wgsl`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Touch {
    /// The colour alone.
    Plain,
    /// The wood's grain.
    Grain,
    /// Darker away from the centre of the board.
    Falloff,
    /// Dark in the middle, its lip lit (from the mesh's texture coordinates).
    Hole,
}

impl From<&BakedMaterial> for Touch {
    fn from(material: &BakedMaterial) -> Touch {
        material.touch
    }
}

impl Touch {
    /// The shader definition that draws this touch.
    fn shader_def(self) -> Option<&'static str> {
        match self {
            Touch::Plain => None,
            Touch::Grain => Some("GRAIN"),
            Touch::Falloff => Some("FALLOFF"),
            Touch::Hole => Some("HOLE"),
        }
    }
}

impl Material for BakedMaterial {
    fn fragment_shader() -> ShaderRef {
        SHADER.into()
    }

    fn specialize(
        _pipeline: &MaterialPipeline,
        descriptor: &mut RenderPipelineDescriptor,
        _layout: &MeshVertexBufferLayoutRef,
        key: MaterialPipelineKey<Self>,
    ) -> Result<(), SpecializedMeshPipelineError> {
        if let (Some(def), Some(fragment)) = (key.bind_group_data.shader_def(), descriptor.fragment.as_mut()) {
            fragment.shader_defs.push(def.into());
        }
        Ok(())
    }
}

impl BakedMaterial {
    /// The dark wood of the round base, lit by the sun, with its grain.
    pub(super) fn dark_wood() -> BakedMaterial {
        BakedMaterial::plain(Color::srgb(0.50, 0.36, 0.27), 0.55).with_touch(Touch::Grain, GRAIN)
    }

    /// Lacquered wood whose lit top is `top` (see [`lit_colour`]).
    pub(super) fn lacquer(top: Color) -> BakedMaterial {
        BakedMaterial::plain(top, 0.6)
    }

    /// The table the board stands on: deep green baize, darker toward the
    /// edges of the view.
    pub(super) fn table() -> BakedMaterial {
        BakedMaterial::plain(Color::srgb(0.10, 0.22, 0.17), 1.0).with_touch(Touch::Falloff, TABLE_FALLOFF)
    }

    /// A hole: dark in the middle, its lip lit.
    pub(super) fn hole() -> BakedMaterial {
        BakedMaterial::plain(Color::srgb(0.36, 0.30, 0.27), 0.55).with_touch(Touch::Hole, 0.0)
    }

    /// One colour on top; the sides keep `side_shade` of it.
    fn plain(top: Color, side_shade: f32) -> BakedMaterial {
        let top = Vec4::from_array(top.to_linear().to_f32_array());
        BakedMaterial { look: BakedLook { top, shade: Vec4::new(side_shade, 0.0, 0.0, 0.0) }, touch: Touch::Plain }
    }

    /// The same with `touch` drawn at `strength` (see `baked.wgsl`).
    fn with_touch(mut self, touch: Touch, strength: f32) -> BakedMaterial {
        self.touch = touch;
        self.look.shade.y = strength;
        self
    }
}

/// How much brighter the sun, the fill light and the ambient light make
/// each channel of a matt surface (linear colour), measured on the star as
/// a graphics card draws it: its wood of sRGB (0.66, 0.47, 0.29) shows as
/// (0.81, 0.63, 0.45).
const LIT: [f32; 3] = [1.58, 1.90, 2.50];

/// The colour a matt surface of colour `base` shows under the board's
/// lights: what a surface drawn with its light baked in must be to look
/// the same.
pub(super) fn lit_colour(base: Color) -> Color {
    let linear = base.to_linear();
    LinearRgba::rgb(linear.red * LIT[0], linear.green * LIT[1], linear.blue * LIT[2]).into()
}

/// How strongly the grain darkens the wood's rings (0 to 1).
const GRAIN: f32 = 0.22;

/// How much darker the table gets a world unit from the centre.
const TABLE_FALLOFF: f32 = 0.022;

/// Embeds the shader and registers the material.
pub(super) fn plugin(app: &mut App) {
    embedded_asset!(app, "baked.wgsl");
    app.add_plugins(MaterialPlugin::<BakedMaterial>::default());
}
