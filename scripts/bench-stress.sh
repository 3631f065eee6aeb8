#!/usr/bin/env bash
# What `cargo stress` costs when it finds a failure on the largest inputs and
# shrinks it: the optimized `stress` binary, `--size max`, against every program
# of the wrong and slow galleries and the workspace's own solution. Per run:
# the failing input's size, seconds until the failure was printed and until
# the report was, what shrinking made of it and why it ended, and the stress
# process's own peak resident memory. Exit 1 when a peak passes 4 x the input
# plus 100 MiB (or the judging-alone run plus 100 MiB, when that is more).
# Figures go in docs/stress.md, "Shrinking the largest inputs".
#
#   scripts/bench-stress.sh [--cases N] [PROBLEM…]
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --profile tools --quiet -p testkit --features bench-tools --bin stress --bin bench-stress
cargo run --profile tools --quiet -p testkit --features bench-tools --bin bench-stress -- "$@"
