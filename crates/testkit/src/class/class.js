// The class's pages: the join form (the name, the code, a PIN to join
// again) and the teacher's report, fetched with the key the address holds
// after '#key=' and drawn again every five seconds; each wrong try and
// each game a link to its board (the report's answer makes this browser
// the teacher's on the boards).
import { made, mountEditor, wordsOf } from "/editor.js";

const $ = (id) => document.getElementById(id);

async function joinClass(event) {
  event.preventDefault();
  const body = { code: $("code").value.trim(), name: $("name").value.trim() };
  const pin = $("pin").value.trim();
  if (pin) body.pin = pin;
  const response = await fetch(inLang("/api/class/join"), {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
  });
  const answer = await response.json();
  // The field a refusal is about marked invalid and tied to the reason
  // (a screen reader says both on it); the others cleared.
  for (const id of ["name", "code", "pin"]) {
    const field = $(id);
    const refused = !response.ok && answer.field === id;
    if (refused) field.setAttribute("aria-invalid", "true");
    else field.removeAttribute("aria-invalid");
    const described = (field.getAttribute("aria-describedby") || "").split(" ").filter((d) => d && d !== "said");
    if (refused) described.unshift("said");
    if (described.length) field.setAttribute("aria-describedby", described.join(" "));
    else field.removeAttribute("aria-describedby");
  }
  if (!response.ok) {
    $("said").textContent = answer.error;
    if (answer.field) $(answer.field).focus();
    return;
  }
  $("said").textContent = answer.said;
  $("join").hidden = true;
  $("joined").hidden = false;
  $("joined").querySelector("a").focus();
}

function cell(row, text) {
  const made = document.createElement("td");
  made.textContent = text;
  row.append(made);
  return made;
}

// A request's path in the page's language: the server answers in it
// (its words, the validators' reasons), whatever the browser prefers.
const inLang = (path) => `${path}${path.includes("?") ? "&" : "?"}lang=${document.documentElement.lang}`;

// A problem's name in the teacher's table, in the page's language (the
// id when the page has no name for it).
function problemNamer(words) {
  let names = {};
  try {
    names = JSON.parse(words.problemNames || "{}");
  } catch {
    names = {};
  }
  return (problem) => names[problem] || problem;
}

// A student's progress, for sorting: puzzles solved and homework items done.
const progressOf = (student) => student.puzzles.filter((puzzle) => puzzle.solved).length
  + (student.homework || []).reduce((done, set) => done + set.done, 0);

const page = {
  key: null, reportRefused: false, sort: "name", report: null, shownPin: null, renaming: null, confirming: null,
  toolsSaid: null, focusAfter: null, drawn: new Map(), summaryDrawn: "", setsDrawn: "", timer: null,
};

// Parts of the page drawn again only where what they show has changed,
// so that what the teacher is at (the focus, a name being typed) stays:
// each of its controls has a key (`data-key`), and when the part holding
// the focus is drawn again the focus goes to the control of the same key.
function keepingFocus(draw) {
  const focused = document.activeElement && document.activeElement.dataset
    ? document.activeElement.dataset.key : undefined;
  draw();
  if (focused && (!document.activeElement || document.activeElement === document.body)) {
    const again = document.querySelector(`[data-key="${CSS.escape(focused)}"]`);
    if (again) again.focus({ preventScroll: true });
  }
  if (page.focusAfter) {
    const focus = page.focusAfter;
    page.focusAfter = null;
    focus();
  }
}

// `rows`' children made `wanted`, in order, moving and removing only what
// differs (a row in its place is left alone).
function placeRows(rows, wanted) {
  const keep = new Set(wanted);
  for (const child of [...rows.children]) if (!keep.has(child)) child.remove();
  let at = rows.firstChild;
  for (const node of wanted) {
    if (node === at) {
      at = at.nextSibling;
    } else {
      rows.insertBefore(node, at);
    }
  }
}

// One row a student, compact (a room of 40 in three screens): the name
// (unwrapped), the PIN, each problem's puzzles as marks (★ first try, ✓
// solved, ? answer shown, · not yet; each said in full to a screen reader),
// the wrong moves as links to them on the board, the games and homework.
// A student's row is made again only when their record (or their tools)
// changed.
function drawReport(report) {
  const table = $("report");
  const words = table.dataset;
  const rows = table.querySelector("tbody");
  // By name as people sort them (student 2 before student 10), or by progress.
  const byName = (a, b) => a.name.localeCompare(b.name, undefined, { numeric: true });
  const students = [...report.students].sort(byName);
  if (page.sort === "progress") students.sort((a, b) => progressOf(b) - progressOf(a) || byName(a, b));
  const wanted = [];
  const drawn = new Map();
  for (const student of students) {
    const shown = page.shownPin === student.name;
    const state = JSON.stringify([student, shown, shown && page.confirming, shown && page.toolsSaid]);
    let had = page.drawn.get(student.name);
    if (!had || had.state !== state) had = { state, nodes: studentRows(student, shown, words) };
    drawn.set(student.name, had);
    wanted.push(...had.nodes);
  }
  page.drawn = drawn;
  keepingFocus(() => {
    placeRows(rows, wanted);
    // Those removed, by name: their records stay in the spreadsheet.
    const removed = (report.removed || []).map((student) => student.name);
    $("removed").hidden = !removed.length;
    $("removed").textContent = removed.length ? `${words.removedStudents} ${removed.join(", ")}` : "";
  });
}

// A student's row, and their tools' under it when shown.
function studentRows(student, shown, words) {
  const row = document.createElement("tr");
  row.setAttribute("data-student", student.name);
  cell(row, student.name);
  // The PIN hidden until shown, one student's at a time (the page may be
  // on a projector); shown, with the button for a new one.
  const pin = cell(row, "");
  pin.className = "pin";
  let tools = null;
  if (shown) {
    row.classList.add("shown");
    pin.append(`${student.pin} `);
    const renew = made("button", {
      type: "button", "aria-label": `${words.newPin}: ${student.name}`, "data-tool": "pin", "data-key": `pin ${student.name}`,
    }, words.newPin);
    renew.addEventListener("click", () => newPin(student.name));
    pin.append(renew);
    tools = studentTools(student.name, words);
  } else {
    const show = made("button", {
      type: "button", "aria-label": `${words.showPin}: ${student.name}`, "data-key": `show ${student.name}`,
    }, words.showPin);
    show.addEventListener("click", () => {
      page.shownPin = student.name;
      page.confirming = null;
      page.toolsSaid = null;
      page.focusAfter = () => focusKey(`pin ${student.name}`);
      drawReport(page.report);
    });
    pin.append(show);
  }
  const puzzlesCell = cell(row, "");
  const problems = [...new Set(student.puzzles.map((puzzle) => puzzle.problem))];
  const named = problemNamer(words);
  for (const problem of problems) {
    const group = made("div");
    group.append(made("span", { class: "problem" }, named(problem)));
    const list = made("ul", { class: "inline" });
    for (const puzzle of student.puzzles.filter((each) => each.problem === problem)) {
      const item = made("li", { "data-puzzle": `${puzzle.problem} ${puzzle.number}` });
      const [mark, state] = puzzle.solved ? (puzzle.first_try ? ["★", words.firstTry] : ["✓", words.solved])
        : puzzle.shown ? ["?", words.shown] : ["·", words.unsolved];
      const full = `${named(puzzle.problem)} ${puzzle.number}: ${state}${helpedText(puzzle.helped, words)}`;
      item.title = full;
      item.append(made("span", { "aria-hidden": "true" }, `${puzzle.number}${mark}`), made("span", { class: "sr-only" }, full));
      if (puzzle.wrong.length) {
        // Each wrong move a ✗, a link to the board after it (values
        // shown), the move in its title and said in full.
        const wrong = made("span", { class: "wrong" });
        puzzle.wrong.forEach((move, at) => {
          const link = made("a", {
            href: (puzzle.links || [])[at] || "#", target: "_blank", title: move,
            "data-key": `wrong ${student.name} ${puzzle.problem} ${puzzle.number} ${at}`,
          });
          link.append(made("span", { "aria-hidden": "true" }, "✗"),
            made("span", { class: "sr-only" }, ` ${words.wrong} ${move}: ${named(puzzle.problem)} ${puzzle.number}, ${student.name}`));
          wrong.append(link);
        });
        item.append(wrong);
      }
      // A space between the marks: the line may break there.
      list.append(item, " ");
    }
    group.append(list);
    puzzlesCell.append(group, " ");
  }
  const games = made("ul", { class: "inline" });
  (student.games || []).forEach((game, at) => {
    const item = made("li");
    // The result in the page's words; a game of a homework position named so.
    const result = game.result === "you win" ? words.won : game.result ? words.lost : words.goingOn;
    const link = made("a", { href: game.link, target: "_blank", "data-key": `game ${student.name} ${at}` },
      `${named(game.problem)}: ${result}`);
    const homework = game.homework ? ` (${words.homework}: ${game.homework})` : "";
    item.append(link, `${homework}; ${words.mistakes} ${game.mistakes}${helpedText(game.helped, words)}`);
    games.append(item, " ");
  });
  cell(row, "").append(games);
  const homework = made("ul", { class: "inline" });
  for (const set of student.homework || []) homework.append(made("li", {}, `${set.title}: ${set.done}/${set.count}`), " ");
  cell(row, "").append(homework);
  return tools ? [row, tools] : [row];
}

// The shown student's tools, in a row of their own under theirs: a new
// name, and removing them from the class (asked again first); what the
// teacher did there said beside them.
function studentTools(name, words) {
  const row = made("tr", { class: "tools-row", "data-tools": name });
  const box = made("td", { colspan: "5" });
  row.append(box);
  const said = made("span", { class: "tools-said", role: "status" },
    page.toolsSaid && page.toolsSaid.name === name ? page.toolsSaid.text : "");
  if (page.confirming === name) {
    const asked = made("span", { id: "remove-asked" }, words.removeConfirm.replace("{name}", name));
    const yes = made("button", { type: "button", "aria-describedby": "remove-asked", "data-key": `yes ${name}` }, words.removeYes);
    const no = made("button", { type: "button", "aria-describedby": "remove-asked", "data-key": `cancel ${name}` }, words.cancel);
    yes.addEventListener("click", () => {
      teacherAction("/api/class/students/remove", { name }, (answer) => {
        page.confirming = null;
        page.shownPin = null;
        // The answer said above the table, and the focus on it: the row is gone.
        page.focusAfter = () => $("students-said").focus();
        return answer.said;
      }, (text, ok) => {
        if (ok) $("students-said").textContent = text;
        else page.toolsSaid = { name, text };
      });
    });
    no.addEventListener("click", () => {
      page.confirming = null;
      page.focusAfter = () => focusKey(`remove ${name}`);
      drawReport(page.report);
    });
    box.append(asked, " ", yes, " ", no, " ", said);
    return row;
  }
  const form = made("form", { class: "rename" });
  const label = words.renameTo.replace("{name}", name);
  const input = made("input", {
    maxlength: "40", "aria-label": label, title: label, "data-tool": "name", "data-key": `name ${name}`,
  });
  input.value = page.renaming && page.renaming.name === name ? page.renaming.to : name;
  input.addEventListener("input", () => {
    page.renaming = { name, to: input.value };
  });
  const rename = made("button", { type: "submit", "data-tool": "rename", "data-key": `rename ${name}` }, words.rename);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    teacherAction("/api/class/students/rename", { name, to: input.value }, (answer) => {
      page.renaming = null;
      // The student's tools stay open under the new name, the focus in them.
      page.shownPin = answer.name;
      page.focusAfter = () => focusKey(`name ${answer.name}`);
      return answer.said;
    }, (text) => {
      page.toolsSaid = { name: page.shownPin, text };
    });
  });
  const remove = made("button", { type: "button", "data-tool": "remove", "data-key": `remove ${name}` }, words.removeStudent);
  remove.addEventListener("click", () => {
    page.confirming = name;
    page.renaming = null;
    page.toolsSaid = null;
    page.focusAfter = () => focusKey(`cancel ${name}`);
    drawReport(page.report);
  });
  form.append(input, " ", rename, " ", remove, " ", said);
  box.append(form);
  return row;
}

// The focus on the control of key `key`.
function focusKey(key) {
  const found = document.querySelector(`[data-key="${CSS.escape(key)}"]`);
  if (found) found.focus();
}

// The class at a glance: each puzzle worked on (how many tried it, solved
// it, at the first try, were shown its answer; the most common wrong move,
// a link to it) and each homework item (how many have done it). Drawn
// again only when it has changed.
function drawSummary(summary) {
  const state = JSON.stringify(summary || null);
  if (state === page.summaryDrawn) return;
  page.summaryDrawn = state;
  keepingFocus(() => {
    const rows = $("summary").querySelector("tbody");
    rows.replaceChildren();
    for (const puzzle of (summary && summary.puzzles) || []) {
      const row = made("tr", { "data-puzzle": `${puzzle.problem} ${puzzle.number}` });
      const named = made("td");
      named.append(made("a", { href: puzzle.link, target: "_blank", "data-key": `summary ${puzzle.problem} ${puzzle.number}` }, puzzle.said));
      row.append(named);
      for (const count of [puzzle.tried, puzzle.solved, puzzle.first_try, puzzle.shown]) row.append(made("td", {}, String(count)));
      const wrong = made("td");
      if (puzzle.wrong) {
        wrong.append(made("a", {
          href: puzzle.wrong.link, target: "_blank", "data-key": `summary-wrong ${puzzle.problem} ${puzzle.number}`,
        }, puzzle.wrong.said));
      }
      row.append(wrong);
      rows.append(row);
    }
    const items = $("summary-homework");
    const listed = items.querySelector("tbody");
    listed.replaceChildren();
    const sets = (summary && summary.homework) || [];
    for (const set of sets) {
      set.items.forEach((item, at) => {
        const row = made("tr");
        const named = made("td");
        named.append(`${set.title}: `, made("a", { href: item.link, target: "_blank", "data-key": `item ${set.id} ${at}` }, item.said));
        row.append(named, made("td", {}, String(item.done)));
        listed.append(row);
      });
    }
    items.hidden = !sets.length;
  });
}

// The helps asked for on a puzzle or game, in words ("; helped: hint, values").
function helpedText(helped, words) {
  if (!helped || !helped.length) return "";
  const named = { hint: words.helpHint, answer: words.helpAnswer, values: words.helpValues };
  return `; ${words.helped} ${helped.map((kind) => named[kind] || kind).join(", ")}`;
}

// The homework set, each with a button that takes it back (what that
// answers said under the list). Drawn again only when it has changed.
function drawSets(sets) {
  const state = JSON.stringify(sets || []);
  if (state === page.setsDrawn) return;
  page.setsDrawn = state;
  keepingFocus(() => {
    const list = $("homework-sets");
    list.replaceChildren();
    for (const set of sets || []) {
      const item = document.createElement("li");
      item.setAttribute("data-homework", set.id);
      item.textContent = `${set.title} (${set.count}; ${set.counts}${set.help ? "" : `; ${list.dataset.noHelp}`}) `;
      const remove = made("button", { type: "button", "aria-label": `${list.dataset.remove}: ${set.title}`, "data-key": `set ${set.id}` },
        list.dataset.remove);
      remove.addEventListener("click", () => teacherAction("/api/class/homework/remove", { id: set.id }, undefined,
        (text) => { $("sets-said").textContent = text; }));
      item.append(remove);
      list.append(item);
    }
  });
}

// A request of the teacher's with the key: what it answers said by `say`
// (beside the control that asked; its `said`, or as `told` puts it), then
// the page again.
async function teacherAction(path, body, told = (answer) => answer.said, say = (text) => { $("said").textContent = text; }) {
  const response = await fetch(inLang(path), {
    method: "POST", headers: { "Content-Type": "application/json", Authorization: `Bearer ${page.key}` },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({ error: String(response.status) }));
  say(response.ok ? told(answer) : answer.error, response.ok);
  refreshReport(page.key);
}

// A new PIN for a student (the old one no longer rejoins), said in their tools.
const newPin = (name) => teacherAction("/api/class/pin", { name }, (answer) => `${$("report").dataset.newPin}: ${answer.pin}`,
  (text) => { page.toolsSaid = { name, text }; });

// Puzzle numbers as the teacher types them: "1, 3, 10", ranges "1-5"
// (or 1–5, 1~5, 1 - 5), commas of either width and spaces between. A
// range gives at most one number past the items a set may hold, for the
// server to refuse. Throws the word that is neither.
function puzzleNumbers(text) {
  const numbers = [];
  const words = text.replace(/\s*[-–—~～]\s*/g, "-").split(/[\s,，、;；]+/).filter((word) => word);
  for (const word of words) {
    const range = /^(\d+)-(\d+)$/.exec(word);
    if (range) {
      const [from, to] = [Number(range[1]), Number(range[2])];
      if (from > to) throw word;
      for (let number = from; number <= to && numbers.length <= MOST_ITEMS; number += 1) numbers.push(number);
    } else if (/^\d+$/.test(word)) {
      numbers.push(Number(word));
    } else {
      throw word;
    }
  }
  return numbers;
}
const MOST_ITEMS = 50;

// The homework form: puzzles by their numbers and ranges, and a position
// typed as the problem's input, each an item of the problem chosen; what
// the server answers said beside the button.
async function setHomework(event) {
  event.preventDefault();
  const problem = $("hw-problem").value;
  let numbers;
  try {
    numbers = puzzleNumbers($("hw-puzzles").value);
  } catch (word) {
    $("hw-said").textContent = $("hw-said").dataset.badNumber.replace("{word}", word);
    return;
  }
  const items = numbers.map((puzzle) => ({ problem, puzzle }));
  const position = $("hw-position").value;
  if (position.trim()) items.push({ problem, input: position.endsWith("\n") ? position : `${position}\n` });
  const response = await fetch(inLang("/api/class/homework"), {
    method: "POST", headers: { "Content-Type": "application/json", Authorization: `Bearer ${page.key}` },
    body: JSON.stringify({ title: $("hw-title").value, items, help: $("hw-help").checked }),
  });
  const answer = await response.json().catch(() => ({ error: String(response.status) }));
  $("hw-said").textContent = response.ok ? answer.said : answer.error;
  if (response.ok) {
    $("homework-form").reset();
    // The editor closed with the form cleared: opened again, it starts anew.
    $("hw-editor-box").open = false;
    openEditor(true);
    refreshReport(page.key);
  }
}

// The room's line at the top: the address students open and the code.
function drawRoom(room) {
  if (!room) return;
  const line = $("room");
  const addresses = room.addresses.length ? room.addresses.join(line.dataset.or) : window.location.origin + "/";
  line.textContent = line.dataset.words.replace("{address}", addresses).replace("{code}", room.code);
  line.hidden = false;
}

// The report fetched and drawn, where it has changed.
async function refreshReport(key) {
  const response = await fetch(inLang("/api/class/report"), { headers: { Authorization: `Bearer ${key}` } })
    .catch(() => null);
  const answer = response ? await response.json().catch(() => null) : null;
  if (!response || !response.ok || !answer) {
    $("said").textContent = (answer && answer.error) || $("said").dataset.unreachable;
    page.reportRefused = true;
    return;
  }
  // The report's own refusal goes once it is answered; what the teacher
  // did last (a PIN, homework set) stays said.
  if (page.reportRefused) $("said").textContent = "";
  page.reportRefused = false;
  page.report = answer;
  drawRoom(answer.class);
  drawReport(answer);
  drawSummary(answer.summary);
  drawSets(answer.homework);
  $("updated").textContent = $("updated").dataset.words.replace("{time}", new Date().toLocaleTimeString(document.documentElement.lang));
}

// The refresh every five seconds, or paused (the switch pressed).
function refreshEvery(on) {
  clearInterval(page.timer);
  page.timer = on ? setInterval(() => refreshReport(page.key), 5000) : null;
  $("pause").setAttribute("aria-pressed", String(!on));
}

// The students sorted by name or by progress (the button pressed).
function sortBy(order) {
  page.sort = order;
  $("sort-name").setAttribute("aria-pressed", String(order === "name"));
  $("sort-progress").setAttribute("aria-pressed", String(order === "progress"));
  if (page.report) drawReport(page.report);
}

// The position editor of the homework form, for the problem chosen: made
// when opened, made again for another problem (the position box cleared).
const w = wordsOf($("words"));
let editor = null;
function openEditor(again) {
  if (editor && !again) return;
  if (editor) editor.detach();
  editor = null;
  if (!$("hw-editor-box").open) return;
  const problem = $("hw-problem").value;
  editor = mountEditor($("hw-editor"), {
    problem,
    source: $("hw-position"),
    w,
    // The class checks it as homework (legal, one test, won by whoever
    // moves first), with the key.
    check: async (input) => {
      const response = await fetch(inLang("/api/class/homework/check"), {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${page.key}` },
        body: JSON.stringify({ problem, input }),
      });
      const answer = await response.json().catch(() => ({}));
      return { ok: response.ok, said: response.ok ? answer.said : answer.error || String(response.status) };
    },
  });
}

if ($("join")) $("join").addEventListener("submit", joinClass);
if ($("hw-editor-box")) {
  $("hw-editor-box").addEventListener("toggle", () => openEditor(false));
  $("hw-problem").addEventListener("change", () => {
    $("hw-position").value = "";
    openEditor(true);
  });
}
if ($("homework-form")) $("homework-form").addEventListener("submit", setHomework);
// A copy of the class beside its file, said by its path.
if ($("back-up")) $("back-up").addEventListener("click", () => teacherAction("/api/class/backup", {}));
// The other language keeps the address's fragment (the teacher's key).
$("language").addEventListener("click", (event) => {
  event.preventDefault();
  window.location.assign(`${$("language").getAttribute("href")}${window.location.hash}`);
});
if ($("report")) {
  const key = new URLSearchParams(window.location.hash.slice(1)).get("key")
    || new URLSearchParams(window.location.search).get("key");
  page.key = key;
  document.body.classList.add("teacher");
  $("sort-name").addEventListener("click", () => sortBy("name"));
  $("sort-progress").addEventListener("click", () => sortBy("progress"));
  // The results as a spreadsheet, with the key, in the page's language.
  if (key) $("report-csv").href = `/api/class/report.csv?key=${encodeURIComponent(key)}&lang=${document.documentElement.lang}`;
  if (!key) {
    $("said").textContent = $("said").dataset.noKey;
  } else {
    refreshReport(key);
    refreshEvery(true);
    $("pause").addEventListener("click", () => {
      const paused = $("pause").getAttribute("aria-pressed") === "true";
      refreshEvery(paused);
      if (paused) refreshReport(key);
    });
  }
}
