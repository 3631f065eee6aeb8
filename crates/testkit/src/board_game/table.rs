//! board-game's table for `cargo table`. No formula decides this game: the
//! solution searches every board. So the table shows what the search decides
//! where a person can take it in: one pattern of at most 2×2 cells (every
//! one of the 22), on every board of at most N cells (default 8), who wins
//! by play — the literal search over sets of occupied cells — with Alice's
//! winning first move or the fact that every first move loses. Beside it, in
//! place of a formula, the solution's way: a plain retrograde search over all
//! 2^(n·m) boards (`full_reference`), which must agree.

use super::{full_reference, moves, placements, to_move_wins, write, Board, Pattern};
use crate::i18n::pad_start;
use crate::t;
use crate::table::{Entry, Table};
use rustc_hash::FxHashMap as HashMap;

/// Every pattern of at most 2×2 cells with a `1`, by size, then shape, then text.
pub fn patterns() -> Vec<Pattern> {
    let mut found = Vec::new();
    for (height, width) in [(1, 1), (1, 2), (2, 1), (2, 2)] {
        for bits in 1..1u32 << (height * width) {
            let rows = (0..height)
                .map(|row| (0..width).map(|column| bits >> (row * width + column) & 1 == 1).collect())
                .collect();
            found.push(Pattern { rows });
        }
    }
    found
        .sort_by_key(|pattern| (pattern.rows.len() * pattern.rows[0].len(), pattern.rows.len(), pattern_text(pattern)));
    found
}

/// A pattern's rows joined by `/`: `11/01`.
pub fn pattern_text(pattern: &Pattern) -> String {
    pattern
        .rows
        .iter()
        .map(|row| row.iter().map(|&one| if one { '1' } else { '0' }).collect::<String>())
        .collect::<Vec<_>>()
        .join("/")
}

/// A conjecture's line read as a winner.
pub fn read_value(line: &str) -> Result<String, String> {
    match line {
        "Alice" | "Bob" => Ok(line.to_string()),
        _ => Err(t!("table-bg-value")),
    }
}

pub fn table(size: usize) -> Table {
    let shapes = super::shapes(size);
    let mut entries = Vec::new();
    for pattern in patterns() {
        for &(rows, columns) in &shapes {
            let board = Board { rows, columns, patterns: vec![pattern.clone()] };
            let cells = rows * columns;
            let placed = placements(&board);
            let mut memo = HashMap::default();
            let alice = to_move_wins(cells, &placed, 0, &mut memo);
            let winning =
                moves(cells, &placed, 0).into_iter().find(|&cell| !to_move_wins(cells, &placed, 1 << cell, &mut memo));
            let why = match (alice, winning) {
                (true, Some(cell)) => t!("table-bg-alice-first", row = cell / columns + 1, column = cell % columns + 1),
                _ if placed.is_empty() => t!("table-bg-no-fit", cells = cells),
                _ => t!("table-bg-all-lose", cells = cells),
            };
            let value = if alice { "Alice" } else { "Bob" };
            entries.push(Entry {
                position: format!("{} {} {}", rows, columns, pattern_text(&pattern)),
                label: t!("table-bg-label", pattern = pattern_text(&pattern), rows = rows, columns = columns),
                drawing: write(&board).trim_end().to_string(),
                value: value.to_string(),
                why,
                formula: full_reference(&write(&board)).trim().to_string(),
            });
        }
    }
    Table {
        problem: "board-game",
        size,
        heading: t!("table-bg-heading", size = size),
        formula: t!("table-bg-formula"),
        formats: t!("table-bg-formats"),
        entries,
        layout,
        read_value,
        html_layout,
    }
}

fn shape_names(table: &Table) -> Vec<String> {
    super::shapes(table.size).into_iter().map(|(rows, columns)| format!("{}×{}", rows, columns)).collect()
}

fn layout(table: &Table, marks: &[char]) -> String {
    let shapes = shape_names(table);
    let mut text = format!("{} ", pad_start(&t!("table-bg-board"), 10));
    for shape in &shapes {
        text.push_str(&format!("{:>4}", shape));
    }
    text.push('\n');
    for (row, chunk) in table.entries.chunks(shapes.len()).enumerate() {
        let pattern = chunk[0].position.split(' ').nth(2).unwrap();
        text.push_str(&format!("{:>10} ", pattern));
        for (column, entry) in chunk.iter().enumerate() {
            text.push_str(&format!("{:>3}{}", &entry.value[..1], marks[row * shapes.len() + column]));
        }
        text.push('\n');
    }
    text
}

fn html_layout(table: &Table, cells: &[String]) -> String {
    let shapes = shape_names(table);
    let mut html = format!("<table class=\"entries grid\">\n<tr><th>{}</th>", t!("table-bg-pattern-board"));
    for shape in &shapes {
        html.push_str(&format!("<th>{}</th>", shape));
    }
    html.push_str("</tr>\n");
    for (row, chunk) in table.entries.chunks(shapes.len()).enumerate() {
        let pattern = chunk[0].position.split(' ').nth(2).unwrap();
        html.push_str(&format!(
            "<tr><th><code>{}</code></th>{}</tr>\n",
            pattern,
            cells[row * shapes.len()..(row + 1) * shapes.len()].concat()
        ));
    }
    html.push_str("</table>\n");
    html
}
