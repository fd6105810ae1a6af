#!/usr/bin/env bash
# Screenshots of the game in every language and in the pseudo-language, at
# 1024×768 under Xvfb: the menu, How to play, Settings, a game, lesson 3
# and the Results screen of a short game. They are for looking at: no text
# may be cut off, overlap another or leave its panel.
#
# Usage: tools/language-screenshots.sh [BINARY] [OUTDIR]
#        (default target/debug/chinese-checkers and target/language-screenshots)
# Writes OUTDIR/<language>-<screen>.png.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=$(realpath "${1:-target/debug/chinese-checkers}")
out=$(realpath -m "${2:-target/language-screenshots}")
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A game a few moves from its end, for the Results screen: the person
# against a computer, with no names of its own that would stay in English.
near_end="$work/near-end.ron"
sed -e '/^    name: /d' \
    -e 's/players: \[.*\]/players: [(kind: Human, name: "You"), (kind: Computer(Medium))]/' \
    tests/data/window/near-end.ron > "$near_end"

for language in English German French Spanish Chinese Pseudo; do
    dir="$work/$language"
    mkdir -p "$dir/config/chinese-checkers"
    echo "(sound: false, render_scale: Full, camera_follows_human: false, language: Some($language))" \
        > "$dir/config/chinese-checkers/settings.ron"
    cat > "$dir/drive.sh" <<SCRIPT
set -euo pipefail
cd "$dir"
clean() { sed 's/\x1b\[[0-9;]*m//g' game.log; }
wait_for() {
    for _ in \$(seq 900); do
        [ "\$(clean | grep -c "\$1" || true)" -ge "\$2" ] && return 0
        kill -0 \$game 2>/dev/null || { echo "the game stopped"; return 1; }
        sleep 0.2
    done
    echo "timed out waiting for '\$1'"; return 1
}
# Starts the game with ARGS and waits for its window.
start() {
    RUST_LOG=info,chinese_checkers=debug XDG_CONFIG_HOME="$dir/config" XDG_DATA_HOME="$dir/data" \
        "$binary" "\$@" > game.log 2>&1 &
    game=\$!
    window=\$(timeout 120 xdotool search --sync --class "chinese-checkers" | head -n 1)
    xdotool windowfocus --sync "\$window"
}
stop() { kill \$game; wait \$game || true; }
# Saves the screen as NAME once the picture has settled.
shot() {
    sleep 2
    local before
    before=\$(clean | grep -c "Screenshot saved" || true)
    xdotool key --window "\$window" F12
    wait_for "Screenshot saved" \$((before + 1))
    sleep 0.5
    mv chinese-checkers-*.png "$out/$language-\$1.png"
}
# Clicks the menu button with this catalogue key, where the log places it.
click_button() {
    local at
    at=\$(clean | grep "\$1 at screen" | tail -n 1 | sed 's/.*at screen //')
    xdotool mousemove --window "\$window" \$at
    sleep 0.3
    xdotool mousedown 1; sleep 0.15; xdotool mouseup 1
}
start
wait_for "menu-settings at screen" 1
shot menu
click_button menu-how-to-play
shot how-to-play
xdotool key --window "\$window" Escape
sleep 1
click_button menu-settings
shot settings
stop
start play 02-you-vs-medium.ron --seed 3
wait_for "hole a1 at screen" 1
shot game
stop
start lesson 3
wait_for "hole a1 at screen" 1
shot lesson-3
stop
start play "$near_end" --seed 1 --autoplay
wait_for "game over after" 1
shot results
stop
SCRIPT
    xvfb-run -a -s "-screen 0 1024x768x24" bash "$dir/drive.sh" || {
        echo "$language: failed"; tail -n 20 "$dir/game.log"; exit 1
    }
    echo "$language: $(ls "$out"/"$language"-*.png | wc -l) screenshots"
done
