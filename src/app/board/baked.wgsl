// A surface with its lighting baked in: one colour for the lit top, darker
// sides. A few instructions per pixel instead of a full physically based
// lighting pass.
#import bevy_pbr::forward_io::VertexOutput

struct BakedLook {
    // Colour of the top, lit by the sun (linear RGB).
    top: vec4<f32>,
    // x: how much of the top's colour the sides keep.
    side_shade: vec4<f32>,
}

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> look: BakedLook;

@fragment
fn fragment(mesh: VertexOutput) -> @location(0) vec4<f32> {
    let facing_up = clamp(mesh.world_normal.y, 0.0, 1.0);
    let shade = mix(look.side_shade.x, 1.0, facing_up);
    return vec4<f32>(look.top.rgb * shade, 1.0);
}
