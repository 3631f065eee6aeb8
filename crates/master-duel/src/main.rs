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
//! Complexity: O(input size): one pass over the bytes, then two table look-ups a
//! row (tables of the two 10-cell halves, about 23,000 entries, built once).
//! std only, Rust 1.63+, edition 2021.

use std::io::{self, Read, Write};

const COLUMNS: u64 = 20;
/// The counts T and n are read up to 10^18, past the statement's T ≤ 100 and
/// n ≤ 1000: the work is one pass over the input whatever they say, and a
/// count the input does not hold ends in "found end of input".
const MAX_COUNT: u64 = 1_000_000_000_000_000_000;

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
        let digits = pos - start;
        if digits == 0 || (pos < bytes.len() && !bytes[pos].is_ascii_whitespace()) {
            return Err(Self::unexpected(what, &bytes[start..]));
        }
        // 19 digits cannot wrap a u64, and every bound here is far below that.
        if digits > 19 || value < low || value > high {
            let shown = String::from_utf8_lossy(&bytes[start..pos]);
            return Err(format!("{} = {} is outside {}..={}", what, shown, low, high));
        }
        self.pos = pos;
        Ok(value)
    }

    /// The error for `rest`, which should start with `what`. Kept apart (and
    /// cold) so that the scanner's position stays in a register on the hot path.
    #[cold]
    fn unexpected(what: &str, rest: &[u8]) -> String {
        match rest.split(|byte| byte.is_ascii_whitespace()).next() {
            Some(token) if !token.is_empty() => {
                format!("expected {}, found {:?}", what, String::from_utf8_lossy(token))
            }
            _ => format!("expected {}, found end of input", what),
        }
    }

    /// The next token when it should be `length` bytes long (a row of a grid):
    /// that case is checked in one branch-free pass instead of a loop over its
    /// bytes; any other token comes back as `token` finds it, for the caller
    /// to reject by its length.
    #[allow(dead_code)]
    fn token_of_length(&mut self, length: usize, what: &str) -> Result<&'a [u8], String> {
        let bytes = self.bytes;
        let mut start = self.pos;
        while start < bytes.len() && bytes[start].is_ascii_whitespace() {
            start += 1;
        }
        let end = start + length;
        if length > 0 && end <= bytes.len() && (end == bytes.len() || bytes[end].is_ascii_whitespace()) {
            let token = &bytes[start..end];
            if token.iter().fold(true, |solid, &byte| solid & !byte.is_ascii_whitespace()) {
                self.pos = end;
                return Ok(token);
            }
        }
        self.token(what)
    }

    fn finish(&mut self) -> Result<(), String> {
        match self.token("") {
            Ok(extra) => Err(format!("unexpected trailing input {:?}", String::from_utf8_lossy(extra))),
            Err(_) => Ok(()),
        }
    }
}

/// Where a right-to-left walk along a row stands: the XOR of the blocks closed
/// on odd steps so far, whether the current step is odd, and how many stones
/// the current block has so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Walk {
    value: u32,
    odd_step: bool,
    block: u32,
}

impl Walk {
    pub const START: Walk = Walk { value: 0, odd_step: false, block: 0 };

    /// Walks `width` cells, bit `width − 1` of `stones` first: a stone joins
    /// the block, an empty cell closes it (counted when its step is odd) and
    /// starts the next step. Branch-free: rows are random.
    pub fn over(self, stones: u32, width: u32) -> Walk {
        let (mut value, mut odd_step, mut block) = (self.value, self.odd_step as u32, self.block);
        for cell in (0..width).rev() {
            let stone = stones >> cell & 1;
            let empty = stone ^ 1;
            value ^= block & (empty & odd_step).wrapping_neg();
            odd_step ^= empty;
            block = (block + 1) * stone;
        }
        Walk { value, odd_step: odd_step == 1, block }
    }

    /// The imagined empty cell left of column 1 closes the last block.
    pub fn close(self) -> u32 {
        if self.odd_step {
            self.value ^ self.block
        } else {
            self.value
        }
    }
}

/// Staircase-Nim value of one row (bit c − 1 of `stones` is column c): the
/// XOR of the sizes of the blocks on odd steps.
pub fn row_value(stones: u32) -> u32 {
    Walk::START.over(stones, COLUMNS as u32).close()
}

const HALF: u32 = COLUMNS as u32 / 2;

/// `row_value` by two table look-ups: the walk over the right half (columns
/// 11..20), then the left half's closed value given where that walk stands.
/// Built in about 3,000 half-walks, far fewer than the rows of a big input.
pub struct RowValues {
    right: Vec<Walk>,
    left: Vec<u8>,
}

impl Default for RowValues {
    fn default() -> Self {
        Self::new()
    }
}

impl RowValues {
    pub fn new() -> Self {
        let halves = 1u32 << HALF;
        let right = (0..halves).map(|half| Walk::START.over(half, HALF)).collect();
        let mut left = Vec::with_capacity((halves * 2 * (HALF + 1)) as usize);
        for half in 0..halves {
            // The half's leading stones (column 10 down) join the block the
            // walk brings; its first empty cell closes that block, and from
            // there the walk goes as one that brought no block. So a walk
            // bringing a block is one bringing none, its value XORed with
            // that block grown by the leading stones when the step is odd.
            let leading = (!(half << (32 - HALF))).leading_zeros();
            for odd_step in [false, true] {
                let rest = Walk { value: 0, odd_step, block: 0 }.over(half, HALF - leading).close();
                for block in 0..=HALF {
                    let closed = if odd_step { block + leading } else { 0 };
                    left.push((closed ^ rest) as u8);
                }
            }
        }
        RowValues { right, left }
    }

    pub fn value(&self, stones: u32) -> u32 {
        let right = self.right[(stones >> HALF) as usize];
        let half = stones & ((1 << HALF) - 1);
        let index = (half * 2 + right.odd_step as u32) * (HALF + 1) + right.block;
        right.value ^ u32::from(self.left[index as usize])
    }
}

/// A column written the usual way (one or two digits, 1..=20, then whitespace
/// or the end), read with no loop over its digits; `None` leaves the scanner
/// where it was, for `Scanner::number` to read (leading zeros) or reject it.
#[inline(always)]
fn short_column(scanner: &mut Scanner) -> Option<u64> {
    let bytes = scanner.bytes;
    let mut pos = scanner.pos;
    while pos < bytes.len() && bytes[pos].is_ascii_whitespace() {
        pos += 1;
    }
    let first = u64::from(bytes.get(pos)?.wrapping_sub(b'0'));
    let after = bytes.get(pos + 1).copied();
    let second = after.map_or(10, |byte| u64::from(byte.wrapping_sub(b'0')));
    let (column, end) = if second <= 9 { (first * 10 + second, pos + 2) } else { (first, pos + 1) };
    let ends = match bytes.get(end) {
        None => true,
        Some(byte) => byte.is_ascii_whitespace(),
    };
    if first <= 9 && (1..=COLUMNS).contains(&column) && ends {
        scanner.pos = end;
        Some(column)
    } else {
        None
    }
}

pub fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input);
    let tests = scanner.number("the number of tests T", 1, MAX_COUNT)?;
    let row_values = RowValues::new();
    // Sized by the input, which holds at least a byte per test.
    let mut output = String::with_capacity(4 * (tests as usize).min(input.len()));
    for test in 1..=tests {
        let at_test = |error: String| format!("test {}: {}", test, error);
        let rows = scanner.number("the row count n", 1, MAX_COUNT).map_err(at_test)?;
        let mut total = 0;
        for row in 1..=rows {
            let at_row = |error: String| format!("test {} row {}: {}", test, row, error);
            let count = scanner.number("the stone count m", 0, COLUMNS).map_err(at_row)?;
            let mut stones: u32 = 0;
            for _ in 0..count {
                let column = match short_column(&mut scanner) {
                    Some(column) => column,
                    None => scanner.number("a stone's column", 1, COLUMNS).map_err(at_row)?,
                };
                let bit = 1u32 << (column - 1);
                if stones & bit != 0 {
                    return Err(at_row(format!("column {} is given twice", column)));
                }
                stones |= bit;
            }
            total ^= row_values.value(stones);
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
