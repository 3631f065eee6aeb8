#!/usr/bin/env bash
# Times a room of students at once against `cargo class`'s server on
# 127.0.0.2 (60 by default, each on a loopback address of its own): each
# joins, solves three master-duel puzzles after a wrong try each and reads
# its record, 11 requests a student; 5 rounds, each a new class. Prints the
# requests a second and the median, p99 and slowest request; exit 1 when a
# request is refused or a student is missing. Figures go in docs/class.md.
#
#   scripts/bench-class.sh [--students N] [--rounds R]
set -euo pipefail
cd "$(dirname "$0")/.."
cargo run --profile tools --quiet -p testkit --features bench-tools --bin bench-class -- "$@"
