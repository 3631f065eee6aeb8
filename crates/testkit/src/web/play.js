// cargo play --web: draws what the server says and sends what is clicked.
// No rule of any game is here: the moves, their values, the replies and the
// refusals all come from the server (docs/play.md lists its API).
"use strict";

const page = {
  view: null, // the game as the server last drew it
  setup: null, // what a new game can start from
  picked: null, // the cell of the piece picked, waiting for its destination
  candidates: null, // moves a click could not tell apart, marked in the list
  coins: new Set(), // the coins picked for a flip (coloring-game)
  busy: false,
};

const $ = (id) => document.getElementById(id);

function element(tag, attributes, text) {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes || {})) {
    made.setAttribute(name, value);
  }
  if (text !== undefined) made.textContent = text;
  return made;
}

// A request to the server: its JSON answer, or an Error carrying the
// server's one-line reason.
async function api(method, path, body) {
  const options = { method, headers: {} };
  if (body !== undefined) {
    options.headers["Content-Type"] = "application/json";
    options.body = JSON.stringify(body);
  }
  const response = await fetch(path, options);
  let answer = null;
  try {
    answer = await response.json();
  } catch (_) {
    answer = null;
  }
  if (!response.ok) {
    const error = new Error((answer && answer.error) || `the server answered ${response.status}`);
    error.status = response.status;
    throw error;
  }
  return answer;
}

function say(text, kind) {
  const message = $("message");
  message.textContent = text || "";
  message.className = kind || "";
}

const showingValues = () => $("values").checked;

// "1,19" for a cell given as [1, 19].
const key = (cell) => `${cell[0]},${cell[1]}`;

const known = (number) => number !== null && number !== undefined;

// A listed move's value: who it wins for, the value after it, and how long
// the game lasts after it with perfect play (its exact remoteness), or that
// this was not computed; a winning move slower than the fastest says by how much.
function valueText(entry) {
  const parts = [entry.value === "win" ? "wins" : "loses", `value after: ${entry.after}`];
  if (known(entry.remoteness)) {
    parts.push(`then ${entry.remoteness} more move${entry.remoteness === 1 ? "" : "s"} with perfect play`);
  } else {
    parts.push("length not computed");
  }
  if (known(entry.delta) && entry.delta > 0) parts.push(`${entry.delta} slower than the fastest win`);
  return parts.join(", ");
}

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

function drawBoard(view) {
  const board = $("board");
  const text = $("text");
  board.innerHTML = view.board || view.values_table || "";
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
  for (const cell of board.querySelectorAll("rect.cell[data-cell]")) {
    const here = cell.getAttribute("data-cell");
    const moves = byCell.get(here) || [];
    cell.classList.toggle("playable", sets || moves.length > 0);
    if (moves.length === 1 && !sets) offer(cell, moves[0]);
    if (page.picked === here) cell.classList.add("picked");
    if (page.coins.has(here)) cell.classList.add("picked");
  }
  // The picked piece's destinations, each the way to its move.
  if (page.picked) {
    for (const entry of byCell.get(page.picked) || []) {
      const last = key(entry.cells[entry.cells.length - 1]);
      const target = board.querySelector(`rect.cell[data-cell="${last}"]`);
      if (target) {
        target.classList.add("target");
        offer(target, entry);
      }
    }
  }
  $("flip").hidden = !(myTurn && picksSets(view));
  $("flip").disabled = page.coins.size === 0;
  board.onclick = (event) => {
    const cell = event.target.closest && event.target.closest("rect.cell[data-cell]");
    if (!cell || page.busy || !myTurn) return;
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
  say(picked.length ? `coins picked: ${picked.join(" ")}; "flip" plays them` : "", "");
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
  if (page.picked) {
    const entries = (byCell.get(page.picked) || []).filter(
      (move) => key(move.cells[move.cells.length - 1]) === here,
    );
    page.picked = null;
    if (entries.length === 1) return play(entries[0].move);
    if (entries.length > 1) {
      // Pieces that share a cell and go to the same one: the list tells them apart.
      say(`${entries.length} pieces there can go to ${here}: ${entries.map((entry) => entry.move).join(", ")}; pick one in the list below`, "");
      page.candidates = new Set(entries.map((entry) => entry.move));
      return render();
    }
  }
  const moves = byCell.get(here) || [];
  if (moves.length === 1) return play(moves[0].move);
  if (moves.length > 1 && view.moves_a_piece) {
    page.picked = here;
    say("now click the cell it goes to", "");
  } else if (moves.length === 0) {
    say("no move of yours starts on that cell (the list below has them all)", "");
  }
  render();
}

function drawMoves(view) {
  const list = $("moves");
  list.replaceChildren();
  const note = $("moves-note");
  if (view.to_move !== "you") {
    note.textContent = view.result ? "The game is over." : "";
    return;
  }
  const count = view.move_count === null ? "more" : view.move_count;
  note.textContent = view.all_moves_listed
    ? `${view.moves.length} legal move${view.moves.length === 1 ? "" : "s"}: click one, or click the board.`
    : `The first ${view.moves.length} of ${count} legal moves; any other can be typed above.`;
  for (const entry of view.moves) {
    const button = element("button", { type: "button", class: "move", title: entry.describe }, entry.move);
    if (page.candidates && page.candidates.has(entry.move)) button.classList.add("candidate");
    offer(button, entry);
    if (showingValues()) {
      button.append(element("span", { class: "value-text" }, valueText(entry)));
    }
    button.addEventListener("click", () => play(entry.move));
    list.append(button);
  }
}

function drawHistory(view) {
  const history = $("history");
  const strip = $("strip");
  history.replaceChildren();
  strip.replaceChildren();
  // Moves kept for redo (after a move gone back to) are not drawn here.
  for (const entry of view.history.filter((entry) => !entry.ahead)) {
    const item = element("li", { class: entry.by === "you" ? "yours" : "program" });
    item.append(element("b", {}, `${entry.by} ${entry.move}`), document.createTextNode(` ${entry.describe}`));
    if (entry.why) item.append(element("div", { class: "why" }, entry.why));
    if (entry.mistake) {
      item.classList.add("mistake");
      item.append(
        element("div", { class: "why" }, `a mistake: the win was thrown away; ${entry.better.move} (${entry.better.describe}) kept it`),
      );
    }
    history.append(item);
    const title = `move ${entry.number}, ${entry.by}: ${entry.by === "you" ? "you were" : "the program was"} ${
      entry.before === "win" ? "winning" : "losing"
    } before it${entry.mistake ? `; a mistake (${entry.better.move} kept the win)` : ""}`;
    const mark = element(
      "span",
      { class: `mark ${entry.by === "you" ? "yours" : "program"} before-${entry.before}`, title, "data-number": entry.number },
      entry.mistake ? "✗" : String(entry.number),
    );
    if (entry.mistake) mark.classList.add("mistake");
    strip.append(mark);
  }
  $("slip").textContent = view.slip || "";
}

function render() {
  const view = page.view;
  if (!view) return;
  document.body.classList.toggle("show-values", showingValues());
  $("problem").textContent = `cargo play ${view.problem}`;
  $("title").textContent = view.title;
  const result = $("result");
  result.hidden = !view.result;
  result.textContent = view.result || "";
  result.className = view.result === "you win" ? "won" : view.result ? "lost" : "";
  const standing = view.value.side_to_move === "win" ? "wins" : "loses";
  $("status").textContent = view.result
    ? ""
    : `Your move (move ${view.ply + 1}).` +
      (showingValues() ? ` Value ${view.value.total_short}: the side to move ${standing}.` : "");
  $("prediction").textContent = showingValues() ? view.prediction : "";
  drawBoard(view);
  drawMoves(view);
  drawHistory(view);
  $("undo").disabled = !view.can_undo;
  $("redo").disabled = !view.can_redo;
  $("hint").disabled = view.to_move !== "you";
  $("move").disabled = view.to_move !== "you";
}

// A new view from the server: the game's id kept in the address, so a
// reload finds it again.
function show(view) {
  page.view = view;
  page.picked = null;
  page.candidates = null;
  page.coins.clear();
  $("hint-answer").textContent = "";
  $("hint-answer").removeAttribute("data-move");
  const address = new URL(window.location.href);
  if (address.searchParams.get("game") !== view.id) {
    address.searchParams.set("game", view.id);
    window.history.replaceState(null, "", address);
  }
  const last = view.history[view.ply - 1];
  $("said").textContent = last && last.by === "program" ? `The program played ${last.move}: ${last.why}` : "";
  render();
}

async function act(path, body) {
  if (page.busy) return;
  page.busy = true;
  try {
    show(await api("POST", `/api/games/${page.view.id}/${path}`, body));
    say("", "");
    return true;
  } catch (error) {
    say(error.message, "refused");
    render();
    return false;
  } finally {
    page.busy = false;
  }
}

const play = (move) => act("move", { move });

async function startGame(request, errorTarget) {
  try {
    show(await api("POST", "/api/games", request));
    say("", "");
    if (errorTarget) errorTarget.textContent = "";
  } catch (error) {
    (errorTarget || $("message")).textContent = error.message;
  }
}

function fillNewGame(setup) {
  const files = $("new-file");
  for (const file of setup.files) {
    files.append(element("option", { value: file.name }, `${file.name} (${file.tests} test${file.tests === 1 ? "" : "s"})`));
  }
  if (setup.first.file) files.value = setup.first.file;
  if (setup.first.test) $("new-test").value = setup.first.test;
  for (const size of setup.sizes) $("new-size").append(element("option", { value: size }, size));
  $("frogs-choice").hidden = !setup.choose_strips;
}

function newGameRequest() {
  const source = document.querySelector('input[name="source"]:checked').value;
  const request = { second: $("new-second").checked };
  const test = parseInt($("new-test").value, 10);
  if (source === "file") request.file = $("new-file").value;
  if (source === "size") {
    request.size = $("new-size").value;
    // As digits: a number past 2^53 would lose some on the way.
    const seed = $("new-seed").value.trim();
    if (seed) request.seed = seed;
  }
  if (source === "input") request.input = $("new-input").value;
  if (source === "file" && !Number.isNaN(test)) request.test = test;
  if (page.setup.choose_strips) {
    request.strips = $("new-strips").value;
    request.side = $("new-side").value;
  }
  return request;
}

async function begin() {
  // `?values=1` in the address starts with the values shown.
  $("values").checked = new URL(window.location.href).searchParams.get("values") === "1";
  $("values").addEventListener("change", render);
  $("hint").addEventListener("click", () => {
    const hint = page.view && page.view.hint;
    $("hint-answer").textContent = hint
      ? `${hint.move}: ${hint.describe}`
      : "none: every move leaves the program a winning reply";
    $("hint-answer").setAttribute("data-move", hint ? hint.move : "");
  });
  $("flip").addEventListener("click", () => {
    if (page.coins.size) play(pickedSet());
  });
  $("undo").addEventListener("click", () => act("undo"));
  $("redo").addEventListener("click", () => act("redo"));
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
    page.setup = await api("GET", "/api/setup");
  } catch (error) {
    say(error.message, "refused");
    return;
  }
  fillNewGame(page.setup);
  const id = new URL(window.location.href).searchParams.get("game");
  if (id) {
    try {
      show(await api("GET", `/api/games/${encodeURIComponent(id)}`));
      return;
    } catch (error) {
      say(`${error.message}; here is a new one`, "");
    }
  }
  await startGame(page.setup.first);
}

begin();
