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
set -euo pipefail
cd "$(dirname "$0")/.."

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
    failed=1
  fi
done
if [ "$failed" -ne 0 ]; then exit 1; fi
echo
echo "verify-packages: ${#shorts[@]} packages verified (0 errors, only the 2023-07-draft notice)"
