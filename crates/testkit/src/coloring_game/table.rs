//! coloring-game's table for `cargo table`: the value of a single tails coin
//! at each cell of an N×N corner, by play. A coin's options are the connected
//! sets of cells of its upper-left rectangle that hold it (`flip_sets_of`'s
//! rule); an option leaves tails exactly on the set's other cells, and its
//! value is the XOR of those coins' values (the coin-turning theorem, which
//! `tests/coloring_game.rs` checks by whole-position search on every board
//! of up to 12 coins). The connected sets are far too many to list past a
//! 5×5 rectangle, so the values their options reach are found by a dynamic
//! programme over the rectangle's cells in reading order: a state is how the
//! cells taken so far on the frontier (the last row's worth of cells) are
//! connected, with the set of XORs reachable in that state.

use crate::ground::draw_grid;
use crate::i18n::pad_start;
use crate::t;
use crate::table::{mex_sentence, read_decimal, Entry, Table};
use std::collections::HashMap;

/// The values reachable by the options of a single tails coin on 0-based
/// (`row`, `column`), as a bitset, given `values[r][c]` of every coin of its
/// rectangle before it (row by row).
pub fn option_values(row: usize, column: usize, values: &[Vec<u64>]) -> Vec<u64> {
    let width = column + 1;
    let largest = (0..=row)
        .flat_map(|r| (0..=column).map(move |c| (r, c)))
        .filter(|&cell| cell != (row, column))
        .map(|(r, c)| values[r][c])
        .max()
        .unwrap_or(0);
    let bits = 64 - largest.leading_zeros();
    let words = ((1u64 << bits) as usize).div_ceil(64);
    let mut start = vec![0u64; words];
    start[0] = 1;
    let mut states: HashMap<u64, Vec<u64>> = HashMap::from([(0, start)]);
    let value_of = |r: usize, c: usize| values[r][c];
    for r in 0..=row {
        for c in 0..=column {
            let corner = (r, c) == (row, column);
            let mut next: HashMap<u64, Vec<u64>> = HashMap::new();
            let mut add = |labels: &[u8], reached: Vec<u64>| match next.entry(encode(labels)) {
                std::collections::hash_map::Entry::Occupied(mut slot) => {
                    slot.get_mut().iter_mut().zip(&reached).for_each(|(into, from)| *into |= from)
                }
                std::collections::hash_map::Entry::Vacant(slot) => {
                    slot.insert(reached);
                }
            };
            for (key, reached) in states {
                let labels = decode(key, width);
                let up = labels[c];
                let left = if c > 0 { labels[c - 1] } else { 0 };
                // Leave the cell out; the corner is in every flip set. A
                // component whose last frontier cell this was can never reach
                // the corner (the last cell): that set is not connected.
                if !corner && (up == 0 || labels.iter().enumerate().any(|(at, &label)| at != c && label == up)) {
                    let mut out = labels.clone();
                    out[c] = 0;
                    add(&normalized(&out), reached.clone());
                }
                // Take the cell: it joins the components above and to its left.
                let mut taken = labels.clone();
                let joined = match (up, left) {
                    (0, 0) => labels.iter().copied().max().unwrap_or(0) + 1,
                    (0, side) | (side, 0) => side,
                    (a, b) => {
                        let (keep, drop) = (a.min(b), a.max(b));
                        taken.iter_mut().filter(|label| **label == drop).for_each(|label| *label = keep);
                        keep
                    }
                };
                taken[c] = joined;
                let reached = if corner { reached } else { xor_shifted(&reached, value_of(r, c)) };
                add(&normalized(&taken), reached);
            }
            states = next;
        }
    }
    // The corner is taken last: the sets are those with one component.
    let mut reached = vec![0u64; words];
    for (key, set) in states {
        let labels = decode(key, width);
        if labels.iter().all(|&label| label <= 1) {
            reached.iter_mut().zip(&set).for_each(|(into, from)| *into |= from);
        }
    }
    reached
}

fn encode(labels: &[u8]) -> u64 {
    labels.iter().enumerate().fold(0, |key, (at, &label)| key | u64::from(label) << (4 * at))
}

fn decode(key: u64, width: usize) -> Vec<u8> {
    (0..width).map(|at| (key >> (4 * at) & 15) as u8).collect()
}

/// Labels renumbered 1, 2, … in order of first appearance (0 stays 0).
fn normalized(labels: &[u8]) -> Vec<u8> {
    let mut names = [0u8; 16];
    let mut next = 0;
    labels
        .iter()
        .map(|&label| {
            if label == 0 {
                return 0;
            }
            if names[label as usize] == 0 {
                next += 1;
                names[label as usize] = next;
            }
            names[label as usize]
        })
        .collect()
}

/// The bitset of { y XOR x : y in `set` }.
pub fn xor_shifted(set: &[u64], x: u64) -> Vec<u64> {
    const MASKS: [u64; 6] = [
        0x5555_5555_5555_5555,
        0x3333_3333_3333_3333,
        0x0F0F_0F0F_0F0F_0F0F,
        0x00FF_00FF_00FF_00FF,
        0x0000_FFFF_0000_FFFF,
        0x0000_0000_FFFF_FFFF,
    ];
    let (word_shift, bit_shift) = ((x / 64) as usize, x % 64);
    let mut out = vec![0u64; set.len()];
    for (at, &word) in set.iter().enumerate() {
        let mut word = word;
        for (t, mask) in MASKS.iter().enumerate() {
            if bit_shift >> t & 1 == 1 {
                let shift = 1 << t;
                word = (word & mask) << shift | (word >> shift) & mask;
            }
        }
        out[at ^ word_shift] = word;
    }
    out
}

/// Every single coin's value on the `rows`×`columns` corner, by play, row by
/// row, with the sentence on what its options reach.
pub fn values_by_play(rows: usize, columns: usize) -> Vec<Vec<(u64, String)>> {
    let mut values: Vec<Vec<u64>> = Vec::new();
    let mut found = Vec::new();
    for row in 0..rows {
        values.push(Vec::new());
        found.push(Vec::new());
        for column in 0..columns {
            let (mex, sentence) = mex_sentence(&option_values(row, column, &values));
            values[row].push(mex);
            found[row].push((mex, sentence));
        }
    }
    found
}

/// The write-up's formula (1-based): lowbit(column) on row 1, lowbit(row)
/// in column 1, 2^(row + column - 2) inside. Written here from the write-up,
/// not taken from the solution.
pub fn formula(row: usize, column: usize) -> u64 {
    let lowbit = |x: usize| (x & x.wrapping_neg()) as u64;
    if row == 1 {
        lowbit(column)
    } else if column == 1 {
        lowbit(row)
    } else {
        1u64 << (row + column - 2)
    }
}

pub fn table(size: usize) -> Table {
    let mut entries = Vec::new();
    for (row, found) in values_by_play(size, size).into_iter().enumerate() {
        for (column, (value, sentence)) in found.into_iter().enumerate() {
            let drawing = draw_grid(row + 1, column + 1, |r, c| if (r, c) == (row, column) { 'T' } else { 'H' });
            entries.push(Entry {
                position: format!("{} {}", row + 1, column + 1),
                label: t!("table-cg-label", row = row + 1, column = column + 1),
                drawing: format!("{}{}", drawing, t!("table-cg-drawing")),
                value: value.to_string(),
                why: t!("table-cg-why", sentence = sentence),
                formula: formula(row + 1, column + 1).to_string(),
            });
        }
    }
    Table {
        problem: "coloring-game",
        size,
        heading: t!("table-cg-heading", size = size),
        formula: t!("table-cg-formula"),
        formats: t!("table-cg-formats"),
        entries,
        layout,
        read_value: read_decimal,
        html_layout,
    }
}

fn layout(table: &Table, marks: &[char]) -> String {
    let size = table.size;
    let width = table.entries.iter().map(|entry| entry.value.len()).max().unwrap_or(1).max(size.to_string().len());
    let mut text = pad_start(&t!("table-cg-column"), 10);
    for column in 1..=size {
        text.push_str(&format!("  {:>width$} ", column));
    }
    text.push('\n');
    for row in 0..size {
        text.push_str(&pad_start(&t!("table-cg-row-n", row = row + 1), 10));
        for column in 0..size {
            let at = row * size + column;
            text.push_str(&format!("  {:>width$}{}", table.entries[at].value, marks[at]));
        }
        text.push('\n');
    }
    text
}

/// The corner as a grid of entries, row 1 at the top, as the statement draws the board.
fn html_layout(table: &Table, cells: &[String]) -> String {
    let size = table.size;
    let mut html = String::from("<table class=\"entries grid\">\n<tr><th></th>");
    for column in 1..=size {
        html.push_str(&format!("<th>{}</th>", t!("table-cg-column-n", column = column)));
    }
    html.push_str("</tr>\n");
    for row in 0..size {
        html.push_str(&format!(
            "<tr><th>{}</th>{}</tr>\n",
            t!("table-cg-row-n", row = row + 1),
            cells[row * size..(row + 1) * size].concat()
        ));
    }
    html.push_str("</table>\n");
    html
}
