// Scales the scene, drawn into the top left part of the camera's image
// (`upscale.region` of it each way), up to the whole image, the sampler
// filtering between the four nearest pixels.

#import bevy_core_pipeline::fullscreen_vertex_shader::FullscreenVertexOutput

@group(0) @binding(0) var scene: texture_2d<f32>;
@group(0) @binding(1) var scene_sampler: sampler;

struct Upscale {
    region: vec2<f32>,
}
@group(0) @binding(2) var<uniform> upscale: Upscale;

@fragment
fn fragment(in: FullscreenVertexOutput) -> @location(0) vec4<f32> {
    return textureSampleLevel(scene, scene_sampler, in.uv * upscale.region, 0.0);
}
