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
    // No further than the last drawn pixel's centre: filtering past it
    // would mix in the undrawn rest of the image at the right and bottom.
    let last = upscale.region - 0.5 / vec2<f32>(textureDimensions(scene));
    return textureSampleLevel(scene, scene_sampler, min(in.uv * upscale.region, last), 0.0);
}
