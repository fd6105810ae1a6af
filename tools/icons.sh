#!/usr/bin/env bash
# Renders the game's icon, assets/icons/chinese-checkers.svg, to the PNG
# sizes a desktop's icon theme asks for (hicolor: 16 to 512 pixels). Needs
# rsvg-convert (Debian: librsvg2-bin). Run after changing the SVG; the PNGs
# are committed, so neither the build nor CI needs it.
set -euo pipefail
cd "$(dirname "$0")/../assets/icons"
for size in 16 24 32 48 64 128 256 512; do
    rsvg-convert --width "$size" --height "$size" chinese-checkers.svg --output "chinese-checkers-$size.png"
done
