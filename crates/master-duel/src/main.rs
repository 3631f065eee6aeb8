//! 高手过招 (A Duel of Masters) — Luogu P2575, the same game as HDU 5724 "Chess".
//!
//! Rules: n rows of 20 cells hold stones. A move takes one stone and moves it right,
//! to the next cell if it is empty, else to the first empty cell to its right; a stone
//! with no empty cell to its right cannot move. Whoever cannot move loses.
//!
//! Idea: rows are independent, so the first player wins iff the XOR of the rows'
//! Sprague–Grundy values is non-zero. In a row, give each stone the number of empty
//! cells to its right (its step). Moving the j-th stone (from the right) of a block
//! of equal step k fills the first empty cell of that block and empties the stone's
//! cell, which takes exactly j stones from step k to step k − 1: staircase Nim with
//! step 0 the floor. Its value is the XOR of the block sizes on odd steps.
//!
//! Complexity: O(input size); one pass over the bytes, 20 bits a row.
//! std only, Rust 1.63+, edition 2021.

use std::io::{self, Read, Write};

const COLUMNS: u64 = 20;
const MAX_TESTS: u64 = 100;
const MAX_ROWS: u64 = 1000;

/// Whitespace-separated tokens of the input, ASCII whitespace (CR too) as separators.
struct Scanner<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Scanner<'a> {
    fn new(bytes: &'a [u8]) -> Self {
        Scanner { bytes, pos: 0 }
    }

    fn token(&mut self, what: &str) -> Result<&'a [u8], String> {
        while self.pos < self.bytes.len() && self.bytes[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        let start = self.pos;
        while self.pos < self.bytes.len() && !self.bytes[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        if start == self.pos {
            return Err(format!("expected {}, found end of input", what));
        }
        Ok(&self.bytes[start..self.pos])
    }

    /// A decimal number in `low..=high`; `what` names it in errors.
    #[inline(always)]
    fn number(&mut self, what: &str, low: u64, high: u64) -> Result<u64, String> {
        let bytes = self.bytes;
        let mut pos = self.pos;
        while pos < bytes.len() && bytes[pos].is_ascii_whitespace() {
            pos += 1;
        }
        let start = pos;
        let mut value: u64 = 0;
        while pos < bytes.len() {
            let digit = bytes[pos].wrapping_sub(b'0');
            if digit > 9 {
                break;
            }
            value = value.wrapping_mul(10).wrapping_add(u64::from(digit));
            pos += 1;
        }
        self.pos = pos;
        let digits = pos - start;
        if digits == 0 || (pos < bytes.len() && !bytes[pos].is_ascii_whitespace()) {
            self.pos = start;
            let token = self.token(what)?;
            return Err(format!("expected {}, found {:?}", what, String::from_utf8_lossy(token)));
        }
        // 19 digits cannot wrap a u64, and every bound here is far below that.
        if digits > 19 || value < low || value > high {
            let shown = String::from_utf8_lossy(&bytes[start..pos]);
            return Err(format!("{} = {} is outside {}..={}", what, shown, low, high));
        }
        Ok(value)
    }

    fn finish(&mut self) -> Result<(), String> {
        match self.token("") {
            Ok(extra) => Err(format!("unexpected trailing input {:?}", String::from_utf8_lossy(extra))),
            Err(_) => Ok(()),
        }
    }
}

/// Staircase-Nim value of one row; bit c − 1 of `stones` is column c.
/// Walks the empty cells from the right: the stones between the k-th and the
/// (k+1)-th empty cell (an imagined one left of column 1 closes the row) are
/// the block on step k.
pub fn row_value(stones: u32) -> u32 {
    let mut empty = !stones & ((1 << COLUMNS) - 1);
    let mut value = 0;
    let mut odd_step = false;
    let mut right_end = COLUMNS as u32; // the last column the current block may reach
    loop {
        // Column index of the next empty cell to the left, 0 for the imagined one.
        let next_empty = 32 - empty.leading_zeros();
        if odd_step {
            value ^= right_end - next_empty;
        }
        if empty == 0 {
            return value;
        }
        empty &= !(1 << (next_empty - 1));
        right_end = next_empty - 1;
        odd_step = !odd_step;
    }
}

pub fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input);
    let tests = scanner.number("the number of tests T", 1, MAX_TESTS)?;
    let mut output = String::with_capacity(4 * tests as usize);
    for test in 1..=tests {
        let at_test = |error: String| format!("test {}: {}", test, error);
        let rows = scanner.number("the row count n", 1, MAX_ROWS).map_err(at_test)?;
        let mut total = 0;
        for row in 1..=rows {
            let at_row = |error: String| format!("test {} row {}: {}", test, row, error);
            let count = scanner.number("the stone count m", 0, COLUMNS).map_err(at_row)?;
            let mut stones: u32 = 0;
            for _ in 0..count {
                let column = scanner.number("a stone's column", 1, COLUMNS).map_err(at_row)?;
                let bit = 1u32 << (column - 1);
                if stones & bit != 0 {
                    return Err(at_row(format!("column {} is given twice", column)));
                }
                stones |= bit;
            }
            total ^= row_value(stones);
        }
        output.push_str(if total != 0 { "YES\n" } else { "NO\n" });
    }
    scanner.finish()?;
    Ok(output)
}

#[allow(dead_code)]
fn main() {
    let mut input = Vec::new();
    if let Err(error) = io::stdin().read_to_end(&mut input) {
        eprintln!("error: cannot read standard input: {}", error);
        std::process::exit(1);
    }
    match solve(&input) {
        Ok(output) => {
            let _ = io::stdout().write_all(output.as_bytes());
        }
        Err(message) => {
            eprintln!("error: {}", message);
            std::process::exit(1);
        }
    }
}
