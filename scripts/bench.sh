#!/usr/bin/env bash
# Times each problem's release binary on its largest legal input (the testkit
# generator's `max` case, fixed seed; board-game also on its hardest input of
# that size, marked `board-game*`, and frogs on its other worst shape, `frogs*`): median of 9 (or N) runs after a warm-up
# run, each beside a run of the read floor (a program that only reads stdin
# and checksums it) on the same input; prints the median, the ratio to the
# floor's median from the same run, and peak resident memory. Figures go in
# crates/<problem>/README.md.
#
#   scripts/bench.sh [--runs N] [PROBLEM…]
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet -p testkit --features bench-tools --bin floor --bin bench
cargo run --release --quiet -p testkit --features bench-tools --bin bench -- "$@"
