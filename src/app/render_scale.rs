//! Fewer pixels for the 3D scene, as the player's render scale says
//! ([`RenderScale`], in Settings). Mesa's llvmpipe shades every pixel on
//! the processor, and at 1280x720 the board's own pass took most of each
//! frame. Where the scale asks for fewer pixels, the camera's main pass
//! draws the scene smaller (Bevy's [`MainPassResolutionOverride`]), in the
//! top left corner of its usual image, and one pass of this module scales
//! that up to the whole image, filtered, before the panels are drawn over
//! it at full size. Auto draws at most [`PIXEL_BUDGET`] pixels on a
//! software renderer and every pixel on a graphics card.
//!
//! Nothing else changes: the camera's viewport and projection, and so the
//! pointer's picking, the hole names' places and the panels, all keep the
//! window's own size.
//!
//! Everything this module keeps lives in the render world and is written
//! by [`extract_scaled_cameras`] alone, afresh every frame from the tier,
//! the setting and each camera's viewport, so a new choice shows at once.

use super::quality::GraphicsTier;
use crate::app::{CurrentSettings, RenderScale};
use bevy::asset::embedded_asset;
use bevy::camera::MainPassResolutionOverride;
use bevy::core_pipeline::{Core3dSystems, FullscreenShader, schedule::Core3d};
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy::render::camera::{CameraMainPassTextureFormats, extract_cameras};
use bevy::render::extract_component::{ComponentUniforms, DynamicUniformIndex, UniformComponentPlugin};
use bevy::render::render_resource::binding_types::{sampler, texture_2d, uniform_buffer};
use bevy::render::render_resource::{
    BindGroupEntries, BindGroupLayoutDescriptor, BindGroupLayoutEntries, CachedRenderPipelineId, ColorTargetState,
    ColorWrites, FilterMode, FragmentState, Operations, PipelineCache, RenderPassColorAttachment, RenderPassDescriptor,
    RenderPipelineDescriptor, Sampler, SamplerBindingType, SamplerDescriptor, ShaderStages, ShaderType, TextureFormat,
    TextureSampleType, VertexState,
};
use bevy::render::renderer::{RenderContext, RenderDevice, ViewQuery};
use bevy::render::sync_world::RenderEntity;
use bevy::render::view::ViewTarget;
use bevy::render::{Extract, ExtractSchedule, RenderApp, RenderStartup};
use bevy::shader::Shader;

/// The most pixels Auto draws the scene at on a software renderer, those
/// of a 640x360 window: a larger window draws the scene smaller, the same
/// shape, and scales it up.
const PIXEL_BUDGET: u32 = 640 * 360;

/// The shader, compiled into the program (see [`plugin`]).
const SHADER: &str = "embedded://chinese_checkers/app/upscale.wgsl";

/// The part of the camera's image, from its top left corner, that the main
/// pass drew into (1 each way is the whole image), as the shader reads it.
#[derive(Component, ShaderType, Clone, Copy, Debug, Default, PartialEq)]
struct Upscale {
    region: Vec2,
}

/// The scaling pass's pipeline for the format of a camera's image.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
struct UpscalePipelineId(CachedRenderPipelineId);

/// What every scaling pass shares: its inputs' layout, its filtering
/// sampler, its shaders, and a pipeline for each image format met so far.
/// Made at the render world's start by [`make_pipelines`]; a pipeline is
/// added by [`extract_scaled_cameras`] when a camera first needs it.
#[derive(Resource)]
struct UpscalePipelines {
    layout: BindGroupLayoutDescriptor,
    sampler: Sampler,
    vertex: VertexState,
    fragment: Handle<Shader>,
    by_format: HashMap<TextureFormat, CachedRenderPipelineId>,
}

impl UpscalePipelines {
    /// The pipeline that writes images of `format`, queued the first time.
    fn for_format(&mut self, format: TextureFormat, cache: &PipelineCache) -> CachedRenderPipelineId {
        *self.by_format.entry(format).or_insert_with(|| {
            cache.queue_render_pipeline(RenderPipelineDescriptor {
                label: Some("upscale_pipeline".into()),
                layout: vec![self.layout.clone()],
                vertex: self.vertex.clone(),
                fragment: Some(FragmentState {
                    shader: self.fragment.clone(),
                    targets: vec![Some(ColorTargetState { format, blend: None, write_mask: ColorWrites::ALL })],
                    ..default()
                }),
                ..default()
            })
        })
    }
}

pub(super) fn plugin(app: &mut App) {
    embedded_asset!(app, "upscale.wgsl");
    app.add_plugins(UniformComponentPlugin::<Upscale>::default());
    let Some(render_app) = app.get_sub_app_mut(RenderApp) else { return };
    render_app
        .add_systems(RenderStartup, make_pipelines)
        .add_systems(ExtractSchedule, extract_scaled_cameras.after(extract_cameras))
        .add_systems(Core3d, scale_up.in_set(Core3dSystems::EarlyPostProcess));
}

/// Makes what every scaling pass shares, once.
fn make_pipelines(
    mut commands: Commands,
    device: Res<RenderDevice>,
    assets: Res<AssetServer>,
    fullscreen: Res<FullscreenShader>,
) {
    let layout = BindGroupLayoutDescriptor::new(
        "upscale_layout",
        &BindGroupLayoutEntries::sequential(
            ShaderStages::FRAGMENT,
            (
                texture_2d(TextureSampleType::Float { filterable: true }),
                sampler(SamplerBindingType::Filtering),
                uniform_buffer::<Upscale>(true),
            ),
        ),
    );
    let sampler = device.create_sampler(&SamplerDescriptor {
        mag_filter: FilterMode::Linear,
        min_filter: FilterMode::Linear,
        ..default()
    });
    commands.insert_resource(UpscalePipelines {
        layout,
        sampler,
        vertex: fullscreen.to_vertex_state(),
        fragment: assets.load(SHADER),
        by_format: HashMap::default(),
    });
}

/// Gives each 3D camera that the render scale makes smaller its smaller
/// main pass, the region the scaling pass reads and that pass's pipeline,
/// or takes them away. A camera is drawn whole while its pipeline is not ready (the
/// first frames, while the shader loads) rather than left small in the
/// corner, and also when it has a viewport of its own (the pass reads the
/// image from its top left corner; the game's camera makes room for the
/// panels with a sub-view instead).
fn extract_scaled_cameras(
    mut commands: Commands,
    tier: Extract<Option<Res<GraphicsTier>>>,
    settings: Extract<Option<Res<CurrentSettings>>>,
    cameras: Extract<Query<(RenderEntity, &Camera), With<Camera3d>>>,
    formats: Res<CameraMainPassTextureFormats>,
    upscale: Option<ResMut<UpscalePipelines>>,
    cache: Res<PipelineCache>,
) {
    let Some(mut upscale) = upscale else { return };
    let tier = tier.as_deref().copied().unwrap_or_default();
    let scale = settings.as_deref().map_or(RenderScale::Auto, |settings| settings.render_scale);
    for (entity, camera) in &cameras {
        let Ok(mut view) = commands.get_entity(entity) else { continue };
        let scaled = Some(camera)
            .filter(|camera| camera.viewport.is_none())
            .and_then(Camera::physical_viewport_size)
            .and_then(|full| Some((full, main_pass_size(full, scale, tier)?)))
            .and_then(|(full, size)| {
                let pipeline = upscale.for_format(*formats.get(&entity)?, &cache);
                cache.get_render_pipeline(pipeline)?;
                Some((full, size, pipeline))
            });
        match scaled {
            Some((full, size, pipeline)) => view.try_insert((
                MainPassResolutionOverride(size),
                Upscale { region: size.as_vec2() / full.as_vec2() },
                UpscalePipelineId(pipeline),
            )),
            None => view.try_remove::<(MainPassResolutionOverride, Upscale, UpscalePipelineId)>(),
        };
    }
}

/// The main pass's size for a viewport of `full` pixels at the render
/// scale `scale` on a renderer of tier `tier`: the same shape, smaller, or
/// `None` for the whole viewport.
fn main_pass_size(full: UVec2, scale: RenderScale, tier: GraphicsTier) -> Option<UVec2> {
    let fraction = match (scale, tier) {
        (RenderScale::Auto, GraphicsTier::Software) => (PIXEL_BUDGET as f32 / (full.x as f32 * full.y as f32)).sqrt(),
        (RenderScale::Half, _) => 0.5,
        (RenderScale::ThreeQuarters, _) => 0.75,
        (RenderScale::Auto, GraphicsTier::Full) | (RenderScale::Full, _) => 1.0,
    };
    (fraction < 1.0).then(|| (full.as_vec2() * fraction).floor().as_uvec2().max(UVec2::ONE))
}

/// Scales the part of the image the main pass drew up to the whole image,
/// for each camera that drew its scene smaller.
fn scale_up(
    view: ViewQuery<(&ViewTarget, &DynamicUniformIndex<Upscale>, &UpscalePipelineId), With<MainPassResolutionOverride>>,
    upscale: Option<Res<UpscalePipelines>>,
    cache: Res<PipelineCache>,
    uniforms: Res<ComponentUniforms<Upscale>>,
    mut ctx: RenderContext,
) {
    let (target, index, pipeline) = view.into_inner();
    let Some(upscale) = upscale else { return };
    let Some(pipeline) = cache.get_render_pipeline(pipeline.0) else { return };
    let Some(uniform) = uniforms.uniforms().binding() else { return };
    let images = target.post_process_write();
    let bind_group = ctx.render_device().create_bind_group(
        "upscale_bind_group",
        &cache.get_bind_group_layout(&upscale.layout),
        &BindGroupEntries::sequential((images.source, &upscale.sampler, uniform)),
    );
    let mut pass = ctx.command_encoder().begin_render_pass(&RenderPassDescriptor {
        label: Some("upscale_pass"),
        color_attachments: &[Some(RenderPassColorAttachment {
            view: images.destination,
            depth_slice: None,
            resolve_target: None,
            ops: Operations::default(),
        })],
        depth_stencil_attachment: None,
        timestamp_writes: None,
        occlusion_query_set: None,
        multiview_mask: None,
    });
    pass.set_pipeline(pipeline);
    pass.set_bind_group(0, &bind_group, &[index.index()]);
    pass.draw(0..3, 0..1);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Auto on a software renderer.
    fn auto_software(full: UVec2) -> Option<UVec2> {
        main_pass_size(full, RenderScale::Auto, GraphicsTier::Software)
    }

    #[test]
    fn a_small_viewport_is_drawn_whole_by_auto() {
        assert_eq!(auto_software(UVec2::new(640, 360)), None);
        assert_eq!(auto_software(UVec2::new(400, 300)), None);
    }

    #[test]
    fn auto_keeps_a_large_viewport_s_shape_within_the_budget() {
        for full in [UVec2::new(1280, 720), UVec2::new(1920, 1080), UVec2::new(1024, 768)] {
            let size = auto_software(full).expect("over the budget");
            assert!(size.x * size.y <= PIXEL_BUDGET);
            assert!(size.x * size.y > PIXEL_BUDGET * 9 / 10, "{size} uses the budget");
            assert!(size.x <= full.x && size.y <= full.y, "{size} fits in {full}");
            let (wanted, drawn) = (full.x as f32 / full.y as f32, size.x as f32 / size.y as f32);
            assert!((wanted - drawn).abs() < 0.01, "{size} keeps the shape of {full}");
        }
    }

    #[test]
    fn a_graphics_card_draws_every_pixel_unless_told_otherwise() {
        let full = UVec2::new(1280, 720);
        assert_eq!(main_pass_size(full, RenderScale::Auto, GraphicsTier::Full), None);
        assert_eq!(main_pass_size(full, RenderScale::Half, GraphicsTier::Full), Some(UVec2::new(640, 360)));
    }

    #[test]
    fn a_chosen_scale_holds_on_any_renderer() {
        let full = UVec2::new(1280, 720);
        for tier in [GraphicsTier::Software, GraphicsTier::Full] {
            assert_eq!(main_pass_size(full, RenderScale::Half, tier), Some(UVec2::new(640, 360)));
            assert_eq!(main_pass_size(full, RenderScale::ThreeQuarters, tier), Some(UVec2::new(960, 540)));
            assert_eq!(main_pass_size(full, RenderScale::Full, tier), None);
        }
    }
}
