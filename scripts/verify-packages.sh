#!/usr/bin/env bash
# Builds the problem packages (`cargo problem-package`) and checks each with
# problemtools' verifyproblem, the checker of the Kattis / ICPC format: it
# validates every input, renders the statement to HTML and PDF, and judges
# every submission, which must get the verdict of its folder (accepted/,
# wrong_answer/, run_time_error/, time_limit_exceeded/) at the problem's own
# time limit. A package passes with 0 errors and no warning but the one that
# says support for the 2023-07-draft format is incomplete.
#
#   scripts/verify-packages.sh [PROBLEM…]     (default: all five)
#
# Installs what it needs when it is missing: problemtools (pip), and from
# Debian pandoc and LaTeX (statements), tidy, ghostscript, pypy3 (Kattis runs
# Python 3 with PyPy) and rustc. verifyproblem compiles Rust with the `rustc`
# first on PATH; rustup's proxy fails in its sandbox ("Could not locate
# working directory"), so Debian's /usr/bin/rustc (1.63, which the solutions
# support) comes first here.
#   scripts/verify-packages.sh --explain LOG  (what a saved verifyproblem log
#                                             says of time, in words)
#
# Time is the one check here that depends on the machine: verifyproblem wants
# the slowest accepted program within half the time limit (its
# ac_to_time_limit, 2) and each time-limit program over 1.5 times the limit
# (time_limit_to_tle) on some case. When a package fails on time, the script
# says which program, how long it took, the bound it missed and what to do.
set -euo pipefail
cd "$(dirname "$0")/.."

# The timing problems of one verifyproblem log, in words; nothing when there
# are none. Each submission's line reads
#   "   accepted/lines.cpp (C++) OK: AC [CPU: 0.51s @ testcase secret/x]".
explain_timing() {
  local log=$1 short module crate load
  short=$(sed -n 's/^Loading problem //p' "$log" | head -n 1)
  module=$short
  for crate in crates/*/; do
    crate=$(basename "$crate")
    if [ "${crate//-/}" = "$short" ]; then module=${crate//-/_}; fi
  done
  load="load average $(cut -d ' ' -f 1 /proc/loadavg) on $(nproc) cores now"
  local remedy="  The limit is the original problem's and stays. If the machine was busy ($load), rerun it
  alone; if it is still over, make the program faster or leave it out of the package (in_package: false
  in crates/testkit/src/$module.rs; docs/hosting.md)."
  if grep -q 'is tighter than the auto-computed limit' "$log"; then
    local limit multiplier
    limit=$(sed -n 's/.*Fixed time limit (\([0-9.]*\)).*/\1/p' "$log" | head -n 1)
    multiplier=$(sed -n 's/.*slowest AC: [0-9.]* x multiplier \([0-9.]*\).*/\1/p' "$log" | head -n 1)
    awk -v limit="$limit" -v multiplier="$multiplier" -v short="$short" '
      match($0, /^   accepted\/[^ ]+/) {
        program = substr($0, RSTART + 3, RLENGTH - 3)
        if (match($0, /CPU: [0-9.]+s @ testcase [^]]+/)) {
          split(substr($0, RSTART + 5, RLENGTH - 5), part, "s @ testcase ")
          if (part[1] + 0 > limit / multiplier)
            printf "verify-packages: %s: %s took %.2f s (CPU) on %s; an accepted program may take at most %.2f s\n  (half the %s s limit: verifyproblem'"'"'s ac_to_time_limit is %s).\n", short, program, part[1], part[2], limit / multiplier, limit, multiplier
        }
      }' "$log"
    echo "$remedy"
  else
    # Within the bound, but so close that verifyproblem warns.
    sed -n 's/^WARNING \(accepted\/[^ ]*\) is within .* of time limit \([0-9.]*\)s\. It takes \([0-9.]*\)s to get [A-Z]*\.$/\1 \2 \3/p' "$log" |
      while read -r program limit seconds; do
        echo "verify-packages: $short: $program needs $seconds s on some case; an accepted program may take at most"
        echo "  half the $limit s limit (verifyproblem's ac_to_time_limit)."
        echo "$remedy"
      done
  fi
  # A time-limit program that finishes within 1.5 times the limit where it
  # was over: verifyproblem warns that it "would get AC with time limit >= t".
  sed -n 's/^WARNING \(time_limit_exceeded\/[^ ]*\) would get \([A-Z]*\) with time limit >= \([0-9.]*\)s$/\1 \2 \3/p' "$log" |
    while read -r program verdict seconds; do
      echo "verify-packages: $short: $program gets $verdict with a limit of $seconds s; a time-limit program must be"
      echo "  over 1.5 times the limit on some case (verifyproblem's time_limit_to_tle), or a faster machine accepts it."
      echo "  Make its worst case larger or the program slower, with room to spare ($load)."
    done
}

if [ "${1:-}" = "--explain" ]; then
  [ $# -eq 2 ] || { echo "usage: scripts/verify-packages.sh --explain LOG" >&2; exit 2; }
  explain_timing "$2"
  exit 0
fi

debian=(pandoc texlive-luatex texlive-latex-recommended texlive-latex-extra texlive-plain-generic tidy ghostscript
  pypy3 rustc)
missing=()
for package in "${debian[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "verify-packages: installing ${missing[*]} (Debian)"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" > /dev/null
fi
# The Python that has (or gets) problemtools, resolved before PATH puts
# /usr/bin first: run as a module, verifyproblem needs no script on PATH.
python=$(command -v python3)
if ! "$python" -c 'import problemtools' 2> /dev/null; then
  echo "verify-packages: installing problemtools (pip)"
  "$python" -m pip install --quiet --disable-pip-version-check 'problemtools>=1.20260907'
fi

# PyPy sizes its young-object nursery at half the processor's last-level
# cache. Some virtual machines report a huge one (480 MiB of L3 was seen), and
# PyPy then cannot start under the 256 MiB that coloringgame and masterduel
# declare ("cannot allocate nursery"). A judge's machine has an ordinary cache;
# give PyPy the nursery it would have there (verifyproblem passes the
# environment to the submissions).
export PYPY_GC_NURSERY="${PYPY_GC_NURSERY:-8M}"

out=target/problem-packages
cargo problem-package "$@" --out "$out"

shorts=()
if [ $# -gt 0 ]; then
  for problem in "$@"; do shorts+=("${problem//-/}"); done
else
  for zip in "$out"/*.zip; do shorts+=("$(basename "$zip" .zip)"); done
fi

allowed='WARNING Support for version 2023-07-draft is very incomplete. Verification may not work as expected.'
failed=0
for short in "${shorts[@]}"; do
  log="$out/$short.verifyproblem.log"
  echo
  echo "--- verifyproblem $short"
  status=0
  (cd "$out" && PATH="/usr/bin:$PATH" "$python" -m problemtools.verifyproblem "$short") > "$log" 2>&1 || status=$?
  # The verdict of every submission, then the summary line.
  grep -E '^   [a-z_]+/.* (OK|got)' "$log" || true
  tail -n 1 "$log"
  errors=$(grep -c '^ERROR' "$log" || true)
  warnings=$(grep '^WARNING' "$log" | grep -vxF "$allowed" || true)
  if [ "$status" -ne 0 ] || [ "$errors" -ne 0 ] || [ -n "$warnings" ]; then
    echo "verify-packages: $short FAILED (exit $status; full log: $log)"
    grep -E '^(ERROR|WARNING)' "$log" | grep -vxF "$allowed" || true
    explain_timing "$log"
    failed=1
  fi
done
if [ "$failed" -ne 0 ]; then exit 1; fi
echo
echo "verify-packages: ${#shorts[@]} packages verified (0 errors, only the 2023-07-draft notice)"
