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

// A student's progress, for sorting: puzzles solved and homework items done.
const progressOf = (student) => student.puzzles.filter((puzzle) => puzzle.solved).length
  + (student.homework || []).reduce((done, set) => done + set.done, 0);

// One row a student, compact (a room of 40 in three screens): the name
// (unwrapped), the PIN, each problem's puzzles as marks (★ first try, ✓
// solved, ? answer shown, · not yet; each said in full to a screen reader),
// the wrong moves as links to them on the board, the games and homework.
function drawReport(report) {
  const table = $("report");
  const words = table.dataset;
  const rows = table.querySelector("tbody");
  rows.replaceChildren();
  // By name as people sort them (student 2 before student 10), or by progress.
  const byName = (a, b) => a.name.localeCompare(b.name, undefined, { numeric: true });
  const students = [...report.students].sort(byName);
  if (page.sort === "progress") students.sort((a, b) => progressOf(b) - progressOf(a) || byName(a, b));
  for (const student of students) {
    const row = document.createElement("tr");
    row.setAttribute("data-student", student.name);
    cell(row, student.name);
    // The PIN hidden until shown, one student's at a time (the page may be
    // on a projector); shown, with the button for a new one.
    const pin = cell(row, "");
    pin.className = "pin";
    let tools = null;
    if (page.shownPin === student.name) {
      pin.append(`${student.pin} `);
      row.classList.add("shown");
      const renew = made("button", { type: "button", "aria-label": `${words.newPin}: ${student.name}`, "data-tool": "pin" }, words.newPin);
      renew.addEventListener("click", () => newPin(student.name));
      pin.append(renew);
      tools = studentTools(student.name, words);
    } else {
      const show = made("button", { type: "button", "aria-label": `${words.showPin}: ${student.name}` }, words.showPin);
      show.addEventListener("click", () => {
        page.shownPin = student.name;
        page.focusAfter = () => focusTool(student.name, "pin");
        drawReport(page.report);
      });
      pin.append(show);
    }
    const puzzlesCell = cell(row, "");
    const problems = [...new Set(student.puzzles.map((puzzle) => puzzle.problem))];
    for (const problem of problems) {
      const group = made("div");
      group.append(made("span", { class: "problem" }, problem));
      const list = made("ul", { class: "inline" });
      for (const puzzle of student.puzzles.filter((each) => each.problem === problem)) {
        const item = made("li", { "data-puzzle": `${puzzle.problem} ${puzzle.number}` });
        const [mark, state] = puzzle.solved ? (puzzle.first_try ? ["★", words.firstTry] : ["✓", words.solved])
          : puzzle.shown ? ["?", words.shown] : ["·", words.unsolved];
        const full = `${puzzle.problem} ${puzzle.number}: ${state}${helpedText(puzzle.helped, words)}`;
        item.title = full;
        item.append(made("span", { "aria-hidden": "true" }, `${puzzle.number}${mark}`), made("span", { class: "sr-only" }, full));
        if (puzzle.wrong.length) {
          // Each wrong move a ✗, a link to the board after it (values
          // shown), the move in its title and said in full.
          const wrong = made("span", { class: "wrong" });
          puzzle.wrong.forEach((move, at) => {
            const link = made("a", { href: (puzzle.links || [])[at] || "#", target: "_blank", title: move });
            link.append(made("span", { "aria-hidden": "true" }, "✗"),
              made("span", { class: "sr-only" }, ` ${words.wrong} ${move}: ${puzzle.problem} ${puzzle.number}, ${student.name}`));
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
    for (const game of student.games || []) {
      const item = made("li");
      const link = made("a", { href: game.link, target: "_blank" }, `${game.problem}: ${game.result || words.goingOn}`);
      item.append(link, `; ${words.mistakes} ${game.mistakes}${helpedText(game.helped, words)}`);
      games.append(item, " ");
    }
    cell(row, "").append(games);
    const homework = made("ul", { class: "inline" });
    for (const set of student.homework || []) homework.append(made("li", {}, `${set.title}: ${set.done}/${set.count}`), " ");
    cell(row, "").append(homework);
    rows.append(row);
    if (tools) rows.append(tools);
  }
  // Those removed, by name: their records stay in the spreadsheet.
  const removed = (report.removed || []).map((student) => student.name);
  $("removed").hidden = !removed.length;
  $("removed").textContent = removed.length ? `${words.removedStudents} ${removed.join(", ")}` : "";
  if (page.focusAfter) {
    const focus = page.focusAfter;
    page.focusAfter = null;
    focus();
  }
}

// The shown student's tools, in a row of their own under theirs: a new
// name, and removing them from the class (asked again first). While the
// teacher is at them, the five-second refresh leaves the table as it is.
function studentTools(name, words) {
  const row = made("tr", { class: "tools-row", "data-tools": name });
  const box = made("td", { colspan: "5" });
  row.append(box);
  if (page.confirming === name) {
    const asked = made("span", { id: "remove-asked" }, words.removeConfirm.replace("{name}", name));
    const yes = made("button", { type: "button", "aria-describedby": "remove-asked" }, words.removeYes);
    const no = made("button", { type: "button", "aria-describedby": "remove-asked" }, words.cancel);
    yes.addEventListener("click", () => {
      page.confirming = null;
      page.shownPin = null;
      teacherAction("/api/class/students/remove", { name }, (answer) => {
        // The answer said, and the focus on it: the row is gone.
        page.focusAfter = () => $("said").focus();
        return answer.said;
      });
    });
    no.addEventListener("click", () => {
      page.confirming = null;
      drawReport(page.report);
      focusTool(name, "remove");
    });
    box.append(asked, " ", yes, " ", no);
    page.focusAfter = () => no.focus();
    return row;
  }
  const form = made("form", { class: "rename" });
  const label = words.renameTo.replace("{name}", name);
  const input = made("input", { value: name, maxlength: "40", "aria-label": label, title: label, "data-tool": "name" });
  input.value = page.renaming && page.renaming.name === name ? page.renaming.to : name;
  input.addEventListener("input", () => {
    page.renaming = { name, to: input.value };
  });
  const rename = made("button", { type: "submit", "data-tool": "rename" }, words.rename);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    // The name typed stays while a refusal is said.
    page.renaming = { name, to: input.value };
    teacherAction("/api/class/students/rename", { name, to: input.value }, (answer) => {
      page.renaming = null;
      // The student's tools stay open under the new name, the focus in them.
      page.shownPin = answer.name;
      page.focusAfter = () => focusTool(answer.name, "name");
      return answer.said;
    });
  });
  const remove = made("button", { type: "button", "data-tool": "remove" }, words.removeStudent);
  remove.addEventListener("click", () => {
    page.confirming = name;
    page.renaming = null;
    drawReport(page.report);
  });
  form.append(input, " ", rename, " ", remove);
  box.append(form);
  return row;
}

// Focus on the tool `tool` of the student `name` (drawn again).
function focusTool(name, tool) {
  const rows = document.querySelectorAll(`tr[data-tools="${CSS.escape(name)}"], tr[data-student="${CSS.escape(name)}"]`);
  const button = [...rows].map((row) => row.querySelector(`[data-tool="${tool}"]`)).find((found) => found);
  if (button) button.focus();
}

// Whether the teacher is at a student's tools: a name being typed, a
// removal being asked, or the focus in them or on the student's row.
const atTools = () => page.renaming !== null || page.confirming !== null
  || Boolean(document.activeElement && document.activeElement.closest
    && document.activeElement.closest(".tools-row, tr.shown"));

// The class at a glance: each puzzle worked on (how many tried it, solved
// it, at the first try, were shown its answer; the most common wrong move,
// a link to it) and each homework item (how many have done it).
function drawSummary(summary) {
  const rows = $("summary").querySelector("tbody");
  rows.replaceChildren();
  for (const puzzle of (summary && summary.puzzles) || []) {
    const row = made("tr", { "data-puzzle": `${puzzle.problem} ${puzzle.number}` });
    const named = made("td");
    named.append(made("a", { href: puzzle.link, target: "_blank" }, puzzle.said));
    row.append(named);
    for (const count of [puzzle.tried, puzzle.solved, puzzle.first_try, puzzle.shown]) row.append(made("td", {}, String(count)));
    const wrong = made("td");
    if (puzzle.wrong) wrong.append(made("a", { href: puzzle.wrong.link, target: "_blank" }, puzzle.wrong.said));
    row.append(wrong);
    rows.append(row);
  }
  const items = $("summary-homework");
  const listed = items.querySelector("tbody");
  listed.replaceChildren();
  const sets = (summary && summary.homework) || [];
  for (const set of sets) {
    for (const item of set.items) {
      const row = made("tr");
      const named = made("td");
      named.append(`${set.title}: `, made("a", { href: item.link, target: "_blank" }, item.said));
      row.append(named, made("td", {}, String(item.done)));
      listed.append(row);
    }
  }
  items.hidden = !sets.length;
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
  refreshReport(page.key, true);
}

// A new PIN for a student (the old one no longer rejoins), then the table again.
const newPin = (name) => teacherAction("/api/class/pin", { name }, (answer) => `${answer.name}: ${answer.pin}`);

const page = {
  key: null, reportRefused: false, sort: "name", report: null, shownPin: null, renaming: null, confirming: null,
  focusAfter: null,
};

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

// The report fetched and drawn (`forced`: drawn even while the teacher is
// at a student's tools, after an action of theirs).
async function refreshReport(key, forced = false) {
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
  page.report = answer;
  if (forced || !atTools()) drawReport(answer);
  drawSummary(answer.summary);
  drawSets(answer.homework);
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
  document.body.classList.add("teacher");
  $("sort-name").addEventListener("click", () => sortBy("name"));
  $("sort-progress").addEventListener("click", () => sortBy("progress"));
  // The results as a spreadsheet, with the key, in the page's language.
  if (key) $("report-csv").href = `/api/class/report.csv?key=${encodeURIComponent(key)}&lang=${document.documentElement.lang}`;
  if (!key) {
    $("said").textContent = $("said").dataset.noKey;
  } else {
    refreshReport(key);
    setInterval(() => refreshReport(key), 5000);
  }
}
