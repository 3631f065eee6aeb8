#!/usr/bin/env bash
# Adds a judge-data case whose input comes from the testkit generator and whose
# answer comes from the testkit oracle (or slow reference), never a solution.
#
#   scripts/make-case.sh PROBLEM NAME small|edge|max SEED      generate NAME.in, answer it
#   scripts/make-case.sh PROBLEM NAME                          answer an existing NAME.in
#   scripts/make-case.sh PROBLEM big-NAME small|edge|max SEED --recipe
#                                                              a large case kept as a recipe
#
# Plain cases land in judge-data/PROBLEM/NAME.{in,out}; recipes in
# judge-data/recipes/PROBLEM/big-NAME.{recipe,out} (the input is regenerated
# from the recipe by `cargo judge` and the tests). Bad usage exits with 2
# before anything is written; an input that is not legal (by the problem's
# strict validator) exits with 1 and writes nothing. The tool is built by cargo, so CARGO_TARGET_DIR
# and the other cargo settings are honoured.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
  echo "make-case: $*" >&2
  echo "usage: scripts/make-case.sh PROBLEM NAME [small|edge|max SEED [--recipe]]" >&2
  exit 2
}

[ $# -eq 2 ] || [ $# -eq 4 ] || [ $# -eq 5 ] || usage "expected 2, 4 or 5 arguments, got $#"
problem=$1 name=$2
if [ "$problem" = testkit ] || [ ! -f "crates/$problem/src/main.rs" ]; then
  known=$(for dir in crates/*/; do
    d=$(basename "$dir")
    if [ "$d" != testkit ] && [ -f "$dir/src/main.rs" ]; then printf '%s ' "$d"; fi
  done)
  usage "no problem named '$problem' (have: ${known% })"
fi
case $name in
  '' | *[!A-Za-z0-9._-]* | .*) usage "a case name uses letters, digits, '.', '_' and '-' only, got '$name'" ;;
esac
recipe=no
if [ $# -ge 4 ]; then
  size=$3 seed=$4
  case $size in small | edge | max) ;; *) usage "the size is small, edge or max, got '$size'" ;; esac
  case $seed in '' | *[!0-9]*) usage "the seed is a non-negative integer, got '$seed'" ;; esac
  if [ $# -eq 5 ]; then
    [ "$5" = --recipe ] || usage "the fifth argument can only be --recipe, got '$5'"
    case $name in big-?*) ;; *) usage "recipe cases are named big-NAME, got '$name'" ;; esac
    recipe=yes
  fi
else
  case $name in big-*) usage "big-* names are for recipes (add small|edge|max SEED --recipe)" ;; esac
  [ -f "judge-data/$problem/$name.in" ] || usage "judge-data/$problem/$name.in does not exist (write it first, or give SIZE SEED)"
fi

echo "make-case: building the testkit's data tool (cargo build --profile tools; a minute on a fresh clone)" >&2
cargo build --profile tools -p testkit --bin data
data() { cargo run --profile tools --quiet -p testkit --bin data -- "$@"; }
# Written aside first, so that a failure or ^C leaves no partial case behind.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

if [ $recipe = yes ]; then
  dir=judge-data/recipes/$problem
  mkdir -p "$dir"
  data gen "$problem" "$size" "$seed" > "$scratch/in"
  echo "make-case: answering $name with the testkit's reference (large inputs take a while)" >&2
  data answer "$problem" < "$scratch/in" > "$scratch/out"
  echo "$size $seed" > "$scratch/recipe"
  mv "$scratch/out" "$dir/$name.out"
  mv "$scratch/recipe" "$dir/$name.recipe"
  echo "$dir/$name: recipe '$size $seed' ($(wc -c < "$scratch/in") bytes of input), $(wc -l < "$dir/$name.out") lines out"
  exit 0
fi

dir=judge-data/$problem
if [ $# -eq 4 ]; then
  data gen "$problem" "$size" "$seed" > "$scratch/in"
else
  cp "$dir/$name.in" "$scratch/in"
fi
echo "make-case: answering $name with the testkit's reference" >&2
# The answer step refuses an input that the problem's strict validator
# rejects: judge data holds legal inputs only.
if ! data answer "$problem" < "$scratch/in" > "$scratch/out"; then
  echo "make-case: $dir/$name is not written: its input is not a legal $problem input" >&2
  exit 1
fi
if [ $# -eq 4 ]; then mv "$scratch/in" "$dir/$name.in"; fi
mv "$scratch/out" "$dir/$name.out"
echo "$dir/$name: $(wc -c < "$dir/$name.in") bytes in, $(wc -l < "$dir/$name.out") lines out"
