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
/// T, h and w are read up to 10^18, past the statement's T ≤ 1000 and h, w ≤ 27:
/// a pattern is read row by row from the input (nothing is sized by h or w),
/// and one larger than the board never appears. n·m ≤ 27 stays: the table is
/// 2^(n·m) bits.
const MAX_COUNT: u64 = 1_000_000_000_000_000_000;
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
/// Positions 0..64 of a word (the low six cells of a state) whose cell `c` is empty.
const CELL_EMPTY: [u64; WORD_CELLS] = [
    0x5555_5555_5555_5555,
    0x3333_3333_3333_3333,
    0x0F0F_0F0F_0F0F_0F0F,
    0x00FF_00FF_00FF_00FF,
    0x0000_FFFF_0000_FFFF,
    0x0000_0000_FFFF_FFFF,
];

/// Word-index cells closed while a block of 2^L1_BITS words (32 KiB) is in L1,
/// and up to L2_BITS while 2^L2_BITS words (256 KiB) are in L2.
const L1_BITS: usize = 12;
const L2_BITS: usize = 15;
/// Words in a cache line.
const LINE: usize = 8;

/// The superset closure inside one word, along its low `cells` cells: the
/// state with cell c added (position + 2^c) takes in the state without it.
#[inline(always)]
fn close_word(word: &mut u64, cells: usize) {
    for (cell, &empty) in CELL_EMPTY.iter().enumerate().take(cells) {
        *word |= (*word & empty) << (1 << cell);
    }
}

/// The superset closure along word-index bits `from..to` of `words`, a bit at
/// a time: each word with the bit ORs in the word without it.
fn close_index_bits(words: &mut [u64], from: usize, to: usize) {
    for bit in from..to {
        let half = 1 << bit;
        for block in words.chunks_exact_mut(2 * half) {
            let (without, with) = block.split_at_mut(half);
            for (target, &source) in with.iter_mut().zip(without.iter()) {
                *target |= source;
            }
        }
    }
}

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
    /// Cells of the word index: cells − word_cells.
    index_bits: usize,
    /// `layers[k]`: positions of a word with k of its cells occupied.
    layers: [u64; WORD_CELLS + 1],
    /// `cube[end << 8 | ahead]`: `solve_layers` on a byte (three cells), for
    /// every terminal byte and every byte of good bits from outside. A full
    /// word is then eight look-ups, a byte at a time from the fullest down.
    cube: Box<[u8; 1 << 16]>,
    /// One bit a state: end[] while being built, then good[] once solved.
    words: Vec<u64>,
}

impl Game {
    fn new(cells: usize) -> Self {
        let word_cells = cells.min(WORD_CELLS);
        let byte_layers = popcount_layers(3);
        let cube: Vec<u8> =
            (0..1u64 << 16).map(|index| solve_layers(index >> 8, index & 0xFF, 3, &byte_layers) as u8).collect();
        let cube = cube.into_boxed_slice().try_into().expect("2^16 entries");
        Game {
            word_cells,
            index_bits: cells - word_cells,
            layers: popcount_layers(word_cells),
            cube,
            words: Vec::new(),
        }
    }

    /// Boards of 9 cells or more: whole cache lines of six-cell words.
    fn lines(&self) -> bool {
        self.word_cells == WORD_CELLS && self.index_bits >= 3
    }

    fn get(&self, state: u32) -> bool {
        self.words[(state >> WORD_CELLS) as usize] >> (state & 63) & 1 == 1
    }

    /// end[] from the placements (sorted): every superset of a placement shows
    /// it, so end[] is their superset closure, taken one pass of ORs a cell.
    /// The passes are arranged for the cache: the cells inside a word (shifts),
    /// the three cells of a cache line and the next nine (32 KiB of words) while
    /// a block is built in L1, the next three (256 KiB) while a block is still in
    /// L2; the remaining high cells by ORing in blocks built before. Each block
    /// is written once, whole: the kernel's first touch of a page is then a
    /// write, not a read followed by a copy on write.
    fn build_end(&mut self, placements: &[u32]) {
        let words = 1usize << self.index_bits;
        if !self.lines() {
            self.words = vec![0; words];
            for &placement in placements {
                self.words[(placement >> WORD_CELLS) as usize] |= 1 << (placement & 63);
            }
            for word in self.words.iter_mut() {
                close_word(word, self.word_cells);
            }
            close_index_bits(&mut self.words, 0, self.index_bits);
            return;
        }
        let (l1_bits, l2_bits) = (self.index_bits.min(L1_BITS), self.index_bits.min(L2_BITS));
        self.words = Vec::with_capacity(words);
        let mut buffer = [0u64; 1 << L1_BITS];
        let buffer = &mut buffer[..1 << l1_bits];
        let mut placements = placements.iter().peekable();
        for block in 0..words >> l1_bits {
            buffer.iter_mut().for_each(|word| *word = 0);
            while let Some(&&placement) = placements.peek() {
                let word = (placement >> WORD_CELLS) as usize;
                if word >> l1_bits != block {
                    break;
                }
                buffer[word & ((1 << l1_bits) - 1)] |= 1 << (placement & 63);
                placements.next();
            }
            for line in buffer.chunks_exact_mut(LINE) {
                for word in line.iter_mut() {
                    close_word(word, WORD_CELLS);
                }
                for bit in [1, 2, 4] {
                    for index in 0..LINE {
                        if index & bit != 0 {
                            line[index] |= line[index ^ bit];
                        }
                    }
                }
            }
            close_index_bits(buffer, 3, l1_bits);
            // The cells above L2_BITS: this block of group g takes in the same
            // block of each group g − (one of its cells), already closed
            // along every cell; by induction that is every subset of g.
            let (group, within) = (block >> (l2_bits - l1_bits), block & ((1 << (l2_bits - l1_bits)) - 1));
            let mut cells = group;
            while cells != 0 {
                let below = ((group ^ (cells & cells.wrapping_neg())) << l2_bits) + (within << l1_bits);
                for (word, &source) in buffer.iter_mut().zip(self.words[below..below + (1 << l1_bits)].iter()) {
                    *word |= source;
                }
                cells &= cells - 1;
            }
            self.words.extend_from_slice(buffer);
            let built = self.words.len();
            if built & ((1 << l2_bits) - 1) == 0 {
                close_index_bits(&mut self.words[built - (1 << l2_bits)..], l1_bits, l2_bits);
            }
        }
    }

    /// Solves one word: `end` its terminal bits, `ahead` the OR of the good
    /// bits of the words one cell above (same low cells).
    fn solve_word(&self, end: u64, ahead: u64) -> u64 {
        if self.word_cells < WORD_CELLS {
            return solve_layers(end, ahead, self.word_cells, &self.layers);
        }
        self.solve_words([end], [ahead])[0]
    }

    /// Six-cell words, N independent ones side by side, a byte of each at a
    /// time, so that their chains of look-ups overlap. Bytes go from the
    /// fullest down: byte b's supersets among the three byte-index cells
    /// (b | 1, b | 2, b | 4) are solved before it.
    #[inline(always)]
    fn solve_words<const N: usize>(&self, end: [u64; N], ahead: [u64; N]) -> [u64; N] {
        let mut good = [0u64; N];
        for byte in (0..8).rev() {
            for word in 0..N {
                let mut outside = ahead[word] >> (8 * byte) & 0xFF;
                for cell in [1, 2, 4] {
                    if byte & cell == 0 {
                        outside |= good[word] >> (8 * (byte | cell)) & 0xFF;
                    }
                }
                let end_byte = end[word] >> (8 * byte) & 0xFF;
                good[word] |= u64::from(self.cube[(end_byte << 8 | outside) as usize]) << (8 * byte);
            }
        }
        good
    }

    /// A cache line of words given their end[] and the OR of the good lines one
    /// cell above: inside the line the words go by popcount layers (7; then 6,
    /// 5, 3; then 4, 2, 1; then 0), each layer's words independent.
    fn solve_line(&self, end: &[u64; LINE], ahead: &[u64; LINE]) -> [u64; LINE] {
        let mut good = [0u64; LINE];
        good[7] = self.solve_words([end[7]], [ahead[7]])[0];
        let [g6, g5, g3] =
            self.solve_words([end[6], end[5], end[3]], [ahead[6] | good[7], ahead[5] | good[7], ahead[3] | good[7]]);
        (good[6], good[5], good[3]) = (g6, g5, g3);
        let [g4, g2, g1] =
            self.solve_words([end[4], end[2], end[1]], [ahead[4] | g5 | g6, ahead[2] | g3 | g6, ahead[1] | g3 | g5]);
        (good[4], good[2], good[1]) = (g4, g2, g1);
        good[0] = self.solve_words([end[0]], [ahead[0] | g1 | g2 | g4])[0];
        good
    }

    /// Replaces end[] with good[], from the full board down, a cache line of
    /// words at a time: the words one cell above in the line index are whole
    /// lines, ORed as such (the nearer ones still in cache, the far ones read
    /// as a few sequential streams).
    fn solve(&mut self) {
        if !self.lines() {
            return self.solve_by_word();
        }
        let all_lines = self.words.len() / LINE - 1;
        for line in (0..=all_lines).rev() {
            let at = line * LINE;
            let mut end = [0u64; LINE];
            end.copy_from_slice(&self.words[at..at + LINE]);
            if end.iter().all(|&word| word == !0) {
                continue; // every state shows a pattern: all good
            }
            let mut ahead = [0u64; LINE];
            let mut free = !line & all_lines;
            while free != 0 {
                let other = (line | free & free.wrapping_neg()) * LINE;
                for (ahead, &good) in ahead.iter_mut().zip(self.words[other..other + LINE].iter()) {
                    *ahead |= good;
                }
                free &= free - 1;
            }
            let good = self.solve_line(&end, &ahead);
            self.words[at..at + LINE].copy_from_slice(&good);
        }
    }

    /// The same a word at a time, for boards of fewer than 9 cells.
    fn solve_by_word(&mut self) {
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
    let patterns = scanner.number("the number of patterns T", 1, MAX_COUNT)?;
    let mut placements: Vec<u32> = Vec::new();
    let mut ones: Vec<(usize, usize)> = Vec::new();
    for pattern in 1..=patterns {
        let at_pattern = |error: String| format!("pattern {}: {}", pattern, error);
        let height = scanner.number("the pattern height h", 1, MAX_COUNT).map_err(at_pattern)? as usize;
        let width = scanner.number("the pattern width w", 1, MAX_COUNT).map_err(at_pattern)? as usize;
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
    game.build_end(&placements);
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
