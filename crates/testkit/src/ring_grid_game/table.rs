//! ring-grid-game's table for `cargo table`: one row of M cells, each an
//! obstacle or a free cell with the value of the cell below it (or none: the
//! last row, or an obstacle below), and the value of a piece that has just
//! entered each free cell, by play: a search over (cell, cells of this row
//! visited) by the move rule — down, which is worth the value below (the
//! piece goes on as a game of that value), or sideways round the ring onto
//! a free cell not yet visited — and the mex of the options. Beside it the
//! write-up's way: the row's sideways chains composed as maps of the value
//! beyond (`row_values`), the map the solution composes on rings.

use super::row_values;
use crate::i18n::pad_end;
use crate::t;
use crate::table::{read_decimal, Entry, Table};
use std::collections::HashMap;

/// A row of the table: per cell `None` for an obstacle, else the value
/// below (`Some(None)` when there is none).
pub type Row = Vec<Option<Option<u8>>>;

/// The row as the table and a conjecture write it: `#` an obstacle, `-` a
/// free cell with nothing below, a digit the value below a free cell.
pub fn row_text(row: &Row) -> String {
    row.iter()
        .map(|cell| match cell {
            None => '#',
            Some(None) => '-',
            Some(Some(value)) => char::from(b'0' + value),
        })
        .collect()
}

/// The mex of named options' values.
fn mex_of(options: &[(String, u8)]) -> u8 {
    crate::ground::mex(options.iter().map(|&(_, value)| usize::from(value))) as u8
}

/// The value by play of a piece that has just entered `entry`, its row
/// visited only there, by exhaustive search over (cell, visited cells).
pub fn value_by_play(row: &Row, entry: usize) -> (u8, Vec<(String, u8)>) {
    fn search(row: &Row, at: usize, visited: u32, memo: &mut HashMap<(usize, u32), u8>) -> u8 {
        if let Some(&known) = memo.get(&(at, visited)) {
            return known;
        }
        let value = mex_of(&options(row, at, visited, memo));
        memo.insert((at, visited), value);
        value
    }
    fn options(row: &Row, at: usize, visited: u32, memo: &mut HashMap<(usize, u32), u8>) -> Vec<(String, u8)> {
        let columns = row.len();
        let mut found = Vec::new();
        if let Some(Some(below)) = row[at] {
            found.push((t!("table-rg-down"), below));
        }
        let mut seen = Vec::new();
        for (left, next) in [(true, (at + columns - 1) % columns), (false, (at + 1) % columns)] {
            if row[next].is_some() && visited >> next & 1 == 0 && !seen.contains(&next) {
                seen.push(next);
                let name =
                    if left { t!("table-rg-left", cell = next + 1) } else { t!("table-rg-right", cell = next + 1) };
                found.push((name, search(row, next, visited | 1 << next, memo)));
            }
        }
        found
    }
    let mut memo = HashMap::new();
    let options = options(row, entry, 1 << entry, &mut memo);
    (mex_of(&options), options)
}

/// Every row of `columns` cells in the table's order: rings (no obstacle)
/// first, then by number of obstacles; within, by the cells' text.
pub fn rows(columns: usize) -> Vec<Row> {
    let kinds: [Option<Option<u8>>; 6] = [Some(None), Some(Some(0)), Some(Some(1)), Some(Some(2)), Some(Some(3)), None];
    let mut rows: Vec<Row> = vec![Vec::new()];
    for _ in 0..columns {
        rows = rows
            .into_iter()
            .flat_map(|row| kinds.iter().map(move |&kind| [row.clone(), vec![kind]].concat()))
            .collect();
    }
    // A row of obstacles only has no entry.
    rows.retain(|row| row.iter().any(Option::is_some));
    rows.sort_by_key(|row| (row.iter().filter(|cell| cell.is_none()).count(), row_text(row)));
    rows
}

pub fn table(size: usize) -> Table {
    let mut entries = Vec::new();
    for row in rows(size) {
        let text = row_text(&row);
        let cells: Vec<u8> = row.iter().map(|cell| if cell.is_some() { b'.' } else { b'#' }).collect();
        let down: Vec<Option<u8>> = row.iter().map(|cell| cell.flatten()).collect();
        let by_formula = row_values(&cells, &down);
        for entry in (0..size).filter(|&cell| row[cell].is_some()) {
            let (value, options) = value_by_play(&row, entry);
            let listed: Vec<String> =
                options.iter().map(|(name, value)| t!("table-rg-worth", option = name, value = *value)).collect();
            let why = if listed.is_empty() {
                t!("table-rg-no-move")
            } else {
                t!("table-rg-options", options = listed.join(", "), mex = value)
            };
            let marker: String = (0..size).map(|cell| if cell == entry { '^' } else { ' ' }).collect();
            entries.push(Entry {
                position: format!("{} {}", text, entry + 1),
                label: t!("table-rg-label", row = &text, cell = entry + 1),
                drawing: format!("{}\n{}  {}", text, marker.trim_end(), t!("table-rg-drawing")),
                value: value.to_string(),
                why,
                formula: by_formula[entry].map_or("#".to_string(), |value| value.to_string()),
            });
        }
    }
    Table {
        problem: "ring-grid-game",
        size,
        heading: t!("table-rg-heading", size = size),
        formula: t!("table-rg-formula"),
        formats: t!("table-rg-formats"),
        entries,
        layout,
        read_value: read_decimal,
        html_layout,
    }
}

/// The entries of one row, in order: (row text, [(cell, entry index)]).
fn by_row(table: &Table) -> Vec<(String, Vec<(usize, usize)>)> {
    let mut rows: Vec<(String, Vec<(usize, usize)>)> = Vec::new();
    for (index, entry) in table.entries.iter().enumerate() {
        let (text, cell) = entry.position.split_once(' ').unwrap();
        let cell: usize = cell.parse().unwrap();
        match rows.last_mut() {
            Some((last, cells)) if *last == text => cells.push((cell, index)),
            _ => rows.push((text.to_string(), vec![(cell, index)])),
        }
    }
    rows
}

fn group_name(text: &str) -> String {
    match text.matches('#').count() {
        0 => t!("table-rg-rings"),
        count => t!("table-rg-obstacles", count = count),
    }
}

fn layout(table: &Table, marks: &[char]) -> String {
    let mut text = format!("  {}  {}\n", pad_end(&t!("table-rg-row"), table.size.max(3)), t!("table-rg-values"));
    let mut group = String::new();
    for (row, cells) in by_row(table) {
        if group_name(&row) != group {
            group = group_name(&row);
            text.push_str(&format!("{}\n", group));
        }
        let mut values = String::new();
        for cell in 1..=table.size {
            match cells.iter().find(|(at, _)| *at == cell) {
                Some(&(_, index)) => values.push_str(&format!(" {}{}", table.entries[index].value, marks[index])),
                None => values.push_str(" # "),
            }
        }
        text.push_str(&format!("  {:<w$} {}\n", row, values, w = table.size.max(3)));
    }
    text
}

fn html_layout(table: &Table, cells: &[String]) -> String {
    let mut html = String::from("<table class=\"entries rows\">\n");
    let mut group = String::new();
    for (row, entries) in by_row(table) {
        if group_name(&row) != group {
            group = group_name(&row);
            html.push_str(&format!(
                "<tr><th class=\"group\" colspan=\"{}\">{}</th></tr>\n",
                table.size + 1,
                crate::html::escape(&group)
            ));
        }
        html.push_str(&format!("<tr><td class=\"note\"><code>{}</code></td>", crate::html::escape(&row)));
        for cell in 1..=table.size {
            match entries.iter().find(|(at, _)| *at == cell) {
                Some(&(_, index)) => html.push_str(&cells[index]),
                None => html.push_str("<td class=\"note\">#</td>"),
            }
        }
        html.push_str("</tr>\n");
    }
    html.push_str("</table>\n");
    html
}
