//! Board Game — T1 of a 2020 Chinese school contest (statement not public).
//!
//! Rules: Alice and Bob take turns, Alice first, putting stones of one colour on the
//! empty cells of an n×m board (n·m ≤ 27). Whoever's move makes one of T given 0/1
//! patterns appear (every `1` of some shift covered; no rotation) wins at once; a
//! player facing a full board loses.
//!
//! Idea: a state is the set of occupied cells. Let good[s] say that the player who
//! has just moved into s wins: s shows a pattern, or the opponent, to move at s, has
//! no move into a good state: good[s] = end[s] ∨ ¬∃ c ∉ s: good[s ∪ {c}]. Alice wins
//! iff some first move is good. end[] is the superset closure of the placements, so
//! one bit table serves both: it holds end[s] until s is solved, then good[s], solved
//! from the full board down. 64 states share a word (the low six cells); across words
//! the supersets are ORed as whole words, inside a word the six cells are solved a
//! popcount layer at a time with shifts and masks.
//!
//! Complexity: O(2^(n·m) · (n·m) / 64) word operations, 2^(n·m) bits of memory
//! (16 MiB for 27 cells). std only, Rust 1.63+, edition 2021.

use std::io::{self, Read, Write};

const MAX_CELLS: u64 = 27;
const MAX_PATTERNS: u64 = 1000;
/// Cells whose states share one 64-bit word.
const WORD_CELLS: usize = 6;

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

    fn finish(&mut self) -> Result<(), String> {
        match self.token("") {
            Ok(extra) => Err(format!("unexpected trailing input {:?}", String::from_utf8_lossy(extra))),
            Err(_) => Ok(()),
        }
    }
}
/// Positions 0..64 of a word (the low six cells of a state) whose cell `c` is empty.
const CELL_EMPTY: [u64; WORD_CELLS] = [
    0x5555_5555_5555_5555,
    0x3333_3333_3333_3333,
    0x0F0F_0F0F_0F0F_0F0F,
    0x00FF_00FF_00FF_00FF,
    0x0000_FFFF_0000_FFFF,
    0x0000_0000_FFFF_FFFF,
];

/// Solves the states of the low `cells` (≤ 6) cells inside one word, a
/// popcount layer at a time from the fullest down: `end` holds their terminal
/// bits, `ahead` the OR of the good bits of the states one cell up outside
/// these cells. A state is good when it is terminal or no move from it is
/// good. `layers[k]`: positions with k of the cells occupied (and valid).
fn solve_layers(end: u64, ahead: u64, cells: usize, layers: &[u64]) -> u64 {
    let mut good = 0u64;
    for layer in layers[..=cells].iter().rev() {
        let mut within = 0;
        for (cell, &empty) in CELL_EMPTY.iter().enumerate().take(cells) {
            within |= (good >> (1 << cell)) & empty;
        }
        good |= (end | !(ahead | within)) & layer;
    }
    good
}

fn popcount_layers(cells: usize) -> [u64; WORD_CELLS + 1] {
    let mut layers = [0u64; WORD_CELLS + 1];
    for position in 0..1u32 << cells {
        layers[position.count_ones() as usize] |= 1 << position;
    }
    layers
}

/// The game on a board of `cells` cells, as one bit per state.
struct Game {
    /// Cells inside a word: min(cells, 6).
    word_cells: usize,
    /// `layers[k]`: positions of a word with k of its cells occupied.
    layers: [u64; WORD_CELLS + 1],
    /// `cube[end << 8 | ahead]`: `solve_layers` on a byte (three cells), for
    /// every terminal byte and every byte of good bits from outside. A full
    /// word is then eight look-ups, a byte at a time from the fullest down.
    cube: Box<[u8; 1 << 16]>,
    words: Vec<u64>,
}

impl Game {
    fn new(cells: usize) -> Self {
        let word_cells = cells.min(WORD_CELLS);
        let byte_layers = popcount_layers(3);
        let cube: Vec<u8> =
            (0..1u64 << 16).map(|index| solve_layers(index >> 8, index & 0xFF, 3, &byte_layers) as u8).collect();
        let cube = cube.into_boxed_slice().try_into().expect("2^16 entries");
        Game { word_cells, layers: popcount_layers(word_cells), cube, words: vec![0; 1 << (cells - word_cells)] }
    }

    fn set(&mut self, state: u32) {
        self.words[(state >> WORD_CELLS) as usize] |= 1 << (state & 63);
    }

    fn get(&self, state: u32) -> bool {
        self.words[(state >> WORD_CELLS) as usize] >> (state & 63) & 1 == 1
    }

    /// end[] from the placements: every superset of a placement shows it.
    /// Cell by cell: inside the words with shifts, then across words (the
    /// table is small enough to stay in the last-level cache for these sweeps).
    fn close_upwards(&mut self) {
        for word in self.words.iter_mut() {
            for (cell, &empty) in CELL_EMPTY.iter().enumerate().take(self.word_cells) {
                *word |= (*word & empty) << (1 << cell);
            }
        }
        let mut half = 1;
        while half < self.words.len() {
            for block in self.words.chunks_exact_mut(2 * half) {
                let (without, with) = block.split_at_mut(half);
                for (target, &source) in with.iter_mut().zip(without.iter()) {
                    *target |= source;
                }
            }
            half *= 2;
        }
    }

    /// Solves one word: `end` its terminal bits, `ahead` the OR of the good
    /// bits of the words one cell above (same low cells).
    fn solve_word(&self, end: u64, ahead: u64) -> u64 {
        if self.word_cells < WORD_CELLS {
            return solve_layers(end, ahead, self.word_cells, &self.layers);
        }
        // Bytes from the fullest down: byte b's supersets among the three
        // byte-index cells (b | 1, b | 2, b | 4) are solved before it.
        let mut good = 0u64;
        for byte in (0..8).rev() {
            let mut outside = ahead >> (8 * byte) & 0xFF;
            for cell in [1, 2, 4] {
                if byte & cell == 0 {
                    outside |= good >> (8 * (byte | cell)) & 0xFF;
                }
            }
            let end_byte = end >> (8 * byte) & 0xFF;
            good |= u64::from(self.cube[(end_byte << 8 | outside) as usize]) << (8 * byte);
        }
        good
    }

    /// Replaces end[] with good[], from the full board down.
    fn solve(&mut self) {
        let all = self.words.len() - 1;
        for word in (0..self.words.len()).rev() {
            let mut ahead = 0;
            let mut free = !word & all;
            while free != 0 {
                ahead |= self.words[word | free & free.wrapping_neg()];
                free &= free - 1;
            }
            self.words[word] = self.solve_word(self.words[word], ahead);
        }
    }

    /// Whether the player to move on the empty board wins: some first move
    /// leads to a good state.
    fn first_player_wins(&self, cells: usize) -> bool {
        (0..cells).any(|cell| self.get(1 << cell))
    }
}

pub fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input);
    let rows = scanner.number("the row count n", 1, MAX_CELLS)? as usize;
    let columns = scanner.number("the column count m", 1, MAX_CELLS)? as usize;
    if rows * columns > MAX_CELLS as usize {
        return Err(format!("n·m = {}·{} = {} exceeds {}", rows, columns, rows * columns, MAX_CELLS));
    }
    let patterns = scanner.number("the number of patterns T", 1, MAX_PATTERNS)?;
    let mut placements: Vec<u32> = Vec::new();
    let mut ones: Vec<(usize, usize)> = Vec::new();
    for pattern in 1..=patterns {
        let at_pattern = |error: String| format!("pattern {}: {}", pattern, error);
        let height = scanner.number("the pattern height h", 1, MAX_CELLS).map_err(at_pattern)? as usize;
        let width = scanner.number("the pattern width w", 1, MAX_CELLS).map_err(at_pattern)? as usize;
        ones.clear();
        for row in 0..height {
            let at_row = |error: String| format!("pattern {} row {}: {}", pattern, row + 1, error);
            let line = scanner.token("a pattern row").map_err(at_row)?;
            if line.len() != width {
                return Err(at_row(format!("expected {} characters, found {}", width, line.len())));
            }
            for (column, &cell) in line.iter().enumerate() {
                match cell {
                    b'1' => ones.push((row, column)),
                    b'0' => {}
                    other => return Err(at_row(format!("{:?} is neither '0' nor '1'", other as char))),
                }
            }
        }
        // A pattern larger than the board never appears.
        if height > rows || width > columns {
            continue;
        }
        for shift_row in 0..=rows - height {
            for shift_column in 0..=columns - width {
                let cell = |&(row, column): &(usize, usize)| (shift_row + row) * columns + shift_column + column;
                placements.push(ones.iter().fold(0, |mask, one| mask | 1 << cell(one)));
            }
        }
    }
    scanner.finish()?;
    placements.sort_unstable();
    placements.dedup();
    let cells = rows * columns;
    let mut game = Game::new(cells);
    for &placement in &placements {
        game.set(placement);
    }
    game.close_upwards();
    game.solve();
    Ok(if game.first_player_wins(cells) { "Alice\n" } else { "Bob\n" }.to_string())
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
