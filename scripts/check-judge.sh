#!/usr/bin/env bash
# Compiles each problem's src/main.rs alone, as an online judge does
# (`rustc --edition 2021 -O`, warnings denied), with the pinned toolchain and
# with Debian's rustc 1.63 (/usr/bin/rustc, package `rustc`, installed when
# missing), then runs every binary on its sample-* cases and on empty input
# (which must give exit code 1 and one `error: …` line on stderr). Then the
# same for each strict input validator (crates/testkit/src/<problem>/validator.rs):
# it compiles alone and exits 42 on every sample.
#
#   scripts/check-judge.sh [PROBLEM…]
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/rustc ]; then
  echo "check-judge: installing Debian's rustc for the 1.63 check"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq rustc > /dev/null
fi

pinned=$(rustup which rustc 2>/dev/null || command -v rustc)
compilers=("$pinned" /usr/bin/rustc)
if [ $# -gt 0 ]; then problems=("$@"); else
  problems=()
  for dir in crates/*/; do
    name=$(basename "$dir")
    [ "$name" != testkit ] && [ -f "$dir/src/main.rs" ] && problems+=("$name")
  done
fi

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
failed=0
for compiler in "${compilers[@]}"; do
  version=$("$compiler" --version | cut -d' ' -f2)
  for problem in "${problems[@]}"; do
    binary=$scratch/$problem-$version
    if ! "$compiler" --edition 2021 -O -D warnings -o "$binary" "crates/$problem/src/main.rs" 2> "$scratch/log"; then
      echo "FAIL $problem: rustc $version does not compile it:"; cat "$scratch/log"; failed=1; continue
    fi
    samples=0 before=$failed
    for input in judge-data/"$problem"/sample-*.in; do
      expected=${input%.in}.out
      if ! "$binary" < "$input" > "$scratch/out" 2> "$scratch/err" || ! cmp -s "$scratch/out" "$expected"; then
        echo "FAIL $problem (rustc $version): $(basename "$input") does not give $(basename "$expected")"; failed=1
      fi
      samples=$((samples + 1))
    done
    set +e
    "$binary" < /dev/null > "$scratch/out" 2> "$scratch/err"
    code=$?
    set -e
    if [ $code -ne 1 ] || [ "$(wc -l < "$scratch/err")" -ne 1 ] || ! grep -q '^error: ' "$scratch/err" || [ -s "$scratch/out" ]; then
      echo "FAIL $problem (rustc $version): empty input should give exit 1 and one error line, got exit $code:"
      cat "$scratch/err"; failed=1
    fi
    [ $failed -eq "$before" ] && echo "ok   $problem: rustc $version, $samples sample(s), empty input rejected ($(cat "$scratch/err"))"
  done
done

# The strict validators travel in problem packages as they are: each compiles
# alone under both compilers and in the 2015 edition too (a package tool may
# compile it without --edition), and calls every sample legal (exit 42).
for compiler in "${compilers[@]}"; do
  version=$("$compiler" --version | cut -d' ' -f2)
  for problem in "${problems[@]}"; do
    source=crates/testkit/src/${problem//-/_}/validator.rs
    before=$failed
    for edition in 2015 2021; do
      binary=$scratch/$problem-validator-$version-$edition
      if ! "$compiler" --edition $edition -O -D warnings -o "$binary" "$source" 2> "$scratch/log"; then
        echo "FAIL $problem validator: rustc $version (edition $edition) does not compile it:"; cat "$scratch/log"; failed=1; continue
      fi
      for input in judge-data/"$problem"/sample-*.in; do
        set +e
        "$binary" < "$input" 2> "$scratch/err"
        code=$?
        set -e
        if [ $code -ne 42 ]; then
          echo "FAIL $problem validator (rustc $version, edition $edition): $(basename "$input") gives exit $code, not 42: $(cat "$scratch/err")"; failed=1
        fi
      done
    done
    [ $failed -eq "$before" ] && echo "ok   $problem validator: rustc $version, editions 2015 and 2021, samples legal"
  done
done
# The solver of whole games (the board's lengths) is written to leave the
# testkit as it is: it compiles alone, as a library, under both compilers.
for compiler in "${compilers[@]}"; do
  version=$("$compiler" --version | cut -d' ' -f2)
  if "$compiler" --edition 2021 --crate-type lib --crate-name solver -O -D warnings \
      -o "$scratch/libsolver-$version.rlib" crates/testkit/src/solver.rs 2> "$scratch/log"; then
    echo "ok   solver: rustc $version compiles crates/testkit/src/solver.rs alone"
  else
    echo "FAIL solver: rustc $version does not compile crates/testkit/src/solver.rs alone:"; cat "$scratch/log"; failed=1
  fi
done
if [ $failed -ne 0 ]; then echo "check-judge: FAILED"; exit 1; fi
echo "check-judge: every solution compiles alone and passes its samples; every validator compiles alone and accepts them; the solver compiles alone"
