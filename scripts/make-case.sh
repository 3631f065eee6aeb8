#!/usr/bin/env bash
# Adds a judge-data case whose input comes from the testkit generator and whose
# answer comes from the testkit oracle (or slow reference), never a solution.
#
#   scripts/make-case.sh PROBLEM NAME small|edge|max SEED   generate NAME.in
#   scripts/make-case.sh PROBLEM NAME                       answer an existing NAME.in
#   scripts/make-case.sh PROBLEM big-NAME max SEED --recipe  commit only the recipe
set -euo pipefail
cd "$(dirname "$0")/.."
problem=$1 name=$2
dir=judge-data/$problem
mkdir -p "$dir"
cargo build --release --quiet -p testkit --bin data
data=target/release/data
if [ $# -ge 4 ]; then
  "$data" gen "$problem" "$3" "$4" > "$dir/$name.in"
  if [ "${5:-}" = --recipe ]; then
    case $name in big-*) ;; *) echo "recipe cases are named big-*" >&2; exit 1 ;; esac
    echo "$3 $4" > "$dir/$name.recipe"
  fi
fi
"$data" answer "$problem" < "$dir/$name.in" > "$dir/$name.out"
echo "$dir/$name: $(wc -c < "$dir/$name.in") bytes in, $(wc -l < "$dir/$name.out") lines out"
