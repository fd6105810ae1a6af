// A surface with its lighting baked in: one colour for the lit top, darker
// sides. A few instructions per pixel instead of a full physically based
// lighting pass, with three touches drawn in code, one per surface at most:
// the grain of the wood (GRAIN), a table top that darkens toward the edges
// of the view (FALLOFF), and holes that look deep (HOLE).
//
// The touch is chosen when the pipeline is made (`BakedMaterial`'s
// `specialize`), never by an `if` on the uniform: Mesa's lavapipe (22.3)
// compiles a shader that branches on a uniform again at draw time, with
// the uniform's values inlined, and leaks each copy, about 35 MB a second
// here (docs/performance.md).
#import bevy_pbr::forward_io::VertexOutput

struct BakedLook {
    // Colour of the top, lit by the sun (linear RGB).
    top: vec4<f32>,
    // x: how much of the top's colour the sides keep; y: the touch's
    // strength (how far the grain darkens the wood's rings, or how much
    // darker the table gets a world unit from the centre).
    shade: vec4<f32>,
}

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> look: BakedLook;

// Growth rings around a point off the board, wavering as real grain does:
// 1 on the light wood between rings, less on a ring.
fn grain(p: vec2<f32>, strength: f32) -> f32 {
    let waver = sin(p.x * 0.35 + sin(p.y * 0.6) * 1.2) * 0.25 + sin(p.x * 1.9 + p.y * 0.7) * 0.05;
    // Rings stretched along x: the grain runs across the board in long lines.
    let ring = fract(length((p - vec2<f32>(-7.0, 40.0)) * vec2<f32>(0.22, 1.0)) * 1.3 + waver);
    let fine = sin(p.y * 41.0 + waver * 30.0) * 0.5 + 0.5;
    return 1.0 - strength * (smoothstep(0.6, 0.97, ring) * 0.75 + fine * 0.25);
}

@fragment
fn fragment(mesh: VertexOutput) -> @location(0) vec4<f32> {
    let facing_up = clamp(mesh.world_normal.y, 0.0, 1.0);
    var shade = mix(look.shade.x, 1.0, facing_up);
#ifdef GRAIN
    shade *= grain(mesh.world_position.xz, look.shade.y);
#endif
#ifdef FALLOFF
    shade *= clamp(1.0 - look.shade.y * length(mesh.world_position.xz), 0.2, 1.0);
#endif
#ifdef HOLE
#ifdef VERTEX_UVS_A
    // The cap's texture coordinates run across it: the centre is deep in
    // shadow, the rim catches the light.
    let r = length(mesh.uv - vec2<f32>(0.5, 0.5)) * 2.0;
    let inside = mix(0.35, 1.0, smoothstep(0.2, 0.85, r));
    let lip = 1.0 + 0.55 * smoothstep(0.8, 0.95, r) * (1.0 - smoothstep(0.95, 1.0, r));
    shade *= inside * lip;
#endif
#endif
    return vec4<f32>(look.top.rgb * shade, 1.0);
}
