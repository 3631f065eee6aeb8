#!/usr/bin/env bash
# Makes the pictures of the front page, docs/explain.md and docs/table.md:
# one sample test per problem explained as a page by `cargo explain --html`,
# and coloring-game's table with a wrong conjecture marked by `cargo table
# --html`, screenshot by headless Chromium (Debian's `chromium`; installed
# when missing) into crates/testkit/pictures/PROBLEM.png and table-PROBLEM.png;
# the page of `cargo play --web` for each problem, a position chosen to show
# its reasons (pasted as input) two moves
# in (the hint, then a reply) with the values shown, play-PROBLEM.png, at a
# phone's width, play-PROBLEM-phone.png, and at the projector size on a
# 1024x768 screen,
# play-PROBLEM-projector.png, and three of them in Chinese,
# play-zh-PROBLEM.png; and
# the top of master-duel's Chinese statement as problemtools renders it
# (pdftoppm), statement-master-duel-zh.png.
#
#   scripts/pictures.sh
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v chromium > /dev/null; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium > /dev/null
fi
sandbox=()
if [ "$(id -u)" = 0 ]; then sandbox=(--no-sandbox); fi
cargo build --profile tools --quiet -p testkit --bin explain --bin table --bin play
pages=$(mktemp -d)
server=""
trap 'rm -rf "$pages"; [ -z "$server" ] || kill "$server" 2> /dev/null || true' EXIT
# problem, sample, test, window height
while read -r problem sample test height; do
  target/tools/explain "$problem" "judge-data/$problem/$sample.in" --test "$test" --html "$pages/$problem.html" > /dev/null
  chromium --headless "${sandbox[@]}" --disable-gpu --hide-scrollbars --window-size="1000,$height" \
    --screenshot="crates/testkit/pictures/$problem.png" "file://$pages/$problem.html" 2> /dev/null
  echo "crates/testkit/pictures/$problem.png"
done << 'LIST'
master-duel sample-1 2 560
ring-grid-game sample-1 1 560
board-game sample-2 1 520
coloring-game sample-1 2 520
frogs sample-2 1 560
LIST
target/tools/table coloring-game --html "$pages/table.html" \
  --check -- python3 crates/testkit/src/coloring_game/conjectures/lowbit_everywhere.py > /dev/null || true
chromium --headless "${sandbox[@]}" --disable-gpu --hide-scrollbars --window-size=1000,900 \
  --screenshot=crates/testkit/pictures/table-coloring-game.png "file://$pages/table.html" 2> /dev/null
echo crates/testkit/pictures/table-coloring-game.png
# The browser game: its server, the first game and the hint played through
# the API (python3), then the page with the values shown.
for problem in master-duel ring-grid-game board-game coloring-game frogs; do
  target/tools/play "$problem" --web > "$pages/server.out" 2> /dev/null &
  server=$!
  until [ -s "$pages/server.out" ]; do sleep 0.1; done
  address=$(head -n 1 "$pages/server.out" | sed 's/^open //')
  # The game for the pictures, made in a language (en, zh): its id.
  make_game() {
  python3 - "$address" "$problem" "$1" << 'PLAY'
import json, sys, urllib.request
address = sys.argv[1]
def ask(path, body):
    request = urllib.request.Request(address + path + "?lang=" + sys.argv[3], data=json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json"})
    return json.load(urllib.request.urlopen(request))
# A position for each problem with something to see in its reasons.
inputs = {
    "master-duel": "1\n3\n6 3 4 9 12 13 17\n4 1 2 15 18\n5 5 6 7 14 19\n",
    "ring-grid-game": "1\n4 6\nB..#.B\n.B..B.\n..#B..\n#.....\n",
    "board-game": "3 3 3\n1 3\n111\n2 2\n11\n01\n3 1\n1\n1\n1\n",
    "coloring-game": "1\n4 5\nHTHHT\nTHTHH\nHHTTH\nHTHHT\n",
    "frogs": "0 1\n5\nLL_RR 1\nLRRL_ 1\nLRR_L 1\nLLR_R 1\nL_LRR 1\n",
}
view = ask("api/games", {"input": inputs[sys.argv[2]]})
if view["hint"]:
    view = ask("api/games/%s/move" % view["id"], {"move": view["hint"]["move"]})
print(view["id"])
PLAY
  }
  game=$(make_game en)
  # Every problem at 1280x800, at a phone's 390 px and at the projector size;
  # three in Chinese at 1280x800, from a game made in Chinese.
  shots=("1280,800 play-$problem $game &values=1" "390,844 play-$problem-phone $game &values=1"
    "1024,768 play-$problem-projector $game &values=1&large=1")
  case "$problem" in
    master-duel | ring-grid-game | coloring-game)
      shots+=("1280,800 play-zh-$problem $(make_game zh) &values=1&lang=zh") ;;
  esac
  for shot in "${shots[@]}"; do
    read -r size name shown keys <<< "$shot"
    chromium --headless "${sandbox[@]}" --disable-gpu --hide-scrollbars --window-size="$size" \
      --disable-background-networking --disable-component-update --disable-sync --no-first-run \
      --user-data-dir="$pages/profile" --virtual-time-budget=3000 \
      --screenshot="crates/testkit/pictures/$name.png" "${address}?game=$shown$keys" 2> /dev/null
    echo "crates/testkit/pictures/$name.png"
  done
  kill "$server"
  wait "$server" 2> /dev/null || true
  server=""
  rm -f "$pages/server.out"
done
# The first page of master-duel's Chinese statement as problemtools' PDF
# renders it with the packages' TeX set-up (docs/hosting.md), its top part.
bash scripts/verify-packages.sh --statements master-duel > /dev/null
pdftoppm -png -r 110 -f 1 -l 1 -singlefile -x 0 -y 0 -W 935 -H 760 \
  target/problem-packages/masterduel.statements/masterduel.zh.pdf crates/testkit/pictures/statement-master-duel-zh
echo crates/testkit/pictures/statement-master-duel-zh.png
