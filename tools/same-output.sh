#!/usr/bin/env bash
# Runs a fixed list of commands of the headless program and writes what each
# one printed and its exit code into a folder, so that two versions of the
# program can be compared with `diff -r`: a restructure that changed nothing
# a user sees from the command line gives two equal folders.
#
#   tools/same-output.sh BINARY OUTDIR
#
# BINARY is a program built with `cargo build --release --no-default-features`
# (the rules engine, the computer players and the command line, no window).
# OUTDIR must be new or empty. To compare two commits, check each out in its
# own worktree, build each with its own target folder, run this script (from
# one checkout, so that both programs get the same inputs) on each, then diff:
#
#   git worktree add /tmp/before OLD && git worktree add /tmp/after NEW
#   (cd /tmp/before && CARGO_TARGET_DIR=/tmp/before-target cargo build --release --no-default-features)
#   (cd /tmp/after && CARGO_TARGET_DIR=/tmp/after-target cargo build --release --no-default-features)
#   tools/same-output.sh /tmp/before-target/release/chinese-checkers /tmp/out-before
#   tools/same-output.sh /tmp/after-target/release/chinese-checkers /tmp/out-after
#   diff -r /tmp/out-before /tmp/out-after
#
# Each command gets one file, OUTDIR/NNN-name.txt: the command line, its
# stdout, its stderr and its exit code (a command that fails is recorded,
# not fatal; one still running after a minute is stopped and its code is
# 124). The inputs (the built-in setups, tests/data and a few files made
# here) are copied to /tmp/same-output-files and the commands run there with
# relative paths, so no output names the checkout's folder; two runs at once
# would share that folder, so run them one after the other.
#
# What the computers print is made the same from run to run: every level
# gets a fixed seed, `ccp` searches have a node or depth bound, and the few
# figures that are times are replaced by `T` (bestmove's and match's
# "12.3 ms" with the spaces before it, match's JSON think_mean_ms and
# think_worst_ms, and the `time` of ccp's info line). Expert is only asked
# for positions it answers well within its time cap, so a busy machine does
# not change its move. The whole list takes about 20 seconds on a release
# build. Only a program without the window will do: one with it would open
# the window for `play`, `lesson` and the others the list tries.
set -euo pipefail

if [ $# -ne 2 ]; then
    echo "usage: tools/same-output.sh BINARY OUTDIR" >&2
    exit 2
fi
binary=$(realpath "$1")
if [ ! -x "$binary" ]; then
    echo "same-output.sh: $1 is not a program" >&2
    exit 2
fi
mkdir -p "$2"
outdir=$(realpath "$2")
if [ -n "$(ls -A "$outdir")" ]; then
    echo "same-output.sh: $2 is not empty: give a new or empty folder" >&2
    exit 2
fi
repo=$(cd "$(dirname "$0")/.." && pwd)

# The inputs, at a path that does not depend on the checkout.
files=/tmp/same-output-files
rm -rf "$files"
mkdir -p "$files/made" "$files/home"
cp -r "$repo/assets/setups" "$files/setups"
cp -r "$repo/tests/data" "$files/data"
cd "$files"

# Files with something wrong in them, made here so that the list does not
# depend on what tests/data happens to hold.
printf '(\n    players: [(kind: Human), (kind: Human)],\n    to_move: 1\n    name: "no comma",\n)\n' >made/broken-ron.ron
printf '(players: [(kind: Human), (kind: Computer(Easy)), (kind: Human), (kind: Human), (kind: Human)])\n' \
    >made/five-players.ron
printf '(players: [(kind: Human), (kind: Computer(Level(11)))])\n' >made/level-eleven.ron
printf '(players: [(kind: Human), (kind: Computer(Grandmaster))])\n' >made/unknown-level.ron
: >made/empty.ron
printf '\xff\xfe(players: [])\n' >made/not-text.ron
# Levels 6 to 8, which no built-in setup has, against each other.
printf '(players: [(kind: Computer(Level(6))), (kind: Computer(Level(8)))])\n' >made/six-against-eight.ron
printf '(players: [(kind: Computer(Level(7))), (kind: Computer(Easy)), (kind: Computer(Level(3)))])\n' \
    >made/seven-easy-three.ron
# A file in the current folder named like a built-in setup is read as the file.
cp data/positions/step.ron 03-you-vs-hard.ron

# The program sees no settings, saves or own setups of the user running this.
export HOME="$files/home" XDG_CONFIG_HOME="$files/home/.config" XDG_DATA_HOME="$files/home/.local/share"
export LC_ALL=C
unset RUST_LOG RUST_BACKTRACE

number=0

# Times in what the program printed, replaced by T (see the header).
same_times() {
    sed -E \
        -e 's/ +[0-9]+(\.[0-9]+)? ms\b/ T ms/g' \
        -e 's/"(think_mean_ms|think_worst_ms)":[0-9.eE+-]+/"\1":T/g' \
        -e 's/^(info depth [0-9]+ nodes [0-9]+ time )[0-9]+/\1T/'
}

# Writes OUTDIR/NNN-NAME.txt from the command line (without the program's
# path), the stdin given (if any), the stdout and stderr files and the exit
# code.
record() {
    local name=$1 line=$2 stdin=$3 out=$4 err=$5 code=$6
    number=$((number + 1))
    {
        echo "\$ chinese-checkers $line"
        if [ -n "$stdin" ]; then
            echo "--- stdin"
            cat "$stdin"
        fi
        echo "--- stdout"
        same_times <"$out"
        echo "--- stderr"
        same_times <"$err"
        echo "--- exit code $code"
    } >"$outdir/$(printf '%03d' "$number")-$name.txt"
}

# run NAME [--sort-stderr] -- ARGS...: runs the program with ARGS (and an
# empty stdin) and records it as NAME. --sort-stderr sorts the stderr lines,
# for matches played on several threads, whose progress lines come in any
# order.
run() {
    local name=$1 sort_stderr=false code=0
    shift
    if [ "$1" = "--sort-stderr" ]; then
        sort_stderr=true
        shift
    fi
    shift
    timeout 60 "$binary" "$@" </dev/null >made/stdout 2>made/stderr || code=$?
    if $sort_stderr; then
        sort made/stderr >made/stderr.sorted && mv made/stderr.sorted made/stderr
    fi
    record "$name" "$*" "" made/stdout made/stderr "$code"
}

# ccp NAME SESSION: a `ccp` session fed the lines of the text SESSION one at
# a time. A line `#wait` is not sent: it waits until the engine has
# answered one more `bestmove` (a search ends on its own, not stopped by
# the next line or the end of input; after a minute the session goes on). Lines are written with their waits,
# so that the answers come in the same order each run.
ccp() {
    local name=$1 session=$2 expected=0 line code=0 waited
    printf '%s\n' "$session" >made/session
    rm -f made/ccp-in
    mkfifo made/ccp-in
    timeout 120 "$binary" ccp <made/ccp-in >made/stdout 2>made/stderr &
    local pid=$!
    exec 3>made/ccp-in
    # An engine that left early makes the next write fail, not end the script.
    trap '' PIPE
    while IFS= read -r line; do
        if [ "$line" = "#wait" ]; then
            expected=$((expected + 1))
            waited=0
            while [ "$(grep -c '^bestmove' made/stdout || true)" -lt "$expected" ] && [ $waited -lt 1200 ]; do
                sleep 0.05
                waited=$((waited + 1))
            done
        else
            printf '%s\n' "$line" >&3 || break
        fi
    done <made/session
    exec 3>&-
    trap - PIPE
    wait "$pid" || code=$?
    record "$name" "ccp" made/session made/stdout made/stderr "$code"
}

# --- Help and version. The headless build lists every subcommand; those of
# the window answer that this build has none.
run help -- --help
run help-short -- -h
run version -- --version
run help-subcommand -- help
for command in perft moves bestmove match replay review ccp play lesson serve join frame-times; do
    run "help-$command" -- "$command" --help
done
run help-help-perft -- help perft
# `generate` is hidden from --help; it writes the manual pages and the
# completion scripts, and prints their paths.
run help-generate -- help generate
run generate -- generate made/generated
ls made/generated >made/generated-list 2>&1 || true
record generate-listing "generate made/generated, then: ls made/generated" "" made/generated-list /dev/null 0

# --- perft: every built-in setup to depth 5, a few to 6; the test positions
# (steps, hops, long jumps, no parking, teams, removed points) to depth 4.
for setup in setups/*.ron; do
    run "perft-$(basename "$setup" .ron)" -- perft "$setup" 5
done
run perft-six-players-6 -- perft setups/07-six-players.ron 6
run perft-you-vs-easy-6 -- perft setups/01-you-vs-easy.ron 6
run perft-long-jumps-6 -- perft setups/08-long-jumps.ron 6
for setup in data/positions/*.ron data/minimal.ron data/rules-md-example.ron; do
    run "perft-$(basename "$setup" .ron)" -- perft "$setup" 4
done
run perft-depth-0 -- perft setups/01-you-vs-easy.ron 0
# A built-in setup by its file name, not a path (the program carries them).
run perft-built-in-name -- perft 01-you-vs-easy.ron 3
# A file of the current folder wins over the built-in setup of its name.
run perft-file-named-like-built-in -- perft 03-you-vs-hard.ron 3

# --- moves.
for setup in setups/01-you-vs-easy.ron setups/05-three-players.ron setups/07-six-players.ron \
    setups/08-long-jumps.ron setups/10-lone-crossing.ron data/positions/*.ron; do
    run "moves-$(basename "$setup" .ron)" -- moves "$setup"
done
run moves-built-in-name -- moves 07-six-players.ron

# --- bestmove at every level, by number and by name, with fixed seeds.
for level in 1 2 3 4 5 6 7 8 9 10 Easy Medium Hard Expert easy EXPERT; do
    run "bestmove-you-vs-easy-level-$level" -- bestmove setups/01-you-vs-easy.ron --level "$level" --seed 3
done
run bestmove-default-level-and-seed -- bestmove setups/01-you-vs-easy.ron
for level in Easy 3 Medium 6 7 8 Hard Expert; do
    run "bestmove-three-players-level-$level" -- bestmove setups/05-three-players.ron --level "$level" --seed 11
done
for level in Easy Medium 6 7 8 Hard; do
    run "bestmove-six-players-level-$level" -- bestmove setups/07-six-players.ron --level "$level" --seed 11
    run "bestmove-long-jumps-level-$level" -- bestmove setups/08-long-jumps.ron --level "$level" --seed 11
done
for seed in 0 1 2 99 18446744073709551615; do
    run "bestmove-level-6-seed-$seed" -- bestmove setups/02-you-vs-medium.ron --level 6 --seed "$seed"
done
for position in ccerl-endgame play-on pass teams both-one-step-away four-player-finish three-player-finish \
    no-blocking removed-points two-hop-chain; do
    run "bestmove-$position-hard" -- bestmove "data/positions/$position.ron" --level Hard --seed 5
    run "bestmove-$position-level-7" -- bestmove "data/positions/$position.ron" --level 7 --seed 5
done

# --- match: short ones with fixed seeds, text and JSON.
run match-two-computers -- match data/replays/two-computers-setup.ron --games 2 --seed 5
run match-two-computers-json -- match data/replays/two-computers-setup.ron --games 2 --seed 5 --json
run match-ladder-medium-easy -- match data/matches/ladder-medium-easy.ron --games 3 --seed 9 --max-turns 300 --json
run match-lone-crossing -- match setups/10-lone-crossing.ron --games 2 --seed 5 --json
run match-three-players -- match setups/05-three-players.ron --games 2 --seed 5 --max-turns 300 --json
run match-six-players -- match setups/07-six-players.ron --games 2 --seed 5 --max-turns 300 --json
run match-six-medium -- match data/matches/six-medium.ron --games 2 --seed 5 --json
run match-six-play-on -- match data/replays/six-computers-setup.ron --games 1 --seed 7 --max-turns 400
run match-six-against-eight -- match made/six-against-eight.ron --games 2 --seed 3 --max-turns 300 --json
run match-seven-easy-three -- match made/seven-easy-three.ron --games 3 --seed 3 --max-turns 300 --json
# Expert and Hard for 20 turns: every game stopped at the cap.
run match-expert-hard-capped -- match data/matches/ladder-expert-hard.ron --games 2 --seed 1 --max-turns 20 --json
run match-two-jobs --sort-stderr -- match data/matches/ladder-medium-easy.ron --games 4 --seed 2 --jobs 2 --json
run match-no-games -- match setups/01-you-vs-easy.ron --games 0
run match-built-in-name -- match 09-two-people.ron --games 1 --seed 4
# --record writes each game's replay; then the replays' names, their text
# and their check.
run match-record -- match data/replays/two-computers-setup.ron --games 2 --seed 17 --record made/recorded
ls made/recorded >made/recorded-list 2>&1 || true
record match-record-listing "match ... --record made/recorded, then: ls made/recorded" "" made/recorded-list /dev/null 0
for replay in made/recorded/*.ron; do
    [ -e "$replay" ] || continue
    cp "$replay" made/replay-text
    record "match-record-$(basename "$replay" .ron)-text" "match ... --record, then: cat $replay" "" \
        made/replay-text /dev/null 0
    run "match-record-$(basename "$replay" .ron)-check" -- replay "$replay" --check
done

# --- replay --check on every replay in the repository (and on the setups
# kept beside them, which are no replays).
for replay in data/replays/*.ron data/replays/bad/*.ron data/window/*.ron data/window/rating/*.ron; do
    name=${replay#data/}
    name=${name%.ron}
    run "replay-check-${name//\//-}" -- replay "$replay" --check
done

# --- review: short replays with Expert, a long one with quick levels.
run review-planted-bad-move -- review data/replays/planted-bad-move.ron
run review-planted-bad-move-json -- review data/replays/planted-bad-move.ron --json
run review-rules-md-example -- review data/replays/rules-md-example.ron --level Expert
run review-rules-md-example-json -- review data/replays/rules-md-example.ron --json
run review-expert-vs-expert-hard -- review data/replays/expert-vs-expert.ron --level Hard
run review-expert-vs-expert-level-7-json -- review data/replays/expert-vs-expert.ron --level 7 --json
run review-expert-vs-expert-medium -- review data/replays/expert-vs-expert.ron --level Medium
run review-six-players-400-easy -- review data/replays/six-players-400.ron --level Easy
run review-in-progress-hard -- review data/window/rating/in-progress.ron --level 9 --json

# --- ccp sessions.
start_cells="0000000000$(printf '.%.0s' $(seq 101))1111111111"
ccp ccp-handshake "ccp
protocol
isready
quit"
ccp ccp-options "setoption name Level value Hard
setoption name Level value 6
setoption name level value expert
setoption name Level value 11
setoption name Level value Grandmaster
setoption name Nodes value 5000
setoption name Nodes value -1
setoption name Nodes value 1000000001
setoption name Threads value 1
setoption name Threads value 4
setoption name Threads value 0
setoption name MaxPly value 300
setoption name MaxPly value 0
setoption name Colour value red
setoption name Level
setoption
isready
quit"
ccp ccp-searches "ccp
position startpos
analyze topk 3
analyze
go nodes 500
#wait
go depth 3
#wait
setoption name Level value Medium
go
#wait
setoption name Level value 6
go
#wait
setoption name Level value 8
go nodes 400
#wait
setoption name Level value Expert
position startpos moves 7-16
analyze topk 3
go nodes 300
#wait
position startpos moves 7-16 115-102
go depth 2
#wait
position cells $start_cells player 0 ply 0
go movetime 600000 nodes 200
#wait
position cells $start_cells player 0 ply 0 moves 3-14 115-104
go wtime 600000 btime 600000 winc 0 binc 0 movestogo 40 nodes 250
#wait
setoption name MaxPly value 2
position cells $start_cells player 0 ply 1
go nodes 100
#wait
analyze topk 2
quit"
ccp ccp-bad-input "fly
isready now
position
position cells
position sideways
position cells ${start_cells:0:120} player 0
position cells ${start_cells:0:120}x player 0
position cells ${start_cells:0:60}1${start_cells:61} player 0
position cells $start_cells player 2
position cells $start_cells player 0 ply many
go
#wait
analyze
position startpos moves 7-99
analyze
position startpos moves 7-16 115-103
go nodes 100
#wait
position startpos moves 3-14-25
position startpos moves a1-b2
position startpos moves 7
position startpos
go movetime
go movetime -5
go sideways 3
analyze topk
analyze topk x
analyze most 3
go nodes 100
#wait
stop
quit now
quit"
# The end of input, with no quit, after a search that ended on its own.
ccp ccp-end-of-input "position startpos
setoption name Level value Medium
go
#wait"
ccp ccp-empty ""

# --- Bad input: missing files, broken RON, impossible setups, unknown
# levels, bad routes, bad arguments.
run missing-file-perft -- perft no-such-setup.ron 2
run missing-file-moves -- moves made/no-such-folder/setup.ron
run missing-file-bestmove -- bestmove no-such-setup.ron --level Easy
run missing-file-match -- match no-such-setup.ron --games 1
run missing-file-replay -- replay no-such-replay.ron --check
run missing-file-review -- review no-such-replay.ron
run folder-as-setup -- moves data/bad
run broken-ron-made -- moves made/broken-ron.ron
run empty-setup -- moves made/empty.ron
run not-text-setup -- perft made/not-text.ron 1
run impossible-five-players -- perft made/five-players.ron 1
run setup-level-eleven -- bestmove made/level-eleven.ron
run setup-unknown-level -- bestmove made/unknown-level.ron
for setup in data/bad/*.ron; do
    run "bad-setup-$(basename "$setup" .ron)" -- moves "$setup"
done
run bad-setup-perft -- perft data/bad/eleven-marbles.ron 1
run bad-setup-bestmove -- bestmove data/bad/team-twice.ron
run bad-setup-match -- match data/bad/malformed.ron --games 1
run replay-as-setup -- moves data/replays/planted-bad-move.ron
run setup-as-replay -- replay setups/01-you-vs-easy.ron --check
run setup-as-review -- review setups/01-you-vs-easy.ron
run bad-replay-review -- review data/replays/bad/illegal-turn.ron
run bad-route-review -- review data/replays/bad/bad-notation.ron
for level in 0 11 -1 Grandmaster "" 5.5; do
    run "unknown-level-bestmove-${level:-empty}" -- bestmove setups/01-you-vs-easy.ron --level "$level"
done
run unknown-level-review -- review data/replays/planted-bad-move.ron --level Master
run bad-depth -- perft setups/01-you-vs-easy.ron x
run negative-depth -- perft setups/01-you-vs-easy.ron -1
run no-depth -- perft setups/01-you-vs-easy.ron
run bad-seed -- bestmove setups/01-you-vs-easy.ron --seed minus-one
run match-no-games-option -- match setups/01-you-vs-easy.ron
run match-bad-games -- match setups/01-you-vs-easy.ron --games many
run replay-check-and-turn -- replay data/replays/planted-bad-move.ron --check --turn 2
run unknown-subcommand -- fly
run unknown-option -- perft setups/01-you-vs-easy.ron 1 --fast
run no-setup -- moves
run ccp-with-argument -- ccp extra
# The window's commands in a build without it.
run window-play -- play setups/01-you-vs-easy.ron
run window-lesson -- lesson 1
run window-lesson-0 -- lesson 0
run window-replay -- replay data/replays/planted-bad-move.ron
run window-replay-turn -- replay data/replays/planted-bad-move.ron --turn 2
run window-frame-times -- frame-times
run window-serve -- serve setups/01-you-vs-easy.ron --games 1
run window-join -- join 127.0.0.1 --code ABCD-EFGH
run window-menu -- --autoplay

echo "$number commands written to $outdir"
