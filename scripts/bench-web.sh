#!/usr/bin/env bash
# Times `cargo play --web`'s replies through its server on 127.0.0.1: the
# page's first load, then on every judge-data file of each problem (its first
# and last test) a new game, N moves (8 by default) alternating the hint and
# another listed move, an undo, a redo and a reload. Prints per problem the
# replies timed, their median and the slowest with its request; exit 1 when a
# reply takes over 200 ms. Figures go in docs/play.md.
#
#   scripts/bench-web.sh [--moves N] [PROBLEM…]
set -euo pipefail
cd "$(dirname "$0")/.."
cargo run --profile tools --quiet -p testkit --features bench-tools --bin bench-web -- "$@"
