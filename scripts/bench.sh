#!/usr/bin/env bash
# Times each problem's release binary on its largest legal input (the testkit
# generator's `max` case, fixed seed): median of 5 after a warm-up run, peak
# resident memory. Figures go in crates/<problem>/README.md.
#
#   scripts/bench.sh [--runs N] [PROBLEM…]
set -euo pipefail
cd "$(dirname "$0")/.."
cargo run --release --quiet -p testkit --bin bench -- "$@"
