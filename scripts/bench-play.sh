#!/usr/bin/env bash
# Times `cargo play`'s answers (the person's move applied, the program's reply
# chosen, both drawn) on every judge-data input of each problem and on its
# largest legal inputs: test 1, the person first (frogs: every strip, as
# Left), N moves (12 by default) alternating a random legal move and the hint.
# Prints the answers timed, their median and the slowest with its input; exit
# 1 when an answer takes over a second. Figures go in docs/play.md.
#
#   scripts/bench-play.sh [--moves N] [PROBLEM…]
set -euo pipefail
cd "$(dirname "$0")/.."
cargo run --profile tools --quiet -p testkit --features bench-tools --bin bench-play -- "$@"
