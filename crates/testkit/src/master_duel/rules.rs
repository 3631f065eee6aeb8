//! master-duel's rules as code: a test is n rows of 20 cells; a move takes a
//! stone of one row right to the first empty cell (the next cell, or past the
//! stones that fill the cells after it). Moves are written `ROW:FROM->TO`,
//! 1-based (`2:18->19`: row 2, the stone on column 18 moves to column 19).
//!
//! Each row is a part. Its value, by the write-up, is staircase Nim: a stone's
//! step is the number of empty cells to its right; the stones of one step form
//! one block, and the row's value is the XOR of the block sizes on odd steps.

use super::{row_moves, row_values, COLUMNS};
use crate::ground::{part_to_change, Grid, Note, Rules, Spot, Theme, Whole};
use crate::i18n::{display_width, pad_end};
use crate::solver::{Count, Space, Sum};
use crate::t;
use serde_json::json;
use std::fmt::Write;

/// One test: its rows, bit c of a row being column c + 1.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    pub rows: Vec<u32>,
}

/// A move: in row `row`, the stone on column `from` goes to column `to` (all 1-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    pub row: usize,
    pub from: usize,
    pub to: usize,
}

/// A block of stones that share a step: its step, its rightmost column
/// (0-based) and its size.
struct Block {
    step: usize,
    right: usize,
    size: u64,
}

/// The blocks of a row from the right, empty ones left out. An imagined empty
/// cell left of column 1 closes the last block.
fn blocks(row: u32) -> Vec<Block> {
    let mut result = Vec::new();
    let mut step = 0;
    let mut size = 0;
    let mut right = COLUMNS;
    for column in (0..COLUMNS).rev() {
        if row >> column & 1 == 1 {
            if size == 0 {
                right = column;
            }
            size += 1;
        } else {
            if size > 0 {
                result.push(Block { step, right, size });
            }
            step += 1;
            size = 0;
        }
    }
    if size > 0 {
        result.push(Block { step, right, size });
    }
    result
}

/// The row's staircase-Nim value: the XOR of the block sizes on odd steps.
pub fn staircase_value(row: u32) -> u64 {
    let (mut value, mut step, mut size) = (0, 0, 0);
    for column in (0..COLUMNS).rev() {
        if row >> column & 1 == 1 {
            size += 1;
        } else {
            if step % 2 == 1 {
                value ^= size;
            }
            step += 1;
            size = 0;
        }
    }
    if step % 2 == 1 {
        value ^= size;
    }
    value
}

fn detail(row: u32) -> String {
    let odd: Vec<Block> = blocks(row).into_iter().filter(|block| block.step % 2 == 1).collect();
    if odd.is_empty() {
        return t!("md-no-odd");
    }
    let sizes: Vec<String> =
        odd.iter().map(|block| t!("md-stones-on-step", size = block.size, step = block.step)).collect();
    let value = odd.iter().fold(0, |total, block| total ^ block.size);
    if odd.len() == 1 {
        t!("md-odd-steps-one", blocks = &sizes[0])
    } else {
        let numbers: Vec<String> = odd.iter().map(|block| block.size.to_string()).collect();
        let blocks = sizes.join(&t!("list-separator"));
        t!("md-odd-steps-many", blocks = blocks, sizes = numbers.join(&t!("md-xor")), value = value)
    }
}

pub struct MasterDuel;

/// Rows whose values a move's terms list by name, at most.
const TERMS_ROWS: usize = 6;

/// Rows drawn in full up to this many; a summary shows the first and last few.
const DRAWN_ROWS: usize = 12;
const SUMMARY_ROWS: usize = 5;

/// The indices of the rows a summary shows, with `None` where rows are left out.
pub fn shown_rows(count: usize, summary: bool) -> Vec<Option<usize>> {
    if !summary || count <= DRAWN_ROWS {
        return (0..count).map(Some).collect();
    }
    let mut shown: Vec<Option<usize>> = (0..SUMMARY_ROWS).map(Some).collect();
    shown.push(None);
    shown.extend((count - SUMMARY_ROWS..count).map(Some));
    shown
}

impl Rules for MasterDuel {
    type Position = Board;
    type Move = Move;
    type Value = u64;

    const PARTS: &'static str = "md-parts";
    const ORACLE: &'static str = "md-oracle";

    fn themes() -> Vec<Theme> {
        vec![
            Theme::new("odd-steps", t!("md-theme-odd-steps"), t!("md-theme-odd-steps-idea")),
            Theme::new("even-steps", t!("md-theme-even-steps"), t!("md-theme-even-steps-idea")),
            Theme::new("sum-of-rows", t!("md-theme-rows"), t!("md-theme-rows-idea")),
            Theme::new("rows-and-steps", t!("md-theme-rows-and-steps"), t!("md-theme-rows-and-steps-idea")),
        ]
    }

    /// One row or several (as the board has them: a one-row theme shows
    /// one row); stones on odd steps only, or on an even step (past step 0,
    /// whose stones cannot move) too.
    fn theme(board: &Board) -> usize {
        let even = board.rows.iter().flat_map(|&row| blocks(row)).any(|block| block.step > 0 && block.step % 2 == 0);
        usize::from(board.rows.len() > 1) * 2 + usize::from(even)
    }

    fn tests(input: &str) -> Vec<Board> {
        super::parse_tests(input)
            .into_iter()
            .map(|rows| Board {
                rows: rows
                    .iter()
                    .map(|columns| columns.iter().fold(0, |row, column| row | 1 << (column - 1)))
                    .collect(),
            })
            .collect()
    }

    fn moves(board: &Board) -> Vec<Move> {
        let mut result = Vec::new();
        for (index, &row) in board.rows.iter().enumerate() {
            for (from, to) in row_moves(row) {
                result.push(Move { row: index + 1, from: from + 1, to: to + 1 });
            }
        }
        result
    }

    fn first_move(board: &Board) -> Option<Move> {
        board.rows.iter().enumerate().find_map(|(index, &row)| {
            row_moves(row).first().map(|&(from, to)| Move { row: index + 1, from: from + 1, to: to + 1 })
        })
    }

    fn apply(board: &Board, chosen: &Move) -> Result<Board, String> {
        let rows = board.rows.len();
        if chosen.row == 0 || chosen.row > rows {
            return Err(t!("md-no-row", row = chosen.row, rows = rows));
        }
        if chosen.from == 0 || chosen.from > COLUMNS {
            return Err(t!("md-no-column", column = chosen.from, columns = COLUMNS));
        }
        let row = board.rows[chosen.row - 1];
        if row >> (chosen.from - 1) & 1 == 0 {
            return Err(t!("md-no-stone", row = chosen.row, column = chosen.from));
        }
        let Some(&(_, to)) = row_moves(row).iter().find(|&&(from, _)| from + 1 == chosen.from) else {
            return Err(t!("md-cannot-move", column = chosen.from, row = chosen.row));
        };
        if to + 1 != chosen.to {
            return Err(t!("md-moves-to", column = chosen.from, row = chosen.row, to = to + 1, asked = chosen.to));
        }
        let mut next = board.clone();
        next.rows[chosen.row - 1] = row & !(1 << (chosen.from - 1)) | 1 << to;
        Ok(next)
    }

    fn parse_move(text: &str) -> Result<Move, String> {
        let shape = || t!("md-not-a-move", text = format!("{:?}", text.trim()));
        let (row, rest) = text.split_once(':').ok_or_else(shape)?;
        let (from, to) = rest.split_once("->").ok_or_else(shape)?;
        let number = |part: &str| part.trim().parse::<usize>().map_err(|_| shape());
        Ok(Move { row: number(row)?, from: number(from)?, to: number(to)? })
    }

    fn show_move(chosen: &Move) -> String {
        format!("{}:{}->{}", chosen.row, chosen.from, chosen.to)
    }

    fn move_json(chosen: &Move) -> serde_json::Value {
        json!({"row": chosen.row, "from": chosen.from, "to": chosen.to})
    }

    fn describe_move(board: &Board, chosen: &Move) -> String {
        let row = board.rows[chosen.row - 1];
        let jumped = (chosen.from..chosen.to - 1).filter(|&column| row >> column & 1 == 1).count();
        let over = t!("md-over", count = jumped);
        t!("md-describe", row = chosen.row, from = chosen.from, to = chosen.to, over = over)
    }

    fn part_of_move(_: &Board, chosen: &Move) -> usize {
        chosen.row - 1
    }

    /// The staircase's terms: the stones from the one moved to the empty
    /// cell it lands on go down a step together (the empty cells to their
    /// right one fewer), then the row's value and the total.
    fn in_terms(board: &Board, chosen: &Move) -> Option<String> {
        let row = *board.rows.get(chosen.row.checked_sub(1)?)?;
        let step = (chosen.from..COLUMNS).filter(|&column| row >> column & 1 == 0).count();
        let count = chosen.to.checked_sub(chosen.from).filter(|_| step > 0)?;
        let steps = t!("md-steps-moved", count = count, from = step, to = step - 1);
        let after = Self::apply(board, chosen).ok()?;
        let detail = detail(after.rows[chosen.row - 1]);
        let rows: Vec<u64> = after.rows.iter().map(|&row| staircase_value(row)).collect();
        let total = rows.iter().fold(0, |total, value| total ^ value);
        Some(match rows.len() {
            1 => t!("md-in-terms-one", steps = steps, detail = detail),
            count if count <= TERMS_ROWS => {
                let parts: Vec<String> = rows.iter().map(u64::to_string).collect();
                let parts = parts.join(&t!("md-xor"));
                t!("md-in-terms", steps = steps, row = chosen.row, detail = detail, parts = parts, total = total)
            }
            _ => t!("md-in-terms-many", steps = steps, row = chosen.row, detail = detail, total = total),
        })
    }

    fn draw(board: &Board, summary: bool) -> String {
        let label_width = display_width(&t!("md-row", row = board.rows.len()));
        let mut text = " ".repeat(label_width);
        for column in 1..=COLUMNS {
            write!(text, "{:>3}", column).unwrap();
        }
        text.push('\n');
        for shown in shown_rows(board.rows.len(), summary) {
            match shown {
                Some(index) => {
                    text.push_str(&pad_end(&t!("md-row", row = index + 1), label_width));
                    for column in 0..COLUMNS {
                        text.push_str(if board.rows[index] >> column & 1 == 1 { "  o" } else { "  ." });
                    }
                }
                None => {
                    let left_out = board.rows.len() - 2 * SUMMARY_ROWS;
                    write!(text, "{}  {}", " ".repeat(label_width), t!("md-rows-left-out", count = left_out)).unwrap();
                }
            }
            text.push('\n');
        }
        text
    }

    fn grid(board: &Board) -> Option<Grid<'_>> {
        let symbol = |row: usize, column: usize| if board.rows[row] >> column & 1 == 1 { 'o' } else { '.' };
        Some(Grid { rows: board.rows.len(), columns: COLUMNS, symbol: Box::new(symbol) })
    }

    const LEGEND: &'static [(char, &'static str, &'static str)] =
        &[('o', "stone", "legend-stone"), ('.', "empty", "legend-empty")];

    const MOVES_A_PIECE: bool = true;
    const ONE_MOVE_A_PIECE: bool = true;

    /// Each stone's step on the stone (`data-step` on its cell), and each
    /// block on an odd step outlined: the blocks whose sizes make the row's value.
    fn notes(board: &Board, _values: &[u64]) -> Vec<Note> {
        let mut notes = Vec::new();
        for (index, &row) in board.rows.iter().enumerate() {
            for block in blocks(row) {
                let size = block.size as usize;
                let cells: Vec<(usize, usize)> =
                    (block.right + 1 - size..=block.right).map(|column| (index, column)).collect();
                let odd = block.step % 2 == 1;
                for &cell in &cells {
                    notes.push(Note {
                        cells: vec![cell],
                        label: Some(block.step.to_string()),
                        spot: Spot::Centre,
                        title: t!("md-note-step", step = block.step, odd = odd),
                        class: "step",
                        data: vec![("data-step", block.step.to_string())],
                    });
                }
                if odd {
                    notes.push(Note {
                        title: t!("md-note-block", row = index + 1, size = size, step = block.step),
                        cells,
                        label: None,
                        spot: Spot::Centre,
                        class: "odd-step",
                        data: Vec::new(),
                    });
                }
            }
        }
        notes
    }

    const NOTES_LEGEND: &'static str = "md-notes-legend";

    fn move_cells(_board: &Board, chosen: &Move) -> Vec<(usize, usize)> {
        vec![(chosen.row - 1, chosen.from - 1), (chosen.row - 1, chosen.to - 1)]
    }

    fn values(board: &Board) -> Vec<u64> {
        board.rows.iter().map(|&row| staircase_value(row)).collect()
    }

    fn place(_: &Board, index: usize) -> (String, serde_json::Value) {
        (t!("md-row", row = index + 1), json!({"row": index + 1}))
    }

    fn detail(board: &Board, index: usize) -> String {
        detail(board.rows[index])
    }

    fn oracle_values(board: &Board) -> Option<Vec<u64>> {
        let table = row_values();
        Some(board.rows.iter().map(|&row| u64::from(table[row as usize])).collect())
    }

    /// With total X ≠ 0, a row whose value v has X's highest bit has a block
    /// on an odd step whose size s has that bit too (v is the XOR of those
    /// sizes), so s' = s XOR X < s. Moving s − s' of its stones one step down
    /// leaves s' there and the row's value v XOR X, the total 0: that is the
    /// j-th stone from the block's right end (j = s − s'), which lands on the
    /// empty cell right after the block (odd steps have one).
    fn winning_move(board: &Board, values: &[u64]) -> Option<Move> {
        let (index, total) = part_to_change(values)?;
        let top = 1u64 << (63 - total.leading_zeros());
        let block = blocks(board.rows[index]).into_iter().find(|block| block.step % 2 == 1 && block.size & top != 0)?;
        let stones = block.size - (block.size ^ total);
        let from = block.right + 1 - stones as usize;
        Some(Move { row: index + 1, from: from + 1, to: block.right + 2 })
    }

    fn answer(first_player_wins: bool) -> String {
        (if first_player_wins { "YES" } else { "NO" }).to_string()
    }

    fn whole(board: &Board) -> Result<Box<dyn Whole<Board>>, Count> {
        let sum = Sum::explore(&board.rows, 1, |&row, _| super::moves(row))?;
        Ok(Box::new(WholeBoard { sum }))
    }
}

/// A board's whole game: a sum of its rows, each row every row its stones
/// can reach (a stone only moves right, so the row's bits only grow).
struct WholeBoard {
    sum: Sum<u32>,
}

impl Whole<Board> for WholeBoard {
    fn space(&self) -> &dyn Space {
        &self.sum
    }

    fn locate(&self, board: &Board) -> Option<u64> {
        self.sum.locate(&board.rows, 0)
    }
}
