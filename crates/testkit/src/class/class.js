// The class's pages: the join form (the name, the code, a PIN to join
// again) and the teacher's report, fetched with the key the address holds
// after '#key=' and drawn again every five seconds; each wrong try and
// each game a link to its board (the report's answer makes this browser
// the teacher's on the boards).
import { mountEditor, wordsOf } from "/editor.js";

const $ = (id) => document.getElementById(id);

async function joinClass(event) {
  event.preventDefault();
  const body = { code: $("code").value.trim(), name: $("name").value.trim() };
  const pin = $("pin").value.trim();
  if (pin) body.pin = pin;
  const response = await fetch("/api/class/join", {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) {
    $("said").textContent = answer.error;
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

// One row a student: the name, the PIN and each puzzle tried, solved or
// not, at the first try or with the wrong moves named in order.
function drawReport(report) {
  const table = $("report");
  const words = table.dataset;
  const rows = table.querySelector("tbody");
  rows.replaceChildren();
  for (const student of report.students) {
    const row = document.createElement("tr");
    row.setAttribute("data-student", student.name);
    cell(row, student.name);
    const pin = cell(row, `${student.pin} `);
    const renew = document.createElement("button");
    renew.type = "button";
    renew.textContent = words.newPin;
    renew.setAttribute("aria-label", `${words.newPin}: ${student.name}`);
    renew.addEventListener("click", () => newPin(student.name));
    pin.append(renew);
    const list = document.createElement("ul");
    for (const puzzle of student.puzzles) {
      const item = document.createElement("li");
      item.setAttribute("data-puzzle", `${puzzle.problem} ${puzzle.number}`);
      const state = puzzle.solved ? (puzzle.first_try ? words.firstTry : words.solved)
        : puzzle.shown ? words.shown : words.unsolved;
      item.textContent = `${puzzle.problem} ${puzzle.number}: ${state}${helpedText(puzzle.helped, words)}`;
      if (puzzle.wrong.length) {
        // Each wrong move a link to the board after it, values shown.
        const wrong = document.createElement("span");
        wrong.className = "wrong";
        wrong.append(` (${words.wrong} `);
        puzzle.wrong.forEach((move, at) => {
          if (at) wrong.append(", ");
          const link = document.createElement("a");
          link.href = (puzzle.links || [])[at] || "#";
          link.target = "_blank";
          link.textContent = move;
          link.setAttribute("aria-label", `${words.wrong} ${move}: ${puzzle.problem} ${puzzle.number}, ${student.name}`);
          wrong.append(link);
        });
        wrong.append(")");
        item.append(wrong);
      }
      list.append(item);
    }
    cell(row, "").append(list);
    const games = document.createElement("ul");
    for (const game of student.games || []) {
      const item = document.createElement("li");
      const link = document.createElement("a");
      link.href = game.link;
      link.target = "_blank";
      link.textContent = `${game.problem}: ${game.result || words.goingOn}`;
      item.append(link, `; ${words.mistakes} ${game.mistakes}${helpedText(game.helped, words)}`);
      games.append(item);
    }
    cell(row, "").append(games);
    const homework = document.createElement("ul");
    for (const set of student.homework || []) {
      const item = document.createElement("li");
      item.textContent = `${set.title}: ${set.done}/${set.count}`;
      homework.append(item);
    }
    cell(row, "").append(homework);
    rows.append(row);
  }
}

// The helps asked for on a puzzle or game, in words ("; helped: hint, values").
function helpedText(helped, words) {
  if (!helped || !helped.length) return "";
  const named = { hint: words.helpHint, answer: words.helpAnswer, values: words.helpValues };
  return `; ${words.helped} ${helped.map((kind) => named[kind] || kind).join(", ")}`;
}

// The homework set, each with a button that takes it back.
function drawSets(sets) {
  const list = $("homework-sets");
  list.replaceChildren();
  for (const set of sets || []) {
    const item = document.createElement("li");
    item.setAttribute("data-homework", set.id);
    item.textContent = `${set.title} (${set.count}${set.help ? "" : `; ${list.dataset.noHelp}`}) `;
    const remove = document.createElement("button");
    remove.type = "button";
    remove.textContent = list.dataset.remove;
    remove.setAttribute("aria-label", `${list.dataset.remove}: ${set.title}`);
    remove.addEventListener("click", () => teacherAction("/api/class/homework/remove", { id: set.id }));
    item.append(remove);
    list.append(item);
  }
}

// A request of the teacher's with the key: what it answers said (its
// `said`, or as `told` puts it), then the table again.
async function teacherAction(path, body, told = (answer) => answer.said) {
  const response = await fetch(path, {
    method: "POST", headers: { "Content-Type": "application/json", Authorization: `Bearer ${page.key}` },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  $("said").textContent = response.ok ? told(answer) : answer.error;
  refreshReport(page.key);
}

// A new PIN for a student (the old one no longer rejoins), then the table again.
const newPin = (name) => teacherAction("/api/class/pin", { name }, (answer) => `${answer.name}: ${answer.pin}`);

const page = { key: null, reportRefused: false };

// The homework form: puzzles by their numbers ("1, 3, 10"), and a position
// typed as the problem's input, each an item of the problem chosen.
async function setHomework(event) {
  event.preventDefault();
  const problem = $("hw-problem").value;
  const items = $("hw-puzzles").value.split(/[\s,，、]+/).filter((word) => word)
    .map((word) => ({ problem, puzzle: Number(word) }));
  const position = $("hw-position").value;
  if (position.trim()) items.push({ problem, input: position.endsWith("\n") ? position : `${position}\n` });
  const response = await fetch("/api/class/homework", {
    method: "POST", headers: { "Content-Type": "application/json", Authorization: `Bearer ${page.key}` },
    body: JSON.stringify({ title: $("hw-title").value, items, help: $("hw-help").checked }),
  });
  const answer = await response.json();
  $("said").textContent = response.ok ? answer.said : answer.error;
  if (response.ok) {
    $("homework-form").reset();
    // The editor closed with the form cleared: opened again, it starts anew.
    $("hw-editor-box").open = false;
    openEditor(true);
    refreshReport(page.key);
  }
}

async function refreshReport(key) {
  const response = await fetch("/api/class/report", { headers: { Authorization: `Bearer ${key}` } });
  const answer = await response.json();
  if (!response.ok) {
    $("said").textContent = answer.error;
    page.reportRefused = true;
    return;
  }
  // The report's own refusal goes once it is answered; what the teacher
  // did last (a PIN, homework set) stays said.
  if (page.reportRefused) $("said").textContent = "";
  page.reportRefused = false;
  drawReport(answer);
  drawSets(answer.homework);
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
    // The problem's board checks it, with the teacher's cookie the report set.
    check: async (input) => {
      const response = await fetch(`/${problem}/api/check?lang=${document.documentElement.lang}`, {
        method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ input }),
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
  if (!key) {
    $("said").textContent = $("said").dataset.noKey;
  } else {
    refreshReport(key);
    setInterval(() => refreshReport(key), 5000);
  }
}
