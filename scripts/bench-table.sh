#!/usr/bin/env bash
# Times `cargo table PROBLEM` (the optimized binary, its default size, text
# output to /dev/null): N runs a problem (5 by default) after a warm-up, the
# median and the slowest; exit 1 when a median passes the bound of 2 s.
# Figures go in docs/table.md.
#
#   scripts/bench-table.sh [--runs N] [PROBLEM…]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=5
if [ "${1:-}" = "--runs" ]; then
  runs=${2:?--runs needs a number}
  shift 2
fi
problems=("$@")
[ ${#problems[@]} -gt 0 ] || problems=(board-game coloring-game frogs master-duel ring-grid-game)
cargo build --profile tools --quiet -p testkit --bin table
table="${CARGO_TARGET_DIR:-target}/tools/table"
status=0
printf '%-16s %8s %8s  (%s runs, default size)\n' problem median slowest "$runs"
for problem in "${problems[@]}"; do
  "$table" "$problem" > /dev/null
  times=()
  for _ in $(seq "$runs"); do
    start=$(date +%s%N)
    "$table" "$problem" > /dev/null
    times+=($(( ($(date +%s%N) - start) / 1000000 )))
  done
  sorted=($(printf '%s\n' "${times[@]}" | sort -n))
  median=${sorted[$(( runs / 2 ))]}
  slowest=${sorted[$(( runs - 1 ))]}
  printf '%-16s %5d ms %5d ms\n' "$problem" "$median" "$slowest"
  if [ "$median" -gt 2000 ]; then
    echo "bench-table: $problem's table took $median ms, over the 2 s bound" >&2
    status=1
  fi
done
exit $status
