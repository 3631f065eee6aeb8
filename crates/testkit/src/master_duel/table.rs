//! master-duel's table for `cargo table`: single rows of 20 cells whose
//! stones all lie in the last N cells, grouped by how many stones they hold,
//! each valued by play (`row_values`: the mex over the row's moves, by the
//! move rule) beside the steps of its stones — a stone's step is the number
//! of empty cells to its right — which is what the staircase reads.

use super::{moves, row_values, COLUMNS};
use crate::i18n::{pad_end, pad_start};
use crate::t;
use crate::table::{read_decimal, Entry, Table};

/// The row as the table writes it: `o` a stone, `.` an empty cell, column 1 first.
pub fn row_text(row: u32) -> String {
    (0..COLUMNS).map(|column| if row >> column & 1 == 1 { 'o' } else { '.' }).collect()
}

/// The steps of the row's stones, right to left, odd ones marked `*`.
pub fn steps(row: u32) -> Vec<String> {
    let mut empty = 0;
    let mut found = Vec::new();
    for column in (0..COLUMNS).rev() {
        if row >> column & 1 == 1 {
            found.push(if empty % 2 == 1 { format!("{}*", empty) } else { empty.to_string() });
        } else {
            empty += 1;
        }
    }
    found
}

/// The write-up's formula: staircase Nim. The stones of one step form a
/// block; the row is worth the XOR of the sizes of the blocks on odd steps.
/// Written here from the write-up, not taken from the solution.
pub fn formula(row: u32) -> u64 {
    stones_on_steps(row).iter().enumerate().filter(|(step, _)| step % 2 == 1).fold(0, |value, (_, &size)| value ^ size)
}

/// How many stones of `row` (bit c is column c + 1) stand on each step: the
/// number of empty cells to their right.
pub fn stones_on_steps(row: u32) -> [u64; COLUMNS + 1] {
    let mut sizes = [0u64; COLUMNS + 1];
    let mut empty = 0;
    for column in (0..COLUMNS).rev() {
        if row >> column & 1 == 1 {
            sizes[empty] += 1;
        } else {
            empty += 1;
        }
    }
    sizes
}

/// The rows of the table in its order: stones in the last `size` cells, by
/// number of stones, then by where they stand (the rightmost first: bit t of
/// the order is column 20 - t).
pub fn rows(size: usize) -> Vec<u32> {
    let mut lows: Vec<u32> = (0..1u32 << size).collect();
    lows.sort_by_key(|&low| (low.count_ones(), low));
    lows.into_iter().map(|low| low.reverse_bits() >> (32 - COLUMNS)).collect()
}

pub fn table(size: usize) -> Table {
    let values = row_values();
    let entries = rows(size)
        .into_iter()
        .map(|row| {
            let value = u64::from(values[row as usize]);
            let next_rows = moves(row);
            let options: Vec<String> =
                next_rows.iter().map(|&next| format!("{} ({})", row_text(next), values[next as usize])).collect();
            let why = if options.is_empty() {
                t!("table-md-no-move")
            } else {
                let mut worth: Vec<u8> = next_rows.iter().map(|&next| values[next as usize]).collect();
                worth.sort_unstable();
                worth.dedup();
                let worth: Vec<String> = worth.iter().map(u8::to_string).collect();
                t!("table-md-why", values = worth.join(", "), rows = options.join(", "), mex = value)
            };
            Entry {
                position: row_text(row),
                label: t!("table-md-label", row = row_text(row)),
                drawing: format!("{}\n{}", row_text(row), t!("table-md-drawing", steps = steps(row).join(" "))),
                value: value.to_string(),
                why,
                formula: formula(row).to_string(),
            }
        })
        .collect();
    Table {
        problem: "master-duel",
        size,
        heading: t!("table-md-heading", size = size),
        formula: t!("table-md-formula"),
        formats: t!("table-md-formats"),
        entries,
        layout,
        read_value: read_decimal,
        html_layout,
    }
}

fn layout(table: &Table, marks: &[char]) -> String {
    let mut text = format!(
        "  {}  {}  {}\n",
        pad_end(&t!("table-md-row"), 20),
        pad_start(&t!("table-md-value"), 5),
        t!("table-md-steps")
    );
    let mut stones = usize::MAX;
    for (index, entry) in table.entries.iter().enumerate() {
        let count = entry.position.matches('o').count();
        if count != stones {
            stones = count;
            text.push_str(&format!("{}\n", t!("table-md-stones", count = count)));
        }
        let row = entry.position.bytes().enumerate().fold(0u32, |row, (at, byte)| row | u32::from(byte == b'o') << at);
        text.push_str(&format!("  {}  {:>5}{} {}\n", entry.position, entry.value, marks[index], steps(row).join(" ")));
    }
    text
}

/// One line an entry, grouped by stones: the row drawn (a dark cell a
/// stone), its value, the steps of its stones.
fn html_layout(table: &Table, cells: &[String]) -> String {
    let mut html = String::from("<table class=\"entries rows\">\n");
    let mut stones = usize::MAX;
    for (entry, cell) in table.entries.iter().zip(cells) {
        let count = entry.position.matches('o').count();
        if count != stones {
            stones = count;
            html.push_str(&format!(
                "<tr><th class=\"group\" colspan=\"3\">{}</th></tr>\n",
                t!("table-md-stones", count = count)
            ));
        }
        let drawn: String = entry
            .position
            .chars()
            .map(|cell| if cell == 'o' { "<span class=\"cell stone\"></span>" } else { "<span class=\"cell\"></span>" })
            .collect();
        let row = entry.position.bytes().enumerate().fold(0u32, |row, (at, byte)| row | u32::from(byte == b'o') << at);
        html.push_str(&format!(
            "<tr><td class=\"note\"><span class=\"cells\">{}</span></td>{}<td class=\"note\">{}</td></tr>\n",
            drawn,
            cell,
            if row == 0 { t!("table-md-no-stone") } else { t!("table-md-steps-page", steps = steps(row).join(" ")) }
        ));
    }
    html.push_str("</table>\n");
    html
}
