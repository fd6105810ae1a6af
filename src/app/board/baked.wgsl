// A surface with its lighting baked in: a colour for the lit top, a soft
// glow where the fill light falls, darker sides. A few instructions per
// pixel instead of a full physically based lighting pass.
#import bevy_pbr::forward_io::VertexOutput

struct BakedLook {
    // Colour of the top, lit by the sun (linear RGB).
    top: vec4<f32>,
    // Colour added at the centre of the fill light's glow.
    glow: vec4<f32>,
    // x, z: where the glow is centred; w: its radius.
    glow_at: vec4<f32>,
    // x: how much of the top's colour the sides keep.
    side_shade: vec4<f32>,
}

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> look: BakedLook;

@fragment
fn fragment(mesh: VertexOutput) -> @location(0) vec4<f32> {
    let offset = (mesh.world_position.xz - look.glow_at.xz) / look.glow_at.w;
    let glow = look.glow.rgb * exp(-dot(offset, offset));
    let facing_up = clamp(mesh.world_normal.y, 0.0, 1.0);
    let shade = mix(look.side_shade.x, 1.0, facing_up);
    return vec4<f32>((look.top.rgb + glow) * shade, 1.0);
}
