//! 游戏 (Game) — 2023 NOIP A-level joint test 17: pieces on a grid whose rows are rings.
//!
//! Rules: a move takes one piece one cell down, left or right (rows wrap around),
//! never onto an obstacle `#` nor onto a cell that piece has visited (its start
//! included). Pieces never block each other. Whoever cannot move loses.
//!
//! Idea: pieces are independent, so XOR their Sprague–Grundy values. No move goes
//! up, so once a piece enters a row only that row's visited cells matter, and those
//! form an arc from the entry cell: after one sideways step the piece can only keep
//! going that way or drop down. So each value is a mex of at most three values and
//! lies in 0..3; rows are solved bottom-up. A row with an obstacle splits into
//! segments whose left- and right-going chains are one pass each. In an obstacle-free
//! row the chain from entry c runs m − 1 cells and ends just before c; each chain
//! step is a map {0, 1, 2, none} → {0, 1, 2}. Cut at column 1, an entry's chain
//! value needs the cells on each side composed both ways round; such a pair of
//! compositions takes one of few values (the steps generate 12 maps), so a walk
//! along the row is one table look-up a cell from each end, and a table of pairs
//! gives every entry's two chain values at once.
//!
//! Complexity: O(n·m) a test, O(m) memory besides the input.
//! std only, Rust 1.63+, edition 2021.

use std::io::{self, Read, Write};

/// T, n and m are read up to 10^18, past the statement's n, m ≤ 1000 and sums
/// of n and of m ≤ 4000: the work is a pass over the cells, the memory O(m)
/// besides the input, and a board of more cells than the input holds is
/// refused before anything is sized by it.
const MAX_COUNT: u64 = 1_000_000_000_000_000_000;
/// A cell's value is 0..3, or `NONE` for an obstacle (or below the board).
const NONE: u8 = 4;
/// A chain's value (a piece that has just stepped sideways) is 0..2, or
/// `NO_CHAIN` when that way is closed.
const NO_CHAIN: u8 = 3;
/// What a cell offers besides its chains: the value below it (0..3, `NONE`
/// on the last row or above an obstacle), or `OBSTACLE` for an obstacle.
const OBSTACLE: u8 = 5;

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

fn mex(values: &[u8]) -> u8 {
    let present = values.iter().fold(0u32, |set, &value| set | 1 << value);
    (!present).trailing_zeros() as u8
}

/// A map {0, 1, 2, none} → {0, 1, 2, none} of chain values, two bits per
/// input (`NO_CHAIN` = 3 is "none").
type Map = u8;
const IDENTITY: Map = 0b11_10_01_00;

fn apply(map: Map, chain: u8) -> u8 {
    map >> (2 * chain) & 3
}

/// Every mex the solver needs, tabulated once, so that the row loops have no
/// branches (cells are random: branches would be mispredicted). Indices stay
/// inside the tables' range by construction (a byte into 256 entries), which
/// also spares the bounds checks.
struct Tables {
    /// `step[code]`: the value of a piece that has just stepped onto a cell
    /// with this code, as a map of the chain value one cell on (two bits an
    /// input), so a chain step is one shift of a loaded byte.
    step: [Map; 256],
    /// `cell[code << 4 | left << 2 | right]`: the value of a piece that has
    /// just entered a cell, given the chain values of its two neighbours.
    cell: [u8; 256],
    /// Ring rows: a walk over some cells is summed up by the pair (the steps
    /// composed with the last one outermost, with the last one innermost),
    /// and only a few pairs occur (the steps generate 12 maps; 32 pairs occur).
    /// They are numbered, 0 being the empty walk: `walk[code][pair]` is the
    /// pair after one more cell.
    walk: [[u8; 256]; 8],
    /// Pairs that occur.
    pairs: usize,
    /// `sides[px · pairs + ps]`: going left << 2 | going right for a ring cell
    /// whose cells to the left, from column 0, walk to px, and whose cells to
    /// the right, from the last column, walk to ps.
    sides: Vec<u8>,
}

impl Tables {
    fn new() -> Self {
        let mut tables = Tables { step: [0; 256], cell: [NONE; 256], walk: [[0; 256]; 8], pairs: 0, sides: Vec::new() };
        let option = |chain: u8| if chain == NO_CHAIN { NONE } else { chain };
        for code in 0..OBSTACLE {
            for next in 0..4 {
                tables.step[code as usize] |= mex(&[code, option(next)]) << (2 * next);
                for right in 0..4 {
                    tables.cell[(code << 4 | next << 2 | right) as usize] = mex(&[code, option(next), option(right)]);
                }
            }
        }
        // An obstacle ends every chain.
        tables.step[OBSTACLE as usize] = NO_CHAIN * 0b01_01_01_01;
        let compose = |outer: Map, inner: Map| {
            (0..4).fold(0, |map, input| map | apply(outer, apply(inner, input)) << (2 * input))
        };
        let mut pairs: Vec<(Map, Map)> = vec![(IDENTITY, IDENTITY)];
        let mut next = 0;
        while next < pairs.len() {
            let (outermost, innermost) = pairs[next];
            for code in 0..OBSTACLE as usize {
                let step = tables.step[code];
                let walked = (compose(step, outermost), compose(innermost, step));
                let index = match pairs.iter().position(|&pair| pair == walked) {
                    Some(index) => index,
                    None => {
                        pairs.push(walked);
                        pairs.len() - 1
                    }
                };
                tables.walk[code][next] = index as u8;
            }
            next += 1;
        }
        debug_assert_eq!(pairs.len(), 32, "the README and the table sizes count on 32 pairs");
        tables.pairs = pairs.len();
        for &(left_outer, left_inner) in &pairs {
            for &(right_outer, right_inner) in &pairs {
                let going_left = apply(left_outer, apply(right_inner, NO_CHAIN));
                let going_right = apply(right_outer, apply(left_inner, NO_CHAIN));
                tables.sides.push(going_left << 2 | going_right);
            }
        }
        tables
    }

    fn step(&self, code: u8, next: u8) -> u8 {
        self.step[usize::from(code)] >> (2 * next) & 3
    }

    fn cell(&self, code: u8, left: u8, right: u8) -> u8 {
        // Codes are at most 5 and chains at most 3: the index fits a byte.
        self.cell[usize::from(code << 4 | left << 2 | right)]
    }
}

/// Reused buffers, resized per test to the row width.
#[derive(Default)]
struct Rows {
    below: Vec<u8>,
    value: Vec<u8>,
    code: Vec<u8>,
    left: Vec<u8>,
    right: Vec<u8>,
    /// Pair numbers of the walks from column 0, times the number of pairs
    /// (a row of `sides`), and from the last column.
    from_left: Vec<u16>,
    from_right: Vec<u8>,
    /// A row with an obstacle, turned so that the obstacle is first.
    turned: Vec<u8>,
}

impl Rows {
    fn reset(&mut self, columns: usize) {
        let buffers = [
            &mut self.below,
            &mut self.value,
            &mut self.code,
            &mut self.left,
            &mut self.right,
            &mut self.from_right,
            &mut self.turned,
        ];
        for buffer in buffers {
            buffer.clear();
            buffer.resize(columns + 1, NONE);
        }
        self.from_left.clear();
        self.from_left.resize(columns + 1, 0);
    }

    /// Fills `value` for one row from `below` (the values one row down).
    fn solve_row(&mut self, row: &[u8], tables: &Tables) {
        let columns = row.len();
        let last = columns - 1;
        let code = &mut self.code[..columns];
        for ((code, &cell), &below) in code.iter_mut().zip(row).zip(&self.below[..columns]) {
            *code = if cell == b'#' { OBSTACLE } else { below };
        }
        let code = &*code;
        let value = &mut self.value[..columns];
        if columns == 1 {
            value[0] = tables.cell(code[0], NO_CHAIN, NO_CHAIN);
            return;
        }
        // left[x]: the value of a piece that has just stepped left onto x (its
        // chain goes on to x − 1); right[x] likewise going right.
        let (left, right) = (&mut self.left[..columns], &mut self.right[..columns]);
        // Whether there is an obstacle, in one vectorised pass (a ring row has
        // none, and a search byte by byte would read all of it).
        let obstacles = row.iter().fold(false, |found, &cell| found | (cell == b'#'));
        match if obstacles { row.iter().position(|&cell| cell == b'#') } else { None } {
            Some(obstacle) => {
                // Chains stop at obstacles. Turn the row so that the obstacle is
                // column 0: the chain going left runs 1, 2, …, the one going right
                // runs m − 1, m − 2, …, with no wrapping; then turn the values back.
                let turned = &mut self.turned[..columns];
                turned[..columns - obstacle].copy_from_slice(&code[obstacle..]);
                turned[columns - obstacle..].copy_from_slice(&code[..obstacle]);
                let (mut west, mut east) = (NO_CHAIN, NO_CHAIN);
                left[0] = NO_CHAIN;
                right[0] = NO_CHAIN;
                // Both chains in one loop: two independent chains overlap.
                let going_left = left[1..].iter_mut().zip(&turned[1..]);
                let going_right = right[1..].iter_mut().rev().zip(turned[1..].iter().rev());
                for ((left, &code), (right, &code_right)) in going_left.zip(going_right) {
                    west = tables.step(code, west);
                    east = tables.step(code_right, east);
                    *left = west;
                    *right = east;
                }
                let value = &mut self.below[..columns]; // free until the row is done
                value[0] = tables.cell(turned[0], left[last], right[1]);
                value[last] = tables.cell(turned[last], left[last - 1], right[0]);
                let middle = value[1..last].iter_mut().zip(&turned[1..last]).zip(left.iter().zip(&right[2..]));
                for ((value, &code), (&left, &right)) in middle {
                    *value = tables.cell(code, left, right);
                }
                let turned_values = &self.below[..columns];
                self.value[obstacle..columns].copy_from_slice(&turned_values[..columns - obstacle]);
                self.value[..obstacle].copy_from_slice(&turned_values[columns - obstacle..]);
            }
            None => {
                // A ring. Going left from entry c, the chain visits c − 1, c − 2, …
                // and ends at c + 1 (its next step would be c itself); its value
                // is evaluated from that end: c + 1, …, m − 1, 0, …, c − 1. With
                // g_x = the chain step at x as a map, cut the ring before column 0:
                //   going left from c  = (g_(c−1) ∘ … ∘ g_0)(g_(m−1) ∘ … ∘ g_(c+1)(none)),
                //   going right from c = (g_(c+1) ∘ … ∘ g_(m−1))(g_0 ∘ … ∘ g_(c−1)(none)).
                // So each side of c is needed composed both ways round: the pair
                // of the walk 0, …, c − 1 and that of m − 1, …, c + 1, each one
                // look-up a cell; `sides` then gives both values at once.
                let (from_left, from_right) = (&mut self.from_left[..=columns], &mut self.from_right[..=columns]);
                from_left[0] = 0;
                from_right[columns] = 0;
                let (mut walk_left, mut walk_right) = (0u8, 0u8);
                let pairs = tables.pairs as u16;
                for x in 0..columns {
                    let s = columns - 1 - x;
                    walk_left = tables.walk[usize::from(code[x] & 7)][usize::from(walk_left)];
                    walk_right = tables.walk[usize::from(code[s] & 7)][usize::from(walk_right)];
                    from_left[x + 1] = u16::from(walk_left) * pairs;
                    from_right[s] = walk_right;
                }
                let cells = value.iter_mut().zip(code.iter()).zip(from_left.iter().zip(&from_right[1..]));
                for ((value, &code), (&left, &right)) in cells {
                    let sides = tables.sides[usize::from(left) + usize::from(right)];
                    *value = tables.cell[usize::from(code << 4 | sides)];
                }
            }
        }
    }
}

pub fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input);
    let tests = scanner.number("the number of tests T", 1, MAX_COUNT)?;
    let tables = Tables::new();
    let mut rows = Rows::default();
    let mut grid: Vec<&[u8]> = Vec::new();
    let mut output = String::new();
    for test in 1..=tests {
        let at_test = |error: String| format!("test {}: {}", test, error);
        let height = scanner.number("the row count n", 1, MAX_COUNT).map_err(at_test)?;
        let width = scanner.number("the column count m", 1, MAX_COUNT).map_err(at_test)?;
        if height.saturating_mul(width) > input.len() as u64 {
            return Err(at_test(format!("n·m = {}·{} cells are more than the input holds", height, width)));
        }
        grid.clear();
        for row in 1..=height {
            let at_row = |error: String| format!("test {} row {}: {}", test, row, error);
            let cells = scanner.token_of_length(width as usize, "a row of cells").map_err(at_row)?;
            if cells.len() != width as usize {
                return Err(at_row(format!("expected {} cells, found {}", width, cells.len())));
            }
            // Branch-free test first; look for the culprit only when there is one.
            let invalid = cells.iter().fold(false, |invalid, &cell| invalid | !matches!(cell, b'#' | b'B' | b'.'));
            if invalid {
                let bad = cells.iter().find(|&&cell| !matches!(cell, b'#' | b'B' | b'.')).copied().unwrap_or(b'?');
                return Err(at_row(format!("{:?} is not one of '#', 'B', '.'", bad as char)));
            }
            grid.push(cells);
        }
        rows.reset(width as usize);
        let mut total = 0u8;
        for row in grid.iter().rev() {
            rows.solve_row(row, &tables);
            for (&cell, &value) in row.iter().zip(&rows.value) {
                total ^= value & (0u8.wrapping_sub((cell == b'B') as u8));
            }
            std::mem::swap(&mut rows.below, &mut rows.value);
        }
        output.push_str(if total != 0 { "A\n" } else { "B\n" });
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
