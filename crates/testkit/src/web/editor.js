// The position editor: a problem's position set up by clicks on its cells
// (master-duel's stones, coloring-game's coins, ring-grid-game's pieces and
// walls, board-game's patterns) or, for frogs, its strips typed. The editor
// writes the position into a text box as the problem's input of one test,
// reads it back when it is typed there, and has it checked as it changes
// (`check`: the server's strict validator, its answer said in a live region).
//
// Each grid is one tab stop: the arrow keys, Home and End move between its
// cells, Space or Enter changes the cell (each cell a button named by its
// row, column and what it holds).

// A grid problem's cells: the characters a cell holds in the input, in the
// order a click steps through them, their words and how they are drawn.
const GRIDS = {
  "master-duel": { states: [".", "o"], words: ["wp-ed-empty", "wp-ed-stone"], drawn: ["", "●"], columns: 20,
    most: 30, start: [3, 20] },
  "coloring-game": { states: ["H", "T"], words: ["wp-ed-heads", "wp-ed-tails"], drawn: ["H", "T"], most: 20,
    start: [3, 4] },
  "ring-grid-game": { states: [".", "B", "#"], words: ["wp-ed-empty", "wp-ed-piece", "wp-ed-wall"],
    drawn: ["", "B", "#"], most: 20, start: [3, 4] },
  // board-game's patterns (its board is a size alone: it starts empty).
  "board-game": { states: ["0", "1"], words: ["wp-ed-empty", "wp-ed-in-pattern"], drawn: ["", "■"], most: 9 },
};
// A page's words (the JSON the server wrote into `element`; none without
// it), as a function: message `id` with each {$name} filled from `args`.
export function wordsOf(element) {
  const words = element ? JSON.parse(element.textContent) : {};
  return (id, args) =>
    (words[id] || id).replace(/\{\$([a-z]+)\}/g, (whole, name) => (args && name in args ? String(args[name]) : whole));
}

// board-game's board: n·m cells at most.
const BOARD_CELLS = 27;

const grid = (rows, columns, fill) => Array.from({ length: rows }, () => Array(columns).fill(fill));

// The input's tokens, or null past the end.
function tokens(text) {
  const list = text.trim().split(/\s+/).filter((word) => word);
  let at = 0;
  return { next: () => (at < list.length ? list[at++] : null), done: () => at === list.length };
}

const whole = (word, least, most) => {
  const number = Number(word);
  return /^\d+$/.test(word || "") && number >= least && number <= most ? number : null;
};

// A grid of `rows` rows of `columns` characters from `states`, or null.
function readRows(read, rows, columns, states) {
  const cells = [];
  for (let row = 0; row < rows; row++) {
    const line = read.next();
    if (line === null || line.length !== columns || [...line].some((c) => !states.includes(c))) return null;
    cells.push([...line]);
  }
  return cells;
}

// Each problem's reading of its input (one test) into the editor's model,
// null when the editor cannot show it, and its writing back (exported for
// the test that holds each written position to the strict validator).
export const FORMS = {
  "master-duel": {
    read(text) {
      const read = tokens(text);
      const spec = GRIDS["master-duel"];
      if (read.next() !== "1") return null;
      const rows = whole(read.next(), 1, spec.most);
      if (rows === null) return null;
      const cells = grid(rows, spec.columns, ".");
      for (const row of cells) {
        const count = whole(read.next(), 0, spec.columns);
        if (count === null) return null;
        for (let stone = 0; stone < count; stone++) {
          const column = whole(read.next(), 1, spec.columns);
          if (column === null || row[column - 1] === "o") return null;
          row[column - 1] = "o";
        }
      }
      return read.done() ? { cells } : null;
    },
    write({ cells }) {
      const rows = cells.map((row) => {
        const stones = row.flatMap((cell, column) => (cell === "o" ? [column + 1] : []));
        return [stones.length, ...stones].join(" ");
      });
      return `1\n${cells.length}\n${rows.join("\n")}\n`;
    },
  },
  "coloring-game": gridForm("coloring-game"),
  "ring-grid-game": gridForm("ring-grid-game"),
  "board-game": {
    read(text) {
      const read = tokens(text);
      const n = whole(read.next(), 1, BOARD_CELLS);
      const m = whole(read.next(), 1, BOARD_CELLS);
      const count = whole(read.next(), 1, 20);
      if (n === null || m === null || count === null || n * m > BOARD_CELLS) return null;
      const spec = GRIDS["board-game"];
      const patterns = [];
      for (let index = 0; index < count; index++) {
        const rows = whole(read.next(), 1, spec.most);
        const columns = whole(read.next(), 1, spec.most);
        const cells = rows === null || columns === null ? null : readRows(read, rows, columns, spec.states);
        if (cells === null) return null;
        patterns.push(cells);
      }
      return read.done() ? { n, m, patterns } : null;
    },
    write({ n, m, patterns }) {
      const written = patterns.map((cells) => `${cells.length} ${cells[0].length}\n${cells.map((row) => row.join("")).join("\n")}`);
      return `${n} ${m} ${patterns.length}\n${written.join("\n")}\n`;
    },
  },
  frogs: {
    read(text) {
      const lines = text.trim().split(/\r?\n/).map((line) => line.trim());
      const head = (lines[0] || "").split(/\s+/);
      if (head.length !== 2 || head[1] !== "1" || whole(lines[1], 1, 23) === null) return null;
      const strips = lines.slice(2).filter((line) => line);
      return strips.length === Number(lines[1]) ? { strips: strips.join("\n") } : null;
    },
    write({ strips }) {
      const lines = strips.split(/\r?\n/).map((line) => line.trim().replace(/\s+/g, " ")).filter((line) => line);
      return `0 1\n${lines.length}\n${lines.join("\n")}\n`;
    },
  },
};

// coloring-game's and ring-grid-game's input: `1`, `n m`, the rows.
function gridForm(problem) {
  return {
    read(text) {
      const read = tokens(text);
      const spec = GRIDS[problem];
      if (read.next() !== "1") return null;
      const rows = whole(read.next(), 1, spec.most);
      const columns = whole(read.next(), 1, spec.most);
      const cells = rows === null || columns === null ? null : readRows(read, rows, columns, spec.states);
      return cells !== null && read.done() ? { cells } : null;
    },
    write({ cells }) {
      return `1\n${cells.length} ${cells[0].length}\n${cells.map((row) => row.join("")).join("\n")}\n`;
    },
  };
}

// A new position for the editor of `problem`.
export function fresh(problem) {
  if (problem === "board-game") return { n: 2, m: 3, patterns: [grid(1, 2, "1")] };
  if (problem === "frogs") return { strips: "LL_RR 1" };
  const spec = GRIDS[problem];
  return { cells: grid(spec.start[0], spec.start[1], spec.states[0]) };
}

// An element with its attributes and text (the pages' scripts make theirs so).
export function made(tag, attributes, text) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes || {})) element.setAttribute(name, value);
  if (text !== undefined) element.textContent = text;
  return element;
}

// A number field with its label; `changed(value)` on each valid change.
// Each of the editor's controls has a key (`data-key`), by which the focus
// finds it again when the editor is drawn anew.
function numberField(label, value, least, most, changed, key) {
  const wrap = made("label", { class: "editor-size" }, `${label} `);
  const field = made("input", { type: "number", min: String(least), max: String(most), value: String(value),
    "data-key": key });
  field.addEventListener("change", () => {
    const number = Math.round(Number(field.value));
    if (number >= least && number <= most) changed(number);
    else field.value = String(value);
  });
  wrap.append(field);
  return wrap;
}

// A grid of cells as buttons, one tab stop; `cells` is changed in place and
// `changed()` told.
function cellGrid(cells, spec, label, w, changed, key) {
  const box = made("div", { class: "editor-grid", role: "group", "aria-label": label });
  // Row and column numbers around the cells, as the statement counts them
  // from 1 (for the eye: each cell's name says its row and column).
  box.style.gridTemplateColumns = `1.6rem repeat(${cells[0].length}, 2rem)`;
  const number = (text) => made("span", { class: "editor-number", "aria-hidden": "true" }, text);
  box.append(number(""));
  cells[0].forEach((_, column) => box.append(number(String(column + 1))));
  const buttons = [];
  const name = (row, column) =>
    w("wp-ed-cell", { row: row + 1, column: column + 1, holds: w(spec.words[spec.states.indexOf(cells[row][column])]) });
  const draw = (button, row, column) => {
    const state = spec.states.indexOf(cells[row][column]);
    button.textContent = spec.drawn[state];
    button.dataset.state = cells[row][column];
    button.setAttribute("aria-label", name(row, column));
  };
  const focus = (row, column) => {
    for (const button of buttons) button.tabIndex = -1;
    const button = buttons[row * cells[0].length + column];
    button.tabIndex = 0;
    button.focus();
  };
  cells.forEach((line, row) => {
    box.append(number(String(row + 1)));
    line.forEach((_, column) => {
      const button = made("button", { type: "button", class: "editor-cell", "data-cell": `${row},${column}`,
        "data-key": `${key}:${row},${column}` });
      button.tabIndex = row === 0 && column === 0 ? 0 : -1;
      draw(button, row, column);
      button.addEventListener("click", () => {
        const next = (spec.states.indexOf(cells[row][column]) + 1) % spec.states.length;
        cells[row][column] = spec.states[next];
        draw(button, row, column);
        changed();
      });
      button.addEventListener("keydown", (event) => {
        const moves = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
        let to = null;
        if (moves[event.key]) to = [row + moves[event.key][0], column + moves[event.key][1]];
        if (event.key === "Home") to = [row, 0];
        if (event.key === "End") to = [row, line.length - 1];
        if (!to) return;
        event.preventDefault();
        if (to[0] >= 0 && to[0] < cells.length && to[1] >= 0 && to[1] < line.length) focus(to[0], to[1]);
      });
      buttons.push(button);
      box.append(button);
    });
  });
  return box;
}

// `cells` resized to `rows` × `columns`, what fits kept, new cells `fill`.
function resized(cells, rows, columns, fill) {
  return Array.from({ length: rows }, (_, row) =>
    Array.from({ length: columns }, (_, column) => (cells[row] && cells[row][column]) || fill));
}

// The editor of `problem` in `box`, writing to and reading from `source`
// (a textarea); `check(text)` answers `{ ok, said }`; `w(id, args)` gives
// the page's words; `edited()` is told each time the editor writes.
export function mountEditor(box, { problem, source, check, w, edited }) {
  const form = FORMS[problem];
  if (!form) {
    box.hidden = true;
    return null;
  }
  const spec = GRIDS[problem];
  let model = form.read(source.value) || fresh(problem);
  const parts = made("div", { class: "editor-parts" });
  const status = made("p", { class: "editor-status", role: "status", "aria-live": "polite" });
  box.replaceChildren(parts, status);
  let asked = 0;
  let timer = null;
  const checkSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const number = ++asked;
      const answer = await check(source.value);
      if (number !== asked) return;
      status.textContent = answer.said;
      status.classList.toggle("illegal", !answer.ok);
    }, 150);
  };
  const write = () => {
    source.value = form.write(model);
    if (edited) edited();
    checkSoon();
  };
  // Drawn anew (a size changed, a pattern added or removed, a position
  // typed): the focus, when it was in the editor, back on the same control
  // (the same cell of a grid, its tab stop then), or on the first one.
  const draw = () => {
    const active = document.activeElement;
    const was = active && parts.contains(active) ? active.getAttribute("data-key") : null;
    drawParts();
    if (was === null) return;
    const again = parts.querySelector(`[data-key="${CSS.escape(was)}"]`) || parts.querySelector("[data-key]");
    if (!again) return;
    if (again.classList.contains("editor-cell")) {
      for (const cell of again.parentElement.querySelectorAll(".editor-cell")) cell.tabIndex = -1;
      again.tabIndex = 0;
    }
    again.focus();
  };
  const drawParts = () => {
    parts.replaceChildren();
    if (problem === "frogs") {
      const label = made("label", { for: "editor-strips" }, w("wp-ed-strips"));
      const strips = made("textarea", { id: "editor-strips", rows: "5", cols: "16", spellcheck: "false",
        "data-key": "strips" });
      strips.value = model.strips;
      strips.addEventListener("input", () => {
        model.strips = strips.value;
        write();
      });
      parts.append(label, made("br", {}), strips);
      return;
    }
    if (problem === "board-game") {
      const sizes = made("p", {});
      const cellsOk = (n, m) => n * m <= BOARD_CELLS;
      sizes.append(
        numberField(w("wp-ed-board-rows"), model.n, 1, BOARD_CELLS, (n) => {
          if (cellsOk(n, model.m)) model.n = n;
          write();
          draw();
        }, "board-rows"),
        " ",
        numberField(w("wp-ed-board-columns"), model.m, 1, BOARD_CELLS, (m) => {
          if (cellsOk(model.n, m)) model.m = m;
          write();
          draw();
        }, "board-columns"),
      );
      parts.append(sizes);
      model.patterns.forEach((cells, index) => {
        const part = made("fieldset", { class: "editor-pattern" });
        part.append(made("legend", {}, w("wp-ed-pattern", { number: index + 1 })));
        part.append(sizeFields(cells, (rows, columns) => {
          model.patterns[index] = resized(cells, rows, columns, "0");
        }, undefined, `pattern-${index}`));
        part.append(cellGrid(cells, spec, w("wp-ed-pattern", { number: index + 1 }), w, write, `pattern-${index}`));
        if (model.patterns.length > 1) {
          const remove = made("button", { type: "button", "data-key": `remove-${index}` },
            w("wp-ed-remove-pattern", { number: index + 1 }));
          remove.addEventListener("click", () => {
            model.patterns.splice(index, 1);
            write();
            draw();
          });
          part.append(remove);
        }
        parts.append(part);
      });
      const add = made("button", { type: "button", "data-key": "add" }, w("wp-ed-add-pattern"));
      add.addEventListener("click", () => {
        model.patterns.push(grid(1, 1, "1"));
        write();
        draw();
      });
      parts.append(add);
      return;
    }
    parts.append(sizeFields(model.cells, (rows, columns) => {
      model.cells = resized(model.cells, rows, columns, spec.states[0]);
    }, spec.columns, "board"));
    const label = w("wp-ed-board", { rows: model.cells.length, columns: model.cells[0].length });
    parts.append(cellGrid(model.cells, spec, label, w, write, "board"));
  };
  // Rows and columns fields for `cells` (columns fixed when `columns` is
  // given); `resize(rows, columns)` changes the model, then all is drawn;
  // `key` names the fields' keys.
  function sizeFields(cells, resize, columns, key) {
    const fields = made("p", {});
    fields.append(numberField(w("wp-ed-rows"), cells.length, 1, spec.most, (rows) => {
      resize(rows, cells[0].length);
      write();
      draw();
    }, `${key}-rows`));
    if (!columns) {
      fields.append(" ", numberField(w("wp-ed-columns"), cells[0].length, 1, spec.most, (count) => {
        resize(cells.length, count);
        write();
        draw();
      }, `${key}-columns`));
    }
    return fields;
  }
  // Typed in the box: the editor follows when it can show the position.
  const typed = () => {
    const read = form.read(source.value);
    if (read) {
      model = read;
      draw();
    }
    checkSoon();
  };
  source.addEventListener("input", typed);
  draw();
  if (!source.value.trim()) write();
  else checkSoon();
  return {
    // The editor let go of (another problem chosen): the box no longer followed.
    detach() {
      source.removeEventListener("input", typed);
      clearTimeout(timer);
      asked++;
    },
  };
}
