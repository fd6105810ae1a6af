//! Before the window opens: whether the machine has a graphics adapter to
//! draw with. Without one, Bevy's renderer stops the program with a panic
//! and a backtrace; the game says instead what is missing and which package
//! brings it.
//!
//! OpenGL cannot stand in for a missing Vulkan driver: with wgpu's `gles`
//! back end compiled in, Bevy 0.19 found Mesa's llvmpipe through EGL but
//! then panicked making the window's surface ("failed to choose present
//! mode", no modes offered), so only Vulkan is built.

use bevy::render::settings::{Backends, WgpuSettings};
use bevy::tasks::block_on;
use wgpu::Instance;

/// What the player reads when no adapter is found.
pub const NO_GRAPHICS_ADAPTER: &str = "no graphics adapter found: the game draws with Vulkan, and this machine has \
    no Vulkan driver. On Debian and Ubuntu, install the package mesa-vulkan-drivers (it also brings a software \
    renderer for machines without a graphics card), then start the game again.";

/// Whether the graphics library finds an adapter on the back ends the
/// renderer will try (all of them, or those `WGPU_BACKEND` names).
pub fn graphics_adapter_found() -> bool {
    let backends = WgpuSettings::default().backends.unwrap_or_else(Backends::all);
    !block_on(Instance::default().enumerate_adapters(backends)).is_empty()
}
