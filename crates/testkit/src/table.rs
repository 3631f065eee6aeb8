//! `cargo table`: the table of small positions a write-up reads its formula
//! off, each entry valued by play through the problem's rules (never by the
//! formula), the write-up's formula checked against it entry by entry, and a
//! person's own conjecture — a program in any language — checked the same
//! way, down to the first entry where it and play disagree.

use crate::runner::{self, Bounds, Kill, Program};
use crate::t;
use serde_json::{json, Value};
use std::time::Duration;

/// One entry: a position, its value by play and by the formula.
#[derive(Clone, Debug)]
pub struct Entry {
    /// The position as a conjecture reads it (one line, no line end).
    pub position: String,
    /// Where it is in the table, for a person (`row 2, column 3`).
    pub label: String,
    /// The position drawn.
    pub drawing: String,
    /// Its value by play, written as a conjecture writes values.
    pub value: String,
    /// Why it is that: the options' values and their mex.
    pub why: String,
    /// Its value by the write-up's formula.
    pub formula: String,
}

impl Entry {
    /// Whether the formula gives this entry its value by play.
    pub fn formula_agrees(&self) -> bool {
        self.formula == self.value
    }
}

/// A problem's table: its entries in order and how to lay them out.
pub struct Table {
    pub problem: &'static str,
    /// The size asked for (`--size`).
    pub size: usize,
    /// What the entries are, and how play values them.
    pub heading: String,
    /// The write-up's formula in words.
    pub formula: String,
    /// What a conjecture reads and writes (for `--help` and the report).
    pub formats: String,
    pub entries: Vec<Entry>,
    /// The entries laid out as the write-up reads them, given a mark per
    /// entry (`' '`, or `'!'` where something disagrees with play).
    pub layout: fn(&Table, &[char]) -> String,
    /// A conjecture's answer line read as a value, written as play writes
    /// it, or why the line is not one.
    pub read_value: fn(&str) -> Result<String, String>,
    /// The entries laid out on the page, given each entry's cell (a `<td>`).
    pub html_layout: fn(&Table, &[String]) -> String,
}

impl Table {
    /// The first entry where `answers` and play disagree, and its index.
    pub fn first_disagreement<'a>(&'a self, answers: &[String]) -> Option<(usize, &'a Entry)> {
        self.entries
            .iter()
            .zip(answers)
            .position(|(entry, answer)| &entry.value != answer)
            .map(|at| (at, &self.entries[at]))
    }

    /// How many entries the formula gives another value than play.
    pub fn formula_disagreements(&self) -> usize {
        self.entries.iter().filter(|entry| !entry.formula_agrees()).count()
    }

    /// The table as text: the heading, the layout with the formula's
    /// disagreements marked, the formula and whether it agrees with play.
    pub fn text(&self, marked: Option<usize>) -> String {
        let mut marks = vec![' '; self.entries.len()];
        for (index, entry) in self.entries.iter().enumerate() {
            if !entry.formula_agrees() {
                marks[index] = '!';
            }
        }
        if let Some(index) = marked {
            marks[index] = '?';
        }
        let layout = (self.layout)(self, &marks);
        let layout: String = layout.lines().map(|line| format!("{}\n", line.trim_end())).collect();
        let mut text = format!("{}\n\n{}\n", self.heading, layout);
        text.push_str(&format!("{}\n", t!("table-formula-line", formula = &self.formula)));
        let wrong = self.formula_disagreements();
        let count = self.entries.len();
        if wrong == 0 {
            text.push_str(&format!("{}\n", t!("table-formula-agrees", count = count)));
        } else {
            text.push_str(&format!("{}\n", t!("table-formula-disagrees", wrong = wrong, count = count)));
        }
        if marked.is_some() {
            text.push_str(&format!("{}\n", t!("table-conjecture-mark")));
        }
        text
    }

    pub fn json(&self) -> Value {
        let entries: Vec<Value> = self
            .entries
            .iter()
            .map(|entry| {
                json!({
                    "position": entry.position,
                    "label": entry.label,
                    "value": entry.value,
                    "why": entry.why,
                    "formula": entry.formula,
                    "agrees": entry.formula_agrees(),
                })
            })
            .collect();
        json!({
            "problem": self.problem,
            "size": self.size,
            "heading": self.heading,
            "formula": self.formula,
            "formats": self.formats,
            "formula_agrees": self.formula_disagreements() == 0,
            "entries": entries,
        })
    }
}

/// How a conjecture's run ended, when it did not answer every entry.
#[derive(Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The command could not be started at all (bad usage).
    CannotStart(String),
    /// It ran but gave no usable answers: crashed, hung, wrote too little
    /// or wrote something that is not a value (one line saying which).
    Failed(String),
}

/// What a conjecture may use: far more than any table needs.
pub const CONJECTURE_TIME: Duration = Duration::from_secs(10);
const CONJECTURE_MEMORY_KIB: u64 = 1 << 20;
const CONJECTURE_OUTPUT: usize = 1 << 20;

/// Runs the conjecture on every entry's position (one a line, then end of
/// input) and reads its answers, one a line, each by the table's `read_value`.
pub fn ask(table: &Table, program: &Program) -> Result<Vec<String>, Refusal> {
    let input: String = table.entries.iter().map(|entry| format!("{}\n", entry.position)).collect();
    let bounds = Bounds {
        kill_after: CONJECTURE_TIME,
        kill_above_kib: Some(CONJECTURE_MEMORY_KIB),
        output_limit: CONJECTURE_OUTPUT,
    };
    let run = runner::run(program, input.as_bytes(), bounds).map_err(|error| match error {
        runner::RunError::CannotStart(message) => Refusal::CannotStart(message),
        runner::RunError::Internal(message) => Refusal::Failed(message),
    })?;
    let stderr = String::from_utf8_lossy(&run.stderr);
    let said = stderr
        .lines()
        .next()
        .map(|line| t!("table-stderr-begins", line = crate::verdict::cut(line, 120)))
        .unwrap_or_default();
    match run.killed {
        Some(Kill::Time) => return Err(Refusal::Failed(t!("table-time", seconds = CONJECTURE_TIME.as_secs()))),
        Some(Kill::Memory) => return Err(Refusal::Failed(t!("table-memory"))),
        Some(Kill::Output) => return Err(Refusal::Failed(t!("table-output"))),
        None => {}
    }
    if run.exit != runner::Exit::Code(0) {
        return Err(Refusal::Failed(t!("table-ended", how = crate::verdict::runtime_error(&run), said = &said)));
    }
    let Ok(text) = String::from_utf8(run.stdout) else {
        return Err(Refusal::Failed(t!("table-not-utf8")));
    };
    let lines: Vec<&str> = text.lines().collect();
    let count = table.entries.len();
    let answers = lines
        .iter()
        .take(count)
        .enumerate()
        .map(|(index, line)| {
            (table.read_value)(line.trim()).map_err(|why| {
                Refusal::Failed(t!(
                    "table-not-a-value",
                    line = index + 1,
                    label = &table.entries[index].label,
                    text = format!("{:?}", crate::verdict::cut(line, 60)),
                    why = why
                ))
            })
        })
        .collect::<Result<Vec<String>, Refusal>>()?;
    if answers.len() < count {
        return Err(Refusal::Failed(t!("table-too-few", answered = answers.len(), count = count, said = said)));
    }
    if lines[count..].iter().any(|line| !line.trim().is_empty()) {
        return Err(Refusal::Failed(t!("table-too-many", count = count)));
    }
    Ok(answers)
}

/// The report on a conjecture's answers: one summary line when they all
/// agree with play, else the first disagreement in full.
pub fn report(table: &Table, answers: &[String]) -> (bool, String) {
    match table.first_disagreement(answers) {
        None => (true, format!("{}\n", t!("table-all-agree", count = table.entries.len()))),
        Some((index, entry)) => {
            let agreed = t!("table-agreed-before", count = index);
            let mut text = format!(
                "{}\n",
                t!(
                    "table-disagrees-at",
                    entry = index + 1,
                    count = table.entries.len(),
                    label = &entry.label,
                    agreed = agreed
                )
            );
            text.push_str(&format!("  {}\n", t!("table-position-given", position = &entry.position)));
            for line in entry.drawing.lines() {
                text.push_str(&format!("    {}\n", line));
            }
            text.push_str(&format!("  {}\n", t!("table-conjecture-said", value = &answers[index])));
            text.push_str(&format!("  {}\n", t!("table-by-play", value = &entry.value)));
            text.push_str(&format!("  {}\n", t!("table-why", why = &entry.why)));
            (false, text)
        }
    }
}

/// A value written in decimal, as play writes it.
pub fn read_decimal(line: &str) -> Result<String, String> {
    line.parse::<u64>().map(|value| value.to_string()).map_err(|_| t!("table-decimal"))
}

/// The mex of a set of values given as a bitset, and the sentence that says
/// what the options reach: the values themselves, the first 16 of them when
/// there are more.
pub fn mex_sentence(reached: &[u64]) -> (u64, String) {
    let bit = |value: u64| reached.get((value / 64) as usize).is_some_and(|word| word >> (value % 64) & 1 == 1);
    let mex = (0..).find(|&value| !bit(value)).unwrap();
    let values: Vec<u64> = (0..reached.len() as u64 * 64).filter(|&value| bit(value)).collect();
    const LISTED: usize = 16;
    let mut listed: Vec<String> = values.iter().take(LISTED).map(u64::to_string).collect();
    if values.len() > LISTED {
        listed.push(t!("table-values-in-all", count = values.len()));
    }
    let reach = format!("{{{}}}", listed.join(", "));
    let sentence = match mex {
        0 if values.is_empty() => t!("table-none-reached"),
        0 => t!("table-no-zero", reach = &reach),
        1 => t!("table-no-one", reach = &reach),
        _ => t!("table-reach-up-to", below = mex - 1, mex = mex, reach = &reach),
    };
    (mex, sentence)
}

/// A conjecture's outcome, for the page: its command, and its answers or why
/// it gave none.
pub struct Checked<'a> {
    pub command: String,
    pub answers: Result<&'a [String], &'a str>,
}

const PAGE_STYLE: &str = "
body { font-family: system-ui, sans-serif; margin: 1.5em 2em; color: #222; background: #fff; max-width: 90em; }
h1 { font-size: 1.4em; } p.heading { max-width: 62em; line-height: 1.4; }
table.entries { border-collapse: separate; border-spacing: 3px; margin: 1em 0; }
table.entries th { font-weight: normal; color: #666; font-size: 0.85em; padding: 0 0.4em; text-align: right; }
table.entries th.group { text-align: left; color: #222; font-weight: bold; font-size: 0.95em; padding-top: 0.8em; }
td.entry { min-width: 3.2em; height: 2em; text-align: center; font-family: ui-monospace, monospace; font-size: 0.9em;
  border: 1px solid rgba(0,0,0,0.15); position: relative; }
td.entry.formula-wrong { outline: 3px dashed #6a1b9a; }
td.entry.first-disagreement { outline: 3px solid #c62828; outline-offset: 1px; }
td.entry .badge { color: #c62828; font-weight: bold; margin-left: 0.2em; }
td.note { font-size: 0.85em; color: #444; padding-left: 0.8em; text-align: left; white-space: nowrap; }
span.cells { display: inline-flex; gap: 1px; vertical-align: middle; }
span.cell { display: inline-block; width: 0.95em; height: 1.3em; background: #f1efe8; border: 1px solid #ccc;
  font-family: ui-monospace, monospace; font-size: 0.85em; text-align: center; line-height: 1.3em; }
span.cell.stone { background: #333; border-color: #333; }
span.cell.left-frog { background: #1650a0; color: #fff; } span.cell.right-frog { background: #c62828; color: #fff; }
div.legend { display: flex; flex-wrap: wrap; gap: 0.4em 1em; align-items: center; font-size: 0.9em; margin: 0.5em 0 1em; }
span.swatch { display: inline-block; width: 1.4em; height: 1.1em; border: 1px solid rgba(0,0,0,0.2); vertical-align: middle; margin-right: 0.3em; }
p.formula { font-size: 1em; } p.formula.wrong { color: #6a1b9a; font-weight: bold; }
div.conjecture { border-top: 1px solid #ccc; margin-top: 1.5em; }
pre.report { background: #f6f6f3; padding: 1em; white-space: pre-wrap; font-size: 12.5px; line-height: 1.35; }
";

impl Table {
    /// The distinct values by play in order (numbers by size, others after
    /// as they come), each with its colour: a band of hues from blue to red.
    pub fn palette(&self) -> Vec<(String, String)> {
        let mut values: Vec<String> = Vec::new();
        for entry in &self.entries {
            if !values.contains(&entry.value) {
                values.push(entry.value.clone());
            }
        }
        values.sort_by(|a, b| match (a.parse::<u64>(), b.parse::<u64>()) {
            (Ok(a), Ok(b)) => a.cmp(&b),
            _ => std::cmp::Ordering::Equal,
        });
        let count = values.len().max(2) - 1;
        values
            .into_iter()
            .enumerate()
            .map(|(index, value)| {
                let hue = 220.0 - 220.0 * index as f64 / count as f64;
                (value, format!("hsl({:.0}, 70%, {}%)", hue, if index % 2 == 0 { 80 } else { 70 }))
            })
            .collect()
    }

    /// The page: the heading, the table with each entry coloured by its
    /// value (and marked where the formula, or the conjecture first,
    /// disagrees), the legend, the formula, and the conjecture's report.
    pub fn html(&self, checked: Option<&Checked>) -> String {
        use crate::html::escape;
        let palette = self.palette();
        let first = match checked.map(|checked| &checked.answers) {
            Some(Ok(answers)) => self.first_disagreement(answers).map(|(index, _)| index),
            _ => None,
        };
        let cells: Vec<String> = self
            .entries
            .iter()
            .enumerate()
            .map(|(index, entry)| {
                let colour = palette.iter().find(|(value, _)| *value == entry.value).map_or("#fff", |(_, colour)| colour);
                let mut classes = String::from("entry");
                let mut badge = String::new();
                if !entry.formula_agrees() {
                    classes.push_str(" formula-wrong");
                    badge.push_str("<span class=\"badge\">!</span>");
                }
                if first == Some(index) {
                    classes.push_str(" first-disagreement");
                    badge.push_str("<span class=\"badge\">?</span>");
                }
                format!(
                    "<td class=\"{}\" data-entry=\"{}\" data-position=\"{}\" data-value=\"{}\" style=\"background: {}\" title=\"{}: {}. {}\">{}{}</td>",
                    classes,
                    index + 1,
                    escape(&entry.position),
                    escape(&entry.value),
                    colour,
                    escape(&entry.label),
                    escape(&entry.value),
                    escape(&entry.why),
                    escape(&entry.value),
                    badge
                )
            })
            .collect();
        let mut html = format!(
            "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n<style>{}</style>\n</head>\n<body>\n\
             <h1>{}</h1>\n<p class=\"heading\">{}</p>\n",
            crate::i18n::lang().code(),
            escape(&t!("table-page-title", problem = self.problem)),
            PAGE_STYLE,
            escape(&t!("table-page-heading", problem = self.problem)),
            // Chinese runs on across a line end; English puts a space there.
            escape(&self.heading.replace('\n', if crate::i18n::lang() == crate::i18n::Lang::Zh { "" } else { " " }))
        );
        html.push_str(&format!("<div class=\"legend\">{}", escape(&t!("table-page-values"))));
        for (value, colour) in &palette {
            html.push_str(&format!(
                "<span class=\"legend-entry\" data-value=\"{}\"><span class=\"swatch\" style=\"background: {}\"></span>{}</span>",
                escape(value),
                colour,
                escape(value)
            ));
        }
        html.push_str("</div>\n");
        html.push_str(&(self.html_layout)(self, &cells));
        let wrong = self.formula_disagreements();
        if wrong == 0 {
            html.push_str(&format!(
                "<p class=\"formula\">{}</p>\n",
                escape(&t!("table-page-formula-agrees", formula = &self.formula, count = self.entries.len()))
            ));
        } else {
            html.push_str(&format!(
                "<p class=\"formula wrong\">{}</p>\n",
                escape(&t!(
                    "table-page-formula-disagrees",
                    formula = &self.formula,
                    wrong = wrong,
                    count = self.entries.len()
                ))
            ));
        }
        if let Some(checked) = checked {
            html.push_str(&format!(
                "<div class=\"conjecture\">\n<h2>{} <code>{}</code></h2>\n",
                escape(&t!("table-page-conjecture")),
                escape(&checked.command)
            ));
            let report = match &checked.answers {
                Ok(answers) => report(self, answers).1,
                Err(message) => format!(
                    "{}\n{}\n",
                    t!("table-no-answers", message = *message),
                    t!("table-formats-reminder", formats = &self.formats)
                ),
            };
            if first.is_some() {
                html.push_str(&format!("<p>{}</p>\n", escape(&t!("table-page-first"))));
            }
            html.push_str(&format!("<pre class=\"report\">{}</pre>\n</div>\n", escape(&report)));
        }
        html.push_str("</body>\n</html>\n");
        html
    }
}
