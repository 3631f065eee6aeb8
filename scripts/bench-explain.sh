#!/usr/bin/env bash
# Times `cargo explain` (the optimized binary, run as a user runs it) for every
# problem it explains: on the largest legal inputs (the generator's `max`
# from the benchmarks' seed, and the hardest inputs), text and --json, whose
# bound is twice the problem's time limit; and on the counterexample
# `cargo stress` finds and shrinks for each program of the wrong gallery,
# whose bound is a second. Median and slowest of 5 (or N) runs after a
# warm-up, and peak resident memory. Exit 1 when a figure misses its bound.
# Figures go in docs/explain.md.
#
#   scripts/bench-explain.sh [--runs N] [PROBLEM…]
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --profile tools --quiet -p testkit --features bench-tools --bin explain --bin bench-explain
cargo run --profile tools --quiet -p testkit --features bench-tools --bin bench-explain -- "$@"
