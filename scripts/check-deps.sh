#!/usr/bin/env bash
# Checks that every problem crate (each member of crates/ but testkit) stays a
# single self-contained std-only file, as a judge needs it:
#   - no [dependencies], [build-dependencies] or [dev-dependencies] of any kind
#     (target-specific ones included), no build script;
#   - no source file other than src/main.rs;
#   - no `extern crate`, no out-of-line `mod name;`.
#
#   scripts/check-deps.sh [ROOT]     check the workspace at ROOT (default: this one)
#   scripts/check-deps.sh --self-test
#       plants each kind of violation in a scratch copy and checks that every
#       one is caught, and that the clean copy passes.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)

check() {
  local root=$1 failed=0 crate name
  for crate in "$root"/crates/*/; do
    name=$(basename "$crate")
    [ "$name" = testkit ] && continue
    [ -f "$crate/Cargo.toml" ] || continue
    local problems
    problems=$(python3 - "$crate/Cargo.toml" <<'PY'
import sys, tomllib
manifest = tomllib.load(open(sys.argv[1], "rb"))
found = []
tables = [("", manifest)] + [("target." + key + ".", value) for key, value in manifest.get("target", {}).items()]
for prefix, table in tables:
    for kind in ("dependencies", "build-dependencies", "dev-dependencies", "build_dependencies", "dev_dependencies"):
        for dep in table.get(kind, {}):
            found.append(f"has {prefix}{kind} `{dep}`")
build = manifest.get("package", {}).get("build")
if build not in (None, False):
    found.append(f"sets package.build = {build!r}")
print("\n".join(found))
PY
)
    if [ -n "$problems" ]; then
      while IFS= read -r line; do echo "check-deps: $name $line"; done <<< "$problems"
      failed=1
    fi
    if [ -e "$crate/build.rs" ]; then
      echo "check-deps: $name has a build.rs"; failed=1
    fi
    if [ ! -f "$crate/src/main.rs" ]; then
      echo "check-deps: $name has no src/main.rs"; failed=1
    fi
    local other
    other=$(cd "$crate" && find . -name target -prune -o -type f -name '*.rs' ! -path ./src/main.rs -print)
    if [ -n "$other" ]; then
      echo "check-deps: $name has Rust sources besides src/main.rs:" $other; failed=1
    fi
    if [ -f "$crate/src/main.rs" ]; then
      if grep -nE '^\s*extern\s+crate\b' "$crate/src/main.rs"; then
        echo "check-deps: $name uses extern crate"; failed=1
      fi
      if grep -nE '^\s*(pub(\([^)]*\))?\s+)?mod\s+[A-Za-z_][A-Za-z0-9_]*\s*;' "$crate/src/main.rs"; then
        echo "check-deps: $name declares an out-of-line module"; failed=1
      fi
    fi
  done
  return $failed
}

self_test() {
  local scratch status=0
  scratch=$(mktemp -d)
  trap 'rm -rf "$scratch"' RETURN
  # The problem crates alone: the testkit is not checked, and its audit
  # folder (npm's node_modules, 110 MB) made each of the nine copies slow.
  copy() { rm -rf "$scratch/ws"; mkdir -p "$scratch/ws"; cp -r "$here/Cargo.toml" "$scratch/ws/"; (cd "$here" && tar cf - --exclude=target --exclude=crates/testkit crates) | (cd "$scratch/ws" && tar xf -); }
  local victim
  victim=$(cd "$here/crates" && ls -d */ | tr -d / | grep -vx testkit | head -n 1)
  copy
  if ! check "$scratch/ws" > /dev/null; then echo "self-test: the clean workspace does not pass"; return 1; fi
  local plants=(
    "dependency|printf '\n[dependencies]\nitoa = \"1\"\n' >> crates/$victim/Cargo.toml"
    "inline dependency|printf '\n[dependencies.itoa]\nversion = \"1\"\n' >> crates/$victim/Cargo.toml"
    "build dependency|printf '\n[build-dependencies]\ncc = \"1\"\n' >> crates/$victim/Cargo.toml"
    "target dependency|printf '\n[target.\"cfg(unix)\".dependencies]\nlibc = \"0.2\"\n' >> crates/$victim/Cargo.toml"
    "build script|echo 'fn main() {}' > crates/$victim/build.rs"
    "second source file|echo 'pub fn helper() {}' > crates/$victim/src/helper.rs"
    "extern crate|sed -i '1i extern crate core;' crates/$victim/src/main.rs"
    "out-of-line module|sed -i '1i mod helper;' crates/$victim/src/main.rs"
  )
  local plant label action
  for plant in "${plants[@]}"; do
    label=${plant%%|*}; action=${plant#*|}
    copy
    (cd "$scratch/ws" && eval "$action")
    if check "$scratch/ws" > "$scratch/log"; then
      echo "self-test: a planted $label in $victim was NOT caught"; status=1
    else
      echo "self-test: planted $label caught: $(head -n 1 "$scratch/log")"
    fi
  done
  return $status
}

if [ "${1:-}" = --self-test ]; then
  self_test && echo "check-deps self-test: every planted violation was caught"
else
  root=${1:-$here}
  check "$root" && echo "check-deps: every problem crate is a single std-only file"
fi
