// cargo play --web: draws what the server says and sends what is clicked.
// No rule of any game is here: the moves, their values, the replies and the
// refusals all come from the server (docs/play.md lists its API).
import { drawChart } from "./chart.js";
import { listen } from "./keys.js";
import { made as element, mountEditor, wordsOf } from "./editor.js";

const page = {
  view: null, // the game as the server last drew it
  setup: null, // what a new game can start from
  picked: null, // the cell of the piece picked, waiting for its destination
  candidates: null, // moves a click could not tell apart, marked in the list
  coins: new Set(), // the coins picked for a flip (coloring-game)
  hinted: false, // the hint shown, its cells outlined on the board
  stopped: false, // the server no longer answers
  busy: false,
  cursor: null, // the board's cell that Tab reaches (a roving tabindex)
  announcing: 0, // the last announcement asked for
  editor: null, // the position editor, once opened
  seen: null, // a student's wrong try opened from the class's report
};

const $ = (id) => document.getElementById(id);

// The page's words, in its language (the server wrote them into the page).
const w = wordsOf($("words"));
// The page's language, which every request asks the server to speak.
const lang = document.documentElement.lang;

// A request to the server: its JSON answer, or an Error carrying the
// server's one-line reason (and its whole answer); a server that does not
// answer at all has stopped, and the page says so.
async function api(method, path, body) {
  const options = { method, headers: {} };
  if (body !== undefined) {
    options.headers["Content-Type"] = "application/json";
    options.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(`${path}${path.includes("?") ? "&" : "?"}lang=${lang}`, options);
  } catch (_) {
    stopped();
    const error = new Error(stoppedText());
    error.stopped = true;
    throw error;
  }
  let answer = null;
  try {
    answer = await response.json();
  } catch (_) {
    answer = null;
  }
  if (!response.ok) {
    const error = new Error((answer && answer.error) || w("wp-server-answered", { status: response.status }));
    error.status = response.status;
    error.answer = answer;
    throw error;
  }
  return answer;
}

// In a class (`cargo class` marks its boards' pages for a student or the
// teacher), the class has stopped; else `cargo play --web`'s server.
const stoppedText = () => {
  const inClass = document.body.dataset.class;
  if (inClass) return w(inClass === "student" ? "wp-class-stopped" : "wp-class-stopped-teacher");
  return w("wp-stopped", { problem: page.setup ? page.setup.problem : "PROBLEM" });
};

function stopped() {
  page.stopped = true;
  render();
}

function say(text, kind) {
  const message = $("message");
  message.textContent = text || "";
  message.className = kind || "";
  if (text) announce(text);
}

// Says `text` in the polite live region (#announce), for a screen reader:
// emptied first, then filled a moment later, so that the same words twice
// are heard twice; a later announcement replaces one not yet made.
function announce(text) {
  const region = $("announce");
  const token = ++page.announcing;
  region.textContent = "";
  if (!text) return;
  window.setTimeout(() => {
    if (token === page.announcing) region.textContent = text;
  }, 120);
}

// A puzzle not yet solved: no value is shown (the server sends none).
const solving = () => Boolean(page.view && page.view.puzzle && !page.view.puzzle.solved);

// A puzzle before it is solved, and a mistake tried again, show no value.
const hiding = () => solving() || Boolean(page.view && page.view.trying);
// The values shown: switched on, and in the view (a server that guards its
// games sends them only once told the switch is on).
const showingValues = () => $("values").checked && !hiding() && Boolean(page.view && page.view.value);
// Help (the hint, the values, a puzzle's answer) refused for this game: a
// class's homework set without it.
const helpOff = () => Boolean(page.view && page.view.help === false);

// Where the game stands by the values (shown): "Value *3: the side to move wins."
const standingSaid = (view) =>
  w(view.value.side_to_move === "win" ? "wp-value-wins" : "wp-value-loses", { value: view.value.total_short });

// "1,19" for a cell given as [1, 19].
const key = (cell) => `${cell[0]},${cell[1]}`;

const known = (number) => number !== null && number !== undefined;

// Marks an element as the way to make `entry`, coloured by its value when
// the values are shown.
function offer(target, entry) {
  target.setAttribute("data-move", entry.move);
  const shown = {
    "data-value": entry.value,
    "data-remoteness": known(entry.remoteness) ? String(entry.remoteness) : null,
    "data-grundy": known(entry.grundy) ? entry.grundy : null,
  };
  for (const [name, value] of Object.entries(shown)) {
    if (showingValues() && value !== null) target.setAttribute(name, value);
    else target.removeAttribute(name);
  }
}

// What a cell's move does, in words, for the cell's name: the move, and
// whether it wins when the values are shown.
function cellPlays(entry) {
  if (!showingValues() || !entry.value) return w("wp-cell-plays", { move: entry.move });
  return w(entry.value === "win" ? "wp-cell-wins" : "wp-cell-loses", { move: entry.move });
}

// A winning or losing move's cell marked by a shape as well as its colour:
// ✓ or ✗ in its upper left corner, clear of a stone or piece and of the
// notes in the upper right (the legend under the board names them).
function markValue(cell) {
  const value = cell.getAttribute("data-value");
  if (!showingValues() || !value) return;
  const box = ["x", "y", "width", "height"].map((name) => Number(cell.getAttribute(name)));
  const mark = document.createElementNS("http://www.w3.org/2000/svg", "text");
  mark.setAttribute("class", `value-mark ${value}`);
  mark.setAttribute("x", String(box[0] + 2));
  mark.setAttribute("y", String(box[1] + Math.min(9, box[3] - 2)));
  mark.setAttribute("aria-hidden", "true");
  mark.textContent = value === "win" ? "✓" : "✗";
  cell.parentNode.append(mark);
}

// The board's cells, in the page's order.
const boardCells = () => [...$("board").querySelectorAll("rect.cell[data-cell]")];

// The cell Tab reaches on the board: `cell`, focused when `focus` says so.
function setCursor(cell, focus) {
  for (const other of boardCells()) other.setAttribute("tabindex", other === cell ? "0" : "-1");
  page.cursor = cell.getAttribute("data-cell");
  if (focus) cell.focus();
}

// A board wider than its frame (on a phone) shows the cell Tab reaches
// (at first, where the pieces with a move are): scrolled to it when it is
// out of sight, after each drawing and when the frame's width changes.
function showCursor() {
  const board = $("board");
  const cursor = board.querySelector('rect.cell[tabindex="0"]');
  if (!cursor || board.scrollWidth <= board.clientWidth) return;
  const frame = board.getBoundingClientRect();
  const box = cursor.getBoundingClientRect();
  if (box.left < frame.left || box.right > frame.right) {
    board.scrollLeft += box.left - frame.left - (frame.width - box.width) / 2;
  }
}

// An arrow key on `cell`: the focus to the cell `rows` rows and `columns`
// columns away (±Infinity: the row's first or last cell), when there is one.
function stepFrom(cell, rows, columns) {
  const [row, column] = cell.getAttribute("data-cell").split(",").map(Number);
  const cells = boardCells();
  let target;
  if (Number.isFinite(columns)) {
    target = cells.find((other) => other.getAttribute("data-cell") === `${row + rows},${column + columns}`);
  } else {
    const inRow = cells.filter((other) => other.getAttribute("data-cell").startsWith(`${row},`));
    target = columns < 0 ? inRow[0] : inRow[inRow.length - 1];
  }
  if (target) setCursor(target, true);
}

function drawBoard(view) {
  const board = $("board");
  const text = $("text");
  board.innerHTML = view.board || view.values_table || "";
  // One group for the board (its cells are its controls), named with its keys.
  for (const svg of board.querySelectorAll("svg[role='img']")) svg.setAttribute("role", "group");
  const drawn = board.querySelector("svg.board");
  if (drawn) drawn.setAttribute("aria-label", w("wp-board-label"));
  text.hidden = Boolean(view.board);
  text.textContent = view.board ? "" : view.text;
  const myTurn = view.to_move === "you";
  const byCell = new Map(); // a clicked cell's moves
  for (const entry of myTurn ? view.moves : []) {
    if (!entry.cells.length) continue;
    const first = key(entry.cells[0]);
    if (!byCell.has(first)) byCell.set(first, []);
    byCell.get(first).push(entry);
  }
  // A cell is the way to a move when exactly one move starts there, and
  // moves are not sets picked coin by coin.
  const sets = myTurn && picksSets(view);
  // Each cell's name: the server's (where it is, what stands on it, what
  // the values drawn on it say), then what a click on it does now.
  const said = new Map();
  const tell = (cell, words) => said.set(cell, [...(said.get(cell) || []), words]);
  const cells = boardCells();
  for (const cell of cells) {
    const here = cell.getAttribute("data-cell");
    const moves = byCell.get(here) || [];
    const playable = !page.stopped && (sets || moves.length > 0);
    cell.classList.toggle("playable", playable);
    cell.setAttribute("role", "button");
    cell.setAttribute("tabindex", "-1");
    // A click plays the cell's one move, unless a piece is picked first.
    if (moves.length === 1 && !sets && !view.pick_then_go) {
      offer(cell, moves[0]);
      tell(cell, cellPlays(moves[0]));
    } else if (moves.length > 0 && !sets) {
      tell(cell, w("wp-cell-pick", { count: moves.length }));
    }
    if (page.picked === here) {
      cell.classList.add("picked");
      tell(cell, w("wp-cell-picked"));
    }
    if (page.coins.has(here)) {
      cell.classList.add("picked");
      tell(cell, w("wp-cell-in-set"));
    }
  }
  // The picked piece's destinations, each the way to its move.
  if (page.picked) {
    for (const entry of byCell.get(page.picked) || []) {
      const last = key(entry.cells[entry.cells.length - 1]);
      const target = board.querySelector(`rect.cell[data-cell="${last}"]`);
      if (target) {
        target.classList.add("target", "playable");
        offer(target, entry);
        tell(target, cellPlays(entry));
      }
    }
  }
  // The hint's cells outlined: the stone or piece and where it goes, the
  // cell to fill, the coins of the set.
  if ((page.hinted || solving()) && view.hint) {
    for (const hinted of view.hint.cells) {
      const target = board.querySelector(`rect.cell[data-cell="${key(hinted)}"]`);
      if (target) {
        target.classList.add("hinted");
        if (page.hinted) tell(target, w("wp-cell-hinted"));
      }
    }
  }
  for (const cell of cells) {
    const words = said.get(cell) || [];
    const name = [cell.getAttribute("aria-label") || cell.getAttribute("data-cell"), ...words];
    cell.setAttribute("aria-label", name.join(w("wp-separator")));
    if (!cell.classList.contains("playable")) cell.setAttribute("aria-disabled", "true");
    markValue(cell);
  }
  // One Tab stop on the board: the cell it was on, else the picked piece,
  // else the first cell with a move, else the first.
  const cursor =
    cells.find((cell) => cell.getAttribute("data-cell") === page.cursor) ||
    cells.find((cell) => cell.getAttribute("data-cell") === page.picked) ||
    cells.find((cell) => cell.classList.contains("playable")) ||
    cells[0];
  if (cursor) setCursor(cursor, false);
  showCursor();
  board.onfocusin = (event) => {
    const cell = event.target.closest && event.target.closest("rect.cell[data-cell]");
    if (cell && cell.getAttribute("tabindex") !== "0") setCursor(cell, false);
  };
  $("flip").hidden = !(myTurn && picksSets(view));
  $("flip").disabled = page.coins.size === 0;
  board.onclick = (event) => {
    const cell = event.target.closest && event.target.closest("rect.cell[data-cell]");
    if (!cell || page.busy || !myTurn || page.stopped) return;
    if (picksSets(view)) return pickCoin(cell.getAttribute("data-cell"));
    clicked(cell.getAttribute("data-cell"), byCell);
  };
}

// Whether a move is a set of cells picked one by one, then played with
// "flip" (coloring-game's flip sets), rather than one click or a piece and
// its destination.
const picksSets = (view) => !view.moves_a_piece && view.moves.some((entry) => entry.cells.length > 1);

function pickCoin(here) {
  if (page.coins.has(here)) page.coins.delete(here);
  else page.coins.add(here);
  const picked = [...page.coins];
  say(picked.length ? w("wp-coins-picked", { coins: picked.join(" ") }) : "", "");
  render();
}

// The coins picked, as the notation writes a flip set.
function pickedSet() {
  const cells = [...page.coins].map((cell) => cell.split(",").map(Number));
  cells.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return cells.map((cell) => cell.join(",")).join("+");
}

function clicked(here, byCell) {
  const view = page.view;
  if (page.picked === here) {
    // The picked piece clicked again: put down.
    page.picked = null;
    say("", "");
    return render();
  }
  if (page.picked) {
    const entries = (byCell.get(page.picked) || []).filter(
      (move) => key(move.cells[move.cells.length - 1]) === here,
    );
    page.picked = null;
    if (entries.length === 1) return play(entries[0].move);
    if (entries.length > 1) {
      // Pieces that share a cell and go to the same one: the list tells them apart.
      const moves = entries.map((entry) => entry.move).join(", ");
      say(w("wp-pieces-there", { count: entries.length, cell: here, moves }), "");
      page.candidates = new Set(entries.map((entry) => entry.move));
      return render();
    }
  }
  const moves = byCell.get(here) || [];
  // One rule a game: its pieces are picked, then sent (ring-grid-game), or a
  // click plays the cell's one move (master-duel's stones, board-game's cells).
  if (moves.length === 1 && !view.pick_then_go) return play(moves[0].move);
  if (moves.length > 0 && view.moves_a_piece) {
    page.picked = here;
    say(moves.length === 1 ? w("wp-pick-one-step") : w("wp-pick-steps", { count: moves.length }), "");
  } else if (moves.length === 0) {
    say(w("wp-no-move-there"), "");
  }
  render();
}

// A move's place when ordered by value: winning moves first, the fastest
// first; then the others, the slowest loss first; unknown lengths last in each.
function moveOrder(entry) {
  const wins = entry.value === "win" ? 0 : 1;
  const length = known(entry.remoteness) ? entry.remoteness : null;
  return [wins, length === null ? 1 : 0, length === null ? 0 : wins === 0 ? length : -length];
}

function compareMoves(a, b) {
  for (let index = 0; index < a.length; index += 1) {
    if (a[index] !== b[index]) return a[index] - b[index];
  }
  return 0;
}

function drawMoves(view) {
  const list = $("moves");
  list.replaceChildren();
  const note = $("moves-note");
  if (view.to_move !== "you") {
    note.textContent = view.result ? w("wp-game-over") : "";
    return;
  }
  note.textContent = view.moves_note + (showingValues() ? ` ${w("wp-moves-order")}` : "");
  // The server lists them in the rules' order; by value only while the
  // values are shown.
  const moves = showingValues() ? [...view.moves].sort((a, b) => compareMoves(moveOrder(a), moveOrder(b))) : view.moves;
  for (const entry of moves) {
    const button = element("button", { type: "button", class: "move", title: entry.describe }, entry.move);
    if (page.candidates && page.candidates.has(entry.move)) button.classList.add("candidate");
    offer(button, entry);
    if (showingValues()) {
      button.append(element("span", { class: "value-text" }, entry.says));
    }
    if (page.stopped) button.disabled = true;
    button.addEventListener("click", () => play(entry.move));
    list.append(button);
  }
}

// The game so far: every move, those kept for redo dimmed; clicking one
// goes to the position after it. The chart above it has a point per position.
function drawHistory(view) {
  const history = $("history");
  history.replaceChildren();
  for (const entry of view.history) {
    // A list of buttons, each named by its words: who moved, the move,
    // what it did and why.
    const item = element("li", { class: entry.by === "you" ? "yours" : "program", "data-ply": entry.number });
    const button = element("button", { type: "button", class: "entry" });
    if (entry.ahead) item.classList.add("ahead");
    if (entry.number === view.ply) {
      item.classList.add("current");
      button.setAttribute("aria-current", "step");
    }
    const by = w(entry.by === "you" ? "wp-by-you" : "wp-by-program");
    button.append(element("b", {}, `${by} ${entry.move}`), document.createTextNode(` ${entry.describe}`));
    if (entry.why) button.append(element("span", { class: "why" }, entry.why));
    if (entry.mistake) item.classList.add("mistake");
    // The better move is not said while the mistake is tried again.
    if (entry.mistake && entry.better) {
      button.append(
        element("span", { class: "why" }, w("wp-mistake-kept", { move: entry.better.move, describe: entry.better.describe })),
      );
    }
    if (page.stopped) button.disabled = true;
    item.append(button);
    item.addEventListener("click", () => goTo(entry.number));
    history.append(item);
  }
  drawChart($("chart"), view, goTo);
  // The position looked at in sight in the chart's box.
  const box = $("chart-scroll");
  const current = $("chart").querySelector(".point.current circle");
  if (current && box.scrollWidth > box.clientWidth) {
    const at = Number(current.getAttribute("cx"));
    if (at < box.scrollLeft + 24 || at > box.scrollLeft + box.clientWidth - 24) box.scrollLeft = at - box.clientWidth / 2;
  }
  // A puzzle not yet solved has no chart: its points would tell its values.
  $("chart-box").style.display = hiding() ? "none" : "";
  $("slip").textContent = view.slip || "";
  drawReview(view);
}

// The review when the game is over: each of your moves rated (best, good,
// mistake, forced), the counts and the accuracy; a click on a move takes the
// board to the position it was made in.
function drawReview(view) {
  const review = view.review;
  const panel = $("review");
  const list = $("review-moves");
  list.replaceChildren();
  panel.hidden = !review || review.moves.length === 0;
  if (panel.hidden) return;
  $("accuracy").textContent = review.heading;
  for (const entry of review.moves) {
    // The move, how it left the game (a wrong try), its rating and words.
    const taken = !entry.taken ? " " : lang === "zh" ? `（${entry.taken_said}）` : ` (${entry.taken_said}) `;
    const parts = [
      element("b", {}, `${entry.number}. ${entry.move}`),
      document.createTextNode(taken),
      element("span", { class: "rating" }, entry.rating_said),
      document.createTextNode(`${lang === "zh" ? "：" : ": "}${entry.said}`),
    ];
    if (entry.taken) {
      // A wrong try the game no longer holds: said, with nowhere to go.
      const item = element("li", { "data-rating": entry.rating, "data-taken": entry.taken });
      const text = element("span", { class: "entry" });
      text.append(...parts);
      item.append(text);
      list.append(item);
      continue;
    }
    const item = element("li", { "data-rating": entry.rating, "data-ply": String(entry.ply) });
    const button = element("button", { type: "button", class: "entry", title: w("wp-go-to-position") });
    button.append(...parts);
    item.append(button);
    if (entry.rating === "mistake") {
      // Back to the position, to find the winning move there.
      const retry = element("button", { type: "button", class: "retry", "data-ply": String(entry.ply) }, w("wp-retry"));
      retry.title = w("wp-retry-title");
      retry.addEventListener("click", (event) => {
        event.stopPropagation();
        act("try-again", { ply: entry.ply });
      });
      item.append(retry);
    }
    item.addEventListener("click", () => goTo(entry.ply));
    list.append(item);
  }
}

// A try refused: the position it would make, drawn with its values and
// reasons (a picture, not the board's controls), what the move did, the
// parts it changed and the total or verdict after it.
function drawRefused(view) {
  const refused = view.refused;
  $("refused").hidden = !refused;
  const board = $("refused-board");
  if (!refused) {
    board.replaceChildren();
    return;
  }
  const said = w("wp-refused", { move: refused.move, describe: refused.describe });
  $("refused-said").textContent = said;
  board.innerHTML = refused.board || "";
  // Its ids (the arrow's marker, the patterns) are the board's own.
  for (const named of board.querySelectorAll("[id]")) named.removeAttribute("id");
  // One picture, named by the sentence above it: its cells are not named.
  for (const cell of board.querySelectorAll("rect[aria-label]")) cell.removeAttribute("aria-label");
  for (const svg of board.querySelectorAll("svg.board")) svg.setAttribute("aria-label", said);
  $("refused-text").hidden = Boolean(refused.board);
  $("refused-text").textContent = refused.board ? "" : refused.text;
  const changed = $("refused-changed");
  changed.replaceChildren();
  for (const line of [...refused.changed, refused.verdict]) changed.append(element("li", {}, line));
}

// The puzzle being solved: its number, grade and source, the streak, the
// solution and the next one; its position (the input of one test) kept in
// data-position.
function drawPuzzle(view) {
  const puzzle = view.puzzle;
  $("puzzle").hidden = !puzzle;
  if (!puzzle) return;
  $("puzzle").setAttribute("data-position", puzzle.position);
  $("puzzle").classList.toggle("solved", puzzle.solved);
  $("puzzle-number").textContent = w("wp-puzzle-of", { number: puzzle.number, count: puzzle.count });
  const about = w("wp-puzzle-about", { grade: puzzle.grade_said, difficulty: puzzle.difficulty });
  $("puzzle-about").textContent = puzzle.solved ? w("wp-puzzle-solved", { about }) : about;
  $("puzzle-about").title = w("wp-puzzle-from", { source: puzzle.source_said });
  $("streak").textContent = String(puzzle.streak);
  $("solution").hidden = puzzle.solved;
  $("solution").disabled = page.stopped || helpOff();
  $("next").disabled = page.stopped || !puzzle.next;
  const theme = puzzle.theme;
  $("theme-name").textContent = w("wp-theme-of", { number: theme.number, count: theme.count, name: theme.name,
    place: theme.place, size: theme.size });
  $("theme-idea").textContent = theme.idea;
  // The theme kept to, marked among the themes' links.
  for (const link of document.querySelectorAll("#themes a")) {
    if (puzzle.only && link.getAttribute("data-theme") === theme.id) link.setAttribute("aria-current", "true");
    else link.removeAttribute("aria-current");
  }
}

// Puzzle `number` (with `theme`: of that theme, kept to it; no number: the
// theme's first), the streak carried on when the one shown is solved (a
// puzzle skipped ends it).
function startPuzzle(number, theme) {
  const now = page.view && page.view.puzzle;
  const streak = now && now.solved ? now.streak : 0;
  const request = { streak: String(streak) };
  if (number) request.puzzle = String(number);
  if (theme) request.theme = theme;
  return startGame(request);
}

// Where the focus is before the page is drawn again, to keep it there.
function focusWas() {
  const active = document.activeElement;
  if (!active || active === document.body) return null;
  const cell = active.closest("#board rect.cell[data-cell]");
  if (cell) return { cell: cell.getAttribute("data-cell") };
  if (active.closest("#moves")) return { moves: true };
  const point = active.closest("#chart [data-ply]");
  if (point) return { point: point.getAttribute("data-ply") };
  const item = active.closest("#history li[data-ply], #review-moves li[data-ply]");
  if (item) return { list: item.parentElement.id, ply: item.getAttribute("data-ply") };
  return { element: active };
}

// After the page is drawn again, the focus where it was when that is still
// there; else on the next useful control: the same cell of the board, the
// same line of the history, the first of the moves, or (the game over)
// the button to a new game; never left on the page's body.
function keepFocus(was) {
  const active = document.activeElement;
  if (!was || (active && active !== document.body && active.isConnected && !active.disabled)) return;
  const found = (selector) => {
    const target = document.querySelector(selector);
    return target && !target.disabled && target.getClientRects().length > 0 ? target : null;
  };
  const target =
    (was.cell && found(`#board rect.cell[data-cell="${was.cell}"]`)) ||
    (was.list && found(`#${was.list} li[data-ply="${was.ply}"] > button`)) ||
    (was.point && found(`#chart [data-ply="${was.point}"]`)) ||
    (page.view.result && found("#to-new-game")) ||
    found("#moves button.move") ||
    found('#board rect.cell[tabindex="0"]') ||
    found("#move");
  if (target) target.focus();
}

function render() {
  const view = page.view;
  if (!view) return;
  const was = focusWas();
  document.body.classList.toggle("show-values", showingValues());
  $("value-legend").hidden = !showingValues();
  $("title").textContent = view.title;
  // A puzzle's own line says what the title would (its number, grade and
  // source): the projector size leaves the title out then.
  document.body.classList.toggle("puzzling", Boolean(view.puzzle));
  const result = $("result");
  result.hidden = !view.result;
  result.textContent = view.result_said || "";
  result.className = view.result === "you win" ? "won" : view.result ? "lost" : "";
  $("ending").hidden = !view.result;
  const turn = solving()
    ? w("wp-turn-puzzle")
    : w(view.to_move === "you" ? "wp-turn-yours" : "wp-turn-program", { number: view.ply + 1 });
  const trying = !view.trying ? "" : ` ${w(solving() ? "wp-trying-puzzle" : "wp-trying")}`;
  drawPuzzle(view);
  $("status").textContent = page.stopped
    ? stoppedText()
    : view.result
      ? ""
      : turn + trying + (showingValues() ? ` ${standingSaid(view)}` : "");
  const feedback = $("feedback");
  feedback.hidden = !view.feedback;
  feedback.textContent = view.feedback ? view.feedback.text : "";
  feedback.className = view.feedback ? (view.feedback.wins ? "wins" : "refused") : "";
  drawRefused(view);
  $("try-again").hidden = view.try_again === null || view.try_again === undefined;
  $("try-again").disabled = page.stopped;
  $("status").classList.toggle("stopped", page.stopped);
  $("prediction").textContent = showingValues() ? view.prediction : "";
  $("total").hidden = !(showingValues() && view.value.total_short !== view.value.total);
  $("total-whole").textContent = view.value ? view.value.total : "";
  $("values").disabled = hiding() || helpOff();
  drawBoard(view);
  drawMoves(view);
  drawHistory(view);
  $("undo").disabled = page.stopped || !view.can_undo;
  $("redo").disabled = page.stopped || !view.can_redo;
  $("forward").disabled = page.stopped || (!view.can_redo && view.to_move !== "program");
  // No hint while a mistake is tried again: the move is to be found.
  $("hint").disabled = page.stopped || view.to_move !== "you" || hiding() || helpOff();
  $("move").disabled = page.stopped || view.to_move !== "you";
  writeAddress();
  keepFocus(was);
}

// The projector size (or not): at it, the chart and the moves go side by
// side beside the board when it is narrow, under it when it is wide, the key
// line above the moves' buttons, so that one 1024×768 screen holds the board, the
// moves and the keys; back where they were without it.
function sized() {
  const large = $("large").checked;
  document.body.classList.toggle("large", large);
  const row = $("projector-row");
  if (large && !row.childElementCount) {
    row.append($("chart-box"), $("moves-block"));
    // Above the buttons: a long list (coloring-game's hundreds) would
    // push it out of the screen.
    $("moves-note").after($("keys"));
    $("stage").append(row);
  } else if (!large && row.childElementCount) {
    $("history").before($("chart-box"));
    $("move-form").parentNode.append($("moves-block"));
    $("controls").after($("keys"));
    $("refused").after(row);
  }
}

// The page's settings the address keeps beside the game, as they are now.
const SETTINGS = [
  ["&values=1", () => showingValues()],
  ["&large=1", () => $("large").checked],
  ["&letters=0", () => !$("letter-keys").checked],
];
const settings = () => SETTINGS.filter(([, on]) => on()).map(([said]) => said);

// The game in the address: the position and the moves (the server writes
// them), and the settings; another browser, or this one after the server
// restarted, opens the same game at the same move. The game's id on this
// server is there too: a reload, or another window, shares the game while
// the server keeps it (its moves kept for redo with it).
function writeAddress() {
  if (!page.view) return;
  const fragment = page.view.address + settings().join("");
  // The language asked for in the address stays in it; the switch to the
  // other opens the same game (a new one, from the address) in it.
  const asked = new URL(window.location.href).searchParams.get("lang");
  const search = `?${asked ? `lang=${encodeURIComponent(asked)}&` : ""}game=${page.view.id}`;
  if (window.location.hash.slice(1) !== fragment || window.location.search !== search) {
    window.history.replaceState(null, "", `${window.location.pathname}${search}#${fragment}`);
  }
  $("language").href = `?lang=${$("language").lang}#${fragment}`;
}

// The keys of the address's fragment.
function fragmentKeys() {
  const keys = new Map();
  for (const pair of window.location.hash.slice(1).split("&")) {
    const at = pair.indexOf("=");
    if (at > 0) keys.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return keys;
}

// Parts said one after another, each a sentence of its own (a full stop
// added where a part has none: "you lose. the win slipped at move 1: …").
function sentences(parts) {
  const stop = lang === "zh" ? "。" : ".";
  return parts
    .map((part) => (part || "").trim())
    .filter(Boolean)
    .map((part) => (/[.!?。！？]$/.test(part) ? part : part + stop))
    .join(lang === "zh" ? "" : " ");
}

// A new view from the server.
function show(view) {
  const before = page.view && page.view.id === view.id ? page.view : null;
  page.view = view;
  page.picked = null;
  page.candidates = null;
  page.coins.clear();
  // The hint, when it was asked for at this move.
  const hint = view.hint_shown ? view.hint : undefined;
  page.hinted = Boolean(hint);
  const terms = hint && hint.terms ? `${lang === "zh" ? "；" : "; "}${hint.terms}` : "";
  $("hint-answer").textContent =
    hint === undefined ? "" : hint ? `${hint.move}${lang === "zh" ? "：" : ": "}${hint.describe}${terms}` : w("wp-hint-none");
  if (hint) $("hint-answer").setAttribute("data-move", hint.move);
  else $("hint-answer").removeAttribute("data-move");
  // The student's try opened from the report, while its refusal is shown.
  const seen = page.seen && page.seen.id === view.id && view.refused && view.refused.move === page.seen.move;
  $("seen-try").hidden = !seen;
  $("seen-try").textContent = seen ? page.seen.text : "";
  const last = view.history[view.ply - 1];
  $("said").textContent = last && last.by === "program" ? w("wp-program-played", { move: last.move, why: last.why }) : "";
  render();
  // Heard after each action: the program's reply, the puzzle's feedback,
  // the result (at the game's end with why: where the win slipped, and the
  // review's counts), "try again" when it is newly offered; else where the
  // game stands.
  const ended = Boolean(view.result) && !(before && before.result);
  const heard = [$("said").textContent, view.feedback ? view.feedback.text : "", view.result_said || ""];
  if (ended) heard.push(view.slip || "", view.review && view.review.moves.length ? view.review.heading : "");
  const offered = known(view.try_again) && !(before && before.try_again === view.try_again);
  if (offered && !$("try-again").hidden) heard.push(w("wp-try-again-heard", { number: view.try_again + 1 }));
  announce(sentences(heard) || $("status").textContent);
  // The game over: the focus on the way to a new one (the review and
  // "try again" a Shift+Tab or two back).
  if (ended && !$("to-new-game").hidden && $("to-new-game").getClientRects().length) $("to-new-game").focus();
}

// An action on the game, with the version of it the page shows: when
// another tab or window has changed the game since, the server refuses it
// and sends the game as it is, which is drawn.
async function act(path, body) {
  if (page.busy || !page.view || page.stopped) return false;
  page.busy = true;
  try {
    show(await api("POST", `api/games/${page.view.id}/${path}`, { ...(body || {}), version: page.view.version }));
    say("", "");
    return true;
  } catch (error) {
    if (error.answer && error.answer.stale) show(error.answer.view);
    say(error.message, "refused");
    render();
    return false;
  } finally {
    page.busy = false;
  }
}

const goTo = (ply) => {
  if (page.view && ply !== page.view.ply) act("goto", { ply });
};

const play = (move) => act("move", { move });

// A new game as `request` asks; the refusal's reason in `errorTarget` (or
// the message line), cleared at the next try. Whether it started.
async function startGame(request, errorTarget) {
  if (errorTarget) errorTarget.textContent = "";
  try {
    const view = await api("POST", "api/games", { ...request, values: $("values").checked });
    show(view);
    // What was said of the new game: a pasted input's tidying.
    say(view.said || "", "");
    return true;
  } catch (error) {
    if (errorTarget) errorTarget.textContent = error.message;
    else say(error.message, "refused");
    return false;
  }
}

function fillNewGame(setup) {
  const files = $("new-file");
  for (const file of setup.files) {
    files.append(element("option", { value: file.name }, file.label));
  }
  if (setup.first.file) files.value = setup.first.file;
  if (setup.first.test) $("new-test").value = setup.first.test;
  for (const size of setup.sizes) $("new-size").append(element("option", { value: size.name }, size.said));
  $("frogs-choice").hidden = !setup.choose_strips;
  $("modes").hidden = !setup.puzzles;
  $("puzzle-choice").hidden = !setup.puzzles;
  $("new-puzzle").max = String(setup.puzzles);
  $("puzzle-count").textContent = setup.puzzles ? w("wp-puzzle-count", { count: setup.puzzles }) : "";
  // Each theme a link to its first puzzle, kept to the theme.
  for (const theme of setup.themes || []) {
    if (!theme.first) continue;
    const link = element("a", { href: `#puzzle=${theme.first}&theme=${theme.id}`, "data-theme": theme.id,
      title: theme.idea }, theme.name);
    link.addEventListener("click", (event) => {
      event.preventDefault();
      startPuzzle(null, theme.id);
    });
    const item = element("li", {});
    item.append(link);
    $("themes").append(item);
  }
  // Typing in a source's field (or choosing in it) chooses that source: a
  // position typed or pasted in the box is the one the game starts from.
  const fields = [["new-file", "file"], ["new-test", "file"], ["new-size", "size"], ["new-seed", "size"],
    ["new-puzzle", "puzzle"], ["new-input", "input"]];
  for (const [field, source] of fields) {
    $(field).addEventListener("input", () => {
      document.querySelector(`input[name="source"][value="${source}"]`).checked = true;
    });
  }
}

// The position editor, made when first opened: it writes the input box
// (choosing it as the new game's source), and the server checks each
// position as it is set up.
function openEditor() {
  if (page.editor || !$("editor-box").open) return;
  page.editor = mountEditor($("editor"), {
    problem: page.setup.problem,
    source: $("new-input"),
    w,
    edited: () => {
      document.querySelector('input[name="source"][value="input"]').checked = true;
    },
    check: (input) =>
      api("POST", "api/check", { input }).then(
        (answer) => ({ ok: true, said: answer.said }),
        (error) => ({ ok: false, said: error.message }),
      ),
  });
}

function newGameRequest() {
  const source = document.querySelector('input[name="source"]:checked').value;
  const request = { second: $("new-second").checked };
  const test = $("new-test").value.trim();
  if (source === "file") request.file = $("new-file").value;
  if (source === "size") {
    request.size = $("new-size").value;
    // As digits: a number past 2^53 would lose some on the way.
    const seed = $("new-seed").value.trim();
    if (seed) request.seed = seed;
  }
  if (source === "input") request.input = $("new-input").value;
  if (source === "puzzle") return { puzzle: $("new-puzzle").value.trim() };
  if (source === "file" && test) request.test = test;
  if (page.setup.choose_strips) {
    request.strips = $("new-strips").value;
    request.side = $("new-side").value;
  }
  return request;
}

// Why there is no hint (or no values) now, in a sentence; none when there
// may be. A puzzle's answer is never a hint: it is asked for by its own
// button, which a class records.
function noHelpNow(what) {
  const view = page.view;
  if (!view) return "";
  if (page.stopped) return stoppedText();
  if (helpOff()) return w("wp-help-off");
  if (solving()) return w(what === "hint" ? "wp-hint-puzzle" : "wp-values-puzzle");
  if (view.trying) return w(what === "hint" ? "wp-hint-trying" : "wp-values-trying");
  if (what !== "hint") return "";
  if (view.result) return w("wp-hint-over");
  if (view.to_move !== "you") return w("wp-hint-program");
  return "";
}

// The hint asked of the server (which may record it) and heard with its
// move; while the button is off, why (a puzzle's answer is its own button).
async function showHint() {
  if ($("hint").disabled) {
    const why = noHelpNow("hint");
    if (why) say(why, "");
    return false;
  }
  if (!(await act("hint"))) return false;
  announce(w("wp-hint-heard", { hint: $("hint-answer").textContent }));
  return true;
}

// The values switched on or off: the server told (it sends them only then,
// when it guards its games), the page drawn again, and the change heard
// (with where the game stands once they are on).
async function switchValues() {
  if (!page.view || page.stopped) return render();
  if (helpOff() || hiding()) {
    // Kept for when the values may be shown again.
    return act("values", { on: $("values").checked });
  }
  if (!(await act("values", { on: $("values").checked }))) return render();
  announce(showingValues() ? `${w("wp-values-shown")} ${standingSaid(page.view)}` : w("wp-values-hidden"));
}

// A student's wrong try at the puzzle shown, as the class's report links
// it (`try=MOVE`, `who=NAME`): tried again here, so that it is refused with
// the panel the student saw, and named above the puzzle while it is.
async function seeTry(typed, who) {
  const decoded = (text) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  };
  const move = decoded(typed);
  const number = page.view.puzzle ? page.view.puzzle.number : "";
  const text = who
    ? w("wp-seen-try", { who: decoded(who), number, move })
    : w("wp-seen-try-anyone", { number, move });
  page.seen = { id: page.view.id, move, text };
  await play(move);
}

// The page shown once its first game is drawn, or once it is known that
// none will be (the reason then said on it).
async function begin() {
  try {
    await opening();
  } finally {
    document.body.classList.remove("loading");
  }
}

async function opening() {
  const keys = fragmentKeys();
  // `values=1` in the address starts with the values shown.
  $("values").checked = keys.get("values") === "1" || new URL(window.location.href).searchParams.get("values") === "1";
  $("values").addEventListener("change", switchValues);
  // `large=1`: the projector size.
  $("large").checked = keys.get("large") === "1" || new URL(window.location.href).searchParams.get("large") === "1";
  sized();
  new ResizeObserver(showCursor).observe($("board"));
  $("large").addEventListener("change", () => {
    sized();
    writeAddress();
  });
  // `letters=0`: the single-letter keys turned off.
  $("letter-keys").checked = keys.get("letters") !== "0";
  $("letter-keys").addEventListener("change", writeAddress);
  $("hint").addEventListener("click", showHint);
  $("flip").addEventListener("click", () => {
    if (page.coins.size) play(pickedSet());
  });
  $("undo").addEventListener("click", () => act("undo"));
  $("redo").addEventListener("click", () => act("redo"));
  $("forward").addEventListener("click", () => act("forward"));
  $("try-again").addEventListener("click", () => act("try-again"));
  $("solution").addEventListener("click", () => act("solution"));
  $("next").addEventListener("click", () => {
    const puzzle = page.view && page.view.puzzle;
    if (puzzle && puzzle.next) startPuzzle(puzzle.next, puzzle.only ? puzzle.theme.id : null);
  });
  $("puzzles-link").addEventListener("click", (event) => {
    event.preventDefault();
    startPuzzle(1);
  });
  $("to-new-game").addEventListener("click", () => {
    $("new-game").scrollIntoView();
    $("new-start").focus();
  });
  listen({
    step: stepFrom,
    letters: () => $("letter-keys").checked,
    back: () => page.view && page.view.ply > 0 && act("goto", { ply: page.view.ply - 1 }),
    forward: () => act("forward"),
    hint: showHint,
    undo: () => act("undo"),
    redo: () => act("redo"),
    values: () => {
      if ($("values").disabled) {
        const why = noHelpNow("values");
        if (why) say(why, "");
        return;
      }
      $("values").checked = !$("values").checked;
      switchValues();
    },
  });
  $("move-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const typed = $("move").value.trim();
    if (typed) {
      play(typed).then((played) => {
        if (played) $("move").value = "";
      });
    }
  });
  $("new-game").addEventListener("submit", (event) => {
    event.preventDefault();
    startGame(newGameRequest(), $("new-error"));
  });
  try {
    page.setup = await api("GET", "api/setup");
  } catch (error) {
    say(error.message, "refused");
    return;
  }
  fillNewGame(page.setup);
  $("editor-box").addEventListener("toggle", openEditor);
  openEditor();
  // The game under the address's id when this server keeps it as the
  // address has it; else the game in the address, the same at the same
  // move whichever server answers (one the rules refuse is said, and the
  // first game shown).
  const id = new URL(window.location.href).searchParams.get("game");
  const fragment = window.location.hash.slice(1);
  const position = SETTINGS.reduce((left, [said]) => left.split(said).join(""), fragment);
  const addressed = keys.has("p") || keys.has("puzzle");
  if (id) {
    try {
      const kept = await api("GET", `api/games/${encodeURIComponent(id)}`);
      // A game made in another language is opened again from the address.
      if ((!addressed || kept.address === position) && kept.lang === lang) {
        show(kept);
        if (kept.values_on !== $("values").checked) await act("values", { on: $("values").checked });
        return;
      }
    } catch (error) {
      if (error.stopped) return;
      if (!addressed) say(w("wp-new-one", { reason: error.message }), "");
    }
  }
  // A puzzle by its number: the same position on any server, as it was
  // left (solved, its moves, its wrong tries, its solution shown).
  if (keys.has("puzzle")) {
    if (await startGame({ address: position })) {
      if (keys.has("try")) await seeTry(keys.get("try"), keys.get("who"));
      return;
    }
    const reason = $("message").textContent;
    await startGame(page.setup.first);
    say(w("wp-puzzle-unopened", { reason }), "refused");
    return;
  }
  if (keys.has("p")) {
    try {
      show(await api("POST", "api/games", { address: fragment, values: $("values").checked }));
      return;
    } catch (error) {
      if (error.stopped) return;
      await startGame(page.setup.first);
      say(w("wp-game-unopened", { reason: error.message }), "refused");
      return;
    }
  }
  await startGame(page.setup.first);
}

begin();
