//! Fewer pixels for the 3D scene on a software renderer. Mesa's llvmpipe
//! shades every pixel on the processor, and at 1280x720 the board's own
//! pass took most of each frame. On that tier the camera's main pass draws
//! the scene into at most [`PIXEL_BUDGET`] pixels (Bevy's
//! [`MainPassResolutionOverride`]), in the top left corner of its usual
//! image, and one pass of this module scales that up to the whole image,
//! filtered, before the panels are drawn over it at full size.
//!
//! Nothing else changes: the camera's viewport and projection, and so the
//! pointer's picking, the hole names' places and the panels, all keep the
//! window's own size. A graphics card draws every pixel.

use super::quality::GraphicsTier;
use bevy::asset::embedded_asset;
use bevy::camera::{CameraUpdateSystems, MainPassResolutionOverride};
use bevy::core_pipeline::{Core3dSystems, FullscreenShader, schedule::Core3d};
use bevy::prelude::*;
use bevy::render::extract_component::{
    ComponentUniforms, DynamicUniformIndex, ExtractComponent, ExtractComponentPlugin, UniformComponentPlugin,
};
use bevy::render::render_resource::binding_types::{sampler, texture_2d, uniform_buffer};
use bevy::render::render_resource::{
    BindGroupEntries, BindGroupLayoutDescriptor, BindGroupLayoutEntries, CachedRenderPipelineId, ColorTargetState,
    ColorWrites, FilterMode, FragmentState, Operations, PipelineCache, RenderPassColorAttachment, RenderPassDescriptor,
    RenderPipelineDescriptor, Sampler, SamplerBindingType, SamplerDescriptor, ShaderStages, ShaderType, TextureFormat,
    TextureSampleType,
};
use bevy::render::renderer::{RenderContext, RenderDevice, ViewQuery};
use bevy::render::sync_world::RenderEntity;
use bevy::render::view::ViewTarget;
use bevy::render::{Extract, ExtractSchedule, RenderApp, RenderStartup};

/// The most pixels the scene is drawn at on a software renderer, those of
/// a 640x360 window: a larger window draws the scene smaller, the same
/// shape, and scales it up.
const PIXEL_BUDGET: u32 = 640 * 360;

/// The format of a camera's image without high dynamic range, as the
/// software tier draws it.
const IMAGE_FORMAT: TextureFormat = TextureFormat::Rgba8UnormSrgb;

/// The shader, compiled into the program (see [`plugin`]).
const SHADER: &str = "embedded://chinese_checkers/app/upscale.wgsl";

/// The part of the camera's image, from its top left corner, that the main
/// pass drew into (1 each way is the whole image). Kept on the 3D camera
/// by this module while the scene is drawn smaller; read by the shader.
#[derive(Component, ExtractComponent, ShaderType, Clone, Copy, Debug, Default, PartialEq)]
struct Upscale {
    region: Vec2,
}

/// How many pixels the main pass draws, each way. Kept on the 3D camera
/// by this module beside [`Upscale`]; the render world gets it as Bevy's
/// own [`MainPassResolutionOverride`] (see [`extract_main_pass_size`]).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
struct MainPassSize(UVec2);

/// The scaling pass's pipeline, its inputs' layout and its filtering
/// sampler. Made once, in the render world, by this module.
#[derive(Resource)]
struct UpscalePipeline {
    layout: BindGroupLayoutDescriptor,
    sampler: Sampler,
    pipeline: CachedRenderPipelineId,
}

pub(super) fn plugin(app: &mut App) {
    embedded_asset!(app, "upscale.wgsl");
    app.add_plugins((ExtractComponentPlugin::<Upscale>::default(), UniformComponentPlugin::<Upscale>::default()))
        .add_systems(
            PostUpdate,
            fit_pixel_budget.after(CameraUpdateSystems).run_if(resource_equals(GraphicsTier::Software)),
        );
    let Some(render_app) = app.get_sub_app_mut(RenderApp) else { return };
    render_app
        .add_systems(RenderStartup, make_pipeline)
        .add_systems(ExtractSchedule, extract_main_pass_size)
        .add_systems(Core3d, scale_up.in_set(Core3dSystems::EarlyPostProcess));
}

fn make_pipeline(
    mut commands: Commands,
    device: Res<RenderDevice>,
    assets: Res<AssetServer>,
    fullscreen: Res<FullscreenShader>,
    pipelines: Res<PipelineCache>,
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
    let pipeline = pipelines.queue_render_pipeline(RenderPipelineDescriptor {
        label: Some("upscale_pipeline".into()),
        layout: vec![layout.clone()],
        vertex: fullscreen.to_vertex_state(),
        fragment: Some(FragmentState {
            shader: assets.load(SHADER),
            targets: vec![Some(ColorTargetState { format: IMAGE_FORMAT, blend: None, write_mask: ColorWrites::ALL })],
            ..default()
        }),
        ..default()
    });
    commands.insert_resource(UpscalePipeline { layout, sampler, pipeline });
}

/// Gives the render world each 3D camera's smaller main pass, once the
/// pass that scales it up is ready: until then (the first frames, while
/// the shader loads) the scene is drawn whole rather than left small in the
/// corner.
fn extract_main_pass_size(
    mut commands: Commands,
    cameras: Extract<Query<(RenderEntity, Option<&MainPassSize>), With<Camera3d>>>,
    upscale: Option<Res<UpscalePipeline>>,
    pipelines: Res<PipelineCache>,
) {
    let ready = upscale.is_some_and(|upscale| pipelines.get_render_pipeline(upscale.pipeline).is_some());
    for (entity, size) in &cameras {
        let Ok(mut entity) = commands.get_entity(entity) else { continue };
        match size.filter(|_| ready) {
            Some(size) => entity.try_insert(MainPassResolutionOverride(size.0)),
            None => entity.try_remove::<MainPassResolutionOverride>(),
        };
    }
}

/// Scales the part of the image the main pass drew up to the whole image,
/// for each camera that drew its scene smaller.
fn scale_up(
    view: ViewQuery<(&ViewTarget, &DynamicUniformIndex<Upscale>), With<MainPassResolutionOverride>>,
    upscale: Option<Res<UpscalePipeline>>,
    pipelines: Res<PipelineCache>,
    uniforms: Res<ComponentUniforms<Upscale>>,
    mut ctx: RenderContext,
) {
    let (target, index) = view.into_inner();
    let Some(upscale) = upscale else { return };
    let Some(pipeline) = pipelines.get_render_pipeline(upscale.pipeline) else { return };
    let Some(uniform) = uniforms.uniforms().binding() else { return };
    if target.main_texture_format() != IMAGE_FORMAT {
        return;
    }
    let images = target.post_process_write();
    let bind_group = ctx.render_device().create_bind_group(
        "upscale_bind_group",
        &pipelines.get_bind_group_layout(&upscale.layout),
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

/// The main pass's size for a viewport of `full` pixels: the same shape
/// within the budget, or `None` when the whole viewport fits it.
fn main_pass_size(full: UVec2) -> Option<UVec2> {
    let pixels = full.x as f32 * full.y as f32;
    if pixels <= PIXEL_BUDGET as f32 {
        return None;
    }
    let scale = (PIXEL_BUDGET as f32 / pixels).sqrt();
    Some((full.as_vec2() * scale).floor().as_uvec2().max(UVec2::ONE))
}

/// Keeps each 3D camera's main pass within the budget as the window's size
/// changes. Runs after Bevy has sized the cameras' viewports this frame:
/// the main pass must never be larger than the viewport.
fn fit_pixel_budget(mut commands: Commands, cameras: Query<(Entity, &Camera, Option<&MainPassSize>), With<Camera3d>>) {
    for (entity, camera, current) in &cameras {
        let Some(full) = camera.physical_viewport_size() else { continue };
        let wanted = main_pass_size(full);
        if wanted == current.map(|size| size.0) {
            continue;
        }
        match wanted {
            Some(size) => {
                let region = size.as_vec2() / full.as_vec2();
                commands.entity(entity).insert((MainPassSize(size), Upscale { region }));
            }
            None => {
                commands.entity(entity).remove::<(MainPassSize, Upscale)>();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_small_viewport_is_drawn_whole() {
        assert_eq!(main_pass_size(UVec2::new(640, 360)), None);
        assert_eq!(main_pass_size(UVec2::new(400, 300)), None);
    }

    #[test]
    fn a_large_viewport_keeps_its_shape_within_the_budget() {
        for full in [UVec2::new(1280, 720), UVec2::new(1920, 1080), UVec2::new(1024, 768)] {
            let size = main_pass_size(full).expect("over the budget");
            assert!(size.x * size.y <= PIXEL_BUDGET);
            assert!(size.x * size.y > PIXEL_BUDGET * 9 / 10, "{size} uses the budget");
            let (wanted, drawn) = (full.x as f32 / full.y as f32, size.x as f32 / size.y as f32);
            assert!((wanted - drawn).abs() < 0.01, "{size} keeps the shape of {full}");
        }
    }
}
