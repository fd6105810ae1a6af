#!/usr/bin/env bash
# Measures the room server under load: starts a release server on a fresh
# data folder, runs the load generator against it, and prints the generator's
# JSON line followed by the server's average CPU (in cores, over the run)
# and its peak resident memory.
#
#   tools/room-load.sh TABLES [PER_TABLE] [GAMES] [HOSTILE] [LEVEL]
#
# Build first: cargo build --release -p chinese-checkers-server
set -euo pipefail
cd "$(dirname "$0")/.."
tables=${1:?tables}
per_table=${2:-4}
games=${3:-2}
hostile=${4:-0}
level=${5:-1}
server=target/release/chinese-checkers-server
port=$((29000 + RANDOM % 1000))
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT

"$server" --listen "127.0.0.1:$port" --data "$data" --per-address 5000 >"$data/server.log" 2>&1 &
pid=$!
sleep 0.5
start_ticks=$(awk '{print $14 + $15}' "/proc/$pid/stat")
start_ns=$(date +%s%N)
peak_kb=0
"$server" load "127.0.0.1:$port" --tables "$tables" --per-table "$per_table" \
    --games "$games" --hostile "$hostile" --level "$level" >"$data/load.json" &
load=$!
while kill -0 "$load" 2>/dev/null; do
    rss=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status")
    [ "$rss" -gt "$peak_kb" ] && peak_kb=$rss
    sleep 1
done
wait "$load"
end_ticks=$(awk '{print $14 + $15}' "/proc/$pid/stat")
end_ns=$(date +%s%N)
kill "$pid"
wait "$pid" 2>/dev/null || true
hz=$(getconf CLK_TCK)
cat "$data/load.json"
awk -v t=$((end_ticks - start_ticks)) -v hz="$hz" -v ns=$((end_ns - start_ns)) -v kb="$peak_kb" \
    'BEGIN { printf "{\"server_cpu_cores\":%.3f,\"server_peak_rss_mb\":%.1f,\"seconds\":%.0f}\n", t / hz / (ns / 1e9), kb / 1024, ns / 1e9 }'
