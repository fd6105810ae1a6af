#!/usr/bin/env bash
# Builds the Debian package: the program and the room server with the
# `distribution` profile (LTO, one codegen unit, no symbols), the program's
# manual pages and completion scripts, then cargo-deb (`cargo install
# cargo-deb`) puts them together with the desktop entry, the AppStream
# metainfo, the icons and the server's systemd unit, installed disabled
# (Cargo.toml, [package.metadata.deb]). Prints the package's path.
#
#   tools/package.sh              the package as shipped
#   tools/package.sh --profile P  the program of another profile (CI uses
#                                 the test build's, to save a second build)
set -euo pipefail
cd "$(dirname "$0")/.."
profile=distribution
if [ "${1:-}" = "--profile" ]; then profile=$2; fi
if [ "$profile" = dev ]; then folder=debug; else folder=$profile; fi
cargo build --profile "$profile" --locked >&2
rm -rf target/package-files
"target/$folder/chinese-checkers" generate target/package-files >&2
# The component's id is the package's name, as are the desktop entry's,
# the window's class and its Wayland app id: the game has no web domain to
# write it in reverse, which the validator would otherwise fail as a warning.
appstreamcli validate --no-net --override=cid-desktopapp-is-not-rdns=info packaging/chinese-checkers.metainfo.xml >&2
desktop-file-validate packaging/chinese-checkers.desktop >&2
cargo deb --no-build --profile "$profile" --output target/debian/
