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
#   scripts/verify-packages.sh --statements [PROBLEM…]
#                                             (the statements only, below)
#   scripts/verify-packages.sh --statements-in DIR SHORT…
#                                             (the same, of packages already
#                                             built in DIR, by short name)
#   scripts/verify-packages.sh --install      (install what it needs, only)
#
# Every statement, English and Chinese, is also rendered as a judge would
# show it, with problemtools' problem2pdf and problem2html, into
# target/problem-packages/<short>.statements/, and checked on what came out,
# not on the exit code (problem2pdf exits 0 when LaTeX drops every Chinese
# character): the LaTeX log has no "Missing character" and no "Overfull
# \hbox" (a line that could not be broken, as Chinese is not without
# LuaTeX-ja, runs off the page), and the PDF's text
# (pdftotext) and the HTML hold every character of the statement beyond
# ASCII and of the problem's name, the HTML in its language (lang="zh"). The
# Chinese PDF needs the TeX set-up that `cargo problem-package` writes to
# target/problem-packages/tex/ (LuaTeX-ja and the Noto CJK fonts; on
# TEXINPUTS here); VERIFY_PACKAGES_TEX names another folder in its place (a
# test gives an empty one, and the check must fail).
#
# Installs what it needs when it is missing: problemtools (pip), and from
# Debian pandoc and LaTeX (statements; LuaTeX-ja from texlive-lang-japanese
# and fonts-noto-cjk for the Chinese ones, poppler-utils to read the PDFs),
# tidy, ghostscript, pypy3 (Kattis runs Python 3 with PyPy) and rustc. verifyproblem compiles Rust with the `rustc`
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
self="$(cd "$(dirname "$0")" && pwd)/$(basename "$0")"
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

# Renders every statement of a package to PDF and HTML and checks that no
# text was lost; says what was, and returns 1.
check_statements() {
  local short=$1 dir="$out/$short.statements" lang log problems=0 pdf failed
  # The PDFs `cargo problem-package --statements` rendered here just now
  # (problem2pdf, the same set-up), with what problem2pdf said, are checked
  # as they are; packages built elsewhere (--statements-in) are rendered.
  if [ -n "$built" ]; then rm -rf "$dir"; fi
  mkdir -p "$dir"
  for statement in "$out/$short"/statement/problem.*.md; do
    lang=$(basename "$statement" .md)
    lang=${lang#problem.}
    log="$dir/$short.$lang.log"
    pdf="$dir/$short.$lang.pdf"
    rm -rf "${dir:?}/$short.$lang" "$dir/$short.$lang.txt"
    failed=0
    if [ -z "$built" ] && [ -s "$pdf" ] && [ -f "$pdf.log" ]; then
      cp "$pdf.log" "$log"
    else
      rm -f "$pdf"
      (cd "$out" && "$python" -m problemtools.problem2pdf --language "$lang" -o "$short.statements/$short.$lang.pdf" \
        "$short") > "$log" 2>&1 || failed=1
    fi
    (cd "$out" && "$python" -m problemtools.problem2html --language "$lang" -d "$short.statements/$short.$lang" "$short") \
      >> "$log" 2>&1 || failed=1
    if [ "$failed" -ne 0 ] || [ ! -s "$pdf" ]; then
      # problem2pdf exits 0 when LaTeX fails; no PDF tells.
      echo "verify-packages: $short: the $lang statement does not render (log: $log)"
      grep -m 1 -A 1 '^! ' "$log" | sed 's/^/  /' || true
      problems=1
      continue
    fi
    if grep -q 'Missing character' "$log"; then
      echo "verify-packages: $short: LaTeX lost characters of the $lang statement: $(grep -c 'Missing character' "$log") \"Missing character\" in $log, such as"
      grep -m 1 'Missing character' "$log" | sed 's/^/  /'
      problems=1
    fi
    if grep -q '^Overfull \\hbox' "$log"; then
      echo "verify-packages: $short: lines of the $lang statement run past the margin (text that LaTeX could not break):"
      grep -m 1 '^Overfull \\hbox' "$log" | sed 's/^/  /'
      problems=1
    fi
    pdftotext -enc UTF-8 "$dir/$short.$lang.pdf" "$dir/$short.$lang.txt"
    "$python" - "$statement" "$out/$short/problem.yaml" "$lang" "$dir/$short.$lang.txt" "$dir/$short.$lang/index.html" <<'PYTHON' || problems=1
import re, sys
statement, yaml, lang, pdf_text, html_path = sys.argv[1:]
name = re.search(r'^  ' + lang + r': "(.*)"$', open(yaml, encoding='utf-8').read(), re.M).group(1)
wanted = sorted({c for c in open(statement, encoding='utf-8').read() + name if ord(c) > 0x7f and not c.isspace()})
short = yaml.split('/')[-2]
lost = False
for what, path in (('PDF', pdf_text), ('HTML', html_path)):
    text = open(path, encoding='utf-8').read()
    missing = [c for c in wanted if c not in text]
    if missing:
        lost = True
        print(f'verify-packages: {short}: the {lang} {what} lacks {len(missing)} of the statement\'s {len(wanted)} characters'
              f' beyond ASCII: {"".join(missing[:20])}')
# No section numbers before the statement's own heads ("0.1 Input" where
# the class numbered them).
text = open(pdf_text, encoding='utf-8').read()
for heading in re.findall(r'^## (.+)$', open(statement, encoding='utf-8').read(), re.M):
    if re.search(r'\d+(\.\d+)+\s*' + re.escape(heading.strip()), text):
        lost = True
        print(f'verify-packages: {short}: the {lang} PDF numbers its section "{heading.strip()}"')
html = open(html_path, encoding='utf-8').read()
if f'<html lang="{lang}">' not in html:
    lost = True
    print(f'verify-packages: {short}: the {lang} HTML does not say <html lang="{lang}">')
sys.exit(1 if lost else 0)
PYTHON
  done
  return "$problems"
}

# The zip carries the rendered statements: problem.pdf at its root (the
# Chinese one, holding the problem's Chinese name) and both languages' PDFs
# beside the Markdown.
check_zip() {
  local short=$1
  "$python" - "$out/$short.zip" "$out/$short/problem.yaml" <<'PYTHON'
import re, subprocess, sys, zipfile
zip_path, yaml = sys.argv[1:]
names = zipfile.ZipFile(zip_path).namelist()
missing = [name for name in ('problem.pdf', 'statement/problem.en.pdf', 'statement/problem.zh.pdf') if name not in names]
if missing:
    sys.exit(f'verify-packages: {zip_path} lacks {", ".join(missing)}')
name = re.search(r'^  zh: "(.*)"$', open(yaml, encoding='utf-8').read(), re.M).group(1)
pdf = zipfile.ZipFile(zip_path).read('problem.pdf')
text = subprocess.run(['pdftotext', '-enc', 'UTF-8', '-', '-'], input=pdf, capture_output=True).stdout.decode()
if name not in text:
    sys.exit(f'verify-packages: {zip_path}: problem.pdf does not hold the problem\'s name {name}')
PYTHON
}

allowed='WARNING Support for version 2023-07-draft is very incomplete. Verification may not work as expected.'

# One package through verifyproblem: the verdict of every submission and the
# summary line, then what is wrong, into $out/$short.verified.txt; 1 when
# something is.
verify_one() {
  local short=$1 log="$out/$1.verifyproblem.log" status=0 failed=0 errors warnings
  (cd "$out" && PATH="/usr/bin:$PATH" "$python" -m problemtools.verifyproblem "$short") > "$log" 2>&1 || status=$?
  {
    echo
    echo "--- verifyproblem $short"
    grep -E '^   [a-z_]+/.* (OK|got)' "$log" || true
    tail -n 1 "$log"
    if [ -z "$built" ] && ! check_zip "$short"; then
      failed=1
    fi
    errors=$(grep -c '^ERROR' "$log" || true)
    warnings=$(grep '^WARNING' "$log" | grep -vxF "$allowed" || true)
    if [ "$status" -ne 0 ] || [ "$errors" -ne 0 ] || [ -n "$warnings" ]; then
      echo "verify-packages: $short FAILED (exit $status; full log: $log)"
      grep -E '^(ERROR|WARNING)' "$log" | grep -vxF "$allowed" || true
      explain_timing "$log"
      failed=1
    fi
  } > "$out/$short.verified.txt" 2>&1
  return "$failed"
}

# A job of the queue below: `verify SHORT` or `statements SHORT`, its words
# in a file of its own, its status in another.
if [ "${VERIFY_PACKAGES_JOB:-}" = 1 ]; then
  kind=$1 short=$2 status=0
  case "$kind" in
    verify) verify_one "$short" || status=1 ;;
    statements) check_statements "$short" > "$out/$short.statements.txt" 2>&1 || status=1 ;;
  esac
  echo "$status" > "$out/$short.$kind.status"
  exit 0
fi

statements_only=0
built=""
case "${1:-}" in
  --statements) statements_only=1; shift ;;
  --statements-in)
    [ $# -ge 3 ] || { echo "usage: scripts/verify-packages.sh --statements-in DIR SHORT…" >&2; exit 2; }
    statements_only=1
    built=$2
    shift 2
    ;;
esac

debian=(pandoc texlive-luatex texlive-latex-recommended texlive-latex-extra texlive-plain-generic
  texlive-lang-japanese fonts-noto-cjk poppler-utils tidy ghostscript pypy3 rustc)
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

if [ "${1:-}" = "--install" ]; then exit 0; fi

out=${built:-target/problem-packages}
# The packages as an administrator imports them: with their statements
# rendered (problem.pdf at the root, in Chinese, where DOMjudge reads one).
[ -n "$built" ] || cargo problem-package "$@" --out "$out" --statements --pdf-language zh

shorts=()
if [ -n "$built" ]; then
  shorts=("$@")
elif [ $# -gt 0 ]; then
  for problem in "$@"; do shorts+=("${problem//-/}"); done
else
  for zip in "$out"/*.zip; do shorts+=("$(basename "$zip" .zip)"); done
fi

# problemtools' PDF of a Chinese statement: LuaTeX-ja and Noto CJK through
# the fontspec.cfg that `cargo problem-package` wrote (docs/hosting.md).
tex=${VERIFY_PACKAGES_TEX:-$(cd "$out" && pwd)/tex}
export TEXINPUTS="$tex:"

if [ "$statements_only" -eq 1 ]; then
  failed=0
  for short in "${shorts[@]}"; do
    if check_statements "$short"; then
      echo "verify-packages: $short: statements $(cd "$out/$short/statement" && echo problem.*.md) render whole (PDF and HTML)"
    else
      failed=1
    fi
  done
  exit "$failed"
fi

# The jobs, two at a time (one a core): each package through verifyproblem,
# which judges one submission at a time, and each package's statements
# rendered and checked; verifyproblem's first, as they take longest. The
# accepted programs' time headroom is measured with the other core busy
# (docs/hosting.md), as it is here. The queue gets a process group of its
# own (set -m), so that an interrupt stops it with everything it started (a
# script's background job otherwise ignores Ctrl-C and goes on); the
# interrupt also stops the script.
export python out built TEXINPUTS PYPY_GC_NURSERY
jobs="$out/verify-packages.jobs"
{
  for short in "${shorts[@]}"; do echo "verify $short"; done
  for short in "${shorts[@]}"; do echo "statements $short"; done
} > "$jobs"
for short in "${shorts[@]}"; do rm -f "$out/$short".{verify,statements}.status; done
set -m
VERIFY_PACKAGES_JOB=1 xargs -a "$jobs" -P 2 -L 1 bash "$self" &
queue=$!
set +m
trap 'kill -- -"$queue" 2> /dev/null; echo "verify-packages: interrupted" >&2; exit 130' INT TERM
wait "$queue" || true
trap - INT TERM

failed=0
for short in "${shorts[@]}"; do
  cat "$out/$short.verified.txt" 2> /dev/null || echo "verify-packages: $short: verifyproblem did not run"
  [ "$(cat "$out/$short.verify.status" 2> /dev/null)" = 0 ] || failed=1
done
echo
echo "--- statements (problem2pdf, problem2html)"
statements_failed=0
for short in "${shorts[@]}"; do
  if [ "$(cat "$out/$short.statements.status" 2> /dev/null)" != 0 ]; then
    cat "$out/$short.statements.txt" 2> /dev/null || echo "verify-packages: $short: the statements were not checked"
    statements_failed=1
  fi
done
if [ "$statements_failed" -eq 0 ]; then
  echo "verify-packages: every statement of ${shorts[*]} renders whole (PDF and HTML, both languages)"
else
  failed=1
fi
if [ "$failed" -ne 0 ]; then exit 1; fi
echo
echo "verify-packages: ${#shorts[@]} packages verified (0 errors, only the 2023-07-draft notice; every statement's PDF and HTML whole; each zip with its statements rendered)"
